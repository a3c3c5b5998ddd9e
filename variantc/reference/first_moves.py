"""First moves: moves a man may make only while it holds its first-move right.

A right belongs to a square of a side's first rank, as the FEN's castling field names it by
file (runtime.first_moves reads and writes the field); it counts while a man of that side
whose piece has `first-moves` stands there. The right is lost once any move leaves or reaches
its square, so a man that leaves and comes back has lost it. With `not-in-check` the moves are
not made while the side is in check. With `lost-when-aimed-by`, the right is also lost when an
enemy man of one of those kinds lands where, on an empty board, its capturing moves would
reach the right's square. First moves never capture and never leave en-passant squares.
"""

from __future__ import annotations

from collections.abc import Iterator

from variantc.ir.model import Mode
from variantc.reference.attacks import in_check
from variantc.reference.betza import reach
from variantc.reference.game import Game
from variantc.reference.men import arrive
from variantc.reference.position import OTHER, Change, Move, Position
from variantc.runtime import first_moves as fen_rights
from variantc.runtime.fen import Man


def first_moves(game: Game, pos: Position) -> Iterator[Move]:
    """Source: the first moves of the side to move's men that hold their right."""
    for cell in sorted(pos.firsts):
        man = pos.board[cell]
        if man is None or man.side is not pos.side:
            continue
        piece = game.pieces[man.letter]
        first = piece.first
        if first is None or (first.not_in_check and game.royal and in_check(game, pos)):
            continue
        for movement in first.moves:
            for target, _ in reach(game, pos, cell, piece, movement, pos.side):
                yield from arrive(game, pos, cell, target, (), piece, movement.mode)


def lose(game: Game, change: Change) -> None:
    """Effect: rights on the squares the move left or reached are lost, and those of the other
    side's men that the moved man now aims at, for pieces that lose their right so."""
    move = change.move
    touched = {move.target} if move.origin is None else {move.origin, move.target}
    firsts = change.firsts - touched
    change.firsts = firsts - aimed(game, change, firsts)


def aimed(game: Game, change: Change, firsts: frozenset[int]) -> frozenset[int]:
    """The other side's rights lost to the man that moved (or was dropped), which now aims at
    them."""
    mover, move = change.mover, change.move
    piece = game.pieces[move.letter]
    lost = set()
    for cell in firsts:
        man = change.board[cell]
        if man is None or man.side is not OTHER[mover]:
            continue
        first = game.pieces[man.letter].first
        if first is None or move.letter not in first.lost_to:
            continue
        if any(t == cell for m in piece.moves if m.mode is not Mode.MOVE
               for t, _ in reach(game, None, move.target, piece, m, mover)):
            lost.add(cell)
    return frozenset(lost)


def read_rights(game: Game, placement: dict[int, Man], field: str) -> frozenset[int]:
    return fen_rights.read(field, placement, game.notation)


def write_rights(game: Game, pos: Position, placement: dict[int, Man]) -> str:
    return fen_rights.write(pos.firsts, placement, game.notation)

