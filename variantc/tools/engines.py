"""Build either engine for a validated variant: the compiled module or the reference.

The front and back ends are imported where used: `cached` serves a command that needs only a
kept engine without them.
"""

from __future__ import annotations

import sys
import types
from pathlib import Path
from typing import TYPE_CHECKING

from variantc.runtime.board import Board
from variantc.tools import cache

if TYPE_CHECKING:
    from variantc.ir.model import Variant

KINDS = ("compiled", "reference")


def compiled_module(variant: Variant) -> types.ModuleType:
    """The compiled engine, rendered from the definition as `variantc compile` would write it
    (or its build kept in the cache: tools/cache)."""
    from variantc.backend import assemble, emit

    filename = f"<variantc {variant.slug}>"
    built = cache.code(variant, lambda: emit.render(assemble.assemble(variant)), filename)
    return _load(built, variant.module_name, filename)


def cached(path: Path) -> types.ModuleType | None:
    """The compiled engine of the definition file at `path`, if the cache holds it for the
    file as it is now (tools/cache.recall); else None."""
    kept = cache.recall(path)
    if kept is None:
        return None
    code, name, slug = kept
    return _load(code, name, f"<variantc {slug}>")


def native_module(variant: Variant) -> types.ModuleType:
    """The compiled engine's native build (backend/native): the same module as
    compiled_module's, compiled by Cython, and kept in the cache. NativeError where no build
    can be made."""
    from variantc.backend import assemble, emit, native

    reason = native.missing()
    if reason is not None:
        raise native.NativeError(reason)
    name = f"variantc_native_{variant.module_name}"
    source = lambda: emit.render(assemble.assemble(variant))  # noqa: E731
    path = cache.native(variant, lambda folder: native.build(source(), name, folder),
                        native.tools())
    return native.load(path, name)


def load_source(text: str, name: str, filename: str) -> types.ModuleType:
    return _load(compile(text, filename, "exec"), name, filename)


def _load(code: types.CodeType, name: str, filename: str) -> types.ModuleType:
    module = types.ModuleType(f"variantc_engine_{name}")
    module.__file__ = filename
    sys.modules[module.__name__] = module
    exec(code, module.__dict__)
    return module


def make(variant: Variant, kind: str = "compiled", fen: str | None = None,
         module: types.ModuleType | None = None) -> Board:
    if kind == "reference":
        from variantc.reference.interpreter import Reference

        return Reference(variant, fen)
    return (module or compiled_module(variant)).Engine(fen)
