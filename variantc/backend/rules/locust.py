"""Moves that take on their way (`Legs.taking`, Chu shogi's lion): a leg before the last stops
on an enemy man and takes it, or (`mc`) on an empty square, and the move goes on; it may come
back to its own square, which the man left. The square rides in the move (`fields.VIA`), even
when it was empty, for the move is named by it; make takes the man there.

The generator walks these moves with the man lifted off its square (movement.j2's `locust`
walk). What a move takes on its way is not an attack: validation keeps such moves out of
variants whose royal men are kept out of check (E216).
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Extra, Plans, RulePlan
from variantc.ir.model import Legs


@dataclass(frozen=True)
class LocustPlan(RulePlan):
    royal: int  # the code of a royal man that may be taken on the way (0: none)

    def fields(self) -> tuple[str, ...]:
        return ("VIA",)

    def extras(self) -> tuple[Extra, ...]:
        return (Extra("taken"),)


def plan(ctx: Context, plans: Plans) -> LocustPlan | None:
    v = ctx.variant
    if not any(isinstance(m, Legs) and m.taking is not None for p in v.pieces for m in p.moves):
        return None
    royal = next((ctx.code[p.letter] for p in v.pieces if p.royal), 0)
    return LocustPlan(royal if v.endings.royal_captured is not None else 0)
