"""Draws as python-chess tells them apart: automatic (insufficient material, the fifth
repetition, 75 moves) and claimed (the third repetition, 50 moves), with its names
(variantc/runtime/draws.py).

Chess against python-chess along seeded random games, some driven into shuffles so that
positions repeat and the clock runs; the other definitions that state `insufficient-material`
against Fairy-Stockfish's adjudication (pyffish.has_insufficient_material) and its optional game
ends (pyffish.is_optional_game_end); the reference against the compiled engine.
"""

from __future__ import annotations

import random

import chess
import pytest

from tests.helpers import SHIPPED, compiled, reference, variant
from variantc.runtime.outcome import Outcome, Termination

ENGINES = [compiled, reference]

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

# Where the definition states `insufficient-material`, each named as Fairy-Stockfish names it.
STATED = sorted(name for name in SHIPPED if name.endswith(".variant")
                and variant(name).endings.insufficient is not None)
FAIRY = {name: name.rsplit(".", 1)[0] for name in STATED
         if name.rsplit(".", 1)[0] in pyffish.variants()}
FAST = {"chess.variant", "makruk.variant", "xiangqi.variant"}
# The western family: claims at 3 and 50 beside automatic endings at 5 and 75, as chess has them
CLAIMING = ["chess.variant", "fischerandom.variant", "capablanca.variant", "janus.variant",
            "grand.variant", "gardner.variant"]


def theirs(outcome: chess.Outcome | None) -> Outcome | None:
    """python-chess's outcome in our names: each of its terminations is one of ours."""
    if outcome is None:
        return None
    return Outcome(Termination[outcome.termination.name], outcome.winner)


def game(rng: random.Random, board, plies: int, shuffle: float, capture: float):
    """Play a seeded random game on `board` (ours or python-chess's: both have the names used),
    yielding before each move. With probability `shuffle` a side takes its last move back (a
    quiet move), so positions repeat and the clock runs; with `capture`, it captures."""
    last: dict[bool, tuple[int, int]] = {}
    for _ in range(plies):
        yield
        moves = sorted(board.legal_moves, key=lambda m: m.uci())
        if not moves or board.outcome() is not None:
            return
        side = board.turn
        back = [m for m in moves if side in last and (m.to_square, m.from_square) == last[side]
                and board.piece_at(m.to_square) is None]
        takes = [m for m in moves if m.to_square is not None and board.piece_at(m.to_square)]
        if back and rng.random() < shuffle:
            move = back[0]
        elif takes and rng.random() < capture:
            move = rng.choice(takes)
        else:
            move = rng.choice(moves)
        last[side] = (move.from_square, move.to_square)
        board.push(move)


def same_as_python_chess(ours, board: chess.Board) -> None:
    where = board.fen()
    assert ours.is_insufficient_material() == board.is_insufficient_material(), where
    assert ours.can_claim_threefold_repetition() == board.can_claim_threefold_repetition(), where
    assert ours.can_claim_fifty_moves() == board.can_claim_fifty_moves(), where
    assert ours.can_claim_draw() == board.can_claim_draw(), where
    assert ours.is_repetition() == board.is_repetition(), where
    assert ours.is_fivefold_repetition() == board.is_fivefold_repetition(), where
    assert ours.is_seventyfive_moves() == board.is_seventyfive_moves(), where
    assert ours.halfmove_clock == board.halfmove_clock, where
    for claim in (False, True):
        assert ours.outcome(claim_draw=claim) == theirs(board.outcome(claim_draw=claim)), where
        assert ours.result(claim_draw=claim) == board.result(claim_draw=claim), where
        assert ours.is_game_over(claim_draw=claim) == board.is_game_over(claim_draw=claim), where


