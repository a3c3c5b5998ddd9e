"""Moves that take on their way (docs/language.md#136-multi-leg-moves): Chu shogi's lion, horned
falcon and soaring eagle, whose double moves take on the first step and go on, come back to
their square (igui), or only pass through (jitto).

Expected counts come from outside: lishogi's shogiops (WandererXII/shogiops,
test/variant/chushogi.test.ts, commit 13033c7: a lone lion has 24 + 8 * 8 moves, a lone horned
falcon 41, a lone soaring eagle 40, in the middle of the empty 12x12 board). Positions are worked
by hand from the moves as Chu shogi's rules describe them; the rest is the compiled engine
against the reference, whose walk (reference/betza.ways) shares nothing with the back end's.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers import compiled, module, reference
from variantc import pipeline
from variantc.tools import diff, engines

LIONS = "../tests/data/lions.variant"
ALONE = "K11/12/12/12/12/12/5{}6/12/12/12/12/11k w - - 0 1"  # f6: shogiops's 7g


@pytest.mark.parametrize(("letter", "count"), [("L", 24 + 8 * 8), ("F", 41), ("E", 40)])
def test_a_lone_piece_moves_as_shogiops_counts(letter, count):
    for engine in (compiled, reference):
        board = engine(LIONS, ALONE.format(letter))
        assert sum(m.uci().startswith("f6") for m in board.legal_moves) == count


def test_the_lion_takes_and_comes_back_or_goes_on():
    for engine in (compiled, reference):
        board = engine(LIONS, "4k7/12/12/12/12/12/12/3p8/4p7/3L8/12/4K7 w - - 0 1")
        moves = {m.uci() for m in board.legal_moves}
        # igui: takes on e4 without moving; a double capture, e4 then d5; e4 then on to f5
        assert {"d3e4d3", "d3e4d5", "d3e4f5", "d3e4", "d3d5"} <= moves
        # jitto: a step to an empty square and back, which passes the turn
        assert "d3d4d3" in moves
        board.push_uci("d3e4d5")
        assert board.board_fen() == "4k7/12/12/12/12/12/12/3L8/12/12/12/4K7"
        board.pop()
        board.push_uci("d3e4d3")
        assert board.board_fen() == "4k7/12/12/12/12/12/12/3p8/12/3L8/12/4K7"
        assert board.turn is False


def test_a_leg_that_takes_needs_an_enemy_or_an_empty_square():
    for engine in (compiled, reference):
        own = engine(LIONS, "4k7/12/12/12/12/12/12/12/4P7/3L8/12/4K7 w - - 0 1")
        assert not any(m.uci().startswith("d3e4") for m in own.legal_moves)
        # the falcon takes forward only: f6 then on to f7, or back to f5
        falcon = engine(LIONS, "4k7/12/12/12/12/12/5p6/5F6/12/12/12/4K7 w - - 0 1")
        forward = {m.uci() for m in falcon.legal_moves if m.uci().startswith("f5f6")}
        assert forward == {"f5f6", "f5f6f5", "f5f6f7"}


def test_san_names_the_square_on_the_way():
    for engine in (compiled, reference):
        board = engine(LIONS, "4k7/12/12/12/12/12/12/3p8/4p7/3L8/12/4K7 w - - 0 1")
        assert board.san(board.parse_uci("d3e4d3")) == "Lxe4-d3"
        assert board.san(board.parse_uci("d3e4d5")) == "Lxe4-xd5"
        assert board.san(board.parse_uci("d3d4d3")) == "Ld4-d3"
        assert board.parse_san("Lxe4-xd5").uci() == "d3e4d5"
        assert board.is_capture(board.parse_uci("d3e4d3"))
        assert not board.is_capture(board.parse_uci("d3d4d3"))
    assert module(LIONS).Move.from_uci("d3e4d5").via == (40,)  # e4 on a 12x12 board


@pytest.mark.parametrize("fen", [None, ALONE.format("L"), ALONE.format("F"),
                                 "4k7/12/12/12/12/12/12/3p8/4p7/3L8/12/4K7 w - - 0 1",
                                 "11k/12/12/3plp6/4Pe6/3LF7/12/12/12/12/12/K11 b - - 0 1"])
def test_both_engines_count_alike(fen):
    assert compiled(LIONS, fen).divide(2) == reference(LIONS, fen).divide(2)


def test_seeded_games_agree():
    summary = diff.run(lambda f: reference(LIONS, f), lambda f: compiled(LIONS, f), [None], 2, 12,
                       1, 40)
    assert summary.ok, [m.report() for m in summary.mismatches]


@pytest.mark.slow
def test_many_seeded_games_agree():
    summary = diff.run(lambda f: reference(LIONS, f), lambda f: compiled(LIONS, f), [None], 3, 40,
                       100, 100)
    assert summary.ok, [m.report() for m in summary.mismatches]


LEG_ATOMS = ["W", "F", "K", "N", "D", "R", "B"]
FIRST = ["c", "mc", "fc", "fmc", "cf", "sc"]
LATER = ["", "f", "b", "v", "s", "fl", "bs"]


@st.composite
def taking_words(draw) -> str:
    """A word of 2 or 3 legs whose first or second leg takes (a rider before the last leg must
    be refused)."""
    count = draw(st.integers(2, 3))
    taker = draw(st.integers(0, count - 2))
    legs = [draw(st.sampled_from(FIRST if k == taker else LATER)) + draw(st.sampled_from(LEG_ATOMS))
            for k in range(count)]
    legs[-1] = draw(st.sampled_from(["", "m", "c"])) + legs[-1].replace("c", "")
    return "[" + "-".join(legs) + "]"


@given(taking_words())
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_taking_word_plays_as_the_reference_or_is_refused(tmp_path, word):
    path = tmp_path / "fuzz.variant"
    path.write_text(f'variant "Fuzzed takers"\nboard 8x8\npiece K king moves K royal\n'
                    f'piece X fuzzed moves {word}\npiece P pawn moves fmW fcF\n'
                    f'royal-captured loses\n'
                    f'setup "4k3/1p3p2/3x4/2p1P3/2P1X3/3p4/5P2/4K3 w - - 0 1"\n')
    loaded = pipeline.load(path)
    if not loaded.ok:
        assert all(d.code.name in {"E205", "E211", "E213", "E214", "E215"} for d in loaded.errors), \
            loaded.report()
        return
    compiled_board = engines.make(loaded.variant, "compiled", None)
    reference_board = engines.make(loaded.variant, "reference", None)
    assert compiled_board.divide(2) == reference_board.divide(2), word
