from __future__ import annotations

import json
import os
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
