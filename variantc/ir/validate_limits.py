"""What a small definition may not make the compiler do: walk leaps that cannot land, plan
more moves for a piece than any variant needs, or build tables too big to compile.

The compiled engine keeps, for each piece's move and each of its directions, a table over
the squares of where the move goes: its work and memory grow with those entries. So a
definition is refused, where the board is declared, when its estimate of entries passes
MAX_TABLE_ENTRIES (docs/language.md, section 5, gives the count).
"""

from __future__ import annotations

from collections.abc import Iterator

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic
from variantc.ir.model import Board, Hop, Leap, Legs, Movement, Path, Piece, Ride, Variant

MAX_MOVES = 64  # distinct moves of one piece; the shipped variants use at most 5
# Chess's men on a 64x64 board (tests/bigboard.py) count 4.3 million and compile in about 25 s
# and 800 MB; each entry costs about that share of both.
MAX_TABLE_ENTRIES = 5_000_000


def limits(v: Variant) -> list[Diagnostic]:
    far = _leaps_off_the_board(v)
    return far + _too_many_moves(v) + ([] if far else _tables(v))


def lands(board: Board, a: int, b: int) -> bool:
    """Whether a leap of lengths (a, b) fits on the grid in one of its orientations."""
    a, b = max(a, b), min(a, b)
    return (a < board.files and b < board.ranks) or (a < board.ranks and b < board.files)


def _movements(p: Piece) -> Iterator[Movement]:
    yield from p.moves
    if p.first is not None:
        yield from p.first.moves


def _leaps_off_the_board(v: Variant) -> list[Diagnostic]:
    """A leap that cannot land in any orientation, even from a corner: walking it square by
    square is all the engines could do with it."""
    out = []
    size = f"{v.board.files}x{v.board.ranks}"
    for p in v.pieces:
        for m in _movements(p):
            if isinstance(m, Leap) and not any(lands(v.board, abs(x), abs(y)) for x, y in m.vectors):
                out.append(Diagnostic(m.span, Code.E211, f"{p.name}'s leap {m.atom} cannot land "
                                      f"on the {size} board", why="its lengths do not fit on the "
                                      "board in any orientation, from any square (links and "
                                      "curves are not counted)", hint="remove the leap, or "
                                      "shorten it to fit the board"))
            if isinstance(m, Legs) and not any(all(lands(v.board, abs(x), abs(y)) for x, y in path)
                                               for path in m.paths):
                out.append(Diagnostic(m.span, Code.E211, f"{p.name}'s move {m.written} cannot "
                                      f"land on the {size} board", why="a leg of each of its "
                                      "paths does not fit on the board in any orientation",
                                      hint="remove the move, or shorten its legs"))
    x = v.explosion
    if x is not None and not all(lands(v.board, abs(a), abs(b)) for a, b in x.vectors):
        out.append(Diagnostic(x.span, Code.E211, f"the explosion's leaps cannot all land on the "
                              f"{size} board", why="a leap around the capture square must fit on "
                              "the board (links and curves are not counted)",
                              hint="use leaps shorter than the board's sides"))
    return out


def _too_many_moves(v: Variant) -> list[Diagnostic]:
    out = []
    for p in v.pieces:
        count = len(p.moves) + (len(p.first.moves) if p.first else 0)
        if count > MAX_MOVES:
            out.append(Diagnostic(p.span, Code.E591, f"{p.name} has {count} different moves, "
                                  f"more than {MAX_MOVES}", why="each move of a piece is "
                                  "planned and generated on its own; a repeated move (WW WW) "
                                  "counts once, and no variant needs more",
                                  hint="merge moves into fewer atoms, with fewer modifiers"))
    return out


def entries(v: Variant) -> int:
    """The estimate of the tables' entries: for each move of each piece, each direction and
    each square, the squares its walk may pass (docs/language.md, section 5)."""
    board = v.board
    squares = board.files * board.ranks - len(board.voids)
    line = max(board.files, board.ranks)  # the most a line crosses the grid straight
    # A line goes on through a link, or turns at a curve, at most once each way, and each
    # time may cross the grid again; only the lines that reach that square do.
    ways = 2 * (len(board.links) + len(board.curves))
    longest = min(squares, line * (1 + ways))
    walks = [_walk(m, line) for p in v.pieces for m in _movements(p)]
    walks += [(len(p.pull.vectors) * line, len(p.pull.vectors)) for p in v.pieces if p.pull]
    if v.explosion is not None:
        walks.append((sum(max(abs(x), abs(y)) for x, y in v.explosion.vectors), 0))
    return sum(squares * passed + lines * ways * line * longest for passed, lines in walks)


def _walk(m: Movement, line: int) -> tuple[int, int]:
    """(squares, lines): the squares the walks of all its directions pass from one square, and
    the lines that links and curves may lengthen (a rider's or hopper's); a hopper's counted
    twice, for its tables of hurdles. A pull's lines and an explosion's leaps count alike."""
    match m:
        case Leap():
            return sum(max(abs(x), abs(y)) for x, y in m.vectors), 0
        case Ride() | Hop():
            counted = isinstance(m, Ride) and m.counted is not None
            step = max(max(abs(x), abs(y)) for x, y in m.vectors)
            reach = line if m.range is None or counted else min(line, m.range * step)
            lines = len(m.vectors) * (2 if isinstance(m, Hop) else 1)
            return lines * reach, lines
        case Path():
            return 4 * (len(m.turns) + 1), 0  # each first step's four directions, then the turns
        case Legs():  # each path's stops, then its landings, each kept with the squares before
            reach = line if m.range is None else min(line, m.range)
            return sum(len(p) - 1 + (reach * (reach + 1) // 2 if rides else 1)
                       for p, rides in zip(m.paths, m.rides, strict=True)), sum(m.rides)
    raise AssertionError(m)


def _tables(v: Variant) -> list[Diagnostic]:
    found = entries(v)
    if found <= MAX_TABLE_ENTRIES:
        return []
    board = v.board
    return [Diagnostic(board.span, Code.E312, f"the engine's tables would hold about {found:,} "
                       f"entries, more than {MAX_TABLE_ENTRIES:,}",
                       why=f"on a {board.files}x{board.ranks} board, each move of each piece "
                       "keeps, for every square, the squares it may reach: riders and hoppers "
                       "the length of the board's lines (with links or curves, of the whole "
                       "board)", hint="use a smaller board, or fewer riders and hoppers")]
