"""Hostile input gives a diagnostic or a usage error, never a traceback or a hang: files that are
not definitions, YAML built to explode, numbers too long for Python to read, FENs in odd scripts.
"""

from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from tests.conftest import DEFINITIONS
from variantc import pipeline
from variantc.cli import main
from variantc.diagnostics import Code
from variantc.reading import MAX_BYTES

CHESS = (DEFINITIONS / "chess.variant").read_text()
RULES = "```variant\nextends \"{base}\"\n```\n"


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def codes(path) -> list[Code]:
    loaded = pipeline.load(path)
    assert not loaded.ok
    return [d.code for d in loaded.diagnostics]


def test_a_byte_order_mark_is_read_past(tmp_path):
    path = tmp_path / "chess.variant"
    path.write_bytes(b"\xef\xbb\xbf" + CHESS.encode())
    loaded = pipeline.load(path)
    assert loaded.ok, loaded.report()
    assert loaded.variant.setup.fen == pipeline.load(DEFINITIONS / "chess.variant").variant.setup.fen


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_opening_it(tmp_path):
    path = tmp_path / "pipe.variant"
    os.mkfifo(path)  # opening it would wait for a writer forever
    assert codes(path) == [Code.E001]
    result = run("check", str(path))
    assert result.exit_code == 1 and "not a regular file" in result.output


def test_a_huge_file_is_refused(tmp_path):
    path = tmp_path / "huge.variant"
    path.write_text(CHESS + "#" * MAX_BYTES)
    assert codes(path) == [Code.E001]


def test_a_folder_is_refused(tmp_path):
    (tmp_path / "dir.variant").mkdir()
    assert codes(tmp_path / "dir.variant") == [Code.E001]


@pytest.mark.parametrize("front", [
    "board: !!python/name:os.system\n",                   # a tag that would run code
    "a: &a [*a]\n",                                        # a recursive alias
    "a: &a [1, 1]\nb: &b [*a, *a]\nc: &c [*b, *b]\n",      # the start of a billion laughs
    "a: " + "[" * 40 + "]" * 40 + "\n",                     # nesting
    "a: " + "[" * 5000 + "]" * 5000 + "\n",                 # nesting past Python's recursion
    "engine:\n  topology:\n    rows: " + "9" * 5000 + "\n",  # a number Python will not read
])
def test_front_matter_that_is_not_plain_data_is_refused(tmp_path, front):
    path = tmp_path / "x.md"
    path.write_text(f"---\n{front}---\n" + RULES.format(base=DEFINITIONS / "chess.variant"))
    assert Code.E004 in codes(path)
    result = run("check", str(path))
    assert result.exit_code == 1 and "E004" in result.output


def test_a_billion_laughs_ends_at_once(tmp_path):
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 12)]
    path = tmp_path / "laughs.md"
    path.write_text("---\n" + "\n".join(lines) + "\n---\n"
                    + RULES.format(base=DEFINITIONS / "chess.variant"))
    assert Code.E004 in codes(path)  # 10**12 strings if expanded


@pytest.mark.parametrize(("old", "new"), [
    ("board 8x8", "board 8x" + "8" * 5000),
    ("value 9", "value " + "9" * 5000),
    ("moves Q", "moves Q" + "1" * 5000),
    ("moves N", "moves (" + "1" * 5000 + ",2)"),
    ("promotes in rank 8", "promotes in rank " + "8" * 7),
    ("move-limit 50", "move-limit " + "5" * 4400),
])
def test_numbers_too_long_are_refused_where_written(tmp_path, old, new):
    assert old in CHESS
    path = tmp_path / "x.variant"
    path.write_text(CHESS.replace(old, new, 1))
    loaded = pipeline.load(path)
    assert [d.code for d in loaded.diagnostics] == [Code.E015]
    line = next(i for i, text in enumerate(CHESS.splitlines(), 1) if old in text)
    assert loaded.diagnostics[0].span.line == line
    rendered = loaded.report()
    assert max(len(row) for row in rendered.splitlines()) < 200  # the line is quoted in part


