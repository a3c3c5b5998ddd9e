"""`pass`: the side to move may pass, a move of its own kind (`Kind.STAND`) whose origin and
target are its royal man's square (`e2e2`, as Fairy-Stockfish writes Janggi's pass). Make
takes nothing when a move's target is its origin (the man there is the mover itself; such
other moves, a standing promotion or a pull alone, take nothing either), so the board stays
as it was and the halfmove clock counts the ply. Royalty plays the pass and tests it in full,
so a pass is legal exactly when the side is not in check. docs/language.md#pass;
reference/passing.py reads the same rule alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan
from variantc.runtime.moves import Kind


@dataclass(frozen=True)
class PassingPlan(RulePlan):
    where: str  # file:line of the statement

    def tested_kinds(self) -> tuple[int, ...]:
        return (Kind.STAND,)


def plan(ctx: Context, plans: Plans) -> PassingPlan | None:
    v = ctx.variant
    if v.passing is None:
        return None
    return PassingPlan(ctx.where(v.passing.span))
