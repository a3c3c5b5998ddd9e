"""Betza movement: where a man's movement goes from a cell, walked over the board topology.

Leaps (lame or not), rides (limited, or counted: as far as a count of men allows), hops
(cannon and grasshopper) and paths of steps and turns; each kept within its zone, if it has
one (within.py). What stands on the target, and what
the move then is, belongs to men.py; this module only walks.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import assert_never

from variantc.ir.model import First, Hop, HopStyle, Leap, Legs, Movement, Path, Piece, Ride, Side, Turn
from variantc.reference import sparing, within
from variantc.reference.conditions import tally
from variantc.reference.game import Game
from variantc.reference.position import Position
from variantc.runtime.topology import compass_of

Reached = tuple[int, tuple[int, ...]]  # a target, and the squares passed on the way there


def reach(game: Game, pos: Position | None, cell: int, piece: Piece, movement: Movement,
          side: Side) -> Iterator[Reached]:
    """Where a movement goes from `cell` (`pos` None: on an empty board), with squares passed."""
    if isinstance(movement, Path):
        yield from (r for r in path(game, cell, movement) if within.lands(movement, side, *r))
        return
    if isinstance(movement, Legs):
        yield from legs(game, pos, cell, movement, piece, side)
        return
    for vector in movement.vectors:
        df, dr = piece.absolute(vector, side)
        match movement:
            case Leap():
                yield from (r for r in leap(game, pos, cell, df, dr, movement.lame)
                            if within.lands(movement, side, *r))
            case Ride():
                yield from ride(game, pos, cell, df, dr, movement, side)
            case Hop():
                yield from hop(game, pos, cell, df, dr, movement, side, piece)
            case _:
                assert_never(movement)


def occupied(pos: Position | None, cell: int) -> bool:
    """A man or a wall stands there (petrify)."""
    return pos is not None and (pos.board[cell] is not None or cell in pos.walls)


def leap(game: Game, pos: Position | None, cell: int, df: int, dr: int, lame: bool
         ) -> list[Reached]:
    topo = game.topo
    path = topo.leap_path(cell, df, dr)
    if path is None:
        return []
    if lame and any(not topo.is_square(c) or occupied(pos, c) for c in path[:-1]):
        return []
    passed = tuple(c for c in path[:-1] if topo.is_square(c))
    return [(path[-1], passed)]


def line(game: Game, cell: int, df: int, dr: int, limit: int | None) -> Iterator[int]:
    """The cells of a line from `cell`, following links and curves, up to `limit` steps.

    It ends off the grid, at a void cell or a hole, on coming back to `cell`, or when it
    would go round a closed loop again. A square crossed twice is yielded once.
    """
    topo = game.topo
    direction = compass_of(df, dr) if max(abs(df), abs(dr)) == 1 else None
    here, steps = cell, 0
    seen: set[int] = set()
    states: set[tuple[int, int | None]] = set()
    while limit is None or steps < limit:
        nxt: int | None
        if direction is not None:
            nxt = topo.step(here, direction)
            if nxt is not None:
                direction = topo.turn(nxt, direction)
        else:
            path = topo.leap_path(here, df, dr)
            nxt = path[-1] if path else None
        if nxt is None or nxt == cell or not topo.is_square(nxt):
            return
        if (nxt, direction) in states:
            return
        states.add((nxt, direction))
        if nxt not in seen:
            seen.add(nxt)
            yield nxt
        here, steps = nxt, steps + 1


def ride(game: Game, pos: Position | None, cell: int, df: int, dr: int, movement: Ride,
         side: Side) -> list[Reached]:
    limit = movement.range
    if movement.counted is not None:
        if pos is None:
            limit = None  # on an empty board: as far as the board allows
        else:
            man = pos.board[cell]
            assert man is not None
            limit = tally(pos, man.side, movement.counted)
    out: list[Reached] = []
    passed: list[int] = []
    for target in within.kept(movement, side, line(game, cell, df, dr, limit)):
        out.append((target, tuple(passed)))
        if occupied(pos, target):
            break
        passed.append(target)
    return out


def hop(game: Game, pos: Position | None, cell: int, df: int, dr: int, movement: Hop,
        side: Side, piece: Piece) -> list[Reached]:
    cells = list(within.kept(movement, side, line(game, cell, df, dr, movement.range)))
    if pos is None:  # on an empty board: as if the first square held a hurdle
        return [(t, ()) for t in cells[1:2]]
    out: list[Reached] = []
    hurdle = False
    for target in cells:
        if not hurdle:
            hurdle = occupied(pos, target)
            if hurdle and not sparing.screens(piece, pos.board[target]):
                break  # never over a man of this kind
            continue
        out.append((target, ()))
        if occupied(pos, target) or movement.style is HopStyle.GRASSHOPPER:
            break
    return out


def legs(game: Game, pos: Position | None, cell: int, movement: Legs, piece: Piece, side: Side
         ) -> Iterator[Reached]:
    """Each path's legs in turn (`ways`), without what the move takes on its way."""
    for target, passed, _ in ways(game, pos, cell, movement, piece, side):
        yield target, passed


