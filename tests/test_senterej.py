"""Senterej (definitions/senterej.variant, `free-order until capture`): both engines against the
independent generator of tests/senterej (written from the published rules alone, by a helper
who did not read the compiler), its hand-worked positions, and each other."""

from __future__ import annotations

import random

import pytest

from tests.helpers import compiled, reference, ucis
from tests.senterej import rules
from tests.senterej.positions import PLAYS, POSITIONS
from variantc import load
from variantc.play.levels import LEVELS, Player
from variantc.runtime import moves
from variantc.runtime.fen import FenError
from variantc.runtime.outcome import Termination

SENTEREJ = "senterej.variant"
START = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR wf - - 0 1"


def test_perft_from_the_start_is_the_generators():
    board = compiled(SENTEREJ)
    assert board.fen() == START
    assert [board.perft(d) for d in (1, 2, 3)] == [rules.perft(START, d) for d in (1, 2, 3)]


@pytest.mark.parametrize("case", POSITIONS, ids=lambda c: c["name"])
@pytest.mark.parametrize("engine", [compiled, reference])
def test_hand_worked_positions(engine, case):
    assert ucis(engine(SENTEREJ, case["fen"])) == sorted(case["moves"])


@pytest.mark.parametrize("case", PLAYS, ids=lambda c: c["name"])
@pytest.mark.parametrize("engine", [compiled, reference])
def test_hand_worked_plays(engine, case):
    board = engine(SENTEREJ, case["fen"])
    board.push_uci(case["move"])
    assert board.fen() == case["after"]


@pytest.mark.parametrize("engine", [compiled, reference])
def test_either_side_moves_until_the_first_capture_then_the_other_side(engine):
    board = engine(SENTEREJ)
    for move in ("e2e3", "d1e2", "e2d3"):  # White three times: the free order lets it
        board.push_uci(move)
    assert board.fen() == "rnbkqbnr/pppppppp/8/8/8/3QP3/PPPP1PPP/RNB1KBNR bf - - 2 1"
    for move in ("d7d6", "d6d5", "e8d7", "d3c4"):
        board.push_uci(move)
    board.push_uci("d5c4")  # Black takes, though White was expected: White moves next
    assert board.fen() == "rnbk1bnr/pppqpppp/8/8/2p5/4P3/PPPP1PPP/RNB1KBNR w - - 0 5"
    assert all(board.piece_at(m.from_square).color for m in board.legal_moves)


@pytest.mark.parametrize("engine", [compiled, reference])
def test_a_check_ends_the_free_order(engine):
    board = engine(SENTEREJ, "3k4/8/8/8/8/8/8/R3K3 wf - - 0 1")
    board.push_uci("a1d1")
    assert board.fen() == "3k4/8/8/8/8/8/8/3RK3 b - - 1 1" and board.is_check()
    assert ucis(board) == ["d8c7", "d8c8", "d8e7", "d8e8"]


@pytest.mark.parametrize("engine", [compiled, reference])
@pytest.mark.parametrize("fen", ["3k4/8/8/8/8/8/8/3RK3 wf - - 0 1",
                                 "3k4/8/8/8/8/8/8/3RK3 bf - - 0 1"])
def test_a_free_order_position_with_a_side_in_check_is_refused(engine, fen):
    with pytest.raises(FenError, match="in the free order"):
        engine(SENTEREJ, fen)


def test_other_variants_refuse_the_free_order_field():
    with pytest.raises(FenError, match="side to move"):
        compiled("chess.variant", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR wf KQkq - 0 1")


@pytest.mark.parametrize("level", ["novice", "casual"])
def test_a_level_plays_the_expected_sides_move(level):
    """In the free order a level plays for the side the FEN expects, never its opponent's men."""
    engine = compiled(SENTEREJ)
    player = Player(LEVELS[level], seed=3)
    for _ in range(6):
        move = player.choose(engine).move
        assert move is not None and engine._free
        assert (engine._board[moves.origin(move)] > 0) == (engine._side == 0)
        engine._make(move)


def _playouts(games: int, seed: int, every: int) -> dict[str, int]:
    """Seeded games: at every ply the compiled engine's moves and FEN equal the generator's,
    every `every` plies the reference's too; at the end, the same outcome."""
    rng = random.Random(seed)
    seen = {"free plies": 0, "ended": 0, "captures": 0}
    for _ in range(games):
        board, fen = compiled(SENTEREJ), START
        for ply in range(160):
            moves = sorted(rules.legal_moves(fen))
            assert board.fen() == fen, [m.uci() for m in board.move_stack]
            assert ucis(board) == moves, fen
            if ply % every == 0:
                ref = reference(SENTEREJ, fen)
                assert ucis(ref) == moves and ref.fen() == fen
            ended = board.outcome()
            if not moves:
                assert ended is not None and ended.result() == rules.outcome(fen), fen
                seen["ended"] += 1
                break
            if ended is not None:  # repetition and the move limit, which the generator leaves out
                assert ended.termination in (Termination.FIVEFOLD_REPETITION,
                                             Termination.SEVENTYFIVE_MOVES), fen
                break
            takes = [m for m in moves if board.is_capture(board.parse_uci(m))]
            move = rng.choice(takes if takes and rng.random() < 0.5 else moves)
            seen["free plies"] += " " in fen and fen.split()[1].endswith("f")
            seen["captures"] += move in takes
            board.push_uci(move)
            fen = rules.play(fen, move)
    return seen


def test_seeded_games_follow_the_generator():
    seen = _playouts(4, seed=11, every=7)
    assert seen["free plies"] > 20 and seen["captures"] > 10


@pytest.mark.slow
def test_many_seeded_games_follow_the_generator():
    seen = _playouts(40, seed=12, every=3)
    assert seen["ended"] > 0


def test_pgn_of_a_free_order_game_reads_back():
    """White moves twice, then Black: PGN numbers moves by the side expected, and reads each SAN
    among both sides' moves."""
    import io

    module = load("senterej")
    board = module.Board()
    for move in ("e2e3", "d1e2", "g8f6", "e2d3", "f6e4", "d3e4"):
        board.push_uci(move)
    text = str(module.pgn.Game.from_board(board))
    assert "1. e3 Qe2 Nf6 2. Qd3 Ne4 3. Qxe4 *" in text
    game = module.pgn.read_game(io.StringIO(text))
    assert game.end().board().fen() == board.fen()
