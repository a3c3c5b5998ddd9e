"""The Alice chess generator (alice.py) against the hand-worked cases, FEN round trips, perft and
internal-consistency checks on random games (symmetries, python-chess on one level, and plain.py,
a second generator with no python-chess).

Run from the repository root: python -m pytest -q -n 0 tests/alice/
(perft 4 and the long playouts are marked slow: select them with -m slow).
"""

from __future__ import annotations

import random

import chess
import pytest

from . import alice, plain
from .alice import A, B, Position, divide, perft
from .cases import CASES, START, Case

# perft(start, depth). 1 and 2 by hand: White's 20 chess moves all land on the empty level B;
# Black's 20 then land on ranks 5 and 6 of B (knights a6 c6 f6 h6), never where White's man
# landed (ranks 3 and 4), and White's move cannot open a line of A for Black's first move: 400.
# 3, 4 (and 5: 5910465, about 3.5 minutes) are the generator's counts, which plain.py, written
# separately without python-chess, reproduces (chess has 8902 and 197281: in Alice the men leave
# level A, opening its lines, and attack one another less).
PERFT = {1: 20, 2: 400, 3: 9384, 4: 219236}

CASTLINGS = {"Ae1Ag1", "Ae1Ac1", "Ae8Ag8", "Ae8Ac8"}


def level_of(name: str) -> int:
    return "AB".index(name[0])


def parse(uci: str) -> tuple[int, int, int, str]:
    """(level, from, to, promotion letter) of a move name like Ae2Ae4 or Ba7Ba8q."""
    assert uci[0] == uci[3] and uci[0] in "AB", uci
    return level_of(uci), chess.parse_square(uci[1:3]), chess.parse_square(uci[4:6]), uci[6:]


def is_castling(pos: Position, uci: str) -> bool:
    level, frm, to, _ = parse(uci)
    piece = pos.piece_at(level, frm)
    return (uci in CASTLINGS and piece is not None and piece.piece_type == chess.KING
            and abs(chess.square_file(to) - chess.square_file(frm)) == 2)


def is_en_passant(pos: Position, uci: str) -> bool:
    level, frm, to, _ = parse(uci)
    piece = pos.piece_at(level, frm)
    return (piece is not None and piece.piece_type == chess.PAWN
            and chess.square_file(frm) != chess.square_file(to) and pos.piece_at(level, to) is None)


# -- the hand cases -------------------------------------------------------------------------------

@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_case(case: Case) -> None:
    pos = Position(case.fen)
    assert pos.fen() == case.fen
    expected_fens = case.fens.split(";") if case.fens else []
    pushes = case.push.split()
    assert len(expected_fens) in (0, len(pushes))
    for i, move in enumerate(pushes):
        pos = pos.push_uci(move)
        if expected_fens:
            assert pos.fen() == expected_fens[i], f"after {move}"
            # read back in, the FEN allows exactly the same moves
            assert Position(expected_fens[i]).legal_ucis() == pos.legal_ucis()
    got = pos.legal_ucis()
    missing, extra = sorted(set(case.expected()) - set(got)), sorted(set(got) - set(case.expected()))
    assert got == case.expected(), f"missing {missing} extra {extra}"
    assert len(set(case.expected())) == len(case.expected())
    assert pos.outcome() == case.outcome


def test_case_coverage() -> None:
    assert len(CASES) >= 25
    assert len({c.name for c in CASES}) == len(CASES)
    names = " ".join(c.name for c in CASES)
    for topic in ("start", "transfer", "own level", "interposition", "castling", "en passant",
                  "promot", "checkmate", "stalemate"):
        assert topic in names, topic
    assert {c.outcome for c in CASES} == {None, "1-0", "1/2-1/2"}


def test_start() -> None:
    pos = Position()
    assert pos.fen() == START == alice.START
    assert not pos.in_check() and pos.outcome() is None
    assert Position(None).fen() == START


