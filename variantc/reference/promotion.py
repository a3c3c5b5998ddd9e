"""Promotion, and immobility.

A move that starts or ends in its piece's promotion zone promotes to one of the choices:
forced unless optional; `limited` to kinds the side has fewer of on the board than in the
setup; by `swap`, only to own men in the opponent's pool, the promoting man going there
instead. Where the variant forbids immobility, no man may move or be dropped where it could
never move again, even on an empty board (so a promotion there is compulsory).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import replace

from variantc.ir.model import Piece, Promotion, Side
from variantc.reference.betza import reach
from variantc.reference.captures import lands_on_man
from variantc.reference.confinement import stands
from variantc.reference.demotion import demotions
from variantc.reference.game import Game
from variantc.reference.position import OTHER, Change, Held, Man, Move, Position


def promotions(game: Game, pos: Position, move: Move, piece: Piece) -> Iterator[Move]:
    """A move as it may be made: plain, or promoting to each allowed choice; a man whose piece
    `demotes` turns back into the piece it promoted from instead (demotion.py)."""
    promo, side = piece.promotion, pos.side
    if piece.demotion is not None:
        yield from (m for m in demotions(game, pos, move, piece)
                    if m.promotion is not None or not stuck(game, piece, side, move.target))
        return
    zone = promo.zone.cells(side) if promo else ()
    if promo is None or promo.standing or (move.target not in zone and move.origin not in zone) or (
            promo.on_capture and not lands_on_man(pos, move)) or (
            promo.entering and not entering(game, pos, move, piece, zone)):
        if not stuck(game, piece, side, move.target):
            yield move
        return
    if promo.optional and not stuck(game, piece, side, move.target):
        yield move
    for letter in choices(game, pos, side, promo, move.target):
        yield replace(move, promotion=letter)


def entering(game: Game, pos: Position, move: Move, piece: Piece, zone: Collection[int]) -> bool:
    """`entering`: the move enters the zone from outside, or lands in it where the man could
    never move again (even on an empty board), or captures (starting or ending in it)."""
    return move.target in zone and (move.origin not in zone or immobile(
        game, piece, pos.side, move.target)) or lands_on_man(pos, move)


def choices(game: Game, pos: Position, side: Side, promo: Promotion, target: int) -> list[str]:
    """The kinds a man of `side` may promote to now, landing on `target`."""
    offered = swaps(game, pos, side, promo) if promo.swap else promo.choices(side)
    if promo.by_file:  # the one kind of the file it lands on
        file, _ = game.topo.coords(target)
        offered = [x for x in offered if x == promo.by_file[file]]
    return [letter for letter in offered if stands(game, letter, side, target)
            and (letter not in promo.limited
                 or count(pos, side, letter) < in_setup(game, side, letter))]


def swaps(game: Game, pos: Position, side: Side, promo: Promotion) -> list[str]:
    """The choices a swap promotion has: the side's own men in the opponent's pool."""
    assert promo.swap is not None
    segment = pos.pools[game.segment(promo.swap, OTHER[side])]
    return [x for x in promo.choices(side) if Held(side, x) in segment]


def frozen(game: Game, pos: Position, piece: Piece, side: Side, cell: int) -> bool:
    """A man whose move to `cell` must promote by a swap, with nothing to swap for: it attacks
    nothing there."""
    promo = piece.promotion
    return (promo is not None and promo.swap is not None and not promo.optional
            and cell in promo.zone.cells(side)
            and not any(stands(game, x, side, cell) for x in swaps(game, pos, side, promo)))


def stuck(game: Game, piece: Piece, side: Side, cell: int) -> bool:
    """Whether `piece` on `cell` could never move again, even on an empty board (and the
    variant forbids that)."""
    return game.variant.forbid_immobility and immobile(game, piece, side, cell)


def immobile(game: Game, piece: Piece, side: Side, cell: int) -> bool:
    """Whether `piece` on `cell` could never move again, even on an empty board."""
    return bool(piece.moves) and not any(
        game.topo.is_square(t) and stands(game, piece.letter, side, t) for m in piece.moves
        if (not m.initial or cell in piece.initial.cells(side)) and m.starts(cell, side)
        for t, _ in reach(game, None, cell, piece, m, side))


def count(pos: Position, side: Side, letter: str) -> int:
    return sum(1 for m in pos.board if m and m.side is side and m.letter == letter)


def in_setup(game: Game, side: Side, letter: str) -> int:
    return sum(1 for m in game.variant.setup.men if m.side is side and m.letter == letter)


def promote(game: Game, change: Change) -> None:
    """Effect: the man lands as the piece it promotes to, marked if it demotes when captured;
    a swap takes that piece from the opponent's pool and leaves the promoting man there."""
    move, side = change.move, change.mover
    if move.promotion is None:
        return
    change.board[move.target] = Man(side, move.promotion, move.promotion in game.variant.marks())
    promo = game.pieces[move.letter].promotion
    if promo is not None and promo.swap:
        segment = change.pools[game.segment(promo.swap, OTHER[side])]
        segment.remove(Held(side, move.promotion))
        segment.append(Held(side, move.letter))
