"""Legal moves, FEN, game ends and perft for Grant Acedrex (Alfonso X's Libro de los juegos, 1283),
written from the rules alone.

Written without reading the compiler or its definitions, so that it judges them independently.
Sources followed:

- Wikipedia, "Grant Acedrex", after the reconstruction by Jean-Louis Cazaux and Sonja Musser: the
  12 x 12 board; the setup (White R a1, lion b1, unicornio c1, giraffe d1, crocodile e1, aanca f1,
  K g1, crocodile h1, giraffe i1, unicornio j1, lion k1, R l1, pawns a4-l4; Black the same files on
  rank 12, pawns on rank 9); the men's moves; the king's first leap; no pawn double step, no en
  passant, no castling; a pawn promotes to the piece that started on its promotion square; the
  stalemated side and the side left with a bare king lose.
- The Chess Variant Pages' Game Courier preset for Grant Acedrex, for one reading: the king's leap
  goes exactly two squares orthogonally or diagonally, over anything, to an empty square only.

The men (FEN letters, upper case White):
  K king      one step any way; while it holds its first-move right (FEN field "G"/"g") it may also
              leap to a square two away orthogonally or diagonally, (+-2, 0), (0, +-2), (+-2, +-2),
              over anything, onto an EMPTY square only (the leap never captures, never attacks).
              The right is lost when the king moves (any move) or is captured.
  A aanca     one diagonal step; if that square is empty it may stop there or go on as a rook
              OUTWARD along the two orthogonal directions at 45 degrees to the step (stepping
              (+1, +1) it goes on (+1, 0) or (0, +1)); an enemy on the diagonal square may be taken
              there (and nothing beyond it); a friend there stops that diagonal.
  U unicornio a knight's leap (over anything); if the knight square is empty it may stop there or
              go on as a bishop along the one diagonal continuing the leap outward:
              (sign dx, sign dy) of the leap (dx, dy); an enemy on the knight square may be taken.
  L lion      leaps (3, 0) and (3, 1) in all directions (threeleaper + camel).
  Z giraffe   leaps (3, 2) in all directions (zebra).
  C crocodile a bishop.
  R rook      a rook.
  P pawn      one step forward onto an empty square, takes one step diagonally forward; on the
              last rank it must promote to the man that started on the promotion square's file:
              a r, b l, c u, d z, e c, f a, g a (the king's file: an aanca), h c, i z, j u, k l, l r.

Geometry: a square is (f, r) with f = file a..l = 0..11 and r = rank 1..12 = 0..11; its name is
file + rank ("a1", "l12"), its index r * 12 + f. White's pawns go up (rank + 1), Black's down.

Game end, for the side to move (Position.outcome()), in this order:
  1. the side to move has nothing but its king: it loses;
  2. (only from a FEN; play cannot reach it) the other side has nothing but its king: the other
     side loses -- the rule says a bare side loses "as soon as that happens";
  3. no legal move: it loses, in check (checkmate) or not (stalemate: the stalemater wins).
No draw rules. legal_ucis() lists the moves whatever outcome() says.

FEN: ranks 12 down to 1, counts of empty squares up to 12; side; the first-move rights ("G" for
White's king on g1, "g" for Black's on g12, "Gg", or "-"); en passant always "-"; halfmove clock
(plies since the last capture or pawn move); fullmove number (after Black's move it grows).
"""

from __future__ import annotations

import re

FILES, NF, NR = "abcdefghijkl", 12, 12
N_CELLS = NF * NR

COORDS: list[tuple[int, int]] = [(f, r) for r in range(NR) for f in range(NF)]
NAMES: list[str] = [f"{FILES[f]}{r + 1}" for f, r in COORDS]
INDEX: dict[tuple[int, int], int] = {c: i for i, c in enumerate(COORDS)}
CELL: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
assert NAMES[0] == "a1" and NAMES[11] == "l1" and NAMES[12] == "a2" and NAMES[143] == "l12"

ORTHO = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KING_STEPS = ORTHO + DIAG
KING_LEAPS = [(2 * dx, 2 * dy) for dx, dy in KING_STEPS]
KNIGHT = [(a * x, b * y) for a, b in ((1, 2), (2, 1)) for x in (1, -1) for y in (1, -1)]
LION = [(3, 0), (-3, 0), (0, 3), (0, -3)] + [(a * x, b * y) for a, b in ((3, 1), (1, 3))
                                               for x in (1, -1) for y in (1, -1)]
