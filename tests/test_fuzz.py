"""Fuzzed FENs and moves: each is refused by both engines alike (FenError, ValueError), or read
by both into the same position, with the same legal moves. Never a traceback.

A few hundred examples by default; `-m slow` runs thousands.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers import compiled, reference, ucis, variant
from variantc.runtime.fen import FenError

# A definition for each kind of FEN field: castling and en passant, a merged hand, several
# pools, counters, walls written '*', gating rights, a counting field, a kingless side.
NAMES = ["chess.variant", "crazyhouse.variant", "hostage-chess.variant", "falcon-hunter.variant",
         "omicron.variant", "seirawan.variant", "makruk.variant", "horde.variant", "3check.variant"]
TOKENS = ["K", "k", "Q", "p", "P", "R", "+", "8", "1", "10", "/", " ", "-", "w", "b", "KQkq",
          "e3", "a3a4", "[", "]", "{", "}", ",", "*", "0", "99", "3+3", "\u00b2", "\u0668", "\x00",
          "1" * 8, "é", "~", "r~", "R~"]
QUICK = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
DEEP = settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))


@st.composite
def mangled(draw, text: str) -> str:
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(text)))
        word = draw(st.sampled_from(TOKENS) | st.text(max_size=2))
        text = text[:at] + word + text[at + draw(st.integers(0, 3)):]
    return text


def _both_read_alike(name: str, fen: str) -> None:
    try:
        ours = compiled(name, fen)
    except FenError:
        with pytest.raises(FenError):
            reference(name, fen)
        return
    theirs = reference(name, fen)
    before = ours.fen()
    assert before == theirs.fen(), fen
    assert ucis(ours) == ucis(theirs), fen
    # the king's moves (castling among them) made and unmade alike: a marked rook ('r~')
    # castles and lands plain, and comes back marked
    for move in [m for m in ours.legal_moves if _castling_king(name, ours, m)]:
        ours.push_uci(move.uci())
        theirs.push_uci(move.uci())
        assert ours.fen() == theirs.fen(), (fen, move.uci())
        ours.pop()
        theirs.pop()
    assert ours.fen() == theirs.fen() == before, fen


def _castling_king(name: str, engine, move) -> bool:
    castling = variant(name).castling
    man = engine.piece_at(move.from_square) if move.from_square is not None else None
    return castling is not None and man is not None and man.letter == castling.king


def _fen_case(name: str, settings_):
    @settings_
    @given(data=st.data())
    def case(data):
        _both_read_alike(name, data.draw(mangled(variant(name).setup.fen)))
    return case


@pytest.mark.parametrize("name", NAMES)
def test_mangled_fens_are_refused_or_read_alike(name):
    _fen_case(name, QUICK)()


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_many_mangled_fens_are_refused_or_read_alike(name):
    _fen_case(name, DEEP)()


@QUICK
@given(text=st.text(max_size=8) | st.sampled_from(["e2e4", "e2e9", "P@e4", "e7e8q", "e1g1",
                                                   "a1a1", "z9z9", "e2e4e5", "@", "0000"]))
def test_any_move_text_is_refused_alike_or_played_alike(text):
    ours, theirs = compiled("crazyhouse.variant"), reference("crazyhouse.variant")
    try:
        ours.push_uci(text)
    except ValueError:
        with pytest.raises(ValueError):
            theirs.push_uci(text)
        return
    theirs.push_uci(text)
    assert ours.fen() == theirs.fen()
