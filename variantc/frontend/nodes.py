"""The AST: what each statement says, with the span of every word. Frozen; no meanings yet.

Made by transform.py from the Lark tree; read by inherit.py and the lowering (variantc/ir).
Words keep their text as written: names are resolved and numbers read when lowering.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from variantc.frontend.source import Span


@dataclass(frozen=True)
class Word:
    """A token's text and where it was written."""

    text: str
    span: Span


@dataclass(frozen=True)
class RankTerm:
    lo: Word
    hi: Word | None
    span: Span


@dataclass(frozen=True)
class FileTerm:
    lo: Word
    hi: Word | None
    span: Span


@dataclass(frozen=True)
class LevelTerm:  # a three-dimensional board's levels, `levels A-B`
    lo: Word
    hi: Word | None
    span: Span


@dataclass(frozen=True)
class SquaresTerm:  # `none` is the term of no square
    squares: tuple[Word, ...]
    span: Span


@dataclass(frozen=True)
class ZoneNameTerm:
    name: Word
    span: Span


@dataclass(frozen=True)
class AllTerm:
    span: Span


ZoneTerm = RankTerm | FileTerm | LevelTerm | SquaresTerm | ZoneNameTerm | AllTerm


@dataclass(frozen=True)
class ZoneExpr:
    terms: tuple[ZoneTerm, ...]
    ops: tuple[str, ...]  # between the terms: '+' adds squares, '-' takes them away
    span: Span


@dataclass(frozen=True)
class Statement:
    keyword: str
    span: Span


@dataclass(frozen=True)
class VariantStmt(Statement):
    name: Word


@dataclass(frozen=True)
class DescriptionStmt(Statement):
    text: Word  # without the quotes


@dataclass(frozen=True)
class ExtendsStmt(Statement):
    path: Word  # without the quotes


@dataclass(frozen=True)
class BoardStmt(Statement):
    dimensions: Word
    starred: Word | None = None  # `starred-voids`: FENs write each void cell as '*'
    round: Word | None = None  # `round-files`, `round-ranks`: the board closes into a cylinder
    slanted: Word | None = None  # `slanted-ranks`: a hexagon's cells numbered along slanting lines
    hexagonal: Word | None = None  # `FxR hexagonal`: a rhombus of hexagonal cells
    pointed: Word | None = None  # `pointed`: hexagonal cells with a corner toward each player


@dataclass(frozen=True)
class CellsStmt(Statement):  # void / hole
    squares: tuple[Word, ...]


@dataclass(frozen=True)
class LinkStmt(Statement):
    a: Word
    direction: Word
    b: Word


class CurveTurn(NamedTuple):
    arrive: Word  # a compass direction
    leave: Word


@dataclass(frozen=True)
class CurveStmt(Statement):
    cell: Word
    turns: tuple[CurveTurn, ...]


@dataclass(frozen=True)
class ZoneStmt(Statement):
    name: Word
    side: Word | None
    expr: ZoneExpr


@dataclass(frozen=True)
class Clause:
    keyword: str
    span: Span


@dataclass(frozen=True)
class Within:
    """`within ZONE` in a moves clause, told apart from `in ZONE` until the clause is built."""

    zone: ZoneExpr


@dataclass(frozen=True)
class MovesClause(Clause):
    betza: tuple[Word, ...]
    adjacent: Word | None = None  # friend | enemy
    region: ZoneExpr | None = None  # `in ZONE`: only from a square of the zone
    within: ZoneExpr | None = None  # `within ZONE`: from, over and onto its squares only


@dataclass(frozen=True)
class FirstMovesClause(Clause):
    betza: tuple[Word, ...]
    not_in_check: bool  # not while the side is in check
    aimed: tuple[Word, ...]  # the right is lost when an enemy man of these kinds aims at it


@dataclass(frozen=True)
class PathsClause(Clause):
    paths: Word  # the quoted path words, quotes stripped


@dataclass(frozen=True)
class SlidesClause(Clause):
    betza: Word
    letter: Word
    zone: ZoneExpr
    safely: bool


@dataclass(frozen=True)
class ValueClause(Clause):
    value: Word


