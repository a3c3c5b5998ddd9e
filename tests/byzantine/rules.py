"""Legal moves, FEN, perft and the end of the game for Byzantine (round) chess, from the rules alone.

Written without reading the compiler or its definitions, so that it checks them independently.
Rules followed: the project's statement of the game (shatranj's men on the round board of 4 rings
x 16 sectors, two kinds of pawn, stalemate and a bare king lose), nothing else; the historic rule
removing two pawns that block each other head-on is left out.

Geometry: a cell is (f, r) with f = file a..d = 0..3 (the rings, a the outermost) and r = rank
1..16 = 0..15 (the sectors round the circle). Its name is file + rank, "a1", "d16"; its index
r * 4 + f. The ranks close into a circle (rank 16 is next to rank 1); the files do not (a and d
are not joined). Every line and leap wraps across the 16/1 seam.

Men (shatranj's):
- K king: one step in any of the 8 directions; royal.
- Q general (fers): one step diagonally.
- R rook: round the ring along its file, any distance in either direction up to the first man
  (taking it if an enemy), at most 15 cells (never onto or past its own cell); and across the
  rings along its rank, at most 3 cells, without wrapping.
- B elephant (alfil): leaps (+-2, +-2).
- N knight: leaps (+-1, +-2) and (+-2, +-1).
- Pawns step one cell straight on along their file and take one cell diagonally forward; no
  double step, promotion or en passant. Forward is rank + 1 for White's P and Black's o, rank - 1
  for White's O and Black's p.

End of the game (outcome): checkmate and stalemate lose for the side to move; a side whose only
man is its king is bare. Decided: the state needs no flag beyond the board and the side to move.
In play a bare side to move has always just been made bare (a bare side that has moved has ended
the game), so it gets its reply; the side to move facing a bare opponent means that reply has been
played: the game is over, "bare king" (the bare side lost); both sides bare is a draw.
"""

from __future__ import annotations

import re

FILES, NF, NR = "abcd", 4, 16
NCELLS = NF * NR

COORDS: list[tuple[int, int]] = [(f, r) for r in range(NR) for f in range(NF)]
NAMES: list[str] = [FILES[f] + str(r + 1) for (f, r) in COORDS]
CELL: dict[str, int] = {n: i for i, n in enumerate(NAMES)}

KING = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
GENERAL = [(df, dr) for df in (-1, 1) for dr in (-1, 1)]
ELEPHANT = [(df, dr) for df in (-2, 2) for dr in (-2, 2)]
KNIGHT = [(df, dr) for df in (-2, -1, 1, 2) for dr in (-2, -1, 1, 2) if abs(df) != abs(dr)]
assert (len(KING), len(GENERAL), len(ELEPHANT), len(KNIGHT)) == (8, 4, 4, 8)

# the rank step of each pawn letter: White's P and Black's o go up, White's O and Black's p down
FORWARD = {"P": 1, "o": 1, "O": -1, "p": -1}
PAWNS = {"w": "PO", "b": "po"}
LETTERS = "KQRBNPO"


def index(f: int, r: int) -> int | None:
    """The cell at file f and rank r (the rank taken round the circle), None off the files."""
    return (r % NR) * NF + f if 0 <= f < NF else None


def step(cell: int, d: tuple[int, int]) -> int | None:
    f, r = COORDS[cell]
    return index(f + d[0], r + d[1])


def _leaps(dirs: list[tuple[int, int]]) -> list[list[int]]:
    return [[t for t in (step(c, d) for d in dirs) if t is not None] for c in range(NCELLS)]


def _rook_rays(cell: int) -> list[list[int]]:
    f, r = COORDS[cell]
    up = [index(f, r + k) for k in range(1, NR)]  # round the ring, 15 cells each way
    down = [index(f, r - k) for k in range(1, NR)]
    out = [index(g, r) for g in range(f + 1, NF)]  # across the rings, no wrap
    inn = [index(g, r) for g in range(f - 1, -1, -1)]
    return [[c for c in ray if c is not None] for ray in (up, down, out, inn) if ray]


