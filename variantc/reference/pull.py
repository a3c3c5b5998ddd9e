"""Pulls: after its move, or instead of one, a piece that pulls removes the first man along one
of its pull lines, when that man is an enemy and exactly the required number of holes, and
nothing else, lie between (the man is pulled into a hole). The move names the pulled man's
square after a '!'; captures.py takes it off the board."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from variantc.ir.model import Piece
from variantc.reference.effects import apply
from variantc.reference.game import Game
from variantc.reference.position import Move, Position
from variantc.runtime.topology import HOLE, VOID, compass_of


def after(game: Game, pos: Position, move: Move) -> Iterator[Move]:
    """Follow-up: the pulls the moving piece may make from where its move leaves it."""
    piece = game.pieces[move.letter]
    if piece.pull is not None:
        yield from pulls(game, apply(game, pos, move, turn=False), move, piece)


def instead(game: Game, pos: Position) -> Iterator[Move]:
    """Source: the pulls of the side to move's men that stay where they stand."""
    for cell, man in enumerate(pos.board):
        if man and man.side is pos.side and game.pieces[man.letter].pull is not None:
            yield from pulls(game, pos, Move(cell, cell, man.letter), game.pieces[man.letter])


def pulls(game: Game, pos: Position, move: Move, piece: Piece) -> Iterator[Move]:
    """`move` with each pull open to its piece from `move.target`; `pos.side` pulls."""
    assert piece.pull is not None
    for vector in piece.pull.vectors:
        df, dr = piece.absolute(vector, pos.side)
        holes = 0
        for cell in beam(game, move.target, df, dr):
            man = pos.board[cell]
            if game.topo.kinds[cell] == HOLE:
                holes += 1
            elif man is not None:
                if man.side is not pos.side and holes == piece.pull.holes:
                    yield replace(move, pull=cell)
                break


def beam(game: Game, cell: int, df: int, dr: int) -> Iterator[int]:
    """The cells of a line, holes included, until a void cell or the edge."""
    topo = game.topo
    direction, here = compass_of(df, dr), cell
    states: set[tuple[int, int]] = set()
    cells: set[int] = set()
    while True:
        nxt = topo.step(here, direction)
        if nxt is None or nxt == cell or topo.kinds[nxt] == VOID or (nxt, direction) in states:
            return
        states.add((nxt, direction))
        direction = topo.turn(nxt, direction)
        if nxt not in cells:  # a cell crossed twice is met once
            cells.add(nxt)
            yield nxt
        here = nxt
