"""The on-disk cache of compiled engines (variantc/tools/cache.py): a build is kept and
reused, anything that changes the engine misses, and an unsafe or damaged cache is never
trusted."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from unittest import mock

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import DEFINITIONS, ROOT
from tests.helpers import definition, variant
from variantc.backend import emit
from variantc.cli import main
from variantc.tools import cache, engines


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
from variantc.cli import main
try:
    main(sys.argv[1:])
finally:
    heavy = ("variantc.pipeline", "variantc.frontend", "variantc.ir", "variantc.backend.assemble",
             "variantc.reference", "pydantic", "lark", "jinja2")
    print("loaded:", *sorted(m for m in sys.modules if m.startswith(heavy)))
"""


def _loaded(result: subprocess.CompletedProcess) -> list[str]:
    return result.stdout.rsplit("loaded:", 1)[1].split()


def test_a_kept_engine_serves_moves_and_perft_without_the_front_end(folder):
    chess = DEFINITIONS / "chess.variant"
    first = _cli("perft", chess, "--depth", "2", folder=folder)
    assert "nodes 400 " in first.stdout and "variantc.pipeline" in _loaded(first)
    again = _cli("perft", chess, "--depth", "3", folder=folder)
    assert "nodes 8902 " in again.stdout and _loaded(again) == [], again.stdout
    moves = _cli("moves", chess, "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", folder=folder)
    assert "e1g1" in moves.stdout.split() and _loaded(moves) == []
    bad = _cli("perft", chess, "--depth", "1", "--fen", "8/8 w", folder=folder)
    assert bad.returncode == 2 and "bad --fen" in bad.stderr and _loaded(bad) == []
    reference = _cli("perft", chess, "--depth", "1", "--engine", "reference", folder=folder)
    assert "nodes 20 " in reference.stdout and "variantc.reference.interpreter" in \
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
    assert "variantc.pipeline" in _loaded(changed) and "nodes 20 " not in changed.stdout
    child.write_text('extends "base.variant"\nvariant "Child"\nboard 8x8 oops\n', encoding="utf-8")
    broken = _cli("perft", child, "--depth", "1", folder=folder)
    assert broken.returncode == 1 and "child.variant:3:" in broken.stderr


# -- files reached through links: the engine of the files as the front end reads them now -----

BASE = """board 8x8
piece K king moves K royal
piece R rook moves {moves}
setup "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
checkmate loses
stalemate draws
"""
KING = {"e1d1", "e1d2", "e1e2", "e1f2", "e1f1"}
# The moves of the man on a1 as each base moves it (besides the king's), counted by hand.
MOVES = {"R": KING | {f"a1a{r}" for r in range(2, 9)} | {"a1b1", "a1c1", "a1d1"},
         "W": KING | {"a1a2", "a1b1"}, "F": KING | {"a1b2"}}


def _moves(result: subprocess.CompletedProcess) -> set[str]:
    assert result.returncode == 0, result.stderr
    return set(result.stdout.rsplit("loaded:", 1)[0].split())


def _relink(link, target) -> None:
    link.unlink(missing_ok=True)
    link.symlink_to(target)


def test_a_base_behind_a_link_that_now_leads_elsewhere_is_read_anew(folder, tmp_path):
    for atom in "RW":
        (tmp_path / f"{atom}.variant").write_text(BASE.format(moves=atom))
    _relink(tmp_path / "base.variant", "R.variant")
    child = tmp_path / "child.variant"
    child.write_text('extends "base.variant"\n')
    assert _moves(_cli("moves", child, folder=folder)) == MOVES["R"]
    kept = _cli("moves", child, folder=folder)
    assert _moves(kept) == MOVES["R"] and _loaded(kept) == []
    _relink(tmp_path / "base.variant", "W.variant")  # no file changed: a link did
    moved = _cli("moves", child, folder=folder)
    assert _moves(moved) == MOVES["W"] and "variantc.pipeline" in _loaded(moved)


