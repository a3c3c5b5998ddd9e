"""User text never breaks the framing of what it is written into (variantc/quoting.py).

A definition's title reaches a GUI (UCI `id name`, XBoard `feature myname=`), a PGN file (the
Variant tag), an SVG picture and a terminal; its lines, names and file name reach a terminal
through diagnostics. `check` refuses a name holding a character no sink may write (E017), so
that a name that checks is written everywhere as it is; each sink quotes whatever else it is
given (an engine's name set through the API, a file name, a line of the definition).
"""

from __future__ import annotations

import io
import json
import os
import re
import threading
from pathlib import Path
from xml.etree import ElementTree

import chess.pgn
import pytest
from click.testing import CliRunner
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.helpers import module, variant
from variantc import pipeline, quoting
from variantc.cli import main
from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic, Source, Span, render
from variantc.ir.notation import notation
from variantc.protocols.session import Game, Limits, Output
from variantc.protocols.terminal import Terminal
from variantc.protocols.uci import Uci
from variantc.protocols.xboard import XBoard
from variantc.tools import pgn, picture

RULES = """board 8x8
piece K king moves K royal
piece R rook moves R
setup "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
checkmate loses
stalemate draws
"""
# What a GUI or a PGN reader would take for a command or a game of its own.
INJECTED = 'Evil\nuciok\nreadyok\nbestmove e2e4\r\n[Event "x"]\n\n1. e4 *\n"] x\x1b[2J\x1b]0;t\x07'
# Characters each sink must quote, and characters a name may hold.
HOSTILE = st.sampled_from(["\n", "\r", "\x1b", "\x00", "\t", "\x7f", "\x85", "\u2028", "\u2029",
                           "\u202e", "\u2066", "\u200f", "\ud800", "\udc80", "\udfff", "\ufffe",
                           '"', "\\", "[", "]", "{", "é", "😀", "\u0301", " ", "x"])
CHARS = HOSTILE | st.characters(exclude_categories=())  # surrogates included
TEXTS = st.text(CHARS, max_size=30) | st.builds(lambda c, n: c * n, CHARS, st.integers(200, 3000))


def _markdown(tmp_path: Path, title: str, rules: str = RULES) -> Path:
    path = tmp_path / "titled.md"
    # JSON's string escapes are YAML's: any text, surrogates too, goes through as written.
    quoted = json.dumps(title).replace("\x7f", "\\u007f")  # YAML takes no raw DEL
    path.write_text(f"---\ntitle: {quoted}\nslug: titled\n---\n\n```variant\n"
                    f"{rules}```\n", encoding="utf-8")
    return path


BREAKS = re.compile("[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")  # str.splitlines's


def _safe(text: str) -> bool:
    """No unsafe character but the line breaks between lines."""
    return quoting.first_unsafe(text.replace("\n", "")) is None


class Idle:
    def new_game(self) -> None:
        pass

    def think(self, board, limits: Limits, report, stop: threading.Event):
        return None


def uci_lines(name: str) -> list[str]:
    buffer = io.StringIO()
    front = Uci(Game(module("chess.variant")), name, "chess", {"casual": Idle}, "casual",
                Output(buffer))
    front.run(["uci", "isready", "quit"])
    return buffer.getvalue().split("\n")


def xboard_lines(name: str) -> list[str]:
    buffer = io.StringIO()
    named = variant("chess.variant").model_copy(update={"name": name})
    front = XBoard(Game(module("chess.variant")), named, {"casual": Idle}, "casual",
                   Output(buffer))
    front.run(["xboard", "protover 2", "ping 7", "quit"])
    return buffer.getvalue().split("\n")


def pgn_of(name: str) -> str:
    board = module("chess.variant").Engine()
    for move in ("e2e4", "e7e5"):
        board.push_uci(move)
    return pgn.write(board, name, board.starting_fen, players=(name, "?"))


_TAG = re.compile(r'\[([A-Za-z0-9_]+) "((?:[^"\\]|\\.)*)"\]')


def pgn_tags(text: str) -> dict[str, str]:
    """A PGN's tags read strictly (PGN standard 8.1.1): one a line, `\\` and `"` escaped."""
    head, _, _ = text.partition("\n\n")
    tags = {}
    for line in head.split("\n"):
        found = _TAG.fullmatch(line)
        assert found, f"not a tag line: {line!r}"
        tags[found[1]] = re.sub(r"\\(.)", r"\1", found[2])
    return tags


