"""Lowering `repetition N OUTCOME perpetual-check OUTCOME`: a repetition in which one side gave
check in every position ends with the second outcome, for that side (Fairy-Stockfish's
perpetualCheckIllegal). It needs check: a royal piece (E567) that royal-captured does not make
capturable (E568)."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.nodes_endings import EndingStmt
from variantc.ir.endings import Outcome
from variantc.ir.lowering import Lowering


def perpetual(lo: Lowering) -> dict[str, Outcome]:
    """The field of `Endings` the clause sets, if it is given and valid."""
    stmt = lo.doc.single(EndingStmt, "repetition")
    if stmt is None or stmt.perpetual is None:
        return {}
    clause = stmt.perpetual
    if not any(c.keyword == "royal" for p in lo.names.pieces for c in p.clauses):
        lo.doc.error(clause.span, Code.E567, "perpetual-check, but no piece is royal",
                     why="a perpetual check is a repetition in which one side's royal man was in "
                     "check in every position, and no man can be in check",
                     hint="make the king royal ('royal'), or drop 'perpetual-check'")
        return {}
    if lo.doc.single(EndingStmt, "royal-captured") is not None:
        lo.doc.error(clause.span, Code.E568, "perpetual-check with royal-captured",
                     why="with royal-captured a royal man may be left attacked and taken, so no "
                     "position is judged to be in check",
                     hint="drop 'perpetual-check', or end the game by checkmate instead")
        return {}
    return {"perpetual_check": Outcome(clause.text)}
