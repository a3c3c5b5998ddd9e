"""What a rule of the back end is: a planner and a macro file, registered in rules/__init__.py.

A rule's module plans (IR -> a frozen record of numbers, names and typed tests) and its macro
file beside it (`rules/<name>.j2`) renders that record at the engine's hooks. The skeleton,
templates/engine.py.j2, calls each hook in registry order; a rule defines the macros of the
hooks it needs and no others. The hooks, with the arguments their macros take:

    constants(plan)                    module-level constants, before the tables
    after_tables(plan)                 constants that name tables
    functions(plan)                    module-level functions
    side_functions(plan, side)         per side: generators, attack tests, helpers
    legality_functions(plan, side)     per side, after pseudo_<side>: pins, castling
    dispatch(plan, side)               in pseudo_<side>'s native loop: each man's generator
                                       called by name (one rule only)
    pseudo(plan, side)                 in pseudo_<side>: moves besides the men's own
    legal_prelude(plan, side)          first in legal_<side>: the game may be over
    legal(plan, side)                  in legal_<side>: `moves` -> `out` (one rule only)
    legal_filter(plan, side)           in legal_<side>: a last filter on `out`
    expand_moves(plan)                 after the filters: each legal move made several, `out`
                                       -> `out` (one rule only; legal_<side> is then this, over
                                       base_legal_<side>, the moves before it)
    leaf_count(plan)                   with expand_moves, in bulk perft's last ply: returns how many
                                       moves expand_moves would make of `out`, without making them
    class_attributes(plan)             in the Engine class
    methods(plan)                      in the Engine class
    loaded(plan)                       in Engine._load, after the runtime read a FEN: the state a
                                       rule keeps beside the runtime's
    make_placed(plan)                  in make: moves that place a man; each returns
    make_placed_after(plan)            in make, after a man was placed (templates/placed.j2)
    make_take(plan)                    in make: what a move takes besides its target
    make_captured(plan)                in make, after the undo record: a capture's effects
    make_moved(plan)                   in make, after the man moved
    make_end(plan)                     in make, after a man moved, before the turn passes
    make_turn(plan)                    in make, last, for every move: the turn is over
    unmake_placed(plan)                in unmake: moves that placed a man; each returns
    unmake_placed_after(plan)          in unmake, after a placed man (`code`) was taken back
    unmake_captured(plan)              in unmake, before the men are put back
    unmake_restored(plan)              in unmake, after the captured man is put back
    unmake_end(plan)                   in unmake, last

A plain move (below moves.PLAIN: no promotion, kind NORMAL, nothing pulled, handed over or
gated; the wall's square of walling, above those fields, is masked off for the test) takes a
short path through make and unmake, and so does a pass (Kind.PASS and no other field: en
passant's make_moved_plain tells it apart), where the hooks in `PLAIN` are rendered again: a rule
whose macro for one of them tests what a plain move lacks defines `<hook>_plain` as well, the
same code with those tests decided (often nothing at all), right for a pass too; the other
rules' macros serve both paths, and must not read `kind` or `promotion`.

A test that legality runs per move or per node is a module-level function (`functions`,
`side_functions`), typed and `@cython.ccall`, called by name: a C call in a native build,
where a method of the engine costs a search of its class and a Python call; `methods` binds
it (`_ran = ran_out`) where the runtime calls it on the engine. Make and unmake are
`make_move(self, m)` and `unmake_move(self)`.

Macros see, besides their arguments: `core` (the CorePlan), `record` (the undo record), `Kind`,
the move `fields`, `PLAIN`, `sides`, and `NO_HOOK` (what a hook no rule fills renders).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from variantc.backend.context import Context

HOOKS = ("constants", "after_tables", "functions", "side_functions", "legality_functions",
         "dispatch", "pseudo", "legal_prelude", "legal", "legal_filter", "expand_moves", "leaf_count",
         "class_attributes", "methods", "loaded", "make_placed", "make_placed_after", "make_take",
         "make_captured", "make_moved", "make_end", "make_turn", "unmake_placed",
         "unmake_placed_after", "unmake_captured", "unmake_restored", "unmake_end")
PLAIN = frozenset({"make_take", "make_captured", "make_moved", "make_end", "make_turn",
                   "unmake_captured", "unmake_restored", "unmake_end"})  # on a plain move's path
PER_SIDE = frozenset({"side_functions", "legality_functions", "dispatch", "pseudo",
                      "legal_prelude", "legal", "legal_filter"})  # their macros take the side as well


@dataclass(frozen=True)
class Saved:
    """Engine state a rule's make changes, kept in the undo record: `self.<attribute>`, or one
    item of it. `native`: the Cython type of the attribute as a C field of State in a native
    build (make and unmake reach a C field without a dictionary look-up); "": a Python
    attribute, as for values that may outgrow a C integer."""

    attribute: str
    index: int | None = None
    native: str = ""


@dataclass(frozen=True)
class Extra:
    """A value of one move that the undo record keeps: a local of make, 0 for a man placed."""

    name: str


@dataclass(frozen=True)
class RulePlan:
    """What a rule planned for one variant. Subclasses are frozen records."""

    def saved(self) -> tuple[Saved, ...]:
        """Engine attributes this rule's make changes: the undo record keeps them."""
        return ()

    def extras(self) -> tuple[Extra, ...]:
        """Values of one move the undo record keeps for this rule's unmake."""
        return ()

    def reads_kind(self) -> bool:
        """Whether its make or unmake code tests the move's kind."""
        return False

    def placed_kinds(self) -> tuple[int, ...]:
        """Kinds of its moves that place a man from a pool: their origin is no square."""
        return ()

    def tested_kinds(self) -> tuple[int, ...]:
        """Kinds of its moves whose legality pins cannot judge: played and tested in full."""
        return ()

    def packs(self) -> bool:
        """Whether its constants write a packed table (variantc/runtime/packed.py)."""
        return False

    def make_locals(self) -> tuple[tuple[str, str], ...]:
        """Locals its make and unmake code assigns, each with what it holds, for a native
        build's declaration (emit.typed): "squares" (a square or a small count) or "lists"."""
        return ()

    def fields(self) -> tuple[str, ...]:
        """The move's fields above KIND (runtime.moves.UPPER) that its moves fill: only these
        get bits in the variant's layout."""
        return ()


P = TypeVar("P", bound=RulePlan)


class Plans:
    """The plans made so far, by type: a rule reads those registered before it."""

    def __init__(self) -> None:
        self.by_type: dict[type[RulePlan], RulePlan] = {}

    def add(self, plan: RulePlan) -> None:
        self.by_type[type(plan)] = plan

    def get(self, kind: type[P]) -> P | None:
        found = self.by_type.get(kind)
        assert found is None or isinstance(found, kind)
        return found

    def all(self) -> tuple[RulePlan, ...]:
        return tuple(self.by_type.values())


@dataclass(frozen=True)
class Rule:
    name: str  # its macro file is rules/<name>.j2
    plan: Callable[[Context, Plans], RulePlan | None]  # None: the variant does not use it
