"""Transfer (`transfer next-level`): after its move, the man (and a castling rook) goes on to
its cell's twin on the next level, `TWIN[cell]`.

A move whose man would land on a man there is no move: pseudo_<side> drops it, and royalty
drops such a castle before playing it. Make moves the men on after they landed, with the
squares the move passed (en passant: the capture is made where the man now stands), and reads
`target` as the twin from then on (royalty follows the king there); unmake clears the twins
before the skeleton puts the men back. Royalty judges every move by playing it (its mode
`transfer`): a pin on the level a man leaves is no pin, since the man goes on.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan
from variantc.backend.rules.castling import CastlingPlan
from variantc.backend.rules.en_passant import EnPassantPlan


@dataclass(frozen=True)
class TransferPlan(RulePlan):
    twins: tuple[int, ...]  # by cell: its twin on the next level (-1: no cell)
    castles: bool  # a castle carries its rook on too
    passing: bool  # the squares a move passes go on with it

    def reads_kind(self) -> bool:
        return self.castles


def plan(ctx: Context, plans: Plans) -> TransferPlan | None:
    if ctx.variant.transfer is None:
        return None
    topo = ctx.topo
    twins = tuple(topo.next_level(c) if topo.is_square(c) else -1 for c in range(topo.size))
    return TransferPlan(twins, plans.get(CastlingPlan) is not None,
                        plans.get(EnPassantPlan) is not None)
