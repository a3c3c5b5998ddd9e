"""The package's extras as README.md's table gives them: a small core, the test tools in `dev`,
Ray, Cython and pyffish each an extra of its own; CI installs what no test may skip without, and
runs the README's test command."""

from __future__ import annotations

import re
import tomllib

from tests.conftest import ROOT

PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
EXTRAS = PROJECT["optional-dependencies"]
README = (ROOT / "README.md").read_text()
CI = (ROOT / ".ci" / "run").read_text()


def names(requirements: list[str]) -> set[str]:
    return {re.match(r"[A-Za-z0-9_.-]+", r).group().lower() for r in requirements}


def test_the_core_is_what_compiling_and_running_need():
    assert names(PROJECT["dependencies"]) == {"lark", "pydantic", "jinja2", "pyyaml", "click",
                                              "rich"}


def test_dev_holds_the_test_tools_and_no_optional_engine_part():
    assert names(EXTRAS["dev"]) == {"pytest", "pytest-xdist", "hypothesis", "ruff", "mypy",
                                    "chess", "pyffish"}
    assert names(EXTRAS["ray"]) == {"ray"}
    assert names(EXTRAS["native"]) == {"cython"}
    assert names(EXTRAS["fsf"]) == {"pyffish"}


def test_the_readme_tables_every_extra():
    table = re.findall(r"^\| `([a-z]+)` \|", README, re.M)
    assert set(EXTRAS) <= set(table), set(EXTRAS) - set(table)


def test_ci_installs_dev_ray_and_native_and_runs_the_readme_test_command():
    assert "pip install --quiet -e '.[dev,ray,native]'" in CI
    tests = re.search(r"^## Tests\n\n```\n(.*?)\n```", README, re.M | re.S)
    assert tests, "README.md has no test command"
    command = tests.group(1).strip()
    assert re.search(rf"^{re.escape(command)}$", CI, re.M), f"CI does not run {command!r}"
