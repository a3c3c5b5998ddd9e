"""Raumschach positions whose legal moves were worked out by hand from the rules (not with the generator).

Coordinates in the comments are (x, y, z) = (file a..e = 0..4, rank 1..5 = 0..4, level A..E = 0..4),
so "Cc3" = (2, 2, 2) and "Ee4" = (4, 3, 4). A FEN lists the levels E | D | C | B | A, each from
rank 5 down to rank 1. The kings are put where no line or leap of the man under test reaches them:
Aa2 (0, 1, 0) and Ee4 (4, 3, 4) differ from Cc3 by (-2, -1, -2) and (2, 1, 2), which are neither
lines, leaps nor king steps; Bc2 (2, 1, 1) and Ee4 are off every line and leap from Aa1.
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
    outcome: str | None = None  # "checkmate" or "stalemate" when the game is over (after the pushes)

    def expected(self) -> list[str]:
        return sorted(self.moves.split())


START = "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1"

# From Cc3: two cells to the edge along each of the 6 axes, 12 plane diagonals and 8 space
# diagonals.
ROOK_CC3 = "Cc3Ca3 Cc3Cb3 Cc3Cd3 Cc3Ce3 Cc3Cc1 Cc3Cc2 Cc3Cc4 Cc3Cc5 Cc3Ac3 Cc3Bc3 Cc3Dc3 Cc3Ec3 "
BISHOP_CC3 = (
    # level C (x and y change): Cd4 Ce5, Cb2 Ca1, Cd2 Ce1, Cb4 Ca5
    "Cc3Cd4 Cc3Ce5 Cc3Cb2 Cc3Ca1 Cc3Cd2 Cc3Ce1 Cc3Cb4 Cc3Ca5 "
    # rank 3 (x and z change): Dd3 Ee3, Bb3 Aa3, Bd3 Ae3, Db3 Ea3
    "Cc3Dd3 Cc3Ee3 Cc3Bb3 Cc3Aa3 Cc3Bd3 Cc3Ae3 Cc3Db3 Cc3Ea3 "
    # file c (y and z change): Dc4 Ec5, Bc2 Ac1, Bc4 Ac5, Dc2 Ec1
    "Cc3Dc4 Cc3Ec5 Cc3Bc2 Cc3Ac1 Cc3Bc4 Cc3Ac5 Cc3Dc2 Cc3Ec1 ")
UNICORN_CC3 = (
    # (+,+,+) Dd4 Ee5, (-,-,-) Bb2 Aa1, (+,+,-) Bd4 Ae5, (-,-,+) Db2 Ea1,
    # (+,-,+) Dd2 Ee1, (-,+,-) Bb4 Aa5, (+,-,-) Bd2 Ae1, (-,+,+) Db4 Ea5
    "Cc3Dd4 Cc3Ee5 Cc3Bb2 Cc3Aa1 Cc3Bd4 Cc3Ae5 Cc3Db2 Cc3Ea1 "
    "Cc3Dd2 Cc3Ee1 Cc3Bb4 Cc3Aa5 Cc3Bd2 Cc3Ae1 Cc3Db4 Cc3Ea5 ")

CASES = [
    # -- the men on the centre Cc3 and in the corner Aa1 (White king Aa2 or Bc2, Black king Ee4) --
    Case("rook on Cc3", "5/4k/5/5/5|5/5/5/5/5|5/5/2R2/5/5|5/5/5/5/5|5/5/5/K4/5 w - - 0 1",
         ROOK_CC3, origins="Cc3"),
    # Aa1: four cells along each of the three axes.
    Case("rook on Aa1", "5/4k/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/2K2/5|5/5/5/5/R4 w - - 0 1",
         "Aa1Ab1 Aa1Ac1 Aa1Ad1 Aa1Ae1 Aa1Aa2 Aa1Aa3 Aa1Aa4 Aa1Aa5 Aa1Ba1 Aa1Ca1 Aa1Da1 Aa1Ea1",
         origins="Aa1"),
    # 24: in each of the three planes through Cc3, two cells along each of four diagonals.
    Case("bishop on Cc3", "5/4k/5/5/5|5/5/5/5/5|5/5/2B2/5/5|5/5/5/5/5|5/5/5/K4/5 w - - 0 1",
         BISHOP_CC3, origins="Cc3"),
    # Aa1: the three plane diagonals (+,+,0) (+,0,+) (0,+,+), four cells each.
    Case("bishop on Aa1", "5/4k/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/2K2/5|5/5/5/5/B4 w - - 0 1",
         "Aa1Ab2 Aa1Ac3 Aa1Ad4 Aa1Ae5 Aa1Bb1 Aa1Cc1 Aa1Dd1 Aa1Ee1 Aa1Ba2 Aa1Ca3 Aa1Da4 Aa1Ea5",
         origins="Aa1"),
    # 16: two cells along each of the eight space diagonals.
    Case("unicorn on Cc3", "5/4k/5/5/5|5/5/5/5/5|5/5/2U2/5/5|5/5/5/5/5|5/5/5/K4/5 w - - 0 1",
         UNICORN_CC3, origins="Cc3"),
    # Aa1: only (+,+,+) stays on the board: Bb2 Cc3 Dd4 Ee5.
    Case("unicorn on Aa1", "5/4k/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/2K2/5|5/5/5/5/U4 w - - 0 1",
         "Aa1Bb2 Aa1Cc3 Aa1Dd4 Aa1Ee5", origins="Aa1"),
    # 24 leaps: (+-2, +-1) in each of the six ordered pairs of axes.
    Case("knight on Cc3", "5/4k/5/5/5|5/5/5/5/5|5/5/2N2/5/5|5/5/5/5/5|5/5/5/K4/5 w - - 0 1",
         "Cc3Ce4 Cc3Ce2 Cc3Ca4 Cc3Ca2 Cc3Cd5 Cc3Cd1 Cc3Cb5 Cc3Cb1 "  # within level C
         "Cc3De3 Cc3Be3 Cc3Da3 Cc3Ba3 Cc3Ed3 Cc3Ad3 Cc3Eb3 Cc3Ab3 "  # x and z
         "Cc3Dc5 Cc3Bc5 Cc3Dc1 Cc3Bc1 Cc3Ec4 Cc3Ac4 Cc3Ec2 Cc3Ac2",  # y and z
         origins="Cc3"),
    # Aa1: (2,1,0) Ac2, (2,0,1) Bc1, (1,2,0) Ab3, (0,2,1) Ba3, (1,0,2) Cb1, (0,1,2) Ca2.
    Case("knight on Aa1", "5/4k/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/2K2/5|5/5/5/5/N4 w - - 0 1",
         "Aa1Ac2 Aa1Bc1 Aa1Ab3 Aa1Ba3 Aa1Cb1 Aa1Ca2", origins="Aa1"),
    # 52 = 12 + 24 + 16.
    Case("queen on Cc3", "5/4k/5/5/5|5/5/5/5/5|5/5/2Q2/5/5|5/5/5/5/5|5/5/5/K4/5 w - - 0 1",
         ROOK_CC3 + BISHOP_CC3 + UNICORN_CC3, origins="Cc3"),
    # The king on Cc3 has 26 neighbours, but no cell is two king steps from every cell next to
    # Cc3: with the Black king in the corner Ee5 only Dd4 (3, 3, 3) is next to both, so 25.
    Case("king on Cc3", "4k/5/5/5/5|5/5/5/5/5|5/5/2K2/5/5|5/5/5/5/5|5/5/5/5/5 w - - 0 1",
         "Cc3Bb2 Cc3Bc2 Cc3Bd2 Cc3Bb3 Cc3Bc3 Cc3Bd3 Cc3Bb4 Cc3Bc4 Cc3Bd4 "
         "Cc3Cb2 Cc3Cc2 Cc3Cd2 Cc3Cb3 Cc3Cd3 Cc3Cb4 Cc3Cc4 Cc3Cd4 "
         "Cc3Db2 Cc3Dc2 Cc3Dd2 Cc3Db3 Cc3Dc3 Cc3Dd3 Cc3Db4 Cc3Dc4"),
    # Aa1: the seven other corners of the cube Aa1..Bb2.
    Case("king on Aa1", "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w - - 0 1",
         "Aa1Ab1 Aa1Aa2 Aa1Ab2 Aa1Ba1 Aa1Bb1 Aa1Ba2 Aa1Bb2"),

    # -- the start --------------------------------------------------------------------------------
    # 61: 15 pawn moves (level A pawns only forward, their upward cells are taken by level B's
    # pawns; level B pawns forward and upward), knights Ab1: Ac3 Aa3 Bb3 Cb2 Cc1 Ca1 and
    # Ad1: Ae3 Ac3 Bd3 Cd2 Ce1 Cc1; queen Bc1: up the c-file Cc1 Dc1 Ec1, (+-1,0,+1) Cb1 Da1 Cd1
    # De1, (0,+1,+1) Cc2 Dc3 xEc4, (+-1,+1,+1) Cb2 Da3 Cd2 De3; bishops Ba1: Cb1 Dc1 Ed1, Ca2 Da3
    # xEa4 and Bd1: Ce1, Cc1 Db1 Ea1, Cd2 Dd3 xEd4; unicorns Bb1: Cc2 Dd3 xEe4, Ca2 and Be1: Cd2
    # Dc3 xEb4. Rooks and king are shut in.
    Case("start", START,
         "Aa2Aa3 Ab2Ab3 Ac2Ac3 Ad2Ad3 Ae2Ae3 Ba2Ba3 Bb2Bb3 Bc2Bc3 Bd2Bd3 Be2Be3 "
         "Ba2Ca2 Bb2Cb2 Bc2Cc2 Bd2Cd2 Be2Ce2 "
         "Ab1Ac3 Ab1Aa3 Ab1Bb3 Ab1Cb2 Ab1Cc1 Ab1Ca1 Ad1Ae3 Ad1Ac3 Ad1Bd3 Ad1Cd2 Ad1Ce1 Ad1Cc1 "
         "Bc1Cc1 Bc1Dc1 Bc1Ec1 Bc1Cb1 Bc1Da1 Bc1Cd1 Bc1De1 Bc1Cc2 Bc1Dc3 Bc1Ec4 "
         "Bc1Cb2 Bc1Da3 Bc1Cd2 Bc1De3 "
         "Ba1Cb1 Ba1Dc1 Ba1Ed1 Ba1Ca2 Ba1Da3 Ba1Ea4 Bd1Ce1 Bd1Cc1 Bd1Db1 Bd1Ea1 Bd1Cd2 Bd1Dd3 Bd1Ed4 "
         "Bb1Cc2 Bb1Dd3 Bb1Ee4 Bb1Ca2 Be1Cd2 Be1Dc3 Be1Eb4"),
    # After Ab1-Cc1 Eb5-Cc5 the knight on Cc1 (2, 0, 2) leaps to Ce2 Ca2 Cd3 Cb3 De1 Da1 Ed1 Eb1
    # Ab1 (now empty) Dc3 Bc3 Ec2; Be1, Ba1, Ad1 and Ac2 hold White's own men.
    Case("knight out", START,
         "Cc1Ce2 Cc1Ca2 Cc1Cd3 Cc1Cb3 Cc1De1 Cc1Da1 Cc1Ed1 Cc1Eb1 Cc1Ab1 Cc1Dc3 Cc1Bc3 Cc1Ec2",
         origins="Cc1", push="Ab1Cc1 Eb5Cc5",
         fens="rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/2N2|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/R1KNR b - - 1 1;"
              "r1knr/ppppp/5/5/5|ubqub/ppppp/5/5/5|2n2/5/5/5/2N2|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/R1KNR"
              " w - - 2 2"),

    # -- pawns (White king Aa1 and Black king Ae1 unless said) -------------------------------------
    # White pawn Cc3 among black knights: it steps to Cc4 or Dc3 and takes on Cb4 Cd4 (forward),
    # Db3 Dd3 (upward) and Dc4 (forward and upward), not on Bc4 (0,+1,-1), Dc2 (0,-1,+1) nor
    # Dd4 (+1,+1,+1). Kings Aa2 and Ee4.
    Case("white pawn", "5/4k/5/5/5|5/2nn1/1n1n1/2n2/5|5/1n1n1/2P2/5/5|5/2n2/5/5/5|5/5/5/K4/5 w - - 0 1",
         "Cc3Cc4 Cc3Dc3 Cc3Cb4 Cc3Cd4 Cc3Db3 Cc3Dd3 Cc3Dc4", origins="Cc3"),
    # A pawn on Bb2 with black knights on Bb3 and Cb2 in front and above cannot move.
    Case("blocked pawn", "5/5/5/5/5|5/5/5/5/5|5/5/5/1n3/5|5/5/1n3/1P3/5|5/5/5/5/K3k w - - 0 1",
         "", origins="Bb2"),
    # Pawn Db4 (1, 3, 3): steps to Db5 (level D's last rank: no promotion) and Eb4, takes Da5 Dc5
    # Ea4 Ec4 and, forward and upward, Eb5 with promotion; not Cb5 (0,+1,-1) nor Eb3 (0,-1,+1).
    Case("promotion by taking forward and upward",
         "1n3/n1n2/1n3/5/5|n1n2/1P3/5/5/5|1n3/5/5/5/5|5/5/5/5/5|5/5/5/5/K3k w - - 0 1",
         "Db4Db5 Db4Eb4 Db4Da5 Db4Dc5 Db4Ea4 Db4Ec4 Db4Eb5q Db4Eb5r Db4Eb5b Db4Eb5n Db4Eb5u",
         origins="Db4"),
    # The new queen on Eb5 (1, 4, 4) takes from the black king on Ae1 the cell Be2 (4, 1, 1),
    # on its space diagonal through Dc4 and Cd3; the king keeps Ad1 Ad2 Ae2 Bd1 Bd2 Be1.
    Case("promotion played",
         "1n3/n1n2/1n3/5/5|n1n2/1P3/5/5/5|1n3/5/5/5/5|5/5/5/5/5|5/5/5/5/K3k w - - 0 1",
         "Ae1Ad1 Ae1Ad2 Ae1Ae2 Ae1Bd1 Ae1Bd2 Ae1Be1", origins="Ae1", push="Db4Eb5q",
         fens="1Q3/n1n2/1n3/5/5|n1n2/5/5/5/5|1n3/5/5/5/5|5/5/5/5/5|5/5/5/5/K3k b - - 0 1"),
    # Pawn Eb4 on the top level: to Eb5 or taking Ea5 and Ec5, each with the five promotions.
    Case("promotion on level E", "n1n2/1P3/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K3k w - - 0 1",
         "Eb4Eb5q Eb4Eb5r Eb4Eb5b Eb4Eb5n Eb4Eb5u Eb4Ea5q Eb4Ea5r Eb4Ea5b Eb4Ea5n Eb4Ea5u "
         "Eb4Ec5q Eb4Ec5r Eb4Ec5b Eb4Ec5n Eb4Ec5u", origins="Eb4"),
    # Pawn Db5 on level D's last rank: upward to Eb5 or taking Ea5, Ec5 upward-sideways, all
    # promoting.
    Case("promotion from level D", "n1n2/5/5/5/5|1P3/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K3k w - - 0 1",
         "Db5Eb5q Db5Eb5r Db5Eb5b Db5Eb5n Db5Eb5u Db5Ea5q Db5Ea5r Db5Ea5b Db5Ea5n Db5Ea5u "
         "Db5Ec5q Db5Ec5r Db5Ec5b Db5Ec5n Db5Ec5u", origins="Db5"),
    # Pawn Cc5 on level C's last rank stays a pawn: only upward to Dc5 or taking Db5 (Dd4 is not
    # a pawn capture).
    Case("pawn on rank 5 of level C", "5/5/5/5/5|1n3/3n1/5/5/5|2P2/5/5/5/5|5/5/5/5/5|5/5/5/5/K3k w - - 0 1",
         "Cc5Dc5 Cc5Db5", origins="Cc5"),
    # Black pawn Cc3 among white knights, the mirror of "white pawn": steps to Cc2 or Bc3, takes
    # Cb2 Cd2 (forward), Bb3 Bd3 (downward) and Bc2, not Dc2 (0,-1,+1), Bc4 (0,+1,-1) nor Bb2.
    Case("black pawn", "5/4k/5/5/5|5/5/5/2N2/5|5/5/2p2/1N1N1/5|5/2N2/1N1N1/1NN2/5|5/5/5/K4/5 b - - 0 1",
         "Cc3Cc2 Cc3Bc3 Cc3Cb2 Cc3Cd2 Cc3Bb3 Cc3Bd3 Cc3Bc2", origins="Cc3"),
    # Black pawn Bd2 (3, 1, 1), the mirror of the Db4 case (kings Ee5 black, Ea5 white): Bd1 and
    # Ad2 without promotion, takes Bc1 Be1 Ac2 Ae2, and Ad1 (forward and downward) promoting.
    Case("black promotion",
         "K3k/5/5/5/5|5/5/5/5/5|5/5/5/5/3N1|5/5/5/3p1/2N1N|5/5/3N1/2N1N/3N1 b - - 0 1",
         "Bd2Bd1 Bd2Ad2 Bd2Bc1 Bd2Be1 Bd2Ac2 Bd2Ae2 Bd2Ad1q Bd2Ad1r Bd2Ad1b Bd2Ad1n Bd2Ad1u",
         origins="Bd2"),
    # Black pawn Cc1 on level C's first rank: only downward to Bc1 or taking Bd1.
    Case("black pawn on rank 1 of level C",
         "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/2p2|5/5/5/5/3N1|K4/5/5/5/5 b - - 0 1",
         "Cc1Bc1 Cc1Bd1", origins="Cc1"),

    # -- pins, checks, the end ---------------------------------------------------------------------
    # White king Aa1 with four men pinned: queen Bb2 by the unicorn Ee5 (it may go Cc3 Dd4 xEe5),
    # bishop Ab2 by the bishop Ae5 (Ac3 Ad4 xAe5), rook Ab1 by the rook Ae1 (Ac1 Ad1 xAe1), knight
    # Ba1 by the rook Ea1 (none). The king: Aa2 Bb1 Ba2 (Ab1 Ab2 Ba1 Bb2 are its own men's).
    # Black king Ce5.
    Case("pinned men", "2k1u/5/5/5/r4|5/5/5/5/5|5/5/5/5/5|5/5/5/1Q3/N4|4b/5/5/1B3/KR2r w - - 0 1",
         "Bb2Cc3 Bb2Dd4 Bb2Ee5 Ab2Ac3 Ab2Ad4 Ab2Ae5 Ab1Ac1 Ab1Ad1 Ab1Ae1 Aa1Aa2 Aa1Bb1 Aa1Ba2"),
    # The rook Ea1 checks Aa1 down the a1 column: the king steps off it (Ab1 Aa2 Ab2 Bb1 Ba2
    # Bb2; Ba1 stays on the rook's line), the knight Cc2 blocks on Ca1 (-2,-1,0), the rook Ee1
    # takes on Ea1.
    Case("check by a rook", "2k2/5/5/5/r3R|5/5/5/5/5|5/5/5/2N2/5|5/5/5/5/5|5/5/5/5/K4 w - - 0 1",
         "Aa1Ab1 Aa1Aa2 Aa1Ab2 Aa1Bb1 Aa1Ba2 Aa1Bb2 Cc2Ca1 Ee1Ea1"),
    # The unicorn Dd4 checks Aa1 along Cc3 Bb2: the pawns block, Bb1 stepping forward to Bb2 and
    # Cc2 forward to Cc3; the king has Ab1 Aa2 Ab2 Ba1 Ba2 (Bb2 is on the diagonal, Bb1 its
    # pawn's). Black king Ae5.
    Case("check by a unicorn", "5/5/5/5/5|5/3u1/5/5/5|5/5/5/2P2/5|5/5/5/5/1P3|4k/5/5/5/K4 w - - 0 1",
         "Aa1Ab1 Aa1Aa2 Aa1Ab2 Aa1Ba1 Aa1Ba2 Bb1Bb2 Cc2Cc3"),
    # Ad4-Dd4 mates the king in the corner Ee5: the queen on Dd4 touches the whole cube Dd4..Ee5
    # and is guarded by the king on Cc3.
    Case("checkmate", "4k/5/5/5/5|5/5/5/5/5|5/5/2K2/5/5|5/5/5/5/5|5/3Q1/5/5/5 w - - 0 1",
         "", push="Ad4Dd4", fens="4k/5/5/5/5|5/3Q1/5/5/5|5/5/2K2/5/5|5/5/5/5/5|5/5/5/5/5 b - - 1 1",
         outcome="checkmate"),
    # Stalemate: the king on Ee5 is not attacked (Cd4 is (1,1,2) away, Ed4 (1,1,0), a bishop's
    # step that the rook lacks). The queen Cd4 covers Dd4 Dd5 De4 De5, the rook Ed4 covers Ed5
    # Ee4 and is guarded by the queen up the d4 column.
    Case("stalemate", "4k/3R1/5/5/5|5/5/5/5/5|5/3Q1/5/5/5|5/5/5/5/5|5/5/5/5/K4 b - - 0 1",
         "", outcome="stalemate"),
]
