"""Lowering the endings: outcomes, counted endings (repetition, move-limit), goals."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.nodes import CastlingStmt, GoalHold, GoalStmt, Statement, Word
from variantc.frontend.nodes_endings import BareRow, CountingStmt, EndingStmt, MateClause
from variantc.ir.endings import Hold
from variantc.ir.lower_draws import draws
from variantc.ir.lower_extinction import extinction
from variantc.ir.lower_perpetual import perpetual
from variantc.ir.lower_pools import condition
from variantc.ir.lower_runs import runs
from variantc.ir.lower_stalemate import Field
from variantc.ir.lower_stalemate import by_count as _by_count
from variantc.ir.lower_stalemate import score as _score
from variantc.ir.lowering import Lowering, unknown_letter
from variantc.ir.model import (
    BareKing,
    Compare,
    Counting,
    CountRow,
    DupleCheck,
    Endings,
    Goal,
    LoneRoyal,
    MateRule,
    Outcome,
    Pass,
)
from variantc.ir.node import Side

ENDINGS = ("checkmate", "stalemate", "repetition", "move-limit", "royal-captured")


def endings(lo: Lowering) -> Endings:
    # Only what the definition gives: the IR's defaults (checkmate loses, ...) fill the rest.
    given: dict[str, Field | BareKing | MateRule] = {}
    for keyword in ENDINGS:
        stmt = lo.doc.single(EndingStmt, keyword)
        if stmt is not None:
            given.update(_ending(lo, stmt))
            if stmt.mated_by is not None:
                given["mated_by"] = _mate_rule(lo, stmt.mated_by)
            if stmt.series is not None:
                given["mate_series"] = _mate_rule(lo, stmt.series)
    bare = lo.doc.single(EndingStmt, "bare-king")
    if bare is not None:
        given["bare_king"] = BareKing(span=bare.span, outcome=Outcome(bare.outcome.text), reply=bare.reply,
                                      both=Outcome(bare.both.text) if bare.both else None)
    forbid = lo.doc.single(Statement, "forbid checks")
    if forbid is not None:
        given["forbid_checks"] = _checks_forbidden(lo, forbid)
    facing = lo.doc.single(Statement, "forbid facing")
    if facing is not None:
        given["forbid_facing"] = _facing_forbidden(lo, facing)
    kept = lo.doc.single(Statement, "forbid facing-kept")
    if kept is not None:
        given["forbid_facing_kept"] = _facing_kept(lo, kept)
    if lo.doc.single(Statement, "captures forced") is not None:
        given["captures_forced"] = True
    given.update(draws(lo, given))  # type: ignore[arg-type]
    return Endings(span=lo.doc.src.whole(), goals=_goals(lo), counting=_counting(lo),
                   extinction=extinction(lo), **given, **runs(lo),
                   **perpetual(lo))


def _mate_rule(lo: Lowering, clause: MateClause) -> MateRule:
    """`by KIND+ OUTCOME` or `unless-checked-by KIND+ OUTCOME`: each kind a piece, once (E882)."""
    seen: set[str] = set()
    for word in clause.kinds:
        unknown_letter(lo, word, "a mate's checking men are named by their letter")
        if word.text in seen:
            lo.doc.error(word.span, Code.E882, f"'{word.text}' is named twice",
                         why="the clause names the kinds of checking men once each",
                         hint=f"keep one '{word.text}'")
        seen.add(word.text)
    kinds = tuple(w.text for w in clause.kinds if w.text in lo.names.letters)
    return MateRule(span=clause.span, kinds=tuple(dict.fromkeys(kinds)),
                    outcome=Outcome(clause.outcome.text))


def _counting(lo: Lowering) -> Counting | None:
    stmt = lo.doc.single(CountingStmt)
    if stmt is None:
        return None
    given: dict[str, object] = {}
    ok = True
    for clause in stmt.clauses:
        if clause.keyword in given:
            ok = False
            lo.doc.error(clause.span, Code.E813, f"'{clause.keyword}' is given twice",
                         why=f"a counting has one '{clause.keyword}' clause", hint="join them")
            continue
        hint = "a count starts only while no man of these kinds is on the board"
        if any([unknown_letter(lo, w, hint) for w in clause.without]):
            ok = False
        without = tuple(w.text for w in clause.without)
        if clause.keyword == "armed":
            assert clause.limit is not None  # the grammar gives it
            limit = _limit(lo, clause.limit)
            most = int(clause.max_men.text) if clause.max_men is not None else None
            ok = ok and limit is not None
            given.update(armed=limit, armed_without=without, armed_men=most)
        else:
            rows = _rows(lo, clause.rows)
            ok = ok and rows is not None
            given.update(bare=rows, bare_without=without, from_men=clause.from_men)
    if not stmt.clauses:
        ok = False
        lo.doc.error(stmt.span, Code.E812, "this counting never starts",
                     why="a count starts with 'armed N' (neither side bare) or 'bare ...' (the "
                     "side to move has one man left)",
                     hint="add e.g. 'bare 16 if R >= 1' on an indented line")
    if not ok:
        return None
    return Counting.model_validate({"span": stmt.span, "outcome": Outcome(stmt.outcome.text),
                                    **given})


def _rows(lo: Lowering, written: tuple[BareRow, ...]) -> tuple[CountRow, ...] | None:
    """A bare clause's table; None after a problem (reported)."""
    rows, default, ok = [], None, True
    for row in written:
        limit = _limit(lo, row.limit)
        if default is not None:
            ok = False
            lo.doc.error(row.span, Code.E813, "this row of 'bare' is never reached",
                         why=f"the row '{default}' before it has no 'if', so it always holds",
                         hint="put the row without 'if' last")
        if row.letter is None:
            default = row.limit.text
        elif unknown_letter(lo, row.letter, "a row counts the other side's men of a kind"):
            ok = False
            continue
        if limit is None:
            ok = False
        elif row.letter is None:
            rows.append(CountRow(limit=limit))
        else:
            assert row.op is not None and row.count is not None  # the grammar gives all three
            rows.append(CountRow(limit=limit, letter=row.letter.text, op=Compare(row.op.text),
                                 count=int(row.count.text)))
    return tuple(rows) if ok else None


