"""Check the Duke of Rutland's chess generator (rules.py) against the hand-worked cases, FEN round
trips and perft.

Every case is also checked under the board's two symmetries, which the rules keep:
- the left-right mirror (f, r) -> (13 - f, r) (the setup is not mirror-symmetric -- K g1 Q h1,
  the concubine on f1 -- so only positions are mirrored, and the mirrored start is another
  position with the same perft);
- the flip (f, r) -> (f, 9 - r) with the colours and the side to move swapped, which maps the
  start onto itself.

Run from the repository root: python -m pytest -q -n 0 tests/rutland/selfcheck.py
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from .cases import CASES, START_MOVES, Case
from .rules import (
    CELL,
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

# perft(START, d): d = 1 and 2 by hand (cases.py: 50 moves, no interaction in two plies), d = 3
# and 4 as counted by rules.py (d = 4 took about a minute).
PERFT = {1: 50, 2: 2500, 3: 135632, 4: 7338952}


def _mirror(cell: int) -> int:
    f, r = COORDS[cell]
    return INDEX[(13 - f, r)]


def _flip(cell: int) -> int:
    f, r = COORDS[cell]
    return INDEX[(f, 9 - r)]


SYMMETRIES: dict[str, tuple[Callable[[int], int], bool]] = {
    "mirror": (_mirror, False),
    "flip": (_flip, True),
}


def transformed(pos: Position, name: str) -> Position:
    cell, swap = SYMMETRIES[name]
    p = pos.copy()
    p.board = [None] * len(pos.board)
    for c, piece in enumerate(pos.board):
        if piece is not None:
            p.board[cell(c)] = piece.swapcase() if swap else piece
    if swap:
        p.turn = "b" if pos.turn == "w" else "w"
    p.ep = tuple(sorted(cell(x) for x in pos.ep))
    p.ep_victim = None if pos.ep_victim is None else cell(pos.ep_victim)
    return p


def mapped_move(move: str, name: str) -> str:
    cell = SYMMETRIES[name][0]
    frm, to, promo = parse_uci(move)
    return NAMES[cell(frm)] + NAMES[cell(to)] + (promo or "")


def compared(pos: Position, origins: list[str]) -> list[str]:
    cells = {CELL[o] for o in origins}
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
        assert compared(other, [NAMES[cell(CELL[o])] for o in origins]) == sorted(
            mapped_move(m, name) for m in case.expected()), name
        assert other.legal_ucis() == sorted(mapped_move(m, name) for m in pos.legal_ucis()), name
        assert outcome(other) == case.outcome, name
        assert Position(other.fen()).fen() == other.fen()
        assert Position(other.fen()).legal_ucis() == other.legal_ucis()


def test_start() -> None:
    start = Position()
    assert start.fen() == START
    assert Position(START).fen() == START
    assert start.legal_ucis() == sorted(START_MOVES.split())
    assert not start.in_check() and outcome(start) is None
    # the flip maps the start onto itself with the other side to move
    assert transformed(start, "flip").fen() == START.replace(" w ", " b ")
    # the mirror does not
    assert transformed(start, "mirror").fen() != START


def test_divide_sums_to_perft() -> None:
    start = Position()
    d1 = divide(start, 1)
    assert sum(d1.values()) == perft(start, 1) == PERFT[1]
    assert set(d1.values()) == {1}
    d2 = divide(start, 2)
    assert sum(d2.values()) == PERFT[2]
    assert set(d2.values()) == {50}
    d3 = divide(start.push_uci("e2e5"), 2)
    assert sum(d3.values()) == perft(start.push_uci("e2e5"), 2)


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
    rng = random.Random(17470101)
    seen_ep = seen_ep_capture = seen_promo = 0
    promoted: set[str] = set()
    for _game in range(20):
        pos = Position()
        for ply in range(240):
            fen = pos.fen()
            again = Position(fen)
            assert again.fen() == fen
            moves = pos.legal_ucis()
            assert again.legal_ucis() == moves
            # the attack test agrees with the move generator: a man of the other side is attacked
            # exactly when some move of the side to move takes it
            takes = {t for _f, t, _p in pos.pseudo_moves() if pos.board[t] is not None}
            for c, piece in enumerate(pos.board):
                if piece is not None and (piece.isupper() != (pos.turn == "w")):
                    assert pos.attacked(c, pos.turn) == (c in takes), (fen, NAMES[c])
            if ply % 10 == 0 or pos.ep:
                for name in SYMMETRIES:
                    assert transformed(pos, name).legal_ucis() == sorted(mapped_move(m, name) for m in moves)
            if not moves:
                assert outcome(pos) in ("checkmate", "stalemate")
                assert (outcome(pos) == "checkmate") == pos.in_check()
                break
            assert outcome(pos) is None
            # prefer en-passant captures and promotions, and pawn moves, to reach them often
            frm_to = [parse_uci(m) for m in moves]
            special = [m for m, (f, t, p) in zip(moves, frm_to, strict=True)
                       if p is not None or (pos.board[f] in ("P", "p") and t in pos.ep)]
            pawns = [m for m, (f, _t, _p) in zip(moves, frm_to, strict=True) if pos.board[f] in ("P", "p")]
            if special and rng.random() < 0.5:
                move = rng.choice(special)
            elif pawns and rng.random() < 0.4:
                move = rng.choice(pawns)
            else:
                move = rng.choice(moves)
            after = pos.push_uci(move)
            assert pos.fen() == fen  # the old position is unchanged
            seen_ep += after.fen().split()[3] != "-"
            frm, to, promo = parse_uci(move)
            if pos.board[frm] in ("P", "p") and to in pos.ep:
                seen_ep_capture += 1
                assert pos.ep_victim is not None and after.board[pos.ep_victim] is None
            seen_promo += promo is not None
            promoted.add(promo or "")
            pos = after
    # the playouts reach the rules under test
    assert seen_ep and seen_ep_capture and seen_promo
    assert promoted >= set("qrbncd")  # every promotion kind


def test_fen_en_passant_field_read() -> None:
    # After e2e5 (White K e1; Black K n10, P d4, P f5) both e3 and e4 may be taken; a FEN naming
    # only one of them allows only that capture, and "-" allows neither.
    board = "13k/14/14/14/14/4Pp8/3p10/14/14/4K9 b -"
    both = Position(f"{board} e3e4 0 1").legal_ucis()
    assert {"d4e3", "f5e4"} <= set(both)
    assert set(Position(f"{board} e4 0 1").legal_ucis()) == set(both) - {"d4e3"}
    assert set(Position(f"{board} e3 0 1").legal_ucis()) == set(both) - {"f5e4"}
    assert set(Position(f"{board} - 0 1").legal_ucis()) == set(both) - {"d4e3", "f5e4"}
    after = Position(f"{board} e3 0 1").push_uci("d4e3")
    assert after.fen() == "13k/14/14/14/14/5p8/14/4p9/14/4K9 w - - 0 2"
    # only on the very next move: after n10n9 e1d1 neither capture is there
    pos = Position(f"{board} e3e4 0 1").push_uci("n10n9").push_uci("e1d1")
    assert pos.fen() == "14/13k/14/14/14/4Pp8/3p10/14/14/3K10 b - - 2 2"
    assert pos.legal_ucis() == sorted("d4d3 f5f4 n9m8 n9m9 n9m10 n9n8 n9n10".split())
    # a double step: one passed square
    pos = Position("13k/14/14/14/14/14/3p10/14/4P9/4K9 w - - 0 1").push_uci("e2e4")
    assert pos.fen() == "13k/14/14/14/14/14/3pP9/14/14/4K9 b - e3 0 1"
    assert "d4e3" in pos.legal_ucis()
    # a step that no pawn can take leaves the field empty
    assert Position().push_uci("e2e5").fen().split()[3] == "-"
    # Black's triple step: e9e6 passes e8 (the d7 pawn takes there) and e7 (the f6 pawn)
    pos = Position("13k/4p9/14/3P10/5P8/14/14/14/14/K13 b - - 0 1").push_uci("e9e6")
    assert pos.fen() == "13k/14/14/3P10/4pP8/14/14/14/14/K13 w - e7e8 0 2"
    assert {"d7e8", "f6e7"} <= set(pos.legal_ucis())
    assert Position(pos.fen()).legal_ucis() == pos.legal_ucis()
    assert pos.push_uci("d7e8").fen() == "13k/14/4P9/14/5P8/14/14/14/14/K13 b - - 0 2"
    assert pos.push_uci("f6e7").fen() == "13k/14/14/3PP9/14/14/14/14/14/K13 b - - 0 2"
