"""Legal moves, FEN and perft for Shafran's hexagonal chess (Isaak Shafran, 1939), from the rules alone.

Written without reading the compiler or its definitions, so that it checks them independently.
Sources followed:

- greenchess.net/rules.php?v=shafran: pawns "capture diagonally forward (in bishop's directions)",
  move one, two or three fields from their initial position "so they can reach the middle of the
  board", promote on the two far edges; castling on the queen's and the bishop's side, each short
  (king two fields, rook three) or long (king three, rook two); otherwise the rules of chess
  (en passant, stalemate a draw). The other men move as in McCooey's/Gliński's hexagonal chess.
- chessvariants.org/rules/shafrans-hexagonal-chess: the 70-cell board with vertical files and
  "descending" ranks, White's king on the lowest cell e1, the king's 12 steps, castling "as in
  Chess" apart from the distance, en passant on either passed cell of a two- or three-step move.
- Jocly (github aclap-dev/jocly, src/games/chessbase/shafran-model.js): the cell names, the
  setup (pawns a2 b2 c2 d2 e2 f3 g4 h5 i6 and their 1/2/3-step classes, pieces, Black turned half
  round), the promotion edges and the four castlings per side (king to c1/b1 with the a1 rook to
  d1/c1, king to g3/h4 with the i5 rook to f2/g3; Black alike on e10's two lines).

Geometry: axial coordinates (q, n), q = file index (a = 0 .. i = 8), n = the cell's number. The
files hold a1-a6, b1-b7, c1-c8, d1-d9, e1-e10, f2-f10, g3-g10, h4-h10, i5-i10; a "rank" (cells of
one number) is a straight line running from upper-left to lower-right. The six orthogonal
neighbours (through a side) are up (0, 1), upper-right (1, 1), lower-right (1, 0), down (0, -1),
lower-left (-1, -1), upper-left (-1, 0). A diagonal step is the sum of two neighbouring orthogonal
steps (through a corner): (1, 2), (2, 1), (1, -1), (-1, -2), (-2, -1), (-1, 1). A knight leap is
two orthogonal steps in one direction and one more turned 60 degrees either way (12 leaps). White's
pawns go up and take on (1, 2) and (-1, 1) (the two forward diagonals); Black's are the negations.
The board is symmetric under the half turn (q, n) -> (8 - q, 11 - n), which maps White's setup
onto Black's.
"""

from __future__ import annotations

import re

FILES = "abcdefghi"
ORTHO = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)]  # turning clockwise from "up"
DIAG = [(ORTHO[i][0] + ORTHO[(i + 1) % 6][0], ORTHO[i][1] + ORTHO[(i + 1) % 6][1]) for i in range(6)]
KNIGHT = [(2 * ORTHO[i][0] + ORTHO[j][0], 2 * ORTHO[i][1] + ORTHO[j][1])
          for i in range(6) for j in ((i + 5) % 6, (i + 1) % 6)]
KING = ORTHO + DIAG
PROMOTIONS = "qrbn"
FORWARD = {"w": (0, 1), "b": (0, -1)}
PAWN_CAPTURES = {"w": ((1, 2), (-1, 1)), "b": ((-1, -2), (1, -1))}


def bottom(q: int) -> int:
    return 1 if q <= 4 else q - 3


def top(q: int) -> int:
    return 6 + q if q <= 4 else 10


def hex_distance(d: tuple[int, int]) -> int:
    # with these axes the third cube coordinate is q - n
    return max(abs(d[0]), abs(d[1]), abs(d[0] - d[1]))


assert sorted(DIAG) == sorted([(1, 2), (2, 1), (1, -1), (-1, -2), (-2, -1), (-1, 1)])
assert len(set(KNIGHT)) == 12 and all(hex_distance(d) == 3 for d in KNIGHT)
assert not set(KNIGHT) & {(k * a, k * b) for a, b in KING for k in range(1, 4)}

# Cells are numbered file by file: a1..a6, b1..b7, ..., i5..i10.
COORDS: list[tuple[int, int]] = [(q, n) for q in range(9) for n in range(bottom(q), top(q) + 1)]
NAMES: list[str] = [f"{FILES[q]}{n}" for q, n in COORDS]
INDEX: dict[tuple[int, int], int] = {c: i for i, c in enumerate(COORDS)}
CELL: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
N_CELLS = len(COORDS)
assert N_CELLS == 70


def step(cell: int, d: tuple[int, int]) -> int | None:
    q, n = COORDS[cell]
    return INDEX.get((q + d[0], n + d[1]))


# the checks named in the task: e1's upper-right neighbour is f2, a1's and d1's lower-right b1, e1
assert step(CELL["e1"], (1, 1)) == CELL["f2"]
assert step(CELL["a1"], (1, 0)) == CELL["b1"] and step(CELL["d1"], (1, 0)) == CELL["e1"]


