"""What every generated engine shares: FEN in and out, notation, the protocol, perft.

A generated module subclasses `CompiledEngine` and supplies the variant's move generation:
`legal()`, `pseudo()`, `make()`, `unmake()` and `in_check()`, over a board of ints (0 empty,
+code white, -code black). Moves are ints: from | to << 10 | promotion << 20 | kind << 26;
a drop keeps its pool in `from` and its piece in `promotion`. Pools are counts, indexed
`((pool * 2 + owner) * 2 + colour) * kinds + code`.
"""

from __future__ import annotations

from compiler.runtime import fen
from compiler.runtime.protocol import IllegalMove, Outcome
from compiler.runtime.topology import compass_of

EP_CAPTURE, PASS, DROP, CASTLE, EXCHANGE = 1, 2, 3, 4, 8
Castle = tuple[int, int, int, int, int, int]  # bit, side, king from, king code, rook from, rook code


class CompiledEngine:
    notation: fen.Notation
    letters: tuple[str, ...]  # by code - 1; marked kinds repeat their letter
    marked: tuple[bool, ...]  # by code - 1
    start_fen: str
    royal: int = 0
    ep_pieces: tuple[int, ...] = ()
    rights: tuple[Castle, ...] = ()
    endings: dict[str, object] = {}

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
        for bit, side, king_from, king_code, rook_from, rook_code in self.rights:
            letter = "KQkq"[bit.bit_length() - 1]
            if board[king_from] != king_code:
                continue
            if letter in f.castling and board[rook_from] == rook_code:
                self.castling |= bit
            # a king that never moved: any right of its side, or its file letter (Seirawan)
            named = self.king_file(side, king_from) in f.castling
            if self.notation.unmoved_kings and (named or self.castling & (3 << 2 * side)):
                self.castling |= 16 << side
        self.ep, self.victim = (), -1
        if f.ep is not None:  # the man that passed it stands further on: see fen.py
            mover = 1 - f.side
            forward = compass_of(0, 1 if mover == fen.WHITE else -1)
            passed, here = [f.ep], topo.step(f.ep, forward)
            while here is not None and topo.is_square(here) and not board[here]:
                passed.append(here)
                here = topo.step(here, forward)
            code = board[here] if here is not None else 0
            if code and (code > 0) == (mover == fen.WHITE) and abs(code) in self.ep_pieces:
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
        hits = [m >> 10 & 1023 for m in self.pseudo() if m >> 26 & 15 == EP_CAPTURE]
        return min(hits) if hits else None

    def key(self) -> tuple:
        return (tuple(self.board), tuple(self.pools), tuple(self.counters), self.side,
                self.castling, self.shown_ep())

    def fen(self) -> str:
        placement = {c: (fen.WHITE if v > 0 else fen.BLACK, self.letters[abs(v) - 1],
                         self.marked[abs(v) - 1]) for c, v in enumerate(self.board) if v}
        rights = "".join(r for i, r in enumerate("KQkq") if self.castling >> i & 1)
        for _bit, side, king_from, *_ in self.rights:
            named = self.king_file(side, king_from)
            if self.castling & 16 << side and not self.castling & 3 << 2 * side \
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
        target = move >> 10 & 1023
        promotion = move >> 20 & 63
        if move >> 26 & 15 == DROP:
            return f"{self.letters[promotion - 1]}@{topo.name(target)}"
        if move >> 26 & 15 == EXCHANGE:
            return f"{self.letters[(move >> 40) - 1]}-{self.letters[promotion - 1]}@{topo.name(target)}"
        origin = move & 1023
        text = topo.name(origin) + (topo.name(target) if target != origin else "")
        if promotion:
            letter = self.letters[promotion - 1]
            mover = self.letters[abs(self.board[origin]) - 1]
            text += "+" if letter == f"+{mover}" else letter.lower()
        if move >> 30:
            text += "!" + topo.name((move >> 30) - 1)
        return text

    def named(self) -> dict[str, int]:
        """The legal moves by name. Castling is named by the king's squares, or by the king's
        and the rook's when that name is also an ordinary move (a king sliding two squares)."""
        moves = self.legal()
        out = {self.name(m): m for m in moves if not CASTLE <= m >> 26 & 15 < EXCHANGE}
        for m in moves:
            if CASTLE <= m >> 26 & 15 < EXCHANGE:
                name = self.name(m)
                if name in out:
                    rook = self.rights[(m >> 26 & 15) - CASTLE][4]
                    name = name[: len(name) - len(self.notation.topo.name(m >> 10 & 1023))]
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


__all__ = ["CompiledEngine", "IllegalMove", "EP_CAPTURE", "PASS", "DROP", "CASTLE", "EXCHANGE"]
