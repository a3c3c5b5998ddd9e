"""Counters: per side, the men of some kinds it lost or captured, or the checks it gave.

Counts live in the engine's `counters` list, two per counter (white's, black's). Captures and
losses change by one on make and back on unmake; check counts are kept in the undo record.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan, Saved
from variantc.backend.rules.explosions import ExplosionsPlan
from variantc.ir.model import CounterKind


@dataclass(frozen=True)
class Tally:
    index: int  # the counter's place in the variant: its counts are at index * 2 + side
    losses: bool  # the loser counts (else the captor)
    codes: tuple[int, ...]  # the kinds it counts, marked twins included


@dataclass(frozen=True)
class CountersPlan(RulePlan):
    tallies: tuple[Tally, ...]  # counters of captures and losses
    checks: tuple[int, ...]  # indices of the counters of checks given
    royal_may_fall: bool  # the opponent may have no royal man: then it is not in check
    shield: bool = False  # explosions: a royal man beside the enemy's is not in check

    def saved(self) -> tuple[Saved, ...]:
        return tuple(Saved("counters", 2 * i + s, native="list") for i in self.checks for s in (0, 1))


def plan(ctx: Context, plans: Plans) -> CountersPlan | None:
    v = ctx.variant
    if not v.counters:
        return None
    tallies = tuple(Tally(i, c.counts is CounterKind.LOSSES,
                          tuple(code for x in c.letters for code in ctx.codes_of(x)))
                    for i, c in enumerate(v.counters) if c.counts is not CounterKind.CHECKS)
    checks = tuple(i for i, c in enumerate(v.counters) if c.counts is CounterKind.CHECKS)
    blast = plans.get(ExplosionsPlan)
    return CountersPlan(tallies, checks, True,  # a position may leave a side's royal man out
                        bool(blast and blast.shield))
