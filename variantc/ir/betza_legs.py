"""Multi-leg moves, `[F-fR]`: Betza words joined by `-` (the move goes on) or `?` (it may also
stop there), in the spirit of H. G. Muller's bracket form of XBetza.

The first leg is a Betza word read as usual, its directions the mover's. Each later leg's
direction letters are read against the leg before it: `f` the atom's vectors within 45
degrees of it (outward: a rook after a ferz step goes on along the file and the rank that lead
away, a bishop after a knight's leap along the diagonal nearest the leap), `b` within 45
degrees of straight back, `s` those between, `l` and `r` turning to either side, `v` straight
on or back; pairs (`fl`, `fs`, `br`, ...) both at once (`fs`: a half turn either way). A later leg with
no letters takes every vector but straight back. Every leg but the last makes one leap, onto
an empty square; the last may ride (`R`, `WW`, `W3`) and says, with `m` or `c`, whether the
move may land on an empty square or capture. `i` on the first leg: from the initial squares.
A leg before the last written with `c` takes the enemy man it stops on and the move goes on
(`mc`: it stops on an empty square or takes an enemy man there): Chu shogi's lion, `[mcK-K]`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import product

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic, Span
from variantc.ir.model import TAKES, Hop, Leap, Legs, Mode, Movement, Path, Ride, Vector

MAX_LEGS = 4
MAX_PATHS = 512  # more would make tables no board needs
_LEG = re.compile(r"[a-z]*(?:[A-Z]|\(\d+,\d+\))(?:[A-Z]|\(\d+,\d+\)|\d+)?")
_RELATIVE = {  # a direction selector of a later leg: (dot, cross) with the leg before -> chosen
    "ff": lambda dot, cross: abs(cross) <= dot,  # within 45 degrees: on, or a half turn
    "bb": lambda dot, cross: abs(cross) <= -dot,  # within 45 degrees of straight back
    "ss": lambda dot, cross: abs(cross) > abs(dot),  # between: to a side
    "ll": lambda dot, cross: cross > 0,
    "rr": lambda dot, cross: cross < 0,
    "vv": lambda dot, cross: cross == 0,
    "fl": lambda dot, cross: 0 < cross <= dot,
    "fr": lambda dot, cross: 0 < -cross <= dot,
    "bl": lambda dot, cross: 0 < cross <= -dot,
    "br": lambda dot, cross: 0 < -cross <= -dot,
    "fs": lambda dot, cross: 0 < abs(cross) <= dot,
    "bs": lambda dot, cross: 0 < abs(cross) <= -dot,
}
_STOPS = str.maketrans("", "", "mpcd")  # what a leg stops on, read apart from its directions
_NOT_DIRECTIONS = str.maketrans("", "", "mcpd")
_PAIRED = {"lf": "fl", "rf": "fr", "lb": "bl", "rb": "br", "sf": "fs", "sb": "bs"}


def parse_legs(text: str, span: Span) -> tuple[list[Movement], list[Diagnostic]]:
    """One bracketed word: a Legs move, or the problems that keep it from being one."""
    reader = _Legs(text, span)
    move = reader.read()
    return ([move] if move is not None else []), reader.problems


@dataclass(frozen=True)
class _Leg:
    modifiers: str  # the letters before its atom, as written
    selectors: list[str]  # a later leg's directions, paired (_selectors)
    vectors: tuple[Vector, ...]  # the first leg's chosen; a later leg's all, to be chosen
    rides: bool
    limit: int | None


class _Legs:
    def __init__(self, text: str, span: Span) -> None:
        self.text, self.span = text, span
        self.problems: list[Diagnostic] = []

    def at(self, start: int, end: int) -> Span:
        s = self.span
        return Span(s.file, s.line, s.col + start, s.line, s.col + max(end, start + 1) - 1)

    def error(self, start: int, end: int, code: Code, message: str, why: str, hint: str) -> None:
        self.problems.append(Diagnostic(self.at(start, end), code, message, why=why, hint=hint))

    def read(self) -> Legs | None:
        text = self.text
        if not text.endswith("]") or len(text) < 3:
            what = "holds no legs" if text == "[]" else "is not closed by ']'"
            self.error(0, len(text), Code.E213, f"'{text}' {what}",
                       why="a multi-leg move is its legs in brackets", hint="write e.g. [F-fR]")
            return None
        legs: list[tuple[int, int]] = []  # each leg's text span, brackets left out
        stops: list[bool] = []  # after each leg but the last: whether the move may stop there
        start = 1
        for i in range(1, len(text)):
            if text[i] in "-?]":
                legs.append((start, i))
                if text[i] != "]":
                    stops.append(text[i] == "?")
                start = i + 1
        for a, b in legs:
            if not _LEG.fullmatch(text[a:b]):
                self.error(a, b, Code.E213, f"'{text[a:b] or text}' is not a leg of a "
                           "multi-leg move", why="each leg is one Betza atom with its "
                           "direction letters, the last one riding if doubled or given a range",
                           hint="write e.g. [F-fR]: a ferz step, then a rook's ride outward")
                return None
        if len(legs) < 2 or len(legs) > MAX_LEGS:
            self.error(0, len(text), Code.E213, f"'{text}' has {len(legs)} leg"
                       f"{'s' * (len(legs) != 1)}", why=f"a multi-leg move has 2 to {MAX_LEGS} "
                       "legs", hint="a single leg is written without brackets")
            return None
        return self._build(legs, stops)

    def _build(self, legs: list[tuple[int, int]], stops: list[bool]) -> Legs | None:
        read = [self._leg(n, a, b, n == len(legs) - 1) for n, (a, b) in enumerate(legs)]
        if any(leg is None for leg in read):
            return None
        first, *later = [leg for leg in read if leg is not None]
        for k, (leg, stop) in enumerate(zip(read[:-1], stops, strict=True)):
            if stop and leg is not None and ("p" in leg.modifiers or "c" in leg.modifiers):
                a, b = legs[k]
                what = "jumps a man" if "p" in leg.modifiers else "takes"
                self.error(a, b, Code.E213, f"the move may not stop where '{self.text[a:b]}' "
                           f"{what}", why="a leg written with p or c stops on a man and goes "
                           "on over it, or takes it and goes on",
                           hint="write '-' after it, not '?'")
                return None
        takers = [k for k, leg in enumerate(read[:-1])
                  if leg is not None and _stop(leg.modifiers) in TAKES]
        if len(takers) > 1:
            a, b = legs[takers[1]]
            self.error(a, b, Code.E213, f"'{self.text}' takes on more than one square on its "
                       "way", why="a move takes at most one man before its last leg (and "
                       "one where it lands)", hint="write c on one leg before the last")
            return None
        modifiers = later[-1].modifiers
        mode = Mode.ANY if ("m" in modifiers) == ("c" in modifiers) else \
            Mode.MOVE if "m" in modifiers else Mode.CAPTURE
        kept = tuple(_stop(leg.modifiers) for leg in [first, *later][:-1])
        made = self._paths(first, later, stops, mode, "i" in first.modifiers)
        return None if made is None else made.model_copy(update={"stops": kept})

    def _leg(self, n: int, a: int, b: int, last: bool) -> _Leg | None:
        """One leg, text[a:b]: its vectors (the first leg's chosen by its own letters), or
        None where it is reported."""
        from variantc.ir.betza import parse_betza  # betza imports this module

        word = self.text[a:b]
        modifiers = word[:len(word) - len(word.lstrip("abcdefghijklmnopqrstuvwxyz"))]
        if not self._modifiers_fit(n, a, b, modifiers, last):
            return None
        kept = modifiers.translate(_STOPS) if n == 0 else ""  # the first leg's own letters
        moves, problems = parse_betza(kept + word[len(modifiers):], self.at(a, b))
        self.problems.extend(problems)
        rides = any(isinstance(m, Ride) for m in moves)
        if problems:
            return None
        if any(isinstance(m, Hop | Path | Legs) or (isinstance(m, Leap) and m.lame)
               for m in moves) or (rides and not all(isinstance(m, Ride) for m in moves)):
            self.error(a, b, Code.E213, f"'{word}' is no leg: a leg leaps or rides",
                       why="hops and lame leaps are single moves", hint="write e.g. [F-fR]")
            return None
        if rides and not last:
            self.error(a, b, Code.E214, f"'{word}' rides before the last leg of "
                       f"'{self.text}'", why="every leg but the last stops on one square, "
                       "where the next leg starts", hint="make the last leg the rider")
            return None
        vectors = tuple(sorted({v for m in moves for v in m.vectors}))  # type: ignore[union-attr]
        selectors = [] if n == 0 else _selectors(modifiers.translate(_NOT_DIRECTIONS))
        odd = [x for x in selectors if x not in _RELATIVE]
        if odd:
            self.error(a, b, Code.E213, f"'{odd[0]}' is no direction of a later leg",
                       why="a later leg turns from the leg before: f outward, b back, s "
                           "a right angle, l r to a side, v straight on or back",
                       hint="use those letters, or pairs fl fr bl br fs bs")
            return None
        limit = next((m.range for m in moves if isinstance(m, Ride)), None)
        return _Leg(modifiers, selectors, vectors, rides, limit)

    def _modifiers_fit(self, n: int, a: int, b: int, modifiers: str, last: bool) -> bool:
        allowed = "fbvslrh" + ("i" if n == 0 else "") + ("mc" if last else "mpcd")
        wrong = [c for c in modifiers if c not in allowed]
        if not last and "d" in modifiers and "p" not in modifiers:
            wrong = wrong or ["d"]
        if not last and "m" in modifiers and "p" in modifiers:
            wrong = wrong or ["m"]
        if not last and "c" in modifiers and "d" in modifiers:
            wrong = wrong or ["d"]
        if wrong:
            self.error(a, b, Code.E213, f"'{wrong[0]}' has no meaning on this leg of "
                       f"'{self.text}'", why="m and c on the last leg say where it lands; a "
                       "leg before it stops on an empty square, with c on an enemy man it takes "
                       "(mc either), or with p on a man it jumps (pc an enemy, pd its own); i "
                       "goes on the first",
                       hint="direction letters f b l r v s on any leg")
            return False
        if n > 0 and "h" in modifiers:
            self.error(a, b, Code.E213, "'h' has no meaning on a later leg", why="a later "
                       "leg's directions are read against the leg before it",
                       hint="use f b l r v s and pairs such as fl")
            return False
        return True

    def _paths(self, first: _Leg, later: list[_Leg], stops: list[bool], mode: Mode,
               initial: bool) -> Legs | None:
        paths: dict[tuple[Vector, ...], bool] = {}
        grown: list[tuple[Vector, ...]] = [(v,) for v in first.vectors]
        for k, leg in enumerate(later):
            selectors, vectors = leg.selectors, leg.vectors
            if stops[k]:
                for p in grown:
                    paths.setdefault(p, False)
            grown = [(*p, v) for p, v in product(grown, vectors) if _chosen(selectors, p[-1], v)]
            if len(grown) + len(paths) > MAX_PATHS:
                self.error(0, len(self.text), Code.E215, f"'{self.text}' makes more than "
                           f"{MAX_PATHS} paths", why="each leg multiplies the paths of the legs "
                           "before it", hint="choose each leg's directions with f b l r s")
                return None
        riding = later[-1].rides
        for p in grown:
            paths[p] = riding
        if not grown:
            self.error(0, len(self.text), Code.E205, f"the directions of '{self.text}' select "
                       "no move", why="no vector of a later leg goes the way its letters say",
                       hint="f: outward, at less than a right angle to the leg before; s: at a "
                       "right angle; b: back")
            return None
        ordered = sorted(paths)
        return Legs(span=self.span, written=self.text, paths=tuple(ordered),
                    rides=tuple(paths[p] for p in ordered), range=later[-1].limit, mode=mode,
                    initial=initial)


def _stop(modifiers: str) -> str:
    """What a leg before the last must stop on: "" an empty square, "p" a man, "pc" an
    enemy man, "pd" one of the mover's own; "c" an enemy man, which it takes, "mc" an empty
    square or an enemy man, taken."""
    if "p" not in modifiers:
        return ("mc" if "m" in modifiers else "c") if "c" in modifiers else ""
    return "pc" if "c" in modifiers else "pd" if "d" in modifiers else "p"


def _selectors(letters: str) -> list[str]:
    """Direction letters paired as in a Betza word: a letter with the next one when the two
    are the same or one is from `f b v` and the other from `l r s`."""
    out, i = [], 0
    while i < len(letters):
        a, b = letters[i], letters[i + 1 : i + 2]
        if b and (a == b or (a in "fbv" and b in "lrs") or (a in "lrs" and b in "fbv")):
            out.append(_PAIRED.get(a + b, a + b))
            i += 2
        else:
            out.append(a * 2)
            i += 1
    return out


def _chosen(selectors: list[str], before: Vector, v: Vector) -> bool:
    dot = before[0] * v[0] + before[1] * v[1]
    cross = before[0] * v[1] - before[1] * v[0]
    if not selectors:
        return not (dot < 0 and cross == 0)  # every way but straight back
    return any(_RELATIVE.get(s, lambda d, c: False)(dot, cross) for s in selectors)
