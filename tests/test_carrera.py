"""Carrera's chess (definitions/carrera.variant): counted by hand from the rules as John
Gollon gave them (chessvariants.com/historic.dir/carrera.bak) and the Russian Wikipedia's
"Shakhmaty Karrery", and against Fairy-Stockfish configured here from the same rules: its
Capablanca template with Carrera's array, no castling, promotion to queen, champion or centaur.
Fairy-Stockfish knows no exception to en passant, so it and variantc differ by exactly the
double steps that parry check open to a capture in passing."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, variant

pyffish = pytest.importorskip("pyffish", reason="pyffish cross-checks Carrera's chess")

CARRERA = "carrera.variant"
CONFIG = """
[carrera:capablanca]
chancellor = c
archbishop = a
castling = false
promotionPieceTypes = qca
startFen = rcnbkqbnar/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBKQBNAR w - - 0 1
"""
pyffish.load_variant_config(CONFIG)
# The bishop on a6 checks the king on e2 along b5 c4 d3; c2c4 would block it, and the pawn
# on d4 could then take it in passing on c3.
EXPOSED = "4k5/10/b9/10/3p6/10/2P1K5/10 w - - 0 1"
# The same, but the pawn on d4 is pinned to its king by the rook on d1: it could not take.
PINNED = "3k6/10/b9/10/3p6/10/2P1K5/3R6 w - - 0 1"
# The same, but nothing could take on c3.
UNEXPOSED = "4k5/10/b9/10/10/10/2P1K5/10 w - - 0 1"
# Not in check, a double step may pass a pawn that takes it, as in chess.
UNCHECKED = "4k5/10/10/10/3p6/10/2P5K1/10 w - - 0 1"
# Pawns a step from promotion, and an en passant.
BUSY = ("r3k4r/1P6P1/10/10/10/10/1p6p1/R3K4R w - - 0 1",
        "rcnbkqbnar/ppp1pppppp/10/10/3pP5/10/PPPP1PPPPP/RCNBKQBNAR b - e3 0 3")


def legal(fen: str | None = None) -> set[str]:
    return {m.uci() for m in compiled(CARRERA, fen).legal_moves}


def test_the_start_by_hand():
    """Each pawn one or two steps (20), each knight two (4), the champion's knight leaps to a3
    and c3, the centaur's to h3 and j3 (4): 28. No castling ever."""
    assert len(legal()) == 28
    assert {"b1a3", "b1c3", "i1h3", "i1j3"} <= legal()
    king = {m for m in legal("r3k4r/10/10/10/10/10/10/R3K4R w - - 0 1") if m.startswith("e1")}
    assert king == {"e1d1", "e1f1", "e1d2", "e1e2", "e1f2"}


def test_promotion_to_queen_champion_or_centaur():
    assert {m for m in legal(BUSY[0]) if m.startswith("b7b8")} == {"b7b8q", "b7b8c", "b7b8a"}


def test_a_double_step_may_not_parry_check_open_to_capture_in_passing():
    assert "c2c4" not in legal(EXPOSED)
    assert "c2c3" not in legal(EXPOSED)  # c3 does not block
    assert "c2c4" in legal(PINNED)  # the pawn that would take it is pinned
    assert "c2c4" in legal(UNEXPOSED)
    board = compiled(CARRERA, UNCHECKED)
    board.push_uci("c2c4")
    assert "d4c3" in {m.uci() for m in board.legal_moves}


@pytest.mark.parametrize("fen", [EXPOSED, PINNED, UNEXPOSED, UNCHECKED])
def test_fairy_stockfish_differs_only_by_the_exception(fen):
    theirs = set(pyffish.legal_moves("carrera", fen, []))
    assert theirs - legal(fen) == ({"c2c4"} if fen == EXPOSED else set())
    assert legal(fen) <= theirs


@pytest.mark.parametrize("games", [pytest.param(6, id="sample"),
                                   pytest.param(60, id="many", marks=pytest.mark.slow)])
def test_fairy_stockfish_agrees(games):
    from variantc.tools import crosscheck

    summary = crosscheck.run(variant(CARRERA), "carrera", playouts=games, depth=2, plies=60,
                             fens=BUSY)
    others = [d for d in summary.disagreements if not exposed_parries(d)]
    assert not others, [d.report() for d in others]


@pytest.mark.parametrize("fen, exposed", [(EXPOSED, True), (PINNED, False), (UNEXPOSED, False)])
def test_fairy_stockfish_shows_which_double_steps_are_exposed(fen, exposed):
    from variantc.tools.crosscheck import Disagreement

    assert exposed_parries(Disagreement("moves", fen, [], ["c2c4"])) is exposed


def exposed_parries(found) -> bool:
    """Whether a disagreement is Carrera's exception alone, as Fairy-Stockfish's own answers
    show it: each move it has and variantc lacks is a double step out of check, after which a
    reply of Fairy-Stockfish's takes the stepping pawn in passing."""
    if found.what != "moves" or found.extra or not found.missing:
        return False
    fen = pyffish.get_fen("carrera", found.fen, [])
    return pyffish.gives_check("carrera", fen, []) and all(
        taken_in_passing(fen, move) for move in found.missing)


def taken_in_passing(fen: str, move: str) -> bool:
    after = pyffish.get_fen("carrera", fen, [move])
    passed = after.split()[3]
    if passed == "-":
        return False
    landing = square(move[2:4])
    for reply in pyffish.legal_moves("carrera", after, []):
        if reply[2:4] == passed[:2]:
            board = compiled(CARRERA, pyffish.get_fen("carrera", after, [reply]))
            if board.piece_at(landing) is None:  # the man that stepped is gone
                return True
    return False


def square(name: str) -> int:
    """A square's number on the 10x8 board: rank * 10 + file."""
    return (int(name[1:]) - 1) * 10 + ord(name[0]) - ord("a")


@pytest.mark.parametrize("fen", [None, EXPOSED, PINNED, UNEXPOSED, UNCHECKED, *BUSY])
def test_both_engines_agree(fen):
    assert compiled(CARRERA, fen).divide(2) == reference(CARRERA, fen).divide(2)
