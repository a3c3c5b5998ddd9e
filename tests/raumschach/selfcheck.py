"""Check the generator against the hand-worked cases, the start's perft and its symmetry.

Run from the repository root: python -m tests.raumschach.selfcheck [depth]
"""

from __future__ import annotations

import sys
import time

from .cases import CASES, START, Case
from .rules import CELL, NAMES, Position, mirrored, perft, playable_outcome


def mirror_uci(text: str) -> str:
    return NAMES[124 - CELL[text[:3]]] + NAMES[124 - CELL[text[3:6]]] + text[6:]


def compared(pos: Position, origins: str) -> list[str]:
    return [m for m in pos.legal_ucis() if not origins or m[:3] in origins.split()]


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
    got = compared(pos, case.origins)
    if got != case.expected():
        missing = sorted(set(case.expected()) - set(got))
        extra = sorted(set(got) - set(case.expected()))
        problems.append(f"missing {missing} extra {extra}")
    if case.outcome is not None and playable_outcome(pos) != case.outcome:
        problems.append(f"outcome {playable_outcome(pos)}")
    # the same position seen from the other side
    flipped = mirrored(pos)
    origins = " ".join(NAMES[124 - CELL[o]] for o in case.origins.split())
    if compared(flipped, origins) != sorted(mirror_uci(m) for m in case.expected()):
        problems.append("the mirrored position differs")
    if perft(flipped, 2) != perft(pos, 2):
        problems.append("the mirrored position's perft(2) differs")
    return problems


def main() -> int:
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    failed = 0
    for case in CASES:
        problems = check_case(case)
        failed += bool(problems)
        print(f"{'FAIL' if problems else 'ok  '} {case.name}", *problems, sep="\n     " if problems else "")
    start = Position(START)
    assert start.fen() == START
    # a position without symmetry: the mirror (Black to move) must have the same perft
    middle = start
    for move in "Ab1Cc1 Dd5Bb3 Bc2Cc2 Ea4Ea3".split():
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
