"""The IR of endings (docs/language.md section 11); compiler.ir.model re-exports it."""

from __future__ import annotations

from enum import Enum

from pydantic import BaseModel, ConfigDict

from compiler.ir.node import Node
from compiler.ir.terms import Compare, Condition, Zone


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


class CountRow(BaseModel):
    """One row of a bare side's counting table: `limit` moves when the other side's men of
    `letter` compare so with `count`; a row without a letter always holds."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    limit: int  # in moves of each side
    letter: str = ""
    op: Compare = Compare.GE
    count: int = 0


class Counting(Node):
    """A move limit that starts after a move, when the side that moved has more than one man:
    `armed` moves if the side to move has more than one too (and at most `armed_men`), else (it
    is bare) those of the first row of `bare` that holds for the mover's men; each while no man
    of its `without` kinds is on the board. It ends the game with `outcome` for the side to move
    once the count passes the limit; docs/language.md section 11."""

    outcome: Outcome
    armed: int | None = None  # neither side bare: the limit in moves; None: no count
    armed_without: tuple[str, ...] = ()
    armed_men: int | None = None  # ... only while the side to move has at most so many men
    bare: tuple[CountRow, ...] = ()  # the side to move bare: the first row that holds
    bare_without: tuple[str, ...] = ()
    from_men: bool = False  # a bare side's count starts at the number of men on the board

    def without(self) -> tuple[str, ...]:
        """The kinds of every clause's `without`."""
        return tuple(dict.fromkeys(self.armed_without + self.bare_without))


class Endings(Node):
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
    counting: Counting | None = None  # the counting rule (makruk's)
