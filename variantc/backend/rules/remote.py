"""Capture modes and freezing (ir.remote): Ultima's men, as the reference's remote.py words
them, with tables of their own.

`frozen_<side>` says whether an enemy man one step away (`NEAR`) freezes a man: pseudo_<side>
drops a frozen man's moves, and adds the leaps over enemy men along the rides of men that leap
and of imitators (`leaps_<side>`), and an imitator's captures by the capturing steps and rides
of the kinds it copies. `takes_<side>` lists the men a move takes by its piece's modes (the one
it lands on aside), reading the board as if the man had landed: make lists them before the move
(`taken`, kept in the undo record), removes them after it, and unmake puts them back. A move
that takes none of the men it leapt is no move. Royalty judges every move by playing it
(its mode `remote`): afterwards no move of the enemy (`hits_<side>`) may take the mover's royal
man, whatever mode takes it. hits_ makes the moves of only the men that could take it, judged
by where each could land on an empty board (`REACHES_<side>`) and how its modes take.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context, SidePlan
from variantc.backend.rule import Extra, Plans, RulePlan
from variantc.ir.model import Hop, Leap, Mode, Piece, Ride
from variantc.ir.remote import CaptureMode

# One step each way on a square board, in NEAR's order; the opposite of step i is (i + 4) % 8.
STEPS = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
BITS = {CaptureMode.WITHDRAWAL: 1, CaptureMode.APPROACH: 2, CaptureMode.CUSTODY: 4,
        CaptureMode.COORDINATION: 8, CaptureMode.LEAP: 16}  # a kind's modes, as a bit set


@dataclass(frozen=True)
class Copied:
    """What an imitator of one side copies from one enemy kind: its modes, on moves whose
    (file, rank) steps its own quiet moves make."""

    code: int  # the enemy kind's code, unsigned
    modes: int  # BITS of its modes
    deltas: frozenset[tuple[int, int]]  # the (file, rank) displacements of its quiet moves


@dataclass(frozen=True)
class SideRemote:
    """One side's leaps and imitations."""

    rides: tuple[tuple[int, tuple[tuple[int, int, int], ...]], ...]  # (code, ((step, most,
    # kinds), ...)): the lines along which men of that kind leap enemy men, their most squares
    # (0: any) and the enemy kinds they may leap (a bit set of codes; -1: any)
    copied: tuple[Copied, ...]  # an imitator's modes, per enemy kind
    displace: str  # per cell: (target, enemy code) an imitator there takes by a copied leap
    lines: tuple[tuple[int, int, int], ...]  # (step, most, enemy code): ... and copied rides
    reaches: str  # per cell, per kind code: (where a man there may land taking, where it may
    # land at all) on an empty board, None where its moves are not all leaps and lines

    @property
    def rides_by_code(self) -> dict[int, tuple[tuple[int, int, int], ...]]:
        return dict(self.rides)

    @property
    def copied_rows(self) -> tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...]:
        return tuple((c.code, c.modes, tuple(sorted(c.deltas))) for c in self.copied)


@dataclass(frozen=True)
class RemotePlan(RulePlan):
    near: str  # the NEAR table: per cell, its neighbour one STEPS step away, -1 for none
    files: int  # cells are rank * files + file
    freezers: tuple[int, ...]  # codes of the kinds that freeze
    imitators: tuple[int, ...]  # codes of the imitators: they freeze freezers
    modes: tuple[tuple[int, int], ...]  # (code, BITS) of kinds with modes besides imitation
    sides: tuple[SideRemote, SideRemote]
    royal: int  # the royal kind's code: a coordinator's corner, 0 without one

    @property
    def modes_by_code(self) -> dict[int, int]:
        return dict(self.modes)

    @property
    def reach_by_code(self) -> dict[int, int]:
        """Per kind code, the modes a move of its men may take by: an imitator's, any."""
        every = sum(BITS.values())
        return {**dict(self.modes), **{code: every for code in self.imitators}}

    @property
    def step_of(self) -> dict[tuple[int, int], int]:
        return {step: i for i, step in enumerate(STEPS)}

    def extras(self) -> tuple[Extra, ...]:
        return (Extra("taken"),)

    def make_locals(self) -> tuple[tuple[str, str], ...]:
        return (("taken", "lists"),)


def plan(ctx: Context, plans: Plans) -> RemotePlan | None:
    v = ctx.variant
    if not v.remote():
        return None
    topo = ctx.topo
    rows = tuple(tuple(_at(ctx, c, s) for s in STEPS) if topo.is_square(c) else ()
                 for c in range(topo.size))
    near = ctx.tables.add("NEAR", "each square's neighbours one step away (remote.STEPS's order; "
                          "-1: none)", rows)
    return RemotePlan(
        near, topo.files,
        tuple(ctx.code[p.letter] for p in v.pieces if p.freezes),
        tuple(ctx.code[p.letter] for p in v.pieces if _has(p, CaptureMode.IMITATION)),
        tuple((ctx.code[p.letter], _bits(p)) for p in v.pieces if _bits(p)),
        (_side(ctx, SIDES[0]), _side(ctx, SIDES[1])),
        next((ctx.code[p.letter] for p in v.pieces if p.royal), 0))


