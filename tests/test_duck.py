"""Duck chess (definitions/duck.variant, `walling duck`) against Fairy-Stockfish's duck through
pyffish: the combined moves (the man's, then the duck's), FENs with the duck, SAN, the ends of
the game, and perft as pyffish's legal moves count it, for both engines."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis
from variantc.runtime.outcome import Termination

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

NAME, FAIRY = "duck.variant", "duck"
ENGINES = [pytest.param(compiled, id="compiled"), pytest.param(reference, id="reference")]

# The start (no duck yet); two walls in a FEN (the next move lifts both); castling both ways
# with the duck free to land on a square the castle left; a capture in passing whose landing
# square may hold the duck; promotions; a duck that blocks a pawn's double step.
POSITIONS = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "k7/8/8/3*4/8/8/2*5/R6K w - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
    "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/4*3/8/4P3/4K3 w - - 0 1",
]


@pytest.mark.parametrize("make", ENGINES)
@pytest.mark.parametrize("fen", POSITIONS)
def test_moves_are_fairy_stockfishs(make, fen):
    assert ucis(make(NAME, fen)) == sorted(pyffish.legal_moves(FAIRY, fen, []))


@pytest.mark.parametrize("make", ENGINES)
def test_the_duck_is_written_where_it_went(make):
    start = POSITIONS[0]
    line = ["e2e4,e4e5", "d7d5,d5e2", "e4d5,d5d7", "g8f6,f6g8"]  # the duck where a man stood
    engine = make(NAME, start)
    for i, move in enumerate(line):
        engine.push_uci(move)
        assert engine.fen() == pyffish.get_fen(FAIRY, start, line[:i + 1])
    for i in reversed(range(len(line))):
        engine.pop()
        assert engine.fen() == pyffish.get_fen(FAIRY, start, line[:i])


@pytest.mark.parametrize("make", ENGINES)
@pytest.mark.parametrize(("fen", "move"), [
    ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6,d6d5"),  # the duck where the pawn was taken
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1,g1h1"),  # where the rook stood
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1,c1e1"),  # where the king stood
    ("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q,a8a7"),
    ("k7/8/8/3*4/8/8/2*5/R6K w - - 0 1", "a1a8,a8c1"),  # two walls lifted, one duck put down
])
def test_fen_after_a_move_is_fairy_stockfishs(make, fen, move):
    engine = make(NAME, fen)
    engine.push_uci(move)
    want = pyffish.get_fen(FAIRY, fen, [move])
    assert engine.fen() == want
    assert make(NAME, want).fen() == want  # read back as written


def test_a_duck_on_the_passed_square_stops_the_capture_in_passing():
    fen = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"
    for make in (compiled, reference):
        engine = make(NAME, fen)
        engine.push_uci("e2e4,e4e3")
        assert engine.fen() == pyffish.get_fen(FAIRY, fen, ["e2e4,e4e3"])  # '-': no capture
        assert not [m for m in ucis(engine) if m.startswith("d4e3")]


@pytest.mark.parametrize("make", ENGINES)
@pytest.mark.parametrize("move", ["e1g1,g1e4", "a1a8,a8e4", "h1f1,f1e4", "e1d1,d1d2"])
def test_san_is_fairy_stockfishs(make, move):
    fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    engine = make(NAME, fen)
    assert engine.san(engine.parse_uci(move)) == pyffish.get_san(FAIRY, fen, move)


def test_san_tells_rooks_apart():
    fen = "4k3/8/8/8/8/8/8/R4R1K w - - 0 1"
    engine = compiled(NAME, fen)
    assert engine.san(engine.parse_uci("a1d1,d1e4")) == pyffish.get_san(FAIRY, fen, "a1d1,d1e4")
    assert engine.parse_san("Rad1,e4").uci() == "a1d1,d1e4"


@pytest.mark.parametrize("make", ENGINES)
def test_taking_the_king_wins(make):
    fen = "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"
    engine = make(NAME, fen)
    engine.push_uci("e1e8,e8e7")
    assert pyffish.game_result(FAIRY, fen, ["e1e8,e8e7"]) < 0  # Black, to move, has lost
    assert ucis(engine) == [] == pyffish.legal_moves(FAIRY, fen, ["e1e8,e8e7"])
    outcome = engine.outcome()
    assert outcome is not None and outcome.winner is True
    assert outcome.termination is Termination.EXTINCTION


@pytest.mark.parametrize("make", ENGINES)
def test_a_side_that_cannot_move_wins(make):
    fen = "kb6/p*p5/P1P5/8/8/8/8/7K b - - 0 1"  # the duck on b7 shuts the king in
    assert pyffish.legal_moves(FAIRY, fen, []) == []
    assert pyffish.game_result(FAIRY, fen, []) > 0  # Black, to move, has won
    outcome = make(NAME, fen).outcome()
    assert outcome is not None and outcome.winner is False
    assert outcome.termination is Termination.STALEMATE


@pytest.mark.parametrize("make", ENGINES)
def test_no_check_the_king_walks_into_attack(make):
    fen = "4k3/8/8/8/8/8/5r2/4K3 w - - 0 1"
    engine = make(NAME, fen)
    assert not engine.is_check()
    assert "e1f1,f1e1" in ucis(engine)


def _fairy_perft(fen: str, depth: int, moves: list[str]) -> int:
    legal = pyffish.legal_moves(FAIRY, fen, moves)
    if depth == 1:
        return len(legal)
    return sum(_fairy_perft(fen, depth - 1, moves + [m]) for m in legal)


@pytest.mark.parametrize("make", ENGINES)
def test_perft_counts_as_fairy_stockfish_counts(make):
    fen = "4k3/8/8/3pP3/8/8/8/R3K3 w Q d6 0 1"
    assert make(NAME, fen).perft(2) == _fairy_perft(fen, 2, [])


def test_perft_from_the_start_as_fairy_stockfish_counts():
    start = POSITIONS[0]
    assert compiled(NAME).perft(1) == 640  # 20 moves of the men, 32 empty squares each
    assert compiled(NAME).perft(2) == _fairy_perft(start, 2, [])
    for move in ("e2e4,e4e5", "g1f3,f3g1", "a2a4,a4a5"):  # divide(3), three of its rows
        engine = compiled(NAME)
        engine.push_uci(move)
        assert engine.perft(2) == _fairy_perft(start, 2, [move])
