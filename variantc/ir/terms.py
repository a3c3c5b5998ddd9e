"""The terms rules and endings are written in: zones, counts, pools, counters and the
conditions over them (docs/language.md sections 6 and 9); variantc.ir.model re-exports them."""

from __future__ import annotations

from enum import Enum

from pydantic import BaseModel, ConfigDict

from variantc.ir.node import Node, Side

Cell = int


class Zone(Node):
    name: str
    white: tuple[Cell, ...]
    black: tuple[Cell, ...]

    def cells(self, side: Side) -> tuple[Cell, ...]:
        return self.white if side is Side.WHITE else self.black


class Count(BaseModel):
    """The number of the mover's own men of one kind in a zone."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    letter: str
    zone: Zone


class Pool(Node):
    name: str


class CounterKind(Enum):
    LOSSES = "losses"  # the side whose man is captured counts it
    CAPTURES = "captures"  # the captor counts it
    CHECKS = "checks"  # a side counts each of its moves that leaves the other side in check


class Counter(Node):
    name: str
    counts: CounterKind
    letters: tuple[str, ...]


class TermKind(Enum):
    NUMBER = "number"
    COUNTER = "counter"  # the side to move's count
    DROPPED = "dropped"  # men of the side's setup in the pool, less those there now
    HELD = "held"  # the side's men in the pool now
    COUNT = "count"  # the side's men of a kind in a zone


class Term(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: TermKind
    number: int = 0
    name: str = ""  # counter or pool
    count: Count | None = None


class Compare(Enum):
    LT = "<"
    LE = "<="
    GT = ">"
    GE = ">="
    EQ = "=="
    NE = "!="


class Condition(Node):
    left: Term
    op: Compare
    right: Term
