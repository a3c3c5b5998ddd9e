"""Dunsany's chess (definitions/dunsany.variant): counted by hand from the rules page
(chessvariants.com/unequal.dir/dunsany.html), and against Fairy-Stockfish configured here from
the same page: its Horde with Dunsany's array, no double step for White, Black to move first."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, variant

DUNSANY = "dunsany.variant"
CONFIG = """
[dunsany:horde]
startFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP b kq - 0 1
doubleStepRegionWhite = -
enPassantRegion = *3 *6
"""
LAST_PAWN = "4k3/8/8/8/8/8/3P4/4q3 b - - 0 1"  # the queen takes White's last man
MATED = "k7/1PP5/PP6/8/8/8/8/8 b - - 0 1"  # b7 checks; a7, b8 and b7 are covered
PASSING = "rnbqkbnr/pppp1ppp/8/4p3/PPPP1PPP/PPPPPPPP/PPPPPPPP/PPPPPPPP b kq - 0 2"


def test_the_start_by_hand():
    """Black first: 16 pawn moves and 4 knight moves. Each reply: the eight pawns of the
    fourth rank step on, unless a black pawn stepped twice to stand before one (then the
    pawns beside it may take it): 4x8 + 8x8 + 2x8 + 6x9 = 166."""
    board = compiled(DUNSANY)
    assert board.turn is False
    assert board.perft(1) == 20
    assert board.perft(2) == 166


def test_white_pawns_never_step_twice():
    board = compiled(DUNSANY, "4k3/8/8/8/8/8/P7/8 w - - 0 1")
    assert {m.uci() for m in board.legal_moves} == {"a2a3"}


def test_taking_the_last_white_man_wins():
    board = compiled(DUNSANY, LAST_PAWN)
    board.push_uci("e1d2")
    assert board.result() == "0-1"


def test_white_wins_by_checkmate():
    assert compiled(DUNSANY, MATED).result() == "1-0"
    assert reference(DUNSANY, MATED).result() == "1-0"


def test_a_black_double_step_is_taken_in_passing():
    board = compiled(DUNSANY, "4k3/3p4/8/4P3/8/8/8/8 b - - 0 1")
    board.push_uci("d7d5")
    assert {m.uci() for m in board.legal_moves} == {"e5e6", "e5d6"}
    board.push_uci("e5d6")
    assert board.board_fen() == "4k3/8/3P4/8/8/8/8/8"


@pytest.mark.parametrize("fen", [None, LAST_PAWN, MATED, PASSING])
def test_both_engines_agree(fen):
    assert compiled(DUNSANY, fen).divide(2) == reference(DUNSANY, fen).divide(2)


@pytest.mark.parametrize("games", [pytest.param(6, id="sample"),
                                   pytest.param(60, id="many", marks=pytest.mark.slow)])
def test_fairy_stockfish_agrees(games):
    pyffish = pytest.importorskip("pyffish", reason="pyffish cross-checks Dunsany's chess")
    from variantc.tools import crosscheck

    pyffish.load_variant_config(CONFIG)
    summary = crosscheck.run(variant(DUNSANY), "dunsany", playouts=games, depth=2, plies=160,
                             fens=(LAST_PAWN, MATED, PASSING))
    assert summary.ok, [d.report() for d in summary.disagreements]
