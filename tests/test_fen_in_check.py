"""A position whose side not to move is in check is refused (docs/language.md, section 16): no
legal move leaves one's own royal man where the enemy may take it. Each engine judges it with
its own attacks, so the refusal is asked of both, on variants whose check differs: none without
royal men or with `royal-captured`, a shield with explosions, a stone king's check that is no
threat, Hostage Chess's frozen pawns, royal queens, Janggi's pass while the generals face.
Each expectation is worked out by hand from the rules."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference
from variantc.runtime.fen import FenError

BOTH = {"compiled": compiled, "reference": reference}
ROOK_CHECK = "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"  # the black king attacked, White to move

REFUSED = [
    ("chess.variant", ROOK_CHECK),
    ("crazyhouse.variant", "4k3/8/8/8/8/8/8/4R1K1[] w - - 0 1"),
    ("atomic.variant", ROOK_CHECK),  # the kings stand apart: no shield
    ("petrified.variant", ROOK_CHECK),
    ("coregal.variant", "3qk3/8/8/8/8/8/8/3RK3 w - - 0 1"),  # a royal queen attacked
    # a white knight in Black's prison lets g7 promote: it attacks h8
    ("hostage-chess.variant", "7k/1b4P1/8/8/8/8/8/K7[/N//] w - - 0 1"),
    ("janggi.variant", "9/R3k4/9/9/9/9/9/9/3K5/9 w - - 0 1"),
    ("chess.variant", "4k3/8/8/8/8/8/4r3/4K3 b - - 0 1"),  # white in check, Black to move
]
ACCEPTED = [
    ("chess.variant", "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"),  # in check, and to move
    ("antichess.variant", ROOK_CHECK),  # no royal men
    ("nocheckatomic.variant", ROOK_CHECK),  # royal-captured: kings may be left attacked
    ("atomic.variant", "8/8/8/8/8/3k4/4K3/3R4 w - - 0 1"),  # beside the white king: shielded
    # Black has no king: White's move blew it up, and may have left its own king attacked
    ("atomic.variant", "8/8/8/8/8/8/6r1/3R2K1 b - - 0 1"),
    # the black king stepped beside the white one: a stone king's check, which holds no threat
    ("petrified.variant", "8/8/8/8/3k4/4K3/8/8 w - - 0 1"),
    # nothing in Black's prison to swap for: g7 is frozen, and attacks nothing on h8
    ("hostage-chess.variant", "7k/1b4P1/8/8/8/8/8/K7[///] w - - 0 1"),
    # the generals face on the e-file: Black's pass, legal even in check, made this position
    ("janggi.variant", "9/R3k4/9/9/9/9/9/9/4K4/9 w - - 0 1"),
]


@pytest.mark.parametrize("kind", BOTH)
@pytest.mark.parametrize(("name", "fen"), REFUSED)
def test_the_side_not_to_move_in_check_is_refused(kind, name, fen) -> None:
    with pytest.raises(FenError) as refused:
        BOTH[kind](name, fen)
    mover = "white" if " b " in fen else "black"
    assert refused.value.message.startswith(f"{mover} is in check, but")


@pytest.mark.parametrize("kind", BOTH)
@pytest.mark.parametrize(("name", "fen"), ACCEPTED)
def test_a_reachable_position_is_read(kind, name, fen) -> None:
    assert BOTH[kind](name, fen).fen() == fen


@pytest.mark.parametrize(("name", "fen"), ACCEPTED)
def test_both_engines_see_the_same_game(name, fen) -> None:
    ours, theirs = compiled(name, fen), reference(name, fen)
    assert sorted(m.uci() for m in ours.legal_moves) == sorted(m.uci() for m in theirs.legal_moves)
    assert ours.outcome() == theirs.outcome()
