"""Castling with a marked rook ('R~': a promoted man that demotes when captured), in every
shipped definition with marks and castling: the FEN's right is kept, the rook castles, and it
lands plain, as Fairy-Stockfish's castling puts a plain rook: captured later, it goes to the
hand as a rook, not a pawn. Unmake puts the marked rook back.

The expected FENs and moves are pyffish 0.0.90's (`pyffish.get_fen`, `pyffish.legal_moves`),
written out here and checked against pyffish again where it is installed.
"""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis, variant
from variantc.tools import engines

KINDS = engines.KINDS

# (definition, FEN, moves, the FEN after them, castling moves legal at the start)
CASES = [
    # the queenside right of a marked rook; once it has castled, taken, it is a rook in hand
    ("crazyhouse", "r~3k3/8/8/8/8/8/8/4K2Q[] b q - 0 1", ["e8c8", "h1h4", "c8b7", "h4d8"],
     "3Q4/1k6/8/8/8/8/8/4K3[R] b - - 0 3", ["e8c8"]),
    # that rook goes back to its corner plain: no mark is left on the square it left
    ("crazyhouse", "r~3k3/8/8/8/8/8/8/4K3[] b q - 0 1",
     ["e8c8", "e1e2", "d8d1", "e2f2", "d1a1", "f2e2", "a1a8"],
     "r1k5/8/8/8/8/8/4K3/8[] w - - 7 5", ["e8c8"]),
    # a marked rook not castled stays marked, and taken, it is a pawn in hand
    ("crazyhouse", "r~3k3/8/8/8/8/8/8/4K2Q[] b q - 0 1", ["e8d8", "h1a8"],
     "Q2k4/8/8/8/8/8/8/4K3[P] b - - 0 2", ["e8c8"]),
    # both wings, one marked rook each: the one castled lands plain, the other stays marked
    ("crazyhouse", "4k3/8/8/8/8/8/8/R~3K2R~[] w KQ - 0 1", ["e1c1", "e8e7"],
     "8/4k3/8/8/8/8/8/2KR3R~[] w - - 2 2", ["e1c1", "e1g1"]),
    ("crazyhouse", "4k3/8/8/8/8/8/8/R~3K2R~[] w KQ - 0 1", ["e1g1", "e8e7"],
     "8/4k3/8/8/8/8/8/R~4RK1[] w - - 2 2", ["e1c1", "e1g1"]),
    ("crazyhouse", "r~3k2r~/8/8/8/8/8/8/4K3[] b kq - 0 1", ["e8g8"],
     "r~4rk1/8/8/8/8/8/8/4K3[] w - - 1 2", ["e8c8", "e8g8"]),
    # gating (S-house): castling with a marked rook, gating on the king's square or the rook's
    ("shouse", "r~3k3/8/8/8/8/8/8/4K3[Hh] b q - 0 1", ["e8c8h"],
     "2krh3/8/8/8/8/8/8/4K3[H] w - - 1 2", ["a8e8h", "e8c8", "e8c8h"]),
    ("shouse", "r~3k3/8/8/8/8/8/8/4K3[Hh] b q - 0 1", ["a8e8h"],
     "h1kr4/8/8/8/8/8/8/4K3[H] w - - 1 2", ["a8e8h", "e8c8", "e8c8h"]),
    # ten files, the king castling three squares
    ("capahouse", "r~4k3r~/10/10/10/10/10/10/5K4[] b kq - 0 1", ["f8i8"],
     "r~6rk1/10/10/10/10/10/10/5K4[] w - - 1 2", ["f8c8", "f8i8"]),
    ("capahouse", "r~4k3r~/10/10/10/10/10/10/5K4[] b kq - 0 1", ["f8c8"],
     "2kr5r~/10/10/10/10/10/10/5K4[] w - - 1 2", ["f8c8", "f8i8"]),
]
IDS = [f"{name}-{'-'.join(moves)}" for name, _, moves, _, _ in CASES]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("name", "fen", "moves", "after", "castles"), CASES, ids=IDS)
def test_castling_with_a_marked_rook(kind, name, fen, moves, after, castles):
    engine = engines.make(variant(f"{name}.variant"), kind, fen)
    assert engine.fen() == fen  # the right is kept
    legal = ucis(engine)
    assert [m for m in castles if m in legal] == castles
    for m in moves:
        engine.push_uci(m)
    assert engine.fen() == after
    for _ in moves:
        engine.pop()
    assert engine.fen() == fen  # unmake put the marked rook back
    assert ucis(engine) == legal


@pytest.mark.parametrize(("name", "fen", "moves", "after", "castles"), CASES, ids=IDS)
def test_engines_agree_move_by_move(name, fen, moves, after, castles):
    ours, theirs = compiled(f"{name}.variant", fen), reference(f"{name}.variant", fen)
    for m in [None, *moves]:
        if m is not None:
            ours.push_uci(m)
            theirs.push_uci(m)
        assert ours.fen() == theirs.fen()
        assert ucis(ours) == ucis(theirs)
        assert ours.perft(2) == theirs.perft(2)


@pytest.mark.parametrize(("name", "fen", "moves", "after", "castles"), CASES, ids=IDS)
def test_cases_are_fairy_stockfishs(name, fen, moves, after, castles):
    sf = pytest.importorskip("pyffish")
    assert sf.get_fen(name, fen, moves) == after
    legal = sf.legal_moves(name, fen, [])
    assert all(m in legal for m in castles)
    ours = compiled(f"{name}.variant", fen)
    for i in range(len(moves) + 1):
        assert ucis(ours) == sorted(sf.legal_moves(name, fen, moves[:i]))
        if i < len(moves):
            ours.push_uci(moves[i])

