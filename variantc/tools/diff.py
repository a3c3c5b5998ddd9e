"""The differential harness: two engines that speak the protocol, compared move by move.

Perft/divide from a position down to a depth, then seeded random playouts that compare the
legal-move sets, the FEN after each move and the outcome (and each side's insufficient
material) at each ply. A mismatch names the position, the moves that lead to it, and the
moves one engine has that the other lacks.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from variantc.runtime.board import Board as Engine
from variantc.runtime.draws import Draws
from variantc.runtime.fen import FenError

Factory = Callable[[str | None], Engine]


@dataclass
class Mismatch:
    what: str  # "moves", "fen", "outcome" or "perft"
    fen: str
    path: list[str]
    missing: list[str] = field(default_factory=list)  # the reference has them, compiled lacks
    extra: list[str] = field(default_factory=list)  # compiled has them, the reference lacks
    detail: str = ""

    def report(self) -> str:
        lines = [f"mismatch in {self.what} at {self.fen}",
                 f"  after: {' '.join(self.path) or '(the starting position)'}"]
        if self.missing:
            lines.append(f"  missing (reference only): {' '.join(self.missing)}")
        if self.extra:
            lines.append(f"  extra (compiled only): {' '.join(self.extra)}")
        if self.detail:
            lines.append(f"  {self.detail}")
        return "\n".join(lines)


def names(engine: Engine) -> list[str]:
    """The legal moves' canonical names, sorted."""
    return sorted(m.uci() for m in engine.legal_moves)


def compare_moves(ref: Engine, got: Engine, path: list[str]) -> tuple[list[str], Mismatch | None]:
    """The reference's legal moves, and a mismatch if the compiled engine's differ."""
    want, have = names(ref), names(got)
    if want != have:
        return want, Mismatch("moves", ref.fen(), list(path), sorted(set(want) - set(have)),
                              sorted(set(have) - set(want)),
                              "" if set(want) != set(have) else "a move is listed twice")
    return want, None


def started(reference: Factory, compiled: Factory, fen: str | None
            ) -> tuple[Engine, Engine] | Mismatch:
    """Both engines from `fen`, the reference first (a FEN it refuses is the caller's error);
    a mismatch if the compiled engine refuses what the reference reads."""
    ref = reference(fen)
    try:
        return ref, compiled(fen)
    except FenError as exc:
        return Mismatch("fen", ref.fen(), [], detail=f"compiled refuses it: {exc.message}")


def perft(reference: Factory, compiled: Factory, fen: str | None, depth: int) -> Mismatch | None:
    """Compare divides to `depth`; on a difference, walk down to the first differing move list."""
    both = started(reference, compiled, fen)
    if isinstance(both, Mismatch):
        return both
    return _perft(*both, depth, [])


def _perft(ref: Engine, got: Engine, depth: int, path: list[str]) -> Mismatch | None:
    _, found = compare_moves(ref, got, path)
    if found or depth <= 1:
        return found
    want, have = ref.divide(depth), got.divide(depth)
    if want == have:
        return None
    for move in sorted(want):
        if want[move] != have.get(move):
            ref.push_uci(move)
            got.push_uci(move)
            found = _perft(ref, got, depth - 1, path + [move])
            ref.pop()
            got.pop()
            if found:
                return found
    return Mismatch("perft", ref.fen(), list(path),
                    detail=f"perft({depth}) {sum(want.values())} vs {sum(have.values())}")


def playout(reference: Factory, compiled: Factory, fen: str | None, seed: int,
            plies: int) -> Mismatch | None:
    """One random game: at every ply the same moves, FEN, outcome and insufficient material,
    or a mismatch."""
    rng = random.Random(seed)
    both = started(reference, compiled, fen)
    if isinstance(both, Mismatch):
        return both
    ref, got = both
    path: list[str] = []
    for _ in range(plies + 1):
        moves, found = compare_moves(ref, got, path)
        if found:
            return found
        if ref.fen() != got.fen():
            return Mismatch("fen", ref.fen(), list(path), detail=f"compiled says {got.fen()}")
        want, have = ref.outcome(), got.outcome()
        if want != have:
            return Mismatch("outcome", ref.fen(), list(path),
                            detail=f"reference says {want}, compiled says {have}")
        # each side's material, judged apart: a game that goes on may still differ there
        sides = [(ref.has_insufficient_material(c), got.has_insufficient_material(c))
                 for c in (True, False)] if isinstance(ref, Draws) and isinstance(got, Draws) else []
        if any(a != b for a, b in sides):
            return Mismatch("outcome", ref.fen(), list(path),
                            detail=f"insufficient material (white, black): reference says "
                            f"{[a for a, _ in sides]}, compiled says {[b for _, b in sides]}")
        if want is not None or not moves:
            return None
        move = rng.choice(moves)
        ref.push_uci(move)
        got.push_uci(move)
        path.append(move)
    return None


@dataclass
class Summary:
    mismatches: list[Mismatch]
    perft_positions: int
    playouts: int

    @property
    def ok(self) -> bool:
        return not self.mismatches


def run(reference: Factory, compiled: Factory, fens: list[str | None], depth: int,
        playouts: int, seed: int, plies: int = 40,
        progress: Callable[[str], None] = lambda _: None) -> Summary:
    mismatches = []
    for fen in fens:
        progress(f"perft {depth} from {fen or 'the start'}")
        found = perft(reference, compiled, fen, depth)
        if found:
            mismatches.append(found)
    for i in range(playouts):
        progress(f"playout {i + 1}/{playouts}")
        found = playout(reference, compiled, fens[0] if fens else None, seed + i, plies)
        if found:
            mismatches.append(found)
    return Summary(mismatches, len(fens), playouts)
