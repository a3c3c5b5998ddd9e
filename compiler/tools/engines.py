"""Build either engine for a validated variant: the compiled module or the reference."""

from __future__ import annotations

import sys
import types

from compiler.backend import assemble, emit
from compiler.ir.model import Variant
from compiler.reference.interpreter import Reference
from compiler.runtime.board import Board

KINDS = ("compiled", "reference")


def compiled_module(variant: Variant) -> types.ModuleType:
    """The compiled engine, rendered from the definition as `variantc compile` would write it."""
    return load_source(emit.render(assemble.assemble(variant)), variant.module_name,
                       f"<variantc {variant.slug}>")


def load_source(text: str, name: str, filename: str) -> types.ModuleType:
    module = types.ModuleType(f"variantc_engine_{name}")
    module.__file__ = filename
    sys.modules[module.__name__] = module
    exec(compile(text, filename, "exec"), module.__dict__)
    return module


def make(variant: Variant, kind: str = "compiled", fen: str | None = None,
         module: types.ModuleType | None = None) -> Board:
    if kind == "reference":
        return Reference(variant, fen)
    return (module or compiled_module(variant)).Engine(fen)
