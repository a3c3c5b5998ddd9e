"""`forbid facing-kept` (Janggi's bikjang, Fairy-Stockfish's `bikjangRule`): while a royal man
of the side to move faces an enemy royal man on an open file, a move other than a pass
(`Kind.STAND`) that leaves them facing is illegal. Moving into facing stays legal. While
they face, the pass is legal even in check (as Fairy-Stockfish has it).

Each legal move is then played and the mover's royal men are looked at along their file, up
and down (FILE_LINES, as `forbid facing` walks it), to the first man met. The reference reads
the same rule in reference/facing_kept.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context
from variantc.backend.rule import Plans, RulePlan


@dataclass(frozen=True)
class FacingKeptPlan(RulePlan):
    lines: str  # per square: its file's lines, north and south
    royals: tuple[tuple[int, ...], tuple[int, ...]]  # per side: the signed codes of royal men
    passing: bool  # the variant has `pass`: while they face, a pass is legal even in check


def plan(ctx: Context, plans: Plans) -> FacingKeptPlan | None:
    v = ctx.variant
    if not v.endings.forbid_facing_kept:
        return None
    rows = tuple(tuple(line for dr in (1, -1) if (line := ctx.geo.ray(c, 0, dr, None)))
                 if ctx.topo.is_square(c) else () for c in range(ctx.topo.size))
    lines = ctx.tables.add("FILE_LINES", "the squares up and down each square's file, "
                           "walked outward: where a royal man faces another", rows)
    royal = [code for p in v.pieces if p.royal for code in ctx.codes_of(p.letter)]
    royals = tuple(tuple(sorted(c * s.sign for c in royal)) for s in SIDES)
    return FacingKeptPlan(lines, (royals[0], royals[1]), v.passing is not None)
