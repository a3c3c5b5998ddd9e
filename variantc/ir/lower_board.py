"""Lowering the board: its size, voids and holes, links and curves.

The board is lowered first, from the statements alone: everything after it stands on its
topology. Its size comes from a `board` statement or from the Markdown front matter.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from variantc.diagnostics import Code
from variantc.frontend.nodes import BoardStmt, CellsStmt, CurveStmt, LinkStmt, Word
from variantc.frontend.source import Span, YamlValue
from variantc.ir.model import Board, Cell, Curve, Link
from variantc.ir.statements import Statements, at
from variantc.runtime.cube import LEVELS, MAX_LEVELS, Cube
from variantc.runtime.hexagonal import Hexagon
from variantc.runtime.topology import (
    BOARD_NAMES,
    COMPASS_NAMES,
    HEX_FILES,
    HEXAGONAL,
    VOID,
    Topology,
    file_name,
)

MAX_FILES, MAX_RANKS = 64, 64
MAX_HEX_SIDE = 13  # 25 files: a-z without j


@dataclass(frozen=True)
class _Shape:
    """A board's grid and the cells of it that are the board (runtime.topology)."""

    files: int
    ranks: int
    span: Span
    lattice: str = "square"
    origins: tuple[int, ...] = ()
    heights: tuple[int, ...] = ()
    outside: tuple[Cell, ...] = ()  # grid cells off the board's shape: void
    levels: int = 1
    starts: tuple[int, ...] = ()  # per file, its first cell's number; () for all 1

    def grid(self, voids: Iterable[Cell] = (), holes: Iterable[Cell] = ()) -> Topology:
        return Topology(self.files, self.ranks, voids, holes, lattice=self.lattice,
                        origins=self.origins, heights=self.heights, levels=self.levels,
                        starts=self.starts)


def board(doc: Statements) -> Board | None:
    """The board, or None if it is missing or broken (reported)."""
    shape = _shape(doc)
    if shape is None:
        return None
    files, ranks, span = shape.files, shape.ranks, shape.span
    if shape.lattice != "cube" and not (1 <= files <= MAX_FILES and 1 <= ranks <= MAX_RANKS):
        doc.error(span, Code.E303, f"a {files}x{ranks} board is not supported",
                  why=f"boards have 1 to {MAX_FILES} files and 1 to {MAX_RANKS} ranks",
                  hint=f"files run a-z, then aa, ab, ...: {MAX_FILES} files end at file "
                  f"{file_name(MAX_FILES - 1)}")
        return None
    grid = shape.grid(shape.outside)
    holes = _cells(doc, grid, "hole")
    voids = _cells(doc, grid, "void")
    for cell, where in holes:
        if cell in {c for c, _ in voids}:
            doc.error(where, Code.E305, f"{grid.name(cell)} is both a void and a hole",
                      why="a void cell ends every line; a hole lies on lines but holds "
                      "no piece", hint="keep it in one of the two statements")
    hole_set = {c for c, _ in holes}
    # The front matter's voids may list holes too (the Hole Chess seed does): holes win.
    void_cells = sorted({c for c, _ in voids + _front_voids(doc, grid)} - hole_set
                        | set(shape.outside))
    cells = shape.grid(void_cells, sorted(hole_set))
    if shape.lattice != "square":
        _square_only(doc, shape)
    rounded = _round(doc, shape)
    return Board(span=span, files=files, ranks=ranks, voids=tuple(void_cells),
                 holes=tuple(sorted(hole_set)), links=tuple(_links(doc, cells, rounded)),
                 curves=tuple(_curves(doc, cells)), starred_voids=_starred(doc, void_cells),
                 lattice=shape.lattice, origins=shape.origins, heights=shape.heights,
                 levels=shape.levels, starts=shape.starts,
                 round=rounded.round.text.split("-")[1] if rounded and rounded.round else "")


def _square_only(doc: Statements, shape: _Shape) -> None:
    """Links and curves name the compass directions of a square board's cells."""
    what = "a hexagonal cell has six sides and six corners" if shape.lattice in HEXAGONAL else \
        "a cell of a three-dimensional board has twenty-six neighbours"
    for stmt in [*doc.only(LinkStmt), *doc.only(CurveStmt)]:
        doc.error(stmt.span, Code.E313, f"'{stmt.keyword}' on a {BOARD_NAMES[shape.lattice]} "
                  "board", why="links and curves name the eight compass directions of square "
                  f"cells; {what}", hint="declare the board's shape with voids instead")


