"""`insufficient-material`: the tables runtime/insufficient.py judges a side's men by, worked
out once from the IR (the reference works out the same on its own, reference/insufficient.py).
Per side judged (0 white, 1 black), codes of kinds: royal (never counted); confined away (its
own men of which may stand on no square an enemy royal man may); mating (its men may mate, or
promote to a kind that may); colour-bound. And whether a stalemate draws."""

from __future__ import annotations

from variantc.backend.context import Context
from variantc.ir.model import Outcome, Side


def tables(ctx: Context) -> dict[str, object]:
    """The `_endings` key, left out without the rule so that other engines' text is unchanged."""
    v = ctx.variant
    rule = v.endings.insufficient
    if rule is None:
        return {}
    royal = [p.letter for p in v.pieces if p.royal]
    minor = set(rule.minor) | set(rule.colour_bound) | set(royal)

    def codes(letters: list[str]) -> tuple[int, ...]:
        return tuple(sorted(c for x in letters for c in ctx.codes_of(x)))

    def squares(letter: str, side: Side) -> set[int]:
        zone = v.piece(letter).confined
        return set(zone.cells(side)) if zone is not None else set(range(ctx.topo.size))

    def mates(letter: str, side: Side) -> bool:
        promotion = v.piece(letter).promotion
        choices = () if promotion is None else \
            promotion.white if side is Side.WHITE else promotion.black
        return letter not in minor or any(c not in minor for c in choices)

    away, mating = [], []
    for side, other in ((Side.WHITE, Side.BLACK), (Side.BLACK, Side.WHITE)):
        reach = set().union(*(squares(r, other) for r in royal))
        away.append(codes([p.letter for p in v.pieces
                           if not p.royal and not squares(p.letter, side) & reach]))
        mating.append(codes([p.letter for p in v.pieces if not p.royal and mates(p.letter, side)]))
    bound = codes(list(rule.colour_bound))
    drawn = v.endings.stalemate is Outcome.DRAWS and not v.endings.stalemate_by_count
    return {"insufficient": (rule.outcome.value, codes(royal), tuple(away), tuple(mating),
                             (bound, bound), drawn)}
