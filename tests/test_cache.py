"""The on-disk cache of compiled engines (compiler/tools/cache.py): a build is kept and
reused, anything that changes the engine misses, and an unsafe or damaged cache is never
trusted."""

from __future__ import annotations

import os

import pytest

from compiler.backend import emit
from compiler.tools import cache, engines
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
