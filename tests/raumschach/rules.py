"""Legal moves, FEN and perft for Raumschach (Ferdinand Maack, 1907), from the rules alone.

Written without reading the compiler or its definitions, so that it checks them independently.
Sources followed: Anthony Dickins, "A Guide to Fairy Chess" (Raumschach: the 5x5x5 board, the
setup, the unicorn, the pawn's moves and captures, promotion on the last rank of the top level),
and Dan Moeser's 3-D Chess FAQ (the same rules, with the cell names used here).

Geometry: a cell is (x, y, z) with x = file (a..e = 0..4), y = rank (1..5 = 0..4), z = level
(A..E = 0..4, A at the bottom, White's home). Its name is level + file + rank, e.g. "Cc3" =
(2, 2, 2), its index z * 25 + y * 5 + x.

Men: rook along the 6 axis directions; bishop along the 12 directions with exactly two non-zero
components (the diagonals of the three kinds of plane); unicorn along the 8 directions
(+-1, +-1, +-1); queen along all 26; king one step in any of the 26; knight leaps 2 along one axis
and 1 along another (24 leaps). A White pawn steps forward (0, 1, 0) or upward (0, 0, 1) without
taking, and takes forward-sideways (+-1, 1, 0), upward-sideways (+-1, 0, 1) or forward-upward
(0, 1, 1): always toward the promotion cells, so never (0, 1, -1) nor (0, -1, 1). Black's pawn
is the mirror image (forward = rank down, upward = level down). No double step, en passant or
castling. A White pawn promotes (q, r, b, n or u) on arriving on rank 5 of level E, a Black one on
rank 1 of level A; elsewhere on its last rank a pawn stays a pawn and can still climb.

Decided where the sources are silent or differ in wording: the pawn's five captures are the
ones above (the brief's reading); promotion is compulsory and may choose any of q r b n u; the
FEN lists the levels from E down to A separated by "|", each level's ranks 5..1 by "/".
"""

from __future__ import annotations

import re
from itertools import product

LEVELS, FILES, RANKS = "ABCDE", "abcde", "12345"
N = 5

ALL_DIRS = [d for d in product((-1, 0, 1), repeat=3) if d != (0, 0, 0)]
ROOK = [d for d in ALL_DIRS if sum(map(abs, d)) == 1]
BISHOP = [d for d in ALL_DIRS if sum(map(abs, d)) == 2]
UNICORN = [d for d in ALL_DIRS if sum(map(abs, d)) == 3]
KNIGHT = [d for d in product((-2, -1, 0, 1, 2), repeat=3) if sorted(map(abs, d)) == [0, 1, 2]]
KING = ALL_DIRS
assert (len(ROOK), len(BISHOP), len(UNICORN), len(KNIGHT)) == (6, 12, 8, 24)

PROMOTIONS = "qrbnu"
# pawn steps by colour: non-capturing (forward, upward) and capturing
PAWN_MOVES = {"w": ((0, 1, 0), (0, 0, 1)), "b": ((0, -1, 0), (0, 0, -1))}
PAWN_CAPTURES = {
    "w": ((-1, 1, 0), (1, 1, 0), (-1, 0, 1), (1, 0, 1), (0, 1, 1)),
    "b": ((-1, -1, 0), (1, -1, 0), (-1, 0, -1), (1, 0, -1), (0, -1, -1)),
}

COORDS: list[tuple[int, int, int]] = [(x, y, z) for z in range(N) for y in range(N) for x in range(N)]
NAMES: list[str] = [LEVELS[z] + FILES[x] + RANKS[y] for (x, y, z) in COORDS]
CELL: dict[str, int] = {n: i for i, n in enumerate(NAMES)}


def index(x: int, y: int, z: int) -> int | None:
    if 0 <= x < N and 0 <= y < N and 0 <= z < N:
        return z * 25 + y * 5 + x
    return None


def step(cell: int, d: tuple[int, int, int]) -> int | None:
    x, y, z = COORDS[cell]
    return index(x + d[0], y + d[1], z + d[2])


def _rays(dirs: list[tuple[int, int, int]]) -> list[list[list[int]]]:
    table = []
    for cell in range(125):
        rays = []
        for d in dirs:
            ray, c = [], step(cell, d)
            while c is not None:
                ray.append(c)
                c = step(c, d)
            if ray:
                rays.append(ray)
        table.append(rays)
    return table


