"""Royal men: how many a side may have, and what keeps a variant to one.

A side may have any number of royal men, of any number of royal kinds, and a man may promote
to a royal kind: check then looks at each of them (with `duple-check`, at all of them). Rules
that follow the one royal man of a side by its square keep a variant to one royal man a side
and one royal kind: explosions, `royal-captured`, a royal man held in a pool, checks counted,
first moves barred in check, and a pass (written as the royal man's square).
"""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic
from variantc.ir.model import CounterKind, Side, Variant


def many_royals(v: Variant) -> bool:
    """A side may have more than one royal man."""
    royal = {p.letter for p in v.pieces if p.royal}
    if not royal:
        return False
    promoted = any(p.promotion and royal & set(p.promotion.kinds) for p in v.pieces)
    return (len(royal) > 1 or promoted or v.duple_check is not None or v.lone_royal is not None
            or any(most(v, side) > 1 for side in Side))


def most(v: Variant, side: Side) -> int:
    """The royal men of `side` in the setup, on the board and held."""
    royal = {p.letter for p in v.pieces if p.royal}
    return sum(1 for m in v.setup.men if m.side is side and m.letter in royal) + sum(
        1 for h in v.setup.held if h.side is side and h.letter in royal)


def single_royal(v: Variant) -> str | None:
    """The rule that keeps the variant to one royal man a side, if any."""
    if v.explosion is not None:
        return "explosions"
    if v.endings.royal_captured is not None:
        return "'royal-captured'"
    royal = {p.letter for p in v.pieces if p.royal}
    if any(h.letter in royal for h in v.setup.held):  # a letter no piece has is reported elsewhere
        return "a royal man held in a pool"
    if v.passing is not None:
        return "'pass'"
    if any(c.counts is CounterKind.CHECKS for c in v.counters):
        return "a counter of checks"
    if any(p.first is not None and p.first.not_in_check for p in v.pieces):
        return "first moves barred in check ('not-in-check')"
    return None


def royals(v: Variant) -> list[Diagnostic]:
    """Where a rule follows one royal man a side: one royal kind (E607), one royal man a side
    in the setup (E606), no promotion to a royal kind (E506)."""
    rule = single_royal(v)
    royal = {p.letter for p in v.pieces if p.royal}
    if rule is None or not royal:
        return []
    if v.lone_royal is not None:
        return [Diagnostic(v.lone_royal.span, Code.E574, f"lone-royal with {rule}", why=_why(rule),
                           hint="drop 'lone-royal': with one royal man it changes nothing")]
    if v.duple_check is not None:
        return [Diagnostic(v.duple_check.span, Code.E861, f"duple check with {rule}", why=_why(rule),
                           hint="drop 'duple-check': with one royal man it changes nothing")]
    if len(royal) > 1:
        return [Diagnostic(p.span, Code.E607, f"{p.name} is royal, and so is another kind",
                           why=_why(rule),
                           hint="mark one kind royal")
                for p in v.pieces if p.royal][1:]
    out = []
    for side in Side:
        count = most(v, side)
        if count > 1:
            out.append(Diagnostic(
                v.setup.span, Code.E606,
                f"{side.value} has {count} royal pieces in the setup, more than one",
                why=_why(rule), hint="place at most one royal piece for each side"))
    for p in v.pieces:
        if p.promotion is not None and royal & set(p.promotion.kinds):
            letter = next(x for x in p.promotion.kinds if x in royal)
            out.append(Diagnostic(p.promotion.span, Code.E506, f"{p.name} may not promote to "
                                  f"royal '{letter}'", why=_why(rule),
                                  hint="promote to pieces that are not royal"))
    return out


def _why(rule: str) -> str:
    return f"with {rule}, each side has one royal man, followed by its square"
