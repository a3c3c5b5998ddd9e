"""Drops: instead of moving, a side puts a man it holds on an empty square, from each pool the
variant lets it drop from while that source's condition holds. A piece's drop rule may limit it
to a zone, or to files without an own man of its kind; a drop that may not checkmate is judged
with legality (legality.py)."""

from __future__ import annotations

from collections.abc import Iterator

from compiler.ir.model import Piece, Side
from compiler.reference.conditions import holds
from compiler.reference.confinement import stands
from compiler.reference.game import Game
from compiler.reference.position import Change, Held, Man, Move, Position
from compiler.reference.promotion import stuck


def drops(game: Game, pos: Position) -> Iterator[Move]:
    """Source: the drops of the side to move, before legality."""
    side = pos.side
    for source in game.variant.drops:
        if source.when is not None and not holds(game, pos, source.when):
            continue
        segment = game.segment(source.pool, side)
        for letter in sorted({man.letter for man in pos.pools[segment] if man.side is side}):
            piece = game.pieces[letter]
            for cell in zone(game, piece, side):
                if pos.board[cell] is not None or stuck(game, piece, side, cell):
                    continue
                if piece.drop.one_per_file and file_holds(game, pos, cell, Man(side, letter, False)):
                    continue
                yield Move(None, cell, letter, pool=segment)


def zone(game: Game, piece: Piece, side: Side) -> tuple[int, ...]:
    """Where a man of `side` may be dropped: its piece's drop zone, or any square, where it
    may stand."""
    cells = piece.drop.zone.cells(side) if piece.drop.zone else game.topo.squares
    return tuple(c for c in cells if stands(game, piece.letter, side, c))


def file_holds(game: Game, pos: Position, cell: int, man: Man) -> bool:
    files = game.topo.files
    return any(pos.board[c] == man for c in range(cell % files, game.topo.size, files))


def place(game: Game, change: Change) -> None:
    """Effect: a dropped man leaves its pool for its square."""
    move = change.move
    if move.origin is not None:
        return
    assert move.pool is not None
    change.pools[move.pool].remove(Held(change.mover, move.letter))
    change.board[move.target] = Man(change.mover, move.letter, False)
