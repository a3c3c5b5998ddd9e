"""Cross-check against Fairy-Stockfish through pyffish: seeded random games, ply by ply.

Every shipped definition that Fairy-Stockfish also plays: the same legal moves at every ply,
and the same result when the game ends. Fairy-Stockfish generates a checkmating pawn drop
in shogi (and scores it as a loss); the strict rule forbids it, so such a drop may appear
on its side only.
"""

from __future__ import annotations

import random

import pytest

from compiler.runtime.board import Outcome
from tests.conftest import ORACLE
from tests.helpers import compiled, ucis, variant

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
# Fairy-Stockfish writes the checks each side has still to give ("3+3", after the en-passant
# field); our FEN counts the checks given, in braces after the board ({0,0}).
CHECKS_TO_WIN = {"three-check.variant": 3, "../tests/data/three-check-crazyhouse.variant": 3}
STRICT = {"minishogi", "shogi"}
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


def fairy_fen(name: str, fen: str) -> str:
    """Our FEN as Fairy-Stockfish reads it."""
    if name not in CHECKS_TO_WIN:
        return fen
    fields = fen.split()
    board, _, given = fields[0].partition("{")
    white, black = (int(x) for x in given.rstrip("}").split(",")) if given else (0, 0)
    n = CHECKS_TO_WIN[name]
    return " ".join([board, *fields[1:4], f"{n - white}+{n - black}", *fields[4:]])


def checks_given(name: str, fen: str) -> tuple[int, ...]:
    """The checks each side has given, from either side's FEN."""
    if name not in CHECKS_TO_WIN:
        return ()
    fields = fen.split()
    if "{" in fields[0]:
        return tuple(int(x) for x in fields[0].partition("{")[2].rstrip("}").split(","))
    return tuple(CHECKS_TO_WIN[name] - int(x) for x in fields[4].split("+"))


def comparable(fen: str) -> tuple:
    """Board, pools as a multiset, side, castling and en passant; not the clocks."""
    fields = fen.split()
    board, _, pools = fields[0].partition("{")[0].partition("[")
    return board, "".join(sorted(pools.rstrip("]").replace("-", ""))), *fields[1:4]


def mating_pawn_drop(fairy: str, fen: str, moves: list[str], move: str) -> bool:
    after = moves + [move]
    return (fairy in STRICT and move.startswith("P@") and pyffish.gives_check(fairy, fen, after)
            and not pyffish.legal_moves(fairy, fen, after))


def fairy_value(outcome: Outcome, white_to_move: bool) -> int:
    """Our outcome as pyffish scores it: from the side to move, negative for a loss."""
    if outcome.result() == "1/2-1/2":
        return 0
    mover_won = (outcome.result() == "1-0") == white_to_move
    return 1 if mover_won else -1


GAMES = [(name, None, seed) for name in sorted(FAIRY) for seed in range(6)]
GAMES += [(name, fen, seed) for name, fens in sorted(BUSY.items()) for fen in fens
          for seed in range(4)]


@pytest.mark.parametrize(("name", "start", "seed"), GAMES)
def test_random_games_agree_with_fairy_stockfish(name, start, seed):
    fairy, rng = FAIRY[name], random.Random(seed)
    ours_start = start or variant(name).setup.fen
    fen = fairy_fen(name, ours_start)
    engine, moves = compiled(name, ours_start), []
    for _ in range(80):
        theirs_fen = pyffish.get_fen(fairy, fen, moves)
        assert comparable(engine.fen()) == comparable(theirs_fen), moves
        assert checks_given(name, engine.fen()) == checks_given(name, theirs_fen), moves
        ours = ucis(engine)
        theirs = pyffish.legal_moves(fairy, fen, moves)
        extra = sorted(set(ours) - set(theirs))
        missing = sorted(m for m in set(theirs) - set(ours)
                         if not mating_pawn_drop(fairy, fen, moves, m))
        assert not extra and not missing, f"after {' '.join(moves)}: extra {extra}, missing {missing}"
        if not ours:
            outcome = engine.outcome()
            assert outcome is not None
            if len(theirs) == 0:
                result = pyffish.game_result(fairy, fen, moves)
                white = engine.fen().split()[1] == "w"
                assert (result > 0) - (result < 0) == fairy_value(outcome, white), moves
            return
        move = rng.choice(ours)
        engine.push_uci(move)
        moves.append(move)


def fairy_perft(fairy: str, fen: str, moves: list[str], depth: int) -> int:
    legal = pyffish.legal_moves(fairy, fen, moves)
    if depth == 1:
        return len(legal)
    return sum(fairy_perft(fairy, fen, moves + [m], depth - 1) for m in legal)


@pytest.mark.parametrize(("name", "start"), [(name, fen) for name in sorted(CHECKS_TO_WIN)
                                             for fen in BUSY[name]])
def test_check_counting_perft_equals_fairy_stockfish(name, start):
    """Perft where a check ends the game: every checking move is a leaf."""
    depth = 2 if "[" in start else 3  # drops make the tree wide, and pyffish replays each line
    assert compiled(name, start).perft(depth) == fairy_perft(FAIRY[name], fairy_fen(name, start),
                                                             [], depth)
