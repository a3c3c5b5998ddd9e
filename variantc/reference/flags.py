"""Goals judged on the holder's next turn: `held` and `reply SIDE OUTCOME` (Fairy-Stockfish's
flagMove, docs/language.md section 11).

For such a goal, a man of its kind in its side's zone:
- the side to move that holds it gets the goal's outcome; but if the other side holds it too
  and is the side that may reply, that side has equalised: its reply outcome;
- with `reply`, a side that has just reached it ends the game at once unless the side to move
  is the one that may reply, is not in check, and has a legal move after which it holds its
  own goal too.
"""

from __future__ import annotations

from variantc.ir.model import Goal, Side
from variantc.reference.attacks import in_check
from variantc.reference.game import Game
from variantc.reference.position import OTHER, Position

Judged = tuple[Side, str]  # the side the outcome is stated for, and the outcome


def judged(game: Game, pos: Position) -> Judged | None:
    """The outcome of the first held goal that ends the game here, if any."""
    for goal in game.variant.endings.goals:
        if goal.hold is None:
            continue
        found = _judge(game, pos, goal)
        if found is not None:
            return found
    return None


def _judge(game: Game, pos: Position, goal: Goal) -> Judged | None:
    assert goal.hold is not None
    us, them, replier = pos.side, OTHER[pos.side], goal.hold.side
    if holds(pos, goal, us):
        if replier is not None and replier is them and holds(pos, goal, them):
            assert goal.hold.outcome is not None
            return them, goal.hold.outcome.value
        return us, goal.outcome.value
    if replier is None or not holds(pos, goal, them):
        return None
    if replier is us and not (game.royal and in_check(game, pos)) and _equalises(game, pos, goal):
        return None
    return them, goal.outcome.value


def holds(pos: Position, goal: Goal, side: Side) -> bool:
    assert goal.zone is not None
    return any((man := pos.board[c]) is not None and man.side is side and man.letter == goal.letter
               for c in goal.zone.cells(side))


def _equalises(game: Game, pos: Position, goal: Goal) -> bool:
    """Whether the side to move has a legal move after which it holds the goal too."""
    from variantc.reference.actions import SOURCES
    from variantc.reference.effects import apply
    from variantc.reference.legality import is_legal
    return any(is_legal(game, pos, m) and holds(apply(game, pos, m), goal, pos.side)
               for source in SOURCES for m in source(game, pos))
