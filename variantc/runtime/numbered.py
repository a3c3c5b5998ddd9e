"""Numbered starts for python-chess's names (docs/api.md#loading-a-game): a variant with a
`shuffle` statement starts from any of its starts, python-chess's Board.from_chess960_pos.

Each engine says what its variant's starts are (`_numbered_starts`); a compiled module's
Engine makes the constructors class methods (runtime.engine_names), as python-chess has them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from variantc.runtime.shuffle import Starts

if TYPE_CHECKING:
    from variantc.runtime.fen import Notation


def one_start(name: str) -> ValueError:
    """The error of asking a variant with one start for a numbered one."""
    return ValueError(f"{name} has one start: numbered starts come of a 'shuffle' statement")


class NumberedStarts:
    """A mixin of runtime.board.Board."""

    if TYPE_CHECKING:
        @property
        def _notation(self) -> Notation: ...
        def _new(self, fen: str | None = None) -> NumberedStarts: ...
        def fen(self) -> str: ...
        def piece_at(self, square: int) -> object: ...

    def _numbered_starts(self) -> tuple[Starts | None, str]:
        """The variant's numbered starts (None with one start), and its setup's FEN."""
        raise NotImplementedError

    def starts(self) -> int:
        """How many numbered starts the variant has (`shuffle`): 960 in Fischer random chess;
        1 for a variant with one start."""
        starts, _ = self._numbered_starts()
        return 1 if starts is None else starts.count()

    def from_start(self, number: int) -> NumberedStarts:
        """A new board at the variant's start `number` (0 to starts() - 1), numbered as
        Chess960 numbers its starts: python-chess's Board.from_chess960_pos. ValueError out
        of range, or for a variant without numbered starts."""
        starts, setup = self._numbered_starts()
        if starts is None:
            raise one_start(type(self).__name__)
        return self._new(starts.fen(setup, number, self._notation))

    from_chess960_pos = from_start

    def from_random_start(self, seed: int | None = None) -> NumberedStarts:
        """A new board at a start drawn at random; the same one for the same seed."""
        starts, _ = self._numbered_starts()
        return self.from_start(starts.draw(seed) if starts is not None else 0)

    def start_number(self) -> int | None:
        """The number of the start this position is, before any move (board, side, rights and
        passed square as the start has them); None if it is none: python-chess's
        chess960_pos."""
        starts, _ = self._numbered_starts()
        if starts is None:
            return None
        cells = [self.piece_at(c) for c in starts.cells]
        letters = tuple(getattr(p, "letter", "") for p in cells)
        if not all(getattr(p, "color", False) for p in cells):
            return None
        try:
            number = starts.number(letters)
        except ValueError:
            return None
        start = self.from_start(number).fen()
        return number if start.split()[:4] == self.fen().split()[:4] else None

    chess960_pos = start_number
