"""Falcon-hunter chess and its decimal form: the digest's positions (rules/falcon-hunter.md)."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis

ENGINES = {"compiled": compiled, "reference": reference}
FH = "falcon-hunter.variant"

KING_H1 = "h1g1 h1g2 h1h2"
POSITIONS = [
    # F1: falcon d4 forward as a bishop, back as a rook.
    ("F1", "k7/8/8/8/3F4/8/8/7K[Hfh]{0,0} w - - 0 1",
     "d4e5 d4f6 d4g7 d4h8 d4c5 d4b6 d4a7 d4d3 d4d2 d4d1 " + KING_H1),
    # F2: hunter d4 forward as a rook, back as a bishop.
    ("F2", "k7/8/8/8/3H4/8/8/7K[Ffh]{0,0} w - - 0 1",
     "d4d5 d4d6 d4d7 d4d8 d4c3 d4b2 d4a1 d4e3 d4f2 d4g1 " + KING_H1),
    # F3: black's falcon has its directions turned round.
    ("F3", "k7/8/8/4f3/8/8/8/7K[FHh]{0,0} b - - 0 1",
     "e5d4 e5c3 e5b2 e5a1 e5f4 e5g3 e5h2 e5e6 e5e7 e5e8 a8a7 a8b7 a8b8"),
    # F4: after one loss (the b1 knight), either piece may enter on b1, the only empty square.
    ("F4", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[FHfh]{1,0} w KQkq - 0 1",
     "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 "
     "g1f3 g1h3 a1b1 F@b1 H@b1"),
    # F5: the falcon has entered; with one loss the hunter must wait ...
    ("F5-one-loss", "4k3/8/8/8/8/8/8/F3K3[Hfh]{1,0} w - - 0 1",
     "a1b2 a1c3 a1d4 a1e5 a1f6 a1g7 a1h8 e1d1 e1d2 e1e2 e1f2 e1f1"),
    # ... with two it may enter on any empty square of the home rank.
    ("F5-two-losses", "4k3/8/8/8/8/8/8/F3K3[Hfh]{2,0} w - - 0 1",
     "a1b2 a1c3 a1d4 a1e5 a1f6 a1g7 a1h8 e1d1 e1d2 e1e2 e1f2 e1f1 "
     "H@b1 H@c1 H@d1 H@f1 H@g1 H@h1"),
    # F6: an entry may give check (H@e1 up the open e-file).
    ("F6", "4k3/8/8/8/8/8/8/6K1[FHfh]{1,0} w - - 0 1",
     "g1f1 g1f2 g1g2 g1h1 g1h2 " + " ".join(f"{p}@{s}" for p in "FH"
                                            for s in ("a1", "b1", "c1", "d1", "e1", "f1", "h1"))),
]


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize(("pos_id", "fen", "moves"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_digest_position(kind, pos_id, fen, moves):
    assert ucis(ENGINES[kind](FH, fen)) == sorted(moves.split())


@pytest.mark.parametrize("kind", ENGINES)
def test_entry_checks(kind):
    engine = ENGINES[kind](FH, "4k3/8/8/8/8/8/8/6K1[FHfh]{1,0} w - - 0 1")
    engine.push_uci("H@e1")
    assert engine.fen() == "4k3/8/8/8/8/8/8/4H1K1[Ffh]{1,0} b - - 0 1"  # an entry: clock 0
    assert "e8e7" not in ucis(engine)  # still on the e-file: in check


@pytest.mark.parametrize("kind", ENGINES)
def test_losses_are_counted_when_a_piece_is_captured(kind):
    """1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 ... a queen, rook, bishop or knight lost counts."""
    engine = ENGINES[kind](FH)
    for move in "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 c3b5 a5b5 f1b5 c7c6".split():
        engine.push_uci(move)
    # White lost the knight (b5), black lost the queen: one each; pawns do not count.
    assert engine.fen().split()[0].endswith("[FHfh]{1,1}")
    assert "F@b1" in ucis(engine) and "H@f1" in ucis(engine)


@pytest.mark.parametrize("kind", ENGINES)
def test_decimal_first_moves(kind):
    """8.4: an unmoved knight adds the (2,4) leap, an unmoved pawn steps 1, 2 or 3."""
    engine = ENGINES[kind]("decimal-falcon-hunter.variant",
                           "9k/10/10/10/10/10/10/10/2P7/1N7K w - - 0 1")
    want = "b1a3 b1c3 b1d2 b1d5 b1f3 c2c3 c2c4 c2c5 j1i1 j1i2 j1j2"
    assert ucis(engine) == sorted(want.split())


@pytest.mark.parametrize("kind", ENGINES)
def test_decimal_pawn_has_no_en_passant(kind):
    engine = ENGINES[kind]("decimal-falcon-hunter.variant",
                           "9k/10/10/10/10/10/1p8/10/P9/9K w - - 0 1")
    engine.push_uci("a2a4")  # passes a3 next to the black pawn's b4 ... which cannot take it
    assert "b4a3" not in ucis(engine)
    assert engine.fen().split()[3] == "-"


@pytest.mark.parametrize("kind", ENGINES)
def test_decimal_castling_slides_three(kind):
    engine = ENGINES[kind]("decimal-falcon-hunter.variant",
                           "r4k3r/10/10/10/10/10/10/10/10/R4K3R w KQkq - 0 1")
    moves = ucis(engine)
    assert "f1i1" in moves and "f1c1" in moves
    engine.push_uci("f1i1")
    assert engine.fen().split()[0].endswith("/R6RK1")
