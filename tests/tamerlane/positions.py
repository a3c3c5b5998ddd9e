"""Hand-worked Tamerlane chess positions. Every move list, outcome and position after a move was
worked out by reasoning from RULES.md (same folder), not by running the generator; the comment
above each entry gives the reasoning and the count. Notation as in generator.py's docstring:
files a..k, ranks 1..10, citadels CW (right of k2, White's) and CB (left of a9, Black's); "e3-e4"
for moves, captures and placements, "f2<>c5" for the king's exchange of place.

Square arithmetic used below: a=1 .. k=11; a pawn of White on (f, r) attacks (f-1, r+1) and
(f+1, r+1); a giraffe on (x, y) bends to (x+-1, y+-1) and lands 3 or more squares further on,
straight and outward; a picket lands 2 or more squares away diagonally.

POSITIONS: {"name", "fen", "pieces" (the same position as a square -> token map, checked against
           the fen), "moves": the full set of legal moves, "outcome" (only where the game is over)}
PLAYS:     {"name", "fen", "move", "after": the position string after the move}
START_PERFT: {depth: nodes} from the start.
"""

from __future__ import annotations

START = ("e1c1w1w1c1e/[]rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/11/"
         "PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR[]/E1C1W1W1C1E w Kk")

KING_A1 = ["a1-a2", "a1-b1", "a1-b2"]         # White king on a1 with nothing near it
KING_K10 = ["k10-j10", "k10-j9", "k10-k9"]    # Black king on k10 with nothing near it

POSITIONS: list[dict] = []


def _add(name: str, fen: str, pieces: dict[str, str], moves: list[str],
         outcome: str | None = None) -> None:
    assert len(moves) == len(set(moves)), name
    POSITIONS.append({"name": name, "fen": fen, "pieces": pieces, "moves": sorted(moves),
                      "outcome": outcome})


# 1. The start, White to move. Only 24 moves, everything else is boxed in:
#    11 pawn steps to rank 4 (no double step);
#    knights b2: a4 c4 d1 (d3 own pawn), j2: k4 i4 h1 (h3 own pawn)            6
#    camels c1 (3,1): b4 d4 (f2 own king, the rest off the board); i1: h4 j4   4
#    general e2: d1 f1 (d3 f3 own pawns); king f2: f1 (e1 g1 war engines, e3 f3 g3 pawns,
#    e2 general, g2 vizier)                                                     3
#    elephants a1/k1: c3/i3 own pawns; war engines e1/g1: c1 g1 / e1 i1 own, e3/g3 own pawns;
#    giraffes d2/h2: all four diagonal squares occupied (c1 e1 c3 e3 / g1 i1 g3 i3);
#    pickets c2/i2: b3 d3 own pawns, b1/d1 empty but the second square (a0/e0) is off the board;
#    vizier g2: g1 g3 f2 h2 all own; rooks a2/k2: a1 a3 b2 / k1 k3 j2 own, CW closed to a rook.
#    11 + 6 + 4 + 3 = 24.
_add("start, White to move", START, {
    "a1": "E", "c1": "C", "e1": "W", "g1": "W", "i1": "C", "k1": "E",
    "a2": "R", "b2": "N", "c2": "T", "d2": "G", "e2": "F", "f2": "K", "g2": "V", "h2": "G",
    "i2": "T", "j2": "N", "k2": "R",
    "a3": "PP", "b3": "PW", "c3": "PC", "d3": "PE", "e3": "PF", "f3": "PK", "g3": "PV",
    "h3": "PG", "i3": "PT", "j3": "PN", "k3": "PR",
    "a10": "e", "c10": "c", "e10": "w", "g10": "w", "i10": "c", "k10": "e",
    "a9": "r", "b9": "n", "c9": "t", "d9": "g", "e9": "v", "f9": "k", "g9": "f", "h9": "g",
    "i9": "t", "j9": "n", "k9": "r",
    "a8": "pr", "b8": "pn", "c8": "pt", "d8": "pg", "e8": "pv", "f8": "pk", "g8": "pf",
    "h8": "pe", "i8": "pc", "j8": "pw", "k8": "pp"},
    ["a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4", "i3-i4", "j3-j4",
     "k3-k4", "b2-a4", "b2-c4", "b2-d1", "j2-k4", "j2-i4", "j2-h1", "c1-b4", "c1-d4", "i1-h4",
     "i1-j4", "e2-d1", "e2-f1", "f2-f1"])

