"""Legal moves, FEN and perft for Alice chess, written from the rules alone.

Written without reading the compiler or its definitions, so that it checks them independently.
python-chess is used for what it does well on ONE 8x8 board: the men of one level, their
pseudo-legal moves on that level (``generate_pseudo_legal_moves``, with no castling rights and no
en-passant square, so it yields only the plain moves of the men) and attacks on that level
(``is_attacked_by``). Everything Alice is here: the two levels, the transfer, the two legality
tests, castling, en passant, the FEN.

The rules as implemented (the project's reading of Alice chess: V. R. Parton 1953; Wikipedia;
M. Germain's explanation on schemingmind.com; H. G. Muller's Fairy-Max):

1. Two boards, level A and level B. Start: chess's array on A, B empty; White moves first.
2. A move is made by one man on the level where it stands (the action level), as in orthodox
   chess on that board alone: only men of that level block it, it captures only a man of that
   level. Then the man is transferred to the same square of the other level, which must be empty
   (else the move is illegal). A pawn reaching the last rank promotes (q, r, b, n) and the
   promoted man transfers. Pawns double-step from rank 2 (White) / 7 (Black) of either level.
3. Legality, both required:
   (1) after the move on the action level, before the transfer, the mover's king -- if it stands
       on the action level (a moving king stands on its target square) -- is not attacked by an
       enemy man of that level;
   (2) after the transfer, the mover's king is not attacked by an enemy man of its own level.
4. Check: the king of the side to move is attacked by an enemy man of its level. No legal move:
   checkmate if in check (the side to move loses), else stalemate (draw).
5. Castling (rights K Q k q, lost when the king moves, when that rook moves or is captured; only
   moves on level A can touch them): king and rook on their original squares of level A; the
   squares between them empty on A; the king not in check on A, not crossing or landing on a
   square attacked on A (f1 g1 / d1 c1; b1 may be attacked); then both transfer: king to g1/c1
   and rook to f1/d1 of level B (rank 8 for Black), both empty before; the king not attacked on B.
   Named by the king's move on A: Ae1Ag1, Ae1Ac1, Ae8Ag8, Ae8Ac8.
6. En passant: a pawn double-steps on level L passing square s, then transfers to L'. On the very
   next move only, an enemy pawn on L' beside it (same rank, adjacent file) may move diagonally
   onto s' (s's square on L'), which must be empty; the double-stepped pawn is removed; then the
   capturer transfers to L, where s must be empty. Named like Bd4Be3.
7. FEN: "<level B>|<level A> <side> <castling> <ep> <halfmove> <fullmove>". The castling field is
   the rights in KQkq order or "-". The en-passant field is "-" or s' with its level letter
   ("Be3"), written only when a pawn of the side to move stands on L' beside the double-stepped
   pawn -- pins and the transfer square (s on L) are not considered. READING CHOSEN HERE (the
   brief does not say): s' must also be empty on L' for the field to be written, since the field
   names "the square onto which an en-passant capture could land right now" and a capture can
   only land on an empty s' (with s' occupied the diagonal move is an ordinary capture of the man
   standing there). Set EP_FEN_NEEDS_EMPTY_LANDING = False for the other reading.

FEN reading is strict: exactly one king of each colour (on either level), no pawn on rank 1 or 8,
a castling right needs its king and rook on their original squares of A, an en-passant field needs
the double-stepped pawn on s' + one rank, a pawn of the side to move beside it and (by the reading
above) s' empty; the side not to move may not be in check. It does NOT require s on the other
level to be empty (so that a set-up position can show an en-passant capture refused because its
transfer square is occupied, which cannot arise in play: the double step itself passed over s).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import chess

A, B = 0, 1
LEVEL_NAMES = "AB"
START = "8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

# See the module docstring, rule 7.
EP_FEN_NEEDS_EMPTY_LANDING = True


@dataclass(frozen=True)
class Castle:
    right: str
    color: chess.Color
    king_from: chess.Square
    king_to: chess.Square
    rook_from: chess.Square
    rook_to: chess.Square
    between: tuple[chess.Square, ...]  # must be empty on A
    king_path: tuple[chess.Square, ...]  # start, crossed and landing squares: not attacked on A


CASTLES = {
    "K": Castle("K", chess.WHITE, chess.E1, chess.G1, chess.H1, chess.F1,
                (chess.F1, chess.G1), (chess.E1, chess.F1, chess.G1)),
    "Q": Castle("Q", chess.WHITE, chess.E1, chess.C1, chess.A1, chess.D1,
                (chess.B1, chess.C1, chess.D1), (chess.E1, chess.D1, chess.C1)),
    "k": Castle("k", chess.BLACK, chess.E8, chess.G8, chess.H8, chess.F8,
                (chess.F8, chess.G8), (chess.E8, chess.F8, chess.G8)),
    "q": Castle("q", chess.BLACK, chess.E8, chess.C8, chess.A8, chess.D8,
                (chess.B8, chess.C8, chess.D8), (chess.E8, chess.D8, chess.C8)),
}


@dataclass(frozen=True)
class Move:
    level: int  # the action level, A or B
    from_sq: chess.Square
    to_sq: chess.Square  # on the action level, before the transfer
    promotion: chess.PieceType | None = None
    kind: str = "normal"  # "normal", "ep" or "castle"

    def uci(self) -> str:
        lv = LEVEL_NAMES[self.level]
        promo = chess.piece_symbol(self.promotion) if self.promotion else ""
        return f"{lv}{chess.square_name(self.from_sq)}{lv}{chess.square_name(self.to_sq)}{promo}"


def _parse_level(text: str) -> chess.Board:
    """One level written as a chess FEN board; strict (8 ranks of 8 squares, no two digits in a
    row). Returns an otherwise empty python-chess board: no castling rights, no en passant."""
    rows = text.split("/")
    if len(rows) != 8:
        raise ValueError(f"a level needs 8 ranks: {text!r}")
    board = chess.Board(None)
    for i, row in enumerate(rows):
        rank = 7 - i
        file = 0
        prev_digit = False
        for ch in row:
            if ch in "12345678":
                if prev_digit:
                    raise ValueError(f"two digits in a row in {row!r}")
                file += int(ch)
                prev_digit = True
            elif ch in "pnbrqkPNBRQK":
                if file > 7:
                    raise ValueError(f"rank too long: {row!r}")
                board.set_piece_at(chess.square(file, rank), chess.Piece.from_symbol(ch))
                file += 1
                prev_digit = False
            else:
                raise ValueError(f"bad character {ch!r} in {row!r}")
        if file != 8:
            raise ValueError(f"a rank needs 8 squares: {row!r}")
    return board


def king_attacked(board: chess.Board, color: chess.Color) -> bool:
    """Whether `color`'s king stands on this level and is attacked by an enemy man of it."""
    k = board.king(color)
    return k is not None and board.is_attacked_by(not color, k)


