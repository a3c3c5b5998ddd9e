"""Betza movement on empty regular and irregular boards, checked against hand-derived move sets.

Every expected set below was worked out by hand from the definition of Betza notation (as
Fairy-Stockfish's src/piece.cpp reads it) and the board geometry, never copied from an engine.
Each case builds a tiny variant:

    piece K king     moves K royal     # one per side, tucked away
    piece X subject  moves <betza>     # the piece under test
    piece O obstacle                   # no moves at all: a blocker, hurdle or victim

and asserts that BOTH engines (compiled and reference) list exactly the expected moves, each
once. Conventions used in the derivations:

* (df, dr) = (file, rank) offsets relative to the mover; black is turned 180 degrees, so black's
  forward is toward rank 1 and black's left is the h-file side.
* Fairy-Stockfish's direction table for an atom (a, b), a >= b: ff -> (+-b, +a) (the narrow
  forward pair); fs -> (+-a, +b) (the wide forward pair); fl -> (-a, +b); lf -> (-b, +a);
  ll -> (-a, +-b); ss -> (+-a, +-b); vv -> (+-b, +-a). A mixed pair on an orthogonal atom is
  split: fsW = fW + sW.
* KA1 is the white king's moves from a1 on an otherwise quiet corner: a2 b1 b2.
* O / o are moveless obstacles: they never attack, so they never restrict the kings.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from tests.helpers import ucis
from variantc import pipeline
from variantc.tools import engines


def mv(origin: str, targets: str) -> set[str]:
    """`mv("d4", "d5 d3")` -> {"d4d5", "d4d3"}."""
    return {origin + t for t in targets.split()}


KA1 = mv("a1", "a2 b1 b2")  # white king a1, nothing near it
KH1 = mv("h1", "g1 g2 h2")  # white king h1
KH8 = mv("h8", "g8 g7 h7")  # black king h8 (black to move)

# White X on d4, white king a1, black king h8: the standard empty-board placement.
D4 = "7k/8/8/8/3X4/8/8/K7 w - - 0 1"


@dataclass(frozen=True)
class Case:
    id: str
    moves: str  # Betza of X
    fen: str
    expected: frozenset[str]
    board: str = "8x8"
    extra: str = ""  # void / hole / link statements
    clauses: str = ""  # extra clauses for X, e.g. an initial zone
    setup: str | None = None  # the definition's setup; defaults to the FEN
    xfail: dict[str, str] = field(default_factory=dict)  # engine -> reason


def case(id: str, moves: str, fen: str, *parts: set[str], **kw) -> Case:
    expected: set[str] = set()
    for p in parts:
        expected |= p
    return Case(id, moves, fen, frozenset(expected), **kw)


CASES = [
    # -- leapers on an empty 8x8, X on d4 ------------------------------------------------
    # W (1,0): d4 +-1 rank / +-1 file -> d5 d3 c4 e4
    case("W", "W", D4, mv("d4", "d5 d3 c4 e4"), KA1),
    # F (1,1): the four diagonal neighbours -> c5 e5 c3 e3
    case("F", "F", D4, mv("d4", "c5 e5 c3 e3"), KA1),
    # D (2,0): d6 d2 b4 f4
    case("D", "D", D4, mv("d4", "d6 d2 b4 f4"), KA1),
    # N (2,1): (+-1,+-2) e6 c6 e2 c2; (+-2,+-1) f5 b5 f3 b3
    case("N", "N", D4, mv("d4", "e6 c6 e2 c2 f5 b5 f3 b3"), KA1),
    # A (2,2): f6 b6 f2 b2 (b2 is also a king target, from a different origin)
    case("A", "A", D4, mv("d4", "f6 b6 f2 b2"), KA1),
    # H (3,0): d7 d1 a4 g4
    case("H", "H", D4, mv("d4", "d7 d1 a4 g4"), KA1),
    # C (3,1): (+-1,+-3) e7 c7 e1 c1; (+-3,+-1) g5 a5 g3 a3
    case("C", "C", D4, mv("d4", "e7 c7 e1 c1 g5 a5 g3 a3"), KA1),
    # Z (3,2): (+-2,+-3) f7 b7 f1 b1; (+-3,+-2) g6 a6 g2 a2
    case("Z", "Z", D4, mv("d4", "f7 b7 f1 b1 g6 a6 g2 a2"), KA1),
    # G (3,3) from e4 (from d4 it would hit a1): h7 b7 h1 b1
    case("G", "G", "7k/8/8/8/4X3/8/8/K7 w - - 0 1", mv("e4", "h7 b7 h1 b1"), KA1),
    # -- leapers near edges ---------------------------------------------------------------
    # N in the h1 corner: only (-1,+2) g3 and (-2,+1) f2 stay on the board. Black king a8.
    case("N-corner-h1", "N", "k7/8/8/8/8/8/8/K6X w - - 0 1", mv("h1", "g3 f2"), KA1),
    # C on b1 beside its king: (+-1,+3) a4 c4; (+3,+1) e2; (-3,..) off the a-file side,
    # everything downward off the board. The king a1 loses b1 (own man): a2 b2.
    case("C-edge-b1", "C", "7k/8/8/8/8/8/8/KX6 w - - 0 1", mv("b1", "a4 c4 e2"),
         mv("a1", "a2 b2")),
    # HA on g7: H (0,+3) g10 off, (0,-3) g4, (+3,0) j7 off, (-3,0) d7;
    # A (-2,-2) e5, the other three off the board. Black king a8.
    case("HA-edge-g7", "HA", "k7/6X1/8/8/8/8/8/K7 w - - 0 1", mv("g7", "g4 d7 e5"), KA1),
    # -- compounds ------------------------------------------------------------------------
    # K as a non-royal compound (W+F): the eight neighbours of d4.
    case("K-compound", "K", D4, mv("d4", "c3 c4 c5 d3 d5 e3 e4 e5"), KA1),
    # R: file d (d5-d8, d3-d1) and rank 4 (a4-c4, e4-h4): 14
    case("R", "R", D4, mv("d4", "d5 d6 d7 d8 d3 d2 d1 c4 b4 a4 e4 f4 g4 h4"), KA1),
    # Q = R + B; black king on h7 so that the a1-h8 diagonal is free. B part: NE e5 f6 g7 h8,
    # NW c5 b6 a7, SE e3 f2 g1, SW c3 b2 (a1 is the own king): 14 + 12 = 26
    case("Q", "Q", "8/7k/8/8/3X4/8/8/K7 w - - 0 1",
         mv("d4", "d5 d6 d7 d8 d3 d2 d1 c4 b4 a4 e4 f4 g4 h4"
                  " e5 f6 g7 h8 c5 b6 a7 e3 f2 g1 c3 b2"), KA1),
    # -- riders ---------------------------------------------------------------------------
    # NN nightrider on d4, white O c6, black o f5:
    #   (+1,+2) e6 f8 | (-1,+2) c6 own: nothing (b8 unreachable) | (+1,-2) e2 | (-1,-2) c2
    #   (+2,+1) f5 capture, stop (h6 unreachable) | (-2,+1) b5 | (+2,-1) f3 h2 | (-2,-1) b3
    case("NN-nightrider", "NN", "7k/8/2O5/5o2/3X4/8/8/K7 w - - 0 1",
         mv("d4", "e6 f8 e2 c2 f5 b5 f3 h2 b3"), KA1),
    # WW (doubled W = rook) on d4, white O d6, black o f4:
    #   north d5 (d6 own) | south d3 d2 d1 | west c4 b4 a4 | east e4 f4 (capture, stop)
    case("WW-rider", "WW", "7k/8/3O4/8/3X1o2/8/8/K7 w - - 0 1",
         mv("d4", "d5 d3 d2 d1 c4 b4 a4 e4 f4"), KA1),
    # R3: at most three steps: d5 d6 d7, d3 d2 d1, c4 b4 a4, e4 f4 g4 (not d8, not h4)
    case("R3-range", "R3", D4, mv("d4", "d5 d6 d7 d3 d2 d1 c4 b4 a4 e4 f4 g4"), KA1),
    # K2: one or two steps in each of the eight directions: 16
    case("K2-range", "K2", D4,
         mv("d4", "d5 d6 d3 d2 c4 b4 e4 f4 c5 b6 e5 f6 c3 b2 e3 f2"), KA1),
    # -- direction modifiers, white X on d4 ------------------------------------------------
    # fsW is split (orthogonal atom): fW d5 + sW c4 e4
    case("fsW", "fsW", D4, mv("d4", "d5 c4 e4"), KA1),
    # lW: ll on (1,0) -> (-1,0) c4; rF: rr on (1,1) -> (+1,+1) e5, (+1,-1) e3
    case("lW-rF", "lW rF", D4, mv("d4", "c4 e5 e3"), KA1),
    # fN (ff): the narrow forward pair (+-1,+2): c6 e6 (the shogi knight, 2 moves)
    case("fN-shogi-knight", "fN", D4, mv("d4", "c6 e6"), KA1),
    # fsN: the wide forward pair (+-2,+1): b5 f5
    case("fsN", "fsN", D4, mv("d4", "b5 f5"), KA1),
    # flN -> (-2,+1) b5 only; lfN -> (-1,+2) c6 only
    case("flN-lfN", "flN lfN", D4, mv("d4", "b5 c6"), KA1),
    # fR, the lance: d5 d6 d7 d8. Betza gives d8 although the lance could not move on from
    # there (no promotion is declared); refusing such moves is a variant rule,
    # 'forbid immobility' (Fairy-Stockfish's opt-in immobilityIllegal), not declared here.
    case("fR-lance-to-last-rank", "fR", D4, mv("d4", "d5 d6 d7 d8"), KA1),
    # bR: the backward lance d3 d2 d1; vN (vv): (+-1,+-2) e6 c6 e2 c2
    case("bR-vN", "bR vN", D4, mv("d4", "d3 d2 d1 e6 c6 e2 c2"), KA1),
    # -- direction modifiers for black (turned 180 degrees), black x on e5, black to move ---
    # fN: (+-1,+2) turned -> (-+1,-2): d3 f3; flF: (-1,+1) turned -> (+1,-1): f4
    case("black-fN-flF", "fN flF", "7k/8/8/4x3/8/8/8/K7 b - - 0 1", mv("e5", "d3 f3 f4"), KH8),
    # lN: (-2,+-1) turned -> (+2,-+1): g4 g6 (black's left is the h-file side);
    # fsW: forward e4 + sideways d5 f5
    case("black-lN-fsW", "lN fsW", "7k/8/8/4x3/8/8/8/K7 b - - 0 1",
         mv("e5", "g4 g6 e4 d5 f5"), KH8),
    # -- m and c --------------------------------------------------------------------------
    # mR on d4, black o d6, white O f4: north d5 only (no capture of d6) | south d3 d2 d1 |
    # west c4 b4 a4 | east e4 (f4 own)
    case("mR-move-only", "mR", "7k/8/3o4/8/3X1O2/8/8/K7 w - - 0 1",
         mv("d4", "d5 d3 d2 d1 c4 b4 a4 e4"), KA1),
    # cR on d4, black o d6 and b4, white O f4: only the captures d6 and b4
    case("cR-capture-only", "cR", "7k/8/3o4/8/1o1X1O2/8/8/K7 w - - 0 1", mv("d4", "d6 b4"),
         KA1),
    # black pawn-like fmW fcF on e5, white O d4, f4 empty: fmW e4 (forward = south);
    # fcF captures d4 only (f4 empty gives nothing)
    case("black-fmW-fcF", "fmW fcF", "7k/8/8/4x3/3O4/8/8/K7 b - - 0 1", mv("e5", "e4 d4"),
         KH8),
    # -- i: first move only -----------------------------------------------------------------
    # X stands on d4 in the setup and in the position: W d5 d3 c4 e4 + iD d6 d2 b4 f4
    case("i-from-setup-square", "W iD", D4, mv("d4", "d5 d3 c4 e4 d6 d2 b4 f4"), KA1),
    # Setup: white X d4, black x d5. A white X on d5 (black's setup square, not white's)
    # has no iD: W only d6 d4 c5 e5
    case("i-not-from-other-square", "W iD", "7k/8/8/3X4/8/8/8/K7 w - - 0 1",
         mv("d5", "d6 d4 c5 e5"), KA1, setup="7k/8/8/3x4/3X4/8/8/K7 w - - 0 1"),
    # `initial rank 2` overrides the setup squares (X on d4 in the setup). White X f2 is in
    # the zone: W f3 f1 e2 g2 + iD f4 d2 h2 (f0 off); white X d7 is not: W d8 d6 c7 e7
    case("i-explicit-zone-white", "W iD", "7k/3X4/8/8/8/8/5X2/K7 w - - 0 1",
         mv("f2", "f3 f1 e2 g2 f4 d2 h2"), mv("d7", "d8 d6 c7 e7"), KA1,
         clauses="initial rank 2", setup=D4),
    # The same zone for black is its relative rank 2 = rank 7: black x c7 gets
    # W c8 c6 b7 d7 + iD c5 a7 e7 (c9 off)
    case("i-explicit-zone-black", "W iD", "7k/2x5/8/8/8/8/8/K7 b - - 0 1",
         mv("c7", "c8 c6 b7 d7 c5 a7 e7"), KH8, clauses="initial rank 2", setup=D4),
    # -- n: lame leapers ----------------------------------------------------------------------
    # nN on d4; white O d5, black o e4 (orthogonal blockers), black o c3 (diagonal: blocks
    # nothing), black o b5 (a target). (+-1,+2) pass d5: blocked; (+2,+-1) pass e4: blocked;
    # (-2,+1) passes c4: b5 capture; (-2,-1) passes c4: b3; (+-1,-2) pass d3: e2 c2
    case("nN-lame-knight", "nN", "7k/8/8/1o1O4/3Xo3/2o5/8/K7 w - - 0 1",
         mv("d4", "b5 b3 e2 c2"), KA1),
    # nD on d4; white O d5 blocks d6; c4 empty so b4 (black o) is captured; black o e4
    # blocks f4 (black o, not capturable); d3 empty: d2
    case("nD-lame-dabbaba", "nD", "7k/8/8/3O4/1o1Xoo2/8/8/K7 w - - 0 1", mv("d4", "b4 d2"),
         KA1),
    # nA (elephant) on d4, white O e5 blocks f6; b6 f2 b2 are free
    case("nA-lame-alfil", "nA", "7k/8/8/4O3/3X4/8/8/K7 w - - 0 1", mv("d4", "b6 f2 b2"), KA1),
    # -- hoppers ----------------------------------------------------------------------------------
    # Cannon mRcpR on d4. North: white O d5 is the screen, black o d6 is captured (the black
    # o on d7 is behind it: never). East: e4 quiet; black o f4 is a screen (mR cannot take
    # it), g4 empty (cpR captures only), black o h4 captured. South d3 d2 d1, west c4 b4 a4.
    case("mRcpR-cannon", "mRcpR", "7k/3o4/3o4/3O4/3X1o1o/8/8/K7 w - - 0 1",
         mv("d4", "d6 d3 d2 d1 c4 b4 a4 e4 h4"), KA1),
    # pR (moves and captures only by hopping) on d4, white O d6, black o f4 and h4:
    # north d5 is before the screen (nothing), d6 screen, d7 d8; east e4 nothing, f4 screen,
    # g4, h4 capture; south and west have no screen: nothing
    case("pR-hopper", "pR", "7k/8/3O4/8/3X1o1o/8/8/K7 w - - 0 1", mv("d4", "d7 d8 g4 h4"),
         KA1),
    # Grasshopper gQ on d4: lands just beyond the first man on each line.
    #   N: d6 O -> d7          S: d1 o -> beyond the edge: nothing     E: no man: nothing
    #   W: b4 o -> a4          NE: f6 o -> g7     NW: c5 O -> b6 o captured
    #   SE: f2 O -> g1         SW: c3 o -> b2 own O: nothing
    # White king a1: a2 b1 (b2 own).
    case("gQ-grasshopper", "gQ", "7k/8/1o1O1o2/2O5/1o1X4/2o5/1O3O2/K2o4 w - - 0 1",
         mv("d4", "d7 a4 g7 b6 g1"), mv("a1", "a2 b1")),
    # Black cannon on e5 (black to move), white O e3 and e1: south e4 quiet, e3 screen, e2
    # empty, e1 captured; north e6 e7 e8; west d5 c5 b5 a5; east f5 g5 h5
    case("black-mRcpR", "mRcpR", "7k/8/8/4x3/8/4O3/8/K3O3 b - - 0 1",
         mv("e5", "e4 e1 e6 e7 e8 d5 c5 b5 a5 f5 g5 h5"), KH8),
    # -- holes: nobody stands on them or slides over them; leapers jump them ----------------------
    # hole d5 e6, R on d4: north ends at once; d3 d2 d1 c4 b4 a4 e4 f4 g4 h4
    case("hole-R", "R", D4, mv("d4", "d3 d2 d1 c4 b4 a4 e4 f4 g4 h4"), KA1,
         extra="hole d5 e6"),
    # hole d5 e6, WD on d4: W d3 c4 e4 (d5 hole); D d6 (over the hole) d2 b4 f4
    case("hole-WD", "WD", D4, mv("d4", "d3 c4 e4 d6 d2 b4 f4"), KA1, extra="hole d5 e6"),
    # hole d5 e6, nD N on d4: nD d6 blocked by the hole d5, d2 b4 f4; N cannot land on e6:
    # c6 f5 b5 f3 b3 e2 c2
    case("hole-nD-N", "nD N", D4, mv("d4", "d2 b4 f4 c6 f5 b5 f3 b3 e2 c2"), KA1,
         extra="hole d5 e6"),
    # hole d6, cannon on d4, black o d5 and d7: the screen d5 is followed by the hole, so the
    # line ends there: no capture of d7, and mR cannot take d5. Other lines are open.
    case("hole-cannon", "mRcpR", "7k/3o4/8/3o4/3X4/8/8/K7 w - - 0 1",
         mv("d4", "d3 d2 d1 c4 b4 a4 e4 f4 g4 h4"), KA1, extra="hole d6"),
    # -- voids: they end lines; leapers jump them but cannot land on them -------------------------
    # void d5 e6, N on d4: e6 is gone; c6 (passing near d5) stays: c6 f5 b5 f3 b3 e2 c2
    case("void-N", "N", D4, mv("d4", "c6 f5 b5 f3 b3 e2 c2"), KA1, extra="void d5 e6"),
    # void d5 e6, WD on d4: W d3 c4 e4; D d6 (jumps the void) d2 b4 f4
    case("void-WD", "WD", D4, mv("d4", "d3 c4 e4 d6 d2 b4 f4"), KA1, extra="void d5 e6"),
    # void d5 e6, nD on d4: d6 is blocked (its middle square is void): d2 b4 f4
    case("void-nD", "nD", D4, mv("d4", "d2 b4 f4"), KA1, extra="void d5 e6"),
    # void d5 e6, Q on c4 (FEN marks the voids with *): NE ends at d5 at once;
    # N c5 c6 c7 c8 | S c3 c2 c1 | W b4 a4 | E d4 e4 f4 g4 h4 | NW b5 a6 | SE d3 e2 f1 |
    # SW b3 a2: 21
    case("void-Q", "Q", "7k/8/4*3/3*4/2X5/8/8/K7 w - - 0 1",
         mv("c4", "c5 c6 c7 c8 c3 c2 c1 b4 a4 d4 e4 f4 g4 h4 b5 a6 d3 e2 f1 b3 a2"), KA1,
         extra="void d5 e6"),
    # void d5 e6, NN on c2: (+1,+2) d4 then e6 is void: the line ends (no f8);
    # (-1,+2) b4 a6 | (+2,+1) e3 g4 | (-2,+1) a3 | (+2,-1) e1 | (-2,-1) a1 own king |
    # (+-1,-2) off the board
    case("void-NN", "NN", "7k/8/8/8/8/8/2X5/K7 w - - 0 1",
         mv("c2", "d4 b4 a6 e3 g4 a3 e1"), KA1, extra="void d5 e6"),
    # -- attacks: the same geometry decides where a king may not step -----------------------------
    # Black king e8 to move, white nN on c5. nN c5 attacks e6 e4 a6 a4 d3 b3, and d7 b7 through
    # c6 when c6 is empty. Control: c6 empty, so d7 is attacked: d8 f8 e7 f7
    case("nN-attack", "nN", "4k3/8/8/2X5/8/8/8/K7 b - - 0 1", mv("e8", "d8 f8 e7 f7")),
    # ... a white O on c6 blocks the leap, so d7 is safe: d8 f8 d7 e7 f7
    case("nN-attack-blocked-by-man", "nN", "4k3/8/2O5/2X5/8/8/8/K7 b - - 0 1",
         mv("e8", "d8 f8 d7 e7 f7")),
    # ... and so does a void c6 (a lame leap cannot pass a cell that is not a square)
    case("void-nN-attack", "nN", "4k3/8/8/2X5/8/8/8/K7 b - - 0 1",
         mv("e8", "d8 f8 d7 e7 f7"), extra="void c6"),
    # Black king e7, white nD d4, hole d5: d6 would be reached only through the hole, so none of
    # the king's eight neighbours is attacked
    case("hole-nD-attack", "nD", "8/4k3/8/8/3X4/8/8/K7 b - - 0 1",
         mv("e7", "d8 e8 f8 d7 f7 d6 e6 f6"), extra="hole d5"),
    # Black king e7, white nA d4, void e5: f6 only through e5, so all eight neighbours are safe
    case("void-nA-attack", "nA", "8/4k3/8/8/3X4/8/8/K7 b - - 0 1",
         mv("e7", "d8 e8 f8 d7 f7 d6 e6 f6"), extra="void e5"),
    # Attacks keep the attacker's orientation. White king f1 to move; black fsN on c2 has
    # black's wide forward pair (-2,+1),(+2,+1) turned -> (+2,-1),(-2,-1): e1 and a1. So the
    # king may go to e2 f2 g1 g2, not e1
    case("black-fsN-attack", "fsN", "1k6/8/8/8/8/8/2x5/5K2 w - - 0 1", mv("f1", "e2 f2 g1 g2")),
    # Black king d8 to move; white pawn-like fmW fcF on d7 attacks c8 e8 (white's forward
    # diagonals), not c7 e7, and nothing defends d7: c7 d7 (capture) e7
    case("white-fcF-attack", "fmW fcF", "3k4/3X4/8/8/8/8/8/K7 b - - 0 1",
         mv("d8", "c7 d7 e7")),
    # Black king d8, white cannon mRcpR e2, white O e5 as the screen: the cannon attacks e6, e7
    # and e8 (first man past the screen, e6 e7 being empty once the king has moved), so the
    # king may go to c8 c7 d7 only
    case("cannon-attack", "mRcpR", "3k4/8/8/4O3/8/8/4X3/K7 b - - 0 1",
         mv("d8", "c8 c7 d7")),
    # -- links: a two-way adjacency override that lines follow -----------------------------------
    # link a1 north a3; R on a1 (white king h1): north a3 a4 a5 a6 a7 a8 (a2 skipped);
    # east b1 .. g1
    case("link-R-north", "R", "7k/8/8/8/8/8/8/X6K w - - 0 1",
         mv("a1", "a3 a4 a5 a6 a7 a8 b1 c1 d1 e1 f1 g1"), KH1, extra="link a1 north a3"),
    # link a1 north a3; W on a3: north a4, east b3, south is the link back to a1 (not a2)
    case("link-W-back", "W", "7k/8/8/8/8/X7/8/7K w - - 0 1", mv("a3", "a4 b3 a1"), KH1,
         extra="link a1 north a3"),
    # link a1 north a3; R on a5: south a4 a3 a1 (via the link); north a6 a7 a8;
    # east b5 .. h5
    case("link-R-south", "R", "7k/8/8/X7/8/8/8/7K w - - 0 1",
         mv("a5", "a4 a3 a1 a6 a7 a8 b5 c5 d5 e5 f5 g5 h5"), KH1, extra="link a1 north a3"),
    # link h4 east a4 (rank 4 is a loop); R on d4, white O b4: east e4 f4 g4 h4 a4, then b4
    # own; west c4, then b4 own; north d5-d8; south d3-d1
    case("link-wrap-R-blocked", "R", "7k/8/8/8/1O1X4/8/8/K7 w - - 0 1",
         mv("d4", "e4 f4 g4 h4 a4 c4 d5 d6 d7 d8 d3 d2 d1"), KA1, extra="link h4 east a4"),
    # link h4 east a4; W on a4: west goes through the link to h4: a5 a3 b4 h4
    case("link-wrap-W", "W", "7k/8/8/8/X7/8/8/K7 w - - 0 1", mv("a4", "a5 a3 b4 h4"), KA1,
         extra="link h4 east a4"),
    # link h4 east a4; R on d4, empty loop: east and west both sweep the whole rank and stop on
    # coming back to d4. Each square is one move, listed once: a4 b4 c4 e4 f4 g4 h4 + file d
    case("link-wrap-R-loop", "R", D4,
         mv("d4", "a4 b4 c4 e4 f4 g4 h4 d5 d6 d7 d8 d3 d2 d1"), KA1, extra="link h4 east a4"),
    # -- a 10x10 board ----------------------------------------------------------------------------
    # R on b10, white king a1, black king j1: a10, c10 .. j10, b9 .. b1: 18
    case("10x10-R", "R", "1X8/10/10/10/10/10/10/10/10/K8k w - - 0 1",
         mv("b10", "a10 c10 d10 e10 f10 g10 h10 i10 j10 b9 b8 b7 b6 b5 b4 b3 b2 b1"), KA1,
         board="10x10"),
    # black fR bW on c10 (black to move, black king j10): fR goes down, c9 .. c1; bW (north
    # for black) would be c11: off the board. (bW keeps the piece mobile on c1, so the case
    # does not depend on whether moves that leave a piece immobile are allowed.)
    case("10x10-black-fR", "fR bW", "2x6k/10/10/10/10/10/10/10/10/K9 b - - 0 1",
         mv("c10", "c9 c8 c7 c6 c5 c4 c3 c2 c1"), mv("j10", "i10 i9 j9"), board="10x10"),
    # GH on g7, black king a10: G (+-3,+-3) j10 d10 j4 d4; H g10 g4 j7 d7
    case("10x10-GH", "GH", "k9/10/10/6X3/10/10/10/10/10/K9 w - - 0 1",
         mv("g7", "j10 d10 j4 d4 g10 g4 j7 d7"), KA1, board="10x10"),
]


def definition(c: Case) -> str:
    return "\n".join([
        'variant "Betza geometry"',
        f"board {c.board}",
        c.extra,
        "piece K king moves K royal",
        f"piece X subject moves {c.moves} {c.clauses}",
        "piece O obstacle",
        f'setup "{c.setup or c.fen}"',
        "",
    ])


def _params():
    for c in CASES:
        for kind in engines.KINDS:
            marks = []
            if kind in c.xfail:
                marks.append(pytest.mark.xfail(strict=True, reason=c.xfail[kind]))
            yield pytest.param(c, kind, id=f"{c.id}-{kind}", marks=marks)


@pytest.mark.parametrize(("c", "kind"), list(_params()))
def test_betza_geometry(tmp_path, c: Case, kind: str) -> None:
    path = tmp_path / "geometry.variant"
    path.write_text(definition(c), encoding="utf-8")
    loaded = pipeline.load(path)
    assert loaded.ok, loaded.report()
    moves = ucis(engines.make(loaded.variant, kind, c.fen))
    missing = sorted(c.expected - set(moves))
    extra = sorted(set(moves) - c.expected)
    duplicated = sorted({m for m in moves if moves.count(m) > 1})
    assert (missing, extra, duplicated) == ([], [], []), (
        f"{kind}: missing {missing}, unexpected {extra}, listed twice {duplicated}")
