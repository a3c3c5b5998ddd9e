"""Walling: each move is a man's move and then the placing of a wall, as one move (Fairy-
Stockfish's wallingRule). With `walling duck` the one wall, the duck, leaves its square(s) for
any square the man's move left empty: never the square it stands on, and never a man's.

A legal move of the men has a twin for each such square (`twins`); only the twins are legal.
A twin is named as Fairy-Stockfish names it: the man's move, a comma, the square that name
ends on and the wall's square (`e2e4,e4e5`; castling `e1g1,g1h1`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from variantc.reference.game import Game
from variantc.reference.position import Change, Move, Position
from variantc.runtime.topology import SQUARE_TEXT

_LANDING = re.compile(SQUARE_TEXT + "$")  # the last square of a name without its suffix


def twins(game: Game, pos: Position, move: Move, after: Position) -> Iterator[Move]:
    """`move` once for each square its wall may go to: `after` (the position the man's move
    makes) has no man and no wall there."""
    for cell in game.topo.squares:
        if after.board[cell] is None and cell not in after.walls:
            yield replace(move, wall=cell)


def name(game: Game, base: str, move: Move) -> str:
    """The twin's name, from the name `base` of the man's move."""
    assert move.wall is not None
    landing = _LANDING.search(base.rstrip("+abcdefghijklmnopqrstuvwxyz"))
    assert landing is not None
    return f"{base},{landing.group()}{game.topo.name(move.wall)}"


def place(game: Game, change: Change) -> None:
    """Effect: the wall leaves its squares for the move's."""
    if change.move.wall is not None:
        change.walls = frozenset({change.move.wall})