def svg_title(name: str) -> str:
    chess_variant = variant("chess.variant")
    scene = picture.scene(notation(chess_variant), chess_variant.setup.fen, title=name)
    drawing = picture.svg(scene).encode("utf-8")  # a lone surrogate would raise here
    root = ElementTree.fromstring(drawing)  # control characters would not parse
    title = root.find("{http://www.w3.org/2000/svg}title")
    return "" if title is None else title.text or ""


# -- each sink, given any name -------------------------------------------------------------

def _sinks_keep_their_framing(name: str) -> None:
    shown = quoting.visible(name)
    said = uci_lines(name)
    assert said == [f"id name variantc {shown}", "id author the variantc authors", *said[2:]]
    assert said[-3:] == ["uciok", "readyok", ""] and said.count("uciok") == 1
    assert not any(line.startswith("bestmove") for line in said)
    assert all(_safe(line) for line in said)
    said = xboard_lines(name)
    features = [line for line in said if line.startswith("feature myname=")]
    assert len(features) == 1 and said[-2:] == ["pong 7", ""], said
    assert re.match(r'feature myname="([^"]*)"', features[0])[1] == "variantc " + \
        shown.replace('"', "'")
    assert all(_safe(line) for line in said)
    written = pgn_of(name)
    assert _safe(written)
    assert pgn_tags(written)["Variant"] == shown and pgn_tags(written)["White"] == shown
    stream = io.StringIO(written)
    game = chess.pgn.read_game(stream)
    assert game is not None and game.headers["Result"] == "*"
    assert chess.pgn.read_game(stream) is None  # one game, however the name reads
    assert svg_title(name) == shown


@example(INJECTED)
@example("\ud83d\ude00 \ud800 \udfff")
@example("\u202eevil\u202c")
@given(name=TEXTS)
def test_every_sink_keeps_its_framing_whatever_the_name(name):
    _sinks_keep_their_framing(name)


@pytest.mark.slow
@settings(max_examples=1000)
@given(name=TEXTS)
def test_every_sink_keeps_its_framing_whatever_the_name_at_length(name):
    _sinks_keep_their_framing(name)


def test_a_name_that_breaks_no_framing_is_written_as_it_is():
    name = 'Hole "chess" \\ 60° – 😀 ש'
    assert uci_lines(name)[0] == f"id name variantc {name}"
    assert pgn_tags(pgn_of(name))["Variant"] == name
    assert svg_title(name) == name


# -- check refuses what no sink may write, and writes the rest as it is ---------------------

def _title_checks_as_the_sinks_write_it(tmp_path: Path, title: str) -> None:
    path = _markdown(tmp_path, title)
    loaded = pipeline.load(path)
    report = loaded.report()
    assert _safe(report)
    if loaded.ok:
        name = loaded.variant.name
        assert quoting.first_unsafe(name) is None
        assert uci_lines(name)[0] == f"id name variantc {name}"
        assert pgn_tags(pgn_of(name))["Variant"] == name
        assert svg_title(name) == name
    else:
        unsafe = quoting.first_unsafe(re.sub("[\ud800-\udbff][\udc00-\udfff]", "", title))
        refused = unsafe is not None or not title.strip()  # a blank name names nothing
        assert (Code.E017 in [d.code for d in loaded.diagnostics]) == refused, report
    if '"' in title or BREAKS.search(title):
        return  # the rule language's string holds one line and no quote
    stated = tmp_path / "stated.variant"
    stated.write_bytes(f'variant "{title}"\n{RULES}'.encode("utf-8", "surrogatepass"))
    loaded = pipeline.load(stated)
    assert _safe(loaded.report())
    codes = [d.code for d in loaded.diagnostics]
    if re.search("[\ud800-\udfff]", title):
        assert codes == [Code.E001]  # no UTF-8 file holds a surrogate
    elif quoting.first_unsafe(title) is None and title.strip():
        assert loaded.ok and loaded.variant.name == title, loaded.report()
    else:
        assert codes == [Code.E017], loaded.report()


@example("Evil\nuciok")
@example("\ud800")
@example("\ud83d\ude00")
@given(title=TEXTS)
def test_a_title_either_checks_and_is_written_as_it_is_or_is_refused(tmp_path_factory, title):
    _title_checks_as_the_sinks_write_it(tmp_path_factory.mktemp("title"), title)


@pytest.mark.slow
@settings(max_examples=1000)
@given(title=TEXTS)
def test_a_title_either_checks_or_is_refused_at_length(tmp_path_factory, title):
    _title_checks_as_the_sinks_write_it(tmp_path_factory.mktemp("title"), title)


@pytest.mark.parametrize("title", [INJECTED, "a\rb", "tab\there", "nul\x00", "\x1b[31mred",
                                   "line\u2028sep", "\u202eevil", "\x85", "lone \ud800",
                                   "lone \udfff low", "\ufffe"])