GIRAFFE = [(a * x, b * y) for a, b in ((3, 2), (2, 3)) for x in (1, -1) for y in (1, -1)]
assert len(set(KNIGHT)) == 8 and len(set(LION)) == 12 and len(set(GIRAFFE)) == 8

PIECES = "KAURCLZP"
FORWARD = {"w": 1, "b": -1}  # the rank step of each side's pawns
LAST_RANK = {"w": NR - 1, "b": 0}  # where they promote: 12 and 1
PROMOTION = dict(zip(FILES, "rluzcaaczulr", strict=True))  # promotion square's file -> new man
BACK_RANK = "RLUZCAKCZULR"  # White's rank 1, a to l; Black's rank 12 is the same in lower case
assert all(PROMOTION[f] == ("a" if p == "K" else p.lower()) for f, p in zip(FILES, BACK_RANK, strict=True))
KING_HOME = {"w": CELL["g1"], "b": CELL["g12"]}
RIGHT = {"w": "G", "b": "g"}

START = ("rluzcakczulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUZCAKCZULR"
         " w Gg - 0 1")

Move = tuple[int, int, str | None]  # origin, destination, promotion letter (lower case)
UCI = re.compile(r"^([a-l])(1[0-2]|[1-9])([a-l])(1[0-2]|[1-9])([rluzca]?)$")


def square(f: int, r: int) -> int | None:
    return INDEX.get((f, r))


def shift(cell: int, d: tuple[int, int]) -> int | None:
    f, r = COORDS[cell]
    return square(f + d[0], r + d[1])


def sign(x: int) -> int:
    return (x > 0) - (x < 0)


def colour(piece: str) -> str:
    return "w" if piece.isupper() else "b"


def other(side: str) -> str:
    return "b" if side == "w" else "w"


def uci(move: Move) -> str:
    return NAMES[move[0]] + NAMES[move[1]] + (move[2] or "")


def parse_uci(text: str) -> Move:
    m = UCI.match(text)
    if not m:
        raise ValueError(f"not a move: {text!r}")
    return CELL[m[1] + m[2]], CELL[m[3] + m[4]], m[5] or None


Board = list[str | None]


def reach(board: Board, frm: int) -> list[int]:
    """The squares the man on `frm` may move to or capture on, ignoring its own king's safety,
    except the king's leap and the pawn's straight step (which never capture, so never attack).
    A square holding an enemy man in this list is a square the man attacks."""
    piece = board[frm]
    assert piece is not None
    side, kind = colour(piece), piece.upper()
    out: list[int] = []

    def own(c: int) -> bool:
        p = board[c]
        return p is not None and colour(p) == side

    def ride(c: int, d: tuple[int, int]) -> None:
        """Go on from c (not included) along d: empty squares, then an enemy, stop at any man."""
        nxt = shift(c, d)
        while nxt is not None:
            if board[nxt] is None:
                out.append(nxt)
            else:
                if not own(nxt):
                    out.append(nxt)
                return
            nxt = shift(nxt, d)

    def leaps(offsets: list[tuple[int, int]]) -> None:
        for d in offsets:
            t = shift(frm, d)
            if t is not None and not own(t):
                out.append(t)

    if kind == "K":
        leaps(KING_STEPS)
    elif kind == "R":
        for d in ORTHO:
            ride(frm, d)
    elif kind == "C":
        for d in DIAG:
            ride(frm, d)
    elif kind == "L":
        leaps(LION)
    elif kind == "Z":
        leaps(GIRAFFE)
    elif kind == "A":
        for dx, dy in DIAG:
            s = shift(frm, (dx, dy))
            if s is None or own(s):
                continue
            out.append(s)
            if board[s] is None:  # empty diagonal square: on as a rook, outward
                ride(s, (dx, 0))
                ride(s, (0, dy))
    elif kind == "U":
        for dx, dy in KNIGHT:
            n = shift(frm, (dx, dy))
            if n is None or own(n):
                continue
            out.append(n)
            if board[n] is None:  # empty knight square: on as a bishop, outward
                ride(n, (sign(dx), sign(dy)))
    elif kind == "P":
        for dx in (-1, 1):
            t = shift(frm, (dx, FORWARD[side]))
            if t is not None and board[t] is not None and not own(t):
                out.append(t)
    else:
        raise ValueError(f"unknown man {piece!r}")
    return out


