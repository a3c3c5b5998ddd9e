"""Lowering the zones: named zones per side, resolved to cells on demand, and inline zones.

A zone may name other zones, so each (name, side) is resolved once, when first needed, and
a cycle is reported where a zone names one that is still being resolved, and a chain of names
deeper than MAX_NESTING where it goes past that (Python's stack would not hold thousands).
Every term is worked out square by square: past MAX_ZONE_SQUARES in all, no zone is worked out
any more (a small file of zones on a big board would otherwise take minutes and gigabytes).
"""

from __future__ import annotations

import re
from enum import Enum

from variantc.diagnostics import Code
from variantc.frontend.nodes import (
    AllTerm,
    FileTerm,
    LevelTerm,
    RankTerm,
    SquaresTerm,
    Word,
    ZoneExpr,
    ZoneNameTerm,
    ZoneStmt,
    ZoneTerm,
)
from variantc.ir.lower_board import square
from variantc.ir.model import Cell, Side, Zone
from variantc.ir.statements import Statements, at
from variantc.runtime.cube import LEVELS
from variantc.runtime.topology import HEXAGONAL, Topology

MAX_NESTING = 64  # zones naming zones naming zones ...
MAX_ZONE_SQUARES = 1_000_000  # squares of the terms of every zone worked out, for both sides
# Words a zone expression reads as terms of their own: a zone of such a name could be declared
# but never named. A square's name likewise (the grammar's SQUARE).
TERM_WORDS = {"all": "every square", "none": "no square", "rank": "a rank term",
              "ranks": "a rank term", "file": "a file term", "files": "a file term",
              "level": "a level term", "levels": "a level term"}
_SQUARE_NAME = re.compile(r"[a-z]{1,2}[0-9]{1,2}")


class _Unresolved(Enum):
    IN_PROGRESS = "in progress"  # being resolved: met again, it is a cycle
    FAILED = "failed"  # reported already


