"""What a FEN of one variant may hold: the notation runtime.fen reads and writes by, which
each generated module states as `NOTATION`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from variantc.runtime.topology import Topology
from variantc.runtime.turns import TurnRule

WHITE, BLACK = 0, 1
Man = tuple[int, str, bool]  # side, letter, marked as promoted


class FenError(ValueError):
    """A FEN that does not fit the variant; `column` is 1-based within the FEN text."""

    def __init__(self, message: str, column: int = 1, hint: str = ""):
        super().__init__(message)
        self.message, self.column, self.hint = message, column, hint


class CastlingNotation(NamedTuple):
    """What a FEN's castling field refers to (runtime.rights reads and writes it)."""

    king: str  # the castling king's letter
    rook: str  # the castling rook's letter
    ranks: tuple[int, int]  # per side, the row it castles on, from its own end (-1: none)
    chess960: bool = False  # rights are written by their rook's file (Shredder-FEN)


class GatingNotation(NamedTuple):
    """What gates a FEN's castling field may name (runtime.gates reads and writes them)."""

    ranks: tuple[int, int]  # per side, its gating rank
    pool: int  # the pool whose men are gated: a side's gates are written while it holds one
    fed: bool  # captures fill that pool: the gates are written even while it is empty


@dataclass(frozen=True)
class Notation:
    """What a FEN of one variant may hold."""

    topo: Topology
    letters: tuple[str, ...]
    royal: tuple[str, ...] = ()
    pools: tuple[str, ...] = ()
    merged: bool = True  # the single pool's men wear their owner's colour
    marks: tuple[str, ...] = ()  # letters that may carry '~'
    counters: tuple[str, ...] = ()
    royal_may_fall: bool = False  # royal men can be captured: a side may have none left
    royal_held: bool = False  # the setup holds a royal man in a pool, so a FEN may
    kingless: tuple[int, ...] = ()  # sides whose setup has no royal man, so a FEN may not either
    royal_many: bool = False  # a side may have any number of royal men
    unmoved_kings: bool = False  # castling may hold a king's file letter: it has not moved
    pawns: tuple[str, ...] = ()  # kinds SAN writes without a letter (runtime.board)
    passers: tuple[str, ...] = ()  # kinds that may be taken in passing (`en-passant`)
    recorded: tuple[str, ...] = ()  # ... whose every passing move the FEN shows (`recorded`)
    checks: tuple[int, int] | None = None  # (counter, the checks that win): the `3+3` field
    castling: CastlingNotation | None = None  # the variant castles
    starred: bool = False  # void cells are written '*', never counted in the digits
    firsts: tuple[str, ...] = ()  # kinds with first-move rights, by file (runtime.first_moves)
    gating: GatingNotation | None = None  # men in a pool may be gated (runtime.gates)
    counting: bool = False  # a running count shows its limit and count (Fairy-Stockfish's)
    walls: bool = False  # play may turn squares into walls, written '*' (`petrify`, `walling`)
    turns: TurnRule | None = None  # a turn is several moves (runtime.turns): 'w1' says one is made
    free_order: bool = False  # either side moves until the first capture: 'wf' says so
    struck: bool = False  # `counter-strike`: the en-passant field holds the last capture's square
    # per part of a pool (pool * 2 + owner), the colours its men may have; () for any
    held_colours: tuple[tuple[int, ...], ...] = ()
