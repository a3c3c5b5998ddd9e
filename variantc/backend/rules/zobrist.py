"""The Zobrist hash the engine keeps, for a search's transposition table (variantc/play).

`_hash` covers the board (a key per man and cell, and per wall and cell); runtime.zobrist's
`_zobrist()` mixes in, when read, the small words of state besides (side to move, castling,
en passant, first moves, gates, counters, the count) and the pools, whose few counts Python
hashes in one call faster than make could keep keys of them. Keys come from a fixed seed
(runtime.zobrist), so modules stay byte-identical. Make keeps the hash last, once every rule
has changed the position. In a variant whose rules change only a move's own cells
(TWO_CELLS), it xors out what those held and in what they hold: on a plain move, origin and
target; on a man placed from a pool, the target, empty before (at `make_placed_after`); on
another, origin, target and the cells of a man taken en passant and of a castling rook, whose
old men it xors out first, before the other rules change them (at `make_placed`, which the
placed moves have left by then). Otherwise it reads the whole board again. Unmake takes the
hash back from `_hashes`, a stack beside the undo record. All of this only while `_hashing`
is on: a search turns it on (`_zobrist()`), and move generation alone (perft, `variantc
bench`) pays one test per move.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import Context
from variantc.backend.rule import Plans, RulePlan
from variantc.backend.rules.attacks import AttacksPlan
from variantc.backend.rules.bare_king import BareKingPlan
from variantc.backend.rules.captures import CapturesPlan
from variantc.backend.rules.castling import CastlingPlan
from variantc.backend.rules.checks import ChecksPlan
from variantc.backend.rules.counters import CountersPlan
from variantc.backend.rules.counting import CountingPlan
from variantc.backend.rules.drops import DropsPlan
from variantc.backend.rules.en_passant import EnPassantPlan
from variantc.backend.rules.exchange import ExchangePlan
from variantc.backend.rules.extinction import ExtinctionPlan
from variantc.backend.rules.facing import FacingPlan
from variantc.backend.rules.facing_kept import FacingKeptPlan
from variantc.backend.rules.first_moves import FirstMovesPlan
from variantc.backend.rules.flags import FlagsPlan
from variantc.backend.rules.forced_captures import ForcedCapturesPlan
from variantc.backend.rules.gating import GatingPlan
from variantc.backend.rules.goals import GoalsPlan
from variantc.backend.rules.mates import MatesPlan
from variantc.backend.rules.movement import MovementPlan
from variantc.backend.rules.passing import PassingPlan
from variantc.backend.rules.petrify import PetrifyPlan
from variantc.backend.rules.promotion import PromotionPlan
from variantc.backend.rules.royalty import RoyaltyPlan
from variantc.backend.rules.safe_goals import SafeGoalsPlan
from variantc.backend.rules.stalemate_count import StalemateCountPlan
from variantc.backend.rules.standing import StandingPlan
from variantc.backend.rules.turns import TurnsPlan
from variantc.backend.rules.values import ValuesPlan
from variantc.backend.rules.walling import WallingPlan
from variantc.runtime.moves import CASTLES, Kind

SEED = 0x5A0B0C  # the one seed of every variant's keys

# Rules whose make changes no cell but the two the skeleton changes, besides, on a move that
# is not plain, the square of a man taken en passant and a castling rook's two (state words
# and pools they may change: `_zobrist()` reads those). Gating puts its man on the origin or
# on the castling rook's square; a drop or an exchange changes its target only. With a rule
# not listed here every move is hashed in full: slower, never wrong.
TWO_CELLS = (AttacksPlan, BareKingPlan, CapturesPlan, CastlingPlan, ChecksPlan, CountersPlan,
             CountingPlan, DropsPlan, EnPassantPlan, ExchangePlan, ExtinctionPlan, FacingPlan,
             FacingKeptPlan, FirstMovesPlan, FlagsPlan, ForcedCapturesPlan, GatingPlan,
             GoalsPlan, MatesPlan, MovementPlan, PassingPlan, PromotionPlan, RoyaltyPlan,
             SafeGoalsPlan, StalemateCountPlan, StandingPlan, TurnsPlan, ValuesPlan)


@dataclass(frozen=True)
class ZobristPlan(RulePlan):
    seed: int
    kinds: int  # piece codes run 1 .. kinds
    cells: int
    walls: bool  # play may put a wall (WALL) on a cell
    two_cells: bool  # a move changes the cells above and nothing else that the hash covers
    passing: bool  # en passant: its victim's cell is a third
    castles: tuple[int, int] | None  # castling: the kinds of castles, whose rook's two cells
    # are more
    victims: bool = False  # turns: each square taken in passing has its own victim (`_victims`)

    def reads_kind(self) -> bool:
        return self.two_cells and bool(self.passing or self.castles)


def plan(ctx: Context, plans: Plans) -> ZobristPlan:
    walls = plans.get(PetrifyPlan) is not None or plans.get(WallingPlan) is not None
    two_cells = all(isinstance(p, TWO_CELLS) for p in plans.all())
    castles = ((Kind.CASTLE.value, Kind.CASTLE.value + CASTLES)
               if plans.get(CastlingPlan) is not None else None)
    return ZobristPlan(SEED, len(ctx.kinds), ctx.topo.size, walls, two_cells,
                       plans.get(EnPassantPlan) is not None, castles,
                       bool((t := plans.get(TurnsPlan)) and t.passing))