# -- perft ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("depth", [1, 2, 3])
def test_perft(depth: int) -> None:
    assert perft(Position(), depth) == PERFT[depth]


@pytest.mark.slow
@pytest.mark.deep
def test_perft_4() -> None:
    assert perft(Position(), 4) == PERFT[4]


def test_plain_model_perft() -> None:
    start = plain.parse_fen(START)
    for depth in (1, 2, 3):
        assert plain.perft(start, depth) == PERFT[depth]


@pytest.mark.slow
@pytest.mark.deep
def test_plain_model_perft_4() -> None:
    assert plain.perft(plain.parse_fen(START), 4) == PERFT[4]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_plain_model_cases(case: Case) -> None:
    """The second generator agrees on the hand cases too (moves after each push, and the FENs'
    castling and en-passant fields)."""
    state = plain.parse_fen(case.fen)
    for move in case.push.split():
        state = plain.children(state)[move]
    assert sorted(plain.children(state)) == case.expected()
    if case.fens:
        last = case.fens.split(";")[-1].split(" ")
        assert (state[2] or "-", plain.ep_field(state)) == (last[2], last[3])


def test_divide_sums_to_perft() -> None:
    pos = Position().push_uci("Ae2Ae4")
    d = divide(pos, 2)
    assert sorted(d) == pos.legal_ucis()
    assert sum(d.values()) == perft(pos, 2)
    assert divide(Position(), 1) == {u: 1 for u in Position().legal_ucis()}
    assert perft(Position(), 0) == 1


# -- FEN ------------------------------------------------------------------------------------------

def all_case_fens() -> list[str]:
    out = []
    for c in CASES:
        out.append(c.fen)
        out.extend(f for f in c.fens.split(";") if f)
    return sorted(set(out))


@pytest.mark.parametrize("fen", all_case_fens())
def test_fen_round_trip(fen: str) -> None:
    pos = Position(fen)
    assert pos.fen() == fen
    assert Position(pos.fen()).legal_ucis() == pos.legal_ucis()


@pytest.mark.parametrize("fen", [
    "",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # one board only
    "8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",  # five fields
    "8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # seven ranks on B
    "8/8/8/8/8/8/8/9|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # nine squares
    "8/8/8/8/8/8/8/44|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # two digits
    "8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",  # bad letter
    "8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",  # side
    "8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QKkq - 0 1",  # order
    "8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1",  # twice
    "8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",  # clock
    "8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",  # fullmove 0
    "8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq Ae3 0 1",  # no pawn
    "8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",  # no level
    "4K3/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # two kings
    "8/8/8/8/8/8/8/8|rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",  # no black king
    "8/8/8/8/8/8/8/P7|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # pawn on rank 1
    "7R/8/8/8/8/8/8/8|8/8/8/8/8/8/8/4K3 w K - 0 1",  # no king on A for the right
    "k7/8/8/8/8/8/8/7R|8/8/8/8/8/8/8/4K3 w K - 0 1",  # the rook is on Bh1, not Ah1
    "k7/8/8/8/8/8/8/4K2R|8/8/8/8/8/8/8/8 w K - 0 1",  # king and rook on B
    "R6k/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1",  # the side not to move is in check
    # en passant: no pawn of the side to move beside; the pawn on the other level; wrong rank
    "k7/8/8/8/4P3/8/8/8|8/8/8/8/3p4/8/8/7K b - Be3 0 1",
    "k7/8/8/8/3p4/8/8/8|8/8/8/8/4P3/8/8/7K b - Be3 0 1",
    "k7/8/8/8/3pP3/8/8/8|8/8/8/8/8/8/8/7K b - Be6 0 1",
    "k7/8/8/8/3pP3/8/8/8|8/8/8/8/8/8/8/7K b - Ae3 0 1",
    # en passant onto an occupied s' (the chosen reading)
    "k7/8/8/8/3pP3/4B3/8/8|8/8/8/8/8/8/8/7K b - Be3 0 1",
])
def test_bad_fens(fen: str) -> None:
    with pytest.raises(ValueError):
        Position(fen)


