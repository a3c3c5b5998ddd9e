"""Conditions on the game so far, as drop sources, castling and goals state them: two terms
compared, each read for the side to move."""

from __future__ import annotations

import operator
from collections.abc import Callable

from variantc.ir.model import Compare, Condition, Count, Side, Term, TermKind
from variantc.reference.game import Game
from variantc.reference.position import SIDES, Position

COMPARE: dict[Compare, Callable[[int, int], bool]] = {
    Compare.LT: operator.lt, Compare.LE: operator.le, Compare.GT: operator.gt,
    Compare.GE: operator.ge, Compare.EQ: operator.eq, Compare.NE: operator.ne,
}


def holds(game: Game, pos: Position, condition: Condition) -> bool:
    left, right = value(game, pos, condition.left), value(game, pos, condition.right)
    return COMPARE[condition.op](left, right)


def value(game: Game, pos: Position, term: Term) -> int:
    match term.kind:
        case TermKind.NUMBER:
            return term.number
        case TermKind.COUNT:
            assert term.count is not None
            return tally(pos, pos.side, term.count)
        case TermKind.COUNTER:
            index = next(i for i, c in enumerate(game.variant.counters) if c.name == term.name)
            return pos.counters[index * 2 + SIDES.index(pos.side)]
    segment = pos.pools[game.segment(term.name, pos.side)]
    held = sum(1 for man in segment if man.side is pos.side)
    if term.kind is TermKind.HELD:
        return held
    start = sum(1 for h in game.variant.setup.held  # DROPPED: the setup's, less those still held
                if h.pool == term.name and h.owner is pos.side and h.side is pos.side)
    return start - held


def tally(pos: Position, side: Side, count: Count) -> int:
    """The side's men of a kind in a zone."""
    return sum(1 for c in count.zone.cells(side)
               if (man := pos.board[c]) and man.side is side and man.letter == count.letter)
