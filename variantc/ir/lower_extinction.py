"""Lowering `extinction` (docs/language.md section 11): the kinds judged, the count, the outcome;
and the check that the setup is not already extinct (E820)."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.nodes_endings import ExtinctionStmt
from variantc.frontend.source import Diagnostic
from variantc.ir.lowering import Lowering, unknown_letter
from variantc.ir.model import Extinction, Outcome, Side, Variant


def extinction(lo: Lowering) -> Extinction | None:
    stmt = lo.doc.single(ExtinctionStmt)
    if stmt is None:
        return None
    ok = True
    for word in stmt.kinds:
        if unknown_letter(lo, word, "extinction names the kinds a side must keep"):
            ok = False
    letters = tuple(w.text for w in stmt.kinds)
    for i, word in enumerate(stmt.kinds):
        if word.text in letters[:i]:
            ok = False
            lo.doc.error(word.span, Code.E821, f"extinction names '{word.text}' twice",
                         why="each kind is counted once", hint=f"keep one '{word.text}'")
    below = 1
    if stmt.below is not None:
        below = int(stmt.below.text)
        if below < 1:
            ok = False
            lo.doc.error(stmt.below.span, Code.E801, "extinction needs a count of at least 1",
                         why="a side is extinct with fewer men than the count, and no side has "
                         "fewer than none", hint="leave 'below' out for 'none left'")
    if not ok:
        return None
    return Extinction(span=stmt.span, letters=letters, below=below,
                      outcome=Outcome(stmt.outcome.text), together=stmt.together)


def men(v: Variant, side: Side, letters: tuple[str, ...]) -> int:
    """A side's men of the kinds (all its men, with none), on the board and held in its pools."""
    return (sum(1 for m in v.setup.men if m.side is side and (not letters or m.letter in letters))
            + sum(1 for h in v.setup.held if h.owner is side and h.side is side
                  and (not letters or h.letter in letters)))


def extinct_at_start(v: Variant) -> list[Diagnostic]:
    """E820: a side already extinct in the setup: the game would be over before it starts."""
    ext = v.endings.extinction
    if ext is None:
        return []
    for side in Side:
        for kinds in ext.groups():
            count = men(v, side, kinds)
            if count < ext.below:
                what = f"{count} {'/'.join(kinds)}" if kinds else f"{count} men"
                return [Diagnostic(ext.span, Code.E820,
                                   f"{side.value} is extinct in the setup: it has {what}, "
                                   f"fewer than {ext.below}",
                                   why="the game would be over before the first move",
                                   hint="lower the count, or name kinds each side starts with")]
    return []

