"""Negamax alpha-beta over any compiled engine: iterative deepening, a transposition table
keyed by the engine's Zobrist hash, move ordering (the table's move, captures by most
valuable victim and least valuable attacker, killers, history), quiescence on captures, and
limits on depth, nodes and time. Game ends are scored as the engine's `outcome` judges them,
so as the definition says; repetition and the move limit as its endings say.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from variantc.play.evaluate import Evaluation
from variantc.runtime import endings, moves
from variantc.runtime.engine import CompiledEngine
from variantc.runtime.outcome import Outcome, Termination

MATE = 1_000_000  # a won game, less the plies it takes
INF = 2 * MATE
EXACT, LOWER, UPPER = 0, 1, 2  # what a table entry's score is: exact, at least, at most
QUIET_DEPTH = 8  # captures followed past the nominal depth, at most
CHECK_EVERY = 512  # nodes between looks at the clock (the node limit is looked at exactly)
OUTCOME_SCORE = {"wins": MATE, "draws": 0, "loses": -MATE}


class Timeout(Exception):
    """The time limit passed: the search unwinds to the last depth it completed."""


@dataclass
class Result:
    move: int | None  # the best move found, None with none legal
    score: int  # centipawns for the side to move; beyond MATE/2, a mate in (MATE - score) plies
    depth: int  # the deepest iteration completed
    nodes: int
    seconds: float
    pv: list[int] = field(default_factory=list)


@dataclass
class Limits:
    depth: int = 64
    seconds: float | None = None
    noise: int = 0  # centipawns of seeded noise in the evaluation: weaker, varied play
    seed: int = 0
    nodes: int | None = None  # stop after about this many nodes
    stop: threading.Event | None = None  # set from another thread: stop now


class Search:
    """A search over one engine, whose position it plays and takes back in place."""

    def __init__(self, engine: CompiledEngine, evaluation: Evaluation | None = None):
        self.e = engine
        self.evaluation = evaluation or Evaluation(engine)
        self.table: dict[int, tuple[int, int, int, int | None]] = {}  # depth, flag, score, move
        self.history: dict[int, int] = {}
        self.killers: list[list[int]] = []
        self.nodes = 0
        self.deadline: float | None = None
        self.node_limit: int | None = None
        self.look_at = CHECK_EVERY  # the node count at which the limits are looked at next
        self.cut = False  # a limit was reached before any root move had a score
        self.stop: threading.Event | None = None
        self.root: tuple[int, int] | None = None  # this iteration's best root move so far
        self.noise, self.salt = 0, 0
        # With `walling`, a mask that keeps a move's fields but its wall's square: quiescence
        # follows one wall per move of a man
        wall = engine._layout.WALLED
        self.unwalled = ~(wall.mask << wall.shift) if engine._notation.walls else None
        rules = engine._endings
        self.repetition: str | None = rules.get("repetition_outcome") or "draws" \
            if rules.get("repetition") else None
        self.perpetual = "perpetual_check" in rules
        limit = rules.get("move_limit")
        self.move_limit = 2 * limit if limit else None
        self.limit_score = OUTCOME_SCORE.get(rules.get("move_limit_outcome") or "draws", 0)

    def run(self, limits: Limits, report: Callable[[Result], None] | None = None) -> Result:
        """Deepen until the depth or the time is spent; the last complete iteration decides."""
        start = time.perf_counter()
        self.deadline = start + limits.seconds if limits.seconds else None
        self.node_limit, self.stop = limits.nodes, limits.stop
        self.noise = limits.noise
        self.salt = random.Random(limits.seed).getrandbits(64)
        self.nodes, self.look_at = 0, min(CHECK_EVERY, limits.nodes or CHECK_EVERY)
        self.cut = False
        self.path = [k for k in self._game_keys()]
        legal = self.e._legal_own()
        best = Result(legal[0] if legal else None, 0, 0, 0, 0.0)
        if len(legal) <= 1 and limits.seconds:
            return best  # nothing to think about
        self.root = None
        for depth in range(1, limits.depth + 1):
            try:
                score = self.negamax(depth, -INF, INF, 0)
            except Timeout:
                if best.depth == 0 and self.root is not None:
                    # No depth completed: the best of the root moves searched beats a move
                    # not searched at all.
                    best = Result(self.root[0], self.root[1], 0, 0, 0.0, [self.root[0]])
                break
            pv = self.pv(depth)
            best = Result(pv[0] if pv else best.move, score, depth, self.nodes,
                          time.perf_counter() - start, pv)
            if report:
                report(best)
            if abs(score) > MATE // 2:
                break  # a forced end found: deeper adds nothing
        best.nodes, best.seconds = self.nodes, time.perf_counter() - start
        return best

    def spent(self) -> bool:
        """Whether the time or the nodes are spent, or the search was told to stop."""
        return bool(self.deadline and time.perf_counter() > self.deadline
                    or self.node_limit and self.nodes >= self.node_limit
                    or self.stop and self.stop.is_set())

    def count(self) -> None:
        """One node more: at the node limit, and every CHECK_EVERY nodes, a look at the
        limits. Spent, the search stops, but never before a root move has a score, so that
        there is always a weighed move to play: until then quiescence scores each position as
        it stands (`cut`), and the limits are looked at on every node."""
        self.nodes += 1
        if self.nodes < self.look_at:
            return
        if self.spent():
            if self.root is not None:
                raise Timeout
            self.cut = True
        self.look_at = self.nodes + 1 if self.cut else self.nodes + CHECK_EVERY
        if self.node_limit and self.nodes < self.node_limit:
            self.look_at = min(self.look_at, self.node_limit)

    def _game_keys(self) -> list[int]:
        """The hashes of the game's positions so far, replayed: a repetition counts them."""
        e, played = self.e, []
        while e._stack:
            played.append(e._stack[-1][0])
            e._unmake()
        keys = [e._zobrist()]
        for m in reversed(played):
            e._make(m)
            keys.append(e._zobrist())
        return keys[:-1]

    def pv(self, depth: int) -> list[int]:
        """The principal variation, read from the table."""
        line: list[int] = []
        for _ in range(depth):
            entry = self.table.get(self.e._zobrist())
            if entry is None or entry[3] is None or entry[3] not in self.e._legal_own():
                break
            line.append(entry[3])
            self.e._make(entry[3])
        for _ in line:
            self.e._unmake()
        return line

    def evaluate(self, key: int) -> int:
        score = self.evaluation(self.e)
        if self.noise:
            score += (key ^ self.salt) * 0x9E3779B97F4A7C15 % (2 * self.noise + 1) - self.noise
        return score

    def ended(self, ply: int) -> int:
        """The score of a position with no legal move: as the engine judges its game."""
        outcome = self.e._ended()
        if outcome is None or outcome.winner is None:
            return 0
        won = outcome.winner == (self.e._side == 0)
        value = MATE - ply
        if outcome.share is not None:  # a win worth less than the point: so much less than mate
            part, whole = outcome.share
            value = value * (2 * part - whole) // whole
        return value if won else -value

    def repeated(self, key: int, what: str) -> int:
        """The score of a position met before on the path (twice is enough in a search), as
        the game would end there: the repetition's outcome `what`, unless it was a perpetual
        check since."""
        e, white = self.e, self.e._side == 0
        since = len(self.path) - max(i for i, k in enumerate(self.path) if k == key)
        outcome = endings.perpetual(e, since) if self.perpetual else None
        outcome = outcome or Outcome.for_mover(white, what, Termination.REPETITION)
        return 0 if outcome.winner is None else MATE if outcome.winner == white else -MATE

    def negamax(self, depth: int, alpha: float, beta: float, ply: int) -> int:
        e = self.e
        self.count()
        key = e._zobrist()
        if ply and self.repetition is not None and key in self.path:
            return self.repeated(key, self.repetition)
        if self.move_limit and e._halfmove >= self.move_limit:
            return self.limit_score
        legal = e._legal_own()
        if not legal:
            return self.ended(ply)
        entry = self.table.get(key)
        hint = None
        if entry is not None:
            got, flag, score, hint = entry
            score = _from_table(score, ply)
            if got >= depth and ply:
                if flag == EXACT or (flag == LOWER and score >= beta) \
                        or (flag == UPPER and score <= alpha):
                    return score
        if depth <= 0:
            return self.quiesce(alpha, beta, ply, 0, legal, key)
        original, best, best_move = alpha, -INF, None
        self.path.append(key)
        try:
            side = e._side
            for m in self.order(legal, hint, ply):
                e._make(m)
                try:
                    if e._side == side:  # a turn of several moves goes on: the same side's score
                        score = self.negamax(depth - 1, alpha, beta, ply + 1)
                    else:
                        score = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
                finally:
                    e._unmake()
                if score > best:
                    best, best_move = score, m
                    if not ply:
                        self.root = (m, score)
                if score > alpha:
                    alpha = score
                if alpha >= beta:
                    if not e._captures(m):
                        self._remember(m, depth, ply)
                    break
        finally:
            self.path.pop()
        flag = UPPER if best <= original else LOWER if best >= beta else EXACT
        self.table[key] = (depth, flag, _to_table(int(best), ply), best_move)
        return int(best)

    def quiesce(self, alpha: float, beta: float, ply: int, qply: int,
                legal: list[int], key: int) -> int:
        if self.cut:  # a limit came before any root move was weighed: weigh the first now
            return self.evaluate(key)
        e = self.e
        in_check = e._in_check()
        best = -INF if in_check else self.evaluate(key)
        if best >= beta or qply >= QUIET_DEPTH:
            return int(best)
        alpha = max(alpha, best)
        if self.unwalled is not None:
            legal = self.one_wall(legal, self.unwalled)
        candidates = legal if in_check else [m for m in legal if e._captures(m)
                                             or moves.code(m) and moves.kind(m) == 0]
        side = e._side
        for m in self.order(candidates, None, ply):
            e._make(m)
            try:
                self.count()
                reply = e._legal_own()
                sign = 1 if e._side == side else -1  # a turn of several moves goes on, or not
                if not reply:
                    score = sign * self.ended(ply + 1)
                elif sign == 1:
                    score = self.quiesce(alpha, beta, ply + 1, qply + 1, reply, e._zobrist())
                else:
                    score = -self.quiesce(-beta, -alpha, ply + 1, qply + 1, reply, e._zobrist())
            finally:
                e._unmake()
            if score > best:
                best = score
            if score > alpha:
                alpha = score
            if alpha >= beta:
                break
        return int(best)

    @staticmethod
    def one_wall(legal: list[int], unwalled: int) -> list[int]:
        """Each move of a man once, with the first of its wall's squares (`walling`; `unwalled`
        masks the wall out). Quiescence asks which captures pay; following every square for
        the wall would multiply each capture by the empty squares at every ply of it (duck
        chess: 20 s for one search ten plies into a game, minutes a ply later)."""
        first: dict[int, int] = {}
        for m in legal:
            first.setdefault(m & unwalled, m)
        return list(first.values())

    def order(self, legal: list[int], hint: int | None, ply: int) -> list[int]:
        """The table's move, then captures (most valuable victim, least valuable attacker),
        promotions, killers, then the rest by history."""
        e, worth = self.e, self.evaluation.worth
        board, history = e._board, self.history
        killers = self.killers[ply] if ply < len(self.killers) else ()

        def rank(m: int) -> int:
            if m == hint:
                return 1 << 40
            if e._captures(m):
                victim = board[moves.target(m)]
                victim = abs(victim) if victim == victim and victim else 1
                attacker = abs(board[moves.origin(m)]) if moves.kind(m) not in (3, 8) else 0
                return (1 << 30) + worth[victim] * 64 - worth[attacker if attacker == attacker
                                                              else 0] // 16
            if moves.code(m) and moves.kind(m) == 0:
                return (1 << 29) + worth[moves.code(m)]
            if m in killers:
                return 1 << 28
            return history.get(m, 0)

        return sorted(legal, key=rank, reverse=True)

    def _remember(self, m: int, depth: int, ply: int) -> None:
        """A quiet move that refuted: a killer at this ply, and history everywhere."""
        while len(self.killers) <= ply:
            self.killers.append([])
        k = self.killers[ply]
        if m not in k:
            k.insert(0, m)
            del k[2:]
        self.history[m] = self.history.get(m, 0) + depth * depth


# The table keeps a mate's distance from the position it scores, not from the root it was
# searched from: the same position is met at other plies, and in later searches of the game.
def _to_table(score: int, ply: int) -> int:
    return score + ply if score > MATE // 2 else score - ply if score < -MATE // 2 else score


def _from_table(score: int, ply: int) -> int:
    return score - ply if score > MATE // 2 else score + ply if score < -MATE // 2 else score
