from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# Tests build every engine afresh (tests/test_cache.py turns the cache on where it is tested),
# and leave the user's cache alone; subprocesses inherit this.
os.environ["VARIANTC_CACHE"] = "off"

ROOT = Path(__file__).resolve().parent.parent
DEFINITIONS = ROOT / "definitions"
ORACLE = Path(__file__).resolve().parent / "oracle"

settings.register_profile("dev", max_examples=20, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("ci", max_examples=40, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def oracle(name: str) -> list[dict]:
    return [json.loads(line) for line in (ORACLE / f"{name}.jsonl").read_text().splitlines()
            if line.strip()]


@pytest.fixture(autouse=True)
def _run_from_the_repository(monkeypatch: pytest.MonkeyPatch) -> None:
    """Generated headers name sources relative to the working directory, as the CLI does."""
    monkeypatch.chdir(ROOT)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-goldens", action="store_true",
                     help="rewrite expected files (parse dumps, diagnostics) from current output")
    parser.addoption("--budget", type=float, default=None, metavar="SECONDS",
                     help="skip the tests that would start after SECONDS of the run (CI's slow job, "
                          "which has a time limit); with --budget-seed, in an order drawn from it")
    parser.addoption("--budget-seed", default="", metavar="TEXT",
                     help="with --budget: run the tests in an order drawn from TEXT (CI gives its "
                          "commit), so that the tests left out change from one run to the next")


# Per process: in a pytest-xdist worker, when that worker started (with the run).
STARTED = time.monotonic()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    seed = config.getoption("--budget-seed")
    if config.getoption("--budget") and seed:
        # Whole modules, in their own order (their fixtures are set up once); sha256, not
        # hash(): every worker must draw the same order.
        items.sort(key=lambda item: hashlib.sha256(f"{seed} {item.nodeid.split('::')[0]}"
                                                   .encode()).digest())


def pytest_runtest_setup(item: pytest.Item) -> None:
    budget = item.config.getoption("--budget")
    if budget and time.monotonic() - STARTED > budget:
        pytest.skip(f"past the run's time budget ({budget:.0f} s): CI's slow job leaves it out")
