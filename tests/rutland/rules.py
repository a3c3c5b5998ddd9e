"""Legal moves, FEN and perft for the Duke of Rutland's chess (1747), from the rules alone.

Written without reading the compiler or its definitions, so that it checks them independently.
Sources followed:

- chessvariants.com/historic.dir/rutland.html (after John Gollon, and The Encyclopedia of Chess
  Variants): the 14 x 10 board; the setup (White R a1, crowned rook b1, N c1, B d1 e1,
  concubine f1, K g1, Q h1, B i1 j1, N k1 l1, crowned rook m1, R n1, pawns a2-n2; Black the same
  files on rank 10, pawns on rank 9); the concubine (rook + knight) and the crowned rook
  (rook + king); pawns step one, two or three squares from their first rank, and take en passant
  on any square the pawn passed over; castling's rule is not known, Gollon suggests playing without.
- Jocly (github aclap-dev/jocly, src/games/chessbase/dukerutland-model.js and
  dukerutland-rules.html): "Triple move for Pawns (start)", "Castling: no.", en passant yes, the
  promotion choices knight, bishop, rook, queen, concubine, crowned rook. (Jocly's file places the
  men differently, N c1 d1, B e1 f1 j1 k1, Q g1, K h1, C i1, and lets a pawn that has stepped once
  from its first rank still step two; neither is followed here: the setup is Gollon's and only a
  pawn on its first rank steps more than one square.)
- A comment by Charles Gilman on chessvariants.com: in 18th-century England stalemate was a loss
  for the player who gave it; so the stalemated side wins. outcome() reports "stalemate" for it
  and the caller gives it that meaning.

Geometry: a square is (f, r) with f = file a..n = 0..13 and r = rank 1..10 = 0..9; its name is
file + rank ("a1", "n10"), its index r * 14 + f (a1 = 0, n1 = 13, a2 = 14, ..., n10 = 139).
White's pawns go up (rank + 1), Black's down. The board with its rules is symmetric under the
left-right mirror (f, r) -> (13 - f, r) and under the flip (f, r) -> (f, 9 - r) with the colours
swapped; the setup keeps the flip only.

Men (FEN letters, upper case White): K king (one step any way, royal), Q queen, R rook, B bishop,
N knight as in chess; C concubine = rook + knight; D crowned rook = rook + a king's diagonal step
(its orthogonal single steps are rook moves already); P pawn. Promotion on the last rank to
Q, R, B, N, C or D. No castling: the FEN's castling field is always "-".

En passant: after a pawn's two- or three-square step, an enemy pawn may on the very next move take
it by a diagonal capture onto any square it passed over. The FEN's en-passant field lists those
passed squares on which the side to move has such a capture counting pseudo-legal moves (one of
its pawns stands where its capture step lands on the square), in square-index order, concatenated
("e3e4"); "-" if none. A field read in allows exactly the captures on the squares it names; the
pawn taken is the first man met going on from the named squares the way the pawn went.
"""

from __future__ import annotations

import re

FILES, NF, NR = "abcdefghijklmn", 14, 10
N_CELLS = NF * NR

COORDS: list[tuple[int, int]] = [(f, r) for r in range(NR) for f in range(NF)]
NAMES: list[str] = [f"{FILES[f]}{r + 1}" for f, r in COORDS]
INDEX: dict[tuple[int, int], int] = {c: i for i, c in enumerate(COORDS)}
CELL: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
assert NAMES[0] == "a1" and NAMES[13] == "n1" and NAMES[14] == "a2" and NAMES[139] == "n10"

ORTHO = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT = [(a * x, b * y) for a, b in ((1, 2), (2, 1)) for x in (1, -1) for y in (1, -1)]
KING = ORTHO + DIAG
assert len(set(KNIGHT)) == 8

PROMOTIONS = "qrbncd"
FORWARD = {"w": 1, "b": -1}  # the rank step of each side's pawns
FIRST_RANK = {"w": 1, "b": 8}  # the pawns' starting rank (0-based): 2 and 9
LAST_RANK = {"w": 9, "b": 0}  # where they promote: 10 and 1


def step(cell: int, d: tuple[int, int]) -> int | None:
    f, r = COORDS[cell]
    return INDEX.get((f + d[0], r + d[1]))


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
DIAG_STEPS = _leaps(DIAG)
# a pawn of colour c takes on (+-1, forward); PAWN_SOURCES[c][x]: the squares from which it hits x
PAWN_CAPTURES = {c: [(-1, FORWARD[c]), (1, FORWARD[c])] for c in "wb"}
PAWN_SOURCES = {c: _leaps([(-dx, -dy) for dx, dy in PAWN_CAPTURES[c]]) for c in "wb"}