def _leaps(dirs) -> list[list[int]]:
    return [[t for t in (step(cell, d) for d in dirs) if t is not None] for cell in range(125)]


ROOK_RAYS, BISHOP_RAYS, UNICORN_RAYS = _rays(ROOK), _rays(BISHOP), _rays(UNICORN)
KNIGHT_LEAPS, KING_LEAPS = _leaps(KNIGHT), _leaps(KING)
SLIDES = {"R": ROOK_RAYS, "B": BISHOP_RAYS, "U": UNICORN_RAYS}
# cells from which a pawn of colour c attacks a cell (the reverse of its capture steps)
PAWN_SOURCES = {c: _leaps([(-a, -b, -g) for a, b, g in PAWN_CAPTURES[c]]) for c in "wb"}
# FEN order: level E down to A, in each level rank 5 down to 1, each rank from file a to e
FEN_LEVELS = [[[z * 25 + y * 5 + x for x in range(N)] for y in reversed(range(N))]
              for z in reversed(range(N))]
START = "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1"

Move = tuple[int, int, str | None]  # origin, destination, promotion letter
UCI = re.compile(r"^([A-E][a-e][1-5])([A-E][a-e][1-5])([qrbnu]?)$")


def uci(move: Move) -> str:
    return NAMES[move[0]] + NAMES[move[1]] + (move[2] or "")


def parse_uci(text: str) -> Move:
    m = UCI.match(text)
    if not m:
        raise ValueError(f"not a move: {text!r}")
    return CELL[m[1]], CELL[m[2]], m[3] or None


def colour(piece: str) -> str:
    return "w" if piece.isupper() else "b"


def other(side: str) -> str:
    return "b" if side == "w" else "w"


def is_promotion_cell(cell: int, side: str) -> bool:
    _, y, z = COORDS[cell]
    return (y, z) == ((4, 4) if side == "w" else (0, 0))


