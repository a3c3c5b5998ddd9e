"""Checkmate, stalemate, insufficient material, the 75-move rule and fivefold repetition, judged
against python-chess (claims: tests/test_draws.py)."""

from __future__ import annotations

import chess
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import compiled, reference, ucis
from variantc.runtime.outcome import Outcome, Termination

ENGINES = [compiled, reference]


def python_chess_outcome(board: chess.Board, claim_draw: bool = False) -> Outcome | None:
    """python-chess's outcome, in our names: its termination's name is one of ours (an alias
    where the meaning is the same)."""
    theirs = board.outcome(claim_draw=claim_draw)
    return None if theirs is None else Outcome(Termination[theirs.termination.name], theirs.winner)


CASES = [
    # Fool's mate: black mates on move 2.
    ("startpos", "f2f3 e7e5 g2g4 d8h4", Outcome(Termination.CHECKMATE, False)),
    # Scholar's mate.
    ("startpos", "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7", Outcome(Termination.CHECKMATE, True)),
    # Knights out and back twice: the start position stands for the third time, a draw to claim
    ("startpos", "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", None),
    # ... and four times: the fifth occurrence ends the game.
    ("startpos", "g1f3 g8f6 f3g1 f6g8 " * 4, Outcome(Termination.FIVEFOLD_REPETITION, None)),
    # ... but not yet after the first return.
    ("startpos", "g1f3 g8f6 f3g1 f6g8", None),
    # Queen stalemates the lone king in the corner.
    ("7k/8/6Q1/8/8/8/8/K7 w - - 0 1", "g6f7", Outcome(Termination.STALEMATE, None)),
    ("7k/8/5Q2/8/8/8/8/K7 b - - 0 1", "", None),
    # The 150th quiet half-move makes the draw (the 100th, one to claim).
    ("8/8/8/4k3/8/8/2R5/4K3 w - - 149 80", "c2c3", Outcome(Termination.SEVENTYFIVE_MOVES, None)),
    ("8/8/8/4k3/8/8/2R5/4K3 w - - 99 80", "c2c3", None),
    # A pawn move resets the clock.
    ("8/8/8/4k3/8/8/P7/4K3 w - - 149 80", "a2a3", None),
    # Knight against king: neither side can mate.
    ("8/8/8/4k3/8/8/2N5/4K3 w - - 0 1", "", Outcome(Termination.INSUFFICIENT_MATERIAL, None)),
    ("8/8/8/4k3/8/2p5/8/3NK3 w - - 0 1", "", None),  # ... with a pawn left: a queen to come
    ("8/8/8/4k3/8/2p5/8/3NK3 w - - 0 1", "d1c3", Outcome(Termination.INSUFFICIENT_MATERIAL, None)),
    # Mate on the 100th half-move is still mate.
    ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", "a1a8", Outcome(Termination.CHECKMATE, True)),
    # Back-rank mate given by black.
    ("6k1/8/8/8/8/8/5PPP/r5K1 w - - 0 1", "", Outcome(Termination.CHECKMATE, False)),
]


@pytest.mark.parametrize("engine", ENGINES, ids=["compiled", "reference"])
@pytest.mark.parametrize(("fen", "moves", "expected"), CASES)
def test_known_outcomes(engine, fen, moves, expected):
    start = None if fen == "startpos" else fen
    e = engine("chess.variant", start)
    board = chess.Board(fen if start else chess.STARTING_FEN)
    for move in moves.split():
        e.push_uci(move)
        board.push_uci(move)
    assert python_chess_outcome(board) == expected  # the expectation agrees with python-chess
    assert e.outcome() == expected


@settings(max_examples=60)
@given(data=st.data())
def test_random_games_agree_with_python_chess(data):
    """Legal moves, FEN and outcome at every ply of random games, against python-chess."""
    e, board = compiled("chess.variant"), chess.Board()
    for _ in range(data.draw(st.integers(0, 160), label="plies")):
        want = sorted(m.uci() for m in board.legal_moves)
        assert ucis(e) == want, board.fen()
        assert e.fen() == board.fen(en_passant="xfen")
        assert e.outcome() == python_chess_outcome(board), board.fen()
        if not want or python_chess_outcome(board):
            break
        move = data.draw(st.sampled_from(want), label="move")
        e.push_uci(move)
        board.push_uci(move)


def test_undo_restores_everything():
    e = compiled("chess.variant", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
    before = (e.fen(), ucis(e))
    for move in ucis(e):
        e.push_uci(move)
        e.pop()
        assert (e.fen(), ucis(e)) == before, move


def test_illegal_move_is_refused():
    from variantc.runtime.board import IllegalMove

    for engine in ENGINES:
        e = engine("chess.variant")
        with pytest.raises(IllegalMove):
            e.push_uci("e2e5")
        assert e.fen().startswith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w")


# Three-check: hand-played lines, each check counted by the rule "a move that leaves the other
# side in check" (tests/test_fairy.py cross-checks the same rule with Fairy-Stockfish).
THREE_CHECK = [
    # e4 f5 Qh5+ g6: the first check, the game goes on.
    ("startpos", "e2e4 f7f5 d1h5 g7g6", "{1,0}", None),
    # ... Qxg6+ hxg6 Bd3 ... a second check, then no more.
    ("startpos", "e2e4 f7f5 d1h5 g7g6 h5g6 h7g6", "{2,0}", None),
    # A third check, given by a discovered attack: the bishop steps off the d-file.
    ("3k4/8/8/8/8/3B4/8/3RK3{2,0} w - - 0 1", "d3e4", "{3,0}", Outcome(Termination.GOAL, True)),
    # Black's third check with the queen.
    ("4k3/8/8/8/8/3q4/8/R3K3{0,2} b - - 0 1", "d3d1", "{0,3}", Outcome(Termination.GOAL, False)),
    # A checkmate on the third check is a goal first, as the endings are ordered.
    ("6k1/5ppp/8/8/8/8/8/R5K1{2,0} w - - 0 1", "a1a8", "{3,0}", Outcome(Termination.GOAL, True)),
    # A capture that gives no check counts nothing.
    ("4k3/8/8/8/8/8/3q4/R3K3{0,2} w - - 0 1", "e1d2", "{0,2}", None),
]


@pytest.mark.parametrize("engine", ENGINES, ids=["compiled", "reference"])
@pytest.mark.parametrize(("fen", "moves", "counted", "expected"), THREE_CHECK)
def test_three_check(engine, fen, moves, counted, expected):
    e = engine("3check.variant", None if fen == "startpos" else fen)
    for move in moves.split():
        assert e.outcome() is None
        e.push_uci(move)
    assert e.fen().split()[4] == to_give(counted)  # written as Fairy-Stockfish writes it
    assert e.outcome() == expected
    assert (ucis(e) == []) == (expected is not None)
    for _ in moves.split():
        e.pop()
    assert e.fen().split()[4] == to_give("{0,0}" if fen == "startpos" else fen.split()[0][-5:])


def to_give(given: str) -> str:
    """Checks given, `{1,0}`, as the checks still to give of a FEN: `2+3`."""
    white, black = (3 - int(n) for n in given.strip("{}").split(","))
    return f"{white}+{black}"
