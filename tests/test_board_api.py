"""The engines' public API: python-chess's names, on both engines.

SAN is checked against python-chess on chess and against Fairy-Stockfish (pyffish) on the
variants it plays; the forms python-chess has none for (pulls, exchanges, promotion to a
'+X' kind) against docs/api.md's examples.
"""

from __future__ import annotations

import inspect
import random

import pytest

from tests.helpers import compiled, module, reference, ucis
from variantc.reference.interpreter import Reference
from variantc.runtime.board import Board, IllegalMove, LegalMoves, Move
from variantc.runtime.draws import Draws
from variantc.runtime.engine import CompiledEngine
from variantc.runtime.outcome import Termination

ENGINES = {"compiled": compiled, "reference": reference}


@pytest.mark.parametrize("kind", ENGINES)
def test_parse_move_takes_either_notation(kind):
    board = ENGINES[kind]("chess.variant")
    assert board.parse_move("g1f3") == board.parse_move("Nf3") == board.parse_uci("g1f3")
    with pytest.raises(IllegalMove, match="'Nf4' is not a legal move in UCI .* or SAN"):
        board.parse_move("Nf4")


@pytest.mark.parametrize("kind", ENGINES)
def test_legal_moves_are_move_values(kind):
    board = ENGINES[kind]("chess.variant")
    moves = board.legal_moves
    assert isinstance(moves, LegalMoves) and len(moves) == moves.count() == 20 and moves
    e4 = board.parse_uci("e2e4")
    assert e4 in moves and "e2e4" in moves and "e2e5" not in moves
    assert (e4.from_square, e4.to_square, e4.promotion, e4.drop) == (12, 28, None, None)
    assert e4.uci() == str(e4) == "e2e4"
    assert all(isinstance(m, Move) for m in moves)


@pytest.mark.parametrize("kind", ENGINES)
def test_push_pop_and_the_move_stack(kind):
    board = ENGINES[kind]("chess.variant")
    start = board.fen()
    assert board.turn is True
    e4 = board.push_uci("e2e4")
    assert board.turn is False and board.move_stack == [e4] and board.peek() == e4
    board.push(board.parse_san("c5"))
    assert [m.uci() for m in board.move_stack] == ["e2e4", "c7c5"]
    assert board.pop().uci() == "c7c5" and board.pop() == e4
    assert board.fen() == start == board.starting_fen
    with pytest.raises(IndexError):
        board.pop()
    with pytest.raises(IllegalMove, match="UCI"):
        board.push_uci("e2e5")
    with pytest.raises(IllegalMove, match="SAN"):
        board.push_san("Ke2")


@pytest.mark.parametrize("kind", ENGINES)
def test_checkmate_outcome(kind):
    board = ENGINES[kind]("chess.variant")
    for san in ("f3", "e5", "g4", "Qh4#"):
        assert not board.is_game_over() and board.result() == "*"
        board.push_san(san)
    assert board.is_check() and board.is_checkmate() and board.is_game_over()
    outcome = board.outcome()
    assert outcome.termination is Termination.CHECKMATE and outcome.winner is False
    assert board.result() == outcome.result() == "0-1"
    assert board.move_stack[-1].uci() == "d8h4"


@pytest.mark.parametrize("kind", ENGINES)
def test_stalemate_is_a_draw(kind):
    board = ENGINES[kind]("chess.variant", "7k/8/6Q1/8/8/8/8/K7 w - - 0 1")
    board.push_san("Qf7")
    assert board.is_stalemate() and not board.is_check()
    assert board.outcome().winner is None and board.result() == "1/2-1/2"


def test_every_public_name_has_a_docstring():
    for cls in (module("chess.variant").Engine, Reference, CompiledEngine, Board, Draws):
        for name, value in inspect.getmembers(cls):
            if name.startswith("_"):
                continue
            assert inspect.getdoc(value), f"{cls.__name__}.{name} has no docstring"


def test_engines_expose_no_internals():
    public = {n for n in dir(module("chess.variant").Engine()) if not n.startswith("_")}
    assert public == {n for n in dir(Draws) if not n.startswith("_")} | {"perft_full"}
    assert public == {n for n in dir(reference("chess.variant")) if not n.startswith("_")}


# -- SAN ------------------------------------------------------------------------------------
def _games(kind: str, name: str, fen: str | None, seed: int, plies: int):
    """The positions of one seeded random game."""
    board = ENGINES[kind](name, fen)
    rng = random.Random(seed)
    for _ in range(plies):
        yield board
        moves = list(board.legal_moves)
        if not moves or board.is_game_over():
            return
        board.push(rng.choice(moves))