def _shape(doc: Statements) -> _Shape | None:
    """The board's shape: `board hexagon N`, or a grid's files and ranks (of hexagonal cells
    with `hexagonal`: a rhombus)."""
    stmt = doc.single(BoardStmt)
    if stmt is not None:
        _options(doc, stmt)
    if stmt is not None and stmt.dimensions.text.startswith("hexagon"):
        if _front_size(doc):
            _given_twice(doc, stmt)
        return _hexagon(doc, stmt)
    if stmt is not None and stmt.dimensions.text.count("x") == 2:
        return _cube(doc, stmt)
    size = _size(doc)
    if size is None:
        return None
    if stmt is not None and stmt.hexagonal is not None:
        files, ranks, span = size
        if files > len(HEX_FILES):
            doc.error(span, Code.E303, f"a rhombus of {files} hexagonal files is not supported",
                      why=f"hexagonal boards have at most {len(HEX_FILES)} files (a-"
                      f"{HEX_FILES[-1]}, without j)", hint="de Vasa's board is 'board 9x9 "
                      "hexagonal pointed'")
            return None
        return _Shape(files, ranks, span, "pointed" if stmt.pointed is not None else "hex")
    return _Shape(*size)


def _options(doc: Statements, stmt: BoardStmt) -> None:
    """The hexagonal boards' options where they mean something (E314): `hexagonal` on a grid
    of two dimensions, `pointed` on hexagonal cells, `slanted-ranks` on a hexagon whose cells
    face the players with a side."""
    hexagon = stmt.dimensions.text.startswith("hexagon")
    cube = stmt.dimensions.text.count("x") == 2
    problems = [
        (stmt.hexagonal, hexagon or cube, "'hexagonal' on a hexagon or a board of levels",
         "'hexagonal' makes a grid's cells hexagonal; a hexagon's are already, and a board of "
         "levels has cubes", "leave 'hexagonal' out"),
        (stmt.pointed, not (hexagon or stmt.hexagonal), "'pointed' on a board that is not "
         "hexagonal", "'pointed' turns hexagonal cells a corner toward each player",
         "make the board 'hexagon N' or 'FxR hexagonal', or leave 'pointed' out"),
        (stmt.slanted, not hexagon, "slanted-ranks on a board that is not a hexagon",
         "slanted-ranks numbers a hexagon's cells along lines across its files; the ranks of "
         "another board are its rows already",
         "leave slanted-ranks out, or make the board 'hexagon N' or 'hexagon N L R'"),
        (stmt.slanted if stmt.pointed else None, True, "slanted-ranks with pointed cells",
         "where the cells' corners face the players, the ranks are level rows already",
         "leave slanted-ranks out"),
    ]
    for word, wrong, message, why, hint in problems:
        if word is not None and wrong:
            doc.error(word.span, Code.E314, message, why=why, hint=hint)


def _hexagon(doc: Statements, stmt: BoardStmt) -> _Shape | None:
    """`board hexagon N`, or `hexagon N L R`: a hexagon N cells on its file-long sides, L on
    the lower left and upper right ones, R on the lower right and upper left."""
    sides = [int(x) for x in stmt.dimensions.text.split()[1:]]
    side, left, right = sides if len(sides) == 3 else sides * 3
    if not all(2 <= n <= MAX_HEX_SIDE for n in sides):  # at most 25 files: a-z without j
        shape = f"sides {' '.join(map(str, sides))}" if len(sides) == 3 else f"side {side}"
        doc.error(stmt.dimensions.span, Code.E303, f"a hexagon of {shape} is not "
                  "supported", why=f"hexagonal boards have sides of 2 to {MAX_HEX_SIDE} cells "
                  f"(files a-{HEX_FILES[2 * MAX_HEX_SIDE - 2]}, without j)",
                  hint="Gliński's board is 'board hexagon 6', Shafran's 'board hexagon 6 5 5 "
                  "slanted-ranks'")
        return None
    pointed = stmt.pointed is not None
    hexagon = Hexagon(side, left, right, stmt.slanted is not None and not pointed)
    # Where the corners face the players, a number names a level row: the grid's.
    starts = tuple(o + 1 for o in hexagon.origins) if pointed else hexagon.starts
    return _Shape(hexagon.files, hexagon.rows, stmt.dimensions.span,
                  "pointed" if pointed else "hex", hexagon.origins, hexagon.heights,
                  tuple(r * hexagon.files + q for q, r in hexagon.outside()), starts=starts)


