"""Captured men go to a pool: the captor's, changing colour and demoting, or keeping both.

Pools are counts in one list, indexed ((pool * 2 + owner) * 2 + colour) * kinds + code; a
capture adds one at the captor's base, under the code the man is counted as.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context, SidePlan
from variantc.backend.rule import Plans, RulePlan


@dataclass(frozen=True)
class CapturesPlan(RulePlan):
    demote: tuple[int, ...]  # code -> the code a captured man is counted as
    bases: tuple[int, int]  # where a white and a black captor's captures are counted


def plan(ctx: Context, plans: Plans) -> CapturesPlan | None:
    if ctx.variant.capture is None:
        return None
    return CapturesPlan(demote(ctx), (base(ctx, SIDES[0]), base(ctx, SIDES[1])))


def base(ctx: Context, side: SidePlan) -> int:
    c = ctx.variant.capture
    assert c is not None
    return ctx.pool_base(c.pool, side.index, 1 - side.index if c.keep_colour else side.index)


def demote(ctx: Context) -> tuple[int, ...]:
    v, out = ctx.variant, [0]
    for letter, marked in ctx.kinds:
        if not v.demotes():
            out.append(ctx.marked_code[letter] if marked else ctx.code[letter])
        else:
            out.append(ctx.code[v.demoted(letter, marked)])
    return tuple(out)
