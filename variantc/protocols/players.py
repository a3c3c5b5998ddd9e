"""The levels of variantc.play as the front ends' players: a level's search run within the
GUI's limits (the stricter of the two wins), stopped when the GUI says so, reporting each
completed depth with its principal variation in move names."""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from typing import cast

from variantc.play import levels, search
from variantc.protocols.session import Info, Limits, Player, Report
from variantc.runtime.board import Board, Move
from variantc.runtime.engine import CompiledEngine


class LevelPlayer:
    """One level, seeded: the same positions get the same moves."""

    def __init__(self, level: levels.Level, seed: int = 0):
        self.level, self.seed = level, seed
        self.new_game()

    def new_game(self) -> None:
        self.player = levels.Player(self.level, self.seed)

    def think(self, position: Board, limits: Limits, report: Report,
              stop: threading.Event) -> Move | None:
        board = cast(CompiledEngine, position)  # the front ends play compiled engines
        result = self.player.choose(board, limits.depth, limits.seconds, limits.nodes, stop,
                                    lambda r: report(_info(board, r)))
        return _move(board, result.move) if result.move is not None else None


def _move(board: CompiledEngine, handle: int) -> Move:
    return board.parse_uci(board._name_of(handle))


def _info(board: CompiledEngine, result: search.Result) -> Info:
    names = []
    for m in result.pv:
        names.append(board._name_of(m))
        board._make(m)
    for _ in result.pv:
        board._unmake()
    mate = None
    if abs(result.score) > search.MATE // 2:
        plies = search.MATE - abs(result.score)
        mate = (plies + 1) // 2 if result.score > 0 else -((plies + 1) // 2)
    return Info(result.depth, result.score, mate, result.nodes, result.seconds, tuple(names))


def roster(seed: int = 0) -> dict[str, Callable[[], Player]]:
    """Each level's name, with a maker of its player."""
    return {name: functools.partial(LevelPlayer, level, seed)
            for name, level in levels.LEVELS.items()}
