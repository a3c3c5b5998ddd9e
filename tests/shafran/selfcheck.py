"""Check the Shafran generator (rules.py) against the hand-worked cases, FEN round trips and perft.

Every case is also checked under the board's two symmetries, which the rules keep:
- the half turn (q, n) -> (8 - q, 11 - n) with the colours swapped (White's i5 rook becomes
  Black's a6 rook: castling K <-> q, Q <-> k);
- the mirror (q, n) -> (8 - q, n + 4 - q) (a1 <-> i5, e1 and e10 fixed; castling K <-> Q, k <-> q).

Run from the repository root: python -m pytest -q -n 0 tests/shafran/selfcheck.py
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from .cases import CASES, START_MOVES, Case
from .rules import (
    CASTLING_ORDER,
    COORDS,
    INDEX,
    NAMES,
    START,
    Position,
    divide,
    outcome,
    parse_uci,
    perft,
)

# perft(START, d) as counted by rules.py (d = 4 took about 15 s).
PERFT = {1: 42, 2: 1706, 3: 75494, 4: 3310230}


def _half_turn(cell: int) -> int:
    q, n = COORDS[cell]
    return INDEX[(8 - q, 11 - n)]


def _mirror(cell: int) -> int:
    q, n = COORDS[cell]
    return INDEX[(8 - q, n + 4 - q)]


SYMMETRIES: dict[str, tuple[Callable[[int], int], bool, dict[str, str]]] = {
    "half turn": (_half_turn, True, {"K": "q", "Q": "k", "k": "Q", "q": "K"}),
    "mirror": (_mirror, False, {"K": "Q", "Q": "K", "k": "q", "q": "k"}),
}


def transformed(pos: Position, name: str) -> Position:
    cell, swap, rights = SYMMETRIES[name]
    p = pos.copy()
    p.board = [None] * len(pos.board)
    for c, piece in enumerate(pos.board):
        if piece is not None:
            p.board[cell(c)] = piece.swapcase() if swap else piece
    if swap:
        p.turn = "b" if pos.turn == "w" else "w"
    p.castling = "".join(r for r in CASTLING_ORDER if r in {rights[x] for x in pos.castling})
    p.ep = tuple(sorted((cell(c) for c in pos.ep), key=lambda c: COORDS[c][1]))
    p.ep_victim = None if pos.ep_victim is None else cell(pos.ep_victim)
    return p


def mapped_move(move: str, name: str) -> str:
    cell = SYMMETRIES[name][0]
    frm, to, promo = parse_uci(move)
    return NAMES[cell(frm)] + NAMES[cell(to)] + (promo or "")


CASTLES = {(NAMES.index(m[:2] if m[2].isalpha() else m[:3]), NAMES.index(m[2:] if m[2].isalpha() else m[3:]))
           for m in ("e1c1", "e1b1", "e1g3", "e1h4", "e10c8", "e10b7", "e10g10", "e10h10")}


def compared(pos: Position, origins: list[str]) -> list[str]:
    cells = {NAMES.index(o) for o in origins}
    return [m for m in pos.legal_ucis() if not origins or parse_uci(m)[0] in cells]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_case(case: Case) -> None:
    pos = Position(case.fen)
    assert pos.fen() == case.fen
    expected_fens = case.fens.split(";") if case.fens else []
    for i, move in enumerate(case.push.split()):
        before = pos.fen()
        pos = pos.push_uci(move)
        if i < len(expected_fens):
            assert pos.fen() == expected_fens[i], f"after {move}"
            # read back in, the FEN (its en-passant field included) allows exactly the same moves
            assert Position(expected_fens[i]).legal_ucis() == pos.legal_ucis()
        assert Position(before).fen() == before
    origins = case.origins.split()
    got = compared(pos, origins)
    missing, extra = sorted(set(case.expected()) - set(got)), sorted(set(got) - set(case.expected()))
    assert got == case.expected(), f"missing {missing} extra {extra}"
    assert outcome(pos) == case.outcome
    for name in SYMMETRIES:
        other = transformed(pos, name)
        cell = SYMMETRIES[name][0]
        assert compared(other, [NAMES[cell(NAMES.index(o))] for o in origins]) == sorted(
            mapped_move(m, name) for m in case.expected()), name
        assert other.legal_ucis() == sorted(mapped_move(m, name) for m in pos.legal_ucis()), name
        assert outcome(other) == case.outcome, name
        assert Position(other.fen()).fen() == other.fen()


def test_start() -> None:
    start = Position()
    assert start.fen() == START
    assert Position(START).fen() == START
    assert start.legal_ucis() == sorted(START_MOVES.split())
    assert not start.in_check() and outcome(start) is None
    # the half turn maps the start onto itself with the other side to move
    turned = transformed(start, "half turn")
    assert turned.fen() == START.replace(" w ", " b ")


def test_divide_sums_to_perft() -> None:
    start = Position()
    d1 = divide(start, 1)
    assert sum(d1.values()) == perft(start, 1) == PERFT[1]
    assert set(d1.values()) == {1}
    d2 = divide(start, 2)
    assert sum(d2.values()) == PERFT[2]


def test_perft_start() -> None:
    start = Position()
    for depth in (1, 2, 3):
        assert perft(start, depth) == PERFT[depth]
    # the mirrored start is another position with the same counts
    assert perft(transformed(start, "mirror"), 3) == PERFT[3]


@pytest.mark.slow
def test_perft_start_4() -> None:
    assert perft(Position(), 4) == PERFT[4]


def test_random_playouts() -> None:
    rng = random.Random(20250701)
    seen_ep = seen_castle = seen_promo = 0
    for _game in range(40):
        pos = Position()
        for ply in range(160):
            fen = pos.fen()
            again = Position(fen)
            assert again.fen() == fen
            moves = pos.legal_ucis()
            assert again.legal_ucis() == moves
            if ply % 8 == 0:
                for name in SYMMETRIES:
                    assert transformed(pos, name).legal_ucis() == sorted(mapped_move(m, name) for m in moves)
            if not moves:
                assert outcome(pos) in ("checkmate", "stalemate")
                assert (outcome(pos) == "checkmate") == pos.in_check()
                break
            assert outcome(pos) is None
            move = rng.choice(moves)
            after = pos.push_uci(move)
            assert pos.fen() == fen  # the old position is unchanged
            seen_ep += after.fen().split()[3] != "-"
            frm, to, promo = parse_uci(move)
            seen_castle += pos.board[frm] in ("K", "k") and (frm, to) in CASTLES
            seen_promo += promo is not None
            pos = after
    # the playouts reach the rules under test
    assert seen_ep and seen_castle and seen_promo


def test_fen_en_passant_field_read() -> None:
    # After e2e5 in the triple-step case both e3 and e4 may be taken; a FEN naming only one of
    # them allows only that capture, and "-" allows neither.
    board = "4k/6/7/8/9/3pP4/3p4/7/6/K4 b -"
    both = Position(f"{board} e3e4 0 1").legal_ucis()
    assert {"d4e3", "d5e4"} <= set(both)
    assert set(Position(f"{board} e4 0 1").legal_ucis()) == set(both) - {"d4e3"}
    assert set(Position(f"{board} e3 0 1").legal_ucis()) == set(both) - {"d5e4"}
    assert set(Position(f"{board} - 0 1").legal_ucis()) == set(both) - {"d4e3", "d5e4"}
    after = Position(f"{board} e3 0 1").push_uci("d4e3")
    assert after.fen() == "4k/6/7/8/9/3p5/8/4p2/6/K4 w - - 0 2"
    # a step that no pawn can take leaves the field empty
    assert Position().push_uci("e2e5").fen().split()[3] == "-"
