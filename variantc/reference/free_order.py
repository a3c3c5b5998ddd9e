"""The free order before the first capture (`free-order until capture`, Senterej's werera).

While the phase lasts, a position's moves are both sides' legal moves: each side's judged as
if it were to move, and a move is made by the side whose man it moves. The side to move is a
hint, the side that did not make the last move. The first move that takes a man, or gives
check, ends the phase: its side's opponent moves next, and the sides alternate from then on.
The fullmove number goes up after each of Black's moves.
"""

from __future__ import annotations

from dataclasses import replace

from variantc.reference import turns
from variantc.reference.attacks import royal_attacked
from variantc.reference.game import Game
from variantc.reference.position import SIDES, Change, Move, Position


def movers(pos: Position) -> tuple[Position, ...]:
    """The position as each side that may move in it sees it: itself, after the phase."""
    return tuple(replace(pos, side=s) for s in SIDES) if pos.free else (pos,)


def as_mover(pos: Position, move: Move) -> Position:
    """In the phase, the position with the side whose man `move` moves to move."""
    if not pos.free or move.origin is None:
        return pos
    man = pos.board[move.origin]
    assert man is not None
    return replace(pos, side=man.side)


def close(game: Game, change: Change) -> None:
    """After the side has passed as always: the phase ends with a man taken or a check given."""
    if change.free and (change.taken or turns.gives_check(game, change.position(), change.mover)):
        change.free = False


def exposed(game: Game, pos: Position) -> bool:
    """In the phase, a royal man attacked: no move leads there, as a check ends the phase."""
    return pos.free and bool(game.royal) and any(royal_attacked(game, pos, s) for s in SIDES)

