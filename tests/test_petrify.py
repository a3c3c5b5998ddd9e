"""Petrification (docs/language.md#petrify): a capturer of a `petrify` kind turns into a wall.
Hand-made positions, each engine judged against Fairy-Stockfish's petrified (and a variant of
its own made with load_variant_config); walls read, written, made and taken back on boards of
other shapes, both engines asked every time."""

from __future__ import annotations

from functools import cache

import pytest

from tests.helpers import compiled, definition, reference
from variantc.tools import engines

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

BOTH = (compiled, reference)

# (FEN, moves played first): what each shows about the rule, in Fairy-Stockfish's petrified.
POSITIONS = [
    # a wall written '*', read and written back; the rook's file is open
    ("4k3/8/8/8/3*4/8/8/R3K3 b - - 0 1", []),
    # the rook takes on h7 and is a wall there; the clock restarts
    ("4k3/7p/8/8/8/8/8/4K2R w - - 7 1", ["h1h7"]),
    # the king may not take the pawn that checks it: it would turn to stone
    ("4k3/8/8/8/8/8/4p3/4K3 w - - 0 1", []),
    # a wall stops a pawn's step and its double step, and ends the rook's line
    ("4k3/8/8/8/8/4*3/4P3/R3K3 w - - 0 1", []),
    ("4k3/8/8/8/4*3/8/4P3/*3K3 w - - 0 1", []),
    # a knight leaps over walls, but not onto one; the king may not step onto one
    ("4k3/8/8/8/8/2*5/3**3/3NK3 w - - 0 1", []),
    # kings may stand side by side: the black king steps beside the white one
    ("k7/2KN4/8/8/3B4/8/8/8 b - - 0 1", []),
    # ... but the king beside it gives check: with no move, that is checkmate, not stalemate
    ("k7/1K1N4/8/8/3B4/8/8/8 b - - 0 1", []),
    ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", []),
    # no castling out of the enemy king's check; onto a square beside it, castling is free
    ("8/8/8/8/8/8/3k4/4K2R w K - 0 1", []),
    ("8/8/8/8/8/8/1k6/R3K3 w Q - 0 1", []),
    # a pinned rook takes along the pin: its wall goes on shielding the king
    ("4r1k1/8/4p3/8/4R3/8/8/4K3 w - - 0 1", ["e4e6"]),
    # a pawn that takes and promotes is no wall: pawns do not petrify
    ("3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", ["c7d8q"]),
    # a queen takes, checking as it goes; the wall it leaves gives no check
    ("4k3/4p3/8/8/8/8/8/4QK2 w - - 0 1", ["e1e7"]),
]


@pytest.mark.parametrize("make", BOTH, ids=("compiled", "reference"))
@pytest.mark.parametrize(("fen", "moves"), POSITIONS)
def test_positions_agree_with_fairy_stockfish(make, fen: str, moves: list[str]) -> None:
    engine = make("petrified.variant", fen)
    for m in moves:
        engine.push_uci(m)
    assert engine.fen() == pyffish.get_fen("petrified", fen, moves)
    want = sorted(pyffish.legal_moves("petrified", fen, moves))
    assert sorted(m.uci() for m in engine.legal_moves) == want
    if not want:
        outcome = engine.outcome()
        assert outcome is not None
        result = pyffish.game_result("petrified", fen, moves)  # for the side to move
        assert outcome.winner == (None if result == 0 else (result > 0) == engine.turn)


@pytest.mark.parametrize("make", BOTH, ids=("compiled", "reference"))
def test_a_wall_is_made_and_taken_back(make) -> None:
    fen = "4k3/7p/8/8/8/8/8/4K2R w - - 0 1"
    engine = make("petrified.variant", fen)
    engine.push_uci("h1h7")
    assert engine.fen().startswith("4k3/7*/")
    assert engine.piece_at(55) is None  # h7: a wall holds no man
    engine.pop()
    assert engine.fen() == fen
    assert engine.piece_at(55) is not None


STONE_CANNON = """\
[stonecannon:chess]
petrifyOnCaptureTypes = r
customPiece1 = c:pR
startFen = 4k3/8/8/8/8/8/8/C3K3 w - - 0 1
"""

@cache
def stone_cannon() -> None:
    pyffish.load_variant_config(STONE_CANNON)


OURS = """\
variant "Stone cannon"
board 8x8
piece K king moves K royal
piece R rook moves R
piece C cannon moves pR
petrify R
setup "4k3/8/8/8/8/8/8/C3K3 w - - 0 1"
"""


@pytest.mark.parametrize("kind", ("compiled", "reference"))
@pytest.mark.parametrize(("fen", "moves"), [
    # a cannon hops over a wall as over a man, and a wall ends a rook's line
    ("4k3/8/8/8/*7/8/8/C3K1R1 w - - 0 1", []),
    ("4k3/8/8/8/8/8/6c1/C3K1R1 w - - 0 1", ["g1g2", "e8d8"]),
])
def test_walls_screen_hoppers_as_in_fairy_stockfish(tmp_path, kind, fen, moves) -> None:
    stone_cannon()
    engine = engines.make(definition(tmp_path, OURS), kind, fen)
    for m in moves:
        engine.push_uci(m)
    assert engine.fen() == pyffish.get_fen("stonecannon", fen, moves)
    assert sorted(m.uci() for m in engine.legal_moves) == sorted(
        pyffish.legal_moves("stonecannon", fen, moves))


SHAPED = """\
variant "Stone corners"
board 6x6{starred}
void a1 f6
hole c3
piece K king moves K royal
piece R rook moves R
petrify R
setup "{setup}"
"""


@pytest.mark.parametrize("kind", ("compiled", "reference"))
@pytest.mark.parametrize(("starred", "setup", "fen", "after"), [
    # voids counted in the digits: only walls are written '*'
    ("", "1rk3/6/6/6/6/1R2K1 w - - 0 1", "1rk3/6/2*3/6/6/1R2K1 w - - 0 1",
     "1*k3/6/2*3/6/6/4K1 b - - 0 1"),
    # starred voids: voids and walls are both '*', each where it stands
    (" starred-voids", "1rk2*/6/6/6/6/*R2K1 w - - 0 1", "1rk2*/6/2*3/6/6/*R2K1 w - - 0 1",
     "1*k2*/6/2*3/6/6/*3K1 b - - 0 1"),
])
def test_walls_round_trip_on_other_boards(tmp_path, kind, starred, setup, fen, after) -> None:
    v = definition(tmp_path, SHAPED.format(starred=starred, setup=setup))
    engine = engines.make(v, kind, fen)
    assert engine.fen() == fen
    assert engines.make(v, kind, engine.fen()).fen() == fen
    # the rook on b1 takes on b6 (the wall on c4 is off its file) and turns to stone
    assert "b1b6" in [m.uci() for m in engine.legal_moves]
    engine.push_uci("b1b6")
    assert engine.fen() == after
    assert engines.make(v, kind, after).fen() == after
    engine.pop()
    assert engine.fen() == fen
