"""`spares-guarded KIND+ [from-afar] [unless-first-taking-other-than KIND+]`: a piece that may not
take a man of those kinds where the enemy guards it (Chu shogi's lion, which may not take a
protected lion that is not next to it, unless it first took a man other than a pawn or a
go-between on its way). Judged before the move, on the board the move opens (`guarded`)."""

from __future__ import annotations

from dataclasses import replace

from variantc.ir.model import Side
from variantc.reference.attacks import attacked, attacking
from variantc.reference.game import Game
from variantc.reference.position import Move, Position


def spared(game: Game, pos: Position, move: Move) -> bool:
    """Whether `move` takes a man its piece spares there."""
    if move.origin is None or move.target == move.origin:
        return False
    rule = game.pieces[move.letter].spares_guarded
    victim = pos.board[move.target]
    if rule is None or victim is None or victim.side is pos.side or victim.letter not in rule.kinds:
        return False
    topo = game.topo
    if rule.afar and move.target in {topo.step(move.origin, d) for d in range(8)}:
        return False  # a step away: not from afar
    if rule.bridge is not None and any(
            (man := pos.board[c]) is not None and man.letter not in rule.bridge for c in move.via):
        return False  # it took another man first, on its way
    return guarded(game, pos, move, victim.side)


def guarded(game: Game, pos: Position, move: Move, by: Side) -> bool:
    """Whether a man of `by` could take on the move's target, before the move, were its origin
    and the squares it stops on to take empty; a man there that it takes still guards, as
    lishogi judges it (the Chu shogi rule's own example: a lion may not take a pawn and then
    the lion the pawn protects)."""
    assert move.origin is not None
    board = list(pos.board)
    board[move.origin] = None
    opened = replace(pos, board=tuple(None if c in move.via else m for c, m in enumerate(board)))
    if attacked(game, opened, move.target, by):
        return True
    kept = replace(pos, board=tuple(board))
    return any(c in attacking(game, kept, move.target, by) for c in move.via
               if (man := pos.board[c]) is not None and man.side is by)
