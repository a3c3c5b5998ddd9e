"""The reference's records: a man on the board, a man in a pool, a move, a position.

Plain data: cells are grid indices (runtime.topology), sides the IR's `Side`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from compiler.ir.model import Side

SIDES = (Side.WHITE, Side.BLACK)  # in FEN order: a side's index in per-side lists
OTHER = {Side.WHITE: Side.BLACK, Side.BLACK: Side.WHITE}


class Man(NamedTuple):
    """A man on the board."""

    side: Side
    letter: str
    marked: bool  # promoted, and demotes when captured (FEN 'Q~')


class Held(NamedTuple):
    """A man in a pool; its colour need not be its owner's (a prison holds enemy men)."""

    side: Side
    letter: str


@dataclass(frozen=True)
class Move:
    origin: int | None  # None for a drop
    target: int
    letter: str  # the piece that moves or is dropped
    promotion: str | None = None
    pool: int | None = None  # a drop: the pool segment it comes from
    captures: tuple[int, ...] = ()  # men removed besides one on the target (en passant)
    rook: tuple[int, int] | None = None  # castling: where the rook goes from and to
    passed: tuple[int, ...] = ()  # squares an en-passant capture may now land on
    pull: int | None = None  # the square of a man pulled after the move (or instead of one)
    hostage: str | None = None  # an exchange: the enemy man handed over for the one dropped


@dataclass(frozen=True)
class Position:
    board: tuple[Man | None, ...]
    pools: tuple[tuple[Held, ...], ...]  # [pool * 2 + owner], each sorted
    counters: tuple[int, ...]  # [counter * 2 + side]
    side: Side
    castling: frozenset[str]
    ep: tuple[int, ...]  # squares an en-passant capture may land on
    ep_victim: int | None  # the man it would take
    halfmove: int
    fullmove: int
    unmoved: frozenset[Side] = frozenset()  # kings that never moved (dropped rooks may castle)
