"""The reference's records: a man, a move, a position, and a position being built by a move.

Plain data: cells are grid indices (runtime.topology), sides the IR's `Side`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from variantc.ir.model import Side
from variantc.runtime.rights import Right

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


def held(men: list[Held] | tuple[Held, ...]) -> tuple[Held, ...]:
    """A part of a pool in its one order, so that equal holdings compare equal: white men
    first, then by letter (sides have no order of their own)."""
    return tuple(sorted(men, key=lambda h: (SIDES.index(h.side), h.letter)))


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
    gate: str | None = None  # a man of the mover's pool put on the gate the move leaves
    gate_at: int | None = None  # ... that square: the origin, or castling's rook square
    wall: int | None = None  # `walling`: the square the wall goes to after the man's move
    stand: bool = False  # `pass`: the side passes; origin and target are its royal man's square
    via: tuple[int, ...] = ()  # a multi-leg move's square it took on, or found empty, on its way


@dataclass(frozen=True)
class Position:
    board: tuple[Man | None, ...]
    pools: tuple[tuple[Held, ...], ...]  # [pool * 2 + owner], each sorted
    counters: tuple[int, ...]  # [counter * 2 + side]
    side: Side
    castling: frozenset[Right]  # the castling rights: side, king square, rook square
    ep: tuple[int, ...]  # squares an en-passant capture may land on
    ep_victim: int | None  # the man it would take
    halfmove: int
    fullmove: int
    unmoved: frozenset[Side] = frozenset()  # kings that never moved (dropped rooks may castle)
    firsts: frozenset[int] = frozenset()  # squares whose men keep their first-move right
    gates: frozenset[int] = frozenset()  # squares whose men may gate when they leave (gating)
    counting: tuple[int, int] = (0, 0)  # a running count: its limit and count in plies; 0: none
    walls: frozenset[int] = frozenset()  # squares play turned into walls (petrify, walling)
    # passes in a row and facing positions in a row, ending here (runs.py); None: not counted,
    # as in a position read from a FEN
    runs: tuple[int, int] | None = None
    # with turns (turns.py): the moves made in the turn; the man each square of `ep` takes; the
    # men that passed squares earlier in the turn, with those squares
    done: int = 0
    ep_victims: tuple[int, ...] = ()
    pending: tuple[tuple[int, tuple[int, ...]], ...] = ()
    free: bool = False  # with `free-order`, the phase before the first capture (free_order.py)
    struck: int | None = None  # `counter-strike`: the square of the capture it follows


@dataclass
class Change:
    """The position a move is making, as the effects of playing it (effects.py) build it:
    they change the lists in place and set the other fields."""

    before: Position
    move: Move
    turn: bool  # False: the mover stays on move (to look at what it may pull after its move)
    board: list[Man | None]
    pools: list[list[Held]]
    counters: list[int]
    taken: list[Man]  # the men the move captured
    side: Side
    castling: frozenset[Right]
    unmoved: frozenset[Side]
    firsts: frozenset[int]
    gates: frozenset[int]
    ep: tuple[int, ...]
    ep_victim: int | None
    halfmove: int
    fullmove: int
    counting: tuple[int, int] = (0, 0)
    walls: frozenset[int] = frozenset()
    runs: tuple[int, int] | None = None
    done: int = 0
    ep_victims: tuple[int, ...] = ()
    pending: tuple[tuple[int, tuple[int, ...]], ...] = ()
    free: bool = False
    struck: int | None = None

    @staticmethod
    def start(before: Position, move: Move, turn: bool) -> Change:
        return Change(before, move, turn, list(before.board), [list(seg) for seg in before.pools],
                      list(before.counters), [], before.side, before.castling, before.unmoved,
                      before.firsts, before.gates, before.ep, before.ep_victim, before.halfmove,
                      before.fullmove, before.counting, before.walls, before.runs, before.done,
                      before.ep_victims, before.pending, before.free, before.struck)

    @property
    def mover(self) -> Side:
        return self.before.side

    def position(self) -> Position:
        return Position(tuple(self.board), tuple(held(seg) for seg in self.pools),
                        tuple(self.counters), self.side, self.castling, self.ep, self.ep_victim,
                        self.halfmove, self.fullmove, self.unmoved, self.firsts, self.gates,
                        self.counting, self.walls, self.runs, self.done, self.ep_victims,
                        self.pending, self.free, self.struck)
