"""Cross-check against Fairy-Stockfish through pyffish: seeded random games, ply by ply.

Every shipped definition that Fairy-Stockfish also plays: the same legal moves at every ply,
and the same result when the game ends. Fairy-Stockfish generates a checkmating pawn drop
in shogi (and scores it as a loss); the strict rule forbids it, so such a drop may appear
on its side only.
"""

from __future__ import annotations

import random

import pytest

from compiler.runtime.protocol import Outcome
from tests.helpers import compiled, variant

pyffish = pytest.importorskip(
    "pyffish", reason="pyffish is not installed: pip install pyffish to cross-check with "
    "Fairy-Stockfish")

FAIRY = {  # our definition -> Fairy-Stockfish's variant name
    "chess.variant": "chess",
    "crazyhouse.variant": "crazyhouse",
    "minishogi.variant": "minishogi",
    "shogi.variant": "shogi",
    "capablanca.variant": "capablanca",
    "grand.variant": "grand",
}
STRICT = {"minishogi", "shogi"}


def mating_pawn_drop(fairy: str, fen: str, moves: list[str], move: str) -> bool:
    after = moves + [move]
    return (fairy in STRICT and move.startswith("P@") and pyffish.gives_check(fairy, fen, after)
            and not pyffish.legal_moves(fairy, fen, after))


def fairy_value(outcome: Outcome, white_to_move: bool) -> int:
    """Our outcome as pyffish scores it: from the side to move, negative for a loss."""
    if outcome.result == "1/2-1/2":
        return 0
    mover_won = (outcome.result == "1-0") == white_to_move
    return 1 if mover_won else -1


@pytest.mark.parametrize("name", sorted(FAIRY))
@pytest.mark.parametrize("seed", range(6))
def test_random_games_agree_with_fairy_stockfish(name, seed):
    fairy, rng = FAIRY[name], random.Random(seed)
    fen = variant(name).setup.fen
    engine, moves = compiled(name), []
    for _ in range(80):
        ours = engine.legal_moves()
        theirs = pyffish.legal_moves(fairy, fen, moves)
        extra = sorted(set(ours) - set(theirs))
        missing = sorted(m for m in set(theirs) - set(ours)
                         if not mating_pawn_drop(fairy, fen, moves, m))
        assert not extra and not missing, f"after {' '.join(moves)}: extra {extra}, missing {missing}"
        if not ours:
            outcome = engine.outcome()
            assert outcome is not None
            if len(theirs) == 0:
                result = pyffish.game_result(fairy, fen, moves)
                white = engine.fen().split()[1] == "w"
                assert (result > 0) - (result < 0) == fairy_value(outcome, white), moves
            return
        move = rng.choice(ours)
        engine.play(move)
        moves.append(move)
