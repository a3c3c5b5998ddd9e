"""IR -> Plan: squares numbered, tables computed, names chosen. Everything emit needs.

Plans are frozen dataclasses. Geometry is computed here, once, from the board topology; the
generated engine only looks tables up. Names are built from validated piece letters and
fixed words, never from user text.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from compiler import __version__
from compiler.ir import Hop, HopStyle, Leap, Mode, Movement, Piece, Ride, Side, Variant
from compiler.runtime.topology import compass_of

SIDES = (Side.WHITE, Side.BLACK)
EP_CAPTURE, PASS, CASTLE = 1, 2, 3  # move kinds, stored from bit 26 of a move


@dataclass(frozen=True)
class Table:
    name: str
    comment: str
    rows: tuple  # one entry per grid cell, voids included
    per_cell: bool = True  # False: a plain literal (rows is the value)


@dataclass(frozen=True)
class Block:
    """One Betza move of one piece kind for one side."""

    kind: str  # leap | lame | ride | cannon | grasshopper
    table: str
    move: bool  # may land on an empty square
    capture: bool  # may land on an enemy
    promote: str | None  # frozenset of promotion squares
    choices: tuple[int, ...]  # promotion kind codes
    optional: bool  # promotion may be declined
    ep_capture: bool  # a capture that may land on an en-passant square
    passes: str  # none | some | all: which of its moves leave en-passant squares behind
    comment: str


@dataclass(frozen=True)
class Generator:
    name: str
    letter: str
    side: int
    code: int
    doc: str
    blocks: tuple[Block, ...]


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


@dataclass(frozen=True)
class SidePlan:
    index: int
    name: str
    sign: int
    own: str  # Python comparison text that tests a board value: own man
    enemy: str
    not_own: str
    generators: tuple[Generator, ...]
    leapers: str | None  # attack tables of this side's men, None when empty
    rays: str | None
    blocked: str | None
    hops: str | None


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
    letters: tuple[str, ...]  # kind code - 1 -> letter
    start_fen: str
    tables: tuple[Table, ...]
    sides: tuple[SidePlan, SidePlan]
    royal: int  # kind code of the royal piece, 0 without one
    pins: bool  # legality by pins; otherwise every move is played and tested
    overlaps: bool  # some piece can reach one square two ways: moves need deduplicating
    castles: tuple[Castle, ...]
    castle_mask: tuple[int, ...]
    passed: tuple[tuple[int, int, tuple[int, ...]], ...]  # (from, to, squares passed)
    ep_pieces: tuple[int, ...]  # kind codes that leave en-passant squares
    reset_codes: tuple[int, ...]  # kind codes whose moves reset the move-limit clock
    checkmate: str
    stalemate: str
    repetition: int
    repetition_outcome: str
    move_limit: int
    move_limit_outcome: str


class _Geometry:
    """Lines and leaps over the topology, computed for tables."""

    def __init__(self, variant: Variant):
        self.topo = variant.board.topology()

    def leap(self, cell: int, df: int, dr: int) -> tuple[int, tuple[int, ...]] | None:
        path = self.topo.leap_path(cell, df, dr)
        if not path or not self.topo.is_square(path[-1]):
            return None
        return path[-1], tuple(path[:-1])

    def ray(self, cell: int, df: int, dr: int, limit: int | None) -> tuple[int, ...]:
        """Squares along a line, each once, until it leaves the board or comes back."""
        topo, out, visited = self.topo, [], set()
        direction = compass_of(df, dr) if max(abs(df), abs(dr)) == 1 else None
        here, count = cell, 0
        while limit is None or count < limit:
            if direction is None:
                hit = self.leap(here, df, dr)
                nxt = hit[0] if hit else None
            else:
                nxt = topo.step(here, direction)
                direction = topo.turn(nxt, direction) if nxt is not None else direction
            if nxt is None or nxt == cell or not topo.is_square(nxt) or (nxt, direction) in visited:
                break
            visited.add((nxt, direction))
            if nxt not in out:
                out.append(nxt)
            here, count = nxt, count + 1
        return tuple(out)


class _Planner:
    def __init__(self, variant: Variant):
        self.v = variant
        self.geo = _Geometry(variant)
        self.topo = self.geo.topo
        self.code = {p.letter: i + 1 for i, p in enumerate(variant.pieces)}
        self.tables: dict[str, Table] = {}
        self.by_content: dict[tuple, str] = {}
        self.passed: dict[tuple[int, int], tuple[int, ...]] = {}
        self.src = _plain(Path(variant.source).name)

    def where(self, span) -> str:
        return f"{self.src}:{span.line}"

    def table(self, name: str, comment: str, rows: tuple, per_cell: bool = True) -> str:
        key = (per_cell, rows)
        if key in self.by_content:
            return self.by_content[key]
        self.tables[name] = Table(name, comment, rows, per_cell)
        self.by_content[key] = name
        return name

    # -- move generation -----------------------------------------------------------------
    def generators(self, piece: Piece) -> tuple[Generator, Generator]:
        blocks: dict[Side, list[Block]] = {side: [] for side in SIDES}
        for index, m in enumerate(piece.moves):
            rows = {side: self.rows(piece, side, m) for side in SIDES}
            for side in SIDES:
                suffix = "" if rows[Side.WHITE] == rows[Side.BLACK] else f"_{side.value.upper()}"
                blocks[side].append(self.block(piece, side, m, f"{piece.letter}{index}{suffix}",
                                               rows[side]))
        out = []
        for s, side in enumerate(SIDES):
            doc = f"{self.where(piece.span)}  {_plain(piece.name)} {piece.letter}, {side.value}"
            out.append(Generator(f"gen_{side.value}_{piece.letter.lower()}{piece.letter}",
                                 piece.letter, s, self.code[piece.letter] * (1 if s == 0 else -1),
                                 doc, tuple(blocks[side])))
        return out[0], out[1]

    def rows(self, piece: Piece, side: Side, m: Movement) -> tuple:
        """Per square, where the move can go: targets, (target, path) pairs, or rays.

        A first-move-only move gets rows only on the squares of the piece's initial zone.
        """
        sign = 1 if side is Side.WHITE else -1
        vectors = [(df * sign, dr * sign) for df, dr in m.vectors]
        starts = set(piece.initial.cells(side)) if m.initial else set(self.topo.squares)
        out = []
        for c in range(self.topo.size):
            if c not in starts:
                out.append(())
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
        match m:
            case Leap():
                kind = "lame" if m.lame else "leap"
            case Ride():
                kind = "ride"
            case Hop():
                kind = "grasshopper" if m.style is HopStyle.GRASSHOPPER else "cannon"
        passes = "none"
        if piece.en_passant and m.mode is not Mode.CAPTURE and isinstance(m, Leap | Ride):
            passes = self.record_passed(m, side, rows)
        promote, choices, optional = None, (), False
        if piece.promotion:
            promote = self.table(f"PROMOTE_{piece.letter}_{side.value.upper()}",
                                 f"{self.where(piece.promotion.span)}  {piece.letter} promotes here",
                                 tuple(sorted(piece.promotion.zone.cells(side))), per_cell=False)
            choices = tuple(self.code[x] for x in piece.promotion.choices)
            optional = piece.promotion.optional
        return Block(
            kind=kind, table=self.table(name, where, rows), move=m.mode is not Mode.CAPTURE,
            capture=m.mode is not Mode.MOVE, promote=promote, choices=choices, optional=optional,
            ep_capture=piece.en_passant and m.mode is Mode.CAPTURE, passes=passes,
            comment=where,
        )

    def record_passed(self, m: Movement, side: Side, rows: tuple) -> str:
        """Record the squares an en-passant piece leaves behind on each non-capturing move.

        Returns whether none, some or all of the moves of `rows` leave squares behind.
        """
        sign = 1 if side is Side.WHITE else -1
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
            for df, dr in m.vectors if row else ():
                hit = self.geo.leap(c, df * sign, dr * sign)
                if hit is None or hit[0] not in targets:
                    continue
                moves += 1
                squares = tuple(x for x in hit[1] if self.topo.is_square(x))
                if squares:
                    self.passed[(c, hit[0])] = squares
                    passing += 1
        return "none" if not passing else "all" if passing == moves else "some"

    # -- attacks -------------------------------------------------------------------------
    def attacks(self, side: Side) -> tuple[str | None, str | None, str | None, str | None]:
        """Tables answering 'which men of `side` attack this square, from where'."""
        s, sign = side.value.upper(), 1 if side is Side.WHITE else -1
        cells = self.topo.size
        leapers = [dict() for _ in range(cells)]  # target -> {x: codes}
        paths = [dict() for _ in range(cells)]  # target -> {(x, between): codes}: all empty
        hops = [dict() for _ in range(cells)]  # target -> {(x, between, grass): codes}
        for piece in self.v.pieces:
            code = self.code[piece.letter] * sign
            for m in piece.moves:
                if m.mode is Mode.MOVE:
                    continue
                vectors = [(df * sign, dr * sign) for df, dr in m.vectors]
                for x in self.topo.squares:
                    if m.initial and x not in piece.initial.cells(side):
                        continue
                    for v in vectors:
                        self.attack_entries(m, x, v, code, leapers, paths, hops)
        rays, blocked = self.reverse_rays(paths)
        return (
            self.table(f"LEAPERS_BY_{s}", f"{side.value} men attacking each square by a leap",
                       tuple(tuple((x, tuple(sorted(c))) for x, c in sorted(d.items()))
                             for d in leapers)) if any(leapers) else None,
            self.table(f"RAYS_BY_{s}", f"{side.value} riders attacking each square, line by "
                       "line outward: (square, attacker codes) while the line is empty", rays)
            if any(rays) else None,
            self.table(f"BLOCKED_BY_{s}", f"{side.value} men attacking each square when the "
                       "squares between are empty", blocked) if any(blocked) else None,
            self.table(f"HOPS_BY_{s}", f"{side.value} hoppers attacking each square: "
                       "(square, codes, between, grasshopper)",
                       tuple(tuple((x, tuple(sorted(c)), b, g) for (x, b, g), c in sorted(d.items()))
                             for d in hops)) if any(hops) else None,
        )

    def attack_entries(self, m: Movement, x: int, v: tuple[int, int], code: int,
                       leapers, paths, hops) -> None:
        match m:
            case Leap():
                hit = self.geo.leap(x, *v)
                if hit is None:
                    return
                t, between = hit
                if m.lame:
                    paths[t].setdefault((x, between), set()).add(code)
                else:
                    leapers[t].setdefault(x, set()).add(code)
            case Ride():
                ray = self.geo.ray(x, *v, m.range)
                for i, t in enumerate(ray):
                    paths[t].setdefault((x, ray[:i]), set()).add(code)
            case Hop():
                ray = self.geo.ray(x, *v, m.range)
                grass = m.style is HopStyle.GRASSHOPPER
                for i, t in enumerate(ray):
                    if i >= 1:
                        hops[t].setdefault((x, ray[:i], grass), set()).add(code)

    def reverse_rays(self, paths) -> tuple[tuple, tuple]:
        """Split blocked attacks into lines walked outward from the target, and the rest.

        A line outward from the target in each compass direction is checked entry by entry:
        an attacker at entry i needs entries before i empty. Every attack that some line
        reproduces exactly is served by the fast walk; the rest stay as explicit paths.
        """
        rays_out, blocked_out = [], []
        for t in range(self.topo.size):
            remaining = dict(paths[t])
            lines = []
            for d in range(8):
                df, dr = _COMPASS[d]
                line = self.geo.ray(t, df, dr, None)
                entries, last = [], -1
                for i, x in enumerate(line):
                    codes: set[int] = set()
                    for (ax, between), c in list(remaining.items()):
                        if ax == x and set(between) == set(line[:i]):
                            codes |= c
                            del remaining[(ax, between)]
                    entries.append((x, tuple(sorted(codes))))
                    if codes:
                        last = i
                if last >= 0:
                    lines.append(tuple(entries[: last + 1]))
            rays_out.append(tuple(lines))
            blocked_out.append(tuple((x, tuple(sorted(c)), b)
                                     for (x, b), c in sorted(remaining.items())))
        return tuple(rays_out), tuple(blocked_out)

    # -- castling ------------------------------------------------------------------------
    def castles(self) -> tuple[tuple[Castle, ...], tuple[int, ...]]:
        c = self.v.castling
        mask = [15] * self.topo.size
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
            out.append(Castle(bit, SIDES.index(side), home, king_to, corner, king_to - toward,
                              empty, tuple(range(home + toward, king_to + toward, toward)),
                              self.code[c.king] * sign, self.code[c.rook] * sign))
            mask[home] &= ~(3 if side is Side.WHITE else 12) & 15
            mask[corner] &= ~bit & 15
        return tuple(out), tuple(mask)


_COMPASS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))


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


def _display(path: str) -> str:
    """The source path as the header shows it: relative to here, never absolute."""
    relative = os.path.relpath(path)
    return Path(path).name if relative.startswith("..") else Path(relative).as_posix()


def _plain(text: str) -> str:
    """User text made safe for a comment: printable ASCII, no backslashes or quotes."""
    return "".join(c if c.isalnum() or c in " -_." else "?" for c in text)


def _source_text(m: Movement) -> str:
    """A readable restatement of one IR move, for comments in the generated code."""
    parts = [m.kind]
    if m.mode is not Mode.ANY:
        parts.append(m.mode.value)
    if m.initial:
        parts.append("first move")
    if isinstance(m, Leap) and m.lame:
        parts.append("lame")
    if isinstance(m, Ride | Hop) and m.range:
        parts.append(f"range {m.range}")
    if isinstance(m, Hop):
        parts.append(m.style.name.lower())
    return f"{m.atom.name} {' '.join(parts)} {list(m.vectors)}"


def plan(variant: Variant) -> Plan:
    p = _Planner(variant)
    sides = []
    pairs = [p.generators(piece) for piece in variant.pieces]
    for i, side in enumerate(SIDES):
        gens = tuple(pair[i] for pair in pairs)
        leapers, rays, blocked, hops = p.attacks(side)
        sides.append(SidePlan(i, side.value, 1 if i == 0 else -1, "> 0" if i == 0 else "< 0",
                              "< 0" if i == 0 else "> 0", "<= 0" if i == 0 else ">= 0", gens,
                              leapers, rays, blocked, hops))
    castles, mask = p.castles()
    royal = next((p.code[x.letter] for x in variant.pieces if x.royal), 0)
    pins = bool(royal) and all(s.blocked is None and s.hops is None for s in sides)
    overlaps = any(_overlapping(p.tables, g) for s in sides for g in s.generators)
    e = variant.endings
    return Plan(
        version=__version__, source=_display(variant.source), sha256=variant.sha256, name=variant.name,
        slug=variant.slug, files=p.topo.files, ranks=p.topo.ranks,
        voids=variant.board.voids, holes=variant.board.holes,
        links=tuple((x.a, x.direction, x.b) for x in variant.board.links),
        curves=tuple((c.cell, c.arrive, c.leave) for c in variant.board.curves),
        letters=tuple(x.letter for x in variant.pieces),
        start_fen=variant.setup.fen, tables=tuple(p.tables.values()), sides=tuple(sides),
        royal=royal, pins=pins, overlaps=overlaps, castles=castles, castle_mask=mask,
        passed=tuple((a, b, c) for (a, b), c in sorted(p.passed.items())),
        ep_pieces=tuple(p.code[x.letter] for x in variant.pieces if x.en_passant),
        reset_codes=tuple(p.code[x] for x in e.reset_by),
        checkmate=e.checkmate.value, stalemate=e.stalemate.value,
        repetition=e.repetition or 0, repetition_outcome=e.repetition_outcome.value,
        move_limit=e.move_limit or 0, move_limit_outcome=e.move_limit_outcome.value,
    )
