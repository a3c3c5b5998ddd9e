"""Explosions on capture: a capture blows up its square (the capturer and what it took) and the
men around it, but for the spared kinds. A royal man blown up ends the game: its side loses,
the side that moved first if both went. A royal man with an enemy royal man (of a kind that is
not spared) in its neighbourhood cannot be taken: the taker's own would go up with it."""

from __future__ import annotations

from collections.abc import Sequence

from variantc.ir.model import Side
from variantc.reference.game import Game
from variantc.reference.position import OTHER, Change, Position
from variantc.runtime.outcome import Outcome, Termination


def around(game: Game, cell: int) -> list[int]:
    """The squares of the neighbourhood of `cell`: one leap of the explosion away."""
    x = game.variant.explosion
    assert x is not None
    out = []
    for df, dr in x.vectors:
        path = game.topo.leap_path(cell, df, dr)
        if path is not None and game.topo.is_square(path[-1]):
            out.append(path[-1])
    return out


def blast(game: Game, change: Change) -> None:
    """Effect: after a capture, the man on the target and the men around it leave the board,
    with the castling rights, first-move rights and gates of their squares."""
    x, move = game.variant.explosion, change.move
    if x is None or not change.taken:
        return
    gone = {move.target}
    for cell in around(game, move.target):
        man = change.board[cell]
        if man is not None and man.letter not in x.spared:
            gone.add(cell)
    for cell in gone:
        change.board[cell] = None
    change.castling = frozenset(r for r in change.castling if not {r.king, r.rook} & gone)
    change.firsts = change.firsts - gone
    change.gates = change.gates - gone


def royal_men(game: Game, pos: Position, side: Side) -> int:
    """The royal men of `side`, on the board and held in pools."""
    return (sum(1 for m in pos.board if m and m.side is side and m.letter in game.royal)
            + sum(1 for seg in pos.pools for h in seg if h.side is side and h.letter in game.royal))


def blown_up(game: Game, before: Position, after: Position, side: Side) -> bool:
    """Whether a move from `before` to `after` blew up a royal man of `side`."""
    return royal_men(game, after, side) < royal_men(game, before, side)


def shielded(game: Game, pos: Position, cell: int, side: Side) -> bool:
    """Whether the royal man of `side` on `cell` has an enemy royal man that a blast would take
    in its neighbourhood: then no enemy capture may take it."""
    x = game.variant.explosion
    if x is None:
        return False
    enemy = OTHER[side]
    return any((m := pos.board[c]) is not None and m.side is enemy and m.letter in game.royal
               and m.letter not in x.spared for c in around(game, cell))


def royal_gone(game: Game, pos: Position) -> Side | None:
    """With explosions, the side that has lost its royal men: the side that moved first."""
    if game.variant.explosion is None or not game.royal:
        return None
    for side in (OTHER[pos.side], pos.side):
        if royal_men(game, pos, side) == 0:
            return side
    return None


def exploded(game: Game, history: Sequence[Position]) -> Outcome | None:
    """Ending: a side without a royal man loses, the side that moved first."""
    side = royal_gone(game, history[-1])
    if side is None:
        return None
    return Outcome(Termination.ROYAL_EXPLODED, side is Side.BLACK)
