"""Lowering a piece's `promotes` and `demotes` clauses (docs/language.md#promotes): the zone,
the choices (one list, one per side, or one per file), and the options."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.nodes import DemotesClause, PieceStmt, PromotesClause, SideChoices, Standing, Word
from variantc.ir.lowering import Lowering, known_pool, unknown_letter
from variantc.ir.model import Demotion, Promotion, Side
from variantc.ir.statements import at


def promotion(lo: Lowering, clause: PromotesClause, stmt: PieceStmt) -> Promotion | None:
    zone = lo.zones.inline(clause.zone, f"promotion {stmt.letter.text}")
    ok = _choices_ok(lo, clause, stmt) and _by_file_ok(lo, clause, stmt)
    sides = _per_side(lo, clause, stmt)
    if zone is None:
        return None
    for side in Side:
        if not zone.cells(side):
            ok = False
            lo.doc.error(clause.zone.span, Code.E505, f"{stmt.name.text}'s promotion zone has no "
                         f"square for {side.value}",
                         why="ranks in zones count from each side's own first rank",
                         hint="check the ranks or squares of the zone")
    if not ok or sides is None:
        return None
    if clause.swapping is not None and not known_pool(lo, clause.swapping):
        return None
    standing = clause.standing
    if standing is not None and not _standing_ok(lo, clause, standing):
        return None
    return Promotion(span=clause.span, zone=zone, white=sides[0], black=sides[1],
                     optional=clause.optional, limited=_limited(lo, clause, sides),
                     swap=clause.swapping.text if clause.swapping else None,
                     standing=standing is not None,
                     at_most=int(standing.at_most.text) if standing and standing.at_most else None,
                     last_anywhere=bool(standing and standing.last_anywhere),
                     on_capture=clause.on_capture, entering=clause.entering,
                     by_file=tuple(w.text for w in clause.choices) if clause.by_file else ())


def demotion(lo: Lowering, clause: DemotesClause, stmt: PieceStmt) -> Demotion | None:
    """A +X man's moves from or into the zone turn it back into X (E580 checks the kinds)."""
    zone = lo.zones.inline(clause.zone, f"demotion {stmt.letter.text}")
    if zone is None:
        return None
    for side in Side:
        if not zone.cells(side):
            lo.doc.error(clause.zone.span, Code.E505, f"{stmt.name.text}'s demotion zone has no "
                         f"square for {side.value}",
                         why="ranks in zones count from each side's own first rank",
                         hint="check the ranks or squares of the zone")
            return None
    return Demotion(span=clause.span, zone=zone, to=stmt.letter.text.removeprefix("+"),
                    optional=clause.optional, on_capture=clause.on_capture)


def _standing_ok(lo: Lowering, clause: PromotesClause, standing: Standing) -> bool:
    """A standing promotion is a move of its own: never optional, limited or a swap (E880),
    and `at-most N` allows at least one man (E881)."""
    ok = True
    for given, word in ((clause.optional, "optional"), (clause.limited, "limited"),
                        (clause.swapping is not None, "swapping")):
        if given:
            ok = False
            lo.doc.error(standing.span, Code.E880, f"a standing promotion cannot be '{word}'",
                         why="it is a move of its own, beside the man's moves, which never "
                         "promote", hint=f"drop '{word}', or 'standing'")
    if standing.at_most is not None and int(standing.at_most.text) < 1:
        ok = False
        lo.doc.error(standing.at_most.span, Code.E881, "'at-most' must allow at least one man",
                     why="'at-most N' allows the promotion while the side has fewer than N men "
                     "of the choice", hint="write 'at-most 1' or more, or drop it")
    return ok


def _limited(lo: Lowering, clause: PromotesClause, sides: tuple[tuple[str, ...], ...]
             ) -> tuple[str, ...]:
    """The choices `limited` limits: those it names (each a choice, E612), else all."""
    every = sides[0] + tuple(x for x in sides[1] if x not in sides[0])
    if not clause.limited:
        return ()
    for word in clause.limited_kinds:
        if word.text not in every:
            lo.doc.error(word.span, Code.E612, f"'{word.text}' is limited, but is no promotion "
                         "choice", why="'limited' names choices of the same promotion",
                         hint=f"add '{word.text}' to the choices, or drop it from 'limited'")
    return tuple(w.text for w in clause.limited_kinds) or every


def _per_side(lo: Lowering, clause: PromotesClause, stmt: PieceStmt
              ) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """White's and Black's choices: one list for both, or one given for each side."""
    if not clause.sides:
        letters = tuple(dict.fromkeys(w.text for w in clause.choices))  # by-file: each once
        return letters, letters
    found: dict[str, SideChoices] = {}
    for given in clause.sides:
        name = given.side.text
        if name in found:
            lo.doc.error(given.side.span, Code.E514, f"{stmt.name.text}'s promotion choices for "
                         f"{name} are given twice", why=f"the first are at {at(found[name].span)}",
                         hint="give each side's choices once")
        found.setdefault(name, given)
    for missing in (side.value for side in Side if side.value not in found):
        lo.doc.error(clause.sides[-1].span, Code.E514, f"{stmt.name.text}'s promotion has "
                     f"choices for {clause.sides[0].side.text} only",
                     why="choices given per side must be given for both sides",
                     hint=f"add ', {missing} ...', or give one list for both sides")
    if len(found) != 2 or len(clause.sides) != 2:
        return None
    return tuple(w.text for w in found["white"].choices), \
        tuple(w.text for w in found["black"].choices)


def _by_file_ok(lo: Lowering, clause: PromotesClause, stmt: PieceStmt) -> bool:
    """`by-file`: one choice per file of the board, for both sides."""
    if not clause.by_file or lo.topo is None:
        return True
    files = lo.topo.files
    problem = "are given per side" if clause.sides else \
        f"are {len(clause.choices)}, for {files} files" if len(clause.choices) != files else ""
    if problem:
        lo.doc.error(clause.span, Code.E515, f"{stmt.name.text}'s by-file choices {problem}",
                     why="'by-file' lists the kind a man becomes on each file, from the first, "
                         "the same for both sides",
                     hint=f"write {files} letters after 'to', one per file")
        return False
    return True


def _choices_ok(lo: Lowering, clause: PromotesClause, stmt: PieceStmt) -> bool:
    lists = [clause.choices] + [given.choices for given in clause.sides]
    return all([_choice_list_ok(lo, words, clause.by_file) for words in lists])


def _choice_list_ok(lo: Lowering, words: tuple[Word, ...], repeats: bool = False) -> bool:
    ok, seen = True, set()
    for word in words:
        if word.text in seen and repeats:
            continue
        if word.text in seen:
            ok = False
            lo.doc.error(word.span, Code.E509, f"promotion choice '{word.text}' is listed twice",
                         why="each choice is one move", hint="list each piece once")
            continue
        seen.add(word.text)
        if unknown_letter(lo, word, "promotion choices name pieces by their letter"):
            ok = False
    return ok
