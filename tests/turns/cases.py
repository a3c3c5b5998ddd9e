"""Marseillais and Progressive positions whose legal moves were worked out by hand from the rules
(not with the generators).

A FEN lists the ranks 8 down to 1, each from file a to h; the side field carries the number of
moves already made in the turn ("b1": Black has made one move of its turn). Marseillais: two moves
a turn (White's first turn one move in the balanced form), a check with the first move ends the
turn. Progressive: the k-th turn is k moves, k = 2 * (fullmove - 1) + (1 for White, 2 for Black),
and only the last move of a turn may give check. See marseillais.py and progressive.py.

King neighbourhoods used below: e1: d1 d2 e2 f1 f2.  a1: a2 b1 b2.  e8: d8 d7 e7 f7 f8.
h8: g8 g7 h7.  e7: d8 e8 f8 d7 f7 d6 e6 f6.  d1: c1 c2 d2 e1 e2.  f8: e8 g8 e7 f7 g7.
"""

from __future__ import annotations

from dataclasses import dataclass

MARSEILLAIS = "marseillais"  # balanced: White's first turn is one move
UNBALANCED = "marseillais-unbalanced"
PROGRESSIVE = "progressive"

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
# the twenty first moves of chess: 16 pawn moves, 4 knight moves
START_MOVES = (" ".join(f"{x}2{x}{r}" for x in "abcdefgh" for r in (3, 4))
               + " b1a3 b1c3 g1f3 g1h3")
BLACK_START_MOVES = (" ".join(f"{x}7{x}{r}" for x in "abcdefgh" for r in (6, 5))
                     + " b8a6 b8c6 g8f6 g8h6")


@dataclass(frozen=True)
class Case:
    name: str
    variant: str
    fen: str
    moves: str  # the expected legal moves after the pushes, space separated
    push: str = ""  # moves played before comparing
    fens: str = ""  # the FEN expected after each pushed move, separated by ';'
    outcome: str | None = None  # "1-0", "0-1", "1/2-1/2" (after the pushes)

    def expected(self) -> list[str]:
        return sorted(self.moves.split())


# Black to move (turn of two) with a d7 pawn; White's e5 pawn stands where it may take on d6.
EP_ONE = "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 5"
# Black to move with d7 and f7 pawns; White's c5 and e5 pawns.
EP_TWO = "7k/3p1p2/8/2P1P3/8/8/8/K7 b - - 0 5"
EP_TWO_OPEN = "7k/8/8/2PpPp2/8/8/8/K7 w - d6f6 0 6"
# Black in check from the f8 rook; the e6 knight's only way out, Nxf8, checks the d7 king.
KNIGHT_ESCAPE = "5R1k/3K2pp/4n3/8/8/8/8/8 b - - 0 5"
# White to move after 1. e4 e5 d5 (Progressive: 1. e4 2. e5 d5): Bb5 would check.
AFTER_E4_E5_D5 = "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
# Black: K h8 boxed in (g8 by the f6 knight, g7 by the h6 pawn, h7 its own blocked pawn); its e3
# pawn's only step e3e2 checks the d1 king.
ONLY_MOVE_CHECKS = "7k/7p/5N1P/8/8/4p3/8/3K4 b - - 0 2"
# White K e1, R h1 (may castle short); Black K f8: Rf1, Rh8 and O-O check.
CASTLE_CHECK = "5k2/8/8/8/8/8/8/4K2R w K - 0 2"
CASTLE_MOVES = "e1d1 e1d2 e1e2 e1f1 e1f2 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1g1"  # the 12 quiet ones
# White K a1, Q d1; Black K e8. Of the queen's 20 moves (file d2..d8: 7; diagonals c2 b3 a4 and
# e2 f3 g4 h5: 7; rank b1 c1 e1..h1: 6) six check the e8 king: d8 (beside it), d7 (diagonally
# beside), e1 and e2 (the open e-file), a4 (a4 b5 c6 d7 e8) and h5 (h5 g6 f7 e8).
QUEEN = "4k3/8/8/8/8/8/8/K2Q4 w - - 0 2"
QUEEN_QUIET = "d1d2 d1d3 d1d4 d1d5 d1d6 d1c2 d1b3 d1f3 d1g4 d1b1 d1c1 d1f1 d1g1 d1h1 a1a2 a1b1 a1b2"
QUEEN_CHECKS = "d1d7 d1d8 d1e1 d1e2 d1a4 d1h5"
# White to move (Progressive k = 3) with an e2 pawn; Black's d4 pawn beside the e4 square.
PROG_EP = "4k3/8/8/8/3p4/8/4P3/K7 w - - 0 2"

