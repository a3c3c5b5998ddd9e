"""Standing promotion (`promotes ... standing`): a promotion that is a move of its own. A man
of the kind in its zone (or, with `last-anywhere`, the side's only man of the kind, anywhere)
becomes one of the choices where it stands, or steps as the new kind to an empty square it
could move to; the new man may attack no enemy man there, and the move may not give check.
With `at-most N`, a choice only while the side has fewer than N men of it on the board.
docs/language.md#promotes; reference/standing.py reads the same rule alone.

The moves are plain moves with a promotion code (origin and target may be one square);
promotion.py gives such a piece's own moves no promotion.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context, SidePlan, ident
from variantc.backend.rule import Plans, RulePlan
from variantc.ir.model import Piece


@dataclass(frozen=True)
class Promoter:
    where: str  # file:line of the promotes clause
    letter: str
    code: int  # signed: the side's men of the kind
    zone: str  # table: the squares where one of several men may promote
    last_anywhere: bool  # the side's only man of the kind promotes anywhere
    choices: tuple[tuple[int, int], ...]  # (code, at most: 0 for any number)


@dataclass(frozen=True)
class StandingPlan(RulePlan):
    promoters: tuple[tuple[Promoter, ...], tuple[Promoter, ...]]  # per side
    codes: tuple[int, ...]  # unsigned codes of the kinds that promote standing


def plan(ctx: Context, plans: Plans) -> StandingPlan | None:
    pieces = [p for p in ctx.variant.pieces if p.promotion and p.promotion.standing]
    if not pieces:
        return None
    per_side = tuple(tuple(promoter(ctx, p, side) for p in pieces) for side in SIDES)
    return StandingPlan((per_side[0], per_side[1]), tuple(ctx.code[p.letter] for p in pieces))


def promoter(ctx: Context, piece: Piece, side: SidePlan) -> Promoter:
    promo = piece.promotion
    assert promo is not None
    zone = ctx.tables.squares(f"STANDING_{ident(piece.letter)}_{side.upper}",
                              f"{ctx.where(promo.span)}  {piece.letter} promotes standing on "
                              "these squares", set(promo.zone.cells(side.side)))
    return Promoter(ctx.where(promo.span), piece.letter, ctx.code[piece.letter] * side.sign, zone,
                    promo.last_anywhere,
                    tuple((ctx.placed(x), promo.at_most or 0) for x in promo.choices(side.side)))
