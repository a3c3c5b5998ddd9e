"""The bare-king rule: a side with no man left but its royal men (none in its pools) ends the
game with the rule's outcome for it; with `with-reply`, only after its reply, unless that
reply bared the other side too, or at once where no reply could (docs/language.md, section 11).
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context, SidePlan
from variantc.backend.rule import Plans, RulePlan, Saved

FLIPPED = {"loses": "wins", "wins": "loses"}  # the bare side's outcome, for the other side


@dataclass(frozen=True)
class Men:
    """Where one side's men but its royal ones are counted."""

    codes: tuple[int, ...]  # signed board codes of its other kinds (marked twins too)
    held: tuple[int, ...]  # indices into the engine's pools: its own men in its own pools


@dataclass(frozen=True)
class BareKingPlan(RulePlan):
    men: tuple[Men, Men]  # per side
    outcome: str  # for the side left bare, when it is to move
    outcome_other: str  # ... the same, for the side to move when the bare side just moved
    reply: bool  # the bare side replies first; at least two other men deny it the reply
    both: str | None  # both sides bare: this outcome; None: the game goes on
    where: str  # file:line of the statement

    def saved(self) -> tuple[Saved, ...]:
        """Each side's men but its royal ones (pools included; -1: not counted yet), counted
        after a move that may change them, and only when asked, rather than on every call."""
        return (Saved("men_white", native="Py_ssize_t"), Saved("men_black", native="Py_ssize_t"))

    @property
    def held(self) -> bool:
        """Whether men in pools count: the variant has pools."""
        return any(m.held for m in self.men)


def plan(ctx: Context, plans: Plans) -> BareKingPlan | None:
    rule = ctx.variant.endings.bare_king
    if rule is None:
        return None
    what = rule.outcome.value
    return BareKingPlan((men(ctx, SIDES[0]), men(ctx, SIDES[1])), what, FLIPPED.get(what, what),
                        rule.reply, rule.both.value if rule.both else None, ctx.where(rule.span))


def men(ctx: Context, side: SidePlan) -> Men:
    royal = {p.letter for p in ctx.variant.pieces if p.royal}
    kinds = [i + 1 for i, (letter, _) in enumerate(ctx.kinds) if letter not in royal]
    held = tuple(ctx.pool_base(pool.name, side.index, side.index) + code
                 for pool in ctx.variant.pools for code in kinds)
    return Men(tuple(code * side.sign for code in kinds), held)
