"""Promotion, and squares where a man could never move again (`forbid immobility`).

A move that starts or ends in its piece's promotion zone promotes to one of the choices:
compulsorily, or optionally; with `on-capture`, only a capture; limited to kinds the side has
fewer of than in its setup; or by a swap with one of the side's men in the opponent's pool, the
promoting man going there instead. A `+X` piece that `demotes` arrives the same way, with X its
one choice (the runtime names the move `-`).
Where a man could never move again it may not stay unpromoted (`DEAD_*` squares). A confined
choice is offered only where it may stand (a table of choices per square). `Arrival` is what
reaching a square means for one piece and side; movement.j2 renders it with `expand`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from variantc.backend.context import SIDES, Context, SidePlan, ident
from variantc.backend.rule import Plans, RulePlan
from variantc.ir.model import Piece


@dataclass(frozen=True)
class Arrival:
    promote: str | None  # table: squares of the zone (a move from or to one promotes)
    choices: tuple[int, ...]  # codes a promotion may place
    choices_at: str | None  # table: per square, the codes a promotion there may place (when
    # a choice is confined)
    optional: bool
    limited: bool  # a choice needs fewer such men on the board than in the setup
    swap: int | None  # where the choices are counted: the side's men in the opponent's pool
    dead_in: str | None  # table: squares of the zone it may not stay on unpromoted
    dead_out: str | None  # table: squares outside the zone it may never stop on
    free: tuple[int, ...] = ()  # with `limited K`: the choices it does not limit
    on_capture: bool = False  # only a capture promotes: a quiet move is plain
    dead_quiet: str | None = None  # on_capture: every square it could never move again from
    entering: bool = False  # a quiet move promotes only entering the zone, or onto `stuck`
    stuck: str | None = None  # entering: the squares it could never move again from


PLAIN = Arrival(None, (), None, False, False, None, None, None)


@dataclass(frozen=True)
class Limit:
    codes: tuple[int, ...]  # signed: the kind and its marked twin
    count: int  # the side's men of the kind in the setup


@dataclass(frozen=True)
class Swap:
    code: int  # the promoting kind
    bases: tuple[int, int]  # per side: where its side's men in the opponent's pool are counted


@dataclass(frozen=True)
class PromotionPlan(RulePlan):
    arrivals: Mapping[tuple[str, int], Arrival]  # (letter, side index) -> how it arrives
    limits: tuple[tuple[Limit, ...], tuple[Limit, ...]]  # per side
    swaps: tuple[Swap, ...]

    def arrival(self, letter: str, side: SidePlan) -> Arrival:
        return self.arrivals[(letter, side.index)]


def plan(ctx: Context, plans: Plans) -> PromotionPlan | None:
    v = ctx.variant
    if not v.forbid_immobility and not any(p.promotion or p.demotion for p in v.pieces):
        return None
    arrivals = {(p.letter, side.index): arrival(ctx, p, side) for p in v.pieces for side in SIDES}
    swaps = tuple(Swap(ctx.code[p.letter], (ctx.pool_base(p.promotion.swap, 1, 0),
                                            ctx.pool_base(p.promotion.swap, 0, 1)))
                  for p in v.pieces if p.promotion and p.promotion.swap)
    return PromotionPlan(arrivals, (limits(ctx, SIDES[0]), limits(ctx, SIDES[1])), swaps)


def arrival(ctx: Context, piece: Piece, side: SidePlan) -> Arrival:
    if piece.demotion is not None:
        return demotion(ctx, piece, side)
    s, letter = side.upper, ident(piece.letter)
    promote, optional, limited, swap = None, False, False, None
    choices: tuple[int, ...] = ()
    free: tuple[int, ...] = ()
    choices_at: str | None = None
    zone: set[int] = set()
    if piece.promotion and not piece.promotion.standing:  # standing: rules/standing.py
        promo = piece.promotion
        zone = set(promo.zone.cells(side.side))
        if promo.swap:
            swap = ctx.pool_base(promo.swap, 1 - side.index, side.index)
        promote = ctx.tables.squares(
            f"PROMOTE_{letter}_{s}", f"{ctx.where(promo.span)}  {piece.letter} promotes moving "
            "from or to these squares", zone)
        kinds = promo.choices(side.side)
        choices = tuple(ctx.placed(x) for x in kinds)
        if promo.by_file:  # the kind of the file the man lands on
            code = dict(zip(kinds, choices, strict=True))
            where = {x: ctx.geo.stands(ctx.variant.piece(x), side.side) for x in kinds}

            def own_file(c: int) -> tuple[int, ...]:
                kind = promo.by_file[ctx.topo.coords(c)[0]]
                inside = where[kind]
                return (code[kind],) if inside is None or c in inside else ()
            choices_at = ctx.tables.add(
                f"PROMOTE_{letter}_{s}_BY_FILE", f"{ctx.where(promo.span)}  per square, the "
                f"kind {piece.letter} promotes to there: its file's",
                tuple(own_file(c) if ctx.topo.is_square(c) else () for c in range(ctx.topo.size)))
        elif any(ctx.variant.piece(x).confined for x in kinds):
            stands = [ctx.geo.stands(ctx.variant.piece(x), side.side) for x in kinds]
            choices_at = ctx.tables.add(
                f"PROMOTE_{letter}_{s}_CHOICES", f"{ctx.where(promo.span)}  per square, the "
                f"kinds {piece.letter} may promote to there (where they may stand)",
                tuple(tuple(code for code, inside in zip(choices, stands, strict=True)
                            if inside is None or c in inside) for c in range(ctx.topo.size)))
        optional, limited = promo.optional, bool(promo.limited)
        free = tuple(ctx.placed(x) for x in kinds if x not in promo.limited) if limited else ()
    dead = set(ctx.geo.dead(piece, side.side, ctx.curved, ctx.variant.forbid_immobility))
    why = f"{ctx.where(piece.span)}  {piece.letter} could never move again from these squares"
    dead_in = ctx.tables.squares(f"DEAD_{letter}_{s}_IN_ZONE", why + " (it must promote there)",
                                 dead & zone) if optional and dead & zone else None
    dead_out = ctx.tables.squares(f"DEAD_{letter}_{s}", why, dead - zone) if dead - zone else None
    on_capture = bool(piece.promotion and piece.promotion.on_capture)
    entering = bool(piece.promotion and piece.promotion.entering)
    stuck = set(ctx.geo.dead(piece, side.side, ctx.curved, True)) if entering else set()
    return Arrival(promote, choices, choices_at, optional, limited, swap, dead_in, dead_out, free,
                   on_capture, _dead_quiet(ctx, piece, side, dead, why) if on_capture else None,
                   entering, ctx.tables.squares(f"STUCK_{letter}_{s}", f"{ctx.where(piece.span)}"
                                                f"  {piece.letter} could never move again from "
                                                "these squares (it may promote there)", stuck)
                   if stuck else None)


def demotion(ctx: Context, piece: Piece, side: SidePlan) -> Arrival:
    """A demoting piece's arrival: a promotion, compulsory unless optional, to the one kind it
    turns back into (`demotes`), written `-` by the runtime."""
    rule = piece.demotion
    assert rule is not None
    s, letter = side.upper, ident(piece.letter)
    zone = set(rule.zone.cells(side.side))
    turns = ctx.tables.squares(f"DEMOTE_{letter}_{s}", f"{ctx.where(rule.span)}  {piece.letter} "
                               f"turns back into {rule.to} moving from or to these squares", zone)
    inside = ctx.geo.stands(ctx.variant.piece(rule.to), side.side)
    choices_at = None if inside is None else ctx.tables.add(
        f"DEMOTE_{letter}_{s}_CHOICES", f"{ctx.where(rule.span)}  per square, {rule.to} where "
        "it may stand", tuple((ctx.placed(rule.to),) if c in inside else ()
                              for c in range(ctx.topo.size)))
    dead = set(ctx.geo.dead(piece, side.side, ctx.curved, ctx.variant.forbid_immobility))
    why = f"{ctx.where(piece.span)}  {piece.letter} could never move again from these squares"
    dead_in = ctx.tables.squares(f"DEAD_{letter}_{s}_IN_ZONE", why + " (it must turn there)",
                                 dead & zone) if rule.optional and dead & zone else None
    dead_out = ctx.tables.squares(f"DEAD_{letter}_{s}", why, dead - zone) if dead - zone else None
    return Arrival(turns, (ctx.placed(rule.to),), choices_at, rule.optional, False, None, dead_in,
                   dead_out, (), rule.on_capture,
                   _dead_quiet(ctx, piece, side, dead, why) if rule.on_capture else None)


def _dead_quiet(ctx: Context, piece: Piece, side: SidePlan, dead: set[int], why: str) -> str | None:
    return ctx.tables.squares(f"DEAD_{ident(piece.letter)}_{side.upper}_QUIET", why, dead) if dead else None


def limits(ctx: Context, side: SidePlan) -> tuple[Limit, ...]:
    v = ctx.variant
    return tuple(Limit(tuple(c * side.sign for c in ctx.codes_of(letter)),
                       sum(1 for m in v.setup.men if m.side is side.side and m.letter == letter))
                 for letter in sorted({x for p in v.pieces if p.promotion
                                       for x in p.promotion.limited}))
