"""First moves (`first-moves`), proven on Cambodian chess and Kar Ouk against Fairy-Stockfish
and between our two engines: the rights in the FEN's castling field, a man that leaves and
comes back without its right, the king's leap not out of check, and a rook that aims at the
king taking its right away (blocked or not)."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, definition, reference, variant
from variantc.tools import crosscheck, diff, engines

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

ENGINES = (compiled, reference)
START = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1"


def _after(make, name: str, fen: str, moves: list[str]):
    engine = make(name, fen)
    for move in moves:
        engine.push_uci(move)
    return engine


def _moves(engine) -> list[str]:
    return sorted(m.uci() for m in engine.legal_moves)


# Lines and what Fairy-Stockfish makes of them: every FEN and every move list compared.
LINES = [
    (START, []),
    (START, ["d1f2"]),  # the king's leap: its right, and only its, is gone
    (START, ["e3e4", "d6d5", "e1e3"]),  # the met's jump
    (START, ["d1d2", "b8d7", "d2d1", "d7b8"]),  # the king came back without its right
    (START, ["e1d2", "b8d7", "d2e1"]),  # so did the met
    # a knight's check keeps the king's right, but the king may not leap out of it
    ("rnsmksnr/8/pppppppp/8/2n5/PP1PPPPP/8/RNSKMSNR b DEde - 0 1", ["c4b2"]),
    ("rnsmksnr/8/pppppppp/8/2n5/PP1PPPPP/8/RNSKMSNR b DEde - 0 1", ["c4b2", "c1b2"]),
    # rooks that land on the king's rank or file take its right, blocked or not
    ("rn1mk1nr/8/1ppp1pp1/8/8/1PPP1PP1/8/RN1KM1NR w DEde - 0 1", ["a1a8"]),
    ("rn1mk1nr/8/1ppp1pp1/8/8/1PPP1PP1/8/RN1KM1NR w DEde - 0 1", ["h1h7", "a8a2"]),
    ("rn1mk1nr/8/1ppp1pp1/8/8/1PPP1PP1/8/RN1KM1NR w DEde - 0 1", ["a1a2", "h8h4", "a2a1", "h4d4"]),
    # the met jumps over a man, and may block a check by doing so
    ("k7/pppp4/8/4r3/8/8/4K3/4M3 w E - 0 1", []),
]


@pytest.mark.parametrize(("fen", "moves"), LINES, ids=lambda x: " ".join(x) if isinstance(x, list) else None)
@pytest.mark.parametrize("make", ENGINES, ids=("compiled", "reference"))
def test_positions_and_moves_are_fairy_stockfishs(make, fen, moves):
    engine = _after(make, "cambodian.variant", fen, moves)
    theirs = pyffish.get_fen("cambodian", fen, moves)
    assert engine.fen().split()[:3] == theirs.split()[:3]
    assert _moves(engine) == sorted(pyffish.legal_moves("cambodian", fen, moves))


@pytest.mark.parametrize("make", ENGINES, ids=("compiled", "reference"))
def test_a_man_that_leaves_and_returns_has_lost_its_first_move(make):
    engine = _after(make, "cambodian.variant", START, ["d1d2", "b8d7", "d2d1", "d7b8",
                                                       "e1d2", "g8e7", "d2e1", "e7g8"])
    assert engine.fen().split()[2] == "de"
    assert not {"d1b2", "d1f2", "e1e3"} & set(_moves(engine))
    assert {"d1b2", "d1f2"} <= set(_moves(make("cambodian.variant", START)))


@pytest.mark.parametrize("make", ENGINES, ids=("compiled", "reference"))
def test_no_leap_out_of_check_though_the_right_is_kept(make):
    fen = "rnsmksnr/8/pppppppp/8/2n5/PP1PPPPP/8/RNSKMSNR b DEde - 0 1"
    engine = _after(make, "cambodian.variant", fen, ["c4b2"])
    assert engine.is_check() and _moves(engine) == ["c1b2", "d1c2", "d1d2", "d1e2"]
    engine.push_uci("c1b2")
    assert engine.fen().split()[2] == "DEde"


@pytest.mark.parametrize("make", ENGINES, ids=("compiled", "reference"))
def test_a_rook_behind_a_blocker_takes_the_kings_right(make):
    fen = "rn1mk1nr/8/1ppp1pp1/8/8/1PPP1PP1/8/RN1KM1NR w DEde - 0 1"
    engine = _after(make, "cambodian.variant", fen, ["a1a2", "h8h4", "a2a1", "h4d4"])
    assert not engine.is_check() and engine.fen().split()[2] == "Ede"


@pytest.mark.parametrize("name", ["cambodian", "karouk"])
def test_fairy_stockfish_fens_round_trip(name):
    """FENs of Fairy-Stockfish's games, read and written back by both engines as it writes
    them, rights and check counts included."""
    for fen in crosscheck.positions(name, 8, seed=5, plies=30):
        for make in ENGINES:
            assert make(f"{name}.variant", fen).fen() == fen


def test_engines_agree_on_perft():
    fen = "rn1mk1nr/8/1ppp1pp1/8/8/1PPP1PP1/8/RN1KM1NR w DEde - 0 1"
    want = crosscheck.perft(variant("cambodian.variant"), "cambodian", fen, 2)
    assert compiled("cambodian.variant", fen).perft(3) == reference("cambodian.variant", fen).perft(3)
    assert compiled("cambodian.variant", fen).perft(2) == want


@pytest.mark.parametrize("make", ENGINES, ids=("compiled", "reference"))
def test_kar_ouk_first_check_wins(make):
    fen = "rnsmksnr/8/pppppppp/8/2n5/PP1PPPPP/8/RNSKMSNR b DEde - 1+1 0 1"
    engine = _after(make, "karouk.variant", fen, ["c4b2"])
    outcome = engine.outcome()
    assert outcome is not None and outcome.winner is False
    assert pyffish.is_immediate_game_end("karouk", fen, ["c4b2"])[0]
    assert engine.fen().split()[4] == pyffish.get_fen("karouk", fen, ["c4b2"]).split()[4] == "1+0"


DROPS = """variant "First moves and drops"
board 6x6
pool hand
captures to hand
drop from hand
piece K king moves K royal
  first-moves mfsN not-in-check lost-when-aimed-by R
piece M met moves F
  first-moves mfD
piece R rook moves R
piece P pawn moves fmW fcF promotes in rank 6 to M
setup "r1mk1r/pppppp/6/6/PPPPPP/R1MK1R[] w CDcd - 0 1"
"""


def test_engines_agree_where_men_are_dropped(tmp_path):
    """Drops touch squares and aim too: a rook dropped on a king's file takes its right."""
    v = definition(tmp_path, DROPS)
    module = engines.compiled_module(v)
    summary = diff.run(lambda f: engines.make(v, "reference", f), lambda f: module.Engine(f),
                       [None, "3k2/6/6/6/6/3K2[Rr] w Dd - 0 1"], depth=3, playouts=10, seed=3,
                       plies=40)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)
    for make in (lambda f: engines.make(v, "reference", f), module.Engine):
        engine = make("3k2/6/6/6/6/3K2[Rr] w Dd - 0 1")
        engine.push_uci("R@d5")
        assert engine.fen().split()[2] == "D"
