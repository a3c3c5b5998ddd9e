"""The registry of diagnostic codes, the docs and the golden cases agree.

variantc/diagnostics.py declares every code with its title; docs/diagnostics.md explains the
same codes under the same titles; every code has a case in tests/check/cases whose expected
report shows it, so none is dead or untested.
"""

from __future__ import annotations

import re

from tests.conftest import ROOT
from variantc.diagnostics import Code

DOC = (ROOT / "docs" / "diagnostics.md").read_text(encoding="utf-8")
CASES = ROOT / "tests" / "check" / "cases"


def test_the_docs_give_every_code_with_its_title() -> None:
    documented = re.findall(r"^\| ([EW]\d{3}) \| ([^|]+?) \|", DOC, re.M)
    assert documented == [(code.name, code.title) for code in Code]


def test_every_code_has_a_golden_case() -> None:
    reported = {m for err in CASES.glob("*.err")
                for m in re.findall(r"(?:error|warning)\[([EW]\d{3})\]",
                                    err.read_text(encoding="utf-8"))}
    assert sorted(code.name for code in Code if code.name not in reported) == []
    assert reported <= {code.name for code in Code}


def test_an_e_code_is_an_error_and_a_w_code_a_warning() -> None:
    crossed = [err.name for err in CASES.glob("*.err")
               if re.search(r"error\[W|warning\[E", err.read_text(encoding="utf-8"))]
    assert crossed == []


def test_the_compiler_names_codes_through_the_registry() -> None:
    bare = [f"{path.relative_to(ROOT)}:{n}" for path in sorted((ROOT / "variantc").rglob("*.py"))
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
            if re.search(r"[\"'][EW]\d{3}[\"']", line)]
    assert bare == []
