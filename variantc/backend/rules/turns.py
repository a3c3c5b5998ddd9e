"""Turns of several moves (`turns`): make counts each move in its turn and passes the turn after
its last, or after a check with `check ends-turn`; with `check last`, legal_<side> drops a move
before the turn's last that gives check.

The state, kept in the undo record: `_done` (moves made in the turn), `_turn` (the turn's number
in the game, runtime.turns), and with en passant `_pending` (the men that passed squares earlier
in the turn, with those squares) and `_victims` (the man each square of `_ep` takes: a turn may
leave several to take). Unmake restores `_side` from the record, as a move may leave it alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan, Saved
from variantc.backend.rules.en_passant import EnPassantPlan
from variantc.ir.turns import TurnCheck


@dataclass(frozen=True)
class TurnsPlan(RulePlan):
    length: int  # moves a turn; 0: growing
    first: int  # the game's first turn's moves; 0: as the others
    ends: bool  # a check ends the turn (else only its last move may give one)
    passing: bool  # the variant takes in passing: rights gathered over a turn
    chained: bool  # a move after a capture in passing may take in passing too
    placed: tuple[int, ...]  # kinds of moves that place a man: their origin is no square

    def saved(self) -> tuple[Saved, ...]:
        kept = (Saved("side"), Saved("done", native="Py_ssize_t"),
                Saved("turn", native="Py_ssize_t"))
        return kept + (Saved("pending", native="object"),
                       Saved("victims", native="object")) * self.passing

    def reads_kind(self) -> bool:
        return self.passing


def plan(ctx: Context, plans: Plans) -> TurnsPlan | None:
    t = ctx.variant.turns
    if t is None:
        return None
    placed = tuple(k for p in plans.all() for k in p.placed_kinds())
    return TurnsPlan(t.length, t.first or 0, t.check is TurnCheck.ENDS_TURN,
                     plans.get(EnPassantPlan) is not None, t.chained, placed)
