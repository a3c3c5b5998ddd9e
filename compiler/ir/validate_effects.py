"""Checks on the effects of a capture that need the whole variant (docs/language.md#explosion)."""

from __future__ import annotations

from compiler.diagnostics import Code
from compiler.frontend.source import Diagnostic
from compiler.ir.model import Variant


def explosions(v: Variant) -> list[Diagnostic]:
    """A blast removes men outright: no pool receives them, and a pull lands nowhere."""
    x = v.explosion
    if x is None:
        return []
    out = []
    if v.pools:
        out.append(Diagnostic(x.span, Code.E541, f"explosions cannot go with pool "
                              f"'{v.pools[0].name}'", why="a blast removes the men around a "
                              "capture from the game, and a side's royal man must stand on the "
                              "board to be blown up", hint="remove the pools or the explosion"))
    if any(p.pull is not None for p in v.pieces):
        out.append(Diagnostic(x.span, Code.E542, "explosions cannot go with pulls",
                              why="a pull takes a man without landing on it: no square to blow up",
                              hint="remove the 'pulls' clause or the explosion"))
    return out
