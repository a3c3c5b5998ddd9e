"""`shuffle`'s node: numbered starts rearranging the setup (docs/language.md#shuffle)."""

from __future__ import annotations

from variantc.ir.board import Cell
from variantc.ir.node import Node
from variantc.runtime.shuffle import Starts


class Shuffle(Node):
    """`shuffle`: for each start, the setup's men on white's `cells` are placed anew, black's
    mirroring them file for file; runtime.shuffle.Starts numbers the starts."""

    cells: tuple[Cell, ...]  # from the first file on
    mirrors: tuple[Cell, ...]  # black's cell on each one's file
    first_colour: tuple[bool, ...]  # per cell: of the colour counted first (b1's)
    men: tuple[str, ...]  # white's letters there in the setup
    order: tuple[str, ...]
    both_colours: tuple[str, ...] = ()
    between: tuple[str, str] | None = None

    def starts(self) -> Starts:
        return Starts(self.cells, self.mirrors, self.first_colour, self.men, self.order,
                      self.both_colours, self.between)
