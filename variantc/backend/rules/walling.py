"""Walling: after its man's move a side places a wall, as part of the same move (Fairy-
Stockfish's wallingRule). With `walling duck` there is one wall, the duck: the move takes it
off its square(s) and puts it on a square left empty by the man's move, any but its own.

The legal moves of the men are made first, by every other rule; this rule comes last and gives
each one twin per square its wall may go to (`walled`), the square + 1 in the move's `WALLED`
field. A plain move or promotion (nothing in the move's fields from `KIND` up) empties its
origin and fills its target; any other move (castling, en passant) is played, looked at and
taken back. The walls' squares are `_walls`, kept in the undo record. Bulk perft counts the
twins of its last ply (`walled_count`) without making them: a position has some thirty moves
of its men, and a thousand with their walls.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan, Saved


@dataclass(frozen=True)
class WallingPlan(RulePlan):
    def saved(self) -> tuple[Saved, ...]:
        return (Saved("walls", native="tuple"),)

    def make_locals(self) -> tuple[tuple[str, str], ...]:
        return (("wall", "squares"),)  # the wall's square + 1, 0 for none

    def fields(self) -> tuple[str, ...]:
        return ("WALLED",)


def plan(ctx: Context, plans: Plans) -> WallingPlan | None:
    return WallingPlan() if ctx.variant.walling is not None else None
