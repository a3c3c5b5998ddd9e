"""Castling: the king goes to its destination on its castling row, along the line across the
files that joins it to its rook (a rank; on a hexagonal board, either straight half of a bent
row), and the rook to the cell beside it, on the side of the king's start. With several
slides, each king and rook have a castle for each.

Rights are bits (K 1, Q 2, k 4, q 8: a side's castling toward the last file and toward the
first; 16 and 32 mark a white and a black king that never moved); a mask says what a move
from or to each square leaves of them. `CASTLE_ROWS` holds the castles of every king square and
rook square of a castling row, and the engine keeps those its FEN grants (runtime.engine), as
Fairy-Stockfish reads rights. With `dropped-rooks-castle` the castles are the setup's, in
`CASTLES`, and a rook placed on its square while its king never moved restores the right.
With `dropped-castle` they are the king's square's with each corner of its rank, and a king or
rook placed on its square grants the right once the other stands on its own (`GRANTS`). A
castle may wait on a condition (a gate). A marked rook ('R~') castles as its piece does and
lands plain, as Fairy-Stockfish's castling puts a plain rook; its move carries `MARKED_ROOK`
so that unmake puts the marked one back.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from variantc.backend import conditions
from variantc.backend.conditions import Test
from variantc.backend.context import SIDES, Context
from variantc.backend.rule import Plans, RulePlan, Saved
from variantc.backend.tables import packed
from variantc.ir.model import Side
from variantc.runtime.moves import Castle

RIGHTS = ((1, "K"), (2, "Q"), (4, "k"), (8, "q"))
UNMOVED = (16, 32)  # per side: its king never moved


@dataclass(frozen=True)
class Gate:
    bit: int  # the castle it gates
    side: int
    test: Test


@dataclass(frozen=True)
class CastlingPlan(RulePlan):
    castles: tuple[Castle, ...]  # restores: the setup's, by kind (Kind.CASTLE + index)
    rows: tuple[Castle, ...]  # otherwise: every castle a FEN may grant, a king and rook's together
    gates: tuple[Gate, ...]
    mask: tuple[int, ...]  # per grid cell, with `castles`; with rows the engine keeps its own
    restore: tuple[tuple[tuple[int, int], ...], ...]  # per side: (rook square, bit); or empty
    grants: tuple[tuple[tuple[int, int, int], ...], ...]  # per side: (king square, rook square,
    # bit) of the castles a dropped king or rook grants; or empty
    king_code: int
    rook_code: int
    royal: bool  # the castling king is royal: it may not castle out of, through or into check
    many: bool = False  # a side may have several royal men: the king's own square is tested
    stone_check: bool = False  # the enemy's royal man gives check, though it may not capture
    king_twin: int = 0  # the castling king's marked twin ('K~'), 0 if it has none
    rook_twin: int = 0  # the castling rook's marked twin ('R~'): it castles too, and lands plain

    @cached_property
    def packed_rows(self) -> tuple[str, str] | None:
        """The rows packed, when a wide board makes them too many to write out."""
        return packed(tuple(tuple(c) for c in self.rows))

    def packs(self) -> bool:
        return self.packed_rows is not None

    @property
    def kings(self) -> tuple[int, ...]:
        """The castling king's codes: its own, and its marked twin's if any."""
        return (self.king_code, self.king_twin) if self.king_twin else (self.king_code,)

    @property
    def rooks(self) -> tuple[int, ...]:
        return (self.rook_code, self.rook_twin) if self.rook_twin else (self.rook_code,)

    def make_locals(self) -> tuple[tuple[str, str], ...]:
        # the castle masks, and the rights a move from and to its squares keeps
        return ("mask", "lists"), ("kept_from", "squares"), ("kept_to", "squares")

    def saved(self) -> tuple[Saved, ...]:
        return (Saved("castling"),)

    def fields(self) -> tuple[str, ...]:
        return ("MARKED_ROOK",) if self.rook_twin else ()

    def reads_kind(self) -> bool:
        return True

    def rights(self, side: int) -> int:
        """The bits of the side's two castling rights (K Q, or k q)."""
        return 3 << 2 * side

    def reads(self, side: int) -> tuple[str, ...]:
        """Engine state the side's gates read, besides the board."""
        tests = tuple(g.test for g in self.gates if g.side == side)
        return tuple(x for x in conditions.reads(tests) if x != "board")


def plan(ctx: Context, plans: Plans) -> CastlingPlan | None:
    c = ctx.variant.castling
    if c is None:
        return None
    gates = []
    for bit, right in RIGHTS:
        plan_side = SIDES[0] if right.isupper() else SIDES[1]
        gate = c.kingside if right.upper() == "K" else c.queenside
        if gate is not None:
            gates.append(Gate(bit, plan_side.index, conditions.test(ctx, gate, plan_side)))
    # Where royal men may be taken (nocheckatomic), check does not bar castling either.
    royal = ctx.variant.endings.royal_captured is None and any(
        p.royal and p.letter == c.king for p in ctx.variant.pieces)
    twins = ctx.marked_code.get(c.king, 0), ctx.marked_code.get(c.rook, 0)
    if not c.restores and c.dropped is None:
        rows = tuple(row for s in SIDES for row in _rows(ctx, s.side))
        if not rows:
            return None
        return CastlingPlan((), rows, tuple(gates), (), (), (), ctx.code[c.king],
                            ctx.code[c.rook], royal, ctx.variant.many_royals(),
                            royal and ctx.variant.stone_checks(), *twins)
    mask = [63] * ctx.topo.size
    castles = []
    for bit, right in RIGHTS:
        side, kingside = Side.WHITE if right.isupper() else Side.BLACK, right.upper() == "K"
        for castle in (setup_castles(ctx, side, kingside) if c.dropped is None
                       else dropped_castles(ctx, side, kingside)):
            castles.append(castle)
            mask[castle.king_from] &= ~(3 << 2 * castle.side | UNMOVED[castle.side]) & 63
            mask[castle.rook_from] &= ~bit & 63
    if not castles:
        return None
    restore = tuple(tuple((x.rook_from, x.bit) for x in castles if x.side == s.index)
                    for s in SIDES) if c.restores else ()
    grants = tuple(tuple((x.king_from, x.rook_from, x.bit) for x in castles if x.side == s.index)
                   for s in SIDES) if c.dropped is not None else ()
    return CastlingPlan(tuple(castles), (), tuple(g for g in gates
                                                  if any(x.bit == g.bit for x in castles)),
                        tuple(mask), restore, grants, ctx.code[c.king], ctx.code[c.rook], royal,
                        ctx.variant.many_royals(), royal and ctx.variant.stone_checks(), *twins)


