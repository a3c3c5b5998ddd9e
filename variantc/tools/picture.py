"""Pictures of a position, for any board shape: an SVG drawing and a text diagram.

Both are drawn from a `Scene`: what a FEN of the variant says (men, pools, counters, walls)
and the board's topology (voids, holes, links, curves), plus the marks a caller asks for (the
last move, the squares a man may go to). Nothing here generates moves: the caller passes the
squares to mark, taken from an engine's `legal_moves`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from xml.sax.saxutils import escape, quoteattr

from variantc.quoting import visible
from variantc.runtime import fen
from variantc.runtime.board import Board
from variantc.runtime.topology import COMPASS, HEXAGONAL, HOLE, SQUARE, VOID, Topology, file_name
from variantc.tools import picture_cube, picture_hex, picture_round

CELL = 48  # pixels a side
MARGIN = 24  # room for the coordinates
POOL_WIDTH = 220  # room right of the board for pools, counters and the side to move


@dataclass(frozen=True)
class Scene:
    """Everything one picture shows."""

    notation: fen.Notation
    position: fen.FenPosition
    title: str = ""
    last: tuple[int, ...] = ()  # squares the last move left and reached
    targets: tuple[int, ...] = ()  # squares marked as where a man may go
    origin: int | None = None  # the man whose moves are marked
    flipped: bool = False  # black at the bottom
    notes: tuple[str, ...] = field(default=())  # lines printed beside the board

    @property
    def topo(self) -> Topology:
        return self.notation.topo


def scene(notation: fen.Notation, fen_text: str, **marks: object) -> Scene:
    """The scene of a FEN (which the caller's engine wrote, so it parses)."""
    return Scene(notation, fen.parse(fen_text, notation), **marks)  # type: ignore[arg-type]


def last_move(board: Board) -> tuple[int, ...]:
    """The squares the board's last move left and reached, to shade; () before any."""
    if not board.move_stack:
        return ()
    move = board.peek()
    return tuple(c for c in (move.from_square, move.to_square) if c is not None)


def side_lines(s: Scene) -> list[str]:
    """Pools, counters, walls' count and the side to move, as lines of text."""
    lines = [f"{'white' if s.position.side == fen.WHITE else 'black'} to move"]
    n = s.notation
    for i, name in enumerate(n.pools):
        for owner, colour in ((fen.WHITE, "white"), (fen.BLACK, "black")):
            men = s.position.pools[2 * i + owner]
            lines.append(f"{name} ({colour}): {_counted(men) or '-'}")
    for i, name in enumerate(n.counters):
        white, black = s.position.counters[2 * i], s.position.counters[2 * i + 1]
        lines.append(f"{name}: white {white}, black {black}")
    if s.position.counting[0]:
        lines.append(f"count: {s.position.counting[1]} of {s.position.counting[0]} plies")
    return lines + list(s.notes)


def _counted(men: list[tuple[int, str]]) -> str:
    counts: dict[str, int] = {}
    for _, letter in men:
        counts[letter] = counts.get(letter, 0) + 1
    return " ".join(letter if k == 1 else f"{letter}x{k}" for letter, k in counts.items())


def links(topo: Topology) -> list[tuple[int, int]]:
    """Each declared link once, as (cell, cell); none on a round board, drawn as the ring
    its links close."""
    seen = {(min(a, b), max(a, b)) for (a, _), b in topo.links.items()}
    return [] if topo.round else sorted(seen)


def curves(topo: Topology) -> list[tuple[int, int, int]]:
    """Each curve once, as (cell, direction it is entered in, direction it leaves in)."""
    found: list[tuple[int, int, int]] = []
    for (cell, d_in), d_out in sorted(topo.curves.items()):
        reverse = (cell, (d_out + 4) % 8, (d_in + 4) % 8)
        if reverse not in found:
            found.append((cell, d_in, d_out))
    return found


# -- text ----------------------------------------------------------------------------------

def text(s: Scene) -> str:
    """The diagram with the pools, counters, links and curves listed beside it."""
    topo = s.topo
    joined = [f"{topo.name(a)}-{topo.name(b)}" for a, b in links(topo)]
    turns = [topo.name(c) for c, _, _ in curves(topo)]
    beside = side_lines(s) + [f"links {' '.join(joined[i:i + 4])}" for i in range(0, len(joined), 4)]
    beside += [f"curves at {' '.join(turns[i:i + 6])}" for i in range(0, len(turns), 6)]
    if topo.round:
        last = topo.ranks if topo.round == "ranks" else file_name(topo.files - 1)
        beside.append(f"round: {topo.round} {last} and {'1' if topo.round == 'ranks' else 'a'} meet")
    rows = diagram(s)
    out = [f"{row}   {beside[i] if i < len(beside) else ''}".rstrip() for i, row in enumerate(rows)]
    out.extend(" " * 4 + note for note in beside[len(rows):])
    return "\n".join(out)


def diagram(s: Scene) -> list[str]:
    """A diagram for the terminal, a rank a row and the files' names below: `.` an empty
    square, `o` a hole, `#` a wall, a blank a void; white men in capitals, black in lower
    case; `*` (or `x` before a man) where the marked man may go."""
    topo = s.topo
    width = max(2, max((len(letter) for letter in s.notation.letters), default=1) + 1)
    if topo.lattice in HEXAGONAL:
        return picture_hex.diagram(s, lambda cell: _text_cell(s, cell), width)
    if topo.cube:
        return picture_cube.diagram(s, lambda cell: _text_cell(s, cell), width)
    ranks = range(topo.ranks) if s.flipped else range(topo.ranks - 1, -1, -1)
    files = range(topo.files - 1, -1, -1) if s.flipped else range(topo.files)
    rows = [f"{rank + 1:>3} " + "".join(_text_cell(s, topo.cell(f, rank)).rjust(width)
                                        for f in files) for rank in ranks]
    labels = " " * 4 + "".join(_file_name(f).rjust(width) for f in files)
    width_all = max(len(row) for row in rows + [labels])
    return [row.ljust(width_all) for row in rows + [labels]]


def _text_cell(s: Scene, cell: int) -> str:
    kind = s.topo.kinds[cell]
    if kind == VOID:
        return " "
    man = s.position.placement.get(cell)
    if man is not None:
        side, letter, _ = man
        shown = letter if side == fen.WHITE else letter.lower()
    elif cell in s.position.walls:
        shown = "#"
    elif kind == HOLE:
        shown = "o"
    else:
        shown = "."
    if cell in s.targets:
        shown = "*" if man is None else f"x{shown}"
    return shown


def _file_name(file: int) -> str:
    return file_name(file)


# -- SVG -----------------------------------------------------------------------------------

STYLE = """
.light { fill: #f0d9b5 } .dark { fill: #b58863 } .medium { fill: #d2a679 }
.hole { fill: #3b2f2f } .hole-mark { fill: none; stroke: #000; stroke-width: 2 }
.wall { fill: #555 } .last { fill: #cdd26a; opacity: .6 } .origin { fill: #7fb3d5; opacity: .7 }
.target { fill: #2e7d32; opacity: .55 }
.link { stroke: #1565c0; stroke-width: 3; fill: none; stroke-dasharray: 6 4; opacity: .8 }
.curve { stroke: #c62828; stroke-width: 3; fill: none; opacity: .8 }
.man-white { fill: #fff; stroke: #000; stroke-width: 1.5 }
.man-black { fill: #222; stroke: #000; stroke-width: 1.5 }
.letter-white { fill: #000 } .letter-black { fill: #fff }
text { font-family: sans-serif; text-anchor: middle; dominant-baseline: central }
.coord { font-size: 12px; fill: #444 } .side { font-size: 14px; text-anchor: start }
"""


def svg(s: Scene) -> str:
    """The picture as an SVG document: one `rect` of class `cell` per square or hole (with
    its name in `data-square`), the men, and the pools and counters right of the board."""
    topo = s.topo
    board_width, board_height = _board_size(topo)
    width = 2 * MARGIN + board_width + POOL_WIDTH
    lines_beside = side_lines(s)
    height = max(2 * MARGIN + board_height, MARGIN + 20 * (len(lines_beside) + 2))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}">', f"<style>{STYLE}</style>"]
    if s.title:
        parts.append(f"<title>{escape(visible(s.title))}</title>")
    for cell in range(topo.size):
        parts.extend(_svg_cell(s, cell))
    for a, b in links(topo):
        (xa, ya), (xb, yb) = _centre(s, a), _centre(s, b)
        parts.append(f'<line class="link" x1="{xa}" y1="{ya}" x2="{xb}" y2="{yb}"/>')
    for cell, d_in, d_out in curves(topo):
        x, y = _centre(s, cell)
        (fi, ri), (fo, ro) = COMPASS[d_in], COMPASS[d_out]
        sign = -1 if s.flipped else 1
        x0, y0 = x - sign * fi * CELL // 2, y + sign * ri * CELL // 2
        x1, y1 = x + sign * fo * CELL // 2, y - sign * ro * CELL // 2
        parts.append(f'<path class="curve" d="M{x0} {y0} Q{x} {y} {x1} {y1}"/>')
    for cell in sorted(s.position.placement):
        parts.extend(_svg_man(s, cell))
    for cell in s.targets:
        x, y = _centre(s, cell)
        parts.append(f'<circle class="target" cx="{x}" cy="{y}" r="{CELL // 6}"/>')
    parts.extend(_svg_coordinates(s))
    x = 2 * MARGIN + board_width
    for i, line in enumerate(lines_beside):
        parts.append(f'<text class="side" x="{x}" y="{MARGIN + 20 * i + 10}">'
                     f"{escape(visible(line))}</text>")
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _board_size(topo: Topology) -> tuple[int, int]:
    if topo.lattice in HEXAGONAL:
        return picture_hex.size(topo)
    if topo.cube:
        return picture_cube.columns(topo) * CELL, topo.ranks * CELL
    if topo.round:
        return picture_round.size()
    return topo.files * CELL, topo.ranks * CELL


