"""Crazy 38's: the digest's positions (rules/crazy-38s.md, section 6) and its board tables."""

from __future__ import annotations

import pytest

from tests.conftest import ROOT
from tests.helpers import compiled, reference, ucis, variant
from variantc.backend import assemble
from variantc.backend.rules.movement import MovementPlan

NAME = "crazy-38s.variant"
ENGINES = {"compiled": compiled, "reference": reference}
EMPTY = "1*2*1**/**2****/6*1/6**/**6/1*6/****2**/**1*2*1"

POSITIONS = [
    ("C1-start", None,
     "e1c1 e3d3 e3e4 f4e4 f4f5 h4h6 e2c3 e2d4 g4f5 g4e6 g4d7 g4h3 g3h3 f2f1 h1h3 h1f1"),
    # C2: the rook on f3 runs round loop A, and may not stop where it started.
    ("C2-loop", "1*2*1**/**2****/6*1/1k4**/**6/1*3R2/****2**/**1*2*K w - - 0 1",
     "f3e3 f3d3 f3c3 f3a3 f3a5 f3a6 f3a8 f3c8 f3d8 f3f8 f3f6 f3f5 f3f4 f3g3 f3h3 f3f2 f3f1 "
     "h1h3 h1f1"),
    # C3: the bishop's quiet orthogonal step while next to a friend (d5).
    ("C3-step", "k*2*1**/**2****/6*1/3P2**/**1B4/1*6/****2**/**1*2*K w - - 0 1",
     "d4c5 d4b6 d4c3 d4e5 d4f6 d4e3 d4f2 d4d3 d4c4 d4e4 d5c5 d5d6 h1h3 h1f1"),
    ("C3-alone", "k*2*1**/**2****/6*1/6**/**1B4/1*6/****2**/**1*2*K w - - 0 1",
     "d4c5 d4b6 d4c3 d4e5 d4f6 d4e3 d4f2 h1h3 h1f1"),
    # C4: a6a8 reaches Black's home and wins.
    ("C4-home", "1*2*1**/**2****/K5*1/6**/**1k4/1*6/****2**/**1*2*1 w - - 0 1",
     "a6a5 a6b6 a6b5 a6a8"),
    # C5: promotion only on the enemy home square, across the W bridge.
    ("C5-promotion", "1*P1*1**/**2****/6*1/3k2**/**6/1*6/****2**/**1*2*K w - - 0 1",
     "c8a8q h1h3 h1f1"),
    # C7: a knight next to a curve (h1 holds its own king).
    ("C7-knight", "1*2*1**/**2****/3k2*1/6**/**6/1*3N2/****2**/**1*2*K w - - 0 1",
     "f3d4 f3e1 f3e5 f3h4 h1h3 h1f1"),
]


def squares_of(fen: str) -> list[str]:
    topo = variant(NAME).board.topology()
    return [topo.name(c) for c in topo.squares]


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize(("pos_id", "fen", "moves"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_digest_position(kind, pos_id, fen, moves):
    assert ucis(ENGINES[kind](NAME, fen)) == sorted(moves.split())


@pytest.mark.parametrize("kind", ENGINES)
def test_black_mirrors_the_start(kind):
    engine = ENGINES[kind](NAME, variant(NAME).setup.fen.replace(" w ", " b "))
    assert len(ucis(engine)) == 16


@pytest.mark.parametrize("kind", ENGINES)
def test_pawn_drops_avoid_the_enemy_home(kind):
    """C6: 35 drops (36 empty squares less a8), and the king's two moves."""
    fen = "1*2*1**/**2****/6*1/3k2**/**6/1*6/****2**/**1*2*K[P] w - - 0 1"
    moves = ucis(ENGINES[kind](NAME, fen))
    drops = [m for m in moves if m.startswith("P@")]
    empty = [s for s in squares_of(fen) if s not in ("d5", "h1")]
    assert sorted(drops) == sorted(f"P@{s}" for s in empty if s != "a8")
    assert len(moves) == 37 and "P@e5" in moves and "P@d4" in moves


@pytest.mark.parametrize("kind", ENGINES)
def test_pawn_drop_mate_is_illegal(kind):
    """C8: P@a6 and P@c8 would mate; 45 moves remain."""
    fen = "k*2*1**/**1G****/6*1/1B4**/**6/1*6/****2**/**1*2*K[P] w - - 0 1"
    moves = ucis(ENGINES[kind](NAME, fen))
    assert "P@a6" not in moves and "P@c8" not in moves
    assert len(moves) == 45
    assert sorted(m for m in moves if not m.startswith("P@")) == sorted(
        "b5a6 b5c6 b5c4 b5d3 b5e2 b5f1 d7d6 d7d8 d7c7 d7c8 d7e6 h1h3 h1f1".split())


@pytest.mark.parametrize("kind", ENGINES)
def test_reaching_home_wins_at_once(kind):
    engine = ENGINES[kind](NAME, POSITIONS[4][1])
    engine.push_uci("a6a8")
    outcome = engine.outcome()
    assert (outcome.result(), outcome.termination.value) == ("1-0", "goal")
    assert ucis(engine) == []


@pytest.mark.parametrize("kind", ENGINES)
def test_captured_queen_returns_as_a_pawn(kind):
    """A promoted queen is marked Q~; captured, it goes to the captor's hand as a pawn."""
    # (a rook on a6 would check h1 round the loop: a6-f6, h6, h4, h3, h1; on a5 it does not)
    engine = ENGINES[kind](NAME, "1*P1*1**/**2****/6*1/r5**/**1k4/1*6/****2**/**1*2*K[] w - - 0 1")
    engine.push_uci("c8a8q")
    assert engine.fen().startswith("Q~7/")  # void cells count in the digits
    engine.push_uci("a5a8")  # the rook goes up the a-line across the bridge and takes it
    assert engine.fen().split()[0].endswith("[p]")
    assert engine.fen().split()[1] == "w"


def _digest_table() -> dict[str, dict[str, set[str]]]:
    """The digest's neighbour and knight table, read from its Markdown."""
    rows = {}
    lines = (ROOT / "tests" / "data" / "crazy-38s-neighbours.md").read_text().splitlines()
    for line in lines[2:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) < 7:
            continue
        square = cells[0].split()[0]
        orth = {c for c in cells[1:5] if c != "-"}
        diag = {c for c in cells[5].split() if c != "-"}
        rows[square] = {"orth": orth, "diag": diag, "knight": set(cells[6].split())}
    return rows


def test_plan_tables_equal_the_digest():
    """The compiler's own tables: king steps (W and F) and knight paths, square by square."""
    p = assemble.assemble(variant(NAME))
    tables = {t.name: t.rows for t in p.tables}
    movement = p.plan(MovementPlan)
    assert isinstance(movement, MovementPlan)
    knight = next(g for g in movement.generators[0] if g.letter == "N")  # one table per path
    paths = [tables[b.table] for b in knight.blocks]
    topo = variant(NAME).board.topology()
    digest = _digest_table()
    assert len(digest) == 38
    for square, want in digest.items():
        cell = topo.parse(square)
        orth = tables["WAZIR_LEAPS"][cell]
        # the king's W and F leaps walk one fused table: W's row, then F's (rules/movement.py)
        king = tables["WAZIR_LEAPS_AND_FERZ_LEAPS"][cell]
        assert king[:len(orth)] == orth, square
        assert {topo.name(c) for c in orth} == want["orth"], square
        assert {topo.name(c) for c in king[len(orth):]} == want["diag"], square
        assert {topo.name(c) for rows in paths for c in rows[cell]} == want["knight"], square
