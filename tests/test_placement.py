"""Placement chess (definitions/placement.variant) on both engines: forced drops on the first
rank, bishops on both colours, castling with a dropped king and rook, kings that start in hand
(no check without one on the board), and its FENs as Fairy-Stockfish writes them."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis, variant
from variantc.tools import diff, engines

KINDS = engines.KINDS
NAME = "placement.variant"
START = "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1"
# Every piece placed as in chess: the king on e1 with both rooks in the corners castles.
PLACED = ["R@a1", "R@a8", "R@h1", "R@h8", "K@e1", "K@e8", "Q@d1", "Q@d8", "B@c1", "B@c8",
          "B@f1", "B@f8", "N@b1", "N@b8", "N@g1", "N@g8"]
# White's bishop stands on b1 (light): its second one must take a1, the last dark square.
ONE_DARK_LEFT = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1BRQKRN1[BN] w - - 0 1"
# White's king is still in hand; a black rook on e2 watches e1.
NO_KING = "4k3/8/8/8/8/8/4r3/8[K] w - - 0 1"


def engine(kind: str, fen: str | None = None):
    return compiled(NAME, fen) if kind == "compiled" else reference(NAME, fen)


def played(kind: str, moves: list[str], fen: str | None = None):
    e = engine(kind, fen)
    for m in moves:
        e.push_uci(m)
    return e


@pytest.mark.parametrize("fen", [None, ONE_DARK_LEFT, NO_KING,
                                 "r3k3/pppppppp/8/8/8/8/PPPPPPPP/4K2R[QRBBNNqrbbnn] w Kq - 0 3"])
def test_compiled_and_reference_agree(fen):
    found = diff.perft(lambda f: engine("reference", f), lambda f: engine("compiled", f), fen, 2)
    assert found is None, found.report()
    found = diff.playout(lambda f: engine("reference", f), lambda f: engine("compiled", f), fen,
                         7, 40)
    assert found is None, found.report()


@pytest.mark.parametrize("kind", KINDS)
def test_the_start_drops_on_the_first_rank_only(kind):
    e = engine(kind)
    assert len(ucis(e)) == 40  # K Q R B N, each on a1-h1
    assert all(m.endswith("1") and "@" in m for m in ucis(e))
    assert e.perft(2) == 1600  # Black answers the same way, whatever White did


@pytest.mark.parametrize("kind", KINDS)
def test_a_bishop_is_not_dropped_on_its_fellows_colour(kind):
    e = engine(kind, "8/pppppppp/8/8/8/8/PPPPPPPP/B7[KQRRBNNkqrrbbnn] w - - 0 1")
    bishops = [m for m in ucis(e) if m.startswith("B@")]
    assert bishops == ["B@b1", "B@d1", "B@f1", "B@h1"]  # a1 is dark: only light squares


@pytest.mark.parametrize("kind", KINDS)
def test_other_drops_leave_the_bishop_a_square_of_its_colour(kind):
    # B@h1 would pair it with b1's colour; N@a1 would leave no dark square for it
    assert ucis(engine(kind, ONE_DARK_LEFT)) == ["B@a1", "N@h1"]


@pytest.mark.parametrize("kind", KINDS)
def test_men_move_only_once_the_hand_is_empty(kind):
    e = played(kind, PLACED[:-1])
    assert all("@" in m for m in ucis(e))
    e.push_uci(PLACED[-1])
    assert "e2e4" in ucis(e) and not any("@" in m for m in ucis(e))


@pytest.mark.parametrize("kind", KINDS)
def test_a_side_without_its_king_on_the_board_is_not_in_check(kind):
    e = engine(kind, NO_KING)
    assert not e.is_check()
    assert ucis(e) == ["K@a1", "K@b1", "K@c1", "K@d1", "K@f1", "K@g1", "K@h1"]  # not e1
    e.push_uci("K@d1")
    e.push_uci("e2e1")
    assert e.is_check()


@pytest.mark.parametrize("kind", KINDS)
def test_a_dropped_king_and_rook_castle(kind):
    e = played(kind, ["K@e1", "K@e8", "R@h1", "R@a8"])
    assert e.fen() == "r3k3/pppppppp/8/8/8/8/PPPPPPPP/4K2R[QRBBNNqrbbnn] w Kq - 0 3"
    e = played(kind, ["K@d1", "K@d8", "R@h1", "R@a8"])  # not the castling king's square
    assert e.fen().split()[2] == "-"
    e = played(kind, PLACED + ["g2g3", "g7g6", "f1g2", "f8g7", "g1f3", "g8f6"])
    assert "e1g1" in ucis(e)
    e.push_uci("e1g1")
    assert e.fen() == "rnbqk2r/ppppppbp/5np1/8/8/5NP1/PPPPPPBP/RNBQ1RK1[] b kq - 5 12"


SEQUENCES = [[], PLACED[:5], PLACED[:9], PLACED, PLACED + ["e2e4", "d7d5", "e4d5", "d8d5"],
             ["Q@h1", "R@e8", "N@e1", "K@c8", "R@d1", "Q@d8", "N@g1", "N@f8", "R@a1", "B@a8",
              "B@c1", "B@h8", "K@f1", "N@b8", "B@b1", "R@g8", "f2f4", "f8g6", "a2a3", "g6f4"]]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("moves", SEQUENCES, ids=range(len(SEQUENCES)))
def test_fens_are_fairy_stockfishs(kind, moves):
    """During the placement and after it: FEN written and read back as pyffish writes it."""
    sf = pytest.importorskip("pyffish")
    want = sf.get_fen("placement", START, moves)
    assert played(kind, moves).fen() == want
    assert engine(kind, want).fen() == want
    assert ucis(engine(kind, want)) == sorted(sf.legal_moves("placement", want, []))


@pytest.mark.parametrize("kind", KINDS)
def test_a_side_with_no_legal_drop_moves(kind):
    # the bishop held may not join c1's on g1, the one empty square: the men move instead
    moves = ucis(engine(kind, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKN1R[B] w - - 0 1"))
    assert len(moves) == 21 and "h1g1" in moves and not any("@" in m for m in moves)
    assert ucis(engine(kind, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK1NR[B] w - - 0 1")) \
        == ["B@f1"]


def test_the_definition_says_it_with_general_rules():
    v = variant(NAME)
    assert [s.forced for s in v.drops] == [True]
    assert [p.letter for p in v.pieces if p.drop.one_per_colour] == ["B"]
    assert v.castling is not None and v.castling.dropped == 4  # e1
    assert not v.setup.men or all(m.letter == "P" for m in v.setup.men)
