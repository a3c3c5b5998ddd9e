"""`stalemate OUTCOME by-count` (Fairy-Stockfish's stalematePieceCount): a stalemate is judged by
the men on the board: OUTCOME for the side to move with fewer men, its opposite with more, a
draw with as many. The engine's `_stalemate` is replaced by the count.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan
from variantc.ir.model import Outcome

OPPOSITE = {Outcome.WINS: Outcome.LOSES, Outcome.LOSES: Outcome.WINS}


@dataclass(frozen=True)
class StalemateCountPlan(RulePlan):
    fewer: str  # the outcome for the side to move with fewer men
    more: str  # ... with more


def plan(ctx: Context, plans: Plans) -> StalemateCountPlan | None:
    e = ctx.variant.endings
    if not e.stalemate_by_count:
        return None
    return StalemateCountPlan(e.stalemate.value, OPPOSITE.get(e.stalemate, e.stalemate).value)
