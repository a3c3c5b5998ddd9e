"""What generated engines import, and what their users hold: the Board API (python-chess's
names), moves, outcomes, FEN, notation and board topology."""

from variantc.runtime.board import Board, IllegalMove, IllegalMoveError, LegalMoves, Move, Piece
from variantc.runtime.draws import Draws
from variantc.runtime.outcome import Outcome, Termination

__all__ = ["Board", "Draws", "IllegalMove", "IllegalMoveError", "LegalMoves", "Move", "Outcome",
           "Piece", "Termination"]
