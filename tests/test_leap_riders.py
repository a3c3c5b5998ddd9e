"""Riders on leaps without a letter: `(7,0)(7,0)` leaps on along its line until a man stops it,
`(3,1)2` at most twice, where `(3,1)(6,2)`, the leaps listed, jump. The moves were worked out by
hand on the board drawn in each case, for both engines."""

from __future__ import annotations

import pytest

from tests.helpers import definition, ucis
from variantc.tools import engines

PIECES = ("board 16x8\n"
          "piece K king moves K royal\n"
          "piece X blocker moves W\n"
          "piece S seventh moves (7,0)(7,0)\n"
          "piece C camel-rider moves (3,1)(3,1)\n"
          "piece D short-camel-rider moves (3,1)2\n"
          "piece L listed-camel moves (3,1)(6,2)\n"
          "checkmate loses\n")
KING = ["i8h7", "i8h8", "i8i7", "i8j7", "i8j8"]

# The kings stand on i8 and o8; blockers (X, x: a step each way) where each case says.
CAMEL = ["d4a3", "d4a5", "d4c1", "d4c7", "d4e1", "d4e7", "d4g3", "d4g5", "d4j2", "d4m1"]
CASES = [
    # (7,0) rides a1-h1-o1 and a1-a8: black men on h1 and a8 stop it there.
    ("x7K5k1/16/16/16/16/16/16/S6x8 w - - 0 1", "a1", ["a1a8", "a1h1"]),
    # Without them it reaches o1, and a8 on the file (a15 is off the board).
    ("8K5k1/16/16/16/16/16/16/S15 w - - 0 1", "a1", ["a1a8", "a1h1", "a1o1"]),
    # The camel rider from d4: g5 j6 m7 p8, g3 j2 m1; each other line leaves after one leap.
    ("8K5k1/16/16/16/3C12/16/16/16 w - - 0 1", "d4", CAMEL + ["d4j6", "d4m7", "d4p8"]),
    # A friend on j6 stops the line before it; an enemy on m7 is taken, and stops it.
    ("8K5k1/16/9X6/16/3C12/16/16/16 w - - 0 1", "d4", CAMEL),
    ("8K5k1/12x3/16/16/3C12/16/16/16 w - - 0 1", "d4", CAMEL + ["d4j6", "d4m7"]),
    # (3,1)2: two leaps at most.
    ("8K5k1/16/16/16/3D12/16/16/16 w - - 0 1", "d4", CAMEL[:-1] + ["d4j6"]),
    # (3,1)(6,2) listed: j6 over a friend on g5, j2, never m7 nor m1.
    ("8K5k1/16/16/6X9/3L12/16/16/16 w - - 0 1", "d4",
     [m for m in CAMEL if m not in ("d4g5", "d4m1")] + ["d4j6"]),
]


@pytest.mark.parametrize("kind", ("compiled", "reference"))
@pytest.mark.parametrize(("fen", "origin", "expected"), CASES)
def test_a_leap_rides_where_written_twice_or_with_a_range(tmp_path, kind, fen, origin, expected):
    variant = definition(tmp_path, PIECES + f'setup "{fen}"\n')
    engine = engines.make(variant, kind, fen)
    assert [m for m in ucis(engine) if m.startswith(origin)] == sorted(expected)
    assert [m for m in ucis(engine) if m.startswith("i8")] == KING