@pytest.mark.parametrize(("kind", "seeds"), [("compiled", range(12)), ("reference", range(2))])
def test_san_is_python_chess_san(kind, seeds):
    chess = pytest.importorskip("chess")
    for seed in seeds:
        for board in _games(kind, "chess.variant", None, seed, 120):
            theirs = chess.Board(board.fen())
            for move in board.legal_moves:
                want = theirs.san(chess.Move.from_uci(move.uci()))
                assert board.san(move) == want, (board.fen(), move.uci())
                assert board.parse_san(want) == move


@pytest.mark.parametrize("fen", [
    "r3k2r/1P4P1/8/2N1N3/8/8/6p1/R3K2R w KQkq - 0 1",  # promotions, castling, two knights
    "4k3/8/8/3pP3/8/8/8/R3K2R w KQ d6 0 1",  # en passant
    "k7/8/8/8/3Q1Q2/8/3Q1Q2/4K3 w - - 0 1",  # queens needing file, rank and square
    "k7/8/1K6/8/8/8/8/7R w - - 0 1",  # mate
])
def test_san_is_python_chess_san_in_busy_positions(fen):
    chess = pytest.importorskip("chess")
    for kind in ENGINES:
        board, theirs = ENGINES[kind]("chess.variant", fen), chess.Board(fen)
        assert {board.san(m) for m in board.legal_moves} == {theirs.san(m) for m in
                                                              theirs.legal_moves}


FAIRY = {"crazyhouse.variant": "crazyhouse", "capablanca.variant": "capablanca",
         "grand.variant": "grand", "minishogi.variant": "minishogi", "shogi.variant": "shogi"}


@pytest.mark.parametrize("name", FAIRY)
def test_san_is_fairy_stockfish_san(name):
    """Fairy-Stockfish writes a shogi '+X' kind with a letter of its own ('H' for a horse,
    where we write '+B'): moves of such men, and promotions to them, are compared without."""
    pyffish = pytest.importorskip("pyffish")
    fairy = FAIRY[name]
    for seed in range(2):
        for board in _games("compiled", name, None, seed, 30):
            fen = board.fen()
            for move in board.legal_moves:
                man = board.piece_at(move.from_square) if move.from_square is not None else None
                if man is not None and man.letter.startswith("+"):
                    continue
                want = pyffish.get_san(fairy, fen, move.uci(), False, pyffish.NOTATION_SAN)
                got = board.san(move)
                if move.promotion and move.promotion.startswith("+"):
                    want, got = want.split("=")[0], got.split("=")[0]
                assert got == want, (fen, move.uci())


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize(("name", "fen", "uci", "san"), [
    ("crazyhouse.variant", "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", "Q@e7", "Q@e7+"),
    ("crazyhouse.variant", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "P@e4", "P@e4"),
    ("shogi.variant", "4k4/9/9/9/9/9/9/1B7/4K4[] w - - 0 1", "b2h8+", "Bh8=+B"),
    ("hostage-chess.variant", "4k3/8/8/8/8/8/8/4K3[q/R//] w E - 0 1", "Q-R@h1", "Q-R@h1"),
    ("hole-chess.md", "3k3/2bqr2/1pppp2/7/5p1/7/5P1/1PPPP2/2RQB2/3K3 w - - 0 2", "e2g4!c8",
     "Bg4!c8"),
    # a pull instead of a move: the puller's own square is where it ends
    ("hole-chess.md", "3k3/2bqr2/1p1pp2/7/5p1/2p1PP1/1P5/2PPB2/2RQ3/3K3 w - - 2 6", "e3!c5",
     "Be3!c5"),
])
def test_san_forms_of_the_variants(kind, name, fen, uci, san):
    board = ENGINES[kind](name, fen)
    move = board.parse_uci(uci)
    assert board.san(move) == san
    assert board.parse_san(san) == move


@pytest.mark.parametrize("name", ["crazyhouse.variant", "hostage-chess.variant",
                                  "hole-chess.md", "crazy-38s.variant", "tax-chess.variant"])
def test_every_san_reads_back_as_its_move(name):
    for board in _games("compiled", name, None, 3, 40):
        for move in board.legal_moves:
            assert board.parse_san(board.san(move)) == move


def test_san_accepts_what_people_write():
    board = compiled("chess.variant", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    assert board.parse_san("0-0").uci() == "e1g1"
    assert board.parse_san("O-O-O").uci() == "e1c1"
    assert board.parse_san("Rxa8+!?").uci() == board.parse_san("Ra8").uci() == "a1a8"
    with pytest.raises(IllegalMove):
        board.parse_san("R1")
    assert ucis(board)[0] == "a1a2"
