"""The keys of a compiled engine's positions, which a repetition counts: read when asked,
not by each move played.

A push that computed its position's key (a tuple of the whole board) would spend on it half
of what the move itself costs, for a count that a loop of push and pop never reads. So `_play`
only makes the move; `_keys` reads the keys of the positions played since it was last asked,
by taking those moves back and playing them again.
"""

from __future__ import annotations


class Positions:
    """`_keys`, the key of each position of the game, first first, kept by `_play` and
    `_undo` (a move made or unmade by `_make` and `_unmake` alone is not the game's)."""

    _key_list: list[tuple]
    _stack: list[tuple]  # one undo record per ply, its move first

    def _key(self) -> tuple:
        raise NotImplementedError

    def _make(self, m: int) -> None:
        raise NotImplementedError

    def _unmake(self) -> None:
        raise NotImplementedError

    @property
    def _keys(self) -> list[tuple]:
        keys, stack = self._key_list, self._stack
        behind = len(stack) + 1 - len(keys)
        if behind > 0:
            again = [record[0] for record in stack[len(stack) - behind + 1:]]
            for _ in again:
                self._unmake()
            keys.append(self._key())
            for m in again:
                self._make(m)
                keys.append(self._key())
        return keys

    @_keys.setter
    def _keys(self, keys: list[tuple]) -> None:
        self._key_list = keys

    def _play(self, handle: object) -> None:
        self._make(handle)  # type: ignore[arg-type]  # an int; its key is read when asked

    def _undo(self) -> None:
        self._unmake()
        del self._key_list[len(self._stack) + 1:]
