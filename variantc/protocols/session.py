"""What the UCI and XBoard front ends share: the game a GUI has set up, the limits of a
search, the numbers a GUI sends, and the search itself running on a thread so that the GUI can
stop it.

A front end talks to a `Player`: anything that chooses a move for a board within limits,
reporting as it goes and giving up when told. variantc.play's searcher is the one the
`variantc uci` and `variantc xboard` commands use; the front ends know nothing of how it thinks.
A search is answered exactly once, with a legal move, even when the player fails.
"""

from __future__ import annotations

import re
import sys
import threading
import types
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol, TextIO

from variantc.quoting import visible
from variantc.runtime import turns
from variantc.runtime.board import Board, IllegalMove, Move
from variantc.runtime.fen import FenError
from variantc.runtime.words import plural

# Bounds on what a GUI may ask: a larger number is taken as the bound. No search goes deeper
# than the searcher's own cap, and past about eleven days no clock or count means anything.
MAX_DEPTH = 64
MAX_NODES = 10**12
MAX_SECONDS = 10.0**6
MAX_MOVES = 10**6
NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?|[+-]?inf(?:inity)?", re.IGNORECASE)


@dataclass(frozen=True)
class Limits:
    """When to stop thinking: the first limit reached, the player's own budget (a level's
    depth, nodes and time) included, or a stop. No limit given leaves the player's budget
    alone: never an endless search, which only `infinite` asks for (UCI's `go infinite`),
    and only a front end that can stop it (on a GUI's `stop`, or at the end of its input)
    may ask."""

    depth: int | None = None
    seconds: float | None = None
    nodes: int | None = None
    infinite: bool = False  # answer only once stopped, whatever the search found before


@dataclass(frozen=True)
class Info:
    """One report of a search: the score is from the mover's side, in centipawns, unless
    `mate` (moves to mate, negative when the mover is mated)."""

    depth: int
    score: int = 0
    mate: int | None = None
    nodes: int = 0
    seconds: float = 0.0
    pv: tuple[str, ...] = ()


Report = Callable[[Info], None]


class Player(Protocol):
    def new_game(self) -> None: ...

    def think(self, board: Board, limits: Limits, report: Report,
              stop: threading.Event) -> Move | None: ...


def budget(left: float, increment: float = 0.0, moves_to_go: int | None = None) -> float:
    """Seconds to spend on one move with `left` on the clock: a share of what is left, most of
    the increment, never so much that the clock could fall."""
    share = left / (moves_to_go if moves_to_go else 30) + 0.8 * increment
    return max(0.01, min(share, 0.5 * left))


def moves_left(board: Board) -> int:
    """The moves the side to move has still to make in its turn: 1 but in a game of turns of
    several moves (runtime/turns), whose moves share the turn's time."""
    rule = board._notation.turns
    if rule is None:
        return 1
    turn = turns.number(0 if board.turn else 1, board.fullmove_number)
    return max(1, turns.moves(rule, turn) - board.moves_in_turn)


def number(name: str, text: str, low: float, high: float) -> tuple[float | None, str | None]:
    """A number a GUI sent for `name`, and what to tell the GUI about it. A number outside
    [low, high] (`inf`, `1e400`, a negative time) is taken as the nearer bound; text that is
    no number (`nan`, `abc`, `١٢`) gives None, the limit left out."""
    if not text.isascii() or NUMBER.fullmatch(text) is None:
        return None, f"{name} {text!r} is not a number: left out"
    value = float(text)
    if low <= value <= high:
        return value, None
    bound = low if value < low else high
    return bound, f"{name} {text} is out of range ({low:g} to {high:g}): taken as {bound:g}"


class Output:
    """Lines to the GUI, whole and flushed, from the reading thread and the thinking one. No
    text becomes more than its line: what no sink writes as it is is escaped
    (variantc/quoting.visible)."""

    def __init__(self, stream: TextIO | None = None):
        self._stream = stream or sys.stdout
        self._lock = threading.Lock()

    def __call__(self, *lines: str) -> None:
        """Write `lines` together: no other line comes between them."""
        with self._lock:
            self._stream.write("".join(visible(line) + "\n" for line in lines))
            self._stream.flush()


@dataclass
class Game:
    """The game as the GUI gave it: a start (the variant's, or a FEN) and moves from it. A
    position the GUI gave that does not fit leaves no game at all (`refused` says why) until
    the next, so that nothing is ever played from a position the GUI does not believe in."""

    module: types.ModuleType
    start: str | None = None
    moves: list[str] = field(default_factory=list)
    refused: str | None = None

    def board(self) -> Board:
        """A fresh board at the current position, its history replayed (for repetitions)."""
        assert self.refused is None, "a refused position has no board"
        board = self.module.Engine(self.start)
        for text in self.moves:
            board.push_uci(text)
        return board

    def set(self, start: str | None, moves: list[str]) -> str | None:
        """Set the game; the error, worded for the GUI, if the FEN or a move does not fit
        (the game is then refused as a whole)."""
        error = _unfit(self.module, start, moves)
        if error is not None:
            self.refuse(error)
            return error
        self.start, self.moves, self.refused = start, list(moves), None
        return None

    def refuse(self, error: str) -> None:
        self.start, self.moves, self.refused = None, [], error

    def play(self, text: str) -> str | None:
        """Add a move; the error if it is not legal here (the game is then left as it was)."""
        if self.refused is not None:
            return f"no position is set ({self.refused})"
        error = _unfit(self.module, self.start, self.moves + [text])
        if error is None:
            self.moves.append(text)
        return error


