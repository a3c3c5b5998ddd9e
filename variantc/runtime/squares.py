"""The sets runtime.names answers with: squares, as python-chess's `SquareSet` gives the
answers of `attackers` and `checkers` (cell numbers, iterated in ascending order, with the
bitmask python-chess would give: `int(s)`, `s.mask`, bit `1 << square` on any board), and
pseudo-legal moves, as its `pseudo_legal_moves`."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from variantc.runtime.values import Move


class SquareSet:
    """An immutable set of squares. Iterated in ascending order; `len`, `in`, `bool`, `int`
    (the bitmask), `tolist()`, and `|`, `&`, `-`, `^` with another set of squares. Equal to a
    SquareSet, a python-chess SquareSet, an int bitmask or any iterable of the same squares."""

    __slots__ = ("_squares",)

    def __init__(self, squares: Iterable[int] | int = ()) -> None:
        if isinstance(squares, int):  # a bitmask, as python-chess's SquareSet(mask)
            mask = squares
            squares = [s for s in range(mask.bit_length()) if mask >> s & 1]
        self._squares: tuple[int, ...] = tuple(sorted(set(squares)))

    @property
    def mask(self) -> int:
        """The squares as a bitmask: bit `1 << square` for each."""
        return sum(1 << s for s in self._squares)

    def __iter__(self) -> Iterator[int]:
        return iter(self._squares)

    def __reversed__(self) -> Iterator[int]:
        return reversed(self._squares)

    def __len__(self) -> int:
        return len(self._squares)

    def __contains__(self, square: object) -> bool:
        return square in self._squares

    def __bool__(self) -> bool:
        return bool(self._squares)

    def __int__(self) -> int:
        return self.mask

    def __index__(self) -> int:
        return self.mask

    def tolist(self) -> list[bool]:
        """Per square up to the highest, whether it is in the set (python-chess: per square of
        the 8x8 board; here at least 64 long)."""
        top = max(64, self._squares[-1] + 1 if self._squares else 0)
        return [s in self._squares for s in range(top)]

    def _other(self, other: object) -> frozenset[int] | None:
        if isinstance(other, int):
            return frozenset(SquareSet(other))
        if isinstance(other, Iterable):
            return frozenset(other)
        return None

    def __eq__(self, other: object) -> bool:
        found = self._other(other)
        return found is not None and found == frozenset(self._squares)

    def __hash__(self) -> int:
        return hash(self._squares)

    def __or__(self, other: Iterable[int] | int) -> SquareSet:
        return SquareSet(frozenset(self._squares) | (self._other(other) or frozenset()))

    def __and__(self, other: Iterable[int] | int) -> SquareSet:
        return SquareSet(frozenset(self._squares) & (self._other(other) or frozenset()))

    def __sub__(self, other: Iterable[int] | int) -> SquareSet:
        return SquareSet(frozenset(self._squares) - (self._other(other) or frozenset()))

    def __xor__(self, other: Iterable[int] | int) -> SquareSet:
        return SquareSet(frozenset(self._squares) ^ (self._other(other) or frozenset()))

    def __repr__(self) -> str:
        return f"SquareSet({self.mask:#x})"


class PseudoLegalMoves:
    """python-chess's `board.pseudo_legal_moves`: iterate them (by UCI name), count them, ask
    whether a move (or its UCI text) is among them."""

    def __init__(self, moves: dict[str, Move]):
        self._moves = moves

    def __iter__(self) -> Iterator[Move]:
        return iter(self._moves.values())

    def __len__(self) -> int:
        return len(self._moves)

    def __bool__(self) -> bool:
        return bool(self._moves)

    def __contains__(self, move: object) -> bool:
        return _name(move) in self._moves

    def count(self) -> int:
        """How many there are."""
        return len(self._moves)

    def __repr__(self) -> str:
        return f"<PseudoLegalMoves ({', '.join(self._moves)})>"


def _name(move: object) -> str | None:
    """A move's UCI name: a Move's, a python-chess Move's, or the text itself."""
    if isinstance(move, str):
        return move
    uci = getattr(move, "uci", None)
    return uci() if callable(uci) else None
