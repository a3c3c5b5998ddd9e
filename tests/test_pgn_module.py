"""variantc.pgn reads and writes PGN as python-chess's chess.pgn does: the same text out for
the same game (tags, comments, NAGs, nested variations, wrapping), the same game read in, on
seeded random games that python-chess itself builds and writes. Variants' games (drops, gating)
go through a PGN and back; text from a game cannot break the PGN's framing."""

from __future__ import annotations

import io
import random

import pytest

from tests.helpers import compiled
from variantc import pgn

chess = pytest.importorskip("chess")
chess_pgn = pytest.importorskip("chess.pgn")


@pytest.fixture(scope="module")
def ours():
    return pgn.for_board(type(compiled("chess.variant")))


def random_tree(seed: int) -> chess_pgn.Game:
    """A python-chess game of random moves with sidelines, comments and NAGs."""
    rng = random.Random(seed)
    game = chess_pgn.Game()
    game.headers["Event"] = f"random {seed}"
    if rng.random() < 0.3:
        game.comment = "an opening comment"
    node = game
    for _ in range(rng.randrange(1, 40)):
        board = node.board()
        moves = list(board.legal_moves)
        if not moves:
            break
        if rng.random() < 0.2 and len(moves) > 1:  # a sideline, a few moves long
            side = node.add_variation(rng.choice(moves), starting_comment="or" * (rng.random() < .5))
            for _ in range(rng.randrange(3)):
                inner = list(side.board().legal_moves)
                if not inner:
                    break
                side = side.add_variation(rng.choice(inner), comment="deep" * (rng.random() < .3))
        node = node.add_main_variation(rng.choice(moves), comment="ok" * (rng.random() < .2),
                                       nags=[rng.randrange(1, 7)] if rng.random() < 0.2 else [])
    game.headers["Result"] = node.board().result()
    return game


@pytest.mark.parametrize("seed", range(12))
def test_python_chess_games_read_and_write_the_same(ours, seed):
    theirs = random_tree(seed)
    text = str(theirs)
    mine = ours.read_game(io.StringIO(text))
    assert mine is not None and not mine.errors
    assert str(mine) == text
    for columns in (80, 40, None):
        exporter = ours.StringExporter(columns=columns, headers=True, variations=True, comments=True)
        assert mine.accept(exporter) == theirs.accept(
            chess_pgn.StringExporter(columns=columns, headers=True, variations=True, comments=True))
    plain = ours.StringExporter(headers=False, variations=False, comments=False)
    assert mine.accept(plain) == theirs.accept(
        chess_pgn.StringExporter(headers=False, variations=False, comments=False))
    assert [m.uci() for m in mine.mainline_moves()] == [m.uci() for m in theirs.mainline_moves()]
    assert mine.end().board().fen() == theirs.end().board().fen()


def test_games_follow_one_another_in_a_file(ours):
    games = [random_tree(seed) for seed in (1, 2, 3)]
    handle = io.StringIO("\n\n".join(str(g) for g in games) + "\n")
    read = []
    while (game := ours.read_game(handle)) is not None:
        read.append(game)
    assert [str(g) for g in read] == [str(g) for g in games]


def test_an_illegal_move_is_recorded_and_its_line_skipped(ours):
    text = "1. e4 e5 2. Ke3 Nc6 ( 2... d6 ) 3. Nf3 *"
    mine, theirs = ours.read_game(io.StringIO(text)), chess_pgn.read_game(io.StringIO(text))
    assert len(mine.errors) == 1 and len(theirs.errors) == 1
    assert [m.uci() for m in mine.mainline_moves()] == [m.uci() for m in theirs.mainline_moves()]


def test_from_board_matches_python_chess_from_another_start(ours):
    fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    board, reference = type(compiled("chess.variant"))(fen), chess.Board(fen)
    for uci in ("e1g1", "h3g2", "f3f6", "e7f6"):
        board.push_uci(uci)
        reference.push_uci(uci)
    assert str(ours.Game.from_board(board)) == str(chess_pgn.Game.from_board(reference))


@pytest.mark.parametrize("name, moves", [
    ("crazyhouse.variant", "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 P@e5 a5e5 d1e2 e5e2 f1e2 Q@e4"),
    ("seirawan.variant", "g1f3h d7d5 e2e3 g8f6e"),
])
def test_variant_games_go_through_a_pgn_and_back(name, moves):
    board = compiled(name)
    for uci in moves.split():
        board.push_uci(uci)
    game = pgn.Game.from_board(board)
    assert game.headers["Variant"] == board.aliases[0]
    read = pgn.read_game(io.StringIO(str(game)), board_class=board._new)
    assert read is not None and not read.errors
    assert [m.uci() for m in read.mainline_moves()] == moves.split()
    assert read.end().board().fen() == board.fen()


def test_text_from_a_game_cannot_break_the_pgn(ours):
    game = ours.Game()
    game.headers["White"] = 'Mallory "the" \\ \n[Result "1-0"]'
    game.headers["Event"] = "\x1b[31mred"
    node = game.add_variation(game.board().parse_uci("e2e4"), comment="} 1-0 {\x00")
    node.add_variation(node.board().parse_uci("e7e5"))
    text = str(game)
    assert "\x1b" not in text and "\x00" not in text and "\n[Result \"1-0\"]" not in text
    read = ours.read_game(io.StringIO(text))
    assert read.headers["Result"] == "*"
    assert [m.uci() for m in read.mainline_moves()] == ["e2e4", "e7e5"]
    assert read.headers["White"].startswith('Mallory "the" \\')
