"""Exchanges: instead of a move, a side hands an enemy man from its `source` pool over to the
opponent's `target` pool, and at once drops one of its own men from the opponent's `source`
pool, worth no more (piece values), where that piece may be dropped."""

from __future__ import annotations

from collections.abc import Iterator

from variantc.reference.drops import zone
from variantc.reference.game import Game
from variantc.reference.position import OTHER, Change, Held, Move, Position
from variantc.reference.promotion import stuck


def exchanges(game: Game, pos: Position) -> Iterator[Move]:
    """Source: the exchanges of the side to move, before legality; the drop half is a drop from
    the opponent's pool (drops.place), the hostage is named in the move."""
    x = game.variant.exchange
    if x is None:
        return
    me, them = pos.side, OTHER[pos.side]
    theirs = game.segment(x.source, them)
    hostages = sorted({h.letter for h in pos.pools[game.segment(x.source, me)] if h.side is them})
    wanted = sorted({y.letter for y in pos.pools[theirs] if y.side is me})
    for hostage in hostages:
        for letter in wanted:
            if (game.pieces[hostage].value or 0) < (game.pieces[letter].value or 0) \
                    or game.pieces[hostage].royal or game.pieces[letter].royal:
                continue  # worth more than the hostage, or royal: never exchanged
            piece = game.pieces[letter]
            for cell in zone(game, piece, me):
                if pos.board[cell] is None and cell not in pos.walls \
                        and not stuck(game, piece, me, cell):  # never onto a wall (petrify)
                    yield Move(None, cell, letter, pool=theirs, hostage=hostage)


def hand_over(game: Game, change: Change) -> None:
    """Effect: the hostage leaves the mover's `source` pool for the opponent's `target` pool."""
    x, hostage = game.variant.exchange, change.move.hostage
    if x is None or not hostage:
        return
    them = OTHER[change.mover]
    change.pools[game.segment(x.source, change.mover)].remove(Held(them, hostage))
    change.pools[game.segment(x.target, them)].append(Held(them, hostage))