def test_a_title_no_sink_may_write_is_refused_by_every_command(tmp_path, title):
    path = _markdown(tmp_path, title)
    loaded = pipeline.load(path)
    assert [d.code for d in loaded.diagnostics] == [Code.E017]
    assert loaded.diagnostics[0].span.line == 2  # the title's line
    runner = CliRunner()
    for args, typed in ((["check"], ""), (["uci"], "uci\nquit\n"),
                        (["xboard"], "xboard\nprotover 2\nquit\n"), (["svg"], ""),
                        (["play", "--pgn", str(tmp_path / "g.pgn")], "")):
        result = runner.invoke(main, [*args, str(path)], input=typed)
        assert result.exit_code == 1 and "error[E017]" in result.output, (args, result.output)
        assert result.exception is None or isinstance(result.exception, SystemExit)
        lines = result.output.split("\n")
        assert not any(line in ("uciok", "readyok") or line.startswith("bestmove") for line in lines)
    assert not (tmp_path / "g.pgn").exists()


def test_an_emoji_written_as_a_surrogate_pair_is_one_character(tmp_path):
    path = _markdown(tmp_path, "Emoji \U0001f600 chess")
    assert "\\ud83d\\ude00" in path.read_text()  # as JSON writes it, and YAML reads it
    loaded = pipeline.load(path)
    assert loaded.ok, loaded.report()
    assert loaded.variant.name == "Emoji \U0001f600 chess"
    result = CliRunner().invoke(main, ["uci", str(path)], input="uci\nquit\n")
    assert result.exit_code == 0 and "id name variantc Emoji \U0001f600 chess\n" in result.output


def test_a_piece_name_or_a_variant_statement_with_a_control_character_is_refused(tmp_path):
    path = tmp_path / "named.variant"
    path.write_text('variant "Bad\x1b[2J"\n' + RULES.replace("piece R rook", 'piece R "ro\x07ok"'),
                    encoding="utf-8")
    loaded = pipeline.load(path)
    found = sorted((d.code, d.span.line, d.span.col) for d in loaded.diagnostics)
    assert found == [(Code.E017, 1, 13), (Code.E017, 4, 12)]  # the character's own column
    assert "\\x1b" in loaded.report() and "\\x07" in loaded.report()


# -- terminals: diagnostics and the game in the terminal -----------------------------------

def test_a_diagnostic_shows_control_characters_escaped_and_the_caret_under_them():
    line = "piece R \"\x1b[2J\" moves\tR"
    source = Source("x\x1b]0;t\x07.variant", line, line, lines=[line])
    diag = Diagnostic(Span(source.path, 1, 10, 1, 13), Code.E017, "a message \x1b[5m with \ud800",
                      why="why \u202e", hint="hint \r")
    shown = render(diag, source)
    assert _safe(shown)
    head, excerpt, carets, why, hint = shown.split("\n")
    assert head == ("x\\x1b]0;t\\x07.variant:1:10: error[E017]: a message \\x1b[5m with "
                    "\\ud800")
    assert excerpt == '  1 | piece R "\\x1b[2J" moves\\tR'
    assert carets == "    |          ^^^^^^^" and excerpt[carets.index("^"):].startswith("\\x1b[2J")
    assert (why, hint) == ("  why: why \\u202e", "  hint: hint \\r")


