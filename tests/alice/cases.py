"""Alice chess positions whose legal moves were worked out by hand from the rules (not with the
generator in alice.py).

A FEN is "<level B>|<level A> side castling ep halfmove fullmove"; each level lists its ranks 8
down to 1. Squares carry their level: Ae1 is e1 of level A, Bg8 is g8 of level B. A move is
named by origin and target on the action level, before the transfer (Ae2Ae4 moves on A and lands
on Be4). Reasons used below, in short:
  "transfer Xy occupied": the man would have to land on an occupied square of the other level;
  "(1)": the mover's king, on the action level, is attacked there before the transfer;
  "(2)": after the transfer, the mover's king is attacked on its own level.
King neighbourhoods: e1: d1 d2 e2 f1 f2.  h1: g1 g2 h2.  a1: a2 b1 b2.  a8: a7 b7 b8.
h8: g8 g7 h7.  e8: d8 d7 e7 f7 f8.  b8: a8 c8 a7 b7 c7.  h6: g5 g6 g7 h5 h7.  d4: c3 c4 c5 d3
d5 e3 e4 e5.  a4: a3 a5 b3 b4 b5.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    name: str
    fen: str
    moves: str  # the expected legal moves after the pushes, space separated
    push: str = ""  # moves played before comparing
    fens: str = ""  # the FEN expected after each pushed move, separated by ';'
    outcome: str | None = None  # "1-0", "0-1", "1/2-1/2" (after the pushes)

    def expected(self) -> list[str]:
        return sorted(self.moves.split())


START = "8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
# the twenty first moves of chess, all on level A: 16 pawn moves, 4 knight moves
START_MOVES = (" ".join(f"A{x}2A{x}{r}" for x in "abcdefgh" for r in (3, 4))
               + " Ab1Aa3 Ab1Ac3 Ag1Af3 Ag1Ah3")
BLACK_START_MOVES = (" ".join(f"A{x}7A{x}{r}" for x in "abcdefgh" for r in (6, 5))
                     + " Ab8Aa6 Ab8Ac6 Ag8Af6 Ag8Ah6")
AFTER_E4 = "8/8/8/8/4P3/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
AFTER_E4_D5 = "8/8/8/3p4/4P3/8/8/8|rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
AFTER_NF3 = "8/8/8/8/8/5N2/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R b KQkq - 1 1"
AFTER_NF3_NC6 = "8/8/2n5/8/8/5N2/8/8|r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 2 2"

# White K Ah1, R Ad1, P Bd5; Black K Ba8, N Bd7.
TRANSFER_BLOCKED = "k7/3n4/8/3P4/8/8/8/8|8/8/8/8/8/8/8/3R3K w - - 0 1"
# White K Ba1, N Bc6, R Ae4; Black K Ah8, N Ae7, P Be6.
OWN_LEVEL = "8/8/2N1p3/8/8/8/8/K7|7k/4n3/8/8/4R3/8/8/8 w - - 0 1"
# White K Ae1, R Ae4; Black R Ae8, N Ag4, K Bh6.
PIN_ON_A = "8/8/7k/8/8/8/8/8|4r3/8/8/8/4R1n1/8/8/4K3 w - - 0 1"
# White K Ad4; Black K Aa8, R Aa5, R Bh3.
KING_SQUARES = "8/8/8/8/8/7r/8/8|k7/8/8/r7/3K4/8/8/8 w - - 0 1"
# White K Ae1, N Ag1, R Bc4; Black R Ae8 (check), K Ba8.
BLOCK_BY_TRANSFER = "k7/8/8/8/2R5/8/8/8|4r3/8/8/8/8/8/8/4K1N1 w - - 0 1"

# castling: White K Ae1, R Ah1 (right K); Black K Ba8 unless said otherwise
CASTLE = "k7/8/8/8/8/8/8/8|8/8/8/8/8/8/8/4K2R w K - 0 1"
KING_E1 = "Ae1Ad1 Ae1Ad2 Ae1Ae2 Ae1Af1 Ae1Af2"
ROOK_H1 = "Ah1Ah2 Ah1Ah3 Ah1Ah4 Ah1Ah5 Ah1Ah6 Ah1Ah7 Ah1Ah8 Ah1Ag1 Ah1Af1"
ROOK_A1 = "Aa1Ab1 Aa1Ac1 Aa1Ad1 Aa1Aa2 Aa1Aa3 Aa1Aa4 Aa1Aa5 Aa1Aa6 Aa1Aa7 Aa1Aa8"

# en passant: White K Ah1, P Ae2 (level A); Black K Ba8, P Bd4 (level B)
EP = "k7/8/8/8/3p4/8/8/8|8/8/8/8/8/8/4P3/7K w - - 0 1"
EP_OPEN = "k7/8/8/8/3pP3/8/8/8|8/8/8/8/8/8/8/7K b - Be3 0 1"
KING_A8 = "Ba8Ba7 Ba8Bb7 Ba8Bb8"

CASES = [
    # -- the start --------------------------------------------------------------------------------
    # Level B is empty, so every chess first move lands on an empty square of B: the 20 of chess.
    Case("start", START, START_MOVES),
    # 1. e4 lands on Be4; Black has its 20 (the pawn and knight moves land on ranks 5 and 6 of B,
    # nothing of White's there). No black pawn beside Be4: no en-passant field.
    Case("start: Black's first moves", START, BLACK_START_MOVES, push="Ae2Ae4", fens=AFTER_E4),
    # 1. e4 (Be4) d5 (Bd5; no white pawn on c5/e5 of B: no field). White: pawns a b c d f g h one
    # or two on A (14; their squares on B are empty); Nb1 a3 c3, Ng1 e2 f3 h3 (5); Bf1 e2 d3 c4 b5 a6
    # (5: e2 is empty on A); Qd1 e2 f3 g4 h5 (4); Ke1 e2 (1: e2 is not attacked on A -- the c8
    # bishop's open diagonal ends at h3 -- nor on B, where Bd5 hits c4 e4); on B the e4 pawn: e5
    # (Ae5 empty) and exd5 (Ad5 empty): 2. Total 31.
    Case("start: after 1. e4 d5", START,
         "Aa2Aa3 Aa2Aa4 Ab2Ab3 Ab2Ab4 Ac2Ac3 Ac2Ac4 Ad2Ad3 Ad2Ad4 Af2Af3 Af2Af4 Ag2Ag3 Ag2Ag4 "
         "Ah2Ah3 Ah2Ah4 Ab1Aa3 Ab1Ac3 Ag1Ae2 Ag1Af3 Ag1Ah3 Af1Ae2 Af1Ad3 Af1Ac4 Af1Ab5 Af1Aa6 "
         "Ad1Ae2 Ad1Af3 Ad1Ag4 Ad1Ah5 Ae1Ae2 Be4Be5 Be4Bd5",
         push="Ae2Ae4 Ad7Ad5", fens=AFTER_E4 + ";" + AFTER_E4_D5),
    # 1. Nf3 (Bf3) Nc6 (Bc6). The f2 pawn's step f3 is empty on A but its transfer square Bf3 holds
    # the knight: illegal; f4 (through Af3, to Bf4) is legal. Pawns: 7 * 2 + f4 = 15; Nb1 a3 c3 (2);
    # Rh1 g1 (1: Bg1 empty); the f1 bishop, queen and king are boxed in. The Bf3 knight's eight
    # squares on B are empty; on A d2 (pawn), e1 (king), h2 (pawn) are White's own: d4 e5 g1 g5 h4.
    Case("start: a pawn step blocked by the transfer, its double step free", START,
         "Aa2Aa3 Aa2Aa4 Ab2Ab3 Ab2Ab4 Ac2Ac3 Ac2Ac4 Ad2Ad3 Ad2Ad4 Ae2Ae3 Ae2Ae4 Af2Af4 Ag2Ag3 "
         "Ag2Ag4 Ah2Ah3 Ah2Ah4 Ab1Aa3 Ab1Ac3 Ah1Ag1 Bf3Bd4 Bf3Be5 Bf3Bg1 Bf3Bg5 Bf3Bh4",
         push="Ag1Af3 Ab8Ac6", fens=AFTER_NF3 + ";" + AFTER_NF3_NC6),

    # -- the transfer -----------------------------------------------------------------------------
    # The Ad1 rook has 13 squares on A (a1 b1 c1 e1 f1 g1, d2..d8: A is empty but for Kh1); Bd5
    # (White's own pawn) and Bd7 (Black's knight: no capture across levels) are occupied, so d5
    # and d7 are out: 11. Kh1 g1 g2 h2 (nothing Black on A; on B nothing near): 3. The Bd5 pawn:
    # d6 (Ad6 empty); nothing to take on c6 e6 of B. 15 moves.
    Case("transfers blocked by occupied squares of the other level", TRANSFER_BLOCKED,
         "Ad1Aa1 Ad1Ab1 Ad1Ac1 Ad1Ae1 Ad1Af1 Ad1Ag1 Ad1Ad2 Ad1Ad3 Ad1Ad4 Ad1Ad6 Ad1Ad8 "
         "Ah1Ag1 Ah1Ag2 Ah1Ah2 Bd5Bd6"),
    # Rd8 lands on Bd8 and checks Ba8 along rank 8 of B (c8 b8 empty) -- a check on B only.
    # Black: Kb8 stays on the rank ((1)); a7 and b7 are free on B (the rook has rank 8 and the
    # d-file, the pawn c6 e6) and on A (only White's Kh1 there). The knight's Nb8 interposes on B
    # before the transfer, but then goes to Ab8 and the rank is open again ((2)); its other moves
    # (b6 c5 e5 f6 f8) do nothing, and it cannot reach d8. 2 moves.
    Case("interposition impossible: the interposing man transfers away", TRANSFER_BLOCKED,
         "Ba8Ba7 Ba8Bb7", push="Ad1Ad8",
         fens="k2R4/3n4/8/3P4/8/8/8/8|8/8/8/8/8/8/8/7K b - - 1 1"),
    # The Ae4 rook moves on A only: up e5, e6 (Be6 holds a black pawn of B, which it cannot take
    # and which does not block it on A: e6 is out only because the transfer square is occupied),
    # e7 takes the knight of A (Be7 empty); e3 e2 e1, a4 b4 c4 d4, f4 g4 h4: 12. The Bc6 knight:
    # a5 a7 b4 b8 d4 d8 e5 e7 on B, but e7 would land on Ae7, Black's knight: no capture by
    # transfer: 7. The king Ba1: b1 a2 b2 (Black's Ne7 and Kh8 on A cover none): 3. 22.
    Case("captures only on the man's own level", OWN_LEVEL,
         "Ae4Ae5 Ae4Ae7 Ae4Ae3 Ae4Ae2 Ae4Ae1 Ae4Ad4 Ae4Ac4 Ae4Ab4 Ae4Aa4 Ae4Af4 Ae4Ag4 Ae4Ah4 "
         "Bc6Ba5 Bc6Ba7 Bc6Bb4 Bc6Bb8 Bc6Bd4 Bc6Bd8 Bc6Be5 Ba1Bb1 Ba1Ba2 Ba1Bb2"),
    # Rxe7 (the knight of A removed, the rook to Be7). Black's Kh8 on A has g8 g7 h7 free on A,
    # but on B the rook holds rank 7 (f7 g7 h7): only Kg8. The Be6 pawn: e5 (Ae5 empty). 2 moves.
    Case("a capture lands on the other level", OWN_LEVEL, "Ah8Ag8 Be6Be5", push="Ae4Ae7",
         fens="8/4R3/2N1p3/8/8/8/8/K7|7k/8/8/8/8/8/8/8 b - - 0 1"),

    # -- the two legality tests -------------------------------------------------------------------
    # The Ae4 rook is pinned on A by Re8. Off the e-file it fails (1). Along the file (e5 e6 e7,
    # e3 e2) it passes (1) but, transferred, leaves the file open: (2). Only Rxe8 (the pinner
    # removed; Be8 empty). King: d1 d2 e2 f1 are free on A (e2 is shielded by the rook; the Ng4
    # hits e3 e5 f2 f6 h2 h6) and on B (only Kh6 there); f2 is attacked on A: (1), although Bf2 is
    # safe. 5 moves.
    Case("pinned on the action level; a king square attacked on A but safe on B", PIN_ON_A,
         "Ae4Ae8 Ae1Ad1 Ae1Ad2 Ae1Ae2 Ae1Af1"),
    # Kd4: c5 d5 e5 are on the Aa5 rook's rank of A ((1)); c3 d3 e3 are free on A but on the Bh3
    # rook's rank of B after the transfer ((2)); c4 and e4 are free on both. 2 moves.
    Case("king moves: attacked on A, or attacked on B after the transfer", KING_SQUARES,
         "Ad4Ac4 Ad4Ae4"),
    # White in check on A from Re8. Ke1: e2 is on the file ((1)); d1 d2 f1 f2 are free on A and
    # B. Ng1-e2 interposes on A but transfers to Be2 ((2)); Nf3 Nh3 leave the check ((1)). The Bc4
    # rook's move to Be4 lands on Ae4, between e8 and e1: legal (its other 13 moves do not reach
    # the e-file of A). 5 moves.
    Case("in check on A: interposition by a man arriving from B", BLOCK_BY_TRANSFER,
         "Ae1Ad1 Ae1Ad2 Ae1Af1 Ae1Af2 Bc4Be4"),
    # After Rc4-e4 (-> Ae4): Black Ba8 to a7 b7 b8 of B (no White man on B), landing on A where
    # the e4 rook, the e1 king and the g1 knight cover none of them: 3. The Ae8 rook: b8 c8 d8 f8
    # g8 h8, e7 e6 e5 and Rxe4; a8 is empty on A but Ba8 holds its own king: 10. 13 moves.
    Case("after the interposition", BLOCK_BY_TRANSFER,
         KING_A8 + " Ae8Ab8 Ae8Ac8 Ae8Ad8 Ae8Af8 Ae8Ag8 Ae8Ah8 Ae8Ae7 Ae8Ae6 Ae8Ae5 Ae8Ae4",
         push="Bc4Be4", fens="k7/8/8/8/8/8/8/8|4r3/8/8/8/4R3/8/8/4K1N1 b - - 1 1"),

    # -- castling ---------------------------------------------------------------------------------
    # Nothing Black on A: the king's 5 squares; O-O (f1 g1 empty and safe on A; Bf1 Bg1 empty; Bg1
    # not attacked); the rook's h2..h8 g1 f1 (9; Rh8 lands on Bh8 checking Ba8: allowed). 15.
    Case("castling allowed", CASTLE, KING_E1 + " Ae1Ag1 " + ROOK_H1),
    # O-O puts Kg1 and Rf1 on B, rights gone. Black: a7 b7 b8 (rook f-file and rank 1, king g1).
    Case("castling: both men transfer to B", CASTLE, KING_A8, push="Ae1Ag1",
         fens="k7/8/8/8/8/8/8/5RK1|8/8/8/8/8/8/8/8 b - - 1 1"),
    # A black knight on Ag1 blocks O-O on A; it also covers e2 (f3 h3): Ke2 fails (1). King d1 d2 f1
    # f2; the rook h2..h8 and Rxg1 (to Bg1): 8. 12 moves.
    Case("castling blocked on A", "k7/8/8/8/8/8/8/8|8/8/8/8/8/8/8/4K1nR w K - 0 1",
         "Ae1Ad1 Ae1Ad2 Ae1Af1 Ae1Af2 Ah1Ah2 Ah1Ah3 Ah1Ah4 Ah1Ah5 Ah1Ah6 Ah1Ah7 Ah1Ah8 Ah1Ag1"),
    # A white knight on Bg1: the king's destination on B is occupied, no O-O; Rg1 would land on
    # Bg1 too. King 5; rook h2..h8 f1 (8); the knight e2 f3 h3 of B, landing on empty squares of
    # A (3). 16 moves.
    Case("castling: the king's square on B occupied", "k7/8/8/8/8/8/8/6N1|8/8/8/8/8/8/8/4K2R w K - 0 1",
         KING_E1 + " Ah1Ah2 Ah1Ah3 Ah1Ah4 Ah1Ah5 Ah1Ah6 Ah1Ah7 Ah1Ah8 Ah1Af1 Bg1Be2 Bg1Bf3 Bg1Bh3"),
    # A black rook on Bg8 holds the g-file of B: after O-O the king would stand on Bg1 in check
    # ((2)); everything on A is fine. The king's 5 (none on the g-file), the rook's 9 (Bh8 empty).
    Case("castling: the king would be in check on B", "k5r1/8/8/8/8/8/8/8|8/8/8/8/8/8/8/4K2R w K - 0 1",
         KING_E1 + " " + ROOK_H1),
    # A black rook on Af8 attacks f1 on A: no O-O (the king would cross it), no Kf1 Kf2 ((1));
    # Kd1 Kd2 Ke2; the rook's 9 (Rf1 is fine: only the king may not cross). 12 moves.
    Case("castling through a square attacked on A", "k7/8/8/8/8/8/8/8|5r2/8/8/8/8/8/8/4K2R w K - 0 1",
         "Ae1Ad1 Ae1Ad2 Ae1Ae2 " + ROOK_H1),
    # The black rook on Bf8 instead attacks f1 of B: the king crosses f1 on A (safe), then stands on
    # Bg1 (not on the f-file; Rf1 of B shields nothing it needs): O-O legal. But Kf1 and Kf2 land
    # on the f-file of B ((2)). Kd1 Kd2 Ke2, O-O, rook 9. 13 moves.
    Case("castling: f1 attacked on B only does not matter", "k4r2/8/8/8/8/8/8/8|8/8/8/8/8/8/8/4K2R w K - 0 1",
         "Ae1Ad1 Ae1Ad2 Ae1Ae2 Ae1Ag1 " + ROOK_H1),
    # White K Ae1 in check from a black rook on Ae5: no castling. Ke2 stays on the file ((1)); d1 d2
    # f1 f2. No rook move reaches e2..e4. 4 moves.
    Case("no castling out of check", "k7/8/8/8/8/8/8/8|8/8/8/4r3/8/8/8/4K2R w K - 0 1",
         "Ae1Ad1 Ae1Ad2 Ae1Af1 Ae1Af2"),
    # Black O-O-O: Ae8, Aa8 (right q); a black knight on Bb8 and White's K on Bh1. b8 c8 d8 empty on
    # A, e8 d8 c8 safe (nothing White on A), Bc8 Bd8 empty (Bb8 does not matter): legal. King d8 d7
    # e7 f7 f8 (5). Rook b8 (Bb8 occupied: out) c8 d8, a7..a1 (9). Knight a6 c6 d7 (3). 18 moves.
    Case("black castles long; b8 occupied on B does not matter",
         "1n6/8/8/8/8/8/8/7K|r3k3/8/8/8/8/8/8/8 b q - 0 1",
         "Ae8Ad8 Ae8Ad7 Ae8Ae7 Ae8Af7 Ae8Af8 Ae8Ac8 Aa8Ac8 Aa8Ad8 Aa8Aa7 Aa8Aa6 Aa8Aa5 Aa8Aa4 "
         "Aa8Aa3 Aa8Aa2 Aa8Aa1 Bb8Ba6 Bb8Bc6 Bb8Bd7"),
    # After O-O-O (Kc8, Rd8 on B): White's Bh1 to g1 g2 h2 (rank 8 and the d-file are the rook's).
    Case("after black's long castling", "1n6/8/8/8/8/8/8/7K|r3k3/8/8/8/8/8/8/8 b q - 0 1",
         "Bh1Bg1 Bh1Bg2 Bh1Bh2", push="Ae8Ac8",
         fens="1nkr4/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8 w - - 1 2"),
    # White O-O-O with a black rook on Ab8 attacking b1 of A: allowed (the king crosses d1, lands on
    # c1). King 5, O-O-O, the a1 rook b1 c1 d1 a2..a8 (10). Black's king is on Bh8. 16 moves.
    Case("long castling with b1 attacked", "7k/8/8/8/8/8/8/8|1r6/8/8/8/8/8/8/R3K3 w Q - 0 1",
         KING_E1 + " Ae1Ac1 " + ROOK_A1),
    # The black rook on Ad8 attacks d1 (and d2) of A: no O-O-O, no Kd1 Kd2. Ke2 Kf1 Kf2, rook 10.
    Case("long castling through an attacked d1", "7k/8/8/8/8/8/8/8|3r4/8/8/8/8/8/8/R3K3 w Q - 0 1",
         "Ae1Ae2 Ae1Af1 Ae1Af2 " + ROOK_A1),
    # Black's Ab7 bishop takes the h1 rook on A (c6..g2 empty) and lands on Bh1: right K gone, Q
    # kept. White: king 5 (Bh1 hits only the long diagonal of B), O-O-O (Bc1 Bd1 empty and safe),
    # the a1 rook 10. 16 moves.
    Case("a castling right lost when the rook is captured",
         "7k/8/8/8/8/8/8/8|8/1b6/8/8/8/8/8/R3K2R b KQ - 0 1",
         KING_E1 + " Ae1Ac1 " + ROOK_A1, push="Ab7Ah1",
         fens="7k/8/8/8/8/8/8/7b|8/8/8/8/8/8/8/R3K3 w Q - 0 2"),
    # Kf1 (-> Bf1) loses the right; the king comes back to Ae1 via Bf1-e1, and the right stays
    # lost. White then has the king's 5 and the rook's 9 but no castling: 14.
    Case("the castling right stays lost when the king comes back", CASTLE,
         KING_E1 + " " + ROOK_H1, push="Ae1Af1 Ba8Bb8 Bf1Be1 Ab8Aa8",
         fens="k7/8/8/8/8/8/8/5K2|8/8/8/8/8/8/8/7R b - - 1 1;"
              "8/8/8/8/8/8/8/5K2|1k6/8/8/8/8/8/8/7R w - - 2 2;"
              "8/8/8/8/8/8/8/8|1k6/8/8/8/8/8/8/4K2R b - - 3 2;"
              "k7/8/8/8/8/8/8/8|8/8/8/8/8/8/8/4K2R w - - 4 3"),

    # -- en passant -------------------------------------------------------------------------------
    # e2-e4 on A (e3 e4 empty on A), the pawn lands on Be4 beside Black's Bd4: field "Be3". Black:
    # king 3 (nothing White on A but Kh1); d3 (Ad3 empty); dxe3 e.p. onto Be3 (empty), removing
    # Be4, landing on Ae3 (empty). 5 moves.
    Case("en passant offered on the level where the pawn now stands", EP,
         KING_A8 + " Bd4Bd3 Bd4Be3", push="Ae2Ae4", fens=EP_OPEN),
    # After the capture: a black pawn on Ae3 (hits d2 f2 of A), Be4 gone. White Kh1 g1 g2 h2.
    Case("en passant captured, the capturer on the other level", EP, "Ah1Ag1 Ah1Ag2 Ah1Ah2",
         push="Ae2Ae4 Bd4Be3",
         fens=EP_OPEN + ";k7/8/8/8/8/8/8/8|8/8/8/8/8/4p3/8/7K w - - 0 2"),
    # Set up (it cannot arise in play): Ae3, the square the capturer would transfer to, holds a
    # white knight. The field is written all the same (the transfer square is not considered).
    # Black: king 3 (the knight hits c2 c4 d1 d5 f1 f5 g2 g4), d3: 4. No e.p.
    Case("en passant refused: its transfer square is occupied",
         "k7/8/8/8/3pP3/8/8/8|8/8/8/8/8/4N3/8/7K b - Be3 0 1", KING_A8 + " Bd4Bd3"),
    # A black pawn on Ad4 (level A, where the double step happened) cannot take: the e-pawn has
    # left for Be4. No field. Black: king 3, d3 of A (Bd3 empty). 4 moves.
    Case("no en passant from the level the pawn left",
         "k7/8/8/8/8/8/8/8|8/8/8/8/3p4/8/4P3/7K w - - 0 1", KING_A8 + " Ad4Ad3", push="Ae2Ae4",
         fens="k7/8/8/8/4P3/8/8/8|8/8/8/8/3p4/8/8/7K b - - 0 1"),
    # e4; Kb8 (-> Ab8); Kg1 (-> Bg1): the right is gone. Black Ab8 has its 5 (nothing White on A;
    # on B the pawn hits d5 f5, the king f1 f2 g2 h1 h2); the d-pawn: d3 only. 6 moves.
    Case("en passant only on the very next move", EP,
         "Ab8Aa8 Ab8Ac8 Ab8Aa7 Ab8Ab7 Ab8Ac7 Bd4Bd3", push="Ae2Ae4 Ba8Bb8 Ah1Ag1",
         fens=EP_OPEN + ";8/8/8/8/3pP3/8/8/8|1k6/8/8/8/8/8/8/7K w - - 1 2;"
              "8/8/8/8/3pP3/8/8/6K1|1k6/8/8/8/8/8/8/8 b - - 2 2"),
    # A white bishop on Be3: after e4 the square the capture would land on is occupied, so dxe3 is
    # an ordinary capture of the bishop and the Be4 pawn stays. (The FEN after e4 is left out: see
    # alice.EP_FEN_NEEDS_EMPTY_LANDING.) Then White: Kh1 g1 g2 h2 (the Ae3 pawn hits d2 f2), Be4-e5
    # (Ae5 empty): 4 moves.
    Case("the square s' occupied: an ordinary capture, not en passant",
         "k7/8/8/8/3p4/4B3/8/8|8/8/8/8/8/8/4P3/7K w - - 0 1",
         "Ah1Ag1 Ah1Ag2 Ah1Ah2 Be4Be5", push="Ae2Ae4 Bd4Be3"),
    # Black Ka4 and Pd4, White Rh4 on B: after e4 (-> Be4) the field is "Be3", but dxe3 would
    # empty rank 4 of B between h4 and a4 ((1)). King a3 a5 b3 b4 b5 (the rook stops at e4; the
    # pawn hits d5 f5), d3 (the e4 pawn still shields): 6 moves.
    Case("en passant pinned: still written in the FEN",
         "8/8/8/8/k2p3R/8/8/8|8/8/8/8/8/8/4P3/7K w - - 0 1",
         "Ba4Ba3 Ba4Ba5 Ba4Bb3 Ba4Bb4 Ba4Bb5 Bd4Bd3", push="Ae2Ae4",
         fens="8/8/8/8/k2pP2R/8/8/8|8/8/8/8/8/8/8/7K b - Be3 0 1"),
    # Set up: a black pawn on Bf7 (rank 7 of B) double-steps: f6 f5 empty on B, lands on Af5 beside
    # White's Ae5: field "Af6". Before: king 3, f6, f5 (5). After: White Kh1 g1 g2 h2 (the f5 pawn
    # hits e4 g4), e6 (Be6 empty), exf6 e.p. (Af6 empty; lands on Bf6, empty): 5 moves.
    Case("a double step on level B, en passant on A",
         "k7/5p2/8/8/8/8/8/8|8/8/8/4P3/8/8/8/7K b - - 0 1",
         "Ah1Ag1 Ah1Ag2 Ah1Ah2 Ae5Ae6 Ae5Af6", push="Bf7Bf5",
         fens="k7/8/8/8/8/8/8/8|8/8/8/4Pp2/8/8/8/7K w - Af6 0 2"),
    Case("the double step on B is allowed from rank 7",
         "k7/5p2/8/8/8/8/8/8|8/8/8/4P3/8/8/8/7K b - - 0 1", KING_A8 + " Bf7Bf6 Bf7Bf5"),
    # exf6 e.p. on A: the f5 pawn removed, White's pawn to Bf6 (hits e7 g7). Black: king 3.
    Case("en passant on A", "k7/5p2/8/8/8/8/8/8|8/8/8/4P3/8/8/8/7K b - - 0 1", KING_A8,
         push="Bf7Bf5 Ae5Af6",
         fens="k7/8/8/8/8/8/8/8|8/8/8/4Pp2/8/8/8/7K w - Af6 0 2;"
              "k7/8/5P2/8/8/8/8/8|8/8/8/8/8/8/8/7K b - - 0 2"),

    # -- promotion --------------------------------------------------------------------------------
    # The Ab7 pawn: b8 is empty on A but Bb8 holds a black knight: no promotion there (4 out);
    # bxa8 (the rook of A) promotes and lands on Ba8 (empty): 4. King 5 (the a8 rook holds rank 8
    # and the a-file of A; the knight hits a6 c6 d7 and the king g5..h7 of B). 9 moves.
    Case("promotion: on a capture; the straight step's square is taken on B",
         "1n6/8/7k/8/8/8/8/8|r7/1P6/8/8/8/8/8/4K3 w - - 0 1",
         "Ab7Aa8q Ab7Aa8r Ab7Aa8b Ab7Aa8n " + KING_E1),
    # bxa8=Q stands on Ba8 (b8 knight shields rank 8; its diagonal is b7..h1). Black: Kh6 g5 g6 g7
    # h5 h7 (on A only White's Ke1): 5; the knight a6 c6 d7: 3. 8 moves.
    Case("the promoted man transfers", "1n6/8/7k/8/8/8/8/8|r7/1P6/8/8/8/8/8/4K3 w - - 0 1",
         "Bh6Bg5 Bh6Bg6 Bh6Bg7 Bh6Bh5 Bh6Bh7 Bb8Ba6 Bb8Bc6 Bb8Bd7", push="Ab7Aa8q",
         fens="Qn6/8/7k/8/8/8/8/8|8/8/8/8/8/8/8/4K3 b - - 0 1"),
    # Black's Bd2 pawn: d1 (Ad1 holds White's bishop: out); xc1 (the rook of B; Ac1 empty): 4; xe1
    # (the knight of B) would land on White's king at Ae1: out. Kh8 g8 g7 h7 (the rook has the c-file
    # and rank 1, the knight c2 d3 f3 g2; on A the bishop's diagonals miss them): 3. 7 moves.
    Case("black promotes on B", "7k/8/8/8/8/8/3p4/2R1N3|8/8/8/8/8/8/8/3BK3 b - - 0 1",
         "Bh8Bg8 Bh8Bg7 Bh8Bh7 Bd2Bc1q Bd2Bc1r Bd2Bc1b Bd2Bc1n"),
    # dxc1=Q lands on Ac1 and pins the Ad1 bishop to Ke1 (any bishop move opens rank 1: (1)). Kd2 is
    # on the queen's diagonal ((1)); Ke2 Kf1 Kf2 are free (rank 1 shut at d1). The Be1 knight: c2 d3
    # f3 g2, landing on empty squares of A. 7 moves.
    Case("a promoted queen pins on A", "7k/8/8/8/8/8/3p4/2R1N3|8/8/8/8/8/8/8/3BK3 b - - 0 1",
         "Ae1Ae2 Ae1Af1 Ae1Af2 Be1Bc2 Be1Bd3 Be1Bf3 Be1Bg2", push="Bd2Bc1q",
         fens="7k/8/8/8/8/8/8/4N3|8/8/8/8/8/8/8/2qBK3 w - - 0 2"),

    # -- the end ----------------------------------------------------------------------------------
    # Ra1-a8 on B (a2..a7, a8 empty on B) lands on Aa8: check on A. Black Kh8: g8 on the rank ((1));
    # g7 h7 free on A, but on B the b7 rook holds rank 7 ((2)). No other black man: mate.
    Case("checkmate: the escape squares are covered on the other level",
         "8/1R6/8/8/8/8/8/R3K3|7k/8/8/8/8/8/8/8 w - - 0 1", "", push="Ba1Ba8",
         fens="8/1R6/8/8/8/8/8/4K3|R6k/8/8/8/8/8/8/8 b - - 1 1", outcome="1-0"),
    # Black Kh8 on A, nothing White on A: not in check, g8 g7 h7 free on A; on B the g1 rook holds
    # g8 g7, the a7 rook h7 (and g7). No other black man: stalemate.
    Case("stalemate: every king move lands attacked on the other level",
         "8/R7/8/8/8/2K5/8/6R1|7k/8/8/8/8/8/8/8 b - - 0 1", "", outcome="1/2-1/2"),
]