def _empty_board_reach() -> dict[str, list[frozenset[int]]]:
    """For each man and square, every square it could ever attack from there: its reach on an
    otherwise empty board (pawns: both forward diagonals). Other men only shorten a reach (the
    aanca and unicornio go on only over empty squares), so a man attacks a square only if the
    square is in this set; attacked() uses it to skip men that cannot reach."""
    table: dict[str, list[frozenset[int]]] = {}
    for piece in PIECES + PIECES.lower():
        cells = []
        for c in range(N_CELLS):
            if piece in "Pp":
                s = {shift(c, (dx, FORWARD[colour(piece)])) for dx in (-1, 1)} - {None}
                cells.append(frozenset(x for x in s if x is not None))
            else:
                b: Board = [None] * N_CELLS
                b[c] = piece
                cells.append(frozenset(reach(b, c)))
        table[piece] = cells
    return table


EMPTY_REACH = _empty_board_reach()


def attacked(board: Board, cell: int, by: str) -> bool:
    """Whether a man of side `by` could capture a man of the other side standing on `cell`."""
    target = board[cell]
    assert target is not None and colour(target) != by
    for c, p in enumerate(board):
        if p is not None and colour(p) == by and cell in EMPTY_REACH[p][c] and cell in reach(board, c):
            return True
    return False


def king_square(board: Board, side: str) -> int:
    k = "K" if side == "w" else "k"
    return board.index(k)


