"""Checks of `never-over` and `never-takes`: a piece with no hops jumps over nothing, and a
kind a piece never takes may not be royal (attacks, and so check, are judged on squares)."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic
from variantc.ir.model import Hop, Legs, Variant


def spares(v: Variant) -> list[Diagnostic]:
    out = []
    royal = {p.letter for p in v.pieces if p.royal}
    for p in v.pieces:
        if p.never_over is not None and not any(isinstance(m, Hop) for m in p.moves):
            out.append(Diagnostic(p.never_over.span, Code.E563, f"{p.name} has 'never-over' but "
                                  "no hops", why="'never-over' says which men its hops (p or g "
                                  "moves) may not jump over, and it has none",
                                  hint="give it a hop (moves pR), or drop 'never-over'"))
        kinds = sorted(royal & set(p.never_takes.kinds)) if p.never_takes else []
        if p.never_takes is not None and kinds:
            out.append(Diagnostic(p.never_takes.span, Code.E564, f"{p.name} never takes "
                                  f"'{kinds[0]}', a royal piece", why="check is judged by the "
                                  "squares a man attacks, whatever stands there: a royal man it "
                                  "may not take would still be in check from it",
                                  hint="leave the royal piece out of 'never-takes'"))
        guarded = p.spares_guarded
        if guarded is not None and guarded.bridge is not None and not any(
                isinstance(m, Legs) and m.taking is not None for m in p.moves):
            out.append(Diagnostic(guarded.span, Code.E575, f"{p.name} takes nothing on its way, "
                                  "so no move of it is bridged", why="'unless-first-taking-other-"
                                  "than' lifts the rule for a move that took a man on its way, "
                                  "with a leg that takes ([cK-K])", hint="give it such a move, or "
                                  "drop the 'unless-first-taking-other-than' part"))
    return out
