"""Legal moves, FEN and perft for Ultima (Baroque chess), written from the rules alone.

Written without reading the compiler or its definitions, so that it checks the project's engines
independently. Plain Python, no python-chess: Ultima's captures (pincer, withdrawal, leap,
coordination, the chameleon's imitations) and its freezing have no counterpart there.

The rules as implemented (Robert Abbott's game of 1962, with the project's decisions):

1. 8x8 board. Men (FEN letter, White upper case): K king, P pincer pawn, W withdrawer, L long
   leaper, C coordinator, I immobilizer, X chameleon.
   Start: clxwkxli/pppppppp/8/8/8/8/PPPPPPPP/ILXKWXLC w - - 0 1.
2. Movement: K one step in 8 directions; P like a rook; W L C I X like a queen, over empty
   squares only. Nothing lands on an occupied square except the K (onto an enemy man, which it
   captures by displacement) and the X (one step onto the enemy K).
3. Freezing: a man on one of the 8 squares around an enemy I has no moves; so has an I next to an
   enemy X. A frozen man stays active otherwise (it freezes, partners a pincer, is the
   coordinator's king), but never captures, so never gives check.
4. Captures (all that apply to one move happen together; own men never):
   P: after moving to t, each enemy on t+d with a friendly man on t+2d (d orthogonal).
   W: the enemy one step behind its origin, against the move's direction.
   L: the enemy men it jumped (single men, each followed by an empty square; never its own men).
   C: the enemies on (file of t, rank of own king) and (file of own king, rank of t).
   K: the enemy it steps onto.  I: nothing.
   X: each enemy only as that enemy captures: a W by withdrawing, an L by leaping (it jumps only
   enemy L's), a C by coordinating, a P by pincering after an orthogonal move only, the K by
   stepping onto it; never an X or an I.
5. Check: the king of the side to move could be captured by a move of the opponent (pseudo-legal,
   freezing honoured). A move is legal only if the mover's king is not then capturable. No legal
   move: checkmated if in check (that side loses), else stalemate (a draw).
6. FEN: placement, side, "-", "-", halfmove clock (reset by a capture or a P move), fullmove
   number (+1 after Black's move). A side may have no king (set-up positions only): it is then
   never in check and its coordinator (or chameleon) coordinates nothing.

Reading chosen where the rules say nothing: a FEN in which the side NOT to move could be captured
is read as it stands (no error); the side to move may then capture that king. The opponent's
capturing move that defines check need not itself be legal (as in chess).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property

START = "clxwkxli/pppppppp/8/8/8/8/PPPPPPPP/ILXKWXLC w - - 0 1"
FILES = "abcdefgh"
EMPTY = "."
KINDS = "KPWLCIX"
ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
QUEEN = ORTHOGONAL + DIAGONAL

Board = tuple[str, ...]  # 64 squares, a1 = 0, b1 = 1, ..., h8 = 63; EMPTY or a FEN letter


def square_name(sq: int) -> str:
    return FILES[sq % 8] + str(sq // 8 + 1)


def parse_square(name: str) -> int:
    if len(name) != 2 or name[0] not in FILES or name[1] not in "12345678":
        raise ValueError(f"bad square {name!r}")
    return (int(name[1]) - 1) * 8 + FILES.index(name[0])


def _step(sq: int, d: tuple[int, int]) -> int | None:
    f, r = sq % 8 + d[0], sq // 8 + d[1]
    return r * 8 + f if 0 <= f < 8 and 0 <= r < 8 else None


# _NEXT[d][sq] == _step(sq, d), tabulated once (the move generator's hottest question)
_NEXT = {d: tuple(_step(sq, d) for sq in range(64)) for d in QUEEN}  # QUEEN holds each d and -d


def step(sq: int, d: tuple[int, int]) -> int | None:
    """The square one step from sq in direction d, or None off the board."""
    return _NEXT[d][sq]


def side_of(man: str) -> str:
    return "w" if man.isupper() else "b"


def other(side: str) -> str:
    return "b" if side == "w" else "w"


def letter(side: str, kind: str) -> str:
    """The FEN letter of `kind` (upper case) for `side`."""
    return kind if side == "w" else kind.lower()


def is_enemy(man: str, side: str) -> bool:
    return man != EMPTY and side_of(man) != side


def is_friend(man: str, side: str) -> bool:
    return man != EMPTY and side_of(man) == side


def any_man(man: str) -> bool:
    return True


def no_man(man: str) -> bool:
    return False


def of_kind(kind: str) -> Callable[[str], bool]:
    return lambda man: man.upper() == kind


@dataclass(frozen=True)
class Move:
    origin: int
    target: int
    captured: tuple[int, ...]  # sorted squares

    def uci(self) -> str:
        return square_name(self.origin) + square_name(self.target)


# -- the rules of one move ------------------------------------------------------------------------

def king_square(board: Board, side: str) -> int | None:
    k = letter(side, "K")
    return board.index(k) if k in board else None


def is_frozen(board: Board, sq: int) -> bool:
    """Rule 3: next to an enemy I; or, for an I, next to an enemy X."""
    man = board[sq]
    enemy = other(side_of(man))
    for d in QUEEN:
        n = step(sq, d)
        if n is None:
            continue
        if board[n] == letter(enemy, "I"):
            return True
        if man.upper() == "I" and board[n] == letter(enemy, "X"):
            return True
    return False


def line(board: Board, origin: int, d: tuple[int, int], side: str,
         jumpable: Callable[[str], bool]) -> Iterator[tuple[int, tuple[int, ...]]]:
    """The squares a man may stop on going from origin in direction d, each with the enemy men
    jumped on the way. An enemy man may be jumped only if jumpable(man) and the square right beyond
    it is on the board and empty; a plain slider (jumpable = no_man) stops before any man."""
    nxt = _NEXT[d]
    jumped: tuple[int, ...] = ()
    sq = nxt[origin]
    while sq is not None:
        man = board[sq]
        if man == EMPTY:
            yield sq, jumped
            sq = nxt[sq]
            continue
        beyond = nxt[sq]
        if is_enemy(man, side) and jumpable(man) and beyond is not None and board[beyond] == EMPTY:
            jumped += (sq,)
            sq = beyond
            continue
        return


def moved(board: Board, origin: int, target: int) -> Board:
    """The board with the man moved, before any capture (a displaced man is overwritten)."""
    b = list(board)
    b[target], b[origin] = b[origin], EMPTY
    return tuple(b)


def pincered(after: Board, t: int, side: str, victim: Callable[[str], bool]) -> list[int]:
    """Enemies on t+d (victim kinds) with a friendly man on t+2d, d orthogonal. `after` is the
    board with the mover already on t."""
    out = []
    for d in ORTHOGONAL:
        a = step(t, d)
        b = step(a, d) if a is not None else None
        if a is None or b is None:
            continue
        if is_enemy(after[a], side) and victim(after[a]) and is_friend(after[b], side):
            out.append(a)
    return out


def withdrawn(board: Board, origin: int, d: tuple[int, int], side: str,
              victim: Callable[[str], bool]) -> list[int]:
    """The enemy (victim kinds) one step behind the origin, against the move's direction d."""
    behind = step(origin, (-d[0], -d[1]))
    if behind is not None and is_enemy(board[behind], side) and victim(board[behind]):
        return [behind]
    return []


