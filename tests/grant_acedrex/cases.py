"""Grant Acedrex positions whose legal moves and endings were worked out by hand from the rules (not
with the generator); rules.py was then checked against them (selfcheck.py).

Coordinates in the comments are (f, r) with f = file a..l = 0..11 and r = rank - 1, so d4 = (3, 3)
and l12 = (11, 11). A FEN lists the ranks 12 down to 1, each from file a to file l (12 squares;
"12" is an empty rank). White's pawns go up and take on (+-1, +1), Black's go down and take on
(+-1, -1). Men: K king, A aanca, U unicornio, R rook, C crocodile (bishop), L lion, Z giraffe,
P pawn. The promotion letter is fixed by the file of the promotion square: a r, b l, c u, d z, e c,
f a, g a, h c, i z, j u, k l, l r.

Most one-man cases use one frame: White K l1 and the man on d4; Black K a12 and P a10 (so that
Black is not bare). In that frame the white king has k1, k2, l2 (Black's king and pawn reach none
of them: the a10 pawn takes on b9 only), and none of the d4 men's lines reach a10, a12 or l1.

Case.outcome is what Position.outcome() answers after the pushes: None, "1-0" or "0-1".
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
    outcome: str | None = None  # "1-0", "0-1" or None (after the pushes)

    def expected(self) -> list[str]:
        return sorted(self.moves.split())


def _frame(man: str) -> str:
    """The frame above with `man` on d4, White to move."""
    return f"k11/12/p11/12/12/12/12/12/3{man}8/12/12/11K w - - 0 1"


FRAME_KING = "l1k1 l1k2 l1l2"
START = "rluzcakczulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUZCAKCZULR w Gg - 0 1"

CASES = [
    # -- each man alone on d4 = (3, 3), in the frame ------------------------------------------------
    # Aanca. Diagonal squares c3 c5 e3 e5 (4), each empty, each going on outward:
    #   e5 = (4, 4): north e6..e12 (7), east f5..l5 (7)        = 14
    #   c5 = (2, 4): north c6..c12 (7), west b5 a5 (2)         =  9
    #   e3 = (4, 2): south e2 e1 (2),   east f3..l3 (7)        =  9
    #   c3 = (2, 2): south c2 c1 (2),   west b3 a3 (2)         =  4
    # 4 + 14 + 9 + 9 + 4 = 40. (The brief's "24 from d4" is the count on an 8 x 8 board -- stop the
    # lines at file h and rank 8 and the same sum gives 4 + 6 + 5 + 5 + 4 = 24; on 12 x 12 it is 40.)
    # With the king's 3: 43.
    Case("lone aanca on d4", _frame("A"),
         "d4c3 d4c5 d4e3 d4e5 "
         "d4e6 d4e7 d4e8 d4e9 d4e10 d4e11 d4e12 d4f5 d4g5 d4h5 d4i5 d4j5 d4k5 d4l5 "
         "d4c6 d4c7 d4c8 d4c9 d4c10 d4c11 d4c12 d4b5 d4a5 "
         "d4e2 d4e1 d4f3 d4g3 d4h3 d4i3 d4j3 d4k3 d4l3 "
         "d4c2 d4c1 d4b3 d4a3 " + FRAME_KING),
    # Unicornio. The 8 knight squares are on the board and empty; each goes on along
    # (sign dx, sign dy):
    #   (+1, +2) e6 -> (+1, +1): f7 g8 h9 i10 j11 k12 (6)   (+2, +1) f5 -> g6 h7 i8 j9 k10 l11 (6)
    #   (+2, -1) f3 -> (+1, -1): g2 h1 (2)                 (+1, -2) e2 -> f1 (1)
    #   (-1, -2) c2 -> (-1, -1): b1 (1)                    (-2, -1) b3 -> a2 (1)
    #   (-2, +1) b5 -> (-1, +1): a6 (1)                    (-1, +2) c6 -> b7 a8 (2)
    # 8 + 6 + 6 + 2 + 1 + 1 + 1 + 1 + 2 = 28; with the king's 3: 31.
    Case("lone unicornio on d4", _frame("U"),
         "d4e6 d4f7 d4g8 d4h9 d4i10 d4j11 d4k12 d4f5 d4g6 d4h7 d4i8 d4j9 d4k10 d4l11 "
         "d4f3 d4g2 d4h1 d4e2 d4f1 d4c2 d4b1 d4b3 d4a2 d4b5 d4a6 d4c6 d4b7 d4a8 " + FRAME_KING),
    # Lion: (3, 0) a4 g4 d1 d7 and (3, 1) g5 g3 a5 a3 e7 c7 e1 c1, all on the board: 12 (+ 3).
    Case("lone lion on d4", _frame("L"),
         "d4a4 d4g4 d4d1 d4d7 d4g5 d4g3 d4a5 d4a3 d4e7 d4c7 d4e1 d4c1 " + FRAME_KING),
    # Giraffe: (3, 2) g6 g2 a6 a2, (2, 3) f7 b7 f1 b1: 8 (+ 3).
    Case("lone giraffe on d4", _frame("Z"),
         "d4g6 d4g2 d4a6 d4a2 d4f7 d4b7 d4f1 d4b1 " + FRAME_KING),
    # Crocodile: e5..l12 (8), c5 b6 a7 (3), e3 f2 g1 (3), c3 b2 a1 (3): 17 (+ 3).
    Case("lone crocodile on d4", _frame("C"),
         "d4e5 d4f6 d4g7 d4h8 d4i9 d4j10 d4k11 d4l12 d4c5 d4b6 d4a7 d4e3 d4f2 d4g1 d4c3 d4b2 d4a1 "
         + FRAME_KING),
    # Rook: file d 1-3 and 5-12 (11), rank 4 a-c and e-l (11): 22 (+ 3).
    Case("lone rook on d4", _frame("R"),
         "d4d1 d4d2 d4d3 d4d5 d4d6 d4d7 d4d8 d4d9 d4d10 d4d11 d4d12 "
         "d4a4 d4b4 d4c4 d4e4 d4f4 d4g4 d4h4 d4i4 d4j4 d4k4 d4l4 " + FRAME_KING),
    # A king with no first-move right (FEN "-") on f6 = (5, 5): its 8 steps, no leap. White P l2
    # steps to l3. Black: K a12, P a10 (reaches b9 only). 9 moves.
    Case("king without its right on f6", "k11/12/p11/12/12/12/5K6/12/12/12/11P/12 w - - 0 1",
         "f6e5 f6e6 f6e7 f6f5 f6f7 f6g5 f6g6 f6g7 l2l3"),

    # -- blocked on the aanca's diagonal square / on the unicornio's knight square ----------------
    # White A d4, P e5, R h3, K l1; Black K a12, z c5, p a3, c e1. None of them reaches l1: the e1
    # crocodile's diagonals are d2 c3 b4 a5 and f2 g3 h4 i5 j6 k7 l8, the c5 giraffe leaps to f7 f3
    # e8 a8 e2 a2, the a3 pawn takes on b2. The aanca:
    #   e5: own pawn -> nothing that way (no e6.., no f5..)
    #   c5: enemy giraffe -> takes c5, and goes no further (no c6.., no b5 a5)
    #   e3: empty -> e3; south e2, takes e1; east f3 g3 (h3 own)       = 5
    #   c3: empty -> c3; south c2 c1; west b3, takes a3                  = 5
    # 1 + 5 + 5 = 11.
    Case("aanca blocked on its diagonal squares",
         "k11/12/12/12/12/12/12/2z1P7/3A8/p6R4/12/4c6K w - - 0 1",
         "d4c5 d4e3 d4e2 d4e1 d4f3 d4g3 d4c3 d4c2 d4c1 d4b3 d4a3", origins="d4"),
    # White U d4, P e6, R f1, K l1; Black K a12, z f5, p g2, p a6, p a8 (the g2 pawn takes on f1 and
    # h1, the others on b5 and b7: none on l1; the f5 giraffe cannot reach l1). The unicornio:
    #   e6 own -> nothing; f5 enemy -> takes it, no g6..; f3 -> f3, takes g2, not h1;
    #   e2 -> e2, f1 own; c2 -> c2 b1; b3 -> b3 a2; b5 -> b5, takes a6; c6 -> c6 b7, takes a8.
    # 0 + 1 + 2 + 1 + 2 + 2 + 2 + 3 = 13.
    Case("unicornio blocked on and after its knight squares",
         "k11/12/12/12/p11/12/p3P7/5z6/3U8/12/6p5/5R5K w - - 0 1",
         "d4f5 d4f3 d4g2 d4e2 d4c2 d4b1 d4b3 d4a2 d4b5 d4a6 d4c6 d4b7 d4a8", origins="d4"),

    # -- the king's first-move leap ---------------------------------------------------------------
    # From the start: steps f2 g2 h2 (f1 h1 are its own aanca and crocodile); leaps to the empty
    # e3 g3 i3 (over f2 g2 h2); e1 and i1 hold its own crocodile and giraffe.
    Case("king's leap from the start", START, "g1f2 g1g2 g1h2 g1e3 g1g3 g1i3", origins="g1"),
    # Both kings leap; the right goes with the move, the clock counts the two quiet plies. The
    # white king on g3 = (6, 2) then has its steps f2 g2 h2 f3 h3 (f4 g4 h4 are its pawns) and no
    # leap, though e3 e5 g5 i5 i3 g1 are empty.
    Case("after the king's leap", START, "g3f2 g3g2 g3h2 g3f3 g3h3", origins="g3",
         push="g1g3 g12g10",
         fens="rluzcakczulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/6K5/12/RLUZCA1CZULR b g - 1 1;"
              "rluzca1czulr/12/6k5/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/6K5/12/RLUZCA1CZULR w - - 2 2"),
    # A step loses the right too: after g1g2 a9a8 the king on g2 has g1 f2 h2 f3 g3 h3 (f1, h1 its
    # own men) and not the leaps to the empty e2 i2 it would have with the right.
    Case("after the king's step", START, "g2g1 g2f2 g2h2 g2f3 g2g3 g2h3", origins="g2",
         push="g1g2 a9a8",
         fens="rluzcakczulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/6K5/RLUZCA1CZULR b g - 1 1;"
              "rluzcakczulr/12/12/1ppppppppppp/p11/12/12/12/PPPPPPPPPPPP/12/6K5/RLUZCA1CZULR w g - 0 2"),
    # ... and going back to g1 does not bring it back: steps f2 g2 h2 only.
    Case("back on g1 without the right", START, "g1f2 g1g2 g1h2", origins="g1",
         push="g1g2 a9a8 g2g1 a8a7",
         fens="rluzcakczulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/6K5/RLUZCA1CZULR b g - 1 1;"
              "rluzcakczulr/12/12/1ppppppppppp/p11/12/12/12/PPPPPPPPPPPP/12/6K5/RLUZCA1CZULR w g - 0 2;"
              "rluzcakczulr/12/12/1ppppppppppp/p11/12/12/12/PPPPPPPPPPPP/12/12/RLUZCAKCZULR b g - 1 2;"
              "rluzcakczulr/12/12/1ppppppppppp/12/p11/12/12/PPPPPPPPPPPP/12/12/RLUZCAKCZULR w g - 0 3"),
    # Leap out of check. White K g1 (right G), P g2, Z i3; Black K g12, c e3 checking along e3 f2
    # g1. Steps: f1 h1 h2 (f2 is on the crocodile's diagonal, g2 is White's). Leaps: e1 i1 (not on
    # the crocodile's lines d2-c1 / f2-g1 / d4.. / f4..), g3 over the g2 pawn; not e3 (an enemy:
    # the leap never captures), not i3 (own giraffe). Neither the giraffe (l5 f5 l1 f1 k6 g6) nor
    # the pawn (g3; nothing to take on f3 h3) meets the check. 6 moves.
    Case("king's leap out of check", "6k5/12/12/12/12/12/12/12/12/4c3Z3/6P5/6K5 w Gg - 0 1",
         "g1f1 g1h1 g1h2 g1e1 g1i1 g1g3"),
    # Leaps and attacked squares. White K g1 (right G), P f3; Black K g12, r a3, p g2 (the pawn takes
    # on f1 and h1). Steps: f2, h2, takes g2 (nothing then attacks g2); not f1, h1. Leaps: e1, i1;
    # e3 is on the rook's rank (b3 c3 d3 e3 empty): illegal; g3 and i3 are behind the f3 pawn:
    # legal, g3 over the enemy pawn. The pawn: f3f4 (e4 g4 empty). 8 moves.
    Case("king's leap into attack", "6k5/12/12/12/12/12/12/12/12/r4P6/6p5/6K5 w Gg - 0 1",
         "g1f2 g1g2 g1h2 g1e1 g1i1 g1g3 g1i3 f3f4"),
    # The same: g1g3 over the black g2 pawn, then Black's king steps (both rights gone, two quiet
    # plies). The king on g3 = (6, 2): f2, takes g2, h2, h3, f4 g4 h4; f3 is its pawn; the a3 rook's
    # rank stops at f3. 7 moves, no leap (e1 e3 e5 g5 i5 i3 i1 g1 would be empty).
    Case("king's leap over an enemy man", "6k5/12/12/12/12/12/12/12/12/r4P6/6p5/6K5 w Gg - 0 1",
         "g3f2 g3g2 g3h2 g3h3 g3f4 g3g4 g3h4", origins="g3", push="g1g3 g12g11",
         fens="6k5/12/12/12/12/12/12/12/12/r4PK5/6p5/12 b g - 1 1;"
              "12/6k5/12/12/12/12/12/12/12/r4PK5/6p5/12 w - - 2 2"),
    # The leap never attacks. White K g1 (right G), P a4; Black K f4 = (5, 3), p l9; Black to move.
    # The white king steps onto f1 f2 g2 h2 h1 only, so the black king has all 8 steps, e3 and g3
    # (squares the white king could leap to) included; l9l8. 9 moves.
    Case("king's leap does not attack", "12/12/12/11p/12/12/12/12/P4k6/12/12/6K5 b G - 0 1",
         "f4e3 f4e4 f4e5 f4f3 f4f5 f4g3 f4g4 f4g5 l9l8"),

    # -- promotion ----------------------------------------------------------------------------------
    # White P a11 f11 g11 k11, K l1; Black K a7, r b12, l e12, z l12. a11: a12 (rook), takes b12
    # (lion). f11: f12 (aanca), takes e12 (crocodile, the e file), g12 is empty. g11: g12 (aanca);
    # f12, h12 empty. k11: k12 (lion), takes l12 (rook); j12 empty. 7 moves. (Black's men: the
    # b12 rook's file b and rank 12 up to e12, the e12 lion's e9 h12 h11 b11 f9 d9, the l12
    # giraffe's i10 j9: none reaches l1.)
    Case("white promotions", "1r2l6z/P4PP3P1/12/12/12/k11/12/12/12/12/12/11K w - - 0 1",
         "a11a12r a11b12l f11f12a f11e12c g11g12a k11k12l k11l12r", origins="a11 f11 g11 k11"),
    # After f11f12a (or g11g12a) the FEN shows an aanca; the black lion on e12 = (4, 11) then has
    # h12, e9, h11, b11, f9, d9 (b12 is its rook, the other leaps leave the board) and is not pinned.
    Case("promotion to an aanca on the f file",
         "1r2l6z/P4PP3P1/12/12/12/k11/12/12/12/12/12/11K w - - 0 1",
         "e12h12 e12e9 e12h11 e12b11 e12f9 e12d9", origins="e12", push="f11f12a",
         fens="1r2lA5z/P5P3P1/12/12/12/k11/12/12/12/12/12/11K b - - 0 1"),
    Case("promotion to an aanca on the king's file",
         "1r2l6z/P4PP3P1/12/12/12/k11/12/12/12/12/12/11K w - - 0 1",
         "e12h12 e12e9 e12h11 e12b11 e12f9 e12d9", origins="e12", push="g11g12a",
         fens="1r2l1A4z/P4P4P1/12/12/12/k11/12/12/12/12/12/11K b - - 0 1"),
    # Black P b2 g2 j2, K a12; White C a1, R c1, Z h1, L k1, K l6. b2: b1 (lion), takes a1 (rook),
    # takes c1 (unicornio). g2: g1 (aanca), takes h1 (crocodile); f1 empty. j2: j1 (unicornio),
    # takes k1 (lion); i1 empty. 7 moves. (White's men: the a1 crocodile's diagonal stops at b2,
    # the c1 rook's file c and rank 1, the h1 giraffe's e3 k3 f4 j4, the k1 lion's h1 k4 h2 l4 j4:
    # nothing reaches a12.)
    Case("black promotions", "k11/12/12/12/12/12/11K/12/12/12/1p4p2p2/C1R4Z2L1 b - - 0 1",
         "b2b1l b2a1r b2c1u g2g1a g2h1c j2j1u j2k1l", origins="b2 g2 j2"),
    # Taking h1 makes a crocodile (the h file): clock 0, fullmove 2 after Black's move. It attacks
    # i2 j3 k4 l5, so the white king on l6 = (11, 5) has k5 k6 k7 l7 but not l5 (the b2 pawn
    # takes on a1 c1, the j2 pawn on i1 k1).
    Case("black promotion by capture", "k11/12/12/12/12/12/11K/12/12/12/1p4p2p2/C1R4Z2L1 b - - 0 1",
         "l6k5 l6k6 l6k7 l6l7", origins="l6", push="g2h1c",
         fens="k11/12/12/12/12/12/11K/12/12/12/1p7p2/C1R4c2L1 w - - 0 2"),

    # -- pawns --------------------------------------------------------------------------------------
    # White P e4 h4, K l1; Black K a12, p d5 h5, l i5. e4: e5 only (no double step from rank 4),
    # takes d5; f5 empty. h4: h5 blocked; takes i5; g5 empty. 3 moves. (The i5 lion reaches l5 f5
    # i8 i2 l6 l4 f6 f4 j8 h8 j2 h2: not l1.)
    Case("pawn steps and captures", "k11/12/12/12/12/12/12/3p3pl3/4P2P4/12/12/11K w - - 0 1",
         "e4e5 e4d5 h4i5", origins="e4 h4"),

    # -- the aanca's bent path: check and pin -------------------------------------------------------
    # White A d4, K a1; Black K e9, p a10; Black to move. d4 -> e5 -> e6 e7 e8 e9: check. The king
    # may not stay on the line: e8 is on it, and so is e10 once e9 is left. d8 d9 d10 f8 f9 f10
    # are on none of the aanca's lines (files c and e, ranks 3 and 5). The pawn cannot help.
    # 6 moves.
    Case("check along the aanca's bent path", "12/12/p11/4k7/12/12/12/12/3A8/12/12/K11 b - - 0 1",
         "e9d8 e9d9 e9d10 e9f8 e9f9 e9f10"),
    # The same with a black rook on e7: no check; the rook is pinned on d4-e5-e9. It may go to e8,
    # e6, or e5 (the aanca's diagonal square: the aanca could take it there but goes no further);
    # not e4..e1 (e5 empty again opens the path), nor along rank 7.
    Case("man pinned on the aanca's bent path", "12/12/p11/4k7/12/4r7/12/12/3A8/12/12/K11 b - - 0 1",
         "e7e8 e7e6 e7e5", origins="e7"),

    # -- the unicornio's check ----------------------------------------------------------------------
    # White U c9, K l1; Black K a12, r b12, p a11; Black to move. c9 = (2, 8) leaps (-1, +2) to the
    # empty b11 and goes on (-1, +1) to a12: check. The king: a11 b12 are its own, b11 is the
    # unicornio's knight square. The rook may interpose on b11 (then the unicornio may take b11 but
    # goes no further); the rook's other moves (b10..b1, c12..l12) and the pawn's a10 leave the
    # check. 1 move.
    Case("unicornio's check, interposed on the knight square",
         "kr10/p11/12/2U9/12/12/12/12/12/12/12/11K b - - 0 1", "b12b11"),
    # With a giraffe on b12 instead (it leaps to e10 d9 only), nothing meets the check: mate,
    # Black loses.
    Case("unicornio's mate", "kz10/p11/12/2U9/12/12/12/12/12/12/12/11K b - - 0 1", "",
         outcome="1-0"),

    # -- stalemate and bare kings -------------------------------------------------------------------
    # Black K a12, p h5; White K c11, C e7, P h4; Black to move. a12's squares: a11 (the crocodile:
    # e7 d8 c9 b10 a11), b11 b12 (the white king on c11). Not in check (c11 is not next to a12, the
    # crocodile's diagonals miss a12). The h5 pawn is blocked by h4 and has nothing to take on g4
    # i4. Stalemate: the stalemated side loses.
    Case("stalemate loses", "k11/2K9/12/12/12/4C7/12/7p4/7P4/12/12/12 b - - 0 1", "",
         outcome="1-0"),
    # Black has only its king and it is Black's turn: Black loses, though it has moves.
    Case("bare king to move loses", "k11/12/12/12/12/12/12/12/4P7/12/12/11K b - - 0 1",
         "a12a11 a12b11 a12b12", outcome="1-0"),
    # Both bare, White to move: the side to move loses.
    Case("both bare: the side to move loses", "k11/12/12/12/12/12/12/12/12/12/12/11K w - - 0 1",
         "l1k1 l1k2 l1l2", outcome="0-1"),
    # The bare test comes before anything else: White (bare, in check from the k2 pawn, which takes
    # on j1 and l1) could take the pawn and leave Black bare too, but has already lost.
    Case("bare king loses before it can take", "k11/12/12/12/12/12/12/12/12/12/10p1/11K w - - 0 1",
         "l1k1 l1k2 l1l2", outcome="0-1"),
    # Taking the last black man: Black, bare, to move, loses at once. The rook on f5 reaches none of
    # a11 b11 b12.
    Case("taking the last man wins", "k11/12/12/12/12/12/12/5p6/12/12/12/5R5K w - - 3 7",
         "a12a11 a12b11 a12b12", push="f1f5",
         fens="k11/12/12/12/12/12/12/5R6/12/12/12/11K b - - 0 7", outcome="1-0"),
]

# A reading, not the rules' words: the rules judge bareness "at the start of that side's turn",
# and say that "if both sides are bare" the side to move loses; a FEN may also give a position in
# which only the side NOT to move is bare (play cannot reach one: a move never takes its own
# side's men). rules.py reads "loses as soon as that happens" literally: the bare side has lost,
# whoever is to move. Kept apart so that a test can treat it as a reading.
DISPUTED = [
    Case("only the side not to move is bare", "k11/12/12/12/12/12/12/12/4P7/12/12/11K w - - 0 1",
         "e4e5 l1k1 l1k2 l1l2", outcome="1-0"),
]

# The start position's 59 moves for White, by hand (ranks 2, 3 and 5-8 are empty, rank 4 holds
# White's pawns, nothing of Black's is in reach and nothing gives or meets a check):
#   pawns a4..l4 step to rank 5 (no double step), nothing to take              12
#   rooks a1: a2 a3 (a4 own); l1: l2 l3                                           4
#   lions b1 = (1, 0): e1 own, b4 c4 a4 own pawns, e2 free; k1: h2 (h1 k4 l4 j4 own)  2
#   unicornios c1 = (2, 0): d3 (then e4 own), e2 then f3 (then g4 own), a2 (then off the board),
#     b3 (then a4 own): a2 b3 d3 e2 f3; j1: k3 (l4 own), l2 (off), i3 (h4 own), h2 g3 (f4 own)   10
#   giraffes d1: g3 a3 (f4 b4 own); i1: l3 f3 (k4 g4 own)                         4
#   crocodiles e1: f2 g3 (h4 own), d2 c3 (b4 own); h1: i2 j3, g2 f3               8
#   aanca f1 = (5, 0): g2, then east h2..l2 (5) and north g3 (g4 own) = 7; e2, then west d2..a2 (4)
#     and north e3 (e4 own) = 6                                                  13
#   king g1: steps f2 g2 h2 (f1 h1 own); leaps e3 g3 i3 (e1 i1 own)               6
# 12 + 4 + 2 + 10 + 4 + 8 + 13 + 6 = 59. Black's pieces can reach nothing below rank 8 and
# White's nothing above rank 5 in one move, so every white move leaves Black its own 59 (the
# mirror image): perft 2 = 59 * 59 = 3481.
START_MOVES = (
    " ".join(f"{x}4{x}5" for x in "abcdefghijkl")
    + " a1a2 a1a3 l1l2 l1l3 b1e2 k1h2"
    + " c1a2 c1b3 c1d3 c1e2 c1f3 j1h2 j1g3 j1i3 j1k3 j1l2"
    + " d1a3 d1g3 i1f3 i1l3"
    + " e1d2 e1c3 e1f2 e1g3 h1g2 h1f3 h1i2 h1j3"
    + " f1e2 f1d2 f1c2 f1b2 f1a2 f1e3 f1g2 f1h2 f1i2 f1j2 f1k2 f1l2 f1g3"
    + " g1f2 g1g2 g1h2 g1e3 g1g3 g1i3"
)
