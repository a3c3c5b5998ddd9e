"""En passant: a plain move of a piece that may be taken in passing leaves the squares it passed
open; on the next move only, an enemy man of such a piece may capture it by moving to one."""

from __future__ import annotations

from compiler.ir.model import Piece, Side
from compiler.reference.game import Game
from compiler.reference.position import OTHER, Change, Man, Move, Position
from compiler.runtime.topology import compass_of


def opened(piece: Piece, passed: tuple[int, ...]) -> tuple[int, ...]:
    """The squares a plain move that passed `passed` leaves open to a capture in passing."""
    return passed if piece.en_passant else ()


def capture(pos: Position, origin: int, target: int, piece: Piece) -> Move | None:
    """A capturing movement that reaches an empty square: a capture in passing, if it may."""
    if not piece.en_passant or target not in pos.ep:
        return None
    assert pos.ep_victim is not None
    return Move(origin, target, piece.letter, captures=(pos.ep_victim,))


def mark(game: Game, change: Change) -> None:
    """Effect: the squares this move opens, and the man a capture there takes; none else."""
    move = change.move
    change.ep, change.ep_victim = move.passed, move.target if move.passed else None


def read(game: Game, board: list[Man | None], side: Side, square: int | None
         ) -> tuple[tuple[int, ...], int | None]:
    """The open squares and the victim, from the FEN's en-passant square (`side` to move). The
    man that passed it stands further on, in its own forward direction; the empty squares
    between were passed too."""
    if square is None:
        return (), None
    topo, mover = game.topo, OTHER[side]
    forward = compass_of(0, 1 if mover is Side.WHITE else -1)
    passed, here = [square], topo.step(square, forward)
    while here is not None and topo.is_square(here) and board[here] is None:
        passed.append(here)
        here = topo.step(here, forward)
    man = board[here] if here is not None else None
    if here is not None and man and man.side is mover and game.pieces[man.letter].en_passant:
        return tuple(passed), here
    return (), None
