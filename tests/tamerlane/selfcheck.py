"""Check the independent Tamerlane generator (generator.py) against the hand-worked positions and
plays (positions.py), the start perft, and the half-turn symmetry of the rules (RULES.md).

Run from the repository root:
  /work/main/.venv/bin/python -m pytest -q tests/tamerlane/selfcheck.py
"""

from __future__ import annotations

import pytest

from . import generator as g
from .positions import AFTER_PLAYS, GENERATOR_PERFT, PLAYS, POSITIONS, START, START_PERFT

# ------------------------------------------------------------------------------ the half turn


def _turn_square(sq: g.Square) -> g.Square:
    """The 180-degree rotation: (f, r) -> (12 - f, 11 - r); it maps CW (12, 2) onto CB (0, 9)."""
    return (12 - sq[0], 11 - sq[1])


def _swap_case(token: str) -> str:
    return token.lower() if token[0].isupper() else token.upper()


def turned(pos: g.Position) -> g.Position:
    """The same position seen from the other side: board turned, colours and side swapped."""
    board = {_turn_square(sq): _swap_case(t) for sq, t in pos.board}
    swaps = "".join(sorted(_swap_case(c) for c in pos.swaps))
    swaps = "Kk" if len(swaps) == 2 else swaps
    return g.make_position(board, g.other(pos.side), swaps)


def _turn_move(text: str) -> str:
    sep = "<>" if "<>" in text else "-"
    a, b = text.split(sep)
    return sep.join(g.name(_turn_square(g.parse_square(x))) for x in (a, b))


IDS = [p["name"] for p in POSITIONS]

# ---------------------------------------------------------------------------------- positions


@pytest.mark.parametrize("case", POSITIONS, ids=IDS)
def test_fen_matches_pieces(case):
    pos = g.parse(case["fen"])
    assert {g.name(sq): t for sq, t in pos.board} == case["pieces"]
    assert g.to_fen(pos) == case["fen"]


@pytest.mark.parametrize("case", POSITIONS, ids=IDS)
def test_legal_moves(case):
    assert g.legal_texts(g.parse(case["fen"])) == case["moves"]


@pytest.mark.parametrize("case", POSITIONS, ids=IDS)
def test_outcome(case):
    assert g.outcome(g.parse(case["fen"])) == case["outcome"]


@pytest.mark.parametrize("case", POSITIONS, ids=IDS)
def test_half_turn_symmetry(case):
    """The rules treat both sides alike under the half turn: the turned position has the turned
    moves."""
    pos = g.parse(case["fen"])
    assert g.legal_texts(turned(pos)) == sorted(_turn_move(m) for m in case["moves"])


def test_at_least_25_positions():
    assert len(POSITIONS) >= 25


# -------------------------------------------------------------------------------------- plays


@pytest.mark.parametrize("case", PLAYS, ids=[p["name"] for p in PLAYS])
def test_play(case):
    assert g.to_fen(g.play(g.parse(case["fen"]), case["move"])) == case["after"]


@pytest.mark.parametrize("case", AFTER_PLAYS, ids=[p["fen"] for p in AFTER_PLAYS])
def test_after_plays(case):
    pos = g.parse(case["fen"])
    assert g.legal_texts(pos) == case["moves"]
    assert g.outcome(pos) == case["outcome"]


def test_every_play_starts_from_a_legal_move():
    for case in PLAYS:
        assert case["move"] in g.legal_texts(g.parse(case["fen"])), case["name"]


# ---------------------------------------------------------------------------------- the start


def test_start_string():
    assert START == g.START_FEN
    assert g.to_fen(g.parse(START)) == START
    # the setup is symmetric under the half turn (which also hands the move to Black)
    assert turned(g.START).board == g.START.board


@pytest.mark.parametrize("depth,nodes", sorted(START_PERFT.items()))
def test_start_perft(depth, nodes):
    assert g.perft(g.START, depth) == nodes


@pytest.mark.parametrize("depth,nodes", sorted(GENERATOR_PERFT.items()))
def test_start_perft_regression(depth, nodes):
    """Not derived by hand: guards the generator against accidental change."""
    assert g.perft(g.START, depth) == nodes


# ------------------------------------------------------------------------------- parse errors


@pytest.mark.parametrize("fen", [
    "11/[]11/11/11/11/11/11/11/11[R]/K10 w -",          # a rook in a citadel
    "11/[]11/11/11/11/11/11/11/11[K]/11 w -",           # the king in its own citadel
    "11/[k]11/11/11/11/11/11/11/11[]/K10 w -",          # the same for Black
    "11/[]11/11/11/11/11/11/11/11[]/K9 w -",            # a rank of 10 squares
    "11/[]11/11/11/2PD8/11/11/11/11[]/K10 w -",         # a dormant pawn off its last rank
    "11/[]11/11/11/11/11/11/11/11[]/K10 x -",           # bad side
])
def test_bad_strings(fen):
    with pytest.raises(ValueError):
        g.parse(fen)
