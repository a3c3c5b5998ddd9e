"""`facing N OUTCOME` and `passes N OUTCOME` (Fairy-Stockfish's bikjang and double pass): the
game ends once royal men of the two sides have faced each other on an open file in N positions
in a row, the position the engine was built from counting, or once the last N moves were
passes (`Kind.STAND`). Then no move is legal.

`_ran` judges both from the undo stack: the passes by the kinds of the last moves, the facing
positions by taking back the last moves one at a time while the royal men still face, and
playing them again (only while they face now, which is rare). The runtime's outcome
(runtime/endings.py) asks `_ran` before it looks at the legal moves. The reference reads the
same rules on its own in reference/runs.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context
from variantc.backend.rule import Plans, RulePlan


@dataclass(frozen=True)
class RunsPlan(RulePlan):
    passes: int  # the passes in a row that end the game; 0: none do
    facing: int  # the facing positions in a row that do; 0: none
    lines: str  # per square: its file's lines, north and south ("" without facing)
    royals: tuple[tuple[int, ...], tuple[int, ...]]  # per side: the signed codes of royal men


def plan(ctx: Context, plans: Plans) -> RunsPlan | None:
    e = ctx.variant.endings
    if e.facing is None and e.passes is None:
        return None
    lines = ""
    if e.facing is not None:
        rows = tuple(tuple(line for dr in (1, -1) if (line := ctx.geo.ray(c, 0, dr, None)))
                     if ctx.topo.is_square(c) else () for c in range(ctx.topo.size))
        lines = ctx.tables.add("FILE_LINES", "the squares up and down each square's file, "
                               "walked outward: where a royal man faces another", rows)
    royal = [code for p in ctx.variant.pieces if p.royal for code in ctx.codes_of(p.letter)]
    royals = tuple(tuple(sorted(c * s.sign for c in royal)) for s in SIDES)
    return RunsPlan(e.passes.length if e.passes else 0, e.facing.length if e.facing else 0,
                    lines, (royals[0], royals[1]))
