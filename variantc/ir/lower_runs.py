"""Lowering the endings of a run and material counting: `facing N OUTCOME` (royal men facing
in N positions in a row), `passes N OUTCOME` (N passes in a row), and `material ...
white-needs N`, which decides the endings that would draw (Fairy-Stockfish's bikjang, double
pass and materialCounting)."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.nodes import Statement
from variantc.frontend.nodes_endings import EndingStmt, MaterialStmt
from variantc.ir.endings import Material, Outcome, Run
from variantc.ir.lowering import Lowering, unknown_letter


def runs(lo: Lowering) -> dict[str, Run | Material]:
    """The fields of `Endings` these statements set."""
    found: dict[str, Run | Material | None] = {}
    facing = lo.doc.single(EndingStmt, "facing")
    if facing is not None and _facing(lo, facing):
        found["facing"] = _run(lo, facing, 2)
    passes = lo.doc.single(EndingStmt, "passes")
    if passes is not None and _passes(lo, passes):
        found["passes"] = _run(lo, passes, 1)
    found["material"] = _material(lo)
    return {k: v for k, v in found.items() if v is not None}


def _run(lo: Lowering, stmt: EndingStmt, least: int) -> Run | None:
    """A run of at least `least` (E587): one facing position alone is how a game may start."""
    assert stmt.count is not None  # the grammar gives it
    length = int(stmt.count.text)
    if length < least:
        lo.doc.error(stmt.count.span, Code.E587, f"'{stmt.keyword}' needs a run of at least {least}",
                     why="a game may start with the royal men facing, and that alone ends nothing"
                     if stmt.keyword == "facing" else "the run counts passes in a row",
                     hint=f"write '{stmt.keyword} {least} {stmt.outcome.text}'")
        return None
    return Run(span=stmt.span, length=length, outcome=Outcome(stmt.outcome.text))


def _facing(lo: Lowering, stmt: Statement) -> bool:
    """`facing N`: needs a royal piece (E585)."""
    if any(c.keyword == "royal" for p in lo.names.pieces for c in p.clauses):
        return True
    lo.doc.error(stmt.span, Code.E585, "facing ends the game, but no piece is royal",
                 why="the run counts positions where royal men of the two sides face each other",
                 hint="make the king royal ('royal'), or drop the 'facing' ending")
    return False


def _passes(lo: Lowering, stmt: Statement) -> bool:
    """`passes N`: needs `pass` (E586)."""
    if lo.doc.single(Statement, "pass") is not None:
        return True
    lo.doc.error(stmt.span, Code.E586, "passes end the game, but no side may pass",
                 why="the run counts passes in a row, and only 'pass' lets a side pass",
                 hint="add 'pass', or drop the 'passes' ending")
    return False


def _material(lo: Lowering) -> Material | None:
    """`material KIND WEIGHT ...`: each kind a piece, once (E504, E588)."""
    stmt = lo.doc.single(MaterialStmt)
    if stmt is None:
        return None
    seen: dict[str, int] = {}
    ok = True
    for letter, weight in stmt.weights:
        if unknown_letter(lo, letter, "material weighs the men of a kind by its letter"):
            ok = False
        elif letter.text in seen:
            ok = False
            lo.doc.error(letter.span, Code.E588, f"'{letter.text}' is weighed twice",
                         why="each kind has one weight",
                         hint=f"keep one of '{letter.text} {seen[letter.text]}' and "
                         f"'{letter.text} {weight.text}'")
        else:
            seen[letter.text] = int(weight.text)
    if not ok:
        return None
    return Material(span=stmt.span, weights=tuple(seen.items()), white_needs=int(stmt.needs.text))
