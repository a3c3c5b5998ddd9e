"""The men's own moves: one generator per piece kind and side, one block per Betza move;
consecutive moves that walk and land alike (a king's W and F) are fused into one block.

A block walks one table (leaps, lame leaps, rays) and turns each square reached into moves:
what may land there (move, capture, en passant), and what arriving means (promotion.Arrival).
Tables are named by their geometry (tables.move_table_name), so pieces that move alike share
them. A confined piece's jumps are filtered when its tables are built (a table of its own,
`..._CONFINED_P_WHITE`); its lines, which may pass squares it may not stop on, test `OUTSIDE`.
A move `within ZONE` walks a table of its own (`..._WITHIN_ZONE_K_WHITE`): rows only on the
zone's squares, its jumps landing and its lines running only there.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import pairwise
from typing import Literal

from variantc.backend.context import SIDES, Context, SidePlan, ident
from variantc.backend.rule import Plans, RulePlan
from variantc.backend.rules.en_passant import EnPassantPlan, Passes
from variantc.backend.rules.promotion import PLAIN, Arrival, PromotionPlan
from variantc.backend.rules.pulls import PullsPlan
from variantc.backend.tables import Tables, move_table_name
from variantc.ir.model import Hop, HopStyle, Leap, Legs, Mode, Movement, Path, Piece, Ride

Walk = Literal["leap", "lame", "ride", "counted", "cannon", "grasshopper", "legs", "hurdles",
               "locust"]


@dataclass(frozen=True)
class Block:
    """One Betza move of one piece kind for one side, or a run of alike ones (`fused`)."""

    walk: Walk
    table: str
    move: bool  # may land on an empty square
    capture: bool  # may land on an enemy
    arrival: Arrival
    passes: Passes  # which of its moves leave en-passant squares
    ep_capture: bool  # a capture that may land on an en-passant square
    adjacent: Literal["friend", "enemy"] | None  # the move needs such a neighbour
    count: tuple[tuple[int, ...], int] | None  # counted: (squares, signed code) it counts
    safely: bool  # counted: no square passed over may be attacked
    outside: str | None  # table: squares a line passes but may not stop on (confinement)
    comment: str
    unscreened: tuple[int, ...] = ()  # a hop: codes of the men it may not jump (never-over)
    spared: tuple[int, ...] = ()  # codes of the enemy men it may not capture (never-takes)

    @property
    def plain(self) -> bool:
        """Every square it reaches that is not its own side's makes one plain move."""
        return (self.move and self.capture and self.arrival.promote is None
                and self.arrival.dead_out is None and self.passes == "none")


@dataclass(frozen=True)
class Generator:
    name: str
    letter: str
    code: int  # signed
    doc: str
    blocks: tuple[Block, ...]
    pulls: str | None  # its PULL table, for a piece that pulls
    near: str | None = None  # table: squares from which a move may promote; elsewhere `far`
    far: tuple[Block, ...] = ()  # the blocks with promotion decided: none
    shadowed: bool = False  # a capture in passing may land where a plain move of the same man
    # lands: there the man moves, and takes nothing (`shadowed`)

    @property
    def binds_ep(self) -> bool:
        return any(b.ep_capture for b in self.blocks)

    @property
    def binds_pools(self) -> bool:
        return any(b.arrival.swap is not None for b in self.blocks)


@dataclass(frozen=True)
class MovementPlan(RulePlan):
    generators: tuple[tuple[Generator, ...], tuple[Generator, ...]]  # per side
    dispatch: tuple[tuple[str, ...], tuple[str, ...]]  # per side, by code - 1: the generator
    overlaps: bool  # a piece reaches some square two ways: its moves need deduplicating
    neighbours: str | None  # table of the squares one step away, for conditional moves


def plan(ctx: Context, plans: Plans) -> MovementPlan:
    gens = tuple(tuple(generator(ctx, plans, piece, side) for piece in ctx.variant.pieces)
                 for side in SIDES)
    dispatch = tuple(tuple(next(g.name for g in gens[s.index] if g.letter == letter)
                           for letter, _ in ctx.kinds) for s in SIDES)
    adjacency = any(m.adjacent for p in ctx.variant.pieces for m in p.moves)
    neighbours = ctx.neighbours() if adjacency else None
    overlaps = any(overlapping(ctx.tables, g) for side in gens for g in side)
    return MovementPlan((gens[0], gens[1]), (dispatch[0], dispatch[1]), overlaps, neighbours)


