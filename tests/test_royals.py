"""Several royal men a side: hand positions whose expected moves and results come from
Fairy-Stockfish (pyffish 0.0.90, asked when it is installed), played on both engines: coregal
(the queens royal too, a pawn promoting to one) and spartan (two black kings, duple check)."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis
from variantc.runtime.outcome import Termination

BOTH = (compiled, reference)
sf = pytest.importorskip("pyffish")


def _moves(make, name: str, fen: str) -> list[str]:
    fairy = name.split(".")[0]
    want = sorted(sf.legal_moves(fairy, fen, []))
    got = sorted(ucis(make(name, fen)))
    assert got == want
    return got


@pytest.mark.parametrize("make", BOTH)
def test_an_attacked_royal_queen_is_check(make):
    # the black rook attacks the queen on d1: every white move must save it
    fen = "3rk3/8/8/8/8/8/8/3QK3 w - - 0 1"
    moves = _moves(make, "coregal.variant", fen)
    assert "e1e2" not in moves and "d1d8" not in moves  # the queen is left attacked, or taken
    assert "d1c1" in moves
    assert make("coregal.variant", fen).is_check()


@pytest.mark.parametrize("make", BOTH)
def test_a_man_pinned_to_a_royal_queen(make):
    # the bishop on d4 shields the queen on d1 from the rook: it may not move
    moves = _moves(make, "coregal.variant", "3rk3/8/8/8/3B4/8/8/3QK3 w - - 0 1")
    assert not any(m.startswith("d4") for m in moves)
    # the queen pinned to its king by the rook on e8 is itself attacked: moving along the pin
    # keeps it attacked, so it must take the rook
    assert _moves(make, "coregal.variant", "4r1k1/8/8/8/8/8/4Q3/4K3 w - - 0 1") == ["e2e8"]


@pytest.mark.parametrize("make", BOTH)
def test_a_queen_between_two_attacks_saves_both(make):
    # both white queens are attacked by the knight; only the rook's taking it saves them both
    fen = "2R5/8/7k/8/8/8/2n5/Q3Q2K w - - 0 1"
    assert _moves(make, "coregal.variant", fen) == ["c8c2"]


@pytest.mark.parametrize("make", BOTH)
def test_the_queen_mated(make):
    # the white queen on a1 is attacked and cannot be saved: checkmate
    fen = "7k/8/8/8/8/8/1r6/Qr2K3 w - - 0 1"
    assert _moves(make, "coregal.variant", fen) == []
    e = make("coregal.variant", fen)
    assert e.outcome().termination is Termination.CHECKMATE and e.outcome().result() == "0-1"
    # one rook fewer and the queen escapes by taking
    assert _moves(make, "coregal.variant", "7k/8/8/8/8/8/1r6/Q1r1K3 w - - 0 1") == ["a1c1"]


@pytest.mark.parametrize("make", BOTH)
def test_a_pawn_may_not_promote_to_an_attacked_queen(make):
    # the rook on a8 attacks b8: a queen there would be a royal man left attacked
    moves = _moves(make, "coregal.variant", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
    assert "b7b8q" not in moves and "b7b8r" in moves and "b7a8q" in moves


@pytest.mark.parametrize("make", BOTH)
def test_spartan_may_leave_one_king_attacked(make):
    # the rook attacks the king on a8: with two kings Black need not answer, and is not in check
    fen = "k6k/8/8/8/8/8/8/R3K3 b - - 0 1"
    moves = _moves(make, "spartan.variant", fen)
    assert "h8g8" in moves and "a8a7" in moves  # the king on a8 stays attacked
    assert not make("spartan.variant", fen).is_check()


@pytest.mark.parametrize("make", BOTH)
def test_spartan_may_not_leave_both_kings_attacked(make):
    # the rook on d8 attacks both kings: that is check, and a move must save one of them
    fen = "k2R3k/8/8/8/8/8/8/4K3 b - - 0 1"
    assert _moves(make, "spartan.variant", fen) == ["a8a7", "a8b7", "h8g7", "h8h7"]
    assert make("spartan.variant", fen).is_check()
    # both attacked, and only one way out
    assert _moves(make, "spartan.variant", "k6k/R6R/8/8/8/8/8/K5RR b - - 0 1") == ["a8b8"]


@pytest.mark.parametrize("make", BOTH)
def test_spartan_one_king_left_is_royal(make):
    # with one king, the rook's attack on it is check
    fen = "k7/8/8/8/8/8/8/R3K3 b - - 0 1"
    assert _moves(make, "spartan.variant", fen) == ["a8b7", "a8b8"]
    assert make("spartan.variant", fen).is_check()


@pytest.mark.parametrize("make", BOTH)
def test_spartan_promotes_to_a_second_king_only(make):
    # a hoplite may become a king while Black has one, not when it has two
    one = _moves(make, "spartan.variant", "k7/8/8/8/8/8/4h3/K7 b - - 0 1")
    two = _moves(make, "spartan.variant", "k6k/8/8/8/8/8/4h3/K7 b - - 0 1")
    assert "e2d1k" in one and "e2d1k" not in two and "e2d1g" in two


@pytest.mark.parametrize("make", BOTH)
def test_spartan_both_kings_mated(make):
    # both kings attacked by rooks that guard each other, no escape: checkmate
    fen = "k6k/R6R/8/8/8/8/8/KR4R1 b - - 0 1"
    assert sf.legal_moves("spartan", fen, []) == []
    e = make("spartan.variant", fen)
    assert list(e.legal_moves) == []
    assert e.outcome().termination is Termination.CHECKMATE and e.outcome().result() == "1-0"
