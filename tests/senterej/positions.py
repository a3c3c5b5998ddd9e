"""Hand-worked Senterej positions. Every move list and every FEN after a move was worked out by
reasoning from the rules (see rules.py's docstring), not by running the generator; the comments
give the count as derived.

POSITIONS: {"name", "fen", "moves": sorted legal UCI moves, optional "outcome"}.
PLAYS:     {"name", "fen", "move", "after"}.
"""

from __future__ import annotations

START = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR wf - - 0 1"

# From the start each side has 8 pawn steps, 4 knight moves and 4 alfil leaps (over the pawns of
# rank 2/7 to a3 e3 d3 h3 / a6 e6 d6 h6); fers, king and rooks are boxed in.
WHITE_START = ["a2a3", "b2b3", "c2c3", "d2d3", "e2e3", "f2f3", "g2g3", "h2h3",
               "b1a3", "b1c3", "g1f3", "g1h3", "c1a3", "c1e3", "f1d3", "f1h3"]
BLACK_START = ["a7a6", "b7b6", "c7c6", "d7d6", "e7e6", "f7f6", "g7g6", "h7h6",
               "b8a6", "b8c6", "g8f6", "g8h6", "c8a6", "c8e6", "f8d6", "f8h6"]

# After e2e3 White loses c1e3 (own pawn on e3) and gains d1e2 (fers), e1e2 (king), g1e2 (knight).
WHITE_AFTER_E3 = ["a2a3", "b2b3", "c2c3", "d2d3", "e3e4", "f2f3", "g2g3", "h2h3",
                  "b1a3", "b1c3", "g1e2", "g1f3", "g1h3", "c1a3", "f1d3", "f1h3",
                  "d1e2", "e1e2"]                                            # 18

# e3 and d3 both pushed: c1e3 and f1d3 are blocked; d2 and e2 are free squares for the king (2),
# d2 for Nb1, e2 for Ng1 and the fers.
WHITE_AFTER_E3_D3 = ["a2a3", "b2b3", "c2c3", "d3d4", "e3e4", "f2f3", "g2g3", "h2h3",
                     "b1a3", "b1c3", "b1d2", "g1e2", "g1f3", "g1h3", "c1a3", "f1h3",
                     "d1e2", "e1d2", "e1e2"]                                 # 19

# Alfil on a3 (from c1): it may leap back to c1 or on to c5; a2a3 and b1a3 are blocked.
WHITE_AFTER_BA3 = ["b2b3", "c2c3", "d2d3", "e2e3", "f2f3", "g2g3", "h2h3",
                   "b1c3", "g1f3", "g1h3", "a3c1", "a3c5", "f1d3", "f1h3"]   # 14

# White knight walked b1-c3-e4-c5 in the phase; Black has not moved. Knight c5: a4 a6 b3 b7(x)
# d3 d7(x) e4 e6 (e6 gives check); c2c3 is free again; Ra1 can go to b1.
WHITE_KNIGHT_C5 = ["a2a3", "b2b3", "c2c3", "d2d3", "e2e3", "f2f3", "g2g3", "h2h3",
                   "c5a4", "c5a6", "c5b3", "c5b7", "c5d3", "c5d7", "c5e4", "c5e6",
                   "g1f3", "g1h3", "c1a3", "c1e3", "f1d3", "f1h3", "a1b1"]   # 23

# After Black's alfil f8-h6-f4xd2 (phase over, White to move): 7 pawn steps, Nb1 a3 c3 xd2,
# Ng1 f3 h3, alfils c1 a3 e3 (leaping over the black alfil on d2), f1 d3 h3, Kxd2.
WHITE_AFTER_BXD2 = ["a2a3", "b2b3", "c2c3", "e2e3", "f2f3", "g2g3", "h2h3",
                    "b1a3", "b1c3", "b1d2", "g1f3", "g1h3", "c1a3", "c1e3", "f1d3", "f1h3",
                    "e1d2"]                                                   # 17

