"""What every rule's planning reads: the variant, its board, piece codes and pool layout.

Built once per compile, complete at construction, and passed explicitly to each rule's `plan`.
Only `tables` grows while rules are planned: it collects the module's data.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path as FilePath

from variantc.backend.geometry import Geometry
from variantc.backend.tables import Tables
from variantc.frontend.source import Span
from variantc.ir.model import Count, Piece, Side, Variant
from variantc.runtime.topology import Topology


@dataclass(frozen=True)
class SidePlan:
    """One side as generated code names and compares it."""

    index: int  # 0 white, 1 black
    side: Side
    name: str  # 'white', 'black': part of generated names
    sign: int  # +1 white, -1 black: a man's code times this is its board value

    @property
    def upper(self) -> str:
        return self.name.upper()


SIDES = (SidePlan(0, Side.WHITE, "white", 1), SidePlan(1, Side.BLACK, "black", -1))


class Context:
    def __init__(self, variant: Variant):
        self.variant = variant
        self.topo: Topology = variant.board.topology()
        self.geo = Geometry(self.topo)
        self.tables = Tables()
        self.curved: frozenset[int] = frozenset(c.cell for c in variant.board.curves)
        declared = [p.letter for p in variant.pieces]
        marks = sorted(variant.marks())
        # Codes 1.. are the declared pieces, then the marked twins of promoted kinds ('Q~').
        self.kinds: tuple[tuple[str, bool], ...] = tuple(
            [(x, False) for x in declared] + [(x, True) for x in marks])
        self.code = {x: i + 1 for i, x in enumerate(declared)}
        self.marked_code = {x: len(declared) + 1 + i for i, x in enumerate(marks)}
        self.source_name = _plain(FilePath(variant.source).name)

    def neighbours(self) -> str:
        """The table of the squares one step away from each square."""
        return self.tables.add("NEIGHBOURS", "the squares one step away from each square", tuple(
            self.geo.neighbours(c) if self.topo.is_square(c) else ()
            for c in range(self.topo.size)))

    def where(self, span: Span) -> str:
        """`file:line` for a comment citing the definition."""
        return f"{self.source_name}:{span.line}"

    def codes_of(self, letter: str) -> tuple[int, ...]:
        """The kind codes that move as `letter`: the piece, and its marked twin if any."""
        twin = self.marked_code.get(letter)
        return (self.code[letter],) + ((twin,) if twin else ())

    def unscreened(self, piece: Piece) -> tuple[int, ...]:
        """The signed codes of either side's men its hops may not jump (`never-over`)."""
        kinds = piece.never_over.kinds if piece.never_over else ()
        return tuple(sorted(c * sign for k in kinds for c in self.codes_of(k) for sign in (1, -1)))

    def spared(self, piece: Piece, side: SidePlan) -> tuple[int, ...]:
        """The signed codes of the enemy men it may not capture (`never-takes`)."""
        kinds = piece.never_takes.kinds if piece.never_takes else ()
        return tuple(sorted(-c * side.sign for k in kinds for c in self.codes_of(k)))

    def placed(self, letter: str) -> int:
        """The code a promotion to `letter` places: marked when it demotes on capture."""
        return self.marked_code.get(letter, self.code[letter])

    def pool_base(self, pool: str, owner: int, colour: int) -> int:
        """Where a pool's counts start for an owner and a colour of men (see runtime.engine)."""
        index = next(i for i, p in enumerate(self.variant.pools) if p.name == pool)
        return ((index * 2 + owner) * 2 + colour) * (len(self.kinds) + 1)

    def count(self, counted: Count, side: SidePlan) -> tuple[tuple[int, ...], int]:
        """A count's squares and the signed code of the men it counts there."""
        return tuple(sorted(counted.zone.cells(side.side))), self.code[counted.letter] * side.sign


    @staticmethod
    def plain(text: str) -> str:
        return _plain(text)


def ident(letter: str) -> str:
    """A validated piece letter as part of a Python name: 'P' -> 'P', '+P' -> 'plusP'."""
    return f"plus{letter[1:]}" if letter.startswith("+") else letter


def _plain(text: str) -> str:
    """User text made safe for a comment: letters, digits and ' -_.' only."""
    return "".join(c if c.isalnum() or c in " -_." else "?" for c in text)
