"""Attacks: could a side's man capture on a square? The question check, castling, safe slides
and counted checks ask. Answered from tables inverted from the moves (backend/attacks.py):
leapers, lines walked outward, blocked paths, hops, and captures that need a swap; counted
slides, whose reach depends on the position, by lines of their own and the range counted when
an attacker is met. A royal man that
would petrify (ir: `Variant.stone_royal`) may not capture, and attacks nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from variantc.backend.attacks import Gate, attack_tables
from variantc.backend.context import SIDES, Context, SidePlan, ident
from variantc.backend.rule import Plans, RulePlan
from variantc.ir.model import Mode, Movement, Piece, Ride


@dataclass(frozen=True)
class Counted:
    """A counted slide's attacks. Its lines are fixed, its range is counted each time: walked
    outward from the target, the first man met attacks if of its kinds and fewer squares lie
    between than the range."""

    rays: str | None  # per target: lines walked outward of (square, kinds)
    blocked: str | None  # per target: (square, kinds, between) no line walks (links, curves)
    count: tuple[tuple[int, ...], int]  # own men of this signed code on these squares: the range


@dataclass(frozen=True)
class SideAttacks:
    sign: int  # the side's: its men's codes, signed, are bits of the tables' kinds
    leapers: str | None  # tables, None when empty
    rays: str | None
    blocked: str | None
    hops: str | None
    cannon_rays: tuple[tuple[str, tuple[int, ...]], ...]  # (table, codes no screen may have)
    grasshopper_rays: str | None
    gated: str | None
    counted: tuple[Counted, ...]
    pin_rays: str | None  # rays for pins, when they differ from `rays` (counted slides)
    near: str | None  # per square: where a man leaving or arriving may make or undo a hop or a
    # lame leap onto it (its attackers and the squares between them and it)
    screened: str | None = None  # hops whose screen may not be of some kinds (`never-over`)
    hurdled: str | None = None  # multi-leg moves over men: (square, kinds, between, hurdles)


@dataclass(frozen=True)
class AttacksPlan(RulePlan):
    sides: tuple[SideAttacks, SideAttacks]
    remote: bool = False  # capture modes: the men that take a man are found by rules/remote

    @property
    def pool_attacks(self) -> bool:
        """Attacks depend on the pools (swaps): moves that change pools change attacks."""
        return any(s.gated for s in self.sides)


def plan(ctx: Context, plans: Plans) -> AttacksPlan:
    return AttacksPlan((side_attacks(ctx, SIDES[0]), side_attacks(ctx, SIDES[1])),
                       ctx.variant.remote())


def side_attacks(ctx: Context, side: SidePlan,
                 which: Callable[[Piece], bool] | None = None) -> SideAttacks:
    """The tables of `side`'s attacks: by the pieces `which` keeps, by default those that may
    capture."""
    v, s = ctx.variant, side.upper
    keep = which or (lambda p: not v.stone_royal(p.letter))
    men = [(p, tuple(c * side.sign for c in ctx.codes_of(p.letter))) for p in v.pieces
           if keep(p)]
    t = attack_tables(ctx.geo, men, side.side, ctx.curved, gate(ctx, side), ctx.unscreened)
    # Pins may over-approximate: a man wrongly thought pinned is merely tested in full. So
    # a slide whose range is counted is taken, for pins, as an unlimited rider.
    # Without counted slides they are the rays already found (a swap gates leaps only).
    counts = any(isinstance(m, Ride) and m.counted is not None for p, _ in men for m in p.moves)
    pin_rays = attack_tables(ctx.geo, [(uncounted(p), codes) for p, codes in men], side.side,
                             ctx.curved).rays if counts else t.rays
    where = f"{side.name} men attacking each square"

    def table(name: str, comment: str, rows: tuple) -> str | None:
        return ctx.tables.add(f"{name}_BY_{s}", f"{where} {comment}", rows) if any(rows) else None

    cannons = []
    for unscreened, lines in t.cannon_rays:
        screen = f" (of no code in {unscreened})" if unscreened else ""
        name = table("CANNON_RAYS", f"by a hop over the first man met{screen} on lines walked "
                     "outward: (square, kinds)", lines)
        if name:
            cannons.append((name, unscreened))
    return SideAttacks(
        sign=side.sign,
        leapers=table("LEAPERS", "by a leap: (square, kinds: bit |code| of each)", t.leapers),
        rays=table("RAYS", "along lines walked outward: (square, kinds) while the line is empty",
                   t.rays),
        blocked=table("BLOCKED", "when the squares between are empty", t.blocked),
        hops=table("HOPS", "by a hop: (square, kinds, between, grasshopper)", t.hops),
        gated=table("GATED", "by a capture that must promote by a swap: (square, kinds, pool "
                    "counts, choices)", t.gated),
        counted=counted_attacks(ctx, side, men, table),
        pin_rays=table("PIN_RAYS", "along lines, counted slides taken as unlimited: for pins "
                       "only", pin_rays) if pin_rays != t.rays else None,
        cannon_rays=tuple(cannons),
        grasshopper_rays=table("GRASSHOPPER_RAYS", "by a hop over the man next to it: (that "
                               "square, line beyond it of (square, kinds))", t.grasshopper_rays),
        near=table("NEAR", "by hops and lame leaps: where a man leaving or arriving may change "
                   "them", t.near),
        screened=table("SCREENED_HOPS", "by a hop whose screen may not be of some kinds, no "
                       "line walks: (square, kinds, between, grasshopper, codes no screen may "
                       "have)",
                       t.screened),
        hurdled=table("HURDLED", "by a multi-leg move over men: (square, kinds, between, "
                      "hurdles as (square, need: 0 a man, 1 an enemy of the attacker, 2 its "
                      "own))", t.hurdled),
    )


def counted_attacks(ctx: Context, side: SidePlan, men: list[tuple[Piece, tuple[int, ...]]],
                    table: Callable[[str, str, tuple], str | None]) -> tuple[Counted, ...]:
    """Each capturing counted slide's attacks: its lines inverted as an unlimited ride's."""
    counted = []
    for piece, codes in men:
        for m in piece.moves:
            if isinstance(m, Ride) and m.counted is not None and m.mode is not Mode.MOVE:
                alone = attack_tables(ctx.geo, [(uncounted(piece, (m,)), codes)], side.side,
                                      ctx.curved)
                what = f"by {piece.letter}'s slide {m.atom} {sorted(m.vectors)}, its range " \
                    f"counted ({ctx.where(m.span)})"
                counted.append(Counted(
                    table(f"COUNTED_{ident(piece.letter)}_RAYS", f"{what}: (square, kinds) on "
                          "lines walked outward, with fewer squares before it than the range",
                          alone.rays),
                    table(f"COUNTED_{ident(piece.letter)}_BLOCKED", f"{what}: (square, kinds, "
                          "between), fewer squares between than the range", alone.blocked),
                    ctx.count(m.counted, side)))
    return tuple(counted)


def gate(ctx: Context, side: SidePlan) -> Gate:
    """Which captures need a swap to be possible: (piece, target) -> (pool base, choices)."""
    def gated(piece: Piece, target: int) -> tuple[int, tuple[int, ...]] | None:
        promo = piece.promotion
        if promo is None or promo.swap is None or promo.optional:
            return None
        if target not in promo.zone.cells(side.side):
            return None
        base = ctx.pool_base(promo.swap, 1 - side.index, side.index)
        stands = [(x, ctx.geo.stands(ctx.variant.piece(x), side.side))
                  for x in promo.choices(side.side)]
        return base, tuple(ctx.code[x] for x, inside in stands if inside is None or target in inside)
    return gated


def uncounted(piece: Piece, moves: tuple[Movement, ...] | None = None) -> Piece:
    """The piece with its counted slides made unlimited rides; with `moves`, only those moves
    of it."""
    made = tuple(m.model_copy(update={"counted": None, "safely": False})
                 if isinstance(m, Ride) and m.counted is not None else m
                 for m in (piece.moves if moves is None else moves))
    return piece.model_copy(update={"moves": made})
