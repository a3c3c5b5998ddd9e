"""The command-line contract: output, exit codes, and messages instead of tracebacks."""

from __future__ import annotations

import io
import json
import re

import pytest
from click.testing import CliRunner

from tests.conftest import DEFINITIONS
from variantc.cli import main

CHESS = str(DEFINITIONS / "chess.variant")


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_check_is_silent_on_a_good_definition():
    result = run("check", CHESS)
    assert result.exit_code == 0 and result.output == ""


def test_check_reports_and_exits_1(tmp_path):
    bad = tmp_path / "bad.variant"
    bad.write_text("board 8x8\npiece K king moves K royal\nsetup \"8/8/8/8/8/8/8/4X3\"\n")
    result = run("check", str(bad))
    assert result.exit_code == 1
    assert f"{bad}:3:23: error[E602]: bad setup: 'X' is not the letter" in result.output


def test_a_warning_is_reported_and_the_definition_still_compiles(tmp_path):
    """W201: `(3,0)(6,0)` lists two leaps of one line, which jump where a rider would stop;
    `check` exits with 0 and prints the warning, `compile` prints it on standard error and
    writes the module, whose sixer leaps over the man on a4."""
    listed = tmp_path / "listed.variant"
    listed.write_text("board 8x8\npiece K king moves K royal\npiece S sixer moves (3,0)(6,0)\n"
                      'setup "4k3/8/8/8/K7/8/8/S7 w - - 0 1"\n')
    checked = run("check", str(listed))
    assert checked.exit_code == 0
    assert checked.output.startswith(f"{listed}:3:21: warning[W201]: '(3,0)(6,0)' are single "
                                     "leaps along one line, not a rider\n")
    assert "for a rider write (3,0)(3,0)" in checked.output
    compiled = run("compile", str(listed), "-o", str(tmp_path))
    assert compiled.exit_code == 0, compiled.output
    assert compiled.stdout.strip() == str(tmp_path / "listed.py")
    assert "warning[W201]" in compiled.stderr and "error" not in compiled.stderr
    sixer = [m for m in run("moves", str(listed)).stdout.split() if m.startswith("a1")]
    assert sorted(sixer) == ["a1a7", "a1d1", "a1g1"]


def test_compile_writes_the_module(tmp_path):
    result = run("compile", CHESS, "-o", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "chess.py").exists()
    assert result.output.strip() == str(tmp_path / "chess.py")


@pytest.mark.parametrize("engine", ["compiled", "reference"])
def test_moves_one_a_line(engine):
    result = run("moves", CHESS, "--engine", engine)
    assert result.exit_code == 0
    assert result.output.split() == sorted(result.output.split())
    assert len(result.output.split()) == 20 and "g1f3" in result.output.split()


