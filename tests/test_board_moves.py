"""What a Board keeps of each position's legal moves (runtime.plies): a push/pop loop over
`legal_moves` counts what perft counts, a Move pushed as it came from `legal_moves` is played
unchecked only while its position is the board's, other moves are checked by their names,
moves name and describe themselves whenever asked, copies are independent, and the
repetition keys read lazily are the positions'."""

from __future__ import annotations

import copy
import pickle

import chess
import pytest

from tests.helpers import compiled, reference
from variantc.runtime.board import IllegalMove, Move
from variantc.runtime.outcome import Termination

ENGINES = {"compiled": compiled, "reference": reference}
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"


def loop(board, depth: int) -> int:
    """Perft through python-chess's names, as a script written for python-chess does it."""
    if depth == 0:
        return 1
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += loop(board, depth - 1)
        board.pop()
    return total


@pytest.mark.parametrize(("name", "fen", "depth"), [
    ("chess.variant", None, 3),
    ("chess.variant", KIWIPETE, 2),
    ("shogi.variant", None, 2),  # names read the board ('+' kinds)
    ("crazyhouse.variant", "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R[Pp] w KQkq - 0 1", 2),
    ("duck.variant", None, 2),  # walls
    ("fischerandom.variant", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 2),  # castles as e1h1
])
def test_the_api_loop_counts_what_perft_counts(name, fen, depth):
    board = compiled(name, fen)
    start = board.fen()
    assert loop(board, depth) == board.perft(depth)
    assert board.fen() == start and not board.move_stack


def test_the_api_loop_counts_what_python_chess_counts():
    board, theirs = compiled("chess.variant", KIWIPETE), chess.Board(KIWIPETE)
    assert loop(board, 3) == loop(theirs, 3) == 97862


def test_the_reference_loop_counts_what_perft_counts():
    board = reference("chess.variant")
    assert loop(board, 2) == board.perft(2) == 400


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize(("name", "fen"), [
    ("chess.variant", "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1"),
    ("shogi.variant", None),
    ("duck.variant", None),
])
def test_moves_name_themselves_after_their_position_is_left(kind, name, fen):
    board = ENGINES[kind](name, fen)
    moves = list(board.legal_moves)  # not yet named
    names = set(board._named())
    board.push(moves[0])
    deeper = list(board.legal_moves)
    board.push(deeper[-1])
    board.pop()
    board.pop()
    board.push(moves[-1])
    assert {m.uci() for m in moves} == names
    assert [m.uci() for m in board.move_stack] == [moves[-1].uci()]
    board.pop()
    eager = {m.uci(): m for m in board.legal_moves}
    for m in moves:  # described as the board describes a move of its position
        fields = (m.from_square, m.to_square, m.promotion, m.drop, m.gate, m.wall)
        again = board.parse_uci(m.uci())
        assert fields == (again.from_square, again.to_square, again.promotion, again.drop,
                          again.gate, again.wall)
    assert len(eager) == len(moves)


@pytest.mark.parametrize("kind", ENGINES)
def test_a_move_of_another_position_is_checked_by_its_name(kind):
    board = ENGINES[kind]("chess.variant")
    for text in ("e2e4", "e7e5"):
        board.push_uci(text)
    bishop = board.parse_uci("f1c4")  # legal here, and a Move of this position
    knight = board.parse_uci("g1f3")
    board.pop()
    board.pop()
    for text in ("d2d4", "d7d5"):
        board.push_uci(text)
    with pytest.raises(IllegalMove, match="f1c4 is not legal"):
        board.push(bishop)  # the pawn on e2 blocks it now
    board.push(knight)  # legal here too: played by its name
    assert board.peek() == knight and board.fen().split()[0] == \
        "rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R"
    assert board.parse_uci("g8f6") in board.legal_moves
    assert knight not in board.legal_moves  # a name, not the Move's position, decides


@pytest.mark.parametrize("kind", ENGINES)
def test_a_move_from_another_board_is_checked_by_its_name(kind):
    board, other = ENGINES[kind]("chess.variant"), ENGINES[kind]("chess.variant")
    e4 = other.parse_uci("e2e4")
    board.push(e4)
    assert board.peek() == e4 and board.fen().split()[1] == "b"
    with pytest.raises(IllegalMove, match="g1f3 is not legal"):
        board.push(other.parse_uci("g1f3"))  # white's move; black is to move here


@pytest.mark.parametrize("kind", ENGINES)
def test_python_chess_moves_are_accepted_where_they_name_a_legal_move(kind):
    board = ENGINES[kind]("chess.variant")
    e4 = chess.Move.from_uci("e2e4")
    assert e4 in board.legal_moves and chess.Move.from_uci("e2e5") not in board.legal_moves
    assert board.san(e4) == "e4"
    board.push(e4)
    assert board.peek() == board.move_stack[0] and board.peek().uci() == "e2e4"
    with pytest.raises(IllegalMove, match="e7e4 is not legal"):
        board.push(chess.Move.from_uci("e7e4"))
    with pytest.raises(IllegalMove, match="e7e4 is not legal"):
        board.san(chess.Move.from_uci("e7e4"))
    with pytest.raises(IllegalMove, match="no uci"):
        board.push(42)  # type: ignore[arg-type]
    assert 42 not in board.legal_moves


