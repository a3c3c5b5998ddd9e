"""Petrification: a man of a `petrify` kind that captures turns into a wall on the square where
it captured. A wall holds no man: nothing may stand on it, land on it or capture it, and it
blocks as a man does (a line stops before it, a hop may use it as its screen, a lame leap is
stopped by it). Walls are kept in `Position.walls`, and betza.occupied, men.arrive, drops and
castling read them.

A royal kind that petrifies may not capture (men.arrive) and so attacks nothing
(attacks.attacked); its men still give check (attacks.in_check), as Fairy-Stockfish's do."""

from __future__ import annotations

from variantc.reference.game import Game
from variantc.reference.position import Change


def petrify(game: Game, change: Change) -> None:
    """Effect: a capturer of a petrifying kind becomes a wall where it captured."""
    move = change.move
    if move.origin is None or not change.taken or move.letter not in game.variant.petrify:
        return
    change.board[move.target] = None
    change.walls = change.walls | {move.target}
