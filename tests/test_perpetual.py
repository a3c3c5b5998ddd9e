"""`repetition N OUTCOME perpetual-check OUTCOME`: a repetition in which one side gave check
all along is lost by that side (Fairy-Stockfish's perpetualCheckIllegal, in its xiangqi,
janggi, minixiangqi, manchu and shogi variants).

Each line is a FEN and moves played from it, ending on the repetition's last occurrence or
around it; what the game is there comes from pyffish (is_optional_game_end, the score for the
side to move), and the compiled engine and the reference interpreter must both say it, by
name: `perpetual-check` when one side checked all along, `repetition` otherwise.
"""

from __future__ import annotations

import pytest

from tests.helpers import variant
from variantc.play.search import INF, Search
from variantc.runtime.outcome import Termination
from variantc.tools import engines

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

ROOK = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1"  # White's chariot checks along ranks 10 and 9
BLACK_ROOK = "r2k5/9/9/9/9/9/9/9/9/5K3 b - - 0 1"  # Black's does, along ranks 1 and 2
CHECKS = ["a2a10"] + ["e10e9", "a10a9", "e9e10", "a9a10"] * 2  # nine plies, all checks
BLACK_CHECKS = ["a10a1"] + ["f1f2", "a1a2", "f2f1", "a2a1"] * 2
# the first cycle's chariot goes back to a2 once, giving no check: a plain repetition
ONCE = ["a2a10", "e10e9", "a10a2", "e9e10", "a2a10", "e10e9", "a10a9", "e9e10", "a9a10",
        "e10e9", "a10a2", "e9e10"]
QUIET = ["d1d2", "e10e9", "d2d1", "e9e10"] * 2  # the generals step: nobody checks

LINES = [
    # White checked in all five positions where Black was to move: White loses
    (ROOK, CHECKS, Termination.PERPETUAL_CHECK),
    (ROOK, CHECKS[:8], None),  # one occurrence short
    (BLACK_ROOK, BLACK_CHECKS, Termination.PERPETUAL_CHECK),  # Black checked: Black loses
    (BLACK_ROOK, BLACK_CHECKS[:8], None),
    # the run from the first of the three occurrences holds a position without check
    (ROOK, ONCE[:9], Termination.REPETITION),
    (ROOK, ONCE[:10], Termination.REPETITION),
    (ROOK, ONCE[:11], None),
    (ROOK, ONCE, Termination.REPETITION),
    (ROOK, QUIET, Termination.REPETITION),
]
MINI = "3k3/7/7/7/7/R6/2K4 w - - 0 1"
MINI_CHECKS = ["a2a7"] + ["d7d6", "a7a6", "d6d7", "a6a7"] * 2


def fairy_says(name: str, fen: str, moves: list[str]) -> tuple[bool, int]:
    """Whether Fairy-Stockfish's game is over, and its score for the side to move."""
    ended, value = pyffish.is_immediate_game_end(name, fen, moves)
    if not ended:
        ended, value = pyffish.is_optional_game_end(name, fen, moves)
    return ended, value


def played(name: str, kind: str, fen: str, moves: list[str]):  # type: ignore[no-untyped-def]
    engine = engines.make(variant(f"{name}.variant"), kind, fen)
    for move in moves:
        engine.push_uci(move)
    return engine


def agree(name: str, kind: str, fen: str, moves: list[str], how: Termination | None) -> None:
    engine = played(name, kind, fen, moves)
    ended, value = fairy_says(name, fen, moves)
    outcome = engine.outcome()
    assert (outcome is not None) == ended
    assert (outcome.termination if outcome else None) is how
    if outcome is not None:
        won = None if value == 0 else (value > 0) == engine.turn
        assert outcome.winner is won


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize("name", ["xiangqi", "janggi", "manchu"])
@pytest.mark.parametrize(("fen", "moves", "how"), LINES)
def test_repetitions_end_as_fairy_stockfish_ends_them(name: str, fen: str, moves: list[str],
                                                       how: Termination | None, kind: str) -> None:
    agree(name, kind, fen, moves, how)


