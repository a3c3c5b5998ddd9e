"""The architecture docs/internals.md describes, held: stages import only earlier stages, the
two engines share no move generation, and no module grows past 450 lines."""

from __future__ import annotations

import ast

import pytest

from tests.conftest import ROOT

COMPILER = ROOT / "variantc"
MODULES = sorted(p for p in COMPILER.rglob("*.py"))

# What each part may import from variantc/ besides itself. Shared by all: the runtime, and
# the two leaf modules every stage that meets user text uses (quoting it on its way out,
# reading files without waiting on them).
SHARED = {"runtime", "quoting", "reading"}
ALLOWED = {
    "runtime": set(),
    "quoting": set(),
    "reading": set(),
    "diagnostics": set(),
    "shipped": set(),  # the shipped definitions, found by name without reading them
    "pgn_write": {"pgn"},  # the game tree's types, for the type checker only
    "pgn": {"pgn_write"},  # python-chess's chess.pgn over any Board
    "games": {"shipped"},  # and the package's load()
    "frontend": {"diagnostics"},
    "ir": {"diagnostics", "frontend"},
    "backend": {"diagnostics", "frontend", "ir"},
    "reference": {"diagnostics", "frontend", "ir"},
    # the reference judges one check of the setup (E613): only an executor of the rules can
    "pipeline": {"diagnostics", "frontend", "ir", "reference"},
    "tools": {"diagnostics", "frontend", "ir", "backend", "reference", "pipeline"},
    "play": set(),  # the runtime and a compiled engine only
    "protocols": {"diagnostics", "frontend", "ir", "backend", "reference", "pipeline", "tools",
                  "play"},
    "cli_common": {"shipped", "diagnostics", "frontend", "ir", "backend", "reference", "pipeline", "tools"},
    "cli_play": {"shipped", "diagnostics", "frontend", "ir", "backend", "reference", "pipeline", "tools",
                 "play", "protocols", "cli_common"},
    "cli_list": {"shipped", "diagnostics", "frontend", "ir", "reference", "pipeline"},
    "cli": {"shipped", "diagnostics", "frontend", "ir", "backend", "reference", "pipeline", "tools", "play",
            "protocols", "cli_common", "cli_play", "cli_list"},
}


def _part(path) -> str:
    relative = path.relative_to(COMPILER)
    return relative.parts[0].removesuffix(".py") if relative.parts[0] != "__init__.py" else ""


def _imported_parts(path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        names = [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 \
            else [a.name for a in node.names] if isinstance(node, ast.Import) else []
        for name in names:
            parts = name.split(".")
            if parts[0] == "variantc" and len(parts) > 1:
                found.add(parts[1])
    return found


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(COMPILER)))
def test_a_stage_imports_only_earlier_stages(path):
    part = _part(path)
    if not part:
        return
    # The runtime stands alone: a standalone engine embeds it and nothing else.
    allowed = ALLOWED[part] | {part} | (SHARED if part != "runtime" else set())
    assert _imported_parts(path) <= allowed, f"{part} may import only {sorted(allowed)}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(COMPILER)))
def test_no_module_is_over_450_lines(path):
    assert len(path.read_text().splitlines()) <= 450
