"""The search (variantc/play): mates it must find, checked with python-chess; the evaluation's
values; the levels' determinism; the Elo arithmetic; and `variantc match` end to end."""

from __future__ import annotations

import threading

import chess
import chess.variant
import pytest
from click.testing import CliRunner

from tests.helpers import compiled, definition, module
from variantc.cli import main
from variantc.play import match
from variantc.play import search as search_module
from variantc.play.evaluate import Evaluation
from variantc.play.levels import LEVELS, NAMES, Player
from variantc.play.match import Score, mate_in
from variantc.play.search import MATE, Limits, Search
from variantc.protocols import players, session
from variantc.tools import engines


def best(name: str, fen: str, depth: int) -> tuple[str, int]:
    """The search's move, by name, and its score."""
    e = compiled(name, fen)
    found = Search(e).run(Limits(depth=depth))
    assert found.move is not None
    names = {h: n for n, h in e._named().items()}
    return names[found.move], found.score


def mates(board: chess.Board, moves: int) -> bool:
    """python-chess: the side to move mates within `moves` moves, whatever the defence."""
    for m in list(board.legal_moves):
        board.push(m)
        if board.is_checkmate():
            ok = True
        elif moves > 1 and not board.is_game_over():
            ok = all(_mated_after(board, r, moves - 1) for r in list(board.legal_moves))
        else:
            ok = False
        board.pop()
        if ok:
            return True
    return False


def _mated_after(board: chess.Board, reply: chess.Move, moves: int) -> bool:
    board.push(reply)
    ok = mates(board, moves)
    board.pop()
    return ok


def test_mate_in_one_back_rank() -> None:
    fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"
    move, score = best("chess.variant", fen, 3)
    board = chess.Board(fen)
    board.push_uci(move)
    assert board.is_checkmate()
    assert score == MATE - 1 and mate_in(score) == 1


@pytest.mark.parametrize("fen", ["7k/8/5K2/8/8/8/8/6R1 w - - 0 1",
                                 "6k1/8/5K2/8/8/8/8/R7 w - - 0 1"])
def test_mate_in_two_rook_and_king(fen: str) -> None:
    assert not mates(chess.Board(fen), 1) and mates(chess.Board(fen), 2)  # truly a mate in 2
    move, score = best("chess.variant", fen, 4)
    board = chess.Board(fen)
    board.push_uci(move)
    assert all(_mated_after(board, r, 1) for r in list(board.legal_moves))
    assert score == MATE - 3 and mate_in(score) == 2


def test_a_kept_table_scores_a_mate_from_the_new_position() -> None:
    # The table outlives a move (a level's Search is kept for the game): a mate found two plies
    # deeper last time is nearer now, and its score must say so.
    fen = "7k/8/8/5K2/8/8/8/6R1 w - - 0 1"
    assert not mates(chess.Board(fen), 2) and mates(chess.Board(fen), 3)
    e = compiled("chess.variant", fen)
    search = Search(e)
    first = search.run(Limits(depth=6))
    assert first.score == MATE - 5 and len(first.pv) >= 2
    board = chess.Board(fen)
    names = {h: n for n, h in e._named().items()}
    for m in first.pv[:2]:
        board.push_uci(names[m])
        e._make(m)
        names = {h: n for n, h in e._named().items()}
    assert mates(board, 2) and not mates(board, 1)
    again = search.run(Limits(depth=4))
    assert again.score == MATE - 3 and mate_in(again.score) == 2


KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"


def test_a_budget_spent_before_any_depth_completes_still_plays_a_searched_move() -> None:
    # Kiwipete: its first depth (with quiescence) takes 751 nodes, more than the budget allows,
    # so the search stops inside it, once the first root move is weighed (397 nodes); the
    # engine's first legal move (a1b1) was never weighed.
    e = compiled("chess.variant", KIWIPETE)
    whole = Search(e).run(Limits(depth=1))
    cut = Search(e).run(Limits(depth=3, nodes=400))
    assert cut.depth == 0 and cut.nodes == 400 < whole.nodes
    assert cut.move == whole.move != e._legal()[0] and cut.score == whole.score


def test_a_budget_spent_before_any_root_move_is_weighed_ends_the_search_soon() -> None:
    # The first root move's exchanges take 396 nodes: spent after one, the search weighs that
    # move by the positions as they stand, and stops; its work never waits on the exchanges.
    e = compiled("chess.variant", KIWIPETE)
    cut = Search(e).run(Limits(depth=3, nodes=1))
    assert cut.depth == 0 and cut.nodes < 10
    assert cut.move != e._legal()[0]  # the first move in order (a capture), weighed


def test_mate_by_a_drop() -> None:
    fen = "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1"
    move, score = best("crazyhouse.variant", fen, 2)
    board = chess.variant.CrazyhouseBoard(fen)
    board.push_uci(move)
    assert "@" in move and board.is_checkmate()
    assert score == MATE - 1