Way = tuple[int, tuple[int, ...], int | None]  # a target, the squares passed, a square taken on


def ways(game: Game, pos: Position | None, cell: int, movement: Legs, piece: Piece, side: Side
         ) -> Iterator[Way]:
    """Each path's legs in turn: every leg but the last leaps onto an empty square (and one in
    the zone, `within`), or onto what its stop asks for; the last leaps, or rides its line
    until a man stops it. With a leg that takes on its way (`Legs.taking`), the man has left
    `cell` as the move starts: a later leg may pass or land there, and the square that leg
    stops on comes with each target."""
    topo = game.topo
    zone = None if movement.within is None else movement.within.cells(side)
    if pos is not None and movement.taking is not None:
        pos = _lifted(pos, cell)
    for legs_, rides in zip(movement.paths, movement.rides, strict=True):
        here, stops = cell, []
        for k, vector in enumerate(legs_[:-1]):
            way = topo.leap_path(here, *piece.absolute(vector, side))
            if way is None or not topo.is_square(way[-1]) or (
                    zone is not None and way[-1] not in zone) or not finds(
                    pos, way[-1], movement.stops[k] if k < len(movement.stops) else "", side):
                break
            here = way[-1]
            stops.append(here)
        else:
            via = None if movement.taking is None else stops[movement.taking]
            df, dr = piece.absolute(legs_[-1], side)
            if rides:
                passed = list(stops)
                for target in within.kept(movement, side, line(game, here, df, dr,
                                                               movement.range)):
                    yield target, tuple(passed), via
                    if occupied(pos, target):
                        break
                    passed.append(target)
                continue
            way = topo.leap_path(here, df, dr)
            if way is not None and topo.is_square(way[-1]) and (zone is None or way[-1] in zone):
                yield way[-1], tuple(stops), via


def _lifted(pos: Position, cell: int) -> Position:
    return replace(pos, board=pos.board[:cell] + (None,) + pos.board[cell + 1:])


def finds(pos: Position | None, cell: int, stop: str, side: Side) -> bool:
    """Whether a leg may stop on `cell` and go on: "" an empty square, "p" a man or a wall,
    "pc" a man of the other side, "pd" one of `side`'s; "c" a man of the other side (taken),
    "mc" an empty square or such a man. On an empty board (`pos` None), as a hop's: as if the
    man it needs stood there."""
    if pos is None or not stop:
        return not occupied(pos, cell)
    if stop == "mc" and not occupied(pos, cell):
        return True
    if not occupied(pos, cell):
        return False
    man = pos.board[cell]
    if stop == "p":
        return True
    return man is not None and (man.side is side) == (stop == "pd")


TURNS = {Turn.STRAIGHT: 0, Turn.LEFT: -2, Turn.RIGHT: 2}  # in compass eighths


def path(game: Game, cell: int, movement: Path) -> Iterator[Reached]:
    """Every walk of the path's steps; the cells it passes must be plain squares."""
    topo = game.topo
    curved = {c.cell for c in game.variant.board.curves}
    firsts = range(0, 8, 2) if movement.first is First.ORTHOGONAL else range(1, 8, 2)
    for direction in firsts:
        here = topo.step(cell, direction)
        for turn in movement.turns:
            if here is None or not topo.is_square(here) or here in curved:
                break
            direction = (direction + TURNS[turn]) % 8
            here = topo.step(here, direction)
        else:
            if here is not None and topo.is_square(here) and here != cell:
                yield here, ()
