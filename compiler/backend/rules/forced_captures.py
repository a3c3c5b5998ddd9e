"""`captures forced` (Fairy-Stockfish's mustCapture): while a capture is legal, only captures are.

The last filter on the legal moves: a move captures if it takes a man in passing (en passant),
or if it is an ordinary move (not a drop, a castle or an exchange) onto a square the other side
holds. Gated twins of captures are captures too. Royalty has already dropped the captures that
would leave a royal man attacked, so those do not force.
"""

from __future__ import annotations

from dataclasses import dataclass

from compiler.backend.context import Context
from compiler.backend.rule import Plans, RulePlan


@dataclass(frozen=True)
class ForcedCapturesPlan(RulePlan):
    pass


def plan(ctx: Context, plans: Plans) -> ForcedCapturesPlan | None:
    return ForcedCapturesPlan() if ctx.variant.endings.captures_forced else None
