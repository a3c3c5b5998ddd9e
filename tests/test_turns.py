"""Turns of several moves (`turns`): Marseillais chess (balanced and unbalanced) and Progressive
chess (Italian and Scottish rules), both engines against the independent generators of tests/turns (written
on python-chess from the published rules alone), the hand-worked cases there, and each other."""

from __future__ import annotations

import random

import chess
import pytest

from tests.helpers import compiled, reference, ucis
from tests.turns import marseillais, progressive
from tests.turns.cases import CASES, MARSEILLAIS, PROGRESSIVE, UNBALANCED, Case
from tests.turns.common import beside
from variantc.runtime.outcome import Termination

SCOTTISH = "progressive-scottish"
GAMES = {MARSEILLAIS: "marseillais.variant", UNBALANCED: "marseillais-unbalanced.variant",
         PROGRESSIVE: "progressive.variant", SCOTTISH: "progressive-scottish.variant"}
# perft from the start, counted by the generators of tests/turns (their own perft)
PERFT = {MARSEILLAIS: (20, 400, 8902, 197281), UNBALANCED: (20, 445, 8864, 196646),
         PROGRESSIVE: (20, 400, 8902, 196812), SCOTTISH: (20, 400, 8902, 197281)}


def independent(variant: str, fen: str | None = None):
    if variant in (PROGRESSIVE, SCOTTISH):
        return progressive.Position(fen, scottish=variant == SCOTTISH)
    return marseillais.Position(fen, balanced=variant == MARSEILLAIS)


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_perft_from_the_start(variant):
    board = compiled(GAMES[variant])
    assert [board.perft(d) for d in range(1, 5)] == list(PERFT[variant])


def test_scottish_checks_with_any_move_and_end_the_series():
    """From the rules (hand-worked): White (K a1, Q d1) plays the first of three moves; Black's
    king is on e8. Under the Scottish rules all 23 moves are legal (the queen's 20, the king's
    3), the six checks (d7 d8 e1 e2 a4 h5) too, and a check ends White's series: Black moves
    next. Under the Italian rules the six checks are not legal before the series' last move."""
    fen = "4k3/8/8/8/8/8/8/K2Q4 w - - 0 2"
    checks = {"d1d7", "d1d8", "d1e1", "d1e2", "d1a4", "d1h5"}
    for engine in (compiled, reference):
        scottish, italian = engine(GAMES[SCOTTISH], fen), engine(GAMES[PROGRESSIVE], fen)
        assert len(ucis(scottish)) == 23 and checks <= set(ucis(scottish))
        assert not checks & set(ucis(italian)) and len(ucis(italian)) == 17
        scottish.push_uci("d1e2")
        assert scottish.fen() == "4k3/8/8/8/8/8/4Q3/K7 b - - 1 2"


def test_unbalanced_perft_4_is_the_generators():
    """The unbalanced count at 4 plies, from the generator rather than a constant."""
    assert marseillais.perft(independent(UNBALANCED), 4) == PERFT[UNBALANCED][3]


@pytest.mark.slow
def test_progressive_perft_5():
    assert compiled(GAMES[PROGRESSIVE]).perft(5) == 4838776  # the generator's (tests/turns)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
@pytest.mark.parametrize("engine", [compiled, reference])
def test_hand_worked_cases(engine, case: Case):
    board = engine(GAMES[case.variant], case.fen)
    fens = case.fens.split(";") if case.fens else []
    for i, move in enumerate(case.push.split()):
        board.push_uci(move)
        if fens:
            assert board.fen() == fens[i], move
    assert ucis(board) == case.expected()
    if case.outcome is not None:
        assert board.result() == case.outcome


def _pick(rng: random.Random, pos, moves: list[str]) -> str:
    """A move, leaning to en passant, double steps beside an enemy pawn, checks and captures,
    so that a game meets the rules of turns often."""
    board = pos.board
    pawn = [m for m in moves if board.piece_type_at(chess.Move.from_uci(m).from_square) == chess.PAWN]
    eps = [m for m in pawn if chess.Move.from_uci(m).to_square in pos.ep]
    lures = [m for m in pawn if abs(int(m[3]) - int(m[1])) == 2 and any(
        board.piece_at(s) == chess.Piece(chess.PAWN, not pos.turn)
        for s in beside(chess.parse_square(m[2:4])))]
    captures = [m for m in moves if board.piece_at(chess.Move.from_uci(m).to_square)]
    for group, weight in ((eps, 0.9), (lures, 0.6), (captures, 0.3)):
        if group and rng.random() < weight:
            return rng.choice(sorted(group))
    return rng.choice(moves)


