"""AST (+ front matter) -> IR: resolve names, merge the front matter, apply defaults.

Every problem found on the way is a diagnostic; lowering goes on past it so that one run
reports as much as it can. Semantic checks that need the whole IR live in validate.py.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from compiler import betza
from compiler.ir import (
    Board,
    Capture,
    Castling,
    Cell,
    Compare,
    Condition,
    Count,
    Counter,
    CounterKind,
    Curve,
    DropRule,
    DropSource,
    Endings,
    Exchange,
    First,
    Goal,
    Held,
    Leap,
    Link,
    Man,
    Movement,
    Neighbour,
    Outcome,
    Path,
    Piece,
    Pool,
    Promotion,
    Pull,
    Ride,
    Setup,
    Side,
    Term,
    TermKind,
    Turn,
    Variant,
    Zone,
)
from compiler.parse import (
    AllTerm,
    Ast,
    BoardStmt,
    CapturesStmt,
    CastlingStmt,
    CellsStmt,
    CounterStmt,
    CurveStmt,
    DropsClause,
    DropStmt,
    EndingStmt,
    ExchangeStmt,
    FileTerm,
    FlagClause,
    GoalStmt,
    InitialClause,
    LinkStmt,
    MovesClause,
    PathsClause,
    PieceStmt,
    PoolStmt,
    PromotesClause,
    PullsClause,
    RankTerm,
    SetupStmt,
    SlidesClause,
    SquaresTerm,
    Statement,
    ValueClause,
    VariantStmt,
    Word,
    ZoneExpr,
    ZoneStmt,
)
from compiler.runtime import fen
from compiler.runtime.topology import COMPASS_NAMES, VOID, Topology
from compiler.source import Diagnostic, Source, Span

MAX_FILES, MAX_RANKS = 26, 26
_SLUG = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")


IN_PROGRESS, FAILED = "in progress", "failed"  # zone resolution states besides its cells


@dataclass
class _Zones:
    """Zone statements by name, resolved on demand (zones may name other zones)."""

    statements: dict[str, dict[Side | None, ZoneStmt]] = field(default_factory=dict)
    resolved: dict[tuple[str, Side], tuple[Cell, ...] | str] = field(default_factory=dict)
    broken: set[str] = field(default_factory=set)  # names already reported as ill-defined


def at(span: Span) -> str:
    return f"line {span.line}" + (f", column {span.col}" if span.col > 1 else "")


class _Lowering:
    def __init__(self, source: Source, ast: Ast, sources: dict[str, Source]):
        self.src, self.ast, self.sources = source, ast, sources
        self.problems: list[Diagnostic] = []
        self.topo: Topology | None = None
        self.zones = _Zones()
        self.board_reported = False  # a board problem was reported: "no board" would repeat it
        self.linked: dict[tuple[int, int], int] = {}

    def error(self, span: Span, code: str, message: str, why: str = "", hint: str = "") -> None:
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
            self.error(extra.span, "E011", f"'{name}' is given more than once",
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
            self.error(span, "E010", f"the slug {slug!r} is not a valid name",
                       why="the slug names the generated module: lower-case letters, digits "
                       "and single hyphens, starting with a letter", hint=hint)
        return name, slug

    # -- board ---------------------------------------------------------------------------
    def board(self) -> Board | None:
        stmt = self.single(BoardStmt)
        front = self.front_board()
        if stmt and front:
            self.error(stmt.span, "E302", "the board is given twice",
                       why="the front matter already sets engine.topology rows and cols",
                       hint="remove this 'board' statement or the front-matter topology")
        if stmt:
            files, ranks = (int(x) for x in re.split(r"\s*x\s*", stmt.dimensions.text))
            span = stmt.dimensions.span
        elif front:
            files, ranks, span = front
        else:
            if self.board_reported or "board" in self.ast.failed:
                return None
            self.error(self.src.rules_span or self.src.whole(), "E301", "the variant has no board",
                       why="every variant needs a board size",
                       hint="add a statement such as 'board 8x8' (files x ranks)")
            return None
        if not (1 <= files <= MAX_FILES and 1 <= ranks <= MAX_RANKS):
            self.board_reported = True
            self.error(span, "E303", f"a {files}x{ranks} board is not supported",
                       why=f"boards have 1 to {MAX_FILES} files and 1 to {MAX_RANKS} ranks",
                       hint="square names are a file letter a-z and a rank number")
            return None
        self.topo = Topology(files, ranks)
        holes = self.cells_of("hole")
        rule_voids = self.cells_of("void")
        hole_set = {c for c, _ in holes}
        for cell, span in holes:
            if cell in {c for c, _ in rule_voids}:
                self.error(span, "E305", f"{self.topo.name(cell)} is both a void and a hole",
                           why="a void cell ends every line; a hole lies on lines but holds "
                           "no piece", hint="keep it in one of the two statements")
        # The front matter's voids may list holes too (the Hole Chess seed does): holes win.
        voids = sorted({c for c, _ in rule_voids + self.front_voids()} - hole_set)
        self.topo = Topology(files, ranks, voids, sorted(hole_set))
        made: dict[tuple[int, int], LinkStmt] = {}
        links = [link for s in self.only(LinkStmt) if (link := self.link(s, made))]
        turns: dict[tuple[int, int], Span] = {}
        curves = [c for s in self.only(CurveStmt) for c in self.curve(s, turns)]
        board = Board(span=span, files=files, ranks=ranks, voids=tuple(voids),
                      holes=tuple(sorted(hole_set)), links=tuple(links), curves=tuple(curves))
        self.topo = board.topology()
        return board

    def front_board(self) -> tuple[int, int, Span] | None:
        kind = self.src.front.get("engine.topology.type")
        rows = self.src.front.get("engine.topology.rows")
        cols = self.src.front.get("engine.topology.cols")
        if rows is None and cols is None:
            return None
        self.board_reported = True  # until the front matter proves good
        if kind is not None and kind.value != "grid":
            self.error(kind.span, "E308", f"topology type {kind.value!r} is not supported",
                       why="variantc reads grid topologies", hint="write 'type: grid'")
            return None
        for item, what in ((rows, "rows"), (cols, "cols")):
            if item is None:
                present, name = (cols, "cols") if what == "rows" else (rows, "rows")
                self.error(present.span, "E901", f"engine.topology.{what} is missing",
                           why="the grid's size is its rows (ranks) and cols (files)",
                           hint=f"add '{what}: N' beside '{name}: {present.value}'")
                return None
            if not isinstance(item.value, int) or isinstance(item.value, bool):
                self.error(item.span, "E901", f"engine.topology.{what} must be a whole number",
                           why="the grid's size is its rows (ranks) and cols (files)")
                return None
        self.board_reported = False
        return cols.value, rows.value, rows.span

    def front_voids(self) -> list[tuple[Cell, Span]]:
        item = self.src.front.get("engine.render.zones.voids")
        if item is None or self.topo is None:
            return []
        if not isinstance(item.value, list):
            self.error(item.span, "E902", "engine.render.zones.voids must be a list of [row, col]",
                       why="each void cell is written as [row, col], row 0 being the last rank")
            return []
        out = []
        for i, entry in enumerate(item.value):
            span = self.src.front.get(f"engine.render.zones.voids[{i}]", item).span
            ok = (isinstance(entry, list) and len(entry) == 2
                  and all(isinstance(x, int) and not isinstance(x, bool) for x in entry))
            if ok and 0 <= entry[0] < self.topo.ranks and 0 <= entry[1] < self.topo.files:
                out.append((self.topo.cell(entry[1], self.topo.ranks - 1 - entry[0]), span))
            else:
                self.error(span, "E902", f"void entry {entry!r} is not a [row, col] on the grid",
                           why=f"rows run 0..{self.topo.ranks - 1} from the last rank, cols "
                           f"0..{self.topo.files - 1} from the a-file")
        return out

    def cells_of(self, keyword: str) -> list[tuple[Cell, Span]]:
        out = []
        for stmt in self.only(CellsStmt, keyword):
            for word in stmt.squares:
                cell = self.square(word, playable=False)
                if cell is not None:
                    out.append((cell, word.span))
        return out

    def square(self, word: Word, playable: bool = True) -> Cell | None:
        assert self.topo is not None
        cell = self.topo.parse(word.text)
        if cell is None:
            self.error(word.span, "E304", f"{word.text} is not on the board",
                       why=f"the board has files a-{chr(ord('a') + self.topo.files - 1)} and "
                       f"ranks 1-{self.topo.ranks}")
            return None
        if playable and not self.topo.is_square(cell):
            what = "a void cell" if self.topo.kinds[cell] == VOID else "a hole"
            self.error(word.span, "E306", f"{word.text} is {what}, not a square",
                       why="only squares can hold pieces, belong to zones or be linked")
            return None
        return cell

    def link(self, stmt: LinkStmt, made: dict[tuple[int, int], LinkStmt]) -> Link | None:
        a, b = self.square(stmt.a), self.square(stmt.b)
        if a is None or b is None:
            return None
        if a == b:
            self.error(stmt.span, "E307", f"a link from {stmt.a.text} to itself",
                       why="a link joins two different squares")
            return None
        direction = COMPASS_NAMES.index(stmt.direction.text)
        for cell, d in ((a, direction), (b, (direction + 4) % 8)):
            first = made.get((cell, d))
            if first is not None:
                assert self.topo is not None
                self.error(stmt.span, "E309",
                           f"{self.topo.name(cell)} already has a link to the {COMPASS_NAMES[d]}",
                           why=f"the link at {at(first.span)} already leads {COMPASS_NAMES[d]} "
                           f"from {self.topo.name(cell)} to "
                           f"{self.topo.name(self.linked[(cell, d)])}; a step has one destination",
                           hint="remove one of the two links")
                return None
        made[(a, direction)] = made[(b, (direction + 4) % 8)] = stmt
        self.linked[(a, direction)], self.linked[(b, (direction + 4) % 8)] = b, a
        return Link(span=stmt.span, a=a, direction=direction, b=b)

    def curve(self, stmt: CurveStmt, turns: dict[tuple[int, int], Span]) -> list[Curve]:
        cell = self.square(stmt.cell)
        if cell is None:
            return []
        out = []
        for arrive, leave in stmt.turns:
            a, b = COMPASS_NAMES.index(arrive.text), COMPASS_NAMES.index(leave.text)
            # each turn implies its reverse: arriving the other way round, leave backwards
            for key in ((cell, a), (cell, (b + 4) % 8)):
                if key in turns and a != b and (a + 4) % 8 != b:
                    self.error(arrive.span, "E311", f"{stmt.cell.text} already turns a line that "
                               f"arrives moving {COMPASS_NAMES[key[1]]}",
                               why=f"the turn at {at(turns[key])} (or the reverse it implies) "
                               "already says where it goes", hint="keep one of the two turns")
                    break
            else:
                turns[(cell, a)] = turns[(cell, (b + 4) % 8)] = arrive.span
            if a == b or (a + 4) % 8 == b:
                span = Span(arrive.span.file, arrive.span.line, arrive.span.col,
                            leave.span.end_line, leave.span.end_col)
                self.error(span, "E310", f"a curve cannot turn {arrive.text} into {leave.text}",
                           why="a curve turns a line to a new direction, and never back on itself",
                           hint="leave the cell out of 'curve' if lines go straight through it")
                continue
            out.append(Curve(span=stmt.span, cell=cell, arrive=a, leave=b))
        return out

    # -- zones ---------------------------------------------------------------------------
    def declare_zone(self, stmt: ZoneStmt) -> None:
        side = Side(stmt.side.text) if stmt.side else None
        by_side = self.zones.statements.setdefault(stmt.name.text, {})
        first = by_side.get(side) or (by_side.get(None) if side else next(iter(by_side.values()), None))
        if first is not None:
            self.zones.broken.add(stmt.name.text)
            self.error(stmt.name.span, "E402", f"zone '{stmt.name.text}' is defined twice",
                       why=f"it is first defined at {at(first.span)}",
                       hint="give each zone one definition, or one per side")
            return
        by_side[side] = stmt

    def zone_cells(self, name: str, side: Side, stmt: ZoneStmt | None,
                   user: Word | None = None) -> tuple[Cell, ...] | None:
        key = (name, side)
        state = self.zones.resolved.get(key)
        if state == IN_PROGRESS:
            if user is not None:
                self.error(user.span, "E406", f"zone '{name}' is defined in terms of itself",
                           why="zones may name other zones, but not in a cycle")
            return None
        if state is not None:
            return None if state == FAILED else state
        if stmt is None:
            other = self.zones.statements.get(name, {})
            if other and user is None and name not in self.zones.broken:
                only = next(iter(other.values()))
                self.error(only.name.span, "E405", f"zone '{name}' has no {side.value} part",
                           why="a zone defined for one side must be defined for the other too",
                           hint=f"add 'zone {name} {side.value} = ...'")
            return None
        self.zones.resolved[key] = IN_PROGRESS
        cells = self.zone_expr(stmt.expr, side)
        self.zones.resolved[key] = FAILED if cells is None else cells
        return cells

    def zone_expr(self, expr: ZoneExpr, side: Side) -> tuple[Cell, ...] | None:
        assert self.topo is not None
        cells: set[Cell] = set()
        for op, term in zip(("+", *expr.ops), expr.terms, strict=True):
            found = self.zone_term(term, side)
            if found is None:
                return None
            cells = cells | found if op == "+" else cells - found
        return tuple(sorted(c for c in cells if self.topo.is_square(c)))

    def zone_term(self, term, side: Side) -> set[Cell] | None:
        topo = self.topo
        assert topo is not None
        if isinstance(term, AllTerm):
            return set(topo.squares)
        if isinstance(term, RankTerm):
            lo, hi = int(term.lo.text), int((term.hi or term.lo).text)
            for word, n in ((term.lo, lo), (term.hi, hi)):
                if word is not None and not 1 <= n <= topo.ranks:
                    self.error(word.span, "E403", f"rank {n} is not on the board",
                               why=f"ranks run 1-{topo.ranks}")
                    return None
            ranks = [r - 1 if side is Side.WHITE else topo.ranks - r
                     for r in range(min(lo, hi), max(lo, hi) + 1)]
            return {topo.cell(f, r) for r in ranks for f in range(topo.files)}
        if isinstance(term, FileTerm):
            lo = ord(term.lo.text) - ord("a")
            hi = ord((term.hi or term.lo).text) - ord("a")
            for word, n in ((term.lo, lo), (term.hi, hi)):
                if word is not None and not 0 <= n < topo.files:
                    self.error(word.span, "E404", f"file {word.text} is not on the board",
                               why=f"files run a-{chr(ord('a') + topo.files - 1)}")
                    return None
            return {topo.cell(f, r) for f in range(min(lo, hi), max(lo, hi) + 1)
                    for r in range(topo.ranks)}
        if isinstance(term, SquaresTerm):
            found = [self.square(w) for w in term.squares]
            return None if None in found else set(found)
        by_side = self.zones.statements.get(term.name.text)
        if not by_side:
            self.unknown_zone(term.name)
            return None
        stmt = by_side.get(side) or by_side.get(None)
        named = self.zone_cells(term.name.text, side, stmt, user=term.name)
        return None if named is None else set(named)

    def unknown_zone(self, word: Word) -> None:
        known = sorted(self.zones.statements)
        self.error(word.span, "E401", f"unknown zone '{word.text}'",
                   why="zones are declared with 'zone NAME = ...'" +
                   (f"; this variant has {', '.join(known)}" if known else ""),
                   hint=f"declare the zone, or write it inline, e.g. 'rank {self.topo.ranks}'")

    def zone_nodes(self) -> list[Zone]:
        out = []
        for name, by_side in sorted(self.zones.statements.items()):
            white = self.zones.resolved.get((name, Side.WHITE))
            black = self.zones.resolved.get((name, Side.BLACK))
            if isinstance(white, tuple) and isinstance(black, tuple):
                stmt = next(iter(by_side.values()))
                out.append(Zone(span=stmt.span, name=name, white=white, black=black))
        return out

    def inline_zone(self, expr: ZoneExpr, name: str) -> Zone | None:
        white, black = self.zone_expr(expr, Side.WHITE), self.zone_expr(expr, Side.BLACK)
        if white is None or black is None:
            return None
        return Zone(span=expr.span, name=name, white=white, black=black)

    # -- pieces --------------------------------------------------------------------------
    def pieces_ast(self) -> list[PieceStmt]:
        seen: dict[str, PieceStmt] = {}
        out = []
        for stmt in self.only(PieceStmt):
            first = seen.get(stmt.letter.text)
            if first:
                self.error(stmt.letter.span, "E501", f"piece letter '{stmt.letter.text}' is used twice",
                           why=f"'{first.name.text}' at {at(first.span)} already uses it; "
                           "FEN and move notation tell pieces apart by letter",
                           hint="choose another letter for one of them")
                continue
            seen[stmt.letter.text] = stmt
            out.append(stmt)
        if not out and "piece" not in self.ast.failed and self.src.rules_span is not None:
            self.error(self.src.rules_span, "E502", "the variant has no pieces",
                       why="pieces are declared with 'piece LETTER name moves ...'",
                       hint="add e.g. 'piece K king moves K royal'")
        return out

    def unknown_letter(self, word: Word, hint: str = "") -> bool:
        """Report a letter that names no piece; True if it was unknown."""
        if word.text in self.known:
            return False
        listed = " ".join(sorted(self.known))
        self.error(word.span, "E504", f"'{word.text}' is not a piece of this variant",
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
                self.error(clause.span, "E503", f"'{clause.keyword}' is given twice for "
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
                self.error(word.span, "E509", f"promotion choice '{word.text}' is listed twice",
                           why="each choice is one move", hint="list each piece once")
                continue
            seen_choices.add(word.text)
            if self.unknown_letter(word, "promotion choices name pieces by their letter"):
                ok = False
            elif word.text in royal:
                ok = False
                self.error(word.span, "E506", f"{stmt.name.text} may not promote to royal "
                           f"'{word.text}'", why="each side has exactly one royal piece",
                           hint="promote to pieces that are not royal")
        for side in Side if zone is not None else ():
            if not zone.cells(side):
                ok = False
                self.error(clause.zone.span, "E505", f"{stmt.name.text}'s promotion zone has no "
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
                self.error(self.src.rules_span, "E601", "the variant has no setup",
                           why="the starting position is a FEN",
                           hint=f'add e.g. setup "{empty} w - - 0 1", with the men in place')
            return None
        if not self.known:
            return None  # no pieces at all: that is reported once, not for every letter here
        try:
            pos = fen.parse(text, self.notation())
        except fen.FenError as exc:
            col = span.col + exc.column - 1
            self.error(Span(span.file, span.line, col, span.line, col), "E602",
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
                self.error(stmt.name.span, "E521", f"pool '{stmt.name.text}' is declared twice",
                           why=f"it is first declared at {at(first.span)}",
                           hint="each side has one pool of each name; remove one statement")
                continue
            out[stmt.name.text] = stmt
        return tuple(Pool(span=s.span, name=name) for name, s in out.items())

    def pool_name(self, word: Word, pools: tuple[Pool, ...]) -> bool:
        if any(p.name == word.text for p in pools):
            return True
        known = ", ".join(p.name for p in pools)
        self.error(word.span, "E520", f"unknown pool '{word.text}'",
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
                self.error(stmt.span, "E011", f"'drop from {stmt.pool.text}' is given more than once",
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
                self.error(stmt.name.span, "E531", f"counter '{stmt.name.text}' is declared twice",
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
                    self.error(term.word.span, "E532", f"unknown counter '{term.word.text}'",
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

    def paths(self, clause: PathsClause) -> list[Path]:
        out, word = [], clause.paths
        for match in re.finditer(r"\S+", word.text):
            text = match.group()
            col = word.span.col + match.start()
            span = Span(word.span.file, word.span.line, col, word.span.line, col + len(text) - 1)
            if not re.fullmatch(r"[od][slr]*", text):
                self.error(span, "E209", f"'{text}' is not a path",
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
                self.error(clause.betza.span, "E210", f"'{clause.betza.text}' cannot slide",
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
            self.error(clause.along.span, "E508", f"'{clause.along.text}' has no lines to pull along",
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
                    self.error(clause.span, "E503", f"'drops in' is given twice for {stmt.name.text}",
                               why="a piece has one drop zone", hint="join the zones with '+'")
                    continue
                zone = self.inline_zone(clause.zone, f"drops {stmt.letter.text}")
            elif clause.rule is not None:
                flags.add(clause.rule.text)
        return DropRule(zone=zone, one_per_file="one-per-file" in flags, no_mate="no-mate" in flags)

    # -- castling and endings ------------------------------------------------------------
    def castling(self) -> Castling | None:
        stmt = self.single(CastlingStmt)
        if stmt is None:
            return None
        ok = not any([self.unknown_letter(stmt.king), self.unknown_letter(stmt.rook)])
        if ok and stmt.king.text == stmt.rook.text:
            ok = False
            self.error(stmt.rook.span, "E705", f"the castling rook '{stmt.rook.text}' is the king "
                       "itself", why="castling moves a king and a different piece, the rook",
                       hint="name the rook's letter, e.g. 'rook R'")
        slide = int(stmt.slide.text)
        if slide < 1:
            ok = False
            self.error(stmt.slide.span, "E702", "the king must slide at least one square",
                       why="castling moves the king toward the rook", hint="chess uses 'slide 2'")
        gates: dict[str, Condition | None] = {}
        for wing, cond in stmt.gates:
            if wing.text in gates:
                self.error(wing.span, "E706", f"the {wing.text} condition is given twice",
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
                self.error(stmt.count.span, "E801", f"{keyword} needs a count of at least {least}",
                           why="repetition counts occurrences of a position"
                           if keyword == "repetition" else "move-limit counts moves of each side")
                continue
            fields[key], fields[f"{key}_outcome"] = count, outcome
            for word in stmt.reset_by:
                self.unknown_letter(word, "reset-by names the pieces whose moves reset the count")
            fields["reset_by"] = tuple(w.text for w in stmt.reset_by if w.text in self.known)
        goals = []
        for stmt in self.only(GoalStmt):
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