def test_moves_from_a_fen():
    result = run("moves", CHESS, "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
    assert "e1g1" in result.output.split()


def test_perft_json_has_the_contract_fields():
    result = run("perft", CHESS, "--depth", "3", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["nodes"] == 8902 and set(data) == {"nodes", "seconds", "nps"}


def test_perft_divide_sums_to_nodes():
    result = run("perft", CHESS, "--depth", "2", "--divide", "--json", "--engine", "reference")
    data = json.loads(result.stdout)
    assert sum(data["divide"].values()) == data["nodes"] == 400


def test_perft_text_output():
    result = run("perft", CHESS, "--depth", "2", "--divide")
    assert "e2e4: 20" in result.output and "nodes 400" in result.output


@pytest.mark.parametrize("args", [
    ["perft", CHESS],  # --depth is required
    ["perft", CHESS, "--depth", "-1"],
    ["bench", CHESS, "--seconds", "0"],
    ["moves", CHESS, "--fen", "8/8/8 w - - 0 1"],
    ["moves", CHESS, "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x"],
    ["moves", CHESS, "--engine", "fast"],
    ["frobnicate"],
])
def test_usage_errors_exit_2_without_traceback(args):
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output


def test_missing_file_is_a_diagnostic(tmp_path):
    result = run("check", str(tmp_path / "nope.variant"))
    assert result.exit_code == 1
    assert "error[E001]: cannot read the definition" in result.output


def test_diff_agrees_and_says_so():
    result = run("diff", CHESS, "--depth", "2", "--playouts", "2", "--plies", "10")
    assert result.exit_code == 0, result.output
    assert "chess: engines agree" in result.output


def test_bench_api_times_the_python_chess_loop():
    result = run("bench", CHESS, "--api", "--seconds", "0.05", "--json")
    assert result.exit_code == 0, result.output
    row = json.loads(result.stdout.splitlines()[0])
    assert row["variant"] == "chess" and row["depth"] == 3
    assert row["api_compiled"]["nps"] > 0 and row["api_python-chess"]["nps"] > 0
    assert row["api_compiled_python-chess_ratio"] > 0
    table = run("bench", CHESS, "--api", "--seconds", "0.05")
    assert table.exit_code == 0, table.output
    assert "python-chess-style loop" in table.stdout and "chess compiled" in table.stdout
    assert "python-chess on chess" in table.stdout


def test_bench_prints_a_table():
    result = run("bench", CHESS, "--seconds", "0.05", "--json")
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert rows[0]["variant"] == "chess"
    assert rows[0]["compiled_bulk"]["nps"] > 0 and rows[0]["reference_bulk"]["nps"] > 0
    # Ratios compare both engines at one depth, so they exist whatever the budget.
    assert rows[0]["ratio_bulk"] > 0 and rows[0]["ratio_full"] > 0


def test_bench_without_the_reference_measures_the_compiled_engine_alone():
    result = run("bench", CHESS, "--seconds", "0.05", "--json", "--no-reference")
    assert result.exit_code == 0, result.output
    row = json.loads(result.stdout.splitlines()[0])
    assert row["compiled_bulk"]["nps"] > 0 and row["python-chess_ratio_bulk"] > 0
    assert not [key for key in row if "reference" in key or key.startswith("ratio")]


def test_bench_refuses_engines_that_count_different_trees(monkeypatch):
    from variantc.reference.interpreter import Reference

    perft = Reference.perft
    monkeypatch.setattr(Reference, "perft", lambda self, depth: perft(self, depth) + 1)  # broken
    result = run("bench", CHESS, "--seconds", "0.05")
    assert result.exit_code == 1
    found = re.search(r"chess: the compiled engine and the reference disagree: perft\(\d\) "
                      r"counts ([\d,]+) and ([\d,]+)", result.output)
    assert found, result.output
    assert int(found[2].replace(",", "")) == int(found[1].replace(",", "")) + 1


def test_play_prints_fen_outcome_and_moves():
    result = run("play", CHESS, "f2f3", "e7e5", "g2g4", "d8h4")
    assert result.exit_code == 0
    assert result.output.splitlines() == [
        "fen      rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        "outcome  0-1 checkmate",
        "moves    (none)",
    ]


def test_play_refuses_an_illegal_move_with_the_legal_ones():
    result = run("play", CHESS, "e2e5")
    assert result.exit_code == 2
    assert "'e2e5' is not a legal move in UCI" in result.output and "SAN" in result.output
    assert "e2e4" in result.output


def test_play_reads_san_and_uci_alike():
    san = run("play", CHESS, "f3", "e5", "g4", "Qh4#")
    assert san.exit_code == 0 and san.output == run("play", CHESS, "f2f3", "e7e5", "g2g4",
                                                     "d8h4").output


def test_play_refuses_a_move_after_the_end():
    result = run("play", CHESS, "f3", "e5", "g4", "Qh4#", "a3")
    assert result.exit_code == 2 and "the game is over before a3: 0-1 checkmate" in result.output


def test_play_writes_a_pgn_that_python_chess_reads(tmp_path):
    pgn = pytest.importorskip("chess.pgn")
    path = tmp_path / "game.pgn"
    moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O"]
    assert run("play", CHESS, *moves, "--pgn", str(path)).exit_code == 0
    text = path.read_text()
    assert '[Variant "Chess"]' in text and '[Result "*"]' in text and "[FEN" not in text
    assert "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O *" in text
    game = pgn.read_game(io.StringIO(text))
    assert [m.uci() for m in game.mainline_moves()][-1] == "e1g1"


def test_pgn_of_a_game_from_a_fen_names_it_and_counts_from_it(tmp_path):
    path = tmp_path / "game.pgn"
    fen = "6k1/5ppp/8/8/8/8/8/R5K1 b - - 3 40"
    assert run("play", CHESS, "--fen", fen, "h6", "Ra8+", "Kh7", "--pgn", str(path)).exit_code == 0
    text = path.read_text()
    assert '[SetUp "1"]' in text and f'[FEN "{fen}"]' in text
    assert "40... h6 41. Ra8+ Kh7 *" in text


def test_pgn_of_a_drop_game(tmp_path):
    path = tmp_path / "game.pgn"
    house = str(DEFINITIONS / "crazyhouse.variant")
    assert run("play", house, "e4", "d5", "exd5", "Qxd5", "P@e4", "--pgn", str(path)).exit_code == 0
    assert '[Variant "Crazyhouse"]' in path.read_text()
    assert "3. P@e4" in path.read_text()


def test_an_empty_fen_is_a_usage_error():
    result = run("perft", CHESS, "--depth", "1", "--fen", "")
    assert result.exit_code == 2 and "--fen is empty" in result.output


def test_perft_shows_progress_per_root_move_on_a_terminal(monkeypatch):
    from variantc import cli

    shown: list[str] = []
    monkeypatch.setattr(cli, "interactive", lambda: True)
    monkeypatch.setattr(cli, "status", shown.append)
    result = run("perft", CHESS, "--depth", "2")
    assert result.exit_code == 0 and "nodes 400 " in result.output
    assert shown[0] == "perft 2: root move 1/20 (a2a3)" and shown[-1] == ""
    assert len([s for s in shown if s]) == 20


def test_perft_shows_no_progress_off_a_terminal():
    result = run("perft", CHESS, "--depth", "2")
    assert result.exit_code == 0 and "root move" not in result.output


def test_ctrl_c_exits_130_without_a_traceback():
    import signal
    import subprocess
    import sys
    import time

    from tests.conftest import ROOT

    # Interrupted once the command runs (imports take seconds on a loaded machine).
    start = ("import sys; from variantc.cli import main; print('ready', file=sys.stderr, flush=True);"
             f" main(['perft', {str(CHESS)!r}, '--depth', '7'])")
    child = subprocess.Popen(
        [sys.executable, "-c", start], cwd=ROOT,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert child.stderr is not None and child.stderr.readline() == "ready\n"
    time.sleep(1)
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=60)
    assert child.returncode == 130, (out, err)
    assert err.strip().endswith("interrupted") and "Traceback" not in err
