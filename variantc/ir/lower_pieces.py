"""Lowering the pieces: moves (Betza, paths, counted slides), promotion, drops and pulls."""

from __future__ import annotations

import re
from typing import TypeVar

from variantc.diagnostics import Code
from variantc.frontend.nodes import (
    CapturesByClause,
    Clause,
    ConfinedClause,
    DemotesClause,
    DropsClause,
    EnPassantClause,
    FirstMovesClause,
    FlagClause,
    GuardedClause,
    InitialClause,
    MovesClause,
    PathsClause,
    PieceStmt,
    PromotesClause,
    PullsClause,
    SlidesClause,
    SparesClause,
    ValueClause,
    ZoneExpr,
)
from variantc.frontend.source import Span, errors
from variantc.ir import betza, betza_legs, lower_promotion
from variantc.ir.lowering import Lowering, unknown_letter
from variantc.ir.model import (
    Count,
    DropRule,
    First,
    FirstMoves,
    Guarded,
    Leap,
    Movement,
    Neighbour,
    Path,
    Piece,
    Pull,
    Ride,
    Setup,
    Side,
    Sparing,
    Turn,
    Zone,
)
from variantc.ir.remote import CaptureMode, CapturesBy
from variantc.ir.statements import at
from variantc.runtime.topology import BOARD_NAMES

C = TypeVar("C", bound=Clause)
REPEATABLE = ("moves", "paths", "slides")  # clauses a piece may give more than once


def piece(lo: Lowering, stmt: PieceStmt, setup: Setup | None) -> Piece | None:
    """The piece, or None if its promotion is broken (reported)."""
    drops = [c for c in stmt.clauses if isinstance(c, DropsClause)]
    drop = _drop_rule(lo, drops, stmt) if drops else DropRule()
    clauses = _once(lo, stmt)
    moves = betza.distinct(m for clause in clauses for m in _moves(lo, clause, stmt))
    value = _first(clauses, ValueClause)
    flags = {c.keyword for c in clauses if isinstance(c, FlagClause)}
    if "mirrored" in flags and lo.lattice != "square":
        clause = next(c for c in clauses if isinstance(c, FlagClause) and c.keyword == "mirrored")
        board = BOARD_NAMES[lo.lattice]
        lo.doc.error(clause.span, Code.E313, f"'mirrored' on a {board} board",
                     why=f"black's moves are white's turned half round; a {board} board has no "
                     "top-to-bottom mirror that keeps its files", hint="leave 'mirrored' out")
    promotes = _first(clauses, PromotesClause)
    promotion = lower_promotion.promotion(lo, promotes, stmt) if promotes else None
    demotes = _first(clauses, DemotesClause)
    demotion = lower_promotion.demotion(lo, demotes, stmt) if demotes else None
    initial = _first(clauses, InitialClause)
    zone = lo.zones.inline(initial.zone, f"initial {stmt.letter.text}") if initial else None
    pulls = _first(clauses, PullsClause)
    pull = _pull(lo, pulls) if pulls else None
    confines = _first(clauses, ConfinedClause)
    confined = _confined(lo, confines, stmt) if confines else None
    firsts = _first(clauses, FirstMovesClause)
    passing = _first(clauses, EnPassantClause)
    passing_zone = None
    if passing is not None and passing.zone is not None:
        passing_zone = lo.zones.inline(passing.zone, f"en-passant {stmt.letter.text}")
        if passing_zone is None:
            return None
    if (promotes and promotion is None) or (confines and confined is None) or (
            demotes and demotion is None):
        return None
    spares = {c.keyword: _sparing(lo, c) for c in clauses if isinstance(c, SparesClause)}
    guarded = _first(clauses, GuardedClause)
    captures_by = _first(clauses, CapturesByClause)
    return Piece(span=stmt.span, letter=stmt.letter.text, name=stmt.name.text,
                 value=int(value.value.text) if value else None, moves=tuple(moves),
                 betza="".join(w.text for c in clauses if isinstance(c, MovesClause)
                               for w in c.betza),
                 royal="royal" in flags, en_passant="en-passant" in flags,
                 en_passant_recorded=any(isinstance(c, EnPassantClause) and c.recorded
                                         for c in clauses), en_passant_zone=passing_zone,
                 en_passant_unexposed=passing is not None and passing.unexposed,
                 mirrored="mirrored" in flags, promotion=promotion, demotion=demotion,
                 initial=zone if zone is not None else _setup_zone(stmt, setup), drop=drop, pull=pull,
                 confined=confined, first=_first_moves(lo, firsts) if firsts else None,
                 never_over=spares.get("never-over"), never_takes=spares.get("never-takes"),
                 spares_guarded=_guarded(lo, guarded) if guarded else None,
                 captures_by=CapturesBy(span=captures_by.span, modes=tuple(dict.fromkeys(
                     CaptureMode(w.text) for w in captures_by.modes))) if captures_by else None,
                 freezes="freezes" in flags)