def _cube(doc: Statements, stmt: BoardStmt) -> _Shape | None:
    """`board 5x5x5`: files, ranks and levels, the levels side by side on the grid."""
    if _front_size(doc):
        _given_twice(doc, stmt)
    width, ranks, levels = (int(x) for x in re.split(r"\s*x\s*", stmt.dimensions.text))
    if not (1 <= width <= MAX_FILES and 1 <= ranks <= MAX_RANKS and 2 <= levels <= MAX_LEVELS):
        doc.error(stmt.dimensions.span, Code.E303, f"a {width}x{ranks}x{levels} board is not "
                  "supported", why=f"three-dimensional boards have 1 to {MAX_FILES} files, 1 to "
                  f"{MAX_RANKS} ranks and 2 to {MAX_LEVELS} levels (A-Z)",
                  hint="Raumschach's board is 'board 5x5x5'")
        return None
    cube = Cube(width, ranks, levels)
    between = [f for f in range(cube.files) if cube.between(f)]
    heights = tuple(0 if cube.between(f) else ranks for f in range(cube.files))
    return _Shape(cube.files, ranks, stmt.dimensions.span, "cube", (), heights,
                  tuple(r * cube.files + f for f in between for r in range(ranks)), levels)


def _starred(doc: Statements, voids: list[Cell]) -> bool:
    """`board ... starred-voids`: the FEN writes each void cell as '*' (docs/language.md#board)."""
    stmt = next(iter(doc.only(BoardStmt)), None)
    if stmt is None or stmt.starred is None:
        return False
    if not voids:
        doc.error(stmt.starred.span, Code.E220, "starred-voids, but the board has no void cells",
                  why="starred-voids writes each void cell of a FEN as '*', and holes "
                  "are counted in the digits",
                  hint="declare the void cells with 'void', or leave starred-voids out")
    return True


def _given_twice(doc: Statements, stmt: BoardStmt) -> None:
    doc.error(stmt.span, Code.E302, "the board is given twice",
              why="the front matter already sets engine.topology rows and cols",
              hint="remove this 'board' statement or the front-matter topology")


def _size(doc: Statements) -> tuple[int, int, Span] | None:
    """Files, ranks and where they are written: from the rules block, else the front matter."""
    stmt = doc.single(BoardStmt)
    front = _front_size(doc)
    if stmt and front:
        _given_twice(doc, stmt)
    if stmt:
        files, ranks = (int(x) for x in re.split(r"\s*x\s*", stmt.dimensions.text))
        return files, ranks, stmt.dimensions.span
    if front:
        return front
    sized = "engine.topology.rows" in doc.src.front or "engine.topology.cols" in doc.src.front
    if not sized and "board" not in doc.ast.failed:  # else the broken size is reported already
        doc.error(doc.src.rules_span or doc.src.whole(), Code.E301, "the variant has no board",
                  why="every variant needs a board size",
                  hint="add a statement such as 'board 8x8' (files x ranks)")
    return None


def _front_size(doc: Statements) -> tuple[int, int, Span] | None:
    front = doc.src.front
    kind = front.get("engine.topology.type")
    rows, cols = front.get("engine.topology.rows"), front.get("engine.topology.cols")
    if rows is None and cols is None:
        return None
    if kind is not None and kind.value != "grid":
        doc.error(kind.span, Code.E308, f"topology type {kind.value!r} is not supported",
                  why="variantc reads grid topologies", hint="write 'type: grid'")
        return None
    ranks = _dimension(doc, rows, "rows", cols, "cols")
    files = _dimension(doc, cols, "cols", rows, "rows") if ranks else None
    if ranks is None or files is None:
        return None
    return files[0], ranks[0], ranks[1]