def _corner(s: Scene, cell: int) -> tuple[int, int]:
    file, rank = s.topo.coords(cell)
    drawn = picture_cube.column(s, file) if s.topo.cube else \
        s.topo.files - 1 - file if s.flipped else file
    if s.flipped:
        rank = s.topo.ranks - 1 - rank
    return MARGIN + drawn * CELL, MARGIN + (s.topo.ranks - 1 - rank) * CELL


def _centre(s: Scene, cell: int) -> tuple[int, int]:
    if s.topo.lattice in HEXAGONAL:
        return picture_hex.centre(s, cell, MARGIN)
    if s.topo.round:
        return picture_round.centre(s, cell, MARGIN)
    x, y = _corner(s, cell)
    return x + CELL // 2, y + CELL // 2


def _svg_cell(s: Scene, cell: int) -> list[str]:
    kind = s.topo.kinds[cell]
    if kind == VOID:
        return []
    if s.topo.lattice in HEXAGONAL or s.topo.round:
        return _svg_shaped_cell(s, cell)
    x, y = _corner(s, cell)
    name = quoteattr(s.topo.name(cell))
    shade = "dark" if s.topo.colour(cell) == 0 else "light"
    classes = f"cell {shade}" if kind == SQUARE else "cell hole"
    out = [f'<rect class="{classes}" data-square={name} x="{x}" y="{y}" '
           f'width="{CELL}" height="{CELL}"/>']
    if kind == HOLE:
        out.append(f'<circle class="hole-mark" cx="{x + CELL // 2}" cy="{y + CELL // 2}" '
                   f'r="{CELL // 3}"/>')
    for marked, cls in ((cell in s.position.walls, "wall"), (cell in s.last, "last"),
                        (cell == s.origin, "origin")):
        if marked:
            out.append(f'<rect class="{cls}" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>')
    return out