@dataclass(frozen=True)
class Walked:
    """A move's table before it is registered: fused moves walk one table."""

    name: str
    what: str
    rows: tuple
    cite: str


def generator(ctx: Context, plans: Plans, piece: Piece, side: SidePlan) -> Generator:
    promotion, pulls = plans.get(PromotionPlan), plans.get(PullsPlan)
    arrival = promotion.arrival(piece.letter, side) if promotion else PLAIN
    blocks = tuple(_register(ctx, b, w) for b, w in fused(ridden(
        [unregistered(ctx, plans, piece, index, m, side, arrival)
         for index, m in enumerate(piece.moves)])))
    doc = f"{ctx.where(piece.span)}  {ctx.plain(piece.name)} {piece.letter}, {side.name}"
    pull = pulls.table(piece.letter, side) if pulls else None
    near = None if pull else _near(ctx, piece, side, blocks)
    far = tuple(replace(b, arrival=replace(b.arrival, promote=None)) for b in blocks) if near else ()
    return Generator(f"gen_{side.name}_{ident(piece.letter)}", piece.letter,
                     ctx.code[piece.letter] * side.sign, doc, blocks, pull, near, far,
                     shadowed(ctx.tables, blocks))


def _near(ctx: Context, piece: Piece, side: SidePlan, blocks: tuple[Block, ...]) -> str | None:
    """The table of squares from which some move of the piece may promote (its zone, and
    where a move may land in it), when there are others: the generator tests the origin once,
    and elsewhere no move tests the zone. A row's numbers are its targets, and perhaps squares
    passed (lame leaps): a square too many only costs a test."""
    cells: set[int] = set()
    for b in blocks:
        if b.arrival.promote is None:
            continue
        zone = set(ctx.tables[b.arrival.promote].rows)
        cells |= zone
        rows = ctx.tables[b.table].rows
        cells.update(c for c in range(ctx.topo.size) if not zone.isdisjoint(_numbers(rows[c])))
    if not cells or len(cells) == ctx.topo.size:
        return None
    return ctx.tables.squares(f"NEAR_{ident(piece.letter)}_{side.upper}", f"{ctx.where(piece.span)}  "
                              f"{piece.letter} may promote moving from these squares", cells)


def _numbers(row: object) -> set[int]:
    return {row} if isinstance(row, int) else {x for item in row for x in _numbers(item)} \
        if isinstance(row, tuple) else set()


def ridden(parts: list[tuple[Block, Walked]]) -> list[tuple[Block, Walked]]:
    """Each leap without the targets that a ride of the same piece, landing alike, steps onto
    first from the same square (a shogi gold's backward step beside a lance's backward ride):
    the ride makes those moves, and a piece that reaches no square twice needs no
    deduplicating (`overlapping`). A leap left with no target goes."""
    out = []
    for b, w in parts:
        if b.walk == "leap":
            for r, v in parts:
                if r.walk == "ride" and replace(b, walk="ride", table="", comment="") == \
                        replace(r, table="", comment=""):
                    rows = tuple(tuple(t for t in row if not any(line[:1] == (t,) for line in lines))
                                 for row, lines in zip(w.rows, v.rows, strict=True))
                    if rows != w.rows:
                        w = Walked(f"{w.name}_OFF_{v.name}",
                                   f"{w.what}, less the first squares of {v.what.split(':')[0]}",
                                   rows, w.cite)
            if not any(w.rows):
                continue
        out.append((b, w))
    return out


def fused(parts: list[tuple[Block, Walked]]) -> list[tuple[Block, Walked]]:
    """Consecutive moves that walk alike and land alike (a king's W and F leaps, a queen's W
    and F rides) as one block over one table: their rows side by side, in the same order, so
    the moves come out as before, from one loop instead of two."""
    out: list[tuple[Block, Walked]] = []
    for b, w in parts:
        if out and _alike(out[-1][0], b):
            a, v = out.pop()
            rows = tuple(x + y for x, y in zip(v.rows, w.rows, strict=True))
            cite = v.cite if v.cite == w.cite else f"{v.cite}, {w.cite}"
            b, w = replace(a, comment=f"{a.comment}\n# {b.comment}"), Walked(
                f"{v.name}_AND_{w.name}", f"{v.what}; then {w.what}", rows, cite)
        out.append((b, w))
    return out


