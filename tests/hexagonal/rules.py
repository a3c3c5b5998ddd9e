"""Legal moves, FEN and perft for Gliński's and McCooey's hexagonal chess, from the rules alone.

Written without reading the compiler or its definitions, so that it checks them independently.
Sources followed (read in July 2025):

- Gliński: greenchess.net/rules.php?v=glinski ("capture obliquely forward to an adjacent
  field (in rook's directions)", "when a pawn moves to an other pawn's initial position by
  capturing, it can still make a double-move", promotion on the far edges);
  chess.stackexchange.com/questions/40974 (board, files a-l without j, the bishop's, rook's,
  queen's, king's and knight's moves, "inward" captures keep the double step, en passant as in
  chess); chessvariants.com/old.dir/hexagonal.html (the setup diagram); Wikipedia "Hexagonal
  chess" (files, bent ranks 1-11, f11 alone on rank 11); hexchess.club's INITIAL_POSITION
  (docs.rs/crate/hexchess), which is the Gliński start FEN used here.
- McCooey: greenchess.net/rules.php?v=mccooey ("capture diagonally forward (in bishop's
  directions)", "can advance two fields from their initial position, except for the central
  pawn", promotion on the far edges); ludii.games McCooey Chess (pieces other than pawns move as
  in Gliński's; en passant and promotion as in Gliński's); Dave McCooey's description at
  abstractstrategygames.blogspot.com/2010/10/hexagonal-chess.html (the centre pawn may not
  double-step so that White cannot take f6 on move one; en passant "using the same logic as in
  real chess"); chessvariants.com/r/mccooey.html (seven pawns, bishops "up the middle");
  McCooey's comment on chessvariants.com (comment id 13838: white pawns g4 f6 e7 against black
  g5 f7 e8 are immobile, which fixes the diagonal capture directions).
  The McCooey setup (K g1, Q e1, R d1 h1, N e2 g2, B f1 f2 f3, P c1 d2 e3 f4 g3 h2 i1, Black the
  mirror image, pawns on c8..i8) is Wikipedia's diagram as remembered: no text source with the
  squares spelt out was found; see MCCOOEY_START.

Geometry: axial coordinates (x, r), x = file index - 5 (a = -5 .. l = 5), r = number - 1 +
bottom(file) with bottom = -index for files a..f and -5 for f..l. Then f6 is (0, 0), the board is
|x| <= 5, |r| <= 5, |x + r| <= 5, and the six neighbours are up (0, 1), down (0, -1), upper-right
(1, 0), lower-right (1, -1), lower-left (-1, 0), upper-left (-1, 1). A diagonal step is the sum
of two neighbouring orthogonal steps (it goes through a corner to the next cell of the same
colour), a knight leap is two orthogonal steps then one at 60 degrees: the 12 cells at distance
3 that no line reaches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

FILES = "abcdefghikl"
ORTHO = [(0, 1), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1)]  # turning clockwise from "up"
DIAG = [(ORTHO[i][0] + ORTHO[(i + 1) % 6][0], ORTHO[i][1] + ORTHO[(i + 1) % 6][1]) for i in range(6)]
KNIGHT = [(2 * ORTHO[i][0] + ORTHO[j][0], 2 * ORTHO[i][1] + ORTHO[j][1])
          for i in range(6) for j in ((i + 5) % 6, (i + 1) % 6)]
KING = ORTHO + DIAG
PROMOTIONS = "qrbn"


def file_length(q: int) -> int:
    return 11 - abs(q - 5)


def _bottom(q: int) -> int:
    return -q if q <= 5 else -5


def on_board(x: int, r: int) -> bool:
    return abs(x) <= 5 and abs(r) <= 5 and abs(x + r) <= 5


# Cells are numbered file by file: a1..a6, b1..b7, ..., l1..l6.
COORDS: list[tuple[int, int]] = [(q - 5, n - 1 + _bottom(q))
                                 for q in range(11) for n in range(1, file_length(q) + 1)]
NAMES: list[str] = [f"{FILES[q]}{n}" for q in range(11) for n in range(1, file_length(q) + 1)]
INDEX: dict[tuple[int, int], int] = {c: i for i, c in enumerate(COORDS)}
CELL: dict[str, int] = {n: i for i, n in enumerate(NAMES)}
assert len(COORDS) == 91 and all(on_board(*c) for c in COORDS)


def step(cell: int, d: tuple[int, int]) -> int | None:
    x, r = COORDS[cell]
    return INDEX.get((x + d[0], r + d[1]))


def _rays(dirs: list[tuple[int, int]]) -> list[list[list[int]]]:
    table = []
    for cell in range(91):
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


def _leaps(dirs: list[tuple[int, int]]) -> list[list[int]]:
    return [[t for t in (step(cell, d) for d in dirs) if t is not None] for cell in range(91)]


ORTHO_RAYS = _rays(ORTHO)
DIAG_RAYS = _rays(DIAG)
KNIGHT_LEAPS = _leaps(KNIGHT)
KING_LEAPS = _leaps(KING)
# FEN order: rank 11 down to rank 1, each rank from file a to file l (only the files that reach it)
FEN_RANKS = [[CELL[f"{FILES[q]}{k}"] for q in range(11) if file_length(q) >= k] for k in range(11, 0, -1)]


def cells(names: str) -> frozenset[int]:
    return frozenset(CELL[n] for n in names.split())


@dataclass(frozen=True)
class Variant:
    name: str
    start: str
    captures: dict[str, tuple[tuple[int, int], ...]]  # pawn capture steps by colour
    double: dict[str, frozenset[int]]  # cells a pawn of that colour may double-step from

    def __post_init__(self) -> None:
        # cells from which a pawn of colour c attacks a cell (reverse of its capture steps)
        sources = {c: [[s for s in (INDEX.get((x - d[0], r - d[1])) for d in self.captures[c])
                        if s is not None] for (x, r) in COORDS] for c in "wb"}
        object.__setattr__(self, "pawn_sources", sources)


FORWARD = {"w": (0, 1), "b": (0, -1)}

GLINSKI = Variant(
    "glinski",
    "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1",
    # obliquely forward through a side: upper-right and upper-left for White
    {"w": ((1, 0), (-1, 1)), "b": ((1, -1), (-1, 0))},
    {"w": cells("b1 c2 d3 e4 f5 g4 h3 i2 k1"), "b": cells("b7 c7 d7 e7 f7 g7 h7 i7 k7")},
)
MCCOOEY_START = "b/qbk/rnbnr/ppppppp/9/11/11/5P5/4PBP4/3PNBNP3/2PRQBKRP2 w - - 0 1"
MCCOOEY = Variant(
    "mccooey",
    MCCOOEY_START,
    # diagonally forward through a corner: the two forward bishop steps
    {"w": ((1, 1), (-1, 2)), "b": ((-1, -1), (1, -2))},
    # every pawn's start cell except the centre pawn's (f4, f8)
    {"w": cells("c1 d2 e3 g3 h2 i1"), "b": cells("c8 d8 e8 g8 h8 i8")},
)
VARIANTS = {v.name: v for v in (GLINSKI, MCCOOEY)}

Move = tuple[int, int, str | None]  # origin, destination, promotion letter
UCI = re.compile(r"^([a-l])(\d{1,2})([a-l])(\d{1,2})([qrbn]?)$")


def uci(move: Move) -> str:
    return NAMES[move[0]] + NAMES[move[1]] + (move[2] or "")


def parse_uci(text: str) -> Move:
    m = UCI.match(text)
    if not m or m[1] + m[2] not in CELL or m[3] + m[4] not in CELL:
        raise ValueError(f"not a move: {text!r}")
    return CELL[m[1] + m[2]], CELL[m[3] + m[4]], m[5] or None


def colour(piece: str) -> str:
    return "w" if piece.isupper() else "b"


def is_promotion_cell(cell: int, side: str) -> bool:
    return step(cell, FORWARD[side]) is None


class Position:
    """A position: 91 cells (None or a FEN letter), side to move, en-passant cell, clocks."""

    __slots__ = ("variant", "board", "turn", "ep", "halfmove", "fullmove")

    def __init__(self, variant: Variant, fen: str | None = None) -> None:
        self.variant = variant
        fields = (fen or variant.start).split()
        rows = fields[0].split("/")
        if len(rows) != 11:
            raise ValueError(f"a FEN needs 11 ranks: {fen!r}")
        self.board: list[str | None] = [None] * 91
        for rank, row in zip(FEN_RANKS, rows, strict=True):
            i = 0
            for token in re.findall(r"\d+|[KQRBNPkqrbnp]|.", row):
                if token.isdigit():
                    i += int(token)
                elif token.upper() in "KQRBNP":
                    self.board[rank[i]] = token
                    i += 1
                else:
                    raise ValueError(f"bad FEN character {token!r}")
            if i != len(rank):
                raise ValueError(f"rank {row!r} does not fill {len(rank)} cells")
        self.turn = fields[1] if len(fields) > 1 else "w"
        ep = fields[3] if len(fields) > 3 else "-"
        self.ep = None if ep == "-" else CELL[ep]
        self.halfmove = int(fields[4]) if len(fields) > 4 else 0
        self.fullmove = int(fields[5]) if len(fields) > 5 else 1

    def copy(self) -> Position:
        p = Position.__new__(Position)
        p.variant, p.board, p.turn = self.variant, self.board[:], self.turn
        p.ep, p.halfmove, p.fullmove = self.ep, self.halfmove, self.fullmove
        return p

    def fen(self) -> str:
        rows = []
        for rank in FEN_RANKS:
            row, empty = "", 0
            for c in rank:
                if self.board[c] is None:
                    empty += 1
                else:
                    row += (str(empty) if empty else "") + self.board[c]
                    empty = 0
            rows.append(row + (str(empty) if empty else ""))
        # The passed cell is written only where a pawn may take on it (python-chess's
        # en_passant="legal", Fairy-Stockfish's): a FEN names what the position allows.
        pawn = "P" if self.turn == "w" else "p"
        takes = self.ep is not None and any(
            to == self.ep and self.board[frm] == pawn for frm, to, _ in self.legal_moves())
        ep = NAMES[self.ep] if takes else "-"
        return f"{'/'.join(rows)} {self.turn} - {ep} {self.halfmove} {self.fullmove}"

    # -- attacks -------------------------------------------------------------------------------

    def attacked(self, cell: int, by: str) -> bool:
        """Whether a man of side `by` attacks `cell` (pawns by their capture steps only)."""
        b = self.board
        rook, bishop, queen = ("R", "B", "Q") if by == "w" else ("r", "b", "q")
        for ray in ORTHO_RAYS[cell]:
            for c in ray:
                if b[c] is not None:
                    if b[c] == rook or b[c] == queen:
                        return True
                    break
        for ray in DIAG_RAYS[cell]:
            for c in ray:
                if b[c] is not None:
                    if b[c] == bishop or b[c] == queen:
                        return True
                    break
        knight, king, pawn = ("N", "K", "P") if by == "w" else ("n", "k", "p")
        return (any(b[c] == knight for c in KNIGHT_LEAPS[cell])
                or any(b[c] == king for c in KING_LEAPS[cell])
                or any(b[c] == pawn for c in self.variant.pawn_sources[by][cell]))

    def king(self, side: str) -> int | None:
        k = "K" if side == "w" else "k"
        return next((i for i, p in enumerate(self.board) if p == k), None)

    def in_check(self) -> bool:
        k = self.king(self.turn)
        return k is not None and self.attacked(k, "b" if self.turn == "w" else "w")

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
                one = step(frm, FORWARD[side])
                if one is not None and b[one] is None:
                    pawn_to(frm, one)
                    two = step(one, FORWARD[side])
                    if frm in self.variant.double[side] and two is not None and b[two] is None:
                        pawn_to(frm, two)
                for d in self.variant.captures[side]:
                    to = step(frm, d)
                    if to is None:
                        continue
                    if b[to] is not None and not own(b[to]):
                        pawn_to(frm, to)
                    elif to == self.ep and self._ep_victim(to) is not None:
                        pawn_to(frm, to)
                continue
            if kind in "NK":
                moves.extend((frm, to, None) for to in (KNIGHT_LEAPS if kind == "N" else KING_LEAPS)[frm]
                             if not own(b[to]))
                continue
            rays = (ORTHO_RAYS[frm] if kind in "RQ" else []) + (DIAG_RAYS[frm] if kind in "BQ" else [])
            for ray in rays:
                for to in ray:
                    if b[to] is None:
                        moves.append((frm, to, None))
                    else:
                        if not own(b[to]):
                            moves.append((frm, to, None))
                        break
        return moves

    def _ep_victim(self, ep: int) -> int | None:
        """The cell of the enemy pawn that passed over `ep`, if it stands there."""
        victim = step(ep, FORWARD["b" if self.turn == "w" else "w"])
        enemy_pawn = "p" if self.turn == "w" else "P"
        return victim if victim is not None and self.board[victim] == enemy_pawn else None

    def _apply(self, move: Move) -> None:
        """Play `move` on the board only (no side, clock or en-passant update)."""
        frm, to, promo = move
        b = self.board
        piece = b[frm]
        assert piece is not None
        if piece in "Pp" and to == self.ep and b[to] is None and COORDS[to][0] != COORDS[frm][0]:
            victim = self._ep_victim(to)
            assert victim is not None
            b[victim] = None
        b[to] = (promo.upper() if piece.isupper() else promo) if promo else piece
        b[frm] = None

    def is_legal(self, move: Move) -> bool:
        saved = self.board[:]
        self._apply(move)
        k = self.king(self.turn)
        ok = k is None or not self.attacked(k, "b" if self.turn == "w" else "w")
        self.board = saved
        return ok

    def legal_moves(self) -> list[Move]:
        return [m for m in self.pseudo_moves() if self.is_legal(m)]

    def legal_ucis(self) -> list[str]:
        return sorted(uci(m) for m in self.legal_moves())

    def push(self, move: Move) -> Position:
        """The position after `move` (a new object; this one is unchanged)."""
        frm, to, _ = move
        p = self.copy()
        piece = self.board[frm]
        assert piece is not None and colour(piece) == self.turn
        capture = self.board[to] is not None or (piece in "Pp" and COORDS[to][0] != COORDS[frm][0])
        p._apply(move)
        p.ep = None
        one = step(frm, FORWARD[self.turn])
        if piece in "Pp" and one is not None and to == step(one, FORWARD[self.turn]):
            p.ep = one  # the cell the double step passed over
        p.halfmove = 0 if piece in "Pp" or capture else self.halfmove + 1
        if self.turn == "b":
            p.fullmove += 1
        p.turn = "b" if self.turn == "w" else "w"
        return p

    def push_uci(self, text: str) -> Position:
        move = parse_uci(text)
        if move not in self.legal_moves():
            raise ValueError(f"illegal move {text} in {self.fen()}")
        return self.push(move)


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
