"""What the UCI and XBoard front ends share: the game a GUI has set up, the limits of a
search, and the search itself running on a thread so that the GUI can stop it.

A front end talks to a `Player`: anything that chooses a move for a board within limits,
reporting as it goes and giving up when told. compiler.play's searcher is the one the
`variantc uci` and `variantc xboard` commands use; the front ends know nothing of how it thinks.
"""

from __future__ import annotations

import sys
import threading
import types
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol, TextIO

from compiler.runtime.board import Board, IllegalMove, Move
from compiler.runtime.fen import FenError


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


class Output:
    """Lines to the GUI, whole and flushed, from the reading thread and the thinking one."""

    def __init__(self, stream: TextIO | None = None):
        self._stream = stream or sys.stdout
        self._lock = threading.Lock()

    def __call__(self, line: str) -> None:
        with self._lock:
            self._stream.write(line + "\n")
            self._stream.flush()


@dataclass
class Game:
    """The game as the GUI gave it: a start (the variant's, or a FEN) and moves from it."""

    module: types.ModuleType
    start: str | None = None
    moves: list[str] = field(default_factory=list)

    def board(self) -> Board:
        """A fresh board at the current position, its history replayed (for repetitions)."""
        board = self.module.Engine(self.start)
        for text in self.moves:
            board.push_uci(text)
        return board

    def set(self, start: str | None, moves: list[str]) -> str | None:
        """Set the game; the error, worded for the GUI, if the FEN or a move does not fit
        (the game is then left as it was)."""
        try:
            board = self.module.Engine(start)
        except FenError as exc:
            return f"bad FEN at column {exc.column}: {exc.message}"
        for i, text in enumerate(moves):
            try:
                board.push_uci(text)
            except IllegalMove:
                return f"illegal move {text!r} (move {i + 1}) in {board.fen()}"
        self.start, self.moves = start, list(moves)
        return None

    def play(self, text: str) -> str | None:
        """Add a move; the error if it is not legal here."""
        return self.set(self.start, self.moves + [text])


class Thinking:
    """A search on its own thread; `done` gets the move chosen (None with no legal move)."""

    def __init__(self, player: Player, board: Board, limits: Limits, report: Report,
                 done: Callable[[Move | None], None]):
        self.stop_event = threading.Event()
        self.endless = limits.infinite

        def run() -> None:
            done(player.think(board, limits, report, self.stop_event))

        self._thread = threading.Thread(target=run, name="variantc-search", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Ask the search to end now and wait until it has said its move."""
        self.stop_event.set()
        self._thread.join()

    def wait(self) -> None:
        self._thread.join()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()


class Front:
    """What both front ends do with the search they may have running."""

    thinking: Thinking | None = None

    def _finish(self) -> None:
        """The input has ended: a search with limits still says its move; an endless one is
        stopped."""
        if self.thinking is not None:
            if self.thinking.endless:
                self.thinking.stop()
            self.thinking.wait()
            self.thinking = None

    def _halt(self) -> None:
        if self.thinking is not None:
            self.thinking.stop()
            self.thinking = None