# The 29 moves of White after 1. e4 e5 d5 that do not check: pawns a..h but e one or two steps
# (14), e4xd5 (e4e5 is blocked), knights a3 c3 / f3 h3 e2, bishop e2 d3 c4 a6, queen e2 f3 g4 h5
# (h5 is stopped by f7 from reaching e8), king e2. Bf1-b5 (e2 d3 c4 b5, then c6 d7 e8, d7 emptied
# by ...d5) is the only check.
AFTER_E4_E5_D5_QUIET = (
    "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 e4d5 "
    "b1a3 b1c3 g1f3 g1h3 g1e2 f1e2 f1d3 f1c4 f1a6 d1e2 d1f3 d1g4 d1h5 e1e2")

CASES = [
    # == Marseillais ==================================================================================
    # -- the turn structure at the start ------------------------------------------------------------
    # Balanced: White's first turn is one move, so after e2e4 Black moves, with a turn of two
    # ("b", not "w1"). Black's e3 square is not listed: no black pawn stands on d4 or f4. Black has
    # the twenty moves of chess. Black's turn has not ended: fullmove stays 1.
    Case("balanced start: White's first turn is one move", MARSEILLAIS, START,
         BLACK_START_MOVES,
         push="e2e4", fens="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
    # ... then Black's two moves. After e7e5 Black moves again ("b1"): pawns a b c d f g h one or two
    # (14; e5 is blocked by e4), knights a6 c6 / e7 f6 h6 (5), bishop e7 d6 c5 b4 a3 (5), queen e7 f6
    # g5 h4 (4), king e7 (1): 29. After d7d5 the turn is over: White, fullmove 2. The d6 and e6
    # squares are not listed: no white pawn on c5, e5 or f5.
    Case("balanced start: Black's turn is two moves", MARSEILLAIS, START,
         "a7a6 a7a5 b7b6 b7b5 c7c6 c7c5 d7d6 d7d5 f7f6 f7f5 g7g6 g7g5 h7h6 h7h5 b8a6 b8c6 g8e7 g8f6 "
         "g8h6 f8e7 f8d6 f8c5 f8b4 f8a3 d8e7 d8f6 d8g5 d8h4 e8e7",
         push="e2e4 e7e5",
         fens="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1;"
              "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b1 KQkq - 0 1"),
    Case("balanced start: after Black's second move White has two", MARSEILLAIS, START,
         AFTER_E4_E5_D5_QUIET + " f1b5", push="e2e4 e7e5 d7d5",
         fens="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1;"
              "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b1 KQkq - 0 1;" + AFTER_E4_E5_D5),
    # Unbalanced: White moves twice at once. After e2e4, White again ("w1"): pawns a b c d f g h
    # one or two (14), e4e5, knights a3 c3 / e2 f3 h3 (5), bishop e2 d3 c4 b5 a6 (5), queen e2 f3
    # g4 h5 (4), king e2: 30. After d2d4 Black moves; its e3 and d3 are not listed (no black
    # pawn on rank 4).
    Case("unbalanced start: White's first turn is two moves", UNBALANCED, START,
         "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 e4e5 b1a3 b1c3 "
         "g1e2 g1f3 g1h3 f1e2 f1d3 f1c4 f1b5 f1a6 d1e2 d1f3 d1g4 d1h5 e1e2",
         push="e2e4", fens="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w1 KQkq - 0 1"),
    Case("unbalanced start: then Black", UNBALANCED, START, BLACK_START_MOVES,
         push="e2e4 d2d4",
         fens="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w1 KQkq - 0 1;"
              "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 1"),

    # -- check on the first move ----------------------------------------------------------------------
    # Same position in the Marseillais: Bb5 is legal (30 moves) and, checking, ends White's turn.
    # Black must answer at once: block on c6 (c7c6, b8c6) or d7 (b8d7, c8d7, d8d7), or Ke7 (d7 is
    # on the bishop's line, d8 and f8 are Black's own); nothing takes b5. 6 moves. Fullmove stays
    # 2: it was White's turn that ended.
    Case("a check with the first move ends the turn (bishop)", MARSEILLAIS, AFTER_E4_E5_D5,
         "c7c6 b8c6 b8d7 c8d7 d8d7 e8e7", push="f1b5",
         fens="rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2"),
    # White K a1, R h2; Black K e8; White to move, two moves. Rh8+ ends the turn. Black: rank 8 is
    # the rook's (d8 too, the king not shielding it), so d7 e7 f7.
    Case("a check with the first move ends the turn (rook)", MARSEILLAIS,
         "4k3/8/8/8/8/8/7R/K7 w - - 0 5", "e8d7 e8e7 e8f7", push="h2h8",
         fens="4k2R/8/8/8/8/8/8/K7 b - - 1 5"),
    # ... and Black, having left check with the first move, has a free second move: from e7 every
    # neighbour but rank 8's d8 e8 f8. After it Black's turn is over: White, fullmove 6.
    Case("out of check with the first move, then a second move", MARSEILLAIS,
         "4k3/8/8/8/8/8/7R/K7 w - - 0 5", "e7d6 e7e6 e7f6 e7d7 e7f7", push="h2h8 e8e7",
         fens="4k2R/8/8/8/8/8/8/K7 b - - 1 5;7R/4k3/8/8/8/8/8/K7 b1 - - 2 5"),
    Case("the turn after the escape", MARSEILLAIS, "4k3/8/8/8/8/8/7R/K7 w - - 0 5",
         "a1a2 a1b1 a1b2 h8a8 h8b8 h8c8 h8d8 h8e8 h8f8 h8g8 h8h1 h8h2 h8h3 h8h4 h8h5 h8h6 h8h7",
         push="h2h8 e8e7 e7d6",
         fens="4k2R/8/8/8/8/8/8/K7 b - - 1 5;7R/4k3/8/8/8/8/8/K7 b1 - - 2 5;"
              "7R/8/3k4/8/8/8/8/K7 w - - 3 6"),
    # White K a1, R e1, N e4; Black K e8. The knight's move uncovers the rook: Nc5+ (discovered)
    # ends the turn. Black: e7 is on the e-file, d7 is the c5 knight's (c5-d7): d8 f8 f7.
    Case("a discovered check with the first move ends the turn", MARSEILLAIS,
         "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 5", "e8d8 e8f8 e8f7", push="e4c5",
         fens="4k3/8/8/2N5/8/8/8/K3R3 b - - 1 5"),
    # White K e1, R h1; Black K f8. 15 moves: king d1 d2 e2 f1 f2, O-O (f1 g1 empty, nothing
    # attacked), rook h2..h8 (Rh8 checks, allowed: it ends the turn) g1 f1. O-O puts the rook on f1,
    # checking up the f-file: the turn ends, rights gone. Black: f7 is on the file: e8 g8 e7 g7.
    Case("castling is one move; castling with check ends the turn", MARSEILLAIS, CASTLE_CHECK,
         "f8e8 f8g8 f8e7 f8g7", push="e1g1", fens="5k2/8/8/8/8/8/8/5RK1 b - - 1 2"),
    Case("castling among the first moves", MARSEILLAIS, CASTLE_CHECK,
         CASTLE_MOVES + " e1g1 h1f1 h1h8"),
    # Black in check from the f8 rook (g8 is the rook's too, g7 h7 are Black's pawns); the pawns'
    # steps do not help; of the e6 knight's moves (c5 c7 d4 d8 f4 f8 g5; g7 is its own) only Nxf8
    # removes the checker, and it checks the d7 king: in the Marseillais it is legal and ends the
    # turn. White must answer with the king: e6 is the knight's (f8-e6), so c6 c7 c8 d6 d8 e7 e8.
    Case("the only way out checks, and ends the turn", MARSEILLAIS, KNIGHT_ESCAPE,
         "d7c6 d7c7 d7c8 d7d6 d7d8 d7e7 d7e8", push="e6f8",
         fens="5n1k/3K2pp/8/8/8/8/8/8 w - - 0 6"),
    # Black's only move e3e2 checks the d1 king: legal, and it ends the turn. White: K d1 to c1 c2 d2
    # e1, or takes e2 (nothing guards it); the e2 pawn attacks d1 and f1 only.
    Case("the only move checks, and ends the turn", MARSEILLAIS, ONLY_MOVE_CHECKS,
         "d1c1 d1c2 d1d2 d1e1 d1e2", push="e3e2", fens="7k/7p/5N1P/8/8/8/4p3/3K4 w - - 0 3"),

    # -- en passant -----------------------------------------------------------------------------------
    # Black: d7d5 (first move; no en passant in the middle of a turn), then Ke7. The pawn stands on
    # d5, d6 is empty, the e5 pawn is beside it: White's field is "d6". White: e5e6, e5xd6 e.p.,
    # king d1 d2 e2 f1 f2 (the d5 pawn hits c4 e4): 7.
    Case("en passant after the opponent's first-move double step", MARSEILLAIS, EP_ONE,
         "e5e6 e5d6 e1d1 e1d2 e1e2 e1f1 e1f2", push="d7d5 e8e7",
         fens="4k3/8/8/3pP3/8/8/8/4K3 b1 - - 0 5;8/4k3/8/3pP3/8/8/8/4K3 w - d6 1 6"),
    # e5xd6 e.p. removes d5 and checks e7 (d6 hits c7 e7): White's turn ends. Black's king has all
    # eight neighbours (the lone d6 pawn guards only c7 and e7), taking d6 included.
    Case("en passant with check ends the turn", MARSEILLAIS, EP_ONE,
         "e7d8 e7e8 e7f8 e7d7 e7f7 e7d6 e7e6 e7f6", push="d7d5 e8e7 e5d6",
         fens="4k3/8/8/3pP3/8/8/8/4K3 b1 - - 0 5;8/4k3/8/3pP3/8/8/8/4K3 w - d6 1 6;"
              "8/4k3/3P4/8/8/8/8/4K3 b - - 0 6"),
    # En passant only with the first move: after Kd1 the right is gone ("-"): e5e6 and the king
    # c1 c2 d2 e1 e2.
    Case("no en passant with the second move", MARSEILLAIS, EP_ONE,
         "e5e6 d1c1 d1c2 d1d2 d1e1 d1e2", push="d7d5 e8e7 e1d1",
         fens="4k3/8/8/3pP3/8/8/8/4K3 b1 - - 0 5;8/4k3/8/3pP3/8/8/8/4K3 w - d6 1 6;"
              "8/4k3/8/3pP3/8/8/8/3K4 w1 - - 2 6"),
    # Black: Kd8 first, d7d5 second: the double step of the second move counts as well. White:
    # e5e6, e5xd6 e.p. (no check: d6 hits c7 e7), king 5. After e5xd6 (no check) White moves again,
    # with no en passant left: d6d7 (no check: d7 hits c8 e8), king 5.
    Case("en passant after the opponent's second-move double step", MARSEILLAIS, EP_ONE,
         "e5e6 e5d6 e1d1 e1d2 e1e2 e1f1 e1f2", push="e8d8 d7d5",
         fens="3k4/3p4/8/4P3/8/8/8/4K3 b1 - - 1 5;3k4/8/8/3pP3/8/8/8/4K3 w - d6 0 6"),
    Case("after an en-passant first move the turn goes on", MARSEILLAIS, EP_ONE,
         "d6d7 e1d1 e1d2 e1e2 e1f1 e1f2", push="e8d8 d7d5 e5d6",
         fens="3k4/3p4/8/4P3/8/8/8/4K3 b1 - - 1 5;3k4/8/8/3pP3/8/8/8/4K3 w - d6 0 6;"
              "3k4/8/3P4/8/8/8/8/4K3 w1 - - 0 6"),
    # d7d5 then d5d4: the pawn moved again, so no right (d5 is empty anyway, and a single step gives
    # none). White: e5e6, king d1 d2 e2 f1 f2 (d4 hits c3 e3).
    Case("the en-passant right is lost when the pawn moves again", MARSEILLAIS, EP_ONE,
         "e5e6 e1d1 e1d2 e1e2 e1f1 e1f2", push="d7d5 d5d4",
         fens="4k3/8/8/3pP3/8/8/8/4K3 b1 - - 0 5;4k3/8/8/4P3/3p4/8/8/4K3 w - - 0 6"),
    # Black Q d8 too: d7d5 then Qd6 fills the passed square: no en passant ("-"). e5xd6 is then an
    # ordinary capture of the queen; the d5 pawn stays. The queen on d6 (its file down is shut by
    # d5, its e5 diagonal by the e5 pawn) does not reach d1 d2 e2 f1 f2. White: 7 moves.
    Case("no en passant onto a passed square that a man has filled", MARSEILLAIS,
         "3qk3/3p4/8/4P3/8/8/8/4K3 b - - 0 5", "e5d6 e5e6 e1d1 e1d2 e1e2 e1f1 e1f2",
         push="d7d5 d8d6",
         fens="3qk3/8/8/3pP3/8/8/8/4K3 b1 - - 0 5;4k3/8/3q4/3pP3/8/8/8/4K3 w - - 1 6"),
    # After e5xd6 (the queen; no check: d6 hits c7 e7) White moves again: d6d7 (a check, allowed
    # with the second move), king d1 d2 e2 f1 f2 (the d5 pawn, still there, hits c4 e4).
    Case("the capture onto the filled square takes the man, not the pawn", MARSEILLAIS,
         "3qk3/3p4/8/4P3/8/8/8/4K3 b - - 0 5", "d6d7 e1d1 e1d2 e1e2 e1f1 e1f2",
         push="d7d5 d8d6 e5d6",
         fens="3qk3/8/8/3pP3/8/8/8/4K3 b1 - - 0 5;4k3/8/3q4/3pP3/8/8/8/4K3 w - - 1 6;"
              "4k3/8/3P4/3p4/8/8/8/4K3 w1 - - 0 6"),

    # Black d7d5 and f7f5; White's c5 and e5 pawns: "d6f6" (c5 and e5 beside d5, e5 beside f5; no
    # g5 pawn). White: c5c6, c5xd6, e5e6, e5xd6, e5xf6 (three en-passant captures), king a2 b1 b2: 8.
    Case("two double steps open two en-passant squares", MARSEILLAIS, EP_TWO,
         "c5c6 c5d6 e5e6 e5d6 e5f6 a1a2 a1b1 a1b2", push="d7d5 f7f5",
         fens="7k/5p2/8/2PpP3/8/8/8/K7 b1 - - 0 5;" + EP_TWO_OPEN),
    # c5xd6 e.p. first (no check: d6 hits c7 e7); the other, f6, is still open and e5 stands beside
    # f5: field "f6". Second move: d6d7, e5e6, e5xf6 e.p., king 3: 6. Then e5xf6 ends the turn; Black
    # K h8: g7 is the f6 pawn's: g8 h7.
    Case("two en-passant captures in one turn", MARSEILLAIS, EP_TWO, "h8g8 h8h7",
         push="d7d5 f7f5 c5d6 e5f6",
         fens="7k/5p2/8/2PpP3/8/8/8/K7 b1 - - 0 5;" + EP_TWO_OPEN + ";"
              "7k/8/3P4/4Pp2/8/8/8/K7 w1 - f6 0 6;7k/8/3P1P2/8/8/8/8/K7 b - - 0 6"),
    Case("the second en-passant capture is offered", MARSEILLAIS, EP_TWO,
         "d6d7 e5e6 e5f6 a1a2 a1b1 a1b2", push="d7d5 f7f5 c5d6",
         fens="7k/5p2/8/2PpP3/8/8/8/K7 b1 - - 0 5;" + EP_TWO_OPEN + ";"
              "7k/8/3P4/4Pp2/8/8/8/K7 w1 - f6 0 6"),
    # In the other order: e5xf6 first leaves d6, c5 beside d5: c5c6, c5xd6, f6f7 (no check), king 3.
    Case("two en-passant captures, the other order", MARSEILLAIS, EP_TWO,
         "c5c6 c5d6 f6f7 a1a2 a1b1 a1b2", push="d7d5 f7f5 e5f6",
         fens="7k/5p2/8/2PpP3/8/8/8/K7 b1 - - 0 5;" + EP_TWO_OPEN + ";"
              "7k/8/5P2/2Pp4/8/8/8/K7 w1 - d6 0 6"),
    # e5xd6 first: f6 is still a right but no white pawn stands beside f5 any more: "-".
    # c5c6, d6d7, king 3.
    Case("the second right with no pawn beside", MARSEILLAIS, EP_TWO,
         "c5c6 d6d7 a1a2 a1b1 a1b2", push="d7d5 f7f5 e5d6",
         fens="7k/5p2/8/2PpP3/8/8/8/K7 b1 - - 0 5;" + EP_TWO_OPEN + ";"
              "7k/8/3P4/2P2p2/8/8/8/K7 w1 - - 0 6"),
    # A first move that is not en passant closes both: c5c6 e5e6, king b1 to a1 a2 b2 c1 c2: 7.
    Case("no second-move en passant after another first move", MARSEILLAIS, EP_TWO,
         "c5c6 e5e6 b1a1 b1a2 b1b2 b1c1 b1c2", push="d7d5 f7f5 a1b1",
         fens="7k/5p2/8/2PpP3/8/8/8/K7 b1 - - 0 5;" + EP_TWO_OPEN + ";"
              "7k/8/8/2PpPp2/8/8/8/1K6 w1 - - 1 6"),

    # -- the end ------------------------------------------------------------------------------------
    # Black K h8 in check from Q g7 (guarded by K f6): g8 and h7 are the queen's, g7 is guarded.
    Case("checkmate at the start of a turn", MARSEILLAIS, "7k/6Q1/5K2/8/8/8/8/8 b - - 0 10", "",
         outcome="1-0"),
    # Black K h8 not in check (f7 is a knight's jump away, g6 two ranks down): g8 (Qf7's diagonal),
    # g7 and h7 (its rank; the g6 king too) are covered.
    Case("stalemate at the start of a turn", MARSEILLAIS, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 10", "",
         outcome="1/2-1/2"),
    # Black K h8: g8 g7 are the f7 king's, h7 the g6 pawn's; the only move is h6h5, after which
    # the h5 pawn is blocked by h4 (g4 empty): no second move, a draw.
    Case("stalemate before the second move", MARSEILLAIS, "7k/5K2/6Pp/8/7P/8/8/8 b - - 0 10", "",
         push="h6h5", fens="7k/5K2/6P1/7p/7P/8/8/8 b1 - - 0 10", outcome="1/2-1/2"),

    # == Progressive =================================================================================
    # White 1 move (k = 1), Black 2 (k = 2), then White 3 (fullmove 2, k = 3). White's first move of
    # three may not check: Bb5 (which checks after ...d5) is out: 29 moves.
    Case("progressive start and the first turns", PROGRESSIVE, START, AFTER_E4_E5_D5_QUIET,
         push="e2e4 e7e5 d7d5",
         fens="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1;"
              "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b1 KQkq - 0 1;" + AFTER_E4_E5_D5),
    Case("progressive: White's first turn is one move", PROGRESSIVE, START, START_MOVES),
    # k = 3, first move: the six checking queen moves are illegal: 14 + king 3 = 17.
    Case("progressive: no check before the last move", PROGRESSIVE, QUEEN, QUEEN_QUIET),
    # The third (last) move of the same turn may check: 23.
    Case("progressive: check with the last move", PROGRESSIVE, QUEEN.replace(" w ", " w2 "),
         QUEEN_QUIET + " " + QUEEN_CHECKS),
    # Qe2+ with the last move; Black (k = 4) must leave check with the first move: e7 is on the
    # e-file; d7 d8 f7 f8 are free.
    Case("progressive: out of check with the first move", PROGRESSIVE, QUEEN.replace(" w ", " w2 "),
         "e8d7 e8d8 e8f7 e8f8", push="d1e2", fens="4k3/8/8/8/8/8/4Q3/K7 b - - 1 2"),
    # ... then Kd8's second move: c7 c8 d7 (e7 e8 are the queen's file).
    Case("progressive: the rest of the turn", PROGRESSIVE, QUEEN.replace(" w ", " w2 "),
         "d8c7 d8c8 d8d7", push="d1e2 e8d8",
         fens="4k3/8/8/8/8/8/4Q3/K7 b - - 1 2;3k4/8/8/8/8/8/4Q3/K7 b1 - - 2 2"),
    # The first of three moves: castling and Rf1 (the f-file) and Rh8 (rank 8) would check: 12.
    Case("progressive: castling may not check early", PROGRESSIVE, CASTLE_CHECK, CASTLE_MOVES),
    Case("progressive: castling with check as the last move", PROGRESSIVE,
         CASTLE_CHECK.replace(" w ", " w2 "), CASTLE_MOVES + " e1g1 h1f1 h1h8"),
    # The only way out of check, Nxf8, checks the d7 king with Black's first move of four: illegal.
    # In check with no legal move: checkmate ("progressive checkmate").
    Case("progressive checkmate: the only way out checks too early", PROGRESSIVE,
         KNIGHT_ESCAPE.replace(" 5", " 2"), "", outcome="1-0"),
    Case("progressive checkmate", PROGRESSIVE, "7k/6Q1/5K2/8/8/8/8/8 b - - 0 10", "", outcome="1-0"),
    # Black's only move e3e2 would check with the first move of four: no legal move, not in check:
    # stalemate, a draw.
    Case("progressive stalemate: the only move checks too early", PROGRESSIVE, ONLY_MOVE_CHECKS, "",
         outcome="1/2-1/2"),
    # The same with a7 and a5 pawns: a7a6 is Black's only move (a7a5 is blocked, e3e2 checks); then
    # nothing (a6 blocked, e3e2 still early): stalemate in the middle of the turn.
    Case("progressive stalemate in the middle of a turn", PROGRESSIVE,
         "7k/p6p/5N1P/P7/8/4p3/8/3K4 b - - 0 2", "", push="a7a6",
         fens="7k/7p/p4N1P/P7/8/4p3/8/3K4 b1 - - 0 2", outcome="1/2-1/2"),
    # White (k = 3): Ka2, Ka1, then e2e4 as the last move: Black's first move may take e.p. on e3.
    # Black: d4d3, d4xe3 e.p., king d8 d7 e7 f7 f8: 7.
    Case("progressive en passant after a last-move double step", PROGRESSIVE, PROG_EP,
         "d4d3 d4e3 e8d8 e8d7 e8e7 e8f7 e8f8", push="a1a2 a2a1 e2e4",
         fens="4k3/8/8/8/3p4/8/K3P3/8 w1 - - 1 2;4k3/8/8/8/3p4/8/4P3/K7 w2 - - 2 2;"
              "4k3/8/8/8/3pP3/8/8/K7 b - e3 0 2"),
    # ... but only with the first move: after Kd8, d4d3 and the king's c7 c8 d7 e7 e8: 6.
    Case("progressive en passant only with the first move", PROGRESSIVE, PROG_EP,
         "d4d3 d8c7 d8c8 d8d7 d8e7 d8e8", push="a1a2 a2a1 e2e4 e8d8",
         fens="4k3/8/8/8/3p4/8/K3P3/8 w1 - - 1 2;4k3/8/8/8/3p4/8/4P3/K7 w2 - - 2 2;"
              "4k3/8/8/8/3pP3/8/8/K7 b - e3 0 2;3k4/8/8/8/3pP3/8/8/K7 b1 - - 1 2"),
    # e2e4 as the FIRST move of White's three: the pawn stays on e4 and e3 is empty, so the right
    # holds (AISE: "pushed two steps ahead in the previous series and not moved further"):
    # d4d3, d4xe3 e.p. and the king's 5.
    Case("progressive en passant after an earlier double step", PROGRESSIVE, PROG_EP,
         "d4d3 d4e3 e8d8 e8d7 e8e7 e8f7 e8f8", push="e2e4 a1a2 a2a1",
         fens="4k3/8/8/8/3pP3/8/8/K7 w1 - - 0 2;4k3/8/8/8/3pP3/8/K7/8 w2 - - 1 2;"
              "4k3/8/8/8/3pP3/8/8/K7 b - e3 2 2"),
    # ... but not once the pawn moved again: e2e4, e4e5, then the king: d4d3 and the king's 5.
    Case("progressive: no en passant once the pawn moved on", PROGRESSIVE, PROG_EP,
         "d4d3 e8d8 e8d7 e8e7 e8f7 e8f8", push="e2e4 e4e5 a1a2",
         fens="4k3/8/8/8/3pP3/8/8/K7 w1 - - 0 2;4k3/8/8/4P3/3p4/8/8/K7 w2 - - 0 2;"
              "4k3/8/8/4P3/3p4/8/K7/8 b - - 1 2"),
]
