"""Drops: instead of moving, the side to move puts one of its men from a pool on an empty
square, where the piece's `drops` clauses allow; a pool's drops may wait on a condition, and
may be forced: while one is legal, the side may do nothing else. A kind limited per file is
not dropped on a file holding that many own unpromoted men of it. A kind dropped one per colour
is not dropped on a square colour an own man of it holds, and other drops from its pool leave
a colour free for each man of it held there. A piece that `drops promoted` has a second drop,
which places its promoted kind (the move's code) and takes the man held (`HELD`) from the pool.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend import conditions
from variantc.backend.conditions import Test
from variantc.backend.context import SIDES, Context, SidePlan, ident
from variantc.backend.rule import Plans, RulePlan
from variantc.ir.model import Piece
from variantc.ir.validate_flips import dropped_as
from variantc.runtime.moves import Kind


@dataclass(frozen=True)
class Drop:
    """One kind dropped from one pool by one side."""

    pool: int  # the pool's index: the move's origin field
    base: int  # where the side's own men in that pool are counted
    code: int
    squares: str  # table of squares it may be dropped on
    per_file: int  # not on a file holding this many own men of its kind (0: no limit)
    one_per_colour: bool  # not on a square colour holding an own man of its kind
    reserves: bool  # leaves a colour free for each man held of another kind one per colour
    no_mate: bool  # a drop of it may not checkmate
    when: Test | None  # the pool's drops wait on this
    placed: int = 0  # `drops promoted`: the promoted kind placed (the move's code); 0: `code`

    @property
    def put(self) -> int:
        """The code the move places."""
        return self.placed or self.code


@dataclass(frozen=True)
class DropsPlan(RulePlan):
    drops: tuple[tuple[Drop, ...], tuple[Drop, ...]]  # per side
    bases: tuple[tuple[int, ...], tuple[int, ...]]  # per side, per pool: its own men's counts
    files: str | None  # per square, the squares of its file (drops limited per file)
    no_mate: tuple[int, ...]  # codes whose drop may not checkmate
    forced: tuple[int, ...]  # pools whose drops are forced while one is legal
    colours: str | None  # per square, its colour (0 like a1, or 1), with one-per-colour drops
    per_colour: tuple[tuple[tuple[int, str], ...], ...]  # per side: (code, its drop squares)
    held: tuple[int, ...] = ()  # with promoted drops: per placed code, the code held in the pool

    def reads_kind(self) -> bool:
        return True

    def placed_kinds(self) -> tuple[int, ...]:
        return (Kind.DROP,)

    def reads(self, side: SidePlan) -> tuple[str, ...]:
        """Engine state the side's drop conditions read, besides the board and pools."""
        return tuple(x for x in conditions.reads(tuple(d.when for d in self.drops[side.index]))
                     if x not in ("board", "pools"))


def plan(ctx: Context, plans: Plans) -> DropsPlan | None:
    v = ctx.variant
    if not v.drops:
        return None
    files = ctx.tables.add("FILE_SQUARES", "the squares of each square's file", tuple(
        tuple(c for c in ctx.topo.squares if c % ctx.topo.files == x % ctx.topo.files)
        for x in range(ctx.topo.size))) if any(p.drop.per_file for p in v.pieces) else None
    white, black = (tuple(ctx.pool_base(x.name, s.index, s.index) for x in v.pools) for s in SIDES)
    per_colour = [p for p in v.pieces if p.drop.one_per_colour]
    colours = ctx.tables.add("SQUARE_COLOUR", "each square's colour: 0 like a1's, or 1", tuple(
        (x % ctx.topo.files + x // ctx.topo.files) % 2 for x in range(ctx.topo.size))
    ) if per_colour else None
    return DropsPlan((drops(ctx, SIDES[0]), drops(ctx, SIDES[1])), (white, black), files,
                     tuple(ctx.code[p.letter] for p in v.pieces if p.drop.no_mate),
                     tuple(i for i, x in enumerate(v.pools)
                           if any(s.forced and s.pool == x.name for s in v.drops)),
                     colours, tuple(tuple((ctx.code[p.letter], squares(ctx, p, s))
                                          for p in per_colour) for s in SIDES),
                     held(ctx))


def held(ctx: Context) -> tuple[int, ...]:
    """Per code placed by a drop (index 0 unused), the code its man was held as: itself, or
    for a kind dropped promoted, the piece promoting to it. Empty without promoted drops."""
    flips = {ctx.code[kind]: ctx.code[p.letter] for p in ctx.variant.pieces
             if p.drop.promoted and (kind := dropped_as(p)) is not None}
    if not flips:
        return ()
    return tuple(flips.get(c, c) for c in range(max(ctx.code.values()) + 1))


def drops(ctx: Context, side: SidePlan) -> tuple[Drop, ...]:
    v, out = ctx.variant, []
    for source in v.drops:
        when = conditions.test(ctx, source.when, side) if source.when else None
        index = next(i for i, p in enumerate(v.pools) if p.name == source.pool)
        for piece in v.pieces:
            out.append(Drop(index, ctx.pool_base(source.pool, side.index, side.index),
                            ctx.code[piece.letter], squares(ctx, piece, side),
                            piece.drop.per_file, piece.drop.one_per_colour,
                            any(p.drop.one_per_colour and p is not piece for p in v.pieces),
                            piece.drop.no_mate, when))
            kind = dropped_as(piece) if piece.drop.promoted else None
            if kind is not None:  # the same man, put down promoted
                out.append(Drop(index, ctx.pool_base(source.pool, side.index, side.index),
                                ctx.code[piece.letter],
                                squares(ctx, piece, side, ctx.variant.piece(kind)),
                                piece.drop.per_file, False, False, False, when,
                                ctx.code[kind]))
    return tuple(out)


def squares(ctx: Context, piece: Piece, side: SidePlan, kind: Piece | None = None) -> str:
    """The table of squares a man of `piece` may be put on from a pool: in its drop zone, where
    it may stand, and not where it could never move again; as `kind` when dropped promoted."""
    zone = piece.drop.zone.cells(side.side) if piece.drop.zone else ctx.topo.squares
    placed = kind or piece
    dead = set(ctx.geo.dead(placed, side.side, ctx.curved, ctx.variant.forbid_immobility))
    inside = ctx.geo.stands(placed, side.side)
    cells = tuple(c for c in zone if c not in dead and (inside is None or c in inside))
    if cells == ctx.topo.squares:
        return ctx.tables.squares("DROP_ANYWHERE", "every square: where a man without limits "
                                  "may be dropped", cells)
    return ctx.tables.squares(f"DROP_{ident(placed.letter)}_{side.upper}",
                              f"{ctx.where(piece.span)}  where {placed.letter} may be dropped", cells)