# 2. The start with Black to move: the half turn of case 1 ((f, r) -> (12-f, 11-r)), 24 moves.
_add("start, Black to move", START.replace(" w ", " b "), POSITIONS[0]["pieces"],
     ["k8-k7", "j8-j7", "i8-i7", "h8-h7", "g8-g7", "f8-f7", "e8-e7", "d8-d7", "c8-c7", "b8-b7",
      "a8-a7", "j9-k7", "j9-i7", "j9-h10", "b9-a7", "b9-c7", "b9-d10", "i10-j7", "i10-h7",
      "c10-d7", "c10-b7", "g9-h10", "g9-f10", "f9-f10"])

# 3. Rook e5 on an open board: up e6..e10 (5), down e4..e1 (4), left d5..a5 (4), right f5..k5
#    (6) = 19, plus the king's 3 = 22.
_add("rook on an open board", "10k/[]11/11/11/11/4R6/11/11/11[]/K10 w -",
     {"a1": "K", "e5": "R", "k10": "k"},
     ["e5-e6", "e5-e7", "e5-e8", "e5-e9", "e5-e10", "e5-e4", "e5-e3", "e5-e2", "e5-e1",
      "e5-d5", "e5-c5", "e5-b5", "e5-a5", "e5-f5", "e5-g5", "e5-h5", "e5-i5", "e5-j5",
      "e5-k5"] + KING_A1)

# 4. Picket e5, minimum two squares, no jump. Up-right: f6 empty (passed), g7 black pawn at
#    distance 2: captured, stop. Up-left: d6 passed, c7 b8 a9. Down-right: f4 passed, g3 h2 i1.
#    Down-left: the black pawn on d4 stands on the first square: the whole ray is blocked and the
#    pawn cannot be taken. 1 + 3 + 3 + 0 = 7, king 3 (the pawns attack c3 e3 / f6 h6): 10.
_add("picket: at least two squares, blocked by the first square",
     "10k/[]11/11/6pc4/11/4T6/3pr7/11/11[]/K10 w -",
     {"a1": "K", "e5": "T", "k10": "k", "d4": "pr", "g7": "pc"},
     ["e5-g7", "e5-c7", "e5-b8", "e5-a9", "e5-g3", "e5-h2", "e5-i1"] + KING_A1)

# 5. Giraffe e5 (5,5) on an open board: bend f6, then right g6 h6 (passed) i6 j6 k6, or up
#    f7 f8 (passed) f9 f10; bend d6: left c6 b6 (passed) a6, up d7 d8 (passed) d9 d10; bend f4:
#    right g4 h4 (passed) i4 j4 k4, down f3 f2 (passed) f1; bend d4: left c4 b4 a4, down d3 d2 d1.
#    3 + 2 + 1 + 2 + 3 + 1 + 1 + 1 = 14, king 3: 17.
_add("giraffe on an open board", "10k/[]11/11/11/11/4G6/11/11/11[]/K10 w -",
     {"a1": "K", "e5": "G", "k10": "k"},
     ["e5-i6", "e5-j6", "e5-k6", "e5-f9", "e5-f10", "e5-a6", "e5-d9", "e5-d10", "e5-i4",
      "e5-j4", "e5-k4", "e5-f1", "e5-a4", "e5-d1"] + KING_A1)

# 6. Giraffe e5 blocked and capturing. Bend f6 (empty): right g6 passed, h6 black camel at
#    straight distance 2: blocks, no capture; up f7 f8 passed, f9 black rook at distance 3:
#    captured. Bend d6: own general, both branches gone. Bend f4: right g4 h4 passed, i4 black
#    knight at distance 3: captured; down f3 f2 passed, f1 empty. Bend d4: left c4 b4 passed, a4;
#    down d3 passed, d2 own war engine at distance 2: blocked. Giraffe: f9 i4 f1 a4 (4).
#    General d6: c7 e7 c5 (e5 own) 3. War engine d2 (2,0): d4 b2 f2 (d0 off) 3.
#    King a1: a2 b1 b2, none attacked (knight i4 hits g3 g5 h2 j2 j6 k3 k5; camel h6 hits e5 e7
#    g3 g9 i3 i9 k5 k7; rook f9 the f-file and rank 9) 3. Total 13.
_add("giraffe: blocked on the bend and at straight distance 2, captures at distance 3",
     "10k/[]5r5/11/11/3F3c3/4G6/8n2/11/3W7[]/K10 w -",
     {"a1": "K", "e5": "G", "d6": "F", "d2": "W", "k10": "k", "h6": "c", "f9": "r", "i4": "n"},
     ["e5-f9", "e5-i4", "e5-f1", "e5-a4", "d6-c7", "d6-e7", "d6-c5", "d2-d4", "d2-b2",
      "d2-f2"] + KING_A1)

