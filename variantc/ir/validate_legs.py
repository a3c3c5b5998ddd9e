"""Checks of multi-leg moves that take on their way (`Legs.taking`): what the move takes there is
not an attack, and it is one man more than the landing square's, which the rules below do not
follow."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic
from variantc.ir.model import Legs, Variant


def taking_legs(v: Variant) -> list[Diagnostic]:
    moves = [m for p in v.pieces for m in p.moves if isinstance(m, Legs) and m.taking is not None]
    if not moves:
        return []
    e = v.endings
    others = [word for word, present in (
        ("royal men kept out of check", any(p.royal for p in v.pieces)
         and e.royal_captured is None),
        ("pools", bool(v.pools)), ("turns", v.turns is not None),
        ("free-order", v.free_order is not None), ("explosion", v.explosion is not None),
        ("petrify", bool(v.petrify)), ("walling", v.walling is not None),
        ("transfer", v.transfer is not None), ("exchange", v.exchange is not None),
        ("counters", bool(v.counters)), ("counting", e.counting is not None),
        ("captures forced", e.captures_forced),
        ("en-passant", any(p.en_passant for p in v.pieces)),
        ("pulls", any(p.pull is not None for p in v.pieces)),
        ("capture modes", any(p.captures_by is not None or p.freezes for p in v.pieces)))
        if present]
    if not others:
        return []
    return [Diagnostic(moves[0].span, Code.E216, f"'{moves[0].written}' takes on its way, which "
                       f"cannot go with {others[0]}",
                       why="a man taken on a move's way is not attacked (check is judged on "
                       "the squares moves land on), and it leaves the board without going to a "
                       "pool or being counted; those rules would not follow it",
                       hint="add 'royal-captured loses': royal men may then be taken, on a "
                       "move's way too" if others[0].startswith("royal") else
                       f"remove the {others[0]}, or the 'c' from the leg before the last")]
