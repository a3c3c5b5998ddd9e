"""The reference interpreter: the IR executed directly, as the executable specification.

Every call walks the board topology; legality is brute force (play the move, then ask whether
any enemy move could take a royal piece). No tables, no caches, no incremental state, and
nothing shared with plan/emit: a bug there cannot hide here. Speed is not its job.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import chain

from compiler.ir.model import (
    CounterKind,
    Mode,
    Side,
    Variant,
)
from compiler.reference.moves import Moves
from compiler.reference.position import OTHER, SIDES, Held, Man, Move, Position
from compiler.runtime import fen
from compiler.runtime.protocol import IllegalMove, Outcome
from compiler.runtime.topology import compass_of


class Reference(Moves):
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
            if goal.when is not None:
                if self.holds(replace(pos, side=mover), goal.when):
                    return goal
            elif any(pos.board[c] and pos.board[c][:2] == (mover, goal.letter)
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
        after = Position(
            board=tuple(board), pools=tuple(tuple(sorted(seg)) for seg in pools),
            counters=tuple(counters), side=OTHER[pos.side] if turn else pos.side, castling=rights,
            ep=move.passed, ep_victim=move.target if move.passed else None,
            halfmove=0 if reset else pos.halfmove + 1,
            fullmove=pos.fullmove + (pos.side is Side.BLACK), unmoved=unmoved,
        )
        checks = [i for i, c in enumerate(self.v.counters) if c.counts is CounterKind.CHECKS]
        if checks and turn and self.royal_attacked(after, OTHER[pos.side]):
            for i in checks:
                counters[i * 2 + SIDES.index(pos.side)] += 1
            after = replace(after, counters=tuple(counters))
        return after
