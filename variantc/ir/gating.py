"""The IR of gating (docs/language.md#gating), beside variantc.ir.model, which holds it."""

from __future__ import annotations

from variantc.ir.node import Node, Side


class Gating(Node):
    """A man leaving a gate (its square on the gating rank, unmoved since the FEN named it) may
    leave behind a man of its side's holding in `pool`."""

    pool: str
    rank: int  # white's gating rank; black's counts from its own side

    def rank_of(self, side: Side, ranks: int) -> int:
        return self.rank if side is Side.WHITE else ranks - 1 - self.rank
