"""Shuffled starts (`shuffle`): the arrangements of a row of men that a variant allows, each
with its number, as Chess960 numbers its 960 starts.

The number is read as digits of a mixed radix, the least significant first, one digit per
choice, made in the order the definition gives: a kind whose two men stand on both colours
takes a square of the first colour (b1's in chess: the light squares), then one of the other,
each counted from the left among the free squares of that colour; any other kind takes the
combination of free squares at that index, combinations listed in lexicographic order (one
man: the n-th free square). The kinds left over fill the squares left in the only way the
rules allow. For Fischer random chess (order B Q N, K between R) this is Scharnagl's
numbering: 518 is the standard array.

Shared by the command line, the Python API and both engines' callers; it only writes a FEN,
which each engine then reads for itself.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from math import comb, prod

from variantc.runtime import fen, fen_write


@dataclass(frozen=True)
class Starts:
    cells: tuple[int, ...]  # white's shuffled cells, from the first file on
    mirrors: tuple[int, ...]  # black's cell on the same file at the far end, for each
    first_colour: tuple[bool, ...]  # per cell: of the colour counted first (b1's)
    men: tuple[str, ...]  # white's letters there in the setup, as the setup places them
    order: tuple[str, ...]  # the kinds placed by the number, in turn
    both_colours: tuple[str, ...] = ()  # kinds with one man on each colour (two men each)
    between: tuple[str, str] | None = None  # (inner, outer): the inner man between the outer two

    def _kinds(self) -> Counter[str]:
        return Counter(self.men)

    def _radices(self) -> list[int]:
        """How many choices each digit has, in the order they are read."""
        counts = self._kinds()
        free = len(self.cells)
        first = sum(self.first_colour)
        other = free - first
        radices = []
        for kind in self.order:
            if kind in self.both_colours:
                radices += [first, other]
                first, other = first - 1, other - 1
            else:
                radices.append(comb(free, counts[kind]))
            free -= counts[kind]
        return radices

    def count(self) -> int:
        """How many starts there are: numbered 0 to count() - 1."""
        return prod(self._radices())

    def arrangement(self, number: int) -> tuple[str, ...]:
        """The letters on `cells` in start `number` (ValueError out of range)."""
        if not 0 <= number < self.count():
            raise ValueError(f"start {number} is not one of 0 to {self.count() - 1}")
        counts = self._kinds()
        placed: list[str | None] = [None] * len(self.cells)
        for kind in self.order:
            free = [i for i, x in enumerate(placed) if x is None]
            if kind in self.both_colours:
                for colour in (True, False):
                    squares = [i for i in free if self.first_colour[i] is colour]
                    number, digit = divmod(number, len(squares))
                    placed[squares[digit]] = kind
            else:
                chosen = list(combinations(free, counts[kind]))
                number, digit = divmod(number, len(chosen))
                for i in chosen[digit]:
                    placed[i] = kind
        rest = [i for i, x in enumerate(placed) if x is None]
        for i, kind in zip(rest, self._rest(), strict=True):
            placed[i] = kind
        return tuple(x for x in placed if x is not None)

    def _rest(self) -> list[str]:
        """The kinds not in `order`, in the one arrangement left to them, first file first."""
        left = [k for k, n in self._kinds().items() for _ in range(n) if k not in self.order]
        if self.between is None:
            return left
        inner, outer = self.between
        return [outer, inner, outer]

    def number(self, arrangement: tuple[str, ...]) -> int:
        """The number of an arrangement of the letters on `cells` (ValueError if it is not a
        start of these rules)."""
        for n in self._candidates(arrangement):
            if self.arrangement(n) == tuple(arrangement):
                return n
        raise ValueError("not a start of this shuffle: " + "".join(arrangement))

    def _candidates(self, arrangement: tuple[str, ...]) -> list[int]:
        """The one number whose digits name the squares each kind holds (or none)."""
        placed: list[str | None] = [None] * len(self.cells)
        digits: list[int] = []
        counts = self._kinds()
        for kind in self.order:
            free = [i for i, x in enumerate(placed) if x is None]
            here = tuple(i for i in free if arrangement[i] == kind)
            if len(here) != counts.get(kind, -1):
                return []
            if kind in self.both_colours:
                for colour in (True, False):
                    squares = [i for i in free if self.first_colour[i] is colour]
                    mine = [i for i in here if self.first_colour[i] is colour]
                    if len(mine) != 1:
                        return []
                    digits.append(squares.index(mine[0]))
            else:
                digits.append(list(combinations(free, counts[kind])).index(here))
            for i in here:
                placed[i] = kind
        number = 0
        for digit, radix in reversed(list(zip(digits, self._radices(), strict=True))):
            number = number * radix + digit
        return [number]

    def draw(self, seed: int | None = None) -> int:
        """A start's number drawn at random; the same for the same seed."""
        return random.Random(seed).randrange(self.count())

    def fen(self, base: str, number: int, notation: fen.Notation) -> str:
        """The setup `base` with both rows rearranged as start `number`: black's men mirror
        white's, file for file."""
        pos = fen.parse(base, notation)
        for cell, mirror, letter in zip(self.cells, self.mirrors, self.arrangement(number),
                                        strict=True):
            pos.placement[cell] = (fen.WHITE, letter, False)
            pos.placement[mirror] = (fen.BLACK, letter, False)
        return fen_write.write(pos, notation)
