"""A definition proven against Fairy-Stockfish, through pyffish: seeded random games compared
ply by ply (the legal moves, the position, the result), and perft from positions reached.

pyffish is optional (`pip install 'variantc[fsf]'`). Fairy-Stockfish names the variant; its
start position must be the definition's setup. variantc writes Fairy-Stockfish's FEN for any
variant both play, so positions are compared as written, but for the order of men in hand and
the en-passant field after a move of a piece that is not Fairy-Stockfish's own pawn and not
`en-passant recorded` (pawnback's), which `settled` reads as ours writes it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType

from variantc.ir.model import Variant
from variantc.runtime.board import Board, Outcome
from variantc.runtime.outcome import Termination
from variantc.tools import engines


class Unavailable(RuntimeError):
    """pyffish is not installed, or does not know the variant."""


def pyffish() -> ModuleType:
    try:
        import pyffish as found
    except ImportError:
        raise Unavailable("pyffish is not installed: pip install 'variantc[fsf]' (or pyffish) "
                          "to cross-check with Fairy-Stockfish") from None
    return found


@dataclass
class Disagreement:
    what: str  # "setup", "moves", "position", "result" or "perft"
    fen: str  # ours, where it happened
    path: list[str]  # the moves from the start that lead there
    missing: list[str] = field(default_factory=list)  # Fairy-Stockfish's only
    extra: list[str] = field(default_factory=list)  # ours only
    detail: str = ""

    def report(self) -> str:
        lines = [f"{self.what} differ at {self.fen}",
                 f"  after: {' '.join(self.path) or '(the start)'}"]
        if self.missing:
            lines.append(f"  Fairy-Stockfish only: {' '.join(self.missing)}")
        if self.extra:
            lines.append(f"  variantc only: {' '.join(self.extra)}")
        if self.detail:
            lines.append(f"  {self.detail}")
        return "\n".join(lines)


def ours(fairy: str, fen: str) -> str:
    """A FEN in any form Fairy-Stockfish reads (`[-]` pockets, fields left out) as it writes
    it, which is how variantc writes it too."""
    return pyffish().get_fen(fairy, fen, [])


def comparable(fen: str, exact: bool = False) -> tuple[str, ...]:
    """A FEN's fields but the halfmove clock, with the men in hand as a multiset: Fairy-
    Stockfish lists them in the order of its own piece types, and restarts its clock on a
    promotion in shogi, where no rule reads it. With `exact` (a variant with a counting rule),
    a running count's FEN keeps it: the count is written there, its limit in the en-passant
    field."""
    fields = fen.split()
    board, _, rest = fields[0].partition("[")
    pools, _, counters = rest.partition("]")
    clock = fields[-2:-1] if exact and len(fields) > 3 and fields[3].isdigit() else []
    return (board, "".join(sorted(pools)), counters, *fields[1:-2], *clock, fields[-1])


def settled(engine: Callable[[str], Board], fen: str) -> str:
    """A FEN in our dialect with its en-passant field as our engine writes it once it has read
    the FEN. After a passing move of a piece that is not its built-in pawn, Fairy-Stockfish
    writes every square passed, and the landing square, whether or not a capture may land
    there (`e3e4`); ours names only the squares a capture in passing may land on now (`-`)."""
    fields = fen.split()
    if len(fields) < 4 or fields[3] == "-":
        return fen
    try:
        written = engine(fen).fen().split()
    except ValueError:
        return fen
    return " ".join([*fields[:3], written[3], *fields[4:]])


@dataclass
class Summary:
    disagreements: list[Disagreement]
    playouts: int
    plies: int  # positions compared

    @property
    def ok(self) -> bool:
        return not self.disagreements


class _Game:
    """One game followed by both: our compiled engine and Fairy-Stockfish's moves from `start`."""

    def __init__(self, variant: Variant, module: ModuleType, fairy: str, start: str):
        self.variant, self.fairy, self.sf = variant, fairy, pyffish()
        self.engine: Callable[[str], Board] = module.Engine
        self.ours: Board = module.Engine(start)
        self.start = self.ours.fen()
        self.moves: list[str] = []

    def theirs_fen(self) -> str:
        return settled(self.engine, self.sf.get_fen(self.fairy, self.start, self.moves))

    def compare(self) -> tuple[list[str], Disagreement | None]:
        ours = sorted(m.uci() for m in self.ours.legal_moves)
        here = self.ours.fen()
        exact = self.variant.endings.counting is not None
        if comparable(here, exact) != comparable(self.theirs_fen(), exact):
            return ours, Disagreement("position", here, list(self.moves),
                                      detail=f"Fairy-Stockfish: {self.theirs_fen()}")
        theirs = self.sf.legal_moves(self.fairy, self.start, self.moves)
        extra = sorted(set(ours) - set(theirs))
        missing = sorted(m for m in set(theirs) - set(ours)
                         if not mating_drop(self.variant, self.fairy, self.start, self.moves, m))
        if extra or missing:
            return ours, Disagreement("moves", here, list(self.moves), missing, extra)
        return ours, self.result()

    def result(self) -> Disagreement | None:
        """Both say the game is over, with the same score, or both that it goes on. Where
        Fairy-Stockfish only allows a claim (repetition, the move limit), ours ends the game;
        where it only adjudicates insufficient material, ours ends it too."""
        outcome, here = self.ours.outcome(), (self.fairy, self.start, self.moves)
        ended, value = self.sf.is_immediate_game_end(*here)
        if not ended and not self.sf.legal_moves(*here):
            ended, value = True, self.sf.game_result(*here)
        if not ended and outcome is not None:
            ended, value = self.sf.is_optional_game_end(*here)
        if not ended and outcome is not None \
                and outcome.termination is Termination.INSUFFICIENT_MATERIAL:
            # Fairy-Stockfish plays on: its adjudication is a question a GUI asks it
            ended, value = all(self.sf.has_insufficient_material(*here)), 0
        if ended != (outcome is not None):
            said = f"variantc says {outcome}" if outcome else "variantc says the game goes on"
            return Disagreement("result", self.ours.fen(), list(self.moves),
                                detail=f"{said}; Fairy-Stockfish says "
                                f"{'it is over' if ended else 'it goes on'}")
        if outcome is not None and (value > 0) - (value < 0) != _score(outcome, self.ours.turn):
            return Disagreement("result", self.ours.fen(), list(self.moves),
                                detail=f"variantc says {outcome}, Fairy-Stockfish scores "
                                f"{value} for the side to move")
        return None

    def push(self, move: str) -> None:
        self.ours.push_uci(move)
        self.moves.append(move)


