"""Legal moves, FEN and perft for Progressive chess (Italian rules), from the rules alone.

Written without reading the compiler or its definitions, so that it checks them independently.
Sources followed: the project's brief, which restates chessvariants.com/multimove.dir/
progressive.html and Wikipedia "Progressive chess" (Italian rules); checked against Wikipedia's
article and the AISE rules (Fabio Forzoni's "Italian Progressive Chess" page): "A check can be
administered only with the last move of a series ... if the only way of parrying a check has the
effect of checking immediately the opponent's king, the game is lost (progressive checkmate)";
"If a player has no legal moves available and it is not under check, even if this occurs in the
middle of a series, the game is a draw (progressive stalemate)".

The rules as implemented (orthodox chess otherwise, python-chess for single men; see common.py):

1. The k-th turn of the game (both sides' turns counted, from 1) is k moves: White 1, Black 2,
   White 3, ... k is read off the FEN: k = 2 * (fullmove - 1) + (1 if White is to move else 2);
   the FEN's side field says how many of them are made ("b3": Black has made 3 of its moves).
2. Every single move must be legal in the ordinary sense (afterwards the mover's own king is not
   attacked); so a king in check must get out of it with the first move of the turn. Castling is
   one move, with the ordinary conditions at the time it is played.
3. A move that gives check (the opponent's king is attacked after it, in any way: directly, by
   discovery, by castling, by promotion, by an en-passant capture) is illegal unless it is the
   last move of the turn. So the only check a side can be in is at the start of its turn.
4. Game end, when the side to move has no legal move (the moves 2 and 3 allow): at the start of a
   turn and in check, checkmate, the side to move loses -- this includes the "progressive
   checkmate" where every way out of check would give check before the last move; in every other
   case (at the start of a turn not in check, or in the middle of a turn, where the side is never
   in check), stalemate, a draw. No ten-turn rule, no repetition.
5. En passant (the AISE text: "the to be captured pawn was pushed two steps ahead in the previous
   series and not moved further; the capture takes place as first move of the series; the square
   where the capturing pawn moves is unoccupied"; Wikipedia alike): only with the first move of a
   turn, against a pawn that made a double step in any move of the opponent's last turn, has not
   moved since, and whose passed square is empty.
6. FEN: see common.py. The en-passant field is "-" except at the start of a turn after such a
   double step, when a pawn of the side to move stands beside the pawn that passed.

Hidden state beyond the FEN, as in marseillais.py: `pending`, the double steps made earlier in
the current turn whose pawn has not moved since; a Position read from a FEN assumes none.

Moves are UCI strings (e2e4, e7e8q, castling as the king's move e1g1). perft() counts moves
(plies), a turn of k moves being k plies.
"""

from __future__ import annotations

import chess

from .common import (
    START,
    EpRights,
    format_fen,
    is_capture,
    is_double_step,
    king_attacked,
    ordinary_moves,
    parse_fen,
    play,
    still_open,
)

__all__ = ["START", "Position", "divide", "perft", "turn_index"]


def turn_index(turn: chess.Color, fullmove: int) -> int:
    """k: the number of the turn in the game (1 = White's first), which is also its length."""
    return 2 * (fullmove - 1) + (1 if turn == chess.WHITE else 2)


class Position:
    """A Progressive position: board (with castling rights), side to move, the moves already made
    in this turn (`done`), the en-passant rights usable by the next move (`ep`), the clocks."""

    def __init__(self, fen: str | None = None, scottish: bool = False) -> None:
        # Scottish rules (Wikipedia, "Progressive chess"): a check may come with any move of a
        # series, and ends it; everything else as the Italian rules here.
        self.scottish = scottish
        f = parse_fen(fen or START)
        self.board, self.turn, self.done = f.board, f.turn, f.done
        self.ep: EpRights = f.ep
        self.pending: EpRights = {}
        self.halfmove, self.fullmove = f.halfmove, f.fullmove
        if self.done >= self.turn_length():
            raise ValueError(f"this turn has only {self.turn_length()} move(s): {fen!r}")
        if self.done and (self.ep or king_attacked(self.board, self.turn)):
            raise ValueError("en passant, or a check, in the middle of a turn")

    def copy(self) -> Position:
        p = Position.__new__(Position)
        p.scottish = self.scottish
        p.board, p.turn, p.done = self.board.copy(stack=False), self.turn, self.done
        p.ep, p.pending = dict(self.ep), dict(self.pending)
        p.halfmove, p.fullmove = self.halfmove, self.fullmove
        return p

    def turn_length(self) -> int:
        return turn_index(self.turn, self.fullmove)

    def last_move_of_turn(self) -> bool:
        """Whether the next move is the last of the turn (the only one allowed to give check)."""
        return self.done + 1 == self.turn_length()

    def fen(self) -> str:
        return format_fen(self.board, self.turn, self.done, self.ep, self.halfmove, self.fullmove)

    def in_check(self) -> bool:
        return king_attacked(self.board, self.turn)

    def legal_moves(self) -> list[chess.Move]:
        moves = ordinary_moves(self.board, self.turn, self.ep)
        if self.last_move_of_turn() or self.scottish:
            return moves
        return [m for m in moves if not king_attacked(play(self.board, self.turn, m), not self.turn)]

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
        p.ep = {}  # en passant only with the first move of a turn
        # double steps of this turn whose pawn has not moved again
        pending = {t: v for t, v in self.pending.items() if v != move.from_square}
        if is_double_step(self.board, move):
            pending[(move.from_square + move.to_square) // 2] = move.to_square
        if self.last_move_of_turn() or self.scottish and king_attacked(p.board, not mover):
            p.turn, p.done, p.pending = not mover, 0, {}
            p.ep = still_open(p.board, not mover, pending)
            if mover == chess.BLACK:
                p.fullmove += 1
        else:
            p.done, p.pending = self.done + 1, pending
        return p

    def push_uci(self, text: str) -> Position:
        return self.push(chess.Move.from_uci(text))

    def outcome(self) -> str | None:
        """None while the side to move has a legal move; otherwise "1-0" / "0-1" for checkmate (at
        the start of a turn, in check), "1/2-1/2" for stalemate (any other point)."""
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
