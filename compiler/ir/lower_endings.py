"""Lowering castling and the endings: outcomes, counted endings (repetition, move-limit), goals."""

from __future__ import annotations

from compiler.diagnostics import Code
from compiler.frontend.nodes import CastlingStmt, EndingStmt, GoalStmt
from compiler.ir.lower_pools import condition
from compiler.ir.lowering import Lowering, unknown_letter
from compiler.ir.model import Castling, Condition, Endings, Goal, Outcome

ENDINGS = ("checkmate", "stalemate", "repetition", "move-limit", "royal-captured")


def castling(lo: Lowering) -> Castling | None:
    stmt = lo.doc.single(CastlingStmt)
    if stmt is None:
        return None
    ok = not any([unknown_letter(lo, stmt.king), unknown_letter(lo, stmt.rook)])
    if ok and stmt.king.text == stmt.rook.text:
        ok = False
        lo.doc.error(stmt.rook.span, Code.E705, f"the castling rook '{stmt.rook.text}' is the king "
                     "itself", why="castling moves a king and a different piece, the rook",
                     hint="name the rook's letter, e.g. 'rook R'")
    slide = int(stmt.slide.text)
    if slide < 1:
        ok = False
        lo.doc.error(stmt.slide.span, Code.E702, "the king must slide at least one square",
                     why="castling moves the king toward the rook", hint="chess uses 'slide 2'")
    gates: dict[str, Condition | None] = {}
    for wing, cond in stmt.gates:
        if wing.text in gates:
            lo.doc.error(wing.span, Code.E706, f"the {wing.text} condition is given twice",
                         why="each wing has one condition", hint="join them into one")
            continue
        gates[wing.text] = condition(lo, cond)
    if not ok or None in gates.values():
        return None
    return Castling(span=stmt.span, king=stmt.king.text, rook=stmt.rook.text, slide=slide,
                    slide_span=stmt.slide.span, restores=stmt.restores,
                    kingside=gates.get("kingside"), queenside=gates.get("queenside"))


def endings(lo: Lowering) -> Endings:
    # Only what the definition gives: the IR's defaults (checkmate loses, ...) fill the rest.
    given: dict[str, Outcome | int | tuple[str, ...]] = {}
    for keyword in ENDINGS:
        stmt = lo.doc.single(EndingStmt, keyword)
        if stmt is not None:
            given.update(_ending(lo, stmt))
    return Endings(span=lo.doc.src.whole(), goals=_goals(lo), **given)


def _ending(lo: Lowering, stmt: EndingStmt) -> dict[str, Outcome | int | tuple[str, ...]]:
    """The fields of `Endings` one statement sets."""
    key, outcome = stmt.keyword.replace("-", "_"), Outcome(stmt.outcome.text)
    if stmt.count is None:
        return {key: outcome}
    count = int(stmt.count.text)
    least = 2 if stmt.keyword == "repetition" else 1
    if count < least:
        lo.doc.error(stmt.count.span, Code.E801, f"{stmt.keyword} needs a count of at least {least}",
                     why="repetition counts occurrences of a position"
                     if stmt.keyword == "repetition" else "move-limit counts moves of each side")
        return {}
    for word in stmt.reset_by:
        unknown_letter(lo, word, "reset-by names the pieces whose moves reset the count")
    return {key: count, f"{key}_outcome": outcome,
            "reset_by": tuple(w.text for w in stmt.reset_by if w.text in lo.names.letters)}


def _goals(lo: Lowering) -> tuple[Goal, ...]:
    goals = []
    for stmt in lo.doc.only(GoalStmt):
        if stmt.when is not None:
            when = condition(lo, stmt.when)
            if when is not None:
                goals.append(Goal(when=when, outcome=Outcome(stmt.outcome.text)))
            continue
        assert stmt.letter is not None and stmt.zone is not None  # a goal has one or the other
        zone = lo.zones.inline(stmt.zone, f"goal {stmt.letter.text}")
        if not unknown_letter(lo, stmt.letter) and zone is not None:
            goals.append(Goal(letter=stmt.letter.text, zone=zone, outcome=Outcome(stmt.outcome.text)))
    return tuple(goals)
