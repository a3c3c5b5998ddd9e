"""IR -> Plan: squares numbered, tables computed, names chosen. Everything emit needs.

Plans are frozen dataclasses. Geometry is computed here, once, from the board topology; the
generated engine only looks tables up. Names are built from validated piece letters and
fixed words, never from user text.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path as FilePath

from compiler import __version__
from compiler.backend.attacks import attack_tables
from compiler.backend.geometry import Geometry
from compiler.ir.model import (
    Compare,
    Condition,
    CounterKind,
    Hop,
    HopStyle,
    Leap,
    Mode,
    Movement,
    Path,
    Piece,
    Ride,
    Side,
    Term,
    TermKind,
    Variant,
)

SIDES = (Side.WHITE, Side.BLACK)
# Move kinds, stored from bit 26 of a move; castling takes CASTLE + its index (up to 7).
EP_CAPTURE, PASS, DROP, CASTLE, EXCHANGE = 1, 2, 3, 4, 8


@dataclass(frozen=True)
class Table:
    name: str
    comment: str
    rows: tuple  # one entry per grid cell, voids included
    per_cell: bool = True  # False: a plain literal (rows is the value)


@dataclass(frozen=True)
class Block:
    """One Betza move of one piece kind for one side."""

    kind: str  # leap | lame | ride | counted | cannon | grasshopper
    table: str
    move: bool  # may land on an empty square
    capture: bool  # may land on an enemy
    promote: str | None  # frozenset: a move that starts or ends here promotes
    choices: tuple[int, ...]  # the codes a promotion may place
    optional: bool  # promotion may be declined
    limited: bool  # a choice needs fewer such men on the board than in the setup
    dead_in: str | None  # frozenset: squares of the zone it may not stay on unpromoted
    dead_out: str | None  # frozenset: squares outside the zone it may never stop on
    ep_capture: bool  # a capture that may land on an en-passant square
    passes: str  # none | some | all: which of its moves leave en-passant squares behind
    comment: str
    adjacent: str | None = None  # "friend" or "enemy": the move needs such a neighbour
    swap: int | None = None  # promotion choices are counted here (the opponent's pool)
    count: tuple[tuple[int, ...], int] | None = None  # counted: (squares, code) it counts
    safely: bool = False  # counted: no square passed over may be attacked


@dataclass(frozen=True)
class Dynamic:
    """Men whose attacks depend on the position (counted slides): found and walked each time."""

    code: int
    royal: bool
    rays: str
    count: tuple[tuple[int, ...], int]  # own men of this code in these squares: the range


@dataclass(frozen=True)
class Generator:
    name: str
    letter: str
    side: int
    code: int
    doc: str
    blocks: tuple[Block, ...]
    beams: str | None  # pull lines per square as (near, far) pairs, for a piece that pulls


@dataclass(frozen=True)
class Drop:
    """One kind dropped from one pool by one side."""

    pool: int
    base: int  # index of the pool's counts for this side and colour
    code: int
    squares: str  # table of squares it may be dropped on
    one_per_file: bool
    no_mate: bool
    when: str | None  # a Python condition on `pools` and `counters`, built from numbers only


@dataclass(frozen=True)
class Castle:
    bit: int
    side: int
    king_from: int
    king_to: int
    rook_from: int
    rook_to: int
    empty: tuple[int, ...]
    path: tuple[int, ...]  # squares the king crosses or lands on: none may be attacked
    king_code: int
    rook_code: int
    gate: str | None  # a further condition, as Python text over `board`


@dataclass(frozen=True)
class SidePlan:
    index: int
    name: str
    sign: int
    own: str  # Python comparison text that tests a board value: own man
    enemy: str
    not_own: str
    generators: tuple[Generator, ...]  # one per declared piece
    dispatch: tuple[str, ...]  # by code - 1, marked kinds included: the generator to call
    drops: tuple[Drop, ...]
    capture_base: int  # where this side's captures are counted, -1 without
    limits: tuple[tuple[tuple[int, ...], int], ...]  # for limited promotion: (codes, count)
    leapers: str | None  # attack tables of this side's men, None when empty
    rays: str | None
    blocked: str | None
    hops: str | None
    dynamic: tuple[Dynamic, ...]
    goals: tuple[tuple[str, str], ...]  # (Python test over board/pools/counters, outcome for this side)
    pin_rays: str | None  # rays for pins when they differ from `rays` (counted slides)
    gated: str | None  # attacks that need a promotion swap to be possible
    exchanges: tuple[tuple[int, int], ...]  # (hostage code, released code) allowed by value
    exchange_bases: tuple[int, int, int]  # my hostages, my men held by them, their target pool
    restore: tuple[tuple[int, int], ...]  # (corner, castling bit) a dropped rook restores


@dataclass(frozen=True)
class Plan:
    version: str
    source: str
    sha256: str
    name: str
    slug: str
    files: int
    ranks: int
    voids: tuple[int, ...]
    holes: tuple[int, ...]
    links: tuple[tuple[int, int, int], ...]
    curves: tuple[tuple[int, int, int], ...]
    declared: tuple[str, ...]  # piece letters as declared (FEN notation)
    royal_letters: tuple[str, ...]
    pool_names: tuple[str, ...]
    merged: bool
    mark_letters: tuple[str, ...]
    letters: tuple[str, ...]  # code - 1 -> letter; marked kinds repeat their letter
    marked: tuple[bool, ...]  # code - 1 -> is a marked kind
    kinds: int  # codes run 1 .. kinds - 1
    demote: tuple[int, ...]  # code -> the code a captured man is counted as
    drop_bases: tuple[tuple[int, ...], tuple[int, ...]]  # side, pool -> its own men's counts
    start_fen: str
    tables: tuple[Table, ...]
    sides: tuple[SidePlan, SidePlan]
    royal: int  # kind code of the royal piece, 0 without one
    pins: bool  # legality by pins; otherwise every move is played and tested
    overlaps: bool  # some piece can reach one square two ways: moves need deduplicating
    pool_attacks: bool  # attacks depend on pools: with pins, moves that change pools are tested
    files_table: str | None  # per square, the squares of its file (one-per-file drops)
    neighbours_table: str | None  # per square, the squares one step away
    swaps: tuple[tuple[int, int, int], ...]  # (code, base for white, base for black)
    unmoved: bool  # castling bits 16 and 32 mark kings that never moved
    rook_code: int
    castles: tuple[Castle, ...]
    castle_mask: tuple[int, ...]
    passed: tuple[tuple[int, int, tuple[int, ...]], ...]  # (from, to, squares passed)
    ep_pieces: tuple[int, ...]  # kind codes that leave en-passant squares
    reset_codes: tuple[int, ...]  # kind codes whose moves reset the move-limit clock
    capturable: bool  # royal men may be taken; losing one ends the game
    royal_captured: str
    counters: tuple[tuple[int, bool, tuple[int, ...]], ...]  # (index, victim's, codes counted)
    checks: tuple[int, ...]  # indices of the counters that count checks given
    counter_names: tuple[str, ...]
    pulls: bool  # some piece pulls: moves may carry a pulled square
    checkmate: str
    stalemate: str
    repetition: int
    repetition_outcome: str
    move_limit: int
    move_limit_outcome: str


class _Planner:
    def __init__(self, variant: Variant):
        self.v = variant
        self.topo = variant.board.topology()
        self.geo = Geometry(self.topo)
        declared = [p.letter for p in variant.pieces]
        marks = variant.marks()
        self.kinds = [(x, False) for x in declared] + [(x, True) for x in sorted(marks)]
        self.code = {p.letter: i + 1 for i, p in enumerate(variant.pieces)}
        self.marked_code = {x: len(declared) + 1 + i for i, x in enumerate(sorted(marks))}
        self.tables: dict[str, Table] = {}
        self.by_content: dict[tuple, str] = {}
        self.passed: dict[tuple[int, int], tuple[int, ...]] = {}
        self.src = _plain(FilePath(variant.source).name)
        self.curved = {c.cell for c in variant.board.curves}

    def where(self, span) -> str:
        return f"{self.src}:{span.line}"

    def table(self, name: str, comment: str, rows: tuple, per_cell: bool = True) -> str:
        key = (per_cell, rows)
        if key in self.by_content:
            return self.by_content[key]
        self.tables[name] = Table(name, comment, rows, per_cell)
        self.by_content[key] = name
        return name

    def codes_of(self, letter: str) -> tuple[int, ...]:
        """The kind codes that move as `letter`: the piece, and its marked twin if any."""
        return (self.code[letter],) + ((self.marked_code[letter],) if letter in self.marked_code else ())

    def placed(self, letter: str) -> int:
        """The code a promotion to `letter` places: marked when it demotes on capture."""
        return self.marked_code.get(letter, self.code[letter])

    # -- move generation -----------------------------------------------------------------
    def generators(self, piece: Piece) -> tuple[Generator, Generator]:
        blocks: dict[Side, list[Block]] = {side: [] for side in SIDES}
        for index, m in enumerate(piece.moves):
            rows = {side: self.rows(piece, side, m) for side in SIDES}
            for side in SIDES:
                suffix = "" if rows[Side.WHITE] == rows[Side.BLACK] else f"_{side.value.upper()}"
                name = f"{_ident(piece.letter)}{index}{suffix}"
                blocks[side].append(self.block(piece, side, m, name, rows[side]))
        out = []
        for s, side in enumerate(SIDES):
            doc = f"{self.where(piece.span)}  {_plain(piece.name)} {piece.letter}, {side.value}"
            name = f"gen_{side.value}_{_ident(piece.letter)}"
            beams = None
            if piece.pull is not None:
                rows = tuple(tuple(b for v in piece.pull.vectors
                                   if (b := self.pull_beam(c, piece.absolute(v, side),
                                                           piece.pull.holes)))
                             if self.topo.is_square(c) else () for c in range(self.topo.size))
                beams = self.table(f"PULL_{_ident(piece.letter)}_{side.value.upper()}",
                                   f"{self.where(piece.span)}  {piece.letter} pulls along these "
                                   "lines: (squares before the last hole, squares after)", rows)
            out.append(Generator(name, piece.letter, s, self.code[piece.letter] * (1 - 2 * s),
                                 doc, tuple(blocks[side]), beams))
        return out[0], out[1]

    def pull_beam(self, cell: int, vector: tuple[int, int], holes: int) -> tuple | None:
        """A pull's line split at its last hole: the squares before, which must be empty, and
        the squares after, up to one hole more, where the first man is pulled. None if the
        line crosses too few holes."""
        beam, cut = self.geo.beam(cell, *vector), []
        for i, c in enumerate(beam):
            if c in self.v.board.holes:
                cut.append(i)
        if len(cut) < holes:
            return None
        last = cut[holes - 1] if holes else -1
        far = beam[last + 1: cut[holes] if len(cut) > holes else len(beam)]
        near = tuple(c for c in beam[:last] if c not in self.v.board.holes)
        return (near, far) if far else None

    def rows(self, piece: Piece, side: Side, m: Movement) -> tuple:
        """Per square, where the move can go: targets, (target, path) pairs, or rays.

        A first-move-only move gets rows only on the squares of the piece's initial zone.
        """
        vectors = [] if isinstance(m, Path) else self.geo.vectors(piece, m, side)
        starts = set(piece.initial.cells(side)) if m.initial else set(self.topo.squares)
        out = []
        for c in range(self.topo.size):
            if c not in starts:
                out.append(())
            elif isinstance(m, Path):
                out.append(self.geo.path(c, m, self.curved))
            elif isinstance(m, Leap):
                hits = [h for v in vectors if (h := self.geo.leap(c, *v))]
                if m.lame:  # a lame leap over a void or a hole can never be made
                    out.append(tuple(sorted((t, p) for t, p in hits
                                            if all(self.topo.is_square(x) for x in p))))
                else:
                    out.append(tuple(sorted(t for t, _ in hits)))
            else:
                out.append(tuple(sorted(r for v in vectors if (r := self.geo.ray(c, *v, m.range)))))
        return tuple(out)

    def block(self, piece: Piece, side: Side, m: Movement, name: str, rows: tuple) -> Block:
        where = f"{self.where(m.span)}  {piece.letter}: {_source_text(m)}"  # IR text only
        count = None
        match m:
            case Path():
                kind = "leap"  # a path jumps: its targets never depend on the board
            case Leap():
                kind = "lame" if m.lame else "leap"
            case Ride() if m.counted is not None:
                kind = "counted"
                count = self.count(m.counted, side)
            case Ride():
                kind = "ride"
            case Hop():
                kind = "grasshopper" if m.style is HopStyle.GRASSHOPPER else "cannon"
        passes = "none"
        if piece.en_passant and m.mode is not Mode.CAPTURE and isinstance(m, Leap | Ride):
            passes = self.record_passed(piece, m, side, rows)
        s = side.value.upper()
        letter = _ident(piece.letter)
        promote, choices, optional, limited, zone, swap = None, (), False, False, set(), None
        if piece.promotion:
            promo = piece.promotion
            if promo.swap:
                swap = self.pool_base(promo.swap, 1 - SIDES.index(side), SIDES.index(side))
            promote = self.table(f"PROMOTE_{letter}_{s}",
                                 f"{self.where(promo.span)}  {piece.letter} promotes moving from "
                                 "or to these squares", tuple(sorted(promo.zone.cells(side))),
                                 per_cell=False)
            choices = tuple(self.placed(x) for x in promo.choices)
            optional, limited, zone = promo.optional, promo.limited, set(promo.zone.cells(side))
        dead = set(self.geo.dead(piece, side, self.curved, self.v.forbid_immobility))
        why = f"{self.where(piece.span)}  {piece.letter} could never move again from these squares"
        dead_in = None
        if optional and dead & zone:
            dead_in = self.table(f"DEAD_{letter}_{s}_IN_ZONE", why + " (it must promote there)",
                                 tuple(sorted(dead & zone)), per_cell=False)
        dead_out = self.table(f"DEAD_{letter}_{s}", why, tuple(sorted(dead - zone)),
                              per_cell=False) if dead - zone else None
        return Block(
            kind=kind, table=self.table(name, where, rows), move=m.mode is not Mode.CAPTURE,
            capture=m.mode is not Mode.MOVE, promote=promote, choices=choices, optional=optional,
            limited=limited, dead_in=dead_in, dead_out=dead_out,
            ep_capture=piece.en_passant and m.mode is Mode.CAPTURE, passes=passes, comment=where,
            adjacent=m.adjacent.value if m.adjacent else None, count=count,
            safely=isinstance(m, Ride) and m.safely, swap=swap,
        )

    def count(self, counted, side: Side) -> tuple[tuple[int, ...], int]:
        sign = 1 if side is Side.WHITE else -1
        return tuple(sorted(counted.zone.cells(side))), self.code[counted.letter] * sign

    def record_passed(self, piece: Piece, m: Movement, side: Side, rows: tuple) -> str:
        """Record the squares an en-passant piece leaves behind on each non-capturing move.

        Returns whether none, some or all of the moves of `rows` leave squares behind.
        """
        moves = passing = 0
        for c, row in enumerate(rows):
            if isinstance(m, Ride):
                for ray in row:
                    moves += len(ray)
                    for i in range(1, len(ray)):
                        self.passed[(c, ray[i])] = ray[:i]
                        passing += 1
                continue
            targets = {t if isinstance(t, int) else t[0] for t in row}
            for v in self.geo.vectors(piece, m, side) if row else ():
                hit = self.geo.leap(c, *v)
                if hit is None or hit[0] not in targets:
                    continue
                moves += 1
                squares = tuple(x for x in hit[1] if self.topo.is_square(x))
                if squares:
                    self.passed[(c, hit[0])] = squares
                    passing += 1
        return "none" if not passing else "all" if passing == moves else "some"

    # -- pools and drops -----------------------------------------------------------------
    def pool_base(self, pool: str, owner: int, colour: int) -> int:
        index = next(i for i, p in enumerate(self.v.pools) if p.name == pool)
        return ((index * 2 + owner) * 2 + colour) * (len(self.kinds) + 1)

    def drops(self, side: Side) -> tuple[Drop, ...]:
        s = SIDES.index(side)
        out = []
        for source in self.v.drops:
            pool = source.pool
            when = self.condition(source.when, side) if source.when else None
            index = next(i for i, p in enumerate(self.v.pools) if p.name == pool)
            for piece in self.v.pieces:
                zone = piece.drop.zone.cells(side) if piece.drop.zone else self.topo.squares
                dead = set(self.geo.dead(piece, side, self.curved, self.v.forbid_immobility))
                squares = tuple(c for c in zone if c not in dead)
                name = self.table(f"DROP_{_ident(piece.letter)}_{side.value.upper()}",
                                  f"{self.where(piece.span)}  where {piece.letter} may be dropped",
                                  squares, per_cell=False)
                out.append(Drop(index, self.pool_base(pool, s, s), self.code[piece.letter], name,
                                piece.drop.one_per_file, piece.drop.no_mate, when))
        return tuple(out)

    def condition(self, c: Condition, side: Side) -> str:
        """The condition as Python text over `pools` and `counters`: numbers and names only."""
        ops = {Compare.LT: "<", Compare.LE: "<=", Compare.GT: ">", Compare.GE: ">=",
               Compare.EQ: "==", Compare.NE: "!="}
        return f"{self.term(c.left, side)} {ops[c.op]} {self.term(c.right, side)}"

    def term(self, t: Term, side: Side) -> str:
        s = SIDES.index(side)
        if t.kind is TermKind.NUMBER:
            return str(t.number)
        if t.kind is TermKind.COUNT:
            cells, code = self.count(t.count, side)
            return f"sum(1 for c in {cells!r} if board[c] == {code})"
        if t.kind is TermKind.COUNTER:
            index = next(i for i, c in enumerate(self.v.counters) if c.name == t.name)
            return f"counters[{index * 2 + s}]"
        base = self.pool_base(t.name, s, s)
        held = f"sum(pools[{base + 1}:{base + len(self.kinds) + 1}])"
        if t.kind is TermKind.HELD:
            return held
        start = sum(1 for h in self.v.setup.held
                    if h.pool == t.name and h.owner is side and h.side is side)
        return f"({start} - {held})"

    def capture_base(self, side: Side) -> int:
        c = self.v.capture
        if c is None:
            return -1
        s = SIDES.index(side)
        return self.pool_base(c.pool, s, 1 - s if c.keep_colour else s)

    def demote(self) -> tuple[int, ...]:
        out = [0]
        for letter, marked in self.kinds:
            if not self.v.demotes():
                out.append(self.code[letter] if not marked else self.marked_code[letter])
            else:
                out.append(self.code[self.v.demoted(letter, marked)])
        return tuple(out)

    def limits(self, side: Side) -> tuple[tuple[tuple[int, ...], int], ...]:
        sign = 1 if side is Side.WHITE else -1
        out = []
        for letter in sorted({x for p in self.v.pieces if p.promotion and p.promotion.limited
                              for x in p.promotion.choices}):
            count = sum(1 for m in self.v.setup.men if m.side is side and m.letter == letter)
            out.append((tuple(c * sign for c in self.codes_of(letter)), count))
        return tuple(out)

    # -- castling ------------------------------------------------------------------------
    def castles(self) -> tuple[tuple[Castle, ...], tuple[int, ...]]:
        c = self.v.castling
        mask = [63] * self.topo.size
        if c is None:
            return (), tuple(mask)
        out = []
        for bit, right in ((1, "K"), (2, "Q"), (4, "k"), (8, "q")):
            side = Side.WHITE if right.isupper() else Side.BLACK
            homes = [m.cell for m in self.v.setup.men if m.side is side and m.letter == c.king]
            if len(homes) != 1:
                continue
            home = homes[0]
            rank = home - home % self.topo.files
            corner = rank + (self.topo.files - 1 if right.upper() == "K" else 0)
            toward = 1 if corner > home else -1
            king_to = home + toward * c.slide
            if not min(home, corner) < king_to < max(home, corner):
                continue
            empty = tuple(range(home + toward, corner, toward))
            if any(not self.topo.is_square(x) for x in empty):
                continue
            sign = 1 if side is Side.WHITE else -1
            gate = c.kingside if right.upper() == "K" else c.queenside
            out.append(Castle(bit, SIDES.index(side), home, king_to, corner, king_to - toward,
                              empty, tuple(range(home + toward, king_to + toward, toward)),
                              self.code[c.king] * sign, self.code[c.rook] * sign,
                              self.condition(gate, side) if gate else None))
            mask[home] &= ~(19 if side is Side.WHITE else 44) & 63  # rights and "unmoved"
            mask[corner] &= ~bit & 63
        return tuple(out), tuple(mask)

    # -- the sides -----------------------------------------------------------------------
    def side(self, side: Side, pairs: list[tuple[Generator, Generator]]) -> SidePlan:
        i, s = SIDES.index(side), side.value.upper()
        gens = tuple(pair[i] for pair in pairs)
        by_letter = {g.letter: g.name for g in gens}
        dispatch = tuple(by_letter[letter] for letter, _ in self.kinds)
        sign = 1 - 2 * i
        men = [(p, tuple(c * sign for c in self.codes_of(p.letter))) for p in self.v.pieces]
        t = attack_tables(self.geo, men, side, self.curved, self.gate(side))
        # Pins may over-approximate: a man wrongly thought pinned is merely tested in full. So
        # a slide whose range is counted is taken, for pins, as an unlimited rider.
        pin_rays = attack_tables(self.geo, [(_uncounted(p), codes) for p, codes in men], side,
                                 self.curved).rays
        dynamic = []
        for piece, pair in zip(self.v.pieces, pairs, strict=True):
            for m, b in zip(piece.moves, pair[i].blocks, strict=True):
                if b.kind == "counted" and m.mode is not Mode.MOVE:
                    dynamic.append(Dynamic(self.code[piece.letter] * sign, piece.royal, b.table,
                                           self.count(m.counted, side)))
        goals = tuple((self.condition(g.when, side) if g.when else
                       f"any(board[c] == {self.code[g.letter] * sign} for c in "
                       f"{tuple(sorted(g.zone.cells(side)))!r})", g.outcome.value)
                      for g in self.v.endings.goals)
        where = f"{side.value} men attacking each square"
        return SidePlan(
            i, side.value, sign, "> 0" if i == 0 else "< 0", "< 0" if i == 0 else "> 0",
            "<= 0" if i == 0 else ">= 0", gens, dispatch, self.drops(side), self.capture_base(side),
            self.limits(side),
            self.table(f"LEAPERS_BY_{s}", f"{where} by a leap: (square, codes)", t.leapers)
            if any(t.leapers) else None,
            self.table(f"RAYS_BY_{s}", f"{where} along lines walked outward: (square, codes) "
                       "while the line is empty", t.rays) if any(t.rays) else None,
            self.table(f"BLOCKED_BY_{s}", f"{where} when the squares between are empty",
                       t.blocked) if any(t.blocked) else None,
            self.table(f"HOPS_BY_{s}", f"{where} by a hop: (square, codes, between, "
                       "grasshopper)", t.hops) if any(t.hops) else None,
            tuple(dynamic), goals,
            self.table(f"PIN_RAYS_BY_{s}", f"{where} along lines, counted slides taken as "
                       "unlimited: for pins only", pin_rays) if pin_rays != t.rays and any(pin_rays)
            else None,
            self.table(f"GATED_BY_{s}", f"{where} by a capture that must promote by a swap: "
                       "(square, codes, pool counts, choices)", t.gated) if any(t.gated) else None,
            self.exchanges(side), self.exchange_bases(side), self.restore(side),
        )

    def gate(self, side: Side):
        """Which captures need a swap to be possible: (piece, target) -> (pool base, choices)."""
        def gated(piece: Piece, target: int):
            promo = piece.promotion
            if promo is None or promo.swap is None or promo.optional:
                return None
            if target not in promo.zone.cells(side):
                return None
            base = self.pool_base(promo.swap, 1 - SIDES.index(side), SIDES.index(side))
            return base, tuple(self.code[x] for x in promo.choices)
        return gated

    def exchanges(self, side: Side) -> tuple[tuple[int, int], ...]:
        if self.v.exchange is None:
            return ()
        return tuple((self.code[x.letter], self.code[y.letter]) for x in self.v.pieces
                     for y in self.v.pieces if not x.royal and not y.royal
                     and (x.value or 0) >= (y.value or 0))

    def exchange_bases(self, side: Side) -> tuple[int, int, int]:
        x = self.v.exchange
        if x is None:
            return (0, 0, 0)
        s = SIDES.index(side)
        return (self.pool_base(x.source, s, 1 - s), self.pool_base(x.source, 1 - s, s),
                self.pool_base(x.target, 1 - s, 1 - s))

    def restore(self, side: Side) -> tuple[tuple[int, int], ...]:
        return tuple((c.rook_from, c.bit) for c in self.castles()[0]
                     if c.side == SIDES.index(side)) \
            if self.v.castling and self.v.castling.restores else ()


def _uncounted(piece: Piece) -> Piece:
    """The piece with its counted slides made unlimited rides."""
    moves = tuple(m.model_copy(update={"counted": None, "safely": False})
                  if isinstance(m, Ride) and m.counted is not None else m for m in piece.moves)
    return piece.model_copy(update={"moves": moves})


def _overlapping(tables: dict[str, Table], g: Generator) -> bool:
    """Whether two of a piece's moves (or two lines of one move) can reach the same square."""
    rows = [tables[b.table].rows for b in g.blocks]
    for cell in range(len(rows[0]) if rows else 0):
        seen: set[int] = set()
        for b, table in zip(g.blocks, rows, strict=True):
            for entry in table[cell]:
                if b.kind == "leap":
                    targets = [entry]
                elif b.kind == "lame":
                    targets = [entry[0]]
                else:
                    targets = list(entry)  # a line: any square on it may be reached
                for t in targets:
                    if t in seen:
                        return True
                    seen.add(t)
    return False


