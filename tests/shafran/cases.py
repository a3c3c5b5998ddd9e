"""Shafran's hexagonal chess positions whose legal moves were worked out by hand from the rules (not
with the generator).

Coordinates in the comments are (q, n): q = file a..i = 0..8, n = the cell's number, so e1 = (4, 1)
and i10 = (8, 10). Orthogonal steps: up (0, 1), upper-right (1, 1), lower-right (1, 0) and their
negations; diagonal steps (1, 2), (2, 1), (1, -1) and their negations; White's pawn takes on (1, 2)
and (-1, 1), Black's on (-1, -2) and (1, -1). A FEN lists the ranks 10 down to 1, each from file a
(rank 10: e10..i10; rank 5: a5..i5; rank 1: a1..e1).

The king neighbourhoods used below, counted once here:
  e1: e2 (up), f2 (upper-right), d1 (upper-left), f3 (1, 2), d2 (-1, 1); the rest leave the board.
  e10: f10 (lower-right), e9 (down), d9 (lower-left), f9 (1, -1), d8 (-1, -2).
  i10: i9 (down), h9 (lower-left), h10 (upper-left), h8 (-1, -2), g9 (-2, -1).
  a1: a2 (up), b2 (upper-right), b1 (lower-right), b3 (1, 2), c2 (2, 1).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    name: str
    fen: str
    moves: str  # the expected legal moves, space separated (after the pushes)
    origins: str = ""  # only the moves from these cells are compared (all moves when empty)
    push: str = ""  # moves played before comparing
    fens: str = ""  # the FEN expected after each pushed move, separated by ';'
    outcome: str | None = None  # "checkmate" or "stalemate" (after the pushes)

    def expected(self) -> list[str]:
        return sorted(self.moves.split())


CASTLE_WHITE = "k4/4r1/7/r7/9/8R/8/7/6/R3K w KQ - 0 1"
EP_TRIPLE = "4k/6/7/8/9/3p5/3p4/7/4P1/K4 w - - 0 1"

CASES = [
    # -- castling -----------------------------------------------------------------------------------
    # White K e1, R a1, R i5; Black K e10, R b7, R h9. The b7 rook looks down file b (b6..b1), along
    # c7..i7, at a6 and at c8 d9; the h9 rook looks down h8..h4, along g8 f7 e6 d5 c4 b3 a2, g9..d9,
    # i9, i10, h10. So none of the king's five steps is attacked; on the queen's wing d1 c1 are safe
    # but b1 is attacked (short e1c1 yes, long e1b1 no); on the bishop's wing f2 g3 are safe but h4
    # is attacked (short e1g3 yes, long e1h4 no).
    Case("white castling, b1 and h4 attacked", CASTLE_WHITE,
         "e1e2 e1f2 e1d1 e1f3 e1d2 e1c1 e1g3", origins="e1"),
    # Castling short on the bishop's wing: the king goes to g3 and the i5 rook to f2; both rights
    # go. Then the f2 rook looks up file f to f10, so the black king may not step to f9 or f10:
    # e9, d9 and d8 remain (the a1 rook's lines a2..a6, b2..i9 and b1..e1 miss them).
    Case("white castles e1g3", CASTLE_WHITE, "e10e9 e10d9 e10d8", origins="e10", push="e1g3",
         fens="k4/4r1/7/r7/9/9/8/6K/5R/R4 b - - 1 1"),
    # Black K e10, R a6, R i10, N h10; White K e1, R c2 (up file c to c8; its other lines run
    # d3..i8, d2..f2, b2 a2, b1, c1). None of e10's five steps is attacked. Queen's wing: c8 is
    # attacked: short castling would end there, long would pass over it -> neither. Bishop's wing:
    # h10 (between king and rook, on neither king's path of the short castling) is taken -> neither.
    Case("black castling, c8 attacked, h10 taken", "k2nr/6/7/8/r8/9/8/7/2R3/4K b kq - 0 1",
         "e10f10 e10e9 e10d9 e10f9 e10d8", origins="e10"),

    # -- en passant on a triple step --------------------------------------------------------------
    # White K a1, P e2; Black K i10, P d4, P d5. e2e5 passes e3 and e4: the d4 pawn takes on e3
    # (d4 + (1, -1)) and the d5 pawn on e4, so the field is "e3e4". Black's moves: d4d3, the two
    # captures (d5 cannot advance onto d4; c2 and c3 are empty), and the king's five steps (the e5
    # pawn hits f7 and d6 only).
    Case("en passant on either passed cell", EP_TRIPLE,
         "d4d3 d4e3 d5e4 i10i9 i10h9 i10h10 i10h8 i10g9", push="e2e5",
         fens="4k/6/7/8/9/3pP4/3p4/7/6/K4 b - e3e4 0 1"),
    # Taking on the far cell e4 removes the e5 pawn. White's king has a2 b1 b2 b3 but not c2 (the
    # d4 pawn hits c2); the new e4 pawn hits d2 and f3.
    Case("en passant on the far cell", EP_TRIPLE, "a1a2 a1b1 a1b2 a1b3", push="e2e5 d5e4",
         fens="4k/6/7/8/9/3pP4/3p4/7/6/K4 b - e3e4 0 1;4k/6/7/8/9/9/3pp3/7/6/K4 w - - 0 2"),
    # Taking on the near cell e3 removes it as well; now c2 is free (d5 hits c3 and e4, e3 hits d1
    # and f2): all five king steps.
    Case("en passant on the near cell", EP_TRIPLE, "a1a2 a1b1 a1b2 a1b3 a1c2", push="e2e5 d4e3",
         fens="4k/6/7/8/9/3pP4/3p4/7/6/K4 b - e3e4 0 1;4k/6/7/8/9/3p5/8/4p2/6/K4 w - - 0 2"),
    # Black K a6, R g9, P f9; White K g4, P g6. f9f6 passes f8 and f7; only g6 can take, on f7
    # (g6 + (-1, 1)), so the field is "f7" although the capture is illegal: it would empty g6 and
    # open file g from the g9 rook to the king. g6g7 keeps the file shut. Of the king's eleven
    # steps (g5 h5 h4 g3 f3 f4 h6 i5 f2 e3 f5) only g5 is attacked (by the f6 pawn, which hits e4 and
    # g5; the rook's other lines run f8..a3, f9..d9, h9 i9, h10, g10).
    Case("en passant listed but pinned", "5/2pr2/7/8/k5P2/9/6K1/7/6/5 b - - 0 1",
         "g4h5 g4h4 g4g3 g4f3 g4f4 g4h6 g4i5 g4f2 g4e3 g4f5 g6g7", push="f9f6",
         fens="5/3r2/7/8/k4pP2/9/6K1/7/6/5 w - f7 0 2"),

    # -- promotion on both halves of each far edge -------------------------------------------------
    # White K a1, P d8, P h9; Black K a5, R e10, N g10. d8 goes up to d9 or takes e10 (d8 + (1, 2));
    # h9 goes up to h10 or takes g10 (h9 + (-1, 1)); each to Q, R, B or N.
    Case("white promotes on d9, e10, h10, g10", "r1n2/4P1/1P5/8/9/k8/8/7/6/K4 w - - 0 1",
         " ".join(f"{m}{p}" for m in ("d8d9", "d8e10", "h9h10", "h9g10") for p in "qrbn"),
         origins="d8 h9"),
    # Black K i10, P b2, P g4; White K a6, B c1, N f2. b2 goes down to b1 or takes c1 (b2 + (1, -1));
    # g4 goes down to g3 or takes f2 (g4 + (-1, -2)).
    Case("black promotes on b1, c1, g3, f2", "4k/6/7/8/K8/9/6p1/7/1p3N/2B2 b - - 0 1",
         " ".join(f"{m}{p}" for m in ("b2b1", "b2c1", "g4g3", "g4f2") for p in "qrbn"),
         origins="b2 g4"),

    # -- pins and a blocked first move ------------------------------------------------------------
    # White K e1, R e3, B f3, P d2; Black K a6, R e8, B h7, N d4. The rook is pinned on file e (e2,
    # e4..e7, takes e8), the bishop on the diagonal e1 f3 g5 h7 (g5, takes h7). The d2 pawn may go
    # three cells but d4 is taken: d3 only (its captures e4 and c3 are empty; the d4 knight does not
    # reach e1).
    Case("pinned rook and bishop, blocked triple step", "5/6/2r4/6b1/k8/9/3n4/4RB1/3P2/4K w - - 0 1",
         "e3e2 e3e4 e3e5 e3e6 e3e7 e3e8 f3g5 f3h7 d2d3", origins="e3 f3 d2"),

    # -- sliders through corners and the knight ----------------------------------------------------
    # White K e1, B c3, N e5, P d3, P d4; Black K i10, N e7. The bishop's diagonal (2, 1) passes the
    # corner between d3 and d4 (both White's): e4 g5 i6. (1, 2): d5, takes e7. (1, -1): d2 (e1 is
    # its own king). b1, a2, and (-1, 1): b4 a5. The knight on e5 has all twelve leaps:
    # d7 f8 g8 h7 h6 g4 f3 d2 c2 b3 b4 c6.
    Case("bishop through corners, knight's twelve leaps", "4k/6/7/3n4/9/4N4/3P4/2BP3/6/4K w - - 0 1",
         "c3d5 c3e7 c3e4 c3g5 c3i6 c3d2 c3b1 c3a2 c3b4 c3a5 "
         "e5d7 e5f8 e5g8 e5h7 e5h6 e5g4 e5f3 e5d2 e5c2 e5b3 e5b4 e5c6", origins="c3 e5"),

    # -- the end ----------------------------------------------------------------------------------
    # Black K i10, P g9 h9 i9; White K a1, R f10, B f4. The rook checks along g10 h10; h10 stays on
    # its line, h8 is the bishop's (f4 g6 h8); nothing can take f10 or step between.
    Case("checkmate in the corner", "1R2k/3ppp/7/8/9/9/5B2/7/6/K4 b - - 0 1", "",
         outcome="checkmate"),
    # Black K i10 alone; White K a1, Q g7, N i8. The queen covers g9 (up through g8), h8 and i9
    # (upper-right), h9 (1, 2); the knight covers h10 (i8 + (-1, 2)); i10 is not attacked.
    Case("stalemate in the corner", "4k/6/6N/5Q2/9/9/8/7/6/K4 b - - 0 1", "",
         outcome="stalemate"),
]

# The start position's 42 moves, counted by hand: pawns a3; b3 b4; c3 c4; d3 d4 d5; e3 e4 e5;
# f4 f5 f6; g5 g6; h6 h7; i7 (19). Knight b1: a3 c4 d4 e3; knight g3: e4 f5 h6 (e2, d1, d2, i6
# are White's). Bishop c1: d3 e5 f7 g9; f2: e3 d4 c5 takes b6; h4: g5 f6 e7 takes d8. Queen d1:
# e3 f5 g7 takes h9. King and rooks: none.
START_MOVES = (
    "a2a3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 d2d5 e2e3 e2e4 e2e5 f3f4 f3f5 f3f6 g4g5 g4g6 h5h6 h5h7 i6i7 "
    "b1a3 b1c4 b1d4 b1e3 g3e4 g3f5 g3h6 c1d3 c1e5 c1f7 c1g9 f2e3 f2d4 f2c5 f2b6 "
    "h4g5 h4f6 h4e7 h4d8 d1e3 d1f5 d1g7 d1h9"
)
