"""Lowering the draws python-chess tells apart: `repetition N draws claimed` and `move-limit N
draws claimed` (a draw the side to move may claim, beside the automatic endings), and
`insufficient-material OUTCOME [minor KIND+] [colour-bound KIND+]` (neither side able to mate,
as Fairy-Stockfish adjudicates it)."""

from __future__ import annotations

from collections.abc import Mapping

from variantc.diagnostics import Code
from variantc.frontend.nodes_endings import EndingStmt, InsufficientStmt
from variantc.ir.endings import Insufficient, Outcome
from variantc.ir.lowering import Lowering, unknown_letter

AUTOMATIC = {"repetition claimed": "repetition", "move-limit claimed": "move_limit"}


def draws(lo: Lowering, given: Mapping[str, object]) -> dict[str, object]:
    """The fields of `Endings` these statements set; `given`: those the automatic endings set."""
    out: dict[str, object] = {}
    for keyword, automatic in AUTOMATIC.items():
        stmt = lo.doc.single(EndingStmt, keyword)
        if stmt is None:
            continue
        count = _claimed(lo, stmt, given.get(automatic))
        if count is None:
            continue
        out[f"{automatic}_claimed"] = count
        if stmt.reset_by:
            resets = _resets(lo, stmt, given)
            if resets is not None:
                out.update(resets)
    insufficient = _insufficient(lo)
    if insufficient is not None:
        out["insufficient"] = insufficient
    return out


def _claimed(lo: Lowering, stmt: EndingStmt, automatic: object) -> int | None:
    """A claim's count: at least the least count (E801), a draw (E802), reached before the
    automatic ending of its kind, if any (E804); None after a problem (reported)."""
    assert stmt.count is not None  # the grammar gives it
    count, name = int(stmt.count.text), stmt.keyword.split()[0]
    least = 2 if name == "repetition" else 1
    if count < least:
        lo.doc.error(stmt.count.span, Code.E801, f"{name} needs a count of at least {least}",
                     why="repetition counts occurrences of a position" if name == "repetition"
                     else "move-limit counts moves of each side")
        return None
    if stmt.outcome.text != "draws":
        lo.doc.error(stmt.outcome.span, Code.E802, f"a claimed {name} must draw",
                     why="the side to move claims a draw; a win or a loss is not claimed, it "
                     "ends the game", hint=f"write '{name} {count} draws claimed', or drop "
                     f"'claimed' to end the game with '{stmt.outcome.text}'")
        return None
    if isinstance(automatic, int) and count >= automatic:
        lo.doc.error(stmt.count.span, Code.E804, f"the claim at {count} comes no sooner than "
                     f"the game ends, at {automatic}",
                     why=f"'{name} {automatic}' ends the game by itself: a claim only matters "
                     "before it", hint=f"claim at fewer than {automatic} (chess: repetition 3 "
                     "claimed and 5 automatic, move-limit 50 claimed and 75 automatic)")
        return None
    return count


def _resets(lo: Lowering, stmt: EndingStmt, given: Mapping[str, object]) -> dict[str, object] | None:
    """The claimed move limit's `reset-by`: one clock counts for both limits, so it is the
    automatic one's, and must be the same if both give it (E803)."""
    for word in stmt.reset_by:
        unknown_letter(lo, word, "reset-by names the pieces whose moves reset the count")
    mine = tuple(w.text for w in stmt.reset_by if w.text in lo.names.letters)
    theirs = given.get("reset_by")
    if isinstance(theirs, tuple) and theirs and (set(mine) != set(theirs)
                                                 or stmt.one_way != given.get("reset_one_way")):
        lo.doc.error(stmt.span, Code.E803, "the two move limits are reset by different moves",
                     why="both count the same moves since the last capture or reset: the FEN "
                     "has one halfmove clock", hint="give 'reset-by' once, or the same on both")
        return None
    return {"reset_by": mine, "reset_one_way": stmt.one_way}


def _insufficient(lo: Lowering) -> Insufficient | None:
    stmt = lo.doc.single(InsufficientStmt)
    if stmt is None or stmt.outcome is None:
        return None
    seen: set[str] = set()
    ok = True
    royal = {p.letter.text for p in lo.names.pieces
             if any(c.keyword == "royal" for c in p.clauses)}
    for word in stmt.minor + stmt.colour_bound:
        if unknown_letter(lo, word, "insufficient-material names kinds by their letter"):
            ok = False
        elif word.text in seen:
            ok = False
            lo.doc.error(word.span, Code.E805, f"'{word.text}' is named twice",
                         why="a kind is minor (it cannot mate alone) or colour-bound (a minor "
                         "kind that keeps to one colour of squares), once",
                         hint=f"keep one '{word.text}'")
        elif word.text in royal:
            ok = False
            lo.doc.error(word.span, Code.E805, f"'{word.text}' is royal",
                         why="royal men never count toward mate: only the others are judged",
                         hint=f"drop '{word.text}'")
        seen.add(word.text)
    if not ok:
        return None
    return Insufficient(span=stmt.span, outcome=Outcome(stmt.outcome.text),
                        minor=tuple(w.text for w in stmt.minor),
                        colour_bound=tuple(w.text for w in stmt.colour_bound))
