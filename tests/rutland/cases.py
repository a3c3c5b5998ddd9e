"""Duke of Rutland's chess positions whose legal moves were worked out by hand from the rules (not
with the generator).

Coordinates in the comments are (f, r) with f = file a..n = 0..13 and r = the rank number, so
e4 = (4, 4). A FEN lists the ranks 10 down to 1, each from file a to file n (14 squares; "14" is an
empty rank). White's pawns go up and take on (+-1, +1), Black's go down and take on (+-1, -1).
Men: K king, Q queen, R rook, B bishop, N knight, C concubine (rook + knight), D crowned rook
(rook + one diagonal step), P pawn; a pawn promotes to q, r, b, n, c or d.

The king neighbourhoods used below, counted once here:
  a1: a2, b1, b2.   a10: a9, b9, b10.   n10: m10, m9, n9.   n1: m1, m2, n2.
  e1: d1, d2, e2, f1, f2.   a4: a3, a5, b3, b4, b5.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    name: str
    fen: str
    moves: str  # the expected legal moves, space separated (after the pushes)
    origins: str = ""  # only the moves from these squares are compared (all moves when empty)
    push: str = ""  # moves played before comparing
    fens: str = ""  # the FEN expected after each pushed move, separated by ';'
    outcome: str | None = None  # "checkmate" or "stalemate" (after the pushes)

    def expected(self) -> list[str]:
        return sorted(self.moves.split())


EP_TRIPLE = "13k/14/14/14/14/5p8/3p10/14/4P9/4K9 w - - 0 1"
EP_AFTER = "13k/14/14/14/14/4Pp8/3p10/14/14/4K9 b - e3e4 0 1"
PROMOTE = "3r9k/4P9/14/14/14/14/14/14/14/K13 w - - 0 1"

CASES = [
    # -- the two new men, alone ---------------------------------------------------------------------
    # White K a1, C g5; Black K n10. The concubine's rook lines: g1 g2 g3 g4, g6..g10 (9), a5..f5
    # (6), h5..n5 (7) = 22; its eight knight leaps from (6, 5): e4 e6 i4 i6 f3 h3 f7 h7, all on the
    # board; 30 moves. The king's three steps are free: 33. (Nothing checks anybody: n10 is on
    # neither line of g5 nor a leap from it.)
    Case("lone concubine on g5", "13k/14/14/14/14/6C7/14/14/14/K13 w - - 0 1",
         "g5g1 g5g2 g5g3 g5g4 g5g6 g5g7 g5g8 g5g9 g5g10 "
         "g5a5 g5b5 g5c5 g5d5 g5e5 g5f5 g5h5 g5i5 g5j5 g5k5 g5l5 g5m5 g5n5 "
         "g5e4 g5e6 g5i4 g5i6 g5f3 g5h3 g5f7 g5h7 a1a2 a1b1 a1b2"),
    # Black K a10, D e4; White K n1; Black to move. The crowned rook's lines: e1 e2 e3, e5..e10
    # (6), a4..d4 (4), f4..n4 (9) = 22; its four diagonal steps d3 f3 d5 f5; 26 moves. The king's
    # three steps: 29.
    Case("lone crowned rook on e4", "k13/14/14/14/14/14/4d9/14/14/13K b - - 0 1",
         "e4e1 e4e2 e4e3 e4e5 e4e6 e4e7 e4e8 e4e9 e4e10 "
         "e4a4 e4b4 e4c4 e4d4 e4f4 e4g4 e4h4 e4i4 e4j4 e4k4 e4l4 e4m4 e4n4 "
         "e4d3 e4f3 e4d5 e4f5 a10a9 a10b9 a10b10"),

    # -- pawn steps -------------------------------------------------------------------------------
    # White K a1, P e2 f2 g2 h3; Black K n10, N e4, N f5, B g3. e2 may go three squares but e4 is
    # taken: e3 only (d3, f3 empty: no capture). f2: f3, f4 (f5 taken) and takes g3. g2: g3 is taken,
    # f3 and h3 hold no enemy: nothing. h3 is off its first rank: one step, h4 (g4, i4 empty).
    # Nothing is pinned: the g3 bishop's line through f2 runs to e1, not a1.
    Case("triple step blocked on the second and third square",
         "13k/14/14/14/14/5n8/4n9/6bP6/4PPP7/K13 w - - 0 1",
         "e2e3 f2f3 f2f4 f2g3 h3h4", origins="e2 f2 g2 h3"),

    # -- en passant after a triple step -----------------------------------------------------------
    # White K e1, P e2; Black K n10, P d4 (takes on c3, e3), P f5 (takes on e4, g4). e2e5 passes e3
    # and e4: d4 may take on e3 and f5 on e4, so the field is "e3e4". Black: d4d3, f5f4, the two
    # captures, and the king's three steps (the e5 pawn hits d6 and f6 only).
    Case("en passant on either passed square", EP_TRIPLE,
         "d4d3 d4e3 f5f4 f5e4 n10n9 n10m9 n10m10", push="e2e5", fens=EP_AFTER),
    # Taking on the near square e3 removes the e5 pawn. The new e3 pawn hits d2 and f2, so White's
    # king has d1, e2, f1 (f5 hits e4, g4).
    Case("en passant on the near square", EP_TRIPLE, "e1d1 e1e2 e1f1", push="e2e5 d4e3",
         fens=f"{EP_AFTER};13k/14/14/14/14/5p8/14/4p9/14/4K9 w - - 0 2"),
    # Taking on the far square e4 removes it as well; d4 hits c3, e3 and e4 hits d3, f3: the king
    # has all five steps.
    Case("en passant on the far square", EP_TRIPLE, "e1d1 e1d2 e1e2 e1f1 e1f2", push="e2e5 f5e4",
         fens=f"{EP_AFTER};13k/14/14/14/14/14/3pp9/14/14/4K9 w - - 0 2"),
    # White K n1, R h4, P e2; Black K a4, P d4. e2e5 passes e3 and e4; only d4 can take, on e3, so the
    # field is "e3", although the capture is illegal: the d4 pawn shields a4 from the h4 rook (e4 is
    # empty again). d4d3 is illegal too. The king: a3 a5 b3 b4 b5 (the rook's rank stops at d4; the
    # e5 pawn hits d6 and f6).
    Case("en passant listed but pinned", "14/14/14/14/14/14/k2p3R6/14/4P9/13K w - - 0 1",
         "a4a3 a4a5 a4b3 a4b4 a4b5", push="e2e5",
         fens="14/14/14/14/14/4P9/k2p3R6/14/14/13K b - e3 0 1"),

    # -- promotion ----------------------------------------------------------------------------------
    # White K a1, P e9; Black K n10, R d10. e9 goes up to e10 or takes d10 (f10 is empty), each to
    # one of the six kinds: 12 moves.
    Case("promotion to the six kinds", PROMOTE,
         " ".join(f"e9{to}{p}" for to in ("e10", "d10") for p in "qrbncd"), origins="e9"),
    # Taking d10 and becoming a concubine checks along rank 10 (e10..m10 empty); m10 is on the
    # line, n9 and m9 are neither on the concubine's lines (file d, rank 10) nor a leap from d10
    # (b9 f9 c8 e8): two moves.
    Case("promotion to a concubine with check", PROMOTE, "n10n9 n10m9", push="e9d10c",
         fens="3C9k/14/14/14/14/14/14/14/14/K13 b - - 0 1"),

    # -- a pin ------------------------------------------------------------------------------------
    # White K e1, C e3, D f2; Black K n10, R e8, B h4. The concubine is pinned on file e: e2, e4..e7,
    # takes e8; its rank moves and leaps leave the file. The crowned rook is pinned on the diagonal
    # e1 f2 g3 h4: only its diagonal step to g3 stays on it (it cannot reach h4). The king: d1 d2 e2
    # f1 (f2 is its own; the rook's file is shut by e3, the bishop's diagonal by f2).
    Case("pinned concubine and crowned rook", "13k/14/4r9/14/14/14/7b6/4C9/5D8/4K9 w - - 0 1",
         "e3e2 e3e4 e3e5 e3e6 e3e7 e3e8 f2g3 e1d1 e1d2 e1e2 e1f1"),

    # -- the end ----------------------------------------------------------------------------------
    # Black K n10, R m10, P m9 n9; White K a1, C l9. The concubine leaps (l9 -> n10 is (2, 1)) and
    # checks; every square round the king is Black's own; nothing reaches l9 (the m10 rook's lines
    # are rank 10 leftwards and m9; the pawns take on l8, n8, m8), and a leap cannot be blocked.
    Case("smothered by a concubine", "12rk/11Cpp/14/14/14/14/14/14/14/K13 b - - 0 1", "",
         outcome="checkmate"),
    # Black K n10 alone; White K a1, D l9. The crowned rook covers m9 and n9 (rank 9) and m10 (its
    # diagonal step); n10 is on none of its lines (file l, rank 9) nor a step from it. Black is
    # stalemated -- and under the 1747 rule that wins for Black.
    Case("stalemate by a crowned rook", "13k/11D2/14/14/14/14/14/14/14/K13 b - - 0 1", "",
         outcome="stalemate"),
]

# The start position's 50 moves, counted by hand: each of the 14 pawns steps one, two or three
# squares (ranks 3-5 are empty): 42. Knights: c1 b3 d3 (a2, e2 are pawns); k1 j3 l3 (i2, m2); l1 k3
# m3 (j2, n2). The concubine f1 leaps to e3 g3 (d2, h2 are pawns; its lines are shut by e1, g1,
# f2). Crowned rooks b1, m1: their lines are shut and their diagonal steps land on pawns (a2 c2,
# l2 n2). Rooks, bishops, queen, king: nothing. 42 + 6 + 2 = 50. No move of either side reaches
# the other's men or gives check, so the second ply has 50 answers to each: perft 2 = 2500.
START_MOVES = (
    " ".join(f"{x}2{x}{r}" for x in "abcdefghijklmn" for r in (3, 4, 5))
    + " c1b3 c1d3 k1j3 k1l3 l1k3 l1m3 f1e3 f1g3"
)
