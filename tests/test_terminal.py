"""Playing against the computer in the terminal: the board after each move, moves in SAN or
UCI, undo, resign and saving as PGN, with a computer whose choice is known."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tempfile

import chess.pgn
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tests.conftest import DEFINITIONS, ROOT
from tests.helpers import module, variant
from tests.test_protocols import FirstMove
from variantc.play.levels import NAMES
from variantc.protocols import players
from variantc.protocols.session import Limits
from variantc.protocols.terminal import Terminal


def play(name: str, *typed: str, human_white: bool = True) -> tuple[str, list[str], object]:
    said: list[str] = []
    terminal = Terminal(variant(name), module(name), None, FirstMove(), Limits(depth=1),
                        human_white, iter(typed), said.append, "casual")
    return terminal.run(), said, terminal.board


def test_moves_in_san_and_uci_and_the_computer_replies():
    result, said, board = play("chess.variant", "e4", "g1f3", "quit")
    assert result == "*"
    assert [m.uci() for m in board.move_stack] == ["e2e4", "a7a5", "g1f3", "a5a4"]
    assert "computer (casual) plays a5  [+0.12, depth 1]" in said
    boards = [s for s in said if s.startswith("  8 ")]
    assert len(boards) == 5  # the start, and after each of the four moves


def test_an_illegal_move_is_explained_and_asked_again():
    _, said, board = play("chess.variant", "e5", "Ke2", "e4", "quit")
    assert "'e5' is not a legal move here; type `moves` to list them" in said
    assert "'Ke2' is not a legal move here; type `moves` to list them" in said
    assert [m.uci() for m in board.move_stack] == ["e2e4", "a7a5"]


def test_in_a_free_order_the_player_moves_only_its_own_men():
    """Senterej's legal moves are both sides' until the first capture: the player's are its own."""
    _, said, board = play("senterej.variant", "d7d6", "moves", "e3", "quit")
    assert "'d7d6' moves the computer's man; type `moves` to list yours" in said
    assert "Ba3 Bd3 Be3 Bh3 Na3 Nc3 Nf3 Nh3 a3 b3 c3 d3 e3 f3 g3 h3" in said
    assert [m.uci() for m in board.move_stack][0] == "e2e3"


def test_undo_takes_back_a_move_of_each_side():
    _, _, board = play("chess.variant", "e4", "undo", "d4", "quit")
    assert [m.uci() for m in board.move_stack] == ["d2d4", "a7a5"]


def test_the_computer_moves_first_when_the_player_takes_black():
    _, said, board = play("hole-chess.md", "quit", human_white=False)
    assert len(board.move_stack) == 1
    assert said[1].split()[0] == "1"  # drawn from black's side: rank 1 on top


def test_resigning_ends_the_game_and_saves_it_as_pgn(tmp_path):
    target = tmp_path / "game.pgn"
    result, said, _ = play("chess.variant", "e4", "resign")
    assert result == "0-1" and said[-1] == "game over: 0-1 white resigns"
    _, said, _ = play("chess.variant", "e4", f"save {target}", "quit")
    assert f"saved {target}" in said
    game = chess.pgn.read_game(io.StringIO(target.read_text(encoding="utf-8")))
    assert [m.uci() for m in game.mainline_moves()] == ["e2e4", "a7a5"]
    assert game.headers["White"] == "you" and game.headers["Black"] == "variantc casual"


def test_a_finished_game_says_how_it_ended():
    # The computer here always plays its first legal move by name: a7a5, a5a4, a4a3.
    result, said, _ = play("chess.variant", "e3", "Bc4", "Qh5", "Qxf7#")
    assert result == "1-0" and said[-1] == "game over: 1-0 checkmate"


def test_pools_are_shown_beside_the_board():
    _, said, _ = play("crazyhouse.variant", "e4", "quit")
    assert any("hand (white): -" in s for s in said)


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> str:
    """One engine cache for this module's commands: the engine is built once, not per game."""
    return str(tmp_path_factory.mktemp("cache"))


