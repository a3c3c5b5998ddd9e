"""A captured promoted man goes to its captor's pool as the piece it promoted from, and is
dropped as an ordinary, unpromoted man (docs/language.md section 9, `captures to POOL`).

The expected FENs are worked out by hand from the docs: a capture resets the halfmove clock
and a drop does not (no `reset-by`), the hand is written `[...]` with White's men upper case.
"""

from __future__ import annotations

import pytest

from tests.helpers import definition, ucis
from variantc.tools import engines

HAND = """board 5x5
pool hand
captures to hand
drop from hand
piece K king moves K royal
"""

# The reported case: a promoted kind (+P) that promotes again, to a plain letter (G). The G~
# goes back as the +P it promoted from, and that demotes once more: to P.
CHAIN = HAND + """piece G gold moves WfF
piece P pawn moves fW promotes in rank 4 to +P
piece +P tokin moves fW promotes in rank 5 to G
setup "k4/1+P3/5/5/4K[] w - - 0 1"
"""

# Crazyhouse's pawn: a queen it promoted to is marked, and goes back as a pawn.
CRAZY = HAND + """piece Q queen moves Q
piece P pawn moves fmW fcF promotes in rank 5 to Q
setup "5/kP3/5/5/4K[] w - - 0 1"
"""

# Promoted kinds named after another piece, or after none: each comes from the piece whose
# `promotes` lists it; a +S that no piece lists comes from S, in the shogi manner.
KINDS = HAND + """piece G gold moves WfF
piece S silver moves FfW
piece P pawn moves fW promotes in rank 5 to +T +G
piece +T tokin moves WfF
piece +G "promoted gold" moves K
piece +S "promoted silver" moves WfF
setup "5/kP3/5/5/4K[] w - - 0 1"
"""


def fens(tmp_path, text: str, kind: str, start: str, moves: list[str]) -> list[str]:
    """The FEN after each move, each move checked legal first."""
    e = engines.make(definition(tmp_path, text), kind, start)
    out = []
    for move in moves:
        assert move in ucis(e), (move, e.fen())
        e.push_uci(move)
        out.append(e.fen())
    return out


@pytest.mark.parametrize("kind", engines.KINDS)
def test_a_promoted_kind_that_promoted_again_goes_back_unpromoted(tmp_path, kind):
    start = "k4/1+P3/5/5/4K[] w - - 0 1"
    assert fens(tmp_path, CHAIN, kind, start, ["b4b5g", "a5b5", "e1d1", "P@c3", "d1e1"]) == [
        "kG~3/5/5/5/4K[] b - - 1 1",  # the tokin promotes to a gold, marked
        "1k3/5/5/5/4K[p] w - - 0 2",  # captured, it goes back as a pawn: not [g], not [+p]
        "1k3/5/5/5/3K1[p] b - - 1 2",
        "1k3/5/2p2/5/3K1[] w - - 0 3",  # dropped as a pawn; a drop restarts the clock
        "1k3/5/2p2/5/4K[] b - - 1 3",
    ]
    e = engines.make(definition(tmp_path, CHAIN), kind, "1k3/5/2p2/5/4K[] b - - 1 3")
    assert "c3c2+" in ucis(e)  # an ordinary pawn, which promotes to a tokin on its 4th rank


@pytest.mark.parametrize("kind", engines.KINDS)
def test_a_promoted_queen_goes_back_as_a_pawn(tmp_path, kind):
    start = "5/kP3/5/5/4K[] w - - 0 1"
    assert fens(tmp_path, CRAZY, kind, start, ["b4b5q", "a4b5", "e1d1", "P@c3"]) == [
        "1Q~3/k4/5/5/4K[] b - - 1 1",
        "1k3/5/5/5/4K[p] w - - 0 2",
        "1k3/5/5/5/3K1[p] b - - 1 2",
        "1k3/5/2p2/5/3K1[] w - - 0 3",
    ]
    # a queen that never promoted goes back as a queen
    assert fens(tmp_path, CRAZY, kind, "kQ3/5/5/5/4K[] b - - 0 1", ["a5b5"]) == [
        "1k3/5/5/5/4K[q] w - - 0 2"]


@pytest.mark.parametrize("kind", engines.KINDS)
@pytest.mark.parametrize(("start", "moves", "hand"), [
    ("k4/1P3/5/5/4K[] w - - 0 1", ["b4b5+t", "a5b5"], "p"),  # +T, with no T: from P
    ("k4/1P3/5/5/4K[] w - - 0 1", ["b4b5+g", "a5b5"], "p"),  # +G from P, not G
    ("k+T3/5/5/5/4K[] b - - 0 1", ["a5b5"], "p"),  # a +T of the setup: P lists +T
    ("k+S3/5/5/5/4K[] b - - 0 1", ["a5b5"], "s"),  # no piece lists +S: it comes from S
])
def test_a_promoted_kind_goes_back_as_the_piece_it_promoted_from(tmp_path, kind, start, moves,
                                                                 hand):
    assert fens(tmp_path, KINDS, kind, start, moves)[-1].split()[0].endswith(f"[{hand}]")
