"""Build either engine for a validated variant: the compiled module or the reference."""

from __future__ import annotations

import sys
import types

from compiler.backend import assemble, emit, native
from compiler.ir.model import Variant
from compiler.reference.interpreter import Reference
from compiler.runtime.board import Board
from compiler.tools import cache

KINDS = ("compiled", "reference")


def compiled_module(variant: Variant) -> types.ModuleType:
    """The compiled engine, rendered from the definition as `variantc compile` would write it
    (or its build kept in the cache: tools/cache)."""
    filename = f"<variantc {variant.slug}>"
    built = cache.code(variant, lambda: emit.render(assemble.assemble(variant)), filename)
    return _load(built, variant.module_name, filename)


def native_module(variant: Variant) -> types.ModuleType:
    """The compiled engine's native build (backend/native): the same module as
    compiled_module's, compiled by Cython, and kept in the cache. NativeError where no build
    can be made."""
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
        return Reference(variant, fen)
    return (module or compiled_module(variant)).Engine(fen)
