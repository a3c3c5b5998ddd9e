"""Which mates count (`checkmate OUTCOME by KIND+ OUTCOME unless-checked-by KIND+ OUTCOME`),
read from the IR alone: a mate whose checking men are all of the `by` kinds has that outcome;
otherwise a mate has the statement's outcome only if a man of the `unless-checked-by` kinds
checked the mated side in the mated position or in one of its positions before it, two plies
apart, back while it was in check and no further than the start; else that clause's outcome.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from variantc.ir.model import Outcome
from variantc.reference.attacks import in_check
from variantc.reference.game import Game
from variantc.reference.position import Man, Position


def checkmate(game: Game, history: Sequence[Position]) -> Outcome:
    """The outcome of the mate on the last position, for the mated side."""
    e = game.variant.endings
    pos = history[-1]
    if e.mated_by is not None and not checked_by(game, pos, e.mated_by.kinds, others=True):
        return e.mated_by.outcome  # no checking man of another kind
    if e.mate_series is None:
        return e.checkmate
    at = len(history) - 1
    while in_check(game, history[at]):
        if checked_by(game, history[at], e.mate_series.kinds):
            return e.checkmate
        if at < 2:
            break
        at -= 2
    return e.mate_series.outcome


def checked_by(game: Game, pos: Position, kinds: tuple[str, ...], others: bool = False) -> bool:
    """Whether an enemy man of `kinds` (with `others`, of any other kind) checks the side to
    move: the enemy's remaining men join the side to move meanwhile, as blockers (but its royal
    men, which never give check, stay: they would be the side to move's to keep safe)."""
    def keep(man: Man | None) -> Man | None:
        if man is None or man.side is pos.side or (man.letter in kinds) != others \
                or man.letter in game.royal:
            return man
        return Man(pos.side, man.letter, man.marked)
    board = tuple(keep(m) for m in pos.board)
    return in_check(game, replace(pos, board=board))
