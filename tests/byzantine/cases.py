"""Byzantine chess positions whose legal moves were worked out by hand from the rules (not with the
generator).

Coordinates in the comments are (f, r) = (file a..d = 0..3, rank 1..16 = 0..15), so "b16" =
(1, 15) and "c1" = (2, 0); a rank outside 0..15 is taken round the circle ((1, 16) is b1, (2, -1)
is c16). A FEN lists the ranks 16 down to 1, each from file a to d.

Unless said, the kings stand on d7 (White) and d11 (Black), and Black has a pawn on a10 (taking
on b9 only): no line or leap of the man under test reaches them, and neither side is bare (a bare
side facing the other to move means the game is over, so a lone rook with two kings would have no
moves at all).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    name: str
    fen: str
    moves: str  # the expected legal moves, space separated
    origins: str = ""  # only the moves from these cells are compared (all moves when empty)
    push: str = ""  # moves played before comparing
    fens: str = ""  # the FEN expected after each pushed move, separated by ';'
    outcome: str | None = None  # "checkmate", "stalemate", "bare king", "draw" (after the pushes)

    def expected(self) -> list[str]:
        return sorted(self.moves.split())


START = "4/4/4/4/oooo/rnbq/rnbk/pppp/4/4/4/4/PPPP/RNBK/RNBQ/OOOO w - - 0 1"

CASES = [
    # -- rooks ------------------------------------------------------------------------------------
    # b5 on an empty ring b: 15 cells round it (b6..b16, b1..b4; its own cell is not one) and 3
    # across rank 5. Kings d1 and d9, a black pawn d12 so that Black is not bare.
    Case("rook round the ring", "4/4/4/4/3p/4/4/3k/4/4/4/1R2/4/4/4/3K w - - 0 1",
         "b5b6 b5b7 b5b8 b5b9 b5b10 b5b11 b5b12 b5b13 b5b14 b5b15 b5b16 b5b1 b5b2 b5b3 b5b4 "
         "b5a5 b5c5 b5d5", origins="b5"),
    # b5 with its own knight on b8 and pawn on d5, black knights on b3 and a5: up b6 b7, down b4
    # and takes b3, across c5 and takes a5. Kings d1 and d12.
    Case("rook blocked", "4/4/4/4/3k/4/4/4/1N2/4/4/nR1P/4/1n2/4/3K w - - 0 1",
         "b5b6 b5b7 b5b4 b5b3 b5c5 b5a5", origins="b5"),
    # a2 with its own pawn on a4 and a black knight on a10: up only a3; down across the seam a1
    # a16 a15 a14 a13 a12 a11 and takes a10; across b2 c2 d2. Kings d6 and d13.
    Case("rook across the seam", "4/4/4/3k/4/4/n3/4/4/4/3K/4/P3/4/R3/4 w - - 0 1",
         "a2a3 a2a1 a2a16 a2a15 a2a14 a2a13 a2a12 a2a11 a2a10 a2b2 a2c2 a2d2", origins="a2"),

    # -- leapers across the 16/1 seam ------------------------------------------------------------
    # a16 = (0, 15): (+1, +2) b2, (+1, -2) b14, (+2, +1) c1, (+2, -1) c15; the rest leave the files.
    Case("knight on a16", "N3/4/4/4/4/3k/p3/4/4/3K/4/4/4/4/4/4 w - - 0 1",
         "a16b2 a16b14 a16c1 a16c15", origins="a16"),
    # c1 = (2, 0): d3, d15 (3, -2), b3, b15 (1, -2), a2 (0, 1), a16 (0, -1).
    Case("knight on c1", "4/4/4/4/4/3k/p3/4/4/3K/4/4/4/4/4/2N1 w - - 0 1",
         "c1d3 c1d15 c1b3 c1b15 c1a2 c1a16", origins="c1"),
    # a16 leaps to c2 (2, 17) over the black knight on b1 and takes the black knight on c14.
    Case("elephant on a16", "B3/4/2n1/4/4/3k/p3/4/4/3K/4/4/4/4/4/1n2 w - - 0 1",
         "a16c2 a16c14", origins="a16"),
    # c1 leaps (-2, -2) to a15 over its own knight on b16; (-2, +2) a3 holds its own pawn.
    Case("elephant on c1", "1N2/4/4/4/4/3k/p3/4/4/3K/4/4/4/P3/4/2B1 w - - 0 1",
         "c1a15", origins="c1"),
    # The king on b16 = (1, 15): a16 c16, a15 b15 c15, and across the seam a1 b1 c1. Black king d8.
    Case("king on b16", "1K2/4/4/4/4/4/p3/4/3k/4/4/4/4/4/4/4 w - - 0 1",
         "b16a16 b16c16 b16a15 b16b15 b16c15 b16a1 b16b1 b16c1"),
    # The general on b1: c2, takes the black knight on c16 (2, -1), a16 (0, -1); a2 is its pawn's.
    Case("general on b1", "2n1/4/4/4/4/3k/p3/4/4/3K/4/4/4/4/P3/1Q2 w - - 0 1",
         "b1c2 b1c16 b1a16", origins="b1"),

    # -- pawns ------------------------------------------------------------------------------------
    # White's P on c16 steps up across the seam to c1 and takes the black knights on b1 and d1.
    Case("white P across the seam", "2P1/4/4/4/4/3k/p3/4/4/3K/4/4/4/4/4/1n1n w - - 0 1",
         "c16c1 c16b1 c16d1", origins="c16"),
    # White's O on c1 steps down across the seam to c16 and takes the black knight on b16 (d16 is
    # empty); it never takes upward, so not the black knight on d2.
    Case("white O across the seam", "1n2/4/4/4/4/3k/p3/4/4/3K/4/4/4/4/3n/2O1 w - - 0 1",
         "c1c16 c1b16", origins="c1"),
    # Black's p on b1 steps down to b16 and takes the white knight on a16 (c16 is its own o);
    # Black's o on c16 steps up to c1 and takes the white knight on d1 (b1 is its own p).
    Case("black p and o across the seam", "N1o1/4/4/4/4/3k/p3/4/4/3K/4/4/4/4/4/1p1N b - - 0 1",
         "b1b16 b1a16 c16c1 c16d1", origins="b1 c16"),
    # Head on: P b5 against p b6, O c14 against o c13: none can step, and a pawn takes only
    # diagonally (a6 c6, b13 d13 are empty).
    Case("pawns head on", "4/4/2O1/2o1/4/3k/p3/4/4/3K/1p2/1P2/4/4/4/4 w - - 0 1",
         "", origins="b5 c14"),
    Case("black pawns head on", "4/4/2O1/2o1/4/3k/p3/4/4/3K/1p2/1P2/4/4/4/4 b - - 0 1",
         "", origins="b6 c13"),

    # -- pins and checks --------------------------------------------------------------------------
    # The king b2 behind its rook b16, pinned across the seam by the rook b14 (the pawn b5 shuts
    # ring b the other way round). The rook keeps to the line: b1, b15, takes b14, not a16 c16
    # d16. The king has all 8 steps (b1 and b3 stay behind the rook and the pawn); the pawn b6.
    Case("rook pinned across the seam", "1R2/4/1r2/4/4/3k/p3/4/4/4/4/1P2/4/4/1K2/4 w - - 0 1",
         "b16b1 b16b15 b16b14 b5b6 "
         "b2a1 b2b1 b2c1 b2a2 b2c2 b2a3 b2b3 b2c3"),
    # The knight b6 pinned across the rings by the rook d6 (c6 empty): no moves. The king a6 has
    # a5 a7 b5 b7 (the rook's ring d and rank 6 do not reach them).
    Case("knight pinned across the rings", "4/4/4/4/4/3k/p3/4/4/4/KN1r/4/4/4/4/4 w - - 0 1",
         "a6a5 a6a7 a6b5 a6b7"),
    # The rook a12 checks the king a3 both ways round ring a (a11..a4 and a13..a16 a1 a2 empty):
    # blocking one way leaves the other, so the knight c1 cannot help (a2 or a16). The king
    # leaves the ring: b2 b3 b4 (a2 a4 stay on it); the knight b14 takes a12 (-1, -2).
    Case("check round the ring", "4/4/1N2/4/r3/3k/4/4/4/4/4/4/4/K3/4/2N1 w - - 0 1",
         "a3b2 a3b3 a3b4 b14a12"),
    # Black's o on c16 checks the king d1 across the seam ((+1, +1) from c16 is d1). The king goes
    # to c1 c2 d2 d16 or takes c16; the pawn a5 cannot help.
    Case("check by an o across the seam", "2o1/4/4/4/4/3k/4/4/4/4/4/P3/4/4/4/3K w - - 0 1",
         "d1c1 d1c2 d1d2 d1c16 d1d16"),

    # -- the end ----------------------------------------------------------------------------------
    # The rook d3 goes across rank 3 to a3 and checks the king a5 both ways round ring a; the
    # rook b9 holds ring b (b8..b4), so a4 a6 b4 b5 b6 are all taken; Black's pawn c9 is blocked
    # by the White pawn c8 (b8 d8 empty). White king d16.
    Case("checkmate", "3K/4/4/4/4/4/4/1Rp1/2P1/4/4/k3/4/3R/4/4 w - - 0 1",
         "", push="d3a3", fens="3K/4/4/4/4/4/4/1Rp1/2P1/4/4/k3/4/R3/4/4 b - - 1 1",
         outcome="checkmate"),
    # The rook d9 goes to b9: the king a5 is not attacked, but a4 (elephant c2), a6 (elephant c8)
    # and b4 b5 b6 (rook b9 down ring b) are; the pawn c11 is blocked by the pawn c10 (b10 d10
    # empty). Black is stalemated, and loses. White king d15.
    Case("stalemate", "4/3K/4/4/4/2p1/2P1/3R/2B1/4/4/k3/4/4/2B1/4 w - - 0 1",
         "", push="d9b9", fens="4/3K/4/4/4/2p1/2P1/1R2/2B1/4/4/k3/4/4/2B1/4 b - - 1 1",
         outcome="stalemate"),
    # The rook a10 takes Black's last man, the knight b10, and checks the king c10: Black is bare
    # and has its one reply: take the rook, or step to c9 c11 d9 d11 (b9 b11 on ring b and d10
    # on rank 10 are the rook's). White king d3.
    Case("bare king reply", "4/4/4/4/4/4/Rnk1/4/4/4/4/4/4/3K/4/4 w - - 0 1",
         "c10b10 c10c9 c10c11 c10d9 c10d11", push="a10b10",
         fens="4/4/4/4/4/4/1Rk1/4/4/4/4/4/4/3K/4/4 b - - 0 1"),
    # The same reply window from the FEN alone: the bare side to move has just been made bare.
    Case("bare king reply from a FEN", "4/4/4/4/4/4/1Rk1/4/4/4/4/4/4/3K/4/4 b - - 0 1",
         "c10b10 c10c9 c10c11 c10d9 c10d11"),
    # The reply takes White's last man: both kings alone, a draw.
    Case("bare king reply draws", "4/4/4/4/4/4/Rnk1/4/4/4/4/4/4/3K/4/4 w - - 0 1",
         "", push="a10b10 c10b10",
         fens="4/4/4/4/4/4/1Rk1/4/4/4/4/4/4/3K/4/4 b - - 0 1;"
              "4/4/4/4/4/4/1k2/4/4/4/4/4/4/3K/4/4 w - - 0 2",
         outcome="draw"),
    # Any other reply ends the game: the bare side loses.
    Case("bare king loses", "4/4/4/4/4/4/Rnk1/4/4/4/4/4/4/3K/4/4 w - - 0 1",
         "", push="a10b10 c10c9",
         fens="4/4/4/4/4/4/1Rk1/4/4/4/4/4/4/3K/4/4 b - - 0 1;"
              "4/4/4/4/4/4/1R2/2k1/4/4/4/4/4/3K/4/4 w - - 1 2",
         outcome="bare king"),
    Case("kings alone", "4/4/4/4/4/4/2k1/4/4/4/4/4/4/3K/4/4 w - - 0 1", "", outcome="draw"),

    # -- the start --------------------------------------------------------------------------------
    # 14: the P pawns a4..d4 up to rank 5, the O pawns a1..d1 down across the seam to rank 16;
    # knight b2 (1, 1): c16 (2, -1) and a16 (0, -1) (c4 a4 d3 d1 are White's); knight b3 (1, 2):
    # c5 a5 (c1 a1 d4 d2 White's); elephant c2 (2, 1): a16 (a4 White's); elephant c3: a5 (a1
    # White's). The rooks, the general d2 and the king d3 are shut in. Black's 14 mirror these.
    Case("start", START,
         "a4a5 b4b5 c4c5 d4d5 a1a16 b1b16 c1c16 d1d16 b2c16 b2a16 b3c5 b3a5 c2a16 c3a5"),
    Case("black's start", START,
         "a9a8 b9b8 c9c8 d9d8 a12a13 b12b13 c12c13 d12d13 b11a13 b11c13 b10a8 b10c8 c11a13 c10a8",
         push="b2c16", fens="2N1/4/4/4/oooo/rnbq/rnbk/pppp/4/4/4/4/PPPP/RNBK/R1BQ/OOOO b - - 1 1"),
    # After b2-c16 b11-c13 the knight on c16 (2, 15) leaps to b2 (now empty), d14, b14 and a15;
    # d2 (the general) and a1 (an O pawn) are White's.
    Case("knight out across the seam", START,
         "c16b2 c16d14 c16b14 c16a15", origins="c16", push="b2c16 b11c13",
         fens="2N1/4/4/4/oooo/rnbq/rnbk/pppp/4/4/4/4/PPPP/RNBK/R1BQ/OOOO b - - 1 1;"
              "2N1/4/4/2n1/oooo/r1bq/rnbk/pppp/4/4/4/4/PPPP/RNBK/R1BQ/OOOO w - - 2 2"),
]
