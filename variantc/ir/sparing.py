"""The men a piece leaves alone, beside variantc.ir.model: the kinds its hops may not use as
screens or that it may not capture (`never-over`, `never-takes`), and those it may not take
where the enemy guards them (`spares-guarded`, Chu shogi's lion-trading rule)."""

from __future__ import annotations

from variantc.ir.node import Node


class Sparing(Node):
    """`never-over KIND+` or `never-takes KIND+`: the kinds a piece's hops may not use as their
    screen, or that it may not capture (Janggi's cannon: no cannon, either side's)."""

    kinds: tuple[str, ...]


class CounterStrike(Node):
    """`counter-strike KIND+`: after a man of another kind takes a man of these kinds, the other
    side's next move may take one of them with a man of another kind only on that square (Chu
    shogi's rule after a lion is taken)."""

    kinds: tuple[str, ...]


class Guarded(Node):
    """`spares-guarded KIND+ [from-afar] [unless-first-taking-other-than KIND+]`: the piece may
    not take a man of these kinds that the enemy guards (before the move, its own square and the
    one it takes on emptied); with `afar`, only on a square not one step from where it started;
    with `bridge`, unless the move took on its way a man of a kind not listed there."""

    kinds: tuple[str, ...]
    afar: bool = False
    bridge: tuple[str, ...] | None = None