def _sparing(lo: Lowering, clause: SparesClause) -> Sparing:
    """The kinds of `never-over` or `never-takes`; unknown letters are reported (E504)."""
    kinds = tuple(w.text for w in clause.kinds if not unknown_letter(lo, w))
    return Sparing(span=clause.span, kinds=kinds)


def _guarded(lo: Lowering, clause: GuardedClause) -> Guarded:
    """`spares-guarded`: its kinds and bridge's; unknown letters are reported (E504)."""
    bridge = None if clause.bridge is None else tuple(
        w.text for w in clause.bridge if not unknown_letter(lo, w))
    return Guarded(span=clause.span, kinds=tuple(w.text for w in clause.kinds
                                                 if not unknown_letter(lo, w)),
                   afar=clause.afar, bridge=bridge)


def _first_moves(lo: Lowering, clause: FirstMovesClause) -> FirstMoves:
    """Moves made only with the first-move right; unknown aiming kinds are reported."""
    moves = betza.distinct(m for word in betza.once_each(clause.betza)
                     for m in _betza(lo, word.text, word.span))
    lost_to = tuple(w.text for w in clause.aimed if not unknown_letter(lo, w))
    return FirstMoves(span=clause.span, moves=tuple(moves), not_in_check=clause.not_in_check,
                      lost_to=lost_to)


def _confined(lo: Lowering, clause: ConfinedClause, stmt: PieceStmt) -> Zone | None:
    """The squares its men may stand on, or None if the zone is broken or empty (reported)."""
    zone = lo.zones.inline(clause.zone, f"confined {stmt.letter.text}")
    if zone is None:
        return None
    empty = [side.value for side in Side if not zone.cells(side)]
    for side in empty:
        lo.doc.error(clause.zone.span, Code.E512, f"{stmt.name.text} is confined to a zone with "
                     f"no square for {side}", why="its men could stand nowhere: zones count "
                     "ranks from each side's own first rank",
                     hint="check the ranks or squares of the zone")
    return None if empty else zone


def _once(lo: Lowering, stmt: PieceStmt) -> list[Clause]:
    """The clauses but drops, each given once but the repeatable ones; a repeat is reported."""
    seen: dict[str, Span] = {}
    out = []
    for clause in stmt.clauses:
        if isinstance(clause, DropsClause):
            continue
        if clause.keyword in seen and clause.keyword not in REPEATABLE:
            lo.doc.error(clause.span, Code.E503, f"'{clause.keyword}' is given twice for "
                         f"{stmt.name.text}", why=f"the first is at {at(seen[clause.keyword])}",
                         hint="keep one of them")
            continue
        seen[clause.keyword] = clause.span
        out.append(clause)
    return out


def _first(clauses: list[Clause], cls: type[C]) -> C | None:
    return next((c for c in clauses if isinstance(c, cls)), None)