# 7. Giraffe in the corner a1: one bend, b2. Right: c2 d2 passed, e2 .. k2 (7); the citadel CW
#    beyond k2 is closed to it. Up: b3 b4 passed, b5 .. b10 (6). 13. The white king k1 touches
#    CW but may not enter its own citadel: j1 j2 k2 (3). Total 16.
_add("giraffe in the corner; the king may not enter its own citadel",
     "10k/[]11/11/11/11/11/11/11/11[]/G9K w -",
     {"a1": "G", "k1": "K", "k10": "k"},
     ["a1-e2", "a1-f2", "a1-g2", "a1-h2", "a1-i2", "a1-j2", "a1-k2", "a1-b5", "a1-b6", "a1-b7",
      "a1-b8", "a1-b9", "a1-b10", "k1-j1", "k1-j2", "k1-k2"])

# 8. War engine e5 leaps (2,0) over the black pawns on e6 e4 d5 f5: e7 (black rook, captured),
#    e3, g5; c5 is its own vizier. Vizier c5: b5 c6 c4 and d5 (captures the pawn). King a1: the
#    rook e7 sweeps rank 7 only (the pawn e6 stops it on the e-file): 3. 3 + 4 + 3 = 10.
_add("war engine leaps two squares orthogonally",
     "10k/[]11/11/4r6/4pe6/2VpeWpe5/4pe6/11/11[]/K10 w -",
     {"a1": "K", "e5": "W", "c5": "V", "k10": "k", "e6": "pe", "e4": "pe", "d5": "pe",
      "f5": "pe", "e7": "r"},
     ["e5-e7", "e5-e3", "e5-g5", "c5-b5", "c5-d5", "c5-c6", "c5-c4"] + KING_A1)

# 9. Elephant e5 leaps (2,2) over the pawns on d6 f6 d4 f4: c7, c3 (black camel, captured), g3;
#    g7 is its own general. General g7: f8 h8 h6 and f6 (captures). King a1 3 (the camel c3 hits
#    f4 f2 d6 b6 only). 3 + 4 + 3 = 10.
_add("elephant leaps two squares diagonally",
     "10k/[]11/11/6F4/3pe1pe5/4E6/3pe1pe5/2c8/11[]/K10 w -",
     {"a1": "K", "e5": "E", "g7": "F", "k10": "k", "d6": "pe", "f6": "pe", "d4": "pe",
      "f4": "pe", "c3": "c"},
     ["e5-c7", "e5-c3", "e5-g3", "g7-f8", "g7-h8", "g7-h6", "g7-f6"] + KING_A1)

# 10. Camel e5 (3,1): h6 own vizier; h4, b6, b4 (black rook, captured), f8, d8, f2, d2: 7.
#     Vizier h6: h7 h5 g6 i6 (4). King a1: the rook b4 sweeps b3 b2 b1, so only a2 (1). 12.
_add("camel leaps (3,1); a rook takes the king's squares",
     "10k/[]11/11/11/5pw1V3/4Cpw5/1r9/11/11[]/K10 w -",
     {"a1": "K", "e5": "C", "h6": "V", "k10": "k", "b4": "r", "f6": "pw", "f5": "pw"},
     ["e5-h4", "e5-b6", "e5-b4", "e5-f8", "e5-d8", "e5-f2", "e5-d2", "h6-h7", "h6-h5",
      "h6-g6", "h6-i6", "a1-a2"])

# 11. Knight e5: c6 c4 d3 f3 g4 g6 and f7 (black elephant, captured); d7 own vizier (7).
#     Vizier d7: d8 d6 c7 e7 (4). King 3. 14.
_add("knight", "10k/[]11/11/3V1e5/11/4N6/11/11/11[]/K10 w -",
     {"a1": "K", "e5": "N", "d7": "V", "k10": "k", "f7": "e"},
     ["e5-c6", "e5-c4", "e5-d3", "e5-f3", "e5-g4", "e5-g6", "e5-f7", "d7-d8", "d7-d6",
      "d7-c7", "d7-e7"] + KING_A1)

# 12. Pin and attacked squares. The vizier e2 is pinned by the rook e7 (only e2-e3 keeps the
#     file shut; d2 and f2 open it). General d1: c2 (e2 own). King e1: d1 own, e2 own, d2 swept by
#     the rook a2 along rank 2, f2 safe (the vizier e2 stops that rook), f1 safe. 4 moves.
_add("pinned vizier, king kept off an attacked square",
     "10k/[]11/11/4r6/11/11/11/11/r3V6[]/3FK6 w -",
     {"e1": "K", "e2": "V", "d1": "F", "k10": "k", "e7": "r", "a2": "r"},
     ["e2-e3", "d1-c2", "e1-f1", "e1-f2"])

