"""The counting rule (docs/language.md section 11) against Fairy-Stockfish: counts that start,
restart and end, and their FENs, in both engines. Expected FENs and results come from pyffish."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference
from variantc.runtime.outcome import Termination

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

ENGINES = (compiled, reference)

# (definition, FEN, moves): the FEN after the moves must be Fairy-Stockfish's
PLAYED = [
    ("makruk", "8/8/8/4k3/8/8/r7/R3K3 w - - 0 1", ["a1a2"]),  # a rook: 16 moves, from 3 men
    ("makruk", "8/8/8/4k3/8/8/r7/RR2K3 w - - 0 1", ["a1a2"]),  # two rooks: 8 moves
    ("makruk", "8/8/8/4k3/8/8/6r1/NN5K w - - 0 1", ["h1g2"]),  # two knights: 32 moves
    ("makruk", "8/8/8/4k3/8/8/6r1/SM5K w - - 0 1", ["h1g2"]),  # a khon: 44 moves
    ("makruk", "8/8/8/4k3/8/8/6r1/MM5K w - - 0 1", ["h1g2"]),  # mets only: 64 moves
    ("makruk", "8/8/8/4k3/8/8/6r1/7K w - - 0 1", ["h1g2"]),  # both bare: no count
    ("makruk", "8/8/8/4k3/8/P7/8/R6K w - - 0 1", ["a1a2"]),  # a pawn left: no count
    ("makruk", "8/8/8/4k3/8/8/p6m/R6K w - - 0 1", ["a1a2"]),  # the last pawn taken: 64 moves
    ("makruk", "8/8/8/4k3/8/8/p6m/R6K w - - 0 1",  # ... counted on, then restarted when the
     ["a1a2", "e5e4", "a2b2", "e4e3", "h1h2"]),  # met is taken and black is bare
    ("makruk", "8/8/8/4k3/8/8/p6m/R6K w - - 0 1", ["a1a2", "e5e4", "a2b2", "e4e3", "b2b3"]),
    ("asean", "8/8/8/4k3/8/8/r7/RQ2K3 w - - 0 1", ["a1a2"]),  # a rook: 16 moves, from 0
    ("asean", "8/8/8/4k3/8/8/6r1/B6K w - - 0 1", ["h1g2"]),  # a bishop (khon): 44 moves
    ("asean", "8/8/8/4k3/8/8/6r1/N6K w - - 0 1", ["h1g2"]),  # a knight: 64 moves
    ("asean", "8/8/8/4k3/8/8/6r1/QQ5K w - - 0 1", ["h1g2"]),  # queens (mets) only: no count
    ("asean", "8/8/8/4k3/3q4/8/p7/RN2K3 w - - 0 1", ["a1a2"]),  # neither bare: no count
    ("cambodian", "8/8/8/4k3/8/8/r7/RR2K3 w - - 0 1", ["a1a2"]),  # two rooks: 7 moves
    ("cambodian", "8/8/8/4k3/8/8/6r1/SM5K w - - 0 1", ["h1g2"]),  # a khon: 43 moves
    ("cambodian", "3mk3/8/8/8/8/8/8/4K3 b - - 0 1", ["e8f7"]),  # a met: 63, from 3 men
    ("cambodian", "4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1", ["e1f1"]),  # 3 men to move: 63 moves
    ("cambodian", "4k3/ppp5/8/8/8/8/PPP5/4K3 w - - 0 1", ["e1f1"]),  # 4 men: no count
    ("cambodian", "rr2k3/8/pppppppp/8/8/PP6/8/4K3 b - - 0 1", ["e8f8"]),  # white has 3
    ("cambodian", "rrn1k3/8/8/8/8/8/8/R3K3 w - - 0 1", ["e1f1"]),  # 4 men, no pawn: none
    ("cambodian", "4k3/8/8/8/8/8/3P4/R3K3 w - - 0 1", ["e1f1"]),  # bare, a pawn left: none
    ("cambodian", "4k3/8/8/1p6/P7/8/8/4K3 w - - 0 1",  # 63 moves with pawns, still running
     ["e1f1", "b5a4", "f1e2"]),  # when white's last man is taken, a pawn left
    ("cambodian", "4k3/8/8/1p6/P7/8/8/4K3 w - - 0 1",  # ... and restarted for the bare king
     ["e1f1", "b5a4", "f1e2", "e8d7", "e2d2", "a4a3m"]),  # when the last pawn promotes
    ("cambodian", "4k3/8/8/8/1n6/8/p7/R3K3 w - - 0 1", ["e1f1", "e8f8", "a1a2"]),  # runs on
    ("karouk", "8/8/8/4k3/8/8/r7/RS2K3 w - - 1+1 0 1", ["a1a2"]),  # and the check count
]


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(("name", "fen", "moves"), PLAYED)
def test_counts_start_and_restart_as_in_fairy_stockfish(engine, name, fen, moves):
    board = engine(f"{name}.variant", fen)
    for move in moves:
        board.push_uci(move)
    assert board.fen() == pyffish.get_fen(name, fen, moves)


# Running counts, as Fairy-Stockfish writes them: read and written back unchanged
WRITTEN = [("makruk", "8/8/8/4k3/8/8/R7/4K3 b - 32 6 1"),
           ("makruk", "8/8/8/4k3/8/8/R6m/7K b - 128 0 1"),
           ("asean", "8/8/8/4k3/8/8/B7/4K3 b - 88 11 7"),
           ("cambodian", "4k3/pp6/8/8/8/8/PP3K2/8 b - 126 0 1"),
           ("karouk", "8/8/8/4k3/8/8/R7/2M1K3 b - 30 1+1 8 1")]


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(("name", "fen"), WRITTEN)
def test_running_counts_read_and_written_as_fairy_stockfish_writes_them(engine, name, fen):
    assert pyffish.get_fen(name, fen, []) == fen
    assert engine(f"{name}.variant", fen).fen() == fen


@pytest.mark.parametrize("engine", ENGINES)
def test_a_count_that_passes_its_limit_draws(engine):
    fen, move = "8/8/8/4k3/8/8/R7/4K3 b - 32 31 20", "e5e4"
    board = engine("makruk.variant", fen)
    assert board.outcome() is None and not pyffish.is_optional_game_end("makruk", fen, [])[0]
    board.push_uci(move)  # the count reaches its limit: the game goes on
    assert board.outcome() is None
    assert not pyffish.is_optional_game_end("makruk", fen, [move])[0]
    board.push_uci("a2a3")  # ... and passes it
    assert pyffish.is_optional_game_end("makruk", fen, [move, "a2a3"]) == (True, 0)
    outcome = board.outcome()
    assert outcome is not None and outcome.termination is Termination.COUNTING
    assert outcome.winner is None


@pytest.mark.parametrize("engine", ENGINES)
def test_a_mate_on_a_passed_count_is_a_mate(engine):
    fen, move = "k7/8/1K6/8/8/8/8/7R w - 16 16 30", "h1h8"
    board = engine("makruk.variant", fen)
    board.push_uci(move)
    assert not pyffish.legal_moves("makruk", fen, [move])
    assert pyffish.game_result("makruk", fen, [move]) < 0  # black, to move, is mated
    outcome = board.outcome()
    assert outcome is not None and outcome.termination is Termination.CHECKMATE
    assert outcome.winner is True


@pytest.mark.parametrize(("name", "fen"), [(n, f) for n, f, _ in PLAYED] + WRITTEN)
def test_compiled_and_reference_agree_on_counting_games(name, fen):
    """Both engines, a few plies past each position: the same moves, FEN and outcome."""
    a, b = compiled(f"{name}.variant", fen), reference(f"{name}.variant", fen)
    for ply in range(12):
        moves = sorted(m.uci() for m in a.legal_moves)
        assert moves == sorted(m.uci() for m in b.legal_moves)
        assert a.fen() == b.fen() and a.outcome() == b.outcome()
        if not moves or a.is_game_over():
            break
        move = moves[(7 * ply) % len(moves)]
        a.push_uci(move)
        b.push_uci(move)
