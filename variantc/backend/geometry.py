"""The planner's view of movement: lines, leaps and dead squares, computed once for tables.

This is the compiler's own walker over the board topology. The reference interpreter has
its own; the two share the topology and nothing else, so the differential tests compare two
independent readings of the rules.
"""

from __future__ import annotations

from variantc.ir.model import Hop, Leap, Legs, Movement, Path, Piece, Ride, Side, Turn
from variantc.runtime.topology import VOID, Topology, compass_of

# A multi-leg move's way from a square: (stops that must be empty, (stop, need) of those
# that must hold a man, the squares it may land on).
Way = tuple[tuple[int, ...], tuple[tuple[int, int], ...], tuple[int, ...]]
NEEDS = {"p": 0, "pc": 1, "pd": 2, "c": 3, "mc": 4}  # a man of either side, of the other side, of the mover's


class Geometry:
    def __init__(self, topo: Topology):
        self.topo = topo
        self._rays: dict[tuple[int, int, int, int | None], tuple[int, ...]] = {}

    def leap(self, cell: int, df: int, dr: int) -> tuple[int, tuple[int, ...]] | None:
        """A leap's destination square and the cells it passes, or None."""
        path = self.topo.leap_path(cell, df, dr)
        if not path or not self.topo.is_square(path[-1]):
            return None
        return path[-1], tuple(path[:-1])

    def ray(self, cell: int, df: int, dr: int, limit: int | None) -> tuple[int, ...]:
        """Squares along a line, each once, until it leaves the board or comes back. The board
        never changes, so each answer is remembered."""
        key = (cell, df, dr, limit)
        found = self._rays.get(key)
        if found is None:
            found = self._rays[key] = self._ray(cell, df, dr, limit)
        return found

    def _ray(self, cell: int, df: int, dr: int, limit: int | None) -> tuple[int, ...]:
        topo, visited = self.topo, set()
        out: list[int] = []
        direction = compass_of(df, dr) if max(abs(df), abs(dr)) == 1 else None
        here, count = cell, 0
        while limit is None or count < limit:
            if direction is None:
                hit = self.leap(here, df, dr)
                nxt = hit[0] if hit else None
            else:
                nxt = topo.step(here, direction)
                direction = topo.turn(nxt, direction) if nxt is not None else direction
            if nxt is None or nxt == cell or not topo.is_square(nxt) or (nxt, direction) in visited:
                break
            visited.add((nxt, direction))
            if nxt not in out:
                out.append(nxt)
            here, count = nxt, count + 1
        return tuple(out)

    def beam(self, cell: int, df: int, dr: int) -> tuple[int, ...]:
        """A pull's line: cells, holes included, until a void cell, the edge or the start."""
        topo, visited = self.topo, set()
        out: list[int] = []
        direction, here = compass_of(df, dr), cell
        while True:
            nxt = topo.step(here, direction)
            if nxt is None or nxt == cell or topo.kinds[nxt] == VOID or (nxt, direction) in visited:
                return tuple(out)
            visited.add((nxt, direction))
            direction = topo.turn(nxt, direction)
            if nxt not in out:
                out.append(nxt)
            here = nxt

    def vectors(self, piece: Piece, m: Movement, side: Side) -> list[tuple[int, int]]:
        return [] if isinstance(m, Path | Legs) else [piece.absolute(v, side) for v in m.vectors]

    @staticmethod
    def kept(m: Movement, side: Side, ray: tuple[int, ...]) -> tuple[int, ...]:
        """A move `within ZONE`: its line cut where it first leaves the zone."""
        if m.within is None:
            return ray
        zone = set(m.within.cells(side))
        inside = [i for i, c in enumerate(ray) if c not in zone]
        return ray[:inside[0]] if inside else ray

    @staticmethod
    def lands(m: Movement, side: Side, target: int, between: tuple[int, ...]) -> bool:
        """A move `within ZONE`: a jump lands in the zone (a lame leap passes only its squares)."""
        if m.within is None:
            return True
        zone = set(m.within.cells(side))
        lame = isinstance(m, Leap) and m.lame
        return target in zone and (not lame or all(c in zone for c in between))

    def line(self, m: Movement, side: Side, cell: int, v: tuple[int, int]) -> tuple[int, ...]:
        """A ride's or hop's line from `cell` along `v`, as far as its range and zone allow."""
        assert isinstance(m, Ride | Hop)
        return self.kept(m, side, self.ray(cell, *v, m.range))

    def legs(self, piece: Piece, side: Side, m: Legs, cell: int) -> tuple[Way, ...]:
        """A multi-leg move's ways from `cell`: (the squares its legs stop on that must be
        empty, those that must hold a man as (square, NEEDS[stop]), the squares its last leg
        may land on, in order: a line if it rides)."""
        zone = set(m.within.cells(side)) if m.within is not None else None
        out = set()
        for path, rides in zip(m.paths, m.rides, strict=True):
            here, empty, hurdles = cell, [], []
            for k, v in enumerate(path[:-1]):
                hit = self.leap(here, *piece.absolute(v, side))
                if hit is None or (zone is not None and hit[0] not in zone):
                    break
                here = hit[0]
                stop = m.stops[k] if k < len(m.stops) else ""
                if stop:
                    hurdles.append((here, NEEDS[stop]))
                else:
                    empty.append(here)
            else:
                last = piece.absolute(path[-1], side)
                if rides:
                    ray = self.kept(m, side, self.ray(here, *last, m.range))
                else:
                    hit = self.leap(here, *last)
                    ray = (hit[0],) if hit is not None and (zone is None or hit[0] in zone) \
                        else ()
                if ray:
                    out.add((tuple(empty), tuple(hurdles), ray))
        return tuple(sorted(out))

    def jump(self, m: Movement, side: Side, cell: int, v: tuple[int, int]
             ) -> tuple[int, tuple[int, ...]] | None:
        """A leap's destination and the cells it passes, if its zone lets it land there."""
        hit = self.leap(cell, *v)
        return hit if hit is not None and self.lands(m, side, *hit) else None

    @staticmethod
    def stands(piece: Piece, side: Side) -> frozenset[int] | None:
        """The squares a confined piece's men may stand on; None: any square."""
        return frozenset(piece.confined.cells(side)) if piece.confined else None

    def rows(self, piece: Piece, side: Side, m: Movement, curved: frozenset[int]) -> tuple:
        """Per grid cell, where the move can go: targets, (target, path) pairs for a lame leap,
        or rays. A first-move-only move has rows only on its piece's initial squares, a move
        `in ZONE` or `within ZONE` only on the zone's squares (`within`: its jumps land and its
        lines run only there). Jumps
        land only where a confined piece may stand; lines run on past other squares."""
        vectors = self.vectors(piece, m, side)
        starts = {c for c in (piece.initial.cells(side) if m.initial else self.topo.squares)
                  if m.starts(c, side)}
        inside = self.stands(piece, side)
        out: list[tuple] = []
        for c in range(self.topo.size):
            if c not in starts:
                out.append(())
            elif isinstance(m, Path):
                out.append(tuple(t for t in self.path(c, m, curved) if (
                    inside is None or t in inside) and self.lands(m, side, t, ())))
            elif isinstance(m, Legs):
                out.append(self.legs(piece, side, m, c))
            elif isinstance(m, Leap):
                hits = [h for v in vectors if (h := self.jump(m, side, c, v))
                        and (inside is None or h[0] in inside)]
                if m.lame:  # a lame leap over a void or a hole can never be made
                    out.append(tuple(sorted((t, p) for t, p in hits
                                            if all(self.topo.is_square(x) for x in p))))
                else:
                    out.append(tuple(sorted(t for t, _ in hits)))
            else:
                out.append(tuple(sorted(r for v in vectors if (r := self.line(m, side, c, v)))))
        return tuple(out)

    def path(self, cell: int, m: Path, curved: frozenset[int]) -> tuple[int, ...]:
        """Where a path move lands from `cell`: each walk of its steps over plain squares."""
        turn = {Turn.STRAIGHT: 0, Turn.LEFT: -2, Turn.RIGHT: 2}
        out = set()
        for first in range(0 if m.first.value == "o" else 1, 8, 2):
            here, direction, ok = self.topo.step(cell, first), first, True
            for t in m.turns:
                if here is None or not self.topo.is_square(here) or here in curved:
                    ok = False
                    break
                direction = (direction + turn[t]) % 8
                here = self.topo.step(here, direction)
            if ok and here is not None and here != cell and self.topo.is_square(here):
                out.add(here)
        return tuple(sorted(out))

    def neighbours(self, cell: int) -> tuple[int, ...]:
        """Squares one step away, in any of the eight directions."""
        out = {n for d in range(8) if (n := self.topo.step(cell, d)) is not None
               and self.topo.is_square(n)}
        return tuple(sorted(out))

    def dead(self, piece: Piece, side: Side, curved: frozenset[int], forbidden: bool
             ) -> tuple[int, ...]:
        """Squares where the piece could never move again, even on an empty board."""
        if not piece.moves or not forbidden:
            return ()
        return tuple(c for c in self.topo.squares if not self.can_move(piece, side, c, curved))

    def can_move(self, piece: Piece, side: Side, cell: int, curved: frozenset[int]) -> bool:
        inside = self.stands(piece, side)

        def lands(targets: tuple[int, ...]) -> bool:
            return any(inside is None or t in inside for t in targets)
        for m in piece.moves:
            if (m.initial and cell not in piece.initial.cells(side)) or not m.starts(cell, side):
                continue
            if isinstance(m, Path):
                if lands(tuple(t for t in self.path(cell, m, curved)
                               if self.lands(m, side, t, ()))):
                    return True
                continue
            if isinstance(m, Legs):
                if any(lands(ray) for _, _, ray in self.legs(piece, side, m, cell)):
                    return True
                continue
            for v in self.vectors(piece, m, side):
                if isinstance(m, Leap):
                    if (hit := self.jump(m, side, cell, v)) and lands((hit[0],)):
                        return True
                elif lands(self.line(m, side, cell, v)[1 if isinstance(m, Hop) else 0:]):
                    return True
        return False
