"""`counter-strike KIND+` (Chu shogi's rule after a lion is taken): after a man of another kind
takes a man of these kinds, the other side's next move may take one of them with a man of
another kind only on that square. The square rides in the position (`Position.struck`, the
FEN's en-passant field); a man of the kinds may always take one."""

from __future__ import annotations

from variantc.reference.game import Game
from variantc.reference.position import Change, Move, Position


def strike(game: Game, change: Change) -> None:
    """Effect: the square where this move's man of another kind took one of the kinds (where
    it lands, else on its way), or none."""
    rule, move, before = game.variant.counter_strike, change.move, change.before
    change.struck = None
    if rule is None or move.origin is None or move.letter in rule.kinds:
        return
    for cell in (*move.via, move.target):  # the last one taken wins
        man = before.board[cell] if cell != move.origin else None
        if man is not None and man.side is not before.side and man.letter in rule.kinds:
            change.struck = cell


def forbidden(game: Game, pos: Position, move: Move) -> bool:
    """Whether `move` takes a man of the kinds elsewhere than where the last move took one."""
    rule = game.variant.counter_strike
    if rule is None or pos.struck is None or move.origin is None or move.letter in rule.kinds:
        return False
    return any((man := pos.board[c]) is not None and man.side is not pos.side
               and man.letter in rule.kinds and c != pos.struck
               for c in (*move.via, move.target) if c != move.origin)
