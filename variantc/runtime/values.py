"""The values a Board hands its user: its men (`Piece`), its moves (`Move`) and the error
for a move it refuses (`IllegalMove`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import ClassVar

from variantc.runtime.topology import Topology

_SQUARE = re.compile(r"[a-z]+[0-9]+")


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


@dataclass(frozen=True, eq=False)
class Move:
    """A legal move. `from_square` is None for a man placed from a pool.

    Besides python-chess's fields, a move may pull an enemy man (`pull`, its square) or, as an
    exchange, hand a hostage over (`hostage`, the letter) while dropping `drop`; a move that
    leaves a gate may put a man from a pool on it (`gate`, its letter, on `gate_square`); with
    `walling`, a move places a wall after the man's move (`wall`, its square).
    """

    from_square: int | None
    to_square: int
    promotion: str | None = None  # the kind it becomes: 'Q', '+P'
    drop: str | None = None  # the kind placed from a pool
    pull: int | None = None
    hostage: str | None = None
    gate: str | None = None
    gate_square: int | None = None
    wall: int | None = None
    text: str = field(default="", compare=False)  # the canonical notation

    def uci(self) -> str:
        """The move in canonical notation: e2e4, e7e8q, P@e4, d2d3!d6, Q-R@h1, c3c4+, e2e4,e4e5."""
        return self.text

    def __str__(self) -> str:
        return self.text

    # Moves are equal when their canonical names are: a name is one move of a position, and a
    # Move read from text (from_uci) equals the board's own.
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def __repr__(self) -> str:
        return f"Move.from_uci({self.text!r})"

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
        origin, target = (topo.parse(n) for n in names) if len(names) == 2 else (None, None)
        if origin is None or target is None or not body.startswith(joined):
            raise ValueError(f"{text!r} is not a move in UCI notation")
        suffix = body[len(joined):]
        promotion = suffix.upper() if suffix and suffix != "+" else None
        return cls(origin, target, promotion, text=text)
