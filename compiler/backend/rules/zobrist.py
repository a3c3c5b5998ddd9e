"""The Zobrist hash the engine keeps, for a search's transposition table (compiler/play).

`_hash` covers the board (a key per man and cell, and per wall and cell) and the pools (a key
per pool entry, times its count); runtime.engine's `_zobrist()` mixes in, when read, the few
small words of state besides (side to move, castling, en passant, first moves, gates,
counters, the count). Keys come from a fixed seed (runtime.zobrist), so modules stay
byte-identical. Make keeps the hash last, once every rule has changed the position. In a
variant whose rules change only a move's own cells (TWO_CELLS), it xors out what those held
and in what they hold: on a plain move, origin and target; on another, those and the cells
of a man taken en passant and of a castling rook, whose old men it xors out first, before
the other rules change them (at `make_placed`, the first hook of that path). Otherwise it
reads the whole position again. Unmake takes the hash back from `_hashes`, a stack beside the
undo record. All of this only while `_hashing` is on: a search turns it on (runtime.engine's
`_zobrist()`), and move generation alone (perft, `variantc bench`) pays one test per move.
"""

from __future__ import annotations

from dataclasses import dataclass

from compiler.backend.context import Context
from compiler.backend.rule import Plans, RulePlan
from compiler.backend.rules.attacks import AttacksPlan
from compiler.backend.rules.bare_king import BareKingPlan
from compiler.backend.rules.castling import CastlingPlan
from compiler.backend.rules.checks import ChecksPlan
from compiler.backend.rules.counters import CountersPlan
from compiler.backend.rules.counting import CountingPlan
from compiler.backend.rules.en_passant import EnPassantPlan
from compiler.backend.rules.extinction import ExtinctionPlan
from compiler.backend.rules.first_moves import FirstMovesPlan
from compiler.backend.rules.flags import FlagsPlan
from compiler.backend.rules.forced_captures import ForcedCapturesPlan
from compiler.backend.rules.goals import GoalsPlan
from compiler.backend.rules.mates import MatesPlan
from compiler.backend.rules.movement import MovementPlan
from compiler.backend.rules.petrify import PetrifyPlan
from compiler.backend.rules.promotion import PromotionPlan
from compiler.backend.rules.royalty import RoyaltyPlan
from compiler.backend.rules.safe_goals import SafeGoalsPlan
from compiler.backend.rules.stalemate_count import StalemateCountPlan
from compiler.backend.rules.values import ValuesPlan
from compiler.backend.rules.walling import WallingPlan

SEED = 0x5A0B0C  # the one seed of every variant's keys

# Rules whose make changes no pool, and no cell but the two the skeleton changes, besides, on
# a move that is not plain, the square of a man taken en passant and a castling rook's two
# (state words they may change: `_zobrist()` reads those). With a rule not listed here every
# move is hashed in full: slower, never wrong.
TWO_CELLS = (AttacksPlan, BareKingPlan, CastlingPlan, ChecksPlan, CountersPlan, CountingPlan,
             EnPassantPlan, ExtinctionPlan, FirstMovesPlan, FlagsPlan, ForcedCapturesPlan,
             GoalsPlan, MatesPlan, MovementPlan, PromotionPlan, RoyaltyPlan, SafeGoalsPlan,
             StalemateCountPlan, ValuesPlan)


@dataclass(frozen=True)
class ZobristPlan(RulePlan):
    seed: int
    kinds: int  # piece codes run 1 .. kinds
    cells: int
    pools: int  # entries of the pools list, 0 without pools
    walls: bool  # play may put a wall (WALL) on a cell
    two_cells: bool  # a move changes the cells above and nothing else that the hash covers
    passing: bool  # en passant: its victim's cell is a third
    castles: bool  # castling: the rook's two cells are more

    def reads_kind(self) -> bool:
        return self.two_cells and (self.passing or self.castles)


def plan(ctx: Context, plans: Plans) -> ZobristPlan:
    v = ctx.variant
    pools = len(v.pools) * 4 * (len(ctx.kinds) + 1)
    walls = plans.get(PetrifyPlan) is not None or plans.get(WallingPlan) is not None
    two_cells = all(isinstance(p, TWO_CELLS) for p in plans.all())
    return ZobristPlan(SEED, len(ctx.kinds), ctx.topo.size, pools, walls, two_cells,
                       plans.get(EnPassantPlan) is not None, plans.get(CastlingPlan) is not None)
