"""The reference interpreter's move generation: what each man, drop, exchange and castling
may do, walked over the board topology on every call. Part of the reference (see
reference.py); it shares nothing with plan/emit.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from compiler.ir.model import (
    Compare,
    Condition,
    Count,
    Hop,
    HopStyle,
    Leap,
    Mode,
    Movement,
    Neighbour,
    Path,
    Piece,
    Ride,
    Side,
    Term,
    TermKind,
    Turn,
)
from compiler.reference.position import OTHER, SIDES, Man, Move, Position
from compiler.runtime.topology import HOLE, VOID, compass_of


class Moves:
    """Move generation, mixed into Reference: `self` holds the variant and its topology."""

    def pseudo_moves(self, pos: Position) -> Iterator[Move]:
        for cell, man in enumerate(pos.board):
            if man and man[0] is pos.side:
                piece = self.pieces[man[1]]
                for movement in piece.moves:
                    if movement.initial and cell not in piece.initial.cells(pos.side):
                        continue
                    if movement.adjacent and not self.next_to(pos, cell, movement.adjacent):
                        continue
                    yield from self.moves_of(pos, cell, piece, movement)

    def next_to(self, pos: Position, cell: int, who: Neighbour) -> bool:
        """Whether a man of that side stands on a square one step away."""
        friend = pos.board[cell][0]
        for direction in range(8):
            near = self.topo.step(cell, direction)
            man = pos.board[near] if near is not None and self.topo.is_square(near) else None
            if man and (man[0] is friend) == (who is Neighbour.FRIEND):
                return True
        return False

    def moves_of(self, pos: Position, cell: int, piece: Piece, movement: Movement
                 ) -> Iterator[Move]:
        for target, passed in self.reach(pos, cell, piece, movement, pos.side):
            if isinstance(movement, Ride) and movement.safely and passed:
                lifted = replace(pos, board=pos.board[:cell] + (None,) + pos.board[cell + 1:])
                if any(self.attacked(lifted, x, OTHER[pos.side]) for x in passed):
                    continue  # a slide may not pass over an attacked square
            yield from self.arrive(pos, cell, target, passed, piece, movement.mode)

    def reach(self, pos: Position | None, cell: int, piece: Piece, movement: Movement,
              side: Side) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Where a movement goes from `cell` (`pos` None: on an empty board), with squares passed."""
        if isinstance(movement, Path):
            yield from self.path(cell, movement)
            return
        for vector in movement.vectors:
            df, dr = piece.absolute(vector, side)
            match movement:
                case Leap():
                    yield from self.leap(pos, cell, df, dr, movement.lame)
                case Ride():
                    yield from self.ride(pos, cell, df, dr, movement)
                case Hop():
                    yield from self.hop(pos, cell, df, dr, movement)

    def occupied(self, pos: Position | None, cell: int) -> bool:
        return pos is not None and pos.board[cell] is not None

    def leap(self, pos: Position | None, cell: int, df: int, dr: int, lame: bool
             ) -> list[tuple[int, tuple[int, ...]]]:
        path = self.topo.leap_path(cell, df, dr)
        if path is None:
            return []
        if lame and any(not self.topo.is_square(c) or self.occupied(pos, c) for c in path[:-1]):
            return []
        passed = tuple(c for c in path[:-1] if self.topo.is_square(c))
        return [(path[-1], passed)]

    def line(self, cell: int, df: int, dr: int, limit: int | None) -> Iterator[int]:
        """The cells of a line from `cell`, following links and curves, up to `limit` steps.

        It ends off the grid, at a void cell or a hole, on coming back to `cell`, or when it
        would go round a closed loop again. A square crossed twice is yielded once.
        """
        unit = max(abs(df), abs(dr)) == 1
        direction = compass_of(df, dr) if unit else None
        here, steps, seen, states = cell, 0, set(), set()
        while limit is None or steps < limit:
            if direction is not None:
                nxt = self.topo.step(here, direction)
                if nxt is not None:
                    direction = self.topo.turn(nxt, direction)
            else:
                path = self.topo.leap_path(here, df, dr)
                nxt = path[-1] if path else None
            if nxt is None or nxt == cell or not self.topo.is_square(nxt):
                return
            if (nxt, direction) in states:
                return
            states.add((nxt, direction))
            if nxt not in seen:
                seen.add(nxt)
                yield nxt
            here, steps = nxt, steps + 1

    def ride(self, pos: Position | None, cell: int, df: int, dr: int, movement: Ride
             ) -> list[tuple[int, tuple[int, ...]]]:
        limit = movement.range
        if movement.counted is not None:
            if pos is None:
                limit = None  # on an empty board: as far as the board allows
            else:
                limit = self.tally(pos, pos.board[cell][0], movement.counted)
        out, passed = [], []
        for target in self.line(cell, df, dr, limit):
            out.append((target, tuple(passed)))
            if self.occupied(pos, target):
                break
            passed.append(target)
        return out

    def hop(self, pos: Position | None, cell: int, df: int, dr: int, movement: Hop
            ) -> list[tuple[int, tuple[int, ...]]]:
        line = list(self.line(cell, df, dr, movement.range))
        if pos is None:  # on an empty board: as if the first square held a hurdle
            return [(t, ()) for t in line[1:2]]
        out, hurdle = [], False
        for target in line:
            if not hurdle:
                hurdle = self.occupied(pos, target)
                continue
            out.append((target, ()))
            if self.occupied(pos, target) or movement.style is HopStyle.GRASSHOPPER:
                break
        return out

    def path(self, cell: int, movement: Path) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Every walk of the path's steps; the cells it passes must be plain squares."""
        curved = {c.cell for c in self.v.board.curves}
        firsts = range(0, 8, 2) if movement.first.value == "o" else range(1, 8, 2)
        for direction in firsts:
            here, passed = self.topo.step(cell, direction), []
            for turn in movement.turns:
                if here is None or not self.topo.is_square(here) or here in curved:
                    break
                passed.append(here)
                direction = (direction + {Turn.STRAIGHT: 0, Turn.LEFT: -2, Turn.RIGHT: 2}[turn]) % 8
                here = self.topo.step(here, direction)
            else:
                if here is not None and self.topo.is_square(here) and here != cell:
                    yield here, ()

    def tally(self, pos: Position, side: Side, count: Count) -> int:
        """The side's men of a kind in a zone."""
        return sum(1 for c in count.zone.cells(side)
                   if pos.board[c] and pos.board[c][:2] == (side, count.letter))

    def arrive(self, pos: Position, origin: int, target: int, passed: tuple[int, ...],
               piece: Piece, mode: Mode) -> Iterator[Move]:
        """The moves that reach `target`, given what stands there."""
        if not self.topo.is_square(target):
            return
        there = pos.board[target]
        if there is None:
            if mode is not Mode.CAPTURE:
                created = passed if piece.en_passant else ()
                move = Move(origin, target, piece.letter, passed=created)
                yield from self.promotions(pos, move, piece)
            elif piece.en_passant and target in pos.ep:
                move = Move(origin, target, piece.letter, captures=(pos.ep_victim,))
                yield from self.promotions(pos, move, piece)
        elif there[0] is not pos.side and mode is not Mode.MOVE:
            yield from self.promotions(pos, Move(origin, target, piece.letter), piece)

    def with_pulls(self, pos: Position, moves: Iterator[Move]) -> Iterator[Move]:
        """Each move, then the pulls its piece may make after it; and pulls instead of a move."""
        for move in moves:
            yield move
            piece = self.pieces[move.letter]
            if piece.pull is not None:
                yield from self.pulls(self.apply(pos, move, turn=False), move, piece)
        for cell, man in enumerate(pos.board):
            if man and man[0] is pos.side and self.pieces[man[1]].pull is not None:
                yield from self.pulls(pos, Move(cell, cell, man[1]), self.pieces[man[1]])

    def pulls(self, pos: Position, move: Move, piece: Piece) -> Iterator[Move]:
        """From where `move` leaves the piece: the first man along each of its pull lines, when
        it is an enemy and exactly the required holes, and nothing else, lie between."""
        for vector in piece.pull.vectors:
            df, dr = piece.absolute(vector, pos.side)
            holes = 0
            for cell in self.beam(move.target, df, dr):
                if self.topo.kinds[cell] == HOLE:
                    holes += 1
                elif pos.board[cell] is not None:
                    if pos.board[cell][0] is not pos.side and holes == piece.pull.holes:
                        yield replace(move, pull=cell)
                    break

    def beam(self, cell: int, df: int, dr: int) -> Iterator[int]:
        """The cells of a line, holes included, until a void cell or the edge."""
        direction, here, states, cells = compass_of(df, dr), cell, set(), set()
        while True:
            nxt = self.topo.step(here, direction)
            if nxt is None or nxt == cell or self.topo.kinds[nxt] == VOID or (nxt, direction) in states:
                return
            states.add((nxt, direction))
            direction = self.topo.turn(nxt, direction)
            if nxt not in cells:  # a cell crossed twice is met once
                cells.add(nxt)
                yield nxt
            here = nxt

    def frozen(self, pos: Position, piece: Piece, side: Side, cell: int) -> bool:
        """A man whose move there must promote by a swap, with nothing to swap for."""
        promo = piece.promotion
        return (promo is not None and promo.swap is not None and not promo.optional
                and cell in promo.zone.cells(side) and not self.swaps(pos, side, promo))

    def swaps(self, pos: Position, side: Side, promo) -> list[str]:
        """The choices a swap promotion has: the side's own men in the opponent's pool."""
        segment = pos.pools[self.pool_index[promo.swap] * 2 + SIDES.index(OTHER[side])]
        return [x for x in promo.choices if (side, x) in segment]

    def stuck(self, piece: Piece, side: Side, cell: int) -> bool:
        """Whether `piece` on `cell` could never move again, even on an empty board (and the
        variant forbids that)."""
        return self.v.forbid_immobility and bool(piece.moves) and not any(
            self.topo.is_square(t) for m in piece.moves
            if not m.initial or cell in piece.initial.cells(side)
            for t, _ in self.reach(None, cell, piece, m, side))

    def promotions(self, pos: Position, move: Move, piece: Piece) -> Iterator[Move]:
        """A move as it may be made: plain, or promoting to each allowed choice."""
        promo, side = piece.promotion, pos.side
        zone = promo.zone.cells(side) if promo else ()
        promotes = promo is not None and (move.target in zone or move.origin in zone)
        if not self.stuck(piece, side, move.target) and (not promotes or promo.optional):
            yield move
        if promotes:
            choices = self.swaps(pos, side, promo) if promo.swap else promo.choices
            for letter in choices:
                if promo.limited and self.count(pos, side, letter) >= self.in_setup(side, letter):
                    continue
                yield replace(move, promotion=letter)

    def count(self, pos: Position, side: Side, letter: str) -> int:
        return sum(1 for m in pos.board if m and m[0] is side and m[1] == letter)

    def in_setup(self, side: Side, letter: str) -> int:
        return sum(1 for m in self.v.setup.men if m.side is side and m.letter == letter)

    def drops(self, pos: Position) -> Iterator[Move]:
        side = pos.side
        for source in self.v.drops:
            if source.when is not None and not self.holds(pos, source.when):
                continue
            segment = self.pool_index[source.pool] * 2 + SIDES.index(side)
            for letter in sorted({x for s, x in pos.pools[segment] if s is side}):
                piece = self.pieces[letter]
                zone = piece.drop.zone.cells(side) if piece.drop.zone else self.topo.squares
                for cell in zone:
                    if pos.board[cell] is not None or self.stuck(piece, side, cell):
                        continue
                    if piece.drop.one_per_file and self.file_holds(pos, cell, (side, letter, False)):
                        continue
                    yield Move(None, cell, letter, pool=segment)

    def exchanges(self, pos: Position) -> Iterator[Move]:
        """Hand an enemy man from my pool over; drop one of mine from the opponent's, worth no
        more than the man handed over."""
        x = self.v.exchange
        if x is None:
            return
        me, them = SIDES.index(pos.side), SIDES.index(OTHER[pos.side])
        mine = self.pool_index[x.source] * 2 + me
        theirs = self.pool_index[x.source] * 2 + them
        hostages = sorted({h for s, h in pos.pools[mine] if s is OTHER[pos.side]})
        wanted = sorted({y for s, y in pos.pools[theirs] if s is pos.side})
        for hostage in hostages:
            for letter in wanted:
                if (self.pieces[hostage].value or 0) < (self.pieces[letter].value or 0):
                    continue
                piece = self.pieces[letter]
                zone = piece.drop.zone.cells(pos.side) if piece.drop.zone else self.topo.squares
                for cell in zone:
                    if pos.board[cell] is None and not self.stuck(piece, pos.side, cell):
                        yield Move(None, cell, letter, pool=theirs, hostage=hostage)

    def holds(self, pos: Position, condition: Condition) -> bool:
        left, right = self.value(pos, condition.left), self.value(pos, condition.right)
        return {Compare.LT: left < right, Compare.LE: left <= right, Compare.GT: left > right,
                Compare.GE: left >= right, Compare.EQ: left == right,
                Compare.NE: left != right}[condition.op]

    def value(self, pos: Position, term: Term) -> int:
        side = SIDES.index(pos.side)
        if term.kind is TermKind.NUMBER:
            return term.number
        if term.kind is TermKind.COUNT:
            return self.tally(pos, pos.side, term.count)
        if term.kind is TermKind.COUNTER:
            index = next(i for i, c in enumerate(self.v.counters) if c.name == term.name)
            return pos.counters[index * 2 + side]
        held = sum(1 for s, _ in pos.pools[self.pool_index[term.name] * 2 + side] if s is pos.side)
        if term.kind is TermKind.HELD:
            return held
        start = sum(1 for h in self.v.setup.held
                    if h.pool == term.name and h.owner is pos.side and h.side is pos.side)
        return start - held

    def file_holds(self, pos: Position, cell: int, man: Man) -> bool:
        files = self.topo.files
        return any(pos.board[c] == man for c in range(cell % files, self.topo.size, files))

    def castlings(self, pos: Position) -> Iterator[Move]:
        c = self.v.castling
        if c is None:
            return
        for right in sorted(pos.castling):
            side = Side.WHITE if right.isupper() else Side.BLACK
            if side is not pos.side or not self.castle_ready(pos.board, right):
                continue
            gate = c.kingside if right.upper() == "K" else c.queenside
            if gate is not None and not self.holds(pos, gate):
                continue
            home, corner = self.castle_squares(right)
            toward = 1 if corner > home else -1
            king_to = home + toward * c.slide
            between = range(home + toward, corner, toward)
            if any(pos.board[x] or not self.topo.is_square(x) for x in between):
                continue
            if self.in_check(pos):
                return
            if any(self.attacked(self.lift(pos, home, x), x, OTHER[side])
                   for x in range(home + toward, king_to + toward, toward)):
                continue
            yield Move(home, king_to, c.king, rook=(corner, king_to - toward))
