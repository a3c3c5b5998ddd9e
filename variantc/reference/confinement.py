"""Confinement: the men of a confined piece stand only on its zone's squares, worked out for
their side. They move, capture, are dropped and are promoted to only there, and attack nothing
elsewhere; lines may still pass over other squares."""

from __future__ import annotations

from variantc.ir.model import Side
from variantc.reference.game import Game


def stands(game: Game, letter: str, side: Side, cell: int) -> bool:
    """Whether a man of `letter` and `side` may stand on `cell`."""
    zone = game.pieces[letter].confined
    return zone is None or cell in zone.cells(side)
