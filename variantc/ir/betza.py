"""Betza's funny notation -> IR moves, read the way Fairy-Stockfish reads it.

`fmW ifmnD fcF` is three atoms, each with its modifiers. Direction modifiers select among the
eight (file, rank) vectors of an atom; m/c choose moving or capturing; i = first move only
(from the initial zone); n = lame; p/g = hoppers. A doubled atom or a number makes a rider.
A leap without a letter is written as its two lengths, `(2,4)`, and rides as a letter does,
doubled `(2,4)(2,4)` or with a range `(2,4)3`. A move written again, in a word
or in a clause, is the same move and is kept once.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from variantc.diagnostics import Code
from variantc.frontend.nodes import Word
from variantc.frontend.source import Diagnostic, Severity, Span
from variantc.ir import betza_cube, betza_hex
from variantc.ir.dump import dump
from variantc.ir.model import Atom, Hop, HopStyle, Leap, Mode, Movement, Ride, Vector
from variantc.runtime.cube import Cube
from variantc.runtime.topology import BOARD_NAMES, HEXAGONAL

ATOMS = {a.name: [a] for a in Atom}
_LEAP = re.compile(r"\((\d+),(\d+)(?:,(\d+))?\)")  # a third length on a 3-D board
COMPOUNDS = {  # letter -> (atoms, rides by default)
    "R": ([Atom.W], True),
    "B": ([Atom.F], True),
    "Q": ([Atom.W, Atom.F], True),
    "K": ([Atom.W, Atom.F], False),
}
DIRECTIONS = "fbvslrh"
VERTICALS, HORIZONTALS = "fbvh", "rlsh"
MODIFIERS = DIRECTIONS + "mcinpg"

# The eight vectors of an atom (long a, short b), each with the direction pairs that select
# it; one letter c stands for the pair cc. This is Fairy-Stockfish's table (src/piece.cpp).
_SELECTORS: tuple[tuple[tuple[int, int, int, int], tuple[str, ...]], ...] = (
    ((0, 1, 1, 0), ("ff", "vv", "rf", "rv", "fh", "rh", "hr")),  # (+b, +a)
    ((0, -1, -1, 0), ("bb", "vv", "lb", "lv", "bh", "lh", "hr")),  # (-b, -a)
    ((1, 0, 0, -1), ("rr", "ss", "br", "bs", "bh", "rh", "hr")),  # (+a, -b)
    ((-1, 0, 0, 1), ("ll", "ss", "fl", "fs", "fh", "lh", "hr")),  # (-a, +b)
    ((1, 0, 0, 1), ("rr", "ss", "fr", "fs", "fh", "rh", "hl")),  # (+a, +b)
    ((-1, 0, 0, -1), ("ll", "ss", "bl", "bs", "bh", "lh", "hl")),  # (-a, -b)
    ((0, 1, -1, 0), ("bb", "vv", "rb", "rv", "bh", "rh", "hl")),  # (+b, -a)
    ((0, -1, 1, 0), ("ff", "vv", "lf", "lv", "fh", "lh", "hl")),  # (-b, +a)
)


@dataclass
class _Pending:
    directions: list[str]
    modes: set[Mode]
    hop: HopStyle | None = None
    lame: bool = False
    initial: bool = False
    start: int = 0
    written: str = ""  # the direction letters as written, for messages


def parse_betza(text: str, span: Span, lattice: str = "square", cube: Cube | None = None
                ) -> tuple[list[Movement], list[Diagnostic]]:
    """Parse one Betza word. `span` is where the word was written; errors point inside it.
    On a board of hexagonal cells (`lattice` "hex") the atoms are hexagonal (ir.betza_hex), on
    a three-dimensional one (`cube`) they have three axes (ir.betza_cube)."""
    reader = _Reader(text, span, lattice, cube)
    if text.startswith("["):
        where = "on a flat board of squares, in a 'moves' clause"
        reader.error(0, len(text), Code.E213, f"'{text}': a multi-leg move is written only "
                     f"{where}", why="its legs are read against the board's squares and "
                     "make a piece's own moves", hint="write the move's legs as single moves "
                     "here, or leave it out")
        return [], reader.problems
    while reader.i < len(text):
        reader.step()
    reader.finish()
    return reader.moves, reader.problems


class _Reader:
    """One Betza word read left to right: modifiers gather in `pending` until their atom."""

    __slots__ = ("text", "span", "lattice", "cube", "directions", "i", "pending", "moves",
                 "problems", "doubled", "read", "leaps")

    def __init__(self, text: str, span: Span, lattice: str = "square",
                 cube: Cube | None = None) -> None:
        self.text = text
        self.span = span
        self.lattice = lattice
        self.cube = cube
        self.directions = betza_cube.DIRECTIONS + "h" if cube else DIRECTIONS
        self.i = 0  # the next character to read
        self.pending = _Pending([], set())
        self.moves: list[Movement] = []
        self.problems: list[Diagnostic] = []
        self.doubled = False  # W201 reported: once a word is enough
        self.leaps: list[tuple[tuple[int, ...], int, int]] = []  # single leaps written, where
        self.read: set[str] = set()  # atoms read, with their modifiers, as written

    def at(self, start: int, end: int) -> Span:
        """Where text[start:end] was written."""
        s = self.span
        return Span(s.file, s.line, s.col + start, s.line, s.col + end - 1)

    def error(self, start: int, end: int, code: Code, message: str, why: str, hint: str) -> None:
        self.problems.append(Diagnostic(self.at(start, end), code, message, why=why, hint=hint))

    def step(self) -> None:
        ch = self.text[self.i]
        if ch in self.directions:
            self._direction(ch)
        elif ch in ATOMS or ch in COMPOUNDS:
            self._atom(ch)
        elif ch == "(":
            self._leap()
        else:
            self._modifier(ch)

    def finish(self) -> None:
        p = self.pending
        if p.directions or p.modes or p.hop or p.lame or p.initial:
            self.error(p.start, len(self.text), Code.E202,
                       f"modifiers '{self.text[p.start:]}' are not followed by an atom",
                       why="every Betza modifier applies to the atom written after it",
                       hint="end the move with an atom such as W, F, N or R")

    def _next(self, end: int) -> None:
        """Go on at `end`, with no modifiers pending."""
        self.pending = _Pending([], set(), start=end)
        self.i = end

    def _direction(self, ch: str) -> None:
        p, nxt = self.pending, self.text[self.i + 1 : self.i + 2]
        p.written += ch
        if nxt and nxt in self.directions and self._pairs(ch, nxt):
            p.directions.append(ch + nxt)
            p.written += nxt
            self.i += 2
        else:
            p.directions.append(ch * 2)
            self.i += 1

    def _pairs(self, ch: str, nxt: str) -> bool:
        if self.cube:
            return betza_cube.pairs(ch, nxt)
        return nxt == ch or (ch in VERTICALS and nxt in HORIZONTALS) or (
            ch in HORIZONTALS and nxt in VERTICALS)

    def _modifier(self, ch: str) -> None:
        p, i = self.pending, self.i
        if ch in "mc":
            p.modes.add(Mode.MOVE if ch == "m" else Mode.CAPTURE)
        elif ch in "pg":
            style = HopStyle(ch)
            if p.hop is not None and p.hop is not style:
                self.error(i, i + 1, Code.E203, "a move cannot be both a 'p' and a 'g' hopper",
                           why="p lands anywhere past the hurdle, g just past it",
                           hint="keep one of the two")
            p.hop = style
        elif ch == "n":
            p.lame = True
        elif ch == "i":
            p.initial = True
        else:
            what = "atom" if ch.isupper() else "modifier"
            hint = "for one step straight ahead, write fmW" if ch.isupper() else \
                "atoms are upper case; the lower-case letters are the modifiers listed"
            self.error(i, i + 1, Code.E201, f"'{ch}' is not a Betza {what}",
                       why="atoms are W F D N A H C Z G, and compounds R B Q K; "
                       "modifiers are f b v s l r h m c i n p g", hint=hint)
            self.pending = _Pending([], set(), start=i + 1)
        self.i += 1

    def _atom(self, ch: str) -> None:
        """A letter, doubled or followed by a range to make it a rider: W, WW, W3, Q."""
        atoms, rides = COMPOUNDS[ch] if ch in COMPOUNDS else (ATOMS[ch], False)
        shapes: list[tuple[tuple[int, ...], str]] = [(a.value, a.name) for a in atoms]
        if self.cube and ch in "KQ":  # all 26 directions: the triagonals too
            shapes.append((betza_cube.TRIAGONAL, "(1,1,1)"))
        i = self.i
        doubled, limit, j = self._ride(i + 1, ch)
        if self._again(j):
            return
        self._range(i, i + 1, j, limit, ch if ch in COMPOUNDS else ch * 2)
        rides = rides or doubled
        self._lame(rides, i, j)
        for shape, name in shapes:
            self._flat(shape, i, j)
            move = _build(self._shape(shape), name, self.pending, rides, limit,
                          self.at(self.pending.start, j), single=len(shapes) == 1,
                          lattice=self.lattice, cube=self.cube)
            self._add(move, j, name, hint="use f b l r v s for orthogonal atoms, f b l r "
                      "and pairs such as fl for diagonal ones")
        self._next(j)

    def _ride(self, j: int, again: str) -> tuple[bool, int | None, int]:
        """After an atom ending at `j`: the atom `again` (WW) or a range (W3) makes a rider.
        Whether it rides, its range and where the word goes on."""
        if again and self.text.startswith(again, j):
            return True, None, j + len(again)
        k = j
        while k < len(self.text) and self.text[k].isdigit():
            k += 1
        return (True, int(self.text[j:k]), k) if k > j else (False, None, j)

    def _range(self, i: int, start: int, end: int, limit: int | None, rider: str) -> None:
        if limit == 0:
            atom = self.text[i:start]
            self.error(start, end, Code.E204, "a range must be at least 1",
                       why=f"{self.text[i:end]} would reach no square",
                       hint=f"write {rider} for an unlimited rider, or {atom}1, {atom}2, ... "
                       "for a range")

    def _shape(self, lengths: tuple[int, ...]) -> tuple[int, ...]:
        """An atom's lengths, longest first: two on a flat board, three on a 3-D one."""
        padded = (*lengths, 0, 0)[:3 if self.cube else 2]
        return tuple(sorted(padded, reverse=True))

    def _leap(self) -> None:
        """A leap Betza has no letter for, written as its lengths: (2,4), or (1,1,1) on a 3-D
        board; doubled, (7,0)(7,0), or with a range, (7,0)3, it rides, as a doubled letter does."""
        text, i = self.text, self.i
        close = text.find(")", i)
        found = _LEAP.fullmatch(text[i:close + 1]) if close > 0 else None
        lengths = _lengths(found) if found else ()
        if not found or max(lengths) == 0 or (len(lengths) == 3 and not self.cube):
            end = close + 1 if close > 0 else len(text)
            flat = found is not None and max(lengths) > 0
            self.error(i, end, Code.E207, f"'{text[i:end]}' is not a leap",
                       why="a leap on a flat board has two lengths" if flat else
                       "a leap without a Betza letter is written as its lengths",
                       hint="write e.g. (2,4): two squares one way and four the other; three "
                       "lengths, (1,1,1), on a board of levels")
            self._next(end)
            return
        j, shape = close + 1, self._shape(lengths)
        written = text[i:j]
        again = _LEAP.match(text, j)
        same = again is not None and self._shape(_lengths(again)) == shape
        rides, limit, j = self._ride(j, again.group() if same and again else "")
        if self._again(j):
            return
        self._range(i, close + 1, j, limit, written * 2)
        self._lame(rides, i, j)
        self._flat(shape, i, j)
        move = _build(shape, written, self.pending, rides, limit,
                      self.at(self.pending.start, j), True, lattice=self.lattice, cube=self.cube)
        self._add(move, j, written, hint="use f b l r and pairs such as fl")
        if not rides:
            self._listed_line(i, j, shape)
        self._next(j)

    def _listed_line(self, i: int, j: int, shape: tuple[int, ...]) -> None:
        """`(6,0)(12,0)`: the leaps of one line listed, which looks like a rider but jumps."""
        self.leaps.append((shape, i, j))
        if self.doubled:
            return
        for other, start, end in self.leaps:
            short, long = sorted((other, shape))
            k = long[0] // short[0] if short[0] else 0
            if k < 2 or tuple(x * k for x in short) != long:
                continue
            self.doubled = True
            first, last = sorted(((start, end), (i, j)))
            gap = "" if first[1] == last[0] else "..."
            written = f"{self.text[first[0]:first[1]]}{gap}{self.text[last[0]:last[1]]}"
            one = f"({short[0]},{short[1]})"
            self.problems.append(Diagnostic(
                self.at(first[0], last[1]), Code.W201,
                f"'{written}' are single leaps along one line, not a rider",
                why=f"each leaps over whatever stands between; a rider on {one} would stop at "
                "the first man in its way",
                hint=f"for a rider write {one}{one} (or {one}N for at most N leaps); keep the "
                "list if the leaps are meant to jump", severity=Severity.WARNING))
            return

    def _again(self, end: int) -> bool:
        """Whether the atom ending at `end`, with its modifiers, was read before in this word:
        then it makes the same moves (and problems) again, and is passed over (`WWWW...`)."""
        written = self.text[self.pending.start:end]
        if written in self.read:
            self._next(end)
            return True
        self.read.add(written)
        return False

    def _lame(self, rides: bool, start: int, end: int) -> None:
        if self.pending.lame and (rides or self.pending.hop):
            self.error(start, end, Code.E206, "'n' (lame) applies only to a single leap",
                       why="a rider is already blocked by every piece on its line",
                       hint="drop the n, or use a leaper such as nD or nN")

    def _flat(self, shape: tuple[int, ...], start: int, end: int) -> None:
        """Off a square board: no half-board letter h, and a lame leap only along a line of
        cells (elsewhere a leap passes between cells, or through a corner: nothing on its way)."""
        if self.lattice == "square":
            return
        p, board = self.pending, BOARD_NAMES[self.lattice]
        if any("h" in d for d in p.directions):
            self.error(p.start, end, Code.E208, f"'h' selects no direction on a {board} board",
                       why="h halves a square board's eight directions; " + (
                           "hexagonal cells have six neighbours and six diagonals"
                           if self.lattice in HEXAGONAL else "a cell here has 26 neighbours"),
                       hint="use f b l r v s and pairs such as fs (obliquely forward)" + (
                           "" if self.lattice in HEXAGONAL else ", and u d for the levels"))
            p.directions = [d for d in p.directions if "h" not in d]  # reported: once is enough
        if p.lame and any(shape[1:]):
            self.error(start, end, Code.E212, f"'n' on a {board} board applies only to a "
                       "leap along a line of cells",
                       why="a diagonal or knight's leap passes between cells, over none",
                       hint="use n with D, H or (k,0), or leave it out")

    def _add(self, move: Movement | None, end: int, atom: str, hint: str) -> None:
        """Keep the move its atom and modifiers make, or report that they make none."""
        if move is not None:
            self.moves.append(move)
            return
        start = self.pending.start
        self.error(start, end, Code.E205,
                   f"the directions of '{self.text[start:end]}' select no move",
                   why=f"directions '{self.pending.written}' leave no vector of {atom}", hint=hint)


