"""Fuzzed command streams for the UCI and XBoard front ends: valid commands with mangled
arguments, huge numbers and words that are none, unicode and control characters, commands
while the engine thinks, searches that fail. Whatever comes, no command fails inside the
engine, every line the GUI reads is one of its protocol, `isready` gets `readyok` and `ping N`
`pong N`; under UCI each `go` gets exactly one `bestmove`, legal in the position the GUI gave
(`(none)` when that was refused); under XBoard each move the engine sends is its own side's,
while it was thinking, and legal in the game as the commands and its own moves made it. The
reference interpreter judges every position and move.

In process, the player is a stand-in whose searches end only when the harness lets them or a
command stops them, so that where each answer lands among the commands is known; it plays a
legal move, or fails as a search can (raises, chooses nothing, or chooses an illegal move).
A sample by default; `-m slow` runs more, and drives `variantc uci` and `variantc xboard`
with the real searcher in a subprocess.
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import DEFINITIONS, ROOT
from tests.helpers import module, reference, variant
from variantc import quoting
from variantc.protocols.session import Game, Info, Output
from variantc.protocols.uci import Uci
from variantc.protocols.xboard import XBoard, xboard_name
from variantc.runtime.board import IllegalMove, Move
from variantc.runtime.fen import FenError

QUICK = settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
DEEP = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
NAMES = ["chess.variant", "crazyhouse.variant"]
MORE = [*NAMES, "hole-chess.md", "hostage-chess.variant", "xiangqi.variant", "duck.variant"]

# What a GUI might send where a number belongs.
NUMBERS = ["0", "1", "3", "-1", "-5", "inf", "-inf", "Infinity", "nan", "1e400", "-1e400", "1e9",
           "99999999999999999999999", "2.5", ".5", "5.", "+7", "1_000", "0x10", "\uff11\uff12",
           "\u0663", "", "5:30", "1:", ":", "abc", "\x00", "\ud800"]
FAILURES = ["raise", "raise-after-report", "none", "illegal"]
KINDS = ["first", "last", "first", "last", *FAILURES]
# Noise: control characters, line and paragraph separators, a lone surrogate, wide text.
NOISE = st.lists(st.characters(exclude_characters="\n\r") | st.sampled_from(
    ["\x00", "\x1b[2J", "\x07", "\u2028", "\u0085", "\ud800", "\t", "\u00e9", "\U0001f986"]),
    max_size=6).map("".join)


def number() -> st.SearchStrategy[str]:
    return (st.sampled_from(NUMBERS) | st.integers(-10**30, 10**30).map(str)
            | st.floats().map(str) | NOISE)


class Gated:
    """A player whose search ends when the harness opens its gate, or when it is stopped;
    then it plays the first or last legal move by name, or fails as `kinds` says, in turn."""

    def __init__(self, kinds: list[str]):
        self.kinds = iter(kinds)
        self.gate = threading.Event()
        self.lock = threading.Lock()
        self.active = self.most = 0

    def new_game(self) -> None:
        pass

    def think(self, board, limits, report, stop: threading.Event):
        with self.lock:
            self.active += 1
            self.most = max(self.most, self.active)
        try:
            # (a hang guard: a search the engine forgot is let go after 20 s, to fail a check)
            deadline = time.monotonic() + 20
            while not stop.is_set() and not self.gate.is_set() and time.monotonic() < deadline:
                stop.wait(0.002)
            self.gate.clear()
            return self.choose(board, report)
        finally:
            with self.lock:
                self.active -= 1

    def choose(self, board, report) -> Move | None:
        legal = sorted(board.legal_moves, key=lambda m: m.uci())
        kind = next(self.kinds, "first")
        if kind.startswith("raise"):
            if kind == "raise-after-report":
                report(Info(depth=1, pv=(legal[-1].uci(),) if legal else ()))
            raise RuntimeError("a fuzzed search failed")
        if kind == "none":
            return None
        if kind == "illegal":  # a move no variant has, whose name tries to break the line
            return Move(0, 0, text="a1a1\nbestmove a1a1")
        return (legal[0] if kind == "first" else legal[-1]) if legal else None


class Log(io.StringIO):
    """What the engine wrote, read line by line as the harness goes."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def lines(self) -> list[str]:
        lines = self.getvalue().split("\n")[:-1]
        assert all(quoting.first_unsafe(line) is None for line in lines), lines  # each only one
        return lines

    def fresh(self) -> list[str]:
        lines = self.lines()
        new, self.seen = lines[self.seen:], len(lines)
        return new


