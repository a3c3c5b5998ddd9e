"""Exchanges: instead of moving, hand an enemy man (a hostage) from your part of one pool to
the opponent's part of another, and drop at once one of your own men from the opponent's part
of the first, worth no more (piece values); it lands where a drop of it may.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context, SidePlan
from variantc.backend.rule import Plans, RulePlan
from variantc.backend.rules import drops
from variantc.runtime.moves import Kind


@dataclass(frozen=True)
class SideExchanges:
    mine: int  # where its hostages are counted
    theirs: int  # where its men the opponent holds are counted
    handed: int  # where a hostage handed over goes
    squares: tuple[tuple[int, str], ...]  # (released code, table of squares it may land on)


@dataclass(frozen=True)
class ExchangePlan(RulePlan):
    pairs: tuple[tuple[int, int], ...]  # (hostage code, released code) allowed by value
    sides: tuple[SideExchanges, SideExchanges]

    def fields(self) -> tuple[str, ...]:
        return ("HOSTAGE",)

    def reads_kind(self) -> bool:
        return True

    def placed_kinds(self) -> tuple[int, ...]:
        return (Kind.EXCHANGE,)


def plan(ctx: Context, plans: Plans) -> ExchangePlan | None:
    v = ctx.variant
    if v.exchange is None:
        return None
    pairs = tuple((ctx.code[x.letter], ctx.code[y.letter]) for x in v.pieces for y in v.pieces
                  if not x.royal and not y.royal and (x.value or 0) >= (y.value or 0))
    return ExchangePlan(pairs, (side_exchanges(ctx, SIDES[0], pairs),
                                side_exchanges(ctx, SIDES[1], pairs)))


def side_exchanges(ctx: Context, side: SidePlan, pairs: tuple[tuple[int, int], ...]
                   ) -> SideExchanges:
    x = ctx.variant.exchange
    assert x is not None
    s = side.index
    released = sorted({y for _, y in pairs})
    pieces = {ctx.code[p.letter]: p for p in ctx.variant.pieces}
    return SideExchanges(ctx.pool_base(x.source, s, 1 - s), ctx.pool_base(x.source, 1 - s, s),
                         ctx.pool_base(x.target, 1 - s, 1 - s),
                         tuple((y, drops.squares(ctx, pieces[y], side)) for y in released))