# 13. Check from the rook f8 down the f-file (f7..f2 empty); no exchange right. Answers:
#     war engine d3-f3 (block); knight g4-f2 and g4-f6 (blocks); camel e5-f8 (capture, (1,3)) and
#     e5-f2 (block, (1,-3)); king f1 to e1 g1 e2 g2 (f2 stays on the file). 9.
_add("check: blocks by leapers, a capture, king steps",
     "10k/[]11/5r5/11/11/4C6/6N4/3W7/11[]/5K5 w -",
     {"f1": "K", "d3": "W", "g4": "N", "e5": "C", "k10": "k", "f8": "r"},
     ["d3-f3", "g4-f2", "g4-f6", "e5-f8", "e5-f2", "f1-e1", "f1-g1", "f1-e2", "f1-g2"])

# 14. Checkmate, exchange already used: rooks a10 (check down the a-file) and b10 (b-file).
#     King a1: a2 b1 b2 all swept; the knight e5 and the pawn c5 reach no a-file square. No move:
#     White loses.
_add("checkmate", "rr8k/[]11/11/11/11/2PR1N6/11/11/11[]/K10 w -",
     {"a1": "K", "e5": "N", "c5": "PR", "k10": "k", "a10": "r", "b10": "r"},
     [], outcome="black wins")

# 15. The same with the exchange right: the king in check may change places with the knight e5
#     or the pawn c5 (the pawn goes to a1, its first rank, which is allowed); e5 and c5 are not
#     attacked by the rooks. 2 moves.
_add("exchange of place out of check", "rr8k/[]11/11/11/11/2PR1N6/11/11/11[]/K10 w K",
     {"a1": "K", "e5": "N", "c5": "PR", "k10": "k", "a10": "r", "b10": "r"},
     ["a1<>e5", "a1<>c5"])

# 16. Stalemate: king a1 not attacked (a-file and rank 1 empty of enemies) but a2 (rook k2 along
#     rank 2), b1 and b2 (rook b10 down the b-file) are. No other white piece. The exchange
#     right does not help: the king is not in check. No move: White loses.
_add("stalemate loses; no exchange when not in check",
     "1r8k/[]11/11/11/11/11/11/11/10r[]/K10 w K",
     {"a1": "K", "k10": "k", "b10": "r", "k2": "r"},
     [], outcome="black wins")

# 17. Black king k3 touches White's citadel CW (as square (12, 2)). The rook j10 sweeps j2 j3 j4;
#     k2 and k4 are free; CW may be entered by a black king (a draw) and no rook can attack it.
#     3 moves.
_add("black king may enter White's citadel", "9R1/[]11/4K6/11/11/11/11/10k/11[]/11 b -",
     {"e8": "K", "j10": "R", "k3": "k"},
     ["k3-k2", "k3-k4", "k3-CW"])

# 18. The same with a second rook on k10 giving check down the k-file: k2 and k4 are swept (k2
#     through the square the king leaves), j2 j3 j4 by the other rook; only the citadel is left.
_add("in check, the only escape is the enemy citadel",
     "9RR/[]11/4K6/11/11/11/11/10k/11[]/11 b -",
     {"e8": "K", "j10": "R", "k10": "R", "k3": "k"},
     ["k3-CW"])

# 19. White king k2 beside its own citadel: j1 j2 j3 k1 k3, not CW. 5.
_add("the king may not enter its own citadel", "4k6/[]11/11/11/11/11/11/11/10K[]/11 w -",
     {"k2": "K", "e10": "k"},
     ["k2-j1", "k2-j2", "k2-j3", "k2-k1", "k2-k3"])

# 20. White has two royal pieces (king a1, adventitious king k2), so neither is protected by the
#     check rule: the king may step onto b1 and b2 although the rook b10 sweeps them. The
#     adventitious king may enter its own citadel: j1 j2 j3 k1 k3 CW. 3 + 6 = 9.
_add("two royals: no check rule; the adventitious king enters its own citadel",
     "1r2k6/[]11/11/11/11/11/11/11/10A[]/K10 w -",
     {"k2": "A", "a1": "K", "e10": "k", "b10": "r"},
     ["k2-j1", "k2-j2", "k2-j3", "k2-k1", "k2-k3", "k2-CW"] + KING_A1)

# 21. The same with a prince instead: the prince may not enter its own citadel. 5 + 3 = 8.
_add("two royals: the prince may not enter its own citadel",
     "1r2k6/[]11/11/11/11/11/11/11/10S[]/K10 w -",
     {"k2": "S", "a1": "K", "e10": "k", "b10": "r"},
     ["k2-j1", "k2-j2", "k2-j3", "k2-k1", "k2-k3"] + KING_A1)