# The setup, as chessvariants.com gives it after Gollon; Black mirrors it across the middle rank.
SETUP = {"a1": "R", "b1": "D", "c1": "N", "d1": "B", "e1": "B", "f1": "C", "g1": "K", "h1": "Q",
         "i1": "B", "j1": "B", "k1": "N", "l1": "N", "m1": "D", "n1": "R",
         **{f"{x}2": "P" for x in FILES}}

START = "rdnbbckqbbnndr/pppppppppppppp/14/14/14/14/14/14/PPPPPPPPPPPPPP/RDNBBCKQBBNNDR w - - 0 1"

# Who attacks along each kind of line, per side: orthogonal lines (rook, queen, concubine, crowned
# rook), diagonal lines (bishop, queen), knight leaps (knight, concubine), one diagonal step (king,
# crowned rook), one step any way (king; the crowned rook's orthogonal step is a line), pawn.
ATTACKERS = {
    side: (frozenset(case("RQCD")), frozenset(case("BQ")), frozenset(case("NC")), frozenset(case("KD")),
           case("K"), case("P"))
    for side, case in (("w", str.upper), ("b", str.lower))
}

Move = tuple[int, int, str | None]  # origin, destination, promotion letter (lower case)
UCI = re.compile(r"^([a-n])(10|[1-9])([a-n])(10|[1-9])([qrbncd]?)$")


def uci(move: Move) -> str:
    return NAMES[move[0]] + NAMES[move[1]] + (move[2] or "")


def parse_uci(text: str) -> Move:
    m = UCI.match(text)
    if not m:
        raise ValueError(f"not a move: {text!r}")
    return CELL[m[1] + m[2]], CELL[m[3] + m[4]], m[5] or None


def colour(piece: str) -> str:
    return "w" if piece.isupper() else "b"


def other(side: str) -> str:
    return "b" if side == "w" else "w"