def _dimension(doc: Statements, item: YamlValue | None, what: str, other: YamlValue | None,
               name: str) -> tuple[int, Span] | None:
    """One of engine.topology's rows and cols, given the other one."""
    if item is None:
        if other is not None:
            doc.error(other.span, Code.E901, f"engine.topology.{what} is missing",
                      why="the grid's size is its rows (ranks) and cols (files)",
                      hint=f"add '{what}: N' beside '{name}: {other.value}'")
        return None
    if not isinstance(item.value, int) or isinstance(item.value, bool):
        doc.error(item.span, Code.E901, f"engine.topology.{what} must be a whole number",
                  why="the grid's size is its rows (ranks) and cols (files)")
        return None
    return item.value, item.span


def _front_voids(doc: Statements, grid: Topology) -> list[tuple[Cell, Span]]:
    item = doc.src.front.get("engine.render.zones.voids")
    if item is None:
        return []
    if not isinstance(item.value, list):
        doc.error(item.span, Code.E902, "engine.render.zones.voids must be a list of [row, col]",
                  why="each void cell is written as [row, col], row 0 being the last rank")
        return []
    out = []
    for i, entry in enumerate(item.value):
        span = doc.src.front.get(f"engine.render.zones.voids[{i}]", item).span
        ok = (isinstance(entry, list) and len(entry) == 2
              and all(isinstance(x, int) and not isinstance(x, bool) for x in entry))
        if ok and 0 <= entry[0] < grid.ranks and 0 <= entry[1] < grid.files:
            out.append((grid.cell(entry[1], grid.ranks - 1 - entry[0]), span))
        else:
            doc.error(span, Code.E902, f"void entry {entry!r} is not a [row, col] on the grid",
                      why=f"rows run 0..{grid.ranks - 1} from the last rank, cols "
                      f"0..{grid.files - 1} from the a-file")
    return out


def _cells(doc: Statements, grid: Topology, keyword: str) -> list[tuple[Cell, Span]]:
    """The cells of every `void` (or `hole`) statement, with where each was named."""
    out = []
    for stmt in doc.only(CellsStmt, keyword):
        for word in stmt.squares:
            cell = square(doc, grid, word, playable=False)
            if cell is not None:
                out.append((cell, word.span))
    return out


def square(doc: Statements, topo: Topology, word: Word, playable: bool = True) -> Cell | None:
    """The cell a square name names; with `playable`, it must be a square, not a void or hole."""
    cell = topo.parse(word.text)
    if cell is None:
        if topo.lattice in HEXAGONAL:
            why = (f"the board has files a-{topo.file_letters(topo.files - 1)} (no j), each "
                   "numbered up from its first cell: " + " ".join(
                       f"{topo.file_letters(f)}{s}-{s + h - 1}"
                       for f, (s, h) in enumerate(zip(topo.starts, topo.heights, strict=True))))
        elif topo.cube:
            why = (f"the board has levels A-{LEVELS[topo.levels - 1]}, files "
                   f"a-{file_name(topo.width - 1)} and ranks 1-{topo.ranks}: a cell is named by "
                   "all three, as Cc3")
        else:
            why = f"the board has files a-{file_name(topo.files - 1)} and ranks 1-{topo.ranks}"
        doc.error(word.span, Code.E304, f"{word.text} is not on the board", why=why)
        return None
    if playable and not topo.is_square(cell):
        what = "a void cell" if topo.kinds[cell] == VOID else "a hole"
        doc.error(word.span, Code.E306, f"{word.text} is {what}, not a square",
                  why="only squares can hold pieces, belong to zones or be linked")
        return None
    return cell


def _round(doc: Statements, shape: _Shape) -> BoardStmt | None:
    """The board statement that closes a square board into a cylinder, if one does."""
    stmt = doc.single(BoardStmt)
    if stmt is None or stmt.round is None:
        return None
    if shape.lattice != "square":
        doc.error(stmt.round.span, Code.E313, f"'{stmt.round.text}' on a "
                  f"{BOARD_NAMES[shape.lattice]} board", why="a round board joins its last "
                  "file (or rank) to its first through a square board's compass steps",
                  hint=f"leave '{stmt.round.text}' out")
        return None
    return stmt


