"""Lowering the board and the zones: cells, voids, holes, links, curves; zones per side.

Part of the lowering stage (lower.py), as a mixin over the same state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from compiler.diagnostics import Code
from compiler.frontend.nodes import (
    AllTerm,
    BoardStmt,
    CellsStmt,
    CurveStmt,
    FileTerm,
    LinkStmt,
    RankTerm,
    SquaresTerm,
    Word,
    ZoneExpr,
    ZoneStmt,
)
from compiler.frontend.source import Span
from compiler.ir.model import (
    Board,
    Cell,
    Curve,
    Link,
    Side,
    Zone,
)
from compiler.runtime.topology import COMPASS_NAMES, VOID, Topology

MAX_FILES, MAX_RANKS = 26, 26
IN_PROGRESS, FAILED = "in progress", "failed"  # zone resolution states besides its cells


@dataclass
class Zones:
    """Zone statements by name, resolved on demand (zones may name other zones)."""

    statements: dict[str, dict[Side | None, ZoneStmt]] = field(default_factory=dict)
    resolved: dict[tuple[str, Side], tuple[Cell, ...] | str] = field(default_factory=dict)
    broken: set[str] = field(default_factory=set)  # names already reported as ill-defined


def at(span: Span) -> str:
    """A position as a diagnostic's 'why' names it."""
    return f"line {span.line}" + (f", column {span.col}" if span.col > 1 else "")


class BoardLowering:
    def board(self) -> Board | None:
        stmt = self.single(BoardStmt)
        front = self.front_board()
        if stmt and front:
            self.error(stmt.span, Code.E302, "the board is given twice",
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
            self.error(self.src.rules_span or self.src.whole(), Code.E301, "the variant has no board",
                       why="every variant needs a board size",
                       hint="add a statement such as 'board 8x8' (files x ranks)")
            return None
        if not (1 <= files <= MAX_FILES and 1 <= ranks <= MAX_RANKS):
            self.board_reported = True
            self.error(span, Code.E303, f"a {files}x{ranks} board is not supported",
                       why=f"boards have 1 to {MAX_FILES} files and 1 to {MAX_RANKS} ranks",
                       hint="square names are a file letter a-z and a rank number")
            return None
        self.topo = Topology(files, ranks)
        holes = self.cells_of("hole")
        rule_voids = self.cells_of("void")
        hole_set = {c for c, _ in holes}
        for cell, span in holes:
            if cell in {c for c, _ in rule_voids}:
                self.error(span, Code.E305, f"{self.topo.name(cell)} is both a void and a hole",
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
            self.error(kind.span, Code.E308, f"topology type {kind.value!r} is not supported",
                       why="variantc reads grid topologies", hint="write 'type: grid'")
            return None
        for item, what in ((rows, "rows"), (cols, "cols")):
            if item is None:
                present, name = (cols, "cols") if what == "rows" else (rows, "rows")
                self.error(present.span, Code.E901, f"engine.topology.{what} is missing",
                           why="the grid's size is its rows (ranks) and cols (files)",
                           hint=f"add '{what}: N' beside '{name}: {present.value}'")
                return None
            if not isinstance(item.value, int) or isinstance(item.value, bool):
                self.error(item.span, Code.E901, f"engine.topology.{what} must be a whole number",
                           why="the grid's size is its rows (ranks) and cols (files)")
                return None
        self.board_reported = False
        return cols.value, rows.value, rows.span

    def front_voids(self) -> list[tuple[Cell, Span]]:
        item = self.src.front.get("engine.render.zones.voids")
        if item is None or self.topo is None:
            return []
        if not isinstance(item.value, list):
            self.error(item.span, Code.E902, "engine.render.zones.voids must be a list of [row, col]",
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
                self.error(span, Code.E902, f"void entry {entry!r} is not a [row, col] on the grid",
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
            self.error(word.span, Code.E304, f"{word.text} is not on the board",
                       why=f"the board has files a-{chr(ord('a') + self.topo.files - 1)} and "
                       f"ranks 1-{self.topo.ranks}")
            return None
        if playable and not self.topo.is_square(cell):
            what = "a void cell" if self.topo.kinds[cell] == VOID else "a hole"
            self.error(word.span, Code.E306, f"{word.text} is {what}, not a square",
                       why="only squares can hold pieces, belong to zones or be linked")
            return None
        return cell

    def link(self, stmt: LinkStmt, made: dict[tuple[int, int], LinkStmt]) -> Link | None:
        a, b = self.square(stmt.a), self.square(stmt.b)
        if a is None or b is None:
            return None
        if a == b:
            self.error(stmt.span, Code.E307, f"a link from {stmt.a.text} to itself",
                       why="a link joins two different squares")
            return None
        direction = COMPASS_NAMES.index(stmt.direction.text)
        for cell, d in ((a, direction), (b, (direction + 4) % 8)):
            first = made.get((cell, d))
            if first is not None:
                assert self.topo is not None
                self.error(stmt.span, Code.E309,
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
                    self.error(arrive.span, Code.E311, f"{stmt.cell.text} already turns a line that "
                               f"arrives moving {COMPASS_NAMES[key[1]]}",
                               why=f"the turn at {at(turns[key])} (or the reverse it implies) "
                               "already says where it goes", hint="keep one of the two turns")
                    break
            else:
                turns[(cell, a)] = turns[(cell, (b + 4) % 8)] = arrive.span
            if a == b or (a + 4) % 8 == b:
                span = Span(arrive.span.file, arrive.span.line, arrive.span.col,
                            leave.span.end_line, leave.span.end_col)
                self.error(span, Code.E310, f"a curve cannot turn {arrive.text} into {leave.text}",
                           why="a curve turns a line to a new direction, and never back on itself",
                           hint="leave the cell out of 'curve' if lines go straight through it")
                continue
            out.append(Curve(span=stmt.span, cell=cell, arrive=a, leave=b))
        return out

    def declare_zone(self, stmt: ZoneStmt) -> None:
        side = Side(stmt.side.text) if stmt.side else None
        by_side = self.zones.statements.setdefault(stmt.name.text, {})
        first = by_side.get(side) or (by_side.get(None) if side else next(iter(by_side.values()), None))
        if first is not None:
            self.zones.broken.add(stmt.name.text)
            self.error(stmt.name.span, Code.E402, f"zone '{stmt.name.text}' is defined twice",
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
                self.error(user.span, Code.E406, f"zone '{name}' is defined in terms of itself",
                           why="zones may name other zones, but not in a cycle")
            return None
        if state is not None:
            return None if state == FAILED else state
        if stmt is None:
            other = self.zones.statements.get(name, {})
            if other and user is None and name not in self.zones.broken:
                only = next(iter(other.values()))
                self.error(only.name.span, Code.E405, f"zone '{name}' has no {side.value} part",
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
                    self.error(word.span, Code.E403, f"rank {n} is not on the board",
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
                    self.error(word.span, Code.E404, f"file {word.text} is not on the board",
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
        self.error(word.span, Code.E401, f"unknown zone '{word.text}'",
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
