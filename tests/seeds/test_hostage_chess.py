"""Hostage Chess: every hand-checked position of the digest (rules/hostage-chess.md, section 6).

Pools in FEN: [white's prison/black's prison/white's airfield/black's airfield].
"""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis
from variantc.runtime.fen import FenError

NAME = "hostage-chess.variant"
ENGINES = {"compiled": compiled, "reference": reference}
KING_E1 = "e1d1 e1d2 e1e2 e1f2 e1f1"


def ranks_2_to_7(empty_but: set[str] = frozenset()) -> list[str]:
    return [f"{f}{r}" for f in "abcdefgh" for r in range(2, 8) if f"{f}{r}" not in empty_but]


def all_squares(taken: set[str]) -> list[str]:
    return [f"{f}{r}" for f in "abcdefgh" for r in range(1, 9) if f"{f}{r}" not in taken]


POSITIONS = [
    # H1: promotion only to what Black's prison holds of White's: R or N.
    ("H1", "7k/P7/8/8/8/8/8/4K3[/RN//] w - - 0 1", f"a7a8r a7a8n {KING_E1}".split()),
    # H2: nothing to swap for: a7 is frozen.
    ("H2", "7k/P7/8/8/8/8/8/4K3[/P//] w - - 0 1", KING_E1.split()),
    # H3: pseudo-check: g7 is frozen, so h8 is not in check, but Bxe4 would unfreeze it.
    ("H3", "7k/1b4P1/8/8/4N3/8/8/K7[///] b - - 0 1",
     "h8g8 h8h7 h8g7 b7a8 b7c8 b7a6 b7c6 b7d5".split()),
    # H4: exchanges by value: N-B, N-P and P-P, never N-R, P-B or P-R; pawns on ranks 2-7.
    ("H4", "4k3/8/8/8/8/8/8/4K3[np/RBP//] w - - 0 1",
     [f"N-B@{s}" for s in all_squares({"e1", "e8"})]
     + [f"N-P@{s}" for s in ranks_2_to_7()] + [f"P-P@{s}" for s in ranks_2_to_7()]
     + KING_E1.split()),
    # H5: an airfield drop: a pawn anywhere on ranks 2-7.
    ("H5", "7k/8/8/8/8/8/8/7K[//P/] w - - 0 1",
     [f"P@{s}" for s in ranks_2_to_7()] + ["h1g1", "h1g2", "h1h2"]),
    # H6: castling with a rook dropped on h1, the king never having moved.
    ("H6", "4k3/8/8/8/8/8/8/4K2R[///] w K - 0 1",
     f"{KING_E1} e1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8 h1g1 h1f1".split()),
    # H7: in check from g7 (Black's prison holds a White N); exchanging the N away ends it.
    ("H7", "7k/6P1/8/8/8/8/8/K7[p/N//] b - - 0 1",
     ["h8g8", "h8h7", "h8g7"] + [f"N-P@{s}" for s in ranks_2_to_7({"g7"})]),
    # H8: a dropped pawn gives no en passant.
    ("H8", "7k/8/8/8/3pP3/8/8/7K[///] b - - 0 1", "h8g8 h8g7 h8h7 d4d3".split()),
]


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize(("pos_id", "fen", "moves"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_digest_position(kind, pos_id, fen, moves):
    assert ucis(ENGINES[kind](NAME, fen)) == sorted(moves)


@pytest.mark.parametrize("kind", ENGINES)
def test_promotion_swaps_the_pawn_into_the_prison(kind):
    """H1: after a7a8r, Black's prison holds White's N and the pawn."""
    engine = ENGINES[kind](NAME, POSITIONS[0][1])
    engine.push_uci("a7a8r")
    assert engine.fen() == "R6k/8/8/8/8/8/8/4K3[/NP//] b - - 1 1"


@pytest.mark.parametrize("kind", ENGINES)
def test_exchange_moves_both_men(kind):
    engine = ENGINES[kind](NAME, POSITIONS[3][1])
    engine.push_uci("N-B@c4")
    # to black's airfield; a man placed from a pool resets the clock
    assert engine.fen() == "4k3/8/8/8/2B5/8/8/4K3[p/RP//n] b - - 0 1"


@pytest.mark.parametrize("kind", ENGINES)
def test_a_pawn_dropped_on_its_second_rank_keeps_its_double_step(kind):
    """H5: after P@e2 and a Black reply, e2e4 is legal."""
    engine = ENGINES[kind](NAME, POSITIONS[4][1])
    engine.push_uci("P@e2")
    engine.push_uci("h8g8")
    assert "e2e4" in ucis(engine)


@pytest.mark.parametrize("kind", ENGINES)
def test_a_rook_dropped_on_its_corner_may_castle(kind):
    """D4: the king never moved (no right left: the FEN names it by its file, 'E')."""
    engine = ENGINES[kind](NAME, "4k3/8/8/8/8/8/8/4K3[//R/] w E - 0 1")
    assert engine.fen().split()[2] == "E"
    engine.push_uci("R@h1")
    assert engine.fen().split()[2] == "K"
    engine.push_uci("e8d8")
    assert "e1g1" in ucis(engine)


@pytest.mark.parametrize("kind", ENGINES)
def test_a_rook_released_by_an_exchange_onto_its_corner_may_castle(kind):
    """D4 again: the man an exchange releases is dropped like any drop (digest 4.2)."""
    engine = ENGINES[kind](NAME, "4k3/8/8/8/8/8/8/4K3[q/R//] w E - 0 1")
    engine.push_uci("Q-R@h1")
    assert engine.fen().split()[2] == "K"
    engine.push_uci("e8d8")
    assert "e1g1" in ucis(engine)


@pytest.mark.parametrize("kind", ENGINES)
def test_a_king_that_moved_gets_no_castling_back(kind):
    engine = ENGINES[kind](NAME, "4k3/8/8/8/8/8/8/4K3[//R/] w E - 0 1")
    for move in ("e1d1", "e8d8", "d1e1", "d8e8", "R@h1", "e8d8"):
        engine.push_uci(move)
    assert "e1g1" not in ucis(engine)
    assert engine.fen().split()[2] == "-"


@pytest.mark.parametrize("kind", ENGINES)
def test_capturing_a_piece_that_feeds_a_promotion_is_illegal(kind):
    """The pseudo-check: with the N in Black's prison, g7 could promote with check."""
    engine = ENGINES[kind](NAME, POSITIONS[2][1])
    assert "b7e4" not in ucis(engine)
    engine.push_uci("h8g7")  # the king may take the frozen pawn itself
    assert engine.fen().startswith("8/1b4k1/")


@pytest.mark.slow
@pytest.mark.parametrize(("pos_id", "fen", "moves"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_engines_agree_to_depth_3_from_each_position(pos_id, fen, moves):
    from variantc.tools import diff

    found = diff.perft(lambda f: reference(NAME, f), lambda f: compiled(NAME, f), fen, 3)
    assert found is None, found.report()


@pytest.mark.parametrize("kind", ENGINES)
def test_the_king_may_not_capture_a_man_that_would_unfreeze_a_pawn(kind):
    """Kxc1 would put the knight in White's prison; then d2xc1 promotes with the king taken.
    (Found by the differential harness: the compiled king-move shortcut read old pools.)"""
    engine = ENGINES[kind](NAME, "5k2/8/8/8/1P1R4/8/1K1p4/2n5[/B//] w - - 24 13")
    assert "b2c1" not in ucis(engine)
    assert "b2c2" in ucis(engine)


BUSY = ["4k3/8/8/8/8/8/8/K7[np/RBP//] w - - 0 1",
        "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R[nb/NB/Q/q] w KQkq - 0 1"]


@pytest.mark.parametrize("fen", BUSY)
def test_engines_agree_in_busy_positions(fen):
    from variantc.tools import diff

    summary = diff.run(lambda f: reference(NAME, f), lambda f: compiled(NAME, f), [fen], 2,
                       playouts=2, seed=11, plies=24)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)


@pytest.mark.parametrize("kind", ENGINES)
@pytest.mark.parametrize(("fen", "column"), [
    # a prison holds the enemy's men (captured, or swapped in by a promotion), never its own side's
    ("4k3/8/8/8/8/8/8/4K3[Qq///] w - - 0 1", 21),
    ("4k3/8/8/8/8/8/8/4K3[/q//] w - - 0 1", 22),
    # an airfield holds its own side's men, handed back by the opponent
    ("4k3/8/8/8/8/8/8/4K3[//q/] w - - 0 1", 23),
    ("4k3/8/8/8/8/8/8/4K3[///Q] w - - 0 1", 24),
])
def test_a_pool_holds_no_man_of_a_colour_it_never_could(kind, fen, column):
    with pytest.raises(FenError) as refused:
        ENGINES[kind](NAME, fen)
    assert refused.value.column == column
    assert "cannot hold" in refused.value.message
