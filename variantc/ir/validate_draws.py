"""`insufficient-material` in a variant that may be won otherwise than by mate (E806): a side
with no man able to mate may still win there, so neither side's material is ever insufficient
(Fairy-Stockfish's adjudication says so too). `insufficient-material none` is what such a
variant says, over a base's rule."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic
from variantc.ir.model import Variant


def insufficient(v: Variant) -> list[Diagnostic]:
    rule = v.endings.insufficient
    if rule is None:
        return []
    e = v.endings
    other = [("no piece is royal", not any(p.royal for p in v.pieces)),
             ("captured men go to a pool", v.capture is not None),
             ("extinction", e.extinction is not None),
             ("a goal", bool(e.goals)),
             ("a counter", bool(v.counters)),
             ("explosions", v.explosion is not None),
             ("bare-king", e.bare_king is not None),
             ("royal-captured", e.royal_captured is not None)]
    return [Diagnostic(rule.span, Code.E806, f"insufficient-material with {what}",
                       why="a side that cannot mate may still win this way, or be unable to lose, "
                       "so no material is ever insufficient",
                       hint="write 'insufficient-material none' (over a base's rule), or drop the "
                       "statement")
            for what, holds in other if holds]
