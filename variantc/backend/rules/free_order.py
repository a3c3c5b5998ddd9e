"""`free-order until capture`: before the first capture either side may move (Senterej's
werera). docs/language.md#free-order; reference/free_order.py reads the same rule alone.

While `_free` holds, `legal_either` gives both sides' legal moves, each side's generated with
`_side` set to it; make sets `_side` to the mover's side (after the undo record kept the one
before), passes it as usual, and ends the phase on a man taken or a check given. `_blacks`
counts Black's moves, for the fullmove number a FEN shows (runtime.engine reads it). A search
plays the expected side's moves only (`_legal_own`).
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan, Saved


@dataclass(frozen=True)
class FreeOrderPlan(RulePlan):
    where: str  # file:line of the statement
    royal: bool  # the variant has royal men: a check ends the phase

    def saved(self) -> tuple[Saved, ...]:
        return (Saved("side"), Saved("free", native="bint"), Saved("blacks", native="Py_ssize_t"))


def plan(ctx: Context, plans: Plans) -> FreeOrderPlan | None:
    v = ctx.variant
    if v.free_order is None:
        return None
    return FreeOrderPlan(ctx.where(v.free_order.span), any(p.royal for p in v.pieces))
