"""A compiled engine is usable anywhere: the README's Python example runs from a directory outside
the repository, and a `--standalone` module runs on the standard library alone, beside an
installed variantc and beside other standalone engines."""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.conftest import DEFINITIONS, ROOT
from tests.helpers import SHIPPED, compiled, variant
from variantc.backend import assemble, emit, standalone
from variantc.cli import main

SECTION = re.search(r"^## Using an engine from Python\n(.*?)^## ", (ROOT / "README.md").read_text(),
                    re.S | re.M)
assert SECTION, "README.md has no section 'Using an engine from Python'"
EXAMPLE = re.search(r"```python\n(.*?)```", SECTION.group(1), re.S)
COMPILE = re.search(r"`variantc compile (definitions/\S+) -o (\S+)`", SECTION.group(1))
RUNTIME_NAMES = re.compile(r"_variantc_runtime_[0-9a-f]{12}")


def _environment() -> dict[str, str]:
    """A child process's environment that points at neither the checkout nor this venv."""
    return {key: value for key, value in os.environ.items()
            if key not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}


def _compile(*args: str) -> None:
    result = CliRunner().invoke(main, ["compile", *args])
    assert result.exit_code == 0, result.output


@pytest.fixture(scope="module")
def bare_python(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The Python of a fresh virtual environment with nothing installed: no variantc, no pip."""
    venv = tmp_path_factory.mktemp("bare") / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True,
                   capture_output=True)
    return str(venv / ("Scripts" if os.name == "nt" else "bin") / "python")


@pytest.mark.parametrize("standalone", [False, True], ids=["installed", "standalone"])
def test_the_readme_example_runs_outside_the_repository(tmp_path, bare_python, standalone):
    """What the README's example prints is what its comments say, from any working directory;
    with a standalone module, by a Python that has nothing but its standard library."""
    assert EXAMPLE and COMPILE, "the section lost its example or its compile command"
    definition, folder = COMPILE.groups()
    app, elsewhere = tmp_path / "app", tmp_path / "elsewhere"
    elsewhere.mkdir()
    _compile(str(ROOT / definition), "-o", str(app / folder), *["--standalone"] * standalone)
    (app / "play.py").write_text(EXAMPLE.group(1))
    python = bare_python if standalone else sys.executable
    done = subprocess.run([python, str(app / "play.py")], cwd=elsewhere, env=_environment(),
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    promised = [line.partition("  # ")[2].split(": ")[0] for line in EXAMPLE.group(1).splitlines()
                if line.startswith("print(") and "  # " in line]
    assert done.stdout.splitlines() == promised


STANDARD_LIBRARY_ONLY = textwrap.dedent("""
    import importlib.util, json, sys
    for name in ("variantc", "lark", "pydantic", "jinja2", "click", "yaml", "rich"):
        assert importlib.util.find_spec(name) is None, name + " is installed"
    spec = importlib.util.spec_from_file_location("shipped_engine", sys.argv[1])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    engine = module.Engine()
    moves = [move.uci() for move in engine.legal_moves]
    nodes = engine.perft(3)
    engine.push_uci("e2e4")
    print(json.dumps({"moves": moves, "perft": nodes, "fen": engine.fen(),
                      "loaded": sorted(name for name in sys.modules if "variantc" in name)}))
""")


def test_a_standalone_engine_needs_only_the_standard_library(tmp_path, bare_python):
    _compile(str(DEFINITIONS / "chess.variant"), "-o", str(tmp_path / "engines"), "--standalone")
    shipped = tmp_path / "shipped"
    shipped.mkdir()
    shutil.copy(tmp_path / "engines" / "chess.py", shipped)  # the file alone
    done = subprocess.run([bare_python, "-I", "-c", STANDARD_LIBRARY_ONLY, str(shipped / "chess.py")],
                          cwd=shipped, env=_environment(), capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert len(out["moves"]) == 20 and "e2e4" in out["moves"]
    assert out["perft"] == 8902
    assert out["fen"] == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    assert out["loaded"] and all(RUNTIME_NAMES.match(name) for name in out["loaded"])


def _load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _runtime_of(module) -> str:
    return module.CompiledEngine.__module__.partition(".")[0]


def test_standalone_engines_load_beside_each_other_and_variantc(tmp_path, monkeypatch):
    """Engines of one runtime share it; an engine of another runtime keeps its own; variantc's
    runtime is none of them."""
    _compile(str(DEFINITIONS / "chess.variant"), str(DEFINITIONS / "minishogi.variant"),
             "-o", str(tmp_path / "now"), "--standalone")
    read = standalone._read

    def changed(name: str) -> standalone.Embedded:  # another version of the runtime
        found = read(name)
        return standalone.Embedded(found.name, found.path, found.source + "# changed\n", found.imports)

    monkeypatch.setattr(standalone, "_read", changed)
    _compile(str(DEFINITIONS / "chess.variant"), "-o", str(tmp_path / "other"), "--standalone")
    monkeypatch.undo()

    chess = _load(tmp_path / "now" / "chess.py", "standalone_chess")
    minishogi = _load(tmp_path / "now" / "minishogi.py", "standalone_minishogi")
    other = _load(tmp_path / "other" / "chess.py", "standalone_chess_other")
    assert _runtime_of(chess) == _runtime_of(minishogi) != _runtime_of(other)
    assert _runtime_of(chess) in sys.modules and _runtime_of(other) in sys.modules
    from variantc.runtime.board import Board

    for module in (chess, minishogi, other):
        assert not issubclass(module.Engine, Board)
    assert chess.Engine().perft(3) == other.Engine().perft(3) == 8902
    assert minishogi.Engine().perft(3) == compiled("minishogi.variant").perft(3)
    assert compiled("chess.variant").perft(3) == 8902


def test_the_embedded_runtime_is_what_python_imports(tmp_path):
    """Every runtime module an engine loads, and no other, is embedded; each runs after those it
    imports; and the embedded sources are the runtime's own, with their imports pointed."""
    done = subprocess.run(
        [sys.executable, "-c", "import runpy, sys; runpy.run_path(sys.argv[1]); "
         "print(' '.join(sorted(n for n in sys.modules if n.startswith('variantc.runtime'))))",
         str(ROOT / "generated" / "chess.py")], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    imported = done.stdout.split()
    text = standalone.render_standalone(assemble.assemble(variant("chess.variant")))
    table = next(node.value for node in ast.parse(text).body if isinstance(node, ast.AnnAssign)
                 and isinstance(node.target, ast.Name) and node.target.id == "_RUNTIME_MODULES")
    embedded = ast.literal_eval(table)
    assert sorted("variantc.runtime" + suffix for suffix, _, _ in embedded) == imported
    package = RUNTIME_NAMES.search(text).group()
    ran: set[str] = set()
    for suffix, path, source in embedded:
        assert source.replace(package, "variantc.runtime") == (ROOT / path).read_text()
        for line in source.splitlines():
            needed = re.match(rf"from {package}(\.\w+)? import", line)
            if needed and needed.group(1):
                assert needed.group(1) in ran, f"{path} runs before {needed.group(1)}"
        ran.add(suffix)


@pytest.mark.slow  # about 4 s a definition
@pytest.mark.parametrize("name", SHIPPED)
def test_every_standalone_engine_plays_as_the_installed_one(name, tmp_path):
    module = emit.write(assemble.assemble(variant(name)), tmp_path, standalone=True)
    engine, expected = _load(module, f"standalone_{module.stem}").Engine(), compiled(name)
    assert [m.uci() for m in engine.legal_moves] == [m.uci() for m in expected.legal_moves]
    assert engine.perft(2) == expected.perft(2)


def test_the_standalone_header_and_the_default_output(tmp_path):
    chess = assemble.assemble(variant("chess.variant"))
    default = emit.render(chess).splitlines()
    alone = standalone.render_standalone(chess).splitlines()
    assert alone[:2] == default[:2]  # no user text on the lines Python reads for an encoding
    assert alone[2] == default[2].replace("variantc compile ", "variantc compile --standalone ")
    assert (ROOT / "generated" / "chess.py").read_text().splitlines() == default


def test_standalone_output_is_deterministic_across_hash_seeds(tmp_path):
    outputs = []
    for seed in ("1", "4242"):
        subprocess.run([sys.executable, "-m", "variantc.cli", "compile", "--standalone",
                        "definitions/hole-chess.md", "-o", str(tmp_path / seed)], cwd=ROOT,
                       env=dict(os.environ, PYTHONHASHSEED=seed), check=True, capture_output=True)
        outputs.append((tmp_path / seed / "hole_chess.py").read_bytes())
    assert outputs[0] == outputs[1]


@pytest.mark.skipif(shutil.which("ruff") is None and not (Path(sys.executable).parent / "ruff").exists(),
                    reason="ruff is not installed")
def test_standalone_output_is_ruff_clean_wherever_it_is_written(tmp_path):
    """The project's rules, without its per-file ignores: the module says what it exempts."""
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["ruff"]
    for name in ("chess.variant", "crazyhouse.variant", "hole-chess.md"):
        emit.write(assemble.assemble(variant(name)), tmp_path, standalone=True)
    result = subprocess.run([ruff, "check", "--isolated", "--no-cache",
                             "--select", ",".join(settings["lint"]["select"]),
                             "--line-length", str(settings["line-length"]),
                             "--target-version", settings["target-version"], str(tmp_path)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(("source", "complaint"), [
    ("import lark\n", "only itself and the standard library, not lark"),
    ("from variantc.ir import model\n", "not variantc.ir"),
    ("import variantc.runtime.fen\n", "binds `variantc`"),
])
def test_the_runtime_may_import_only_itself_and_the_standard_library(source, complaint):
    from variantc.frontend.source import InternalError

    with pytest.raises(InternalError, match=re.escape(complaint)):
        standalone._imports(ast.parse(source), "variantc.runtime")


def test_runtime_imports_are_pointed_however_they_are_written():
    source = ("from variantc.runtime import (\n    fen,  # the notation\n    moves,\n)\n"
              "import variantc.runtime.board as board, os\n"
              "def f():\n    from variantc.runtime.topology import Topology\n    return Topology\n"
              "from . import engine\n")
    imports = standalone._imports(ast.parse(source), "variantc.runtime")
    assert imports.needs == {f"variantc.runtime.{n}" for n in ("fen", "moves", "board", "topology",
                                                               "engine")}
    assert standalone._pointed(source, imports, "_p") == source.replace("variantc.runtime", "_p")


def test_compile_into_a_place_it_cannot_write_is_a_usage_error(tmp_path):
    (tmp_path / "file").write_text("")
    result = CliRunner().invoke(main, ["compile", str(DEFINITIONS / "chess.variant"), "-o",
                                       str(tmp_path / "file" / "engines"), "--standalone"])
    assert result.exit_code == 2
    assert "cannot write into" in result.output and "Traceback" not in result.output
