"""Matches between two levels: games in pairs from seeded openings, each side playing each
colour once from the same opening; the score, and an Elo estimate with its error bar."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from variantc.play.evaluate import Evaluation
from variantc.play.levels import Level, Player
from variantc.play.search import MATE
from variantc.runtime.engine import CompiledEngine

OPENING_PLIES = 4  # random plies that start each pair of games
MAX_PLIES = 200  # a game still going after this many plies is adjudicated
ADJUDICATE = 300  # centipawns: the side this far ahead wins an adjudicated game, else a draw


@dataclass
class Game:
    white: str  # the level playing white
    black: str
    result: str  # '1-0', '0-1', '1/2-1/2', or a winner's share: '3/4-1/4'
    reason: str  # the game's termination, or 'adjudicated'
    plies: int
    opening: list[str]

    def score_for(self, name: str) -> float:
        """Points scored by the level `name` (of the two playing)."""
        white, black = (float(Fraction(points)) for points in self.result.split("-"))
        return white if self.white == name else black


def opening(factory: Callable[[], CompiledEngine], seed: int) -> list[int]:
    """A few seeded random plies that leave the game going."""
    rng = random.Random(seed)
    for _ in range(100):
        e, line = factory(), []
        for _ in range(OPENING_PLIES):
            legal = e._legal()
            if not legal:
                break
            m = rng.choice(legal)
            e._make(m)
            line.append(m)
        if e._legal() and e._ended() is None:
            return line
    return []


def play(factory: Callable[[], CompiledEngine], white: Level, black: Level, line: list[int],
         seed: int, on_move: Callable[[int], None] | None = None) -> Game:
    """One game from the opening `line`, the two levels choosing moves from then on."""
    board = factory()
    names = [_push(board, m) for m in line]
    players = (Player(white, seed, clock=False), Player(black, seed + 1, clock=False))
    evaluation = Evaluation(board)
    while True:
        outcome = board.outcome()
        if outcome is not None:
            return Game(white.name, black.name, outcome.score(),
                        outcome.termination.name.lower(), len(board.move_stack), names)
        if len(board.move_stack) >= MAX_PLIES:
            score = evaluation(board) * (1 if board._side == 0 else -1)
            result = "1-0" if score >= ADJUDICATE else "0-1" if score <= -ADJUDICATE \
                else "1/2-1/2"
            return Game(white.name, black.name, result, "adjudicated", len(board.move_stack),
                        names)
        chosen = players[board._side].choose(board).move
        assert chosen is not None
        _push(board, chosen)
        if on_move:
            on_move(len(board.move_stack))


def _push(board: CompiledEngine, handle: int) -> str:
    """Play an engine's move through the Board API (which keeps the game's record); its SAN."""
    moves, handles = board._known()
    name = next(n for n, h in handles.items() if h == handle)
    san = board.san(moves[name])
    board.push(moves[name])
    return san


@dataclass
class Score:
    wins: int
    draws: int
    losses: int

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def fraction(self) -> float:
        return (self.wins + self.draws / 2) / self.games if self.games else 0.5

    def elo(self) -> tuple[float, float]:
        """The Elo difference the score implies, and its 95% error bar (+-): the score's
        standard error carried through the Elo curve's slope there (infinite at 0% or 100%)."""
        n, s = self.games, self.fraction
        if not n or s <= 0 or s >= 1:
            return _elo(s), math.inf
        variance = (self.wins * (1 - s) ** 2 + self.draws * (0.5 - s) ** 2
                    + self.losses * s ** 2) / n
        slope = 400 / (math.log(10) * s * (1 - s))  # d Elo / d score
        return _elo(s), 1.96 * math.sqrt(variance / n) * slope


def _elo(s: float) -> float:
    if s <= 0:
        return -math.inf
    if s >= 1:
        return math.inf
    return -400 * math.log10(1 / s - 1)


