"""Turns of several moves (docs/language.md#turns), as FENs and both engines count them.

Turns are numbered from the game's first, White's: a position's turn follows from its side to
move and fullmove number. `TurnRule` is (moves a turn, 0 for growing turns where the k-th turn
is k moves; the game's first turn's moves, 0 for as many as the others).
"""

from __future__ import annotations

TurnRule = tuple[int, int]


def number(side: int, fullmove: int) -> int:
    """The turn a position is in, from its side to move (0 white) and fullmove number."""
    return 2 * (fullmove - 1) + side + 1


def moves(rule: TurnRule, turn: int) -> int:
    """How many moves the `turn`-th turn of the game holds (1: White's first)."""
    length, first = rule
    if length == 0:
        return max(turn, 1)
    return first if turn == 1 and first else length