def _unfit(module: types.ModuleType, start: str | None, moves: list[str]) -> str | None:
    try:
        board = module.Engine(start)
    except FenError as exc:
        return f"bad FEN at column {exc.column}: {exc.message}"
    for i, text in enumerate(moves):
        try:
            board.push_uci(text)
        except IllegalMove:
            return f"illegal move {text!r} (move {i + 1}) in {board.fen()}"
    return None


class Thinking:
    """A search on its own thread, answered exactly once: `done` gets a legal move of the
    position searched, by name (None when none is legal). A search that fails (raises, or
    chooses no legal move) is first told to `failed`, then answered by a stand-in: the best
    move of the last depth it reported if that is legal, else the first legal move by name.
    An infinite search answers only once stopped; an abandoned one says nothing more. Where
    `done` returns a position (the mover's turn goes on: Marseillais chess), the search goes on
    there, and its next move is answered the same way, until `done` returns None."""

    def __init__(self, player: Player, board: Board, limits: Limits, report: Report,
                 done: Callable[[str | None], Board | None], failed: Callable[[str], None]):
        self.stop_event = threading.Event()
        self.endless = limits.infinite
        self._lock = threading.Lock()
        self._over = False  # answered or abandoned: nothing more is said
        best: list[str] = []  # the first move of the last principal variation reported

        def heard(info: Info) -> None:
            best[:] = info.pv[:1]
            self._say(lambda: report(info))

        def answer(position: Board) -> str | None:
            legal = sorted(m.uci() for m in position.legal_moves)
            best.clear()
            try:
                move = player.think(position, limits, heard, self.stop_event)
                error = _unplayable(move, legal)
            except Exception as exc:  # any failure: the GUI must still get its answer
                move, error = None, f"{type(exc).__name__}: {exc}"
            if error is not None:
                self._say(lambda: failed(error))
                stand_in = best[0] if best and best[0] in legal else None
                return stand_in or (legal[0] if legal else None)
            return move.uci() if move is not None else None

        def run() -> None:
            position: Board | None = board
            while position is not None:
                name = answer(position)
                if self.endless:
                    self.stop_event.wait()
                with self._lock:
                    if self._over:
                        return
                    position = done(name)
                    self._over = position is None

        self._thread = threading.Thread(target=run, name="variantc-search", daemon=True)
        self._thread.start()

    def _say(self, say: Callable[[], None], last: bool = False) -> None:
        with self._lock:
            if not self._over:
                say()
                self._over = last

    def stop(self) -> None:
        """Ask the search to end now and wait until it has said its move."""
        self.stop_event.set()
        self._thread.join()

    def abandon(self) -> None:
        """End the search unanswered: the GUI has moved on (a new game, a position)."""
        with self._lock:
            self._over = True
        self.stop()

    def wait(self) -> None:
        self._thread.join()

    @property
    def busy(self) -> bool:
        """Whether the search has still to answer."""
        with self._lock:
            return not self._over


def _unplayable(move: Move | None, legal: list[str]) -> str | None:
    """Why a player's choice cannot be the answer, or None."""
    if move is None:
        return f"the search chose no move, of {plural(len(legal), 'legal move')}" if legal else None
    if move.uci() not in legal:
        return f"the search chose {move.uci()!r}, which is not a legal move here"
    return None


class Front(ABC):
    """What both front ends do: read commands, one at a time, with at most one search."""

    thinking: Thinking | None = None

    def run(self, lines: Iterable[str]) -> None:
        """Answer each line until `quit` or the input ends."""
        for line in lines:
            words = line.split()
            if not words:
                continue
            if words[0] == "quit":
                self._quit()
                return
            try:
                self.command(words)
            except Exception as exc:  # a bug must not end the session: the GUI hears of it
                self.broken(words, f"{words[0]!r} failed: {type(exc).__name__}: {exc}")
        self._finish()

    @abstractmethod
    def command(self, words: list[str]) -> None:
        """Do what one line asks (`words[0]` its command)."""

    @abstractmethod
    def broken(self, words: list[str], error: str) -> None:
        """Tell the GUI that the command `words` failed inside the engine."""

    def _quit(self) -> None:
        self._halt()

    def _finish(self) -> None:
        """The input has ended: a search with limits still says its move; an endless one is
        stopped."""
        if self.thinking is not None:
            if self.thinking.endless:
                self.thinking.stop()
            self.thinking.wait()
            self.thinking = None

    def _halt(self) -> None:
        """Stop the search, if any: it answers now."""
        if self.thinking is not None:
            self.thinking.stop()
            self.thinking = None

    def _abandon(self) -> None:
        """End the search, if any, without its answer."""
        if self.thinking is not None:
            self.thinking.abandon()
            self.thinking = None