def typed(cache: str, *args: str, lines: str) -> subprocess.CompletedProcess:
    """`variantc play ARGS`, as a user runs it, `lines` typed on standard input; a generous
    hang guard, as a level's search is bounded by its own budget."""
    return subprocess.run([sys.executable, "-m", "variantc.cli", "play", *args], cwd=ROOT,
                          input=lines, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "VARIANTC_CACHE": cache})


@pytest.mark.parametrize("level", NAMES)
def test_the_computer_answers_the_players_move_at_every_level(cache, level):
    done = typed(cache, str(DEFINITIONS / "chess.variant"), "--vs", level, lines="e4\nquit\n")
    assert done.returncode == 0, done.stderr
    answers = [line for line in done.stdout.splitlines() if line.startswith("computer")]
    assert len(answers) == 1 and answers[0].startswith(f"computer ({level}) plays ")
    assert done.stdout.splitlines()[-1] == "result *"


@pytest.mark.parametrize("level", NAMES)
def test_the_computer_moves_first_and_answers_when_the_player_takes_black(cache, level):
    done = typed(cache, str(DEFINITIONS / "chess.variant"), "--vs", level, "--as", "black",
                 lines="e5\nquit\n")  # legal whatever white's first move
    assert done.returncode == 0, done.stderr
    answers = [line for line in done.stdout.splitlines() if line.startswith("computer")]
    assert len(answers) == 2, done.stdout


@pytest.mark.parametrize("name", ["bad\x00name.pgn", "\ud800.pgn", "x" * 5000, "."],
                         ids=["nul", "surrogate", "too-long", "a-folder"])
def test_a_save_that_cannot_be_written_says_why_and_the_game_goes_on(name):
    _, said, board = play("chess.variant", "e4", f"save {name}", "d4", "quit")
    failed = [s for s in said if s.startswith("cannot write ")]
    assert len(failed) == 1 and failed[0].endswith("; the game goes on")
    assert "\x00" not in failed[0]  # the name is quoted, its control characters shown
    assert [m.uci() for m in board.move_stack] == ["e2e4", "a7a5", "d2d4", "a5a4"]


# What a player may type: moves and commands, and hostile words (control characters, a NUL, a
# lone surrogate, names of no file) in any order. No `/` in a drawn word: a saved file stays in
# the test's folder.
WORDS = ["e4", "e2e4", "Nf3", "O-O", "e7e8q", "P@e4", "zzzz", "undo", "moves", "help",
         "resign", "save", "save game.pgn", "save .", "save " + "x" * 300, "\x00", "\ud800",
         "\x1b[2J", "\r", " "]
TYPED_LINES = st.lists(st.lists(st.sampled_from(WORDS) | st.text(
    st.characters(blacklist_characters="/\n"), max_size=5), max_size=3).map(" ".join),
    max_size=12)


@given(lines=TYPED_LINES)
@example(lines=["e4", "save a\x00b.pgn", "d4"])  # a traceback, and the game lost
@example(lines=["save \ud800"])
def test_whatever_is_typed_the_game_goes_on_or_ends_as_asked(lines):
    said: list[str] = []
    here = os.getcwd()
    with tempfile.TemporaryDirectory() as folder:
        os.chdir(folder)
        try:
            terminal = Terminal(variant("chess.variant"), module("chess.variant"), None,
                                players.roster()["random"](), Limits(), True, iter(lines),
                                said.append, "random")
            result = terminal.run()
        finally:
            os.chdir(here)
    assert result in ("1-0", "0-1", "1/2-1/2", "*")


class Failing:
    """A player whose search raises: a bug in the search must not end the player's game."""

    def new_game(self) -> None:
        pass

    def think(self, board, limits, report, stop):
        raise RuntimeError("the search broke")


def test_a_search_that_fails_is_told_and_the_game_goes_on():
    said: list[str] = []
    terminal = Terminal(variant("chess.variant"), module("chess.variant"), None, Failing(),
                        Limits(), True, iter(["e4", "d4", "quit"]), said.append, "novice")
    assert terminal.run() == "*"
    failures = [line for line in said if "search failed" in line]
    assert len(failures) == 2 and "RuntimeError: the search broke" in failures[0]
    assert [m.uci() for m in terminal.board.move_stack][::2] == ["e2e4", "d2d4"]
    assert len(terminal.board.move_stack) == 4  # each failure answered by a legal stand-in
