"""Which mates count (`checkmate OUTCOME by KIND+ OUTCOME unless-checked-by KIND+ OUTCOME`,
Fairy-Stockfish's shatarMateRule): a mate given by men of the `by` kinds alone has its own
outcome; otherwise, unless a man of the `unless-checked-by` kinds checked the mated side in the
mated position or in the series of checks before it (its positions two plies apart, back while
it was in check, no further than the start), the mate has that clause's outcome.
docs/language.md section 11; reference/mates.py reads the same rule alone.

The engine's `_checkmate` is replaced. The series is walked by taking moves back and playing
them again; a check by some kinds is a check once the enemy's other men change sides.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan


@dataclass(frozen=True)
class MatesPlan(RulePlan):
    where: str  # file:line of the checkmate statement
    outcome: str  # a mate's outcome for the mated side, as the statement gives it
    by: tuple[int, ...]  # codes of the `by` kinds; () when not given
    by_outcome: str
    series: tuple[int, ...]  # codes of the `unless-checked-by` kinds; () when not given
    series_outcome: str


def plan(ctx: Context, plans: Plans) -> MatesPlan | None:
    e = ctx.variant.endings
    if e.mated_by is None and e.mate_series is None:
        return None
    span = (e.mated_by or e.mate_series).span  # type: ignore[union-attr]
    by = _codes(ctx, e.mated_by.kinds) if e.mated_by else ()
    series = _codes(ctx, e.mate_series.kinds) if e.mate_series else ()
    return MatesPlan(ctx.where(span), e.checkmate.value, by,
                     e.mated_by.outcome.value if e.mated_by else "",
                     series, e.mate_series.outcome.value if e.mate_series else "")


def _codes(ctx: Context, letters: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(sorted(code for x in letters for code in ctx.codes_of(x)))
