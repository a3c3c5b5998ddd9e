"""Transfer (`transfer next-level`): Alice chess's looking-glass. A move is made on its man's
level as on a board of its own; then the man, and a castling rook, go on to the cell of the same
file and rank on the next level, which must be empty: a move whose man could not go on is no
move (`blocked`). The move must be legal on the level it is made on, before the transfer (a
royal man may not step onto a cell attacked there, `through_check`), and after it. The squares
a move passes, open to a capture in passing, go on with the man: the capture is made where it
stands."""

from __future__ import annotations

from variantc.reference.attacks import attacked
from variantc.reference.game import Game
from variantc.reference.position import OTHER, Change, Move, Position


def carried(game: Game, move: Move) -> list[tuple[int, int]]:
    """The men a move carries on, as (the cell its move leaves it on, where it goes)."""
    if game.variant.transfer is None or move.origin is None:
        return []
    twin = game.topo.next_level
    cells = [move.target] + ([move.rook[1]] if move.rook is not None else [])
    return [(c, twin(c)) for c in cells]


def blocked(game: Game, pos: Position, move: Move) -> bool:
    """A man the move carries on would land on a man."""
    return any(pos.board[to] is not None for _, to in carried(game, move))


def carry(game: Game, change: Change) -> None:
    """Effect: the men go on to the next level, and the squares the move passed with them."""
    moving = carried(game, change.move)
    for at, to in moving:
        change.board[to], change.board[at] = change.board[at], None
    if moving and change.ep:
        twin = game.topo.next_level
        assert change.ep_victim is not None
        change.ep, change.ep_victim = tuple(twin(c) for c in change.ep), twin(change.ep_victim)


def through_check(game: Game, pos: Position, move: Move, after: Position) -> bool:
    """A royal man's move onto a cell attacked on the level it is made on: before it goes on,
    it would stand in check there (attacks stay on their level, so the cell is attacked in
    `after` as it was before the man left it)."""
    return (game.variant.transfer is not None and move.origin is not None
            and move.letter in game.royal
            and attacked(game, after, move.target, OTHER[pos.side]))