@pytest.mark.parametrize("kind", ENGINES)
def test_the_null_move_is_refused_clearly(kind):
    board = ENGINES[kind]("chess.variant")
    null = Move.null()
    assert not null and null.uci() == "0000" and null not in board.legal_moves
    assert chess.Move.null() not in board.legal_moves
    for move in (null, chess.Move.null()):
        with pytest.raises(IllegalMove, match="null move"):
            board.push(move)
    assert not board.move_stack and board.turn


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize("how", ["copy", "copy.copy", "copy.deepcopy"])
def test_copies_are_independent(kind, how):
    board = ENGINES[kind]("chess.variant")
    for text in ("e2e4", "e7e5", "g1f3"):
        board.push_uci(text)
    held = list(board.legal_moves)
    twin = {"copy": lambda b: b.copy(), "copy.copy": copy.copy, "copy.deepcopy": copy.deepcopy}[how](board)
    assert twin is not board and twin.fen() == board.fen() and twin.move_stack == board.move_stack
    fen = board.fen()
    twin.push_uci("b8c6")
    twin.pop()
    twin.pop()
    twin.push_uci("g1e2")
    assert board.fen() == fen and len(board.move_stack) == 3
    assert twin.starting_fen == board.starting_fen
    board.push(held[0])  # still a Move of the original's position: its own
    assert board.peek() is held[0]
    assert [m.uci() for m in twin.move_stack] == ["e2e4", "e7e5", "g1e2"]


@pytest.mark.parametrize("kind", ENGINES)
def test_a_copy_keeps_as_much_of_the_stack_as_asked(kind):
    board = ENGINES[kind]("chess.variant")
    for text in ("e2e4", "e7e5", "g1f3"):
        board.push_uci(text)
    bare = board.copy(stack=False)
    assert bare.fen() == board.fen() == bare.starting_fen and not bare.move_stack
    one = board.copy(stack=1)
    assert one.fen() == board.fen() and [m.uci() for m in one.move_stack] == ["g1f3"]
    one.pop()
    assert one.fen() == one.starting_fen != board.starting_fen
    assert one.fen().split()[0] == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR"
    assert len(board.move_stack) == 3


def test_a_move_copied_or_pickled_is_a_plain_value():
    board = compiled("chess.variant")
    move = next(iter(board.legal_moves))
    for twin in (copy.copy(move), copy.deepcopy(move), pickle.loads(pickle.dumps(move))):
        assert twin == move and twin._ply is None and twin.uci() == move.uci()
        assert (twin.from_square, twin.to_square) == (move.from_square, move.to_square)
    with pytest.raises(AttributeError):
        move.from_square = 3  # type: ignore[misc]


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize("ask_each_ply", [True, False])
def test_repetition_counts_keys_read_when_asked(kind, ask_each_ply):
    board = ENGINES[kind]("chess.variant")
    board.push_uci("e2e4")
    board.push_uci("a7a6")
    board.pop()  # keys of plies taken back are dropped
    for cycle in range(4):  # chess: the third occurrence may be claimed, the fifth ends the game
        for text in ("g8f6", "g1f3", "f6g8", "f3g1"):
            if ask_each_ply:
                assert board.outcome() is None
            board.push_uci(text)
        if cycle == 1:
            claimed = board.outcome(claim_draw=True)
            assert claimed is not None and claimed.termination is Termination.THREEFOLD_REPETITION
    outcome = board.outcome()
    assert outcome is not None and outcome.termination is Termination.REPETITION
    board.pop()
    assert board.outcome() is None


def test_a_position_changed_beneath_the_board_is_seen_once_it_says_so():
    board = compiled("chess.variant")
    before = list(board.legal_moves)
    board._load("4k3/8/8/8/8/8/8/4K2R w K - 0 1")  # which bumps _version, as any such code must
    assert "e1g1" in board.legal_moves and len(board.legal_moves) == 15
    with pytest.raises(IllegalMove):
        board.push(before[0])
    kept = list(board.legal_moves)
    board._version += 1
    assert list(board.legal_moves)[0] is not kept[0] and list(board.legal_moves) == kept


@pytest.mark.parametrize("seed", range(3))
def test_keys_read_late_are_the_keys_of_the_game_played_again(seed):
    import random

    rng, board = random.Random(seed), compiled("chess.variant")
    for step in range(120):
        if board.move_stack and rng.random() < 0.3:
            board.pop()
        elif board.legal_moves:
            board.push(rng.choice(list(board.legal_moves)))
        if step % 7 == 0:
            board._keys  # noqa: B018  # read now and then: what was read must stay right
    fresh = compiled("chess.variant")
    for move in board.move_stack:
        fresh.push_uci(move.uci())
    fresh_keys = []
    while fresh.move_stack:  # each position's key read at once, the eager way
        fresh_keys.append(fresh._key())
        fresh.pop()
    fresh_keys.append(fresh._key())
    assert board._keys == fresh_keys[::-1]