def _side(ctx: Context, side: SidePlan) -> SideRemote:
    v = ctx.variant
    leapers = {ctx.code[q.letter] for q in v.pieces if _has(q, CaptureMode.LEAP)}
    rides = []
    for p in v.pieces:
        if not (_has(p, CaptureMode.LEAP) or _has(p, CaptureMode.IMITATION)):
            continue
        lines = []
        for step, most in _rides(p, side, Mode.CAPTURE):
            if _has(p, CaptureMode.LEAP):
                kinds = -1
            else:  # an imitator leaps the men of kinds that leap along that line
                kinds = sum(1 << ctx.code[q.letter] for q in v.pieces
                            if ctx.code[q.letter] in leapers
                            and any(s == step for s, _ in _rides(q, side, Mode.CAPTURE)))
                if not kinds:
                    continue
            lines.append((step, most, kinds))
        if lines:
            rides.append((ctx.code[p.letter], tuple(lines)))
    imitates = any(_has(p, CaptureMode.IMITATION) for p in v.pieces)
    copied = tuple(Copied(ctx.code[q.letter], _bits(q), _deltas(ctx, q, side))
                   for q in v.pieces if imitates and _bits(q))
    topo = ctx.topo
    displace = tuple(tuple(sorted(
        (t, ctx.code[q.letter]) for q in v.pieces if imitates for m in q.moves
        if isinstance(m, Leap) and m.mode is not Mode.MOVE for vec in m.vectors
        if (t := _at(ctx, c, q.absolute(vec, side.side))) >= 0))
        if topo.is_square(c) else () for c in range(topo.size))
    copied_lines = tuple(sorted((step, most, ctx.code[q.letter]) for q in v.pieces if imitates
                                for step, most in _rides(q, side, Mode.MOVE)))
    name = ctx.tables.add(f"COPIED_LEAPS_{side.upper}", f"per square, the enemy men a {side.name} "
                          "imitator there takes by a leap of their kind: (target, kind)", displace)
    reaches = ctx.tables.add(
        f"REACHES_{side.upper}", f"per square, per kind code, where a {side.name} man there could "
        "land on an empty board: (taking a man there, at all); None: anywhere",
        tuple(_reaches(ctx, c, side, displace, copied_lines) if topo.is_square(c) else ()
              for c in range(topo.size)))
    return SideRemote(tuple(rides), copied, name, copied_lines, reaches)


Reach = tuple[tuple[int, ...], tuple[int, ...]] | None


def _reaches(ctx: Context, cell: int, side: SidePlan, displace: tuple,
             copied_lines: tuple[tuple[int, int, int], ...]) -> tuple[Reach, ...]:
    """Per kind code, the squares a man of the kind on `cell` could land on with nothing in its
    way: by a move that may take there (an imitator's copied leaps and rides included), and by
    any move. A bound on where its moves go, whatever stands where: hits_ generates the moves
    of only the men whose bounds let them take the man it asks about. None for a kind with
    moves of other shapes (paths, legs): no bound."""
    out: list[Reach] = [None] * (max(ctx.code.values()) + 1)
    for p in ctx.variant.pieces:
        lines = [m for m in p.moves if isinstance(m, (Leap, Ride, Hop))]
        if len(lines) < len(p.moves):
            continue
        takes: set[int] = set()
        goes: set[int] = set()
        for m in lines:
            for vec in m.vectors:
                line = _line(ctx, cell, p.absolute(vec, side.side), isinstance(m, (Ride, Hop)))
                goes.update(line)
                if m.mode is not Mode.MOVE:
                    takes.update(line)
        if _has(p, CaptureMode.IMITATION):
            takes.update(t for t, _ in displace[cell])
            for step, most, _ in copied_lines:
                takes.update(_line(ctx, cell, STEPS[step], True)[:most or None])
        out[ctx.code[p.letter]] = (tuple(sorted(takes)), tuple(sorted(goes | takes)))
    return tuple(out)


def _line(ctx: Context, cell: int, step: tuple[int, int], rides: bool) -> list[int]:
    """The squares `step` reaches from `cell` once, or again and again while on the board."""
    out: list[int] = []
    at = _at(ctx, cell, step)
    while at >= 0:
        out.append(at)
        if not rides:
            break
        at = _at(ctx, at, step)
    return out


def _rides(p: Piece, side: SidePlan, without: Mode) -> list[tuple[int, int]]:
    """The piece's rides along a rank, file or diagonal, but those of the mode `without`, as
    (step index, most squares or 0)."""
    return sorted({(STEPS.index(p.absolute(vec, side.side)), m.range or 0) for m in p.moves
                   if isinstance(m, Ride) and m.mode is not without for vec in m.vectors
                   if p.absolute(vec, side.side) in STEPS})


def _deltas(ctx: Context, q: Piece, side: SidePlan) -> frozenset[tuple[int, int]]:
    """The displacements a man of `q` and `side` makes by its quiet moves on an empty board."""
    reach = max(ctx.topo.files, ctx.topo.ranks)
    out: set[tuple[int, int]] = set()
    for m in q.moves:
        if not isinstance(m, (Leap, Ride)) or m.mode is Mode.CAPTURE:
            continue
        for vec in m.vectors:
            df, dr = q.absolute(vec, side.side)
            if isinstance(m, Leap):
                out.add((df, dr))
            elif isinstance(m, Ride):
                out |= {(df * n, dr * n) for n in range(1, (m.range or reach) + 1)}
    return frozenset(out)


def _at(ctx: Context, cell: int, step: tuple[int, int]) -> int:
    topo = ctx.topo
    f, r = topo.coords(cell)
    f, r = f + step[0], r + step[1]
    if not (0 <= f < topo.files and 0 <= r < topo.ranks):
        return -1
    c = topo.cell(f, r)
    return c if topo.is_square(c) else -1


def _has(p: Piece, mode: CaptureMode) -> bool:
    return p.captures_by is not None and mode in p.captures_by


def _bits(p: Piece) -> int:
    """The BITS of a piece's modes (imitation aside)."""
    return sum(BITS[m] for m in p.captures_by.modes if m in BITS) if p.captures_by else 0
