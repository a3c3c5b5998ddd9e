"""The IR of captures away from the landing square, and of freezing (docs/language.md#capture-
modes), beside variantc.ir.model: Ultima's (Baroque chess's) men."""

from __future__ import annotations

from enum import Enum

from variantc.ir.node import Node


class CaptureMode(Enum):
    """How a man's move takes enemy men besides, or instead of, the one it lands on. A man of
    such a piece usually moves only to empty squares (`mQ`): its captures are these."""

    WITHDRAWAL = "withdrawal"  # the enemy man it stood beside, as it moves straight away
    APPROACH = "approach"  # the enemy man next on its line, beyond the square it stops on
    CUSTODY = "custody"  # enemy men it lands beside on a rank or file, with its own man beyond
    COORDINATION = "coordination"  # enemy men where its rank and file cross its king's file and rank
    LEAP = "leap"  # enemy men it leaps along its line, each with an empty square beyond
    IMITATION = "imitation"  # each enemy man as that man's kind takes, by a move that kind makes,
    # and a man of a kind that freezes is frozen by it


class CapturesBy(Node):
    """`captures-by MODE+` on a piece: its moves take men in these ways, all that apply to a
    move at once."""

    modes: tuple[CaptureMode, ...]

    def __contains__(self, mode: object) -> bool:
        return mode in self.modes