def _rays(dirs: list[tuple[int, int]]) -> list[list[list[int]]]:
    table = []
    for cell in range(N_CELLS):
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
    return [[t for t in (step(cell, d) for d in dirs) if t is not None] for cell in range(N_CELLS)]


ORTHO_RAYS = _rays(ORTHO)
DIAG_RAYS = _rays(DIAG)
KNIGHT_LEAPS = _leaps(KNIGHT)
KING_LEAPS = _leaps(KING)
# the cells from which a pawn of colour c attacks a cell (its capture steps reversed)
PAWN_SOURCES = {c: [[s for s in (INDEX.get((q - d[0], n - d[1])) for d in PAWN_CAPTURES[c]) if s is not None]
                    for (q, n) in COORDS] for c in "wb"}
# FEN order: rank 10 down to rank 1, each rank from file a to file i (only the cells that exist)
FEN_RANKS = [[INDEX[(q, k)] for q in range(9) if (q, k) in INDEX] for k in range(10, 0, -1)]


def _cells(names: str) -> list[int]:
    return [CELL[x] for x in names.split()]


# How far a pawn of each colour may go on its first move, from its start cell ("to the middle").
FIRST_STEPS = {
    "w": {**dict.fromkeys(_cells("d2 e2 f3"), 3), **dict.fromkeys(_cells("b2 c2 g4 h5"), 2),
          **dict.fromkeys(_cells("a2 i6"), 1)},
    "b": {**dict.fromkeys(_cells("d8 e9 f9"), 3), **dict.fromkeys(_cells("c7 b6 g9 h9"), 2),
          **dict.fromkeys(_cells("a5 i9"), 1)},
}
# The far edges: the top cell of each file for White, the bottom one for Black.
PROMOTION_CELLS = {"w": frozenset(_cells("a6 b7 c8 d9 e10 f10 g10 h10 i10")),
                   "b": frozenset(_cells("a1 b1 c1 d1 e1 f2 g3 h4 i5"))}
assert PROMOTION_CELLS["w"] == {INDEX[(q, top(q))] for q in range(9)}
assert PROMOTION_CELLS["b"] == {INDEX[(q, bottom(q))] for q in range(9)}

# Castling: FEN letter -> (king from, rook from, cells strictly between, [(king to, rook to,
# cells the king passes over or lands on)] for short then long).
CASTLINGS = {
    "K": ("e1", "i5", "f2 g3 h4", [("g3", "f2", "f2 g3"), ("h4", "g3", "f2 g3 h4")]),
    "Q": ("e1", "a1", "d1 c1 b1", [("c1", "d1", "d1 c1"), ("b1", "c1", "d1 c1 b1")]),
    "k": ("e10", "i10", "f10 g10 h10", [("g10", "f10", "f10 g10"), ("h10", "g10", "f10 g10 h10")]),
    "q": ("e10", "a6", "d9 c8 b7", [("c8", "d9", "d9 c8"), ("b7", "c8", "d9 c8 b7")]),
}
CASTLING_ORDER = "KQkq"
# a move from or to one of these cells loses the rights listed
RIGHTS_LOST = {CELL["e1"]: "KQ", CELL["e10"]: "kq", CELL["i5"]: "K", CELL["a1"]: "Q",
               CELL["i10"]: "k", CELL["a6"]: "q"}

START = "kqbnr/bppppp/np5/bp6/rp6P/p6PR/6PB/5PN/PPPPPB/RNBQK w KQkq - 0 1"

Move = tuple[int, int, str | None]  # origin, destination, promotion letter
UCI = re.compile(r"^([a-i])(\d{1,2})([a-i])(\d{1,2})([qrbn]?)$")


def uci(move: Move) -> str:
    return NAMES[move[0]] + NAMES[move[1]] + (move[2] or "")


def parse_uci(text: str) -> Move:
    m = UCI.match(text)
    if not m or m[1] + m[2] not in CELL or m[3] + m[4] not in CELL:
        raise ValueError(f"not a move: {text!r}")
    return CELL[m[1] + m[2]], CELL[m[3] + m[4]], m[5] or None


def colour(piece: str) -> str:
    return "w" if piece.isupper() else "b"


def other(side: str) -> str:
    return "b" if side == "w" else "w"


