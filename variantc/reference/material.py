"""`material KIND WEIGHT ... white-needs N`, read from the IR alone: an ending that would draw
goes to White if the weights of its men on the board pass Black's by N or more, else to
Black (Fairy-Stockfish's materialCounting)."""

from __future__ import annotations

from variantc.ir.model import Side
from variantc.reference.game import Game
from variantc.reference.position import Position
from variantc.runtime.board import Outcome


def decided(game: Game, pos: Position, found: Outcome | None) -> Outcome | None:
    rule = game.variant.endings.material
    if found is None or found.winner is not None or rule is None:
        return found
    weights = dict(rule.weights)
    lead = sum(weights.get(m.letter, 0) * (1 if m.side is Side.WHITE else -1)
               for m in pos.board if m is not None)
    return Outcome(found.termination, lead >= rule.white_needs, material=True)
