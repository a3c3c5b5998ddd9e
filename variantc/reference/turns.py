"""Turns of several moves (`turns`): whether a move ends its turn, what each side may take in
passing across a turn, and a check that only a turn's last move may give.

A turn is `turns.moves(rule, k)` moves of one side, k the turn's number in the game (runtime.
turns). It ends early on a move that gives check, with `check ends-turn`; with `check last`, a
move that gives check is legal only as the turn's last. En passant: a man that passed squares
in any move of a turn may be taken on them by the other side's next turn, with its first move,
if it still stands where that move left it and the square is empty; `en-passant-chained` lets a
move after such a capture take another man so, as the first move could have.
"""

from __future__ import annotations

from variantc.ir.model import Side
from variantc.ir.turns import TurnCheck
from variantc.reference.attacks import royal_attacked
from variantc.reference.game import Game
from variantc.reference.position import OTHER, SIDES, Change, Position
from variantc.runtime import turns


def length(game: Game, pos: Position | Change) -> int:
    """The moves the side to move's turn holds."""
    assert game.variant.turns is not None
    return turns.moves(game.variant.turns.rule(), turns.number(SIDES.index(pos.side),
                                                                 pos.fullmove))


def gives_check(game: Game, after: Position, mover: Side) -> bool:
    return bool(game.royal) and royal_attacked(game, after, OTHER[mover], stones=True)


def forbidden(game: Game, pos: Position, after: Position) -> bool:
    """With `check last`, a move before its turn's last that gives check."""
    rule = game.variant.turns
    return (rule is not None and rule.check is TurnCheck.LAST
            and pos.done + 1 < length(game, pos) and gives_check(game, after, pos.side))


def pass_turn(game: Game, change: Change) -> None:
    """The move counted in its turn; the turn ended after its last move or, with `check
    ends-turn`, a check; the rights to take in passing that the turn leaves."""
    before, move = change.before, change.move
    pending = tuple(r for r in before.pending if r[0] != move.origin)
    if change.ep:  # this move passed squares (en_passant.mark)
        assert change.ep_victim is not None
        pending += ((change.ep_victim, change.ep),)
    rule = game.variant.turns
    assert rule is not None
    ended = before.done + 1 >= length(game, before)
    if not ended and rule.check is TurnCheck.ENDS_TURN:
        ended = gives_check(game, change.position(), change.mover)
    if ended:
        change.side, change.done, change.pending = OTHER[change.mover], 0, ()
        change.fullmove = before.fullmove + (change.mover is Side.BLACK)
        mover = change.mover
        _open(change, [(sq, v) for v, squares in pending for sq in squares
                       if change.board[sq] is None and (man := change.board[v]) is not None
                       and man.side is mover])
        return
    change.done, change.pending = before.done + 1, pending
    # with `en-passant-chained`, after a capture in passing the others open may be taken too
    chained = rule.chained and move.captures and move.target in before.ep
    _open(change, [(sq, v) for sq, v in zip(before.ep, before.ep_victims, strict=True)
                   if v not in move.captures and change.board[sq] is None
                   and change.board[v] == before.board[v]] if chained else [])


def _open(change: Change, rights: list[tuple[int, int]]) -> None:
    """The squares the side to move next may take in passing on, each with its man."""
    rights.sort()
    change.ep = tuple(sq for sq, _ in rights)
    change.ep_victims = tuple(v for _, v in rights)
    change.ep_victim = rights[0][1] if rights else None