@pytest.mark.parametrize(("fen", "said"), [
    ("rnbqkbnr/pppppppp/\u00b2/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "'²'"),
    ("rnbqkbnr/pppppppp/\u0668/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "'٨'"),  # Arabic 8
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 " + "1" * 5000, "digits"),
    ("8/8/8/8/8/8/8/" + "9" * 5000 + " w - - 0 1", "digits"),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - " + "1" * 7 + " 1", "digits"),
])
def test_fens_in_other_scripts_or_with_long_numbers_are_usage_errors(fen, said):
    result = run("moves", str(DEFINITIONS / "chess.variant"), "--fen", fen)
    assert result.exit_code == 2 and "bad --fen" in result.output and said in result.output


def test_a_royal_man_in_hand_is_refused_where_the_setup_holds_none():
    fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR[K] w kq - 0 1"
    result = run("moves", str(DEFINITIONS / "crazyhouse.variant"), "--fen", fen)
    assert result.exit_code == 2 and "royal man (K) is held" in result.output
    # where the setup holds kings in hand, a FEN may too
    fen = "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1"
    result = run("moves", str(DEFINITIONS / "placement.variant"), "--fen", fen)
    assert result.exit_code == 0 and "K@" in result.output


@pytest.mark.parametrize("slug", ["abc\n", "a" * 65, "abc\ndef"])
def test_slugs_that_would_make_odd_file_names_are_refused(tmp_path, slug):
    path = tmp_path / "x.md"
    path.write_text(f"---\nslug: {slug!r}\n---\n".replace("'", '"')
                    + RULES.format(base=DEFINITIONS / "chess.variant"))
    loaded = pipeline.load(path)
    assert [d.code for d in loaded.diagnostics] == [Code.E010]


@pytest.mark.parametrize("args", [
    ("perft", "--depth", "1000"),        # once a RecursionError
    ("perft", "--depth", "31"),
    ("bench", "--seconds", "nan"),       # nan passes every comparison
    ("bench", "--seconds", "inf"),
    ("bench", "--seconds", "1e9"),
    ("diff", "--playouts", str(10**9)),
    ("diff", "--plies", str(10**9)),
    ("crosscheck", "--playouts", str(10**9)),
])
def test_unbounded_work_is_a_usage_error(args):
    command, *options = args
    result = run(command, str(DEFINITIONS / "chess.variant"), *options)
    assert result.exit_code == 2 and "Invalid value" in result.output


def test_a_chain_of_thousands_of_zones_is_a_diagnostic(tmp_path):
    names = [f"zone{a}{b}{c}" for a in "abcde" for b in "abcdefghij" for c in "abcdefghij"]
    chain = "".join(f"zone {n} = {m}\n" for n, m in zip(names, names[1:], strict=False))
    chain += f"zone {names[-1]} = rank 1\n"
    path = tmp_path / "deep.variant"
    path.write_text(CHESS + chain)
    assert codes(path) == [Code.E407]


# -- a base's path: whatever it names, a diagnostic at the `extends` line ---------------------

def _extends(tmp_path, base: str) -> list:
    path = tmp_path / "child.variant"
    path.write_text(f'variant "Child"\nextends "{base}"\n', encoding="utf-8")
    loaded = pipeline.load(path)
    assert not loaded.ok and loaded.report()
    return [(d.code, d.span.line) for d in loaded.diagnostics]


@pytest.mark.parametrize("base", [
    "x\x00y.variant",                               # a NUL: Python refuses the path outright
    "a" * 5000 + ".variant",                        # a name longer than any file system's
    "/".join(["d"] * 3000) + "/x.variant",          # a path longer than the system's
    "folder.variant",                               # a folder
    "missing.variant",
])
def test_a_base_path_that_names_no_readable_file_is_a_diagnostic(tmp_path, base):
    (tmp_path / "folder.variant").mkdir()
    assert _extends(tmp_path, base) == [(Code.E012, 2)]


def test_a_base_reached_through_a_loop_of_links_is_a_diagnostic(tmp_path):
    (tmp_path / "loop.variant").symlink_to("loop2.variant")
    (tmp_path / "loop2.variant").symlink_to("loop.variant")
    assert _extends(tmp_path, "loop.variant") == [(Code.E012, 2)]
    result = run("check", str(tmp_path / "child.variant"))
    assert result.exit_code == 1 and "error[E012]" in result.output


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_base_that_is_a_fifo_is_refused_without_waiting_for_it(tmp_path):
    os.mkfifo(tmp_path / "pipe.variant")
    (tmp_path / "link.variant").symlink_to("pipe.variant")
    assert _extends(tmp_path, "link.variant") == [(Code.E012, 2)]


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root reads anything")
def test_a_base_that_may_not_be_read_is_a_diagnostic(tmp_path):
    base = tmp_path / "closed.variant"
    base.write_text(CHESS)
    base.chmod(0)
    assert _extends(tmp_path, "closed.variant") == [(Code.E012, 2)]


def test_a_folder_whose_name_is_no_utf8_holds_a_definition_and_its_base(tmp_path):
    folder = tmp_path / os.fsdecode(b"\xff\xfe odd")  # bytes no UTF-8 decodes: surrogates
    folder.mkdir()
    (folder / "base.variant").write_text(CHESS)
    child = folder / "child.variant"
    child.write_text('extends "base.variant"\nvariant "Child"\n')
    assert pipeline.load(child).ok
    child.write_text('extends "base.variant"\nvariant "Child"\nfoo\n')
    result = run("check", str(child))
    assert result.exit_code == 1 and "\\udcff\\udcfe odd" in result.output


def test_a_definition_named_by_a_lone_surrogate_is_a_diagnostic():
    loaded = pipeline.load("\ud800.variant")  # through the API: no command line gives one
    assert [d.code for d in loaded.diagnostics] == [Code.E001]
    assert "\\ud800" in loaded.report()


@pytest.mark.parametrize("title, said", [
    ("", "E004: the title is empty"),          # YAML reads `title:` as None, once written "None"
    ("[a, b]", "E004: the title is not text"),
    ("true", "E004: the title is not text"),
    ('""', "E017: the title is blank"),
    ("'   '", "E017: the title is blank"),
])
def test_a_title_that_names_nothing_is_refused(tmp_path, title, said):
    text = (DEFINITIONS / "hole-chess.md").read_text().replace("title: Hole Chess", f"title: {title}")
    path = tmp_path / "hole.md"
    path.write_text(text)
    result = run("check", str(path))
    assert result.exit_code == 1 and said.replace(": ", "]: ").replace("E0", "error[E0") in result.output


@pytest.mark.parametrize("line", ['variant ""', 'variant "  "', 'piece Q "" moves Q'])
def test_a_blank_name_is_refused(tmp_path, line):
    path = tmp_path / "blank.variant"
    path.write_text(f'extends "{DEFINITIONS / "chess.variant"}"\n{line}\n')
    assert codes(path) == [Code.E017]


def test_a_number_is_a_title(tmp_path):
    path = tmp_path / "hole.md"
    path.write_text((DEFINITIONS / "hole-chess.md").read_text()
                    .replace("title: Hole Chess", "title: 1830"))
    loaded = pipeline.load(path)
    assert loaded.ok, loaded.report()
    assert loaded.variant.name == "1830"
