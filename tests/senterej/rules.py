"""An independent move generator for Senterej (Ethiopian chess), written from the published rules
alone (en.wikipedia.org/wiki/Senterej, senterej.com/rules) as restated in the brief; it imports
nothing from variantc. Slow and plain on purpose: a dict board, no incremental updates.

Men (FEN letters; upper case White, lower case Black):
  K negus  one step in any direction
  Q fers   one step diagonally
  B saba   leaps exactly two squares diagonally (jumps over whatever is between)
  N ferese chess knight
  R der    chess rook
  P medeq  one step straight forward to an empty square (never two); captures one square
           diagonally forward; no en passant; on the last rank becomes a Q (UCI suffix 'q')
No castling.

The free phase (werera): from the start until the first move that captures or gives check there
are no turns; the legal moves are both sides' moves, each judged as if its side were to move.
FEN side field: 'wf'/'bf' in the phase (only a hint: the side that did not make the last move),
'w'/'b' afterwards. After any move the side letter is the opponent of the mover.
"""

from __future__ import annotations

FILES = "abcdefgh"
Square = tuple[int, int]          # (file 0..7, rank 0..7); a1 = (0, 0)
Board = dict[Square, str]         # square -> FEN letter; empty squares are absent

START_FEN = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR wf - - 0 1"

KING_STEPS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
FERS_STEPS = [(-1, -1), (-1, 1), (1, -1), (1, 1)]
ALFIL_LEAPS = [(-2, -2), (-2, 2), (2, -2), (2, 2)]
KNIGHT_LEAPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
ROOK_DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1)]


# ---------------------------------------------------------------------------------------- FEN

class Position:
    def __init__(self, board: Board, side: str, free: bool, halfmove: int, fullmove: int):
        self.board = board
        self.side = side            # 'w' or 'b' (in the free phase: only the hint)
        self.free = free
        self.halfmove = halfmove
        self.fullmove = fullmove


def on_board(sq: Square) -> bool:
    return 0 <= sq[0] < 8 and 0 <= sq[1] < 8


def colour(letter: str) -> str:
    return "w" if letter.isupper() else "b"


def other(side: str) -> str:
    return "b" if side == "w" else "w"


def sq_name(sq: Square) -> str:
    return FILES[sq[0]] + str(sq[1] + 1)


def parse_sq(name: str) -> Square:
    if len(name) != 2 or name[0] not in FILES or name[1] not in "12345678":
        raise ValueError(f"bad square {name!r}")
    return FILES.index(name[0]), int(name[1]) - 1


def parse_fen(fen: str) -> Position:
    fields = fen.split()
    if len(fields) != 6:
        raise ValueError(f"FEN needs 6 fields: {fen!r}")
    placement, side_field, castling, ep, half, full = fields
    if castling != "-" or ep != "-":
        raise ValueError("castling and en-passant fields must be '-'")
    if side_field not in ("w", "b", "wf", "bf"):
        raise ValueError(f"bad side field {side_field!r}")
    rows = placement.split("/")
    if len(rows) != 8:
        raise ValueError("placement needs 8 ranks")
    board: Board = {}
    for i, row in enumerate(rows):
        rank = 7 - i
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            elif ch in "KQBNRPkqbnrp":
                if f > 7:
                    raise ValueError(f"rank {rank + 1} too long")
                board[(f, rank)] = ch
                f += 1
            else:
                raise ValueError(f"bad letter {ch!r}")
        if f != 8:
            raise ValueError(f"rank {rank + 1} has {f} files")
    return Position(board, side_field[0], side_field.endswith("f"), int(half), int(full))


def to_fen(pos: Position) -> str:
    rows = []
    for rank in range(7, -1, -1):
        row, empty = "", 0
        for f in range(8):
            ch = pos.board.get((f, rank))
            if ch is None:
                empty += 1
            else:
                if empty:
                    row += str(empty)
                    empty = 0
                row += ch
        if empty:
            row += str(empty)
        rows.append(row)
    side = pos.side + ("f" if pos.free else "")
    return f"{'/'.join(rows)} {side} - - {pos.halfmove} {pos.fullmove}"


# ---------------------------------------------------------------------------------- attacks

def attacks(board: Board, sq: Square, by: str) -> bool:
    """Could a man of side `by` capture on `sq` by its move pattern?"""
    f, r = sq

    def man_at(df: int, dr: int, letters: str) -> bool:
        t = (f + df, r + dr)
        ch = board.get(t)
        return on_board(t) and ch is not None and colour(ch) == by and ch.upper() in letters

    if any(man_at(df, dr, "K") for df, dr in KING_STEPS):
        return True
    if any(man_at(df, dr, "Q") for df, dr in FERS_STEPS):
        return True
    if any(man_at(df, dr, "B") for df, dr in ALFIL_LEAPS):
        return True
    if any(man_at(df, dr, "N") for df, dr in KNIGHT_LEAPS):
        return True
    # A pawn of side `by` attacks one square diagonally forward, so it stands one rank behind.
    back = -1 if by == "w" else 1
    if man_at(-1, back, "P") or man_at(1, back, "P"):
        return True
    for df, dr in ROOK_DIRS:
        t = (f + df, r + dr)
        while on_board(t):
            ch = board.get(t)
            if ch is not None:
                if colour(ch) == by and ch.upper() == "R":
                    return True
                break
            t = (t[0] + df, t[1] + dr)
    return False


