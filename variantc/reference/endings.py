"""How the game ends: the endings, checked in order after each move; the first that applies
gives the outcome, stated for the side to move (counting's is in reference/counting.py). A new
ending adds itself to ENDINGS."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from variantc.ir.model import Side
from variantc.reference import counting, material, perpetual, runs
from variantc.reference.attacks import in_check
from variantc.reference.bare_king import bare_king
from variantc.reference.explosions import exploded
from variantc.reference.extinction import extinction
from variantc.reference.flags import judged
from variantc.reference.game import Game
from variantc.reference.goals import reached, royal_lost
from variantc.reference.insufficient import cannot_mate
from variantc.reference.legality import has_legal_move
from variantc.reference.mates import checkmate
from variantc.reference.notation import shown_ep
from variantc.reference.position import Position
from variantc.reference.safe_goals import safe_goal
from variantc.reference.stalemate_count import stalemate
from variantc.runtime.outcome import Outcome, Termination

Ending = Callable[[Game, Sequence[Position]], Outcome | None]  # over the positions so far


def royal_captured(game: Game, history: Sequence[Position]) -> Outcome | None:
    pos, e = history[-1], game.variant.endings
    if e.royal_captured is not None and royal_lost(game, pos):
        return Outcome.for_mover(pos.side is Side.WHITE, e.royal_captured.value, Termination.ROYAL_CAPTURED)
    return None


def goal(game: Game, history: Sequence[Position]) -> Outcome | None:
    """A goal reached: its outcome is stated for the side that reached it, which just moved."""
    pos = history[-1]
    found = reached(game, pos)
    if found is None:
        return None
    return Outcome.for_mover(pos.side is not Side.WHITE, found.outcome.value, Termination.GOAL)


def held_goal(game: Game, history: Sequence[Position]) -> Outcome | None:
    """A goal judged on its holder's next turn (reference/flags.py)."""
    found = judged(game, history[-1])
    if found is None:
        return None
    side, what = found
    return Outcome.for_mover(side is Side.WHITE, what, Termination.GOAL)


def mated(game: Game, history: Sequence[Position]) -> Outcome | None:
    """No legal move while royal men are safe from capture and one is attacked."""
    pos, e = history[-1], game.variant.endings
    if not game.royal or e.royal_captured is not None or not in_check(game, pos) \
            or has_legal_move(game, pos):
        return None
    return Outcome.for_mover(pos.side is Side.WHITE, checkmate(game, history).value,
                             Termination.CHECKMATE)


def insufficient(game: Game, history: Sequence[Position]) -> Outcome | None:
    """Neither side can mate (reference/insufficient.py); judged before a stalemate, as
    python-chess does."""
    pos, rule = history[-1], game.variant.endings.insufficient
    if rule is None or not all(cannot_mate(game, pos, side) for side in (Side.WHITE, Side.BLACK)):
        return None
    return Outcome.for_mover(pos.side is Side.WHITE, rule.outcome.value,
                             Termination.INSUFFICIENT_MATERIAL)


def no_move(game: Game, history: Sequence[Position]) -> Outcome | None:
    """Stalemate: no legal move, and no checkmate (`mated` comes first)."""
    pos = history[-1]
    if has_legal_move(game, pos):
        return None
    return Outcome.for_mover(pos.side is Side.WHITE, stalemate(game, pos).value,
                             Termination.STALEMATE, game.variant.endings.stalemate_score)


def move_limit(game: Game, history: Sequence[Position]) -> Outcome | None:
    pos, e = history[-1], game.variant.endings
    if e.move_limit is not None and pos.halfmove >= 2 * e.move_limit:
        return Outcome.for_mover(pos.side is Side.WHITE, e.move_limit_outcome.value, Termination.MOVE_LIMIT)
    return None


def repetition(game: Game, history: Sequence[Position]) -> Outcome | None:
    pos, e = history[-1], game.variant.endings
    if e.repetition is not None and sum(1 for p in history if same(game, p, pos)) >= e.repetition:
        checks = perpetual.judged(game, history, lambda p: same(game, p, pos))
        if checks is not None:
            return checks
        return Outcome.for_mover(pos.side is Side.WHITE, e.repetition_outcome.value, Termination.REPETITION)
    return None


def same(game: Game, a: Position, b: Position) -> bool:
    """The same position for repetition: men, pools, side, castling, en passant as shown."""
    return ((a.board, a.pools, a.counters, a.side, a.done, a.castling, a.unmoved)
            == (b.board, b.pools, b.counters, b.side, b.done, b.castling, b.unmoved)
            and shown(game, a) == shown(game, b))


def shown(game: Game, pos: Position) -> tuple[tuple[int, ...], int | None]:
    """En passant as the FEN shows it: the squares a capture may land on now, and its victim."""
    squares = shown_ep(game, pos)
    return squares, pos.ep_victim if squares else None


ENDINGS: tuple[Ending, ...] = (exploded, royal_captured, extinction, goal, held_goal, safe_goal,
                               bare_king, runs.ran, mated, insufficient, no_move, counting.ended,
                               move_limit, repetition)


def outcome(game: Game, history: Sequence[Position]) -> Outcome | None:
    """The first ending that applies, a draw decided by `material` (material.py)."""
    for ending in ENDINGS:
        found = ending(game, history)
        if found is not None:
            return material.decided(game, history[-1], found)
    return None
