"""Words for messages: a count with its noun, in agreement ("1 row", "8 rows")."""

from __future__ import annotations


def plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
