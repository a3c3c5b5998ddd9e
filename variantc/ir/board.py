"""The board of the IR: its grid, the cells off it (voids) and under it (holes), links and
curves between cells, and the lattice its cells make (runtime.topology)."""

from __future__ import annotations

from variantc.ir.node import Node
from variantc.runtime.topology import Topology

Cell = int


class Link(Node):
    a: Cell
    direction: int  # compass index, see runtime.topology.COMPASS
    b: Cell


class Curve(Node):
    cell: Cell
    arrive: int
    leave: int


class Board(Node):
    files: int
    ranks: int
    voids: tuple[Cell, ...] = ()
    holes: tuple[Cell, ...] = ()
    links: tuple[Link, ...] = ()
    curves: tuple[Curve, ...] = ()
    starred_voids: bool = False  # FENs write each void cell as '*', not in the digits
    lattice: str = "square"  # or "hex": hexagonal cells on the grid (runtime.hexagonal)
    origins: tuple[int, ...] = ()  # per file, the row of its first cell; () for all 0
    heights: tuple[int, ...] = ()  # per file, its cells; () for every rank
    round: str = ""  # "files" or "ranks": the last one is next to the first (a cylinder)
    levels: int = 1  # a three-dimensional board's levels, side by side on the grid (runtime.cube)
    starts: tuple[int, ...] = ()  # per file, its first cell's number; () for all 1

    def topology(self) -> Topology:
        return Topology(self.files, self.ranks, self.voids, self.holes,
                        [(x.a, x.direction, x.b) for x in self.links],
                        [(c.cell, c.arrive, c.leave) for c in self.curves],
                        self.lattice, self.origins, self.heights, self.levels, self.round,
                        self.starts)
