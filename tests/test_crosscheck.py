"""`variantc crosscheck`: the pyffish cross-check as a command. It agrees where the two
engines agree, finds a difference where a definition is wrong, reads Fairy-Stockfish's FEN
dialect, and says plainly when pyffish is missing."""

from __future__ import annotations

import sys

import pytest
from click.testing import CliRunner

from tests.conftest import DEFINITIONS
from tests.helpers import compiled, variant
from variantc.cli import main

pyffish = pytest.importorskip("pyffish")

CHESS = str(DEFINITIONS / "chess.variant")


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_a_right_definition_agrees():
    result = run("crosscheck", CHESS, "--playouts", "2", "--depth", "1")
    assert result.exit_code == 0, result.output
    assert "chess: agrees with Fairy-Stockfish's chess: 2 games," in result.output


def test_a_wrong_definition_is_caught_with_the_moves_that_differ(tmp_path):
    wrong = tmp_path / "chess.variant"  # pawns lose their double step: the slug is still chess
    wrong.write_text((DEFINITIONS / "chess.variant").read_text().replace(" ifmnD", ""))
    result = run("crosscheck", str(wrong), "--playouts", "1")
    assert result.exit_code == 1
    assert "moves differ at rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" in result.output
    assert "Fairy-Stockfish only: a2a4 b2b4 c2c4 d2d4 e2e4 f2f4 g2g4 h2h4" in result.output
    assert "DIFFERS from Fairy-Stockfish's chess" in result.output


def test_a_different_setup_is_reported_first(tmp_path):
    wrong = tmp_path / "mine.variant"
    wrong.write_text((DEFINITIONS / "chess.variant").read_text()
                     .replace("RNBQKBNR w", "RNBKQBNR w"))
    result = run("crosscheck", str(wrong), "--fsf", "chess")
    assert result.exit_code == 1
    assert "setup differ" in result.output and "Fairy-Stockfish starts from" in result.output


def test_fens_in_fairy_stockfish_dialect_are_read():
    """Check counters as Fairy-Stockfish writes them: the checks each side has still to give."""
    result = run("crosscheck", str(DEFINITIONS / "3check.variant"), "--fsf", "3check",
                 "--playouts", "2", "--depth", "1",
                 "--fen", "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 1+1 0 1")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("name", ["3check", "5check"])
def test_check_counts_are_written_as_fairy_stockfish_writes_them(name):
    """The checks each side has still to give, after the en-passant field; variantc's own
    braces, the checks given, are read too."""
    theirs = "4k3/8/8/3q4/8/8/3Q4/4K2R b K - 2+1 0 1"
    engine = variant(f"{name}.variant")
    if name == "5check":
        theirs = theirs.replace("2+1", "4+3")
    for fen in (theirs, "4k3/8/8/3q4/8/8/3Q4/4K2R{1,2} b K - 0 1"):
        board = compiled(f"{name}.variant", fen)
        assert board.fen() == theirs == pyffish.get_fen(name, theirs, [])
        board.push_uci("d5d2")  # takes the queen with check: Black has one check fewer to give
        assert board.fen() == pyffish.get_fen(name, theirs, ["d5d2"])
    assert engine.checks_to_win() == (0, 3 if name == "3check" else 5)


def test_an_unknown_name_and_a_bad_fen_are_usage_errors():
    result = run("crosscheck", CHESS, "--fsf", "no-such-variant")
    assert result.exit_code == 2 and "Fairy-Stockfish has no variant named 'no-such-variant'" \
        in result.output
    result = run("crosscheck", CHESS, "--fen", "8/8/8 w - - 0 1")
    assert result.exit_code == 2 and "Traceback" not in result.output


def test_without_pyffish_it_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyffish", None)  # import pyffish raises ImportError
    result = run("crosscheck", CHESS)
    assert result.exit_code == 2
    assert "pyffish is not installed: pip install 'variantc[fsf]'" in result.output


def test_a_variant_from_a_fairy_stockfish_config(tmp_path):
    ini = tmp_path / "mine.ini"
    ini.write_text("[nodouble:chess]\ndoubleStep = false\n")
    result = run("crosscheck", CHESS, "--fsf", "nodouble", "--fsf-config", str(ini),
                 "--playouts", "1")
    assert result.exit_code == 1 and "variantc only: a2a4" in result.output
