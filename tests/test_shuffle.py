"""Numbered starts (`shuffle`, runtime/shuffle.py).

Fischer random chess is numbered as python-chess numbers Chess960 (Scharnagl's scheme, an
implementation written elsewhere); Capablanca random chess's starts are those of an
enumeration written here from its rules (pychess-variants: the bishops on both colours, the
king between the rooks); from random starts both engines agree with each other and with
Fairy-Stockfish (its fischerandom and caparandom).
"""

from __future__ import annotations

from collections import Counter

import chess
import pytest
from click.testing import CliRunner, Result
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import compiled, module, reference, variant
from variantc.cli import main
from variantc.runtime.shuffle import Starts

FISCHER = "fischerandom.variant"
CAPA = "caparandom.variant"


def starts(name: str) -> Starts:
    shuffle = variant(name).shuffle
    assert shuffle is not None
    return shuffle.starts()


def test_scharnagl_s_landmarks():
    """Published Chess960 numbers: 0, the standard array 518, and 959."""
    fr = starts(FISCHER)
    assert fr.count() == 960
    assert "".join(fr.arrangement(0)) == "BBQNNRKR"
    assert "".join(fr.arrangement(518)) == "RNBQKBNR"
    assert "".join(fr.arrangement(959)) == "RKRNNQBB"


def test_every_chess960_start_is_python_chess_s():
    board = module(FISCHER).Board
    for n in range(960):
        ours = board.from_start(n)
        assert ours.board_fen() == chess.Board.from_chess960_pos(n).board_fen(), n
        if n % 37 == 0:
            assert ours.start_number() == n
            assert ours.chess960_pos() == n


def _arrangements(counts: Counter[str], files: int) -> list[tuple[str, ...]]:
    """Every distinct row of these men, by hand: each square takes each kind still left."""
    if files == 0:
        return [()]
    rows = []
    for kind in sorted(counts):
        if counts[kind]:
            counts[kind] -= 1
            rows += [(kind, *rest) for rest in _arrangements(counts, files - 1)]
            counts[kind] += 1
    return rows


def _capablanca_random(row: tuple[str, ...]) -> bool:
    bishops = [i for i, x in enumerate(row) if x == "B"]
    rooks = [i for i, x in enumerate(row) if x == "R"]
    king = row.index("K")
    return bishops[0] % 2 != bishops[1] % 2 and rooks[0] < king < rooks[1]


@pytest.mark.slow
def test_capablanca_random_starts_are_the_rules_starts():
    """All 84,000, against every row of the ten men filtered by the rules."""
    capa = starts(CAPA)
    allowed = {r for r in _arrangements(Counter("RNABQKBCNR"), 10) if _capablanca_random(r)}
    assert len(allowed) == capa.count() == 84_000
    assert {capa.arrangement(n) for n in range(capa.count())} == allowed