_POS = [
    ("start: 16 moves per side", START, WHITE_START + BLACK_START, None),       # 32
    ("after e2e3: the fers, king and Ng1 reach e2",
     "rnbkqbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR bf - - 0 1",
     WHITE_AFTER_E3 + BLACK_START, None),                                       # 34
    ("White moved twice in a row (e2e3, d2d3)",
     "rnbkqbnr/pppppppp/8/8/8/3PP3/PPP2PPP/RNBQKBNR bf - - 0 1",
     WHITE_AFTER_E3_D3 + BLACK_START, None),                                    # 35
    ("after c1a3: the alfil leaps back or on",
     "rnbkqbnr/pppppppp/8/8/8/B7/PPPPPPPP/RN1QKBNR bf - - 1 1",
     WHITE_AFTER_BA3 + BLACK_START, None),                                      # 30
    ("White knight on c5 after three knight moves in a row; captures and a check available",
     "rnbkqbnr/pppppppp/8/2N5/8/8/PPPPPPPP/R1BQKBNR bf - - 3 1",
     WHITE_KNIGHT_C5 + BLACK_START, None),                                      # 39
    # Ne6 checks d8 (phase over). The check cannot be blocked and the king is boxed in; e6 can be
    # taken by the d7 and f7 pawns (diagonally forward = down) and the c8 alfil (over d7).
    ("Black in check from a knight: only captures",
     "rnbkqbnr/pppppppp/4N3/8/8/8/PPPPPPPP/R1BQKBNR b - - 4 1",
     ["c8e6", "d7e6", "f7e6"], None),
    ("after the phase-ending alfil capture on d2, White to move",
     "rnbkq1nr/pppppppp/8/8/8/8/PPPbPPPP/RNBQKBNR w - - 0 4",
     WHITE_AFTER_BXD2, None),
    # Free phase: the white knight e2 is pinned on the e-file by the black rook e8 (0 moves);
    # Ke1 d1 d2 f1 f2 (4). Black rook: b8 c8 d8 f8 g8 h8 e7 e6 e5 e4 e3 xe2 (12); Ka8 a7 b7 b8.
    ("free phase: knight pinned to its king by a rook on the file",
     "k3r3/8/8/8/8/8/4N3/4K3 wf - - 0 20",
     ["e1d1", "e1d2", "e1f1", "e1f2",
      "e8b8", "e8c8", "e8d8", "e8f8", "e8g8", "e8h8", "e8e7", "e8e6", "e8e5", "e8e4", "e8e3",
      "e8e2", "a8a7", "a8b7", "a8b8"], None),                                   # 19
    # Alfil c3: a1 own king (no), a5 over the own pawn b4 to the edge, e1 to the edge,
    # xe5 over the black pawn d4. Ka1: a2 b1 b2 (nothing black reaches them). b4b5.
    ("alfil leaps over men, to the edge, and captures",
     "7k/8/8/4n3/1P1p4/2B5/8/K7 w - - 0 30",
     ["a1a2", "a1b1", "a1b2", "b4b5", "c3a5", "c3e1", "c3e5"], None),
    ("promotion to fers, by a step and by captures",
     "1r6/P1P5/4k3/8/8/8/8/7K w - - 0 40",
     ["a7a8q", "a7b8q", "c7b8q", "c7c8q", "h1g1", "h1g2", "h1h2"], None),
    # Free phase. Kc2 may not go to c1 (black pawn b2 attacks a1 and c1); b1 is safe; Kxb2 is
    # legal. Black: b2b1q (gives check) and five king steps.
    ("free phase: black pawn about to promote next to the white king",
     "4k3/8/8/8/8/8/1pK5/8 wf - - 7 60",
     ["c2b1", "c2b2", "c2b3", "c2c3", "c2d1", "c2d2", "c2d3",
      "b2b1q", "e8d7", "e8d8", "e8e7", "e8f7", "e8f8"], None),                 # 13
    ("back-rank checkmate: Black mated",
     "R6k/6pp/8/8/8/8/8/4K3 b - - 5 29", [], "1-0"),
    # Ra1 checks g1 along rank 1; h1 is on the rook's line once the king leaves g1.
    ("back-rank checkmate: White mated",
     "4k3/8/8/8/8/8/5PPP/r5K1 w - - 0 30", [], "0-1"),
    # Ka8: a7 b7 covered by Kb6, b8 by Nd7; a8 not attacked.
    ("stalemate after the phase",
     "k7/3N4/1K6/8/8/8/8/8 b - - 10 60", [], "1/2-1/2"),
    # Same men in the phase: Black has no move but White has, so the game goes on. Kb6 a5 a6 b5
    # c5 c6 c7 (a7 b7 touch the black king); Nd7 b8 c5 e5 f6 f8 (b6 own king).
    ("free phase: one side without moves, the other moves on",
     "k7/3N4/1K6/8/8/8/8/8 bf - - 10 60",
     ["b6a5", "b6a6", "b6b5", "b6c5", "b6c6", "b6c7",
      "d7b8", "d7c5", "d7e5", "d7f6", "d7f8"], None),                           # 11
    # Both kings boxed in by pawns that are blocked head-on and have nothing to take:
    # Ka1: a2 defended by b3, b1 attacked by a2, b2 own. Kh8: g8 attacked by h7, h7 defended by g6.
    ("free phase: neither side can move, draw",
     "7k/6pP/6P1/8/8/1p6/pP6/K7 wf - - 0 50", [], "1/2-1/2"),
    # Black pawn d4 attacks c3 and e3 only (diagonally forward = down), so Ke4 may go to d5, e5,
    # f5 but not e3; Kxd4 is legal. Black: d4d3 and three king steps. The hint 'b' is ignored.
    ("free phase: pawn attacks only forward, king next to a pawn",
     "7k/8/8/8/3pK3/8/8/8 bf - - 6 45",
     ["e4d3", "e4d4", "e4d5", "e4e5", "e4f3", "e4f4", "e4f5",
      "d4d3", "h8g7", "h8g8", "h8h7"], None),                                   # 11
    # Fers e5: xd4, f4, f6 (d6 own). Pawn d6d5. Ka8 a7 b7 b8.
    ("fers steps and captures diagonally",
     "k7/8/3p4/4q3/3P4/8/8/7K b - - 0 33",
     ["a8a7", "a8b7", "a8b8", "d6d5", "e5d4", "e5f4", "e5f6"], None),
    # Rook d4: d5 (own pawn d6 stops it), d3 d2 d1, c4 b4 a4, e4 f4 xg4. Pawn d6d7. Kb1 5 steps.
    ("rook slides, stops at own men, captures",
     "7k/8/3P4/8/3R2n1/8/8/1K6 w - - 0 35",
     ["b1a1", "b1a2", "b1b2", "b1c1", "b1c2", "d4a4", "d4b4", "d4c4", "d4d1", "d4d2", "d4d3",
      "d4d5", "d4e4", "d4f4", "d4g4", "d6d7"], None),                           # 16
    # Re8 checks e1: the king may step off the file (not to e2), or the rook a4 interposes on e4.
    ("check from a rook: king steps or interposition",
     "1k2r3/8/8/8/R7/8/8/4K3 w - - 0 41",
     ["a4e4", "e1d1", "e1d2", "e1f1", "e1f2"], None),
]

