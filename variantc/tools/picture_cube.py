"""Pictures of a three-dimensional board (runtime.cube): its levels side by side, A (White's
home) on the left, one empty column between two levels; each level's file letters below it
and its letter above. Flipped, the board is seen from Black's side: levels E to A."""

from __future__ import annotations

from collections.abc import Callable

from variantc.runtime.cube import LEVELS
from variantc.runtime.topology import Topology, file_name
from variantc.tools.picture_hex import Seen


def column(s: Seen, file: int) -> int:
    """The drawn column of a grid file of a level (never one between levels)."""
    topo = s.topo
    assert topo.cube is not None
    if s.flipped:
        file = topo.files - 1 - file
    z, x = divmod(file, topo.cube.stride)
    return z * (topo.width + 1) + x


def columns(topo: Topology) -> int:
    return topo.levels * (topo.width + 1) - 1


def _levels(s: Seen) -> list[int]:
    return list(range(s.topo.levels))[::-1 if s.flipped else 1]


def _files(s: Seen) -> list[int]:
    return list(range(s.topo.width))[::-1 if s.flipped else 1]


def diagram(s: Seen, text_cell: Callable[[int], str], width: int) -> list[str]:
    """The terminal's diagram: each rank a row through every level, levels' letters above and
    their files' letters below."""
    topo = s.topo
    assert topo.cube is not None
    ranks = range(topo.ranks) if s.flipped else range(topo.ranks - 1, -1, -1)
    gap = " " * width

    def through(cell_text: Callable[[int, int], str]) -> str:
        return gap.join("".join(cell_text(z, x).rjust(width) for x in _files(s))
                        for z in _levels(s))

    top = "    " + through(lambda z, x: LEVELS[z] if x == _files(s)[0] else "")
    cube = topo.cube

    def at(rank: int) -> Callable[[int, int], str]:
        return lambda z, x: text_cell(topo.cell(*cube.grid(x, rank, z)))

    rows = [f"{rank + 1:>3} " + through(at(rank)) for rank in ranks]
    labels = "    " + through(lambda z, x: file_name(x))
    lines = [top] + rows + [labels]
    width_all = max(len(line) for line in lines)
    return [line.ljust(width_all) for line in lines]


def coordinates(s: Seen, margin: int, cell_size: int) -> list[str]:
    """Each level's file letters under it, its letter above it, rank numbers on the left."""
    topo = s.topo
    assert topo.cube is not None
    out = []
    for z in range(topo.levels):
        for x in range(topo.width):
            drawn = column(s, topo.cube.grid(x, 0, z)[0])
            left = margin + drawn * cell_size
            out.append(f'<text class="coord" x="{left + cell_size // 2}" '
                       f'y="{margin + topo.ranks * cell_size + 12}">{file_name(x)}</text>')
        ends = [column(s, topo.cube.grid(x, 0, z)[0]) for x in (0, topo.width - 1)]
        middle = margin + (min(ends) + max(ends) + 1) * cell_size // 2
        out.append(f'<text class="coord level" x="{middle}" y="{margin // 2}">{LEVELS[z]}</text>')
    for rank in range(topo.ranks):
        drawn = topo.ranks - 1 - rank if not s.flipped else rank
        out.append(f'<text class="coord" x="{margin // 2}" '
                   f'y="{margin + drawn * cell_size + cell_size // 2}">{rank + 1}</text>')
    return out