def _moves(lo: Lowering, clause: Clause, stmt: PieceStmt) -> list[Movement]:
    match clause:
        case MovesClause():
            adjacent = Neighbour(clause.adjacent.text) if clause.adjacent else None
            region = within = None
            if clause.region is not None:
                region = _region(lo, clause.region, stmt)
                if region is None:
                    return []
            if clause.within is not None:
                within = _within(lo, clause.within, stmt)
                if within is None:
                    return []
            return [m.model_copy(update={"adjacent": adjacent, "region": region,
                                         "within": within})
                    for word in betza.once_each(clause.betza) for m in _betza(lo, word.text, word.span)]
        case PathsClause():
            return list(_paths(lo, clause))
        case SlidesClause():
            return list(_slides(lo, clause, stmt))
    return []


def _region(lo: Lowering, expr: ZoneExpr, stmt: PieceStmt) -> Zone | None:
    """`moves ... in ZONE`: where the moves start, or None if the zone is broken or has no
    square for a side (reported: E561)."""
    region = lo.zones.inline(expr, f"moves {stmt.letter.text} in")
    if region is None:
        return None
    empty = [side.value for side in Side if not region.cells(side)]
    if empty:
        lo.doc.error(expr.span, Code.E561, f"these moves of {stmt.name.text} are made from a "
                     f"zone with no square for {empty[0]}",
                     why="moves 'in ZONE' are made only from the zone's squares: zones count "
                     "ranks from each side's own first rank",
                     hint="check the ranks or squares of the zone")
        return None
    return region


def _within(lo: Lowering, expr: ZoneExpr, stmt: PieceStmt) -> Zone | None:
    """`moves ... within ZONE`: the squares the moves start from, pass and land on, or None if
    the zone is broken or has no square for a side (reported: E562)."""
    within = lo.zones.inline(expr, f"moves {stmt.letter.text} within")
    if within is None:
        return None
    empty = [side.value for side in Side if not within.cells(side)]
    if empty:
        lo.doc.error(expr.span, Code.E562, f"these moves of {stmt.name.text} are kept within a "
                     f"zone with no square for {empty[0]}",
                     why="moves 'within ZONE' start, pass and land only on the zone's squares: "
                     "zones count ranks from each side's own first rank",
                     hint="check the ranks or squares of the zone")
        return None
    return within


def _betza(lo: Lowering, text: str, span: Span) -> list[Movement]:
    if text.startswith("[") and lo.lattice == "square" and lo.cube is None:
        moves, problems = betza_legs.parse_legs(text, span)
    else:
        moves, problems = betza.parse_betza(text, span, lo.lattice, lo.cube)
    lo.doc.problems.extend(problems)
    return moves


def _setup_zone(stmt: PieceStmt, setup: Setup | None) -> Zone:
    """Where the setup places the piece: its initial zone unless it gives one."""
    men = setup.men if setup else ()
    cells = {side: tuple(sorted(m.cell for m in men
                                if m.letter == stmt.letter.text and m.side is side))
             for side in Side}
    return Zone(span=stmt.span, name=f"initial {stmt.letter.text}",
                white=cells[Side.WHITE], black=cells[Side.BLACK])


def _paths(lo: Lowering, clause: PathsClause) -> list[Path]:
    out, word = [], clause.paths
    for match in re.finditer(r"\S+", word.text):
        text = match.group()
        col = word.span.col + match.start()
        span = Span(word.span.file, word.span.line, col, word.span.line, col + len(text) - 1)
        if not re.fullmatch(r"[od][slr]*", text):
            lo.doc.error(span, Code.E209, f"'{text}' is not a path",
                         why="a path is a first step, o (orthogonal) or d (diagonal), then "
                         "for each further step s (straight on), l or r (turn left or right)",
                         hint="the knight of a curved board is 'osl osr olr orl ols ors'")
            continue
        out.append(Path(span=span, first=First(text[0]), turns=tuple(Turn(t) for t in text[1:])))
    return out


