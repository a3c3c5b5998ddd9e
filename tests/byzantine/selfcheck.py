"""Check the generator against the hand-worked cases, the start's perft and the board's symmetries.

Each case is also checked turned round the circle (every rank + k: the seam moves elsewhere, the
moves must not change) and mirrored (rank r <-> 13 - r with the colours swapped).

Run from the repository root: python -m tests.byzantine.selfcheck [depth]
"""

from __future__ import annotations

import sys
import time

from .cases import CASES, START, Case
from .rules import Position, mirror_cell, mirrored, outcome, perft, rotated, turn_cell


def compared(pos: Position, origins: list[str]) -> list[str]:
    return [m for m in pos.legal_ucis() if not origins or _split(m)[0] in origins]


def _split(move: str) -> tuple[str, str]:
    second = next(i for i in range(2, len(move)) if move[i].isalpha())
    return move[:second], move[second:]


def _mapped(moves: list[str], cell) -> list[str]:
    return sorted(cell(a) + cell(b) for a, b in map(_split, moves))


def check_case(case: Case) -> list[str]:
    problems = []
    pos = Position(case.fen)
    if pos.fen() != case.fen:
        problems.append(f"FEN round trip gives {pos.fen()}")
    expected_fens = case.fens.split(";") if case.fens else []
    for i, move in enumerate(case.push.split()):
        pos = pos.push_uci(move)
        if i < len(expected_fens) and pos.fen() != expected_fens[i]:
            problems.append(f"after {move}: {pos.fen()}")
    origins = case.origins.split()
    got = compared(pos, origins)
    if got != case.expected():
        missing = sorted(set(case.expected()) - set(got))
        extra = sorted(set(got) - set(case.expected()))
        problems.append(f"missing {missing} extra {extra}")
    if outcome(pos) != case.outcome:
        problems.append(f"outcome {outcome(pos)}")
    for k in (1, 5, 8, 13):
        turned = rotated(pos, k)
        if compared(turned, [turn_cell(o, k) for o in origins]) != _mapped(
                case.expected(), lambda c, k=k: turn_cell(c, k)):
            problems.append(f"turned by {k} differs")
        if outcome(turned) != case.outcome or perft(turned, 2) != perft(pos, 2):
            problems.append(f"turned by {k}: outcome or perft(2) differs")
    flipped = mirrored(pos)
    if compared(flipped, [mirror_cell(o) for o in origins]) != _mapped(case.expected(), mirror_cell):
        problems.append("the mirrored position differs")
    if outcome(flipped) != case.outcome or perft(flipped, 2) != perft(pos, 2):
        problems.append("the mirrored position's outcome or perft(2) differs")
    return problems


def main() -> int:
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    failed = 0
    for case in CASES:
        problems = check_case(case)
        failed += bool(problems)
        print(f"{'FAIL' if problems else 'ok  '} {case.name}", *problems, sep="\n     " if problems else "")
    start = Position(START)
    assert start.fen() == START
    # a position without symmetry: the mirror (Black to move) must have the same perft
    middle = start
    for move in "b2c16 b11c13 d1d16 c10a8".split():
        middle = middle.push_uci(move)
    for d in range(1, depth + 1):
        t = time.time()
        n, m = perft(start, d), perft(mirrored(start), d)
        a, b = perft(middle, d), perft(mirrored(middle), d)
        print(f"perft({d}) start {n} (mirrored {m}); middle {a} (mirrored {b}); {time.time() - t:.1f}s")
        failed += (n != m) + (a != b)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
