"""`captures forced` (Fairy-Stockfish's mustCapture): while a capture is legal, only captures are.

A capture is a move that takes a man: one of the other side's on its target, or one in passing
(en passant). Castling, drops and exchanges never capture. Only legal captures force, so with a
royal man a capture that would leave it attacked does not.
"""

from __future__ import annotations

from variantc.reference.game import Game
from variantc.reference.position import Move, Position


def must_capture(game: Game, pos: Position, moves: dict[str, Move]) -> dict[str, Move]:
    """Legality: the legal moves, only their captures if there are any."""
    if not game.variant.endings.captures_forced:
        return moves
    kept = {name: m for name, m in moves.items() if captures(pos, m)}
    return kept or moves


def captures(pos: Position, move: Move) -> bool:
    if move.captures:
        return True
    if move.origin is None or move.rook is not None or move.hostage is not None:
        return False
    man = pos.board[move.target]
    return man is not None and man.side is not pos.side
