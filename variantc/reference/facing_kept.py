"""`forbid facing-kept` (Janggi's bikjang): while a royal man of the side to move faces an
enemy royal man along an open file, a move other than a pass that leaves them facing is
illegal; while they face, the pass is legal even in check. Facing is judged as `forbid
facing` judges it (reference/facing.py)."""

from __future__ import annotations

from variantc.reference.facing import faces
from variantc.reference.game import Game
from variantc.reference.position import Move, Position


def passes_facing(game: Game, pos: Position, move: Move) -> bool:
    """A pass while the royal men face: legal even in check (Fairy-Stockfish's bikjang)."""
    return game.variant.endings.forbid_facing_kept and move.stand and faces(game, pos, pos.side)


def forbidden(game: Game, pos: Position, move: Move, after: Position) -> bool:
    """The move from `pos` that made `after` keeps facing royal men facing, and is no pass."""
    return (game.variant.endings.forbid_facing_kept and not move.stand
            and faces(game, pos, pos.side) and faces(game, after, pos.side))
