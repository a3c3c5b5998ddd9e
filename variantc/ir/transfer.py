"""The IR of men that change level when they move (docs/language.md#transfer), beside
variantc.ir.model: Alice chess's looking-glass."""

from __future__ import annotations

from enum import Enum

from variantc.ir.node import Node


class TransferRule(Enum):
    """Where a man goes once its move is made."""

    NEXT_LEVEL = "next-level"  # the cell of its file and rank on the next level (the last's: the first)


class Transfer(Node):
    """`transfer RULE`: every man that moves (a castling rook too) then goes to its cell's twin,
    which must be empty; the move must be legal on its own level and after the transfer."""

    rule: TransferRule
