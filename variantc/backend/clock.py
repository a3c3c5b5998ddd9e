"""The halfmove clock's reversible moves, for `reset-by irreversible`: the planner's reading.

A move of a listed piece restarts the clock unless the man could take it back: one of its
moves that may land on an empty square (a first move only from its initial squares; a hop
never, having no hurdle on an empty board) leads from the move's target to its origin on an
otherwise empty board. The reference reads the same rule in reference/clock.py.
"""

from __future__ import annotations

from variantc.backend.context import SIDES, Context, SidePlan
from variantc.ir.model import Hop, Leap, Legs, Mode, Piece, Ride


def two_way(ctx: Context) -> tuple[tuple[int, int, int], ...]:
    """(signed kind code, origin, target) of every move a listed man could take back; none
    unless the definition says `reset-by irreversible`."""
    endings = ctx.variant.endings
    if not endings.reset_one_way:
        return ()
    out: set[tuple[int, int, int]] = set()
    for piece in ctx.variant.pieces:
        if piece.letter not in endings.reset_by:
            continue
        for side in SIDES:
            moves = quiet(ctx, piece, side)  # a capture restarts the clock anyway
            out |= {(code * side.sign, a, b) for code in ctx.codes_of(piece.letter)
                    for a, b in moves if (b, a) in moves}
    return tuple(sorted(out))


def quiet(ctx: Context, piece: Piece, side: SidePlan) -> set[tuple[int, int]]:
    """(from, to) of the piece's moves that may land on an empty square, on an empty board."""
    found: set[tuple[int, int]] = set()
    for m in piece.moves:
        if m.mode is Mode.CAPTURE or isinstance(m, Hop):
            continue
        for c, row in enumerate(ctx.geo.rows(piece, side.side, m, ctx.curved)):
            if isinstance(m, Ride):
                found |= {(c, t) for ray in row for t in ray}
            elif isinstance(m, Leap):
                found |= {(c, t if isinstance(t, int) else t[0]) for t in row}
            elif isinstance(m, Legs):
                found |= {(c, t) for _, _, ray in row for t in ray}
            else:
                found |= {(c, t) for t in row}
    return found
