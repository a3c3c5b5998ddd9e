"""The native build (backend/native): the same generated module compiled by Cython, checked
against the reference interpreter and the oracle counts as the pure build is; and the pure
module still running without Cython.

A build costs gcc tens of seconds, so the default suite builds chess, and the slow set a
sample more (crazyhouse's pools and drops first). Without Cython (installed by the native extra) the build
tests skip, saying why; with it, a build that cannot be made (no C compiler, no Python.h)
fails them, so that they never skip where the native extra is installed, CI included.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from functools import cache

import pytest
from click.testing import CliRunner

from tests.conftest import oracle
from tests.helpers import SHIPPED, reference, variant
from tests.test_generated import module_path
from tests.test_oracle import strict
from variantc.backend import native
from variantc.cli import main
from variantc.tools import diff, engines

MISSING = native.missing()


def _needs_native() -> None:
    if MISSING is None:
        return
    if importlib.util.find_spec("Cython") is not None:
        pytest.fail(f"Cython is installed (the native extra), but no native build here: {MISSING}")
    pytest.skip(f"no native build here: {MISSING}")


@cache
def _module(name: str):
    return engines.native_module(variant(name))


def board_module(name: str):
    _needs_native()
    return _module(name)


def built(name: str, fen: str | None = None):
    _needs_native()
    return _module(name).Engine(fen)


DEFAULT = ["chess.variant"]
# Sampled for their rules: hostages, cannons and palaces, drops with promotion, explosions,
# a 10x10 board, walls (cells that are not ints; petrified: a capturer turned into one), royal
# pieces that may be taken, first-move rights and gates as bits of a square (cambodian's king
# leap, seirawan's gating: black's moves once cleared white's rights natively), counting,
# capture modes and freezing (ultima), a free order (senterej), a legality filter that plays
# the other side's replies (carrera's exposed parries), moves that take on their way (chushogi).
SLOW = ["crazyhouse.variant", "hostage-chess.variant", "xiangqi.variant", "minishogi.variant",
        "atomic.variant", "grand.variant", "duck.variant", "antichess.variant", "petrified.variant",
        "cambodian.variant", "seirawan.variant", "marseillais.variant", "progressive.variant",
        "alice.variant", "ultima.variant", "senterej.variant", "carrera.variant",
        "chushogi.variant"]


@pytest.mark.parametrize("name", DEFAULT + [pytest.param(n, marks=pytest.mark.slow) for n in SLOW])
def test_native_perft_divide_agrees_with_reference(name):
    found = diff.perft(lambda f: reference(name, f), lambda f: built(name, f), None, 2)
    assert found is None, found.report()


@pytest.mark.parametrize("name", DEFAULT + [pytest.param(n, marks=pytest.mark.slow) for n in SLOW])
def test_native_playouts_agree_with_reference(name):
    summary = diff.run(lambda f: reference(name, f), lambda f: built(name, f), [], 1,
                       playouts=5, seed=11, plies=30)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)


@pytest.mark.parametrize("name", ["chess", pytest.param("crazyhouse", marks=pytest.mark.slow)])
def test_native_perft_matches_oracle(name):
    records = oracle(name)
    for record in records:
        if record["depth"] > 3:
            continue
        nodes, divide = strict(record, records)
        engine = built(f"{name}.variant", record["fen"])
        if divide is not None:
            assert engine.divide(record["depth"]) == divide, record["fen"]
        assert engine.perft(record["depth"]) == nodes, record["fen"]
        assert engine.perft_full(record["depth"]) == nodes, record["fen"]


@pytest.mark.slow
@pytest.mark.parametrize("name", ["minishogi", "grand"])
def test_native_perft_matches_oracle_slow(name):
    records = oracle(name)
    for record in records:
        if record["depth"] <= 2:
            nodes, _ = strict(record, records)
            assert built(f"{name}.variant", record["fen"]).perft(record["depth"]) == nodes


def test_native_build_is_compiled_code():
    engine = built("chess.variant")
    assert type(engine).perft.__class__.__name__ == "cython_function_or_method"
    assert engine.perft(3) == 8902  # published


def test_compile_native_writes_an_extension_that_imports(tmp_path):
    _needs_native()
    result = CliRunner().invoke(main, ["compile", "--native", "-o", str(tmp_path),
                                       "definitions/micro.variant"])
    assert result.exit_code == 0, result.output
    assert {p.name for p in tmp_path.iterdir()} == {"micro.py", f"micro{native.SUFFIX}"}
    code = ("import micro, sys; assert micro.__file__.endswith(sys.argv[1]), micro.__file__; "
            "print(micro.Engine().perft(3))")
    done = subprocess.run([sys.executable, "-c", code, native.SUFFIX], cwd=tmp_path,
                          capture_output=True, text=True, check=True)
    pure = subprocess.run([sys.executable, "-c", "import micro; print(micro.Engine().perft(3))"],
                          cwd=tmp_path, capture_output=True, text=True, check=True,
                          env=os.environ | {"PYTHONPATH": os.getcwd()})
    assert done.stdout == pure.stdout != ""


def test_no_compiler_is_a_message_not_a_traceback(tmp_path, monkeypatch):
    monkeypatch.setenv("CC", "variantc-no-such-compiler")
    result = CliRunner().invoke(main, ["compile", "--native", "-o", str(tmp_path),
                                       "definitions/chess.variant"])
    assert result.exit_code == 1
    assert "no C compiler" in result.output and "variantc-no-such-compiler" in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert not list(tmp_path.iterdir())  # nothing written


def test_no_cython_is_a_message(monkeypatch):
    import importlib.util
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "Cython" else real(name, *a))
    assert "Cython is not installed" in (native.missing() or "")
    result = CliRunner().invoke(main, ["bench", "--native", "definitions/chess.variant"])
    assert result.exit_code == 1 and "Cython is not installed" in result.output


def test_pure_module_runs_without_cython():
    """The declarations are inert without Cython: the shim stands in for it."""
    fen = "r3k2r/8/8/8/8/8/8/R3K2R[Pp] w KQkq - 0 1"
    code = ("import sys; sys.modules['cython'] = None; sys.path.insert(0, 'generated'); "
            "import chess, crazyhouse; assert not chess.cython.compiled; "
            "print(chess.Engine().perft(3), crazyhouse.Engine(sys.argv[1]).perft(2))")
    done = subprocess.run([sys.executable, "-c", code, fen], capture_output=True, text=True,
                          check=True)
    want = reference("crazyhouse.variant", fen).perft(2)
    assert done.stdout.split() == ["8902", str(want)]


def test_bench_reports_native_beside_pure():
    built("chess.variant")  # skips or fails as the others do; the build comes from the cache
    result = CliRunner().invoke(main, ["bench", "--native", "--seconds", "0.05", "--json",
                                       "definitions/chess.variant"])
    assert result.exit_code == 0, result.output
    row = json.loads(result.output.splitlines()[-1])
    assert row["compiled_bulk"]["nps"] > 0 and row["native_bulk"]["nps"] > 0
    assert row["native_pure_bulk"] > 0 and row["native_pure_full"] > 0
    assert row["native_ratio_bulk"] > 0 and row["ratio_bulk"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("name", SHIPPED)
def test_every_generated_module_is_cython(name, tmp_path):
    """Cython translates every shipped module as it stands in generated/: the step that
    refuses what a cpdef function may not hold (a generator expression Cython cannot inline
    needs a closure), run without gcc, which only the sample above pays for."""
    _needs_native()
    command = [sys.executable, "-m", "cython", "-3", *native.DIRECTIVES,
               str(module_path(name)), "-o", str(tmp_path / "module.c")]
    done = subprocess.run(command, capture_output=True, text=True)
    assert done.returncode == 0, (done.stderr or done.stdout)[-3000:]


@pytest.mark.parametrize("name", DEFAULT)
def test_native_api_loop_counts_what_perft_counts_and_bench_api_reports_it(name):
    from tests.test_board_moves import loop

    board = built(name)
    assert loop(board, 3) == board.perft(3)
    assert board.move_stack == [] and board.fen() == board.starting_fen
    held = list(board.legal_moves)
    twin = board.copy()
    board.push(held[0])
    assert not twin.move_stack and board.move_stack == [held[0]]
    # Moves the compiled push does not take as they are: each falls back to the general path.
    stale = list(board.legal_moves)[0]
    board.pop()
    with pytest.raises(IndexError):
        board.pop()
    with pytest.raises(board_module(name).IllegalMove):
        board.push(stale)  # a move of a position taken back, not legal here
    twin.push(held[1])  # another board's Move, checked by its name
    board.push(twin.peek())
    assert board.fen() == twin.fen()
    board.pop()
    board.push(held[1].uci())  # its name
    assert board.fen() == twin.fen() and board.pop() == held[1]
    board.set_fen(board.fen())
    with pytest.raises(board_module(name).IllegalMove):
        board.push(held[2].uci() + "x")
    if name == "chess.variant":
        result = CliRunner().invoke(main, ["bench", "--api", "--native", "--seconds", "0.05",
                                           "--json", "definitions/chess.variant"])
        assert result.exit_code == 0, result.output
        row = json.loads(result.output.splitlines()[-1])
        assert row["api_native"]["nps"] > 0 and row["api_native_pure"] > 0
        assert row["api_native_python-chess_ratio"] > 0
