"""Counting (makruk's counting rules): a move limit that starts after a move, when no man of
some kinds is on the board and a side is bare, or neither is, with its length set by the men
on the board. docs/language.md section 11; reference/counting.py reads the same rule alone.

The count lives in the engine's `_count_limit` and `_count_ply` (plies; a limit of 0: no count),
which the undo record keeps; runtime.engine ends the game once the count passes the limit.
Where some men hold every count off (makruk's pawns), `_held` says whether one stands, looked
for again only after a move that may have taken or turned one.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan, Saved


@dataclass(frozen=True)
class Row:
    limit: int  # plies
    codes: tuple[int, ...]  # the mover's men of these kinds are counted; () always holds
    op: str  # a comparison of the closed set `ir.terms.Compare`
    count: int


@dataclass(frozen=True)
class CountingPlan(RulePlan):
    where: str  # file:line of the statement
    armed: int  # plies, neither side bare; 0: no count
    armed_without: tuple[int, ...]  # codes of the kinds whose men hold it off
    armed_men: int  # ... and the most men the side to move may have; 0: any number
    rows: tuple[Row, ...]  # the side to move bare: the first row that holds
    bare_without: tuple[int, ...]
    held_off: tuple[int, ...]  # codes in every clause's `without`: no count at all while present
    promoters: tuple[int, ...]  # codes of the bare `without` kinds that promote
    from_men: bool  # a bare side's count starts at twice the men on the board

    def saved(self) -> tuple[Saved, ...]:
        held = (Saved("held", native="bint"),) if self.held_off else ()
        return (Saved("count_limit", native="Py_ssize_t"), Saved("count_ply", native="Py_ssize_t"),
                *held)


def plan(ctx: Context, plans: Plans) -> CountingPlan | None:
    c = ctx.variant.endings.counting
    if c is None:
        return None
    rows = tuple(Row(2 * r.limit, ctx.codes_of(r.letter) if r.letter else (), r.op.value, r.count)
                 for r in c.bare)
    clauses = [set(w) for w, given in ((c.armed_without, c.armed), (c.bare_without, c.bare))
               if given]
    held_off = tuple(sorted(set.intersection(*clauses))) if clauses else ()
    promoters = tuple(code for p in ctx.variant.pieces if p.promotion and p.letter in c.bare_without
                      for code in ctx.codes_of(p.letter))
    return CountingPlan(ctx.where(c.span), 2 * (c.armed or 0), codes(ctx, c.armed_without),
                        c.armed_men or 0, rows, codes(ctx, c.bare_without),
                        codes(ctx, held_off), promoters, c.from_men)


def codes(ctx: Context, letters: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(code for x in letters for code in ctx.codes_of(x))
