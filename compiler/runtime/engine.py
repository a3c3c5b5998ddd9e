"""What every generated engine shares: FEN in and out, notation, the protocol, perft.

A generated module subclasses `CompiledEngine` and supplies the variant's move generation
(the abstract methods below) over a board of ints: 0 empty, +code white, -code black. Moves
are ints laid out as compiler.runtime.moves describes. Pools are counts, indexed
`((pool * 2 + owner) * 2 + colour) * kinds + code`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from compiler.runtime import fen, moves
from compiler.runtime.moves import Castle, Kind
from compiler.runtime.protocol import IllegalMove, Outcome
from compiler.runtime.topology import compass_of


class CompiledEngine(ABC):
    # What the generated class states about its variant.
    notation: fen.Notation
    letters: tuple[str, ...]  # by code - 1; marked kinds repeat their letter
    marked: tuple[bool, ...]  # by code - 1
    start_fen: str
    royal: int = 0  # the royal kind's code, 0 without one
    ep_pieces: tuple[int, ...] = ()  # kinds that leave en-passant squares
    castles: tuple[Castle, ...] = ()  # by index: a castle's move is Kind.CASTLE + its index
    endings: dict[str, Any] = {}

    # The position, which make and unmake change in place.
    board: list[int]
    side: int  # 0 white, 1 black: to move
    pools: list[int]
    counters: list[int]  # [counter * 2 + side]
    castling: int  # rights as bits: K 1, Q 2, k 4, q 8; kings that never moved 16, 32
    ep: tuple[int, ...]  # squares en passant may capture on
    victim: int  # the square of the man en passant takes, -1 without
    kings: list[int]  # per side, its royal man's square (-1: none, or captured)
    halfmove: int
    stack: list[tuple]  # one undo record per ply played

    @abstractmethod
    def legal(self) -> list[int]:
        """The legal moves of the side to move."""

    @abstractmethod
    def pseudo(self) -> list[int]:
        """Its moves before the royal man's safety is judged (castling apart)."""

    @abstractmethod
    def make(self, m: int) -> None:
        """Play a move of `legal()` in place, pushing its undo record."""

    @abstractmethod
    def unmake(self) -> None:
        """Take back the last move made."""

    def in_check(self) -> bool:
        """Whether the side to move's royal man is attacked; never, without one."""
        return False

    def __init__(self, fen_text: str | None = None):
        self.load(fen_text or self.start_fen)

    # -- positions -----------------------------------------------------------------------
    def code(self, letter: str, marked: bool = False) -> int:
        return next(i + 1 for i, (x, m) in enumerate(zip(self.letters, self.marked, strict=True))
                    if x == letter and m == marked)

    def load(self, text: str) -> None:
        topo = self.notation.topo
        f = fen.parse(text, self.notation)
        board = [0] * topo.size
        for cell, (side, letter, marked) in f.placement.items():
            code = self.code(letter, marked)
            board[cell] = code if side == fen.WHITE else -code
        kinds = len(self.letters) + 1
        self.pools = [0] * (4 * len(self.notation.pools) * kinds)
        for segment, men in enumerate(f.pools):
            for colour, letter in men:
                self.pools[(segment * 2 + colour) * kinds + self.code(letter)] += 1
        self.counters = list(f.counters)
        self.board, self.side = board, f.side
        self.castling = 0
        for c in self.castles:
            letter = "KQkq"[c.bit.bit_length() - 1]
            if board[c.king_from] != c.king_code:
                continue
            if letter in f.castling and board[c.rook_from] == c.rook_code:
                self.castling |= c.bit
            # a king that never moved: any right of its side, or its file letter (Seirawan)
            named = self.king_file(c.side, c.king_from) in f.castling
            if self.notation.unmoved_kings and (named or self.castling & (3 << 2 * c.side)):
                self.castling |= 16 << c.side
        self.ep, self.victim = (), -1
        if f.ep is not None:  # the man that passed it stands further on: see fen.py
            mover = 1 - f.side
            forward = compass_of(0, 1 if mover == fen.WHITE else -1)
            passed, here = [f.ep], topo.step(f.ep, forward)
            while here is not None and topo.is_square(here) and not board[here]:
                passed.append(here)
                here = topo.step(here, forward)
            code = board[here] if here is not None else 0
            if here is not None and code and (code > 0) == (mover == fen.WHITE) \
                    and abs(code) in self.ep_pieces:
                self.ep, self.victim = tuple(passed), here
        self.kings = [-1, -1]
        for cell, code in enumerate(board):
            if self.royal and abs(code) == self.royal:
                self.kings[0 if code > 0 else 1] = cell
        self.halfmove = f.halfmove
        self.stack: list[tuple] = []  # one entry per ply played, for unmake
        self.first_move, self.first_side = f.fullmove, f.side
        self.keys = [self.key()]

    @property
    def fullmove(self) -> int:
        """Counted from the plies played since the FEN, so that make need not keep it."""
        return self.first_move + (len(self.stack) + self.first_side) // 2

    def king_file(self, side: int, home: int) -> str:
        letter = chr(ord("a") + home % self.notation.topo.files)
        return letter.upper() if side == fen.WHITE else letter

    def shown_ep(self) -> int | None:
        """The en-passant square as FEN shows it: only when a capture there is possible."""
        if not self.ep:
            return None
        hits = [moves.target(m) for m in self.pseudo() if moves.kind(m) == Kind.EP_CAPTURE]
        return min(hits) if hits else None

    def key(self) -> tuple:
        return (tuple(self.board), tuple(self.pools), tuple(self.counters), self.side,
                self.castling, self.shown_ep())

    def fen(self) -> str:
        placement = {c: (fen.WHITE if v > 0 else fen.BLACK, self.letters[abs(v) - 1],
                         self.marked[abs(v) - 1]) for c, v in enumerate(self.board) if v}
        rights = "".join(r for i, r in enumerate("KQkq") if self.castling >> i & 1)
        for c in self.castles:
            named = self.king_file(c.side, c.king_from)
            if self.castling & 16 << c.side and not self.castling & 3 << 2 * c.side \
                    and named not in rights:
                rights += named
        rights = rights or "-"
        kinds = len(self.letters) + 1
        pools = [[(colour, self.letters[code - 1])
                  for colour in (fen.WHITE, fen.BLACK) for code in range(1, kinds)
                  for _ in range(self.pools[(segment * 2 + colour) * kinds + code])]
                 for segment in range(2 * len(self.notation.pools))]
        pos = fen.FenPosition(placement, pools, list(self.counters), self.side, rights,
                              self.shown_ep(), self.halfmove, self.fullmove)
        return fen.write(pos, self.notation)

    # -- the protocol --------------------------------------------------------------------
    def name(self, move: int) -> str:
        """A move of the current position in canonical notation."""
        topo = self.notation.topo
        target, code = moves.target(move), moves.code(move)
        if moves.kind(move) == Kind.DROP:
            return f"{self.letters[code - 1]}@{topo.name(target)}"
        if moves.kind(move) == Kind.EXCHANGE:
            hostage = self.letters[moves.hostage(move) - 1]
            return f"{hostage}-{self.letters[code - 1]}@{topo.name(target)}"
        origin = moves.origin(move)
        text = topo.name(origin) + (topo.name(target) if target != origin else "")
        if code:
            letter = self.letters[code - 1]
            mover = self.letters[abs(self.board[origin]) - 1]
            text += "+" if letter == f"+{mover}" else letter.lower()
        pulled = moves.pulled(move)
        if pulled is not None:
            text += "!" + topo.name(pulled)
        return text

    def named(self) -> dict[str, int]:
        """The legal moves by name. Castling is named by the king's squares, or by the king's
        and the rook's when that name is also an ordinary move (a king sliding two squares)."""
        legal = self.legal()
        out = {self.name(m): m for m in legal if not moves.is_castle(m)}
        for m in legal:
            if moves.is_castle(m):
                name = self.name(m)
                if name in out:
                    rook = self.castles[moves.castle_index(m)].rook_from
                    name = name[: len(name) - len(self.notation.topo.name(moves.target(m)))]
                    name += self.notation.topo.name(rook)
                out[name] = m
        return out

    def legal_moves(self) -> list[str]:
        return sorted(self.named())

    def play(self, move: str) -> None:
        m = self.named().get(move)
        if m is None:
            raise IllegalMove(f"{move} is not legal in {self.fen()}")
        self.make(m)
        self.keys.append(self.key())

    def undo(self) -> None:
        if self.stack:
            self.unmake()
            self.keys.pop()

    def goal(self) -> str | None:
        """What reaching a goal means for the side that just moved; None: no goal reached."""
        return None

    def outcome(self) -> Outcome | None:
        e, white = self.endings, self.side == fen.WHITE
        if e["royal_captured"] and self.kings[self.side] < 0:
            return Outcome.for_mover(white, e["royal_captured"], "royal-captured")
        reached = self.goal()
        if reached is not None:
            return Outcome.for_mover(not white, reached, "goal")
        if not self.legal():
            if self.royal and not e["royal_captured"] and self.in_check():
                return Outcome.for_mover(white, e["checkmate"], "checkmate")
            return Outcome.for_mover(white, e["stalemate"], "stalemate")
        if e["move_limit"] and self.halfmove >= 2 * e["move_limit"]:
            return Outcome.for_mover(white, e["move_limit_outcome"], "move-limit")
        if e["repetition"] and self.keys.count(self.keys[-1]) >= e["repetition"]:
            return Outcome.for_mover(white, e["repetition_outcome"], "repetition")
        return None

    def perft(self, depth: int) -> int:
        """Legal move sequences of `depth` plies; leaves are counted, not played."""
        if depth == 0:
            return 1
        moves = self.legal()
        if depth == 1:
            return len(moves)
        make, unmake, total = self.make, self.unmake, 0
        for m in moves:
            make(m)
            total += self.perft(depth - 1)
            unmake()
        return total

    def perft_full(self, depth: int) -> int:
        """Perft that plays and takes back every move, leaves included."""
        if depth == 0:
            return 1
        make, unmake, total = self.make, self.unmake, 0
        moves = self.legal()
        if depth == 1:
            for m in moves:
                make(m)
                unmake()
            return len(moves)
        for m in moves:
            make(m)
            total += self.perft_full(depth - 1)
            unmake()
        return total

    def divide(self, depth: int) -> dict[str, int]:
        out = {}
        for name, m in self.named().items():  # named before the move: names read the board
            self.make(m)
            out[name] = self.perft(depth - 1)
            self.unmake()
        return out


__all__ = ["CompiledEngine", "IllegalMove"]
