"""Diagnostics regression tests: every broken definition gives exactly its expected report.

Each case under tests/check/cases/ is NAME.variant or NAME.md: a small definition with one
deliberate mistake (a few hold two or three, to prove that every problem is reported, not just
the first). NAME.err beside it is the exact output of

    variantc check tests/check/cases/NAME.variant        # run from the repository root

`pytest --update-goldens` rewrites the .err files from the current output; review the diff like
code. Cases listed in KNOWN_DEFECTS expose a compiler defect: their .err holds the output we
want, not the output we get, so they are strict xfails and --update-goldens leaves them alone.
Once a defect is fixed the case XPASSes (a failure under strict): drop it from KNOWN_DEFECTS,
then run --update-goldens if the final wording differs from the proposed one.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from variantc.cli import main
from variantc.pipeline import load

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "check" / "cases"
DEFINITIONS = ROOT / "definitions"
SUFFIXES = (".variant", ".md")

# Cases whose report is known to be wrong; the .err holds the wanted report. Empty: keep it so.
NO_REPORT: dict[str, str] = {}
KNOWN_DEFECTS: dict[str, str] = {**NO_REPORT}


def _cases() -> list[Path]:
    return sorted(p for p in CASES.iterdir() if p.suffix in SUFFIXES)


def _params(defects: dict[str, str]) -> list:
    return [
        pytest.param(path, id=path.name, marks=[pytest.mark.xfail(strict=True, reason=defects[path.stem])]
                     if path.stem in defects else [])
        for path in _cases()
    ]


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # paths in the reports start with tests/check/cases/


def test_cases_are_well_formed() -> None:
    cases = _cases()
    assert len(cases) >= 30
    stems = [p.stem for p in cases]
    assert len(stems) == len(set(stems)), "two cases share a name"
    assert not set(KNOWN_DEFECTS) - set(stems), "KNOWN_DEFECTS names a case that does not exist"
    for path in cases:
        assert path.with_suffix(".err").exists(), f"{path.name} has no .err: run --update-goldens"
    orphans = {p.stem for p in CASES.glob("*.err")} - set(stems)
    assert not orphans, f".err files without a case: {sorted(orphans)}"


@pytest.mark.parametrize("path", _params(KNOWN_DEFECTS))
def test_diagnostics_match_golden(path: Path, request: pytest.FixtureRequest) -> None:
    got = load(_rel(path)).report() + "\n"
    golden = path.with_suffix(".err")
    if request.config.getoption("--update-goldens"):
        if path.stem in KNOWN_DEFECTS:
            pytest.skip("known defect: its .err is the wanted output, left as it is")
        golden.write_text(got, encoding="utf-8")
        return
    want = golden.read_text(encoding="utf-8")
    assert want.strip(), f"{golden.name} is empty: every case must report a problem"
    assert got == want


@pytest.mark.parametrize("path", _params(NO_REPORT))
def test_check_exits_1_with_the_report(path: Path) -> None:
    """... or 0 with the report of a case that has warnings only."""
    result = CliRunner().invoke(main, ["check", _rel(path)])
    assert not isinstance(result.exception, Exception), result.exc_info  # SystemExit is fine
    assert result.exit_code == (1 if load(_rel(path)).errors else 0)
    assert result.stdout == load(_rel(path)).report() + "\n"
    assert result.stdout.startswith(f"{_rel(path)}:")


SHIPPED = sorted(p for p in DEFINITIONS.iterdir() if p.suffix in SUFFIXES)


def test_definitions_exist() -> None:
    assert SHIPPED


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_shipped_definition_checks_clean(path: Path) -> None:
    loaded = load(_rel(path))
    assert loaded.report() == ""
    assert loaded.ok
    result = CliRunner().invoke(main, ["check", _rel(path)])
    assert not isinstance(result.exception, Exception), result.exc_info  # SystemExit is fine
    assert (result.exit_code, result.stdout) == (0, "")
