"""Zobrist keys for the hash a compiled engine keeps (backend/rules/zobrist): random 64-bit
words drawn from a fixed seed by splitmix64, so that every run, and every build of a module,
draws the same keys without the module spelling them out."""

from __future__ import annotations

from typing import Any

MASK = (1 << 64) - 1


def keys(seed: int, count: int) -> tuple[int, ...]:
    """`count` words of splitmix64 started at `seed`."""
    out, state = [], seed & MASK
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ z >> 30) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ z >> 27) * 0x94D049BB133111EB) & MASK
        out.append(z ^ z >> 31)
    return tuple(out)


def men(seed: int, kinds: int, cells: int) -> tuple[tuple[int, ...], ...]:
    """Per board value (a signed code, so that `rows[value]` reads a black man's row from the
    end) a key per cell; the row of 0, an empty cell, is all zeros, so that xoring in what a
    cell held costs no test."""
    flat = keys(seed, 2 * kinds * cells)
    rows = [flat[i * cells:(i + 1) * cells] for i in range(2 * kinds)]
    return ((0,) * cells, *rows[:kinds], *reversed(rows[kinds:]))


class Hashing:
    """What a compiled engine keeps of its Zobrist hash. `_hash` covers the board and is kept
    by make (backend/rules/zobrist) while `_hashing` is on; `_hashes` holds the hash before
    each move made meanwhile, which unmake restores."""

    _hashing: bool = False
    _hash: int = 0
    _hashes: list[int]
    _stack: list[tuple]
    _side: int
    _castling: int
    _victim: int
    _done: int
    _free: bool = False
    _first: Any
    _gates: Any
    _count_limit: int = 0
    _count_ply: int = 0
    _counters: list[int]
    _pools: list[int]

    def _make(self, m: int) -> None:
        raise NotImplementedError

    def _unmake(self) -> None:
        raise NotImplementedError

    def _hash_full(self) -> int:
        """The hash of the board, read in full (generated)."""
        return 0

    def _zobrist(self) -> int:
        """The position's Zobrist hash: `_hash`, kept by make, with the small words of state
        and the pools' counts mixed in (Python's hash of ints and tuples of ints does not vary
        between runs). The first call turns hashing on."""
        if not self._hashing:
            self._start_hashing()
        # the side, with `turns` the moves it made in its turn, with `free-order` the phase (-1):
        # 0 elsewhere, as hashed before
        return self._hash ^ hash((self._side + 2 * self._done - 4 * self._free, self._castling,
                                  self._victim, self._first, self._gates, self._count_limit, self._count_ply,
                                  *self._counters, *self._pools))

    def _start_hashing(self) -> None:
        """Turn hashing on: the game is taken back to its first position, hashed there in
        full, and played again, so that every move on the stack has its hash to go back to."""
        played = []
        while self._stack:
            played.append(self._stack[-1][0])
            self._unmake()
        self._hashing, self._hash, self._hashes = True, self._hash_full(), []
        for m in reversed(played):
            self._make(m)
