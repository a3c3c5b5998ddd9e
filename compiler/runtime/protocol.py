"""The engine protocol: what the CLI and the diff harness may ask of any engine."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


class IllegalMove(ValueError):
    """A move string that is not among the legal moves of the position."""


@dataclass(frozen=True)
class Outcome:
    result: str  # "1-0", "0-1" or "1/2-1/2"
    reason: str  # "checkmate", "stalemate", "repetition", "move-limit", ...

    def __str__(self) -> str:
        return f"{self.result} {self.reason}"

    @staticmethod
    def for_mover(mover_white: bool, what: str, reason: str) -> Outcome:
        """An outcome stated for the side to move: what is 'loses', 'draws' or 'wins'."""
        if what == "draws":
            return Outcome("1/2-1/2", reason)
        white_wins = (what == "wins") == mover_white
        return Outcome("1-0" if white_wins else "0-1", reason)


class Engine(Protocol):
    def legal_moves(self) -> list[str]:
        """The legal moves in canonical notation, sorted."""

    def play(self, move: str) -> None:
        """Play a legal move; raises IllegalMove otherwise."""

    def undo(self) -> None:
        """Take back the last move played."""

    def fen(self) -> str: ...

    def outcome(self) -> Outcome | None:
        """How the game has ended, or None while it goes on."""

    def perft(self, depth: int) -> int: ...

    def divide(self, depth: int) -> dict[str, int]: ...


def perft(engine: Engine, depth: int) -> int:
    """Perft through the protocol alone: slow, but works for any engine."""
    if depth == 0:
        return 1
    moves = engine.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        engine.play(move)
        total += perft(engine, depth - 1)
        engine.undo()
    return total


def divide(engine: Engine, depth: int) -> dict[str, int]:
    out = {}
    for move in engine.legal_moves():
        engine.play(move)
        out[move] = perft(engine, depth - 1)
        engine.undo()
    return out
