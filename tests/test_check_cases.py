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

from compiler.cli import main
from compiler.pipeline import load

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "check" / "cases"
DEFINITIONS = ROOT / "definitions"
SUFFIXES = (".variant", ".md")

# The pipeline raises (a Python traceback) instead of reporting a diagnostic.
CRASHES: dict[str, str] = {
    "syntax-unclosed-string": "parse._syntax_error reads exc.seq, which lark 1.3's "
    "UnexpectedCharacters lacks: any lexer-level error is an AttributeError traceback",
    "syntax-stray-character": "a stray ';' is a lexer-level error: AttributeError on exc.seq",
}

# The report is wrong, misleading, duplicated, misplaced or missing; the .err is the wanted one.
KNOWN_DEFECTS: dict[str, str] = {
    **CRASHES,
    # follow-on diagnostics after a statement that fails to parse
    "betza-dangling-modifiers": "a piece whose statement fails to parse is forgotten: "
    "spurious E504/E602 say R is not a piece",
    "syntax-lowercase-piece-letter": "spurious E504/E602 after the piece statement fails to parse",
    "syntax-misspelled-clause": "no expected-keyword list, no did-you-mean, spurious E504/E602",
    "two-syntax-errors": "spurious E504/E602 between the two real syntax errors",
    "syntax-misspelled-board": "spurious E301 'no board'; no did-you-mean for a misspelled keyword",
    "syntax-misspelled-keyword": "no did-you-mean or keyword list for a misspelled statement keyword",
    # zones: each zone is resolved once per side, and a failed zone looks like a cycle
    "zone-unknown": "E401 is reported twice (once per side)",
    "several-mistakes": "E401 is reported twice (once per side)",
    "zone-rank-out-of-range": "E403 twice, then a false E406 'defined in terms of itself' twice",
    "zone-rank-range-out-of-range": "E403 twice, then a false E406 twice",
    "zone-file-out-of-range": "E404 twice, then a false E406 twice",
    "zone-square-off-board": "E304 twice, then a false E406 twice",
    "zone-square-void": "E306 twice, then a false E406 twice",
    "zone-cycle": "the one cycle is reported four times, twice at a use site that is no cycle",
    "zone-side-and-both": "a spurious E405 'no black part' precedes the real E402",
    # board and castling
    "link-conflict": "two links leaving a3 westward are accepted silently; the last one wins",
    "castling-rights-without-rule": "E605 underlines the whole FEN, not the castling field",
    "castling-rook-missing": "E703 underlines the whole FEN, not the 'Q' right",
    "castling-slide-past-rook": "four copies of E704 on the whole statement, not one on the slide",
    "castling-king-is-rook": "king and rook with one letter: confusing E703s instead of one error",
    # pieces and promotion
    "betza-directions-select-nothing": "the why shows the internal pair 'hh' for the written 'h'",
    "betza-lowercase-atom": "the hint 'modifiers are lower case' is wrong for the lower-case 'x'",
    "betza-range-zero-leaper": "the hint reads 'write WW or WW'",
    "promotion-to-royal": "E506 underlines the whole clause, not the royal letter",
    "promotion-empty-zone": "E505 does not say which side's zone is empty, nor underline the zone",
    # names and front matter
    "bad_slug": "the hint suggests 'slug:' front matter, which a .variant file cannot have",
    "md-front-matter-invalid-yaml": "E004 points at the next, valid line, not the unclosed '['",
    "md-no-rules-block": "a missing rules block gives a spurious E602 with an empty piece list",
    "md-rows-not-number": "a spurious E301 'no board' follows the E901",
    "md-topology-not-grid": "a spurious E301 'no board' follows the E308",
    "md-cols-missing": "a missing cols says 'cols must be a whole number' at rows, then E301",
}


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


@pytest.mark.parametrize("path", _params(CRASHES))
def test_check_exits_1_with_the_report(path: Path) -> None:
    result = CliRunner().invoke(main, ["check", _rel(path)])
    assert isinstance(result.exception, SystemExit), result.exc_info
    assert result.exit_code == 1
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
    assert isinstance(result.exception, SystemExit), result.exc_info
    assert (result.exit_code, result.stdout) == (0, "")
