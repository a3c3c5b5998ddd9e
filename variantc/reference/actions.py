"""What the side to move may do: the sources of candidate moves, each from the module of its
rule, and what a man may add to a move of its own. legality.py keeps the legal ones.

A new kind of action adds its source to SOURCES; something a piece does as part of its own
move (a pull, say) adds a follow-up to FOLLOW_UPS. The order only orders the moves found.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from variantc.reference import (
    bare_king,
    castling,
    drops,
    exchange,
    extinction,
    first_moves,
    goals,
    men,
    passing,
    pull,
    remote,
    runs,
    safe_goals,
    standing,
    transfer,
)
from variantc.reference.game import Game
from variantc.reference.position import Move, Position

Source = Callable[[Game, Position], Iterator[Move]]
FollowUp = Callable[[Game, Position, Move], Iterator[Move]]

FOLLOW_UPS: tuple[FollowUp, ...] = (
    pull.after,  # the piece pulls from where its move leaves it
)


def men_moves(game: Game, pos: Position) -> Iterator[Move]:
    """The moves of the men on the board (men.py), each followed by its follow-ups."""
    if game.variant.remote():
        yield from remote.moves(game, pos)  # frozen men stay, captures away from the target
        return
    for move in men.moves(game, pos):
        yield move
        for follow_up in FOLLOW_UPS:
            yield from follow_up(game, pos, move)


SOURCES: tuple[Source, ...] = (
    men_moves,           # a man moves: Betza movement, promotion, en passant
    first_moves.first_moves,  # a man holding its first-move right makes a first move
    pull.instead,        # a man pulls without moving
    castling.castlings,  # the king castles with a rook
    drops.drops,         # a man held in a pool is dropped
    exchange.exchanges,  # a hostage handed over for a man dropped
    standing.standing,   # a man promotes in place or by a step, as a move of its own
    passing.passes,      # the side passes (`pass`)
)


def candidates(game: Game, pos: Position) -> Iterator[Move]:
    """Every move the side to move may try, before legality; none once the game is over."""
    if (goals.over(game, pos) or bare_king.judged(game, pos) is not None
            or bare_king.both_bare(game, pos)
            or extinction.extinct(game, pos) is not None
            or safe_goals.judged(game, pos) is not None or runs.over(game, pos) is not None):
        return
    for source in SOURCES:
        yield from (m for m in source(game, pos) if not transfer.blocked(game, pos, m))
