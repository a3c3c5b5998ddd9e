"""En passant: a man that passes squares on a plain move leaves them capturable for one ply.

The squares a move passes are found once per (from, to) and kept in `PASSED`; a move that
passes some is marked `Kind.PASS`, and a capture landing on one of them is `Kind.EP_CAPTURE`
and takes the man that passed (where none of the capturer's plain moves lands: see
movement.shadowed). A royal man is never taken in passing: a royal piece's moves pass
nothing, and a passing move that promotes to a royal kind leaves no square open (`royal`).
With `no-exposed-parry`, out of check a passing move of the kind is dropped where the other
side could then take it in passing (reference/legality.exposed_parry reads the same rule).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from variantc.backend.context import SIDES, Context, SidePlan
from variantc.backend.rule import Plans, RulePlan, Saved
from variantc.ir.model import Leap, Mode, Movement, Piece, Ride
from variantc.runtime.moves import Kind

Passes = Literal["none", "some", "all"]  # which of a block's moves pass squares


@dataclass(frozen=True)
class EnPassantPlan(RulePlan):
    passed: tuple[tuple[int, int, tuple[int, ...]], ...]  # (from, to, squares passed)
    passes: Mapping[tuple[str, int, int], Passes]  # (letter, move index, side) -> which
    royal: tuple[int, ...] = ()  # codes of the royal kinds a passing move may promote to
    several: bool = False  # turns: each square has its own victim, in `_victims` (rules/turns)
    unexposed: tuple[int, ...] = ()  # codes of the kinds with `no-exposed-parry`
    unexposed_where: str = ""  # file:line of the first such clause

    def saved(self) -> tuple[Saved, ...]:
        return (Saved("ep"), Saved("victim"))

    def reads_kind(self) -> bool:
        return True

    def tested_kinds(self) -> tuple[int, ...]:
        return (Kind.EP_CAPTURE,)

    def block(self, letter: str, index: int, side: SidePlan) -> Passes:
        return self.passes.get((letter, index, side.index), "none")


def plan(ctx: Context, plans: Plans) -> EnPassantPlan | None:
    v = ctx.variant
    pieces = [p for p in v.pieces if p.en_passant]
    if not pieces:
        return None
    passed: dict[tuple[int, int], tuple[int, ...]] = {}
    passes: dict[tuple[str, int, int], Passes] = {}
    for piece in pieces:
        for index, m in enumerate(piece.moves):
            if m.mode is Mode.CAPTURE or not isinstance(m, Leap | Ride) or piece.royal:
                continue
            for side in SIDES:
                passes[(piece.letter, index, side.index)] = record(ctx, piece, m, side, passed)
    royal = {p.letter for p in v.pieces if p.royal}
    crowned = royal & {k for p in pieces if p.promotion and not p.royal for k in p.promotion.kinds}
    unexposed = [p for p in pieces if p.en_passant_unexposed]
    return EnPassantPlan(tuple((a, b, c) for (a, b), c in sorted(passed.items())), passes,
                         tuple(sorted(c for x in crowned for c in ctx.codes_of(x))),
                         v.turns is not None,
                         tuple(sorted(c for p in unexposed for c in ctx.codes_of(p.letter))),
                         ctx.where(unexposed[0].span) if unexposed else "")


def record(ctx: Context, piece: Piece, m: Movement, side: SidePlan,
           passed: dict[tuple[int, int], tuple[int, ...]]) -> Passes:
    """Record the squares each move of `m` passes; say whether none, some or all pass any."""
    rows = ctx.geo.rows(piece, side.side, m, ctx.curved)
    zone = piece.en_passant_zone
    open_ = frozenset(zone.cells(side.side) if zone is not None else range(ctx.topo.size))
    moves = passing = 0
    for c, row in enumerate(rows):
        if isinstance(m, Ride):
            for ray in row:
                moves += len(ray)
                for i in range(1, len(ray)):
                    squares = tuple(x for x in ray[:i] if x in open_)
                    if squares:
                        assert passed.get((c, ray[i]), squares) == squares, "two passes of one move"
                        passed[(c, ray[i])] = squares
                        passing += 1
            continue
        targets = {t if isinstance(t, int) else t[0] for t in row}
        for v in ctx.geo.vectors(piece, m, side.side) if row else ():
            hit = ctx.geo.leap(c, *v)
            if hit is None or hit[0] not in targets:
                continue
            moves += 1
            squares = tuple(x for x in hit[1] if ctx.topo.is_square(x) and x in open_)
            if squares:
                assert passed.get((c, hit[0]), squares) == squares, "two passes of one move"
                passed[(c, hit[0])] = squares
                passing += 1
    return "none" if not passing else "all" if passing == moves else "some"
