"""Both engines against external ground truth: the published chess perft numbers."""

from __future__ import annotations

import pytest

from tests.conftest import oracle
from tests.helpers import compiled, reference

CHESS = oracle("chess")


def _id(record: dict) -> str:
    return f"{record['pos_id']}-d{record['depth']}"


@pytest.mark.parametrize("record", CHESS, ids=_id)
def test_compiled_perft_matches_oracle(record):
    engine = compiled("chess.variant", record["fen"])
    if "divide" in record:
        assert engine.divide(record["depth"]) == record["divide"]
    assert engine.perft(record["depth"]) == record["nodes"]


@pytest.mark.parametrize("record", [r for r in CHESS if r["depth"] <= 2], ids=_id)
def test_reference_divide_matches_oracle(record):
    assert reference("chess.variant", record["fen"]).divide(record["depth"]) == record["divide"]


@pytest.mark.slow
@pytest.mark.parametrize("record", [r for r in CHESS if r["depth"] == 3 and r["nodes"] < 10000],
                         ids=_id)
def test_reference_perft_depth_3(record):
    assert reference("chess.variant", record["fen"]).perft(3) == record["nodes"]
