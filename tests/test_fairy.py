"""Cross-check against Fairy-Stockfish through pyffish (variantc/tools/crosscheck.py, the
engine of `variantc crosscheck`): seeded random games, ply by ply.

Every shipped definition that Fairy-Stockfish also plays: the same position, legal moves and
result at every ply, and the same perft where a game goes on. Fairy-Stockfish generates a
checkmating pawn drop in shogi (and scores it as a loss); the strict rule forbids it, so such
a drop may appear on its side only.
"""

from __future__ import annotations

import pytest

from tests.conftest import ORACLE, ROOT
from tests.helpers import SHIPPED, compiled, variant
from variantc.tools import crosscheck

pyffish = pytest.importorskip(
    "pyffish", reason="pyffish is not installed: pip install pyffish to cross-check with "
    "Fairy-Stockfish")

# Every shipped definition named as Fairy-Stockfish names a variant it plays, and two more.
pyffish.load_variant_config((ORACLE / "decimalfh.ini").read_text()
                            + "\n[3checkhouse:crazyhouse]\ncheckCounting = true\n"
                            "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 3+3 0 1\n")
FAIRY = {name: name.rsplit(".", 1)[0] for name in SHIPPED
         if name.rsplit(".", 1)[0] in pyffish.variants()}
FAIRY["../tests/data/three-check-crazyhouse.variant"] = "3checkhouse"  # a drop gives check too
# The default run proves these, a definition for each kind of rule the cross-check meets;
# `-m slow` proves every one. Those left out are proven by default elsewhere against pyffish:
# shogi's rules by minishogi, grand's by capablanca, 5check by 3check, janus and fischerandom in
# tests/test_castling.py, seirawan and shouse in tests/test_gating.py; courier's bare king by
# shatranj, armageddon's outcomes in tests/test_bare_king.py.
SAMPLE = {"chess.variant", "crazyhouse.variant", "minishogi.variant", "capablanca.variant",
          "decimalfh.variant", "3check.variant", "../tests/data/three-check-crazyhouse.variant",
          "kingofthehill.variant", "pawnback.variant", "chigorin.variant", "shatranj.variant",
          "janggi.variant"}