def dropped_castles(ctx: Context, side: Side, kingside: bool) -> tuple[Castle, ...]:
    """With `dropped-castle`: the king on its square of the side's castling row, the rook on
    the row's corner on that wing."""
    c, topo = ctx.variant.castling, ctx.topo
    assert c is not None and c.dropped is not None
    row = _row(ctx, side)
    corner = [x for x in row if x is not None][-1 if kingside else 0]
    king = row[topo.coords(c.dropped)[0]]
    return () if king is None else castles(ctx, side, king, corner)


def setup_castles(ctx: Context, side: Side, kingside: bool) -> tuple[Castle, ...]:
    """The castles of one wing in the setup: its one castling king, on the side's castling
    row, and its outermost castling rook on that wing."""
    v, topo = ctx.variant, ctx.topo
    c = v.castling
    assert c is not None
    row = _row(ctx, side)
    homes = [m.cell for m in v.setup.men if m.side is side and m.letter == c.king]
    if len(homes) != 1 or homes[0] not in row:
        return ()
    home = homes[0]
    file = lambda x: topo.coords(x)[0]  # noqa: E731
    rooks = [m.cell for m in v.setup.men if m.side is side and m.letter == c.rook
             and m.cell in row and (file(m.cell) > file(home)) == kingside and m.cell != home]
    if not rooks:
        return ()
    return castles(ctx, side, home, max(rooks, key=file) if kingside else min(rooks, key=file))


def _row(ctx: Context, side: Side) -> tuple[int | None, ...]:
    """The side's castling row, by file (runtime.topology.own_row); () if it has none."""
    n = ctx.variant.castling_rank(side)
    return () if n is None else ctx.topo.own_row(0 if side is Side.WHITE else 1, n)


def _rows(ctx: Context, side: Side) -> list[Castle]:
    """The castles of every king square and rook square on the side's castling row."""
    cells = [x for x in _row(ctx, side) if x is not None]
    return [x for king in cells for rook in cells if king != rook
            for x in castles(ctx, side, king, rook)]


def castles(ctx: Context, side: Side, king: int, rook: int) -> tuple[Castle, ...]:
    """The king on `king` castling with the rook on `rook`, once per destination, where the
    board has room for it: cells for every cell the two pass or land on, which must be empty
    but for themselves."""
    c, topo = ctx.variant.castling, ctx.topo
    assert c is not None
    line = topo.across(king, rook)
    if line is None:
        return ()
    df, kf = line[0], topo.coords(king)[0]
    kingside = df > 0
    given = c.given_file(kingside)
    if given is not None:  # that file on the line through king and rook (df is 1 or -1)
        reaches = [(given - kf) * df]
    else:
        reaches = [s for s in c.slides if s < abs(topo.coords(rook)[0] - kf)]
    return tuple(x for x in (castle(ctx, side, king, rook, line, k) for k in reaches)
                 if x is not None)


def castle(ctx: Context, side: Side, king: int, rook: int, line: tuple[int, int],
           reach: int) -> Castle | None:
    """The castle whose king goes `reach` steps along `line` (backward if negative) and whose
    rook lands beside it, one step back."""
    c, topo = ctx.variant.castling, ctx.topo
    assert c is not None
    (df, dr), (kf, kr) = line, topo.coords(king)

    def at(k: int) -> int | None:  # the cell k steps along the line from the king's
        f, r = kf + k * df, kr + k * dr
        return topo.cell(f, r) if 0 <= f < topo.files and 0 <= r < topo.ranks else None

    rook_reach = abs(topo.coords(rook)[0] - kf)
    king_to, rook_to = at(reach), at(reach - 1)
    if king_to is None or rook_to is None:
        return None
    crossed = {at(k) for k in _span(0, reach)} | {at(k) for k in _span(reach - 1, rook_reach)}
    if None in crossed or not all(topo.is_square(x) for x in crossed if x is not None):
        return None
    empty = tuple(sorted({x for x in crossed if x is not None} - {king, rook},
                         key=lambda x: (abs(topo.coords(x)[0] - kf), x)))
    step = 1 if reach > 0 else -1
    path = tuple(x for x in (at(k) for k in range(step, reach + step, step)) if x is not None) \
        if reach else ()
    bit = (1 if df > 0 else 2) << (0 if side is Side.WHITE else 2)
    sign, index = (1, 0) if side is Side.WHITE else (-1, 1)
    return Castle(bit, index, king, king_to, rook, rook_to, empty, path,
                  ctx.code[c.king] * sign, ctx.code[c.rook] * sign)


def _span(a: int, b: int) -> range:
    return range(min(a, b), max(a, b) + 1)
