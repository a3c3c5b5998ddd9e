"""The Ultima generator (ultima.py) against the hand-worked cases, plus perft, FEN round trips and
internal-consistency checks (board symmetries, the effects of every legal move) on random games.

Run from the repository root: python -m pytest -q -p no:cacheprovider tests/ultima -n 0
"""

from __future__ import annotations

import random

import pytest

from . import ultima
from .cases import CAPTURES, CASES, START, Case
from .ultima import EMPTY, Position, divide, perft

# perft(start, depth). 1 and 2 by hand: only the pawns move at the start (32: see
# cases.START_MOVES). After White's pawn reaches rank r of its file, Black's pawn of that file has
# 6 - r moves (down to rank r + 1) and the other seven still 4 each (rank 2 is White's there), no
# black move captures anything (no black man stands beyond a white one), and rank 8 stays boxed
# in: per file 4 * 28 + (3 + 2 + 1 + 0) = 118, times 8 files = 944. 3 is the generator's count.
PERFT = {1: 32, 2: 944, 3: 42762}


# -- the hand cases -------------------------------------------------------------------------------

@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_case(case: Case) -> None:
    pos = Position.from_fen(case.fen)
    assert pos.fen() == case.fen
    expected_fens = case.fens.split(";") if case.fens else []
    pushes = case.push.split()
    assert len(expected_fens) in (0, len(pushes))
    for i, move in enumerate(pushes):
        pos = pos.push_uci(move)
        if expected_fens:
            assert pos.fen() == expected_fens[i], f"after {move}"
            # read back in, the FEN allows exactly the same moves
            assert Position.from_fen(expected_fens[i]).legal_ucis() == pos.legal_ucis()
    got = pos.legal_ucis()
    missing, extra = sorted(set(case.expected()) - set(got)), sorted(set(got) - set(case.expected()))
    assert got == case.expected(), f"missing {missing} extra {extra}"
    assert len(set(case.expected())) == len(case.expected())
    assert pos.outcome() == case.outcome


@pytest.mark.parametrize("fen,uci,squares", CAPTURES, ids=[f"{u}:{f}" for f, u, _ in CAPTURES])
def test_captures(fen: str, uci: str, squares: str) -> None:
    pos = Position.from_fen(fen)
    assert pos.captures(uci) == sorted(squares.split())
    # the FEN after the move shows exactly those men gone (and the mover on its target)
    after = pos.push_uci(uci)
    for name in squares.split():
        if name != uci[2:]:
            assert after.man_at(name) is None, name
    assert after.man_at(uci[2:]) == pos.man_at(uci[:2])
    assert after.halfmove == (0 if squares or pos.man_at(uci[:2]) in ("P", "p") else pos.halfmove + 1)


def test_case_coverage() -> None:
    assert len(CASES) >= 30
    assert len({c.name for c in CASES}) == len(CASES)
    names = " ".join(c.name for c in CASES)
    for topic in ("start", "pincer", "king as partner", "no diagonal pincer", "withdrawer",
                  "leaper", "two in a row", "own man", "coordinator", "no king", "chameleon",
                  "withdraws", "leaps leapers", "coordinates a coordinator", "pincers a pawn",
                  "next to a chameleon", "freez", "immobilizers freeze each other",
                  "frozen man is a pincer partner", "frozen leaper", "frozen king", "check",
                  "checkmate", "stalemate", "clocks"):
        assert topic in names, topic
    assert {c.outcome for c in CASES} == {None, "1-0", "1/2-1/2"}
    # every capture kind appears in the capture table
    kinds = {str(Position.from_fen(f).man_at(u[:2])).upper() for f, u, _ in CAPTURES}
    assert kinds == set("PWLCXK")


def test_start() -> None:
    pos = Position.from_fen()
    assert pos.fen() == START == ultima.START
    assert Position.from_fen(START) == pos
    assert not pos.in_check() and pos.outcome() is None
    # only pawns move, and no move captures
    assert all(pos.man_at(u[:2]) == "P" for u in pos.legal_ucis())
    assert all(pos.captures(u) == [] for u in pos.legal_ucis())


# -- perft ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("depth", [1, 2, 3])
def test_perft(depth: int) -> None:
    assert perft(Position.from_fen(), depth) == PERFT[depth]


