"""The typed intermediate representation of a variant: frozen pydantic models.

Names are resolved and defaults applied: every field has one meaning. Cells are grid indices
(`rank * files + file`, see runtime.topology); vectors are (file, rank) offsets relative to
the moving side, forward = +rank, turned 180 degrees for black.
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from variantc.ir.board import Board as Board
from variantc.ir.board import Cell as Cell
from variantc.ir.board import Curve as Curve
from variantc.ir.board import Link as Link
from variantc.ir.castling import Castling as Castling
from variantc.ir.endings import BareKing as BareKing
from variantc.ir.endings import Counting as Counting
from variantc.ir.endings import CountRow as CountRow
from variantc.ir.endings import Endings as Endings
from variantc.ir.endings import Extinction as Extinction
from variantc.ir.endings import Goal as Goal
from variantc.ir.endings import MateRule as MateRule
from variantc.ir.endings import Outcome as Outcome
from variantc.ir.explosion import Explosion
from variantc.ir.gating import Gating
from variantc.ir.node import Node, Side
from variantc.ir.remote import CapturesBy
from variantc.ir.shuffle import Shuffle as Shuffle
from variantc.ir.sparing import CounterStrike as CounterStrike
from variantc.ir.sparing import Guarded as Guarded
from variantc.ir.sparing import Sparing as Sparing
from variantc.ir.terms import Compare as Compare
from variantc.ir.terms import Condition as Condition
from variantc.ir.terms import Count as Count
from variantc.ir.terms import Counter as Counter
from variantc.ir.terms import CounterKind as CounterKind
from variantc.ir.terms import Pool as Pool
from variantc.ir.terms import Term as Term
from variantc.ir.terms import TermKind as TermKind
from variantc.ir.terms import Zone as Zone
from variantc.ir.transfer import Transfer
from variantc.ir.turns import FreeOrder as FreeOrder
from variantc.ir.turns import Turns as Turns
from variantc.ir.walling import Walling
from variantc.runtime import fen

Vector = tuple[int, int]


class Atom(Enum):
    """Betza atoms as (long, short) leap lengths."""

    W = (1, 0)
    F = (1, 1)
    D = (2, 0)
    N = (2, 1)
    A = (2, 2)
    H = (3, 0)
    C = (3, 1)
    Z = (3, 2)
    G = (3, 3)


class Mode(Enum):
    """What a move may do on arrival: move to an empty square, capture, or either."""

    ANY = "any"
    MOVE = "move"
    CAPTURE = "capture"


class HopStyle(Enum):
    CANNON = "p"  # jump exactly one piece, land anywhere beyond it up to the next piece
    GRASSHOPPER = "g"  # land on the square just beyond the hurdle


class Neighbour(Enum):
    FRIEND = "friend"
    ENEMY = "enemy"


class _Move(Node):
    atom: str  # as written: an Atom's letter, or "(2,4)" for a leap Betza has no letter for
    vectors: tuple[Vector, ...]  # sorted, relative to the mover
    mode: Mode = Mode.ANY
    initial: bool = False  # only from the piece's initial zone
    adjacent: Neighbour | None = None  # only while a man of that side stands next to it
    region: Zone | None = None  # only from a square of this zone (the mover's side's)
    within: Zone | None = None  # only from, over and onto squares of this zone (the mover's)

    def starts(self, cell: Cell, side: Side) -> bool:
        """Whether the move may be made from `cell` as far as its zones go."""
        return (self.region is None or cell in self.region.cells(side)) and (
            self.within is None or cell in self.within.cells(side))


class Leap(_Move):
    kind: Literal["leap"] = "leap"
    lame: bool = False  # every cell the leap passes must be an empty square


class Ride(_Move):
    kind: Literal["ride"] = "ride"
    range: int | None = None  # R3 -> 3; None = unlimited
    counted: Count | None = None  # the range is this count, now (0: no move)
    safely: bool = False  # may not pass over a square the enemy attacks


class Hop(_Move):
    kind: Literal["hop"] = "hop"
    style: HopStyle
    range: int | None = None


class Turn(Enum):
    STRAIGHT = "s"
    LEFT = "l"
    RIGHT = "r"


class First(Enum):
    ORTHOGONAL = "o"
    DIAGONAL = "d"


class Path(Node):
    """A jump along the board's steps: a first step, then turns (90 degrees) or straight on.

    The cells it passes must be squares and not curved; what stands on them does not matter.
    """

    kind: Literal["path"] = "path"
    first: First
    turns: tuple[Turn, ...]
    mode: Mode = Mode.ANY
    initial: bool = False
    adjacent: Neighbour | None = None
    region: Zone | None = None
    within: Zone | None = None

    def starts(self, cell: Cell, side: Side) -> bool:
        return (self.region is None or cell in self.region.cells(side)) and (
            self.within is None or cell in self.within.cells(side))


class Legs(Node):
    """A move of several legs, `[F-fR]` (docs/language.md#136-multi-leg-moves): each path makes its
    legs in turn from where the last one stopped, every square a leg stops on but the last
    empty; a last leg that rides goes on along its line. Vectors are relative to the mover."""

    kind: Literal["legs"] = "legs"
    written: str  # as written, brackets included
    paths: tuple[tuple[Vector, ...], ...]  # each path's legs, in order
    rides: tuple[bool, ...]  # per path: its last leg rides
    stops: tuple[str, ...] = ()  # per leg but the last, what it must stop on: "" an empty
    # square, "p" a man (jumped), "pc" an enemy man, "pd" one of its own; "c" an enemy man,
    # taken, "mc" an empty square or an enemy man, taken (at most one leg takes)
    range: int | None = None  # a riding last leg's most steps
    mode: Mode = Mode.ANY
    initial: bool = False
    adjacent: Neighbour | None = None
    region: Zone | None = None
    within: Zone | None = None

    def starts(self, cell: Cell, side: Side) -> bool:
        return (self.region is None or cell in self.region.cells(side)) and (
            self.within is None or cell in self.within.cells(side))

    @property
    def taking(self) -> int | None:
        """The leg before the last that takes what it stops on, if one does: the move's
        square there is part of the move (its notation names it), and the man leaves its own
        square as the move starts, so that a later leg may pass or land there."""
        return next((k for k, s in enumerate(self.stops) if s in TAKES), None)


TAKES = ("c", "mc")  # the stops of a leg that takes what it stops on (Legs.stops)
Movement = Annotated[Leap | Ride | Hop | Path | Legs, Field(discriminator="kind")]


class Promotion(Node):
    """Moves that start or end in the zone promote; see docs/language.md#promotes."""

    zone: Zone
    white: tuple[str, ...]  # what a white man may become: piece letters, '+P' forms included
    black: tuple[str, ...]  # what a black man may become: the same unless given per side
    optional: bool = False
    limited: tuple[str, ...] = ()  # kinds promoted to only while the side has fewer of them on
    # the board than in the setup: every choice with a bare `limited`, or those it names
    swap: str | None = None  # only to own men in the opponent's pool of this name; the
    # promoting man goes there instead (and, the promotion being forced, a man that cannot
    # promote attacks nothing in the zone)
    standing: bool = False  # a move of its own, in place or by a step of the new kind to an
    # empty square, attacking no enemy man and giving no check; its moves never promote
    at_most: int | None = None  # standing: only while the side has fewer men of the choice
    last_anywhere: bool = False  # standing: the side's only man of the kind, on any square
    on_capture: bool = False  # only a capture promotes (Fairy-Stockfish's piecePromotionOnCapture)
    by_file: tuple[str, ...] = ()  # `by-file`: per file, the one kind a man landing there becomes
    entering: bool = False  # only a move into the zone from outside, a capture from, within or
    # out of it, or a move onto a square where the man could never move again (Chu shogi)

    def choices(self, side: Side) -> tuple[str, ...]:
        return self.white if side is Side.WHITE else self.black

    @property
    def kinds(self) -> tuple[str, ...]:
        """Every kind it may become, for either side: White's choices, then Black's others."""
        return self.white + tuple(x for x in self.black if x not in self.white)


class Demotion(Node):
    """A move of this `+X` man that starts or ends in the zone turns it back into X: compulsory
    unless optional, and with `on_capture` only a capture does (docs/language.md#demotes)."""

    zone: Zone
    to: str  # the kind it becomes: X
    optional: bool = False
    on_capture: bool = False


class DropRule(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    zone: Zone | None = None  # None: any empty square
    per_file: int = 0  # not on a file holding this many own unpromoted men of it; 0: no limit
    one_per_colour: bool = False  # one own man of this kind per square colour (docs §7 drops)
    no_mate: bool = False  # a drop of this kind may not checkmate
    promoted: bool = False  # may be dropped as the one `+` kind it promotes to, too


class Pull(BaseModel):
    """After its move, or instead of one, the piece removes the first man on one of its lines
    if it is an enemy and exactly `holes` holes, and nothing else, lie between."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    vectors: tuple[Vector, ...]  # unit directions, relative to the mover
    holes: int


class Exchange(Node):
    """Instead of a move: hand an enemy man from your `source` pool to the opponent's `target`
    pool, and drop at once one of your own men taken from the opponent's `source` pool, worth
    no more (piece values)."""

    source: str
    target: str


class DropSource(Node):
    pool: str
    when: Condition | None = None
    forced: bool = False  # while a drop from the pool is legal, nothing else is


class Capture(Node):
    """Where captured men go: the captor's pool, changing colour and demoting, or keeping both."""

    pool: str
    keep_colour: bool = False


class FirstMoves(Node):
    """Moves made only with the first-move right (docs/language.md#first-moves)."""

    moves: tuple[Movement, ...]  # move-only (E730)
    not_in_check: bool = False  # not while the side is in check
    lost_to: tuple[str, ...] = ()  # kinds whose enemy men take the right by aiming at its man


class Piece(Node):
    letter: str
    name: str
    value: int | None = None
    moves: tuple[Movement, ...] = ()
    betza: str = ""  # its `moves` words as written, for GUIs (XBoard's `piece` command)
    royal: bool = False
    en_passant: bool = False
    en_passant_recorded: bool = False  # its passing moves are written in the FEN, always
    en_passant_zone: Zone | None = None  # where it may be taken in passing (its side's); None: anywhere
    en_passant_unexposed: bool = False  # out of check, none of its passing moves may be taken in passing
    promotion: Promotion | None = None
    demotion: Demotion | None = None  # `demotes`: a +X man's moves turn it back into X
    initial: Zone  # where `i` moves may start; defaults to the piece's setup squares
    drop: DropRule = DropRule()
    pull: Pull | None = None
    mirrored: bool = False  # black's moves are white's reflected top to bottom, not turned
    confined: Zone | None = None  # the only squares its men may move to, be dropped or
    # promoted on, and attack (they may pass over others); None: every square
    first: FirstMoves | None = None  # moves only a man holding its first-move right makes
    never_over: Sparing | None = None  # its hops use no man of these kinds as their screen
    never_takes: Sparing | None = None  # it captures no man of these kinds
    spares_guarded: Guarded | None = None  # nor such men the enemy guards (Chu's lion)
    captures_by: CapturesBy | None = None  # captures away from the landing square
    freezes: bool = False  # enemy men one step away cannot move (Ultima's immobilizer)

    def spares(self, letter: str) -> bool:
        """Whether it may not capture a man of this kind."""
        return self.never_takes is not None and letter in self.never_takes.kinds

    def absolute(self, vector: Vector, side: Side) -> Vector:
        """A relative vector as the man of `side` moves it on the board."""
        df, dr = vector
        if side is Side.WHITE:
            return df, dr
        return (df, -dr) if self.mirrored else (-df, -dr)


class Man(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    cell: Cell
    side: Side
    letter: str
    marked: bool = False  # promoted, and demotes when captured (FEN 'Q~')


class Held(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    pool: str
    owner: Side
    side: Side  # the man's colour
    letter: str


class DupleCheck(Node):
    """`duple-check`: a side is in check only when all its royal men are attacked, and a move
    may leave some of them attacked, not all (docs/language.md#duple-check)."""


class LoneRoyal(Node):
    """`lone-royal`: a side is in check only while it has a single royal man, which is then
    attacked; with several, any of them may be left attacked and taken
    (docs/language.md#lone-royal)."""


class Pass(Node):
    """`pass`: the side to move may pass, written as its royal man's square twice (`e2e2`);
    legal whenever it leaves the side out of check, so never in check. It counts one on the
    halfmove clock (docs/language.md#pass)."""


class Setup(Node):
    fen: str  # completed to six fields
    written: str  # as written; the span points at its first character
    men: tuple[Man, ...]
    held: tuple[Held, ...] = ()
    counters: tuple[int, ...] = ()  # [counter * 2 + side]


class Variant(Node):
    name: str
    description: str | None = None  # one line on what the variant is (`description`)
    slug: str
    source: str  # the path as given
    sha256: str
    board: Board
    zones: tuple[Zone, ...]
    pieces: tuple[Piece, ...]
    castling: Castling | None = None
    setup: Setup
    shuffle: Shuffle | None = None  # `shuffle`: numbered starts rearranging the setup
    turns: Turns | None = None  # `turns`: a turn is several moves of one side
    free_order: FreeOrder | None = None  # `free-order`: either side moves until a capture
    endings: Endings
    pools: tuple[Pool, ...] = ()
    capture: Capture | None = None
    drops: tuple[DropSource, ...] = ()  # pools whose men their owner may drop, and when
    counters: tuple[Counter, ...] = ()
    exchange: Exchange | None = None
    gating: Gating | None = None
    # No man may move or be dropped where it could never move again (a promotion there is
    # compulsory): Fairy-Stockfish's immobilityIllegal, which shogi needs.
    forbid_immobility: bool = False
    explosion: Explosion | None = None  # captures blow up a neighbourhood
    duple_check: DupleCheck | None = None  # in check only when all its royal men are attacked
    lone_royal: LoneRoyal | None = None  # in check only while it has a single royal man
    passing: Pass | None = None  # `pass`: the side to move may pass
    petrify: tuple[str, ...] = ()  # kinds whose men turn into a wall where they capture
    walling: Walling | None = None  # each move places a wall too (`walling duck`)
    counter_strike: CounterStrike | None = None  # no retaking of these kinds but on the square
    transfer: Transfer | None = None  # each man that moves goes on to another level

    def stone_royal(self, letter: str) -> bool:
        """A royal kind that petrifies: its men may never capture, so they attack nothing."""
        return letter in self.petrify and any(p.letter == letter and p.royal for p in self.pieces)

    def stone_checks(self) -> bool:
        """A royal kind petrifies: its men give check (Fairy-Stockfish's checkers) though they
        may not capture, and attack nothing else."""
        return any(self.stone_royal(p.letter) for p in self.pieces)

    def remote(self) -> bool:
        """Some piece captures away from its landing square or freezes (ir.remote)."""
        return any(p.captures_by is not None or p.freezes for p in self.pieces)

    def piece(self, letter: str) -> Piece:
        return next(p for p in self.pieces if p.letter == letter)

    def demotes(self) -> bool:
        return self.capture is not None and not self.capture.keep_colour

    def promoted_from(self) -> dict[str, str]:
        """Each kind a man may be promoted to, with the piece it promoted from (ir.demotion)."""
        from variantc.ir.demotion import promoted_from
        return promoted_from(self)

    def marks(self) -> dict[str, str]:
        """Letters a man may be promoted to and marked '~', with the piece it demotes to."""
        if not self.demotes():
            return {}
        return {choice: self.demoted(choice, True) for choice in self.promoted_from()
                if not choice.startswith("+")}

    def demoted(self, letter: str, marked: bool) -> str:
        """What a captured man becomes in its captor's pool (ir.demotion)."""
        from variantc.ir.demotion import demoted
        return demoted(self, letter, marked)

    def castling_rank(self, side: Side) -> int | None:
        """The rank `side` castles on: the declared one, else its castling king's in the setup."""
        from variantc.ir.notation import castling_rank
        return castling_rank(self, side)

    def many_royals(self) -> bool:
        """A side may have several royal men: several royal kinds, a royal promotion choice,
        a setup with two royal men of a side, or duple check. Both engines then judge every
        royal man (docs/language.md, `royal`)."""
        from variantc.ir.royals import many_royals
        return many_royals(self)

    def notation(self) -> fen.Notation:
        """How this variant's FENs are read and written."""
        from variantc.ir.notation import notation
        return notation(self)

    def checks_to_win(self) -> tuple[int, int] | None:
        """(counter, N) where a goal says `when COUNTER >= N` of a check counter: the FEN writes
        it as Fairy-Stockfish does, the checks each side has still to give."""
        from variantc.ir.notation import checks_to_win
        return checks_to_win(self)

    @property
    def module_name(self) -> str:
        """The generated module's name: the slug with `_` for `-`, and `_` before a digit that
        starts it (`3check` is `_3check`)."""
        name = self.slug.replace("-", "_")
        return f"_{name}" if name[0].isdigit() else name
