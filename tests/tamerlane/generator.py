"""An independent move generator for Tamerlane chess (Timur's great chess), written from the rule
set in RULES.md (same folder) and nothing else; it imports nothing from variantc. Slow and plain on
purpose: a dict board, a table of piece movements, legality by playing the move and looking for
attacks, no incremental updates.

Sources (what each says is summarised, and the choices between them argued, in RULES.md):
  - en.wikipedia.org/wiki/Tamerlane_chess ("Tamerlane chess", English Wikipedia; read through its
    mirrors en.wiki.x.io/wiki/Tamerlane_Chess, wikimili.com/en/Tamerlane_chess and
    kiwix.casplantje.nl/wikipedia_en_all_maxi_2018-10/A/Tamerlane_chess.html), which cites
    Cazaux & Knowlton, A World of Chess (2017) p. 31, and Falkener, Games Ancient and Oriental (1892)
  - en.wikibooks.org/wiki/Chess_Variants/Tamerlane_Chess (setup diagram, citadels, pieces)
  - www.chessvariants.com/index/displayitem.php?itemid=Tamerlanechess (Hans Bodlaender's
    page historic.dir/tamerlane.html, index entry; its comment thread
    www.chessvariants.com/index/listcomments.php?itemid=Tamerlanechess holds H. G. Muller's
    Interactive Diagram: 13x10 grid with holes, symmetry=rotate, the piece list)
  - www.chessvariants.com/play/erf/Tamerlan.html (Ed Friedlander's applet page: pawn of pawns,
    citadels, king swap, giraffe, several "my interpretation" rulings)
  - history.chess.free.fr/tamerlane.htm (Jean-Louis Cazaux: history, setups, Murray's and
    Forbes's sources) and thehistoryofchesseastandwest.blogspot.com/2019/03 (piece list)
  - terraprint.co/chess_rules/tamerlane.html (piece diagrams; pawn of pawns; citadel positions)
  - H. J. R. Murray, A History of Chess (1913), as the pages above quote and paraphrase it
  - open-source programs, read for comparison only (none is copied):
      gokcehan0/Tamerlane-Chess-Engine engine/src/movegen.rs, engine/src/types.rs
        @ 71c409d8121f81e6b6dfaf1988533b31d9e2583e (giraffe (1,1)+(1,2)+(1,3) empty, lands from
        (1,4) on; picket minimum 2)
      mirror-shades/tamerlane-chess src/board/pieceLogic.cpp, src/core/gameLogic.cpp
        @ 0b018f1bfac6657d385cd7a586dbab7a5c6d1fb7 (giraffe lands from (1,3) on)
      atakan854-web/tamerlane-siege src/core/constants.ts, src/core/pawnOfPawns.ts, README.md
        @ d89a2dd2da6feb5f88f1c7462f5323baa405fc7f (citadels, three-stage pawn of pawns, swap)
      cikay/Tamerlane-Chess src/tamerlane-chess/Pieces/*.js (incomplete)
  Fairy-Stockfish has no Tamerlane entry (nothing found in its variants.ini).

Board: files a..k (1..11) from White's left, ranks 1..10 from White's side; two citadels:
  CW  White's citadel, jutting out to the right of k2 (as if it were square (12, 2))
  CB  Black's citadel, jutting out to the left of a9 (as if it were square (0, 9))
A citadel touches three squares: CW touches k1 k2 k3, CB touches a8 a9 a10.

Position string (FEN-like): "<board> <side> <swap rights>", e.g. the start (one line):
  e1c1w1w1c1e/[]rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/11/
  PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR[]/E1C1W1W1C1E w Kk
  - ranks from 10 down to 1, separated by '/'; each rank lists files a..k: a piece token, or a
    number 1..11 for that many empty squares;
  - rank 9 may begin with "[x]" and rank 2 may end with "[x]": the citadel CB / CW, x a royal
    letter or nothing ("[]" = empty citadel; leaving the brackets out also means empty);
  - tokens, upper case White, lower case Black:
      K king (shah)          S prince (from the pawn of kings)   A adventitious king
      F general (ferz)       V vizier (wazir)                    G giraffe
      T picket (tali'a)      N knight                            R rook
      E elephant (alfil)     C camel                             W war engine (dabbaba)
      pawns are two letters, P + the piece they promote to:
      PR PN PT PG PV PF PE PC PW   promote to R N T G V F E C W
      PK pawn of kings, promotes to S
      PP pawn of pawns, first life; on the last rank it becomes PD
      PD pawn of pawns, dormant on the last rank: immobile, cannot be captured
      PB pawn of pawns, second life (after being placed); on the last rank it is moved to f3
         (White) / f8 (Black) and becomes PA
      PA pawn of pawns, third life; on the last rank it becomes A
  - side: 'w' or 'b';  swap rights: 'K' (White's king may still exchange places), 'k' (Black's),
    both ('Kk') or '-'.

Moves (strings):
  "e3-e4"   any ordinary move or capture, also a pawn of pawns' placement (PD a10 to e6:
            "a10-e6"); a citadel is named CW or CB ("k2-CW"). Promotions happen by themselves
            (each pawn has one promotion), so there is no suffix.
  "f2<>c5"  the king's exchange of place: king's square first, then its partner's.

The game is over (no legal moves) when a royal piece stands in the opponent's citadel (a draw),
and when the side to move has no legal move (that side loses: checkmate or stalemate alike).
"""

