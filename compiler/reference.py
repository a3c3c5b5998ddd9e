"""The reference interpreter: the IR executed directly, as the executable specification.

Every call walks the board topology; legality is brute force (play the move, then ask whether
any enemy move could take a royal piece). No tables, no caches, no incremental state, and
nothing shared with plan/emit: a bug there cannot hide here. Speed is not its job.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import chain

from compiler.ir import (
    Compare,
    Condition,
    Count,
    CounterKind,
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
    Variant,
)
from compiler.runtime import fen
from compiler.runtime.protocol import IllegalMove, Outcome
from compiler.runtime.topology import HOLE, VOID, compass_of

Man = tuple[Side, str, bool]  # colour, letter, marked as promoted (demotes when captured)
Held = tuple[Side, str]  # a man in a pool: colour, letter
OTHER = {Side.WHITE: Side.BLACK, Side.BLACK: Side.WHITE}
SIDES = (Side.WHITE, Side.BLACK)


@dataclass(frozen=True)
class Move:
    origin: int | None  # None for a drop
    target: int
    letter: str  # the piece that moves or is dropped
    promotion: str | None = None
    pool: int | None = None  # a drop: the pool segment it comes from
    captures: tuple[int, ...] = ()  # men removed besides one on the target (en passant)
    rook: tuple[int, int] | None = None  # castling: where the rook goes from and to
    passed: tuple[int, ...] = ()  # squares an en-passant capture may now land on
    pull: int | None = None  # the square of a man pulled after the move (or instead of one)
    hostage: str | None = None  # an exchange: the enemy man handed over for the one dropped


@dataclass(frozen=True)
class Position:
    board: tuple[Man | None, ...]
    pools: tuple[tuple[Held, ...], ...]  # [pool * 2 + owner], each sorted
    counters: tuple[int, ...]  # [counter * 2 + side]
    side: Side
    castling: frozenset[str]
    ep: tuple[int, ...]
    ep_victim: int | None
    halfmove: int
    fullmove: int
    unmoved: frozenset[Side] = frozenset()  # kings that never moved (dropped rooks may castle)


class Reference:
    def __init__(self, variant: Variant, fen_text: str | None = None):
        self.v = variant
        self.topo = variant.board.topology()
        self.notation = variant.notation()
        self.pieces = {p.letter: p for p in variant.pieces}
        self.royal = {p.letter for p in variant.pieces if p.royal}
        self.pool_index = {p.name: i for i, p in enumerate(variant.pools)}
        self.history = [self.read(fen_text or variant.setup.fen)]

    # -- the engine protocol -------------------------------------------------------------
    @property
    def pos(self) -> Position:
        return self.history[-1]

    def legal_moves(self) -> list[str]:
        return sorted(self.named(self.pos))

    def play(self, move: str) -> None:
        found = self.named(self.pos).get(move)
        if found is None:
            raise IllegalMove(f"{move} is not legal in {self.fen()}")
        self.history.append(self.apply(self.pos, found))

    def undo(self) -> None:
        if len(self.history) > 1:
            self.history.pop()

    def perft(self, depth: int) -> int:
        return self._perft(self.pos, depth)

    def perft_full(self, depth: int) -> int:
        """Perft that plays every move, leaves included."""
        return self._perft(self.pos, depth, bulk=False)

    def _perft(self, pos: Position, depth: int, bulk: bool = True) -> int:
        if depth == 0:
            return 1
        if depth == 1 and bulk:
            return len(self.legal(pos))
        return sum(self._perft(self.apply(pos, m), depth - 1, bulk) for m in self.legal(pos))

    def divide(self, depth: int) -> dict[str, int]:
        return {name: self._perft(self.apply(self.pos, m), depth - 1)
                for name, m in self.named(self.pos).items()}

    def fen(self) -> str:
        return fen.write(self.fen_position(self.pos), self.notation)

    def outcome(self) -> Outcome | None:
        pos, e = self.pos, self.v.endings
        white = pos.side is Side.WHITE
        if e.royal_captured is not None and not self.has_royal(pos, pos.side):
            return Outcome.for_mover(white, e.royal_captured.value, "royal-captured")
        goal = self.reached(pos)
        if goal is not None:  # stated for the side that reached it, which just moved
            return Outcome.for_mover(not white, goal.outcome.value, "goal")
        if not self.has_legal_move(pos):
            if self.royal and e.royal_captured is None and self.in_check(pos):
                return Outcome.for_mover(white, e.checkmate.value, "checkmate")
            return Outcome.for_mover(white, e.stalemate.value, "stalemate")
        if e.move_limit is not None and pos.halfmove >= 2 * e.move_limit:
            return Outcome.for_mover(white, e.move_limit_outcome.value, "move-limit")
        if e.repetition is not None:
            if sum(1 for p in self.history if self.same(p, pos)) >= e.repetition:
                return Outcome.for_mover(white, e.repetition_outcome.value, "repetition")
        return None

    # -- notation and FEN ----------------------------------------------------------------
    def uci(self, move: Move) -> str:
        if move.origin is None:
            hostage = f"{move.hostage}-" if move.hostage else ""
            return f"{hostage}{move.letter}@{self.topo.name(move.target)}"
        text = self.topo.name(move.origin)
        if move.target != move.origin:  # a pull alone names only the puller's square
            text += self.topo.name(move.target)
        if move.promotion is not None:
            text += "+" if move.promotion == f"+{move.letter}" else move.promotion.lower()
        if move.pull is not None:
            text += "!" + self.topo.name(move.pull)
        return text

    def read(self, text: str) -> Position:
        f = fen.parse(text, self.notation)
        board: list[Man | None] = [None] * self.topo.size
        for cell, (s, letter, marked) in f.placement.items():
            board[cell] = (SIDES[s], letter, marked)
        side = SIDES[f.side]
        rights = frozenset(r for r in f.castling if r != "-" and self.castle_ready(board, r))
        ep, victim = (), None
        if f.ep is not None:
            # The man that passed the square stands further on, in its own forward direction;
            # the empty squares between were passed too.
            mover = OTHER[side]
            forward = compass_of(0, 1 if mover is Side.WHITE else -1)
            passed, here = [f.ep], self.topo.step(f.ep, forward)
            while here is not None and self.topo.is_square(here) and board[here] is None:
                passed.append(here)
                here = self.topo.step(here, forward)
            man = board[here] if here is not None else None
            if man and man[0] is mover and self.pieces[man[1]].en_passant:
                ep, victim = tuple(passed), here
        pools = tuple(tuple(sorted((SIDES[s], x) for s, x in seg)) for seg in f.pools)
        unmoved = frozenset(s for s in SIDES if self.restores() and self.king_home(board, s) and (
            any((r.isupper()) == (s is Side.WHITE) for r in rights)
            or self.king_file(s) in f.castling))
        return Position(tuple(board), pools, tuple(f.counters), side, rights, ep, victim,
                        f.halfmove, f.fullmove, unmoved)

    def restores(self) -> bool:
        return self.v.castling is not None and self.v.castling.restores

    def king_file(self, side: Side) -> str:
        """The castling king's file letter, as the FEN names an unmoved king without rights."""
        home = self.castle_squares("K" if side is Side.WHITE else "k")[0]
        letter = chr(ord("a") + home % self.topo.files) if home >= 0 else "?"
        return letter.upper() if side is Side.WHITE else letter

    def king_home(self, board, side: Side) -> bool:
        home = self.castle_squares("K" if side is Side.WHITE else "k")[0]
        return home >= 0 and board[home] is not None and board[home][:2] == (side, self.v.castling.king)

    def fen_position(self, pos: Position) -> fen.FenPosition:
        placement = {c: (SIDES.index(m[0]), m[1], m[2]) for c, m in enumerate(pos.board) if m}
        rights = "".join(r for r in "KQkq" if r in pos.castling)
        for s in SIDES:  # an unmoved king without rights is named by its file
            if s in pos.unmoved and not any(r.isupper() == (s is Side.WHITE) for r in rights):
                rights += self.king_file(s)
        rights = rights or "-"
        shown = [m.target for m in self.pseudo_moves(pos) if m.captures and m.target in pos.ep]
        pools = [[(SIDES.index(s), x) for s, x in seg] for seg in pos.pools]
        return fen.FenPosition(placement, pools, list(pos.counters), SIDES.index(pos.side),
                               rights, min(shown) if shown else None, pos.halfmove, pos.fullmove)

    def same(self, a: Position, b: Position) -> bool:
        """The same position for repetition: men, pools, side, castling, en passant as shown."""
        return ((a.board, a.pools, a.counters, a.side, a.castling, a.unmoved)
                == (b.board, b.pools, b.counters, b.side, b.castling, b.unmoved)
                and self.fen_position(a).ep == self.fen_position(b).ep)

    # -- legality ------------------------------------------------------------------------
    def candidates(self, pos: Position) -> Iterator[Move]:
        if self.v.endings.royal_captured is not None and not self.has_royal(pos, pos.side):
            return iter(())  # the game is over
        if self.reached(pos) is not None:
            return iter(())
        return chain(self.with_pulls(pos, self.pseudo_moves(pos)), self.castlings(pos),
                     self.drops(pos), self.exchanges(pos))

    def reached(self, pos: Position):
        """The goal the side that just moved has reached, if any."""
        mover = OTHER[pos.side]
        for goal in self.v.endings.goals:
            if any(pos.board[c] and pos.board[c][:2] == (mover, goal.letter)
                   for c in goal.zone.cells(mover)):
                return goal
        return None

    def has_royal(self, pos: Position, side: Side) -> bool:
        return any(m and m[0] is side and m[1] in self.royal for m in pos.board)

    def legal(self, pos: Position) -> list[Move]:
        return list(self.named(pos).values())

    def named(self, pos: Position) -> dict[str, Move]:
        """Legal moves by name, each once: two paths to the same square are one move. Castling
        is named by the king's squares, or by the king's and the rook's when that name is also
        an ordinary move (a king that may slide two squares, say)."""
        found: dict[str, Move | None] = {}
        castles = []
        for m in self.candidates(pos):
            if m.rook is not None:
                castles.append(m)
                continue
            name = self.uci(m)
            if name not in found:
                found[name] = m if self.is_legal(pos, m) else None
        for m in castles:
            name = self.uci(m)
            if name in found:
                name = self.topo.name(m.origin) + self.topo.name(m.rook[0])
            if name not in found:
                found[name] = m if self.is_legal(pos, m) else None
        return {name: m for name, m in found.items() if m is not None}

    def has_legal_move(self, pos: Position) -> bool:
        """Whether any move is legal: the same test as `legal`, stopping at the first."""
        return any(self.is_legal(pos, m) for m in self.candidates(pos))

    def is_legal(self, pos: Position, move: Move) -> bool:
        """Not leaving a royal man attacked; and a no-mate drop must not checkmate."""
        after = self.apply(pos, move)
        capturable = self.v.endings.royal_captured is not None
        if self.royal and not capturable and self.royal_attacked(after, pos.side):
            return False
        if move.origin is None and self.pieces[move.letter].drop.no_mate and self.in_check(after):
            return self.has_legal_move(after)
        return True

    def in_check(self, pos: Position) -> bool:
        return self.royal_attacked(pos, pos.side)

    def royal_attacked(self, pos: Position, side: Side) -> bool:
        return any(man and man[0] is side and man[1] in self.royal
                   and self.attacked(pos, cell, OTHER[side]) for cell, man in enumerate(pos.board))

    def attacked(self, pos: Position, cell: int, by: Side) -> bool:
        """Could `by` capture a man of the other side standing on `cell`?"""
        board = list(pos.board)
        if board[cell] is None or board[cell][0] is by:
            board[cell] = (OTHER[by], "?", False)
        probe = replace(pos, board=tuple(board))
        for x, man in enumerate(probe.board):
            if man and man[0] is by:
                piece = self.pieces[man[1]]
                for m in piece.moves:
                    if m.mode is Mode.MOVE or (m.initial and x not in piece.initial.cells(by)):
                        continue
                    if any(t == cell for t, _ in self.reach(probe, x, piece, m, by)):
                        if self.frozen(probe, piece, by, cell):
                            continue
                        return True
        return False

    # -- move generation -----------------------------------------------------------------
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

    def lift(self, pos: Position, origin: int, target: int) -> Position:
        board = list(pos.board)
        board[target], board[origin] = board[origin], None
        return replace(pos, board=tuple(board))

    def castle_squares(self, right: str) -> tuple[int, int]:
        """The castling king's setup square and the corner its rook stands on for `right`."""
        side = Side.WHITE if right.isupper() else Side.BLACK
        king = self.v.castling.king if self.v.castling else ""
        homes = [m.cell for m in self.v.setup.men if m.side is side and m.letter == king]
        home = homes[0] if len(homes) == 1 else -1
        rank_start = home - home % self.topo.files
        corner = rank_start + (self.topo.files - 1 if right.upper() == "K" else 0)
        return home, corner

    def castle_ready(self, board, right: str) -> bool:
        c = self.v.castling
        if c is None:
            return False
        side = Side.WHITE if right.isupper() else Side.BLACK
        home, corner = self.castle_squares(right)
        return (home >= 0 and board[home] is not None and board[home][:2] == (side, c.king)
                and board[corner] is not None and board[corner][:2] == (side, c.rook))

    # -- playing a move ------------------------------------------------------------------
    def apply(self, pos: Position, move: Move, turn: bool = True) -> Position:
        """The position after `move`; `turn=False` keeps the mover on move (to look at pulls)."""
        board, pools = list(pos.board), [list(seg) for seg in pos.pools]
        side = pos.side
        if move.origin is None:
            pools[move.pool].remove((side, move.letter))
            board[move.target] = (side, move.letter, False)
            if move.hostage:  # an exchange: the hostage goes to the opponent's other pool
                x = self.v.exchange
                pools[self.pool_index[x.source] * 2 + SIDES.index(side)].remove(
                    (OTHER[side], move.hostage))
                pools[self.pool_index[x.target] * 2 + SIDES.index(OTHER[side])].append(
                    (OTHER[side], move.hostage))
            return self.after(pos, board, pools, move, [], turn)
        man = board[move.origin]
        assert man is not None
        removed = [c for c in (move.target, *move.captures, move.pull)
                   if c is not None and c != move.origin and board[c] is not None]
        taken = [board[c] for c in dict.fromkeys(removed)]
        for victim in taken:
            self.route(pools, victim, side)
        board[move.origin] = None
        for cell in (*move.captures, move.pull):
            if cell is not None:
                board[cell] = None
        rook = None
        if move.rook:
            rook, board[move.rook[0]] = board[move.rook[0]], None
        if move.promotion:
            marked = move.promotion in self.v.marks()
            board[move.target] = (side, move.promotion, marked)
            swap = self.pieces[man[1]].promotion.swap
            if swap:  # the promoted man comes out of the opponent's pool, the pawn goes in
                segment = pools[self.pool_index[swap] * 2 + SIDES.index(OTHER[side])]
                segment.remove((side, move.promotion))
                segment.append((side, man[1]))
        else:
            board[move.target] = man
        if move.rook:
            board[move.rook[1]] = rook
        return self.after(pos, board, pools, move, taken, turn)

    def route(self, pools: list[list[Held]], victim: Man, captor: Side) -> None:
        """A captured man goes to its captor's pool, if the variant has one."""
        capture = self.v.capture
        if capture is None:
            return
        segment = pools[self.pool_index[capture.pool] * 2 + SIDES.index(captor)]
        if capture.keep_colour:
            segment.append((victim[0], victim[1]))
        else:
            segment.append((captor, self.v.demoted(victim[1], victim[2])))

    def after(self, pos: Position, board: list, pools: list, move: Move, taken: list[Man],
              turn: bool) -> Position:
        touched = {move.target} if move.origin is None else {move.origin, move.target}
        rights = frozenset(r for r in pos.castling
                           if not set(self.castle_squares(r)) & touched)
        unmoved = frozenset(s for s in pos.unmoved
                            if self.castle_squares("K" if s is Side.WHITE else "k")[0] != move.origin)
        if move.origin is None and pos.side in unmoved and move.letter == self.v.castling.rook:
            for right in ("K", "Q") if pos.side is Side.WHITE else ("k", "q"):
                if self.castle_squares(right)[1] == move.target:  # a rook dropped on its corner
                    rights |= {right}
        reset = bool(taken) or move.letter in self.v.endings.reset_by
        counters = list(pos.counters)
        for i, counter in enumerate(self.v.counters):
            for victim in taken:
                if victim[1] in counter.letters:
                    owner = victim[0] if counter.counts is CounterKind.LOSSES else pos.side
                    counters[i * 2 + SIDES.index(owner)] += 1
        return Position(
            board=tuple(board), pools=tuple(tuple(sorted(seg)) for seg in pools),
            counters=tuple(counters), side=OTHER[pos.side] if turn else pos.side, castling=rights,
            ep=move.passed, ep_victim=move.target if move.passed else None,
            halfmove=0 if reset else pos.halfmove + 1,
            fullmove=pos.fullmove + (pos.side is Side.BLACK), unmoved=unmoved,
        )