def test_a_folder_of_bases_behind_a_link_that_now_leads_elsewhere_is_read_anew(folder, tmp_path):
    for atom in "RW":
        (tmp_path / atom).mkdir()
        (tmp_path / atom / "base.variant").write_text(BASE.format(moves=atom))
    _relink(tmp_path / "lib", "R")
    child = tmp_path / "child.variant"
    child.write_text('extends "lib/base.variant"\n')
    assert _moves(_cli("moves", child, folder=folder)) == MOVES["R"]
    _relink(tmp_path / "lib", "W")
    assert _moves(_cli("moves", child, folder=folder)) == MOVES["W"]


def test_one_definition_reached_by_two_paths_finds_the_bases_beside_each(folder, tmp_path):
    for atom in "RW":
        (tmp_path / atom).mkdir()
        (tmp_path / atom / "base.variant").write_text(BASE.format(moves=atom))
    (tmp_path / "R" / "child.variant").write_text('extends "base.variant"\n')
    (tmp_path / "W" / "child.variant").symlink_to(tmp_path / "R" / "child.variant")
    for atom in "RWRW":  # each path keeps its own engine: bases are read beside the path
        assert _moves(_cli("moves", tmp_path / atom / "child.variant", folder=folder)) == \
            MOVES[atom]


ATOMS = "RWF"
STEPS = st.lists(st.tuples(st.just("link"), st.sampled_from(ATOMS))
                 | st.tuples(st.just("write"), st.sampled_from(ATOMS), st.sampled_from(ATOMS))
                 | st.tuples(st.sampled_from(["moves", "perft"])), max_size=12)


def _swapped(where, steps) -> None:
    """Bases rewritten and a link to them moved between calls: every call answers for the
    files as they are. The folder is the same for every example, so that the cache holds
    what earlier ones left (engines of each base; entries naming files since changed)."""
    files = where / "files"
    shutil.rmtree(files, ignore_errors=True)
    files.mkdir(parents=True)
    holds = dict(zip(ATOMS, ATOMS, strict=True))  # file -> the atom its rook moves as
    for atom in ATOMS:
        (files / f"{atom}.variant").write_text(BASE.format(moves=atom))
    target = "R"
    _relink(files / "base.variant", "R.variant")
    child = files / "child.variant"
    child.write_text('extends "base.variant"\n')
    with mock.patch.dict(os.environ, {"VARIANTC_CACHE": str(where / "cache")}):
        for step in [*steps, ("moves",)]:
            if step[0] == "link":
                target = step[1]
                _relink(files / "base.variant", f"{target}.variant")
            elif step[0] == "write":
                (files / f"{step[1]}.variant").write_text(BASE.format(moves=step[2]))
                holds[step[1]] = step[2]
            else:
                args = ["perft", "--depth", "1"] if step[0] == "perft" else ["moves"]
                result = CliRunner().invoke(main, [*args, str(child)])
                assert result.exit_code == 0, result.output
                want, said = MOVES[holds[target]], result.output.split()
                if step[0] == "perft":
                    assert said[:2] == ["nodes", str(len(want))], result.output
                else:
                    assert set(said) == want, result.output


@given(steps=STEPS)
@settings(max_examples=15)
def test_bases_swapped_behind_a_link_never_give_a_stale_engine(tmp_path_factory, steps):
    _swapped(tmp_path_factory.getbasetemp() / "swaps", steps)


@pytest.mark.slow
@given(steps=STEPS)
@settings(max_examples=300)
def test_bases_swapped_behind_a_link_never_give_a_stale_engine_at_length(tmp_path_factory, steps):
    _swapped(tmp_path_factory.getbasetemp() / "swaps-long", steps)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_the_cache_waiting_for_it(folder, tmp_path):
    os.mkfifo(tmp_path / "pipe.variant")  # recall once read it whole before the front end looked
    result = _cli("moves", tmp_path / "pipe.variant", folder=folder)  # a hang times out
    assert result.returncode == 1 and "not a regular file" in result.stderr
