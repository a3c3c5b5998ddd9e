"""The IR of endings (docs/language.md section 11); compiler.ir.model re-exports it."""

from __future__ import annotations

from enum import Enum

from pydantic import BaseModel, ConfigDict

from compiler.ir.node import Node
from compiler.ir.terms import Condition, Zone


class Outcome(Enum):
    """What an ending means for the side to move when it happens."""

    LOSES = "loses"
    DRAWS = "draws"
    WINS = "wins"


class Goal(BaseModel):
    """A side that brings a man of this kind into the zone (its own, for its side), or for which
    the condition holds once it has moved, ends the game."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    letter: str = ""
    zone: Zone | None = None
    when: Condition | None = None  # evaluated for the side that has just moved
    outcome: Outcome  # for the side that reached it


class Extinction(Node):
    """A side with fewer than `below` men of one of the kinds (of all its men together, with no
    kinds), on the board and in its pools, is extinct: the outcome is for that side."""

    letters: tuple[str, ...] = ()  # judged one kind at a time; empty: all of a side's men
    below: int = 1
    outcome: Outcome

    def groups(self) -> list[tuple[str, ...]]:
        """What is counted: each kind on its own, or all men together (no kinds)."""
        return [(x,) for x in self.letters] if self.letters else [()]


class Endings(Node):
    extinction: Extinction | None = None  # judged after each move, for both sides
    royal_captured: Outcome | None = None  # royal men may be taken; losing one ends the game
    goals: tuple[Goal, ...] = ()
    checkmate: Outcome = Outcome.LOSES
    stalemate: Outcome = Outcome.DRAWS
    repetition: int | None = None  # n-fold repetition ends the game ...
    repetition_outcome: Outcome = Outcome.DRAWS
    move_limit: int | None = None  # ... so do n moves a side without capture or reset
    move_limit_outcome: Outcome = Outcome.DRAWS
    reset_by: tuple[str, ...] = ()  # letters whose moves reset the move-limit clock
    reset_one_way: bool = False  # ... only by moves the man could not take back