@dataclass(frozen=True)
class FlagClause(Clause):  # royal, en-passant
    pass


@dataclass(frozen=True)
class EnPassantClause(FlagClause):
    recorded: bool = False  # `en-passant recorded`: every passing move is written in the FEN
    zone: ZoneExpr | None = None  # `en-passant in ZONE`: the squares it may be taken on
    unexposed: bool = False  # `no-exposed-parry`: no passing move out of check that may be taken


@dataclass(frozen=True)
class SideChoices:
    """One side's promotion choices: `white C R N`."""

    side: Word
    choices: tuple[Word, ...]
    span: Span


@dataclass(frozen=True)
class Standing:
    """`standing [at-most N] [last-anywhere]`: a promotion in place or by a step of its own."""

    span: Span
    at_most: Word | None = None  # the most men of a choice the side may have after it
    last_anywhere: bool = False  # the side's last man of the kind promotes on any square


@dataclass(frozen=True)
class PromotesClause(Clause):
    zone: ZoneExpr
    choices: tuple[Word, ...]  # the same for both sides; empty when `sides` are given
    optional: bool
    limited: bool
    swapping: Word | None = None  # the pool promotions come out of (the opponent's)
    sides: tuple[SideChoices, ...] = ()  # per side: `to white C R N, black Q R B`
    limited_kinds: tuple[Word, ...] = ()  # `limited K`: the choices limited; none: all
    standing: Standing | None = None  # `standing ...`: a promotion is a move of its own
    on_capture: bool = False  # `on-capture`: only a capture promotes
    by_file: bool = False  # `by-file`: the choices are one per file, in file order
    entering: bool = False  # `entering`: a move into the zone, a capture in or out of it, or
    # onto a square where the man could never move again

    @property
    def every_choice(self) -> tuple[Word, ...]:
        """Every letter written as a choice, for either side."""
        return self.choices + tuple(w for s in self.sides for w in s.choices)


@dataclass(frozen=True)
class DemotesClause(Clause):
    """`demotes in ZONE [optional] [on-capture]`: a +X man's move turns it back into X."""

    zone: ZoneExpr
    optional: bool
    on_capture: bool


@dataclass(frozen=True)
class GuardedClause(Clause):
    """`spares-guarded KIND+ [from-afar] [unless-first-taking-other-than KIND+]`."""

    kinds: tuple[Word, ...]
    afar: bool
    bridge: tuple[Word, ...] | None  # the kinds whose taking on the way does not lift it


@dataclass(frozen=True)
class SparesClause(Clause):
    """`never-over KIND+` (its hops' screens) or `never-takes KIND+` (its captures): the keyword
    says which."""

    kinds: tuple[Word, ...]


@dataclass(frozen=True)
class CapturesByClause(Clause):
    """`captures-by MODE+`: how its moves take men away from the square they land on."""

    modes: tuple[Word, ...]


@dataclass(frozen=True)
class ConfinedClause(Clause):
    zone: ZoneExpr  # the only squares a man of the piece may stand on


@dataclass(frozen=True)
class DropsClause(Clause):
    zone: ZoneExpr | None  # drops in ...
    rule: Word | None  # one-per-file, one-per-colour, no-mate, promoted
    per_file: Word | None = None  # drops N per file: its N


@dataclass(frozen=True)
class InitialClause(Clause):
    zone: ZoneExpr


@dataclass(frozen=True)
class PieceStmt(Statement):
    letter: Word
    name: Word
    clauses: tuple[Clause, ...]


@dataclass(frozen=True)
class PullsClause(Clause):
    along: Word  # a Betza word: the lines
    holes: Word


@dataclass(frozen=True)
class Term:
    kind: str  # number | counter | dropped | held | count
    word: Word
    zone: ZoneExpr | None = None  # count: where


@dataclass(frozen=True)
class Condition:
    left: Term
    op: Word
    right: Term
    span: Span


@dataclass(frozen=True)
class CounterStmt(Statement):
    name: Word
    counts: Word  # losses | captures | checks
    letters: tuple[Word, ...]  # none for checks