def coordinated(after: Board, t: int, side: str, victim: Callable[[str], bool]) -> list[int]:
    """Enemies (victim kinds) on (file of t, rank of own king) and (file of own king, rank of t)."""
    k = king_square(after, side)
    if k is None:
        return []
    corners = {(k // 8) * 8 + t % 8, (t // 8) * 8 + k % 8}
    return [c for c in corners if is_enemy(after[c], side) and victim(after[c])]


def chameleon_moves(board: Board, origin: int, side: str) -> Iterator[Move]:
    enemy_king = letter(other(side), "K")
    for d in QUEEN:
        landings = list(line(board, origin, d, side, of_kind("L")))
        first = step(origin, d)
        if first is not None and board[first] == enemy_king:
            landings.insert(0, (first, (first,)))  # the king's own capture: displacement
        for t, taken in landings:
            after = moved(board, origin, t)
            caught = set(taken)
            caught.update(withdrawn(board, origin, d, side, of_kind("W")))
            caught.update(coordinated(after, t, side, of_kind("C")))
            if d in ORTHOGONAL:  # pincering as a pawn moves: rook-like moves only
                caught.update(pincered(after, t, side, of_kind("P")))
            yield Move(origin, t, tuple(sorted(caught)))


def man_moves(board: Board, origin: int, side: str) -> Iterator[Move]:
    """The moves of the (unfrozen) man on origin, with what each captures."""
    kind = board[origin].upper()
    if kind == "K":
        for d in QUEEN:
            t = step(origin, d)
            if t is None:
                continue
            if board[t] == EMPTY:
                yield Move(origin, t, ())
            elif is_enemy(board[t], side):
                yield Move(origin, t, (t,))
    elif kind == "P":
        for d in ORTHOGONAL:
            for t, _ in line(board, origin, d, side, no_man):
                yield Move(origin, t, tuple(sorted(pincered(moved(board, origin, t), t, side, any_man))))
    elif kind == "W":
        for d in QUEEN:
            caught = tuple(withdrawn(board, origin, d, side, any_man))
            for t, _ in line(board, origin, d, side, no_man):
                yield Move(origin, t, caught)
    elif kind == "L":
        for d in QUEEN:
            for t, jumped in line(board, origin, d, side, any_man):
                yield Move(origin, t, tuple(sorted(jumped)))
    elif kind == "C":
        for d in QUEEN:
            for t, _ in line(board, origin, d, side, no_man):
                yield Move(origin, t, tuple(sorted(coordinated(moved(board, origin, t), t, side,
                                                               any_man))))
    elif kind == "I":
        for d in QUEEN:
            for t, _ in line(board, origin, d, side, no_man):
                yield Move(origin, t, ())
    elif kind == "X":
        yield from chameleon_moves(board, origin, side)
    else:
        raise AssertionError(kind)


def frozen_men(board: Board, side: str) -> set[int]:
    """The squares of `side`'s frozen men (rule 3; the same as is_frozen, all at once): around
    each enemy I every man of `side`, around each enemy X every I of `side`."""
    enemy_i, enemy_x, own_i = letter(other(side), "I"), letter(other(side), "X"), letter(side, "I")
    out = set()
    for sq, man in enumerate(board):
        if man == enemy_i or man == enemy_x:
            for d in QUEEN:
                n = step(sq, d)
                if n is not None and is_friend(board[n], side) and (man == enemy_i or board[n] == own_i):
                    out.add(n)
    return out


def pseudo_moves(board: Board, side: str) -> Iterator[Move]:
    """Every move of `side` by the rules of movement, capture and freezing, king safety aside."""
    frozen = frozen_men(board, side)
    for origin, man in enumerate(board):
        if is_friend(man, side) and origin not in frozen:
            yield from man_moves(board, origin, side)


def play(board: Board, move: Move) -> Board:
    b = list(board)
    man = b[move.origin]
    b[move.origin] = EMPTY
    for c in move.captured:
        b[c] = EMPTY
    b[move.target] = man  # after the captures: the king's (or X's) displaced victim is on t
    return tuple(b)


def capturable(board: Board, sq: int, by: str) -> bool:
    """Whether `by` has a move (legal or not) that captures the man on sq."""
    return any(sq in m.captured for m in pseudo_moves(board, by))


def king_in_danger(board: Board, side: str) -> bool:
    k = king_square(board, side)
    return k is not None and capturable(board, k, other(side))


# -- positions ------------------------------------------------------------------------------------

def parse_placement(text: str) -> Board:
    rows = text.split("/")
    if len(rows) != 8:
        raise ValueError(f"the placement needs 8 ranks: {text!r}")
    board = [EMPTY] * 64
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
            elif ch.upper() in KINDS:
                if file > 7:
                    raise ValueError(f"rank too long: {row!r}")
                board[rank * 8 + file] = ch
                file += 1
                prev_digit = False
            else:
                raise ValueError(f"bad character {ch!r} in {row!r}")
        if file != 8:
            raise ValueError(f"a rank needs 8 squares: {row!r}")
    return tuple(board)


def placement(board: Board) -> str:
    rows = []
    for rank in range(7, -1, -1):
        row, run = "", 0
        for file in range(8):
            man = board[rank * 8 + file]
            if man == EMPTY:
                run += 1
            else:
                row += (str(run) if run else "") + man
                run = 0
        rows.append(row + (str(run) if run else ""))
    return "/".join(rows)


@dataclass(frozen=True)
class Position:
    board: Board
    turn: str  # "w" or "b"
    halfmove: int = 0
    fullmove: int = 1

    @classmethod
    def from_fen(cls, fen: str | None = None) -> Position:
        fen = START if fen is None else fen
        if not isinstance(fen, str):
            raise ValueError("a FEN is a string")
        fields = fen.split(" ")
        if len(fields) != 6:
            raise ValueError(f"a FEN has 6 fields: {fen!r}")
        text, side, castling, ep, half, full = fields
        board = parse_placement(text)
        if side not in ("w", "b"):
            raise ValueError(f"bad side to move {side!r}")
        if castling != "-" or ep != "-":
            raise ValueError("Ultima has no castling and no en passant: both fields are '-'")
        if not (half.isdigit() and full.isdigit()) or int(full) < 1:
            raise ValueError("the clocks are non-negative integers, the fullmove number >= 1")
        for k in "Kk":
            if board.count(k) > 1:
                raise ValueError(f"more than one {k}")
        return cls(board, side, int(half), int(full))

    def fen(self) -> str:
        return f"{placement(self.board)} {self.turn} - - {self.halfmove} {self.fullmove}"

    def __repr__(self) -> str:
        return f"Position.from_fen({self.fen()!r})"

    def man_at(self, name: str) -> str | None:
        man = self.board[parse_square(name)]
        return None if man == EMPTY else man

    @cached_property
    def _legal(self) -> dict[str, tuple[Move, Board]]:
        """uci -> (move, board after it) for every legal move."""
        out: dict[str, tuple[Move, Board]] = {}
        for m in pseudo_moves(self.board, self.turn):
            after = play(self.board, m)
            if not king_in_danger(after, self.turn):
                assert m.uci() not in out, m  # origin and target name a move uniquely
                out[m.uci()] = (m, after)
        return out

    def legal_ucis(self) -> list[str]:
        return sorted(self._legal)

    def _move(self, uci: str) -> tuple[Move, Board]:
        if uci not in self._legal:
            raise ValueError(f"illegal move {uci!r} in {self.fen()}")
        return self._legal[uci]

    def captures(self, uci: str) -> list[str]:
        """The squares of the men the legal move `uci` captures, sorted by name."""
        return sorted(square_name(s) for s in self._move(uci)[0].captured)

    def push_uci(self, uci: str) -> Position:
        move, after = self._move(uci)
        reset = bool(move.captured) or self.board[move.origin].upper() == "P"
        return Position(after, other(self.turn), 0 if reset else self.halfmove + 1,
                        self.fullmove + (1 if self.turn == "b" else 0))

    def children(self) -> list[tuple[str, Position]]:
        return [(u, self.push_uci(u)) for u in self.legal_ucis()]

    def in_check(self) -> bool:
        return king_in_danger(self.board, self.turn)

    def outcome(self) -> str | None:
        if self._legal:
            return None
        if self.in_check():
            return "0-1" if self.turn == "w" else "1-0"
        return "1/2-1/2"


def perft(pos: Position, depth: int) -> int:
    if depth == 0:
        return 1
    if depth == 1:
        return len(pos.legal_ucis())
    return sum(perft(after, depth - 1) for _, after in pos.children())


def divide(pos: Position, depth: int) -> dict[str, int]:
    assert depth >= 1
    return {uci: perft(after, depth - 1) for uci, after in pos.children()}