def test_set_up_positions_read() -> None:
    # the castling rights need the men home on A only; a pawn on rank 2 of B is a set-up
    Position("k7/8/8/8/8/8/8/8|8/8/8/8/8/8/8/R3K2R w KQ - 0 1")
    pos = Position("k7/8/8/8/8/8/4P3/8|8/8/8/8/8/8/8/7K w - - 0 1")
    assert {"Be2Be3", "Be2Be4"} <= set(pos.legal_ucis())  # double step from rank 2 of B
    assert pos.push_uci("Be2Be4").fen() == "k7/8/8/8/8/8/8/8|8/8/8/8/4P3/8/8/7K b - - 0 1"


def test_en_passant_reading() -> None:
    """s' occupied on L' after the double step: no field under the chosen reading, and the
    diagonal move onto s' is the ordinary capture of the man there."""
    pos = Position("k7/8/8/8/3p4/4B3/8/8|8/8/8/8/8/8/4P3/7K w - - 0 1").push_uci("Ae2Ae4")
    assert alice.EP_FEN_NEEDS_EMPTY_LANDING
    assert pos.fen() == "k7/8/8/8/3pP3/4B3/8/8|8/8/8/8/8/8/8/7K b - - 0 1"
    assert pos.ep is None
    after = pos.push_uci("Bd4Be3")
    assert after.piece_at(B, chess.E4) == chess.Piece(chess.PAWN, chess.WHITE)  # still there
    assert after.piece_at(A, chess.E3) == chess.Piece(chess.PAWN, chess.BLACK)


def test_push_errors_and_immutability() -> None:
    pos = Position()
    fen = pos.fen()
    for bad in ("e2e4", "Ae2Ae5", "Be2Be4", "Ae2Be4", "Ae7Ae5", "Ae1Ag1", "Ae2Ae4q", "", "Ax2Ax4"):
        with pytest.raises(ValueError):
            pos.push_uci(bad)
    after = pos.push_uci("Ae2Ae4")
    assert pos.fen() == fen
    assert after.fen() != fen
    after.push_uci("Ad7Ad5")
    assert after.fen() == "8/8/8/8/4P3/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"


def test_checks() -> None:
    # Re8 of B checks Be1 (B only): in check; the same rook on A does not
    assert Position("4r3/8/8/8/8/8/8/4K3|k7/8/8/8/8/8/8/8 w - - 0 1").in_check()
    assert not Position("8/8/8/8/8/8/8/4K3|k3r3/8/8/8/8/8/8/8 w - - 0 1").in_check()
    pos = Position("k2R4/3n4/8/3P4/8/8/8/8|8/8/8/8/8/8/8/7K b - - 1 1")
    assert pos.in_check() and pos.outcome() is None


# -- internal consistency on random games ---------------------------------------------------------

def mirror_square(sq: int) -> int:
    return chess.square_mirror(sq)


def mirror_uci(uci: str) -> str:
    level, frm, to, promo = parse(uci)
    lv = "AB"[level]
    return f"{lv}{chess.square_name(mirror_square(frm))}{lv}{chess.square_name(mirror_square(to))}{promo}"


def mirror_fen(pos: Position) -> str:
    """The colour-reversed position: each level flipped top to bottom with the colours swapped."""
    fields = pos.fen().split(" ")
    b_text, a_text = fields[0].split("|")
    a_flip, b_flip = (chess.BaseBoard(text).mirror().board_fen() for text in (a_text, b_text))
    side = "b" if fields[1] == "w" else "w"
    castling = fields[2] if fields[2] == "-" else "".join(
        sorted(fields[2].swapcase(), key="KQkq".index))
    ep = fields[3]
    if ep != "-":
        ep = ep[0] + chess.square_name(mirror_square(chess.parse_square(ep[1:])))
    return f"{b_flip}|{a_flip} {side} {castling} {ep} {fields[4]} {fields[5]}"


