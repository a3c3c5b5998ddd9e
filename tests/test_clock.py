"""`reset-by irreversible`: both engines restart the halfmove clock on the same moves, for
pieces of every kind of movement (tests/test_fairy_passers.py checks the rule itself against
Fairy-Stockfish)."""

from __future__ import annotations

from tests.helpers import definition, ucis
from variantc.tools import diff, engines

# A pawn with a first double step and a sideways step; a hopper; a rook; a knight
# that may step back only from its zone; all listed.
TEXT = """variant "Clocks"
board 8x8
zone back white = rank 1
zone back black = rank 8
piece K king   moves K royal
piece C hopper moves pR   # its hops need a hurdle: never taken back
piece R rook   moves fR bmW
piece N knight moves fN
  initial back
piece M mover  moves ibN fN
piece P pawn   moves fsmW ifmnD fcF promotes in rank 8 to R N
setup "c1k2rnc/pppppppp/8/8/8/8/PPPPPPPP/CNR1KMNC w - - 0 1"
move-limit 20 draws reset-by irreversible P C R N M
"""


def test_both_engines_count_the_same_clock(tmp_path):
    v = definition(tmp_path, TEXT)
    module = engines.compiled_module(v)
    summary = diff.run(lambda f: engines.make(v, "reference", f),
                       lambda f: engines.make(v, "compiled", f, module), [None], depth=2,
                       playouts=20, seed=3, plies=60)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)


def test_a_move_taken_back_keeps_the_clock(tmp_path):
    """The rook's step forward may be taken back (bmW), its longer moves may not; the pawn's
    sideways step may, its forward step may not."""
    v = definition(tmp_path, TEXT)
    for kind in engines.KINDS:
        for move, clock in (("c1c3", 0), ("a2b2", 5), ("a2a3", 0)):
            e = engines.make(v, kind, "4k3/8/8/8/8/8/P7/2R1K3 w - - 4 1")
            assert move in ucis(e)
            e.push_uci(move)
            assert int(e.fen().split()[-2]) == clock, (kind, move)
        e = engines.make(v, kind, "4k3/8/8/8/8/8/P7/2R1K3 w - - 4 1")
        e.push_uci("c1c2")
        assert int(e.fen().split()[-2]) == 5
