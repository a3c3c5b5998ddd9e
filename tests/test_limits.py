"""Small files, bounded work: a definition of many lines is parsed at a cost linear in its
length and stops after MAX_SYNTAX_ERRORS failed statements; what would make the compiler's
work explode (a long word of repeated atoms, a leap past the board, a big board's tables) is
merged away or refused with a diagnostic. Work is counted, never timed; the subprocess runs
are hang guards with generous bounds."""

from __future__ import annotations

import subprocess
import sys

import pytest

from compiler import pipeline
from compiler.diagnostics import Code
from compiler.frontend import grammar
from compiler.frontend.parse import MAX_SYNTAX_ERRORS
from compiler.frontend.source import MAX_BYTES
from tests.conftest import DEFINITIONS

CHESS = (DEFINITIONS / "chess.variant").read_text()
HANG = 120  # seconds: a hang guard for a loaded 2-core machine, far above the few seconds taken


@pytest.fixture
def parsed(monkeypatch) -> list[str]:
    """The texts Lark is given to parse, in order."""
    texts: list[str] = []
    lark = grammar.parser()
    real = lark.parse

    def parse(text, *args, **kwargs):
        texts.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(lark, "parse", parse)
    return texts


def test_each_statement_is_parsed_as_its_own_text(tmp_path, parsed):
    """Lark reads each statement once, without the lines before it: the work is the text's
    length (padding each statement with the lines before it made it their square)."""
    path = tmp_path / "voids.variant"
    path.write_text(CHESS + "void a4\n" * 5000)
    loaded = pipeline.load(path)
    assert loaded.ok, loaded.report()
    assert len(parsed) == len(grammar.chunks(CHESS)) + 5000  # one parse per statement
    assert sum(map(len, parsed)) <= len(path.read_text())


def test_a_syntax_error_points_at_its_line_far_down_the_file(tmp_path):
    path = tmp_path / "far.variant"
    path.write_text(CHESS + "void a4\n" * 3000 + "void a4 zz\n")
    (problem,) = pipeline.load(path).diagnostics
    assert (problem.code, problem.span.line, problem.span.col) == (Code.E101, CHESS.count("\n") + 3001, 9)


def test_the_parse_stops_after_so_many_failed_statements(tmp_path, parsed):
    path = tmp_path / "words.variant"
    path.write_text(CHESS + "word\n" * 100_000)
    loaded = pipeline.load(path)
    codes = [d.code for d in loaded.diagnostics]
    assert codes == [Code.E101] * MAX_SYNTAX_ERRORS + [Code.E102]
    last = loaded.diagnostics[-1]
    assert last.span.line == CHESS.count("\n") + MAX_SYNTAX_ERRORS + 1
    assert "more than 50 statements fail to parse: the check stops at this one" in loaded.report()
    assert len(parsed) <= CHESS.count("\n") + MAX_SYNTAX_ERRORS + 1


@pytest.mark.parametrize("line", ["word", pytest.param("void a4", marks=pytest.mark.slow),
                                  pytest.param("zone z = rank 1 - files b-g", marks=pytest.mark.slow)])
def test_up_to_a_hundred_thousand_lines_are_checked_within_a_hang_guard(tmp_path, line):
    """As many lines as fit in the largest file read (MAX_BYTES), up to 100,000."""
    path = tmp_path / "long.variant"
    count = min(100_000, (MAX_BYTES - len(CHESS)) // (len(line) + 1))
    path.write_text(CHESS + f"{line}\n" * count)
    done = subprocess.run([sys.executable, "-m", "compiler.cli", "check", str(path)],
                          capture_output=True, text=True, timeout=HANG)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == (0 if line == "void a4" else 1), done.stdout[-2000:]
    assert done.stdout.count("error[E402]") == (count - 1 if line.startswith("zone") else 0)


def test_a_base_that_stops_the_parse_stops_the_check(tmp_path):
    (tmp_path / "base.variant").write_text(CHESS + "word\n" * 200)
    child = tmp_path / "child.variant"
    child.write_text('extends "base.variant"\nvariant "Child"\n')
    codes = [d.code for d in pipeline.load(child).diagnostics]
    assert codes == [Code.E101] * MAX_SYNTAX_ERRORS + [Code.E102]