def test_divide_sums_to_perft() -> None:
    pos = Position.from_fen().push_uci("e2e5")
    d = divide(pos, 2)
    assert sorted(d) == pos.legal_ucis()
    assert sum(d.values()) == perft(pos, 2)
    assert perft(pos, 0) == 1


# -- FEN ------------------------------------------------------------------------------------------

def all_case_fens() -> list[str]:
    out = [f for f, _, _ in CAPTURES]
    for c in CASES:
        out.append(c.fen)
        out.extend(f for f in c.fens.split(";") if f)
    return sorted(set(out))


@pytest.mark.parametrize("fen", all_case_fens())
def test_fen_round_trip(fen: str) -> None:
    pos = Position.from_fen(fen)
    assert pos.fen() == fen
    assert Position.from_fen(pos.fen()).legal_ucis() == pos.legal_ucis()


@pytest.mark.parametrize("fen", [
    "",
    "clxwkxli/pppppppp/8/8/8/8/PPPPPPPP/ILXKWXLC w - - 0",  # five fields
    "clxwkxli/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1",  # seven ranks
    "clxwkxli/pppppppp/8/8/8/8/PPPPPPPP/ILXKWXLCI w - - 0 1",  # nine squares
    "clxwkxli/pppppppp/8/8/8/44/PPPPPPPP/ILXKWXLC w - - 0 1",  # two digits in a row
    "clxwkxli/pppppppp/8/8/8/8/PPPPPPPP/ILXKWXLQ w - - 0 1",  # Q is no Ultima man
    "clxwkxli/pppppppp/8/8/8/8/PPPPPPPP/ILXKWXLC x - - 0 1",  # side
    "clxwkxli/pppppppp/8/8/8/8/PPPPPPPP/ILXKWXLC w KQkq - 0 1",  # castling
    "clxwkxli/pppppppp/8/8/8/8/PPPPPPPP/ILXKWXLC w - e3 0 1",  # en passant
    "clxwkxli/pppppppp/8/8/8/8/PPPPPPPP/ILXKWXLC w - - -1 1",  # clock
    "clxwkxli/pppppppp/8/8/8/8/PPPPPPPP/ILXKWXLC w - - 0 0",  # fullmove 0
    "K6k/8/8/8/8/8/8/K7 w - - 0 1",  # two white kings
])
def test_bad_fens(fen: str) -> None:
    with pytest.raises(ValueError):
        Position.from_fen(fen)


def test_push_errors_and_immutability() -> None:
    pos = Position.from_fen()
    fen = pos.fen()
    for bad in ("e2e7", "e1e2", "e7e5", "a1a1", "e2e5q", "", "x2x4", "e2"):
        with pytest.raises(ValueError):
            pos.push_uci(bad)
        with pytest.raises(ValueError):
            pos.captures(bad)
    after = pos.push_uci("e2e5")
    assert pos.fen() == fen
    assert after.fen() != fen
    after.push_uci("d7d6")
    assert after.fen() == "clxwkxli/pppppppp/8/4P3/8/8/PPPP1PPP/ILXKWXLC b - - 0 1"


def test_checks() -> None:
    # coordinator check (Cc3 reaches the a-file, Black's king on rank 1)
    assert Position.from_fen("8/8/8/8/3W4/2c5/8/K6k w - - 0 1").in_check()
    # chameleon next to the king; frozen, it gives none
    assert Position.from_fen("k7/1X6/8/8/8/8/8/7K b - - 0 1").in_check()
    assert not Position.from_fen("k7/1X6/2i5/8/8/8/8/7K b - - 0 1").in_check()
    # a long leaper with room beyond; with the edge beyond, none
    assert Position.from_fen("8/8/8/8/8/8/1K5l/7k w - - 0 1").in_check()
    assert not Position.from_fen("8/8/8/8/8/8/K6l/7k w - - 0 1").in_check()
    # a side with no king is never in check
    assert not Position.from_fen("cP6/8/P1P5/8/8/8/8/1P5K b - - 0 1").in_check()


def test_frozen_men_agrees_with_is_frozen() -> None:
    for fen in all_case_fens():
        board = Position.from_fen(fen).board
        for side in "wb":
            expected = {sq for sq, man in enumerate(board)
                        if ultima.is_friend(man, side) and ultima.is_frozen(board, sq)}
            assert ultima.frozen_men(board, side) == expected, fen


