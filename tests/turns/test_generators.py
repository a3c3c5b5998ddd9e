"""Check the Marseillais and Progressive generators against the hand-worked cases, FEN round trips,
perft and a few independent cross-checks.

Run from the repository root: python -m pytest -q -n 0 tests/turns/test_generators.py
(the slow Progressive perft 5, about a minute, is marked slow: select it with -m slow).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import chess
import pytest

from . import marseillais, progressive
from .cases import CASES, EP_ONE, MARSEILLAIS, PROGRESSIVE, UNBALANCED, Case
from .common import beside, king_attacked

# perft(start, depth), moves (plies). Balanced Marseillais 1-2 by hand (20; 20 * 20: Black's first
# move is chess's); 3-4 equal chess's perft (8902, 197281) -- see test_marseillais_equals_chess.
MARSEILLAIS_PERFT = {1: 20, 2: 400, 3: 8902, 4: 197281}
UNBALANCED_PERFT = {1: 20, 2: 445, 3: 8864}
# Progressive 1-3 are the Marseillais counts (White 1, Black 2 in both, no check possible); ply 4
# is White's first of three moves, where the 469 checks chess has at ply 4 are illegal.
PROGRESSIVE_PERFT = {1: 20, 2: 400, 3: 8902, 4: 196812, 5: 4838776}


AnyPosition = marseillais.Position | progressive.Position


def make(variant: str, fen: str | None = None) -> AnyPosition:
    if variant == MARSEILLAIS:
        return marseillais.Position(fen)
    if variant == UNBALANCED:
        return marseillais.Position(fen, balanced=False)
    assert variant == PROGRESSIVE
    return progressive.Position(fen)


def position(case: Case, fen: str | None = None) -> AnyPosition:
    return make(case.variant, fen or case.fen)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_case(case: Case) -> None:
    pos = position(case)
    assert pos.fen() == case.fen
    expected_fens = case.fens.split(";") if case.fens else []
    pushes = case.push.split()
    assert len(expected_fens) in (0, len(pushes))
    for i, move in enumerate(pushes):
        pos = pos.push_uci(move)
        if expected_fens:
            assert pos.fen() == expected_fens[i], f"after {move}"
            # read back in, the FEN allows exactly the same moves
            assert position(case, expected_fens[i]).legal_ucis() == pos.legal_ucis()
    got = pos.legal_ucis()
    missing, extra = sorted(set(case.expected()) - set(got)), sorted(set(got) - set(case.expected()))
    assert got == case.expected(), f"missing {missing} extra {extra}"
    assert len(set(case.expected())) == len(case.expected())
    assert pos.outcome() == case.outcome


def test_case_coverage() -> None:
    assert len(CASES) >= 20
    assert {c.variant for c in CASES} == {MARSEILLAIS, UNBALANCED, PROGRESSIVE}


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_marseillais_perft(depth: int) -> None:
    assert marseillais.perft(marseillais.Position(), depth) == MARSEILLAIS_PERFT[depth]


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_unbalanced_perft(depth: int) -> None:
    assert marseillais.perft(marseillais.Position(balanced=False), depth) == UNBALANCED_PERFT[depth]


@pytest.mark.parametrize("depth", [1, 2, 3, pytest.param(4, marks=[pytest.mark.slow, pytest.mark.deep])])
def test_progressive_perft(depth: int) -> None:
    assert progressive.perft(progressive.Position(), depth) == PROGRESSIVE_PERFT[depth]


@pytest.mark.slow
@pytest.mark.deep
def test_progressive_perft_5() -> None:
    assert progressive.perft(progressive.Position(), 5) == PROGRESSIVE_PERFT[5]


def test_divide_sums_to_perft() -> None:
    pos = marseillais.Position().push_uci("e2e4")
    d = marseillais.divide(pos, 2)
    assert sum(d.values()) == marseillais.perft(pos, 2)
    ppos = progressive.Position().push_uci("e2e4")
    d = progressive.divide(ppos, 3)
    assert sum(d.values()) == progressive.perft(ppos, 3)


# -- independent cross-checks with python-chess's own (one move a side) chess ------------------------

def _chess_count(board: chess.Board, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for m in board.legal_moves:
        board.push(m)
        total += _chess_count(board, depth - 1)
        board.pop()
    return total


def test_marseillais_equals_chess() -> None:
    """Balanced Marseillais plies W, B, B and W, B, B, W: swapping the first two plies (two moves from
    the start that cannot touch each other) maps them one to one onto chess's B, W, B... read with
    the colours exchanged, i.e. chess's W, B, W (, B); no check, en passant or capture can tell
    the orders apart this early. So the counts are chess's perft 3 and 4."""
    assert MARSEILLAIS_PERFT[3] == _chess_count(chess.Board(), 3)


