"""Lowering `turns N [first M] [check ends-turn|last] [en-passant-chained]` and `turns growing`:
turns of several moves (docs/language.md#turns); `free-order until capture` (#free-order)."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.nodes import Statement, TurnsStmt
from variantc.ir.lowering import Lowering
from variantc.ir.turns import FreeOrder, TurnCheck, Turns


def turns(lo: Lowering) -> Turns | None:
    stmt = lo.doc.single(TurnsStmt)
    if stmt is None:
        return None
    growing = stmt.length.text == "growing"
    for word in (() if growing else (stmt.length,)) + (() if stmt.first is None else (stmt.first,)):
        if int(word.text) < 1:
            lo.doc.error(word.span, Code.E630, "a turn of no moves",
                         why="a turn is a run of one or more moves of the side to move",
                         hint="write a number of moves of 1 or more, e.g. 'turns 2 first 1'")
            return None
    if growing and stmt.first is not None:
        lo.doc.error(stmt.first.span, Code.E631, "'first' with growing turns",
                     why="growing turns are 1, 2, 3, ... moves: the first turn is one move",
                     hint="remove 'first " + stmt.first.text + "'")
        return None
    return Turns(span=stmt.span, length=0 if growing else int(stmt.length.text),
                 first=None if stmt.first is None else int(stmt.first.text),
                 check=TurnCheck.ENDS_TURN if stmt.check is None else TurnCheck(stmt.check.text),
                 chained=stmt.chained is not None)


def free_order(lo: Lowering) -> FreeOrder | None:
    stmt = lo.doc.single(Statement, "free-order")
    return None if stmt is None else FreeOrder(span=stmt.span)
