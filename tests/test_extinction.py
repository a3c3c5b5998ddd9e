"""Extinction and sides without a royal man: hand positions whose expected moves and results
come from Fairy-Stockfish (pyffish 0.0.90, checked when it is installed), played on both
engines: threekings, horde and extinction as shipped."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference
from variantc.runtime.outcome import Termination

BOTH = (compiled, reference)
sf = pytest.importorskip("pyffish")


def _after(make, name: str, fen: str, moves: list[str]):
    e = make(name, fen)
    for m in moves:
        e.push_uci(m)
    return e


@pytest.mark.parametrize("make", BOTH)
@pytest.mark.parametrize(("name", "fen", "moves", "result"), [
    # a queen takes one of the three black kings: Black, to move, is extinct and loses
    ("threekings.variant", "k3k2k/8/8/8/8/8/4Q3/K3K2K w - - 0 1", ["e2e8"], "1-0"),
    # the last white man is taken: White, who has no king, loses
    ("horde.variant", "4k3/8/8/8/8/8/3q4/4P3 b - - 0 1", ["d2e1"], "0-1"),
    # White promotes its last pawn taking Black's last queen: the side that just moved is
    # judged first, so White's pawns are extinct and Black wins
    ("extinction.variant", "rnq1kbn1/1P5p/8/8/8/8/8/RNBQKBN1 w Q - 0 1", ["b7c8q"], "0-1"),
    ("extinction.variant", "rnq1kbn1/1P5p/8/8/8/8/8/RNBQKBN1 w Q - 0 1", ["b7c8k"], "0-1"),
])
def test_extinction_ends_the_game(make, name, fen, moves, result):
    fairy = name.split(".")[0]
    ended, value = sf.is_immediate_game_end(fairy, fen, moves)
    stm_white = _after(make, name, fen, moves).turn
    assert ended and (value > 0) == ((result == "1-0") == stm_white)
    e = _after(make, name, fen, moves)
    assert e.outcome() is not None and e.outcome().termination is Termination.EXTINCTION
    assert e.outcome().result() == result
    assert list(e.legal_moves) == []  # the game is over: no moves


@pytest.mark.parametrize("make", BOTH)
def test_a_side_already_extinct_has_no_moves(make):
    fen = "rnbqkbnr/pppppppp/8/8/8/8/P5PP/R3K2R w KQkq - 0 1"  # White has no queen
    assert sf.legal_moves("extinction", fen, []) == []
    e = make("extinction.variant", fen)
    assert list(e.legal_moves) == [] and e.outcome().result() == "0-1"


@pytest.mark.parametrize("make", BOTH)
def test_kings_that_are_not_royal_may_be_left_attacked(make):
    fen = "k3k2k/8/8/8/4r3/8/8/K3K2K w - - 0 1"  # the rook attacks the king on e1
    want = sorted(sf.legal_moves("threekings", fen, []))
    assert "a1a2" in want
    assert sorted(m.uci() for m in make("threekings.variant", fen).legal_moves) == want


@pytest.mark.parametrize("make", BOTH)
def test_a_king_that_is_not_royal_castles_through_attacks(make):
    fen = "rnbqk1nr/pppppppp/8/1b6/8/8/PPPP1PPP/RNBQK2R w KQkq - 0 1"  # f1 is attacked
    assert "e1g1" in sf.legal_moves("extinction", fen, [])
    e = make("extinction.variant", fen)
    assert "e1g1" in {m.uci() for m in e.legal_moves}
    e.push_uci("e1g1")
    assert e.fen() == sf.get_fen("extinction", fen, ["e1g1"])


@pytest.mark.parametrize("make", BOTH)
def test_a_side_with_no_royal_man_is_stalemated_not_mated(make):
    fen = "4k3/8/8/8/8/4q3/4P3/8 w - - 0 1"
    assert sf.legal_moves("horde", fen, []) == [] and sf.game_result("horde", fen, []) == 0
    e = make("horde.variant", fen)
    assert not e.is_check() and e.outcome().termination is Termination.STALEMATE
    assert e.outcome().result() == "1/2-1/2"


@pytest.mark.parametrize("make", BOTH)
@pytest.mark.parametrize(("fen", "move"), [
    ("4k3/8/8/8/8/1p6/8/P3K3 w - - 0 1", "a1a3"),  # from the first rank: not in passing
    ("4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1", "a2a4"),  # from the second: b4 may take on a3
])
def test_horde_pawns_are_taken_in_passing_only_on_the_third_rank(make, fen, move):
    e = make("horde.variant", fen)
    e.push_uci(move)
    assert e.fen() == sf.get_fen("horde", fen, [move])
    assert sorted(m.uci() for m in e.legal_moves) == sorted(sf.legal_moves("horde", fen, [move]))
