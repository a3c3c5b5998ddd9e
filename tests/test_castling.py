"""Castling of every shape, on both engines: a destination per wing, castling off the first
rank with rooks inside the corners, a king that lands on its rook's square, and chess960 from
any start, read and written as Fairy-Stockfish writes it (pinned against pyffish where it is
installed)."""

from __future__ import annotations

import pytest

from tests.helpers import definition, ucis
from variantc.tools import diff, engines

KINDS = engines.KINDS

# Shako's castling on a small board: rank 2, elephants in the corners, the rooks inside them.
SHAKO = """variant "Rank two"
board 10x6
piece K king moves K royal
piece R rook moves R
piece E elephant moves FA
piece P pawn moves fmW fcF
castling king K rook R
  kingside to h2
  queenside to d2
setup "10/er3k2re/pppppppppp/PPPPPPPPPP/ER3K2RE/10 w KQkq - 0 1"
"""

JANUS = """variant "Janus castling"
board 10x8
piece K king moves K royal
piece R rook moves R
piece P pawn moves fmW fcF
castling king K rook R
  kingside to i1
  queenside to b1
setup "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1"
"""

CHESS960 = """variant "Chess960 castling"
board 8x8
piece K king moves K royal
piece Q queen moves Q
piece R rook moves R
piece B bishop moves B
piece P pawn moves fmW fcF
castling king K rook R kingside to g1 queenside to c1 chess960
setup "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1"
"""


def agree(v, fen=None, depth=3, playouts=2) -> None:
    """The compiled engine and the reference: the same perft, and the same games."""
    reference = lambda f: engines.make(v, "reference", f)  # noqa: E731
    compiled = lambda f: engines.make(v, "compiled", f)  # noqa: E731
    found = diff.perft(reference, compiled, fen, depth)
    assert found is None, found.report()
    for seed in range(playouts):
        found = diff.playout(reference, compiled, fen, seed, 30)
        assert found is None, found.report()


def after(v, kind: str, fen: str, move: str) -> str:
    engine = engines.make(v, kind, fen)
    engine.push_uci(move)
    return engine.fen()


@pytest.mark.parametrize("kind", KINDS)
def test_each_wing_has_its_own_destination(tmp_path, kind):
    """Janus: the king goes to i1 or b1, the rook beside it on the side of the king's start."""
    v = definition(tmp_path, JANUS)
    assert {"e1b1", "e1i1"} <= set(ucis(engines.make(v, kind)))
    start = v.setup.fen
    assert after(v, kind, start, "e1i1").split()[0].endswith("/R6RK1")
    assert after(v, kind, start, "e1b1").split()[0].endswith("/1KR6R")


def test_janus_castling_agrees(tmp_path):
    agree(definition(tmp_path, JANUS))


@pytest.mark.parametrize("kind", KINDS)
def test_castling_on_the_second_rank_with_the_rooks_inside(tmp_path, kind):
    """The rights name the outermost rooks, inside the elephants; black castles on its own
    second rank."""
    v = definition(tmp_path, SHAKO)
    engine = engines.make(v, kind)
    assert {"f2h2", "f2d2"} <= set(ucis(engine))
    engine.push_uci("f2h2")
    assert engine.fen() == "10/er3k2re/pppppppppp/PPPPPPPPPP/ER4RK1E/10 b kq - 1 1"
    assert {"f5h5", "f5d5"} <= set(ucis(engine))
    engine.push_uci("f5d5")
    assert engine.fen() == "10/e2kr3re/pppppppppp/PPPPPPPPPP/ER4RK1E/10 w - - 2 2"


def test_castling_on_the_second_rank_agrees(tmp_path):
    agree(definition(tmp_path, SHAKO))


@pytest.mark.parametrize("kind", KINDS)
def test_a_king_may_land_on_its_rooks_square(tmp_path, kind):
    """With the rook on g1, castling to g1 puts the king where the rook was: nothing is taken."""
    v = definition(tmp_path, JANUS.replace("kingside to i1", "kingside to g1")
                   .replace("R3K4R w", "R3K1R3 w"))
    engine = engines.make(v, kind)
    assert "e1g1" in ucis(engine)
    engine.push_uci("e1g1")
    assert engine.fen().split()[0].endswith("/R4RK3")
    engine.pop()
    assert engine.fen() == v.setup.fen