def _build(shape: tuple[int, ...], name: str, p: _Pending, rides: bool, limit: int | None,
           span: Span, single: bool, lattice: str = "square",
           cube: Cube | None = None) -> Movement | None:
    if cube is not None:
        a, b, c = shape
        vectors = betza_cube.vectors((a, b, c), _split(p.directions, single and b == 0), cube)
    else:
        a, b = shape
        vectors = betza_hex.vectors((a, b), p.directions, lattice == "pointed") \
            if lattice in HEXAGONAL \
            else _vectors((a, b), _split(p.directions, single and b == 0))
    if not vectors:
        return None
    mode = Mode.ANY if len(p.modes) != 1 else next(iter(p.modes))
    if p.hop is not None:
        return Hop(span=span, atom=name, vectors=vectors, mode=mode, initial=p.initial,
                   style=p.hop, range=limit)
    if rides:
        return Ride(span=span, atom=name, vectors=vectors, mode=mode, initial=p.initial,
                    range=limit)
    return Leap(span=span, atom=name, vectors=vectors, mode=mode, initial=p.initial, lame=p.lame)


def _lengths(found: re.Match[str]) -> tuple[int, ...]:
    """A leap's lengths as written: two, or three on a 3-D board."""
    return tuple(int(x) for x in found.groups() if x is not None)