def swap_levels_fen(pos: Position) -> str:
    """Levels A and B exchanged (only meaningful without castling rights, which tie to A)."""
    fields = pos.fen().split(" ")
    b_text, a_text = fields[0].split("|")
    ep = fields[3]
    if ep != "-":
        ep = ("B" if ep[0] == "A" else "A") + ep[1:]
    return " ".join([f"{a_text}|{b_text}", fields[1], fields[2], ep] + fields[4:])


def swap_uci(uci: str) -> str:
    other = "B" if uci[0] == "A" else "A"
    return other + uci[1:3] + other + uci[4:]


def king_capturable(pos: Position, color: chess.Color) -> bool:
    """Whether the side to move (not `color`) has a plain pseudo-legal move, by python-chess on
    the king's level, that lands on `color`'s king."""
    level, k = pos.king_square(color)
    board = pos.levels[level].copy(stack=False)
    board.turn = not color
    return any(m.to_square == k for m in board.generate_pseudo_legal_moves())


def check_move(pos: Position, uci: str, after: Position) -> None:
    """One legal move, checked against its definition with python-chess on single levels."""
    mover = pos.turn
    level, frm, to, promo = parse(uci)
    other = 1 - level
    piece = pos.piece_at(level, frm)
    assert piece is not None and piece.color == mover
    men_before = sum(chess.popcount(lv.occupied) for lv in pos.levels)
    men_after = sum(chess.popcount(lv.occupied) for lv in after.levels)
    assert after.turn != mover
    assert not king_capturable(after, mover)  # (2), in another formulation
    if is_castling(pos, uci):
        assert level == A and men_after == men_before
        rook_from, rook_to = {chess.G1: (chess.H1, chess.F1), chess.C1: (chess.A1, chess.D1),
                              chess.G8: (chess.H8, chess.F8), chess.C8: (chess.A8, chess.D8)}[to]
        assert after.piece_at(B, to) == chess.Piece(chess.KING, mover)
        assert after.piece_at(B, rook_to) == chess.Piece(chess.ROOK, mover)
        assert after.piece_at(A, frm) is None and after.piece_at(A, rook_from) is None
        assert not pos.in_check()
        return
    # the man (promoted if so) is on the other level, its origin and target emptied on its own
    landed = chess.Piece(chess.Piece.from_symbol(promo).piece_type, mover) if promo else piece
    assert after.piece_at(other, to) == landed
    assert pos.piece_at(other, to) is None
    assert after.piece_at(level, frm) is None and after.piece_at(level, to) is None
    captured = pos.piece_at(level, to) is not None or is_en_passant(pos, uci)
    assert men_after == men_before - (1 if captured else 0)
    # (1): the move is a legal chess move on the action level whenever the mover's king is there
    # (python-chess, on that level alone, with the en-passant square it would have there)
    king_level, _ = pos.king_square(mover)
    board = pos.levels[level].copy(stack=False)
    board.turn = mover
    move = chess.Move(frm, to, chess.Piece.from_symbol(promo).piece_type if promo else None)
    if is_en_passant(pos, uci):
        assert pos.ep == (level, to)
        board.ep_square = to
    if king_level == level:
        assert board.is_legal(move), (pos.fen(), uci)
    else:
        assert board.is_pseudo_legal(move), (pos.fen(), uci)
    # the other level is untouched but for the landing square
    before_other, after_other = pos.levels[other].piece_map(), after.levels[other].piece_map()
    del after_other[to]
    assert after_other == before_other


def men(pos: Position) -> dict[tuple[int, int, int], str]:
    """The men in plain.py's form: (level, file, rank) -> symbol."""
    return {(level, chess.square_file(sq), chess.square_rank(sq)): piece.symbol()
            for level in (A, B) for sq, piece in pos.levels[level].piece_map().items()}


