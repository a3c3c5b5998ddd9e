"""The compiler type-checks: mypy, configured in pyproject.toml, finds no error in variantc/."""

from __future__ import annotations

from mypy import api

from tests.conftest import ROOT


def test_mypy_finds_no_error_in_the_compiler(tmp_path) -> None:
    out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                                "--cache-dir", str(tmp_path / "cache"), str(ROOT / "variantc")])
    assert status == 0, out + err
