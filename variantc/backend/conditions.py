"""Conditions as typed records: what a drop, a castle or a goal tests, for one side.

templates/conditions.j2 renders them; `reads` says which engine state a test looks at, so
the code around it binds exactly those names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from variantc.backend.context import Context, SidePlan
from variantc.ir.model import Compare, Condition, Term, TermKind

State = Literal["board", "pools", "counters"]


@dataclass(frozen=True)
class Number:
    value: int
    kind: Literal["number"] = "number"
    reads: frozenset[State] = frozenset()


@dataclass(frozen=True)
class CounterValue:
    index: int  # into the engine's counters: counter * 2 + side
    kind: Literal["counter"] = "counter"
    reads: frozenset[State] = frozenset({"counters"})


@dataclass(frozen=True)
class Held:
    """The side's own men in one of its pools: counts from `start` to `stop`."""

    start: int
    stop: int
    kind: Literal["held"] = "held"
    reads: frozenset[State] = frozenset({"pools"})


@dataclass(frozen=True)
class Dropped:
    """Men the side held at the start and has since dropped: `setup` less those held now."""

    setup: int
    held: Held
    kind: Literal["dropped"] = "dropped"
    reads: frozenset[State] = frozenset({"pools"})


@dataclass(frozen=True)
class CountOn:
    """Men of one signed code on some squares."""

    cells: tuple[int, ...]
    code: int
    kind: Literal["count"] = "count"
    reads: frozenset[State] = frozenset({"board"})


Operand = Number | CounterValue | Held | Dropped | CountOn


@dataclass(frozen=True)
class Test:
    left: Operand
    op: str  # a Python comparison operator, from `Compare`
    right: Operand
    kind: Literal["test"] = "test"

    @property
    def reads(self) -> frozenset[State]:
        return self.left.reads | self.right.reads


@dataclass(frozen=True)
class Occupied:
    """Whether a man of this signed code stands on any of the squares."""

    cells: tuple[int, ...]
    code: int
    kind: Literal["occupied"] = "occupied"
    reads: frozenset[State] = frozenset({"board"})


Predicate = Test | Occupied

OPERATORS = {Compare.LT: "<", Compare.LE: "<=", Compare.GT: ">", Compare.GE: ">=",
             Compare.EQ: "==", Compare.NE: "!="}


def test(ctx: Context, c: Condition, side: SidePlan) -> Test:
    return Test(operand(ctx, c.left, side), OPERATORS[c.op], operand(ctx, c.right, side))


def operand(ctx: Context, t: Term, side: SidePlan) -> Operand:
    match t.kind:
        case TermKind.NUMBER:
            return Number(t.number)
        case TermKind.COUNT:
            assert t.count is not None
            cells, code = ctx.count(t.count, side)
            return CountOn(cells, code)
        case TermKind.COUNTER:
            index = next(i for i, c in enumerate(ctx.variant.counters) if c.name == t.name)
            return CounterValue(index * 2 + side.index)
    start = ctx.pool_base(t.name, side.index, side.index)
    held = Held(start + 1, start + len(ctx.kinds) + 1)
    if t.kind is TermKind.HELD:
        return held
    setup = sum(1 for h in ctx.variant.setup.held
                if h.pool == t.name and h.owner is side.side and h.side is side.side)
    return Dropped(setup, held)


def reads(predicates: tuple[Predicate | None, ...]) -> tuple[State, ...]:
    """The state the predicates read, in a fixed order."""
    found = frozenset().union(*(p.reads for p in predicates if p is not None))
    return tuple(x for x in ("board", "pools", "counters") if x in found)