def _alike(a: Block, b: Block) -> bool:
    return a.walk != "counted" and replace(a, table="", comment="") == replace(
        b, table="", comment="")


def _register(ctx: Context, b: Block, w: Walked) -> Block:
    return replace(b, table=ctx.tables.add(w.name, w.what, w.rows, cite=w.cite))


def block(ctx: Context, plans: Plans, piece: Piece, index: int, m: Movement, side: SidePlan,
          arrival: Arrival) -> Block:
    """One move's block, on its own."""
    return _register(ctx, *unregistered(ctx, plans, piece, index, m, side, arrival))


def unregistered(ctx: Context, plans: Plans, piece: Piece, index: int, m: Movement,
                 side: SidePlan, arrival: Arrival) -> tuple[Block, Walked]:
    """The move's block, and the table it walks (not yet registered: see `fused`)."""
    where = f"{ctx.where(m.span)}  {piece.letter}: {describe(m)}"
    rows = ctx.geo.rows(piece, side.side, m, ctx.curved)
    vectors = ctx.geo.vectors(piece, m, side.side)
    name, what = move_table_name(m, vectors, m.initial), geometry(m, vectors)
    cite = f"{ctx.where(m.span)} {piece.letter}"
    if m.region is not None:
        name += f"_IN_ZONE_{ident(piece.letter)}_{side.upper}"
        what += f", only from the squares of {m.region.name}"
    if m.within is not None:
        name += f"_WITHIN_ZONE_{ident(piece.letter)}_{side.upper}"
        what += f", only from, over and onto the squares of {m.within.name}"
    if piece.confined is not None and rows != ctx.geo.rows(
            piece.model_copy(update={"confined": None}), side.side, m, ctx.curved):
        name += f"_CONFINED_{ident(piece.letter)}_{side.upper}"
        what += f", landing only where {piece.letter} may stand"
    if walk(m) == "grasshopper":  # each square of a line with the one past it: its landing
        name, what = f"{name}_HURDLES", f"{what}, as (hurdle, landing) pairs"
        # a line of one square has no landing: it is left out
        walked = Walked(name, what, tuple(tuple(tuple(pairwise(ray)) for ray in row
                                                if len(ray) > 1) for row in rows), cite)
    else:
        walked = Walked(name, what, rows, cite)
    ep = plans.get(EnPassantPlan)
    count = ctx.count(m.counted, side) if isinstance(m, Ride) and m.counted else None
    return Block(
        walk=walk(m), table="", move=m.mode is not Mode.CAPTURE,
        # a royal man that would petrify may not capture
        capture=m.mode is not Mode.MOVE and not ctx.variant.stone_royal(piece.letter),
        arrival=arrival,
        passes=ep.block(piece.letter, index, side) if ep else "none",
        ep_capture=piece.en_passant and m.mode is Mode.CAPTURE,
        adjacent=m.adjacent.value if m.adjacent else None, count=count,
        safely=isinstance(m, Ride) and m.safely,
        outside=outside(ctx, piece, side, rows) if isinstance(m, Ride | Hop)
        else outside(ctx, piece, side, tuple(tuple(way[2] for way in row) for row in rows))
        if isinstance(m, Legs) else None,
        comment=where, unscreened=ctx.unscreened(piece) if isinstance(m, Hop) else (),
        spared=ctx.spared(piece, side)), walked


def outside(ctx: Context, piece: Piece, side: SidePlan, rows: tuple) -> str | None:
    """The squares a confined piece's lines pass but may not stop on, if they pass any."""
    inside = ctx.geo.stands(piece, side.side)
    if inside is None or all(t in inside for row in rows for ray in row for t in ray):
        return None
    return ctx.tables.squares(f"OUTSIDE_{ident(piece.letter)}_{side.upper}",
                              f"{ctx.where(piece.confined.span if piece.confined else piece.span)}"
                              f"  {piece.letter} may not stop on these squares",
                              set(ctx.topo.squares) - inside)


def geometry(m: Movement, vectors: list[tuple[int, int]]) -> str:
    """What a move table holds, for its comment: the same for every move that shares it."""
    first = ", from the initial squares" if m.initial else ""
    if isinstance(m, Path):
        return f"path {m.first.value}{''.join(t.value for t in m.turns)}{first}: per square, " \
            "the squares it lands on"
    if isinstance(m, Legs):
        return f"legs {m.written}{first}: per square, (squares stopped on, which must be " \
            "empty, the squares the last leg may land on)"
    if isinstance(m, Leap):
        what = "(square, cells passed)" if m.lame else "the squares it lands on"
        return f"{m.atom} leaps {sorted(vectors)}{first}: per square, {what}"
    reach = f", at most {m.range} steps" if m.range else ""
    return f"{m.atom} lines {sorted(vectors)}{reach}{first}: per square, the lines walked outward"


