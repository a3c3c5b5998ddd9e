"""Zobrist keys for the hash a compiled engine keeps (backend/rules/zobrist): random 64-bit
words drawn from a fixed seed by splitmix64, so that every run, and every build of a module,
draws the same keys without the module spelling them out."""

from __future__ import annotations

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
