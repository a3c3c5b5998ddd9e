"""`counter-strike KIND+` (Chu shogi's rule after a lion is taken): after a man of another kind
takes one of these, the other side's next move may take one with a man of another kind only on
that square. The square is engine state (`_struck`, -1 for none; the runtime reads and writes
it in the FEN's en-passant field), set by make from what the move took where it landed, or
else on its way (`taken`, rules/locust), and kept in the undo record.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan, Saved
from variantc.backend.rules.locust import LocustPlan


@dataclass(frozen=True)
class CounterStrikePlan(RulePlan):
    kinds: tuple[int, ...]  # unsigned codes of the kinds
    via: bool  # moves may take on their way (`taken`, the VIA field)

    def saved(self) -> tuple[Saved, ...]:
        return (Saved("struck", native="Py_ssize_t"),)

    def make_locals(self) -> tuple[tuple[str, str], ...]:
        return (("struck", "squares"),)


def plan(ctx: Context, plans: Plans) -> CounterStrikePlan | None:
    rule = ctx.variant.counter_strike
    if rule is None:
        return None
    return CounterStrikePlan(tuple(sorted(c for k in rule.kinds for c in ctx.codes_of(k))),
                             plans.get(LocustPlan) is not None)
