"""Goals: a side that brings a man of a kind into a zone, or for which a condition holds once it
has moved, ends the game with the goal's outcome for it.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend import conditions
from variantc.backend.conditions import Occupied, Predicate
from variantc.backend.context import SIDES, Context, SidePlan
from variantc.backend.rule import Plans, RulePlan


@dataclass(frozen=True)
class Goal:
    test: Predicate  # for the side that has just moved
    outcome: str  # 'wins', 'draws' or 'loses', for that side


@dataclass(frozen=True)
class GoalsPlan(RulePlan):
    goals: tuple[tuple[Goal, ...], tuple[Goal, ...]]  # per side

    @property
    def reads(self) -> tuple[str, ...]:
        return conditions.reads(tuple(g.test for side in self.goals for g in side))


def plan(ctx: Context, plans: Plans) -> GoalsPlan | None:
    if all(g.hold is not None or g.safe for g in ctx.variant.endings.goals):
        return None  # none, or only goals judged otherwise (rules/flags.py, rules/safe_goals.py)
    return GoalsPlan((goals(ctx, SIDES[0]), goals(ctx, SIDES[1])))


def goals(ctx: Context, side: SidePlan) -> tuple[Goal, ...]:
    out = []
    for g in ctx.variant.endings.goals:
        if g.hold is not None or g.safe:
            continue
        if g.when is not None:
            test: Predicate = conditions.test(ctx, g.when, side)
        else:
            assert g.zone is not None
            test = Occupied(tuple(sorted(g.zone.cells(side.side))), ctx.code[g.letter] * side.sign)
        out.append(Goal(test, g.outcome.value))
    return tuple(out)