KING_LEAPS, GENERAL_LEAPS = _leaps(KING), _leaps(GENERAL)
ELEPHANT_LEAPS, KNIGHT_LEAPS = _leaps(ELEPHANT), _leaps(KNIGHT)
LEAPS = {"K": KING_LEAPS, "Q": GENERAL_LEAPS, "B": ELEPHANT_LEAPS, "N": KNIGHT_LEAPS}
ROOK_RAYS = [_rook_rays(c) for c in range(NCELLS)]
# per pawn letter: the cell it steps to, the cells it takes on, the cells from which it takes a cell
PAWN_STEP = {p: [step(c, (0, d)) for c in range(NCELLS)] for p, d in FORWARD.items()}
PAWN_TAKES = {p: _leaps([(-1, d), (1, d)]) for p, d in FORWARD.items()}
PAWN_SOURCES = {p: _leaps([(-1, -d), (1, -d)]) for p, d in FORWARD.items()}

# FEN order: rank 16 down to rank 1, each rank from file a to d
FEN_RANKS = [[r * NF + f for f in range(NF)] for r in reversed(range(NR))]
START = "4/4/4/4/oooo/rnbq/rnbk/pppp/4/4/4/4/PPPP/RNBK/RNBQ/OOOO w - - 0 1"

Move = tuple[int, int]  # origin, destination
UCI = re.compile(r"^([a-d](?:1[0-6]|[1-9]))([a-d](?:1[0-6]|[1-9]))$")


def uci(move: Move) -> str:
    return NAMES[move[0]] + NAMES[move[1]]


def parse_uci(text: str) -> Move:
    m = UCI.match(text)
    if not m:
        raise ValueError(f"not a move: {text!r}")
    return CELL[m[1]], CELL[m[2]]


def colour(piece: str) -> str:
    return "w" if piece.isupper() else "b"


def other(side: str) -> str:
    return "b" if side == "w" else "w"


