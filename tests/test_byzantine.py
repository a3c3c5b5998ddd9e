"""Byzantine chess (a ring of 4x16): the compiled engine and the reference against an
independent generator.

tests/byzantine/rules.py generates legal moves and endings from the rules (its docstring names
the sources) without reading the compiler or its definitions; tests/byzantine/cases.py holds
positions worked out by hand. The engine built from definitions/byzantine.variant is checked
against both: hand-worked moves and outcomes, every ply of seeded random games (moves, FEN and
outcome), and perft divided by first move; the reference interpreter follows the same games.

One reading differs, in form only: the generator lets a side left bare play its reply even
where that reply cannot bare the other side (which has two men or more besides its king); the
language's `bare-king ... with-reply` judges that side at once, Fairy-Stockfish's rule. Either
way the bare side loses, so there the engine is expected to have ended the game.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

import variantc
from tests.byzantine import rules
from tests.byzantine.cases import CASES, Case
from tests.byzantine.rules import START, Position
from tests.conftest import DEFINITIONS
from tests.helpers import variant
from variantc.tools import engines

SEEDS = range(6)
PLIES = 160
PERFT = [14, 196, 2912, 43267]  # counted by the generator; 14 also by hand (cases.py)


def _men(pos: Position, side: str) -> int:
    return sum(1 for p in pos.board if p is not None and rules.colour(p) == side) - 1


def judged_at_once(pos: Position) -> bool:
    """A bare side to move whose reply could not bare the other: the language ends it now."""
    return pos.reply_open and _men(pos, rules.other(pos.turn)) >= 2


def expected(pos: Position) -> tuple[list[str], str | None]:
    """The legal moves and the outcome the engine must give."""
    if judged_at_once(pos):
        return [], "bare king"
    return pos.legal_ucis(), rules.outcome(pos)


def playout(seed: int, plies: int = PLIES) -> list[tuple[Position, str | None]]:
    """A seeded random game, captures favoured so that games reach bare kings."""
    rng = random.Random(f"byzantine-{seed}")
    pos, line = Position(), []
    for _ in range(plies):
        legal = [] if judged_at_once(pos) else pos.legal_moves()
        if not legal:
            break
        captures = [m for m in legal if pos.board[m[1]] is not None]
        pool = captures if captures and rng.random() < 0.8 else legal
        move = rng.choice(sorted(rules.uci(m) for m in pool))
        line.append((pos, move))
        pos = pos.push_uci(move)
    line.append((pos, None))
    return line


def _selected(case: Case, moves: list[str]) -> list[str]:
    origins = case.origins.split()
    return sorted(m for m in moves if not origins or any(m.startswith(o) and not
                                                         m[len(o)].isdigit() for o in origins))


def _params():
    return [pytest.param(case, id=case.name) for case in CASES]


@cache
def engine():
    return variantc.load(DEFINITIONS / "byzantine.variant")


def _fields(fen: str) -> list[str]:
    """A FEN but its halfmove clock: the game has no move limit, so its clock is only counted
    (by captures alone, where the generator counts pawn moves too)."""
    parts = fen.split()
    return parts[:4] + parts[5:]


def moves_of(board) -> list[str]:
    return sorted(m.uci() for m in board.legal_moves)


def ending(board) -> str | None:
    """The engine's outcome in the generator's words."""
    outcome = board.outcome()
    if outcome is None:
        return None
    name = outcome.termination.name
    if name == "BARE_KING":
        return "draw" if outcome.winner is None else "bare king"
    return name.lower()


def test_the_generators_perft_from_the_start():
    assert [rules.perft(Position(), d) for d in (1, 2, 3)] == PERFT[:3]


def test_playouts_reach_the_endings_and_cross_the_seam():
    lines = [playout(seed) for seed in SEEDS]
    ends = {rules.outcome(line[-1][0]) or ("bare king" if judged_at_once(line[-1][0]) else None)
            for line in lines}
    assert ends & {"bare king", "checkmate", "stalemate", "draw"}
    ranks = [(rules.parse_uci(m)[0] // 4, rules.parse_uci(m)[1] // 4)
             for line in lines for _, m in line if m is not None]
    assert any({a, b} == {0, 15} for a, b in ranks)


@pytest.mark.parametrize("case", _params())
def test_the_engine_gives_the_hand_worked_moves(case):
    board = engine().Board(case.fen)
    assert board.fen() == case.fen
    fens = case.fens.split(";") if case.fens else []
    pos = Position(case.fen)
    for i, move in enumerate(case.push.split()):
        board.push_uci(move)
        pos = pos.push_uci(move)
        if i < len(fens):
            assert _fields(board.fen()) == _fields(fens[i])
    want, outcome = expected(pos)
    assert _selected(case, moves_of(board)) == _selected(case, want) == (
        [] if judged_at_once(pos) else case.expected())
    assert ending(board) == (outcome if judged_at_once(pos) else case.outcome)


def test_the_engine_starts_from_the_published_setup():
    board = engine().Board()
    assert board.fen() == START
    assert moves_of(board) == Position().legal_ucis()


@pytest.mark.parametrize("seed", SEEDS)
def test_the_engine_agrees_along_random_games(seed):
    board = engine().Board()
    for ply, (pos, move) in enumerate(playout(seed)):
        where = f"ply {ply} of game {seed}: {pos.fen()}"
        want, outcome = expected(pos)
        assert _fields(board.fen()) == _fields(pos.fen()), where
        assert moves_of(board) == want, where
        assert ending(board) == outcome, where
        if move is not None:
            board.push_uci(move)


def test_the_reference_agrees_along_a_random_game():
    ref = engines.make(variant("byzantine.variant"), "reference")
    for ply, (pos, move) in enumerate(playout(1, 80)):
        assert sorted(m.uci() for m in ref.legal_moves) == expected(pos)[0], f"ply {ply}"
        if move is not None:
            ref.push_uci(move)


def engine_divide(fen: str, depth: int) -> dict[str, int]:
    board = engine().Board(fen)

    def count(depth: int) -> int:
        if depth == 1:
            return board.legal_moves.count()
        total = 0
        for move in list(board.legal_moves):
            board.push(move)
            total += count(depth - 1)
            board.pop()
        return total

    out = {}
    for move in list(board.legal_moves):
        board.push(move)
        out[move.uci()] = count(depth - 1) if depth > 1 else 1
        board.pop()
    return out


def _perft_fens() -> list[str]:
    return [START] + [playout(seed)[ply][0].fen() for seed in (0, 1) for ply in (20, 40)
                      if ply < len(playout(seed))]


def test_the_engines_perft_to_depth_3():
    for fen in _perft_fens():
        assert engine_divide(fen, 3) == rules.divide(Position(fen), 3), fen


@pytest.mark.slow
def test_the_engines_perft_to_depth_4():
    for fen in _perft_fens()[:3]:
        assert engine_divide(fen, 4) == rules.divide(Position(fen), 4), fen
    assert sum(engine_divide(START, 4).values()) == PERFT[3]
