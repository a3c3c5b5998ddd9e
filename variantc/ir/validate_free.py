"""Checks of `free-order until capture` (ir.turns.FreeOrder): the rules both engines follow
through a phase where either side may move."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic
from variantc.ir.model import Variant


def free_order(v: Variant) -> list[Diagnostic]:
    if v.free_order is None:
        return []
    e = v.endings
    others = [word for word, present in (
        ("turns", v.turns is not None), ("pools", bool(v.pools)),
        ("pass", v.passing is not None), ("en-passant", any(p.en_passant for p in v.pieces)),
        ("explosion", v.explosion is not None), ("transfer", v.transfer is not None),
        ("exchange", v.exchange is not None), ("gating", v.gating is not None),
        ("walling", v.walling is not None), ("petrify", bool(v.petrify)),
        ("pulls", any(p.pull is not None for p in v.pieces)),
        ("captures-by", any(p.captures_by is not None or p.freezes for p in v.pieces)),
        ("captures forced", e.captures_forced), ("counters", bool(v.counters)),
        ("counting", e.counting is not None),
        ("royal-captured", e.royal_captured is not None),
        ("duple-check", v.duple_check is not None), ("lone-royal", v.lone_royal is not None),
        ("several royal men", v.many_royals())) if present]
    if not others:
        return []
    return [Diagnostic(v.free_order.span, Code.E632, f"'free-order' cannot go with {others[0]}",
                       why="in the free phase a move is made by the side whose man it moves, and "
                           "the phase ends at the first man taken: rules that place, hand over or "
                           "take men away from the move's landing square, count a side's moves, or "
                           "let a king be taken are not followed through it",
                       hint=f"remove the {others[0]} or the 'free-order' statement")]
