"""Ultima positions whose legal moves were worked out by hand from the rules (not with the
generator in ultima.py).

Squares are a1..h8, a move is origin+target (e2e5). Reasons used below, in short:
  "frozen": the man stands next to an enemy I (or, being an I, next to an enemy X): no moves;
  "corner": the coordinator's squares (file of t, rank of its king) and (file of its king, rank
          of t);
  "behind": the square one step behind a withdrawer's origin, against its move's direction.
A corner king (a8 h8 a1 h1) can never be pincered: each orthogonal neighbour has the board's edge
beyond the king. A coordinator whose king stands on square k only ever captures on k's rank or
k's file. A chameleon captures a king only by stepping onto it (only a neighbour of it is at risk).
King neighbourhoods: h8: g8 g7 h7.  a8: a7 b7 b8.  a1: a2 b1 b2.  h1: g1 g2 h2.
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


def ray(origin: str, targets: str) -> str:
    """Move names from one origin: ray("a1", "a2 a3") == "a1a2 a1a3" (typing aid only)."""
    return " ".join(origin + t for t in targets.split())


START = "clxwkxli/pppppppp/8/8/8/8/PPPPPPPP/ILXKWXLC w - - 0 1"
# Only the pawns can move at the start: every man of rank 1 has its own pawns in front of it and
# its own men beside it (and rank 1 is full). Each pawn slides up its file to ranks 3..6 (rank 7
# holds Black's pawns) and cannot go sideways (rank 2 is full): 8 x 4 = 32. A pawn on rank 6 has
# the black pawn of rank 7 in front and a black man on rank 8 beyond it: no pincer.
START_MOVES = " ".join(f"{x}2{x}{r}" for x in "abcdefgh" for r in (3, 4, 5, 6))
AFTER_E5 = "clxwkxli/pppppppp/8/4P3/8/8/PPPP1PPP/ILXKWXLC b - - 0 1"
AFTER_E5_D6 = "clxwkxli/ppp1pppp/3p4/4P3/8/8/PPPP1PPP/ILXKWXLC w - - 0 2"
AFTER_E5_D6_WE3 = "clxwkxli/ppp1pppp/3p4/4P3/8/4W3/PPPP1PPP/ILXK1XLC b - - 1 2"

BLACK_K_H8 = "h8g8 h8g7 h8h7"
BLACK_K_A8 = "a8a7 a8b7 a8b8"
WHITE_K_A1 = "a1a2 a1b1 a1b2"

CASES = [
    # -- the start --------------------------------------------------------------------------------
    Case("start", START, START_MOVES),
    # 1. e5: Black's pawns slide down to rank 3 (rank 2 is White's), 4 each, except the e-pawn,
    # stopped by e5: e6 only. 7 x 4 + 1 = 29. No pincer: a black pawn landing on d5, f5 or e6
    # would need a black man beyond e5 (on f5, d5 or e4): none. Rank 8 is still boxed in.
    Case("start: Black's replies after a pawn move", START,
         " ".join(f"{x}7{x}{r}" for x in "abcdfgh" for r in (6, 5, 4, 3)) + " e7e6",
         push="e2e5", fens=AFTER_E5),
    # 1. e5 d6 2. We3 (W e1-e2-e3, nothing behind e1: no capture; clock 1). Black: pawns a b c f g
    # h down to rank 3: 24; e7-e6 (e5 White's): 1; d6: d7 (left empty), d5 d4 d3 (d2 White's),
    # c6 b6 a6, e6 f6 g6 h6: 11. Now d7 is empty: the c7 and e7 pawns slide sideways onto it (2);
    # Wd8-d7 (d6 stops it), Ke8-d7 (safe: its neighbours c7 e7 d6 d8 are all occupied, so no
    # white pawn can land beside it, and no other white man can reach), Xc8 along c8-h3: d7 e6
    # f5 g4 h3 (5). Nothing else of rank 8 can move (Xf8: e7 f7 g7 own).
    # 24 + 1 + 11 + 2 + 1 + 1 + 5 = 45.
    Case("start: clocks after pawn moves and a withdrawer's move", START,
         " ".join(f"{x}7{x}{r}" for x in "abcfgh" for r in (6, 5, 4, 3)) + " e7e6 "
         + ray("d6", "d7 d5 d4 d3 c6 b6 a6 e6 f6 g6 h6") + " c7d7 e7d7 d8d7 e8d7 "
         + ray("c8", "d7 e6 f5 g4 h3"),
         push="e2e5 d7d6 e1e3", fens=";".join([AFTER_E5, AFTER_E5_D6, AFTER_E5_D6_WE3])),

    # -- the pincer -------------------------------------------------------------------------------
    # White Pd1-d3 (d2 d3 empty): c3 (b3 White's), e3 (f3 White's), d4 (d5 White's) are all
    # pincered at once. Black is left with Kh8: g8 g7 h7 (no white man can land beside them).
    Case("pincer in three directions at once",
         "7k/8/8/3P4/3p4/1Pp1pP2/8/K2P4 w - - 0 1", BLACK_K_H8, push="d1d3",
         fens="7k/8/8/3P4/8/1P1P1P2/8/K7 b - - 0 1"),
    # White Pa5-e5 (b5 c5 d5 empty): e4 is taken with the king on e3 as partner; f6 is only
    # diagonal to e5 (with White's g7 beyond): kept. Black: Ka8 3 (a corner king cannot be
    # pincered, and no other white man reaches its squares); the f6 pawn: f7 f8, f5 f4 f3 f2 f1,
    # e6 d6 c6 b6 a6, g6 h6 (14). 17 moves.
    Case("pincer with the king as partner; no diagonal pincer",
         "k7/6P1/5p2/P7/4p3/4K3/8/8 w - - 0 1",
         BLACK_K_A8 + " " + ray("f6", "f7 f8 f5 f4 f3 f2 f1 e6 d6 c6 b6 a6 g6 h6"), push="a5e5",
         fens="k7/6P1/5p2/4P3/8/4K3/8/8 b - - 0 1"),
    # Pd1-d4: e4 is pincered against a frozen partner (the Wf4 stands next to the black Ig5); the
    # black I is itself frozen by the white Xh6, which is frozen by it. Black: Kh8 g8 g7 h7 (the
    # X beside g7 and h7 is frozen, so it cannot step onto the king); Ig5 frozen. 3 moves.
    Case("a frozen man is a pincer partner", "7k/8/7X/6i1/4pW2/8/8/K2P4 w - - 0 1",
         BLACK_K_H8, push="d1d4", fens="7k/8/7X/6i1/3P1W2/8/8/K7 b - - 0 1"),

    # -- the withdrawer ---------------------------------------------------------------------------
    # Wc3-a1 (b2 a1 empty) goes straight away from d4 (behind c3 against the SW move: d4): taken;
    # c4 (north of the W) stays. Black: Kh8 3 (no white man near); c4: c5 c6 c7 c8, c3 c2 c1, b4
    # a4, d4 e4 f4 g4 h4 (14). 17 moves.
    Case("withdrawer: straight away from the victim", "7k/8/8/8/2pp4/2W5/8/7K w - - 0 1",
         BLACK_K_H8 + " " + ray("c4", "c5 c6 c7 c8 c3 c2 c1 b4 a4 d4 e4 f4 g4 h4"), push="c3a1",
         fens="7k/8/8/8/2p5/8/8/W6K b - - 0 1"),
    # Black to move: Kh8-g7 would stand next to Wf6, which can withdraw to e5 (empty): out. g8 and
    # h7 are not next to f6. 2 moves.
    Case("check: the king may not stand where a withdrawer can withdraw",
         "7k/8/5W2/8/8/8/8/K7 b - - 0 1", "h8g8 h8h7"),
    # The same with White's Pe5 behind the W: it cannot move directly away from g7, so g7 is safe
    # (the pawn cannot reach f7, g6 or g8 to pincer it). 3 moves.
    Case("check: a withdrawer with no room behind it threatens nothing",
         "7k/8/5W2/4P3/8/8/8/K7 b - - 0 1", BLACK_K_H8),

    # -- the long leaper --------------------------------------------------------------------------
    # La1: a-file a2..a7 (a8 Black's king, nothing beyond: no jump): 6; rank 1 b1..g1 (h1 own K):
    # 6; diagonal b2, d4 (over c3), f6 g7 h8 (over c3 and e5): 5. Kh1 g1 g2 h2 (Black's pawns have
    # no partner near them): 3. 20 moves.
    Case("long leaper: multiple jumps", "k7/8/8/4p3/8/2p5/8/L6K w - - 0 1",
         ray("a1", "a2 a3 a4 a5 a6 a7 b1 c1 d1 e1 f1 g1 b2 d4 f6 g7 h8") + " h1g1 h1g2 h1h2"),
    # La1-f6 takes c3 and e5. Black Ka8: a7 b7 b8 (none on a line of f6's; Kh1 far). 3 moves.
    Case("long leaper: two men taken in one move", "k7/8/8/4p3/8/2p5/8/L6K w - - 0 1",
         BLACK_K_A8, push="a1f6", fens="k7/8/5L2/8/8/8/8/7K b - - 0 1"),
    # La1: a2 a3 two in a row (no jump, nothing up the file); b1 own king (no jump); diagonal b2,
    # then c3 with d4 empty: d4 (takes c3); then e5 f6 two in a row: stop. Kb1: a2 takes the pawn
    # (then nothing can land beside a2 with a black man beyond); b2 is out: c3-c2 would pincer it
    # against a2; c1 (only c3-c2 lands beside it, with c0 beyond: nothing) and c2 (c1 d2 b2 beside
    # it: c1 is unreachable for Black's pawns, b2 only from a2 with d2 empty beyond) are safe.
    Case("long leaper: blocked by two in a row and by its own man; king into a pincer",
         "7k/8/5p2/4p3/8/p1p5/p7/LK6 w - - 0 1", "a1b2 a1d4 b1a2 b1c1 b1c2"),
    # Kb1 and a black Lh2 on rank 2: b2 and c2 would be jumped from h2 (g2..c2 empty, a2/b2 empty
    # beyond); a2 has the edge beyond it. a1 c1 are on no line of h2's. 3 moves.
    Case("check: the king may not step where a leaper jumps it", "7k/8/8/8/8/8/7l/1K6 w - - 0 1",
         "b1a1 b1a2 b1c1"),
    # The same with White's Ih1 freezing the Lh2: all five king moves. The I: g1 f1 e1 d1 c1 (b1
    # own), g2 f3 e4 d5 c6 b7 a8 (7), h2 occupied; moving it away unfreezes the L, but no line of
    # h2's passes b1. 5 + 12 = 17 moves.
    Case("check: a frozen leaper jumps nothing", "7k/8/8/8/8/8/7l/1K5I w - - 0 1",
         "b1a1 b1a2 b1b2 b1c1 b1c2 " + ray("h1", "g1 f1 e1 d1 c1 g2 f3 e4 d5 c6 b7 a8")),

    # -- the coordinator --------------------------------------------------------------------------
    # Ch4-f6 with the king on b2: corners f2 and b6, both Black's: taken. Black Kh8 3 (the C only
    # captures on rank 2 or the b-file). 3 moves.
    Case("coordinator: both corners", "7k/8/1p6/8/7C/8/1K3p2/8 w - - 0 1", BLACK_K_H8,
         push="h4f6", fens="7k/8/5C2/8/8/8/1K6/8 b - - 0 1"),
    # Black has no king: its Ca8 coordinates nothing. Moves: b8 White's (east blocked); a7 (a6
    # White's); b7 (c6 White's). With no king there is no check either. 2 moves.
    Case("coordinator with no king", "cP6/8/P1P5/8/8/8/8/1P5K b - - 0 1", "a8a7 a8b7"),
    # White's Ka1 is frozen by the black Ib2, yet still the C's corner: Ch5-d5 (g5 f5 e5 empty)
    # takes d1 (file d, rank 1) and a5 (file a, rank 5). Black: Ib2 a2, c2..h2 (7), b1, b3..b8 (7),
    # c1, a3, c3 d4 e5 f6 g7 (h8 own king): 21; Kh8 3 (the C's captures lie on rank 1 and file a).
    # 24 moves.
    Case("a frozen king is still the coordinator's corner",
         "7k/8/8/p6C/8/8/1i6/K2p4 w - - 0 1",
         ray("b2", "a2 c2 d2 e2 f2 g2 h2 b1 b3 b4 b5 b6 b7 b8 c1 a3 c3 d4 e5 f6 g7") + " "
         + BLACK_K_H8, push="h5d5", fens="7k/8/8/3C4/8/8/1i6/K7 b - - 0 1"),
    # Black Kh7, White Ka8 and Cc4: g8 and h8 lie on rank 8 and the C reaches the g-file (g4) and
    # the h-file (h4) along rank 4: out. g7 g6 h6 are on neither rank 8 nor the a-file. 3 moves.
    Case("check: the king may not step onto a coordinator's corner",
         "K7/7k/8/8/2C5/8/8/8 b - - 0 1", "h7g6 h7g7 h7h6"),
    # White Ka1 in check: Black's Kh1 shares rank 1, and Cc3 reaches the a-file (a3 via b3, a5 via
    # b4). Kb1 stays on rank 1 (the C reaches b3 b4 b2): out; a2 b2 are safe (the C's captures lie
    # on rank 1 and the h-file). No single move blocks both b3 and b4. Wd4 captures the C only by
    # withdrawing from it: e5 f6 g7 h8. 6 moves.
    Case("in check from a coordinator: king moves or a withdrawal",
         "8/8/8/8/3W4/2c5/8/K6k w - - 0 1", "a1a2 a1b2 d4e5 d4f6 d4g7 d4h8"),

    # -- the chameleon ----------------------------------------------------------------------------
    # Xd4-b2 (c3 b2 empty; a1 own king) withdraws from the black W on e5: taken; the c5 pawn
    # (behind a SE move) is no W. Black: Kh8 3; c5: c6 c7 c8, c4 c3 c2 c1, b5 a5, d5 e5 f5 g5 h5
    # (14). 17 moves.
    Case("chameleon withdraws from a withdrawer", "7k/8/8/2p1w3/3X4/8/8/K7 w - - 0 1",
         BLACK_K_H8 + " " + ray("c5", "c6 c7 c8 c4 c3 c2 c1 b5 a5 d5 e5 f5 g5 h5"), push="d4b2",
         fens="7k/8/8/2p5/8/8/1X6/K7 b - - 0 1"),
    # Xa1: up the file it leaps the L's a2 and a4 (a3 a5 empty): a3, a5; the Ia6 cannot be
    # jumped. Diagonal: b2, d4 (over the Lc3); the pawn e5 cannot be jumped. Rank 1: the black X
    # on b1 cannot be jumped. Kh1: g2 is out (the La2 slides b2..f2 and jumps g2 to h2); g1 h2
    # are on no black leaper's open line. 6 moves.
    Case("chameleon leaps leapers only", "7k/8/i7/4p3/l7/2l5/l7/Xx5K w - - 0 1",
         "a1a3 a1a5 a1b2 a1d4 h1g1 h1h2"),
    # Xh4-f6 with the king on b2: corner f2 holds a C (taken), corner b6 a pawn (kept). Black
    # Kh8: g7 is next to the X (it would step onto the king): out; g8 h7: 2. The b6 pawn: b7 b8,
    # b5 b4 b3 (b2 White's), a6, c6 d6 e6 (f6 White's): 9. 11 moves.
    Case("chameleon coordinates a coordinator only", "7k/8/1p6/8/7X/8/1K3c2/8 w - - 0 1",
         "h8g8 h8h7 " + ray("b6", "b7 b8 b5 b4 b3 a6 c6 d6 e6"), push="h4f6",
         fens="7k/8/1p3X2/8/8/8/1K6/8 b - - 0 1"),
    # Xd1-d4 (a rook-like move): e4 (a pawn, with White's Kf4 beyond) is pincered; c4 (a W, with
    # White's Ib4 beyond) and d5 (an X, with White's Id6 beyond) are not. Black: Wc4 frozen by
    # Ib4; Xd5 frozen by Id6 (which it freezes in turn); Kh8 3. 3 moves.
    Case("chameleon pincers a pawn only", "7k/8/3I4/3x4/1Iw1pK2/8/8/3X4 w - - 0 1",
         BLACK_K_H8, push="d1d4", fens="7k/8/3I4/3x4/1IwX1K2/8/8/8 b - - 0 1"),
    # Xa1-c3 is diagonal: the pawns c4 (Ic5 beyond) and d3 (Ie3 beyond) are not pincered; clock
    # 1. Black: c4 frozen by Ic5, d3 by Ie3; Kh8 3. 3 moves.
    Case("chameleon: no pincer after a diagonal move", "7k/8/8/2I5/2p5/3pI3/8/X6K w - - 0 1",
         BLACK_K_H8, push="a1c3", fens="7k/8/8/2I5/2p5/2XpI3/8/7K b - - 1 1"),
    # Black Ka8, White Xc6: b7 is next to the X, which would step onto the king: out. a7 and b8
    # are not next to c6. 2 moves.
    Case("check: the king may not step next to a chameleon", "k7/8/2X5/8/8/8/8/7K b - - 0 1",
         "a8a7 a8b8"),
    # White's Xb7 stands next to Ka8: check. a7 and b8 are next to b7 too: out. Kxb7 (by
    # displacement) is the only move.
    Case("in check from a chameleon: take it", "k7/1X6/8/8/8/8/8/7K b - - 0 1", "a8b7"),
    # Black's Ic6 freezes the Xb7 (and is frozen by it): no check, and a7 b8 are safe; Kxb7 too.
    # The I cannot move. 3 moves.
    Case("a frozen chameleon gives no check", "k7/1X6/2i5/8/8/8/8/7K b - - 0 1", BLACK_K_A8),
    # The Xc6 (not next to a8) frozen by Black's Id7, which it freezes: b7 is safe. 3 moves.
    Case("a frozen chameleon still freezes an immobilizer", "k7/3i4/2X5/8/8/8/8/7K b - - 0 1",
         BLACK_K_A8),

    # -- freezing ---------------------------------------------------------------------------------
    # Black's Id3 freezes White's Wc2 and the Ie4 (two immobilizers freeze each other). White:
    # Ka1 a2 b1 b2 only (Black's I captures nothing, its king is far). Then Kb1 (clock 1): Black's
    # I is frozen by White's, so Kh8 g8 g7 h7 only.
    Case("freezing: a withdrawer and an immobilizer next to an enemy immobilizer",
         "7k/8/8/8/4I3/3i4/2W5/K7 w - - 0 1", WHITE_K_A1),
    Case("freezing: two immobilizers freeze each other", "7k/8/8/8/4I3/3i4/2W5/K7 w - - 0 1",
         BLACK_K_H8, push="a1b1", fens="7k/8/8/8/4I3/3i4/2W5/1K6 b - - 1 1"),
    # Black's Id5 freezes White's Xe4, and the frozen X still freezes the I. White: Ka1 3. After
    # Ka2 (clock 1): Black's I frozen; Kh8 3.
    Case("freezing: a chameleon next to an immobilizer", "7k/8/8/3i4/4X3/8/8/K7 w - - 0 1",
         WHITE_K_A1),
    Case("freezing: the immobilizer frozen by the frozen chameleon",
         "7k/8/8/3i4/4X3/8/8/K7 w - - 0 1", BLACK_K_H8, push="a1a2",
         fens="7k/8/8/3i4/4X3/8/K7/8 b - - 1 1"),

    # -- clocks and captures by the king ----------------------------------------------------------
    # Kh8-g8: clock 7 -> 8, fullmove 12 -> 13. Wc3-b2 withdraws from d4: clock 0, fullmove stays
    # 13. Black Kg8: f8 f7 g7 h7 h8 (the W and K far). 5 moves.
    Case("clocks: +1 for a quiet move, 0 for a capture", "7k/8/8/8/3p4/2W5/8/7K b - - 7 12",
         "g8f8 g8f7 g8g7 g8h7 g8h8", push="h8g8 c3b2",
         fens="6k1/8/8/8/3p4/2W5/8/7K w - - 8 13;6k1/8/8/8/8/8/1W6/7K b - - 0 13"),
    # Pa7-a2 (a6..a2 empty; nothing pincered against a1): clock 0. White Ka1: a2 takes the pawn
    # by displacement; b1 (the pawn reaching a1 or b2 has nothing of Black's beyond) and b2 (no
    # pawn can land on c2 b1 b3) are safe. 3 moves.
    Case("clocks: a pawn move resets; the king takes by displacement",
         "7k/p7/8/8/8/8/8/K7 b - - 4 9", WHITE_K_A1, push="a7a2",
         fens="7k/8/8/8/8/8/p7/K7 w - - 0 10"),
    Case("clocks: a king's capture resets", "7k/p7/8/8/8/8/8/K7 b - - 4 9", BLACK_K_H8,
         push="a7a2 a1a2",
         fens="7k/8/8/8/8/8/p7/K7 w - - 0 10;7k/8/8/8/8/8/K7/8 b - - 0 10"),

    # -- the end ----------------------------------------------------------------------------------
    # Ca2 can reach h2 (rank 2 empty): corner (h, rank 8 of Kf8) = h8: check. g8 g7 are next to
    # White's king; h7 would be jumped by Lh1 (h2..h6 empty, h8 empty once the king leaves). No
    # other black man: checkmate.
    Case("checkmate by a coordinator", "5K1k/8/8/8/8/8/C7/7L b - - 0 1", "", outcome="1-0"),
    # The mating move: from a1 the C reaches no h-file square (rank 1 ends at g1, the diagonal at
    # g7), so Black is not in check before Ca2 (no capture: corners a8 f2 empty; clock 1).
    Case("checkmate after the move", "5K1k/8/8/8/8/8/8/C6L w - - 0 1", "", push="a1a2",
         fens="5K1k/8/8/8/8/8/C7/7L b - - 1 1", outcome="1-0"),
    # Black Kh8 frozen by White's Ig7; nothing can capture it: stalemate.
    Case("stalemate: a frozen king", "7k/6I1/8/8/8/8/8/K7 b - - 0 1", "", outcome="1/2-1/2"),
    # Kh8 not in check (Kf7 is two files away, Lh1 has the edge beyond h8); g8 g7 next to Kf7,
    # h7 jumped by Lh1: stalemate.
    Case("stalemate: every king move lands on a capture", "7k/5K2/8/8/8/8/8/7L b - - 0 1", "",
         outcome="1/2-1/2"),
]

# (fen, move, the squares it captures), by hand; every move here is legal in its position.
CAPTURES = [
    ("7k/8/8/3P4/3p4/1Pp1pP2/8/K2P4 w - - 0 1", "d1d3", "c3 d4 e3"),
    ("7k/8/8/3P4/3p4/1Pp1pP2/8/K2P4 w - - 0 1", "d1d2", ""),  # d3 empty, c2 e2 empty
    ("k7/6P1/5p2/P7/4p3/4K3/8/8 w - - 0 1", "a5e5", "e4"),  # f6 is diagonal
    ("k7/6P1/5p2/P7/4p3/4K3/8/8 w - - 0 1", "a5d5", ""),  # d4 d6 c5 e5 empty
    # withdrawer on c3, black d4 (NE) and c4 (N)
    ("7k/8/8/8/2pp4/2W5/8/7K w - - 0 1", "c3b2", "d4"),
    ("7k/8/8/8/2pp4/2W5/8/7K w - - 0 1", "c3a1", "d4"),
    ("7k/8/8/8/2pp4/2W5/8/7K w - - 0 1", "c3c2", "c4"),
    ("7k/8/8/8/2pp4/2W5/8/7K w - - 0 1", "c3c1", "c4"),
    ("7k/8/8/8/2pp4/2W5/8/7K w - - 0 1", "c3b3", ""),  # behind: d3, empty
    ("7k/8/8/8/2pp4/2W5/8/7K w - - 0 1", "c3d3", ""),  # behind: b3
    ("7k/8/8/8/2pp4/2W5/8/7K w - - 0 1", "c3d2", ""),  # behind: b4
    ("7k/8/8/8/2pp4/2W5/8/7K w - - 0 1", "c3b4", ""),  # behind: d2
    # long leaper
    ("k7/8/8/4p3/8/2p5/8/L6K w - - 0 1", "a1b2", ""),
    ("k7/8/8/4p3/8/2p5/8/L6K w - - 0 1", "a1d4", "c3"),
    ("k7/8/8/4p3/8/2p5/8/L6K w - - 0 1", "a1f6", "c3 e5"),
    ("k7/8/8/4p3/8/2p5/8/L6K w - - 0 1", "a1h8", "c3 e5"),
    ("7k/8/5p2/4p3/8/p1p5/p7/LK6 w - - 0 1", "a1d4", "c3"),
    ("7k/8/5p2/4p3/8/p1p5/p7/LK6 w - - 0 1", "b1a2", "a2"),  # the king's displacement
    # coordinator (king b2 / a1)
    ("7k/8/1p6/8/7C/8/1K3p2/8 w - - 0 1", "h4f6", "b6 f2"),
    ("7k/8/1p6/8/7C/8/1K3p2/8 w - - 0 1", "h4g4", ""),  # corners g2 b4
    ("7k/8/1p6/8/7C/8/1K3p2/8 w - - 0 1", "h4h6", "b6"),  # corners h2 b6
    ("7k/8/8/p6C/8/8/1i6/K2p4 w - - 0 1", "h5e5", "a5"),  # corners e1 a5
    ("7k/8/8/p6C/8/8/1i6/K2p4 w - - 0 1", "h5h1", ""),  # corners h1 (itself) a1 (own king)
    ("cP6/8/P1P5/8/8/8/8/1P5K b - - 0 1", "a8b7", ""),  # no king
    ("cP6/8/P1P5/8/8/8/8/1P5K b - - 0 1", "a8a7", ""),
    # chameleon
    ("7k/8/8/2p1w3/3X4/8/8/K7 w - - 0 1", "d4c3", "e5"),  # withdraws from the W
    ("7k/8/8/2p1w3/3X4/8/8/K7 w - - 0 1", "d4e3", ""),  # from a pawn: nothing
    ("7k/8/8/2p1w3/3X4/8/8/K7 w - - 0 1", "d4d5", ""),  # orthogonal, but b5 is empty
    ("7k/8/8/4x3/3X4/8/8/K7 w - - 0 1", "d4c3", ""),  # never withdraws from an X
    ("7k/8/i7/4p3/l7/2l5/l7/Xx5K w - - 0 1", "a1a3", "a2"),
    ("7k/8/i7/4p3/l7/2l5/l7/Xx5K w - - 0 1", "a1a5", "a2 a4"),
    ("7k/8/i7/4p3/l7/2l5/l7/Xx5K w - - 0 1", "a1d4", "c3"),
    ("7k/8/i7/4p3/l7/2l5/l7/Xx5K w - - 0 1", "a1b2", ""),
    ("7k/8/1p6/8/7X/8/1K3c2/8 w - - 0 1", "h4f6", "f2"),  # the pawn on b6 is no C
    ("7k/8/1i6/8/7X/8/1K3x2/8 w - - 0 1", "h4f6", ""),  # an I and an X on the corners
    ("7k/8/3I4/3x4/1Iw1pK2/8/8/3X4 w - - 0 1", "d1d4", "e4"),
    ("7k/8/3I4/3x4/1Iw1pK2/8/8/3X4 w - - 0 1", "d1d3", ""),
    ("7k/8/8/2I5/2p5/3pI3/8/X6K w - - 0 1", "a1c3", ""),  # diagonal: no pincer
    ("7k/8/8/2I5/2p5/3pI3/8/2X4K w - - 0 1", "c1c3", "c4 d3"),  # orthogonal: both pincered
    ("7k/8/8/2I5/2x5/3iI3/8/2X4K w - - 0 1", "c1c3", ""),  # an X and an I: never
    ("k7/1X6/8/8/8/8/8/7K b - - 0 1", "a8b7", "b7"),  # a king takes a chameleon
]