def mangle(data: st.DataObject, line: str) -> str:
    """Now and then, noise put into a command or part of it cut."""
    if data.draw(st.integers(0, 7), label="mangle?") != 0:
        return line
    at = data.draw(st.integers(0, len(line)), label="at")
    cut = data.draw(st.integers(0, 3), label="cut")
    return line[:at] + data.draw(NOISE, label="noise") + line[at + cut:]


def legal_names(board) -> list[str]:
    return sorted(m.uci() for m in board.legal_moves)


def judged(name: str, fen: str, moves: list[str]):
    """The reference's board for a position, or None if it does not fit."""
    try:
        board = reference(name, fen or None)
    except FenError:
        return None
    for text in moves:
        try:
            board.push_uci(text)
        except IllegalMove:
            return None
    return board


def ending(board) -> str:
    outcome = board.outcome()
    return f"{outcome.result()} {{{outcome.termination.value}}}" if outcome else ""


def fen_text(data: st.DataObject, name: str, board) -> str:
    fen = data.draw(st.sampled_from([variant(name).setup.fen, board.fen() if board else "",
                                     "8 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                                     "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", ""]), label="fen")
    return mangle(data, fen)


# -- UCI ---------------------------------------------------------------------------------------

UCI_LINES = ("id ", "option ", "uciok", "readyok", "bestmove ", "info ")


class UciModel:
    """The position the GUI has set, judged by the reference: each `go` is owed one answer."""

    def __init__(self, name: str):
        self.name = name
        self.board = reference(name)  # None: the last position was refused
        self.line: list[str] = []  # the moves of the last position from the start
        self.owed: list[set[str] | None] = []  # per go, the legal answers (None: '(none)')
        self.readies = 0

    def command(self, words: list[str]) -> None:
        if words[0] == "isready":
            self.readies += 1
        elif words[0] == "position":
            self.board = self.position(words[1:])
        elif words[0] == "go":
            legal = set(legal_names(self.board)) if self.board is not None else set()
            self.owed.append(legal or None)

    def position(self, words: list[str]):
        moves: list[str] = []
        if "moves" in words:
            at = words.index("moves")
            words, moves = words[:at], words[at + 1:]
        if words == ["startpos"]:
            board = judged(self.name, "", moves)
            self.line = moves if board is not None else self.line
            return board
        if words[:1] == ["fen"] and len(words) > 1:
            return judged(self.name, " ".join(words[1:]), moves)
        return None


UCI_COMMANDS = ["position", "position", "go", "go", "isready", "stop", "uci", "ucinewgame",
                "setoption", "garbage", "ponderhit"]
UCI_WHILE = ["position", "go", "go", "isready", "stop", "ucinewgame", "setoption", "garbage"]


def uci_command(data: st.DataObject, model: UciModel, searching: bool = False) -> str:
    kind = data.draw(st.sampled_from(UCI_WHILE if searching else UCI_COMMANDS), label="command")
    if kind == "position" and data.draw(st.integers(0, 3), label="from a FEN?") == 0:
        return mangle(data, f"position fen {fen_text(data, model.name, model.board)}")
    if kind == "position":  # the game so far, a few plies on
        played = list(model.line) if data.draw(st.booleans(), label="go on?") else []
        board = judged(model.name, "", played)
        assert board is not None
        for _ in range(data.draw(st.integers(0, 3), label="plies")):
            legal = legal_names(board)
            if not legal:
                break
            played.append(data.draw(st.sampled_from(legal), label="move"))
            board.push_uci(played[-1])
        return mangle(data, "position startpos" + (f" moves {' '.join(played)}" if played else ""))
    if kind == "go":
        words = ["go"]
        for _ in range(data.draw(st.integers(0, 3), label="limits")):
            key = data.draw(st.sampled_from(["depth", "nodes", "movetime", "wtime", "btime",
                                             "winc", "binc", "movestogo", "mate", "infinite",
                                             "searchmoves", "ponder"]), label="limit")
            words += [key, data.draw(number(), label="value")]
        return mangle(data, " ".join(words))
    if kind == "setoption":
        option = data.draw(st.sampled_from(["Level", "UCI_Variant", "Hash"]), label="option")
        value = data.draw(st.sampled_from(["casual", "club", "x"]) | NOISE, label="value")
        return mangle(data, f"setoption name {option} value {value}")
    if kind == "garbage":
        return data.draw(NOISE, label="garbage")
    return mangle(data, kind)


def release_uci(front: Uci, player: Gated) -> None:
    """Let a running search end; an infinite one then waits for a stop, as it should."""
    thinking = front.thinking
    if thinking is not None and thinking.busy:
        player.gate.set()
        if not thinking.endless:
            thinking.wait()


def drive_uci(name: str, data: st.DataObject) -> None:
    player = Gated(data.draw(st.lists(st.sampled_from(KINDS), max_size=12), label="searches"))
    log = Log()
    front = Uci(Game(module(name)), variant(name).name, variant(name).slug,
                {"casual": lambda: player, "club": lambda: player}, "casual", Output(log))
    model = UciModel(name)

    def lines() -> Iterator[str]:
        for _ in range(data.draw(st.integers(1, 25), label="commands")):
            if data.draw(st.integers(0, 3), label="answer?") == 0:
                release_uci(front, player)
            searching = front.thinking is not None and front.thinking.busy
            line = uci_command(data, model, searching)
            words = line.split()
            if words:
                model.command(words)
            yield line
        release_uci(front, player)

    front.run(lines())
    out = log.lines()
    assert all(line.startswith(UCI_LINES) for line in out), out
    assert not [line for line in out if line.startswith("info string error")], out
    assert out.count("readyok") == model.readies
    answers = [line.removeprefix("bestmove ") for line in out if line.startswith("bestmove ")]
    assert len(answers) == len(model.owed), out
    for answer, legal in zip(answers, model.owed, strict=True):
        assert answer == "(none)" if legal is None else answer in legal, (answer, out)
    assert player.most <= 1


@pytest.mark.parametrize("name", NAMES)
def test_uci_answers_any_command_stream(name):
    QUICK(given(data=st.data())(lambda data: drive_uci(name, data)))()


@pytest.mark.slow
@pytest.mark.parametrize("name", MORE)
def test_uci_answers_many_command_streams(name):
    DEEP(given(data=st.data())(lambda data: drive_uci(name, data)))()


# -- XBoard ------------------------------------------------------------------------------------

XBOARD_LINES = re.compile(r"(move |pong|Illegal move|Error \(|tellusererror |feature |setup |"
                          r"piece |1-0 |0-1 |1/2-1/2 |-?\d+ -?\d+ \d+ \d+ )|$")
THINKING = re.compile(r"-?\d+ -?\d+ \d+ \d+ ")
FAILED = "tellusererror variantc: the search failed ("
ABANDON = {"new", "force", "setboard", "undo", "remove", "playother"}
QUIET = {"otim", "post", "nopost", "hard", "easy", "random", "computer", "accepted", "rejected",
         "result", "name", "rating", "ics", "draw", "hint", "bk", "exit"}


class XBoardModel:
    """XBoard's game as the protocol says the engine must keep it: the board (None after a
    refused setboard), force mode, the engine's side, and whether it is thinking."""

    def __init__(self, name: str):
        self.name = name
        self.board = reference(name)
        self.force, self.engine_white, self.thinking = False, False, False

    def step(self, words: list[str] | None, lines: list[str]) -> None:
        """What one command (None: the harness letting a search end) made the engine say:
        first the answer of a search it ended, then the command's own lines."""
        queue = [line for line in lines if not THINKING.match(line)]
        assert all(XBOARD_LINES.match(line) for line in queue), queue
        was_thinking = self.thinking
        answered = bool(queue) and queue[0].startswith((FAILED, "move "))
        if answered:
            self.answer(queue)
        if words is None or words[0] in ("?", "usermove"):
            assert answered == was_thinking, (words, lines)
        elif words[0] in ABANDON or words[0] == "quit":
            assert not answered, (words, lines)
            self.thinking = False
        else:
            assert not answered, (words, lines)
        if words is not None:
            self.effect(words[0], words[1:], queue)
        assert not queue, (words, queue)

    def answer(self, queue: list[str]) -> None:
        assert self.thinking and self.board is not None, queue
        if queue[0].startswith(FAILED):
            queue.pop(0)
        move = queue.pop(0).removeprefix("move ")
        assert self.board.turn == self.engine_white and move in legal_names(self.board), move
        self.board.push_uci(move)
        self.thinking = False
        if self.board.is_game_over():
            assert queue.pop(0) == ending(self.board)

    def effect(self, command: str, args: list[str], queue: list[str]) -> None:
        if command in ("usermove", "go", "playother", "setboard", "undo", "remove", "new",
                       "force"):
            getattr(self, "on_" + command)(args, queue)
        elif command == "ping":
            assert not self.thinking
            assert queue.pop(0) == f"pong {args[0]}" if args and quoting.first_unsafe(args[0]) is None \
                else queue.pop(0).startswith("pong")
        elif command == "xboard":
            assert queue.pop(0) == ""
        elif command == "protover":
            assert [queue.pop(0)[:8], queue.pop(0)] == ["feature ", "feature done=1"]
        elif command == "variant":
            if args[:1] == [xboard_name(variant(self.name))]:
                while queue and queue[0].startswith(("setup ", "piece ")):
                    queue.pop(0)
            else:
                assert queue.pop(0).startswith("Error (unsupported variant): ")
        elif command in ("sd", "st", "level", "time"):
            while queue and queue[0].startswith(("Error (not a number)", "Error (level takes")):
                queue.pop(0)
        elif command not in QUIET and command not in ("?", "quit"):
            assert queue.pop(0).startswith("Error (unknown command): ")

    def think(self, queue: list[str]) -> None:
        assert self.board is not None
        if self.board.is_game_over():
            assert queue.pop(0) == ending(self.board)
        else:
            self.thinking = True

    def on_usermove(self, args: list[str], queue: list[str]) -> None:
        text = args[0] if args else ""
        if self.board is None:
            assert queue.pop(0).startswith("Illegal move (no position is set): ")
        elif text not in legal_names(self.board):
            line = queue.pop(0)
            assert line == f"Illegal move: {text}" if quoting.first_unsafe(text) is None else \
                line.startswith("Illegal move: ")
        else:
            self.board.push_uci(text)
            if not self.force and self.board.turn == self.engine_white:
                self.think(queue)

    def on_go(self, args: list[str], queue: list[str]) -> None:
        if self.thinking:
            return  # one search at a time
        if self.board is None:
            assert queue.pop(0).startswith("Error (no position")
            return
        self.force, self.engine_white = False, self.board.turn
        self.think(queue)

    def on_playother(self, args: list[str], queue: list[str]) -> None:
        self.force = False
        if self.board is not None:
            self.engine_white = not self.board.turn

    def on_setboard(self, args: list[str], queue: list[str]) -> None:
        self.board = judged(self.name, " ".join(args), []) if args else None
        if self.board is None:
            assert queue.pop(0).startswith("tellusererror Illegal position: ")

    def on_undo(self, args: list[str], queue: list[str]) -> None:
        if self.board is not None and self.board.move_stack:
            self.board.pop()

    def on_remove(self, args: list[str], queue: list[str]) -> None:
        if self.board is not None and len(self.board.move_stack) >= 2:
            self.board.pop()
            self.board.pop()

    def on_new(self, args: list[str], queue: list[str]) -> None:
        self.board = reference(self.name)
        self.force, self.engine_white = False, False

    def on_force(self, args: list[str], queue: list[str]) -> None:
        self.force = True


XBOARD_COMMANDS = ["usermove", "usermove", "usermove", "go", "new", "force", "?", "ping",
                   "setboard", "undo", "remove", "playother", "sd", "st", "level", "time", "otim",
                   "post", "nopost", "variant", "xboard", "protover", "garbage"]
# While the engine thinks, the commands that may disturb it come more often.
XBOARD_WHILE = ["go", "go", "?", "usermove", "usermove", "new", "force", "setboard", "undo",
                "remove", "playother", "ping", "sd", "time", "post", "garbage"]


def xboard_command(data: st.DataObject, model: XBoardModel) -> str:
    kinds = XBOARD_WHILE if model.thinking else XBOARD_COMMANDS
    kind = data.draw(st.sampled_from(kinds), label="command")
    if kind == "usermove":
        legal = legal_names(model.board) if model.board is not None else []
        move = data.draw(st.sampled_from(legal) if legal and data.draw(st.integers(0, 4)) else
                         st.sampled_from(["e2e4", "e7e5", "P@e4", "a1a1", ""]) | NOISE,
                         label="move")
        return mangle(data, f"usermove {move}")
    if kind == "ping":
        return mangle(data, f"ping {data.draw(st.integers(0, 99) | NOISE, label='n')}")
    if kind == "setboard":
        return f"setboard {fen_text(data, model.name, model.board)}"
    if kind in ("sd", "st", "time", "otim"):
        return mangle(data, f"{kind} {data.draw(number(), label='value')}")
    if kind == "level":
        values = data.draw(st.lists(number(), min_size=2, max_size=4), label="values")
        return mangle(data, "level " + " ".join(values))
    if kind == "variant":
        name = xboard_name(variant(model.name))
        return mangle(data, f"variant {data.draw(st.sampled_from([name, 'shogi']) | NOISE)}")
    if kind == "protover":
        return "protover 2"
    if kind == "garbage":
        return data.draw(NOISE, label="garbage")
    return mangle(data, kind)


def drive_xboard(name: str, data: st.DataObject) -> None:
    player = Gated(data.draw(st.lists(st.sampled_from(KINDS), max_size=12), label="searches"))
    log = Log()
    front = XBoard(Game(module(name)), variant(name), {"casual": lambda: player}, "casual",
                   Output(log))
    model = XBoardModel(name)
    last: list[list[str]] = []

    def release() -> None:
        if front.thinking is not None and front.thinking.busy:
            player.gate.set()
            front.thinking.wait()
            model.step(None, log.fresh())

    def lines() -> Iterator[str]:
        for _ in range(data.draw(st.integers(1, 30), label="commands")):
            if last:
                model.step(last.pop(), log.fresh())
            line = xboard_command(data, model)
            words = line.split()
            if words and words[0] == "ping" or data.draw(st.integers(0, 3), label="answer?") == 0:
                release()
            if words:
                last.append(words)
            yield line
            if words and words[0] == "quit":
                return
        if last:
            model.step(last.pop(), log.fresh())
        release()

    front.run(lines())
    if last:
        model.step(last.pop(), log.fresh())
    assert not [line for line in log.lines() if line.startswith("tellusererror variantc: '")]
    assert player.most <= 1


@pytest.mark.parametrize("name", NAMES)
def test_xboard_keeps_its_game_under_any_command_stream(name):
    settings(QUICK, max_examples=60)(given(data=st.data())(lambda data: drive_xboard(name, data)))()


@pytest.mark.slow
@pytest.mark.parametrize("name", MORE)
def test_xboard_keeps_its_game_under_many_command_streams(name):
    DEEP(given(data=st.data())(lambda data: drive_xboard(name, data)))()


# -- the real engine, in a subprocess ----------------------------------------------------------

def converse(protocol: str, name: str, lines: list[str]) -> list[str]:
    done = subprocess.run([sys.executable, "-m", "variantc.cli", protocol,
                           str(DEFINITIONS / name), "--level", "novice"], cwd=ROOT,
                          input="\n".join(lines).encode("utf-8", "surrogatepass") + b"\n",
                          capture_output=True, timeout=300)
    assert done.returncode == 0 and done.stderr == b"", done.stderr.decode(errors="replace")
    return done.stdout.decode().splitlines()


@pytest.mark.slow
@pytest.mark.parametrize("name", [*NAMES, "duck.variant"])
@pytest.mark.parametrize("protocol", ["uci", "xboard"])
@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_the_engine_answers_any_command_stream(protocol, name, data):
    """The real searcher, at the GUI's pace: every isready and ping answered, every go."""
    model: UciModel | XBoardModel = (UciModel if protocol == "uci" else XBoardModel)(name)
    lines = []
    for _ in range(data.draw(st.integers(1, 15), label="commands")):
        line = uci_command(data, model) if protocol == "uci" else xboard_command(data, model)
        if line.split()[:1] == ["quit"]:
            break
        lines.append(line.replace("go infinite", "go depth 1"))
    lines.append("isready" if protocol == "uci" else "ping 99")
    out = converse(protocol, name, lines)
    if protocol == "uci":
        assert out.count("readyok") == sum(line.split()[:1] == ["isready"] for line in lines)
        gos = sum(line.split()[:1] == ["go"] for line in lines)
        assert sum(line.startswith("bestmove ") for line in out) == gos, out
    else:
        assert out[-1] == "pong 99" or "pong 99" in out, out
