"""Gating: a legal move that leaves a gate (runtime.gates) may also put a man of the mover's
pool on the square it leaves, and a castle on its rook's square when that is a gate; gates are
lost when a move starts on them or lands on them. A gated move is legal when the same move is,
as in Fairy-Stockfish: the gated man is no blocker for the move's own legality.

The gates are bits of `_gates` (1 << cell), kept in the undo record. Which kinds may be gated
on a square: those whose drop zone (if any) holds it, where they may stand.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context, SidePlan, ident
from variantc.backend.rule import Plans, RulePlan, Saved
from variantc.backend.rules.castling import CastlingPlan
from variantc.ir.model import Piece


@dataclass(frozen=True)
class Gated:
    """One kind a side may gate: its code and the table of gates it may be gated on."""

    code: int
    letter: str  # validated: for a comment
    squares: str


@dataclass(frozen=True)
class GatingPlan(RulePlan):
    bases: tuple[int, int]  # per side: where its own men in the pool are counted
    kinds: tuple[tuple[Gated, ...], tuple[Gated, ...]]  # per side
    placed: tuple[int, ...]  # move kinds that place a man: their origin is no square
    castles: bool

    def saved(self) -> tuple[Saved, ...]:
        return (Saved("gates", native="object"),)

    def fields(self) -> tuple[str, ...]:
        return ("GATED", "GATE_ROOK")

    def reads_kind(self) -> bool:
        return self.castles


def plan(ctx: Context, plans: Plans) -> GatingPlan | None:
    g = ctx.variant.gating
    if g is None:
        return None
    bases = tuple(ctx.pool_base(g.pool, s.index, s.index) for s in SIDES)
    kinds = tuple(tuple(Gated(ctx.code[p.letter], p.letter, _squares(ctx, p, s))
                        for p in ctx.variant.pieces if not p.royal and _cells(ctx, p, s))
                  for s in SIDES)
    placed = tuple(int(k) for p in plans.all() for k in p.placed_kinds())
    return GatingPlan((bases[0], bases[1]), (kinds[0], kinds[1]), placed,
                      plans.get(CastlingPlan) is not None)


def _cells(ctx: Context, piece: Piece, side: SidePlan) -> tuple[int, ...]:
    """The gates of the side's gating rank a man of `piece` may be gated on: in its drop zone,
    if it has one, where it may stand."""
    g = ctx.variant.gating
    assert g is not None
    files, rank = ctx.topo.files, g.rank_of(side.side, ctx.topo.ranks)
    row = [c for c in range(rank * files, rank * files + files) if ctx.topo.is_square(c)]
    zone = set(piece.drop.zone.cells(side.side)) if piece.drop.zone else set(row)
    inside = ctx.geo.stands(piece, side.side)
    return tuple(c for c in row if c in zone and (inside is None or c in inside))


def _squares(ctx: Context, piece: Piece, side: SidePlan) -> str:
    return ctx.tables.squares(f"GATE_{ident(piece.letter)}_{side.upper}",
                              f"{ctx.where(piece.span)}  gates {piece.letter} may be gated on",
                              _cells(ctx, piece, side))
