"""Gliński's and McCooey's hexagonal chess: the compiled engines against an independent generator.

tests/hexagonal/rules.py generates legal moves from the published rules (its docstring names the
sources) without reading the compiler or its definitions; tests/hexagonal/cases.py holds positions
whose moves were worked out by hand. The generator is checked against the hand-worked positions,
its own symmetries and its perft counts; then the engines built from definitions/glinski.variant
and definitions/mccooey.variant are checked against both: hand-worked moves, the legal moves and
FEN after every ply of seeded random games, and perft divided by first move.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

import variantc
from tests.conftest import DEFINITIONS
from tests.hexagonal import rules
from tests.hexagonal.cases import CASES, Case
from tests.hexagonal.rules import CELL, COORDS, INDEX, NAMES, VARIANTS, Position

GAMES = ("glinski", "mccooey")
SEEDS = range(6)
PLIES = 60


def _case_params():
    return [pytest.param(case, game, id=f"{game}: {case.name}") for case in CASES for game in case.games]


def _origin(text: str) -> str:
    return NAMES[rules.parse_uci(text)[0]]


def _selected(case: Case, moves: list[str]) -> list[str]:
    origins = case.origins.split()
    return sorted(m for m in moves if not origins or _origin(m) in origins)


def playout(game: str, seed: int, plies: int = PLIES) -> list[tuple[Position, str | None]]:
    """A seeded random game: each position with the move played from it (None at the end).

    Pawn moves are favoured, and en-passant captures and promotions taken when they come, so
    that 60 plies reach them."""
    rng = random.Random(f"{game}-{seed}")
    pos, line = Position(VARIANTS[game]), []
    for _ in range(plies):
        legal = pos.legal_moves()
        if not legal:
            break
        pawn = [m for m in legal if pos.board[m[0]] in ("P", "p")]
        special = [m for m in pawn if m[2] or (m[1] == pos.ep and pos.board[m[1]] is None)]
        pool = special if special and rng.random() < 0.8 else pawn if pawn and rng.random() < 0.5 else legal
        move = rng.choice(sorted(rules.uci(m) for m in pool))
        line.append((pos, move))
        pos = pos.push_uci(move)
    line.append((pos, None))
    return line


# -- the board and the start positions ---------------------------------------------------------------


def test_the_board_has_91_cells_in_files_of_6_to_11():
    assert len(NAMES) == 91
    assert [sum(1 for n in NAMES if n[0] == f) for f in rules.FILES] == [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]
    assert "j1" not in CELL and "f11" in CELL and "f12" not in CELL and "a7" not in CELL


def test_neighbours_match_the_published_board():
    def neighbours(name):
        x, r = COORDS[CELL[name]]
        return {NAMES[INDEX[(x + dx, r + dr)]] for dx, dr in rules.ORTHO if (x + dx, r + dr) in INDEX}

    # the bottom edge: a1 b1 .. f1 go down-right, f1 g1 .. l1 go up-right
    bottom = ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "k1", "l1"]
    for left, right in zip(bottom, bottom[1:], strict=False):
        assert right in neighbours(left)
    assert neighbours("f6") == {"f5", "f7", "e5", "e6", "g5", "g6"}
    assert neighbours("a1") == {"a2", "b1", "b2"}
    assert neighbours("f11") == {"f10", "e10", "g10"}
    assert neighbours("l6") == {"l5", "k6", "k7"}
    # each rank bends at the f-file: rank 6 runs a6 .. f6 .. l6 through side neighbours
    rank6 = [f"{f}6" for f in rules.FILES]
    for left, right in zip(rank6, rank6[1:], strict=False):
        assert right in neighbours(left)


def test_a_bishop_step_stays_on_its_colour():
    # three colours, no two neighbours alike: colour = (x - r) mod 3 on the axial grid
    def shade(cell):
        x, r = COORDS[cell]
        return (x - r) % 3

    for cell in range(91):
        sides = [t for t in (rules.step(cell, d) for d in rules.ORTHO) if t is not None]
        corners = [t for t in (rules.step(cell, d) for d in rules.DIAG) if t is not None]
        assert all(shade(t) != shade(cell) for t in sides)
        assert all(shade(t) == shade(cell) for t in corners)
    assert [sum(1 for c in range(91) if shade(c) == s) for s in range(3)] in ([31, 30, 30], [30, 31, 30],
                                                                               [30, 30, 31])


def _setup(white: dict[str, str]) -> dict[str, str]:
    """White's men by cell, with Black's as their mirror image through the centre row."""
    men = {}
    for piece, cells in white.items():
        for name in cells.split():
            x, r = COORDS[CELL[name]]
            men[name] = piece
            men[NAMES[INDEX[(x, -r - x)]]] = piece.lower()
    return men


SETUPS = {
    "glinski": _setup({"K": "g1", "Q": "e1", "R": "c1 i1", "N": "d1 h1", "B": "f1 f2 f3",
                       "P": "b1 c2 d3 e4 f5 g4 h3 i2 k1"}),
    "mccooey": _setup({"K": "g1", "Q": "e1", "R": "d1 h1", "N": "e2 g2", "B": "f1 f2 f3",
                       "P": "c1 d2 e3 f4 g3 h2 i1"}),
}


@pytest.mark.parametrize("game", GAMES)
def test_the_start_fen_holds_the_published_setup(game):
    pos = Position(VARIANTS[game])
    assert {NAMES[c]: p for c, p in enumerate(pos.board) if p} == SETUPS[game]
    assert pos.fen() == VARIANTS[game].start
    black_pawns = {"glinski": "b7 c7 d7 e7 f7 g7 h7 i7 k7", "mccooey": "c8 d8 e8 f8 g8 h8 i8"}[game]
    assert sorted(n for n, p in SETUPS[game].items() if p == "p") == sorted(black_pawns.split())


# -- the generator against the hand-worked positions and its own symmetries --------------------------


def _run_generator(case: Case, game: str) -> Position:
    pos = Position(VARIANTS[game], case.fen)
    assert pos.fen() == case.fen
    fens = case.fens.split("|") if case.fens else []
    for i, move in enumerate(case.push.split()):
        pos = pos.push_uci(move)
        if i < len(fens):
            assert pos.fen() == fens[i]
    return pos


@pytest.mark.parametrize(("case", "game"), _case_params())
def test_the_generator_gives_the_hand_worked_moves(case, game):
    pos = _run_generator(case, game)
    assert _selected(case, pos.legal_ucis()) == case.expected()


def _mirror(pos: Position, vertical: bool) -> tuple[Position, dict[int, int]]:
    """The position reflected through the centre row (colours swapped) or the f-file."""
    def image(x, r):
        return (x, -r - x) if vertical else (-x, r + x)

    cells = {c: INDEX[image(*COORDS[c])] for c in range(91)}
    out = pos.copy()
    out.board = [None] * 91
    for c, p in enumerate(pos.board):
        if p:
            out.board[cells[c]] = p.swapcase() if vertical else p
    if vertical:
        out.turn = "b" if pos.turn == "w" else "w"
    out.ep = None if pos.ep is None else cells[pos.ep]
    return out, cells


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("vertical", [True, False], ids=["centre-row", "f-file"])
def test_the_generator_is_symmetric(game, vertical):
    for seed in SEEDS:
        for pos, _ in playout(game, seed):
            image, cells = _mirror(pos, vertical)
            mapped = sorted(rules.uci((cells[f], cells[t], p)) for f, t, p in pos.legal_moves())
            assert image.legal_ucis() == mapped, pos.fen()


@pytest.mark.parametrize("game", GAMES)
def test_the_generators_fen_round_trips_along_playouts(game):
    for seed in SEEDS:
        for pos, _ in playout(game, seed):
            assert Position(VARIANTS[game], pos.fen()).fen() == pos.fen()


def test_playouts_reach_the_special_moves():
    """The seeded games exercise captures, promotions and en passant (else they prove little)."""
    seen = set()
    for game in GAMES:
        for seed in SEEDS:
            for pos, move in playout(game, seed):
                for m in pos.legal_moves():
                    if m[2]:
                        seen.add("promotion")
                    if pos.board[m[1]] is not None:
                        seen.add("capture")
                    if pos.board[m[0]] in ("P", "p") and m[1] == pos.ep:
                        seen.add("en passant")
                if move is None and not pos.legal_moves():
                    seen.add("no move")
    assert {"capture", "promotion", "en passant"} <= seen


# Counted by this generator; depth 1 agrees with the hand count of the start cases.
PERFT = {"glinski": [51, 2586, 137858], "mccooey": [31, 947, 33307]}


@pytest.mark.parametrize("game", GAMES)
def test_the_generators_perft_from_the_start(game):
    pos = Position(VARIANTS[game])
    assert [rules.perft(pos, d) for d in (1, 2, 3)] == PERFT[game]


# -- the compiled engines ---------------------------------------------------------------------------


@cache
def engine(game: str):
    return variantc.load(DEFINITIONS / f"{game}.variant")


def engine_moves(board) -> list[str]:
    return sorted(m.uci() for m in board.legal_moves)


@pytest.mark.parametrize(("case", "game"), _case_params())
def test_the_engine_gives_the_hand_worked_moves(case, game):
    board = engine(game).Board(case.fen)
    assert board.fen() == case.fen
    fens = case.fens.split("|") if case.fens else []
    for i, move in enumerate(case.push.split()):
        board.push_uci(move)
        if i < len(fens):
            assert board.fen() == fens[i]
    assert _selected(case, engine_moves(board)) == case.expected()


@pytest.mark.parametrize("game", GAMES)
def test_the_engine_starts_from_the_published_setup(game):
    board = engine(game).Board(VARIANTS[game].start)
    assert board.fen() == VARIANTS[game].start
    assert engine_moves(board) == Position(VARIANTS[game]).legal_ucis()


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game", GAMES)
def test_the_engine_agrees_along_random_games(game, seed):
    board = engine(game).Board(VARIANTS[game].start)
    for ply, (pos, move) in enumerate(playout(game, seed)):
        where = f"ply {ply} of {game} game {seed}: {pos.fen()}"
        assert board.fen() == pos.fen(), where
        assert engine_moves(board) == pos.legal_ucis(), where
        if move is not None:
            board.push_uci(move)


def engine_divide(game: str, fen: str, depth: int) -> dict[str, int]:
    """perft by first move through the engine: each node replayed from `fen` with push_uci."""
    module = engine(game)

    def count(path: list[str], depth: int) -> int:
        board = module.Board(fen)
        for move in path:
            board.push_uci(move)
        moves = engine_moves(board)
        if depth == 1:
            return len(moves)
        return sum(count(path + [m], depth - 1) for m in moves)

    root = module.Board(fen)
    return {m: count([m], depth - 1) if depth > 1 else 1 for m in engine_moves(root)}


def _perft_fens(game: str) -> list[str]:
    fens = [VARIANTS[game].start]
    for seed in (0, 1):
        line = playout(game, seed)
        fens += [line[ply][0].fen() for ply in (20, 40) if ply < len(line)]
    return fens


@pytest.mark.parametrize("depth", [2, pytest.param(3, marks=pytest.mark.slow)])
@pytest.mark.parametrize("game", GAMES)
def test_the_engines_perft(game, depth):
    """Against the independent rules at depth 2 (3 under -m slow, the default run's budget),
    and the published count at depth 3."""
    for fen in _perft_fens(game):
        assert engine_divide(game, fen, depth) == rules.divide(Position(VARIANTS[game], fen),
                                                               depth), fen
    assert sum(engine_divide(game, VARIANTS[game].start, 3).values()) == PERFT[game][2]


@pytest.mark.slow
@pytest.mark.deep
@pytest.mark.parametrize("game", GAMES)
def test_the_engines_perft_to_depth_4(game):
    # From the start alone: the rules' own generator at depth 4 was the slow job's largest
    # share (about 25 minutes for Gliński's three positions); the others stop at depth 3.
    for fen in _perft_fens(game)[:1]:
        assert engine_divide(game, fen, 4) == rules.divide(Position(VARIANTS[game], fen), 4), fen
