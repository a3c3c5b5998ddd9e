"""`spares-guarded`: a piece that may not take a man of some kinds where the enemy guards it
(Chu shogi's lion-trading rule): from afar only (not from a square one step away,
`NEIGHBOURS`), and unless the move took on its way a man of a kind not in its bridge. A last
filter of the legal moves asks `attacked_by_<other>` of each such capture, on the board before
the move with its origin and the square it takes on emptied; the man taken there still
guards (`attackers_<other>`), as lishogi judges it.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context
from variantc.backend.rule import Plans, RulePlan
from variantc.backend.rules.locust import LocustPlan


@dataclass(frozen=True)
class Spares:
    """One piece's rule, for one side: signed codes."""

    movers: tuple[int, ...]  # the piece's men of the side
    victims: tuple[int, ...]  # the enemy men it spares where guarded
    afar: bool  # only on a square not one step from its origin
    bridge: tuple[int, ...] | None  # unsigned codes whose taking on the way does not lift it


@dataclass(frozen=True)
class GuardedPlan(RulePlan):
    rules: tuple[tuple[Spares, ...], tuple[Spares, ...]]  # per side
    neighbours: str | None  # table: the squares one step away (for `afar`)
    via: bool  # moves carry a square taken on their way (locust)


def plan(ctx: Context, plans: Plans) -> GuardedPlan | None:
    pieces = [p for p in ctx.variant.pieces if p.spares_guarded is not None]
    if not pieces:
        return None
    rules = tuple(tuple(
        Spares(tuple(c * side.sign for c in ctx.codes_of(p.letter)),
               tuple(-c * side.sign for k in p.spares_guarded.kinds for c in ctx.codes_of(k)),
               p.spares_guarded.afar,
               None if p.spares_guarded.bridge is None else
               tuple(c for k in p.spares_guarded.bridge for c in ctx.codes_of(k)))
        for p in pieces if p.spares_guarded is not None) for side in SIDES)
    afar = any(p.spares_guarded is not None and p.spares_guarded.afar for p in pieces)
    neighbours = ctx.neighbours() if afar else None
    return GuardedPlan((rules[0], rules[1]), neighbours, plans.get(LocustPlan) is not None)
