"""`forbid checks`: a legal move that gives check is dropped (Fairy-Stockfish's checking = false).

The move is played and the royal man of the side then to move is tested, with royalty's
`_in_check` (validation asks for a royal piece, E831).
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan


@dataclass(frozen=True)
class ChecksPlan(RulePlan):
    pass


def plan(ctx: Context, plans: Plans) -> ChecksPlan | None:
    return ChecksPlan() if ctx.variant.endings.forbid_checks else None