def test_the_side_being_mated_sees_it() -> None:
    # black to move, and white mates next whatever black does (python-chess agrees)
    fen = "k7/8/1K6/8/8/8/8/7R b - - 0 1"
    board = chess.Board(fen)
    assert all(_mated_after(board, r, 1) for r in list(board.legal_moves))
    assert best("chess.variant", fen, 3)[1] == -(MATE - 2)


def test_a_king_earns_nothing_for_the_centre() -> None:
    # the same men, the white king on e1 or on e4: the evaluation does not draw it forward
    # (a rook on e4 does earn more than on a1: 14 squares either way on the empty board, so
    # the knight is the man compared)
    home = compiled("chess.variant", "4k3/8/8/8/8/8/8/N3K3 w - - 0 1")
    forward = compiled("chess.variant", "4k3/8/8/8/4K3/8/8/N7 w - - 0 1")
    centre = compiled("chess.variant", "4k3/8/8/8/4N3/8/8/4K3 w - - 0 1")
    evaluation = Evaluation(home)
    assert evaluation(home) == evaluation(forward)
    assert evaluation(centre) > evaluation(home)  # a knight in the centre reaches more


def test_values_given_and_estimated(tmp_path) -> None:
    chess_values = Evaluation(compiled("chess.variant")).values
    assert chess_values[1:] == [0, 900, 500, 300, 300, 100]  # K royal, then Q R B N P
    # a knight with no `value`: 336 knight moves from the 64 squares of the empty board,
    # 5.25 on average, at 35 a square and 60 more
    v = definition(tmp_path, 'variant "t"\nboard 8x8\npiece K king moves K royal\n'
                             'piece N knight moves N\nsetup "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"\n')
    e = engines.compiled_module(v).Engine()
    assert Evaluation(e).values[2] == round(35 * 336 / 64 + 60)


@pytest.mark.parametrize("level", ["novice", "beginner"])
def test_levels_are_deterministic_with_a_seed(level: str) -> None:
    def game(seed: int) -> list[str]:
        e = compiled("chess.variant")
        players = [Player(LEVELS[level], seed), Player(LEVELS[level], seed + 1)]
        for ply in range(6):
            m = players[ply % 2].choose(e).move
            assert m is not None
            e._play(m)
        return e.fen()

    assert game(7) == game(7)


def test_elo_of_a_score() -> None:
    elo, margin = Score(7, 2, 1).elo()  # 80%: -400 log10(1/0.8 - 1)
    assert round(elo, 1) == 240.8
    assert 0 < margin < 1000
    assert Score(5, 0, 5).elo()[0] == 0


def test_match_command_plays_a_tiny_match() -> None:
    result = CliRunner().invoke(main, ["match", "definitions/chess.variant", "--levels",
                                       "novice", "random", "--games", "2", "--seed", "3"])
    assert result.exit_code == 0, result.output
    assert "game   2" in result.output and "chess: novice v random" in result.output
    assert "Elo" in result.output


def test_match_lines_are_not_broken_off_a_terminal() -> None:
    # CliRunner's output is no terminal, as a file or a pipe; rich broke lines at 80 columns.
    result = CliRunner().invoke(main, ["match", "definitions/chess.variant", "--levels",
                                       "novice", "random", "--games", "1", "--seed", "3"],
                                env={"COLUMNS": None})
    assert result.exit_code == 0, result.output
    game = next(line for line in result.output.splitlines() if line.startswith("game   1"))
    assert len(game) > 80 and " Elo " in game and game.endswith(")")


def test_match_rejects_an_unknown_level() -> None:
    result = CliRunner().invoke(main, ["match", "definitions/chess.variant", "--levels",
                                       "novice", "grandmaster"])
    assert result.exit_code == 2


def test_a_match_game_is_the_same_however_slow_the_machine(monkeypatch) -> None:
    """A match's games depend on the seed alone (--jobs and --ray promise the serial games): a
    clock that races past every level's time cap must not change a move."""
    factory = module("chess.variant").Engine
    novice, random_ = LEVELS["novice"], LEVELS["random"]
    calm = match.game(factory, novice, random_, 5, 1)
    ticks = iter(range(0, 10**9, 10))  # ten seconds pass at every look at the clock
    monkeypatch.setattr(search_module.time, "perf_counter", lambda: float(next(ticks)))
    assert match.game(factory, novice, random_, 5, 1) == calm


@pytest.mark.parametrize(("name", "fen"), [
    ("duck.variant", None),  # every move places the duck: b1c3,c3d5
    ("fischerandom.variant", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),  # castling is e1h1
])
def test_each_move_a_search_finds_leaves_it_whole(name: str, fen: str | None) -> None:
    board = compiled(name, fen)
    moves, handles = board._known()
    assert {n: players._move(board, h) for n, h in handles.items()} == moves


@pytest.mark.parametrize("level", NAMES)
def test_every_level_plays_duck_chess(level: str) -> None:
    board = compiled("duck.variant")
    said: list[session.Info] = []
    move = players.LevelPlayer(LEVELS[level]).think(board, session.Limits(depth=1), said.append,
                                                    threading.Event())
    assert move in board.legal_moves and "," in move.uci()
    assert all(info.pv[0] == move.uci() for info in said[-1:])  # as the GUI is told
