"""Extinction: after each move a side with fewer men than the count, of one listed kind or of all
its men (on the board and held in its own colour in its pools), is extinct and the game is over.
The side that just moved is judged first, then the side to move, as Fairy-Stockfish does.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context, SidePlan
from variantc.backend.rule import Plans, RulePlan, Saved


@dataclass(frozen=True)
class Tally:
    """One count of a side's men: board values (empty: every man of the side) and pool slots."""

    values: tuple[int, ...]  # signed codes counted on the board; () counts all the side's men
    slots: tuple[int, ...]  # pool counts added: one per kind, or
    spans: tuple[tuple[int, int], ...]  # ... slices of the pools summed whole (all men)


@dataclass(frozen=True)
class ExtinctionPlan(RulePlan):
    below: int
    tallies: tuple[tuple[Tally, ...], tuple[Tally, ...]]  # per side, judged in order
    pools: bool  # some tally reads the pools

    def saved(self) -> tuple[Saved, ...]:
        """Whether a side is extinct (-1: not judged yet), judged after a move that may change
        it and only where legality asks, not every node."""
        return (Saved("extinction", native="Py_ssize_t"),)


def plan(ctx: Context, plans: Plans) -> ExtinctionPlan | None:
    ext = ctx.variant.endings.extinction
    if ext is None:
        return None
    tallies = (_tallies(ctx, SIDES[0], ext.groups()), _tallies(ctx, SIDES[1], ext.groups()))
    return ExtinctionPlan(ext.below, tallies,
                          any(t.slots or t.spans for side in tallies for t in side))


def _tallies(ctx: Context, side: SidePlan, groups: list[tuple[str, ...]]) -> tuple[Tally, ...]:
    """A tally per group of kinds counted together (Extinction.groups): no kinds, all men."""
    bases = [ctx.pool_base(p.name, side.index, side.index) for p in ctx.variant.pools]
    if groups == [()]:
        width = len(ctx.kinds)
        return (Tally((), (), tuple((b + 1, b + 1 + width) for b in bases)),)
    out = []
    for letters in groups:
        codes = [c for letter in letters for c in ctx.codes_of(letter)]
        out.append(Tally(tuple(c * side.sign for c in codes),
                         tuple(b + c for b in bases for c in codes), ()))
    return tuple(out)
