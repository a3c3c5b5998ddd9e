"""AST (+ front matter) -> IR: resolve names, merge the front matter, apply defaults.

Every problem found on the way is a diagnostic; lowering goes on past it so that one run
reports as much as it can. Semantic checks that need the whole IR live in validate.py.
"""

from __future__ import annotations

import hashlib
import re

from compiler.diagnostics import Code
from compiler.frontend.nodes import (
    Ast,
    CapturesStmt,
    CastlingStmt,
    CounterStmt,
    DropStmt,
    EndingStmt,
    ExchangeStmt,
    GoalStmt,
    PoolStmt,
    PromotesClause,
    SetupStmt,
    Statement,
    VariantStmt,
    Word,
    ZoneStmt,
)
from compiler.frontend.source import Diagnostic, Source, Span
from compiler.ir.lower_board import BoardLowering, Zones, at
from compiler.ir.lower_pieces import PieceLowering
from compiler.ir.model import (
    Capture,
    Castling,
    Compare,
    Condition,
    Count,
    Counter,
    CounterKind,
    DropSource,
    Endings,
    Exchange,
    Goal,
    Held,
    Man,
    Outcome,
    Pool,
    Setup,
    Side,
    Term,
    TermKind,
    Variant,
)
from compiler.runtime import fen
from compiler.runtime.topology import Topology

_SLUG = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")


