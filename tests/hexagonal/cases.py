"""Positions whose legal moves were worked out by hand from the rules (not with the generator).

Coordinates in the comments are the axial (x, r) of rules.py: f6 = (0, 0), up = (0, 1),
upper-right = (1, 0), lower-right = (1, -1); a cell's number is r - bottom + 1 with bottom = -index
of the file for a..f and -5 for f..l. The diagonal steps are (1, 1), (2, -1), (1, -2), (-1, -1),
(-2, 1), (-1, 2).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    name: str
    games: tuple[str, ...]
    fen: str
    moves: str  # the expected legal moves, space separated
    origins: str = ""  # only the moves from these cells are compared (all moves when empty)
    push: str = ""  # moves played before comparing
    fens: str = ""  # the FEN expected after each pushed move, separated by '|'

    def expected(self) -> list[str]:
        return sorted(self.moves.split())


BOTH = ("glinski", "mccooey")
GLINSKI = ("glinski",)
MCCOOEY = ("mccooey",)

# White king a3 (-5, 2): a2 a4, b4 (upper-right), b3 (lower-right); diagonals b5 (1, 1),
# c4 (2, -1), b2 (1, -2); every other step leaves the board.
KING_A3 = "a3a2 a3a4 a3b2 a3b3 a3b4 a3b5 a3c4"

CASES = [
    # Rook on the centre: five cells to the edge in each of the six directions. The kings on a3
    # and l3 are off its lines (the a-file meets them at a1 and a6, the l-file at l1 and l6).
    Case("rook on f6", BOTH, "1/3/5/7/9/5R5/11/11/K9k/11/11 w - - 0 1",
         "f6f7 f6f8 f6f9 f6f10 f6f11 f6f5 f6f4 f6f3 f6f2 f6f1 "
         "f6g6 f6h6 f6i6 f6k6 f6l6 f6g5 f6h4 f6i3 f6k2 f6l1 "
         "f6e5 f6d4 f6c3 f6b2 f6a1 f6e6 f6d6 f6c6 f6b6 f6a6 " + KING_A3),
    # Bishop on the centre: two cells along each diagonal before leaving the board (12, as the
    # published diagrams show).
    Case("bishop on f6", BOTH, "1/3/5/7/9/5B5/11/11/K9k/11/11 w - - 0 1",
         "f6g7 f6h8 f6e7 f6d8 f6h5 f6k4 f6d5 f6b4 f6g4 f6h2 f6e4 f6d2 " + KING_A3),
    # Bishop in the corner a1 (-5, 0): up the long diagonal b3 c5 d7 e9 f11 and along the
    # horizontal c2 e3 g3 i2 l1 (passing between f3 and f4).
    Case("bishop on a1", BOTH, "1/3/5/7/9/k9K/11/11/11/11/B10 w - - 0 1",
         "a1b3 a1c5 a1d7 a1e9 a1f11 a1c2 a1e3 a1g3 a1i2 a1l1", origins="a1"),
    # Knight on the centre: the twelve cells at distance 3 off every line.
    Case("knight on f6", BOTH, "1/3/5/7/9/5N5/11/11/K9k/11/11 w - - 0 1",
         "f6c4 f6c5 f6d3 f6d7 f6e3 f6e8 f6g3 f6g8 f6h3 f6h7 f6i4 f6i5 " + KING_A3),
    # Knight in the corner a1: (1, 2) b4, (2, 1) c4, (3, -1) d3, (3, -2) d2; the rest fall off.
    Case("knight on a1", BOTH, "1/3/5/7/9/k9K/11/11/11/11/N10 w - - 0 1",
         "a1b4 a1c4 a1d3 a1d2", origins="a1"),
    # Knight on the bottom edge f1 (0, -5): d2 e3 g3 h2.
    Case("knight on f1", BOTH, "1/3/5/7/9/k9K/11/11/11/11/5N5 w - - 0 1",
         "f1d2 f1e3 f1g3 f1h2", origins="f1"),
    # King on the centre: six side neighbours and six corner neighbours.
    Case("king on f6", BOTH, "1/3/5/7/9/5K5/11/11/11/11/5k5 w - - 0 1",
         "f6f7 f6f5 f6g6 f6g5 f6e5 f6e6 f6g7 f6e7 f6h5 f6d5 f6g4 f6e4"),
    # King in the corner a1: a2, b2 (upper-right), b1 (lower-right), b3 and c2 diagonally.
    Case("king on a1", BOTH, "1/3/5/7/9/10k/11/11/11/11/K10 w - - 0 1",
         "a1a2 a1b1 a1b2 a1b3 a1c2"),
    # A rook pinned on the f-file by the rook on f9 keeps only the file; the king has f2, g1, e1
    # and the diagonals g2, e2 (f2 stays covered by its own rook).
    Case("pinned rook", BOTH, "1/3/2r2/7/9/k10/11/11/5R5/11/5K5 w - - 0 1",
         "f3f2 f3f4 f3f5 f3f6 f3f7 f3f8 f3f9 f1f2 f1g1 f1e1 f1g2 f1e2"),
    # Check from the rook on f9 down the open f-file: the king steps off the file (g1 e1 g2 e2,
    # none of them on the rook's lines) or the knight on d3 blocks on f6 (2, 1) or f2 (2, -3).
    Case("check evasion", BOTH, "1/3/2r2/7/9/k10/11/11/3N7/11/5K5 w - - 0 1",
         "f1g1 f1e1 f1g2 f1e2 d3f6 d3f2"),
    # Gliński's start, all 51 moves: 17 pawn moves (f5 cannot double-step onto f7's pawn),
    # knights d1: c3 f4 g2 b2, h1: i3 f4 e2 k2; rooks c1: d2 e3 f4, i1: h2 g3 f4; queen e1: e2 e3
    # and d2 c3 b4 a5; king g1: g2 h2; bishops f1: g2 e2, f2: g3 h4 i5 k6 e3 d4 c5 b6, f3: h2 d2.
    Case("Gliński's start", GLINSKI,
         "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1",
         "b1b2 b1b3 c2c3 c2c4 d3d4 d3d5 e4e5 e4e6 f5f6 g4g5 g4g6 h3h4 h3h5 i2i3 i2i4 k1k2 k1k3 "
         "d1c3 d1f4 d1g2 d1b2 h1i3 h1f4 h1e2 h1k2 c1d2 c1e3 c1f4 i1h2 i1g3 i1f4 "
         "e1e2 e1e3 e1d2 e1c3 e1b4 e1a5 g1g2 g1h2 "
         "f1g2 f1e2 f2g3 f2h4 f2i5 f2k6 f2e3 f2d4 f2c5 f2b6 f3h2 f3d2"),
    # Gliński's pawns take through a side (upper-right, upper-left for White): from f6 on g6 and
    # e6, not on the diagonal cells g7 and e7.
    Case("Gliński pawn captures", GLINSKI, "1/3/5/7/3n1n3/4nPn4/11/11/11/11/K9k w - - 0 1",
         "f6f7 f6g6 f6e6", origins="f6"),
    # The same position in McCooey's: the pawn takes diagonally forward, g7 and e7.
    Case("McCooey pawn captures", MCCOOEY, "1/3/5/7/3n1n3/4nPn4/11/11/11/11/K9k w - - 0 1",
         "f6f7 f6g7 f6e7", origins="f6"),
    # Gliński en passant: e4-e6 passes e5; the black pawn on d5 takes lower-right onto e5.
    Case("Gliński en passant", GLINSKI, "1/2k/5/7/9/11/3p7/4P6/11/11/6K4 w - - 0 1",
         "d5d4 d5e5", origins="d5", push="e4e6",
         fens="1/2k/5/7/9/4P6/3p7/11/11/11/6K4 b - e5 0 1"),
    Case("Gliński en passant taken", GLINSKI, "1/2k/5/7/9/11/3p7/4P6/11/11/6K4 w - - 0 1",
         # the white pawn is gone: White has only the king's g2 h1 f2 f1 h2 f3 e1
         "g1g2 g1h1 g1f2 g1f1 g1h2 g1f3 g1e1", push="e4e6 d5e5",
         fens="1/2k/5/7/9/4P6/3p7/11/11/11/6K4 b - e5 0 1|1/2k/5/7/9/11/4p6/11/11/11/6K4 w - - 0 2"),
    # Gliński: a pawn that takes onto a start cell (c2xd3) may double-step again from there.
    Case("Gliński capture onto a start cell", GLINSKI,
         "1/3/5/7/9/10k/11/11/3n7/2P8/5K5 w - - 0 1",
         "d3d4 d3d5", origins="d3", push="c2d3 l6l5",
         fens="1/3/5/7/9/10k/11/11/3P7/11/5K5 b - - 0 1|1/3/5/7/9/11/10k/11/3P7/11/5K5 w - - 1 2"),
    # White promotes on the last cell of the file, moving (f11) or taking (e10) ...
    Case("Gliński white promotion", GLINSKI, "1/rP1/5/7/9/11/11/11/11/11/K9k w - - 0 1",
         "f10f11q f10f11r f10f11b f10f11n f10e10q f10e10r f10e10b f10e10n", origins="f10"),
    # The new queen on e10 covers k1 along the diagonal f9 g7 h5 i3 k1: the black king on l1
    # keeps l2, k2, k3 and i2.
    Case("Gliński promotion played", GLINSKI, "1/rP1/5/7/9/11/11/11/11/11/K9k w - - 0 1",
         "l1l2 l1k2 l1k3 l1i2", push="f10e10q", fens="1/Q2/5/7/9/11/11/11/11/11/K9k b - - 0 1"),
    # ... Black on rank 1: c2-c1 and c2xb1 (lower-left).
    Case("Gliński black promotion", GLINSKI, "1/3/5/7/9/k9K/11/11/11/2p8/1N9 b - - 0 1",
         "c2c1q c2c1r c2c1b c2c1n c2b1q c2b1r c2b1b c2b1n", origins="c2"),
    # McCooey's start, all 31 moves: 13 pawn moves (the centre pawn f4 steps once), the bishop
    # f3 up both long diagonals (g4 h5 i6 k7, e4 d5 c6 b7), knights e2: f5 d4 g4 b1 c3 and
    # g2: h4 f5 i3 k1 e4; rooks, queen, king and the other bishops are shut in.
    Case("McCooey's start", MCCOOEY,
         "b/qbk/rnbnr/ppppppp/9/11/11/5P5/4PBP4/3PNBNP3/2PRQBKRP2 w - - 0 1",
         "c1c2 c1c3 d2d3 d2d4 e3e4 e3e5 f4f5 g3g4 g3g5 h2h3 h2h4 i1i2 i1i3 "
         "f3g4 f3h5 f3i6 f3k7 f3e4 f3d5 f3c6 f3b7 "
         "e2f5 e2d4 e2g4 e2b1 e2c3 g2h4 g2f5 g2i3 g2k1 g2e4"),
    # Black's pawns in McCooey's start: each steps once or twice, f8 only once.
    Case("McCooey's start, Black's pawns", MCCOOEY,
         "b/qbk/rnbnr/ppppppp/9/11/11/5P5/4PBP4/3PNBNP3/2PRQBKRP2 b - - 0 1",
         "c8c7 c8c6 d8d7 d8d6 e8e7 e8e6 f8f7 g8g7 g8g6 h8h7 h8h6 i8i7 i8i6",
         origins="c8 d8 e8 f8 g8 h8 i8"),
    # McCooey en passant: c1-c3 passes c2, which the black pawn on d4 takes diagonally (-1, -1).
    Case("McCooey en passant", MCCOOEY, "1/2k/5/7/9/11/11/3p7/11/11/2P3K4 w - - 0 1",
         "d4d3 d4c2", origins="d4", push="c1c3",
         fens="1/2k/5/7/9/11/11/3p7/2P8/11/6K4 b - c2 0 1"),
    Case("McCooey en passant taken", MCCOOEY, "1/2k/5/7/9/11/11/3p7/11/11/2P3K4 w - - 0 1",
         "c2c1q c2c1r c2c1b c2c1n", origins="c2", push="c1c3 d4c2 g1g2",
         fens="1/2k/5/7/9/11/11/3p7/2P8/11/6K4 b - c2 0 1|1/2k/5/7/9/11/11/11/11/2p8/6K4 w - - 0 2"
              "|1/2k/5/7/9/11/11/11/11/2p3K4/11 b - - 1 2"),
    # McCooey promotion: e9 steps to e10 (the end of the e-file) or takes on f11 (1, 1).
    Case("McCooey white promotion", MCCOOEY, "r/3/1P3/7/9/11/11/11/11/11/K9k w - - 0 1",
         "e9e10q e9e10r e9e10b e9e10n e9f11q e9f11r e9f11b e9f11n", origins="e9"),
    # ... and Black: e2 steps to e1 or takes on f1 (1, -2).
    Case("McCooey black promotion", MCCOOEY, "1/3/5/7/9/k9K/11/11/11/4p6/5N5 b - - 0 1",
         "e2e1q e2e1r e2e1b e2e1n e2f1q e2f1r e2f1b e2f1n", origins="e2"),
]
