"""Explosions on capture: after a capture, the man on the target (the capturer) and the men on
the squares of its neighbourhood (`BLAST`), but for the spared kinds, leave the board. Make
lists them before the move (`blasted`, kept in the undo record) and removes them last, once
every rule has moved its men; unmake puts them back. Royal men blown up leave their side
without one (`_kings` -1), and the rights of castling men blown up are lost.

Royalty reads this plan: a royal man with an enemy royal man in its neighbourhood is shielded
(`shielded`), and legality plays and tests every move.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Extra, Plans, RulePlan
from variantc.backend.rules.castling import CastlingPlan


@dataclass(frozen=True)
class ExplosionsPlan(RulePlan):
    blast: str  # the BLAST table: per cell, the squares of its neighbourhood
    spared: tuple[int, ...]  # board values (either colour) the blast leaves standing
    royal: int  # the royal kind's code, 0 without one
    shield: bool  # the royal kind is not spared: a royal man beside the enemy's is shielded
    mask: str | None  # how make reads the castling rights a square keeps; None: no castling

    def extras(self) -> tuple[Extra, ...]:
        return (Extra("blasted"),)


def plan(ctx: Context, plans: Plans) -> ExplosionsPlan | None:
    v, x = ctx.variant, ctx.variant.explosion
    if x is None:
        return None
    rows = tuple(tuple(around(ctx, c, x.vectors)) if ctx.topo.is_square(c) else ()
                 for c in range(ctx.topo.size))
    blast = ctx.tables.add("BLAST", f"{ctx.where(x.span)}  the squares a capture on each square "
                           "blows up besides its own", rows)
    spared = tuple(sorted(s * c for letter in x.spared for c in ctx.codes_of(letter)
                          for s in (1, -1)))
    royal = next((p for p in v.pieces if p.royal), None)
    castling = plans.get(CastlingPlan)
    mask = None if castling is None else "self._castle_mask" if castling.rows else "CASTLE_MASK"
    return ExplosionsPlan(blast, spared, ctx.code[royal.letter] if royal else 0,
                          royal is not None and royal.letter not in x.spared, mask)


def around(ctx: Context, cell: int, vectors: tuple[tuple[int, int], ...]) -> list[int]:
    out = []
    for df, dr in vectors:
        path = ctx.topo.leap_path(cell, df, dr)
        if path is not None and ctx.topo.is_square(path[-1]):
            out.append(path[-1])
    return sorted(out)
