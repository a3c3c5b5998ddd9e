"""IR -> Module: every rule planned in registry order, then the facts the skeleton needs.

`assemble(variant)` is the whole back end's planning; emit.render turns its result into text.
"""

from __future__ import annotations

import shlex
from dataclasses import astuple, dataclass
from pathlib import Path as FilePath

from variantc import __version__
from variantc.backend import clock
from variantc.backend.context import Context
from variantc.backend.insufficient import tables as insufficient
from variantc.backend.rule import Extra, Plans, Rule, RulePlan, Saved
from variantc.backend.rules import RULES
from variantc.backend.rules.castling import CastlingPlan
from variantc.backend.rules.movement import MovementPlan
from variantc.backend.tables import Table
from variantc.ir.model import Variant
from variantc.runtime import moves
from variantc.runtime.fen import Notation


@dataclass(frozen=True)
class CorePlan:
    """What the skeleton itself renders: the variant's identity, board, pieces and endings."""

    version: str
    source: str  # the definition's path as the header shows it
    sha256: str
    name: str
    slug: str
    module_name: str
    files: int
    ranks: int
    voids: tuple[int, ...]
    holes: tuple[int, ...]
    links: tuple[tuple[int, int, int], ...]
    curves: tuple[tuple[int, int, int], ...]
    lattice: str  # runtime.topology.LATTICES
    origins: tuple[int, ...]  # per file, the row of its first cell (a hexagonal board's)
    heights: tuple[int, ...]
    starts: tuple[int, ...]  # per file, its first cell's number (slanted ranks); () for all 1
    levels: int
    round: str
    notation: Notation
    letters: tuple[str, ...]  # code - 1 -> letter; marked kinds repeat their letter
    marked: tuple[bool, ...]  # code - 1 -> is a marked kind
    start_fen: str
    shuffle: tuple[object, ...] | None  # runtime.shuffle.Starts' fields (`shuffle`), or None
    endings: dict[str, object]  # what the runtime's outcome() reads
    reset_men: tuple[int, ...]  # men (codes of both signs) whose moves reset the move-limit clock
    two_way: tuple[tuple[int, int, int], ...]  # ... but for these (man, origin, target)
    overlaps: bool  # a piece reaches some square two ways: pseudo deduplicates
    reads_kind: bool  # make and unmake test the move's kind
    castles: bool  # the module lists castles (runtime.moves.Castle)
    castle_rows: bool  # ... every castle a FEN may grant, by king and rook (moves.castle_rows)
    walled: bool  # moves carry a wall's square (walling), above the fields a plain move lacks
    used: tuple[str, ...]  # the move's fields above KIND that some rule fills
    layout: moves.Layout  # where the moves keep them: only those, packed for this board
    captures_apart: bool  # captures forced: generators put captures in a list of their own
    passes: bool  # some moves are Kind.PASS (en passant): make and unmake take them the plain way
    make_squares: tuple[str, ...]  # rules' locals of make and unmake (RulePlan.make_locals)
    make_lists: tuple[str, ...]
    turns: bool  # turns of several moves, free order: a rule passes the side, the record restores it
    free_order: bool  # either side may move before the first capture: legal_either lists moves

    @property
    def from_moves(self) -> tuple[str, ...]:
        """What the module imports from runtime.moves."""
        return ("Castle",) * self.castles + ("castle_rows",) * self.castle_rows \
            + ("layout",) * bool(self.used)

    @property
    def names_read_board(self) -> bool:
        """Whether naming a move reads the board: only where a kind's letter is marked '+'
        (promotion to the mover's '+' kind, or back); elsewhere a move names itself in any
        position (runtime.board.Board._names_read_board)."""
        return any(letter.startswith("+") for letter in self.letters)


@dataclass(frozen=True)
class UndoRecord:
    """What make pushes and unmake pops: the move, the man moved, the man captured, the state
    rules change (attributes, restored by unpacking) and values rules keep per move."""

    saved: tuple[Saved, ...]
    extras: tuple[Extra, ...]

    @property
    def natives(self) -> tuple[tuple[str, str], ...]:
        """(attribute, Cython type) of the saved attributes that are C fields of State."""
        return tuple(dict.fromkeys((s.attribute, s.native) for s in self.saved if s.native))


@dataclass(frozen=True)
class Active:
    rule: Rule
    plan: RulePlan


@dataclass(frozen=True)
class Module:
    core: CorePlan
    rules: tuple[Active, ...]
    tables: tuple[Table, ...]
    record: UndoRecord

    def plan(self, kind: type[RulePlan]) -> RulePlan | None:
        return next((a.plan for a in self.rules if isinstance(a.plan, kind)), None)