# 22. Black to move; White has king a1 and prince e4, so White's king may be captured: the
#     knight b3 goes to a1 (takes the king), c1, d2, d4, c5, a5 (6). Black king k10: 3. 9.
_add("a royal piece may be captured while its side has another",
     "10k/[]11/11/11/11/11/4S6/1n9/11[]/K10 b -",
     {"a1": "K", "e4": "S", "b3": "n", "k10": "k"},
     ["b3-a1", "b3-c1", "b3-d2", "b3-d4", "b3-c5", "b3-a5"] + KING_K10)

# 23. Pawns on rank 9: pawn of rooks b9: b10, or takes the rook on c10 (a10 empty); pawn of
#     kings f9: f10; pawn of camels h9: h10. The rook c10 sweeps the c-file and rank 10 only.
#     2 + 1 + 1 + king 3 = 7.
_add("pawns about to promote", "2r8/[]1PR3PK1PC3/11/11/11/10k/11/11/11[]/K10 w -",
     {"a1": "K", "b9": "PR", "f9": "PK", "h9": "PC", "k5": "k", "c10": "r"},
     ["b9-b10", "b9-c10", "f9-f10", "h9-h10"] + KING_A1)

# 24. Black to move: the rook c7 goes up to c8 c9 but cannot take the dormant pawn of pawns on
#     c10 (immune); down c6..c1 (6); rank 7: b7 a7, d7..k7 (10). 18 + king 3 = 21.
_add("the dormant pawn of pawns cannot be captured",
     "2PD7k/[]11/11/2r8/11/11/11/11/11[]/K10 b -",
     {"a1": "K", "c10": "PD", "k10": "k", "c7": "r"},
     ["c7-c8", "c7-c9", "c7-c6", "c7-c5", "c7-c4", "c7-c3", "c7-c2", "c7-c1", "c7-b7",
      "c7-a7", "c7-d7", "c7-e7", "c7-f7", "c7-g7", "c7-h7", "c7-i7", "c7-j7", "c7-k7"]
     + KING_K10)

# 25. Placing the dormant pawn of pawns (c10). Black pieces: king a5, knights d6 f6, rook k10
#     boxed in by its own elephant j10 and war engine k9. Empty squares from which a white pawn
#     attacks a black piece: b4 (king a5 only; it can move), c5 (knight d6 only; mobile),
#     e5 (d6 and f6: a fork), g5 (f6 only), j9 (rook k10 only, i10 empty: the rook has no move at
#     all afterwards), i9 (elephant j10 only; it can leap to h8), j8 (war engine k9 only; it can
#     go to k7 or i9). So e5 and j9. King a1: 3 (nothing black reaches a2 b1 b2). 5.
_add("placing the dormant pawn of pawns: a fork, or a piece that cannot move",
     "2PD6er/[]10w/11/11/3n1n5/k10/11/11/11[]/K10 w -",
     {"a1": "K", "c10": "PD", "a5": "k", "d6": "n", "f6": "n", "k10": "r", "j10": "e",
      "k9": "w"},
     ["c10-e5", "c10-j9"] + KING_A1)

# 26. Second life of the pawn of pawns on d9, f3 empty: d10, or takes the rook e10; either way
#     it is moved to f3. King 3. 5.
_add("pawn of pawns, second arrival allowed", "4r6/[]3PB7/11/11/11/10k/11/11/11[]/K10 w -",
     {"a1": "K", "d9": "PB", "k5": "k", "e10": "r"},
     ["d9-d10", "d9-e10"] + KING_A1)

# 27. The same with a white vizier on f3: the pawn of pawns may not reach rank 10 at all.
#     Vizier f3: f4 f2 e3 g3. King 3. 7.
_add("pawn of pawns, second arrival barred while f3 is occupied",
     "4r6/[]3PB7/11/11/11/10k/11/5V5/11[]/K10 w -",
     {"a1": "K", "d9": "PB", "f3": "V", "k5": "k", "e10": "r"},
     ["f3-f4", "f3-f2", "f3-e3", "f3-g3"] + KING_A1)

# 28. Third life on c9: c10 (becomes an adventitious king). King 3. 4.
_add("pawn of pawns, third arrival", "11/[]2PA8/11/11/11/10k/11/11/11[]/K10 w -",
     {"a1": "K", "c9": "PA", "k5": "k"},
     ["c9-c10"] + KING_A1)

