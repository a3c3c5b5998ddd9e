"""The IR of endings (docs/language.md section 11); variantc.ir.model re-exports it."""

from __future__ import annotations

from enum import Enum

from pydantic import BaseModel, ConfigDict

from variantc.ir.node import Node, Side
from variantc.ir.terms import Compare, Condition, Zone


class Outcome(Enum):
    """What an ending means for the side to move when it happens; the last two name the winner
    whoever is to move (Armageddon's draws, scored for black)."""

    LOSES = "loses"
    DRAWS = "draws"
    WINS = "wins"
    WHITE_WINS = "white-wins"
    BLACK_WINS = "black-wins"


class Hold(BaseModel):
    """A goal on a man in a zone that is judged again when its side is to move next
    (Fairy-Stockfish's flagMove). `held`: the other side replies, and the goal counts if the
    man is still there. `reply SIDE OUTCOME`: only SIDE gets that reply, and only if it can
    equalise (bring a man of the kind into its own zone); if it does, OUTCOME (for it)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    side: Side | None = None  # `reply`: the side that may answer in kind; None: `held`
    outcome: Outcome | None = None  # `reply`: what equalising means for that side


class Goal(BaseModel):
    """A side that brings a man of this kind into the zone (its own, for its side), or for which
    the condition holds once it has moved, ends the game."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    letter: str = ""
    zone: Zone | None = None
    when: Condition | None = None  # evaluated for the side that has just moved
    outcome: Outcome  # for the side that reached it
    hold: Hold | None = None  # judged on the holder's next turn, not at once
    # `safe`: judged for both sides after every move, a man counting only on a square the other
    # side does not attack (Fairy-Stockfish's flagPieceSafe); both sides holding it: a draw
    safe: bool = False


class BareKing(Node):
    """A side with no man left but its royal men (none in its pools either) ends the game, with
    this outcome for it. With `reply`, the side to move, left bare, first plays its reply:
    the game ends after it unless it bared the other side too (Fairy-Stockfish's
    bareKingMove), so a side left bare by a side with two or more other men is judged at once."""

    outcome: Outcome  # for the side left bare
    reply: bool = False
    both: Outcome | None = None  # both sides bare: this outcome (None: the game goes on)


class MateRule(Node):
    """After `checkmate OUTCOME`: `by` gives a mate whose checking men are all of `kinds` this
    outcome; `unless-checked-by` gives a mate this outcome unless, in the mated position or in
    one of the series of checks that led to it (the mated side's positions two plies apart, back
    while it was in check, no further than the start), a man of `kinds` checked it."""

    kinds: tuple[str, ...]
    outcome: Outcome  # for the mated side


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


class Extinction(Node):
    """A side with fewer than `below` men of one of the kinds (of all its men together, with no
    kinds), on the board and in its pools, is extinct: the outcome is for that side."""

    letters: tuple[str, ...] = ()  # judged one kind at a time; empty: all of a side's men
    below: int = 1
    outcome: Outcome
    together: bool = False  # the kinds' men counted as one (Chu shogi's king and prince)

    def groups(self) -> list[tuple[str, ...]]:
        """What is counted: each kind on its own, the kinds together, or all men (no kinds)."""
        return [(x,) for x in self.letters] if self.letters and not self.together else \
            [self.letters]


class Run(Node):
    """`facing N OUTCOME`: royal men of the two sides facing on an open file in `length`
    positions in a row, the last one now (the position a game starts from counts), end the
    game; `passes N OUTCOME`: `length` passes in a row do (Fairy-Stockfish's bikjang and
    double pass). The outcome is for the side to move."""

    length: int
    outcome: Outcome


class Material(Node):
    """`material KIND WEIGHT ... white-needs N`: every ending that would draw is decided by the
    men on the board, each of a listed kind weighing its weight: White wins if its men outweigh
    Black's by `white_needs` or more, else Black wins (Fairy-Stockfish's materialCounting)."""

    weights: tuple[tuple[str, int], ...]  # by letter, as written
    white_needs: int


class Insufficient(Node):
    """`insufficient-material OUTCOME`: the game ends, the outcome for the side to move, when
    neither side can mate with the men it has (Fairy-Stockfish's adjudication, docs/language.md
    section 11). Royal men never count; `minor` kinds cannot mate alone, `colour_bound` ones
    keep to one colour of squares; every other kind can mate, and so can a man whose promotion
    may make it one. A side holding men in a pool can mate."""

    outcome: Outcome
    minor: tuple[str, ...] = ()
    colour_bound: tuple[str, ...] = ()


class Endings(Node):
    extinction: Extinction | None = None  # judged after each move, for both sides
    royal_captured: Outcome | None = None  # royal men may be taken; losing one ends the game
    goals: tuple[Goal, ...] = ()
    bare_king: BareKing | None = None
    checkmate: Outcome = Outcome.LOSES
    mated_by: MateRule | None = None  # a mate given by these kinds alone
    mate_series: MateRule | None = None  # a mate with no check by these kinds in its series
    stalemate: Outcome = Outcome.DRAWS
    stalemate_by_count: bool = False  # the outcome goes to the side with fewer men on the board
    stalemate_score: tuple[int, int] | None = None  # the winner's share, a fraction: (3, 4)
    repetition: int | None = None  # n-fold repetition ends the game ...
    repetition_outcome: Outcome = Outcome.DRAWS
    perpetual_check: Outcome | None = None  # ... unless one side gave check in every position
    # from the first of the n to now: then this, for that side; both did: a draw
    move_limit: int | None = None  # ... so do n moves a side without capture or reset
    move_limit_outcome: Outcome = Outcome.DRAWS
    # `... draws claimed`: a draw the side to move may claim (python-chess's threefold
    # repetition and fifty moves); the game goes on unless it does. Same clock, same positions.
    repetition_claimed: int | None = None
    move_limit_claimed: int | None = None
    insufficient: Insufficient | None = None  # neither side able to mate ends the game
    reset_by: tuple[str, ...] = ()  # letters whose moves reset the move-limit clock
    reset_one_way: bool = False  # ... only by moves the man could not take back
    forbid_checks: bool = False  # `forbid checks`: a move that gives check is illegal
    forbid_facing: bool = False  # `forbid facing`: no move may leave royal men of the two sides
    # on one file with only empty squares between them (the flying general)
    forbid_facing_kept: bool = False  # `forbid facing-kept`: while royal men face, a move
    # other than a pass may not leave them facing (Janggi's bikjang)
    captures_forced: bool = False  # `captures forced`: while a capture is legal, only captures are
    counting: Counting | None = None  # the counting rule (makruk's)
    facing: Run | None = None  # royal men facing in so many positions in a row
    passes: Run | None = None  # so many passes in a row
    material: Material | None = None  # draws decided by the men on the board
