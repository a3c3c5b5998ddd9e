"""Berolina and pawnsideways against Fairy-Stockfish, beyond what `variantc crosscheck`
compares: the halfmove clock after moves that can be taken back, on both engines, ply by ply.
"""

from __future__ import annotations

import random
import re

import pytest

from tests.helpers import compiled, definition, reference, ucis, variant
from variantc.tools import engines

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

BOTH = (compiled, reference)


def man_on(fen: str, square: str) -> str:
    """The letter on a square of an 8x8 FEN's board, '.' if it is empty."""
    rows = [re.sub(r"\d", lambda d: "." * int(d.group()), r) for r in fen.split()[0].split("/")]
    return rows[8 - int(square[1])][ord(square[0]) - ord("a")]


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


@pytest.mark.parametrize("name", ["berolina", "pawnsideways"])
def test_every_double_step_writes_fairy_stockfish_fen(name):
    """From the start, and from a position where an enemy pawn may take in passing: after each
    double step both engines write Fairy-Stockfish's FEN, en-passant field and all (`b3c4`:
    the square passed and the man's own), and read it back to the same FEN and moves."""
    starts = [pyffish.start_fen(name), "4k3/pppppppp/8/1p1p1p1p/P1P1P1P1/8/PPPPPPPP/4K3 w - - 0 1"]
    for start in starts:
        for first in ([], ["h2h3"] if name == "pawnsideways" else ["h2g3"]):
            side = compiled(f"{name}.variant", start)
            for m in first:
                side.push_uci(m)
            doubles = [m for m in ucis(side) if abs(int(m[3]) - int(m[1])) == 2
                       and man_on(side.fen(), m[:2]) in "Pp"]
            assert doubles
            for move in doubles:
                want = pyffish.get_fen(name, start, [*first, move])
                assert want.split()[3] != "-"
                for make in BOTH:
                    e = make(f"{name}.variant", start)
                    for m in [*first, move]:
                        e.push_uci(m)
                    assert e.fen() == want
                    again = make(f"{name}.variant", want)
                    assert (again.fen(), ucis(again)) == (want, ucis(e))
                    assert set(ucis(again)) == set(pyffish.legal_moves(name, want, []))


@pytest.mark.parametrize("name", ["berolina", "pawnsideways"])
def test_random_games_write_fairy_stockfish_fen(name):
    """Seeded games: at every ply both engines write exactly Fairy-Stockfish's FEN, with no
    settling of the en-passant field, and read Fairy-Stockfish's FEN back to it."""
    start = pyffish.start_fen(name)
    for seed in range(8):
        rng, moves = random.Random(seed), list[str]()
        played = [make(f"{name}.variant") for make in BOTH]
        for _ in range(60):
            want = pyffish.get_fen(name, start, moves)
            assert [e.fen() for e in played] == [want, want], moves
            assert compiled(f"{name}.variant", want).fen() == want
            legal = ucis(played[0])
            if not legal or played[0].outcome() is not None:
                break
            move = rng.choice(legal)
            moves.append(move)
            for e in played:
                e.push_uci(move)


# Pawns whose moves Fairy-Stockfish counts for its n-move rule (nMoveRuleTypes), and the same
# pawns as definitions with `reset-by irreversible P`.
CONFIG = "".join(f"""
[irrev{i}:chess]
pawn = -
customPiece1 = p:{betza}
promotionPawnTypes = p
nMoveRuleTypes = p
""" for i, betza in enumerate(["fbmWfcF", "fmRbmW", "fmWbcW"]))
PAWNS = ["fbmW fcF", "fmR bmW", "fmW bcW"]  # a step back; a rook forward, a step back; no way back


@pytest.mark.parametrize("index", range(len(PAWNS)))
@pytest.mark.parametrize("kind", engines.KINDS)
def test_irreversible_is_fairy_stockfish_rule(tmp_path, index, kind):
    """Each pawn move from e3 (and a rook's from d1): the clock as Fairy-Stockfish counts it."""
    pyffish.load_variant_config(CONFIG)
    text = f"""variant "Irreversible"
board 8x8
piece K king moves K royal
piece Q queen moves Q
piece R rook moves R
piece B bishop moves B
piece N knight moves N
piece P pawn moves {PAWNS[index]} promotes in rank 8 to Q R B N
setup "4k3/8/8/8/8/4P3/8/3RK3 w - - 3 1"
move-limit 50 draws reset-by irreversible P
"""
    v = definition(tmp_path, text)
    start = v.setup.fen
    e = engines.make(v, kind, start)
    moves = [m for m in ucis(e) if m.startswith("e3") or m == "d1d2"]
    assert set(ucis(e)) == set(pyffish.legal_moves(f"irrev{index}", start, []))
    for move in moves:
        e = engines.make(v, kind, start)
        e.push_uci(move)
        assert e.fen() == pyffish.get_fen(f"irrev{index}", start, [move]), move