class _Lowering(BoardLowering, PieceLowering):
    def __init__(self, source: Source, ast: Ast, sources: dict[str, Source]):
        self.src, self.ast, self.sources = source, ast, sources
        self.problems: list[Diagnostic] = []
        self.topo: Topology | None = None
        self.zones = Zones()
        self.board_reported = False  # a board problem was reported: "no board" would repeat it
        self.linked: dict[tuple[int, int], int] = {}

    def error(self, span: Span, code: Code, message: str, why: str = "", hint: str = "") -> None:
        self.problems.append(Diagnostic(span, code, message, why, hint))

    # -- statements ----------------------------------------------------------------------
    def only(self, cls: type, keyword: str | None = None) -> list:
        found = [s for s in self.ast.statements
                 if isinstance(s, cls) and (keyword is None or s.keyword == keyword)]
        return found

    def single(self, cls: type, keyword: str | None = None):
        found = self.only(cls, keyword)
        for extra in found[1:]:
            name = keyword or extra.keyword
            self.error(extra.span, Code.E011, f"'{name}' is given more than once",
                       why=f"a variant has one '{name}' statement; the first one is at "
                       f"{at(found[0].span)}",
                       hint="remove one of them")
        return found[0] if found else None

    # -- the whole variant ---------------------------------------------------------------
    def run(self) -> Variant | None:
        board = self.board()
        zone_statements = self.only(ZoneStmt)
        for stmt in zone_statements:
            self.declare_zone(stmt)
        pieces_ast = self.pieces_ast()
        self.known = {p.letter.text for p in pieces_ast} | self.ast.failed_letters
        pools = self.pools()
        self.pools_seen = pools
        capture = self.capture(pools)
        self.counter_names = tuple(dict.fromkeys(c.name.text for c in self.only(CounterStmt)))
        counters = self.counters()
        drops = self.drops(pools)
        self.pieces_for_setup = pieces_ast
        self.demoting = capture is not None and not capture.keep_colour
        self.keeping = capture is not None and capture.keep_colour
        self.pool_names = tuple(p.name for p in pools)
        setup = self.setup() if board is not None else None
        if board is not None:
            for name, by_side in sorted(self.zones.statements.items()):
                for side in Side:
                    self.zone_cells(name, side, by_side.get(side) or by_side.get(None))
        zones = self.zone_nodes()
        pieces = [self.piece(p, setup, pieces_ast) for p in pieces_ast] if board else []
        castling = self.castling()
        endings = self.endings()
        self.problems = _unique(self.problems)
        name, slug = self.names()
        if board is None or setup is None or self.problems or None in pieces:
            return None
        return Variant(
            span=self.src.whole(), name=name, slug=slug, source=self.src.path,
            sha256=self.digest(),
            board=board, zones=tuple(zones), pieces=tuple(pieces), castling=castling,
            setup=setup, endings=endings, pools=pools, capture=capture, drops=drops,
            counters=counters, forbid_immobility=self.single(Statement, "forbid") is not None,
            exchange=self.exchange(pools),
        )

    def digest(self) -> str:
        """The sha256 of the definition, and of its bases after it, in the order read."""
        digest = hashlib.sha256()
        for src in self.sources.values():
            digest.update(src.text.encode("utf-8"))
        return digest.hexdigest()

    def names(self) -> tuple[str, str]:
        stmt = self.single(VariantStmt)
        title = self.src.front.get("title")
        name = stmt.name.text if stmt else (str(title.value) if title else self.src.stem)
        front_slug = self.src.front.get("slug")
        slug = str(front_slug.value) if front_slug else self.src.stem
        if not _SLUG.match(slug):
            span = front_slug.span if front_slug else self.src.whole()
            if front_slug:
                hint = "change 'slug:' in the front matter"
            elif self.src.is_markdown:
                hint = "rename the file, or set 'slug:' in the front matter"
            else:
                better = re.sub(r"[^a-z0-9]+", "-", slug.lower()).strip("-") or "my-variant"
                if not better[0].isalpha():
                    better = f"v-{better}"
                hint = f"rename the file, e.g. to {better}.variant: a .variant file's slug is its name"
            self.error(span, Code.E010, f"the slug {slug!r} is not a valid name",
                       why="the slug names the generated module: lower-case letters, digits "
                       "and single hyphens, starting with a letter", hint=hint)
        return name, slug

    # -- setup ---------------------------------------------------------------------------
    def setup(self) -> Setup | None:
        assert self.topo is not None
        stmt = self.single(SetupStmt)
        front = self.src.front.get("engine.setup")
        if stmt:  # the rules block has the last word over the front matter
            text, span = stmt.fen.text, stmt.fen.span
        elif front:
            text, span = str(front.value), front.span
            line = self.src.lines[span.line - 1] if span.line <= len(self.src.lines) else ""
            if line[span.col - 1 : span.col] in "\"'":
                span = Span(span.file, span.line, span.col + 1, span.end_line, span.end_col)
        else:
            if "setup" not in self.ast.failed and self.src.rules_span is not None:
                empty = "/".join([str(self.topo.files)] * self.topo.ranks)
                self.error(self.src.rules_span, Code.E601, "the variant has no setup",
                           why="the starting position is a FEN",
                           hint=f'add e.g. setup "{empty} w - - 0 1", with the men in place')
            return None
        if not self.known:
            return None  # no pieces at all: that is reported once, not for every letter here
        try:
            pos = fen.parse(text, self.notation())
        except fen.FenError as exc:
            col = span.col + exc.column - 1
            self.error(Span(span.file, span.line, col, span.line, col), Code.E602,
                       f"bad setup: {exc.message}", why="the setup is a FEN of this board",
                       hint=exc.hint)
            return None
        side = (Side.WHITE, Side.BLACK)
        men = tuple(Man(cell=c, side=side[s], letter=ltr, marked=marked)
                    for c, (s, ltr, marked) in sorted(pos.placement.items()))
        held = tuple(Held(pool=self.pool_names[i // 2], owner=side[i % 2], side=side[s], letter=x)
                     for i, segment in enumerate(pos.pools) for s, x in segment)
        return Setup(span=span, fen=fen.write(pos, self.notation()), written=text, men=men,
                     held=held, counters=tuple(pos.counters))

    def notation(self) -> fen.Notation:
        """The FEN notation, from the statements alone (the IR does not exist yet)."""
        assert self.topo is not None
        letters = tuple(p.letter.text for p in self.pieces_for_setup)
        letters += tuple(sorted(self.ast.failed_letters - set(letters)))
        marks = tuple(sorted({w.text for p in self.pieces_for_setup for c in p.clauses
                              if isinstance(c, PromotesClause) for w in c.choices
                              if not w.text.startswith("+")})) if self.demoting else ()
        merged = len(self.pool_names) == 1 and not self.keeping
        # Royal counts are judged by validate (E606), with a better message than the FEN reader.
        castling = self.only(CastlingStmt)
        return fen.Notation(self.topo, letters, (), self.pool_names, merged, marks,
                            self.counter_names,
                            unmoved_kings=bool(castling and castling[0].restores))

    # -- pools ---------------------------------------------------------------------------
    def pools(self) -> tuple[Pool, ...]:
        out: dict[str, PoolStmt] = {}
        for stmt in self.only(PoolStmt):
            first = out.get(stmt.name.text)
            if first:
                self.error(stmt.name.span, Code.E521, f"pool '{stmt.name.text}' is declared twice",
                           why=f"it is first declared at {at(first.span)}",
                           hint="each side has one pool of each name; remove one statement")
                continue
            out[stmt.name.text] = stmt
        return tuple(Pool(span=s.span, name=name) for name, s in out.items())

    def pool_name(self, word: Word, pools: tuple[Pool, ...]) -> bool:
        if any(p.name == word.text for p in pools):
            return True
        known = ", ".join(p.name for p in pools)
        self.error(word.span, Code.E520, f"unknown pool '{word.text}'",
                   why=f"the pools are {known}" if known else "this variant declares no pools",
                   hint=f"declare it with 'pool {word.text}'")
        return False

    def capture(self, pools: tuple[Pool, ...]) -> Capture | None:
        stmt = self.single(CapturesStmt)
        if stmt is None or not self.pool_name(stmt.pool, pools):
            return None
        return Capture(span=stmt.span, pool=stmt.pool.text, keep_colour=stmt.keeping)

    def drops(self, pools: tuple[Pool, ...]) -> tuple[DropSource, ...]:
        out: dict[str, DropSource] = {}
        for stmt in self.only(DropStmt):
            if not self.pool_name(stmt.pool, pools):
                continue
            if stmt.pool.text in out:
                self.error(stmt.span, Code.E011, f"'drop from {stmt.pool.text}' is given more than once",
                           why=f"the first is at {at(out[stmt.pool.text].span)}",
                           hint="join the conditions into one statement")
                continue
            when = self.condition(stmt.when, pools) if stmt.when else None
            out[stmt.pool.text] = DropSource(span=stmt.span, pool=stmt.pool.text, when=when)
        return tuple(out.values())

    def exchange(self, pools: tuple[Pool, ...]) -> Exchange | None:
        stmt = self.single(ExchangeStmt)
        if stmt is None or not all(self.pool_name(w, pools) for w in (stmt.source, stmt.target)):
            return None
        return Exchange(span=stmt.span, source=stmt.source.text, target=stmt.target.text)

    def counters(self) -> tuple[Counter, ...]:
        out: dict[str, Counter] = {}
        for stmt in self.only(CounterStmt):
            if stmt.name.text in out:
                self.error(stmt.name.span, Code.E531, f"counter '{stmt.name.text}' is declared twice",
                           why=f"it is first declared at {at(out[stmt.name.text].span)}",
                           hint="remove one of the two statements")
                continue
            for word in stmt.letters:
                self.unknown_letter(word, "a counter names the pieces whose captures it counts")
            out[stmt.name.text] = Counter(span=stmt.span, name=stmt.name.text,
                                          counts=CounterKind(stmt.counts.text),
                                          letters=tuple(w.text for w in stmt.letters))
        return tuple(out.values())

    def condition(self, cond, pools: tuple[Pool, ...]) -> Condition | None:
        terms = []
        for term in (cond.left, cond.right):
            kind = TermKind(term.kind)
            if kind is TermKind.NUMBER:
                terms.append(Term(kind=kind, number=int(term.word.text)))
            elif kind is TermKind.COUNTER:
                if term.word.text not in self.counter_names:
                    known = ", ".join(self.counter_names) or "none"
                    self.error(term.word.span, Code.E532, f"unknown counter '{term.word.text}'",
                               why=f"the counters are {known}",
                               hint=f"declare it: 'counter {term.word.text} counts losses of ...'")
                    return None
                terms.append(Term(kind=kind, name=term.word.text))
            elif kind is TermKind.COUNT:
                zone = self.inline_zone(term.zone, "count")
                if self.unknown_letter(term.word) or zone is None:
                    return None
                terms.append(Term(kind=kind, count=Count(letter=term.word.text, zone=zone)))
            else:
                if not self.pool_name(term.word, pools):
                    return None
                terms.append(Term(kind=kind, name=term.word.text))
        return Condition(span=cond.span, left=terms[0], op=Compare(cond.op.text), right=terms[1])

    # -- castling and endings ------------------------------------------------------------
    def castling(self) -> Castling | None:
        stmt = self.single(CastlingStmt)
        if stmt is None:
            return None
        ok = not any([self.unknown_letter(stmt.king), self.unknown_letter(stmt.rook)])
        if ok and stmt.king.text == stmt.rook.text:
            ok = False
            self.error(stmt.rook.span, Code.E705, f"the castling rook '{stmt.rook.text}' is the king "
                       "itself", why="castling moves a king and a different piece, the rook",
                       hint="name the rook's letter, e.g. 'rook R'")
        slide = int(stmt.slide.text)
        if slide < 1:
            ok = False
            self.error(stmt.slide.span, Code.E702, "the king must slide at least one square",
                       why="castling moves the king toward the rook", hint="chess uses 'slide 2'")
        gates: dict[str, Condition | None] = {}
        for wing, cond in stmt.gates:
            if wing.text in gates:
                self.error(wing.span, Code.E706, f"the {wing.text} condition is given twice",
                           why="each wing has one condition", hint="join them into one")
                continue
            gates[wing.text] = self.condition(cond, self.pools_seen)
        if not ok or None in gates.values():
            return None
        return Castling(span=stmt.span, king=stmt.king.text, rook=stmt.rook.text, slide=slide,
                        slide_span=stmt.slide.span, restores=stmt.restores, **gates)

    def endings(self) -> Endings:
        fields: dict[str, object] = {}
        for keyword in ("checkmate", "stalemate", "repetition", "move-limit", "royal-captured"):
            stmt = self.single(EndingStmt, keyword)
            if stmt is None:
                continue
            key = keyword.replace("-", "_")
            outcome = Outcome(stmt.outcome.text)
            if stmt.count is None:
                fields[key] = outcome
                continue
            count = int(stmt.count.text)
            least = 2 if keyword == "repetition" else 1
            if count < least:
                self.error(stmt.count.span, Code.E801, f"{keyword} needs a count of at least {least}",
                           why="repetition counts occurrences of a position"
                           if keyword == "repetition" else "move-limit counts moves of each side")
                continue
            fields[key], fields[f"{key}_outcome"] = count, outcome
            for word in stmt.reset_by:
                self.unknown_letter(word, "reset-by names the pieces whose moves reset the count")
            fields["reset_by"] = tuple(w.text for w in stmt.reset_by if w.text in self.known)
        goals = []
        for stmt in self.only(GoalStmt):
            if stmt.when is not None:
                when = self.condition(stmt.when, self.pools_seen)
                if when is not None:
                    goals.append(Goal(when=when, outcome=Outcome(stmt.outcome.text)))
                continue
            zone = self.inline_zone(stmt.zone, f"goal {stmt.letter.text}")
            if not self.unknown_letter(stmt.letter) and zone is not None:
                goals.append(Goal(letter=stmt.letter.text, zone=zone,
                                  outcome=Outcome(stmt.outcome.text)))
        return Endings(span=self.src.whole(), goals=tuple(goals), **fields)


def _unique(problems: list[Diagnostic]) -> list[Diagnostic]:
    """One report per problem: a zone is resolved for each side, but a mistake is made once."""
    seen, out = set(), []
    for d in problems:
        key = (d.span, d.code, d.message)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


def lower(source: Source, ast: Ast, sources: dict[str, Source] | None = None
          ) -> tuple[Variant | None, list[Diagnostic]]:
    """`sources`: every file the definition was read from (its bases too), for the hash."""
    lowering = _Lowering(source, ast, sources or {source.path: source})
    variant = lowering.run()
    return variant, lowering.problems


__all__ = ["lower", "Statement"]
