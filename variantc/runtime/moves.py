"""A move as one int: its layout, written once, for the runtime and the code generator alike.

    bits  0-11  origin square; for a man placed from a pool (drop, exchange), the pool index
    bits 12-23  target square
    bits 24-29  the code placed: a promotion's new kind, a dropped or released man's kind
    bits 30-33  the kind of move (`Kind`); castling adds the castle's index to CASTLE
    bits 34-46  a pulled man's square + 1, 0 when nothing is pulled
    bits 47-52  an exchange's hostage: the code of the enemy man handed over
    bits 53-58  a gated man's code: placed on the square the move leaves (0: none)
    bit  59     castling: the gated man goes on the rook's square, not the king's
    bits 60-72  with `walling`: the square the mover's wall goes to after the move + 1 (0: none)
    bit  73     castling: the rook was marked ('R~'); it lands plain, unmake marks it again
    bits 74-86  a multi-leg move's square on its way where a leg takes, + 1 (0: none)

Squares take 12 bits: a 64x64 board has 4096 cells. A plain move or a promotion still fits in
30 bits, one digit of CPython's ints.

The fields above `KIND` are where these bits say only for the full layout (`FULL`), which the
helpers below read. Each engine packs just the fields its rules use (`Layout`, `layout`), from
bit 34 up in the same order, a square's field as wide as its board needs: a duck's move then
takes 41 bits, two digits of CPython's ints and a C integer, where the full layout's wall at
bit 60 would need three digits. The fields up to `KIND` are the same in every layout.

Generated engines do the shifts inline, with these numbers as literals, because a global
lookup on every move costs more than the clarity buys; `Field.read` and `Field.place` write
that inline text, so the numbers still live here only.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum
from typing import ClassVar, NamedTuple


@dataclass(frozen=True)
class Field:
    shift: int
    bits: int

    @property
    def mask(self) -> int:
        return (1 << self.bits) - 1

    def get(self, move: int) -> int:
        return move >> self.shift & self.mask

    def read(self, move: str) -> str:
        """Python text reading this field of the int named `move`."""
        return f"{move} >> {self.shift} & {self.mask}" if self.shift else f"{move} & {self.mask}"

    def place(self, value: str) -> str:
        """Python text placing `value` (an expression known to fit) in this field."""
        return f"{value} << {self.shift}" if self.shift else value


ORIGIN = Field(0, 12)
TARGET = Field(12, 12)
CODE = Field(24, 6)
KIND = Field(30, 4)
PULLED = Field(34, 13)
HOSTAGE = Field(47, 6)
GATED = Field(53, 6)
GATE_ROOK = Field(59, 1)
WALLED = Field(60, 13)
MARKED_ROOK = Field(73, 1)
VIA = Field(74, 13)
MAX_CELLS = 1 << ORIGIN.bits  # a board's cells must fit the square fields
UPPER = (("PULLED", 13), ("HOSTAGE", 6), ("GATED", 6), ("GATE_ROOK", 1), ("WALLED", 13),
         ("MARKED_ROOK", 1), ("VIA", 13))  # the fields above KIND, in order, at full widths
SQUARED = ("PULLED", "WALLED", "VIA")  # fields that hold a square + 1


@dataclass(frozen=True)
class Layout:
    """Where one engine's moves keep the fields above KIND (a field its rules never use is 0
    bits wide, and reads 0), and what the runtime reads from them."""

    PULLED: Field
    HOSTAGE: Field
    GATED: Field
    GATE_ROOK: Field
    WALLED: Field
    MARKED_ROOK: Field
    VIA: Field
    ORIGIN: ClassVar[Field] = ORIGIN
    TARGET: ClassVar[Field] = TARGET
    CODE: ClassVar[Field] = CODE
    KIND: ClassVar[Field] = KIND

    @property
    def bits(self) -> int:
        """How many bits a move may take."""
        return max(KIND.shift + KIND.bits, *(f.shift + f.bits for f in self.fields()))

    def fields(self) -> tuple[Field, ...]:
        return tuple(getattr(self, name) for name, _ in UPPER)

    def pulled(self, move: int) -> int | None:
        """The square of the man pulled, if any."""
        value = self.PULLED.get(move)
        return value - 1 if value else None

    def hostage(self, move: int) -> int:
        return self.HOSTAGE.get(move)

    def gated(self, move: int) -> int:
        """The code of the man gated by the move, 0 for none."""
        return self.GATED.get(move)

    def ungated(self, move: int) -> int:
        """The move without its gated man."""
        return move & ~(self.GATED.mask << self.GATED.shift)

    def gate_on_rook(self, move: int) -> bool:
        """A castle gates on its rook's square (else on its king's)."""
        return bool(self.GATE_ROOK.get(move))

    def walled(self, move: int) -> int | None:
        """The square the move places its wall on (`walling`), if any."""
        value = self.WALLED.get(move)
        return value - 1 if value else None

    def via(self, move: int) -> int | None:
        """The square on its way where a leg of the move takes (or found it empty), if any."""
        value = self.VIA.get(move)
        return value - 1 if value else None

    def unwalled(self, move: int) -> int:
        """The move without its wall: the move of the man alone."""
        return move & ~(self.WALLED.mask << self.WALLED.shift)


def layout(used: tuple[str, ...], cells: int = MAX_CELLS) -> Layout:
    """The layout of an engine whose rules use the fields named in `used` (of UPPER), on a
    board of `cells` cells: those fields packed from bit 34 up, a square's as wide as a cell's
    number + 1 needs."""
    shift, out = KIND.shift + KIND.bits, {}
    for name, bits in UPPER:
        width = (0 if name not in used else cells.bit_length() if name in SQUARED else bits)
        out[name] = Field(shift, width)
        shift += width
    return Layout(**out)


FULL = layout(tuple(name for name, _ in UPPER))  # every field, as the constants above place them

PLAIN = 1 << CODE.shift  # moves below it are plain: an origin and a target, nothing more
MAX_CODES = CODE.mask  # piece codes run 1 .. MAX_CODES


class Kind(IntEnum):
    """What a move does beyond taking a man from one square to another."""

    NORMAL = 0
    EP_CAPTURE = 1  # takes the man that passed the target square (en passant)
    PASS = 2  # leaves squares that en passant may capture on
    DROP = 3  # places a man from a pool: origin holds the pool
    CASTLE = 4  # 4 + the castle's index (up to eight castles): the king's move; the rook follows
    EXCHANGE = 12  # hands a hostage over and places a released man: origin holds the pool
    STAND = 13  # `pass`: the side to move passes; origin and target are its royal man's square


# Castle indices 0..7 use kinds CASTLE .. CASTLE + 7: a side's two wings, two slides each.
CASTLES = 8
MAX_SLIDES = 2


def encode(origin: int, target: int, code: int = 0, kind: int = Kind.NORMAL,
           pulled: int | None = None, hostage: int = 0) -> int:
    move = origin | target << TARGET.shift | code << CODE.shift | kind << KIND.shift
    if pulled is not None:
        move |= (pulled + 1) << PULLED.shift
    return move | hostage << HOSTAGE.shift


def origin(move: int) -> int:
    return ORIGIN.get(move)


def target(move: int) -> int:
    return TARGET.get(move)


def code(move: int) -> int:
    return CODE.get(move)


def kind(move: int) -> int:
    return KIND.get(move)


def is_castle(move: int) -> bool:
    return Kind.CASTLE <= kind(move) < Kind.CASTLE + CASTLES


def castle_index(move: int) -> int:
    return kind(move) - Kind.CASTLE


def pulled(move: int) -> int | None:
    """The square of the man pulled, if any (the full layout)."""
    return FULL.pulled(move)


def hostage(move: int) -> int:
    return FULL.hostage(move)


class Castle(NamedTuple):
    """One castling move, as generated engines list it."""

    bit: int  # its right in the castling bits: K 1, Q 2, k 4, q 8
    side: int  # 0 white, 1 black
    king_from: int
    king_to: int
    rook_from: int
    rook_to: int
    empty: tuple[int, ...]  # squares that must be empty
    path: tuple[int, ...]  # squares the king crosses or lands on: none may be attacked
    king_code: int  # signed
    rook_code: int  # signed


def castle_rows(castles: Iterable[Castle]) -> dict[tuple[int, int], tuple[Castle, ...]]:
    """The castles by their king's square and rook's (a king and rook may castle several ways:
    `slide 2 3`), each pair's in the order given."""
    rows: dict[tuple[int, int], tuple[Castle, ...]] = {}
    for c in castles:
        rows[c.king_from, c.rook_from] = rows.get((c.king_from, c.rook_from), ()) + (c,)
    return rows
