"""En passant: a plain move of a piece that may be taken in passing leaves the squares it passed
open; on the next move only, an enemy man of such a piece may capture it by moving to one,
with a capture-only move, where none of its own moves lands on that square as a plain move
(Fairy-Stockfish's rule). A royal man is never taken in passing: a move that leaves one
(promoted to a royal kind, or of a royal piece) leaves no square open."""

from __future__ import annotations

from variantc.ir.model import Piece, Side
from variantc.reference.game import Game
from variantc.reference.position import Change, Move, Position


def opened(piece: Piece, side: Side, passed: tuple[int, ...]) -> tuple[int, ...]:
    """The squares a plain move that passed `passed` leaves open to a capture in passing: those
    of the piece's en-passant zone, for its side, if it has one."""
    if not piece.en_passant:
        return ()
    zone = piece.en_passant_zone
    return passed if zone is None else tuple(x for x in passed if x in zone.cells(side))


def capture(pos: Position, origin: int, target: int, piece: Piece) -> Move | None:
    """A capturing movement that reaches an empty square: a capture in passing, if it may."""
    if not piece.en_passant or target not in pos.ep:
        return None
    victim = pos.ep_victims[pos.ep.index(target)] if pos.ep_victims else pos.ep_victim
    assert victim is not None
    return Move(origin, target, piece.letter, captures=(victim,))


def unshadowed(moves: list[Move]) -> list[Move]:
    """One man's moves, less its captures in passing onto a square that another of its moves
    reaches: that square is empty, so that move is a plain one, and the man moves there."""
    landed = {m.target for m in moves if not m.captures}
    return [m for m in moves if not (m.captures and not m.via and m.target in landed)]


def mark(game: Game, change: Change) -> None:
    """Effect: the squares this move opens, and the man a capture there takes; none else, nor
    any for a man that is royal once it has moved."""
    move = change.move
    passed = () if (move.promotion or move.letter) in game.royal else move.passed
    change.ep, change.ep_victim = passed, move.target if passed else None
