"""The keys of a compiled engine's positions, which a repetition counts: read when asked,
not by each move played.

A push that computed its position's key (a tuple of the whole board) would spend on it half
of what the move itself costs, for a count that a loop of push and pop never reads. So `_play`
and `_undo` are the engine's own make and unmake, and `_keys` reads the keys of the positions
played since it was last asked, by taking those moves back and playing them again.
"""

from __future__ import annotations

from typing import Any


class Positions:
    """`_keys`, the key of each position of the game, first first.

    Each key kept is paired with the undo record of the move that reached its position (None
    for the first): while that very record is on the stack at its ply, the key is the
    position's; a key whose record was taken back, even if the same move was played again
    since, is read anew. So that unmake need not drop keys, and `_undo` is `_unmake` itself.
    """

    _kept: list[tuple[Any, tuple]]
    _stack: list[tuple]  # one undo record per ply, its move first

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # A generated class binds its make and unmake: a move played through the Board is
        # one call, not two.
        if "_make" in cls.__dict__:
            cls._play = cls.__dict__["_make"]  # type: ignore[method-assign]
        if "_unmake" in cls.__dict__:
            cls._undo = cls.__dict__["_unmake"]  # type: ignore[method-assign]

    def _key(self) -> tuple:
        raise NotImplementedError

    def _make(self, m: int) -> None:
        raise NotImplementedError

    def _unmake(self) -> None:
        raise NotImplementedError

    @property
    def _keys(self) -> list[tuple]:
        kept, stack = self._kept, self._stack
        valid = 1 if kept else 0  # the first position's key stands while the game does
        while valid < len(kept) and valid <= len(stack) and kept[valid][0] is stack[valid - 1]:
            valid += 1
        del kept[valid:]
        if valid <= len(stack):  # the positions from ply `valid` on: played again
            again = [record[0] for record in stack[valid:]]
            for _ in again:
                self._unmake()
            kept.append((stack[valid - 1] if valid else None, self._key()))
            for m in again:
                self._make(m)
                kept.append((stack[-1], self._key()))  # a new record: the one now standing
        return [key for _, key in kept]

    @_keys.setter
    def _keys(self, keys: list[tuple]) -> None:
        """Keys of the game's positions from the first, as `_load` reads the first."""
        self._kept = [(None if i == 0 else self._stack[i - 1], key) for i, key in enumerate(keys)]

    def _play(self, handle: object) -> None:
        self._make(handle)  # type: ignore[arg-type]  # an int

    def _undo(self) -> None:
        self._unmake()
