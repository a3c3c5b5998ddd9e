"""The IR of walls placed by play after each move (docs/language.md#walling), beside
variantc.ir.model."""

from __future__ import annotations

from enum import Enum

from variantc.ir.node import Node


class WallingRule(Enum):
    """How a side places its wall after its move (Fairy-Stockfish's wallingRule)."""

    DUCK = "duck"  # the one wall moves to any empty square but its own: the duck


class Walling(Node):
    """`walling RULE`: each move is followed, as part of it, by the placing of a wall."""

    rule: WallingRule