from __future__ import annotations

from dataclasses import dataclass

FILES = "abcdefghijk"
Square = tuple[int, int]          # (file 1..11, rank 1..10); a1 = (1, 1); CW = (12, 2); CB = (0, 9)
CW: Square = (12, 2)              # White's citadel, right of k2
CB: Square = (0, 9)               # Black's citadel, left of a9
CITADEL_OWNER = {CW: "w", CB: "b"}
CITADEL_NAME = {CW: "CW", CB: "CB"}

START_FEN = ("e1c1w1w1c1e/[]rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/11/"
             "PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR[]/E1C1W1W1C1E w Kk")

# ------------------------------------------------------------------------- the movement table

ORTH = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]


def _sym(a: int, b: int) -> list[tuple[int, int]]:
    """All (+-a, +-b) and (+-b, +-a) vectors, without repeats."""
    out = []
    for x, y in ((a, b), (b, a)):
        for sx in (1, -1):
            for sy in (1, -1):
                v = (sx * x, sy * y)
                if v not in out:
                    out.append(v)
    return out


# kind: ("leap", vectors)  jumps straight to the target, whatever stands between
#       ("ride", directions, minimum)  slides; every square before the target must be empty,
#                                      and the target must be at least `minimum` steps away
#       ("giraffe",)  one diagonal step, then at least 3 straight on, outward (RULES.md)
MOVES: dict[str, tuple] = {
    "K": ("leap", _sym(1, 0) + _sym(1, 1)),   # king: one step any way
    "S": ("leap", _sym(1, 0) + _sym(1, 1)),   # prince: as the king
    "A": ("leap", _sym(1, 0) + _sym(1, 1)),   # adventitious king: as the king
    "F": ("leap", _sym(1, 1)),                # general (ferz): one step diagonally
    "V": ("leap", _sym(1, 0)),                # vizier (wazir): one step orthogonally
    "E": ("leap", _sym(2, 2)),                # elephant (alfil): (2,2) leap
    "C": ("leap", _sym(3, 1)),                # camel: (3,1) leap
    "W": ("leap", _sym(2, 0)),                # war engine (dabbaba): (2,0) leap
    "N": ("leap", _sym(2, 1)),                # knight: (2,1) leap
    "R": ("ride", ORTH, 1),                   # rook
    "T": ("ride", DIAG, 2),                   # picket: bishop that must go at least 2
    "G": ("giraffe",),                        # giraffe
}
GIRAFFE_MIN_STRAIGHT = 3                      # squares of the straight part, after the diagonal

ROYAL = {"K", "S", "A"}
PAWNS = {"PR", "PN", "PT", "PG", "PV", "PF", "PE", "PC", "PW", "PK", "PP", "PD", "PB", "PA"}
PIECES = set(MOVES) | PAWNS
# What a pawn becomes on reaching its last rank. PB is special: it goes to TRANSFER and becomes PA.
PROMOTION = {"PR": "R", "PN": "N", "PT": "T", "PG": "G", "PV": "V", "PF": "F", "PE": "E",
             "PC": "C", "PW": "W", "PK": "S", "PP": "PD", "PA": "A"}
TRANSFER = {"w": (6, 3), "b": (6, 8)}          # starting squares of the pawns of kings: f3, f8


# ---------------------------------------------------------------------------------- squares

def on_board(sq: Square) -> bool:
    return 1 <= sq[0] <= 11 and 1 <= sq[1] <= 10


def name(sq: Square) -> str:
    if sq in CITADEL_NAME:
        return CITADEL_NAME[sq]
    return f"{FILES[sq[0] - 1]}{sq[1]}"


