"""The legal moves of a position, kept while the position is on the game's path.

A Board keeps one `Ply` per position of its game, first first: `pop` drops the last and finds
its parent's moves as they were, so that a loop of push and pop over `legal_moves` generates
each position's moves once, not once per visit. A Ply holds the engine's handles in the order
the engine generated them; names, Move values and descriptions are made only when something
asks for them, and then kept.

A Move handed out by a Ply points back at it. While that Ply is the board's last, the Move is
one of the position's legal moves and `push` plays its handle unchecked; a Move of any other
Ply (a position popped, or another board's) is checked by its name.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from variantc.runtime.values import _SQUARE, Move

# The Board (runtime.board) is typed Any: importing it here, even for typing alone, would be
# a cycle in the runtime that `compile --standalone` embeds.
Board = Any


class Ply:
    """One position's legal moves: the engine's handles, and what has been asked of them."""

    __slots__ = ("board", "handles", "names", "index", "moves", "known", "sans")

    def __init__(self, board: Board, handles: list, names: list[str] | None):
        self.board, self.handles, self.names = board, handles, names
        self.index: dict[str, int] | None = None  # by name
        self.moves: list[Move] | None = None  # handed out: see Board._settle
        self.known: tuple[dict[str, Move], dict[str, object]] | None = None
        self.sans: dict[str, str] | None = None

    def name(self, i: int) -> str:
        names = self.names
        if names is None:
            names = self.names = self.board._names(self.handles)
        return names[i]

    def fields(self, i: int) -> tuple:
        described = self.board._describe(self.name(i), self.handles[i])
        return described._described()

    def all_moves(self) -> list[Move]:
        """A Move per handle, each naming and describing itself when asked."""
        made = self.moves
        if made is None:
            cls, new = self.board._move_class, object.__new__
            made = []
            for i, handle in enumerate(self.handles):
                m = new(cls)
                m._text = m._fields = None
                m._ply, m._index, m._handle = self, i, handle
                made.append(m)
            self.moves = made
        return made

    def by_name(self) -> dict[str, int]:
        index = self.index
        if index is None:
            if self.names is None:
                self.names = self.board._names(self.handles)
            index = self.index = {name: i for i, name in enumerate(self.names)}
        return index

    def find(self, move: Any) -> Move | None:
        """The legal move that `move` (a Move of any board, python-chess's, or UCI text) names;
        None if it names none."""
        if getattr(move, "_ply", None) is self:
            return move
        text = move if isinstance(move, str) else move.uci()
        i = self.by_name().get(text)
        return None if i is None else self.all_moves()[i]

    def settle(self) -> None:
        """Name and describe the Moves handed out, while the board still holds their position
        (for an engine whose names read the board): they will be asked later, elsewhere."""
        for m in self.moves or ():
            m.uci()
            m._described()


class LegalMoves:
    """The legal moves of a position, as python-chess's `board.legal_moves`: iterate them (in
    the order the engine generates them), count them, ask whether a move (a Move, a
    python-chess move, or its UCI text) is among them."""

    __slots__ = ("_ply",)

    def __init__(self, ply: Ply):
        self._ply = ply

    def __iter__(self) -> Iterator[Move]:
        return iter(self._ply.all_moves())

    def __len__(self) -> int:
        return len(self._ply.handles)

    def __bool__(self) -> bool:
        return bool(self._ply.handles)

    def __contains__(self, move: object) -> bool:
        if not (isinstance(move, str) or callable(getattr(move, "uci", None))):
            return False
        return self._ply.find(move) is not None

    def count(self) -> int:
        """How many there are."""
        return len(self._ply.handles)

    def __repr__(self) -> str:
        return f"<LegalMoves ({', '.join(m.uci() for m in self._ply.all_moves())})>"


def describe(board: Board, name: str, handle: object) -> Move:
    """A legal move's fields, read from its canonical name (and the man it gates)."""
    topo = board._topology
    if "," in name:  # a wall placed after the move: the last square names it
        base, placed = name.split(",")
        wall = topo.parse(_SQUARE.findall(placed)[-1])
        f = describe(board, base, handle)._described()
        return board._move_class(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], wall, text=name)
    pull = None
    if "!" in name:
        name_part, pulled = name.split("!")
        pull = topo.parse(pulled)
    else:
        name_part = name
    if "@" in name_part:
        piece, square = name_part.split("@")
        hostage, _, drop = piece.rpartition("-")
        target = topo.parse(square)
        assert target is not None
        return board._move_class(None, target, drop=drop, hostage=hostage or None, text=name)
    squares = _SQUARE.findall(name_part)
    origin = topo.parse(squares[0])
    assert origin is not None
    target = topo.parse(squares[-1]) if len(squares) > 1 else origin
    assert target is not None
    via = tuple(c for n in squares[1:-1] if (c := topo.parse(n)) is not None)  # `f6e5f4`
    suffix = name_part[len("".join(squares)):]
    promotion, gate = None, board._gate(handle)
    if gate is not None:  # the suffix is the gated man's letter
        return board._move_class(origin, target, gate=gate[0], gate_square=gate[1], text=name)
    if suffix == "+":
        man = board.piece_at(origin)
        promotion = f"+{man.letter}" if man else None
    elif suffix:
        promotion = suffix.upper()
    return board._move_class(origin, target, promotion, pull=pull, text=name, via=via)

