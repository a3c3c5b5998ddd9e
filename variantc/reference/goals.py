"""What ends the game at once, leaving the side to move no moves: a goal reached by the side
that just moved (a man of a kind in a zone, or a condition), or, where royal men may be taken,
the side to move having none left."""

from __future__ import annotations

from dataclasses import replace

from variantc.ir.model import Goal, Side
from variantc.reference.conditions import holds
from variantc.reference.explosions import royal_gone
from variantc.reference.flags import judged
from variantc.reference.game import Game
from variantc.reference.position import OTHER, Position


def over(game: Game, pos: Position) -> bool:
    return (royal_lost(game, pos) or reached(game, pos) is not None
            or judged(game, pos) is not None or royal_gone(game, pos) is not None)


def reached(game: Game, pos: Position) -> Goal | None:
    """The goal the side that just moved has reached, if any."""
    mover = OTHER[pos.side]
    for goal in game.variant.endings.goals:
        if goal.hold is not None or goal.safe:
            continue  # judged otherwise: reference/flags.py, reference/safe_goals.py
        if goal.when is not None:
            if holds(game, replace(pos, side=mover), goal.when):
                return goal
        else:
            assert goal.zone is not None
            if any((man := pos.board[c]) and man.side is mover and man.letter == goal.letter
                   for c in goal.zone.cells(mover)):
                return goal
    return None


def royal_lost(game: Game, pos: Position) -> bool:
    """Royal men may be taken, and the side to move has none left."""
    return (game.variant.endings.royal_captured is not None
            and not has_royal(game, pos, pos.side))


def has_royal(game: Game, pos: Position, side: Side) -> bool:
    return any(m and m.side is side and m.letter in game.royal for m in pos.board)