@dataclass(frozen=True)
class PoolStmt(Statement):
    name: Word


@dataclass(frozen=True)
class CapturesStmt(Statement):
    pool: Word
    keeping: bool


@dataclass(frozen=True)
class DropStmt(Statement):
    pool: Word
    when: Condition | None = None
    forced: bool = False  # while a drop from the pool is legal, the side must drop


class CastlingGate(NamedTuple):
    wing: Word  # kingside | queenside
    condition: Condition


class CastlingTo(NamedTuple):
    wing: Word  # kingside | queenside
    square: Word  # the king's destination, for white; black's is on its own side


@dataclass(frozen=True)
class CastlingStmt(Statement):
    king: Word
    rook: Word
    slide: tuple[Word, ...]  # both wings: squares the king moves toward its rook, a castle each
    gates: tuple[CastlingGate, ...] = ()
    restores: bool = False  # dropped-rooks-castle
    destinations: tuple[CastlingTo, ...] = ()  # `kingside to g1`, `queenside to c1`
    chess960: Word | None = None  # rights name their rooks in the FEN: any start position
    dropped: Word | None = None  # dropped-castle SQUARE: a king dropped there castles


@dataclass(frozen=True)
class ExchangeStmt(Statement):
    source: Word  # your pool of enemy men; the opponent's pool of the same name holds yours
    target: Word  # the opponent's pool the man handed over goes to


@dataclass(frozen=True)
class GatingStmt(Statement):
    pool: Word  # the side's own men in this pool may be gated
    rank: Word  # the gating rank, counted from the side's own first rank


@dataclass(frozen=True)
class GoalHold:
    """`held`, or `reply SIDE OUTCOME`: the goal is judged again on the holder's next turn."""

    span: Span
    side: Word | None = None  # `reply`: the side that may answer in kind
    outcome: Word | None = None  # ... and what equalising means for it


@dataclass(frozen=True)
class ExplosionStmt(Statement):
    around: tuple[Word, ...]  # Betza words: the neighbourhood of the capture square
    sparing: tuple[Word, ...]  # letters of kinds the neighbourhood's blast leaves standing


@dataclass(frozen=True)
class PetrifyStmt(Statement):
    kinds: tuple[Word, ...]  # letters of kinds whose men turn into a wall where they capture


@dataclass(frozen=True)
class CounterStrikeStmt(Statement):
    kinds: tuple[Word, ...]  # `counter-strike KIND+`


@dataclass(frozen=True)
class WallingStmt(Statement):
    rule: Word  # how the wall is placed after each move: `duck`


@dataclass(frozen=True)
class TransferStmt(Statement):
    rule: Word  # where a man goes after its move: `next-level`


@dataclass(frozen=True)
class GoalStmt(Statement):
    letter: Word | None  # a man of this kind in the zone, or else
    zone: ZoneExpr | None
    when: Condition | None  # this condition, for the side that moved
    outcome: Word
    hold: GoalHold | None = None
    safe: Word | None = None  # `safe`: the man counts only where the other side cannot take it


@dataclass(frozen=True)
class SetupStmt(Statement):
    fen: Word  # without the quotes; span starts after the opening quote


@dataclass(frozen=True)
class ShuffleStmt(Statement):
    zone: ZoneExpr  # white's squares whose men are shuffled
    order: tuple[Word, ...]  # kinds placed by a start's number, in turn
    both_colours: tuple[Word, ...]  # kinds with one man on each colour
    between: tuple[Word, Word] | None  # (inner, outer): the inner man between the outer two


@dataclass(frozen=True)
class TurnsStmt(Statement):
    length: Word  # moves a turn, or `growing`
    first: Word | None  # the game's first turn's moves
    check: Word | None  # `ends-turn` or `last`
    chained: Word | None  # `en-passant-chained`


@dataclass
class Ast:
    statements: list[Statement] = field(default_factory=list)
    failed: set[str] = field(default_factory=set)  # keywords of statements that did not parse
    failed_letters: set[str] = field(default_factory=set)  # letters of pieces that did not parse
    cut_short: bool = False  # too many statements failed: the rest of the text was not parsed

