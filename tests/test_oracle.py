"""Both engines against external ground truth: published chess perft and Fairy-Stockfish counts.

Shogi and minishogi are played with the strict rule (no checkmate by a pawn drop), which
Fairy-Stockfish generates and scores as a loss instead; its tables count those drops in the
`uchifuzume` fields, so the strict count is `nodes - uchifuzume` (tests/oracle/README.md).
"""

from __future__ import annotations

import pytest

from tests.conftest import oracle
from tests.helpers import compiled, reference

VARIANTS = ["chess", "crazyhouse", "minishogi", "shogi", "capablanca", "grand", "decimalfh"]
RECORDS = [(name, r) for name in VARIANTS for r in oracle(name)]
# Reference depth-2 divides cost seconds each on the big boards: those run with the slow set.
QUICK = {"chess", "minishogi", "shogi", "crazyhouse"}


def _id(item: tuple[str, dict]) -> str:
    return f"{item[1]['pos_id']}-d{item[1]['depth']}"


def strict(record: dict, records: list[dict]) -> tuple[int, dict[str, int] | None]:
    """A record's count and divide without checkmating pawn drops."""
    nodes = record["nodes"] - record.get("uchifuzume", 0)
    if "divide" not in record:
        return nodes, None
    root = next(r for r in records if r["fen"] == record["fen"] and r["depth"] == 1)
    mating = set(root.get("uchifuzume_divide", {}))  # root moves that are themselves such drops
    less = record.get("uchifuzume_divide", {})
    divide = {m: n - less.get(m, 0) for m, n in record["divide"].items() if m not in mating}
    return nodes, divide


def _check(engine, item: tuple[str, dict]) -> None:
    name, record = item
    nodes, divide = strict(record, oracle(name))
    if divide is not None:
        assert engine.divide(record["depth"]) == divide
    assert engine.perft(record["depth"]) == nodes


@pytest.mark.parametrize("item", RECORDS, ids=_id)
def test_compiled_perft_matches_oracle(item):
    _check(compiled(f"{item[0]}.variant", item[1]["fen"]), item)


@pytest.mark.parametrize("item", [x for x in RECORDS if x[1]["depth"] == 1
                                  or (x[1]["depth"] == 2 and x[0] in QUICK)], ids=_id)
def test_reference_divide_matches_oracle(item):
    _check(reference(f"{item[0]}.variant", item[1]["fen"]), item)


@pytest.mark.slow
@pytest.mark.parametrize("item", [x for x in RECORDS if x[1]["depth"] == 2 and x[0] not in QUICK]
                         + [x for x in RECORDS if x[1]["depth"] == 3 and x[1]["nodes"] < 10000],
                         ids=_id)
def test_reference_deeper(item):
    _check(reference(f"{item[0]}.variant", item[1]["fen"]), item)
