"""`board ... starred-voids`: FENs that write each void cell as '*', as Fairy-Stockfish writes
its walls (docs/language.md#board, #16-fen), read and written by both engines through
runtime.fen; and the variants without it (crazy-38s, hole-chess) still count void cells in
the digits."""

from __future__ import annotations

import random
import re

import pytest
from click.testing import CliRunner

from tests.conftest import DEFINITIONS, ROOT
from tests.helpers import compiled, definition, reference, variant
from variantc.cli import main
from variantc.tools import crosscheck, engines

WALLED = ("omicron.variant", "troitzky.variant")
ENGINES = {"compiled": compiled, "reference": reference}


def fairy_fens(name: str) -> list[str]:
    path = ROOT / "tests" / "fairy" / name.replace(".variant", ".fens")
    return [line.strip() for line in path.read_text().splitlines() if line.strip()]


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize("name", WALLED)
def test_fairy_stockfish_fens_read_and_written_as_it_writes_them(name, kind):
    pyffish = pytest.importorskip("pyffish")
    fairy = name.removesuffix(".variant")
    for fen in [pyffish.start_fen(fairy), *fairy_fens(name)]:
        assert "*" in fen
        assert ENGINES[kind](name, fen).fen() == pyffish.get_fen(fairy, fen, []), fen


@pytest.mark.parametrize("name", WALLED)
def test_a_game_writes_the_fens_fairy_stockfish_writes(name):
    """Both engines and Fairy-Stockfish, ply by ply through one seeded game."""
    pyffish = pytest.importorskip("pyffish")
    fairy, rng = name.removesuffix(".variant"), random.Random(7)
    start = pyffish.start_fen(fairy)
    ours, ref, moves = compiled(name), reference(name), []
    for _ in range(40):
        want = crosscheck.settled(lambda f: compiled(name, f), pyffish.get_fen(fairy, start, moves))
        assert ours.fen() == ref.fen() == want, moves
        legal = sorted(pyffish.legal_moves(fairy, start, moves))
        if not legal:
            break
        move = rng.choice(legal)
        ours.push_uci(move)
        ref.push_uci(move)
        moves.append(move)


OMICRON_START = ("w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/"
                 "*CRNBQKBNRC*/W**********W w KQkq - 0 1")
BROKEN = [
    # '*' on b3, a square: the pawn's square starred
    ("w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/**PPPPPPPPP*/"
     "*CRNBQKBNRC*/W**********W w KQkq - 0 1", "'*' marks a void cell, but b3 is a square"),
    # a black pawn on b10, a void cell
    ("wp*********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/"
     "*CRNBQKBNRC*/W**********W w KQkq - 0 1", "piece 'p' stands on b10, which is a void cell"),
    # rank 7 written as Fairy-Stockfish never writes it: its wall counted as empty
    ("w**********w/*crnbqkbnrc*/*pppppppppp*/11*/*10*/*10*/*10*/*PPPPPPPPPP*/"
     "*CRNBQKBNRC*/W**********W w KQkq - 0 1", "'11' counts a7, a void cell, as empty"),
    # the same position with every void cell counted in the digits: the other dialect
    ("w10w/1crnbqkbnrc1/1pppppppppp1/12/12/12/12/1PPPPPPPPPP1/1CRNBQKBNRC1/W10W w KQkq - 0 1",
     "'10' counts b10, a void cell, as empty"),
]


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize(("fen", "message"), BROKEN)
def test_a_fen_that_does_not_star_exactly_the_void_cells_is_refused(kind, fen, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        ENGINES[kind]("omicron.variant", fen)


def test_the_cli_refuses_a_star_on_a_square_without_a_traceback():
    result = CliRunner().invoke(main, ["moves", str(DEFINITIONS / "omicron.variant"),
                                       "--fen", BROKEN[0][0]])
    assert result.exit_code == 2, result.output
    assert "b3 is a square" in result.output and "Traceback" not in result.output


def test_the_setup_is_read_in_the_starred_form():
    assert variant("omicron.variant").setup.fen == OMICRON_START
    assert variant("omicron.variant").board.starred_voids
    assert not variant("crazy-38s.variant").board.starred_voids


CUT = """variant "Cut corners with a hole"
board 5x5 starred-voids
void a1 e1 a5 e5
hole c3
piece K king moves K royal
piece R rook moves R
setup "*1k1*/5/1R3/5/*1K1* w - - 0 1"
"""


@pytest.mark.parametrize("kind", ["compiled", "reference"])
def test_holes_stay_in_the_digits_and_voids_are_stars(tmp_path, kind):
    """Hand-checked: the hole c3 is counted in the rook's rank, '1R3' and then 'R4'; a1, e1,
    a5 and e5 are written '*'. The rook's line east ends at the hole."""
    v = definition(tmp_path, CUT)
    engine = engines.make(v, kind)
    assert engine.fen() == "*1k1*/5/1R3/5/*1K1* w - - 0 1"
    assert "b3d3" not in {m.uci() for m in engine.legal_moves}
    engine.push_uci("b3a3")
    assert engine.fen() == "*1k1*/5/R4/5/*1K1* b - - 1 1"
    with pytest.raises(ValueError, match=re.escape("'*' marks a void cell, but c3 is a hole")):
        engines.make(v, kind, "*1k1*/5/2*2/5/*1K1* w - - 0 1")


def _counted(fen: str) -> str:
    """A FEN with each '*' counted as an empty cell: runs of digits and stars merged."""
    return re.sub(r"[\d*]+", lambda m: str(sum(1 if c == "*" else int(c)
                                              for c in re.findall(r"\d+|\*", m.group()))), fen)


SEED_FENS = {
    # rules/crazy-38s.md: the setup, and a position of its hand-checked cases
    "crazy-38s.variant": ["k*1p*1**/**gn****/1srp2*1/pbp3**/**3PBP/1*2PRS1/****NG**/**1*P1*K[] "
                          "w - - 0 1",
                          "1*2*1**/**2****/6*1/1k4**/**6/1*3R2/****2**/**1*2*K[] w - - 0 1"],
    "hole-chess.md": ["3k3/2bqr2/1ppppp1/7/7/7/7/1PPPPP1/2RQB2/3K3 w - - 0 1"],
}


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize(("name", "fen"), [(n, f) for n, fens in SEED_FENS.items() for f in fens])
def test_seed_variants_still_count_void_cells_in_the_digits(name, fen, kind):
    written = ENGINES[kind](name, fen).fen()
    assert "*" not in written.split()[0]
    assert written == _counted(fen)
    assert ENGINES[kind](name, written).fen() == written