class Position:
    """A position: 64 cells (None or a FEN letter), side to move and the two clocks."""

    __slots__ = ("board", "turn", "halfmove", "fullmove")

    def __init__(self, fen: str | None = None) -> None:
        fields = (fen or START).split()
        rows = fields[0].split("/")
        if len(rows) != NR:
            raise ValueError(f"a FEN needs 16 ranks: {fen!r}")
        self.board: list[str | None] = [None] * NCELLS
        for rank, row in zip(FEN_RANKS, rows, strict=True):
            i = 0
            for token in re.findall(r"\d+|.", row):
                if token.isdigit():
                    i += int(token)
                elif token.upper() in LETTERS and i < NF:
                    self.board[rank[i]] = token
                    i += 1
                else:
                    raise ValueError(f"bad FEN rank {row!r}")
            if i != NF:
                raise ValueError(f"rank {row!r} does not fill 4 cells")
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
        return f"{'/'.join(rows)} {self.turn} - - {self.halfmove} {self.fullmove}"

    # -- attacks -------------------------------------------------------------------------------

    def attacked(self, cell: int, by: str) -> bool:
        """Whether a man of side `by` attacks `cell` (pawns by their capture cells only)."""
        b = self.board
        rook = "R" if by == "w" else "r"
        for ray in ROOK_RAYS[cell]:
            for c in ray:
                if b[c] is not None:
                    if b[c] == rook:
                        return True
                    break
        for kind, table in LEAPS.items():
            man = kind if by == "w" else kind.lower()
            if any(b[c] == man for c in table[cell]):
                return True
        return any(b[c] == pawn for pawn in PAWNS[by] for c in PAWN_SOURCES[pawn][cell])

    def king(self, side: str) -> int | None:
        k = "K" if side == "w" else "k"
        return next((i for i, p in enumerate(self.board) if p == k), None)

    def in_check(self) -> bool:
        k = self.king(self.turn)
        return k is not None and self.attacked(k, other(self.turn))

    def bare(self, side: str) -> bool:
        """Whether `side` has a king and no other man."""
        men = [p for p in self.board if p is not None and colour(p) == side]
        return men == ["K" if side == "w" else "k"]

    def ended(self) -> str | None:
        """"draw" (both kings alone), "bare king" (the bare side has had its reply) or None."""
        if self.bare("w") and self.bare("b"):
            return "draw"
        if self.bare(other(self.turn)):
            return "bare king"
        return None

    # -- moves ---------------------------------------------------------------------------------

    def pseudo_moves(self) -> list[Move]:
        b, side = self.board, self.turn
        moves: list[Move] = []

        def own(p: str | None) -> bool:
            return p is not None and colour(p) == side

        for frm, piece in enumerate(b):
            if piece is None or colour(piece) != side:
                continue
            kind = piece.upper()
            if kind in "PO":
                to = PAWN_STEP[piece][frm]
                if to is not None and b[to] is None:
                    moves.append((frm, to))
                moves.extend((frm, t) for t in PAWN_TAKES[piece][frm] if b[t] is not None and not own(b[t]))
            elif kind == "R":
                seen: set[int] = set()  # on an open ring both ways round reach the same cells
                for ray in ROOK_RAYS[frm]:
                    for to in ray:
                        if b[to] is None or not own(b[to]):
                            if to not in seen:
                                seen.add(to)
                                moves.append((frm, to))
                        if b[to] is not None:
                            break
            else:
                moves.extend((frm, to) for to in LEAPS[kind][frm] if not own(b[to]))
        return moves

    def _apply(self, move: Move) -> None:
        """Play `move` on the board only (no side or clock update)."""
        frm, to = move
        self.board[to] = self.board[frm]
        self.board[frm] = None

    def is_legal(self, move: Move) -> bool:
        saved = self.board[:]
        self._apply(move)
        k = self.king(self.turn)
        ok = k is None or not self.attacked(k, other(self.turn))
        self.board = saved
        return ok

    def legal_moves(self) -> list[Move]:
        """The legal moves, none once the game has ended (see outcome)."""
        if self.ended() is not None:
            return []
        return [m for m in self.pseudo_moves() if self.is_legal(m)]

    def legal_ucis(self) -> list[str]:
        return sorted(uci(m) for m in self.legal_moves())

    def push(self, move: Move) -> Position:
        """The position after `move` (a new object; this one is unchanged)."""
        frm, to = move
        piece = self.board[frm]
        assert piece is not None and colour(piece) == self.turn
        p = self.copy()
        capture = self.board[to] is not None
        p._apply(move)
        p.halfmove = 0 if piece in "PpOo" or capture else self.halfmove + 1
        if self.turn == "b":
            p.fullmove += 1
        p.turn = other(self.turn)
        return p

    def push_uci(self, text: str) -> Position:
        move = parse_uci(text)
        if move not in self.legal_moves():
            raise ValueError(f"illegal move {text} in {self.fen()}")
        return self.push(move)

    @property
    def reply_open(self) -> bool:
        """Whether the side to move is bare and still has its one reply (the other is not bare)."""
        return self.bare(self.turn) and not self.bare(other(self.turn))


def outcome(pos: Position) -> str | None:
    """How the game has ended, None while it goes on.

    "draw": both sides are bare (both kings alone, or the bare side's reply took the other's last
    man); "bare king": the side to move faces a bare opponent whose reply has been played (the bare
    side lost); "checkmate" / "stalemate": the side to move has no legal move, in check or not
    (it lost either way).
    """
    ended = pos.ended()
    if ended is not None:
        return ended
    if pos.legal_moves():
        return None
    return "checkmate" if pos.in_check() else "stalemate"


def mirrored(pos: Position) -> Position:
    """The position reflected rank r <-> 13 - r (start onto itself) with the colours swapped.

    The reflection turns up into down, so White's P (up) becomes Black's p (down) and White's O
    (down) Black's o (up): the letters only change case.
    """
    p = pos.copy()
    for f, r in COORDS:
        q = pos.board[r * NF + f]
        p.board[index(f, 11 - r)] = None if q is None else q.swapcase()
    p.turn = other(pos.turn)
    return p


def rotated(pos: Position, k: int) -> Position:
    """The position turned k sectors round the circle (every rank + k): the same game."""
    p = pos.copy()
    for c, q in enumerate(pos.board):
        f, r = COORDS[c]
        p.board[index(f, r + k)] = q
    return p


def turn_cell(cell: str, k: int) -> str:
    f, r = COORDS[CELL[cell]]
    return NAMES[index(f, r + k)]


def mirror_cell(cell: str) -> str:
    f, r = COORDS[CELL[cell]]
    return NAMES[index(f, 11 - r)]


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
