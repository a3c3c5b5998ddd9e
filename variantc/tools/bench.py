"""Speed, measured the same way for every engine: perft from a position, in nodes per second.

Two figures per engine: leaves bulk-counted (perft(1) is the number of legal moves), and every
node played and taken back (perft_full). Depths grow until a run takes long enough to time.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Measure:
    depth: int
    nodes: int
    seconds: float

    @property
    def nps(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0


def timed(run: Callable[[int], int], min_seconds: float, max_depth: int = 8,
          budget: float | None = None) -> Measure:
    """Perft at increasing depth until one run lasts `min_seconds`, or the depth cap, or the
    next depth would likely outlast `budget` seconds (guessed from how the tree last grew)."""
    best, last = Measure(0, 0, 0.0), None
    for depth in range(1, max_depth + 1):
        start = time.perf_counter()
        nodes = run(depth)
        last, best = best, Measure(depth, nodes, time.perf_counter() - start)
        if best.seconds >= min_seconds or nodes == 0:
            break
        if budget is not None and last.nodes and best.seconds * best.nodes / last.nodes > budget:
            break
    return best


class Disagree(Exception):
    """Two engines counted different trees from one position: a ratio of their speeds would
    compare different work, and one of them is wrong."""

    def __init__(self, depth: int, fast: int, slow: int) -> None:
        super().__init__(f"perft({depth}) counts {fast:,} and {slow:,}")
        self.depth, self.counts = depth, (fast, slow)


def timed_at(run: Callable[[int], int], depth: int, min_seconds: float) -> tuple[Measure, int]:
    """Perft at one depth, repeated until the runs together last `min_seconds`; and what
    one run counts."""
    nodes, start = 0, time.perf_counter()
    while True:
        count = run(depth)
        nodes += count
        seconds = time.perf_counter() - start
        if seconds >= min_seconds or nodes == 0:
            return Measure(depth, nodes, seconds), count


def compare(fast: Callable[[int], int], slow: Callable[[int], int], depth: int,
            seconds: float, rounds: int = 5) -> tuple[Measure, Measure]:
    """Two engines on the same tree: in each round each repeats perft(depth) for
    `seconds / rounds`; each keeps its best round. Interleaved rounds share the machine's
    moods, and the best round is the one least slowed by other work. Disagree if the two
    count different trees."""
    best: list[Measure] = []
    for _ in range(rounds):
        (mine, counted), (theirs, their_count) = (timed_at(run, depth, seconds / rounds)
                                                  for run in (fast, slow))
        if counted != their_count:
            raise Disagree(depth, counted, their_count)
        best = [mine, theirs] if not best else \
            [m if m.nps > b.nps else b for m, b in zip((mine, theirs), best, strict=True)]
    return best[0], best[1]


def versus(fast: Callable[[int], int], slow: Callable[[int], int],
           seconds: float) -> tuple[Measure, float]:
    """The slower engine's figure, and how many times faster the other is, on the tree of the
    depth where one run of the slower engine lasts `seconds / 2` (short of a depth whose run
    would likely take more than `4 * seconds`)."""
    depth = timed(slow, seconds / 2, budget=4 * seconds).depth
    mine, theirs = compare(fast, slow, depth, seconds)
    return theirs, mine.nps / theirs.nps if theirs.nps else 0.0


def plays_chess(engine, fen: str, games: int = 4, plies: int = 60) -> bool:
    """Whether python-chess plays the same game as `engine` from `fen`: the same legal moves
    at every ply of a few seeded random games. Only then is it a fair baseline."""
    try:
        import chess
    except ImportError:
        return False
    rng = random.Random(0)
    for _ in range(games):
        try:
            board = chess.Board(fen)
        except ValueError:
            return False
        played = 0
        for _ in range(plies):
            moves = sorted(m.uci() for m in board.legal_moves)
            if sorted(m.uci() for m in engine.legal_moves) != moves:
                for _ in range(played):
                    engine.pop()
                return False
            if not moves:
                break
            move = rng.choice(moves)
            engine.push_uci(move)
            board.push_uci(move)
            played += 1
        for _ in range(played):
            engine.pop()
    return True


def python_chess(fen: str) -> tuple[Callable[[int], int], Callable[[int], int]] | None:
    """python-chess perft, bulk and full, if it is installed and reads the FEN."""
    try:
        import chess
    except ImportError:
        return None
    try:
        board = chess.Board(fen)
    except ValueError:
        return None

    def bulk(depth: int) -> int:
        if depth == 1:
            return board.legal_moves.count()
        total = 0
        for move in board.legal_moves:
            board.push(move)
            total += bulk(depth - 1)
            board.pop()
        return total

    def full(depth: int) -> int:
        if depth == 0:
            return 1
        total = 0
        for move in board.legal_moves:
            board.push(move)
            total += full(depth - 1)
            board.pop()
        return total

    return bulk, full
