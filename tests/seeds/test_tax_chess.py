"""Tax Chess: every hand-checked position of the rules digest (rules/tax-chess.md, section 6)."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis

NAME = "tax-chess.variant"
ENGINES = {"compiled": compiled, "reference": reference}

POSITIONS = [
    # T1: the a- and b-pawns point the king off the board: no king moves at all.
    ("T1", "7k/8/8/8/8/8/PP6/4K3 w - - 0 1", "a2a3 a2a4 b2b3 b2b4"),
    # T2: two e-pawns give a forward slide of range 2; the pawns are blocked.
    ("T2", "k7/8/8/8/4K3/4P3/4P3/8 w - - 0 1", "e4e5 e4e6"),
    # T3a: e4 is attacked, and e3 would pass over it: stalemate.
    ("T3a", "8/4p3/4p3/4k3/R7/8/7P/7K b - - 0 1", ""),
    # T3b: with the rook on a3 only e5e4 is left.
    ("T3b", "8/4p3/4p3/4k3/8/R7/7P/7K b - - 0 1", "e5e4"),
    # T4: a c-pawn allows queen-side castling; no g-pawn, no king-side castling.
    ("T4", "4k3/8/8/8/8/8/2P5/R3K2R w KQ - 0 1",
     "e1d1 e1c1 a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 "
     "h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8 h1g1 h1f1 c2c3 c2c4"),
    # T5: a range-2 backward slide that ends in a capture.
    ("T5", "7k/8/8/8/3K4/P7/P2n4/8 w - - 0 1", "d4d3 d4d2 a3a4"),
    # T6: black's directions are white's reflected: b-pawn gives NW, d-pawn gives SW.
    ("T6", "8/1p1p4/8/3k4/8/8/8/7K b - - 0 1", "d5c6 d5c4 b7b6 b7b5 d7d6"),
    # T7: mate given by the king: the e-pawn lets Kd4 attack d5.
    ("T7", "8/8/8/3k4/3K4/8/4P3/8 b - - 0 1", ""),
]


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize(("pos_id", "fen", "moves"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_digest_position(kind, pos_id, fen, moves):
    assert ucis(ENGINES[kind](NAME, fen)) == sorted(moves.split())


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize(("fen", "result", "reason"), [
    (POSITIONS[2][1], "1/2-1/2", "stalemate"),
    (POSITIONS[7][1], "1-0", "checkmate"),
])
def test_endings(kind, fen, result, reason):
    outcome = ENGINES[kind](NAME, fen).outcome()
    assert (outcome.result(), outcome.termination.value) == (result, reason)


@pytest.mark.parametrize("kind", ENGINES)
def test_start_king_cannot_move_but_can_castle_later(kind):
    """D9: at the start the king is boxed in; with f1 and g1 clear it may castle (the g-pawn
    gate) and also slide one square east (the g-pawn's direction)."""
    start = ENGINES[kind](NAME)
    assert not [m for m in ucis(start) if m.startswith("e1")]
    engine = ENGINES[kind](NAME, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1")
    assert sorted(m for m in ucis(engine) if m.startswith("e1")) == ["e1f1", "e1g1"]


@pytest.mark.parametrize("kind", ENGINES)
def test_king_slides_are_blocked_and_may_capture(kind):
    """D2: two a-pawns: the king slides back two, stopping at a man it may take."""
    engine = ENGINES[kind](NAME, "7k/8/8/8/3K4/P7/P2n4/8 w - - 0 1")
    engine.push_uci("d4d2")
    assert engine.fen().startswith("7k/8/8/8/8/P7/P2K4/8 b")


@pytest.mark.parametrize("kind", ENGINES)
def test_castling_is_renamed_when_the_king_may_slide_there(kind):
    """Two g-pawns let the king slide e8g8, which is also castling's name: castling is then
    written with the rook's square, e8h8 (found by 200 seeded playouts)."""
    fen = "2bqk2r/rppp1ppn/pPn5/4p3/1b3Pp1/3PP2B/P1P1K2P/RNB2QNR b k - 0 11"
    engine = ENGINES[kind](NAME, fen)
    assert {"e8g8", "e8h8"} <= set(ucis(engine))
    engine.push_uci("e8h8")
    assert engine.fen().startswith("2bq1rk1/")
    engine.pop()
    engine.push_uci("e8g8")
    assert engine.fen().startswith("2bq2kr/")


@pytest.mark.parametrize("kind", ENGINES)
def test_a_king_may_take_a_pawn_that_gives_the_enemy_king_its_range(kind):
    """White's king e3 reaches east as far as white has g-pawns: two (g3, g4), so f3 and g3.
    Black's king h2 (its b-pawn gives it the step towards the a-file and up) takes g3: one
    g-pawn is left, the white king reaches f3 only, and g3 is safe (g4 attacks f5 and h5).
    Derived from the rules digest's D4 (the enemy king's slides attack) and D6 (pawns are
    counted as they stand); the compiled engine once judged g3 with the pawn still counted."""
    engine = ENGINES[kind](NAME, "8/1p6/8/8/6P1/4K1P1/7k/8 b - - 0 1")
    assert "h2g3" in ucis(engine)
