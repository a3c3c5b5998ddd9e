"""Goals judged on the holder's next turn (`held`, `reply SIDE OUTCOME`) and `forbid checks`,
on hand-made positions of racingkings and jesonmor. Each expectation was read off pyffish
0.0.90 (Fairy-Stockfish) and checked by hand; the last test asks pyffish again where it is
installed. Both engines are held to the same answers."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis
from variantc.runtime.outcome import Outcome, Termination

ENGINES = [compiled, reference]
WHITE, BLACK, DRAW = (Outcome(Termination.GOAL, w) for w in (True, False, None))

# (definition, FEN, moves played, legal moves then (or their number), outcome)
CASES = [
    # White's king reaches the eighth rank; Black's king may answer on b8, a8 or c8: play goes on.
    ("racingkings", "8/1k4K1/8/8/8/8/8/8 w - - 0 1", "g7g8", 8, None),
    # ... Black answers in kind: a draw.
    ("racingkings", "8/1k4K1/8/8/8/8/8/8 w - - 0 1", "g7g8 b7b8", [], DRAW),
    # ... Black does not: White wins once it is to move again.
    ("racingkings", "8/1k4K1/8/8/8/8/8/8 w - - 0 1", "g7g8 b7a6", [], WHITE),
    # Black's own men stand on a8 b8 c8: no answer, White wins at once.
    ("racingkings", "bbb5/1k4K1/8/8/8/8/8/8 w - - 0 1", "g7g8", [], WHITE),
    # The rook on a1 guards a8 (Black may still answer on b8 or c8).
    ("racingkings", "8/1k4K1/8/8/8/8/8/R7 w - - 0 1", "g7g8",
     ["b7b6", "b7b8", "b7c6", "b7c7", "b7c8"], None),
    # Black reaches it first: White gets no answer.
    ("racingkings", "8/1k4K1/8/8/8/8/8/8 b - - 0 1", "b7b8", [], BLACK),
    # Both kings there: Black to move wins, White to move draws (Black has equalised).
    ("racingkings", "1k4K1/8/8/8/8/8/8/8 b - - 0 1", "", [], BLACK),
    ("racingkings", "1k4K1/8/8/8/8/8/8/8 w - - 0 1", "", [], DRAW),
    # No move may give check: the rook may not go to a7 (check along the rank) or b1 (the file).
    ("racingkings", "8/1k4K1/8/8/8/8/8/R7 w - - 0 1", "",
     ["a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a8", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1",
      "a1h1", "g7f6", "g7f7", "g7f8", "g7g6", "g7g8", "g7h6", "g7h7", "g7h8"], None),
    # Jeson Mor: a knight on e5 that Black cannot reach is still there: White wins.
    ("jesonmor", "n8/9/9/9/9/9/3N5/9/8N w - - 0 1", "d3e5", 2, None),
    ("jesonmor", "n8/9/9/9/9/9/3N5/9/8N w - - 0 1", "d3e5 a9b7", [], WHITE),
    # ... taken on e5: now Black's knight must hold it through White's reply.
    ("jesonmor", "n8/9/9/2n6/9/9/3N5/9/8N w - - 0 1", "d3e5 c6e5", 2, None),
    ("jesonmor", "n8/9/9/2n6/9/9/3N5/9/8N w - - 0 1", "d3e5 c6e5 i1h3", [], BLACK),
    # A knight on e5 with its side to move wins at once; with the other to move, play goes on.
    ("jesonmor", "9/9/9/9/4N4/9/9/9/n7N w - - 0 1", "", [], WHITE),
    ("jesonmor", "9/9/9/9/4N4/9/9/9/n7N b - - 0 1", "", 2, None),
]


@pytest.mark.parametrize("engine", ENGINES, ids=["compiled", "reference"])
@pytest.mark.parametrize(("name", "fen", "moves", "legal", "outcome"), CASES)
def test_flags_as_fairy_stockfish_plays_them(engine, name, fen, moves, legal, outcome):
    e = engine(f"{name}.variant", fen)
    for move in moves.split():
        e.push_uci(move)
    found = ucis(e)
    assert (len(found) if isinstance(legal, int) else found) == legal
    assert e.outcome() == outcome


def test_the_last_knight_taken_loses():
    """Jeson Mor: a side with no knights has no move, and loses (Fairy-Stockfish's extinction)."""
    for engine in ENGINES:
        e = engine("jesonmor.variant", "9/9/9/9/9/9/1n7/9/N8 w - - 0 1")
        e.push_uci("a1b3")
        assert e.outcome() == Outcome(Termination.STALEMATE, True)


def test_pyffish_agrees():
    pyffish = pytest.importorskip("pyffish")
    for name, fen, moves, legal, outcome in CASES:
        after = pyffish.get_fen(name, fen, moves.split())
        theirs = sorted(pyffish.legal_moves(name, after, []))
        assert (len(theirs) if isinstance(legal, int) else theirs) == legal, (fen, moves)
        if outcome is not None:
            white_to_move = after.split()[1] == "w"
            value = pyffish.game_result(name, after, [])
            won = None if value == 0 else (value > 0) == white_to_move
            assert won == outcome.winner, (fen, moves)


def test_a_held_goal_may_name_the_winner(tmp_path):
    """`white-wins held`: whichever side holds the goal, white wins (the compiled engine's
    table of outcomes once had no entry for a colour's win, and the compiler crashed)."""
    from tests.conftest import DEFINITIONS
    from tests.helpers import definition
    from variantc.tools import engines

    text = (DEFINITIONS / "jesonmor.variant").read_text(encoding="utf-8")
    assert "goal N in centre wins held" in text
    v = definition(tmp_path, text.replace("goal N in centre wins held",
                                          "goal N in centre white-wins held"))
    module = engines.compiled_module(v)
    for fen in ("9/9/9/9/4N4/9/9/9/n7N w - - 0 1", "9/9/9/9/4n4/9/9/9/N7n b - - 0 1"):
        for e in (module.Engine(fen), engines.make(v, "reference", fen)):
            assert e.outcome() == WHITE, fen
    e = module.Engine("n8/9/9/9/9/9/3N5/9/8N w - - 0 1")
    e.push_uci("d3e5")
    assert e.outcome() is None
    e.push_uci("a9b7")
    assert e.outcome() == WHITE
