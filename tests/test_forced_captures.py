"""Compulsory capture (`captures forced`) and the stalemate judged by count (`by-count`): hand
positions whose expected moves and results come from Fairy-Stockfish (pyffish 0.0.90, asked
again here), played on both engines: antichess, giveaway, suicide and losers as shipped."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference
from variantc.runtime.outcome import Termination

BOTH = (compiled, reference)
sf = pytest.importorskip("pyffish")


def _after(make, name: str, fen: str, moves: list[str]):
    e = make(name + ".variant", fen)
    for m in moves:
        e.push_uci(m)
    return e


@pytest.mark.parametrize("make", BOTH)
@pytest.mark.parametrize(("name", "fen", "moves", "want"), [
    # a capture in passing is a capture: after d7d5 it is White's only move
    ("antichess", "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", ["d7d5"], ["e5d6"]),
    # of two men that could move, only the rook can capture, and must
    ("antichess", "8/8/8/8/3n4/8/2B5/1R5k w - - 0 1", [], ["b1h1"]),
    # no capture: every move is legal
    ("antichess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", [], ["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]),
    # a capture that promotes: every promotion, the king's too
    ("antichess", "8/8/8/8/8/8/1p6/2R5 b - - 0 1", [],
     ["b2c1b", "b2c1k", "b2c1n", "b2c1q", "b2c1r"]),
    # giveaway: the rooks must take; castling is no capture
    ("giveaway", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", [], ["a1a8", "h1h8"]),
    # the king may take, though the man it takes is guarded: the king is not royal
    ("giveaway", "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", [], ["a1a8", "e1f2", "h1h8"]),
    # losers: the pinned rook's capture would leave the king in check, so it does not force
    ("losers", "3n3k/8/8/b7/8/8/3R4/4K3 w - - 0 1", [], ["e1d1", "e1e2", "e1f1", "e1f2"]),
    # ... and without the pin it is the only move
    ("losers", "3n3k/8/8/8/8/8/3R4/4K3 w - - 0 1", [], ["d2d8"]),
])
def test_a_legal_capture_forces(make, name, fen, moves, want):
    assert sorted(sf.legal_moves(name, fen, moves)) == want
    assert sorted(m.uci() for m in _after(make, name, fen, moves).legal_moves) == want


@pytest.mark.parametrize("make", BOTH)
@pytest.mark.parametrize(("name", "fen", "moves", "result", "termination"), [
    # antichess: White, stalemated, wins
    ("antichess", "8/8/8/8/8/p7/P7/8 w - - 0 1", [], "1-0", Termination.STALEMATE),
    # losing the last man wins: Black takes White's last rook, White to move has won
    ("antichess", "8/8/8/8/8/8/1p6/2R5 b - - 0 1", ["b2c1q"], "1-0", Termination.EXTINCTION),
    # suicide: a stalemate with as many men is a draw ...
    ("suicide", "8/8/8/8/8/p7/P7/8 w - - 0 1", [], "1/2-1/2", Termination.STALEMATE),
    # ... with fewer men the stalemated side wins ...
    ("suicide", "8/8/8/8/8/p7/P7/7k w - - 0 1", [], "1-0", Termination.STALEMATE),
    # ... and with more it loses
    ("suicide", "8/8/8/8/7p/p6p/P6P/8 b - - 0 1", [], "1-0", Termination.STALEMATE),
    # losers: the mated side wins
    ("losers", "kn6/1Q6/1K6/8/8/8/8/8 b - - 0 1", [], "0-1", Termination.CHECKMATE),
    # the stalemated side wins
    ("losers", "knR5/8/1K6/8/8/8/8/8 b - - 0 1", [], "0-1", Termination.STALEMATE),
    # a side left with its king alone wins
    ("losers", "7k/8/8/8/8/8/1n6/1R2K3 w - - 0 1", ["b1b2"], "0-1", Termination.EXTINCTION),
])
def test_the_endings_of_losing_chess(make, name, fen, moves, result, termination):
    e = _after(make, name, fen, moves)
    white = e.turn
    if sf.legal_moves(name, fen, moves):
        ended, value = sf.is_immediate_game_end(name, fen, moves)
        assert ended
    else:
        value = sf.game_result(name, fen, moves)
    fairy = "1/2-1/2" if value == 0 else "1-0" if (value > 0) == white else "0-1"
    assert fairy == result
    assert e.outcome() is not None and e.outcome().termination is termination
    assert e.outcome().result() == result
