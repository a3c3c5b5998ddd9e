"""Sittuyin (definitions/sittuyin.variant) on both engines: the setup phase (forced drops on a
side's own three ranks, rooks on its first), the standing promotion (in place or by a diagonal
step, while the side has no general, attacking nothing and giving no check), and the ASEAN count
beside the fifty-move rule. Every expected value is Fairy-Stockfish's (pyffish 0.0.90)."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis
from variantc.tools import diff, engines

KINDS = engines.KINDS
NAME = "sittuyin.variant"
START = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1"
# A pawn on d5 (a long diagonal) and one on a2; Black's king on f7.
DIAGONAL = "8/5k2/8/3P4/8/8/P7/4K3[] w - - 0 1"
# White's last pawn, off the diagonals; a black rook on c4.
LAST = "4k3/8/8/8/2r5/8/P7/4K3[] w - - 0 1"
# The e5 pawn stands between White's rook and Black's king.
SCREEN = "4k3/8/8/4P3/8/8/P7/K3R3[] w - - 0 1"


def engine(kind: str, fen: str | None = None):
    return compiled(NAME, fen) if kind == "compiled" else reference(NAME, fen)


def promotions(kind: str, fen: str) -> list[str]:
    return [m for m in ucis(engine(kind, fen)) if m.endswith("f")]


@pytest.mark.parametrize("fen", [None, DIAGONAL, LAST, SCREEN])
def test_compiled_and_reference_agree(fen):
    found = diff.perft(lambda f: engine("reference", f), lambda f: engine("compiled", f), fen, 2)
    assert found is None, found.report()
    found = diff.playout(lambda f: engine("reference", f), lambda f: engine("compiled", f), fen,
                         5, 40)
    assert found is None, found.report()


@pytest.mark.parametrize("kind", KINDS)
def test_the_setup_drops_on_three_ranks_rooks_on_the_first(kind):
    e = engine(kind)
    assert len(ucis(e)) == 88
    assert [m for m in ucis(e) if m.startswith("R@")] == [f"R@{f}1" for f in "abcdefgh"]
    assert all("@" in m for m in ucis(e))


@pytest.mark.parametrize("kind", KINDS)
def test_a_pawn_on_a_diagonal_promotes_in_place_or_by_a_step(kind):
    # d5e6f would check the king on f7; a2, not on a diagonal and not the last pawn, may not
    assert promotions(kind, DIAGONAL) == ["d5c4f", "d5c6f", "d5d5f", "d5e4f"]


@pytest.mark.parametrize("kind", KINDS)
def test_the_last_pawn_promotes_anywhere_attacking_nothing(kind):
    # a2b3f would attack the rook on c4
    assert promotions(kind, LAST) == ["a2a2f", "a2b1f"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_promotion_may_not_uncover_check(kind):
    assert promotions(kind, SCREEN) == ["e5e5f"]


@pytest.mark.parametrize("kind", KINDS)
def test_no_promotion_while_the_side_has_a_general(kind):
    assert promotions(kind, "4k3/8/8/8/8/8/P7/4KF2[] w - - 0 1") == []


@pytest.mark.parametrize("kind", KINDS)
def test_a_promotion_in_place_is_a_pawn_move(kind):
    e = engine(kind, "4k3/8/8/3P4/8/8/P7/4K3[] w - - 7 9")
    e.push_uci("d5d5f")
    assert e.fen() == "4k3/8/8/3F4/8/8/P7/4K3[] b - - 0 9"


@pytest.mark.parametrize("kind", KINDS)
def test_a_bare_king_is_counted_beside_the_clock(kind):
    e = engine(kind, "8/8/8/4k3/8/8/r7/R3K3[] w - - 0 1")
    e.push_uci("a1a2")
    assert e.fen() == "8/8/8/4k3/8/8/R7/4K3[] b - 32 0 1"
    e = engine(kind, "8/8/8/4k3/8/8/r7/R3K3[] w - - 37 30")
    e.push_uci("e1d1")
    assert e.fen() == "8/8/8/4k3/8/8/r7/R2K4[] b - - 38 30"


@pytest.mark.parametrize("kind", KINDS)
def test_the_count_and_the_fifty_moves_draw(kind):
    assert engine(kind, "8/8/8/4k3/8/8/R7/4K3[] b - 32 33 1").outcome().winner is None
    assert engine(kind, "8/8/8/4k3/8/p7/R7/4K3[] b - - 100 60").outcome().winner is None
    assert engine(kind, "8/8/8/4k3/8/8/R7/4K3[] b - 32 33 1").is_game_over()
    assert engine(kind, "8/8/8/4k3/8/p7/R7/4K3[] b - - 100 60").is_game_over()
    assert not engine(kind, "8/8/8/4k3/8/p7/R7/4K3[] b - - 99 60").is_game_over()