def _seam(topo: Topology, ranks: bool) -> list[tuple[Cell, int, Cell]]:
    """The links that close the board: from each cell of the last rank (file) north (east),
    and diagonally where a neighbour is, to the first."""
    out = []
    last, width = (topo.ranks, topo.files) if ranks else (topo.files, topo.ranks)
    for i in range(width):
        for side, direction in ((0, 0), (1, 1), (-1, 7)) if ranks else ((0, 2), (1, 1), (-1, 3)):
            j = i + side
            if 0 <= j < width:
                a = topo.cell(i, last - 1) if ranks else topo.cell(last - 1, i)
                b = topo.cell(j, 0) if ranks else topo.cell(0, j)
                out.append((a, direction, b))
    return out


def _links(doc: Statements, topo: Topology, rounded: BoardStmt | None = None) -> list[Link]:
    made: dict[tuple[Cell, int], tuple[Span, Cell]] = {}  # (cell, direction) -> link, cell
    out = []
    if rounded is not None and rounded.round is not None:
        for a, direction, b in _seam(topo, rounded.round.text == "round-ranks"):
            made[(a, direction)], made[(b, (direction + 4) % 8)] = (rounded.span, b), (rounded.span, a)
            out.append(Link(span=rounded.span, a=a, direction=direction, b=b))
    for stmt in doc.only(LinkStmt):
        link = _link(doc, topo, stmt, made)
        if link is not None:
            out.append(link)
    return out


def _link(doc: Statements, topo: Topology, stmt: LinkStmt,
          made: dict[tuple[Cell, int], tuple[Span, Cell]]) -> Link | None:
    a, b = square(doc, topo, stmt.a), square(doc, topo, stmt.b)
    if a is None or b is None:
        return None
    if a == b:
        doc.error(stmt.span, Code.E307, f"a link from {stmt.a.text} to itself",
                  why="a link joins two different squares")
        return None
    direction = COMPASS_NAMES.index(stmt.direction.text)
    back = (direction + 4) % 8
    for cell, d in ((a, direction), (b, back)):
        if (cell, d) in made:
            first, to = made[(cell, d)]
            doc.error(stmt.span, Code.E309,
                      f"{topo.name(cell)} already has a link to the {COMPASS_NAMES[d]}",
                      why=f"the link at {at(first)} already leads {COMPASS_NAMES[d]} "
                      f"from {topo.name(cell)} to {topo.name(to)}; a step has one destination",
                      hint="remove one of the two links")
            return None
    made[(a, direction)], made[(b, back)] = (stmt.span, b), (stmt.span, a)
    return Link(span=stmt.span, a=a, direction=direction, b=b)


def _curves(doc: Statements, topo: Topology) -> list[Curve]:
    turns: dict[tuple[Cell, int], Span] = {}  # (cell, arriving direction) -> the turn taking it
    return [c for stmt in doc.only(CurveStmt) for c in _curve(doc, topo, stmt, turns)]


def _curve(doc: Statements, topo: Topology, stmt: CurveStmt,
           turns: dict[tuple[Cell, int], Span]) -> list[Curve]:
    cell = square(doc, topo, stmt.cell)
    if cell is None:
        return []
    out = []
    for arrive, leave in stmt.turns:
        a, b = COMPASS_NAMES.index(arrive.text), COMPASS_NAMES.index(leave.text)
        # each turn implies its reverse: arriving the other way round, leave backwards
        for key in ((cell, a), (cell, (b + 4) % 8)):
            if key in turns and a != b and (a + 4) % 8 != b:
                doc.error(arrive.span, Code.E311, f"{stmt.cell.text} already turns a line that "
                          f"arrives moving {COMPASS_NAMES[key[1]]}",
                          why=f"the turn at {at(turns[key])} (or the reverse it implies) "
                          "already says where it goes", hint="keep one of the two turns")
                break
        else:
            turns[(cell, a)] = turns[(cell, (b + 4) % 8)] = arrive.span
        if a == b or (a + 4) % 8 == b:
            span = Span(arrive.span.file, arrive.span.line, arrive.span.col,
                        leave.span.end_line, leave.span.end_col)
            doc.error(span, Code.E310, f"a curve cannot turn {arrive.text} into {leave.text}",
                      why="a curve turns a line to a new direction, and never back on itself",
                      hint="leave the cell out of 'curve' if lines go straight through it")
            continue
        out.append(Curve(span=stmt.span, cell=cell, arrive=a, leave=b))
    return out
