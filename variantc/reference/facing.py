"""`forbid facing`: a move is illegal if, once it is played, a royal man of the mover stands on
one file with an enemy royal man and only empty squares between them (xiangqi's flying
general). The file is walked as a rook's line, north and south (betza.line)."""

from __future__ import annotations

from variantc.ir.model import Side
from variantc.reference.betza import line
from variantc.reference.game import Game
from variantc.reference.position import Position


def faces(game: Game, pos: Position, side: Side) -> bool:
    """Whether a royal man of `side` sees an enemy royal man along its file."""
    for cell, man in enumerate(pos.board):
        if man is None or man.side is not side or man.letter not in game.royal:
            continue
        for dr in (1, -1):
            for c in line(game, cell, 0, dr, None):
                other = pos.board[c]
                if other is not None:
                    if other.side is not side and other.letter in game.royal:
                        return True
                    break
    return False


def forbidden(game: Game, pos: Position, after: Position) -> bool:
    """The move from `pos` that made `after` leaves the mover's royal man facing, and facing
    is forbidden."""
    return game.variant.endings.forbid_facing and faces(game, after, pos.side)