def _split(directions: list[str], orthogonal: bool) -> list[str]:
    """The direction pairs, a mixed pair split in two on a lone orthogonal atom: Fairy-Stockfish
    reads fsW as fW plus sW."""
    if not orthogonal:
        return directions
    return [half for d in directions for half in ((d[0] * 2, d[1] * 2) if d[0] != d[1] else (d,))]


def _vectors(shape: tuple[int, int], chosen: list[str]) -> tuple[Vector, ...]:
    a, b = shape
    out = set()
    for (fa, fb, ra, rb), selectors in _SELECTORS:
        if not chosen or any(s in selectors for s in chosen):
            out.add((fa * a + fb * b, ra * a + rb * b))
    return tuple(sorted(out))


def once_each(words: tuple[Word, ...]) -> list[Word]:
    """The words of a clause, each text once: a word written again makes the same moves."""
    first: dict[str, Word] = {}
    for w in words:
        first.setdefault(w.text, w)
    return list(first.values())


def distinct(moves: Iterable[Movement]) -> list[Movement]:
    """Each move once, where it was first written: a repeated atom (`WWWW` is `WW` twice, `fW
    fW`) makes the same moves again, and planning it again would only cost time."""
    seen: set[str] = set()
    out = []
    for m in moves:
        key = dump(m)
        if key not in seen:
            seen.add(key)
            out.append(m)
    return out