def _score(outcome: Outcome, white_to_move: bool) -> int:
    if outcome.winner is None:
        return 0
    return 1 if outcome.winner == white_to_move else -1


def positions(fairy: str, count: int, seed: int = 1, plies: int = 40) -> list[str]:
    """Positions Fairy-Stockfish reaches in its own seeded random games, as it writes them:
    the end of each of `count` games of up to `plies` moves (earlier where a game ends)."""
    sf, found = pyffish(), list[str]()
    start = sf.start_fen(fairy)
    for i in range(count):
        rng, moves = random.Random(seed + i), list[str]()
        for _ in range(rng.randint(plies // 2, plies)):
            legal = sf.legal_moves(fairy, start, moves)
            if not legal or sf.is_immediate_game_end(fairy, start, moves)[0]:
                break
            moves.append(rng.choice(sorted(legal)))
        found.append(sf.get_fen(fairy, start, moves))
    return found


def mating_drop(variant: Variant, fairy: str, fen: str, moves: list[str], move: str) -> bool:
    """Fairy-Stockfish lists a drop that mates where the piece's `drops no-mate` forbids it
    (it scores the game lost instead): not a disagreement."""
    letter = move.split("@")[0].split("-")[-1] if "@" in move else ""
    piece = next((p for p in variant.pieces if p.letter == letter), None)
    if piece is None or not piece.drop.no_mate:
        return False
    sf, after = pyffish(), moves + [move]
    return sf.gives_check(fairy, fen, after) and not sf.legal_moves(fairy, fen, after)


def perft(variant: Variant, fairy: str, fen: str, depth: int, moves: list[str] | None = None) -> int:
    """Fairy-Stockfish's perft from its FEN `fen` after `moves`, without the mating drops that
    the definition forbids."""
    moves = moves or []
    legal = [m for m in pyffish().legal_moves(fairy, fen, moves)
             if not mating_drop(variant, fairy, fen, moves, m)]
    if depth <= 1:
        return len(legal) if depth == 1 else 1
    return sum(perft(variant, fairy, fen, depth - 1, moves + [m]) for m in legal)


def run(variant: Variant, fairy: str, playouts: int = 20, depth: int = 2, seed: int = 1,
        plies: int = 60, fens: tuple[str, ...] = (),
        progress: Callable[[str], None] = lambda _: None) -> Summary:
    """Compare the compiled engine with Fairy-Stockfish's `fairy`: `playouts` seeded games of up
    to `plies` moves from the setup (and from each of `fens`), then perft to `depth` from the
    last position of each game that went on."""
    sf = pyffish()
    if fairy not in sf.variants():
        raise Unavailable(f"Fairy-Stockfish has no variant named {fairy!r}")
    module = engines.compiled_module(variant)
    found: list[Disagreement] = []
    theirs = sf.get_fen(fairy, sf.start_fen(fairy), [])
    exact = variant.endings.counting is not None
    if comparable(theirs, exact) != comparable(module.Engine().fen(), exact):
        found.append(Disagreement("setup", module.Engine().fen(), [],
                                  detail=f"Fairy-Stockfish starts from {theirs}"))
        return Summary(found, 0, 0)
    compared = 0
    starts = [variant.setup.fen, *fens]
    for i in range(playouts):
        start = starts[i % len(starts)]
        progress(f"game {i + 1}/{playouts}")
        game, rng = _Game(variant, module, fairy, start), random.Random(seed + i)
        for _ in range(plies + 1):
            legal, problem = game.compare()
            compared += 1
            if problem:
                found.append(problem)
                break
            if not legal or game.ours.is_game_over():
                break
            game.push(rng.choice(legal))
        else:
            progress(f"perft {depth} after game {i + 1}")
            want = perft(variant, fairy, game.start, depth, game.moves)
            got = game.ours.perft(depth)
            if want != got:
                found.append(Disagreement("perft", game.ours.fen(), list(game.moves),
                                          detail=f"perft({depth}): variantc {got}, "
                                          f"Fairy-Stockfish {want}"))
    return Summary(found, playouts, compared)
