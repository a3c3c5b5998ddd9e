"""Petrification: a man of a `petrify` kind that captures turns into a wall on the square where
it captured (`WALL`, runtime.engine). Make puts the wall there at make_end, once every rule has
moved its men and before the hooks that close the turn read the board (a check counter, the
hash); a man placed from a pool takes nothing and never reaches it. Unmake puts back what the
skeleton keeps, the man and what it took.

A royal kind that petrifies may not capture (rules/movement leaves its captures out, and
rules/attacks its attacks), but its men still give check, as Fairy-Stockfish's do: a royal man
such a man could take, were it allowed to, is in check (`stone_attacks_by_<side>`, which
royalty's `_in_check` and castling read), though it may stand there.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context
from variantc.backend.rule import Plans, RulePlan
from variantc.backend.rules.attacks import SideAttacks, side_attacks


@dataclass(frozen=True)
class PetrifyPlan(RulePlan):
    codes: tuple[int, ...]  # board values (either colour) of the men that petrify
    # per side: the attacks of its royal men that petrify, were they allowed to capture; or None
    stone: tuple[SideAttacks, SideAttacks] | None


def plan(ctx: Context, plans: Plans) -> PetrifyPlan | None:
    v = ctx.variant
    if not v.petrify:
        return None
    codes = tuple(sorted(s * c for letter in v.petrify for c in ctx.codes_of(letter)
                         for s in (1, -1)))
    stone = None
    if v.stone_checks():
        white, black = (side_attacks(ctx, side, lambda p: v.stone_royal(p.letter))
                        for side in SIDES)
        stone = (white, black)
    return PetrifyPlan(codes, stone)
