"""Lowering a stalemate's extras: the winner's share of the point (`stalemate loses 3/4`)
and a stalemate judged by count (`stalemate wins by-count`)."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.nodes import Word
from variantc.frontend.nodes_endings import EndingStmt
from variantc.ir.endings import Outcome
from variantc.ir.lowering import Lowering

Field = Outcome | int | bool | tuple[str, ...] | tuple[int, int]  # of Endings, by name


def score(lo: Lowering, word: Word, outcome: Outcome) -> tuple[int, int] | None:
    """`stalemate loses 3/4`: the winner scores the fraction, the other side the rest (E851)."""
    won, total = (int(n) for n in word.text.split("/"))
    if outcome is Outcome.DRAWS or not total or not total < 2 * won <= 2 * total:
        why = ("a draw shares the point equally" if outcome is Outcome.DRAWS else
               "the winner's share is more than half the point and at most all of it")
        lo.doc.error(word.span, Code.E851, f"'{outcome.value} {word.text}' is not a score",
                     why=why, hint="write the winner's share, e.g. 'stalemate loses 3/4' "
                     "(Gliński's: the stalemated side scores 1/4)")
        return None
    return won, total


def by_count(lo: Lowering, stmt: EndingStmt, outcome: Outcome
              ) -> dict[str, Field]:
    """`stalemate OUTCOME by-count`: the outcome must have an opposite, for the side with more
    men (E850)."""
    if outcome in (Outcome.WHITE_WINS, Outcome.BLACK_WINS):
        lo.doc.error(stmt.outcome.span, Code.E850, f"a stalemate by count cannot be '{outcome.value}'",
                     why="by-count gives the outcome to the side with fewer men and its opposite to "
                     "the side with more; a colour's win has no opposite",
                     hint="write 'stalemate wins by-count' or 'stalemate loses by-count'")
        return {}
    return {"stalemate": outcome, "stalemate_by_count": True}