def _slides(lo: Lowering, clause: SlidesClause, stmt: PieceStmt) -> list[Ride]:
    parsed, problems = betza.parse_betza(clause.betza.text, clause.betza.span, lo.lattice, lo.cube)
    lo.doc.problems.extend(problems)
    units = [m for m in parsed if isinstance(m, Leap | Ride) and m.atom in ("W", "F")
             and not m.initial and not (isinstance(m, Leap) and m.lame)]
    if errors(problems) or len(units) != len(parsed):
        if not errors(problems):
            lo.doc.error(clause.betza.span, Code.E210, f"'{clause.betza.text}' cannot slide",
                         why="a counted slide goes along lines: W or F with directions",
                         hint="write e.g. 'slides fW per P in file e'")
        return []
    if unknown_letter(lo, clause.letter, "the range counts the mover's men of this kind"):
        return []
    zone = lo.zones.inline(clause.zone, f"slides {stmt.letter.text}")
    if zone is None:
        return []
    count = Count(letter=clause.letter.text, zone=zone)
    return [Ride(span=m.span, atom=m.atom, vectors=m.vectors, mode=m.mode, counted=count,
                 safely=clause.safely) for m in units]


def _pull(lo: Lowering, clause: PullsClause) -> Pull | None:
    parsed, problems = betza.parse_betza(clause.along.text, clause.along.span, lo.lattice, lo.cube)
    lo.doc.problems.extend(problems)
    if errors(problems):
        return None
    lines = [m for m in parsed if isinstance(m, Ride) and max(map(abs, m.vectors[0])) == 1]
    if len(lines) != len(parsed) or any(m.range for m in lines):
        lo.doc.error(clause.along.span, Code.E508,
                     f"'{clause.along.text}' has no lines to pull along",
                     why="a pull follows lines: unlimited rides of W or F, such as R, B or Q",
                     hint="write e.g. 'pulls along Q over 1 hole'")
        return None
    return Pull(vectors=tuple(sorted({v for m in lines for v in m.vectors})),
                holes=int(clause.holes.text))


def _drop_rule(lo: Lowering, clauses: list[DropsClause], stmt: PieceStmt) -> DropRule:
    zone: Zone | None = None
    flags, per_file = set(), 0
    for clause in clauses:
        limit = _per_file(lo, clause, stmt)
        if limit and per_file:
            lo.doc.error(clause.span, Code.E571, f"{stmt.name.text} has two drop limits per file",
                         why="'one-per-file' is 'drops 1 per file': a piece has one limit per file",
                         hint="keep one of them")
        elif limit:
            per_file = limit
        elif clause.zone is not None:
            if zone is not None:
                lo.doc.error(clause.span, Code.E503, f"'drops in' is given twice for {stmt.name.text}",
                             why="a piece has one drop zone", hint="join the zones with '+'")
                continue
            zone = lo.zones.inline(clause.zone, f"drops {stmt.letter.text}")
        elif clause.rule is not None:
            flags.add(clause.rule.text)
    return DropRule(zone=zone, per_file=per_file,
                    one_per_colour="one-per-colour" in flags, no_mate="no-mate" in flags,
                    promoted="promoted" in flags)


def _per_file(lo: Lowering, clause: DropsClause, stmt: PieceStmt) -> int:
    """The clause's limit of own unpromoted men of the kind on a file: 1 for `one-per-file`,
    N for `drops N per file`, 0 for any other clause (or a limit of no men, E570)."""
    if clause.rule is not None and clause.rule.text == "one-per-file":
        return 1
    if clause.per_file is None:
        return 0
    if int(clause.per_file.text) < 1:
        lo.doc.error(clause.per_file.span, Code.E570,
                     f"{stmt.name.text} may be dropped with at most 0 of its kind on a file",
                     why="a file always holds the dropped man itself, so no drop could be made",
                     hint="give a limit of 1 or more, or leave the piece out of the pools")
        return 0
    return int(clause.per_file.text)
