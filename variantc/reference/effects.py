"""What playing a move does: its effects, in order, each from the module of its rule.

Each effect looks at the move and changes the position being built (position.Change), or
leaves it alone when its rule has no part in the move. A new rule with an effect adds it here.
"""

from __future__ import annotations

from collections.abc import Callable

from variantc.ir.model import Side
from variantc.reference import (
    captures,
    castling,
    clock,
    counter_strike,
    counters,
    counting,
    drops,
    en_passant,
    exchange,
    explosions,
    first_moves,
    free_order,
    gating,
    men,
    petrify,
    promotion,
    runs,
    transfer,
    turns,
    walling,
)
from variantc.reference.game import Game
from variantc.reference.position import OTHER, Change, Move, Position

Effect = Callable[[Game, Change], None]


def pass_turn(game: Game, change: Change) -> None:
    """The other side moves next (unless the mover is only being looked at); the fullmove
    number counts black's moves; the halfmove clock, which the move limit reads, restarts as
    clock.py says."""
    change.halfmove = 0 if clock.resets(game, change) else change.before.halfmove + 1
    if game.variant.turns is not None:
        if change.turn:
            turns.pass_turn(game, change)
        return
    change.fullmove = change.before.fullmove + (change.mover is Side.BLACK)
    if change.turn:
        change.side = OTHER[change.mover]
    if game.variant.free_order is not None:
        free_order.close(game, change)


EFFECTS: tuple[Effect, ...] = (
    captures.take,             # men on the target, en passant's victims, a pulled man: to pools
    drops.place,               # a dropped man leaves its pool for its square
    exchange.hand_over,        # an exchange's hostage goes to the opponent's other pool
    men.land,                  # the man leaves its origin for its target
    promotion.promote,         # ... as the piece it promotes to; a swap fills and empties pools
    castling.move_rook,        # castling's rook lands beside the king
    castling.rights,           # rights lost (or, by a dropped rook, restored)
    first_moves.lose,          # first-move rights lost: squares touched, men aimed at
    gating.place,              # a gated man on the square the move left
    gating.close,              # gates lost where the move started or landed
    explosions.blast,          # a capture blows up its square and the men around it
    petrify.petrify,           # a capturer of a petrifying kind turns into a wall
    walling.place,             # the wall leaves its squares for the one the move names
    en_passant.mark,           # the squares a capture in passing may land on next move
    counter_strike.strike,     # the square where a man of the kinds was taken, by another
    transfer.carry,            # the men go on to the next level, the squares they passed too
    counters.count_captures,   # men lost and captured
    pass_turn,                 # side to move, fullmove number, halfmove clock
    counters.count_checks,     # checks given (reads the position with the turn passed)
    counting.count,            # the counting rule's count: a ply counted, a count started
    runs.count,                # passes and facing positions in a row
)


def apply(game: Game, pos: Position, move: Move, turn: bool = True) -> Position:
    """The position after `move`; `turn=False` keeps the mover on move (to look at pulls)."""
    change = Change.start(free_order.as_mover(pos, move), move, turn)
    for effect in EFFECTS:
        effect(game, change)
    return change.position()
