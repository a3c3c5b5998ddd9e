"""Explosions on capture (docs/language.md#explosion): hand-made positions, each engine judged
against Fairy-Stockfish where it plays the variant, and on a board of our own (voids, a hole, a
link) against positions worked out by hand. Both engines are asked every time."""

from __future__ import annotations

import pytest

from tests.conftest import ROOT
from tests.helpers import compiled, reference
from variantc.pipeline import load
from variantc.runtime.outcome import Termination
from variantc.tools import engines

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

BOTH = (compiled, reference)

# (Fairy-Stockfish's variant, FEN, moves played first): what each shows about the rule.
POSITIONS = [
    # a pawn on d3 checks the king; the rook may not take it (the blast takes the king too),
    # nor may the king (it would blow itself up)
    ("atomic", "4k3/8/8/8/8/3p4/4K3/3R4 w - - 0 1", []),
    # without check: the king walks on, takes, and the rook may blow its own king up
    ("nocheckatomic", "4k3/8/8/8/8/3p4/4K3/3R4 w - - 0 1", []),
    # Rxd3 blows up the king beside it: the game is over, Black has lost
    ("atomic", "8/8/8/8/8/3pk3/8/3RK3 w - - 0 1", ["d1d3"]),
    # kings side by side: the rook on a1 gives no check, and the king may step along it
    ("atomic", "8/8/8/8/8/3k4/3K4/r7 w - - 0 1", []),
    ("atomic", "8/8/8/8/8/3k4/r7/3K4 b - - 0 1", ["a2a1"]),
    # castling: not through an attacked square with check, freely without
    ("atomic", "4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1", []),
    ("nocheckatomic", "4k3/8/8/8/8/4r3/8/R3K2R w KQ - 0 1", []),
    # en passant blows up around its target square, not around the pawn it takes
    ("atomic", "4k3/8/2n1n3/3pP3/3P1P2/8/8/4K3 w - d6 0 1", ["e5d6"]),
    # a rook blown up in its corner takes its castling right with it
    ("atomic", "r3k2r/8/8/3Q4/8/8/6p1/R3K2R w KQkq - 0 1", ["d5g2"]),
    # checkmate, and stalemate, as in chess
    ("atomic", "4k3/8/8/8/8/8/6q1/7K w - - 0 1", []),
    ("atomic", "4k3/8/8/8/8/8/5q2/7K w - - 0 1", []),
]


@pytest.mark.parametrize("make", BOTH, ids=("compiled", "reference"))
@pytest.mark.parametrize(("fairy", "fen", "moves"), POSITIONS)
def test_positions_agree_with_fairy_stockfish(make, fairy: str, fen: str, moves: list[str]) -> None:
    engine = make(f"{fairy}.variant", fen)
    for m in moves:
        engine.push_uci(m)
    assert engine.fen() == pyffish.get_fen(fairy, fen, moves)
    want = sorted(pyffish.legal_moves(fairy, fen, moves))
    assert sorted(m.uci() for m in engine.legal_moves) == want
    if moves:
        assert engine.is_check() == pyffish.gives_check(fairy, fen, moves)
    if not want:
        outcome = engine.outcome()
        assert outcome is not None
        result = pyffish.game_result(fairy, fen, moves)  # for the side to move
        white = engine.turn
        assert outcome.winner == (None if result == 0 else (result > 0) == white)


@pytest.mark.parametrize("make", BOTH, ids=("compiled", "reference"))
def test_the_side_that_blew_up_both_kings_loses(make) -> None:
    """Rxd3 takes White's king (e2) and Black's (c4) together: White, who moved, loses."""
    engine = make("nocheckatomic.variant", "8/8/8/8/2k5/3p4/4K3/3R4 w - - 0 1")
    engine.push_uci("d1d3")
    assert engine.fen() == "8/8/8/8/8/8/8/8 b - - 0 1"
    assert list(engine.legal_moves) == []
    outcome = engine.outcome()
    assert outcome is not None
    assert (outcome.termination, outcome.winner) == (Termination.ROYAL_EXPLODED, False)


CUT = ROOT / "tests" / "backend" / "cases" / "explosions.variant"


def cut_engines(fen: str):
    loaded = load(CUT.relative_to(ROOT))
    assert loaded.ok and loaded.variant is not None, loaded.report()
    v = loaded.variant
    return engines.make(v, "compiled", fen), engines.make(v, "reference", fen)


def test_the_blast_follows_links_and_spares_pawns() -> None:
    """6x6, a1 and f6 void, c3 a hole, f3 linked east to a3. Rf1xf3 blows up f3 (rook and
    knight), e2 (a rook) and, through the link, a3 (a knight); the pawn on e4 stands."""
    for engine in cut_engines("2k3/6/4p1/n4n/4r1/2K2R w - - 0 1"):
        engine.push_uci("f1f3")
        assert engine.fen() == "2k3/6/4p1/6/6/2K3 b - - 0 1"


def test_a_king_beyond_the_link_may_not_be_blown_up() -> None:
    """The king on a3 is f3's neighbour through the link: Rxf3 would blow it up."""
    for engine in cut_engines("2k3/6/6/K4n/6/5R w - - 0 1"):
        names = {m.uci() for m in engine.legal_moves}
        assert "f1f2" in names and "f1f3" not in names
