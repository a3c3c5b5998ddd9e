"""Attacks and check, by brute force: could any enemy man's capturing movement reach a cell?"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from variantc.ir.model import Mode, Side
from variantc.reference.betza import reach
from variantc.reference.confinement import stands
from variantc.reference.explosions import shielded
from variantc.reference.game import Game
from variantc.reference.position import OTHER, Man, Position
from variantc.reference.promotion import frozen


def in_check(game: Game, pos: Position) -> bool:
    """The side to move's royal man is attacked, or would be by an enemy royal man that
    petrifies, were it allowed to capture: such a man gives check (Fairy-Stockfish's checkers),
    though its enemy may stand beside it (petrify.py). With duple check or lone royal, a royal
    man checked so counts as attacked."""
    return royal_attacked(game, pos, pos.side, stones=True)


def royal_attacked(game: Game, pos: Position, side: Side, stones: bool = False) -> bool:
    """A royal man of `side` is attacked, and not shielded by an enemy royal man beside it
    (explosions.py); with `stones`, or checked by an enemy royal man that petrifies. With
    duple check, every royal man of `side` is, and it has one; with lone royal, its only royal
    man is."""
    men = [cell for cell, man in enumerate(pos.board)
           if man and man.side is side and man.letter in game.royal]
    hit = (attacked(game, pos, cell, OTHER[side]) and not shielded(game, pos, cell, side)
           or stones and attacked(game, pos, cell, OTHER[side], stone=True) for cell in men)
    if game.variant.duple_check is not None:
        return bool(men) and all(hit)
    if game.variant.lone_royal is not None:
        return len(men) == 1 and any(hit)
    return any(hit)


def attacked(game: Game, pos: Position, cell: int, by: Side, stone: bool = False) -> bool:
    """Could `by` capture a man of the other side standing on `cell`? A royal man that would
    petrify may not; with `stone`, the question is whether such a man could, were it allowed."""
    return next(attacking(game, pos, cell, by, stone), None) is not None  # a1 is cell 0


def attackers(game: Game, pos: Position, cell: int, by: Side) -> list[int]:
    """The cells of the men of `by` that could capture a man of the other side on `cell`, in
    order (Board.attackers)."""
    return sorted(set(attacking(game, pos, cell, by)))


def attacking(game: Game, pos: Position, cell: int, by: Side, stone: bool = False
              ) -> Iterator[int]:
    """The cells of the men of `by` that could capture on `cell` (`attacked`), each once.
    With capture modes, the men with a move that takes the man there (none on an empty
    square), by any mode."""
    if game.variant.remote():
        from variantc.reference import remote  # it generates moves, as men.py, which reads this
        there = pos.board[cell]
        if there is not None and there.side is not by and not stone:
            yield from dict.fromkeys(remote.takes(game, pos, cell, by))
        return
    board = list(pos.board)
    there = board[cell]
    if there is None or there.side is by:
        board[cell] = Man(OTHER[by], "?", False)
    probe = replace(pos, board=tuple(board))
    for x, man in enumerate(probe.board):
        if man and man.side is by and stands(game, man.letter, by, cell) \
                and game.variant.stone_royal(man.letter) is stone \
                and _reaches(game, probe, x, man, cell, by):
            yield x


def _reaches(game: Game, probe: Position, x: int, man: Man, cell: int, by: Side) -> bool:
    """Whether the man on `x` could capture on `cell` by one of its moves."""
    piece = game.pieces[man.letter]
    for m in piece.moves:
        if m.mode is Mode.MOVE or (m.initial and x not in piece.initial.cells(by)) \
                or not m.starts(x, by):
            continue
        if any(t == cell for t, _ in reach(game, probe, x, piece, m, by)):
            if frozen(game, probe, piece, by, cell):
                continue
            return True
    return False