class Position:
    """A position: 70 cells (None or a FEN letter), side to move, castling rights, en passant, clocks.

    `ep` is the tuple of cells (increasing number) on which the side to move may take en passant,
    as the FEN's field lists them, and `ep_victim` the cell of the pawn such a capture removes.
    """

    __slots__ = ("board", "turn", "castling", "ep", "ep_victim", "halfmove", "fullmove")

    def __init__(self, fen: str | None = None) -> None:
        fields = (fen or START).split()
        rows = fields[0].split("/")
        if len(rows) != 10:
            raise ValueError(f"a FEN needs 10 ranks: {fen!r}")
        self.board: list[str | None] = [None] * N_CELLS
        for rank, row in zip(FEN_RANKS, rows, strict=True):
            i = 0
            for token in re.findall(r"\d+|.", row):
                if token.isdigit():
                    i += int(token)
                elif token in "KQRBNPkqrbnp":
                    if i >= len(rank):
                        raise ValueError(f"rank {row!r} overflows its {len(rank)} cells")
                    self.board[rank[i]] = token
                    i += 1
                else:
                    raise ValueError(f"bad FEN character {token!r}")
            if i != len(rank):
                raise ValueError(f"rank {row!r} does not fill {len(rank)} cells")
        self.turn = fields[1] if len(fields) > 1 else "w"
        if self.turn not in ("w", "b"):
            raise ValueError(f"bad side to move {self.turn!r}")
        castling = fields[2] if len(fields) > 2 else "-"
        if castling != "-" and (not set(castling) <= set(CASTLING_ORDER)):
            raise ValueError(f"bad castling field {castling!r}")
        self.castling = "".join(c for c in CASTLING_ORDER if c in castling)
        self.ep: tuple[int, ...] = ()
        self.ep_victim: int | None = None
        ep = fields[3] if len(fields) > 3 else "-"
        if ep != "-":
            names = re.findall(r"[a-i]\d{1,2}", ep)
            if "".join(names) != ep or not all(x in CELL for x in names):
                raise ValueError(f"bad en-passant field {ep!r}")
            self.ep = tuple(sorted((CELL[x] for x in names), key=lambda c: COORDS[c][1]))
            # the pawn that passed: the first man met going on from the passed cells the way it went
            forward = FORWARD[other(self.turn)]
            c = max(self.ep, key=lambda c: COORDS[c][1] * forward[1])
            while c is not None and self.board[c] is None:
                c = step(c, forward)
            if c is None or self.board[c] != ("p" if self.turn == "w" else "P"):
                raise ValueError(f"no pawn passed over {ep}")
            self.ep_victim = c
        self.halfmove = int(fields[4]) if len(fields) > 4 else 0
        self.fullmove = int(fields[5]) if len(fields) > 5 else 1

    def copy(self) -> Position:
        p = Position.__new__(Position)
        p.board, p.turn, p.castling = self.board[:], self.turn, self.castling
        p.ep, p.ep_victim = self.ep, self.ep_victim
        p.halfmove, p.fullmove = self.halfmove, self.fullmove
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
        ep = "".join(NAMES[c] for c in self.ep) or "-"
        return f"{'/'.join(rows)} {self.turn} {self.castling or '-'} {ep} {self.halfmove} {self.fullmove}"

    # -- attacks -------------------------------------------------------------------------------

    def attacked(self, cell: int, by: str, board: list[str | None] | None = None) -> bool:
        """Whether a man of side `by` attacks `cell` (pawns by their capture steps only)."""
        b = self.board if board is None else board
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
                or any(b[c] == pawn for c in PAWN_SOURCES[by][cell]))

    def king(self, side: str, board: list[str | None] | None = None) -> int | None:
        k = "K" if side == "w" else "k"
        b = self.board if board is None else board
        return next((i for i, p in enumerate(b) if p == k), None)

    def in_check(self) -> bool:
        k = self.king(self.turn)
        return k is not None and self.attacked(k, other(self.turn))

    # -- moves ---------------------------------------------------------------------------------

    def pseudo_moves(self) -> list[Move]:
        """Every move of the side to move but castling, ignoring its own king's safety."""
        b, side = self.board, self.turn
        moves: list[Move] = []

        def own(p: str | None) -> bool:
            return p is not None and colour(p) == side

        def pawn_to(frm: int, to: int) -> None:
            if to in PROMOTION_CELLS[side]:
                moves.extend((frm, to, letter) for letter in PROMOTIONS)
            else:
                moves.append((frm, to, None))

        for frm, piece in enumerate(b):
            if piece is None or colour(piece) != side:
                continue
            kind = piece.upper()
            if kind == "P":
                to = frm
                for _ in range(FIRST_STEPS[side].get(frm, 1)):
                    to = step(to, FORWARD[side])
                    if to is None or b[to] is not None:
                        break
                    pawn_to(frm, to)
                for d in PAWN_CAPTURES[side]:
                    to = step(frm, d)
                    if to is None:
                        continue
                    if b[to] is not None:
                        if not own(b[to]):
                            pawn_to(frm, to)
                    elif to in self.ep:
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

    def castling_moves(self) -> list[Move]:
        """The castlings allowed now (the king's safety on every cell it crosses included)."""
        moves: list[Move] = []
        side = self.turn
        king, rook = ("K", "R") if side == "w" else ("k", "r")
        for right in self.castling:
            if colour(right) != side:
                continue
            k_from, r_from, between, options = CASTLINGS[right]
            if self.board[CELL[k_from]] != king or self.board[CELL[r_from]] != rook:
                continue
            if any(self.board[c] is not None for c in _cells(between)):
                continue
            if self.attacked(CELL[k_from], other(side)):
                continue
            for k_to, _r_to, crossed in options:
                ok = True
                for c in _cells(crossed):
                    board = self.board[:]
                    board[CELL[k_from]], board[c] = None, king
                    if self.attacked(c, other(side), board):
                        ok = False
                        break
                if ok:
                    moves.append((CELL[k_from], CELL[k_to], None))
        return moves

    def _castling_rook(self, move: Move) -> tuple[int, int] | None:
        """The rook's (from, to) if `move` is a castling of the side to move."""
        frm, to, _ = move
        if self.board[frm] not in ("K", "k"):
            return None
        for right, (k_from, r_from, _between, options) in CASTLINGS.items():
            if colour(right) == self.turn and CELL[k_from] == frm:
                for k_to, r_to, _crossed in options:
                    if CELL[k_to] == to:
                        return CELL[r_from], CELL[r_to]
        return None

    def _apply(self, move: Move) -> None:
        """Play `move` on the board only (no side, rights, clock or en-passant update)."""
        frm, to, promo = move
        b = self.board
        piece = b[frm]
        assert piece is not None
        rook = self._castling_rook(move)
        if rook is not None:
            r_from, r_to = rook
            r = b[r_from]
            b[r_from] = None
            b[frm] = None
            b[r_to] = r
            b[to] = piece
            return
        if piece in "Pp" and b[to] is None and COORDS[to][0] != COORDS[frm][0]:
            assert to in self.ep and self.ep_victim is not None
            b[self.ep_victim] = None
        b[to] = (promo.upper() if piece.isupper() else promo) if promo else piece
        b[frm] = None

    def is_legal(self, move: Move) -> bool:
        saved = self.board[:]
        self._apply(move)
        k = self.king(self.turn)
        ok = k is None or not self.attacked(k, other(self.turn))
        self.board = saved
        return ok

    def legal_moves(self) -> list[Move]:
        return [m for m in self.pseudo_moves() + self.castling_moves() if self.is_legal(m)]

    def legal_ucis(self) -> list[str]:
        return sorted(uci(m) for m in self.legal_moves())

    def push(self, move: Move) -> Position:
        """The position after `move` (a new object; this one is unchanged)."""
        frm, to, _ = move
        p = self.copy()
        piece = self.board[frm]
        assert piece is not None and colour(piece) == self.turn
        castle = self._castling_rook(move) is not None
        capture = not castle and (self.board[to] is not None
                                  or (piece in "Pp" and COORDS[to][0] != COORDS[frm][0]))
        p._apply(move)
        lost = RIGHTS_LOST.get(frm, "") + RIGHTS_LOST.get(to, "")
        p.castling = "".join(c for c in self.castling if c not in lost)
        p.turn = other(self.turn)
        p.ep, p.ep_victim = (), None
        if piece in "Pp" and abs(COORDS[to][1] - COORDS[frm][1]) >= 2 and COORDS[to][0] == COORDS[frm][0]:
            passed, c = [], step(frm, FORWARD[self.turn])
            while c != to:
                passed.append(c)
                c = step(c, FORWARD[self.turn])
            # only the cells an enemy pawn could take on (pseudo-legally) are kept
            takers = "P" if p.turn == "w" else "p"
            ep = [c for c in passed if any(p.board[s] == takers for s in PAWN_SOURCES[p.turn][c])]
            if ep:
                p.ep = tuple(sorted(ep, key=lambda c: COORDS[c][1]))
                p.ep_victim = to
        p.halfmove = 0 if piece in "Pp" or capture else self.halfmove + 1
        if self.turn == "b":
            p.fullmove += 1
        return p

    def push_uci(self, text: str) -> Position:
        move = parse_uci(text)
        if move not in self.legal_moves():
            raise ValueError(f"illegal move {text} in {self.fen()}")
        return self.push(move)


def outcome(pos: Position) -> str | None:
    """"checkmate" (the side to move has lost), "stalemate" (a draw) or None."""
    if pos.legal_moves():
        return None
    return "checkmate" if pos.in_check() else "stalemate"


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
