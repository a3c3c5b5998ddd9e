"""`captures forced` (Fairy-Stockfish's mustCapture): while a capture is legal, only captures are.

The last filter on the legal moves: a move captures if it takes a man in passing (en passant),
or if its target holds a man of the other side (drops, exchanges and castles land on empty
squares, or on the mover's own rook, so only an ordinary move can). Gated twins of captures
are captures too. Royalty has already dropped the captures that would leave a royal man
attacked, so those do not force.

With captures forced the men's generators put their captures in a list of their own, `caps`
(CorePlan.captures_apart), which pseudo merges into the moves last: where no man can capture,
which is most positions, no move need be looked at again.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan


@dataclass(frozen=True)
class ForcedCapturesPlan(RulePlan):
    en_passant: bool  # some piece may be taken in passing: such a move captures too


def plan(ctx: Context, plans: Plans) -> ForcedCapturesPlan | None:
    if not ctx.variant.endings.captures_forced:
        return None
    return ForcedCapturesPlan(any(p.en_passant for p in ctx.variant.pieces))
