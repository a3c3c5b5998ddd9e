"""The reference interpreter: the IR executed directly, as the executable specification.

Every call walks the board topology; legality is brute force (play the move, then ask whether
any enemy move could take a royal piece). No tables, no caches, no incremental state, and
nothing shared with plan/emit: a bug there cannot hide here. Speed is not its job.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import chain
from typing import assert_never

from compiler.ir import Hop, HopStyle, Leap, Mode, Movement, Piece, Ride, Side, Variant
from compiler.runtime import fen
from compiler.runtime.protocol import IllegalMove, Outcome
from compiler.runtime.topology import compass_of

Man = tuple[Side, str]
OTHER = {Side.WHITE: Side.BLACK, Side.BLACK: Side.WHITE}


@dataclass(frozen=True)
class Move:
    origin: int
    target: int
    promotion: str | None = None
    captures: tuple[int, ...] = ()  # men removed besides one on the target (en passant)
    rook: tuple[int, int] | None = None  # castling: where the rook goes from and to
    passed: tuple[int, ...] = ()  # squares an en-passant capture may now land on


@dataclass(frozen=True)
class Position:
    board: tuple[Man | None, ...]
    side: Side
    castling: frozenset[str]
    ep: tuple[int, ...]
    ep_victim: int | None
    halfmove: int
    fullmove: int


class Reference:
    def __init__(self, variant: Variant, fen_text: str | None = None):
        self.v = variant
        self.topo = variant.board.topology()
        self.pieces = {p.letter: p for p in variant.pieces}
        self.royal = {p.letter for p in variant.pieces if p.royal}
        self.history = [self.read(fen_text or variant.setup.fen)]

    # -- the engine protocol -------------------------------------------------------------
    @property
    def pos(self) -> Position:
        return self.history[-1]

    def legal_moves(self) -> list[str]:
        return sorted(self.uci(m) for m in self.legal(self.pos))

    def play(self, move: str) -> None:
        pos = self.pos
        found = [m for m in chain(self.pseudo_moves(pos), self.castlings(pos))
                 if self.uci(m) == move and self.is_legal(pos, m)]
        if not found:
            raise IllegalMove(f"{move} is not legal in {self.fen()}")
        self.history.append(self.apply(pos, found[0]))

    def undo(self) -> None:
        if len(self.history) > 1:
            self.history.pop()

    def perft(self, depth: int) -> int:
        return self._perft(self.pos, depth)

    def _perft(self, pos: Position, depth: int, bulk: bool = True) -> int:
        if depth == 0:
            return 1
        if depth == 1 and bulk:
            return len(self.legal(pos))
        return sum(self._perft(self.apply(pos, m), depth - 1, bulk) for m in self.legal(pos))

    def divide(self, depth: int) -> dict[str, int]:
        return {self.uci(m): self._perft(self.apply(self.pos, m), depth - 1)
                for m in self.legal(self.pos)}

    def fen(self) -> str:
        return fen.write(self.fen_position(self.pos), self.topo)

    def outcome(self) -> Outcome | None:
        pos, e = self.pos, self.v.endings
        white = pos.side is Side.WHITE
        if not self.has_legal_move(pos):
            if self.royal and self.in_check(pos):
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
        text = self.topo.name(move.origin) + self.topo.name(move.target)
        return text + (move.promotion.lower() if move.promotion else "")

    def read(self, text: str) -> Position:
        letters = "".join(self.pieces)
        f = fen.parse(text, self.topo, letters, "".join(sorted(self.royal)))
        board: list[Man | None] = [None] * self.topo.size
        for cell, (s, letter) in f.placement.items():
            board[cell] = (Side.WHITE if s == fen.WHITE else Side.BLACK, letter)
        side = Side.WHITE if f.side == fen.WHITE else Side.BLACK
        rights = frozenset(r for r in f.castling if r != "-" and self.castle_ready(board, r))
        ep, victim = (), None
        if f.ep is not None:
            mover = OTHER[side]  # the side that made the double step
            north = compass_of(0, 1 if mover is Side.WHITE else -1)
            beyond = self.topo.step(f.ep, north)
            man = board[beyond] if beyond is not None else None
            if man and man[0] is mover and self.pieces[man[1]].en_passant:
                ep, victim = (f.ep,), beyond
        return Position(tuple(board), side, rights, ep, victim, f.halfmove, f.fullmove)

    def fen_position(self, pos: Position) -> fen.FenPosition:
        placement = {c: (fen.WHITE if m[0] is Side.WHITE else fen.BLACK, m[1])
                     for c, m in enumerate(pos.board) if m}
        rights = "".join(r for r in "KQkq" if r in pos.castling) or "-"
        shown = [m.target for m in self.pseudo_moves(pos) if m.captures and m.target in pos.ep]
        return fen.FenPosition(placement, fen.WHITE if pos.side is Side.WHITE else fen.BLACK,
                               rights, min(shown) if shown else None, pos.halfmove, pos.fullmove)

    def same(self, a: Position, b: Position) -> bool:
        """The same position for repetition: men, side, castling rights, en passant as shown."""
        return ((a.board, a.side, a.castling) == (b.board, b.side, b.castling)
                and self.fen_position(a).ep == self.fen_position(b).ep)

    # -- legality ------------------------------------------------------------------------
    def legal(self, pos: Position) -> list[Move]:
        """Legal moves, each once: two paths to the same square are one move."""
        found: dict[str, Move | None] = {}
        for m in chain(self.pseudo_moves(pos), self.castlings(pos)):
            name = self.uci(m)
            if name not in found:
                found[name] = m if self.is_legal(pos, m) else None
        return [m for m in found.values() if m is not None]

    def has_legal_move(self, pos: Position) -> bool:
        """Whether any move is legal: the same test as `legal`, stopping at the first."""
        return any(self.is_legal(pos, m) for m in chain(self.pseudo_moves(pos), self.castlings(pos)))

    def is_legal(self, pos: Position, move: Move) -> bool:
        """A move is legal unless it leaves one of the mover's royal men attacked."""
        return not self.royal or not self.royal_attacked(self.apply(pos, move), pos.side)

    def in_check(self, pos: Position) -> bool:
        return self.royal_attacked(pos, pos.side)

    def royal_attacked(self, pos: Position, side: Side) -> bool:
        return any(man == (side, letter) and self.attacked(pos, cell, OTHER[side])
                   for cell, man in enumerate(pos.board) for letter in self.royal)

    def attacked(self, pos: Position, cell: int, by: Side) -> bool:
        """Could `by` capture a man of the other side standing on `cell`?"""
        board = list(pos.board)
        if board[cell] is None or board[cell][0] is by:
            board[cell] = (OTHER[by], "?")
        probe = Position(tuple(board), by, frozenset(), (), None, 0, 1)
        return any(m.target == cell for m in self.pseudo_moves(probe))

    # -- move generation -----------------------------------------------------------------
    def pseudo_moves(self, pos: Position) -> Iterator[Move]:
        for cell, man in enumerate(pos.board):
            if man and man[0] is pos.side:
                piece = self.pieces[man[1]]
                for movement in piece.moves:
                    if movement.initial and cell not in piece.initial.cells(pos.side):
                        continue
                    yield from self.moves_of(pos, cell, piece, movement)

    def moves_of(self, pos: Position, cell: int, piece: Piece, movement: Movement
                 ) -> Iterator[Move]:
        for df, dr in movement.vectors:
            if pos.side is Side.BLACK:
                df, dr = -df, -dr
            match movement:
                case Leap():
                    lines = self.leap(pos, cell, df, dr, movement.lame)
                case Ride():
                    lines = self.ride(pos, cell, df, dr, movement)
                case Hop():
                    lines = self.hop(pos, cell, df, dr, movement)
                case _:
                    assert_never(movement)
            for target, passed in lines:
                yield from self.arrive(pos, cell, target, passed, piece, movement.mode)

    def leap(self, pos: Position, cell: int, df: int, dr: int, lame: bool
             ) -> list[tuple[int, tuple[int, ...]]]:
        path = self.topo.leap_path(cell, df, dr)
        if path is None:
            return []
        if lame and any(not self.topo.is_square(c) or pos.board[c] for c in path[:-1]):
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

    def ride(self, pos: Position, cell: int, df: int, dr: int, movement: Ride
             ) -> list[tuple[int, tuple[int, ...]]]:
        out, passed = [], []
        for target in self.line(cell, df, dr, movement.range):
            out.append((target, tuple(passed)))
            if pos.board[target]:
                break
            passed.append(target)
        return out

    def hop(self, pos: Position, cell: int, df: int, dr: int, movement: Hop
            ) -> list[tuple[int, tuple[int, ...]]]:
        out, hurdle = [], False
        for target in self.line(cell, df, dr, movement.range):
            if not hurdle:
                hurdle = pos.board[target] is not None
                continue
            out.append((target, ()))
            if pos.board[target] or movement.style is HopStyle.GRASSHOPPER:
                break
        return out

    def arrive(self, pos: Position, origin: int, target: int, passed: tuple[int, ...],
               piece: Piece, mode: Mode) -> Iterator[Move]:
        """The moves that reach `target`, given what stands there."""
        if not self.topo.is_square(target):
            return
        there = pos.board[target]
        if there is None:
            if mode is not Mode.CAPTURE:
                created = passed if piece.en_passant else ()
                yield from self.promotions(pos, Move(origin, target, passed=created), piece)
            elif piece.en_passant and target in pos.ep:
                yield from self.promotions(pos, Move(origin, target, captures=(pos.ep_victim,)),
                                           piece)
        elif there[0] is not pos.side and mode is not Mode.MOVE:
            yield from self.promotions(pos, Move(origin, target), piece)

    def promotions(self, pos: Position, move: Move, piece: Piece) -> Iterator[Move]:
        promo = piece.promotion
        if promo is None or move.target not in promo.zone.cells(pos.side):
            yield move
            return
        if promo.optional:
            yield move
        for letter in promo.choices:
            yield replace(move, promotion=letter)

    def castlings(self, pos: Position) -> Iterator[Move]:
        c = self.v.castling
        if c is None:
            return
        for right in sorted(pos.castling):
            side = Side.WHITE if right.isupper() else Side.BLACK
            if side is not pos.side or not self.castle_ready(pos.board, right):
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
            yield Move(home, king_to, rook=(corner, king_to - toward))

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
        return home >= 0 and board[home] == (side, c.king) and board[corner] == (side, c.rook)

    # -- playing a move ------------------------------------------------------------------
    def apply(self, pos: Position, move: Move) -> Position:
        board = list(pos.board)
        man = board[move.origin]
        assert man is not None
        captured = board[move.target] is not None or bool(move.captures)
        board[move.origin] = None
        for cell in move.captures:
            board[cell] = None
        rook = None
        if move.rook:
            rook, board[move.rook[0]] = board[move.rook[0]], None
        board[move.target] = (man[0], move.promotion or man[1])
        if move.rook:
            board[move.rook[1]] = rook
        touched = (move.origin, move.target)
        rights = frozenset(r for r in pos.castling
                           if not set(self.castle_squares(r)) & set(touched))
        reset = captured or man[1] in self.v.endings.reset_by
        return Position(
            board=tuple(board), side=OTHER[pos.side], castling=rights,
            ep=move.passed, ep_victim=move.target if move.passed else None,
            halfmove=0 if reset else pos.halfmove + 1,
            fullmove=pos.fullmove + (pos.side is Side.BLACK),
        )

    def perft_full(self, depth: int) -> int:
        """Perft that plays every move, leaves included."""
        return self._perft(self.pos, depth, bulk=False)