def test_check_prints_no_escape_sequence_to_a_terminal(tmp_path):
    path = tmp_path / "esc\x1b[31m.variant"
    path.write_text("\x1b[2Jboard 8x8\nfoo\x1b]0;pwned\x07\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(path)], color=True)  # ANSI not stripped
    assert result.exit_code == 1 and "error[" in result.output
    assert _safe(result.output) and "\\x1b]0;pwned\\x07" in result.output


@pytest.mark.parametrize("args", [
    ["moves", "definitions/chess.variant", "e2e4\x1b[2J"],            # an extra argument
    ["moves", "definitions/chess.variant", "--fen", "\x1b[2J8/8 w"],  # a FEN quoted
    ["compile", "-o", "/proc/no\x1b[2J", "definitions/chess.variant"],  # a folder quoted
    ["play", "definitions/chess.variant", "e2e4", "--pgn", "/proc/no\x1b[2J/g.pgn"],
])
def test_a_usage_error_shows_the_escapes_of_what_it_quotes(args):
    result = CliRunner().invoke(main, args, color=True)
    assert result.exit_code == 2 and "Error:" in result.output
    assert _safe(result.output) and "\\x1b" in result.output, result.output


def test_the_terminal_game_echoes_no_escape_sequence(tmp_path):
    said: list[str] = []
    name = str(tmp_path / "g\x1b[2J.pgn")
    terminal = Terminal(variant("chess.variant"), module("chess.variant"), None, Idle(),
                        Limits(depth=1), True, iter([f"save {name}", "\x1b[31mzz", "quit"]),
                        said.append, "casual")
    terminal.run()
    assert all(_safe(text) for text in said), said
    assert any("g\\x1b[2J.pgn" in text for text in said)


# -- hostile text anywhere in a definition, in its file name, in a base's path --------------

LINE = st.text(CHARS.filter(lambda c: c not in "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"),
               max_size=40)


def _hostile_line(tmp_path: Path, line: str, at: int) -> None:
    lines = RULES.splitlines()
    lines.insert(at, line)
    path = tmp_path / "x.variant"
    # a lone surrogate has no UTF-8 form: written as UTF-8 would write it, had it one
    path.write_bytes(("\n".join(lines) + "\n").encode("utf-8", "surrogatepass"))
    assert _safe(pipeline.load(path).report())


@settings(max_examples=60)
@given(line=LINE, at=st.integers(0, 6))
def test_a_hostile_line_anywhere_in_a_definition_is_reported_safely(tmp_path_factory, line, at):
    _hostile_line(tmp_path_factory.mktemp("line"), line, at)


@pytest.mark.slow
@settings(max_examples=1000)
@given(line=LINE, at=st.integers(0, 6))
def test_a_hostile_line_anywhere_in_a_definition_at_length(tmp_path_factory, line, at):
    _hostile_line(tmp_path_factory.mktemp("line"), line, at)


# Files beside a child that extends them: a base, and what no base may be.
NAMED = ["ok.variant", "loop.variant", "folder.variant", "pipe.variant", "to-pipe.variant",
         "to-folder.variant", "child.variant", "ok.md", "missing.variant"]
BASES = (st.text(CHARS.filter(lambda c: c not in '"\n\r'), max_size=60)
         | st.sampled_from(["x\x00y.variant", "", ".", "..", "/", "/dev/null", "/dev/zero.variant",
                            "a" * 5000 + ".variant", "/".join(["d"] * 3000) + ".variant",
                            "./ok.variant", "folder.variant/../ok.variant"])
         | st.sampled_from(NAMED)
         | st.builds(lambda a, b: a + b, st.sampled_from(NAMED), st.text(CHARS, max_size=3)))


def _any_base(tmp_path: Path, base: str) -> None:
    (tmp_path / "ok.variant").write_text(RULES)
    (tmp_path / "ok.md").write_text(f"```variant\n{RULES}```\n")
    (tmp_path / "loop.variant").symlink_to("loop.variant")
    (tmp_path / "folder.variant").mkdir()
    (tmp_path / "to-folder.variant").symlink_to("folder.variant")
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.variant")
        (tmp_path / "to-pipe.variant").symlink_to("pipe.variant")
    path = tmp_path / "child.variant"
    path.write_bytes(f'extends "{base}"\n'.encode("utf-8", "surrogatepass"))
    loaded = pipeline.load(path)  # a FIFO opened for reading would block here
    assert _safe(loaded.report())
    assert loaded.ok == (base in ("ok.variant", "./ok.variant", "folder.variant/../ok.variant")), \
        loaded.report()


@settings(max_examples=40)
@given(base=BASES)
def test_any_base_path_is_read_or_a_diagnostic(tmp_path_factory, base):
    _any_base(tmp_path_factory.mktemp("base"), base)


@pytest.mark.slow
@settings(max_examples=1000)
@given(base=BASES)
def test_any_base_path_is_read_or_a_diagnostic_at_length(tmp_path_factory, base):
    _any_base(tmp_path_factory.mktemp("base"), base)


def _any_file_name(tmp_path: Path, name: str) -> None:
    path = tmp_path / f"{name}.variant"
    try:
        path.write_text("board 8x8\nfoo\n", encoding="utf-8")
    except (OSError, ValueError):  # the file system refuses the name (or cannot encode it)
        return
    result = CliRunner().invoke(main, ["check", str(path)], color=True)
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert _safe(result.output), result.output


NAMES = st.text(CHARS.filter(lambda c: c not in "/\x00"), min_size=1, max_size=60)


@settings(max_examples=30)
@given(name=NAMES)
def test_any_file_name_is_reported_safely(tmp_path_factory, name):
    _any_file_name(tmp_path_factory.mktemp("named"), name)


@pytest.mark.slow
@settings(max_examples=500)
@given(name=NAMES)
def test_any_file_name_is_reported_safely_at_length(tmp_path_factory, name):
    _any_file_name(tmp_path_factory.mktemp("named"), name)
