"""First moves: moves a man makes only while it holds its first-move right.

The rights are a bitmask of squares (`_first`, bit = cell), granted by the FEN's castling field
on each side's first rank (runtime.first_moves). In pseudo, each right square of the side to
move whose man has first moves walks them, as the movement rule walks a Betza move; with
`not-in-check`, only while the side is not in check. Make loses the rights of the squares a
move leaves or reaches, and those of enemy men that lose theirs when the moved man aims at
them: `AIM_<kind>_<side>` lists, per square, the enemy first-rank squares its capturing
moves would reach there on an empty board.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from variantc.backend.context import SIDES, Context, SidePlan, ident
from variantc.backend.rule import Plans, RulePlan, Saved
from variantc.backend.rules.movement import Block, Generator, block, describe, overlapping
from variantc.backend.rules.promotion import PLAIN, PromotionPlan
from variantc.ir.model import Hop, Leap, Mode, Movement, Piece, Ride, Side


@dataclass(frozen=True)
class Holder:
    """A kind whose men may hold a right, for one side."""

    codes: tuple[int, ...]  # signed: the kind, and its marked twin if any
    letter: str
    not_in_check: bool
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Aim:
    """An aiming kind of one side: its moves take the rights of these enemy kinds."""

    codes: tuple[int, ...]  # signed: the aiming kind (and its marked twin)
    table: str  # AIM_<kind>_<side>
    losers: tuple[int, ...]  # signed codes of the enemy men that lose their right to it


@dataclass(frozen=True)
class FirstMovesPlan(RulePlan):
    squares: tuple[tuple[int, ...], tuple[int, ...]]  # per side: its first rank's squares
    holders: tuple[tuple[Holder, ...], tuple[Holder, ...]]  # per side
    aims: tuple[Aim, ...]
    dedupe: bool  # a first move may reach a square an ordinary move reaches too
    placed: bool  # men are placed from pools (drops, exchanges): they touch squares too

    def saved(self) -> tuple[Saved, ...]:
        return (Saved("first", native="object"),)


def plan(ctx: Context, plans: Plans) -> FirstMovesPlan | None:
    pieces = [p for p in ctx.variant.pieces if p.first]
    if not pieces:
        return None
    topo = ctx.topo
    squares = tuple(tuple(c for c in topo.squares if c // topo.files == _rank(ctx, s.side))
                    for s in SIDES)
    holders = tuple(tuple(_holder(ctx, plans, p, s) for p in pieces) for s in SIDES)
    dedupe = any(overlapping(ctx.tables, Generator("", p.letter, 0, "", _ordinary(ctx, plans, p, s)
                                                   + h.blocks, None))
                 for s in SIDES for p, h in zip(pieces, holders[s.index], strict=True))
    aims = tuple(a for s in SIDES for a in _aims(ctx, pieces, s, squares[1 - s.index]))
    placed = bool(ctx.variant.drops) or ctx.variant.exchange is not None
    return FirstMovesPlan((squares[0], squares[1]), (holders[0], holders[1]), aims, dedupe, placed)


def _rank(ctx: Context, side: Side) -> int:
    return 0 if side is Side.WHITE else ctx.topo.ranks - 1


def _holder(ctx: Context, plans: Plans, piece: Piece, side: SidePlan) -> Holder:
    first = piece.first
    assert first is not None
    promotion = plans.get(PromotionPlan)
    arrival = promotion.arrival(piece.letter, side) if promotion else PLAIN
    blocks = tuple(replace(block(ctx, plans, piece, i, m, side, arrival), passes="none",
                           ep_capture=False,
                           comment=f"{ctx.where(m.span)}  {piece.letter}: first move, {describe(m)}")
                   for i, m in enumerate(first.moves))
    return Holder(tuple(c * side.sign for c in ctx.codes_of(piece.letter)), piece.letter,
                  first.not_in_check and any(p.royal for p in ctx.variant.pieces), blocks)


def _ordinary(ctx: Context, plans: Plans, piece: Piece, side: SidePlan) -> tuple[Block, ...]:
    return tuple(block(ctx, plans, piece, i, m, side, PLAIN) for i, m in enumerate(piece.moves))


def _aims(ctx: Context, pieces: list[Piece], side: SidePlan, enemy_rank: tuple[int, ...]
          ) -> list[Aim]:
    """For each kind that takes rights by aiming: the enemy rights it reaches, per square."""
    out = []
    aimers = sorted({x for p in pieces if p.first for x in p.first.lost_to})
    for letter in aimers:
        aimer = ctx.variant.piece(letter)
        losers = tuple(-c * side.sign for p in pieces if p.first and letter in p.first.lost_to
                       for c in ctx.codes_of(p.letter))
        rows = []
        for cell in range(ctx.topo.size):
            reached: set[int] = set()
            if ctx.topo.is_square(cell):
                for m in aimer.moves:
                    if m.mode is not Mode.MOVE:
                        reached |= _targets(ctx, aimer, side, m, cell)
            rows.append(tuple(sorted(reached & set(enemy_rank))))
        name = f"AIM_{ident(letter)}_{side.upper}"
        table = ctx.tables.add(name, f"{letter}, {side.name}: per square, the enemy first-rank "
                               "squares its captures reach on an empty board", tuple(rows),
                               cite=f"{ctx.where(aimer.span)} {letter}")
        out.append(Aim(tuple(c * side.sign for c in ctx.codes_of(letter)), table, losers))
    return out


def _targets(ctx: Context, piece: Piece, side: SidePlan, m: Movement, cell: int) -> set[int]:
    """Where one move of the piece lands from `cell` on an empty board: a hopper, nowhere."""
    if isinstance(m, Hop):
        return set()
    row = ctx.geo.rows(piece, side.side, m, ctx.curved)[cell]
    if isinstance(m, Leap) and m.lame:
        return {t for t, _ in row}
    if isinstance(m, Ride):
        return {t for ray in row for t in ray}
    return set(row)