# 29. White king e10 in check from the rook e1 (e2..e9 empty), exchange right kept. King: d10
#     f10 d9 f9 (e9 on the file). Nothing blocks the e-file (knight h4 reaches f3 f5 g2 g6 i2 i6
#     j3 j5; vizier c1 c2 b1 d1; pawn b5 b6). The dormant pawn of pawns a10 has no placement
#     (every black piece is on rank 1, which a white pawn never attacks). Exchanges: knight h4
#     (h4 is safe): yes; vizier c1: no, c1 is swept by the rook along rank 1; pawn b5: no, the
#     king stands on rank 10, the pawn's last rank; dormant pawn a10: never. 5.
_add("exchange: partners on attacked squares, a pawn's last rank, a dormant pawn are barred",
     "PD3K6/[]11/11/11/11/1PR9/7N3/11/11[]/k1V1r6 w K",
     {"e10": "K", "a10": "PD", "b5": "PR", "h4": "N", "c1": "V", "e1": "r", "a1": "k"},
     ["e10-d10", "e10-f10", "e10-d9", "e10-f9", "e10<>h4"])

# 30. White king a9 touches Black's citadel CB: a8 a10 b8 b9 b10 and CB (a draw). 6.
_add("white king may enter Black's citadel", "11/[]K10/11/11/11/11/11/11/11[]/10k w -",
     {"a9": "K", "k1": "k"},
     ["a9-a8", "a9-a10", "a9-b8", "a9-b9", "a9-b10", "a9-CB"])

# 31. Black adventitious king a8 beside its own citadel CB (Black has two royals): a7 a9 b7 b8
#     b9 CB (6); black king k10: 3. 9.
_add("black adventitious king enters its own citadel", "10k/[]11/a10/11/11/11/11/11/11[]/K10 b -",
     {"a8": "a", "k10": "k", "a1": "K"},
     ["a8-a7", "a8-a9", "a8-b7", "a8-b8", "a8-b9", "a8-CB"] + KING_K10)

# 32. White's only royal is an adventitious king in its citadel CW. The rook k10 sweeps k1 k2 k3
#     (the k-file is empty) but cannot attack into the citadel: no check, and no move. White is
#     stalemated and loses.
_add("adventitious king in its citadel, stalemated", "4k5r/[]11/11/11/11/11/11/11/11[A]/11 w -",
     {"CW": "A", "k10": "r", "e10": "k"},
     [], outcome="black wins")

# 33. Check by a giraffe: d6 bends to e5 and runs down e4 e3 e2 to e1 (straight distance 4).
#     Vizier d3-e3 blocks (straight distance 2); its other steps do not. King e1: d1 f1 d2 f2;
#     e2 lies on the giraffe's line. The giraffe's other lines (c2 c1; rank 5; rank 7; e8..;
#     c8..) touch none of them. 5.
_add("giraffe gives check; blocking inside its minimum distance",
     "10k/[]11/11/11/3g7/11/11/3V7/11[]/4K6 w -",
     {"e1": "K", "d3": "V", "d6": "g", "k10": "k"},
     ["d3-e3", "e1-d1", "e1-f1", "e1-d2", "e1-f2"])

# 34. A black picket on d2, diagonally next to the king e1, does not attack it (minimum 2) and
#     attacks none of d1 f1 e2 f2 (its lines: f4 g5..; b4 a5; c1 then off the board). The king
#     may take it: d1 f1 d2 e2 f2. 5.
_add("a picket next to the king gives no check", "10k/[]11/11/11/11/11/11/11/3t7[]/4K6 w -",
     {"e1": "K", "d2": "t", "k10": "k"},
     ["e1-d1", "e1-f1", "e1-d2", "e1-e2", "e1-f2"])

# 35. Black pawns on rank 2 (Black to move): pawn of pawns' third life b2, pawn of kings c2,
#     second life d2 (f8 is empty), pawn of the vizier e2, first life h2; each steps to rank 1.
#     Black king a10 touches its own citadel CB but may not enter it: a9 b10 b9. 5 + 3 = 8.
_add("black pawns about to promote", "k10/[]11/11/11/10K/11/11/11/1papkpbpv2pp3[]/11 b -",
     {"a10": "k", "k6": "K", "b2": "pa", "c2": "pk", "d2": "pb", "e2": "pv", "h2": "pp"},
     ["b2-b1", "c2-c1", "d2-d1", "e2-e1", "h2-h1", "a10-a9", "a10-b10", "a10-b9"])


# 36. White has king a1 and prince e4 and keeps the exchange right; the rook a10 attacks the
#     king. With two royals there is no check: the king may stay attacked or step to a2 (still on
#     the a-file), b1, b2, and it may not exchange places (the exchange is only out of check).
#     King 3, prince e4: d3 d4 d5 e3 e5 f3 f4 f5 (8). 11.
_add("two royals: an attacked king is not in check, so no exchange",
     "r9k/[]11/11/11/11/11/4S6/11/11[]/K10 w K",
     {"a1": "K", "e4": "S", "a10": "r", "k10": "k"},
     ["e4-d3", "e4-d4", "e4-d5", "e4-e3", "e4-e5", "e4-f3", "e4-f4", "e4-f5"] + KING_A1)

