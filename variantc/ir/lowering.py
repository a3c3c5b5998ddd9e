"""The typed core of the lowering stage: `Lowering`, the context every lowering function gets.

Lowering goes in two steps. The board comes first, from the statements alone (lower_board).
Then a `Lowering` is made, complete from the start: the statements, the board's topology, the
names the statements declare and the zones. Plain functions grouped by concern (lower_pieces,
lower_pools, lower_endings, lower_setup) take it as their first argument, as mypyc's irbuild
functions take an IRBuilder. It is frozen: the only things that change during a run are
the problems reported and the zones resolved so far.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.diagnostics import Code
from variantc.frontend.nodes import CounterStmt, PieceStmt, PoolStmt, Word
from variantc.ir.lower_zones import Zones
from variantc.ir.model import Pool
from variantc.ir.statements import Statements, at
from variantc.runtime.cube import Cube
from variantc.runtime.topology import Topology


@dataclass(frozen=True)
class Names:
    """What the statements declare, known before anything that uses the names is lowered."""

    pieces: tuple[PieceStmt, ...]  # the first statement of each letter
    letters: frozenset[str]  # their letters, and those of pieces that did not parse
    pools: tuple[Pool, ...]
    counters: tuple[str, ...]  # counter names in the order declared: the order of FEN fields


@dataclass(frozen=True)
class Lowering:
    """What every lowering step after the board is given."""

    doc: Statements  # the statements, and where problems are reported
    topo: Topology | None  # None: no usable board (reported), so nothing is placed on one
    names: Names
    zones: Zones

    @property
    def lattice(self) -> str:
        """The board's cells' shape (runtime.topology.LATTICES); square without a board."""
        return self.topo.lattice if self.topo is not None else "square"

    @property
    def cube(self) -> Cube | None:
        """A three-dimensional board's size (runtime.cube), else None."""
        return self.topo.cube if self.topo is not None else None


def declare(doc: Statements) -> Names:
    """The names declared; a letter or pool declared twice is reported, and no pieces at all."""
    pieces = _pieces(doc)
    return Names(pieces=pieces,
                 letters=frozenset(p.letter.text for p in pieces) | doc.ast.failed_letters,
                 pools=_pools(doc),
                 counters=tuple(dict.fromkeys(c.name.text for c in doc.only(CounterStmt))))


def _pieces(doc: Statements) -> tuple[PieceStmt, ...]:
    seen: dict[str, PieceStmt] = {}
    for stmt in doc.only(PieceStmt):
        first = seen.get(stmt.letter.text)
        if first:
            doc.error(stmt.letter.span, Code.E501, f"piece letter '{stmt.letter.text}' is used twice",
                      why=f"'{first.name.text}' at {at(first.span)} already uses it; "
                      "FEN and move notation tell pieces apart by letter",
                      hint="choose another letter for one of them")
            continue
        seen[stmt.letter.text] = stmt
    if not seen and "piece" not in doc.ast.failed and doc.src.rules_span is not None:
        doc.error(doc.src.rules_span, Code.E502, "the variant has no pieces",
                  why="pieces are declared with 'piece LETTER name moves ...'",
                  hint="add e.g. 'piece K king moves K royal'")
    return tuple(seen.values())


def _pools(doc: Statements) -> tuple[Pool, ...]:
    seen: dict[str, PoolStmt] = {}
    for stmt in doc.only(PoolStmt):
        first = seen.get(stmt.name.text)
        if first:
            doc.error(stmt.name.span, Code.E521, f"pool '{stmt.name.text}' is declared twice",
                      why=f"it is first declared at {at(first.span)}",
                      hint="each side has one pool of each name; remove one statement")
            continue
        seen[stmt.name.text] = stmt
    return tuple(Pool(span=s.span, name=name) for name, s in seen.items())


def unknown_letter(lo: Lowering, word: Word, hint: str = "") -> bool:
    """Report a letter that names no piece; True if it was unknown."""
    if word.text in lo.names.letters:
        return False
    listed = " ".join(sorted(lo.names.letters))
    lo.doc.error(word.span, Code.E504, f"'{word.text}' is not a piece of this variant",
                 why=f"the pieces are {listed}" if listed else "the variant declares no pieces",
                 hint=hint)
    return True


def known_pool(lo: Lowering, word: Word) -> bool:
    """Whether a pool of that name is declared; reported if not."""
    pools = lo.names.pools
    if any(p.name == word.text for p in pools):
        return True
    known = ", ".join(p.name for p in pools)
    lo.doc.error(word.span, Code.E520, f"unknown pool '{word.text}'",
                 why=f"the pools are {known}" if known else "this variant declares no pools",
                 hint=f"declare it with 'pool {word.text}'")
    return False
