"""Check the Grant Acedrex generator (rules.py) against the hand-worked cases, FEN round trips,
symmetry and perft.

Every case is also checked under the board's symmetries, which the rules keep:
- the left-right mirror (f, r) -> (11 - f, r): the men's moves and the promotion table
  (a r .. f a | g a .. l r) are symmetric, but the king's first-move right is tied to g1/g12, so
  only positions without rights are mirrored;
- the flip (f, r) -> (f, 11 - r) with the colours, the side to move and the rights ("G" <-> "g")
  swapped, which maps the start onto itself.

Run from the repository root: python -m pytest -q -n 0 tests/grant_acedrex/selfcheck.py
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from .cases import CASES, DISPUTED, START_MOVES, Case
from .rules import (
    CELL,
    COORDS,
    INDEX,
    N_CELLS,
    NAMES,
    START,
    Position,
    attacked,
    colour,
    divide,
    other,
    parse_uci,
    perft,
    reach,
)

# perft(START, d): d = 1 and 2 by hand (cases.py: 59 moves, no interaction in two plies), d = 3
# and 4 as counted by rules.py (d = 3 takes about 2 s, d = 4 about 2 minutes).
PERFT = {1: 59, 2: 3481, 3: 206209, 4: 12200519}


def _mirror(cell: int) -> int:
    f, r = COORDS[cell]
    return INDEX[(11 - f, r)]


def _flip(cell: int) -> int:
    f, r = COORDS[cell]
    return INDEX[(f, 11 - r)]


SYMMETRIES: dict[str, tuple[Callable[[int], int], bool]] = {
    "mirror": (_mirror, False),
    "flip": (_flip, True),
}


def transformed(pos: Position, name: str) -> Position | None:
    """The position under a symmetry; None for the mirror of a position with rights."""
    cell, swap = SYMMETRIES[name]
    if not swap and pos.rights:
        return None
    p = pos.copy()
    p.board = [None] * N_CELLS
    for c, piece in enumerate(pos.board):
        if piece is not None:
            p.board[cell(c)] = piece.swapcase() if swap else piece
    if swap:
        p.turn = other(pos.turn)
        p.rights = "".join(x for x in "Gg" if x.swapcase() in pos.rights)
    return p


def mapped_move(move: str, name: str) -> str:
    cell = SYMMETRIES[name][0]
    frm, to, promo = parse_uci(move)
    return NAMES[cell(frm)] + NAMES[cell(to)] + (promo or "")


def mapped_outcome(result: str | None, name: str) -> str | None:
    if result is None or not SYMMETRIES[name][1]:
        return result
    return {"1-0": "0-1", "0-1": "1-0"}[result]


def compared(pos: Position, origins: list[str]) -> list[str]:
    cells = {CELL[o] for o in origins}
    return [m for m in pos.legal_ucis() if not origins or parse_uci(m)[0] in cells]


@pytest.mark.parametrize("case", CASES + DISPUTED, ids=[c.name for c in CASES + DISPUTED])
def test_case(case: Case) -> None:
    pos = Position(case.fen)
    assert pos.fen() == case.fen
    expected_fens = case.fens.split(";") if case.fens else []
    assert len(expected_fens) in (0, len(case.push.split()))
    for i, move in enumerate(case.push.split()):
        pos = pos.push_uci(move)
        if expected_fens:
            assert pos.fen() == expected_fens[i], f"after {move}"
            assert Position(expected_fens[i]).legal_ucis() == pos.legal_ucis()
    origins = case.origins.split()
    got = compared(pos, origins)
    missing, extra = sorted(set(case.expected()) - set(got)), sorted(set(got) - set(case.expected()))
    assert got == case.expected(), f"missing {missing} extra {extra}"
    assert pos.outcome() == case.outcome
    for name in SYMMETRIES:
        other_pos = transformed(pos, name)
        if other_pos is None:
            continue
        cell = SYMMETRIES[name][0]
        assert compared(other_pos, [NAMES[cell(CELL[o])] for o in origins]) == sorted(
            mapped_move(m, name) for m in case.expected()), name
        assert other_pos.legal_ucis() == sorted(mapped_move(m, name) for m in pos.legal_ucis()), name
        assert other_pos.outcome() == mapped_outcome(case.outcome, name), name
        assert Position(other_pos.fen()).fen() == other_pos.fen()


def test_start() -> None:
    start = Position()
    assert start.fen() == START
    assert Position(START).fen() == START
    assert len(START_MOVES.split()) == 59
    assert start.legal_ucis() == sorted(START_MOVES.split())
    assert not start.in_check() and start.outcome() is None
    flipped = transformed(start, "flip")
    assert flipped is not None and flipped.fen() == START.replace(" w ", " b ")
    # Black's 59 are White's mirrored in the middle rank
    assert flipped.legal_ucis() == sorted(mapped_move(m, "flip") for m in START_MOVES.split())


def test_fen_errors() -> None:
    for bad in (
        "12/12/12/12/12/12/12/12/12/12/12/11K w - - 0 1",  # no black king
        "k11/12/12/12/12/12/12/12/12/12/12/11K w G - 0 1",  # right G without a king on g1
        "k11/12/12/12/12/12/12/12/12/12/12/11K w - e3 0 1",  # en passant
        "k11/12/12/12/12/12/12/12/12/12/12/11K w KQkq - 0 1",
        "k12/12/12/12/12/12/12/12/12/12/12/11K w - - 0 1",  # 13 squares
        "k11/12/12/12/12/12/12/12/12/12/11K w - - 0 1",  # 11 ranks
        "k11/12/12/12/12/12/12/12/12/12/12/11N w - - 0 1",
    ):
        with pytest.raises(ValueError):
            Position(bad)


def test_divide_sums_to_perft() -> None:
    start = Position()
    d1 = divide(start, 1)
    assert sum(d1.values()) == perft(start, 1) == PERFT[1]
    d2 = divide(start, 2)
    assert sum(d2.values()) == PERFT[2]
    assert set(d2.values()) == {59}


def test_perft_start() -> None:
    start = Position()
    for depth in (1, 2, 3):
        assert perft(start, depth) == PERFT[depth]


@pytest.mark.slow
def test_perft_start_4() -> None:
    assert perft(Position(), 4) == PERFT[4]


def _reverse_attacked(board: list[str | None], cell: int, by: str) -> bool:
    """attacked() found the other way round: from the square outward, for each kind of man."""
    up = by == "w"

    def man(c: int | None, kinds: str) -> bool:
        p = board[c] if c is not None else None
        return p is not None and colour(p) == by and p.upper() in kinds

    def at(f: int, r: int) -> int | None:
        return INDEX.get((f, r))

    f0, r0 = COORDS[cell]
    # leapers and steppers
    for kinds, offsets in (
        ("K", [(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1) if (x, y) != (0, 0)]),
        ("L", [(3, 0), (-3, 0), (0, 3), (0, -3)] + [(a * x, b * y) for a, b in ((3, 1), (1, 3))
                                                    for x in (1, -1) for y in (1, -1)]),
        ("Z", [(a * x, b * y) for a, b in ((3, 2), (2, 3)) for x in (1, -1) for y in (1, -1)]),
        ("U", [(a * x, b * y) for a, b in ((1, 2), (2, 1)) for x in (1, -1) for y in (1, -1)]),
        ("A", [(x, y) for x in (1, -1) for y in (1, -1)]),
        ("P", [(x, -1 if up else 1) for x in (1, -1)]),
    ):
        if any(man(at(f0 + dx, r0 + dy), kinds) for dx, dy in offsets):
            return True
    # rook and crocodile lines; along them the empty squares are where an aanca's or unicornio's
    # ride could have come from
    for d, kinds in [((1, 0), "R"), ((-1, 0), "R"), ((0, 1), "R"), ((0, -1), "R"),
                     ((1, 1), "C"), ((1, -1), "C"), ((-1, 1), "C"), ((-1, -1), "C")]:
        f, r = f0 + d[0], r0 + d[1]
        while (c := at(f, r)) is not None:
            if board[c] is not None:
                if man(c, kinds):
                    return True
                break
            # c is empty: the last square before cell of an outward ride through c
            if kinds == "R":
                # an aanca stepped diagonally onto c, then rode back towards cell: it stands one
                # more step along d and one to the side
                for side in ((d[1], d[0]), (-d[1], -d[0])):
                    if man(at(f + d[0] + side[0], r + d[1] + side[1]), "A"):
                        return True
            else:
                # a unicornio leapt onto c and rode along -d: its leap (dx, dy) has the signs of -d,
                # so it stands at c - (dx, dy) with (dx, dy) = -(1, 2) or -(2, 1) componentwise
                for a, b in ((1, 2), (2, 1)):
                    if man(at(f + d[0] * a, r + d[1] * b), "U"):
                        return True
            f, r = f + d[0], r + d[1]
    return False


def test_random_playouts() -> None:
    rng = random.Random(1283)
    promoted: set[str] = set()
    endings: set[str] = set()
    for _game in range(30):
        pos = Position()
        for _ply in range(300):
            fen = pos.fen()
            again = Position(fen)
            assert again.fen() == fen
            moves = pos.legal_ucis()
            assert again.legal_ucis() == moves
            # attacked() agrees with the reverse search, for every man of either side
            for c, piece in enumerate(pos.board):
                if piece is not None:
                    by = other(colour(piece))
                    assert attacked(pos.board, c, by) == _reverse_attacked(pos.board, c, by), (fen, NAMES[c])
                    takes = any(c in reach(pos.board, s) for s, p in enumerate(pos.board)
                                if p is not None and colour(p) == by)
                    assert attacked(pos.board, c, by) == takes
            for name in SYMMETRIES:
                t = transformed(pos, name)
                if t is not None:
                    assert t.legal_ucis() == sorted(mapped_move(m, name) for m in moves)
                    assert t.outcome() == mapped_outcome(pos.outcome(), name)
            result = pos.outcome()
            if result is not None:
                endings.add("bare" if pos.bare("w") or pos.bare("b") else
                            "checkmate" if pos.in_check() else "stalemate")
                break
            assert moves
            captures = [m for m in moves if pos.board[parse_uci(m)[1]] is not None]
            promotions = [m for m in moves if parse_uci(m)[2]]
            pawns = [m for m in moves if pos.board[parse_uci(m)[0]] in ("P", "p")]
            if promotions:
                move = rng.choice(promotions)
            elif captures and rng.random() < 0.6:
                move = rng.choice(captures)
            elif pawns and rng.random() < 0.4:
                move = rng.choice(pawns)
            else:
                move = rng.choice(moves)
            after = pos.push_uci(move)
            assert pos.fen() == fen  # the old position is unchanged
            frm, to, promo = parse_uci(move)
            if promo:
                promoted.add(promo)
                assert after.board[to] == (promo.upper() if pos.turn == "w" else promo)
            quiet = pos.board[to] is None and pos.board[frm] not in ("P", "p")
            assert after.halfmove == (pos.halfmove + 1 if quiet else 0)
            assert after.fullmove == pos.fullmove + (pos.turn == "b")
            pos = after
    assert promoted >= set("rluzca")
    assert "bare" in endings
