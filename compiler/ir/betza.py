"""Betza's funny notation -> IR moves, read the way Fairy-Stockfish reads it.

`fmW ifmnD fcF` is three atoms, each with its modifiers. Direction modifiers select among the
eight (file, rank) vectors of an atom; m/c choose moving or capturing; i = first move only
(from the initial zone); n = lame; p/g = hoppers. A doubled atom or a number makes a rider.
A leap without a letter is written as its two lengths, `(2,4)`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from compiler.diagnostics import Code
from compiler.frontend.source import Diagnostic, Span
from compiler.ir.model import Atom, Hop, HopStyle, Leap, Mode, Movement, Ride, Vector

ATOMS = {a.name: [a] for a in Atom}
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


def parse_betza(text: str, span: Span) -> tuple[list[Movement], list[Diagnostic]]:
    """Parse one Betza word. `span` is where the word was written; errors point inside it."""
    moves: list[Movement] = []
    problems: list[Diagnostic] = []
    pending = _Pending([], set())
    i = 0

    def at(start: int, end: int) -> Span:
        return Span(span.file, span.line, span.col + start, span.line, span.col + end - 1)

    while i < len(text):
        ch = text[i]
        if ch in DIRECTIONS:
            pending.written += ch
            nxt = text[i + 1] if i + 1 < len(text) else ""
            if nxt and nxt in DIRECTIONS and (
                nxt == ch
                or (ch in VERTICALS and nxt in HORIZONTALS)
                or (ch in HORIZONTALS and nxt in VERTICALS)
            ):
                pending.directions.append(ch + nxt)
                pending.written += nxt
                i += 2
                continue
            pending.directions.append(ch * 2)
        elif ch in "mc":
            pending.modes.add(Mode.MOVE if ch == "m" else Mode.CAPTURE)
        elif ch in "pg":
            style = HopStyle(ch)
            if pending.hop is not None and pending.hop is not style:
                problems.append(Diagnostic(
                    at(i, i + 1), Code.E203, "a move cannot be both a 'p' and a 'g' hopper",
                    why="p lands anywhere past the hurdle, g just past it",
                    hint="keep one of the two"))
            pending.hop = style
        elif ch == "n":
            pending.lame = True
        elif ch == "i":
            pending.initial = True
        elif ch == "(":
            close = text.find(")", i)
            pair = re.fullmatch(r"\((\d+),(\d+)\)", text[i:close + 1]) if close > 0 else None
            a, b = (int(pair.group(1)), int(pair.group(2))) if pair else (0, 0)
            if not pair or max(a, b) == 0:
                problems.append(Diagnostic(
                    at(i, (close + 1) if close > 0 else len(text)), Code.E207,
                    f"'{text[i:close + 1] if close > 0 else text[i:]}' is not a leap",
                    why="a leap without a Betza letter is written as its two lengths",
                    hint="write e.g. (2,4): two squares one way and four the other"))
                pending = _Pending([], set(), start=close + 1 if close > 0 else len(text))
                i = close + 1 if close > 0 else len(text)
                continue
            j = close + 1
            problems.extend(_check_atom(text, pending, False, at(i, j)))
            shape = (max(a, b), min(a, b))
            move = _build(shape, text[i:j], pending, False, None, at(pending.start, j), True)
            if move is None:
                problems.append(Diagnostic(
                    at(pending.start, j), Code.E205, f"the directions of '{text[pending.start:j]}' "
                    "select no move", why=f"directions '{pending.written}' leave no vector of "
                    f"{text[i:j]}", hint="use f b l r and pairs such as fl"))
            else:
                moves.append(move)
            pending = _Pending([], set(), start=j)
            i = j
            continue
        elif ch in ATOMS or ch in COMPOUNDS:
            atoms, rides = COMPOUNDS[ch] if ch in COMPOUNDS else (ATOMS[ch], False)
            j = i + 1
            limit: int | None = None
            if j < len(text) and text[j] == ch:
                rides, j = True, j + 1
            elif j < len(text) and text[j].isdigit():
                k = j
                while k < len(text) and text[k].isdigit():
                    k += 1
                limit, rides, j = int(text[j:k]), True, k
                if limit == 0:
                    problems.append(Diagnostic(
                        at(i + 1, k), Code.E204, "a range must be at least 1",
                        why=f"{ch}{text[i + 1:k]} would reach no square",
                        hint=f"write {ch if ch in COMPOUNDS else ch * 2} for an unlimited rider, "
                        f"or {ch}1, {ch}2, ... for a range"))
            problems.extend(_check_atom(text, pending, rides, at(i, j)))
            for atom in atoms:
                move = _build(atom.value, atom.name, pending, rides, limit, at(pending.start, j),
                              single=len(atoms) == 1)
                if move is None:
                    problems.append(Diagnostic(
                        at(pending.start, j), Code.E205,
                        f"the directions of '{text[pending.start:j]}' select no move",
                        why=f"directions '{pending.written}' leave no vector of {atom.name}",
                        hint="use f b l r v s for orthogonal atoms, f b l r and pairs such as "
                        "fl for diagonal ones"))
                else:
                    moves.append(move)
            pending = _Pending([], set(), start=j)
            i = j
            continue
        else:
            what = "atom" if ch.isupper() else "modifier"
            problems.append(Diagnostic(
                at(i, i + 1), Code.E201, f"'{ch}' is not a Betza {what}",
                why="atoms are W F D N A H C Z G, and compounds R B Q K; "
                "modifiers are f b v s l r h m c i n p g",
                hint="for one step straight ahead, write fmW" if ch.isupper() else
                "atoms are upper case; the lower-case letters are the modifiers listed"))
            pending = _Pending([], set(), start=i + 1)
        i += 1
    if pending.directions or pending.modes or pending.hop or pending.lame or pending.initial:
        problems.append(Diagnostic(
            at(pending.start, len(text)), Code.E202,
            f"modifiers '{text[pending.start:]}' are not followed by an atom",
            why="every Betza modifier applies to the atom written after it",
            hint="end the move with an atom such as W, F, N or R"))
    return moves, problems


def _check_atom(text: str, pending: _Pending, rides: bool, span: Span) -> list[Diagnostic]:
    if pending.lame and (rides or pending.hop):
        return [Diagnostic(span, Code.E206, "'n' (lame) applies only to a single leap",
                           why="a rider is already blocked by every piece on its line",
                           hint="drop the n, or use a leaper such as nD or nN")]
    return []


def _build(shape: tuple[int, int], name: str, p: _Pending, rides: bool, limit: int | None,
           span: Span, single: bool) -> Movement | None:
    vectors = _vectors(shape, p.directions, single)
    if not vectors:
        return None
    mode = Mode.ANY if len(p.modes) != 1 else next(iter(p.modes))
    common = dict(span=span, atom=name, vectors=vectors, mode=mode, initial=p.initial)
    if p.hop is not None:
        return Hop(**common, style=p.hop, range=limit)
    if rides:
        return Ride(**common, range=limit)
    return Leap(**common, lame=p.lame)


def _vectors(shape: tuple[int, int], directions: list[str], single: bool) -> tuple[Vector, ...]:
    a, b = shape
    chosen = []
    for d in directions:
        # Fairy-Stockfish splits mixed pairs on orthogonal atoms: fsW is fW plus sW.
        if single and b == 0 and d[0] != d[1]:
            chosen += [d[0] * 2, d[1] * 2]
        else:
            chosen.append(d)
    out = set()
    for (fa, fb, ra, rb), selectors in _SELECTORS:
        if not chosen or any(s in selectors for s in chosen):
            out.add((fa * a + fb * b, ra * a + rb * b))
    return tuple(sorted(out))
