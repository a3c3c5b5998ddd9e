"""Hole Chess: every hand-checked position of the rules digest (rules/hole-chess.md, section 6).

Kings may be captured, so the legal moves are the pseudo-legal ones. The digest also gives a
'safe' count: moves after which the king is not in check, check being (section 4.2) an
ordinary capture or a pull made without moving. It does not count a move followed by a pull
(H3: d9c8!g4 pulls the king along c8-[d7]-e6-f5-g4), which the rules allow; the test counts
as the digest does, and test_move_then_pull_threats pins what the rules give.
"""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis

NAME = "hole-chess.md"
ENGINES = {"compiled": compiled, "reference": reference}

# (id, FEN, the moves the digest lists (pseudo-legal), the safe count)
POSITIONS = [
    ("H1-start", "3k3/2bqr2/1ppppp1/7/7/7/7/1PPPPP1/2RQB2/3K3 w - - 0 1",
     "b3b4 b3b5 c3c4 c3c5 e3e4 e3e5 f3f4 f3f5", 8),
    ("H2-pull", "3k3/3q3/7/7/3p3/7/7/7/3R3/3K3 w - - 0 1",
     "d1c2 d1e2 d2c2 d2e2 d2d3 d2!d6 d2d3!d6", 7),
    ("H3-two-holes", "3k3/3q3/7/7/7/7/6K/7/3R3/7 w - - 0 1",
     "d2d3 d2d1 d2c2 d2e2 g4f3 g4f4 g4f5 g4g5", 8),
    ("H4-diagonal", "3k3/7/7/7/5B1/7/6K/2r4/7/7 w - - 0 1",
     "f6e5 f6e6 f6e7 f6f5 f6f7 f6g5 f6g6 f6g7 f6d8 f6c9 f6!c3 f6e5!c3 f6g7!c3 "
     "g4f3 g4f4 g4f5 g4g5", 16),
    ("H5-no-stalemate", "3k3/7/7/7/7/7/7/2pp3/7/3K3 w - - 0 1", "d1c2 d1d2 d1e2", 0),
    ("H6-promotion", "3k3/7/7/2P4/7/7/6K/7/7/7 w - - 0 1",
     "c7c8q c7c8r c7c8b g4f3 g4f4 g4f5 g4g5", 7),
    ("H7-d-pawn", "3k3/7/7/7/7/7/2p1p2/3P3/7/3K3 w - - 0 1", "d3c4 d3e4 d1c2 d1d2 d1e2", 5),
    ("H8-en-passant", "3k3/7/7/7/4pP1/7/6K/7/7/7 w - e7 0 1",
     "f6f7 f6e7 g4f3 g4f4 g4f5 g4g5", 5),
]


def takes_king(engine, reply: str) -> bool:
    engine.push_uci(reply)
    lost = engine.outcome()
    engine.pop()
    return lost is not None and lost.termination.value == "royal-captured"


def safe(engine, move: str, standing_pulls_only: bool = True) -> bool:
    """After `move`, is the mover's king out of check: no capture, no pull without moving."""
    engine.push_uci(move)
    try:
        for reply in ucis(engine):
            moved_then_pulled = "!" in reply and len(reply.split("!")[0]) > 3
            if standing_pulls_only and moved_then_pulled:
                continue
            engine.push_uci(reply)
            lost = engine.outcome()
            engine.pop()
            if lost is not None and lost.termination.value == "royal-captured":
                return False
        return True
    finally:
        engine.pop()


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize(("pos_id", "fen", "moves", "safe_count"), POSITIONS,
                         ids=[p[0] for p in POSITIONS])
def test_digest_position(kind, pos_id, fen, moves, safe_count):
    engine = ENGINES[kind](NAME, fen)
    assert ucis(engine) == sorted(moves.split())
    assert sum(safe(engine, m) for m in ucis(engine)) == safe_count


@pytest.mark.parametrize("kind", ENGINES)
def test_move_then_pull_threats(kind):
    """Counting replies that move and then pull, fewer moves of H3 and H4 keep the king."""
    h3 = ENGINES[kind](NAME, POSITIONS[2][1])
    assert [m for m in ucis(h3) if not safe(h3, m, False)] == [
        "d2c2", "d2d1", "d2d3", "d2e2", "g4f5"]
    h3.push_uci("d2d3")
    assert "d9c8!g4" in ucis(h3) and takes_king(h3, "d9c8!g4")


@pytest.mark.parametrize("kind", ENGINES)
def test_start_position_for_red(kind):
    """H1 for Red, under either Red array: 8 pawn moves."""
    engine = ENGINES[kind](NAME, "3k3/2bqr2/1ppppp1/7/7/7/7/1PPPPP1/2RQB2/3K3 b - - 0 1")
    assert ucis(engine) == sorted("b8b7 b8b6 c8c7 c8c6 e8e7 e8e6 f8f7 f8f6".split())


@pytest.mark.parametrize("kind", ENGINES)
def test_pull_removes_the_man_and_counts_as_a_capture(kind):
    engine = ENGINES[kind](NAME, "3k3/3q3/7/7/3p3/7/7/7/3R3/3K3 w - - 7 20")
    engine.push_uci("d2d3!d6")
    assert engine.fen() == "3k3/3q3/7/7/7/7/7/3R3/7/3K3 b - - 0 20"


@pytest.mark.parametrize("kind", ENGINES)
def test_pulling_the_king_wins(kind):
    engine = ENGINES[kind](NAME, "7/3q3/7/7/3k3/7/7/7/3R3/3K3 w - - 0 1")
    assert "d2!d6" in ucis(engine)
    engine.push_uci("d2!d6")
    outcome = engine.outcome()
    assert outcome is not None and (outcome.result(), outcome.termination.value) == ("1-0", "royal-captured")
    assert ucis(engine) == []


@pytest.mark.parametrize("kind", ENGINES)
def test_a_side_that_only_loses_its_king_plays_on_and_loses_it(kind):
    """H5: Yellow must step next to a Red pawn; Red takes the king and wins."""
    engine = ENGINES[kind](NAME, "3k3/7/7/7/7/7/7/2pp3/7/3K3 w - - 0 1")
    engine.push_uci("d1d2")
    engine.push_uci("c3d2q")  # the pawn stands in its promotion zone (rank 3) already
    assert engine.outcome().result() == "0-1"