def _beside(square: chess.Square) -> list[chess.Square]:
    f, r = chess.square_file(square), chess.square_rank(square)
    return [chess.square(x, r) for x in (f - 1, f + 1) if 0 <= x < 8]


class Position:
    levels: list[chess.Board]  # [level A, level B]; piece placement only
    turn: chess.Color
    castling: str  # subset of "KQkq", in that order
    ep: tuple[int, chess.Square] | None  # (level L', square s') as written in the FEN
    halfmove: int
    fullmove: int

    def __init__(self, fen: str | None = None) -> None:
        self._parse(START if fen is None else fen)

    # -- FEN ------------------------------------------------------------------------------------

    def _parse(self, fen: str) -> None:
        if not isinstance(fen, str):
            raise ValueError("a FEN is a string")
        fields = fen.split(" ")
        if len(fields) != 6:
            raise ValueError(f"a FEN has 6 fields: {fen!r}")
        boards, side, castling, ep, half, full = fields
        if boards.count("|") != 1:
            raise ValueError("the boards field is '<level B>|<level A>'")
        text_b, text_a = boards.split("|")
        self.levels = [_parse_level(text_a), _parse_level(text_b)]
        if side not in ("w", "b"):
            raise ValueError(f"bad side to move {side!r}")
        self.turn = side == "w"
        for color in (chess.WHITE, chess.BLACK):
            kings = sum(len(lv.pieces(chess.KING, color)) for lv in self.levels)
            if kings != 1:
                raise ValueError(f"{chess.COLOR_NAMES[color]} needs exactly one king, has {kings}")
        for lv in self.levels:
            if lv.pawns & (chess.BB_RANK_1 | chess.BB_RANK_8):
                raise ValueError("a pawn on rank 1 or 8")
        if castling != "-":
            if not castling or not re.fullmatch(r"K?Q?k?q?", castling):
                raise ValueError(f"bad castling field {castling!r}")
            for right in castling:
                if not self._castling_men_home(right):
                    raise ValueError(f"castling right {right} without its king and rook on level A")
        self.castling = "" if castling == "-" else castling
        self.ep = None
        if ep != "-":
            m = re.fullmatch(r"([AB])([a-h][1-8])", ep)
            if not m:
                raise ValueError(f"bad en-passant field {ep!r}")
            level, square = LEVEL_NAMES.index(m.group(1)), chess.parse_square(m.group(2))
            if not self._ep_writable(level, square):
                raise ValueError(f"no en-passant capture onto {ep} can be offered here")
            self.ep = (level, square)
        if not (half.isdigit() and full.isdigit()):
            raise ValueError("the clocks are non-negative integers")
        self.halfmove, self.fullmove = int(half), int(full)
        if self.fullmove < 1:
            raise ValueError("the fullmove number starts at 1")
        if any(king_attacked(lv, not self.turn) for lv in self.levels):
            raise ValueError("the side not to move is in check")

    def _castling_men_home(self, right: str) -> bool:
        c = CASTLES[right]
        a = self.levels[A]
        return (a.piece_at(c.king_from) == chess.Piece(chess.KING, c.color)
                and a.piece_at(c.rook_from) == chess.Piece(chess.ROOK, c.color))

    def _ep_writable(self, level: int, square: chess.Square) -> bool:
        """Whether the en-passant field may name (level, square): the double-stepped pawn (the side
        not to move's) stands on `level` one rank beyond `square`, a pawn of the side to move
        stands beside it on `level`, and (by the chosen reading) `square` is empty there."""
        if chess.square_rank(square) != (5 if self.turn == chess.WHITE else 2):
            return False
        board = self.levels[level]
        victim = square - 8 if self.turn == chess.WHITE else square + 8
        if board.piece_at(victim) != chess.Piece(chess.PAWN, not self.turn):
            return False
        if EP_FEN_NEEDS_EMPTY_LANDING and board.piece_at(square) is not None:
            return False
        return any(board.piece_at(s) == chess.Piece(chess.PAWN, self.turn) for s in _beside(victim))

    def fen(self) -> str:
        boards = f"{self.levels[B].board_fen()}|{self.levels[A].board_fen()}"
        ep = "-" if self.ep is None else LEVEL_NAMES[self.ep[0]] + chess.square_name(self.ep[1])
        return (f"{boards} {'w' if self.turn else 'b'} {self.castling or '-'} {ep} "
                f"{self.halfmove} {self.fullmove}")

    def __repr__(self) -> str:
        return f"Position({self.fen()!r})"

    def piece_at(self, level: int, square: chess.Square) -> chess.Piece | None:
        return self.levels[level].piece_at(square)

    # -- moves ----------------------------------------------------------------------------------

    def _candidates(self) -> list[Move]:
        """Every move worth trying: the men's plain moves on their own level, the en-passant
        captures offered, the castlings whose right is held."""
        out = []
        for level in (A, B):
            board = self.levels[level].copy(stack=False)
            board.turn = self.turn
            assert board.castling_rights == chess.BB_EMPTY and board.ep_square is None
            for m in board.generate_pseudo_legal_moves():
                out.append(Move(level, m.from_square, m.to_square, m.promotion))
        if self.ep is not None:
            level, square = self.ep
            victim = square - 8 if self.turn == chess.WHITE else square + 8
            for s in _beside(victim):
                if self.levels[level].piece_at(s) == chess.Piece(chess.PAWN, self.turn):
                    out.append(Move(level, s, square, None, "ep"))
        for right in self.castling:
            c = CASTLES[right]
            if c.color == self.turn:
                out.append(Move(A, c.king_from, c.king_to, None, "castle"))
        return out

    def _play(self, move: Move) -> Position | None:
        """The position after `move`, or None if the move is illegal."""
        mover = self.turn
        if move.kind == "castle":
            return self._castle(move)
        act = self.levels[move.level].copy(stack=False)
        other = self.levels[1 - move.level].copy(stack=False)
        piece = act.remove_piece_at(move.from_sq)
        assert piece is not None and piece.color == mover
        captured = act.remove_piece_at(move.to_sq)
        if move.kind == "ep":
            if captured is not None:
                return None  # s' must be empty
            victim = move.to_sq - 8 if mover == chess.WHITE else move.to_sq + 8
            captured = act.remove_piece_at(victim)
            assert captured == chess.Piece(chess.PAWN, not mover)
        assert captured is None or captured.color != mover
        moved = chess.Piece(move.promotion, mover) if move.promotion else piece
        act.set_piece_at(move.to_sq, moved)
        # (1) on the action level, before the transfer
        if king_attacked(act, mover):
            return None
        # the transfer: through the looking-glass, onto an empty square only
        if other.piece_at(move.to_sq) is not None:
            return None
        act.remove_piece_at(move.to_sq)
        other.set_piece_at(move.to_sq, moved)
        # (2) after the transfer, on the king's level
        if king_attacked(act, mover) or king_attacked(other, mover):
            return None

        levels = [act, other] if move.level == A else [other, act]
        touched = {move.from_sq, move.to_sq} if move.level == A else set()
        ep = None
        if piece.piece_type == chess.PAWN and abs(move.to_sq - move.from_sq) == 16:
            passed = (move.from_sq + move.to_sq) // 2
            if any(other.piece_at(s) == chess.Piece(chess.PAWN, not mover) for s in _beside(move.to_sq)):
                if not EP_FEN_NEEDS_EMPTY_LANDING or other.piece_at(passed) is None:
                    ep = (1 - move.level, passed)
        reset = captured is not None or piece.piece_type == chess.PAWN
        return self._child(levels, touched, ep, reset)

    def _castle(self, move: Move) -> Position | None:
        mover = self.turn
        c = next(c for c in CASTLES.values() if c.color == mover and c.king_to == move.to_sq)
        a, b = self.levels[A], self.levels[B]
        if c.right not in self.castling or not self._castling_men_home(c.right):
            return None
        if any(a.piece_at(s) is not None for s in c.between):
            return None
        if any(a.is_attacked_by(not mover, s) for s in c.king_path):
            return None  # not out of, through or into check, all on level A
        act = a.copy(stack=False)
        king, rook = act.remove_piece_at(c.king_from), act.remove_piece_at(c.rook_from)
        assert king is not None and rook is not None
        act.set_piece_at(c.king_to, king)
        act.set_piece_at(c.rook_to, rook)
        if king_attacked(act, mover):  # (1), literally (implied by the path test)
            return None
        if b.piece_at(c.king_to) is not None or b.piece_at(c.rook_to) is not None:
            return None
        act.remove_piece_at(c.king_to)
        act.remove_piece_at(c.rook_to)
        other = b.copy(stack=False)
        other.set_piece_at(c.king_to, king)
        other.set_piece_at(c.rook_to, rook)
        if king_attacked(other, mover):  # (2)
            return None
        return self._child([act, other], {c.king_from, c.rook_from}, None, False)

    def _child(self, levels: list[chess.Board], touched: set[chess.Square],
               ep: tuple[int, chess.Square] | None, reset_clock: bool) -> Position:
        child = Position.__new__(Position)
        child.levels = levels
        child.turn = not self.turn
        child.ep = ep
        child.halfmove = 0 if reset_clock else self.halfmove + 1
        child.fullmove = self.fullmove + (1 if self.turn == chess.BLACK else 0)
        kept = ""
        for right in self.castling:
            c = CASTLES[right]
            if c.king_from in touched or c.rook_from in touched:
                continue  # the king or that rook moved, or the rook was captured (on level A)
            kept += right
        child.castling = kept
        # the rights kept always have their men home (nothing else can reach those squares of A)
        assert all(child._castling_men_home(r) for r in kept)
        return child

    def legal_children(self) -> list[tuple[str, Position]]:
        """(uci, position after it) for every legal move, in move-name order."""
        out = []
        for move in self._candidates():
            after = self._play(move)
            if after is not None:
                out.append((move.uci(), after))
        names = [u for u, _ in out]
        assert len(set(names)) == len(names), names
        return sorted(out, key=lambda x: x[0])

    def legal_ucis(self) -> list[str]:
        return [u for u, _ in self.legal_children()]

    def push_uci(self, text: str) -> Position:
        for uci, after in self.legal_children():
            if uci == text:
                return after
        raise ValueError(f"illegal move {text!r} in {self.fen()}")

    # -- state ----------------------------------------------------------------------------------

    def king_square(self, color: chess.Color) -> tuple[int, chess.Square]:
        for level in (A, B):
            k = self.levels[level].king(color)
            if k is not None:
                return level, k
        raise AssertionError("no king")

    def in_check(self) -> bool:
        return any(king_attacked(lv, self.turn) for lv in self.levels)

    def outcome(self) -> str | None:
        if self.legal_children():
            return None
        if self.in_check():
            return "0-1" if self.turn == chess.WHITE else "1-0"
        return "1/2-1/2"


def perft(pos: Position, depth: int) -> int:
    if depth == 0:
        return 1
    children = pos.legal_children()
    if depth == 1:
        return len(children)
    return sum(perft(after, depth - 1) for _, after in children)


def divide(pos: Position, depth: int) -> dict[str, int]:
    assert depth >= 1
    return {uci: perft(after, depth - 1) for uci, after in pos.legal_children()}