def parse_square(text: str) -> Square:
    for sq, label in CITADEL_NAME.items():
        if text == label:
            return sq
    if len(text) < 2 or text[0] not in FILES or not text[1:].isdigit():
        raise ValueError(f"bad square {text!r}")
    sq = (FILES.index(text[0]) + 1, int(text[1:]))
    if not on_board(sq):
        raise ValueError(f"bad square {text!r}")
    return sq


def colour(token: str) -> str:
    return "w" if token[0].isupper() else "b"


def kind(token: str) -> str:
    return token.upper()


def other(side: str) -> str:
    return "b" if side == "w" else "w"


def last_rank(side: str) -> int:
    return 10 if side == "w" else 1


def may_stand(token: str, sq: Square) -> bool:
    """Whether the piece may be on sq at all: any board square; a citadel only for a royal piece,
    and its own side's citadel only for the adventitious king."""
    if on_board(sq):
        return True
    if sq not in CITADEL_OWNER or kind(token) not in ROYAL:
        return False
    return CITADEL_OWNER[sq] != colour(token) or kind(token) == "A"


# --------------------------------------------------------------------------------- position

@dataclass(frozen=True)
class Position:
    board: tuple[tuple[Square, str], ...]     # sorted (square, token) pairs; empty squares absent
    side: str                                 # 'w' or 'b'
    swaps: str                                # "", "K", "k" or "Kk"

    def squares(self) -> dict[Square, str]:
        return dict(self.board)


def make_position(board: dict[Square, str], side: str, swaps: str) -> Position:
    return Position(tuple(sorted(board.items())), side, swaps)


def _parse_cells(text: str, where: str) -> list[str | None]:
    cells: list[str | None] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            cells.extend([None] * int(text[i:j]))
            i = j
        elif ch in "Pp":
            token = text[i:i + 2]
            if len(token) < 2 or kind(token) not in PAWNS or not (token.isupper() or token.islower()):
                raise ValueError(f"bad pawn {token!r} in {where}")
            cells.append(token)
            i += 2
        elif kind(ch) in MOVES:
            cells.append(ch)
            i += 1
        else:
            raise ValueError(f"bad character {ch!r} in {where}")
    return cells


def _parse_citadel(text: str, where: str) -> str | None:
    inner = text[1:-1]
    if inner == "":
        return None
    if len(inner) != 1 or kind(inner) not in ROYAL:
        raise ValueError(f"a citadel holds a royal piece or nothing, not {inner!r} ({where})")
    return inner


def parse(fen: str) -> Position:
    fields = fen.split()
    if len(fields) != 3:
        raise ValueError("want '<board> <side> <swap rights>'")
    rows, side, swaps = fields
    if side not in ("w", "b"):
        raise ValueError(f"bad side {side!r}")
    if swaps == "-":
        swaps = ""
    if swaps not in ("", "K", "k", "Kk"):
        raise ValueError(f"bad swap rights {swaps!r}")
    ranks = rows.split("/")
    if len(ranks) != 10:
        raise ValueError("want 10 ranks")
    board: dict[Square, str] = {}
    for i, text in enumerate(ranks):
        rank = 10 - i
        if text.startswith("["):
            if rank != 9:
                raise ValueError("only rank 9 begins with a citadel")
            end = text.index("]")
            held = _parse_citadel(text[:end + 1], "CB")
            if held:
                board[CB] = held
            text = text[end + 1:]
        if text.endswith("]"):
            if rank != 2:
                raise ValueError("only rank 2 ends with a citadel")
            start = text.rindex("[")
            held = _parse_citadel(text[start:], "CW")
            if held:
                board[CW] = held
            text = text[:start]
        cells = _parse_cells(text, f"rank {rank}")
        if len(cells) != 11:
            raise ValueError(f"rank {rank} has {len(cells)} squares, not 11")
        for f, token in enumerate(cells, start=1):
            if token is not None:
                board[(f, rank)] = token
    for sq, token in board.items():
        if not may_stand(token, sq):
            raise ValueError(f"{token} may not stand in {name(sq)}")
        if kind(token) == "PD" and sq[1] != last_rank(colour(token)):
            raise ValueError(f"a dormant pawn of pawns stands on its last rank, not {name(sq)}")
    return make_position(board, side, swaps)


def to_fen(pos: Position) -> str:
    board = pos.squares()
    rows = []
    for rank in range(10, 0, -1):
        text = ""
        if rank == 9:
            text += f"[{board.get(CB, '')}]"
        empty = 0
        for f in range(1, 12):
            token = board.get((f, rank))
            if token is None:
                empty += 1
                continue
            if empty:
                text += str(empty)
                empty = 0
            text += token
        if empty:
            text += str(empty)
        if rank == 2:
            text += f"[{board.get(CW, '')}]"
        rows.append(text)
    return f"{'/'.join(rows)} {pos.side} {pos.swaps or '-'}"


