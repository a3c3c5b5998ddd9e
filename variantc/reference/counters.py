"""Counters: per side, the men of some kinds it lost or captured, or the checks it gave; the
FEN shows them and conditions read them (n-check goals, drops after losses, ...)."""

from __future__ import annotations

from variantc.ir.model import CounterKind
from variantc.reference.attacks import royal_attacked
from variantc.reference.game import Game
from variantc.reference.position import OTHER, SIDES, Change


def count_captures(game: Game, change: Change) -> None:
    """Effect: each man taken counts for its own side (losses) or for the captor (captures)."""
    for i, counter in enumerate(game.variant.counters):
        for victim in change.taken:
            if victim.letter in counter.letters:
                owner = victim.side if counter.counts is CounterKind.LOSSES else change.mover
                change.counters[i * 2 + SIDES.index(owner)] += 1


def count_checks(game: Game, change: Change) -> None:
    """Effect, once the turn has passed: a move that gives check counts for the mover."""
    checks = [i for i, c in enumerate(game.variant.counters) if c.counts is CounterKind.CHECKS]
    if checks and change.turn and royal_attacked(game, change.position(), OTHER[change.mover]):
        for i in checks:
            change.counters[i * 2 + SIDES.index(change.mover)] += 1
