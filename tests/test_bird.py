"""Bird's chess (definitions/bird.variant) against Fairy-Stockfish, configured here from the
rules page alone (chessvariants.com/large.dir/bird.html, John Gollon's description): its
Capablanca template with the guard (rook + knight) as G, the equerry (bishop + knight) as E,
Bird's array and his promotions. Castling three squares toward the rook (to i1 or c1) is the
template's own."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, variant

pyffish = pytest.importorskip("pyffish", reason="pyffish cross-checks Bird's chess")

BIRD = "bird.variant"
CONFIG = """
[bird:capablanca]
chancellor = g
archbishop = e
promotionPieceTypes = qgerbn
startFen = rnbgqkebnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBGQKEBNR w KQkq - 0 1
"""
pyffish.load_variant_config(CONFIG)
# Pawns a step from promotion (their captures bar castling through c1 and h1), an en passant.
BUSY = ("r4k3r/1P6P1/10/10/10/10/1p6p1/R4K3R w KQkq - 0 1",
        "rnbgqkebnr/ppp1pppppp/10/10/3pP5/10/PPPP1PPPPP/RNBGQKEBNR b KQkq e3 0 3")


def test_the_start_by_hand():
    """From the rules: each pawn one or two steps (20), each knight two (4), the guard's and the
    equerry's knight leaps to c3 e3 and f3 h3 (4): 28."""
    board = compiled(BIRD)
    moves = {m.uci() for m in board.legal_moves}
    assert len(moves) == 28
    assert {"d1c3", "d1e3", "g1f3", "g1h3"} <= moves


def test_castling_ends_three_squares_from_f1():
    open_lines = "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1"
    board = compiled(BIRD, open_lines)
    board.push_san("O-O")
    assert board.board_fen().split("/")[-1] == "R6RK1"  # the king on i1, the rook on h1
    board = compiled(BIRD, open_lines)
    board.push_san("O-O-O")
    assert board.board_fen().split("/")[-1] == "2KR5R"  # the king on c1, the rook on d1


@pytest.mark.parametrize("games", [pytest.param(6, id="sample"),
                                   pytest.param(60, id="many", marks=pytest.mark.slow)])
def test_fairy_stockfish_agrees(games):
    from variantc.tools import crosscheck

    summary = crosscheck.run(variant(BIRD), "bird", playouts=games, depth=2, plies=60, fens=BUSY)
    assert summary.ok, [d.report() for d in summary.disagreements]


@pytest.mark.parametrize("fen", [None, *BUSY])
def test_both_engines_agree(fen):
    assert compiled(BIRD, fen).divide(2) == reference(BIRD, fen).divide(2)
