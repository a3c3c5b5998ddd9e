"""The command summaries a new user reads first (README's and docs/cli.md's) name every command
and every option the command line takes, each command has its section in docs/cli.md that
explains every option, and every definition the README points at checks clean.
"""

from __future__ import annotations

import re

import click
import pytest
from click.testing import CliRunner

from tests.conftest import ROOT
from variantc import pipeline
from variantc.cli import main

README = (ROOT / "README.md").read_text()
CLI_DOC = (ROOT / "docs" / "cli.md").read_text()
CONTEXT = click.Context(main)
COMMANDS = sorted(main.list_commands(CONTEXT))


def options(name: str) -> list[list[str]]:
    """Each option's names (`-o` and `--output`): a text may use either."""
    command = main.get_command(CONTEXT, name)
    assert command is not None
    return [param.opts for param in command.params
            if isinstance(param, click.Option) and not param.hidden]


def summary(text: str, heading: str | None = None) -> dict[str, str]:
    """Each command's lines in the first code block (after `heading`), continuation lines
    (indented) joined to the line they continue."""
    start = text.index(heading) if heading else 0
    block = re.search(r"```\n(.*?)```", text[start:], re.S)
    assert block, "no summary block"
    lines: dict[str, str] = {}
    current = None
    for line in block.group(1).splitlines():
        found = re.match(r"variantc\s+([a-z]+)", line)
        if found:
            current = found.group(1)
            lines[current] = lines.get(current, "") + " " + line.split("#")[0]
        elif current and line.startswith(" "):
            lines[current] += " " + line.split("#")[0]
    return lines


def section(name: str) -> str:
    """docs/cli.md's sections whose heading names the command, with their text."""
    parts = re.split(r"^## ", CLI_DOC, flags=re.M)
    found = [part for part in parts if re.match(rf"`variantc {name}\b|.*`variantc {name}\b",
                                                part.splitlines()[0])]
    assert found, f"docs/cli.md has no section for `variantc {name}`"
    return "\n".join(found)


@pytest.mark.parametrize("where", ["README.md", "docs/cli.md"])
@pytest.mark.parametrize("name", COMMANDS)
def test_the_summary_names_the_command_and_each_option(where, name):
    lines = summary(README, "## Commands") if where == "README.md" else summary(CLI_DOC)
    assert name in lines, f"{where}'s summary has no `variantc {name}`"
    missing = [names for names in options(name)
               if not any(re.search(rf"(?<![\w-]){spelling}\b", lines[name]) for spelling in names)]
    assert not missing, f"{where}'s summary of `variantc {name}` omits {missing}"


@pytest.mark.parametrize("name", COMMANDS)
def test_each_command_has_a_section_explaining_each_option(name):
    text = section(name)
    missing = [names for names in options(name)
               if not any(f"`{spelling}" in text or f"{spelling} " in text for spelling in names)]
    assert not missing, f"docs/cli.md's section on `variantc {name}` never explains {missing}"


def test_every_definition_the_readme_points_at_checks_clean():
    named = sorted(set(re.findall(r"`((?:definitions|tests/data|examples)/[\w./-]+\.(?:variant|md))`",
                                  README)))
    assert named
    for path in named:
        loaded = pipeline.load(ROOT / path)
        assert loaded.ok, f"README points at {path}, which does not check: {loaded.report()}"


def test_the_match_example_is_what_the_seed_plays():
    """A match plays without the clock, so its games are the seed's: the example in docs/cli.md
    must be what the command prints today (it once showed games no seed played)."""
    example = re.search(r"^\$ variantc (match .*?)\n(.*?)```", CLI_DOC, re.S | re.M)
    assert example
    args, shown = example.group(1).split(), example.group(2)
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    printed = [line.rstrip() for line in result.stdout.splitlines() if line.strip()]
    assert [line.rstrip() for line in shown.splitlines() if line.strip()] == printed