def _ident(letter: str) -> str:
    """A validated piece letter as part of a Python name: 'P' -> 'P', '+P' -> 'plusP'."""
    return f"plus{letter[1:]}" if letter.startswith("+") else letter


def _display(path: str) -> str:
    """The source path as the header shows it: relative to here, never absolute."""
    relative = os.path.relpath(path)
    return FilePath(path).name if relative.startswith("..") else FilePath(relative).as_posix()


def _plain(text: str) -> str:
    """User text made safe for a comment: printable ASCII, no backslashes or quotes."""
    return "".join(c if c.isalnum() or c in " -_." else "?" for c in text)


def _source_text(m: Movement) -> str:
    """A readable restatement of one IR move, for comments in the generated code."""
    if isinstance(m, Path):
        return f"path {m.first.value}{''.join(t.value for t in m.turns)}"
    parts = [m.kind]
    if m.mode is not Mode.ANY:
        parts.append(m.mode.value)
    if m.initial:
        parts.append("first move")
    if isinstance(m, Leap) and m.lame:
        parts.append("lame")
    if isinstance(m, Ride | Hop) and m.range:
        parts.append(f"range {m.range}")
    if isinstance(m, Ride) and m.counted:
        parts.append(f"range counted ({m.counted.letter})" + (", safely" if m.safely else ""))
    if m.adjacent:
        parts.append(f"next to a {m.adjacent.value}")
    if isinstance(m, Hop):
        parts.append(m.style.name.lower())
    return f"{m.atom} {' '.join(parts)} {list(m.vectors)}"


