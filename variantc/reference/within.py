"""Moves kept within a zone (`moves BETZA within ZONE`): a palace's diagonal lines.

Such a move starts on a square of the zone (ir: `starts`), and every square on its way lies in
the zone: a line (ride or hop) ends where it leaves the zone, so a hop's screen and landing are
the zone's, and a leap lands only in it (a lame leap also passes only its squares). Zones are
the mover's side's.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from variantc.ir.model import Leap, Movement, Side


def kept(movement: Movement, side: Side, cells: Iterable[int]) -> Iterator[int]:
    """The cells of a line up to the first one outside the zone (all of them without one)."""
    zone = None if movement.within is None else movement.within.cells(side)
    for cell in cells:
        if zone is not None and cell not in zone:
            return
        yield cell


def lands(movement: Movement, side: Side, target: int, passed: tuple[int, ...]) -> bool:
    """Whether a leap's target, and the cells it passes, lie in the zone."""
    if movement.within is None:
        return True
    zone = movement.within.cells(side)
    lame = isinstance(movement, Leap) and movement.lame
    return target in zone and (not lame or all(c in zone for c in passed))