def _playouts(variant: str, games: int, seed: int, every: int) -> dict[str, int]:
    """Seeded games: at every ply the compiled engine's moves and FEN equal the generator's;
    every `every` plies the reference's too; at the end, the same outcome."""
    rng = random.Random(seed)
    seen = {"ep": 0, "ended": 0, "mid-turn": 0}
    for _ in range(games):
        board, pos = compiled(GAMES[variant]), independent(variant)
        for ply in range(160):
            moves = pos.legal_ucis()
            assert board.fen() == pos.fen(), board.move_stack
            assert ucis(board) == moves, board.fen()
            if ply % every == 0:
                ref = reference(GAMES[variant], board.fen())
                assert ucis(ref) == moves and ref.fen() == board.fen()
            seen["mid-turn"] += pos.done > 0
            ended = board.outcome()
            if not moves:
                assert ended is not None and ended.result() == pos.outcome(), board.fen()
                seen["ended"] += 1
                break
            if ended is not None:  # chess's draws the generators leave out
                assert ended.termination in (Termination.INSUFFICIENT_MATERIAL,
                                             Termination.FIVEFOLD_REPETITION,
                                             Termination.SEVENTYFIVE_MOVES)
                break
            move = _pick(rng, pos, moves)
            seen["ep"] += chess.Move.from_uci(move).to_square in pos.ep
            board.push_uci(move)
            pos = pos.push_uci(move)
    return seen


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_seeded_playouts(variant):
    seen = _playouts(variant, 4, 2, every=9)
    assert seen["ep"] and seen["mid-turn"]


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(GAMES))
def test_many_seeded_playouts(variant):
    seen = _playouts(variant, 80, 37, every=5)
    assert seen["ep"] and seen["ended"]


@pytest.mark.parametrize("variant", [MARSEILLAIS, pytest.param(UNBALANCED, marks=pytest.mark.slow),
                                     pytest.param(PROGRESSIVE, marks=pytest.mark.slow),
                                     pytest.param(SCOTTISH, marks=pytest.mark.slow)])
def test_both_engines_agree_from_the_start(variant):
    assert compiled(GAMES[variant]).divide(3) == reference(GAMES[variant]).divide(3)


def test_two_men_to_take_in_passing_after_a_turn():
    """Black's turn double-steps two pawns beside White's: White's first move may take either,
    and (Marseillais) its second the other; a FEN lists both squares. Progressive chess has no
    such second capture."""
    board = compiled(GAMES[MARSEILLAIS], "7k/3p1p2/8/2P1P3/8/8/8/K7 b - - 0 5")
    board.push_uci("d7d5")
    board.push_uci("f7f5")
    assert board.fen() == "7k/8/8/2PpPp2/8/8/8/K7 w - d6f6 0 6"
    board.push_uci("e5f6")
    assert "c5d6" in ucis(board) and board.fen().split()[1:4] == ["w1", "-", "d6"]
    board.push_uci("c5d6")
    assert board.board_fen() == "7k/8/3P1P2/8/8/8/8/K7"
    # Progressive: only a turn's first move takes in passing
    board = compiled(GAMES[PROGRESSIVE], "7k/8/8/2PpPp2/8/8/8/K7 w - d6f6 0 6")
    assert {"c5d6", "e5d6", "e5f6"} <= set(ucis(board))
    board.push_uci("e5f6")
    assert "c5d6" not in ucis(board)


def test_search_plays_a_mate_of_two_moves_in_one_turn():
    """White mates with its turn's two moves (the bishop leaves the b-file, quietly covering g8;
    the rook mates on b8); no single move mates. A search that took the second move for Black's
    would not see it."""
    from variantc.play.search import MATE, Limits, Search

    board = compiled(GAMES[MARSEILLAIS], "7k/6pp/8/1B6/8/8/5PPP/1R4K1 w - - 0 5")
    for depth in (2, 1):  # the turn's first move, then its second
        found = Search(board).run(Limits(depth=depth))
        assert found.score >= MATE - 2 and found.move is not None
        names = {h: n for n, h in board._named().items()}
        board.push_uci(names[found.move])
    assert board.is_checkmate()
    assert board.move_stack[-1].uci() == "b1b8"


def test_pgn_joins_a_turns_moves_with_commas_and_reads_them_back():
    """vchess.club's notation of Marseillais games: 1. e4 e5,Nc6 2. Qh5,Nf3 g6,gxh5."""
    import io

    from variantc import pgn

    board = compiled(GAMES[MARSEILLAIS])
    for move in "e2e4 e7e5 b8c6 d1h5 g1f3 g7g6 g6h5".split():
        board.push_uci(move)
    assert board.moves_in_turn == 0 and board.fen().split()[1] == "w"
    text = str(pgn.Game.from_board(board))
    assert text.splitlines()[-1] == "1. e4 e5,Nc6 2. Qh5,Nf3 g6,gxh5 *"
    bound = pgn.for_board(type(board))
    game = bound.read_game(io.StringIO(text))
    assert not game.errors
    assert [m.uci() for m in game.mainline_moves()] == [m.uci() for m in board.move_stack]
    assert game.end().board().fen() == board.fen()
