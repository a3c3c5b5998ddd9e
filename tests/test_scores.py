"""Outcomes worth part of a point: Gliński's stalemate scores 3/4 to the side that stalemates
and 1/4 to the side stalemated (`stalemate loses 3/4`), in both engines, in a match's tally,
and in the search's view of it. The positions are worked out by hand from the rules."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference
from variantc.play.match import Game
from variantc.runtime.outcome import Outcome, Termination

ENGINES = [compiled, reference]

# Black's king on f11, the top cell; White's king on f9 takes f10, e10, g10, e9 and g9 from it,
# and the queen on f1 the file behind the king: Black, to move, has no move and is not in check.
WHITE_STALEMATES = "k/3/2K2/7/9/11/11/11/11/11/5Q5 b - - 0 1"
# The same turned half round: White's king on f1, Black's king on f3 and queen on f11.
BLACK_STALEMATES = "q/3/5/7/9/11/11/11/5k5/11/5K5 w - - 0 1"
# White's king a cell lower, on f8: it still takes e9 and g9 (diagonally), and the queen's
# file is still shut, but f10, e10 and g10 are free: no stalemate.
NO_STALEMATE = "k/3/5/3K3/9/11/11/11/11/11/5Q5 b - - 0 1"


@pytest.mark.parametrize("make", ENGINES)
def test_glinski_stalemate_scores_three_quarters_to_the_side_that_stalemates(make):
    outcome = make("glinski.variant", WHITE_STALEMATES).outcome()
    assert outcome == Outcome(Termination.STALEMATE, True, share=(3, 4))
    assert outcome.score() == "3/4-1/4"
    assert outcome.result() == "1-0"  # PGN's result names the winner: it has no 3/4
    assert str(outcome) == "3/4-1/4 stalemate"


@pytest.mark.parametrize("make", ENGINES)
def test_a_stalemated_white_scores_a_quarter(make):
    outcome = make("glinski.variant", BLACK_STALEMATES).outcome()
    assert outcome == Outcome(Termination.STALEMATE, False, share=(3, 4))
    assert outcome.score() == "1/4-3/4"


@pytest.mark.parametrize("make", ENGINES)
def test_a_king_with_a_move_is_not_stalemated(make):
    board = make("glinski.variant", NO_STALEMATE)
    assert board.outcome() is None
    assert sorted(m.uci() for m in board.legal_moves) == ["f11e10", "f11f10", "f11g10"]


def test_mccooey_stalemate_is_a_draw():
    assert compiled("mccooey.variant", WHITE_STALEMATES).outcome() == \
        Outcome(Termination.STALEMATE, None)


def test_a_match_counts_a_share_of_the_point():
    game = Game("a", "b", "3/4-1/4", "stalemate", 40, [])
    assert (game.score_for("a"), game.score_for("b")) == (0.75, 0.25)
    assert Game("a", "b", "1/2-1/2", "stalemate", 40, []).score_for("b") == 0.5
    assert Game("a", "b", "0-1", "checkmate", 40, []).score_for("b") == 1.0


def test_the_search_scores_a_stalemate_below_a_mate_and_above_a_draw():
    from variantc.play.search import MATE, Search

    board = compiled("glinski.variant", WHITE_STALEMATES)
    value = Search.ended(_searching(board), 3)
    assert -MATE < value < 0  # Black, stalemated, has lost, but less than a mate


def _searching(engine):
    class Bare:
        e = engine
    return Bare()
