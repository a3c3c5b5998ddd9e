"""The en-passant field of a FEN (runtime/fen.py reads the rest): the squares a capture in
passing may land on (`e3`, `a3a4`), and the passing man's own square where a walk straight
ahead of them would not find it (`c5b6`, or `b6:c5`); with turns, several squares, each taking
the man beyond it."""

from __future__ import annotations

import re

from variantc.runtime.fen_notation import WHITE, FenError, Man, Notation
from variantc.runtime.topology import SQUARE_TEXT, Topology, compass_of

EP_FIELD = re.compile(f"((?:{SQUARE_TEXT})+)(?::({SQUARE_TEXT}))?")


def en_passant(text: str, column: int, placement: dict[int, Man], side: int, notation: Notation
                ) -> tuple[tuple[int, ...], int | None]:
    """The en-passant squares and the man a capture there takes (see the module docstring);
    nothing when no such man stands where the field says. `side`: the side to move."""
    found = EP_FIELD.fullmatch(text)
    if found is None:
        raise FenError(f"en-passant field {text!r} is not '-', squares ('e3', 'a3a4'), or "
                       "squares, ':' and the square of the man they take ('b6:c5')", column)
    named = [(m.group(), m.start()) for m in re.finditer(SQUARE_TEXT, text)]
    cells = [square_cell(name, column + at, notation.topo) for name, at in named]
    mover = 1 - side
    listed = cells if found.group(2) is None else cells[:-1]
    squares = tuple(sorted({c for c in listed if c not in placement}))
    if not squares:
        return (), None
    if found.group(2) is not None:
        victim: int | None = cells[-1]
    else:  # Fairy-Stockfish's form: the man's own square listed, or the walk straight ahead
        owners = [c for c in sorted(set(listed)) if takeable(placement.get(c), mover, notation)]
        victim = owners[0] if owners else beyond(placement, squares[0], mover, notation)
    if victim is None or not takeable(placement.get(victim), mover, notation):
        return (), None
    return squares, victim


def takeable(man: Man | None, mover: int, notation: Notation) -> bool:
    """A man a capture in passing may take: one of the side that just moved that is not royal
    (an en-passant man, or one that promoted on its passing move, say); a royal man is never
    taken in passing."""
    return man is not None and man[0] == mover and man[1] not in notation.royal


def square_cell(name: str, column: int, topo: Topology, what: str = "en-passant square") -> int:
    cell = topo.parse(name)
    if cell is None or not topo.is_square(cell):
        raise FenError(f"{what} {name!r} is not on the board", column)
    return cell


def beyond(placement: dict[int, Man], square: int, mover: int, notation: Notation) -> int | None:
    """The man a lone en-passant square names: the first one straight ahead of it, past empty
    squares, in `mover`'s forward direction, if it is an en-passant man of `mover`."""
    topo = notation.topo
    forward = compass_of(0, 1 if mover == WHITE else -1)
    here = topo.step(square, forward)
    while here is not None and topo.is_square(here) and here not in placement:
        here = topo.step(here, forward)
    man = placement.get(here) if here is not None else None
    if man is not None and man[0] == mover and man[1] in notation.passers:
        return here
    return None


def turn_passed(text: str, column: int, placement: dict[int, Man], side: int, notation: Notation
                 ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """With turns, the en-passant squares, each taking the man `beyond` it: a turn may leave
    several men to take in passing. A square with no such man is dropped."""
    if EP_FIELD.fullmatch(text) is None or ":" in text:
        raise FenError(f"en-passant field {text!r} is not '-' or squares ('d6f6')", column)
    found: dict[int, int] = {}
    for m in re.finditer(SQUARE_TEXT, text):
        cell = square_cell(m.group(), column + m.start(), notation.topo)
        victim = beyond(placement, cell, 1 - side, notation)
        if cell not in placement and victim is not None \
                and takeable(placement.get(victim), 1 - side, notation):
            found.setdefault(cell, victim)
    squares = tuple(sorted(found))
    return squares, tuple(found[c] for c in squares)