def _svg_shaped_cell(s: Scene, cell: int) -> list[str]:
    """A hexagonal cell (a polygon of one of three shades) or a round board's (an annular
    sector), and its marks over it."""
    kind, name = s.topo.kinds[cell], quoteattr(s.topo.name(cell))
    if s.topo.round:
        shape = f'path d="{picture_round.outline(s, cell, MARGIN)}"'
        shade = "dark" if s.topo.colour(cell) == 0 else "light"
    else:
        shape = f'polygon points="{picture_hex.outline(s, cell, MARGIN)}"'
        shade = picture_hex.shade(s.topo, cell)
    classes = f"cell {shade}" if kind == SQUARE else "cell hole"
    element, rest = shape.split(" ", 1)
    out = [f'<{element} class="{classes}" data-square={name} {rest}/>']
    for marked, cls in ((kind == HOLE, "hole"), (cell in s.position.walls, "wall"),
                        (cell in s.last, "last"), (cell == s.origin, "origin")):
        if marked:
            out.append(f'<{element} class="{cls}" {rest}/>')
    return out


def _svg_man(s: Scene, cell: int) -> list[str]:
    side, letter, _ = s.position.placement[cell]
    colour = "white" if side == fen.WHITE else "black"
    x, y = _centre(s, cell)
    size = 22 if len(letter) == 1 else 16
    return [f'<g class="man" data-square={quoteattr(s.topo.name(cell))}>',
            f'<circle class="man-{colour}" cx="{x}" cy="{y}" r="{CELL * 2 // 5}"/>',
            f'<text class="letter-{colour}" x="{x}" y="{y}" font-size="{size}">'
            f"{escape(letter)}</text>", "</g>"]


def _svg_coordinates(s: Scene) -> list[str]:
    topo = s.topo
    if topo.lattice in HEXAGONAL:
        return picture_hex.coordinates(s, MARGIN)
    if topo.cube:
        return picture_cube.coordinates(s, MARGIN, CELL)
    if topo.round:
        count = topo.ranks if topo.round == "ranks" else topo.files
        names = [str(k + 1) for k in range(count)] if topo.round == "ranks" else \
            [_file_name(k) for k in range(count)]
        return picture_round.coordinates(s, MARGIN, names)
    out = []
    for file in range(topo.files):
        x, _ = _centre(s, topo.cell(file, 0))
        out.append(f'<text class="coord" x="{x}" y="{MARGIN + topo.ranks * CELL + 12}">'
                   f"{_file_name(file)}</text>")
    for rank in range(topo.ranks):
        _, y = _centre(s, topo.cell(0, rank))
        out.append(f'<text class="coord" x="{MARGIN // 2}" y="{y}">{rank + 1}</text>')
    return out
