"""Safe goals (`goal KIND in ZONE OUTCOME safe`) on hand-made positions of dobutsu shogi: the
"try", a lion on the far rank that wins only where no enemy man attacks it, judged for both
sides after every move; the lion, not royal, may step into attack and be taken (extinction).
Each expectation was read off pyffish 0.0.90 (Fairy-Stockfish's dobutsu, flagPieceSafe) and
checked by hand; the last test asks pyffish again where it is installed. Both engines are held
to the same answers."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis
from variantc.runtime.outcome import Outcome, Termination

ENGINES = [compiled, reference]
WHITE, BLACK, DRAW = (Outcome(Termination.GOAL, w) for w in (True, False, None))
WHITE_TAKES, BLACK_TAKES = (Outcome(Termination.EXTINCTION, w) for w in (True, False))
TRY = "1g1/L2/2l/3[] w - - 0 1"  # White's lion on a3, Black's giraffe on b4 guarding a4

# (FEN, moves played, legal moves then (or their number), outcome)
CASES = [
    # a4 is attacked by the giraffe: no win yet, Black plays on.
    (TRY, "a3a4", 8, None),
    # b4, taking the giraffe, is attacked by nothing: White wins at once.
    (TRY, "a3b4", [], WHITE),
    # Black takes the lion: Black wins, by extinction.
    (TRY, "a3a4 b4a4", [], BLACK_TAKES),
    # Black's lion comes up beside: a4 is still attacked, White plays on.
    (TRY, "a3a4 c2c3", ["a4a3", "a4b3", "a4b4"], None),
    # The giraffe steps away: the lion on a4 is safe with White to move, and White wins.
    (TRY, "a3a4 b4b3", [], WHITE),
    (TRY, "a3a4 b4c4", [], WHITE),
    # White takes the giraffe on b4, which Black's lion on c3 attacks: play goes on.
    (TRY, "a3a4 c2c3 a4b4", 5, None),
    # White's lion steps back off the rank: play goes on.
    (TRY, "a3a4 c2c3 a4a3", 7, None),
    # Black's try: a1 is not attacked by White's lion on c2.
    ("3/3/l1L/3[] b - - 0 1", "a2a1", [], BLACK),
    # ... b1 is: play goes on, and White may take the lion.
    ("3/3/l1L/3[] b - - 0 1", "a2b1", ["c2b1", "c2b2", "c2b3", "c2c1", "c2c3"], None),
    # Both lions on their far ranks, both safe: a draw, whoever is to move.
    ("L2/3/3/l2[] w - - 0 1", "", [], DRAW),
    ("L2/3/3/l2[] b - - 0 1", "", [], DRAW),
    # Only Black's is safe (the giraffe attacks White's): Black wins, whoever is to move.
    ("Lg1/3/3/l2[] w - - 0 1", "", [], BLACK),
    ("Lg1/3/3/l2[] b - - 0 1", "", [], BLACK),
    # The lion is not royal: it may step where the elephant on a2 attacks it (b3).
    ("1l1/3/E2/2L[] b - - 0 1", "", ["b4a3", "b4a4", "b4b3", "b4c3", "b4c4"], None),
    # A lion held in hand keeps its side alive; with none at all, its side has lost.
    ("3/3/1L1/3[l] w - - 0 1", "", 8, None),
    ("3/3/1L1/3[] w - - 0 1", "", [], WHITE_TAKES),
    # A chick on the far rank must turn into a hen.
    ("l2/1C1/3/2L[] w - - 0 1", "", ["b3b4+", "c1b1", "c1b2", "c1c2"], None),
]


@pytest.mark.parametrize("engine", ENGINES, ids=["compiled", "reference"])
@pytest.mark.parametrize(("fen", "moves", "legal", "outcome"), CASES)
def test_safe_goals_as_fairy_stockfish_plays_them(engine, fen, moves, legal, outcome):
    e = engine("dobutsu.variant", fen)
    for move in moves.split():
        e.push_uci(move)
    found = ucis(e)
    assert (len(found) if isinstance(legal, int) else found) == legal
    assert e.outcome() == outcome


def test_pyffish_agrees():
    pyffish = pytest.importorskip("pyffish")
    for fen, moves, legal, outcome in CASES:
        after = pyffish.get_fen("dobutsu", fen, moves.split())
        theirs = sorted(pyffish.legal_moves("dobutsu", after, []))
        assert (len(theirs) if isinstance(legal, int) else theirs) == legal, (fen, moves)
        assert pyffish.is_immediate_game_end("dobutsu", after, [])[0] == (outcome is not None)
        if outcome is not None:
            white_to_move = after.split()[1] == "w"
            value = pyffish.game_result("dobutsu", after, [])
            won = None if value == 0 else (value > 0) == white_to_move
            assert won == outcome.winner, (fen, moves)