@pytest.mark.parametrize("kind", ["compiled", "reference"])
def test_minixiangqi_has_the_rule_too(kind: str) -> None:
    agree("minixiangqi", kind, MINI, MINI_CHECKS, Termination.PERPETUAL_CHECK)
    agree("minixiangqi", kind, MINI, MINI_CHECKS[:8], None)


def test_the_checker_loses_by_name() -> None:
    """Fairy-Stockfish scores it +32000 for the side to move, the side that was checked."""
    assert fairy_says("xiangqi", ROOK, CHECKS) == (True, 32000)
    for kind in ("compiled", "reference"):
        outcome = played("xiangqi", kind, ROOK, CHECKS).outcome()
        assert outcome is not None and str(outcome) == "0-1 perpetual-check"
        outcome = played("xiangqi", kind, BLACK_ROOK, BLACK_CHECKS).outcome()
        assert outcome is not None and str(outcome) == "1-0 perpetual-check"

# Not here: a repetition in which both sides checked all along (Fairy-Stockfish: a draw). In
# xiangqi, minixiangqi, 5x5 and 8x8 chess, searches through pyffish found no cycle where every move
# gives check: each side to move in check, and each move escaping with a check of its own.


def _rook_checks(files: int, ranks: int) -> tuple[str, list[str]]:
    """A shogi board with the kings on file c and White's rook on a2, which then checks
    along the last two ranks, the king stepping between them: four occurrences in 13 plies."""
    edge = str(files - 3) if files > 3 else ""
    rows = ["2k" + edge] + [str(files)] * (ranks - 3) + ["R" + str(files - 1), "2K" + edge]
    top, below = ranks, ranks - 1
    moves = [f"a2a{top}"] + [f"c{top}c{below}", f"a{top}a{below}", f"c{below}c{top}",
                             f"a{below}a{top}"] * 3
    return "/".join(rows) + "[] w - - 0 1", moves


# Not kyotoshogi, where every man but the king turns over on each move: no man checks twice.
SHOGI = [("shogi", 9, 9), ("minishogi", 5, 5), ("micro", 4, 5), ("judkins", 6, 6),
         ("okisakishogi", 10, 10), ("gorogoro", 5, 6)]


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize(("name", "files", "ranks"), SHOGI)
def test_shogi_loses_a_fourfold_perpetual_check(name: str, files: int, ranks: int, kind: str) -> None:
    fen, moves = _rook_checks(files, ranks)
    agree(name, kind, fen, moves[:13], Termination.PERPETUAL_CHECK)
    agree(name, kind, fen, moves[:12], None)


# Where the rook would promote (EuroShogi, compulsorily) or cannot step back (the yari rook),
# the checks are given by a man that can: EuroShogi's dragon, Yari shogi's rook (L).
@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize(("name", "files", "ranks", "man", "end"),
                         [("euroshogi", 8, 8, "+R", 13), ("yarishogi", 7, 9, "L", 9)])
def test_other_checkers_lose_a_perpetual_check(name: str, files: int, ranks: int, man: str,
                                               end: int, kind: str) -> None:
    fen, moves = _rook_checks(files, ranks)
    fen = fen.replace("/R", "/" + man)
    agree(name, kind, fen, moves[:end], Termination.PERPETUAL_CHECK)
    agree(name, kind, fen, moves[:end - 1], None)


@pytest.mark.parametrize("kind", ["compiled", "reference"])
def test_tori_shogi_loses_a_perpetual_check_by_the_eagle(kind: str) -> None:
    """The eagle checks along its forward diagonals, the king stepping between them; the side
    to move at a fourth occurrence would win a plain repetition in Tori shogi."""
    fen, cycle = "5k1/7/7/7/7/7/E2K3[] w - - 0 1", ["a1a2", "f7g7", "a2a1", "g7f7"]
    agree("torishogi", kind, fen, cycle * 3, Termination.PERPETUAL_CHECK)
    agree("torishogi", kind, fen, (cycle * 3)[:11], None)


