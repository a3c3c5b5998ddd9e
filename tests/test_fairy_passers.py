"""Berolina and pawnsideways against Fairy-Stockfish, beyond what `variantc crosscheck`
compares: the halfmove clock after moves that can be taken back, on both engines, ply by ply.
"""

from __future__ import annotations

import random

import pytest

from tests.helpers import compiled, reference, ucis, variant

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

BOTH = (compiled, reference)


def fairy_clock(fairy: str, start: str, moves: list[str]) -> int:
    return int(pyffish.get_fen(fairy, start, moves).split()[-2])


@pytest.mark.parametrize("make", BOTH, ids=("compiled", "reference"))
@pytest.mark.parametrize(("moves", "clock"), [
    (["e3d3"], 4),                          # sideways: the pawn could step back
    (["e3d3", "e8e7", "d3e3"], 6),          # ... and does
    (["e3e4"], 0),                          # forward: it cannot
    (["e3d3", "e8e7", "d3d4"], 0),
])
def test_a_sideways_step_does_not_reset_the_clock(make, moves, clock):
    start = "4k3/8/8/8/8/4P3/8/4K3 w - - 3 1"
    e = make("pawnsideways.variant", start)
    for m in moves:
        e.push_uci(m)
    assert int(e.fen().split()[-2]) == clock == fairy_clock("pawnsideways", start, moves)


@pytest.mark.parametrize("name", ["pawnsideways", "berolina"])
def test_the_clock_follows_fairy_stockfish_in_random_games(name):
    """Seeded games from a position with few men, where quiet pawn moves are common: the
    halfmove clock of both engines is Fairy-Stockfish's at every ply."""
    start = "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"
    for seed in range(6):
        rng, moves = random.Random(seed), list[str]()
        played = [make(f"{name}.variant", start) for make in BOTH]
        for _ in range(80):
            want = fairy_clock(name, start, moves)
            assert [int(e.fen().split()[-2]) for e in played] == [want, want], moves
            legal = ucis(played[0])
            if not legal or played[0].outcome() is not None:
                break
            move = rng.choice(legal)
            moves.append(move)
            for e in played:
                e.push_uci(move)
    assert variant(f"{name}.variant").endings.reset_by == ("P",)