class Position:
    """A position: 125 cells (None or a FEN letter), side to move and the two clocks."""

    __slots__ = ("board", "turn", "halfmove", "fullmove")

    def __init__(self, fen: str | None = None) -> None:
        fields = (fen or START).split()
        levels = fields[0].split("|")
        if len(levels) != N:
            raise ValueError(f"a FEN needs 5 levels: {fen!r}")
        self.board: list[str | None] = [None] * 125
        for level, text in zip(FEN_LEVELS, levels, strict=True):
            rows = text.split("/")
            if len(rows) != N:
                raise ValueError(f"a level needs 5 ranks: {text!r}")
            for rank, row in zip(level, rows, strict=True):
                i = 0
                for token in re.findall(r"\d+|.", row):
                    if token.isdigit():
                        i += int(token)
                    elif token.upper() in "KQRBNUP" and i < N:
                        self.board[rank[i]] = token
                        i += 1
                    else:
                        raise ValueError(f"bad FEN rank {row!r}")
                if i != N:
                    raise ValueError(f"rank {row!r} does not fill 5 cells")
        self.turn = fields[1] if len(fields) > 1 else "w"
        if self.turn not in ("w", "b"):
            raise ValueError(f"bad side to move {self.turn!r}")
        self.halfmove = int(fields[4]) if len(fields) > 4 else 0
        self.fullmove = int(fields[5]) if len(fields) > 5 else 1

    def copy(self) -> Position:
        p = Position.__new__(Position)
        p.board, p.turn, p.halfmove, p.fullmove = self.board[:], self.turn, self.halfmove, self.fullmove
        return p

    def fen(self) -> str:
        levels = []
        for level in FEN_LEVELS:
            rows = []
            for rank in level:
                row, empty = "", 0
                for c in rank:
                    if self.board[c] is None:
                        empty += 1
                    else:
                        row += (str(empty) if empty else "") + self.board[c]
                        empty = 0
                rows.append(row + (str(empty) if empty else ""))
            levels.append("/".join(rows))
        return f"{'|'.join(levels)} {self.turn} - - {self.halfmove} {self.fullmove}"

    # -- attacks -------------------------------------------------------------------------------

    def attacked(self, cell: int, by: str) -> bool:
        """Whether a man of side `by` attacks `cell` (pawns by their capture steps only)."""
        b = self.board
        queen = "Q" if by == "w" else "q"
        for kind, table in SLIDES.items():
            slider = kind if by == "w" else kind.lower()
            for ray in table[cell]:
                for c in ray:
                    if b[c] is not None:
                        if b[c] == slider or b[c] == queen:
                            return True
                        break
        knight, king, pawn = ("N", "K", "P") if by == "w" else ("n", "k", "p")
        return (any(b[c] == knight for c in KNIGHT_LEAPS[cell])
                or any(b[c] == king for c in KING_LEAPS[cell])
                or any(b[c] == pawn for c in PAWN_SOURCES[by][cell]))

    def king(self, side: str) -> int | None:
        k = "K" if side == "w" else "k"
        return next((i for i, p in enumerate(self.board) if p == k), None)

    def in_check(self) -> bool:
        k = self.king(self.turn)
        return k is not None and self.attacked(k, other(self.turn))

    # -- moves ---------------------------------------------------------------------------------

    def pseudo_moves(self) -> list[Move]:
        b, side = self.board, self.turn
        moves: list[Move] = []

        def own(p: str | None) -> bool:
            return p is not None and colour(p) == side

        def pawn_to(frm: int, to: int) -> None:
            if is_promotion_cell(to, side):
                moves.extend((frm, to, letter) for letter in PROMOTIONS)
            else:
                moves.append((frm, to, None))

        for frm, piece in enumerate(b):
            if piece is None or colour(piece) != side:
                continue
            kind = piece.upper()
            if kind == "P":
                for d in PAWN_MOVES[side]:
                    to = step(frm, d)
                    if to is not None and b[to] is None:
                        pawn_to(frm, to)
                for d in PAWN_CAPTURES[side]:
                    to = step(frm, d)
                    if to is not None and b[to] is not None and not own(b[to]):
                        pawn_to(frm, to)
                continue
            if kind in "NK":
                leaps = (KNIGHT_LEAPS if kind == "N" else KING_LEAPS)[frm]
                moves.extend((frm, to, None) for to in leaps if not own(b[to]))
                continue
            rays = [ray for k, table in SLIDES.items() if kind in (k, "Q") for ray in table[frm]]
            for ray in rays:
                for to in ray:
                    if b[to] is None:
                        moves.append((frm, to, None))
                    else:
                        if not own(b[to]):
                            moves.append((frm, to, None))
                        break
        return moves

    def _apply(self, move: Move) -> None:
        """Play `move` on the board only (no side or clock update)."""
        frm, to, promo = move
        piece = self.board[frm]
        assert piece is not None
        self.board[to] = (promo.upper() if piece.isupper() else promo) if promo else piece
        self.board[frm] = None

    def is_legal(self, move: Move) -> bool:
        saved = self.board[:]
        self._apply(move)
        k = self.king(self.turn)
        ok = k is None or not self.attacked(k, other(self.turn))
        self.board = saved
        return ok

    def legal_moves(self) -> list[Move]:
        return [m for m in self.pseudo_moves() if self.is_legal(m)]

    def legal_ucis(self) -> list[str]:
        return sorted(uci(m) for m in self.legal_moves())

    def push(self, move: Move) -> Position:
        """The position after `move` (a new object; this one is unchanged)."""
        frm, to, _ = move
        piece = self.board[frm]
        assert piece is not None and colour(piece) == self.turn
        p = self.copy()
        capture = self.board[to] is not None
        p._apply(move)
        p.halfmove = 0 if piece in "Pp" or capture else self.halfmove + 1
        if self.turn == "b":
            p.fullmove += 1
        p.turn = other(self.turn)
        return p

    def push_uci(self, text: str) -> Position:
        move = parse_uci(text)
        if move not in self.legal_moves():
            raise ValueError(f"illegal move {text} in {self.fen()}")
        return self.push(move)


def playable_outcome(pos: Position) -> str | None:
    """"checkmate" (the side to move has lost), "stalemate" (a draw), or None while moves remain."""
    if pos.legal_moves():
        return None
    return "checkmate" if pos.in_check() else "stalemate"


def mirrored(pos: Position) -> Position:
    """The position reflected through the centre cell Cc3 with the colours swapped."""
    p = pos.copy()
    p.board = [None if q is None else q.swapcase() for q in reversed(pos.board)]
    p.turn = other(pos.turn)
    return p


def perft(pos: Position, depth: int) -> int:
    if depth == 0:
        return 1
    moves = pos.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(pos.push(m), depth - 1) for m in moves)


def divide(pos: Position, depth: int) -> dict[str, int]:
    """perft split by first move, for finding where two generators part."""
    return {uci(m): perft(pos.push(m), depth - 1) for m in pos.legal_moves()}
