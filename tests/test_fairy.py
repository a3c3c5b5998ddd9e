"""Cross-check against Fairy-Stockfish through pyffish (compiler/tools/crosscheck.py, the
engine of `variantc crosscheck`): seeded random games, ply by ply.

Every shipped definition that Fairy-Stockfish also plays: the same position, legal moves and
result at every ply, and the same perft where a game goes on. Fairy-Stockfish generates a
checkmating pawn drop in shogi (and scores it as a loss); the strict rule forbids it, so such
a drop may appear on its side only.
"""

from __future__ import annotations

import pytest

from compiler.tools import crosscheck
from tests.conftest import ORACLE
from tests.helpers import compiled, variant

pyffish = pytest.importorskip(
    "pyffish", reason="pyffish is not installed: pip install pyffish to cross-check with "
    "Fairy-Stockfish")

FAIRY = {  # our definition -> Fairy-Stockfish's variant name
    "chess.variant": "chess",
    "crazyhouse.variant": "crazyhouse",
    "minishogi.variant": "minishogi",
    "shogi.variant": "shogi",
    "capablanca.variant": "capablanca",
    "grand.variant": "grand",
    "decimalfh.variant": "decimalfh",  # defined by tests/oracle/decimalfh.ini
    "three-check.variant": "3check",
    # not shipped: a drop gives check too
    "../tests/data/three-check-crazyhouse.variant": "3checkhouse",
}
CHECK_COUNTING = ["three-check.variant", "../tests/data/three-check-crazyhouse.variant"]
pyffish.load_variant_config((ORACLE / "decimalfh.ini").read_text()
                            + "\n[3checkhouse:crazyhouse]\ncheckCounting = true\n")
# Positions where promotions, demotions and drops of promoted men come quickly.
BUSY = {
    "crazyhouse.variant": ["r3k2r/1PPP1PP1/8/8/8/8/1ppp1pp1/R3K2R[QNqn] w KQkq - 0 1",
                           "4k3/6P1/8/8/8/8/6p1/4K3[Pp] w - - 0 1"],
    "grand.variant": ["r8r/1PbqkcabP1/10/10/10/10/10/10/1pBQKCABp1/R8R w - - 0 1",
                      "4k5/P8P/10/10/10/10/10/10/p8p/4K5 w - - 0 1"],
    "shogi.variant": ["lnsgkgsnl/1r5b1/pPpPpPpPp/9/9/9/PpPpPpPpP/1B5R1/LNSGKGSNL[] w - - 0 1"],
    "minishogi.variant": ["rbsgk/P3p/5/P3p/KGSBR[Pp] w - - 0 1"],
    "capablanca.variant": ["r4k3r/1P6P1/10/10/10/10/1p6p1/R4K3R w KQkq - 0 1"],
    # one more check wins, for either side: every checking move ends the game
    "three-check.variant": ["r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR{2,2} w KQkq - 0 1",
                            "4k3/8/8/3q4/8/8/3Q4/4K2R{1,2} b K - 0 1"],
    "../tests/data/three-check-crazyhouse.variant": [
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[BNbn]{2,2} w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/4K3[QRqr]{2,2} w - - 0 1"],
}


@pytest.mark.parametrize("name", sorted(FAIRY))
def test_random_games_agree_with_fairy_stockfish(name):
    """Five seeded games from the setup and from each busy position; perft 2 where one goes on."""
    starts = [variant(name).setup.fen, *BUSY.get(name, [])]
    summary = crosscheck.run(variant(name), FAIRY[name], playouts=5 * len(starts), depth=2,
                             plies=80, fens=tuple(starts[1:]))
    assert summary.ok, "\n".join(d.report() for d in summary.disagreements)


@pytest.mark.parametrize(("name", "start"), [(name, fen) for name in CHECK_COUNTING
                                             for fen in BUSY[name]])
def test_check_counting_perft_equals_fairy_stockfish(name, start):
    """Perft where a check ends the game: every checking move is a leaf."""
    depth = 2 if "[" in start else 3  # drops make the tree wide, and pyffish replays each line
    fairy = crosscheck.to_fairy(variant(name), start)
    assert compiled(name, start).perft(depth) == crosscheck.perft(pyffish, FAIRY[name], fairy, [],
                                                                  depth)