START = parse(START_FEN)

# ------------------------------------------------------------------------- pseudo-legal moves
# A move is (type, from, to) with type "move" (ordinary, captures and placements included) or
# "swap" (the king's exchange of place; from = the king's square).

Move = tuple[str, Square, Square]


def capturable(token: str | None, mover_side: str) -> bool:
    """An enemy piece that may be taken: anything of the other side but a dormant pawn of pawns."""
    return token is not None and colour(token) != mover_side and kind(token) != "PD"


def piece_targets(board: dict[Square, str], frm: Square) -> list[Square]:
    """Squares the piece on frm may move to (capturing whatever enemy stands there), ignoring
    check. Pawns and the dormant pawn of pawns are handled in pawn_targets."""
    token = board[frm]
    side = colour(token)
    rule = MOVES[kind(token)]
    out: list[Square] = []

    def open_to(sq: Square) -> bool:      # the piece may end its move on sq
        return may_stand(token, sq) and (sq not in board or capturable(board[sq], side))

    if rule[0] == "leap":
        for dx, dy in rule[1]:
            sq = (frm[0] + dx, frm[1] + dy)
            if open_to(sq):
                out.append(sq)
    elif rule[0] == "ride":
        for dx, dy in rule[1]:
            steps = 0
            sq = frm
            while True:
                sq = (sq[0] + dx, sq[1] + dy)
                steps += 1
                if not on_board(sq):          # sliders never enter (or cross) a citadel
                    break
                if steps >= rule[2] and open_to(sq):
                    out.append(sq)
                if sq in board:
                    break
    else:                                      # giraffe
        for dx, dy in DIAG:
            bend = (frm[0] + dx, frm[1] + dy)
            if not on_board(bend) or bend in board:
                continue
            for sx, sy in ((dx, 0), (0, dy)):
                sq = bend
                steps = 0
                while True:
                    sq = (sq[0] + sx, sq[1] + sy)
                    steps += 1
                    if not on_board(sq):
                        break
                    if steps >= GIRAFFE_MIN_STRAIGHT and open_to(sq):
                        out.append(sq)
                    if sq in board:
                        break
    return out


def pawn_targets(board: dict[Square, str], frm: Square) -> list[Square]:
    """A pawn: one step straight forward to an empty square, or one step diagonally forward to
    capture. A PB may step onto its last rank only while its transfer square is empty."""
    token = board[frm]
    side = colour(token)
    if kind(token) == "PD":
        return []                              # dormant: only placements (see placements)
    fwd = 1 if side == "w" else -1
    out: list[Square] = []
    ahead = (frm[0], frm[1] + fwd)
    if on_board(ahead) and ahead not in board:
        out.append(ahead)
    for dx in (-1, 1):
        sq = (frm[0] + dx, frm[1] + fwd)
        if on_board(sq) and capturable(board.get(sq), side):
            out.append(sq)
    if kind(token) == "PB":
        out = [sq for sq in out if sq[1] != last_rank(side) or TRANSFER[side] not in board]
    return out


def targets(board: dict[Square, str], frm: Square) -> list[Square]:
    if kind(board[frm]) in PAWNS:
        return pawn_targets(board, frm)
    return piece_targets(board, frm)


def attacked(board: dict[Square, str], sq: Square, by: str) -> bool:
    """Whether a piece of side `by` could capture on sq (whatever stands there now)."""
    trial = dict(board)
    trial[sq] = "k" if by == "w" else "K"        # a capturable enemy royal, so citadels count
    for frm, token in trial.items():
        if colour(token) == by and frm != sq and sq in targets(trial, frm):
            return True
    return False


def royals(board: dict[Square, str], side: str) -> list[Square]:
    return [sq for sq, t in board.items() if colour(t) == side and kind(t) in ROYAL]


def in_check(pos: Position) -> bool:
    """Check exists only for a side with exactly one royal piece (RULES.md, 'Royal pieces')."""
    board = pos.squares()
    mine = royals(board, pos.side)
    return len(mine) == 1 and attacked(board, mine[0], other(pos.side))


def citadel_draw(pos: Position) -> bool:
    """A royal piece stands in the opponent's citadel: the game has ended in a draw."""
    board = pos.squares()
    return any(sq in board and colour(board[sq]) != owner for sq, owner in CITADEL_OWNER.items())


