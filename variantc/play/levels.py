"""Strength levels: how deep, how many nodes and how long a level searches, and how much
seeded noise blurs its evaluation. Depth and nodes bound a level's work on any definition and
machine, the clock or not: a definition whose moves multiply (duck chess: each move once per
empty square) makes a level search less deep, never past its nodes. `random` plays a
uniformly random legal move (seeded): a floor to measure the others from. The numbers are
tuned so that each level beats the one below it (docs/playing.md has the measured tables)."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass

from variantc.play.search import Limits, Result, Search
from variantc.runtime.engine import CompiledEngine


@dataclass(frozen=True)
class Level:
    name: str
    depth: int  # plies searched at most, before quiescence
    seconds: float | None  # the time per move, at most
    noise: int  # centipawns of noise in the evaluation
    nodes: int | None  # the nodes searched per move, at most: a bound on work, clock or not


LEVELS = {
    "random": Level("random", 0, None, 0, None),
    "novice": Level("novice", 1, 0.5, 300, 5_000),
    "beginner": Level("beginner", 1, 0.5, 20, 5_000),
    "casual": Level("casual", 2, 1.0, 10, 20_000),
    "club": Level("club", 3, 2.0, 0, 40_000),
}
NAMES = tuple(LEVELS)


class Player:
    """A level playing one engine's games. Without the clock its choices depend only on the
    position and seed; with it, a search the level's time cap cuts short may choose otherwise."""

    def __init__(self, level: Level, seed: int = 0, clock: bool = True):
        # A match plays without the clock: its games must be the same wherever they run
        # (--jobs, --ray), however loaded the machine.
        self.level, self.seed, self.clock = level, seed, clock
        self.rng = random.Random(seed)
        self.search: Search | None = None

    def choose(self, engine: CompiledEngine, depth: int | None = None,
               seconds: float | None = None, nodes: int | None = None,
               stop: threading.Event | None = None,
               report: Callable[[Result], None] | None = None) -> Result:
        """The move to play in the engine's position (which it leaves as it found it). A
        depth or time given bounds the level's own, the stricter of the two winning (a GUI's
        limits); `stop` ends the search early, `report` hears each completed depth."""
        level = self.level
        if level.depth == 0:
            legal = engine._legal_own()
            return Result(self.rng.choice(legal) if legal else None, 0, 0, 0, 0.0)
        if self.search is None or self.search.e is not engine:
            self.search = Search(engine)
        seed = self.seed ^ len(engine._stack) * 0x9E3779B1
        depth = min(level.depth, depth) if depth else level.depth
        times = [t for t in (level.seconds if self.clock else None, seconds) if t]
        budgets = [n for n in (level.nodes, nodes) if n]
        return self.search.run(Limits(depth, min(times) if times else None, level.noise, seed,
                                      min(budgets) if budgets else None, stop), report)
