"""Lowering the pieces: moves (Betza, paths, counted slides), promotion, drops and pulls.

Part of the lowering stage (lower.py), as a mixin over the same state.
"""

from __future__ import annotations

import re

from compiler.diagnostics import Code
from compiler.frontend.nodes import (
    DropsClause,
    FlagClause,
    InitialClause,
    MovesClause,
    PathsClause,
    PieceStmt,
    PromotesClause,
    PullsClause,
    SlidesClause,
    ValueClause,
    Word,
)
from compiler.frontend.source import Span
from compiler.ir import betza
from compiler.ir.lower_board import at
from compiler.ir.model import (
    Count,
    DropRule,
    First,
    Leap,
    Movement,
    Neighbour,
    Path,
    Piece,
    Promotion,
    Pull,
    Ride,
    Setup,
    Side,
    Turn,
    Zone,
)


class PieceLowering:
    def pieces_ast(self) -> list[PieceStmt]:
        seen: dict[str, PieceStmt] = {}
        out = []
        for stmt in self.only(PieceStmt):
            first = seen.get(stmt.letter.text)
            if first:
                self.error(stmt.letter.span, Code.E501, f"piece letter '{stmt.letter.text}' is used twice",
                           why=f"'{first.name.text}' at {at(first.span)} already uses it; "
                           "FEN and move notation tell pieces apart by letter",
                           hint="choose another letter for one of them")
                continue
            seen[stmt.letter.text] = stmt
            out.append(stmt)
        if not out and "piece" not in self.ast.failed and self.src.rules_span is not None:
            self.error(self.src.rules_span, Code.E502, "the variant has no pieces",
                       why="pieces are declared with 'piece LETTER name moves ...'",
                       hint="add e.g. 'piece K king moves K royal'")
        return out

    def unknown_letter(self, word: Word, hint: str = "") -> bool:
        """Report a letter that names no piece; True if it was unknown."""
        if word.text in self.known:
            return False
        listed = " ".join(sorted(self.known))
        self.error(word.span, Code.E504, f"'{word.text}' is not a piece of this variant",
                   why=f"the pieces are {listed}" if listed else "the variant declares no pieces",
                   hint=hint)
        return True

    def piece(self, stmt: PieceStmt, setup: Setup | None, all_pieces: list[PieceStmt]
              ) -> Piece | None:
        moves: list[Movement] = []
        fields: dict[str, object] = {}
        seen: dict[str, Span] = {}
        drops = [c for c in stmt.clauses if isinstance(c, DropsClause)]
        if drops:
            fields["drop"] = self.drop_rule(drops, stmt)
        for clause in stmt.clauses:
            if isinstance(clause, DropsClause):
                continue
            if clause.keyword in seen and clause.keyword not in ("moves", "paths", "slides"):
                self.error(clause.span, Code.E503, f"'{clause.keyword}' is given twice for "
                           f"{stmt.name.text}", why=f"the first is at {at(seen[clause.keyword])}",
                           hint="keep one of them")
                continue
            seen[clause.keyword] = clause.span
            if isinstance(clause, MovesClause):
                adjacent = Neighbour(clause.adjacent.text) if clause.adjacent else None
                for word in clause.betza:
                    parsed, problems = betza.parse_betza(word.text, word.span)
                    moves.extend(m.model_copy(update={"adjacent": adjacent}) for m in parsed)
                    self.problems.extend(problems)
            elif isinstance(clause, PathsClause):
                moves.extend(self.paths(clause))
            elif isinstance(clause, SlidesClause):
                moves.extend(self.slides(clause, stmt))
            elif isinstance(clause, ValueClause):
                fields["value"] = int(clause.value.text)
            elif isinstance(clause, FlagClause):
                fields[clause.keyword.replace("-", "_")] = True
            elif isinstance(clause, PromotesClause):
                fields["promotion"] = self.promotion(clause, stmt, all_pieces)
            elif isinstance(clause, InitialClause):
                fields["initial"] = self.inline_zone(clause.zone, f"initial {stmt.letter.text}")
            elif isinstance(clause, PullsClause):
                fields["pull"] = self.pull(clause, stmt)
        if "initial" not in fields or fields["initial"] is None:
            fields["initial"] = self.setup_zone(stmt, setup)
        if fields.get("promotion", True) is None:
            return None
        return Piece(span=stmt.span, letter=stmt.letter.text, name=stmt.name.text,
                     moves=tuple(moves), **fields)

    def promotion(self, clause: PromotesClause, stmt: PieceStmt, all_pieces: list[PieceStmt]
                  ) -> Promotion | None:
        zone = self.inline_zone(clause.zone, f"promotion {stmt.letter.text}")
        ok = zone is not None
        royal = {p.letter.text for p in all_pieces
                 if any(c.keyword == "royal" for c in p.clauses)}
        seen_choices: set[str] = set()
        for word in clause.choices:
            if word.text in seen_choices:
                ok = False
                self.error(word.span, Code.E509, f"promotion choice '{word.text}' is listed twice",
                           why="each choice is one move", hint="list each piece once")
                continue
            seen_choices.add(word.text)
            if self.unknown_letter(word, "promotion choices name pieces by their letter"):
                ok = False
            elif word.text in royal:
                ok = False
                self.error(word.span, Code.E506, f"{stmt.name.text} may not promote to royal "
                           f"'{word.text}'", why="each side has exactly one royal piece",
                           hint="promote to pieces that are not royal")
        for side in Side if zone is not None else ():
            if not zone.cells(side):
                ok = False
                self.error(clause.zone.span, Code.E505, f"{stmt.name.text}'s promotion zone has no "
                           f"square for {side.value}",
                           why="ranks in zones count from each side's own first rank",
                           hint="check the ranks or squares of the zone")
        if not ok or zone is None:
            return None
        swap = None
        if clause.swapping is not None:
            if not self.pool_name(clause.swapping, self.pools_seen):
                return None
            swap = clause.swapping.text
        return Promotion(span=clause.span, zone=zone, choices=tuple(w.text for w in clause.choices),
                         optional=clause.optional, limited=clause.limited, swap=swap)

    def setup_zone(self, stmt: PieceStmt, setup: Setup | None) -> Zone:
        men = setup.men if setup else ()
        cells = {side: tuple(sorted(m.cell for m in men
                                    if m.letter == stmt.letter.text and m.side is side))
                 for side in Side}
        return Zone(span=stmt.span, name=f"initial {stmt.letter.text}",
                    white=cells[Side.WHITE], black=cells[Side.BLACK])

    def paths(self, clause: PathsClause) -> list[Path]:
        out, word = [], clause.paths
        for match in re.finditer(r"\S+", word.text):
            text = match.group()
            col = word.span.col + match.start()
            span = Span(word.span.file, word.span.line, col, word.span.line, col + len(text) - 1)
            if not re.fullmatch(r"[od][slr]*", text):
                self.error(span, Code.E209, f"'{text}' is not a path",
                           why="a path is a first step, o (orthogonal) or d (diagonal), then "
                           "for each further step s (straight on), l or r (turn left or right)",
                           hint="the knight of a curved board is 'osl osr olr orl ols ors'")
                continue
            out.append(Path(span=span, first=First(text[0]),
                            turns=tuple(Turn(t) for t in text[1:])))
        return out

    def slides(self, clause: SlidesClause, stmt: PieceStmt) -> list[Ride]:
        parsed, problems = betza.parse_betza(clause.betza.text, clause.betza.span)
        self.problems.extend(problems)
        units = [m for m in parsed if isinstance(m, Leap | Ride) and m.atom in ("W", "F")
                 and not m.initial and not getattr(m, "lame", False)]
        if problems or len(units) != len(parsed):
            if not problems:
                self.error(clause.betza.span, Code.E210, f"'{clause.betza.text}' cannot slide",
                           why="a counted slide goes along lines: W or F with directions",
                           hint="write e.g. 'slides fW per P in file e'")
            return []
        if self.unknown_letter(clause.letter, "the range counts the mover's men of this kind"):
            return []
        zone = self.inline_zone(clause.zone, f"slides {stmt.letter.text}")
        if zone is None:
            return []
        count = Count(letter=clause.letter.text, zone=zone)
        return [Ride(span=m.span, atom=m.atom, vectors=m.vectors, mode=m.mode, counted=count,
                     safely=clause.safely) for m in units]

    def pull(self, clause: PullsClause, stmt: PieceStmt):
        parsed, problems = betza.parse_betza(clause.along.text, clause.along.span)
        self.problems.extend(problems)
        if problems:
            return None
        lines = [m for m in parsed if isinstance(m, Ride) and max(map(abs, m.vectors[0])) == 1]
        if len(lines) != len(parsed) or any(m.range for m in lines):
            self.error(clause.along.span, Code.E508, f"'{clause.along.text}' has no lines to pull along",
                       why="a pull follows lines: unlimited rides of W or F, such as R, B or Q",
                       hint="write e.g. 'pulls along Q over 1 hole'")
            return None
        vectors = tuple(sorted({v for m in lines for v in m.vectors}))
        return Pull(vectors=vectors, holes=int(clause.holes.text))

    def drop_rule(self, clauses: list[DropsClause], stmt: PieceStmt) -> DropRule:
        zone, flags = None, set()
        for clause in clauses:
            if clause.zone is not None:
                if zone is not None:
                    self.error(clause.span, Code.E503, f"'drops in' is given twice for {stmt.name.text}",
                               why="a piece has one drop zone", hint="join the zones with '+'")
                    continue
                zone = self.inline_zone(clause.zone, f"drops {stmt.letter.text}")
            elif clause.rule is not None:
                flags.add(clause.rule.text)
        return DropRule(zone=zone, one_per_file="one-per-file" in flags, no_mate="no-mate" in flags)
