"""Board helpers shared by marseillais.py and progressive.py: single moves, en passant, the FEN.

Written from the rules alone (see the two modules' docstrings), without reading the compiler or
its definitions. python-chess (`import chess`) supplies only the board, the moves of single men,
castling and promotion, and the ordinary legality test "after the move the mover's king is not
attacked". Everything about turns is the two modules' business; en passant is done here by hand,
because a multi-move turn can leave two en-passant captures open at once and python-chess keeps
only one en-passant square. The chess.Board objects used here never carry an en-passant square
(`ep_square` is always None) and their `turn` is only set just before asking python-chess for the
moves of one side; their move stack, clocks and move numbers are not used.

En-passant rights are a dict {passed square: square of the pawn that passed it}: the capture goes
diagonally forward onto the passed square and removes the pawn standing just beside the capturing
pawn's starting square (same rank), on the passed square's file.

The FEN (as the project writes it):

    board  side[+moves made in this turn]  castling  en-passant  halfmove  fullmove
    e.g.   rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b1 KQkq - 0 1

The side field is "w" or "b" with the number of moves already made in the current turn appended
when it is not zero ("w1", "b2"). The en-passant field is "-" or the passed squares onto which the
side to move may take en passant right now, concatenated in file order ("d6f6"), listed only when
a pawn of the side to move stands beside the pawn that passed (pseudo-legal: a pin does not remove
a square from the field). The halfmove clock counts moves (plies) since the last capture or pawn
move; the fullmove number starts at 1 and grows by one each time Black's turn ends.

Reading a FEN, these are refused (ValueError), so that what is read is written back unchanged:
a side field "w0"; castling letters other than K Q k q in that order, or a right without its
king and rook in place; an en-passant square not on rank 6 (White to move) or 3 (Black), not
empty, without an enemy pawn just past it, with no pawn of the side to move beside that pawn,
or out of file order; not exactly one king a side; a pawn on rank 1 or 8; the side not to move
in check. (The two modules add their own: a turn already complete, check or en passant where a
turn cannot have them.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import chess

START_BOARD = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
START = f"{START_BOARD} w KQkq - 0 1"

FORWARD = {chess.WHITE: 8, chess.BLACK: -8}  # a pawn's one step forward, in square indices
EpRights = dict[int, int]  # passed square -> square of the pawn that passed it


def side_name(color: chess.Color) -> str:
    return "w" if color == chess.WHITE else "b"


def king_attacked(board: chess.Board, color: chess.Color) -> bool:
    """Whether the king of `color` is attacked by a man of the other side (a position without that
    king counts as not attacked)."""
    king = board.king(color)
    return king is not None and board.is_attacked_by(not color, king)


def is_double_step(board: chess.Board, move: chess.Move) -> bool:
    piece = board.piece_at(move.from_square)
    return (piece is not None and piece.piece_type == chess.PAWN
            and abs(move.to_square - move.from_square) == 16)


def is_en_passant(board: chess.Board, move: chess.Move) -> bool:
    """A pawn's diagonal move onto an empty square: only an en-passant capture does that."""
    piece = board.piece_at(move.from_square)
    return (piece is not None and piece.piece_type == chess.PAWN
            and chess.square_file(move.from_square) != chess.square_file(move.to_square)
            and board.piece_at(move.to_square) is None)


def en_passant_victim(move: chess.Move) -> int:
    """The square of the pawn an en-passant capture removes: the capturing pawn's rank, the
    file it goes to."""
    return chess.square(chess.square_file(move.to_square), chess.square_rank(move.from_square))


def is_capture(board: chess.Board, move: chess.Move) -> bool:
    return board.piece_at(move.to_square) is not None or is_en_passant(board, move)


def play(board: chess.Board, color: chess.Color, move: chess.Move) -> chess.Board:
    """A new board: `board` after `color` played `move` (assumed legal). En passant by hand;
    everything else (castling's rook, promotion, the castling rights lost when a king or rook
    moves or a rook is taken on its corner) by python-chess's push."""
    after = board.copy(stack=False)
    if is_en_passant(board, move):
        victim = en_passant_victim(move)
        assert board.piece_at(victim) == chess.Piece(chess.PAWN, not color)
        after.remove_piece_at(victim)
        pawn = after.remove_piece_at(move.from_square)
        after.set_piece_at(move.to_square, pawn)
    else:
        after.turn = color
        after.ep_square = None
        after.push(move)
    after.turn = color
    after.ep_square = None
    return after


def beside(square: int) -> list[int]:
    """The squares left and right of `square` on its rank."""
    f, r = chess.square_file(square), chess.square_rank(square)
    return [chess.square(f + d, r) for d in (-1, 1) if 0 <= f + d < 8]


def can_take(board: chess.Board, color: chess.Color, victim: int) -> bool:
    """The en-passant shape: a pawn of `color` stands beside the pawn on `victim`."""
    return any(board.piece_at(s) == chess.Piece(chess.PAWN, color) for s in beside(victim))


