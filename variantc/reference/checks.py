"""`forbid checks`: a move that gives check is illegal (Fairy-Stockfish's `checking = false`).

A move gives check when, once it is played, a royal man of the side now to move is attacked.
"""

from __future__ import annotations

from variantc.reference.attacks import in_check
from variantc.reference.game import Game
from variantc.reference.position import Position


def forbidden(game: Game, after: Position) -> bool:
    """The move that made `after` gives check, and checks are forbidden."""
    return game.variant.endings.forbid_checks and in_check(game, after)
