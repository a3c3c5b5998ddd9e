"""Copies of a game, as python-chess makes them: `copy(stack=...)`, and `copy.copy` and
`copy.deepcopy`, each an independent board (a mixin of runtime.board.Board)."""

from __future__ import annotations

from typing import Any


class Copies:
    """A mixin of Board, over the fields and methods it has."""

    def copy(self, *, stack: bool | int = True) -> Any:
        """An independent board at the same position, as python-chess's: with the moves
        played (`stack=True`), none (`False`, the position its start) or the last `stack`."""
        me: Any = self
        keep = len(me._played) if stack is True else min(int(stack), len(me._played))
        played = me._played[len(me._played) - keep:]
        board = me._new(self._fen_before(keep))
        for move in played:  # each handle, played again from the same position: no check
            board._play(move._handle)
            board._played.append(move)
            board._plies.append(None)
        return board

    def __copy__(self) -> Any:
        return self.copy()

    def __deepcopy__(self, memo: dict) -> Any:
        return self.copy()

    def _fen_before(self, plies: int) -> str:
        """The FEN `plies` moves back (the board is taken back and played forward again)."""
        me: Any = self
        if not plies:
            return str(me.fen())
        if plies == len(me._played):
            return str(me._start or me.fen())
        taken = [me._played[-1 - i] for i in range(plies)]
        for _ in taken:
            me._undo()
        try:
            return str(me.fen())
        finally:
            for move in reversed(taken):
                me._play(move._handle)
