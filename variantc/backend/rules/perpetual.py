"""`repetition N OUTCOME perpetual-check OUTCOME` (Fairy-Stockfish's perpetualCheckIllegal):
once the position has occurred N times, the runtime's outcome (runtime/endings.py) asks
`_checked` about the positions from the first of those N to now: which sides were in check in
every one of them where they were to move. `_checked` takes the moves back one at a time,
asking `_in_check` (royalty's) at each position, and plays them again; it runs only when a
repetition has reached its count. The reference reads the same rule on its own in
reference/perpetual.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan


@dataclass(frozen=True)
class PerpetualPlan(RulePlan):
    """Nothing to plan: the method is the same for every variant with the clause."""


def plan(ctx: Context, plans: Plans) -> PerpetualPlan | None:
    if ctx.variant.endings.perpetual_check is None:
        return None
    return PerpetualPlan()
