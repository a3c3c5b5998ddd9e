"""Small files, bounded work: a definition of many lines is parsed at a cost linear in its
length and stops after MAX_SYNTAX_ERRORS failed statements; what would make the compiler's
work explode (a long word of repeated atoms, a leap past the board, a big board's tables) is
merged away or refused with a diagnostic. Work is counted, never timed; the subprocess runs
are hang guards with generous bounds."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests import bigboard
from tests.conftest import DEFINITIONS
from variantc import pipeline
from variantc.diagnostics import Code
from variantc.frontend import grammar
from variantc.frontend.parse import MAX_SYNTAX_ERRORS
from variantc.ir import betza
from variantc.ir.dump import dump
from variantc.ir.lower_zones import MAX_ZONE_SQUARES
from variantc.ir.validate_limits import MAX_MOVES, MAX_TABLE_ENTRIES, entries
from variantc.reading import MAX_BYTES

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


@pytest.mark.parametrize(("line", "code", "col"), [("void a4 zz", Code.E101, 9),
                                                   ("piece X x moves (1234567,1)", Code.E015, 18)])
def test_a_problem_far_down_the_file_points_at_its_line(tmp_path, line, code, col):
    path = tmp_path / "far.variant"
    path.write_text(CHESS + "void a4\n" * 3000 + line + "\n")
    (problem,) = pipeline.load(path).diagnostics
    assert (problem.code, problem.span.line, problem.span.col) == (code, CHESS.count("\n") + 3001, col)


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
    done = subprocess.run([sys.executable, "-m", "variantc.cli", "check", str(path)],
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


KINGS = "piece K king moves K royal\n"


def _load(tmp_path, text: str, name: str = "limits.variant"):
    path = tmp_path / name
    path.write_text(text)
    return pipeline.load(path)


def _moves(tmp_path, word: str) -> list[str]:
    loaded = _load(tmp_path, f"board 8x8\n{KINGS}piece X x moves {word}\n"
                   'setup "4k3/8/8/8/8/8/8/X3K3 w - - 0 1"\n')
    assert loaded.ok, loaded.report()
    assert loaded.variant is not None
    return [dump(m) for m in loaded.variant.pieces[1].moves]


def test_a_long_word_of_one_atom_is_its_moves_once(tmp_path):
    """`WWW...W` (6,000 atoms) is 3,000 rooks: one move, planned once (each was planned and
    generated on its own: 11-22 s to compile)."""
    assert _moves(tmp_path, "W" * 6000) == _moves(tmp_path, "WW")
    assert _moves(tmp_path, "W" * 6001) == _moves(tmp_path, "WW W")
    assert _moves(tmp_path, "fW fW bW fW fmW") == _moves(tmp_path, "fW bW fmW")
    assert len(_moves(tmp_path, "fW bW fmW")) == 3


def test_an_atom_or_a_word_written_again_is_read_once(tmp_path, monkeypatch):
    """Each repeat was made into a move and then merged: a megabyte of `W` took 50 s to check.
    A repeat, as written, of an atom in a word or of a word in a clause is passed over."""
    built = []
    real = betza._build
    monkeypatch.setattr(betza, "_build", lambda *a, **k: built.append(a[1]) or real(*a, **k))
    assert _moves(tmp_path, "W" * 200_000 + " " + " ".join(["fW", "mfW", "fW"] * 50_000)) == \
        _moves(tmp_path, "WW fW mfW")
    assert built == ["W", "F", "W", "W", "W"] * 2  # the king's K, then WW, fW and mfW: in each


def test_a_word_of_twenty_thousand_atoms_counts_moves_within_a_hang_guard(tmp_path):
    path = tmp_path / "long-word.variant"
    path.write_text(f"board 8x8\n{KINGS}piece X x moves {'W' * 20_000}\n"
                    'setup "4k3/8/8/8/8/8/8/X3K3 w - - 0 1"\n')
    done = subprocess.run([sys.executable, "-m", "variantc.cli", "perft", str(path), "--depth", "2"],
                          capture_output=True, text=True, timeout=HANG,
                          env={**os.environ, "VARIANTC_CACHE": "off"})
    assert done.returncode == 0, done.stderr
    # by hand: the rook's a2-a6, b1, c1 and the king's five steps leave Black's king its five
    # steps (12 x 5); a7 leaves d8 f8, a8+ d7 e7 f7, d1 e7 f7 f8 (2 + 3 + 3)
    assert done.stdout.split()[:2] == ["nodes", "68"], done.stdout


def test_more_moves_than_a_piece_may_have_is_e591(tmp_path):
    words = " ".join(f"{d}{m}{a}" for d in ("f", "b", "l", "r") for m in ("m", "c", "")
                     for a in "WFDNAHCZ")  # 96 different moves
    loaded = _load(tmp_path, f"board 8x8\n{KINGS}piece X x moves {words}\n"
                   'setup "4k3/8/8/8/8/8/8/X3K3 w - - 0 1"\n')
    assert [d.code for d in loaded.diagnostics] == [Code.E591], loaded.report()
    assert f"x has 96 different moves, more than {MAX_MOVES}" in loaded.report()
    assert loaded.diagnostics[0].span.line == 3


@pytest.mark.parametrize(("board", "leap", "lands_"), [
    ("8x8", "(7,0)", True), ("8x8", "(8,0)", False), ("8x8", "(7,7)", True),
    ("8x4", "(5,3)", True), ("8x4", "(5,4)", False), ("8x4", "(4,4)", False), ("4x8", "(3,7)", True),
    ("32x32", "(999999,999998)", False), ("3x3", "H", False), ("3x4", "H", True)])
def test_a_leap_that_cannot_land_on_the_board_is_e211(tmp_path, board, leap, lands_):
    files, ranks = map(int, board.split("x"))
    top = f"k{files - 1}" if files > 1 else "k"
    rows = [top] + [str(files)] * (ranks - 2) + [f"X{files - 2}K"]
    loaded = _load(tmp_path, f"board {board}\n{KINGS}piece X x moves W {leap}\n"
                   f'setup "{"/".join(rows)} b - - 0 1"\n')
    if lands_:
        assert loaded.ok, loaded.report()
        return
    assert [d.code for d in loaded.diagnostics] == [Code.E211], loaded.report()
    assert f"x's leap {leap} cannot land on the {board} board" in loaded.report()
    assert loaded.diagnostics[0].span.col == len("piece X x moves W ") + 1


def test_an_explosion_leap_that_cannot_land_is_e211(tmp_path):
    loaded = _load(tmp_path, f"board 8x8\n{KINGS}piece R rook moves R\nexplosion around K (9,0)\n"
                   "royal-captured loses\n" 'setup "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"\n')
    assert [d.code for d in loaded.diagnostics] == [Code.E211], loaded.report()


HEAVY = """variant "Heavy"
board {n}x{n}
piece K king moves K royal
piece Q queen moves Q
piece N nightrider moves NN
piece C cannon moves mRpcR
piece G grasshopper moves gQ
piece A amazon moves QNN
setup "k{k}/{rows}/QNCGA{rest}K b - - 0 1"
"""


def _heavy(n: int) -> str:
    return HEAVY.format(n=n, k=n - 1, rows="/".join([str(n)] * (n - 2)), rest=n - 6)


def test_tables_too_big_for_a_small_file_are_e312_at_the_board(tmp_path):
    """A 1 KB definition of riders and hoppers on a 64x64 board would compile for minutes into
    gigabytes: refused where the board is declared."""
    loaded = _load(tmp_path, _heavy(64))
    assert [d.code for d in loaded.diagnostics] == [Code.E312], loaded.report()
    (problem,) = loaded.diagnostics
    assert (problem.span.line, problem.span.col) == (2, 7)
    assert f"more than {MAX_TABLE_ENTRIES:,}" in problem.message


def test_the_table_estimate_grows_with_the_board_and_the_links(tmp_path):
    small, big = (_load(tmp_path, _heavy(n), f"heavy{n}.variant").variant for n in (16, 24))
    assert small is not None and big is not None
    assert entries(small) < entries(big) < MAX_TABLE_ENTRIES
    linked = _load(tmp_path, _heavy(24).replace("board 24x24", "board 24x24\nlink d4 north f6"),
                   "linked.variant").variant
    assert linked is not None and entries(big) < entries(linked) < MAX_TABLE_ENTRIES


def test_the_biggest_board_of_chess_men_is_within_the_tables_limit(tmp_path):
    loaded = _load(tmp_path, bigboard.definition(64), "big64.variant")
    assert loaded.ok, loaded.report()
    assert loaded.variant is not None and entries(loaded.variant) <= MAX_TABLE_ENTRIES


@pytest.mark.parametrize("text", [_heavy(64), f"board 32x32\n{KINGS}piece X x moves (999999,999998)\n"
                                  f'setup "k31/{"/".join(["32"] * 30)}/X30K w - - 0 1"\n'])
def test_compile_refuses_at_once_within_a_hang_guard(tmp_path, text):
    path = tmp_path / "big.variant"
    path.write_text(text)
    done = subprocess.run([sys.executable, "-m", "variantc.cli", "compile", str(path), "-o",
                           str(tmp_path / "out")], capture_output=True, text=True, timeout=HANG)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert "error[E312]" in done.stderr or "error[E211]" in done.stderr, done.stderr
    assert not (tmp_path / "out").exists()


def test_zones_past_a_million_squares_are_e409_once(tmp_path):
    """Each goal's zone is worked out for both sides: 8,194 squares each on a 64x64 board. Two
    thousand of them (a 50 KB file) made 33 million, with the gigabytes to hold them."""
    rows = "/".join(["64"] * 62)
    goals = "".join(f"goal K in all - a{i % 64 + 1} wins\n" for i in range(2000))
    loaded = _load(tmp_path, f"board 64x64\n{KINGS}setup \"k63/{rows}/63K w - - 0 1\"\n{goals}")
    assert [d.code for d in loaded.diagnostics] == [Code.E409], loaded.report()
    # the 123rd goal passes 1,000,000: 122 x 8,194 = 999,668
    assert loaded.diagnostics[0].span.line == 3 + 123
    assert f"more than {MAX_ZONE_SQUARES:,} squares" in loaded.report()


def test_a_long_word_is_quoted_short_in_a_syntax_error(tmp_path):
    loaded = _load(tmp_path, f"board 8x8\n{KINGS[:-1]} {'x' * 500_000}\n")
    (problem,) = [d for d in loaded.diagnostics if d.code is Code.E101]
    assert problem.message == f"syntax error: unexpected '{'x' * 37}...'"
    assert len(loaded.report()) < 2000
