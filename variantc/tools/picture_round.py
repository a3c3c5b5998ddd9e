"""Pictures of a round board (`round-ranks` or `round-files`): drawn as it is played, a ring.

The axis that goes round (the ranks of Byzantine chess) runs counterclockwise round the
circle, its first line starting at the bottom, right of centre, as White sees it; the other
axis runs from the outer ring (its first line) inward. Each cell is an annular sector with its
name in `data-square`, as the square board's cells are rects."""

from __future__ import annotations

import math

from variantc.runtime.topology import Topology
from variantc.tools.picture_hex import Seen

RADIUS = 260  # the outer ring's radius, in pixels
HOLE = 70  # the radius of the empty middle


def size() -> tuple[int, int]:
    return 2 * RADIUS, 2 * RADIUS


def _place(topo: Topology, cell: int) -> tuple[int, int, int, int]:
    """The cell's sector and ring, and how many of each there are."""
    file, rank = topo.coords(cell)
    if topo.round == "ranks":
        return rank, file, topo.ranks, topo.files
    return file, rank, topo.files, topo.ranks


def _angle(s: Seen, sector: float, sectors: int) -> float:
    """Counterclockwise from straight down, so that the first line lies at White's feet."""
    turn = math.pi if s.flipped else 0.0
    return -math.pi / 2 + turn + 2 * math.pi * sector / sectors


def _radius(ring: float, rings: int) -> float:
    return RADIUS - (RADIUS - HOLE) * ring / rings


def _point(s: Seen, margin: int, sector: float, sectors: int, ring: float,
           rings: int) -> tuple[float, float]:
    a, r = _angle(s, sector, sectors), _radius(ring, rings)
    return margin + RADIUS + r * math.cos(a), margin + RADIUS - r * math.sin(a)


def outline(s: Seen, cell: int, margin: int) -> str:
    """The cell's annular sector as an SVG path."""
    sector, ring, sectors, rings = _place(s.topo, cell)
    outer, inner = _radius(ring, rings), _radius(ring + 1, rings)
    x0, y0 = _point(s, margin, sector, sectors, ring, rings)
    x1, y1 = _point(s, margin, sector + 1, sectors, ring, rings)
    x2, y2 = _point(s, margin, sector + 1, sectors, ring + 1, rings)
    x3, y3 = _point(s, margin, sector, sectors, ring + 1, rings)
    return (f"M{x0:.1f} {y0:.1f} A{outer:.1f} {outer:.1f} 0 0 0 {x1:.1f} {y1:.1f} "
            f"L{x2:.1f} {y2:.1f} A{inner:.1f} {inner:.1f} 0 0 1 {x3:.1f} {y3:.1f} Z")


def centre(s: Seen, cell: int, margin: int) -> tuple[int, int]:
    sector, ring, sectors, rings = _place(s.topo, cell)
    x, y = _point(s, margin, sector + 0.5, sectors, ring + 0.5, rings)
    return round(x), round(y)


def coordinates(s: Seen, margin: int, names: list[str]) -> list[str]:
    """The round axis's numbers (or letters) outside the ring, the other's inside the hole."""
    topo = s.topo
    out = []
    sectors, rings = (topo.ranks, topo.files) if topo.round == "ranks" else (topo.files, topo.ranks)
    for k in range(sectors):
        x, y = _point(s, margin, k + 0.5, sectors, -0.35, rings)
        out.append(f'<text class="coord" x="{x:.0f}" y="{y:.0f}">{names[k]}</text>')
    return out