class Position:
    """A position: 140 squares (None or a FEN letter), side to move, en passant, clocks.

    `ep` is the tuple of squares (increasing index) on which the side to move may take en passant,
    as the FEN's field lists them, and `ep_victim` the square of the pawn such a capture removes.
    """

    __slots__ = ("board", "turn", "ep", "ep_victim", "halfmove", "fullmove")

    def __init__(self, fen: str | None = None) -> None:
        self.board: list[str | None] = [None] * N_CELLS
        self.ep: tuple[int, ...] = ()
        self.ep_victim: int | None = None
        if fen is None:
            for name, piece in SETUP.items():
                f, r = COORDS[CELL[name]]
                self.board[CELL[name]] = piece
                self.board[INDEX[(f, NR - 1 - r)]] = piece.lower()
            self.turn, self.halfmove, self.fullmove = "w", 0, 1
            return
        fields = fen.split()
        rows = fields[0].split("/")
        if len(rows) != NR:
            raise ValueError(f"a FEN needs {NR} ranks: {fen!r}")
        for r, row in zip(range(NR - 1, -1, -1), rows, strict=True):
            f = 0
            for token in re.findall(r"\d+|.", row):
                if token.isdigit():
                    f += int(token)
                elif token in "KQRBNCDPkqrbncdp":
                    if f >= NF:
                        raise ValueError(f"rank {row!r} overflows its {NF} squares")
                    self.board[INDEX[(f, r)]] = token
                    f += 1
                else:
                    raise ValueError(f"bad FEN character {token!r}")
            if f != NF:
                raise ValueError(f"rank {row!r} does not fill {NF} squares")
        self.turn = fields[1] if len(fields) > 1 else "w"
        if self.turn not in ("w", "b"):
            raise ValueError(f"bad side to move {self.turn!r}")
        if len(fields) > 2 and fields[2] != "-":
            raise ValueError(f"no castling in this game: {fields[2]!r}")
        ep = fields[3] if len(fields) > 3 else "-"
        if ep != "-":
            names = re.findall(r"[a-n](?:10|[1-9])", ep)
            if "".join(names) != ep:
                raise ValueError(f"bad en-passant field {ep!r}")
            cells = sorted({CELL[x] for x in names})
            if len({COORDS[c][0] for c in cells}) != 1 or any(self.board[c] is not None for c in cells):
                raise ValueError(f"en-passant squares {ep} are not empty squares of one file")
            # the pawn that passed: the first man met going on from the passed squares its way
            forward = (0, FORWARD[other(self.turn)])
            c: int | None = max(cells, key=lambda c: COORDS[c][1] * forward[1])
            while c is not None and self.board[c] is None:
                c = step(c, forward)
            if c is None or self.board[c] != ("p" if self.turn == "w" else "P"):
                raise ValueError(f"no pawn passed over {ep}")
            self.ep, self.ep_victim = tuple(cells), c
        self.halfmove = int(fields[4]) if len(fields) > 4 else 0
        self.fullmove = int(fields[5]) if len(fields) > 5 else 1

    def copy(self) -> Position:
        p = Position.__new__(Position)
        p.board, p.turn = self.board[:], self.turn
        p.ep, p.ep_victim = self.ep, self.ep_victim
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
        ep = "".join(NAMES[c] for c in self.ep) or "-"
        return f"{'/'.join(rows)} {self.turn} - {ep} {self.halfmove} {self.fullmove}"

    # -- attacks -------------------------------------------------------------------------------

    def attacked(self, cell: int, by: str, board: list[str | None] | None = None) -> bool:
        """Whether a man of side `by` attacks `cell` (pawns by their capture steps only)."""
        b = self.board if board is None else board
        straight, slanting, leapers, diagonal_steppers, king, pawn = ATTACKERS[by]
        for ray in ORTHO_RAYS[cell]:
            for c in ray:
                if b[c] is not None:
                    if b[c] in straight:
                        return True
                    break
        for ray in DIAG_RAYS[cell]:
            for c in ray:
                if b[c] is not None:
                    if b[c] in slanting:
                        return True
                    break
        return (any(b[c] in leapers for c in KNIGHT_LEAPS[cell])
                or any(b[c] in diagonal_steppers for c in DIAG_STEPS[cell])
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
        """Every move of the side to move, ignoring its own king's safety."""
        b, side = self.board, self.turn
        moves: list[Move] = []

        def own(p: str | None) -> bool:
            return p is not None and colour(p) == side

        def pawn_to(frm: int, to: int) -> None:
            if COORDS[to][1] == LAST_RANK[side]:
                moves.extend((frm, to, letter) for letter in PROMOTIONS)
            else:
                moves.append((frm, to, None))

        for frm, piece in enumerate(b):
            if piece is None or colour(piece) != side:
                continue
            kind = piece.upper()
            if kind == "P":
                # one square; from the first rank two or three, every square passed empty
                steps = 3 if COORDS[frm][1] == FIRST_RANK[side] else 1
                ahead = step(frm, (0, FORWARD[side]))
                for _ in range(steps):
                    if ahead is None or b[ahead] is not None:
                        break
                    pawn_to(frm, ahead)
                    ahead = step(ahead, (0, FORWARD[side]))
                for d in PAWN_CAPTURES[side]:
                    diag = step(frm, d)
                    if diag is None:
                        continue
                    if b[diag] is not None:
                        if not own(b[diag]):
                            pawn_to(frm, diag)
                    elif diag in self.ep:
                        pawn_to(frm, diag)
                continue
            targets: list[int] = []
            if kind == "K":
                targets += KING_LEAPS[frm]
            if kind in "NC":
                targets += KNIGHT_LEAPS[frm]
            if kind == "D":
                targets += DIAG_STEPS[frm]
            moves.extend((frm, to, None) for to in targets if not own(b[to]))
            rays = (ORTHO_RAYS[frm] if kind in "RQCD" else []) + (DIAG_RAYS[frm] if kind in "BQ" else [])
            for ray in rays:
                for to in ray:
                    if b[to] is None:
                        moves.append((frm, to, None))
                    else:
                        if not own(b[to]):
                            moves.append((frm, to, None))
                        break
        return moves

    def _is_ep(self, move: Move) -> bool:
        frm, to, _ = move
        return self.board[frm] in ("P", "p") and self.board[to] is None and COORDS[to][0] != COORDS[frm][0]

    def _apply(self, move: Move) -> None:
        """Play `move` on the board only (no side, clock or en-passant update)."""
        frm, to, promo = move
        b = self.board
        piece = b[frm]
        assert piece is not None
        if self._is_ep(move):
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
        return [m for m in self.pseudo_moves() if self.is_legal(m)]

    def legal_ucis(self) -> list[str]:
        return sorted(uci(m) for m in self.legal_moves())

    def push(self, move: Move) -> Position:
        """The position after `move` (a new object; this one is unchanged)."""
        frm, to, _ = move
        p = self.copy()
        piece = self.board[frm]
        assert piece is not None and colour(piece) == self.turn
        capture = self.board[to] is not None or self._is_ep(move)
        p._apply(move)
        p.turn = other(self.turn)
        p.ep, p.ep_victim = (), None
        if piece in "Pp" and abs(COORDS[to][1] - COORDS[frm][1]) >= 2:
            passed: list[int] = []
            c = step(frm, (0, FORWARD[self.turn]))
            while c != to:
                assert c is not None
                passed.append(c)
                c = step(c, (0, FORWARD[self.turn]))
            # only the squares an enemy pawn could take on (pseudo-legally) are kept
            takers = "P" if p.turn == "w" else "p"
            ep = [c for c in passed if any(p.board[s] == takers for s in PAWN_SOURCES[p.turn][c])]
            if ep:
                p.ep, p.ep_victim = tuple(sorted(ep)), to
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
    """"checkmate" (the side to move has lost), "stalemate" (the side to move, not in check, has no
    move: under the 'stalemater loses' rule it has WON) or None. Repetition and move limits are
    not considered."""
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