# -- known positions ---------------------------------------------------------------------------
KNOWN = [
    # The knights out and back twice: the third occurrence, to claim; not over by itself.
    (None, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", Termination.THREEFOLD_REPETITION),
    # One ply short: black claims by the move that makes the third occurrence.
    (None, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1", Termination.THREEFOLD_REPETITION),
    (None, "g1f3 g8f6 f3g1 f6g8", None),
    # Fifty moves: reached, one quiet move away, and two.
    ("8/8/8/4k3/8/8/2R5/4K3 w - - 100 80", "", Termination.FIFTY_MOVES),
    ("8/8/8/4k3/8/8/2R5/4K3 w - - 99 80", "", Termination.FIFTY_MOVES),
    ("8/8/8/4k3/8/8/2R5/4K3 w - - 98 80", "", None),
    # Mate on the 100th half-move is mate, not a claim.
    ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", "a1a8", Termination.CHECKMATE),
    # Bishops on one colour: over, whatever is claimed.
    ("4kb2/8/8/8/8/8/8/2B1K3 w - - 120 80", "", Termination.INSUFFICIENT_MATERIAL),
]


@pytest.mark.parametrize("engine", ENGINES, ids=["compiled", "reference"])
@pytest.mark.parametrize(("fen", "moves", "claimed"), KNOWN)
def test_known_claims_as_python_chess_judges_them(engine, fen, moves, claimed):
    ours, board = engine("chess.variant", fen), chess.Board(fen or chess.STARTING_FEN)
    for move in moves.split():
        ours.push_uci(move)
        board.push_uci(move)
    same_as_python_chess(ours, board)
    found = ours.outcome(claim_draw=True)
    assert (found.termination if found else None) == claimed


def test_python_chess_names_are_aliases():
    """`==` holds with python-chess's names; `.name` is the first name given."""
    assert Termination.FIVEFOLD_REPETITION is Termination.REPETITION
    assert Termination.SEVENTYFIVE_MOVES is Termination.MOVE_LIMIT
    assert Termination.THREEFOLD_REPETITION is Termination.CLAIMED_REPETITION
    assert Termination.FIFTY_MOVES is Termination.CLAIMED_MOVE_LIMIT
    for name in chess.Termination.__members__:
        if not name.startswith("VARIANT_"):
            assert name in Termination.__members__, name
    assert Termination.INSUFFICIENT_MATERIAL.name == "INSUFFICIENT_MATERIAL"


def test_no_claim_without_a_claimed_rule():
    """A variant whose endings claim nothing: can_claim_* say False, outcome(claim_draw) is
    the automatic outcome (makruk: an automatic threefold repetition, no move limit)."""
    ours = compiled("makruk.variant")
    for move in "b1d2 b8d7 d2b1 d7b8 b1d2 b8d7 d2b1".split():
        ours.push_uci(move)
    assert not ours.can_claim_threefold_repetition() and not ours.can_claim_draw()
    assert ours.outcome(claim_draw=True) is None
    ours.push_uci("d7b8")
    assert ours.outcome() == ours.outcome(claim_draw=True) == Outcome(Termination.REPETITION, None)
    assert ours.is_fivefold_repetition()  # the automatic repetition, here the third


# -- random games against python-chess ---------------------------------------------------------
STARTS = [None, "8/8/3k4/8/8/3K4/2R5/8 w - - 80 60", "4k3/2n5/8/8/8/8/4P3/R3K2R w KQ - 90 100",
          "r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1", "4k3/8/8/3b4/8/8/8/2B1K3 w - - 0 1"]


def _python_chess_games(seeds: range, plies: int, make=compiled) -> int:
    """Games from each start, compared at every ply; the number of claims seen."""
    claims = 0
    for seed in seeds:
        rng = random.Random(seed)
        fen = STARTS[seed % len(STARTS)]
        ours, board = make("chess.variant", fen), chess.Board(fen or chess.STARTING_FEN)
        mirror = game(random.Random(seed), board, plies, shuffle=0.7, capture=0.5)
        for _ in game(rng, ours, plies, shuffle=0.7, capture=0.5):
            next(mirror)
            same_as_python_chess(ours, board)
            claims += board.can_claim_draw()
    return claims


def test_random_games_agree_with_python_chess():
    assert _python_chess_games(range(10), 120) > 20  # claims happen, both kinds


@pytest.mark.slow
def test_many_random_games_agree_with_python_chess():
    assert _python_chess_games(range(10, 110), 400) > 200


def test_the_reference_agrees_with_python_chess():
    _python_chess_games(range(2), 30, make=reference)


# -- other variants against Fairy-Stockfish -----------------------------------------------------
def _fairy_games(name: str, seeds: range, plies: int) -> int:
    """Capture-heavy games: each side's material as pyffish judges it, and its optional game end
    as our claim at the position; the number of positions found insufficient."""
    fairy, found = FAIRY[name], 0
    for seed in seeds:
        ours = compiled(name)
        start, rules = ours.fen(), ours._draw_rules()
        for _ in game(random.Random(seed), ours, plies, shuffle=0.3, capture=0.8):
            moves = [m.uci() for m in ours.move_stack]
            sides = (ours.has_insufficient_material(True), ours.has_insufficient_material(False))
            assert sides == tuple(pyffish.has_insufficient_material(fairy, start, moves)), ours.fen()
            found += any(sides)
            if rules.repetition_claimed and rules.move_limit_claimed:  # the western family
                claim = ours.is_repetition(rules.repetition_claimed) or (
                    ours.halfmove_clock >= 2 * rules.move_limit_claimed and bool(ours.legal_moves))
                assert pyffish.is_optional_game_end(fairy, start, moves)[0] == claim, ours.fen()
    return found


@pytest.mark.parametrize("name", [pytest.param(n, marks=() if n in FAST else pytest.mark.slow)
                                  for n in sorted(FAIRY)])
def test_insufficient_material_as_fairy_stockfish_adjudicates_it(name):
    assert _fairy_games(name, range(3), 150) > 0


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(FAIRY))
def test_many_games_as_fairy_stockfish_adjudicates_them(name):
    assert _fairy_games(name, range(4, 40), 300) > 0


# -- the reference against the compiled engine ---------------------------------------------------
@pytest.mark.parametrize("name", [pytest.param(n, marks=() if n in FAST else pytest.mark.slow)
                                  for n in STATED])
def test_the_reference_judges_as_the_compiled_engine(name):
    for seed in range(2):
        ours, ref = compiled(name), reference(name)
        mirror = game(random.Random(seed), ref, 150, shuffle=0.5, capture=0.8)
        for _ in game(random.Random(seed), ours, 150, shuffle=0.5, capture=0.8):
            next(mirror)
            where = ours.fen()
            assert ref.fen() == where
            for colour in (True, False):
                assert ref.has_insufficient_material(colour) == ours.has_insufficient_material(colour), where
            assert ref.outcome() == ours.outcome(), where
            assert ref.is_repetition() == ours.is_repetition(), where
            assert ref.halfmove_clock == ours.halfmove_clock, where


def test_claims_of_the_reference_and_the_compiled_engine_agree():
    for name in CLAIMING[:1]:
        ours, ref = compiled(name), reference(name)
        mirror = game(random.Random(7), ref, 60, shuffle=0.8, capture=0.2)
        for _ in game(random.Random(7), ours, 60, shuffle=0.8, capture=0.2):
            next(mirror)
            assert ref.can_claim_draw() == ours.can_claim_draw(), ours.fen()
            assert ref.outcome(claim_draw=True) == ours.outcome(claim_draw=True), ours.fen()


# -- the definitions ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", CLAIMING)
def test_the_western_family_claims_as_chess_does(name):
    e = variant(name).endings
    assert (e.repetition, e.repetition_claimed, e.move_limit, e.move_limit_claimed) == (5, 3, 75, 50)
    assert e.insufficient is not None


def test_a_file_that_restates_a_repetition_drops_its_base_claim():
    """armageddon restates chess's repetition and move limit (for black): the claims go too,
    and its `insufficient-material none` drops chess's rule."""
    e = variant("armageddon.variant").endings
    assert (e.repetition, e.repetition_claimed, e.move_limit, e.move_limit_claimed) == (3, None, 50, None)
    assert e.insufficient is None
    assert variant("kingofthehill.variant").endings.insufficient is None


def test_a_variant_without_the_rule_is_never_insufficient():
    ours = compiled("kingofthehill.variant", "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
    assert not ours.has_insufficient_material(True) and not ours.is_insufficient_material()
    assert ours.outcome() is None
