"""The halfmove clock that the move limit reads: what restarts it.

A capture restarts it, so does a man placed from a pool (a drop, an exchange), and a move of
a piece listed in `reset-by`; with `reset-by irreversible`, only such a move that the man could
not take back: none of its moves but captures (and first moves, off its initial squares) would
bring it from the move's target to its origin on an otherwise empty board, where a hop has
no hurdle.
"""

from __future__ import annotations

from variantc.ir.model import Hop, Mode
from variantc.reference.betza import reach
from variantc.reference.game import Game
from variantc.reference.position import Change


def resets(game: Game, change: Change) -> bool:
    move, endings = change.move, game.variant.endings
    if change.taken or move.origin is None:
        return True
    if move.letter not in endings.reset_by:
        return False
    return not endings.reset_one_way or not reversible(game, change)


def reversible(game: Game, change: Change) -> bool:
    """Whether the man that moved could move straight back, were the board empty."""
    move, piece = change.move, game.pieces[change.move.letter]
    return any(origin == move.origin for m in piece.moves
               if m.mode is not Mode.CAPTURE and not isinstance(m, Hop)  # no hurdle to hop
               and (not m.initial or move.target in piece.initial.cells(change.mover))
               and m.starts(move.target, change.mover)
               for origin, _ in reach(game, None, move.target, piece, m, change.mover))