def king_square(board: Board, side: str) -> Square | None:
    for sq, ch in board.items():
        if ch == ("K" if side == "w" else "k"):
            return sq
    return None


def in_check(board: Board, side: str) -> bool:
    k = king_square(board, side)
    return k is not None and attacks(board, k, other(side))


# ------------------------------------------------------------------------------------ moves

Move = tuple[Square, Square, str]   # from, to, promotion suffix ('' or 'q')


def pseudo_moves(board: Board, side: str) -> list[Move]:
    moves: list[Move] = []

    def can_land(t: Square) -> bool:
        if not on_board(t):
            return False
        ch = board.get(t)
        return ch is None or colour(ch) != side

    for sq, ch in list(board.items()):
        if colour(ch) != side:
            continue
        f, r = sq
        kind = ch.upper()
        if kind in "KQBN":
            deltas = {"K": KING_STEPS, "Q": FERS_STEPS, "B": ALFIL_LEAPS, "N": KNIGHT_LEAPS}[kind]
            for df, dr in deltas:
                t = (f + df, r + dr)
                if can_land(t):
                    moves.append((sq, t, ""))
        elif kind == "R":
            for df, dr in ROOK_DIRS:
                t = (f + df, r + dr)
                while on_board(t):
                    occupant = board.get(t)
                    if occupant is None:
                        moves.append((sq, t, ""))
                    else:
                        if colour(occupant) != side:
                            moves.append((sq, t, ""))
                        break
                    t = (t[0] + df, t[1] + dr)
        elif kind == "P":
            fwd = 1 if side == "w" else -1
            last = 7 if side == "w" else 0
            targets = []
            t = (f, r + fwd)
            if on_board(t) and t not in board:
                targets.append(t)
            for df in (-1, 1):
                t = (f + df, r + fwd)
                if on_board(t) and t in board and colour(board[t]) != side:
                    targets.append(t)
            for t in targets:
                moves.append((sq, t, "q" if t[1] == last else ""))
    return moves


def apply(board: Board, move: Move) -> Board:
    frm, to, promo = move
    new = dict(board)
    man = new.pop(frm)
    if promo:
        man = "Q" if man.isupper() else "q"
    new[to] = man
    return new


def legal_for(board: Board, side: str) -> list[Move]:
    """`side`'s moves that do not leave its own king attacked."""
    return [m for m in pseudo_moves(board, side) if not in_check(apply(board, m), side)]


def uci(move: Move) -> str:
    return sq_name(move[0]) + sq_name(move[1]) + move[2]


def _legal(pos: Position) -> list[Move]:
    if pos.free:
        return legal_for(pos.board, "w") + legal_for(pos.board, "b")
    return legal_for(pos.board, pos.side)


# -------------------------------------------------------------------------------------- API

def legal_moves(fen: str) -> set[str]:
    return {uci(m) for m in _legal(parse_fen(fen))}


def play(fen: str, move: str) -> str:
    pos = parse_fen(fen)
    by_name = {uci(m): m for m in _legal(pos)}
    if move not in by_name:
        raise ValueError(f"illegal move {move!r} in {fen!r}")
    m = by_name[move]
    mover = colour(pos.board[m[0]])
    captured = m[1] in pos.board
    pawn = pos.board[m[0]].upper() == "P"
    board = apply(pos.board, m)
    gives_check = in_check(board, other(mover))
    free = pos.free and not captured and not gives_check
    halfmove = 0 if (captured or pawn) else pos.halfmove + 1
    fullmove = pos.fullmove + (1 if mover == "b" else 0)
    return to_fen(Position(board, other(mover), free, halfmove, fullmove))


def outcome(fen: str) -> str | None:
    pos = parse_fen(fen)
    if _legal(pos):
        return None
    if pos.free:
        return "1/2-1/2"            # neither side has a legal move
    if in_check(pos.board, pos.side):
        return "0-1" if pos.side == "w" else "1-0"
    return "1/2-1/2"


def perft(fen: str, depth: int) -> int:
    if depth == 0:
        return 1
    moves = legal_moves(fen)
    if depth == 1:
        return len(moves)
    return sum(perft(play(fen, m), depth - 1) for m in moves)