def _limit(lo: Lowering, word: Word) -> int | None:
    """A counting limit in moves, at least one; None after a problem (reported)."""
    if int(word.text) >= 1:
        return int(word.text)
    lo.doc.error(word.span, Code.E811, "a counting limit needs at least one move",
                 why="the game ends once the count passes its limit", hint="give a limit of 1 or more")
    return None


def _ending(lo: Lowering, stmt: EndingStmt) -> dict[str, Field]:
    """The fields of `Endings` one statement sets."""
    key, outcome = stmt.keyword.replace("-", "_"), Outcome(stmt.outcome.text)
    if stmt.keyword == "royal-captured" and not _declares_royal(lo):
        lo.doc.error(stmt.span, Code.E891, "royal-captured, but no piece is royal",
                     why="the game ends when the side to move has no royal man left; without a "
                     "royal piece no side ever has one, and the game would be over at once",
                     hint="make the king royal ('royal'), or drop 'royal-captured' (a side "
                     "that loses all its men: 'extinction all loses')")
        return {}
    fields: dict[str, Field] = {}
    if stmt.score is not None:
        score = _score(lo, stmt.score, outcome)
        if score is None:
            return {}
        fields["stalemate_score"] = score
    if stmt.by_count:
        by_count = _by_count(lo, stmt, outcome)
        return by_count and {**by_count, **fields}
    if fields:
        return {key: outcome, **fields}
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
            "reset_by": tuple(w.text for w in stmt.reset_by if w.text in lo.names.letters),
            "reset_one_way": stmt.one_way}


def _goals(lo: Lowering) -> tuple[Goal, ...]:
    goals = []
    for stmt in lo.doc.only(GoalStmt):
        if stmt.when is not None:
            if stmt.safe is not None:
                lo.doc.error(stmt.safe.span, Code.E590, "a goal on a condition cannot be safe",
                             why="'safe' asks whether the other side attacks a man in a zone",
                             hint="write the goal on a piece in a zone, or drop 'safe'")
                continue
            if stmt.hold is not None:
                lo.doc.error(stmt.hold.span, Code.E830, "a goal on a condition cannot be held",
                             why="'held' and 'reply' judge a man in a zone again on its side's "
                             "next turn", hint="write the goal on a piece in a zone, or drop it")
                continue
            when = condition(lo, stmt.when)
            if when is not None:
                goals.append(Goal(when=when, outcome=Outcome(stmt.outcome.text)))
            continue
        assert stmt.letter is not None and stmt.zone is not None  # a goal has one or the other
        zone = lo.zones.inline(stmt.zone, f"goal {stmt.letter.text}")
        if not unknown_letter(lo, stmt.letter) and zone is not None:
            goals.append(Goal(letter=stmt.letter.text, zone=zone, outcome=Outcome(stmt.outcome.text),
                              hold=_hold(stmt.hold), safe=stmt.safe is not None))
    return tuple(goals)


