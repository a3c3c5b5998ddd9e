"""The on-disk cache of compiled engines (compiler/tools/cache.py): a build is kept and
reused, anything that changes the engine misses, and an unsafe or damaged cache is never
trusted."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from compiler.backend import emit
from compiler.tools import cache, engines
from tests.conftest import DEFINITIONS, ROOT
from tests.helpers import definition, variant


@pytest.fixture
def folder(tmp_path, monkeypatch):
    where = tmp_path / "cache"
    monkeypatch.setenv("VARIANTC_CACHE", str(where))
    return where


def entries(where):
    return sorted(p.name for p in where.glob("*.bin"))


def test_a_build_is_kept_and_reused_without_rendering(folder, monkeypatch):
    chess = variant("chess.variant")
    fresh = engines.compiled_module(chess).Engine()
    assert len(entries(folder)) == 1

    def refuse(*_):
        raise AssertionError("rendered again although the build was cached")

    monkeypatch.setattr(emit, "render", refuse)
    cached = engines.compiled_module(chess).Engine()
    assert cached.perft(3) == fresh.perft(3) == 8902  # the published count


def test_a_changed_definition_is_built_anew(folder, tmp_path):
    text = open("definitions/chess.variant", encoding="utf-8").read()
    first = definition(tmp_path, text, "a.variant")
    engines.compiled_module(first)
    changed = definition(tmp_path, text.replace("moves fmW", "moves fmWfmF", 1), "a.variant")
    assert cache.key(changed) != cache.key(first)
    assert engines.compiled_module(changed).Engine().perft(1) != 20
    assert len(entries(folder)) == 2


def test_the_same_ir_under_another_name_is_another_entry(folder, tmp_path):
    text = open("definitions/chess.variant", encoding="utf-8").read()
    assert cache.key(definition(tmp_path, text, "a.variant")) != cache.key(
        definition(tmp_path, text, "b.variant"))


def test_a_damaged_entry_is_rebuilt(folder):
    chess = variant("chess.variant")
    engines.compiled_module(chess)
    (entry,) = folder.glob("*.bin")
    entry.write_bytes(b"\x00garbage")
    assert engines.compiled_module(chess).Engine().perft(2) == 400
    assert entry.read_bytes() != b"\x00garbage"


@pytest.mark.parametrize("setting", ["off", "0", ""])
def test_the_cache_can_be_turned_off(monkeypatch, setting):
    monkeypatch.setenv("VARIANTC_CACHE", setting)
    assert cache.folder() is None


def test_a_folder_others_may_write_to_is_not_used(folder):
    folder.mkdir()
    os.chmod(folder, 0o777)
    assert cache.folder() is None
    assert engines.compiled_module(variant("chess.variant")).Engine().perft(1) == 20
    assert entries(folder) == []


def test_the_cache_keeps_only_the_newest_entries(folder, monkeypatch):
    monkeypatch.setattr(cache, "KEEP", 2)
    for name in ("chess.variant", "shogi.variant", "crazyhouse.variant"):
        engines.compiled_module(variant(name))
    assert len(entries(folder)) == 2
    assert cache.key(variant("chess.variant")) + f".{cache.MAGIC}.bin" not in entries(folder)


# -- a definition file straight to its kept engine (cache.remember / recall) ---------------

def _cli(*args: object, folder) -> subprocess.CompletedProcess:
    """variantc in a fresh process (the test's own imports would hide what a call loads)."""
    env = dict(os.environ, VARIANTC_CACHE=str(folder))
    return subprocess.run([sys.executable, "-c", _WITH_MODULES, *map(str, args)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)


# Runs the command, then lists the compiler's front-end modules and libraries it imported.
_WITH_MODULES = """
import sys
from compiler.cli import main
try:
    main(sys.argv[1:])
finally:
    heavy = ("compiler.pipeline", "compiler.frontend", "compiler.ir", "compiler.backend.assemble",
             "compiler.reference", "pydantic", "lark", "jinja2")
    print("loaded:", *sorted(m for m in sys.modules if m.startswith(heavy)))
"""


def _loaded(result: subprocess.CompletedProcess) -> list[str]:
    return result.stdout.rsplit("loaded:", 1)[1].split()


def test_a_kept_engine_serves_moves_and_perft_without_the_front_end(folder):
    chess = DEFINITIONS / "chess.variant"
    first = _cli("perft", chess, "--depth", "2", folder=folder)
    assert "nodes 400 " in first.stdout and "compiler.pipeline" in _loaded(first)
    again = _cli("perft", chess, "--depth", "3", folder=folder)
    assert "nodes 8902 " in again.stdout and _loaded(again) == [], again.stdout
    moves = _cli("moves", chess, "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", folder=folder)
    assert "e1g1" in moves.stdout.split() and _loaded(moves) == []
    bad = _cli("perft", chess, "--depth", "1", "--fen", "8/8 w", folder=folder)
    assert bad.returncode == 2 and "bad --fen" in bad.stderr and _loaded(bad) == []
    reference = _cli("perft", chess, "--depth", "1", "--engine", "reference", folder=folder)
    assert "nodes 20 " in reference.stdout and "compiler.reference.interpreter" in \
        _loaded(reference)


def test_a_changed_definition_or_base_takes_the_long_way(folder, tmp_path):
    text = (DEFINITIONS / "chess.variant").read_text(encoding="utf-8")
    base = tmp_path / "base.variant"
    base.write_text(text, encoding="utf-8")
    child = tmp_path / "child.variant"
    child.write_text('extends "base.variant"\nvariant "Child"\n', encoding="utf-8")
    assert "nodes 20 " in _cli("perft", child, "--depth", "1", folder=folder).stdout
    assert _loaded(_cli("perft", child, "--depth", "1", folder=folder)) == []
    # the base's pawns lose their first double step: the child's engine is another
    base.write_text(text.replace("moves fmW", "moves fmWfmF", 1), encoding="utf-8")
    changed = _cli("perft", child, "--depth", "1", folder=folder)
    assert "compiler.pipeline" in _loaded(changed) and "nodes 20 " not in changed.stdout
    child.write_text('extends "base.variant"\nvariant "Child"\nboard 8x8 oops\n', encoding="utf-8")
    broken = _cli("perft", child, "--depth", "1", folder=folder)
    assert broken.returncode == 1 and "child.variant:3:" in broken.stderr
