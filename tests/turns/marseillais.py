"""Legal moves, FEN and perft for Marseillais chess (two moves a turn), from the rules alone.

Written without reading the compiler or its definitions, so that it checks them independently.
Sources followed: the project's brief, which restates Wikipedia "Marseillais chess" and
chessvariants.com/multimove.dir/marseill.html; checked against Wikipedia's article ("When a player
gives check on the first move, they lose the second move of their turn. If a player is in check,
they must move out of check on the first move of the turn ... Capturing en passant must be done on
the first move of the turn. When two pawns can be captured en passant, both can be captured in the
turn.") and the rules page of vchess.club (Marseille / Doublemove1: "if no move is available
after the first move, then it's stalemate"; "if a pawn 2-squares jump was made and then a piece
landed at the en-passant square at the second move, a pawn capture on this square takes only the
piece"; "if a pawn advanced twice then en-passant capture ... is impossible").

The rules as implemented (orthodox chess otherwise, python-chess for single men; see common.py):

1. A turn is two moves of the same side (one man twice or two men). Balanced form (the default,
   `balanced=True`): White's first turn is one move. Unbalanced: it is two. "White's first turn"
   is read off the FEN as White to move with fullmove number 1, so a position set up with
   "w ... 1" also gets a one-move turn in the balanced form; "w1 ... 1" is refused there.
2. Every single move must be legal in the ordinary sense: afterwards the mover's own king is not
   attacked. So a king in check must get out of it with the first move, and may not step into
   check on the first move to step out on the second. Castling is one move, with the ordinary
   conditions (not out of, through or into check) at the time it is played.
3. If the first move of a turn gives check (the opponent's king is attacked after it, by any man:
   directly, by discovery, by castling, by promotion, by an en-passant capture) the turn ends
   there and the opponent moves next. Consequences worked out:
   - the opponent's king is never attacked before the second move of a turn, so the second move
     can never take the king, and the side to move is never in check before its second move
     (its own first move left its king safe, and nobody else moved);
   - the second move may give check (the turn ends anyway);
   - a checking first move in the balanced first turn changes nothing (that turn is one move).
4. Game end. With no legal move at the start of a turn: checkmate if in check (the side to move
   loses), otherwise stalemate (draw). With no legal move before the second move: stalemate, a
   draw (by 3. the side is never in check there). No repetition or move-count draws.
5. En passant. A pawn that made a double step in either move of the opponent's last turn may be
   taken en passant, as in chess, only with the first move of the taking side's turn, and only
   if the pawn still stands where its double step ended (it did not move again in its own turn)
   and the square it passed over is empty (if a man of its side landed there afterwards, a pawn
   taking onto that square takes that man in the ordinary way, and the pawn that passed stays).
   A double step made with a checking first move counts too (it was a move of that turn).
   Exception: if the first move takes en passant, the second move may take en passant too, any
   other pawn that the first move could have taken en passant (the opponent double-stepped two
   pawns), if it still may: its legality is judged when the second move is played. If the first
   move is not an en-passant capture, the second move cannot take en passant at all.
6. FEN: see common.py. The en-passant field lists the squares that may be taken onto right now:
   at the start of a turn, the open rights with a pawn of the side to move beside the pawn that
   passed; before the second move, only after an en-passant first move, the other rights left.

Hidden state kept by Position beyond the FEN: `pending`, the double steps made earlier in the
current turn whose pawn has not moved since (they become the opponent's en-passant rights when
the turn ends). The project's FEN cannot say whether the first move of the turn was a double step,
so a Position read from a FEN with "w1" / "b1" assumes it was not (`pending` empty); a Position
reached by push() knows. This changes nothing before the turn ends: the legal moves of a "w1" /
"b1" position are fully given by its FEN; only the opponent's en-passant rights afterwards can
differ.

Moves are UCI strings (e2e4, e7e8q, castling as the king's move e1g1). perft() counts moves
(plies), a turn of two moves being two plies.
"""

from __future__ import annotations

import chess

from .common import (
    START,
    EpRights,
    format_fen,
    is_capture,
    is_double_step,
    is_en_passant,
    king_attacked,
    ordinary_moves,
    parse_fen,
    play,
    still_open,
)