def test_capablanca_random_count_is_the_rules_count():
    """The same count from the rules, by a product of choices made another way: the king and
    rooks' squares first (any three squares, in the one order that puts the king between),
    then the bishops on the seven left, on both colours, then the rest in any order."""
    total = 0
    for k in range(10):
        for r1 in range(k):
            for r2 in range(k + 1, 10):
                left = [i for i in range(10) if i not in (k, r1, r2)]
                light = sum(1 for i in left if i % 2)
                total += light * (7 - light) * (5 * 4 * 3 * 2 // 2)  # Q A C, and two knights
    assert total == starts(CAPA).count()


@given(st.integers(0, 83_999))
@settings(max_examples=200, deadline=None)
def test_each_capablanca_number_names_one_start_of_the_rules(number):
    capa = starts(CAPA)
    row = capa.arrangement(number)
    assert Counter(row) == Counter("RNABQKBCNR")
    assert _capablanca_random(row)
    assert capa.number(row) == number


def test_a_row_that_breaks_the_rules_has_no_number():
    fr = starts(FISCHER)
    with pytest.raises(ValueError, match="not a start"):
        fr.number(tuple("RBQBKNNR"))  # both bishops on light squares, b1 and d1
    with pytest.raises(ValueError, match="not a start"):
        fr.number(tuple("KRBQRBNN"))  # the king outside its rooks
    with pytest.raises(ValueError, match="is not one of 0 to 959"):
        fr.arrangement(960)


def test_a_moved_board_is_no_start():
    board = module(FISCHER).Board.from_start(0)
    board.push_uci("d1c3")
    assert board.start_number() is None
    assert module("chess.variant").Board().start_number() is None
    assert module("chess.variant").Board.starts() == 1
    with pytest.raises(ValueError, match="has one start"):
        module("chess.variant").Board.from_start(0)


def test_a_random_start_follows_its_seed():
    board = module(CAPA).Board
    assert board.from_random_start(7).fen() == board.from_random_start(7).fen()
    assert len({board.from_random_start(seed).fen() for seed in range(10)}) > 1


@pytest.mark.parametrize("name", [FISCHER, CAPA])
def test_both_engines_agree_from_random_starts(name):
    board = module(name).Board
    for seed in range(4):
        fen = board.from_random_start(seed).fen()
        assert compiled(name, fen).divide(2) == reference(name, fen).divide(2), fen


def _cli(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def test_the_command_line_starts_from_a_number_or_a_draw():
    done = _cli("moves", "fischerandom", "--setup", "0")
    assert done.exit_code == 0, done.output
    assert "start 0 of 960" in done.stderr
    assert set(done.stdout.split()) == {m.uci() for m in chess.Board.from_chess960_pos(0).legal_moves}
    one = _cli("perft", "caparandom", "--setup", "random", "--depth", "1", "--json")
    assert one.exit_code == 0 and "of 84000" in one.stderr
    seeded = [_cli("diff", "caparandom", "--setup", "random", "--seed", "3", "--playouts", "1",
                   "--depth", "1") for _ in range(2)]
    assert seeded[0].stderr.splitlines()[0] == seeded[1].stderr.splitlines()[0]


@pytest.mark.parametrize(("args", "message"), [
    (("perft", "chess", "--setup", "3", "--depth", "1"), "needs a variant with numbered starts"),
    (("perft", "fischerandom", "--setup", "960", "--depth", "1"), "0 to 959, or 'random'"),
    (("perft", "fischerandom", "--setup", "x", "--depth", "1"), "not x"),
    (("perft", "fischerandom", "--setup", "1", "--fen", "8/8/8/8/8/8/8/8", "--depth", "1"),
     "not both"),
])
def test_the_command_line_refuses_a_start_it_cannot_make(args, message):
    done = _cli(*args)
    assert done.exit_code == 2
    assert message in done.stderr


def test_fairy_stockfish_agrees_from_random_starts():
    from variantc.tools import crosscheck

    pytest.importorskip("pyffish")
    for name, fairy in ((FISCHER, "fischerandom"), (CAPA, "caparandom")):
        fens = tuple(module(name).Board.from_random_start(seed).fen() for seed in range(3))
        summary = crosscheck.run(variant(name), fairy, playouts=6, depth=2, plies=30, fens=fens)
        assert summary.ok, [d.report() for d in summary.disagreements]


def test_crosscheck_plays_from_numbered_starts():
    pytest.importorskip("pyffish")
    done = _cli("crosscheck", "caparandom", "--starts", "2", "--playouts", "3", "--plies", "12",
                "--seed", "5")
    assert done.exit_code == 0, done.output
    assert done.stderr.count(" of 84000") == 2
    assert "agrees with Fairy-Stockfish's caparandom: 3 games" in done.stdout


def test_the_reference_numbers_starts_as_the_compiled_engine():
    ref = reference(FISCHER)
    assert ref.starts() == 960
    assert ref.from_start(0).fen() == module(FISCHER).Board.from_start(0).fen()
    assert ref.start_number() == 518
    assert ref.from_random_start(4).start_number() == module(FISCHER).Board.from_random_start(
        4).start_number()
    with pytest.raises(ValueError, match="has one start"):
        reference("chess.variant").from_start(0)