CHECK_COUNTING = ["3check.variant", "../tests/data/three-check-crazyhouse.variant"]
FENS = ROOT / "tests" / "fairy"
# Positions where promotions, demotions and drops of promoted men come quickly.
BUSY = {
    # the duck on c3; castling both ways, promotions, a capture in passing (duck chess)
    "duck.variant": ["r3k2r/1P4P1/8/3pP3/8/2*5/1p4p1/R3K2R w KQkq d6 0 1"],
    # soldiers past the river (sideways steps), a cannon and a soldier between the generals
    "xiangqi.variant": ["4k4/9/4c4/2P1P4/9/9/6p2/9/9/R3K4 w - - 0 1"],
    "crazyhouse.variant": ["r3k2r/1PP3P1/8/8/8/8/1pp3p1/R3K2R[QNqn] w KQkq - 0 1",
                           "4k3/6P1/8/8/8/8/6p1/4K3[Pp] w - - 0 1"],
    # royal queens: pawns a step from promoting to one, queens and rooks on open lines
    "coregal.variant": ["r3k2r/1P1q2P1/8/8/8/2Q5/1p4p1/R3K2R w KQkq - 0 1"],
    # hoplites a step from promoting, with two black kings and with one (a second king may come)
    "spartan.variant": ["lgk2kwl/1P6/8/8/8/8/3h2h1/R3K2R w KQ - 0 1",
                        "lg3kwl/1P6/8/8/8/8/3h2h1/R3K2R b KQ - 0 1"],
    "grand.variant": ["r8r/1PbqkcabP1/10/10/10/10/10/10/1pBQKCABp1/R8R w - - 0 1",
                      "4k5/P8P/10/10/10/10/10/10/p8p/4K5 w - - 0 1"],
    "shogi.variant": ["lnsgkgsnl/1r5b1/pPpPpPpPp/9/9/9/PpPpPpPpP/1B5R1/LNSGKGSNL[] w - - 0 1"],
    "minishogi.variant": ["rbsgk/P3p/5/P3p/KGSBR[Pp] w - - 0 1"],
    # a drunk elephant for each side in the enemy's camp: a prince comes, and a king in check
    # may not escape by promoting a second royal man
    "shoshogi.variant": ["lnsgkgsnl/1r5b1/pppEppppp/9/9/9/PPPePPPPP/1B5R1/LNSGKGSNL w - - 0 1"],
    # two swallows of each side on a file, with swallows in hand: drops limited per file
    "torishogi.variant": ["rpckcpl/s2f3/s1sssss/7/S1SSSSS/S2F3/LPCKCPR[SSss] w - - 0 1"],
    "capablanca.variant": ["r4k3r/1P6P1/10/10/10/10/1p6p1/R4K3R w KQkq - 0 1"],
    # castling to b1 and i1, with the rooks' paths open and pawns about to promote
    "janus.variant": ["r3k4r/1P6P1/10/10/10/10/1p6p1/R3K4R w KQkq - 0 1"],
    # castling on the second rank, the cannons' lines open
    "shako.variant": ["c8c/er3k2re/pppppppppp/10/10/10/10/PPPPPPPPPP/ER3K2RE/C8C w KQkq - 0 1"],
    # walls written '*': castling on the second rank, and pawns a step from promotion
    "omicron.variant": ["w**********w/*cr3k2rc*/*P8p*/*10*/*10*/*10*/*10*/*P8p*/*CR3K2RC*/"
                        "W**********W w KQkq - 0 1"],
    # walls ('*') on lines and in pawns' way, castling open; kings that may stand side by side
    "petrified.variant": ["r3k2r/p1p*p1p1/1*4*1/3q4/3Q4/1*4*1/P1P*P1P1/R3K2R w KQkq - 0 1",
                          "8/2p5/3k4/3*4/3K4/8/5P2/R6R w - - 0 1"],
    # pawns a step from the last square of their files, each file's at another rank
    "troitzky.variant": ["****qk****/**rnbbnr**/*1P6*/*P7*/9p/P9/*p7*/*1p6*/**RNBBNR**/"
                         "****QK**** w - - 0 1"],
    # chess960 starts, their first ranks emptied but for the king and rooks
    "fischerandom.variant": ["1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1",
                             "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1"],
    # rooks on open files to aim at the kings, knights to check them: first-move rights lost
    # ... and counts: a bare king's, one that a capture restarts, one started with pawns left
    "cambodian.variant": ["rn1mk1nr/8/1ppp1pp1/8/8/1PPP1PP1/8/RN1KM1NR w DEde - 0 1",
                          "4k3/8/8/8/8/8/8/RR2K3 w - - 0 1", "4k3/3m4/8/8/8/8/3p4/R3K3 w - - 0 1",
                          "4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1"],
    "karouk.variant": ["rn1mk1nr/8/1ppp1pp1/8/8/1PPP1PP1/8/RN1KM1NR w DEde - 1+1 0 1",
                       "4k3/8/8/8/8/8/8/RR2K3 w - - 1+1 0 1"],
    # counting: a bare king's count that runs out, a board's honour count that a capture
    # restarts, and one running from its FEN
    "makruk.variant": ["4k3/8/8/8/8/8/8/RR2K3 w - - 0 1", "4k3/3m4/8/8/8/8/3p4/R3K3 w - - 0 1",
                       "3sk3/8/8/8/8/8/8/RS2K3 b - 128 120 70"],
    "asean.variant": ["4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "4k3/8/8/8/8/8/8/1B2K3 w - - 0 1",
                      "4k3/8/8/8/8/3q4/8/N3K3 w - - 0 1", "4k3/8/8/8/8/8/8/N3K3 b - 128 120 70"],
    # castling that gates on the king's square or the rook's, pawns about to promote
    "seirawan.variant": ["r3k2r/1PP3P1/8/8/8/8/1pp3p1/R3K2R[HEhe] w KQkq - 0 1"],
    "shouse.variant": ["r3k2r/1PP3P1/8/8/8/8/1pp3p1/R3K2R[HEhe] w KQkq - 0 1",
                       "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[QNqn] w KQkq - 0 1"],
    # placement: kings and rooks still in hand, so that some games castle with dropped men
    "placement.variant": ["1nbq1bn1/pppppppp/8/8/8/8/PPPPPPPP/1NBQ1BN1[KRRkrr] w - - 0 1"],
    # one more check wins, for either side: every checking move ends the game
    "3check.variant": ["r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR{2,2} w KQkq - 0 1",
                            "4k3/8/8/3q4/8/8/3Q4/4K2R{1,2} b K - 0 1"],
    # kings a move or two from the eighth rank, with men to guard it: flags reached and answered
    "racingkings.variant": ["8/2k2K2/8/8/8/8/rbn2NBR/qrbnNBRQ w - - 0 1"],
    # lions a step from the far rank, guarded or not: tries that win, wait or are taken; chicks
    # a step from promoting, and Fairy-Stockfish's own hen (H) in hand
    "dobutsu.variant": ["1g1/L2/2l/3[] w - - 0 1", "e1g/L1c/C1l/G1E[Hh] w - - 0 1",
                        "l1e/1C1/1c1/E1L[Gg] w - - 0 1"],
    # few men, the generals apart or facing: bikjang and two passes in a row, decided by
    # material either way; a chariot up near the move limit; a cannon against an advisor
    "janggi.variant": ["4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "3k5/4a4/9/9/9/9/9/9/4A4/5K3 w - - 0 1",
                       "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 90 80",
                       "3ak4/9/9/9/4c4/9/9/9/4A4/3K5 b - - 0 1"],
    # knights of both sides a move from e5: the centre taken, held and retaken
    "jesonmor.variant": ["n3n3n/9/9/2n3N2/9/2N3n2/9/9/N3N3N w - - 0 1"],
    # captures all round, with castling rooks to blow up; kings two squares apart
    "atomic.variant": ["r3k2r/pppq1ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1",
                       "8/2p5/3k4/1r1n4/3K4/2Q1R3/5P2/8 w - - 0 1"],
    "nocheckatomic.variant": ["r3k2r/pppq1ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1",
                              "8/2p5/3k4/1r1n4/3K4/2Q1R3/5P2/8 w - - 0 1"],
    "../tests/data/three-check-crazyhouse.variant": [
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[BNbn]{2,2} w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/4K3[QRqr]{2,2} w - - 0 1"],
    # captures forced everywhere, en passant to take, pawns a step from promoting to any man
    "antichess.variant": ["rnb1kbnr/pp1p1ppp/8/2p1p3/2P1P3/8/PP1P1PPP/RNB1KBNR w - - 0 1",
                          "8/1P4k1/8/3p4/4P3/8/1p4K1/8 w - - 0 1"],
    # the castling rooks' paths open and attacked: the king is not royal
    "giveaway.variant": ["r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
                         "r3k2r/p6p/8/2b2b2/2B2B2/8/P6P/R3K2R w KQkq - 0 1"],
    # blocked pawns and kings to lose: stalemates judged by count
    "suicide.variant": ["8/8/8/p6p/P6P/8/8/2k2K2 w - - 0 1", "8/8/p7/P7/7p/7P/8/2k1K3 b - - 0 1"],
    # captures that force unless the king would be left in check, mates and bare kings to reach
    "losers.variant": ["r3k2r/pp3ppp/8/3q4/3Q4/8/PP3PPP/R3K2R w KQkq - 0 1",
                       "4k3/8/8/8/8/8/4q3/R3K3 w - - 0 1"],
    # few men, so that a side is soon left bare, or bares the other back with its reply
    "shatranj.variant": ["3k4/2r1q3/8/8/8/8/2RQN3/3K4 w - - 0 1",
                         "8/2k5/2r5/8/8/3R4/3K4/8 w - - 0 1"],
    "courier.variant": ["5k6/4rwm5/12/12/12/12/4RWM5/5K6 w - - 0 1",
                        "12/3k8/3r8/12/12/5R6/5K6/12 w - - 0 1"],
    # a rook against a bare king, and a queen near the move limit: Black's draws are wins
    "armageddon.variant": ["4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
                           "k7/8/2K5/8/8/8/8/1Q6 w - - 90 80"],
}


def fairy_fens(name: str) -> list[str]:
    """Positions Fairy-Stockfish reached in its own games, as it writes them:
    tests/fairy/<its name>.fens, one a line, '#' for comments."""
    path = FENS / f"{FAIRY[name]}.fens"
    if not path.exists():
        return []
    lines = (line.split("#")[0].strip() for line in path.read_text().splitlines())
    return [line for line in lines if line]


def sampled(names) -> list:
    return [pytest.param(name, marks=() if name in SAMPLE else pytest.mark.slow)
            for name in sorted(names)]


def games(names) -> list:
    """A game from each start by default for the sample, three more (other seeds) under slow."""
    params = []
    for name in sorted(names):
        if name in SAMPLE:
            params.append(pytest.param(name, 1, 1, id=f"{name}-1"))
        params.append(pytest.param(name, 3, 2, marks=pytest.mark.slow, id=f"{name}-3"))
    return params


@pytest.mark.parametrize(("name", "per_start", "seed"), games(FAIRY))
def test_random_games_agree_with_fairy_stockfish(name, per_start, seed):
    """Seeded games from the setup, from each busy position and from each of Fairy-Stockfish's
    own FENs; perft 2 where one goes on."""
    theirs = [crosscheck.ours(FAIRY[name], fen) for fen in fairy_fens(name)]
    starts = [variant(name).setup.fen, *BUSY.get(name, []), *theirs]
    summary = crosscheck.run(variant(name), FAIRY[name], playouts=per_start * len(starts),
                             depth=2, seed=seed, plies=60, fens=tuple(starts[1:]))
    assert summary.ok, "\n".join(d.report() for d in summary.disagreements)


@pytest.mark.parametrize(("name", "start"), [(name, fen) for name in CHECK_COUNTING
                                             for fen in BUSY[name]])
def test_check_counting_perft_equals_fairy_stockfish(name, start):
    """Perft where a check ends the game: every checking move is a leaf."""
    depth = 2 if "[" in start else 3  # drops make the tree wide, and pyffish replays each line
    fairy = compiled(name, start).fen()
    assert compiled(name, start).perft(depth) == crosscheck.perft(variant(name), FAIRY[name], fairy,
                                                                  depth)


@pytest.mark.parametrize("name", sampled(name for name in FAIRY if fairy_fens(name)))
def test_fairy_stockfish_fens_read_with_the_same_perft(name):
    """Each of Fairy-Stockfish's FENs, read as it wrote it: the same FEN written back (but for
    the order of men in hand), and the same perft."""
    fairy = FAIRY[name]
    for fen in fairy_fens(name):
        engine = compiled(name, fen)
        theirs = crosscheck.settled(lambda f: compiled(name, f), pyffish.get_fen(fairy, fen, []))
        exact = variant(name).endings.counting is not None  # a running count: its clock too
        assert crosscheck.comparable(engine.fen(), exact) == crosscheck.comparable(theirs, exact), fen
        assert engine.perft(2) == crosscheck.perft(variant(name), fairy, fen, 2), fen
