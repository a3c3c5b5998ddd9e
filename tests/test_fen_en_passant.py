"""The FEN's en-passant field keeps a capture in passing exact, whatever the passing move.

Fairy-Stockfish's form (`e3`, `a3a4`) names the man that passed by walking straight ahead of
the first square; after a diagonal or knight-like passing move the field lists the man's own
square too, as Fairy-Stockfish writes it (`c5b6`: a capture on b6 takes the man on c5). The
older form with a colon (`b6:c5`) is still read. Positions are read back on both engines: the
same moves and the same FEN.
"""

from __future__ import annotations

import random
import re

import pytest

from tests.helpers import compiled, definition, reference, ucis
from variantc.runtime.fen import FenError
from variantc.tools import diff, engines

# Berolina pawns: a step diagonally forward, a capture straight ahead, a first double step
# diagonally forward that leaves the square it passed open to a capture in passing.
BEROLINA = """variant "Berolina"
board 8x8
piece K king   moves K royal
piece Q queen  moves Q
piece N knight moves N
piece P pawn   moves mfF cfW imfnA en-passant promotes in rank 8 to Q N
setup "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"
checkmate loses
stalemate draws
"""

# A piece that leaps like a knight on its first move, passing the first square of the leap,
# beside orthodox pawns with a triple step.
LEAPERS = """variant "Leapers"
board 8x8
piece K king   moves K royal
piece L leaper moves mfW ifmN cfF en-passant
piece P pawn   moves fmW ifmnH fcF en-passant
setup "4k3/lplplplp/8/8/8/8/LPLPLPLP/4K3 w - - 0 1"
checkmate loses
stalemate draws
"""


class Engines:
    """A definition's two engines; the compiled module is built once."""

    def __init__(self, variant):
        self.variant, self.module = variant, engines.compiled_module(variant)

    def make(self, kind: str, fen: str | None = None):
        return engines.make(self.variant, kind, fen, self.module)


@pytest.fixture(scope="module")
def berolina(tmp_path_factory):
    return Engines(definition(tmp_path_factory.mktemp("b"), BEROLINA, "berolina.variant"))


@pytest.fixture(scope="module")
def leapers(tmp_path_factory):
    return Engines(definition(tmp_path_factory.mktemp("l"), LEAPERS, "leapers.variant"))


def ep_field(fen: str) -> str:
    return fen.split()[3]


def names_its_man(fen: str) -> bool:
    """The en-passant field of an 8x8 FEN lists a square that holds a man: the one that passed."""
    rows = [re.sub(r"\d", lambda d: "." * int(d.group()), row) for row in fen.split()[0].split("/")]
    squares = re.findall(r"([a-h])(\d)", ep_field(fen))
    return any(rows[8 - int(rank)][ord(file) - ord("a")] != "." for file, rank in squares)


def read_back(v, kind: str, engine) -> None:
    """The engine's FEN, read by a new engine of the same kind, is the same position."""
    again = v.make(kind, engine.fen())
    assert (ucis(again), again.fen()) == (ucis(engine), engine.fen())


@pytest.mark.parametrize("kind", engines.KINDS)
@pytest.mark.parametrize(("start", "move", "field", "capture", "after"), [
    # black a7-c5 passes b6; white's b5 pawn takes it there, straight ahead
    ("4k3/p7/8/1P6/8/8/8/4K3 b - - 0 1", "a7c5", "c5b6", "b5b6", "4k3/8/1P6/8/8/8/8/4K3 b"),
    # white a2-c4 passes b3; black's b4 pawn takes it there
    ("4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1", "a2c4", "b3c4", "b4b3", "4k3/8/8/8/8/1p6/8/4K3 w"),
    # white h2-f4 passes g3, which black's g4 pawn may take
    ("4k3/8/8/8/6p1/8/7P/4K3 w - - 0 1", "h2f4", "g3f4", "g4g3", "4k3/8/8/8/8/6p1/8/4K3 w"),
])
def test_a_diagonal_double_step_survives_the_fen(berolina, kind, start, move, field, capture,
                                                 after):
    e = berolina.make(kind, start)
    e.push_uci(move)
    assert ep_field(e.fen()) == field
    assert capture in ucis(e)
    read_back(berolina, kind, e)
    again = berolina.make(kind, e.fen())
    again.push_uci(capture)  # the capture in passing takes the man that passed
    assert " ".join(again.fen().split()[:2]) == after


@pytest.mark.parametrize("kind", engines.KINDS)
@pytest.mark.parametrize("form", ["b3:{}", "{}"])
def test_the_field_names_which_man_passed(berolina, kind, form):
    """Two white pawns could have passed b3 (from a2 to c4, or from c2 to a4): the field says
    which one the capture takes, by its square listed (Fairy-Stockfish's `b3c4`, `b3a4`) or
    after a colon (`b3:c4`)."""
    for victim, board, written in (("c4", "P7", "b3c4"), ("a4", "2P5", "b3a4")):
        field = form.format(victim) if ":" in form else written
        e = berolina.make(kind, f"4k3/8/8/8/PpP5/8/8/4K3 b - {field} 0 1")
        assert "b4b3" in ucis(e)
        assert ep_field(e.fen()) == written
        e.push_uci("b4b3")
        assert " ".join(e.fen().split()[:2]) == f"4k3/8/8/8/{board}/1p6/8/4K3 w"