def ordinary_moves(board: chess.Board, color: chess.Color, ep: EpRights) -> list[chess.Move]:
    """Every move of `color` legal in the ordinary sense (its own king not attacked afterwards),
    with en-passant captures exactly onto the passed squares of `ep`."""
    b = board.copy(stack=False)
    b.turn = color
    b.ep_square = None  # python-chess's own en passant is off ...
    moves = list(b.generate_legal_moves())
    for target, victim in sorted(ep.items()):  # ... and en passant is added here
        assert chess.square_rank(target) == chess.square_rank(victim) + FORWARD[color] // 8
        assert b.piece_at(target) is None and b.piece_at(victim) == chess.Piece(chess.PAWN, not color)
        for frm in beside(victim):
            if b.piece_at(frm) == chess.Piece(chess.PAWN, color):
                move = chess.Move(frm, target)
                if not king_attacked(play(board, color, move), color):
                    moves.append(move)
    return moves


def still_open(board: chess.Board, color: chess.Color, ep: EpRights) -> EpRights:
    """The rights of `ep` (for `color` to use) whose passed square is empty and whose pawn of the
    other side still stands where its double step ended."""
    return {t: v for t, v in ep.items()
            if board.piece_at(t) is None and board.piece_at(v) == chess.Piece(chess.PAWN, not color)}


def ep_field(board: chess.Board, color: chess.Color, ep: EpRights) -> str:
    """The FEN's en-passant field: the passed squares of `ep` some pawn of `color` could take
    onto (pseudo-legally), in file order; "-" when there are none."""
    squares = sorted((t for t, v in ep.items() if can_take(board, color, v)), key=chess.square_file)
    return "".join(chess.square_name(t) for t in squares) or "-"


CASTLING_LETTERS = (("K", chess.H1), ("Q", chess.A1), ("k", chess.H8), ("q", chess.A8))


def castling_field(board: chess.Board) -> str:
    rights = board.clean_castling_rights()
    return "".join(letter for letter, rook in CASTLING_LETTERS if rights & chess.BB_SQUARES[rook]) or "-"


@dataclass
class Fen:
    board: chess.Board
    turn: chess.Color
    done: int  # moves already made in the current turn
    ep: EpRights
    halfmove: int
    fullmove: int


SIDE = re.compile(r"^([wb])([1-9][0-9]*)?$")
CASTLING = re.compile(r"^(-|K?Q?k?q?)$")
EP = re.compile(r"^(-|([a-h][1-8])+)$")


def parse_fen(fen: str) -> Fen:
    """Read the project's FEN (see the module docstring); raise ValueError if it is not one."""
    fields = fen.split()
    if len(fields) != 6:
        raise ValueError(f"a FEN has six fields: {fen!r}")
    placement, side, castling, ep, halfmove, fullmove = fields
    board = chess.Board(None)
    board.set_board_fen(placement)  # raises ValueError itself
    m = SIDE.match(side)
    if not m:
        raise ValueError(f"bad side field {side!r}")
    turn = m[1] == "w"
    done = int(m[2] or 0)
    if not CASTLING.match(castling) or castling == "":
        raise ValueError(f"bad castling field {castling!r}")
    board.set_castling_fen(castling)
    if board.clean_castling_rights() != board.castling_rights:
        raise ValueError(f"castling rights {castling} without the king and rook in place")
    board.turn, board.ep_square = turn, None
    if not EP.match(ep):
        raise ValueError(f"bad en-passant field {ep!r}")
    rights: EpRights = {}
    if ep != "-":
        targets = [chess.parse_square(ep[i:i + 2]) for i in range(0, len(ep), 2)]
        if [chess.square_file(t) for t in targets] != sorted({chess.square_file(t) for t in targets}):
            raise ValueError(f"en-passant squares not in file order, or repeated: {ep!r}")
        for t in targets:
            victim = t - FORWARD[turn]
            if chess.square_rank(t) != (5 if turn == chess.WHITE else 2):
                raise ValueError(f"{chess.square_name(t)} cannot be an en-passant square for {side[0]}")
            if board.piece_at(t) is not None or board.piece_at(victim) != chess.Piece(chess.PAWN, not turn):
                raise ValueError(f"no pawn passed over {chess.square_name(t)}")
            if not can_take(board, turn, victim):
                raise ValueError(f"no pawn could take onto {chess.square_name(t)}: not listed in a FEN")
            rights[t] = victim
    if not halfmove.isdigit() or not fullmove.isdigit() or int(fullmove) < 1:
        raise ValueError(f"bad move counters {halfmove} {fullmove}")
    if len(board.pieces(chess.KING, chess.WHITE)) != 1 or len(board.pieces(chess.KING, chess.BLACK)) != 1:
        raise ValueError("each side needs exactly one king")
    if board.pawns & (chess.BB_RANK_1 | chess.BB_RANK_8):
        raise ValueError("a pawn on the first or last rank")
    if king_attacked(board, not turn):
        raise ValueError("the side not to move is in check")
    return Fen(board, turn, done, rights, int(halfmove), int(fullmove))


def format_fen(board: chess.Board, turn: chess.Color, done: int, ep: EpRights,
               halfmove: int, fullmove: int) -> str:
    side = side_name(turn) + (str(done) if done else "")
    return (f"{board.board_fen()} {side} {castling_field(board)} {ep_field(board, turn, ep)} "
            f"{halfmove} {fullmove}")
