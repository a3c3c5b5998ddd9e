"""The values a Board hands its user: its men (`Piece`), its moves (`Move`) and the error
for a move it refuses (`IllegalMove`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from variantc.runtime.topology import SQUARE_TEXT, Topology

_SQUARE = re.compile(SQUARE_TEXT)


class IllegalMove(ValueError):
    """A move that is not legal in the position, or text that names no legal move."""


IllegalMoveError = IllegalMove  # python-chess's name for it


@dataclass(frozen=True)
class Piece:
    """A man: its kind's letter, its colour (True for white) and whether it is promoted and
    goes back to its old kind when captured (FEN's '~')."""

    letter: str
    color: bool
    promoted: bool = False

    def symbol(self) -> str:
        """As FEN writes it: upper case for white, lower case for black ('Q', 'q', '+p')."""
        return self.letter if self.color else self.letter.lower()


NULL = "0000"  # python-chess's null move: the turn passed


class Move:
    """A legal move. `from_square` is None for a man placed from a pool.

    Besides python-chess's fields, a move may pull an enemy man (`pull`, its square) or, as an
    exchange, hand a hostage over (`hostage`, the letter) while dropping `drop`; a move that
    leaves a gate may put a man from a pool on it (`gate`, its letter, on `gate_square`); with
    `walling`, a move places a wall after the man's move (`wall`, its square); a move of
    several legs that takes on its way names that square (`via`, a tuple of squares).

    A Move a Board hands out knows where it came from (`_ply`, runtime.plies: the position's
    legal moves, and its `_handle` there), and names and describes itself only when asked: a
    loop that pushes and pops the legal moves never pays for either. Its fields are read-only.
    """

    __slots__ = ("_text", "_fields", "_ply", "_index", "_handle")
    _text: str | None  # None until named
    _fields: tuple | None  # None until described
    _ply: Any  # runtime.plies.Ply: None for a Move made from its fields
    _index: int  # in its Ply
    _handle: object  # the engine's

    def __init__(self, from_square: int | None, to_square: int, promotion: str | None = None,
                 drop: str | None = None, pull: int | None = None, hostage: str | None = None,
                 gate: str | None = None, gate_square: int | None = None,
                 wall: int | None = None, text: str = "", via: tuple[int, ...] = ()):
        self._fields = (from_square, to_square, promotion, drop, pull, hostage, gate,
                        gate_square, wall, via)
        self._text, self._ply, self._index, self._handle = text, None, -1, None

    def _described(self) -> tuple:
        fields = self._fields
        if fields is None:
            fields = self._fields = self._ply.fields(self._index)
        return fields

    # python-chess's fields, and the variant's (read-only: a move is a value)
    from_square = property(lambda self: self._described()[0])
    to_square = property(lambda self: self._described()[1])
    promotion = property(lambda self: self._described()[2])  # the kind it becomes: 'Q', '+P'
    drop = property(lambda self: self._described()[3])  # the kind placed from a pool
    pull = property(lambda self: self._described()[4])
    hostage = property(lambda self: self._described()[5])
    gate = property(lambda self: self._described()[6])
    gate_square = property(lambda self: self._described()[7])
    wall = property(lambda self: self._described()[8])
    via = property(lambda self: self._described()[9])  # squares a leg stops on to take, on its way

    @property
    def text(self) -> str:
        """The canonical notation (as `uci()`)."""
        return self.uci()

    def uci(self) -> str:
        """The move in canonical notation: e2e4, e7e8q, P@e4, d2d3!d6, Q-R@h1, c3c4+, e2e4,e4e5."""
        text = self._text
        if text is None:
            text = self._text = self._ply.name(self._index)
        return text

    def __str__(self) -> str:
        return self.uci()

    # Moves are equal when their canonical names are: a name is one move of a position, and a
    # Move read from text (from_uci) equals the board's own.
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and other.uci() == self.uci()

    def __hash__(self) -> int:
        return hash(self.uci())

    def __bool__(self) -> bool:
        """False for the null move only, as python-chess's."""
        return self.uci() != NULL

    def __repr__(self) -> str:
        return f"Move.from_uci({self.uci()!r})"

    def __reduce__(self) -> tuple:
        # A copy (copy, deepcopy, pickle) is a plain value: it leaves its board behind.
        f = self._described()
        return type(self), (*f[:9], self.uci(), f[9])

    @classmethod
    def null(cls) -> Move:
        """python-chess's null move, '0000': it passes the turn (which `push` refuses, as no
        engine here can pass but by a legal move of its variant); False as a bool."""
        return cls(None, 0, text=NULL)

    _topology: ClassVar[Topology | None] = None  # a generated module's Move knows its board

    @classmethod
    def from_uci(cls, text: str) -> Move:
        """The move `text` names in canonical notation, read without a position, as
        python-chess's Move.from_uci: squares, a drop ('Q@e4') and a promotion's letter are
        read; what only a position tells (a gate, the kind a '+' promotes to) is not. Use a variant's own
        Move (`module.Move`), which knows its board; ValueError for text it cannot read."""
        topo = cls._topology
        if topo is None:
            raise ValueError("Move.from_uci needs a variant's board: use the engine module's Move"
                             " (variantc.load(...).Move)")
        body = text.split(",")[0].split("!")[0]
        if "@" in body:
            piece, square = body.split("@")
            target = topo.parse(square)
            if target is None or not piece:
                raise ValueError(f"{text!r} is not a move in UCI notation")
            hostage, _, drop = piece.rpartition("-")
            return cls(None, target, drop=drop, hostage=hostage or None, text=text)
        names = _SQUARE.findall(body)
        joined = "".join(names)
        parsed = [topo.parse(n) for n in names] if len(names) in (2, 3) else [None]
        squares = [c for c in parsed if c is not None]
        if len(squares) != len(parsed) or not body.startswith(joined):
            raise ValueError(f"{text!r} is not a move in UCI notation")
        suffix = body[len(joined):]
        promotion = suffix.upper() if suffix and suffix != "+" else None
        return cls(squares[0], squares[-1], promotion, text=text, via=tuple(squares[1:-1]))