def _model_count(board: chess.Board, depth: int, left: int, next_turn: Callable[[int], int],
                 check_ends_turn: bool, turn_length: int) -> int:
    """A second, plainer model of the turn rules, on python-chess's own one-move-a-side chess: a
    side's further moves in a turn are played after a null move of the other side. `left` is the
    number of moves left in the current turn, `turn_length` the current turn's length (for
    next_turn, which gives the next turn's). En passant is left out: within five plies from the
    start no pawn can stand beside an enemy double step (asserted)."""
    if depth == 0:
        return 1
    total = 0
    for m in list(board.legal_moves):
        assert not board.is_en_passant(m)
        if not check_ends_turn and left > 1 and board.gives_check(m):
            continue  # Progressive: check only with the last move of the turn
        if depth == 1:
            total += 1
            continue
        board.push(m)
        if left == 1 or (check_ends_turn and board.is_check()):
            n = next_turn(turn_length)
            total += _model_count(board, depth - 1, n, next_turn, check_ends_turn, n)
        else:
            board.push(chess.Move.null())
            total += _model_count(board, depth - 1, left - 1, next_turn, check_ends_turn, turn_length)
            board.pop()
        board.pop()
    return total


def marseillais_model(depth: int, balanced: bool = True) -> int:
    first = 1 if balanced else 2
    return _model_count(chess.Board(), depth, first, lambda _k: 2, True, first)


def progressive_model(depth: int) -> int:
    return _model_count(chess.Board(), depth, 1, lambda k: k + 1, False, 1)


def test_models_agree() -> None:
    for depth in (1, 2, 3, 4):
        assert marseillais_model(depth) == MARSEILLAIS_PERFT[depth]
        assert progressive_model(depth) == PROGRESSIVE_PERFT[depth]
    for depth in (1, 2, 3):
        assert marseillais_model(depth, balanced=False) == UNBALANCED_PERFT[depth]


@pytest.mark.slow
@pytest.mark.deep
def test_models_agree_5() -> None:
    start = marseillais.Position()
    assert marseillais_model(5) == marseillais.perft(start, 5)
    assert progressive_model(5) == PROGRESSIVE_PERFT[5]


def test_progressive_is_marseillais_without_early_checks() -> None:
    """At ply 4 (White's first move of its second turn) Marseillais allows every legal move, checks
    included; Progressive drops exactly the checking ones."""
    m, p = marseillais.Position(), progressive.Position()
    checks = 0

    def walk(mp, pp, depth: int) -> None:
        nonlocal checks
        assert mp.legal_ucis() == pp.legal_ucis() or depth == 0
        if depth == 0:
            mm, pm = set(mp.legal_ucis()), set(pp.legal_ucis())
            assert pm <= mm
            for u in mm - pm:
                after = mp.push_uci(u)
                assert after.turn != mp.turn  # a check ended the Marseillais turn
                checks += 1
            return
        for u in mp.legal_ucis():
            walk(mp.push_uci(u), pp.push_uci(u), depth - 1)

    walk(m.push_uci("e2e4"), p.push_uci("e2e4"), 2)
    assert checks > 0


def test_marseillais_hidden_double_step() -> None:
    """The FEN cannot say that the first move of the turn was a double step: a position reached by
    push() knows it, one read from the FEN does not (the documented reading)."""
    pos = marseillais.Position(EP_ONE).push_uci("d7d5")
    assert pos.fen() == "4k3/8/8/3pP3/8/8/8/4K3 b1 - - 0 5"
    assert pos.pending == {chess.D6: chess.D5}
    assert pos.push_uci("e8e7").fen() == "8/4k3/8/3pP3/8/8/8/4K3 w - d6 1 6"
    again = marseillais.Position(pos.fen())
    assert again.legal_ucis() == pos.legal_ucis()  # the moves of this point do not depend on it
    assert again.push_uci("e8e7").fen() == "8/4k3/8/3pP3/8/8/8/4K3 w - - 1 6"