def _hold(hold: GoalHold | None) -> Hold | None:
    """`held` or `reply SIDE OUTCOME`, lowered (docs/language.md section 11)."""
    if hold is None:
        return None
    if hold.side is None or hold.outcome is None:
        return Hold()
    return Hold(side=Side(hold.side.text), outcome=Outcome(hold.outcome.text))


def _checks_forbidden(lo: Lowering, stmt: Statement) -> bool:
    """`forbid checks`: needs a royal piece that check can be given to (E831)."""
    if _declares_royal(lo):
        return True
    lo.doc.error(stmt.span, Code.E831, "checks are forbidden, but no piece is royal",
                 why="a move gives check by attacking a royal man; without one no move does",
                 hint="make the king royal ('royal'), or drop 'forbid checks'")
    return False


def _facing_forbidden(lo: Lowering, stmt: Statement) -> bool:
    """`forbid facing`: needs a royal piece whose men could face each other (E560)."""
    if _declares_royal(lo):
        return True
    lo.doc.error(stmt.span, Code.E560, "facing is forbidden, but no piece is royal",
                 why="the rule keeps royal men of the two sides from facing each other along "
                 "an open file; without one no move could break it",
                 hint="make the king royal ('royal'), or drop 'forbid facing'")
    return False


def _facing_kept(lo: Lowering, stmt: Statement) -> bool:
    """`forbid facing-kept`: needs a royal piece (E584)."""
    if _declares_royal(lo):
        return True
    lo.doc.error(stmt.span, Code.E584, "facing may not be kept, but no piece is royal",
                 why="the rule keeps royal men of the two sides from staying face to face along "
                 "an open file; without one there are none",
                 hint="make the king royal ('royal'), or drop 'forbid facing-kept'")
    return False


def lone_royal(lo: Lowering) -> LoneRoyal | None:
    """`lone-royal`: needs a royal piece (E572), and not duple check as well (E573)."""
    stmt = lo.doc.single(Statement, "lone-royal")
    if stmt is None:
        return None
    if lo.doc.single(Statement, "duple-check") is not None:
        lo.doc.error(stmt.span, Code.E573, "lone-royal cannot go with duple-check",
                     why="both say when a side with several royal men is in check",
                     hint="keep one of them")
        return None
    if _declares_royal(lo):
        return LoneRoyal(span=stmt.span)
    lo.doc.error(stmt.span, Code.E572, "lone-royal, but no piece is royal",
                 why="lone-royal says when a side's royal men are in check",
                 hint="make the king royal ('royal'), or drop 'lone-royal'")
    return None


def passing(lo: Lowering) -> Pass | None:
    """`pass`: needs a royal piece (E565), and no castling (E566)."""
    stmt = lo.doc.single(Statement, "pass")
    if stmt is None:
        return None
    if not _declares_royal(lo):
        lo.doc.error(stmt.span, Code.E565, "pass, but no piece is royal",
                     why="a pass is written as the royal man's square twice",
                     hint="make the king royal ('royal'), or drop 'pass'")
        return None
    if lo.doc.single(CastlingStmt) is not None:
        lo.doc.error(stmt.span, Code.E566, "pass with castling",
                     why="the engines number a pass among the kinds of move castles are counted in; "
                     "the two are not supported together",
                     hint="drop 'pass' or 'castling'")
        return None
    return Pass(span=stmt.span)


def duple_check(lo: Lowering) -> DupleCheck | None:
    """`duple-check`: needs a royal piece (E860)."""
    stmt = lo.doc.single(Statement, "duple-check")
    if stmt is None:
        return None
    if _declares_royal(lo):
        return DupleCheck(span=stmt.span)
    lo.doc.error(stmt.span, Code.E860, "duple check, but no piece is royal",
                 why="duple check is an attack on every royal man of a side",
                 hint="make the king royal ('royal'), or drop 'duple-check'")
    return None


def _declares_royal(lo: Lowering) -> bool:
    """Whether some piece statement says `royal`."""
    return any(c.keyword == "royal" for p in lo.names.pieces for c in p.clauses)