def walk(m: Movement) -> Walk:
    match m:
        case Path():
            return "leap"  # a path jumps: its targets never depend on the board
        case Legs():
            return "locust" if m.taking is not None else "hurdles" if any(m.stops) else "legs"
        case Leap():
            return "lame" if m.lame else "leap"
        case Ride():
            return "counted" if m.counted is not None else "ride"
        case Hop():
            return "grasshopper" if m.style is HopStyle.GRASSHOPPER else "cannon"
    raise AssertionError(m)


def overlapping(tables: Tables, g: Generator) -> bool:
    """Whether two of a piece's moves (or two lines of one move) can make the same move: reach
    the same square, both onto an empty one or both onto an enemy (a rook's quiet ride and a
    cannon's capturing hop reach the same squares, never with the same move)."""
    rows = [tables[b.table].rows for b in g.blocks]
    for cell in range(len(rows[0]) if rows else 0):
        quiet: set[int] = set()
        taking: set[int] = set()
        for b, table in zip(g.blocks, rows, strict=True):
            for entry in table[cell]:
                for t in _landings(b, entry):
                    if b.move and t in quiet or b.capture and t in taking:
                        return True
                    if b.move:
                        quiet.add(t)
                    if b.capture:
                        taking.add(t)
    return False


def shadowed(tables: Tables, blocks: tuple[Block, ...]) -> bool:
    """Whether a piece's capture in passing and one of its moves onto an empty square may land
    on the same square from the same one (a pawn `fmQ fcF`'s diagonal steps). The square is
    empty, so that move is a plain one and the man makes it: as Fairy-Stockfish, a man takes
    in passing only where none of its plain moves lands. The generator then drops such
    captures."""
    rows = [tables[b.table].rows for b in blocks]
    if not any(b.ep_capture for b in blocks):
        return False
    for cell in range(len(rows[0]) if rows else 0):
        quiet: set[int] = set()
        passing: set[int] = set()
        for b, table in zip(blocks, rows, strict=True):
            for entry in table[cell]:
                landings = _landings(b, entry)
                if b.move:
                    quiet.update(landings)
                if b.ep_capture:
                    passing.update(landings)
        if not quiet.isdisjoint(passing):
            return True
    return False


def _landings(b: Block, entry: object) -> list[int]:
    """The squares one entry of a block's table may land on."""
    if b.walk == "leap":
        assert isinstance(entry, int)
        return [entry]
    assert isinstance(entry, tuple)
    if b.walk == "lame":
        return [entry[0]]
    if b.walk in ("legs", "hurdles", "locust"):
        return list(entry[2])
    if b.walk == "grasshopper":
        return [land for _, land in entry]
    return list(entry)  # a line: any square on it may be reached


def describe(m: Movement) -> str:
    """A readable restatement of one IR move, for comments in the generated code."""
    if isinstance(m, Path):
        return f"path {m.first.value}{''.join(t.value for t in m.turns)}"
    if isinstance(m, Legs):
        mode = f" {m.mode.value}" if m.mode is not Mode.ANY else ""
        return f"legs {m.written}{mode}{' first move' if m.initial else ''}"
    parts: list[str] = [m.kind]
    if m.mode is not Mode.ANY:
        parts.append(m.mode.value)
    if m.initial:
        parts.append("first move")
    if isinstance(m, Leap) and m.lame:
        parts.append("lame")
    if isinstance(m, Ride | Hop) and m.range:
        parts.append(f"range {m.range}")
    if isinstance(m, Ride) and m.counted:
        parts.append(f"range counted ({m.counted.letter})" + (", safely" if m.safely else ""))
    if m.adjacent:
        parts.append(f"next to a {m.adjacent.value}")
    if m.region is not None:
        parts.append(f"from the zone of {m.region.name}")
    if m.within is not None:
        parts.append(f"within the zone of {m.within.name}")
    if isinstance(m, Hop):
        parts.append(m.style.name.lower())
    return f"{m.atom} {' '.join(parts)} {list(m.vectors)}"
