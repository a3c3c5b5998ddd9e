"""Counting (makruk's counting rules), read from the IR alone: after each move a running count
counts the ply, and a count may start. The count due after a move: none while the mover has one
man left; else `armed` moves if the side to move has more than one man (and at most its
`max-men`), or the first `bare` row that holds for the mover's men if it has one; none while a
man of that clause's `without` kinds stands on the board. It starts when none runs, or, for a bare side,
when the move captured or promoted a man of the `without` kinds (none was possible before);
its count starts at 0, or with `from-men` (a bare side) at the men on the board, each a move.
The game ends once the count passes its limit (counted in plies, as the FEN writes them).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence

from variantc.ir.model import Compare, Side
from variantc.reference.game import Game
from variantc.reference.position import Change, Position
from variantc.runtime.outcome import Outcome, Termination

COMPARE: dict[Compare, Callable[[int, int], bool]] = {
    Compare.LT: operator.lt, Compare.LE: operator.le, Compare.GT: operator.gt,
    Compare.GE: operator.ge, Compare.EQ: operator.eq, Compare.NE: operator.ne}


def count(game: Game, change: Change) -> None:
    """The effect: the ply counted, then the count due started (reads the turn passed)."""
    rule = game.variant.endings.counting
    if rule is None or not change.turn:
        return
    limit, ply = change.before.counting
    if limit:
        ply += 1
    due = _due(game, change)
    bare = sum(1 for m in change.board if m is not None and m.side is change.side) == 1
    # a bare count replaces a running one where none was possible before the move: the side to
    # move lost a man, or the last man of a `without` kind left the board by promoting
    promoted = change.move.promotion is not None and change.move.letter in rule.bare_without
    if due and (not limit or bare and (bool(change.taken) or promoted)):
        limit, ply = due
    change.counting = (limit, ply)


def _due(game: Game, change: Change) -> tuple[int, int] | None:
    """The count that would start now, as (limit, count) in plies."""
    rule = game.variant.endings.counting
    assert rule is not None
    men = [m for m in change.board if m is not None]
    mover = [m.letter for m in men if m.side is change.mover]
    others = len(men) - len(mover)
    if len(mover) <= 1:
        return None
    if others > 1:
        if rule.armed is None or any(m.letter in rule.armed_without for m in men) \
                or rule.armed_men is not None and others > rule.armed_men:
            return None
        return 2 * rule.armed, 0
    if any(m.letter in rule.bare_without for m in men):
        return None
    for row in rule.bare:
        if not row.letter or COMPARE[row.op](mover.count(row.letter), row.count):
            return 2 * row.limit, 2 * len(men) if rule.from_men else 0
    return None


def ended(game: Game, history: Sequence[Position]) -> Outcome | None:
    """The ending: the count has passed its limit."""
    pos, rule = history[-1], game.variant.endings.counting
    limit, ply = pos.counting
    if rule is None or not limit or ply <= limit:
        return None
    return Outcome.for_mover(pos.side is Side.WHITE, rule.outcome.value, Termination.COUNTING)
