"""Runs that end the game (`facing N`, `passes N`) and draws decided by `material`: Janggi's
bikjang, its two passes in a row and its count of men, as Fairy-Stockfish plays them.

definitions/janggi.variant has all three. Each line is a FEN and moves played from it; what
the game is there (over or not, who wins, the legal moves, perft) comes from pyffish, and both
engines must say the same.
"""

from __future__ import annotations

import pytest

from tests.helpers import definition, variant
from variantc.runtime.outcome import Termination
from variantc.tools import crosscheck, engines

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

NAME = "janggi.variant"
START = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
FACING = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
APART = "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"
CHARIOT = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"
LINES = [
    # the generals face from the start: one facing position, the game goes on ...
    (FACING, [], None),
    # ... White's pass keeps them facing a second time: bikjang, no men, Black wins
    (FACING, ["e1e1"], Termination.FACING),
    # White steps face to face, Black passes: facing twice
    (APART, ["d1e1", "e10e10"], Termination.FACING),
    # a single pass ends nothing; two in a row do
    (START, ["e2e2"], None),
    (START, ["e2e2", "e9e9"], Termination.PASSES),
    (START, ["e2e2", "b10c8", "e2e2"], None),
    (APART, ["d1d1", "e10e10"], Termination.PASSES),
    # a chariot more: White is 13 ahead and wins the double pass
    (CHARIOT, ["d1d1", "e10e10"], Termination.PASSES),
    # material decides the move limit: White ahead by a chariot, a cannon against a horse
    # and an elephant (7 v 8: Black), a soldier (2: White), an advisor (3 against 1.5: White)
    ("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 98 60", ["a2a3", "e10d10"], Termination.MOVE_LIMIT),
    ("3k5/9/4n4/9/4b4/9/9/9/4C4/5K3 w - - 99 60", ["f1f2"], Termination.MOVE_LIMIT),
    ("3k5/9/9/9/9/9/9/9/4P4/5K3 w - - 99 60", ["f1f2"], Termination.MOVE_LIMIT),
    ("3k5/9/9/9/9/9/9/9/4A4/5K3 w - - 99 60", ["f1f2"], Termination.MOVE_LIMIT),
    ("3k5/9/9/9/9/9/9/9/4P4/5K3 w - - 98 60", ["f1f2"], None),
    # ... and a threefold repetition: the chariot goes back and forth
    ("3k5/9/9/9/9/9/9/9/R8/5K3 w - - 0 1", ["a2a3", "d10e10", "a3a2", "e10d10"] * 2,
     Termination.REPETITION),
]


def fairy_says(fen: str, moves: list[str]) -> tuple[bool, int]:
    """Whether Fairy-Stockfish's game is over, and its score for the side to move."""
    ended, value = pyffish.is_immediate_game_end("janggi", fen, moves)
    if not ended and not pyffish.legal_moves("janggi", fen, moves):
        ended, value = True, pyffish.game_result("janggi", fen, moves)
    if not ended:
        ended, value = pyffish.is_optional_game_end("janggi", fen, moves)
    return ended, value


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize(("fen", "moves", "how"), LINES)
def test_endings_as_fairy_stockfish_ends_them(fen: str, moves: list[str],
                                              how: Termination | None, kind: str) -> None:
    engine = engines.make(variant(NAME), kind, fen)
    for move in moves:
        engine.push_uci(move)
    ended, value = fairy_says(fen, moves)
    outcome = engine.outcome()
    assert (outcome is not None) == ended
    assert (outcome.termination if outcome else None) is how
    if outcome is not None:
        assert outcome.material  # every one of these would draw
        assert outcome.winner == ((value > 0) == engine.turn)
    theirs = [] if pyffish.is_immediate_game_end("janggi", fen, moves)[0] \
        else pyffish.legal_moves("janggi", fen, moves)
    assert sorted(m.uci() for m in engine.legal_moves) == sorted(theirs)


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize(("fen", "depth"), [(FACING, 4), (APART, 4), (CHARIOT, 3)])
def test_perft_through_passes_and_facing(fen: str, depth: int, kind: str) -> None:
    """Every second pass, and every pass while the generals face, is a leaf."""
    engine = engines.make(variant(NAME), kind, fen)
    assert engine.perft(depth) == crosscheck.perft(variant(NAME), "janggi", fen, depth)


RUNS = """variant "Runs"
board 5x5
piece K king moves K royal
piece R rook moves R
setup "2k2/5/5/5/2K2 w - - 0 1"
pass
facing 2 wins
passes 3 white-wins
"""


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize(("moves", "want"), [
    ([], None),
    (["c1c1"], "0-1 facing"),  # Black to move after the second facing position: it wins
    (["c1b1", "c5c5"], None),  # two passes are not three
    (["c1b1", "c5c5", "b1b1", "c5c5"], "1-0 passes"),
    (["c1b1", "c5b5"], None),  # facing again: one position
    (["c1b1", "c5b5", "b1b1"], "0-1 facing"),  # Black to move: it wins
])
def test_runs_without_material_keep_their_outcome(tmp_path, moves: list[str], want: str | None,
                                                  kind: str) -> None:
    """Hand-checked: without `material`, a run's outcome stands, for the side to move."""
    engine = engines.make(definition(tmp_path, RUNS), kind)
    for move in moves:
        engine.push_uci(move)
    outcome = engine.outcome()
    assert (str(outcome) if outcome else None) == want
    assert (not list(engine.legal_moves)) == (want is not None)
