"""Pulls: after its move, or instead of one, a piece takes the first man on one of its lines
when that man is an enemy and exactly the given number of holes, and nothing else, lie between.

A pull's line is split at its last hole: the squares before, which must be empty, and the
squares after, up to one hole more, where the first man met is pulled (`PULL_*` tables). The
pulled square rides in the move (`fields.PULLED`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from variantc.backend.context import SIDES, Context, SidePlan, ident
from variantc.backend.rule import Extra, Plans, RulePlan
from variantc.ir.model import CounterKind, Piece


@dataclass(frozen=True)
class PullsPlan(RulePlan):
    beams: Mapping[tuple[str, int], str]  # (letter, side) -> its PULL table
    counts: bool  # captures are counted: so are pulls
    royal: int  # the code of a royal man that may be pulled (0: none)

    def fields(self) -> tuple[str, ...]:
        return ("PULLED",)

    def extras(self) -> tuple[Extra, ...]:
        return (Extra("pulled"),)

    def table(self, letter: str, side: SidePlan) -> str | None:
        return self.beams.get((letter, side.index))


def plan(ctx: Context, plans: Plans) -> PullsPlan | None:
    v = ctx.variant
    pullers = [p for p in v.pieces if p.pull is not None]
    if not pullers:
        return None
    beams = {(p.letter, side.index): table(ctx, p, side) for p in pullers for side in SIDES}
    royal = next((ctx.code[p.letter] for p in v.pieces if p.royal), 0)
    return PullsPlan(beams, any(c.counts is not CounterKind.CHECKS for c in v.counters),
                     royal if v.endings.royal_captured is not None else 0)


def table(ctx: Context, piece: Piece, side: SidePlan) -> str:
    assert piece.pull is not None
    rows = tuple(tuple(b for v in piece.pull.vectors
                       if (b := beam(ctx, c, piece.absolute(v, side.side), piece.pull.holes)))
                 if ctx.topo.is_square(c) else () for c in range(ctx.topo.size))
    return ctx.tables.add(f"PULL_{ident(piece.letter)}_{side.upper}",
                          f"{ctx.where(piece.span)}  {piece.letter} pulls along these lines: "
                          "(squares before the last hole, squares after)", rows)


def beam(ctx: Context, cell: int, vector: tuple[int, int], holes: int) -> tuple | None:
    """A pull's line split at its last hole, or None if the line crosses too few holes."""
    line, cut = ctx.geo.beam(cell, *vector), []
    for i, c in enumerate(line):
        if c in ctx.variant.board.holes:
            cut.append(i)
    if len(cut) < holes:
        return None
    last = cut[holes - 1] if holes else -1
    far = line[last + 1: cut[holes] if len(cut) > holes else len(line)]
    near = tuple(c for c in line[:last] if c not in ctx.variant.board.holes)
    return (near, far) if far else None
