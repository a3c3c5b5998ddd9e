"""Check the independent Senterej generator (rules.py) against the hand-worked positions and plays
(positions.py), and against perft numbers derived by hand.

Perft from the start, by hand:
- depth 1: 16 per side = 32 (8 pawn steps, 4 knight moves, 4 alfil leaps over the rank-2 pawns).
- depth 2: no first move captures or checks, so the phase goes on and both sides move again.
  A white first move never touches Black's 16 moves (White reaches rank 3 at most, Black's targets
  are on ranks 6 and 7), so each white first move leaves 16 black moves plus this many white ones
  (16, minus moves now blocked by the moved man, plus moves onto the square it left or opened,
  with the moved man's own moves replaced):
      a2a3 15 (-b1a3 -c1a3, +Ra1a2)      b2b3 16            c2c3 16 (-b1c3, +Qd1c2)
      d2d3 17 (-f1d3, +Ke1d2 +Nb1d2)     e2e3 18 (-c1e3, +Qd1e2 +Ke1e2 +Ng1e2)
      f2f3 16 (-g1f3, +Ke1f2)            g2g3 16            h2h3 15 (-g1h3 -f1h3, +Rh1h2)
      b1a3 16 (Na3: b1 c4 b5; -a2a3 -c1a3; +Ra1b1)   b1c3 19 (Nc3: a4 b5 d5 e4 b1; -c2c3; +Ra1b1)
      g1f3 19 (Nf3: g1 h4 g5 e5 d4; -f2f3; +Rh1g1)   g1h3 16 (Nh3: g1 f4 g5; -h2h3 -f1h3; +Rh1g1)
      c1a3 14 (Ba3: c1 c5; -a2a3 -b1a3)              c1e3 16 (Be3: c1 c5 g5; -e2e3)
      f1d3 17 (Bd3: f1 b5 f5; -d2d3; +Ke1f1)         f1h3 15 (Bh3: f1 f5; -h2h3 -g1h3; +Ke1f1)
  White total 261, so the white first moves give 261 + 16*16 = 517. The start is symmetric under
  the 180-degree rotation with colours swapped (K e1 / k d8, Q d1 / q e8), so the black first
  moves give 517 too: perft(2) = 1034, not 32*32 = 1024 (pawn steps and knight/alfil moves open
  squares for the rooks, king, fers and knights; a few block others).

Run: .venv/bin/python -m pytest -q -p no:cacheprovider -o addopts='' tests/senterej/selfcheck.py
"""

from __future__ import annotations

import pytest

from . import rules
from .positions import ILLEGAL, PLAYS, POSITIONS, START

WHITE_FIRST_DEPTH2 = {
    "a2a3": 15, "b2b3": 16, "c2c3": 16, "d2d3": 17, "e2e3": 18, "f2f3": 16, "g2g3": 16, "h2h3": 15,
    "b1a3": 16, "b1c3": 19, "g1f3": 19, "g1h3": 16,
    "c1a3": 14, "c1e3": 16, "f1d3": 17, "f1h3": 15,
}


# ---------------------------------------------------------------------- rotation symmetry

def _rot_sq(name: str) -> str:
    return "abcdefgh"[7 - "abcdefgh".index(name[0])] + str(9 - int(name[1]))


def rot_move(uci: str) -> str:
    return _rot_sq(uci[0:2]) + _rot_sq(uci[2:4]) + uci[4:]


def rot_fen(fen: str) -> str:
    """Rotate the board 180 degrees and swap colours (and the side letter)."""
    placement, side, castling, ep, half, full = fen.split()
    rows = placement.split("/")
    new_rows = [row[::-1].swapcase() for row in reversed(rows)]
    side = ("b" if side[0] == "w" else "w") + side[1:]
    return " ".join(["/".join(new_rows), side, castling, ep, half, full])


def test_start_is_rotation_symmetric() -> None:
    assert rot_fen(START).split()[0] == START.split()[0]


# ---------------------------------------------------------------------- hand-worked positions

@pytest.mark.parametrize("case", POSITIONS, ids=[p["name"] for p in POSITIONS])
def test_legal_moves(case: dict) -> None:
    assert sorted(rules.legal_moves(case["fen"])) == case["moves"]
    assert len(case["moves"]) == len(set(case["moves"]))


@pytest.mark.parametrize("case", POSITIONS, ids=[p["name"] for p in POSITIONS])
def test_outcome(case: dict) -> None:
    assert rules.outcome(case["fen"]) == case["outcome"]


@pytest.mark.parametrize("case", POSITIONS, ids=[p["name"] for p in POSITIONS])
def test_rotated_position(case: dict) -> None:
    fen = rot_fen(case["fen"])
    assert sorted(rules.legal_moves(fen)) == sorted(rot_move(m) for m in case["moves"])
    expected = {None: None, "1/2-1/2": "1/2-1/2", "1-0": "0-1", "0-1": "1-0"}[case["outcome"]]
    assert rules.outcome(fen) == expected


@pytest.mark.parametrize("case", PLAYS, ids=[p["name"] for p in PLAYS])
def test_play(case: dict) -> None:
    assert case["move"] in rules.legal_moves(case["fen"])
    assert rules.play(case["fen"], case["move"]) == case["after"]


@pytest.mark.parametrize("case", PLAYS, ids=[p["name"] for p in PLAYS])
def test_play_rotated_placement_and_side(case: dict) -> None:
    after = rules.play(rot_fen(case["fen"]), rot_move(case["move"]))
    expected = rot_fen(case["after"])
    # The move counters are not colour-symmetric (fullmove counts Black's moves); compare the rest.
    assert after.split()[:4] == expected.split()[:4]


@pytest.mark.parametrize("fen,move", ILLEGAL)
def test_illegal_moves_raise(fen: str, move: str) -> None:
    assert move not in rules.legal_moves(fen)
    with pytest.raises(ValueError):
        rules.play(fen, move)


def test_fen_round_trip() -> None:
    for fen in [p["fen"] for p in POSITIONS] + [p["after"] for p in PLAYS]:
        assert rules.to_fen(rules.parse_fen(fen)) == fen


def test_full_game_sequence() -> None:
    """The PLAYS chain start -> f8h6 -> h6f4 -> f4xd2 -> Kxd2, played move by move."""
    fen = START
    for move in ["f8h6", "h6f4", "f4d2", "e1d2"]:
        fen = rules.play(fen, move)
    assert fen == "rnbkq1nr/pppppppp/8/8/8/8/PPPKPPPP/RNBQ1BNR b - - 0 4"
    assert rules.outcome(fen) is None


# ------------------------------------------------------------------------------------ perft

def test_perft_depth_1() -> None:
    assert rules.perft(START, 1) == 32


def test_perft_depth_2_breakdown() -> None:
    for move, white_count in WHITE_FIRST_DEPTH2.items():
        after = rules.play(START, move)
        assert rules.perft(after, 1) == white_count + 16, move
        black_move = rot_move(move)
        assert rules.perft(rules.play(START, black_move), 1) == white_count + 16, black_move
    assert sum(WHITE_FIRST_DEPTH2.values()) == 261


def test_perft_depth_2() -> None:
    assert rules.perft(START, 2) == 2 * (261 + 16 * 16) == 1034