__all__ = ["START", "Position", "divide", "perft"]


class Position:
    """A Marseillais position: board (with castling rights), side to move, the moves already made
    in this turn (`done`, 0 or 1), the en-passant rights usable by the next move (`ep`), the
    double steps made earlier in this turn (`pending`), the clocks, and the form (`balanced`)."""

    def __init__(self, fen: str | None = None, balanced: bool = True) -> None:
        f = parse_fen(fen or START)
        self.balanced = balanced
        self.board, self.turn, self.done = f.board, f.turn, f.done
        self.ep: EpRights = f.ep
        self.pending: EpRights = {}
        self.halfmove, self.fullmove = f.halfmove, f.fullmove
        if self.done >= self.turn_length():
            raise ValueError(f"this turn has only {self.turn_length()} move(s): {fen!r}")
        if self.done and king_attacked(self.board, self.turn):
            raise ValueError("in check before the second move of a turn")

    def copy(self) -> Position:
        p = Position.__new__(Position)
        p.balanced, p.board = self.balanced, self.board.copy(stack=False)
        p.turn, p.done = self.turn, self.done
        p.ep, p.pending = dict(self.ep), dict(self.pending)
        p.halfmove, p.fullmove = self.halfmove, self.fullmove
        return p

    def turn_length(self) -> int:
        """The number of moves in the current turn (if no check cuts it short)."""
        if self.balanced and self.turn == chess.WHITE and self.fullmove == 1:
            return 1
        return 2

    def fen(self) -> str:
        return format_fen(self.board, self.turn, self.done, self.ep, self.halfmove, self.fullmove)

    def in_check(self) -> bool:
        return king_attacked(self.board, self.turn)

    def legal_moves(self) -> list[chess.Move]:
        return ordinary_moves(self.board, self.turn, self.ep)

    def legal_ucis(self) -> list[str]:
        return sorted(m.uci() for m in self.legal_moves())

    def push(self, move: chess.Move) -> Position:
        """The position after the legal move `move` (a new object; this one is unchanged)."""
        if move not in self.legal_moves():
            raise ValueError(f"illegal move {move.uci()} in {self.fen()}")
        return self.after(move)

    def after(self, move: chess.Move) -> Position:
        """push() without the legality test (`move` must be one of legal_moves())."""
        mover = self.turn
        p = self.copy()
        p.board = play(self.board, mover, move)
        p.halfmove = (0 if self.board.piece_type_at(move.from_square) == chess.PAWN
                      or is_capture(self.board, move) else self.halfmove + 1)
        # double steps of this turn whose pawn has not moved again
        pending = {t: v for t, v in self.pending.items() if v != move.from_square}
        if is_double_step(self.board, move):
            pending[(move.from_square + move.to_square) // 2] = move.to_square
        if self.done + 1 == self.turn_length() or king_attacked(p.board, not mover):
            # the turn ends (its last move, or a check with the first move)
            p.turn, p.done, p.pending = not mover, 0, {}
            p.ep = still_open(p.board, not mover, pending)
            if mover == chess.BLACK:
                p.fullmove += 1
        else:
            # the second move follows; en passant only after an en-passant first move
            p.done, p.pending = self.done + 1, pending
            p.ep = still_open(p.board, mover, self.ep) if is_en_passant(self.board, move) else {}
        return p

    def push_uci(self, text: str) -> Position:
        return self.push(chess.Move.from_uci(text))

    def outcome(self) -> str | None:
        """None while the side to move has a legal move; otherwise "1-0" / "0-1" for checkmate at
        the start of a turn, "1/2-1/2" for stalemate (at the start of a turn or before the
        second move)."""
        if self.legal_moves():
            return None
        if self.done == 0 and self.in_check():
            return "0-1" if self.turn == chess.WHITE else "1-0"
        return "1/2-1/2"


def perft(pos: Position, depth: int) -> int:
    """The number of move sequences (plies) of length `depth` from `pos`."""
    if depth == 0:
        return 1
    moves = pos.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(pos.after(m), depth - 1) for m in moves)


def divide(pos: Position, depth: int) -> dict[str, int]:
    """perft split by first move, for finding where two generators part."""
    return {m.uci(): perft(pos.after(m), depth - 1) for m in pos.legal_moves()}
