"""The reference interpreter against published chess perft (depths 1-2, with divides)."""

from __future__ import annotations

import pytest

from compiler.pipeline import load
from compiler.reference import Reference
from tests.conftest import DEFINITIONS, oracle

RECORDS = [r for r in oracle("chess") if r["depth"] <= 2]


@pytest.fixture(scope="module")
def chess():
    loaded = load(DEFINITIONS / "chess.variant")
    assert loaded.ok, loaded.report()
    return loaded.variant


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: f"{r['pos_id']}-d{r['depth']}")
def test_reference_divide_matches_oracle(chess, record):
    got = Reference(chess, record["fen"]).divide(record["depth"])
    assert got == record["divide"]