class Position:
    """A position: 144 squares (None or a FEN letter), side to move, first-move rights, clocks."""

    __slots__ = ("board", "turn", "rights", "halfmove", "fullmove")

    def __init__(self, fen: str | None = None) -> None:
        fields = (fen or START).split()
        if len(fields) != 6:
            raise ValueError(f"a FEN has 6 fields: {fen!r}")
        self.board: Board = [None] * N_CELLS
        rows = fields[0].split("/")
        if len(rows) != NR:
            raise ValueError(f"a FEN needs {NR} ranks: {fen!r}")
        for r, row in zip(range(NR - 1, -1, -1), rows, strict=True):
            f = 0
            for token in re.findall(r"\d+|.", row):
                if token.isdigit():
                    if token.startswith("0"):
                        raise ValueError(f"bad count {token!r}")
                    f += int(token)
                elif token in PIECES + PIECES.lower():
                    if f >= NF:
                        raise ValueError(f"rank {row!r} overflows its {NF} squares")
                    self.board[INDEX[(f, r)]] = token
                    f += 1
                else:
                    raise ValueError(f"bad FEN character {token!r}")
            if f != NF:
                raise ValueError(f"rank {row!r} does not fill {NF} squares")
        if self.board.count("K") != 1 or self.board.count("k") != 1:
            raise ValueError("each side needs exactly one king")
        self.turn = fields[1]
        if self.turn not in ("w", "b"):
            raise ValueError(f"bad side to move {self.turn!r}")
        if fields[2] not in ("-", "G", "g", "Gg"):
            raise ValueError(f"bad first-move rights {fields[2]!r}")
        self.rights = fields[2].replace("-", "")
        for side in "wb":
            if RIGHT[side] in self.rights and self.board[KING_HOME[side]] != ("K" if side == "w" else "k"):
                raise ValueError(f"right {RIGHT[side]} but no king on {NAMES[KING_HOME[side]]}")
        if fields[3] != "-":
            raise ValueError(f"no en passant in this game: {fields[3]!r}")
        self.halfmove, self.fullmove = int(fields[4]), int(fields[5])

    def copy(self) -> Position:
        p = Position.__new__(Position)
        p.board, p.turn, p.rights = self.board[:], self.turn, self.rights
        p.halfmove, p.fullmove = self.halfmove, self.fullmove
        return p

    def fen(self) -> str:
        rows = []
        for r in range(NR - 1, -1, -1):
            row, empty = "", 0
            for f in range(NF):
                piece = self.board[INDEX[(f, r)]]
                if piece is None:
                    empty += 1
                else:
                    row += (str(empty) if empty else "") + piece
                    empty = 0
            rows.append(row + (str(empty) if empty else ""))
        return f"{'/'.join(rows)} {self.turn} {self.rights or '-'} - {self.halfmove} {self.fullmove}"

    # -- moves ---------------------------------------------------------------------------------

    def pseudo_moves(self) -> list[Move]:
        """Every move of the side to move, ignoring its own king's safety."""
        b, side = self.board, self.turn
        moves: list[Move] = []

        def add(frm: int, to: int, pawn: bool) -> None:
            if pawn and COORDS[to][1] == LAST_RANK[side]:
                moves.append((frm, to, PROMOTION[FILES[COORDS[to][0]]]))
            else:
                moves.append((frm, to, None))

        for frm, piece in enumerate(b):
            if piece is None or colour(piece) != side:
                continue
            kind = piece.upper()
            for to in reach(b, frm):
                add(frm, to, kind == "P")
            if kind == "P":
                ahead = shift(frm, (0, FORWARD[side]))
                if ahead is not None and b[ahead] is None:
                    add(frm, ahead, True)
            if kind == "K" and RIGHT[side] in self.rights:
                for d in KING_LEAPS:
                    to = shift(frm, d)
                    if to is not None and b[to] is None:
                        moves.append((frm, to, None))
        return moves

    def _after(self, move: Move) -> Board:
        frm, to, promo = move
        b = self.board[:]
        piece = b[frm]
        assert piece is not None
        b[to] = (promo.upper() if piece.isupper() else promo) if promo else piece
        b[frm] = None
        return b

    def is_legal(self, move: Move) -> bool:
        b = self._after(move)
        return not attacked(b, king_square(b, self.turn), other(self.turn))

    def legal_moves(self) -> list[Move]:
        return [m for m in self.pseudo_moves() if self.is_legal(m)]

    def legal_ucis(self) -> list[str]:
        return sorted(uci(m) for m in self.legal_moves())

    def in_check(self) -> bool:
        return attacked(self.board, king_square(self.board, self.turn), other(self.turn))

    def push(self, move: Move) -> Position:
        """The position after `move` (a new object; this one is unchanged)."""
        frm, to, _ = move
        piece, taken = self.board[frm], self.board[to]
        assert piece is not None and colour(piece) == self.turn
        p = self.copy()
        p.board = self._after(move)
        p.turn = other(self.turn)
        if piece.upper() == "K":
            p.rights = p.rights.replace(RIGHT[self.turn], "")
        if taken is not None and taken.upper() == "K":  # not in legal play
            p.rights = p.rights.replace(RIGHT[colour(taken)], "")
        p.halfmove = 0 if piece.upper() == "P" or taken is not None else self.halfmove + 1
        if self.turn == "b":
            p.fullmove += 1
        return p

    def push_uci(self, text: str) -> Position:
        move = parse_uci(text)
        if move not in self.legal_moves():
            raise ValueError(f"illegal move {text} in {self.fen()}")
        return self.push(move)

    # -- the end -------------------------------------------------------------------------------

    def bare(self, side: str) -> bool:
        """Whether `side` has nothing but its king."""
        return all(p is None or colour(p) != side or p.upper() == "K" for p in self.board)

    def outcome(self) -> str | None:
        """None, or the result when the game is over with this side to move: "1-0" or "0-1"."""
        loses = {"w": "0-1", "b": "1-0"}
        if self.bare(self.turn):
            return loses[self.turn]
        if self.bare(other(self.turn)):
            return loses[other(self.turn)]
        if not self.legal_moves():  # checkmate or stalemate: either way the side to move loses
            return loses[self.turn]
        return None


def perft(pos: Position, depth: int) -> int:
    """Leaf count of the legal-move tree (game ends are not cut off, as is usual for perft)."""
    if depth == 0:
        return 1
    moves = pos.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(pos.push(m), depth - 1) for m in moves)


def divide(pos: Position, depth: int) -> dict[str, int]:
    """perft split by first move, for finding where two generators part."""
    return {uci(m): perft(pos.push(m), depth - 1) for m in pos.legal_moves()}