def assemble(variant: Variant) -> Module:
    ctx = Context(variant)
    plans = Plans()
    active = []
    for rule in RULES:
        made = rule.plan(ctx, plans)
        if made is not None:
            plans.add(made)
            active.append(Active(rule, made))
    record = UndoRecord(
        tuple(x for a in active for x in a.plan.saved()) + (Saved("halfmove"),),
        tuple(x for a in active for x in a.plan.extras()))
    return Module(core(ctx, plans), tuple(active), ctx.tables.all(), record)


def core(ctx: Context, plans: Plans) -> CorePlan:
    v, e = ctx.variant, ctx.variant.endings
    movement = plans.get(MovementPlan)
    assert movement is not None
    used = tuple(name for name, _ in moves.UPPER if any(name in p.fields() for p in plans.all()))
    return CorePlan(
        version=__version__, source=display(v.source), sha256=v.sha256, name=v.name,
        slug=v.slug, module_name=v.module_name, files=ctx.topo.files, ranks=ctx.topo.ranks,
        voids=v.board.voids,
        holes=v.board.holes, links=tuple((x.a, x.direction, x.b) for x in v.board.links),
        curves=tuple((c.cell, c.arrive, c.leave) for c in v.board.curves),
        lattice=v.board.lattice, origins=v.board.origins, heights=v.board.heights,
        starts=v.board.starts,
        levels=v.board.levels, round=v.board.round,
        notation=v.notation(), letters=tuple(x for x, _ in ctx.kinds),
        marked=tuple(m for _, m in ctx.kinds), start_fen=v.setup.fen,
        shuffle=None if v.shuffle is None else astuple(v.shuffle.starts()),
        turns=v.turns is not None or v.free_order is not None,
        free_order=v.free_order is not None,
        endings={
            "royal_captured": e.royal_captured.value if e.royal_captured else None,
            "extinction": e.extinction.outcome.value if e.extinction else None,
            "checkmate": e.checkmate.value, "stalemate": e.stalemate.value,
            "repetition": e.repetition or 0, "repetition_outcome": e.repetition_outcome.value,
            "move_limit": e.move_limit or 0, "move_limit_outcome": e.move_limit_outcome.value,
            **({"counting": e.counting.outcome.value} if e.counting else {}),
            # claims are left out where there are none, so that other engines' text is unchanged
            **({"repetition_claimed": e.repetition_claimed} if e.repetition_claimed else {}),
            **({"move_limit_claimed": e.move_limit_claimed} if e.move_limit_claimed else {}),
            **({"stalemate_score": e.stalemate_score} if e.stalemate_score else {}),
        } | exploded(v) | runs(ctx) | insufficient(ctx),
        reset_men=tuple(c * sign for x in e.reset_by for c in ctx.codes_of(x) for sign in (1, -1)),
        two_way=clock.two_way(ctx),
        overlaps=movement.overlaps,
        reads_kind=any(p.reads_kind() for p in plans.all()),
        castles=plans.get(CastlingPlan) is not None,
        castle_rows=bool(getattr(plans.get(CastlingPlan), "rows", ())),
        walled=v.walling is not None,
        used=used,
        layout=moves.layout(used, ctx.topo.size),
        captures_apart=e.captures_forced,
        passes=any(p.en_passant for p in v.pieces),
        make_squares=made(plans, "squares"),
        make_lists=made(plans, "lists"),
    )


def made(plans: Plans, holds: str) -> tuple[str, ...]:
    """The names of the rules' make and unmake locals that hold `holds`."""
    return tuple(dict.fromkeys(name for p in plans.all() for name, kind in p.make_locals()
                               if kind == holds))


def runs(ctx: Context) -> dict[str, object]:
    """The runs that end the game (their outcomes, by the Termination the runtime names), and
    `material`'s weights by code - 1 with White's least lead; keys left out where unused."""
    e, out = ctx.variant.endings, dict[str, object]()
    for key, run in (("facing", e.facing), ("passes", e.passes)):
        if run is not None:
            out[key] = run.outcome.value
    if e.perpetual_check is not None:
        out["perpetual_check"] = e.perpetual_check.value
    if e.material is not None:
        weights = dict(e.material.weights)
        out["material"] = (tuple(weights.get(x, 0) for x, _ in ctx.kinds), e.material.white_needs)
    return out


def exploded(v: Variant) -> dict[str, object]:
    """With explosions and a royal piece, the runtime's outcome() ends the game when a royal man
    is blown up; the key is left out otherwise, so that other engines' text does not change."""
    return {"exploded": True} if v.explosion and any(p.royal for p in v.pieces) else {}


def display(path: str) -> str:
    """The source as the header shows it: its file name, so that the bytes written depend on
    the definition and its name, never on the folder it was compiled from.

    The name is a stranger's text on a comment line: a line break in it would end the comment
    and start code. So anything but printable ASCII is escaped as Python escapes it, and the
    whole is quoted as a shell word, since the header says how to run `compile` on it.
    """
    name = FilePath(path).name
    if not (name.isascii() and name.isprintable()):
        name = ascii(name)[1:-1]
    return shlex.quote(name)