def mate_in(score: int) -> int | None:
    """Moves to mate (negative: being mated) for a search score, or None."""
    if abs(score) < MATE // 2:
        return None
    plies = MATE - abs(score)
    return (plies + 1) // 2 * (1 if score > 0 else -1)


def game(factory: Callable[[], CompiledEngine], a: Level, b: Level, seed: int, i: int,
         on_move: Callable[[int], None] | None = None) -> Game:
    """Game `i` of a match of `a` against `b`: pairs share a seeded opening, the colours
    swapped; each game's choices have seeds of their own, so it is the same wherever it runs."""
    line = opening(factory, seed + i // 2)
    white, black = colours(a, b, i)
    return play(factory, white, black, line, seed * 1000 + i, on_move)


def colours(a: Level, b: Level, i: int) -> tuple[Level, Level]:
    """White and black in game `i`: `a` is white in the even games."""
    return (a, b) if i % 2 == 0 else (b, a)


def game_on(module: Any, piece: tuple[Level, Level, int, int]) -> tuple[int, Game]:
    """A game played by a worker of a campaign, on its compiled `module`."""
    a, b, seed, i = piece
    return i, game(module.Engine, a, b, seed, i)


# Plays the games numbered in the list on workers, passing each (number, Game) back as it ends.
Workers = Callable[[list[tuple[Level, Level, int, int]], Callable[[tuple[int, Game]], None]],
                   None]


def run(factory: Callable[[], CompiledEngine], a: Level, b: Level, games: int, seed: int,
        console: Console, workers: Workers | None = None) -> tuple[Score, list[Game]]:
    """Play `games` games of `a` against `b`, showing each game's progress and result (on
    `workers` if given: then in the order they end); `a`'s score and the games in order."""
    score, played = Score(0, 0, 0), {}
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True) as progress:
        overall = progress.add_task(f"{a.name} v {b.name}", total=games)

        def ended(result: tuple[int, Game]) -> None:
            i, one = result
            played[i] = one
            points = one.score_for(a.name)
            if points > 0.5:  # a win's share short of the whole point counts as a win
                score.wins += 1
            elif points < 0.5:
                score.losses += 1
            else:
                score.draws += 1
            elo, margin = score.elo()
            progress.console.print(
                f"game {i + 1:>3}  {one.white:>8} - {one.black:<8} {one.result:<7} "
                f"{one.reason:<12} {one.plies:>3} plies   "
                f"{a.name} {score.wins}-{score.draws}-{score.losses} "
                f"({100 * score.fraction:.0f}%, Elo {_signed(elo)} ± {_plain(margin)})")
            progress.advance(overall)

        if workers is not None:
            workers([(a, b, seed, i) for i in range(games)], ended)
        else:
            current = progress.add_task("", total=None)
            for i in range(games):
                def moved(plies: int, n: int = i) -> None:
                    white, black = colours(a, b, n)
                    progress.update(current, description=f"game {n + 1}: {white.name} (white) "
                                                         f"v {black.name}, ply {plies}")

                moved(0)
                ended((i, game(factory, a, b, seed, i, moved)))
    return score, [played[i] for i in sorted(played)]


def _signed(x: float) -> str:
    return f"{x:+.0f}" if math.isfinite(x) else ("+inf" if x > 0 else "-inf")


def _plain(x: float) -> str:
    return f"{x:.0f}" if math.isfinite(x) else "inf"


def summary(a: Level, b: Level, score: Score, console: Console, variant: str) -> None:
    """The match's table: games, wins, draws, losses, score, Elo and its error bar."""
    table = Table(title=f"{variant}: {a.name} v {b.name}")
    for column in ("level", "games", "wins", "draws", "losses", "score", "Elo (95%)"):
        table.add_column(column, justify="left" if column == "level" else "right")
    elo, margin = score.elo()
    table.add_row(a.name, str(score.games), str(score.wins), str(score.draws),
                  str(score.losses), f"{100 * score.fraction:.1f}%",
                  f"{_signed(elo)} ± {_plain(margin)}")
    console.print(table)
