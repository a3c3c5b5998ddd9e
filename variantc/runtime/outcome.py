"""How a game ended, as both engines and their users name it."""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum


class Termination(Enum):
    """How a game ended. python-chess's names are aliases where the meaning is the same:
    `==` holds between them, and `.name` gives the first name (docs/api.md#the-end-of-the-game)."""

    CHECKMATE = "checkmate"
    STALEMATE = "stalemate"
    REPETITION = "repetition"
    PERPETUAL_CHECK = "perpetual-check"  # a repetition in which a side gave check all along
    MOVE_LIMIT = "move-limit"
    ROYAL_CAPTURED = "royal-captured"
    ROYAL_EXPLODED = "royal-exploded"
    GOAL = "goal"
    BARE_KING = "bare-king"
    COUNTING = "counting"
    EXTINCTION = "extinction"
    FACING = "facing"  # royal men facing in positions in a row (Janggi's bikjang)
    PASSES = "passes"  # passes in a row
    INSUFFICIENT_MATERIAL = "insufficient-material"  # neither side can mate
    CLAIMED_REPETITION = "claimed-repetition"  # `repetition N draws claimed`, claimed
    CLAIMED_MOVE_LIMIT = "claimed-move-limit"  # `move-limit N draws claimed`, claimed
    # python-chess's names: chess's automatic endings (5 and 75), and its claims (3 and 50)
    FIVEFOLD_REPETITION = "repetition"
    SEVENTYFIVE_MOVES = "move-limit"
    THREEFOLD_REPETITION = "claimed-repetition"
    FIFTY_MOVES = "claimed-move-limit"


@dataclass(frozen=True)
class Outcome:
    """How a game ended, and who won: True the first player (white), False the second, None
    a draw."""

    termination: Termination
    winner: bool | None
    material: bool = False  # a draw that `material` gave to the side ahead
    share: tuple[int, int] | None = None  # the winner's share of the point, where not all

    def result(self) -> str:
        """'1-0', '0-1' or '1/2-1/2', as PGN writes a result: the winner's, also where it
        scores less than the whole point (`score()`)."""
        return "1/2-1/2" if self.winner is None else "1-0" if self.winner else "0-1"

    def score(self) -> str:
        """The points of white and black: '1-0', '1/2-1/2', or a winner's share such as
        '3/4-1/4' (Gliński's stalemate)."""
        if self.share is None or self.winner is None:
            return self.result()
        won, total = self.share
        mine, theirs = _fraction(won, total), _fraction(total - won, total)
        return f"{mine}-{theirs}" if self.winner else f"{theirs}-{mine}"

    def __str__(self) -> str:
        return f"{self.score()} {self.termination.value}{' on material' if self.material else ''}"

    @staticmethod
    def for_mover(mover_white: bool, what: str, termination: Termination,
                  share: tuple[int, int] | None = None) -> Outcome:
        """An outcome stated for the side to move: `what` is 'loses', 'draws' or 'wins', or
        'white-wins' or 'black-wins' whoever moves; `share`, the winner's share of the point
        where it is not all of it."""
        if what in ("white-wins", "black-wins"):
            return Outcome(termination, what == "white-wins", share=share)
        if what == "draws":
            return Outcome(termination, None)
        return Outcome(termination, (what == "wins") == mover_white, share=share)


def _fraction(part: int, whole: int) -> str:
    """'1', '0', '3/4', '1/2': a share in lowest terms."""
    if part in (0, whole):
        return "1" if part else "0"
    common = math.gcd(part, whole)
    return f"{part // common}/{whole // common}"