@pytest.mark.parametrize("kind", engines.KINDS)
def test_a_square_alone_walks_straight_ahead(berolina, kind):
    """Fairy-Stockfish's form names the man straight ahead: after a diagonal step that is not
    the man that passed, so the field means nothing."""
    e = berolina.make(kind, "4k3/8/8/1Pp5/8/8/8/4K3 w - b6 0 2")
    assert "b5b6" not in ucis(e)
    assert ep_field(e.fen()) == "-"


@pytest.mark.parametrize("kind", engines.KINDS)
@pytest.mark.parametrize("field", ["b6:d5", "b6:b5", "b6:e8",  # empty, white's, black's king
                                   "b6d5", "b5b6", "b6e8"])
def test_a_field_naming_no_man_of_the_mover_is_ignored(berolina, kind, field):
    e = berolina.make(kind, f"4k3/8/8/1Pp5/8/8/8/4K3 w - {field} 0 2")
    assert "b5b6" not in ucis(e)
    assert ep_field(e.fen()) == "-"


@pytest.mark.parametrize("field", ["b6:", ":c5", "b6c5:d5:e5", "B6", "b6-c5", "b9", "b6:c9"])
def test_a_malformed_field_is_an_error(berolina, field):
    for kind in engines.KINDS:
        with pytest.raises(FenError):
            berolina.make(kind, f"4k3/8/8/1Pp5/8/8/8/4K3 w - {field} 0 2")


@pytest.mark.parametrize("kind", engines.KINDS)
def test_orthodox_fields_keep_fairy_stockfish_form(leapers, kind):
    """A triple step passes two squares: both are listed when both may be taken, and the
    pawn is found straight ahead of the first, so no colon."""
    e = leapers.make(kind, "4k3/8/8/2p1p3/2p5/8/3P4/4K3 w - - 0 1")
    e.push_uci("d2d5")  # passes d3 and d4: c4 may take on d3, c5 and e5 on d4
    assert ep_field(e.fen()) == "d3d4"
    assert {"c4d3", "c5d4", "e5d4"} <= set(ucis(e))
    read_back(leapers, kind, e)
    e = leapers.make(kind, "4k3/8/8/2p5/8/8/3P4/4K3 w - - 0 1")
    e.push_uci("d2d5")  # only d4 may be taken now
    assert ep_field(e.fen()) == "d4"
    read_back(leapers, kind, e)


@pytest.mark.parametrize("kind", engines.KINDS)
def test_a_knight_like_pass_survives_the_fen(leapers, kind):
    """c2-d4 passes c3 (the leap's straight step comes first); the black leaper on b4 may take
    it there."""
    e = leapers.make(kind, "4k3/8/8/8/1l6/8/2L5/4K3 w - - 0 1")
    e.push_uci("c2d4")
    assert ep_field(e.fen()) == "c3d4"
    assert "b4c3" in ucis(e)
    read_back(leapers, kind, e)


@pytest.mark.parametrize("kind", engines.KINDS)
def test_orthodox_double_step_is_unchanged(kind):
    make = compiled if kind == "compiled" else reference
    e = make("chess.variant", "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
    e.push_uci("e2e4")
    assert e.fen() == "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"
    assert make("chess.variant", e.fen()).fen() == e.fen()


@pytest.mark.parametrize("kind", engines.KINDS)
@pytest.mark.parametrize(("field", "ep"), [("f5f6", "f6"), ("f6f5", "f6"), ("f5", "-")])
def test_listed_squares_that_hold_a_man_are_passed_over(kind, field, ep):
    """Fairy-Stockfish lists the landing square too after a pawnback pawn's double step: the
    capture in passing still lands on f6 and takes the pawn on f5."""
    make = compiled if kind == "compiled" else reference
    e = make("pawnback.variant", f"4k3/8/8/5pP1/8/8/8/4K3 w - {field} 1 2")
    assert e.fen().split()[3] == ep
    assert ("g5f6" in ucis(e)) is (ep != "-")


def round_trip_playouts(v, start: str | None, seeds: range, plies: int) -> int:
    """Seeded random games on both engines: at every ply the same moves and FEN, and each
    engine's FEN read back gives both engines that position again. Returns the plies whose
    en-passant field names the man that passed."""
    named = 0
    for seed in seeds:
        rng = random.Random(seed)
        played = [v.make(kind, start) for kind in engines.KINDS]
        for _ in range(plies):
            fen, moves = played[0].fen(), ucis(played[0])
            assert [(e.fen(), ucis(e)) for e in played] == [(fen, moves)] * 2, fen
            for kind in engines.KINDS:
                again = v.make(kind, fen)
                assert (again.fen(), ucis(again)) == (fen, moves), (kind, fen)
            named += names_its_man(fen)
            if not moves or played[0].outcome() is not None:
                break
            move = rng.choice(moves)
            for e in played:
                e.push_uci(move)
    return named


def test_berolina_playouts_round_trip_the_fen(berolina):
    assert round_trip_playouts(berolina, None, range(12), 50) > 0
    summary = diff.run(lambda f: berolina.make("reference", f),
                       lambda f: berolina.make("compiled", f), [None], depth=2,
                       playouts=20, seed=1, plies=50)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)


def test_leaper_playouts_round_trip_the_fen(leapers):
    assert round_trip_playouts(leapers, None, range(12), 50) > 0
    summary = diff.run(lambda f: leapers.make("reference", f),
                       lambda f: leapers.make("compiled", f), [None], depth=2,
                       playouts=20, seed=1, plies=50)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)