# 37. A white prince a8 beside Black's citadel may enter it (any royal may enter the opponent's
#     citadel: a draw): a7 a9 b7 b8 b9 CB (6). King k1: j1 j2 k2, not its own citadel (3). 9.
_add("a prince may enter the opponent's citadel", "5k5/[]11/S10/11/11/11/11/11/11[]/10K w -",
     {"a8": "S", "k1": "K", "f10": "k"},
     ["a8-a7", "a8-a9", "a8-b7", "a8-b8", "a8-b9", "a8-CB", "k1-j1", "k1-j2", "k1-k2"])

# 38. White king e5 in check from the rook e9, exchange right kept; the only other white piece is
#     the dormant pawn of pawns a10, which is never an exchange partner (a10 itself would be a
#     safe square). It has no placement either: the rook e9 is attacked only from d8 (with c9
#     empty) or f8 (with g9 empty) and can move; the black king k1 cannot be attacked by a white
#     pawn. King: d4 d5 d6 f4 f5 f6 (e4 and e6 are on the rook's file). 6.
_add("the dormant pawn of pawns is no exchange partner",
     "PD10/[]4r6/11/11/11/4K6/11/11/11[]/10k w K",
     {"e5": "K", "a10": "PD", "e9": "r", "k1": "k"},
     ["e5-d4", "e5-d5", "e5-d6", "e5-f4", "e5-f5", "e5-f6"])

# 39. Placement only on an empty square. d6 would fork the knights c7 and e7 but holds a black
#     pawn. Every other square attacks one black piece that can move: b6 (knight c7), f6
#     (knight e7), c5 and e5 (the pawn d6: it steps to d5, or takes the placed pawn), j9 (king
#     k10). No placement; king a1: 3.
_add("no placement onto an occupied square",
     "1PD8k/[]11/11/2n1n6/3pv7/11/11/11/11[]/K10 w -",
     {"a1": "K", "b10": "PD", "c7": "n", "e7": "n", "d6": "pv", "k10": "k"},
     KING_A1)

# ------------------------------------------------------------------------------------ plays
# Each "after" was written by hand from the rules: promotions, the pawn of pawns' stages, the
# exchange (which also clears the right), a citadel entry, a royal capture.