# ---------------------------------------------------------------------------- making moves

def apply(pos: Position, move: Move) -> Position:
    """Play a move (assumed pseudo-legal) and hand the turn over."""
    typ, frm, to = move
    board = pos.squares()
    side = pos.side
    swaps = pos.swaps
    if typ == "swap":
        board[frm], board[to] = board[to], board[frm]
        swaps = swaps.replace("K" if side == "w" else "k", "")
    else:
        token = board.pop(frm)
        k = kind(token)
        board.pop(to, None)
        if k == "PD":                            # placement: the pawn of pawns' second life
            board[to] = "PB" if side == "w" else "pb"
        elif k in PAWNS and to[1] == last_rank(side):
            if k == "PB":                        # second arrival: to the pawn of kings' square
                board[TRANSFER[side]] = "PA" if side == "w" else "pa"
            else:
                new = PROMOTION[k]
                board[to] = new if side == "w" else new.lower()
        else:
            board[to] = token
    return make_position(board, other(side), swaps)


def _legal_after(pos: Position, move: Move) -> bool:
    """The mover's only royal piece, if he has only one, is not attacked after the move."""
    after = apply(pos, move)
    board = after.squares()
    mine = royals(board, pos.side)
    return not (len(mine) == 1 and attacked(board, mine[0], other(pos.side)))


def placements(pos: Position) -> list[Move]:
    """The dormant pawn of pawns (PD) may be put on any empty board square from which, as a pawn,
    it attacks two enemy pieces, or one enemy piece that then has no legal move (RULES.md)."""
    board = pos.squares()
    side = pos.side
    fwd = 1 if side == "w" else -1
    out: list[Move] = []
    for frm, token in board.items():
        if colour(token) != side or kind(token) != "PD":
            continue
        for f in range(1, 12):
            for r in range(1, 11):
                sq = (f, r)
                if sq in board:
                    continue
                hit = [t for t in ((f - 1, r + fwd), (f + 1, r + fwd))
                       if on_board(t) and capturable(board.get(t), side)]
                move: Move = ("move", frm, sq)
                if len(hit) >= 2:
                    out.append(move)
                elif len(hit) == 1:
                    after = apply(pos, move)
                    if not any(m[1] == hit[0] or (m[0] == "swap" and m[2] == hit[0])
                               for m in legal_moves(after, with_placements=False)):
                        out.append(move)
    return out


def legal_moves(pos: Position, with_placements: bool = True) -> list[Move]:
    if citadel_draw(pos):
        return []
    board = pos.squares()
    side = pos.side
    pseudo: list[Move] = []
    for frm, token in board.items():
        if colour(token) == side:
            pseudo.extend(("move", frm, to) for to in targets(board, frm))
    if with_placements:
        pseudo.extend(placements(pos))
    moves = [m for m in pseudo if _legal_after(pos, m)]
    king = "K" if side == "w" else "k"
    ksq = next((sq for sq, t in board.items() if t == king), None)
    if king in pos.swaps and ksq is not None and in_check(pos):
        for sq, token in board.items():
            if colour(token) != side or sq == ksq or not on_board(sq) or kind(token) == "PD":
                continue
            if kind(token) in PAWNS and ksq[1] == last_rank(side):
                continue                          # a pawn may not be put on its last rank
            swap: Move = ("swap", ksq, sq)
            if _legal_after(pos, swap):
                moves.append(swap)
    return moves


# ------------------------------------------------------------------------------- move text

def move_text(move: Move) -> str:
    typ, frm, to = move
    return f"{name(frm)}{'<>' if typ == 'swap' else '-'}{name(to)}"


def legal_texts(pos: Position) -> list[str]:
    return sorted(move_text(m) for m in legal_moves(pos))


def play(pos: Position, text: str) -> Position:
    for m in legal_moves(pos):
        if move_text(m) == text:
            return apply(pos, m)
    raise ValueError(f"illegal move {text} in {to_fen(pos)}")


def outcome(pos: Position) -> str | None:
    """'draw' (a royal in the enemy citadel), 'white wins' / 'black wins' (the side to move has no
    legal move: checkmated or stalemated), or None while the game goes on."""
    if citadel_draw(pos):
        return "draw"
    if not legal_moves(pos):
        return "black wins" if pos.side == "w" else "white wins"
    return None


def perft(pos: Position, depth: int) -> int:
    if depth == 0:
        return 1
    moves = legal_moves(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(apply(pos, m), depth - 1) for m in moves)
