"""A refused FEN says what it found and what the variant needs, counted in words that agree
with their numbers ("1 row", "8 rows")."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference
from variantc.runtime.fen import FenError


@pytest.mark.parametrize(("fen", "message"), [
    ("8 w - - 0 1", "the board has 1 row but this variant needs 8 rows, one per rank"),
    ("8/8/8/8/8/8/8/8/8 w - - 0 1",
     "the board has 9 rows but this variant needs 8 rows, one per rank"),
    ("4k3/8/8/8/8/8/8/1 w - - 0 1", "row 8 ('1') covers 1 file but the board has 8 files"),
    ("4k3/8/8/8/8/8/8/4K2RR w - - 0 1", "row 8 ('4K2RR') covers more than the board's 8 files"),
])
def test_board_field_errors_count_in_words(fen, message):
    for make in (compiled, reference):
        with pytest.raises(FenError) as caught:
            make("chess.variant", fen)
        assert caught.value.message == message


def test_pool_errors_count_parts_in_words():
    with pytest.raises(FenError) as caught:
        compiled("hostage-chess.variant", "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1")
    assert caught.value.message.startswith("'[Q]' has 1 part; this variant writes 4:")