PLAYS: list[dict] = [
    {"name": "pawn of rooks takes on c10 and becomes a rook",
     "fen": "2r8/[]1PR3PK1PC3/11/11/11/10k/11/11/11[]/K10 w -", "move": "b9-c10",
     "after": "2R8/[]5PK1PC3/11/11/11/10k/11/11/11[]/K10 b -"},
    {"name": "pawn of kings becomes a prince",
     "fen": "2r8/[]1PR3PK1PC3/11/11/11/10k/11/11/11[]/K10 w -", "move": "f9-f10",
     "after": "2r2S5/[]1PR5PC3/11/11/11/10k/11/11/11[]/K10 b -"},
    {"name": "pawn of camels becomes a camel",
     "fen": "2r8/[]1PR3PK1PC3/11/11/11/10k/11/11/11[]/K10 w -", "move": "h9-h10",
     "after": "2r4C3/[]1PR3PK5/11/11/11/10k/11/11/11[]/K10 b -"},
    {"name": "pawn of pawns, first arrival: dormant",
     "fen": "11/[]2PP8/11/11/11/10k/11/11/11[]/K10 w -", "move": "c9-c10",
     "after": "2PD8/[]11/11/11/11/10k/11/11/11[]/K10 b -"},
    {"name": "placement on the fork square: a pawn again (second life)",
     "fen": "2PD6er/[]10w/11/11/3n1n5/k10/11/11/11[]/K10 w -", "move": "c10-e5",
     "after": "9er/[]10w/11/11/3n1n5/k3PB6/11/11/11[]/K10 b -"},
    {"name": "placement against the immobile rook",
     "fen": "2PD6er/[]10w/11/11/3n1n5/k10/11/11/11[]/K10 w -", "move": "c10-j9",
     "after": "9er/[]9PBw/11/11/3n1n5/k10/11/11/11[]/K10 b -"},
    {"name": "second arrival by a capture: the pawn of pawns goes to f3 (third life)",
     "fen": "4r6/[]3PB7/11/11/11/10k/11/11/11[]/K10 w -", "move": "d9-e10",
     "after": "11/[]11/11/11/11/10k/11/5PA5/11[]/K10 b -"},
    {"name": "second arrival by a step",
     "fen": "4r6/[]3PB7/11/11/11/10k/11/11/11[]/K10 w -", "move": "d9-d10",
     "after": "4r6/[]11/11/11/11/10k/11/5PA5/11[]/K10 b -"},
    {"name": "third arrival: adventitious king",
     "fen": "11/[]2PA8/11/11/11/10k/11/11/11[]/K10 w -", "move": "c9-c10",
     "after": "2A8/[]11/11/11/11/10k/11/11/11[]/K10 b -"},
    {"name": "black pawn of pawns, third arrival: adventitious king",
     "fen": "k10/[]11/11/11/10K/11/11/11/1papkpbpv2pp3[]/11 b -", "move": "b2-b1",
     "after": "k10/[]11/11/11/10K/11/11/11/2pkpbpv2pp3[]/1a9 w -"},
    {"name": "black pawn of kings: prince",
     "fen": "k10/[]11/11/11/10K/11/11/11/1papkpbpv2pp3[]/11 b -", "move": "c2-c1",
     "after": "k10/[]11/11/11/10K/11/11/11/1pa1pbpv2pp3[]/2s8 w -"},
    {"name": "black pawn of pawns, second arrival: to f8",
     "fen": "k10/[]11/11/11/10K/11/11/11/1papkpbpv2pp3[]/11 b -", "move": "d2-d1",
     "after": "k10/[]11/5pa5/11/10K/11/11/11/1papk1pv2pp3[]/11 w -"},
    {"name": "black pawn of the vizier: vizier",
     "fen": "k10/[]11/11/11/10K/11/11/11/1papkpbpv2pp3[]/11 b -", "move": "e2-e1",
     "after": "k10/[]11/11/11/10K/11/11/11/1papkpb3pp3[]/4v6 w -"},
    {"name": "black pawn of pawns, first arrival: dormant",
     "fen": "k10/[]11/11/11/10K/11/11/11/1papkpbpv2pp3[]/11 b -", "move": "h2-h1",
     "after": "k10/[]11/11/11/10K/11/11/11/1papkpbpv6[]/7pd3 w -"},
    {"name": "the exchange of place uses up the right",
     "fen": "PD3K6/[]11/11/11/11/1PR9/7N3/11/11[]/k1V1r6 w K", "move": "e10<>h4",
     "after": "PD3N6/[]11/11/11/11/1PR9/7K3/11/11[]/k1V1r6 b -"},
    {"name": "a prince enters Black's citadel",
     "fen": "5k5/[]11/S10/11/11/11/11/11/11[]/10K w -", "move": "a8-CB",
     "after": "5k5/[S]11/11/11/11/11/11/11/11[]/10K b -"},
    {"name": "the black king enters White's citadel",
     "fen": "9RR/[]11/4K6/11/11/11/11/10k/11[]/11 b -", "move": "k3-CW",
     "after": "9RR/[]11/4K6/11/11/11/11/11/11[k]/11 w -"},
    {"name": "the knight takes White's king while White has a prince",
     "fen": "10k/[]11/11/11/11/11/4S6/1n9/11[]/K10 b -", "move": "b3-a1",
     "after": "10k/[]11/11/11/11/11/4S6/11/11[]/n10 w -"},
]

# Positions reached by the plays, with what follows from them (worked by hand):
#  - after k3-CW, and after the prince's a8-CB, the game is drawn: no legal moves, "draw";
#  - after b3-a1 White's prince e4 is White's only royal: its 8 steps d3 d4 d5 e3 e5 f3 f4 f5
#    (the knight a1 reaches only b3 and c2);
#  - after c10-e5 (Black to move) the forked knights may move; the exchange right is not in play.
AFTER_PLAYS: list[dict] = [
    {"fen": "9RR/[]11/4K6/11/11/11/11/11/11[k]/11 w -", "moves": [], "outcome": "draw"},
    {"fen": "5k5/[S]11/11/11/11/11/11/11/11[]/10K b -", "moves": [], "outcome": "draw"},
    {"fen": "10k/[]11/11/11/11/11/4S6/11/11[]/n10 w -",
     "moves": ["e4-d3", "e4-d4", "e4-d5", "e4-e3", "e4-e5", "e4-f3", "e4-f4", "e4-f5"],
     "outcome": None},
]

# Perft from the start. Depth 1: 24 (case 1). Depth 2: no white first move reaches beyond rank 4
# or attacks any square of Black's 24 moves (pawn steps to rank 7, knights to a7 c7 d10 h10 i7
# k7, camels to b7 d7 h7 j7, general and king to f10 h10 / f10), and none gives check, so every
# white first move leaves Black exactly the 24 moves of case 2: 24 * 24 = 576.
START_PERFT = {1: 24, 2: 576}

# Deeper, from the generator only (not worked by hand): a regression value for the compiled engine.
GENERATOR_PERFT = {3: 14518}
