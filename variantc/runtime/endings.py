"""How a compiled engine's game ends: its variant's endings (the generated class's `_endings`
and the methods rules emit) judged in order, the first that applies giving the outcome; then
`material` decides an ending that would draw. The reference judges the same rules on its own
(variantc/reference/endings.py)."""

from __future__ import annotations

from typing import Any

from variantc.runtime import fen
from variantc.runtime.insufficient import cannot_mate
from variantc.runtime.outcome import Outcome, Termination

# The engine (runtime.engine.CompiledEngine) is typed Any: importing it here, even for typing
# alone, would be a cycle in the runtime that `compile --standalone` embeds.
CompiledEngine = Any


def ended(e: CompiledEngine) -> Outcome | None:
    """The outcome of the position `e` holds; None while the game goes on."""
    return decided(e, _ending(e))


def _ending(e: CompiledEngine) -> Outcome | None:
    rules, white = e._endings, e._side == fen.WHITE
    if rules.get("exploded") and min(e._kings) < 0:  # the side that moved first loses
        lost = 1 - e._side if e._kings[1 - e._side] < 0 else e._side
        return Outcome(Termination.ROYAL_EXPLODED, lost == fen.BLACK)
    if rules["royal_captured"] and e._kings[e._side] < 0:
        return Outcome.for_mover(white, rules["royal_captured"], Termination.ROYAL_CAPTURED)
    gone = e._extinct()
    if gone >= 0:
        return Outcome.for_mover(gone == fen.WHITE, rules["extinction"], Termination.EXTINCTION)
    for goal in (e._goal, e._flag, e._safe_goal):  # each for the side that moved
        reached = goal()
        if reached is not None:
            return Outcome.for_mover(not white, reached, Termination.GOAL)
    bare = e._bare_king()
    if bare is not None:
        return Outcome.for_mover(white, bare, Termination.BARE_KING)
    ran = e._ran()  # before the legal moves, of which a run leaves none
    if ran is not None:
        return Outcome.for_mover(white, rules[ran], Termination(ran))
    legal = e._legal()
    if not legal and e._royal and not rules["royal_captured"] and e._in_check():
        return Outcome.for_mover(white, e._checkmate(), Termination.CHECKMATE)
    # neither side able to mate: before a stalemate, as python-chess judges it
    if "insufficient" in rules and cannot_mate(e, 0) and cannot_mate(e, 1):
        return Outcome.for_mover(white, rules["insufficient"][0], Termination.INSUFFICIENT_MATERIAL)
    if not legal:
        return Outcome.for_mover(white, e._stalemate(), Termination.STALEMATE,
                                 rules.get("stalemate_score"))
    if e._count_limit and e._count_ply > e._count_limit:
        return Outcome.for_mover(white, rules["counting"], Termination.COUNTING)
    if rules["move_limit"] and e._halfmove >= 2 * rules["move_limit"]:
        return Outcome.for_mover(white, rules["move_limit_outcome"], Termination.MOVE_LIMIT)
    if rules["repetition"] and e._keys.count(e._keys[-1]) >= rules["repetition"]:
        checks = _perpetual(e) if "perpetual_check" in rules else None
        return checks or Outcome.for_mover(white, rules["repetition_outcome"], Termination.REPETITION)
    return None


def _perpetual(e: CompiledEngine) -> Outcome | None:
    """A repetition that reached its count, judged from the first of the repeated positions."""
    keys = e._keys
    first = [i for i, k in enumerate(keys) if k == keys[-1]][-e._endings["repetition"]]
    return perpetual(e, len(keys) - 1 - first)


def perpetual(e: CompiledEngine, plies: int) -> Outcome | None:
    """A repetition over the last `plies` plies that was a perpetual check: the side that gave
    check in every position since gets the clause's outcome; both sides did, a draw
    (backend/rules/perpetual.py); None if neither did. The search asks it too."""
    white, black = e._checked(plies)
    if white and black:
        return Outcome(Termination.PERPETUAL_CHECK, None)
    if not (white or black):
        return None
    return Outcome.for_mover(black, e._endings["perpetual_check"], Termination.PERPETUAL_CHECK)


def decided(e: CompiledEngine, found: Outcome | None) -> Outcome | None:
    """`material`: a draw goes to White if its men on the board outweigh Black's by the
    weights (by code - 1) at least `white_needs`, else to Black."""
    rule = e._endings.get("material")
    if found is None or found.winner is not None or rule is None:
        return found
    weights, needs = rule
    lead = 0
    for q in e._board:
        if q and q == q:  # a man (a wall, NaN, is not equal to itself)
            lead += weights[q - 1] if q > 0 else -weights[-q - 1]
    return Outcome(found.termination, lead >= needs, material=True)