# -- symmetries and move effects on random games --------------------------------------------------

def transform_square(name: str, how: str) -> str:
    f, r = "abcdefgh".index(name[0]), int(name[1]) - 1
    f, r = {"rotate": (7 - f, 7 - r), "transpose": (r, f), "flip": (7 - f, r)}[how]
    return "abcdefgh"[f] + str(r + 1)


def transform(pos: Position, how: str) -> Position:
    """The position under a symmetry of the board. "rotate" (half turn) also swaps the colours
    and the side to move; "transpose" (about a1-h8) and "flip" (files reversed) keep them. Ultima's
    rules have no forward direction, so each maps legal moves onto legal moves."""
    board = [EMPTY] * 64
    for sq, man in enumerate(pos.board):
        if man != EMPTY:
            to = ultima.parse_square(transform_square(ultima.square_name(sq), how))
            board[to] = man.swapcase() if how == "rotate" else man
    turn = ultima.other(pos.turn) if how == "rotate" else pos.turn
    return Position(tuple(board), turn, pos.halfmove, pos.fullmove)


def transform_uci(uci: str, how: str) -> str:
    return transform_square(uci[:2], how) + transform_square(uci[2:], how)


def check_symmetries(pos: Position) -> None:
    moves = pos.legal_ucis()
    for how in ("rotate", "transpose", "flip"):
        other = transform(pos, how)
        assert other.legal_ucis() == sorted(transform_uci(u, how) for u in moves), (how, pos)
        assert other.in_check() == pos.in_check()
        for u in moves:
            assert other.captures(transform_uci(u, how)) == sorted(
                transform_square(s, how) for s in pos.captures(u))


def check_move(pos: Position, uci: str, after: Position) -> None:
    """One legal move against what the rules say a move does."""
    side = pos.turn
    mover = pos.man_at(uci[:2])
    assert mover is not None and ultima.side_of(mover) == side
    captured = pos.captures(uci)
    for name in captured:
        victim = pos.man_at(name)
        assert victim is not None and ultima.side_of(victim) != side  # own men never
    # only a king or a chameleon lands on an occupied square, and then on what it captures
    target = pos.man_at(uci[2:])
    if target is not None:
        assert mover.upper() in "KX" and uci[2:] in captured
        assert mover.upper() == "K" or target.upper() == "K"
    assert after.man_at(uci[2:]) == mover and after.man_at(uci[:2]) is None
    for sq in range(64):
        name = ultima.square_name(sq)
        if name not in (uci[:2], uci[2:]) and name not in captured:
            assert after.board[sq] == pos.board[sq]
        elif name in captured and name != uci[2:]:
            assert after.board[sq] == EMPTY
    # the mover's king cannot be captured afterwards; a frozen man never moves
    assert not ultima.king_in_danger(after.board, side)
    assert ultima.parse_square(uci[:2]) not in ultima.frozen_men(pos.board, side)
    assert after.turn != side
    assert after.fullmove == pos.fullmove + (side == "b")
    assert after.halfmove == (0 if captured or mover.upper() == "P" else pos.halfmove + 1)


def test_random_playouts() -> None:
    rng = random.Random(1962)
    seen: dict[str, int] = {}
    for _game in range(3):
        pos = Position.from_fen()
        for ply in range(50):
            assert Position.from_fen(pos.fen()) == pos
            if ply % 3 == 0:  # the symmetry checks are the costly part
                check_symmetries(pos)
            children = dict(pos.children())
            if not children:
                out = pos.outcome()
                assert out == ("1/2-1/2" if not pos.in_check() else "0-1" if pos.turn == "w"
                               else "1-0")
                break
            assert pos.outcome() is None
            for uci, after in children.items():
                check_move(pos, uci, after)
                if pos.captures(uci):
                    kind = str(pos.man_at(uci[:2])).upper()
                    seen[kind] = seen.get(kind, 0) + 1
            # prefer captures, to reach the thinner positions where the rare rules bite
            capturing = [u for u in children if pos.captures(u)]
            uci = rng.choice(capturing if capturing and rng.random() < 0.7 else sorted(children))
            pos = children[uci]
    # the games (fixed seed) offered captures by every capturing kind
    assert set(seen) == set("PWLCXK"), seen