# -- FEN ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("fen", [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w0 KQkq - 0 1",  # zero is not written
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",  # no pawn passed e3
    "7k/8/8/2PpPp2/8/8/8/K7 w - f6d6 0 6",  # not in file order
    "7k/8/8/3p1pP1/8/8/8/K7 w - d6f6 0 6",  # no white pawn beside d5 to take onto d6
    "4k3/8/8/8/8/8/8/4K2R w Q - 0 5",  # no rook on a1
    "4k2R/8/8/8/8/8/8/K7 w - - 0 5",  # the side not to move is in check
])
def test_bad_fens(fen: str) -> None:
    with pytest.raises(ValueError):
        marseillais.Position(fen)
    with pytest.raises(ValueError):
        progressive.Position(fen)


def test_turn_lengths_in_the_fen() -> None:
    # balanced: White's first turn is one move, so "w1 ... 1" cannot be
    with pytest.raises(ValueError):
        marseillais.Position("4k3/8/8/8/8/8/8/4K3 w1 - - 0 1")
    assert marseillais.Position("4k3/8/8/8/8/8/8/4K3 w1 - - 0 1", balanced=False).turn_length() == 2
    with pytest.raises(ValueError):
        marseillais.Position("4k3/8/8/8/8/8/8/4K3 b2 - - 0 1")
    # progressive: fullmove 3, Black: k = 6; "b5" is the last move, "b6" cannot be
    assert progressive.Position("4k3/8/8/8/8/8/8/4K3 b5 - - 0 3").turn_length() == 6
    with pytest.raises(ValueError):
        progressive.Position("4k3/8/8/8/8/8/8/4K3 b6 - - 0 3")
    # no en passant in the middle of a progressive turn
    with pytest.raises(ValueError):
        progressive.Position("4k3/8/8/8/3pP3/8/8/K7 b1 - e3 0 2")


# -- random playouts ----------------------------------------------------------------------------------

@pytest.mark.parametrize("variant", [MARSEILLAIS, pytest.param(UNBALANCED, marks=pytest.mark.slow),
                                     pytest.param(PROGRESSIVE, marks=pytest.mark.slow)])
def test_random_playouts(variant: str) -> None:
    rng = random.Random(1925)
    seen = {"ep": 0, "check": 0, "end": 0}
    for _game in range(30):
        pos = make(variant)
        for _ply in range(200):
            fen = pos.fen()
            assert make(variant, fen).fen() == fen
            moves = pos.legal_ucis()
            assert make(variant, fen).legal_ucis() == moves
            if pos.done:  # the side to move is never in check in the middle of its turn
                assert not pos.in_check()
            if not moves:
                out = pos.outcome()
                assert out is not None
                assert (out != "1/2-1/2") == (pos.done == 0 and pos.in_check())
                seen["end"] += 1
                break
            assert pos.outcome() is None
            pawns = [m for m in moves
                     if pos.board.piece_type_at(chess.Move.from_uci(m).from_square) == chess.PAWN]
            eps = [m for m in pawns if chess.Move.from_uci(m).to_square in pos.ep]
            # double steps that stop beside an enemy pawn, to reach en passant often
            lures = [m for m in pawns if abs(int(m[3]) - int(m[1])) == 2 and any(
                pos.board.piece_at(s) == chess.Piece(chess.PAWN, not pos.turn)
                for s in beside(chess.parse_square(m[2:4])))]
            if isinstance(pos, progressive.Position) and not pos.last_move_of_turn():
                lures = []
            if eps:
                move = rng.choice(eps)
                seen["ep"] += 1
            elif lures and rng.random() < 0.8:
                move = rng.choice(lures)
            elif pawns and rng.random() < 0.5:
                move = rng.choice(pawns)
            else:
                move = rng.choice(moves)
            after = pos.push_uci(move)
            assert pos.fen() == fen  # unchanged
            gave_check = king_attacked(after.board, not pos.turn)
            if gave_check:
                seen["check"] += 1
                assert after.turn != pos.turn and after.done == 0  # a check always ends the turn
                if isinstance(pos, progressive.Position):
                    assert pos.last_move_of_turn()
            elif isinstance(pos, marseillais.Position) and pos.done == 0 and pos.turn_length() == 2:
                assert after.turn == pos.turn and after.done == 1
            pos = after
    # (two en-passant captures in one turn are rare at random; the hand cases hold them)
    assert seen["ep"] and seen["check"] and seen["end"]
