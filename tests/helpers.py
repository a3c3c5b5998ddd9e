"""Shared test plumbing: loading shipped definitions and their two engines."""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from pathlib import Path

from tests.conftest import DEFINITIONS
from variantc import pipeline
from variantc.ir.model import Variant
from variantc.tools import engines

SHIPPED = sorted(p.name for p in DEFINITIONS.iterdir() if p.suffix in (".variant", ".md"))


@cache
def variant(name: str) -> Variant:
    loaded = pipeline.load(DEFINITIONS / name)
    assert loaded.ok, loaded.report()
    return loaded.variant


@cache
def module(name: str):
    return engines.compiled_module(variant(name))


def compiled(name: str, fen: str | None = None):
    return module(name).Engine(fen)


def reference(name: str, fen: str | None = None):
    return engines.make(variant(name), "reference", fen)


def definition(tmp_path: Path, text: str, name: str = "test.variant") -> Variant:
    path = tmp_path / name
    path.write_text(text)
    loaded = pipeline.load(path)
    assert loaded.ok, loaded.report()
    return loaded.variant


def ucis(engine) -> list[str]:
    """An engine's legal moves as sorted canonical names."""
    return sorted(m.uci() for m in engine.legal_moves)


def import_from_disk(path: Path, name: str):
    """A written module, imported from its file as a user would (bytes and encoding included)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
    return module