POSITIONS = [{"name": n, "fen": f, "moves": sorted(m), "outcome": o} for n, f, m, o in _POS]

_PLAYS = [
    ("start e2e3: hint b, pawn move", START, "e2e3",
     "rnbkqbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR bf - - 0 1"),
    ("White moves twice: hint stays b",
     "rnbkqbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR bf - - 0 1", "d2d3",
     "rnbkqbnr/pppppppp/8/8/8/3PP3/PPP2PPP/RNBQKBNR bf - - 0 1"),
    ("Black moves first although hinted w: fullmove 2, clock 1", START, "f8h6",
     "rnbkq1nr/pppppppp/7b/8/8/8/PPPPPPPP/RNBQKBNR wf - - 1 2"),
    ("Black moves twice in a row: fullmove 3",
     "rnbkq1nr/pppppppp/7b/8/8/8/PPPPPPPP/RNBQKBNR wf - - 1 2", "h6f4",
     "rnbkq1nr/pppppppp/8/8/5b2/8/PPPPPPPP/RNBQKBNR wf - - 2 3"),
    ("Black captures after moving last: phase over, White to move",
     "rnbkq1nr/pppppppp/8/8/5b2/8/PPPPPPPP/RNBQKBNR wf - - 2 3", "f4d2",
     "rnbkq1nr/pppppppp/8/8/8/8/PPPbPPPP/RNBQKBNR w - - 0 4"),
    ("after the phase: king takes the alfil",
     "rnbkq1nr/pppppppp/8/8/8/8/PPPbPPPP/RNBQKBNR w - - 0 4", "e1d2",
     "rnbkq1nr/pppppppp/8/8/8/8/PPPKPPPP/RNBQ1BNR b - - 0 4"),
    ("knight b1c3", START, "b1c3",
     "rnbkqbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR bf - - 1 1"),
    ("knight c3e4, White again",
     "rnbkqbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR bf - - 1 1", "c3e4",
     "rnbkqbnr/pppppppp/8/8/4N3/8/PPPPPPPP/R1BQKBNR bf - - 2 1"),
    ("knight e4c5, White a third time",
     "rnbkqbnr/pppppppp/8/8/4N3/8/PPPPPPPP/R1BQKBNR bf - - 2 1", "e4c5",
     "rnbkqbnr/pppppppp/8/2N5/8/8/PPPPPPPP/R1BQKBNR bf - - 3 1"),
    ("knight check c5e6 ends the phase: Black to move",
     "rnbkqbnr/pppppppp/8/2N5/8/8/PPPPPPPP/R1BQKBNR bf - - 3 1", "c5e6",
     "rnbkqbnr/pppppppp/4N3/8/8/8/PPPPPPPP/R1BQKBNR b - - 4 1"),
    ("knight capture c5d7 ends the phase",
     "rnbkqbnr/pppppppp/8/2N5/8/8/PPPPPPPP/R1BQKBNR bf - - 3 1", "c5d7",
     "rnbkqbnr/pppNpppp/8/8/8/8/PPPPPPPP/R1BQKBNR b - - 0 1"),
    ("halfmove: knight move +1", START, "g1f3",
     "rnbkqbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R bf - - 1 1"),
    ("halfmove: knight move +1, fullmove +1",
     "rnbkqbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R bf - - 1 1", "b8c6",
     "r1bkqbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R wf - - 2 2"),
    ("halfmove: pawn move resets",
     "r1bkqbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R wf - - 2 2", "e2e3",
     "r1bkqbnr/pppppppp/2n5/8/8/4PN2/PPPP1PPP/RNBQKB1R bf - - 0 2"),
    ("promotion by capture", "1r6/P1P5/4k3/8/8/8/8/7K w - - 0 40", "c7b8q",
     "1Q6/P7/4k3/8/8/8/8/7K b - - 0 40"),
    ("black promotion gives check: phase over",
     "4k3/8/8/8/8/8/1pK5/8 wf - - 7 60", "b2b1q",
     "4k3/8/8/8/8/8/2K5/1q6 w - - 0 61"),
    ("rook mates on the back rank", "7k/6pp/8/8/8/8/8/R3K3 w - - 4 29", "a1a8",
     "R6k/6pp/8/8/8/8/8/4K3 b - - 5 29"),
    ("free-phase rook check by the side that just moved", "3k4/8/8/8/8/8/8/R3K3 bf - - 0 5",
     "a1a8", "R2k4/8/8/8/8/8/8/4K3 b - - 1 5"),
    ("Black, hinted w, captures the pinned knight with check",
     "k3r3/8/8/8/8/8/4N3/4K3 wf - - 0 20", "e8e2",
     "k7/8/8/8/8/8/4r3/4K3 w - - 0 21"),
    ("free phase: black pawn step resets the clock",
     "7k/8/8/8/3pK3/8/8/8 bf - - 6 45", "d4d3",
     "7k/8/8/8/4K3/3p4/8/8 wf - - 0 46"),
    ("free phase: black king step", "7k/8/8/8/3pK3/8/8/8 bf - - 6 45", "h8g8",
     "6k1/8/8/8/3pK3/8/8/8 wf - - 7 46"),
    ("king captures a pawn: phase over", "7k/8/8/8/3pK3/8/8/8 bf - - 6 45", "e4d4",
     "7k/8/8/8/3K4/8/8/8 b - - 0 45"),
    ("interposition", "1k2r3/8/8/8/R7/8/8/4K3 w - - 0 41", "a4e4",
     "1k2r3/8/8/8/4R3/8/8/4K3 b - - 1 41"),
]

PLAYS = [{"name": n, "fen": f, "move": m, "after": a} for n, f, m, a in _PLAYS]

# Moves that must be refused (play raises ValueError).
ILLEGAL = [
    (START, "e2e4"),                                         # no double step
    (START, "d1c2"),                                         # fers onto own pawn
    ("k3r3/8/8/8/8/8/4N3/4K3 wf - - 0 20", "e2c3"),          # pinned knight
    ("1r6/P1P5/4k3/8/8/8/8/7K w - - 0 40", "a7a8"),          # promotion suffix required
    ("1r6/P1P5/4k3/8/8/8/8/7K w - - 0 40", "a7a8r"),         # only the fers
    ("rnbkq1nr/pppppppp/8/8/8/8/PPPbPPPP/RNBQKBNR w - - 0 4", "a7a6"),  # not Black's turn
    ("1k2r3/8/8/8/R7/8/8/4K3 w - - 0 41", "e1e2"),           # stays on the checking file
    ("7k/8/8/8/3pK3/8/8/8 bf - - 6 45", "e4e3"),             # square attacked by the pawn
]
