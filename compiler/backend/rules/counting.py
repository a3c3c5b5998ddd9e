"""Counting (makruk's counting rules): a move limit that starts after a move, when no man of
some kinds is on the board and a side is bare, or neither is, with its length set by the men
on the board. docs/language.md section 11; reference/counting.py reads the same rule alone.

The count lives in the engine's `_count_limit` and `_count_ply` (plies; a limit of 0: no count),
which the undo record keeps; runtime.engine ends the game once the count passes the limit.
"""

from __future__ import annotations

from dataclasses import dataclass

from compiler.backend.context import Context
from compiler.backend.rule import Plans, RulePlan, Saved


@dataclass(frozen=True)
class Row:
    limit: int  # plies
    codes: tuple[int, ...]  # the mover's men of these kinds are counted; () always holds
    op: str  # a comparison of the closed set `ir.terms.Compare`
    count: int


@dataclass(frozen=True)
class CountingPlan(RulePlan):
    where: str  # file:line of the statement
    without: tuple[int, ...]  # codes of the kinds whose men hold any count off
    armed: int  # plies, neither side bare; 0: no count
    rows: tuple[Row, ...]  # the side to move bare: the first row that holds
    from_men: bool  # a bare side's count starts at twice the men on the board

    def saved(self) -> tuple[Saved, ...]:
        return (Saved("count_limit"), Saved("count_ply"))


def plan(ctx: Context, plans: Plans) -> CountingPlan | None:
    c = ctx.variant.endings.counting
    if c is None:
        return None
    rows = tuple(Row(2 * r.limit, ctx.codes_of(r.letter) if r.letter else (), r.op.value, r.count)
                 for r in c.bare)
    return CountingPlan(ctx.where(c.span),
                        tuple(code for x in c.without for code in ctx.codes_of(x)),
                        2 * (c.armed or 0), rows, c.from_men)