@pytest.mark.parametrize("kind", KINDS)
def test_rooks_named_by_their_files_read_as_kqkq(kind):
    """Shredder-FEN letters name the same rooks; without chess960 they are written KQkq."""
    engine = engines.make(_chess(), kind, "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1")
    assert engine.fen().split()[2] == "KQkq"
    assert {"e1g1", "e1c1"} <= set(ucis(engine))


def _chess():
    from tests.helpers import variant
    return variant("chess.variant")


@pytest.mark.parametrize("kind", KINDS)
def test_chess960_castles_king_takes_rook_from_any_start(tmp_path, kind):
    v = definition(tmp_path, CHESS960)
    engine = engines.make(v, kind)
    assert engine.fen().split()[2] == "HAha"
    assert {"b1a1", "b1h1"} <= set(ucis(engine))
    engine.push_uci("b1a1")  # the king to c1, the rook to d1
    assert engine.fen() == "rk5r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b ha - 1 1"
    engine.push_uci("b8h8")  # the king to g8, the rook to f8
    assert engine.fen() == "r4rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R w - - 2 2"


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("fen", "castles", "rights"), [
    # the king already on g1: it stays, the rook comes to f1
    ("1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w BHbh - 0 1", {"g1b1", "g1h1"}, "HBhb"),
    # the inner rook named by its file; the king lands on the rook's square
    ("rk3r1r/pppppppp/8/8/8/8/PPPPPPPP/R3KRR1 w FAfa - 0 1", {"e1a1"}, "FAfa"),
    # two rooks on one wing: the last letter read for it wins
    ("r3k1rr/pppppppp/8/8/8/8/PPPPPPPP/R3K1RR w HGAhga - 0 1", {"e1a1"}, "GAga"),
])
def test_chess960_rights(tmp_path, kind, fen, castles, rights):
    v = definition(tmp_path, CHESS960)
    engine = engines.make(v, kind, fen)
    assert engine.fen().split()[2] == rights
    assert {m for m in ucis(engine) if m[:2] in ("e1", "g1") and m[2:] in
            ("a1", "b1", "f1", "g1", "h1")} >= castles


@pytest.mark.parametrize("fen", [
    None, "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w BHbh - 0 1",
    "rk3r1r/pppppppp/8/8/8/8/PPPPPPPP/R3KRR1 w FAfa - 0 1",
    "rkr5/ppp5/8/8/8/8/PPP5/RKR1q3 w CAca - 0 1",
])
def test_chess960_agrees(tmp_path, fen):
    agree(definition(tmp_path, CHESS960), fen, depth=2)


STARTS_960 = ["bbqnnrkr", "rkrnnqbb", "nrbkqrnb", "rk4rq", "r2k2r1", "1rk2r2", "5rkr", "rkr5"]


@pytest.mark.parametrize(("name", "fens"), [
    ("fischerandom", [f"{r.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{r.upper()} w KQkq - 0 1"
                      for r in STARTS_960]),
    ("janus", ["r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1",
               "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1"]),
    ("shako", ["c8c/er3k2re/pppppppppp/10/10/10/10/PPPPPPPPPP/ER3K2RE/C8C w KQkq - 0 1",
               "c8c/e1r2k1r1e/pppppppppp/10/10/10/10/PPPPPPPPPP/E1R2K1R1E/C8C w KQkq - 0 1"]),
])
def test_games_that_castle_agree_with_fairy_stockfish(name, fens):
    """Random games that castle whenever they may, move by move the same legal moves and the
    same FEN as Fairy-Stockfish's (the compiled engine; the reference agrees with it above)."""
    import random

    sf = pytest.importorskip("pyffish")
    from tests.helpers import compiled

    castled = 0
    for seed, written in enumerate(fens):
        rng, start, moves = random.Random(seed), sf.get_fen(name, written, []), []
        engine = compiled(f"{name}.variant", start)
        for _ in range(40):
            ours = ucis(engine)
            assert ours == sorted(sf.legal_moves(name, start, moves)), (start, moves)
            assert engine.fen() == sf.get_fen(name, start, moves), (start, moves)
            if not ours:
                break
            castles = [m for m in ours if engine.san(engine.parse_uci(m)).startswith("O-O")]
            move = rng.choice(castles if castles and rng.random() < 0.7 else ours)
            castled += move in castles
            engine.push_uci(move)
            moves.append(move)
    assert castled >= len(fens)
