"""Standing promotion (`promotes ... standing`), read from the IR alone: a promotion that is a
move of its own. A man of the kind in its zone, or the side's only man of the kind anywhere
(`last-anywhere`), becomes a choice where it stands, or steps as the new kind to an empty square
its moves reach; with `at-most N` only while the side has fewer than N men of that choice. The
new man may then attack no enemy man, and the move may not give check.
"""

from __future__ import annotations

from collections.abc import Iterator

from variantc.ir.model import Mode, Piece
from variantc.reference.attacks import in_check
from variantc.reference.betza import reach
from variantc.reference.game import Game
from variantc.reference.position import Move, Position


def standing(game: Game, pos: Position) -> Iterator[Move]:
    """Source: the standing promotions of the side to move."""
    for piece in game.variant.pieces:
        promo = piece.promotion
        if promo is None or not promo.standing:
            continue
        men = [c for c, m in enumerate(pos.board)
               if m and m.side is pos.side and m.letter == piece.letter]
        if not (promo.last_anywhere and len(men) == 1):
            men = [c for c in men if c in promo.zone.cells(pos.side)]
        for cell in men:
            for letter in promo.choices(pos.side):
                mine = sum(1 for m in pos.board if m and m.side is pos.side and m.letter == letter)
                if promo.at_most is not None and mine >= promo.at_most:
                    continue
                for target in sorted({cell} | _steps(game, pos, cell, game.pieces[letter])):
                    yield Move(cell, target, piece.letter, promotion=letter)


def _steps(game: Game, pos: Position, cell: int, new: Piece) -> set[int]:
    """The empty squares a man of `new` on `cell` could move to."""
    return {t for m in new.moves if m.mode is not Mode.CAPTURE and not m.initial
            and m.starts(cell, pos.side)
            for t, _ in reach(game, pos, cell, new, m, pos.side)
            if game.topo.is_square(t) and pos.board[t] is None}


def forbidden(game: Game, pos: Position, move: Move, after: Position) -> bool:
    """A standing promotion whose new man attacks an enemy man, or that gives check."""
    promo = game.pieces[move.letter].promotion
    if move.promotion is None or promo is None or not promo.standing:
        return False
    new = game.pieces[move.promotion]
    hits = any((man := after.board[t]) is not None and man.side is not pos.side
               for m in new.moves if m.mode is not Mode.MOVE
               for t, _ in reach(game, after, move.target, new, m, pos.side)
               if game.topo.is_square(t))
    return hits or in_check(game, after)