def plan(variant: Variant) -> Plan:
    p = _Planner(variant)
    pairs = [p.generators(piece) for piece in variant.pieces]
    sides = (p.side(Side.WHITE, pairs), p.side(Side.BLACK, pairs))
    castles, mask = p.castles()
    royal = next((p.code[x.letter] for x in variant.pieces if x.royal), 0)
    pins = bool(royal) and all(s.blocked is None and s.hops is None for s in sides)
    pins = pins and variant.endings.royal_captured is None
    adjacency = any(getattr(m, "adjacent", None) for x in variant.pieces for m in x.moves)
    neighbours_table = p.table("NEIGHBOURS", "the squares one step away from each square", tuple(
        p.geo.neighbours(c) if p.topo.is_square(c) else () for c in range(p.topo.size))) \
        if adjacency else None
    overlaps = any(_overlapping(p.tables, g) for s in sides for g in s.generators)
    one_per_file = any(x.drop.one_per_file for x in variant.pieces) and variant.drops
    files_table = p.table("FILE_SQUARES", "the squares of each square's file", tuple(
        tuple(c for c in p.topo.squares if c % p.topo.files == x % p.topo.files)
        for x in range(p.topo.size))) if one_per_file else None
    e = variant.endings
    notation = variant.notation()
    return Plan(
        version=__version__, source=_display(variant.source), sha256=variant.sha256,
        name=variant.name, slug=variant.slug, files=p.topo.files, ranks=p.topo.ranks,
        voids=variant.board.voids, holes=variant.board.holes,
        links=tuple((x.a, x.direction, x.b) for x in variant.board.links),
        curves=tuple((c.cell, c.arrive, c.leave) for c in variant.board.curves),
        declared=notation.letters, royal_letters=notation.royal, pool_names=notation.pools,
        merged=notation.merged, mark_letters=notation.marks,
        letters=tuple(x for x, _ in p.kinds), marked=tuple(m for _, m in p.kinds),
        kinds=len(p.kinds) + 1, demote=p.demote(),
        drop_bases=tuple(tuple(p.pool_base(x.name, s, s) for x in variant.pools) for s in (0, 1)),
        start_fen=variant.setup.fen, tables=tuple(p.tables.values()), sides=sides,
        royal=royal, pins=pins, overlaps=overlaps,
        pool_attacks=any(x.gated for x in sides), files_table=files_table,
        neighbours_table=neighbours_table,
        swaps=tuple((p.code[x.letter], p.pool_base(x.promotion.swap, 1, 0),
                     p.pool_base(x.promotion.swap, 0, 1))
                    for x in variant.pieces if x.promotion and x.promotion.swap),
        unmoved=bool(variant.castling and variant.castling.restores),
        rook_code=p.code[variant.castling.rook] if variant.castling else 0,
        castles=castles, castle_mask=mask,
        passed=tuple((a, b, c) for (a, b), c in sorted(p.passed.items())),
        ep_pieces=tuple(p.code[x.letter] for x in variant.pieces if x.en_passant),
        reset_codes=tuple(c for x in e.reset_by for c in p.codes_of(x)),
        capturable=e.royal_captured is not None,
        royal_captured=(e.royal_captured or e.checkmate).value,
        counters=tuple((i, c.counts is CounterKind.LOSSES,
                        tuple(code for x in c.letters for code in p.codes_of(x)))
                       for i, c in enumerate(variant.counters) if c.counts is not CounterKind.CHECKS),
        checks=tuple(i for i, c in enumerate(variant.counters) if c.counts is CounterKind.CHECKS),
        counter_names=notation.counters,
        pulls=any(x.pull for x in variant.pieces),
        checkmate=e.checkmate.value, stalemate=e.stalemate.value,
        repetition=e.repetition or 0, repetition_outcome=e.repetition_outcome.value,
        move_limit=e.move_limit or 0, move_limit_outcome=e.move_limit_outcome.value,
    )
