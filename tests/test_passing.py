"""A pass (`pass`): Janggi's, as Fairy-Stockfish plays it.

tests/data/janggi-pass.variant is Janggi's men with the pass. Fairy-Stockfish lists the pass,
the general's square twice (`e2e2`), whenever the side to move is not in check; it leaves the
board as it was and counts one ply on the halfmove clock. Every expected move list and FEN
comes from pyffish; both engines must give exactly those. The positions keep the generals off
one open file (bikjang, which that definition does not have).
"""

from __future__ import annotations

import pytest

from tests.helpers import variant
from variantc.tools import engines

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

NAME = "../tests/data/janggi-pass.variant"
START = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
POSITIONS = [
    START,
    # a chariot on a corner of the enemy palace, a cannon behind White's general
    "5k3/4a4/3R5/9/9/9/9/5c3/4PK3/3A5 w - - 0 1",
    # Black in check from the chariot on e9: no pass
    "5k3/4R4/9/9/9/9/9/9/9/3K5 b - - 0 1",
    # a cannon's check over the horse: no pass
    "3k5/4n4/5C3/9/9/9/9/9/9/4K4 b - - 0 1",
    # Black to move, its general on a corner, the clock running
    "3k5/9/5r3/9/9/9/9/3c5/4N4/4K4 b - - 7 30",
]
# Moves from the start, passes among them, never two in a row (that ends the game in
# Fairy-Stockfish, which this definition does not do yet); pyffish gives the FEN after each.
GAMES = [
    ["e2e2"],
    ["e2e2", "a7a6", "e2e2"],
    ["a4a5", "e9e9", "a5b5", "e9e9"],
    ["b1c3", "e9e9", "a1b1", "a7b7", "e2e2"],
]


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize("fen", POSITIONS)
def test_the_pass_is_listed_unless_in_check(fen: str, kind: str) -> None:
    engine = engines.make(variant(NAME), kind, fen)
    assert sorted(m.uci() for m in engine.legal_moves) == sorted(pyffish.legal_moves("janggi", fen, []))


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize("moves", GAMES, ids=[" ".join(g) for g in GAMES])
def test_a_pass_leaves_the_board_and_counts_on_the_clock(moves: list[str], kind: str) -> None:
    engine = engines.make(variant(NAME), kind, START)
    fens = [engine.fen()]
    for i, name in enumerate(moves):
        engine.push_uci(name)
        assert engine.fen() == pyffish.get_fen("janggi", START, moves[: i + 1])
        assert sorted(m.uci() for m in engine.legal_moves) == sorted(
            pyffish.legal_moves("janggi", START, moves[: i + 1]))
        fens.append(engine.fen())
    for fen in reversed(fens[:-1]):  # and taking each back restores the position
        engine.pop()
        assert engine.fen() == fen
