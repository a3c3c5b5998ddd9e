"""`forbid facing`: no move may leave a royal man of the mover on one file with an enemy royal
man and only empty squares between them (Fairy-Stockfish's `flyingGeneral`, xiangqi's rule
that the generals may not face each other). A man standing between them is pinned by it.

Each legal move that can open a file between royal men (see facing.j2) is played, and the
mover's royal men are looked at along their file, up and down (FILE_LINES: the lines a rook
would walk north and south, links and curves followed), to the first man met. The reference
reads the same rule in reference/facing.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context
from variantc.backend.rule import Plans, RulePlan


@dataclass(frozen=True)
class FacingPlan(RulePlan):
    lines: str  # per square: its file's lines, north and south
    royals: tuple[tuple[int, ...], tuple[int, ...]]  # per side: the signed codes of royal men
    blasts: bool  # a capture blows up men around it (explosions): it may open a file too


def plan(ctx: Context, plans: Plans) -> FacingPlan | None:
    v = ctx.variant
    if not v.endings.forbid_facing:
        return None
    rows = tuple(tuple(line for dr in (1, -1) if (line := ctx.geo.ray(c, 0, dr, None)))
                 if ctx.topo.is_square(c) else () for c in range(ctx.topo.size))
    lines = ctx.tables.add("FILE_LINES", "the squares up and down each square's file, "
                           "walked outward: where a royal man faces another", rows)
    royal = [code for p in v.pieces if p.royal for code in ctx.codes_of(p.letter)]
    royals = tuple(tuple(sorted(c * s.sign for c in royal)) for s in SIDES)
    return FacingPlan(lines, (royals[0], royals[1]), v.explosion is not None)
