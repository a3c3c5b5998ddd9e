"""Captures: the men a move takes leave the board, for the captor's pool if the variant has
one, where they change colour and demote, or keep both."""

from __future__ import annotations

from variantc.ir.model import Side
from variantc.reference.game import Game
from variantc.reference.position import Change, Held, Man, Move, Position


def lands_on_man(pos: Position, move: Move) -> bool:
    """Whether the move takes a man where it lands, or in passing: what promotion and demotion
    `on-capture` and `entering` count (a move of several legs that takes on its way does not
    count that man)."""
    return move.target != move.origin and pos.board[move.target] is not None or bool(
        move.captures) and not move.via


def take(game: Game, change: Change) -> None:
    """Effect: the men on the move's target, en passant's victims and a pulled man are taken."""
    move, board = change.move, change.board
    target = move.target if move.rook is None else None  # a castling king may land on its rook
    cells = dict.fromkeys(c for c in (target, *move.captures, move.pull)
                          if c is not None and c != move.origin and board[c] is not None)
    for cell in cells:
        victim = board[cell]
        assert victim is not None
        change.taken.append(victim)
        route(game, change.pools, victim, change.mover)
        board[cell] = None


def route(game: Game, pools: list[list[Held]], victim: Man, captor: Side) -> None:
    """A captured man goes to its captor's pool, if the variant has one."""
    capture = game.variant.capture
    if capture is None:
        return
    segment = pools[game.segment(capture.pool, captor)]
    if capture.keep_colour:
        segment.append(Held(victim.side, victim.letter))
    else:
        segment.append(Held(captor, game.variant.demoted(victim.letter, victim.marked)))
