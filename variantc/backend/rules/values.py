"""What a search's evaluation (variantc/play) needs to know of the definition, as class
attributes of the engine: each kind's `value`, and the goals a position may be nearer to.

Neither the moves nor the endings read these: they are hints. `_values` holds, per code - 1,
the kind's `value` (a marked twin's is its letter's), or None where the definition gives none
(the evaluation then estimates it from the kind's mobility). `_counter_goals` holds, per
counter, +1 when a higher count brings its side nearer to winning a goal, -1 nearer to losing
one, 0 when no goal reads it. `_zone_goals` holds, per goal that brings a man of a kind into a
zone, (code, +1 wins / -1 loses / 0 draws, white's cells, black's cells).
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan
from variantc.ir.model import Side
from variantc.ir.terms import Compare, Condition, TermKind

SIGN = {"wins": 1, "draws": 0, "loses": -1}
RISING = (Compare.GT, Compare.GE)  # a count on the left of these grows toward the goal
FALLING = (Compare.LT, Compare.LE)


@dataclass(frozen=True)
class ValuesPlan(RulePlan):
    values: tuple[int | None, ...]  # per code - 1
    counter_goals: tuple[int, ...]  # per counter
    zone_goals: tuple[tuple[int, int, tuple[int, ...], tuple[int, ...]], ...]


def plan(ctx: Context, plans: Plans) -> ValuesPlan:
    v = ctx.variant
    by_letter = {p.letter: p.value for p in v.pieces}
    values = tuple(by_letter[letter] for letter, _marked in ctx.kinds)
    counters = [0] * len(v.counters)
    names = {c.name: i for i, c in enumerate(v.counters)}
    zones = []
    for g in v.endings.goals:
        sign = SIGN.get(g.outcome.value, 0)  # a colour's win: no sign for the side
        if g.when is not None:
            for name, direction in _counted(g.when):
                if name in names and sign:
                    counters[names[name]] = direction * sign
        if g.letter and g.zone is not None:
            zones.append((ctx.code[g.letter], sign, tuple(sorted(g.zone.cells(Side.WHITE))),
                          tuple(sorted(g.zone.cells(Side.BLACK)))))
    return ValuesPlan(values, tuple(counters), tuple(zones))


def _counted(c: Condition) -> list[tuple[str, int]]:
    """The counters a condition reads, each with +1 when a higher count makes it truer."""
    out = []
    for term, other_side in ((c.left, False), (c.right, True)):
        if term.kind is TermKind.COUNTER:
            rising = c.op in (FALLING if other_side else RISING)
            falling = c.op in (RISING if other_side else FALLING)
            out.append((term.name, 1 if rising else -1 if falling else 0))
    return out
