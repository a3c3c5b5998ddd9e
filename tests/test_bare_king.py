"""The bare-king rule (shatranj, courier) and outcomes that name a colour (armageddon), in
hand positions whose results were worked out by hand and checked against Fairy-Stockfish
(pyffish 0.0.90); both engines must give them, and pyffish, where installed, agrees."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference
from variantc.runtime.outcome import Outcome, Termination

ENGINES = [compiled, reference]
BARE, STALEMATE = Termination.BARE_KING, Termination.STALEMATE

# (definition, FEN, moves, legal moves left, outcome)
CASES = [
    # White's rook takes the last black man; the black king cannot take it back: black replies,
    # and loses after its reply.
    ("shatranj", "8/8/8/3k4/8/3q4/8/3RK3 w - - 0 1", ["d1d3"], 6, None),
    ("shatranj", "8/8/8/3k4/8/3q4/8/3RK3 w - - 0 1", ["d1d3", "d5e5"], 0, Outcome(BARE, True)),
    # Here the black king's reply takes the rook: both kings bare, the game goes on.
    ("shatranj", "8/8/8/8/3k4/3q4/8/3RK3 w - - 0 1", ["d1d3"], 5, None),
    ("shatranj", "8/8/8/8/3k4/3q4/8/3RK3 w - - 0 1", ["d1d3", "d4d3"], 3, None),
    # White keeps two men: no reply could bare it, so black loses at once.
    ("shatranj", "8/8/8/3k4/8/3q4/8/R2RK3 w - - 0 1", ["d1d3"], 0, Outcome(BARE, True)),
    # Black bares White on the 12x8 board; the white king cannot take back.
    ("courier", "12/3k8/5r6/12/12/5R6/12/7K4 b - - 0 1", ["f6f3"], 5, None),
    ("courier", "12/3k8/5r6/12/12/5R6/12/7K4 b - - 0 1", ["f6f3", "h1h2"], 0,
     Outcome(BARE, False)),
    # Armageddon: a stalemate is a win for Black whoever is stalemated ...
    ("armageddon", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", [], 0, Outcome(STALEMATE, False)),
    ("armageddon", "8/8/8/8/8/1qk5/8/K7 w - - 0 1", [], 0, Outcome(STALEMATE, False)),
    # ... so are the fifty-move rule and threefold repetition, with White to move or Black
    # (the game is over, but Fairy-Stockfish still lists the moves of a claim, and so do we).
    ("armageddon", "k7/8/2K5/8/8/8/8/1Q6 w - - 99 80", ["b1b2"], 1,
     Outcome(Termination.MOVE_LIMIT, False)),
    ("armageddon", "k7/8/1QK5/8/8/8/8/8 w - - 0 1",
     ["b6b5", "a8a7", "b5b6", "a7a8", "b6b5", "a8a7", "b5b6", "a7a8"], 23,
     Outcome(Termination.REPETITION, False)),
    # A checkmate is still won by the side that mates.
    ("armageddon", "k7/8/1QK5/8/8/8/8/8 w - - 0 1", ["b6b7"], 0,
     Outcome(Termination.CHECKMATE, True)),
]


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.__name__)
@pytest.mark.parametrize(("name", "fen", "moves", "count", "want"), CASES)
def test_outcome(engine, name, fen, moves, count, want):
    board = engine(f"{name}.variant", fen)
    for move in moves:
        board.push_uci(move)
    assert board.outcome() == want
    assert len(list(board.legal_moves)) == count


@pytest.mark.parametrize(("name", "fen", "moves", "count", "want"), CASES)
def test_fairy_stockfish_agrees(name, fen, moves, count, want):
    """pyffish's legal moves and score (for the side to move) are those of the table."""
    sf = pytest.importorskip("pyffish")
    legal = sf.legal_moves(name, fen, moves)
    assert len(legal) == count
    ended, value = sf.is_immediate_game_end(name, fen, moves)
    if not ended and not legal:
        ended, value = True, sf.game_result(name, fen, moves)
    if not ended and want is not None:
        ended, value = sf.is_optional_game_end(name, fen, moves)
    assert ended == (want is not None)
    if want is not None:
        white_to_move = (fen.split()[1] == "w") == (len(moves) % 2 == 0)
        score = 0 if want.winner is None else 1 if want.winner == white_to_move else -1
        assert (value > 0) - (value < 0) == score


def test_perft_stops_at_a_bare_king():
    """A game over by the rule has no moves: perft counts none below it, as Fairy-Stockfish's."""
    fen = "8/8/8/3k4/8/3q4/8/R2RK3 w - - 0 1"
    for engine in ENGINES:
        board = engine("shatranj.variant", fen)
        board.push_uci("d1d3")
        assert board.perft(2) == 0
