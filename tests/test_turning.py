"""Men that turn over (docs/language.md `demotes`, `promotes ... on-capture`, `drops promoted`),
in both engines, on the shipped Kyoto and micro shogi. Every expected value was asked of
Fairy-Stockfish (pyffish 0.0.90: `legal_moves`, `get_fen`) and checked by hand against the
rules: a micro shogi man turns over only when it captures, and a captured man goes to the hand
unpromoted, to be dropped either side up."""

from __future__ import annotations

import pytest

from tests.conftest import DEFINITIONS
from tests.helpers import definition, ucis, variant
from variantc.tools import engines

KINDS = engines.KINDS


def make(name: str, kind: str, fen: str):
    return engines.make(variant(name), kind, fen)


@pytest.mark.parametrize("kind", KINDS)
def test_kyoto_start_turns_every_man_over(kind):
    e = make("kyotoshogi.variant", kind, "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1")
    assert sorted(ucis(e)) == sorted(["b1a2+", "b1b2+", "b1c2+", "e1e2+", "a1a2-", "a1b2-",
                                      "d1c2-", "d1d2-", "d1e2-", "c1b2", "c1c2", "c1d2"])


@pytest.mark.parametrize("kind", KINDS)
def test_kyoto_drops_either_side_up(kind):
    e = make("kyotoshogi.variant", kind, "2k2/5/5/5/2K2[Pn] w - - 0 1")
    drops = sorted(m for m in ucis(e) if "@" in m and m[-2:] in ("a5", "a1", "c3"))
    assert drops == ["+P@a1", "+P@a5", "+P@c3", "P@a1", "P@a5", "P@c3"]  # a pawn even on a5
    e.push_uci("+P@c3")
    assert e.fen() == "2k2/5/2+P2/5/2K2[n] b - - 0 1"  # a drop restarts the clock (docs §16)


@pytest.mark.parametrize("kind", KINDS)
def test_micro_turns_over_only_on_a_capture(kind):
    e = make("micro.variant", kind, "k3/2p1/1p2/1L2/3K[] w - - 0 1")
    assert sorted(ucis(e)) == ["b2b3+", "d1c1", "d1c2", "d1d2"]  # the capture must promote
    e.push_uci("b2b3+")
    e.push_uci("a5b5")
    assert sorted(m for m in ucis(e) if "@" not in m) == [
        "b3a2", "b3a4", "b3b4", "b3c2", "b3c4-", "d1c1", "d1c2", "d1d2"]  # quiet: a silver still
    e.push_uci("b3c4-")
    assert e.fen() == "1k2/2L1/4/4/3K[PP] b - - 0 2"


def test_the_definitions_are_shipped():
    assert (DEFINITIONS / "kyotoshogi.variant").exists() and (DEFINITIONS / "micro.variant").exists()


# A +F that may turn back on its last rank, and must there: it could never move again as a +F.
STUCK = """variant "Turning back"
board 5x5
piece K king moves K royal
piece F foot moves W promotes in rank 3 to +F
piece +F "promoted foot" moves fW demotes in rank 5 optional
setup "k4/3+F1/5/5/4K w - - 0 1"
forbid immobility
"""


@pytest.mark.parametrize("kind", KINDS)
def test_a_man_that_could_never_move_again_must_turn_back(tmp_path, kind):
    e = engines.make(definition(tmp_path, STUCK), kind)
    assert sorted(m for m in ucis(e) if m.startswith("d4")) == ["d4d5-"]  # not d4d5