def _shuffle(name: str, fen: str) -> list[str]:
    """Four plies that bring the position back (two men stepping out and back, no capture,
    drop or promotion), found by asking pyffish for legal moves."""
    legal = pyffish.legal_moves
    for a in legal(name, fen, []):
        for b in legal(name, fen, [a]):
            back_a, back_b = a[2:4] + a[:2], b[2:4] + b[:2]
            if any(c in a + b for c in "@+") or b[:2] == a[2:4]:
                continue
            if back_a in legal(name, fen, [a, b]) and back_b in legal(name, fen, [a, b, back_a]):
                cycle = [a, b, back_a, back_b]
                if pyffish.get_fen(name, fen, cycle).split()[:2] == fen.split()[:2]:
                    return cycle  # not a capture (the board is as it was)
    raise AssertionError(f"no shuffle in {name} from {fen}")


# The plain repetition's outcome, with no check in it: a draw in most, but Fairy-Stockfish's
# minishogi gives the win to Black (nFoldValueAbsolute) and torishogi to the side to move.
PLAIN = ["shogi", "minishogi", "micro", "judkins", "okisakishogi", "gorogoro", "kyotoshogi",
         "euroshogi", "yarishogi", "torishogi", "xiangqi", "janggi"]
# One ply later matters where the outcome depends on who is to move: the rest run under slow.
BY_MOVER = ("minishogi", "torishogi")


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize(("name", "offset"), [(name, 0) for name in PLAIN] + [
    pytest.param(name, 1, marks=() if name in BY_MOVER else pytest.mark.slow) for name in PLAIN])
def test_a_plain_repetition_ends_as_fairy_stockfish_ends_it(name: str, offset: int,
                                                            kind: str) -> None:
    """From the start, or one ply later (the other side to move at the end): the shuffle
    until Fairy-Stockfish's game ends, and one ply before."""
    start = engines.make(variant(f"{name}.variant"), "compiled", None).fen()
    first = pyffish.legal_moves(name, start, [])[-1:] if offset else []
    moves = first + _shuffle(name, pyffish.get_fen(name, start, first)) * 5
    end = next(n for n in range(1, len(moves) + 1) if fairy_says(name, start, moves[:n])[0])
    agree(name, kind, start, moves[:end], Termination.REPETITION)
    agree(name, kind, start, moves[:end - 1], None)


# The search (variantc/play) meets a position again after two occurrences, as Fairy-Stockfish's
# search does, and scores it as the game would end at the last: the sign of pyffish's score
# for the side to move there.
@pytest.mark.parametrize(("name", "fen", "moves", "cycle"), [
    ("xiangqi", ROOK, CHECKS, 4),  # White checked all along: Black, to move, wins
    ("xiangqi", ROOK, QUIET, 4),  # nobody checked: a draw
    ("minishogi", None, None, 4),  # Black wins a repetition, whoever is to move
])
def test_the_search_scores_a_repetition_as_the_game_ends(name: str, fen: str | None,
                                                         moves: list[str] | None,
                                                         cycle: int) -> None:
    if fen is None:
        fen = engines.make(variant(f"{name}.variant"), "compiled", None).fen()
        moves = _shuffle(name, fen) * 3  # the fourth occurrence
    assert moves is not None
    ended, value = fairy_says(name, fen, moves)
    assert ended
    # the game's last position, one cycle earlier: met before, the same side to move
    again = len(moves) - cycle
    engine = played(name, "compiled", fen, moves[:again])
    search = Search(engine)
    search.path = search._game_keys()
    score = search.negamax(1, -INF, INF, 1)
    assert (score > 0) - (score < 0) == (value > 0) - (value < 0)
