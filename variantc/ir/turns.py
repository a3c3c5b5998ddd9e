"""The IR of turns of several moves (docs/language.md#turns), beside variantc.ir.model.

A turn is a run of moves of one side. Turns are numbered from the game's first (White's); the
number of moves a turn holds is a function of that number alone (runtime.turns).
"""

from __future__ import annotations

from enum import Enum

from variantc.ir.node import Node
from variantc.runtime.turns import TurnRule


class TurnCheck(Enum):
    """What giving check does before a turn's last move."""

    ENDS_TURN = "ends-turn"  # the turn ends with the checking move (Marseillais, Scottish)
    LAST = "last"  # only a turn's last move may give check (Italian progressive)


class Turns(Node):
    """`turns N [first M] [check ends-turn|last] [en-passant-chained]`, or `turns growing`."""

    length: int  # moves a turn; 0: growing, the k-th turn k moves
    first: int | None = None  # the game's first turn (White's): its own length
    check: TurnCheck = TurnCheck.ENDS_TURN
    # en passant: rights opened over the opponent's whole turn, used by a turn's first move; with
    # this, a move after an en-passant capture may use the rights still open too (Marseillais)
    chained: bool = False

    def rule(self) -> TurnRule:
        """As runtime.turns counts a turn's moves."""
        return self.length, self.first or 0


class FreeOrder(Node):
    """`free-order until capture`: until the game's first capture, either side may move, as
    often as it likes (Senterej's werera); a capture, or a check, ends the phase, and the side
    that did not make it moves next. The side to move is then only a hint of whose move is
    expected (the other side's, after each move), which a search follows."""