def choose(rng: random.Random, pos: Position, moves: list[str], seen: dict[str, int]) -> str:
    """A random move, biased toward the rare rules: castling, en passant, promotion, and double
    steps that stop beside an enemy pawn of the other level (to offer en passant)."""
    castles = [u for u in moves if is_castling(pos, u)]
    eps = [u for u in moves if is_en_passant(pos, u)]
    promos = [u for u in moves if len(u) == 7]
    lures = []
    for u in moves:
        level, frm, to, _ = parse(u)
        piece = pos.piece_at(level, frm)
        if piece and piece.piece_type == chess.PAWN and abs(to - frm) == 16:
            enemy = chess.Piece(chess.PAWN, not pos.turn)
            if any(pos.piece_at(1 - level, s) == enemy for s in alice._beside(to)):
                lures.append(u)
    pawns = [u for u in moves if pos.levels[level_of(u)].piece_type_at(parse(u)[1]) == chess.PAWN]
    for kind, group, chance in (("castle", castles, 0.9), ("ep", eps, 1.0), ("promo", promos, 0.9),
                                ("lure", lures, 0.8), ("pawn", pawns, 0.4)):
        if group and rng.random() < chance:
            seen[kind] = seen.get(kind, 0) + 1
            return rng.choice(group)
    return rng.choice(moves)


def playouts(seed: int, games: int, plies: int) -> dict[str, int]:
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    for _game in range(games):
        pos = Position()
        for _ply in range(plies):
            fen = pos.fen()
            again = Position(fen)
            assert again.fen() == fen
            children = dict(pos.legal_children())
            moves = sorted(children)
            assert again.legal_ucis() == moves
            # the second generator agrees, on the moves and on each position they lead to
            plain_children = plain.children(plain.parse_fen(fen))
            assert sorted(plain_children) == moves
            for uci, state in plain_children.items():
                assert state[0] == men(children[uci]), uci
                assert (state[2], plain.ep_field(state)) == (children[uci].castling,
                                                              children[uci].fen().split(" ")[3])
            # the side that just moved can never have its king taken; exactly one king each
            assert not king_capturable(pos, not pos.turn)
            for color in (chess.WHITE, chess.BLACK):
                assert sum(len(lv.pieces(chess.KING, color)) for lv in pos.levels) == 1
            # the colour-reversed position has the mirrored moves
            mirrored = Position(mirror_fen(pos))
            assert mirrored.legal_ucis() == sorted(mirror_uci(u) for u in moves)
            assert mirrored.in_check() == pos.in_check()
            # without castling rights the two levels play alike: exchange them
            if not pos.castling:
                swapped = Position(swap_levels_fen(pos))
                assert swapped.legal_ucis() == sorted(swap_uci(u) for u in moves)
            if pos.in_check():
                seen["check"] = seen.get("check", 0) + 1
            if pos.ep is not None:
                seen["ep offered"] = seen.get("ep offered", 0) + 1
            if not moves:
                out = pos.outcome()
                assert out == ("1/2-1/2" if not pos.in_check() else "0-1" if pos.turn else "1-0")
                seen[out] = seen.get(out, 0) + 1
                break
            for uci, after in children.items():
                check_move(pos, uci, after)
            move = choose(rng, pos, moves, seen)
            after = children[move]
            assert pos.fen() == fen  # unchanged
            pos = after
    return seen


def test_random_playouts() -> None:
    seen = playouts(seed=4, games=3, plies=100)
    for kind in ("castle", "ep", "promo", "check", "ep offered", "1-0", "0-1"):
        assert seen.get(kind), (kind, seen)


@pytest.mark.slow
def test_random_playouts_long() -> None:
    seen = playouts(seed=1954, games=40, plies=250)
    for kind in ("castle", "ep", "promo", "check", "ep offered"):
        assert seen.get(kind), (kind, seen)
    assert seen.get("1-0", 0) + seen.get("0-1", 0) + seen.get("1/2-1/2", 0) > 0, seen