class Zones:
    """The zone statements by name and side (declared when made), and what they resolve to."""

    __slots__ = ("doc", "topo", "statements", "resolved", "broken", "depth", "too_deep", "work")

    def __init__(self, doc: Statements, topo: Topology | None) -> None:
        self.doc = doc
        self.topo = topo  # None: no usable board, so no zone has cells
        self.statements: dict[str, dict[Side | None, ZoneStmt]] = {}
        self.resolved: dict[tuple[str, Side], tuple[Cell, ...] | _Unresolved] = {}
        self.broken: set[str] = set()  # names already reported as ill-defined
        self.depth = 0  # zones being resolved, each inside the one before
        self.too_deep = False  # reported already: once is enough
        self.work = 0  # squares of the terms worked out so far; past MAX_ZONE_SQUARES, no more
        for stmt in doc.only(ZoneStmt):
            self._declare(stmt)

    def _declare(self, stmt: ZoneStmt) -> None:
        name = stmt.name.text
        if name in TERM_WORDS or _SQUARE_NAME.fullmatch(name):
            what = TERM_WORDS.get(name, f"the square {name}")
            self.doc.error(stmt.name.span, Code.E408, f"a zone may not be named '{name}'",
                           why=f"in a zone expression '{name}' means {what}, never this zone",
                           hint=f"rename the zone, e.g. '{name}-zone'")
            return
        side = Side(stmt.side.text) if stmt.side else None
        by_side = self.statements.setdefault(stmt.name.text, {})
        first = by_side.get(side) or (by_side.get(None) if side else next(iter(by_side.values()), None))
        if first is not None:
            self.broken.add(stmt.name.text)
            self.doc.error(stmt.name.span, Code.E402, f"zone '{stmt.name.text}' is defined twice",
                           why=f"it is first defined at {at(first.span)}",
                           hint="give each zone one definition, or one per side")
            return
        by_side[side] = stmt

    def resolve_all(self) -> None:
        """Resolve every named zone for both sides, so that each problem is reported."""
        for name, by_side in sorted(self.statements.items()):
            for side in Side:
                self.cells(name, side, by_side.get(side) or by_side.get(None))

    def nodes(self) -> list[Zone]:
        """The named zones that resolved for both sides."""
        out = []
        for name, by_side in sorted(self.statements.items()):
            white = self.resolved.get((name, Side.WHITE))
            black = self.resolved.get((name, Side.BLACK))
            if isinstance(white, tuple) and isinstance(black, tuple):
                stmt = next(iter(by_side.values()))
                out.append(Zone(span=stmt.span, name=name, white=white, black=black))
        return out

    def inline(self, expr: ZoneExpr, name: str) -> Zone | None:
        """A zone written in place (`promotes in rank 8`), named for messages and dumps."""
        white, black = self.expr(expr, Side.WHITE), self.expr(expr, Side.BLACK)
        if white is None or black is None:
            return None
        return Zone(span=expr.span, name=name, white=white, black=black)

    def cells(self, name: str, side: Side, stmt: ZoneStmt | None,
              user: Word | None = None) -> tuple[Cell, ...] | None:
        """The cells of a named zone for one side; `user` is the word that names it, if any."""
        state = self.resolved.get((name, side))
        if state is _Unresolved.IN_PROGRESS:
            if user is not None:
                self.doc.error(user.span, Code.E406, f"zone '{name}' is defined in terms of itself",
                               why="zones may name other zones, but not in a cycle")
            return None
        if state is not None:
            return None if state is _Unresolved.FAILED else state
        if stmt is None:
            self._one_sided(name, side, user)
            return None
        if self.depth >= MAX_NESTING:
            self._too_deep(name, user)
            self.resolved[(name, side)] = _Unresolved.FAILED
            return None
        self.resolved[(name, side)] = _Unresolved.IN_PROGRESS
        self.depth += 1
        try:
            cells = self.expr(stmt.expr, side)
        finally:
            self.depth -= 1
        self.resolved[(name, side)] = _Unresolved.FAILED if cells is None else cells
        return cells

    def _too_deep(self, name: str, user: Word | None) -> None:
        if self.too_deep or user is None:
            return
        self.too_deep = True
        self.doc.error(user.span, Code.E407, f"zone '{name}' is nested more than {MAX_NESTING} deep",
                       why=f"a zone may name zones that name zones, up to {MAX_NESTING} deep",
                       hint="write the zone's ranks, files or squares in place of the chain")

    def _one_sided(self, name: str, side: Side, user: Word | None) -> None:
        other = self.statements.get(name, {})
        if other and user is None and name not in self.broken:
            only = next(iter(other.values()))
            self.doc.error(only.name.span, Code.E405, f"zone '{name}' has no {side.value} part",
                           why="a zone defined for one side must be defined for the other too",
                           hint=f"add 'zone {name} {side.value} = ...'")

    def expr(self, expr: ZoneExpr, side: Side) -> tuple[Cell, ...] | None:
        if self.topo is None or self.work > MAX_ZONE_SQUARES:
            return None
        cells: set[Cell] = set()
        for op, term in zip(("+", *expr.ops), expr.terms, strict=True):
            found = self._term(self.topo, term, side)
            if found is None or self.work > MAX_ZONE_SQUARES:
                return None
            self.work += len(found)
            if self.work > MAX_ZONE_SQUARES:
                self._too_much(expr)
                return None
            cells = cells | found if op == "+" else cells - found
        return tuple(sorted(c for c in cells if self.topo.is_square(c)))

    def _too_much(self, expr: ZoneExpr) -> None:
        self.doc.error(expr.span, Code.E409, f"the zones hold more than {MAX_ZONE_SQUARES:,} "
                       "squares in all", why="each zone, named or written in place, and each use "
                       "of a zone's name, is worked out square by square for both sides; from "
                       "this one on, no zone is", hint="use fewer zones on so big a board, or "
                       "smaller ones")

    def _term(self, topo: Topology, term: ZoneTerm, side: Side) -> set[Cell] | None:
        match term:
            case AllTerm():
                return set(topo.squares)
            case RankTerm():
                return self._ranks(topo, term, side)
            case FileTerm():
                return self._files(topo, term)
            case LevelTerm():
                return self._levels(topo, term, side)
            case SquaresTerm():
                found = [square(self.doc, topo, w) for w in term.squares]
                return {c for c in found if c is not None} if None not in found else None
            case ZoneNameTerm():
                return self._named(topo, term.name, side)

    def _named(self, topo: Topology, word: Word, side: Side) -> set[Cell] | None:
        by_side = self.statements.get(word.text)
        if not by_side:
            self._unknown(topo, word)
            return None
        named = self.cells(word.text, side, by_side.get(side) or by_side.get(None), user=word)
        return None if named is None else set(named)

    def _ranks(self, topo: Topology, term: RankTerm, side: Side) -> set[Cell] | None:
        lo, hi = int(term.lo.text), int((term.hi or term.lo).text)
        for word, n in ((term.lo, lo), (term.hi, hi)):
            if word is not None and not 1 <= n <= topo.numbers:
                self.doc.error(word.span, Code.E403, f"rank {n} is not on the board",
                               why=f"ranks run 1-{topo.numbers}")
                return None
        # Each side counts ranks from its own first: black's are white's turned half round.
        cells = {c for n in range(min(lo, hi), max(lo, hi) + 1) for c in topo.rank_cells(n)}
        return cells if side is Side.WHITE else {topo.turned(c) for c in cells}

    def _files(self, topo: Topology, term: FileTerm) -> set[Cell] | None:
        ends = []
        for word in (term.lo, term.hi or term.lo):
            n = topo.file_index(word.text)
            if n is None:
                no_j = " (no j)" if topo.lattice in HEXAGONAL else ""
                self.doc.error(word.span, Code.E404, f"file {word.text} is not on the board",
                               why=f"files run a-{topo.file_letters(topo.width - 1)}{no_j}")
                return None
            ends.append(n)
        return topo.file_cells(min(ends), max(ends))

    def _levels(self, topo: Topology, term: LevelTerm, side: Side) -> set[Cell] | None:
        ends = []
        for word in (term.lo, term.hi or term.lo):
            n = LEVELS.find(word.text)
            if not topo.cube or not 0 <= n < topo.levels:
                self.doc.error(word.span, Code.E410, f"level {word.text} is not on the board",
                               why=f"the board's levels run A-{LEVELS[topo.levels - 1]}"
                               if topo.cube else "the board is flat: it has one level",
                               hint="a board of levels is written 'board 5x5x5' (files x ranks "
                               "x levels)" if not topo.cube else "name a level of the board")
                return None
            ends.append(n)
        # Each side counts levels from its own home level, as it counts ranks.
        cells = topo.level_cells(min(ends), max(ends))
        return cells if side is Side.WHITE else {topo.turned(c) for c in cells}

    def _unknown(self, topo: Topology, word: Word) -> None:
        known = sorted(self.statements)
        self.doc.error(word.span, Code.E401, f"unknown zone '{word.text}'",
                       why="zones are declared with 'zone NAME = ...'" +
                       (f"; this variant has {', '.join(known)}" if known else ""),
                       hint=f"declare the zone, or write it inline, e.g. 'rank {topo.numbers}'")
