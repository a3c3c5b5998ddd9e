"""Royalty: what a royal man means for legality. Without one, every move is legal. A royal
man that may be captured ends the game when it falls. Otherwise no move may leave it attacked:
only the moves that checks, pins, the king's own steps, and men leaving or arriving where they
decide a hop or a lame leap onto the king make doubtful are played and tested (`safe`). A royal
man may wait in a pool: until it is placed its side has none on the board, is never in check, and
only the royal man's own drop is tested. With explosions (`tested`), a move played and tested
may not blow up the mover's royal man, may leave it attacked if it blows up the enemy's, and a
royal man with the enemy's beside it is shielded (rules/explosions.py); the moves tested are
those pins would test, every capture and every step of the royal man (a quiet move of another
man blows up nothing, changes no shield, and so exposes the royal man only through a pin). Where a
side may have several royal men (`every`), after a move no royal man of the mover may be
attacked, or with duple check not all of them; the royal men are found on the board, not
followed. In check every move is played and tested; out of check (`many_pins`) only those that
pins or near men make doubtful for some royal man, the royal men's own moves and promotions to a
royal kind, as pins would (not with explosions, stones that check, or men placed from pools).
With lone royalty (`lone`), a side with several royal men is never in check and every move is
legal; with one, that man is judged as a single king is, by pins where `many_pins` allows, a man
promoted to a royal kind not counting (`lone_safe_after`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan
from variantc.backend.rules.attacks import AttacksPlan, SideAttacks
from variantc.backend.rules.castling import CastlingPlan
from variantc.backend.rules.explosions import ExplosionsPlan
from variantc.backend.rules.remote import RemotePlan
from variantc.backend.rules.transfer import TransferPlan

Mode = Literal["none", "capturable", "pins", "tested", "every", "transfer", "remote"]


@dataclass(frozen=True)
class RoyaltyPlan(RulePlan):
    mode: Mode
    royal: int  # the royal kind's code, 0 without one
    castles: bool  # castles_<side> exist
    placed: tuple[int, ...]  # kinds of moves that place a man: their origin is no square
    tested: tuple[int, ...]  # kinds pins cannot judge: always played and tested
    pool_attacks: bool  # moves that change the pools change attacks: test them in full
    pin_rays: tuple[str | None, str | None]  # per side: the enemy's lines, for its pins
    placed_royal: bool  # the royal man may be placed from a pool: make and unmake follow it
    near: tuple[SideAttacks | None, SideAttacks | None]  # per side: the enemy's attacks, when
    # some hop or lame leap makes men near the king that are pinned on no line doubtful
    blast: bool  # captures explode: a side may lose its royal man, and the game ends
    shield: bool  # ... and a royal man beside the enemy's is shielded (`shielded`)
    royals: tuple[int, ...] = ()  # `every`: the codes of the royal kinds, marked twins included
    duple: bool = False  # `every`: a side is in check only when all its royal men are attacked
    stone_check: bool = False  # a royal man that would petrify gives check, though it may not
    # capture (`stone_attacks_by_<side>`, rules/petrify)
    lone: bool = False  # `every`: a side is in check only while it has one royal man
    many_pins: bool = False  # `every` judged by pins too (many_by_pins in royalty.j2)
    counted: tuple[bool, bool] = (False, False)  # per side: the enemy's ranges are counted, so
    # its royal man's captures change attacks
    kept_pass: bool = False  # forbid facing-kept and pass: while royal men face, a pass is
    # legal even in check, so the side that passed may be in check (`_exposed`)


def plan(ctx: Context, plans: Plans) -> RoyaltyPlan:
    v = ctx.variant
    royal = next((ctx.code[p.letter] for p in v.pieces if p.royal), 0)
    if v.castling is not None and v.piece(v.castling.king).royal:
        royal = ctx.code[v.castling.king]  # followed by `_kings`, for castling's check
    attacks = plans.get(AttacksPlan)
    assert attacks is not None
    blast = plans.get(ExplosionsPlan)
    mode: Mode = "none"
    if royal and v.endings.royal_captured is not None:
        mode = "capturable"
    elif royal and v.many_royals():
        mode = "every"
    elif royal and plans.get(RemotePlan) is not None:
        mode = "remote"  # any mode may take the royal man: every move played and judged
    elif plans.get(TransferPlan) is not None:
        mode = "transfer"  # a man that leaves a pin's line goes on: every move played and judged
    elif royal:
        mode = "tested" if blast is not None else "pins"
    earlier = plans.all()
    return RoyaltyPlan(
        mode, royal, plans.get(CastlingPlan) is not None,
        tuple(int(k) for p in earlier for k in p.placed_kinds()),
        tuple(int(k) for p in earlier for k in p.tested_kinds()),
        attacks.pool_attacks,
        (attacks.sides[1].pin_rays or attacks.sides[1].rays,
         attacks.sides[0].pin_rays or attacks.sides[0].rays),
        bool(royal and (v.drops or v.exchange)),
        (near(attacks.sides[1]), near(attacks.sides[0])),
        bool(royal and blast), bool(royal and blast and blast.shield),
        tuple(sorted(code for p in v.pieces if p.royal for code in ctx.codes_of(p.letter)))
        if mode == "every" else (),  # a promoted man ('Q~') of a royal kind is royal too
        v.duple_check is not None, v.stone_checks(), v.lone_royal is not None,
        mode == "every" and not blast and not v.stone_checks() and not (v.drops or v.exchange),
        (bool(attacks.sides[1].counted), bool(attacks.sides[0].counted)),
        v.endings.forbid_facing_kept and v.passing is not None)


def near(a: SideAttacks) -> SideAttacks | None:
    return a if a.near or a.cannon_rays or a.grasshopper_rays else None
