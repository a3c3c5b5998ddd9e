"""Castling: the king slides toward a corner rook, which lands beside it on the inner side.

Rights are bits (K 1, Q 2, k 4, q 8; 16 and 32 mark a white and a black king that never
moved); `CASTLE_MASK` says what a move from or to each square leaves of them. A castle may
wait on a condition (a gate), and with `dropped-rooks-castle` a rook placed on its corner
while its king never moved restores the right.
"""

from __future__ import annotations

from dataclasses import dataclass

from compiler.backend import conditions
from compiler.backend.conditions import Test
from compiler.backend.context import SIDES, Context
from compiler.backend.rule import Plans, RulePlan, Saved
from compiler.ir.model import Side
from compiler.runtime.moves import Castle

RIGHTS = ((1, "K"), (2, "Q"), (4, "k"), (8, "q"))
UNMOVED = (16, 32)  # per side: its king never moved


@dataclass(frozen=True)
class Gate:
    bit: int  # the castle it gates
    side: int
    test: Test


@dataclass(frozen=True)
class CastlingPlan(RulePlan):
    castles: tuple[Castle, ...]  # in the order of their kinds: Kind.CASTLE + index
    gates: tuple[Gate, ...]
    mask: tuple[int, ...]  # per grid cell
    restore: tuple[tuple[tuple[int, int], ...], ...]  # per side: (corner, bit); empty without
    rook_code: int
    royal: bool  # a side in check may not castle

    def saved(self) -> tuple[Saved, ...]:
        return (Saved("castling"),)

    def reads_kind(self) -> bool:
        return True

    def reads(self, side: int) -> tuple[str, ...]:
        """Engine state the side's gates read, besides the board."""
        tests = tuple(g.test for g in self.gates if g.side == side)
        return tuple(x for x in conditions.reads(tests) if x != "board")


def plan(ctx: Context, plans: Plans) -> CastlingPlan | None:
    c = ctx.variant.castling
    if c is None:
        return None
    mask = [63] * ctx.topo.size
    castles, gates = [], []
    for bit, right in RIGHTS:
        side = SIDES[0] if right.isupper() else SIDES[1]
        castle = castle_of(ctx, bit, right, side.side)
        if castle is None:
            continue
        castles.append(castle)
        gate = c.kingside if right.upper() == "K" else c.queenside
        if gate is not None:
            gates.append(Gate(bit, side.index, conditions.test(ctx, gate, side)))
        mask[castle.king_from] &= ~(3 << 2 * side.index | UNMOVED[side.index]) & 63
        mask[castle.rook_from] &= ~bit & 63
    if not castles:
        return None
    restore = tuple(tuple((x.rook_from, x.bit) for x in castles if x.side == s.index)
                    for s in SIDES) if c.restores else ()
    royal = any(p.royal for p in ctx.variant.pieces)
    return CastlingPlan(tuple(castles), tuple(gates), tuple(mask), restore, ctx.code[c.rook],
                        royal)


def castle_of(ctx: Context, bit: int, right: str, side: Side) -> Castle | None:
    """The castle of one right, if the setup and the board allow it."""
    c = ctx.variant.castling
    assert c is not None
    homes = [m.cell for m in ctx.variant.setup.men if m.side is side and m.letter == c.king]
    if len(homes) != 1:
        return None
    home = homes[0]
    rank = home - home % ctx.topo.files
    corner = rank + (ctx.topo.files - 1 if right.upper() == "K" else 0)
    toward = 1 if corner > home else -1
    king_to = home + toward * c.slide
    if not min(home, corner) < king_to < max(home, corner):
        return None
    empty = tuple(range(home + toward, corner, toward))
    if any(not ctx.topo.is_square(x) for x in empty):
        return None
    sign = 1 if side is Side.WHITE else -1
    return Castle(bit, 0 if side is Side.WHITE else 1, home, king_to, corner, king_to - toward,
                  empty, tuple(range(home + toward, king_to + toward, toward)),
                  ctx.code[c.king] * sign, ctx.code[c.rook] * sign)
