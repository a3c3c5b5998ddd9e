"""Checks on the effects of a capture (docs/language.md#explosions), and on walls placed by play
(docs/language.md#walling), that need the whole variant."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic
from variantc.ir.model import Variant


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


def walling(v: Variant) -> list[Diagnostic]:
    """A wall placed after every move goes with plain moves on the board only (E871): with a
    royal man, whether a move is legal would hang on where the wall goes; pools, pulls,
    petrification and explosions change the board in ways the wall's squares do not follow."""
    w = v.walling
    if w is None:
        return []
    others = [what for what, present in (
        ("a royal piece", any(p.royal for p in v.pieces)),
        (f"pool '{v.pools[0].name}'" if v.pools else "pools", bool(v.pools)),
        ("pulls", any(p.pull is not None for p in v.pieces)),
        ("'petrify'", bool(v.petrify)),
        ("explosions", v.explosion is not None)) if present]
    return [Diagnostic(w.span, Code.E871, f"'walling' cannot go with {what}",
                       why="a wall placed after each move is for men that move on the board and "
                       "are taken like any other; with a royal piece, legality would hang on "
                       "where the wall goes",
                       hint="remove it, or the 'walling' statement") for what in others]
