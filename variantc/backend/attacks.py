"""Attack tables: which men of a side attack a square, and from where.

They come from inverting the forward move tables, so links and curves need no special
case. Attacks that a line walked outward from the target reproduces exactly are served by
that walk (fast, and it gives pins); the rest stay as explicit paths. A confined piece attacks
only squares it may stand on: its other targets are left out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from variantc.backend.geometry import Geometry
from variantc.ir.model import Hop, HopStyle, Leap, Legs, Mode, Path, Piece, Ride, Side
from variantc.runtime.topology import COMPASS

# Which captures need a swap to be possible: (piece, target) -> (pool base, choices), or None.
Gate = Callable[[Piece, int], tuple[int, tuple[int, ...]] | None]
# The signed codes of the men a piece's hops may not use as their screen (`never-over`).
Unscreened = Callable[[Piece], tuple[int, ...]]


@dataclass(frozen=True)
class AttackTables:
    leapers: tuple  # per target: ((x, kinds), ...)
    rays: tuple  # per target: lines of ((x, kinds), ...), walked outward
    blocked: tuple  # per target: ((x, kinds, between), ...): between must be empty
    hops: tuple  # per target: ((x, kinds, between, grasshopper), ...): hops no line walks
    cannon_rays: tuple  # ((unscreened, per target: lines of ((x, kinds), ...)), ...), walked
    # outward past a screen, which may not be a man of an `unscreened` code
    grasshopper_rays: tuple  # per target: (screen, ((x, kinds), ...)): lines past the screen
    near: tuple  # per target: the squares whose men decide its lame leaps and the hops left,
    # sorted: a tuple, as every table's row is, so that a big table packs
    gated: tuple  # per target: ((x, kinds, pool base, choices), ...): only if a swap is possible
    screened: tuple  # per target: ((x, kinds, between, grasshopper, unscreened), ...): hops
    # whose screen may not be a man of an `unscreened` code (`never-over`)
    hurdled: tuple = ()  # per target: ((x, kinds, between, hurdles), ...): multi-leg moves
    # over men, each hurdle (square, need): 0 any man, 1 the attacker's enemy, 2 its own


def kinds(codes: set[int]) -> int:
    """The kinds of one side's men as a bit set, bit |code| for each signed code: whether a man
    is of one is a shift and a mask, C's in a native build, where a tuple's `in` is Python's."""
    return sum(1 << abs(c) for c in codes)


def attack_tables(geo: Geometry, pieces: list[tuple[Piece, tuple[int, ...]]], side: Side,
                  curved: frozenset[int], gate: Gate = lambda piece, target: None,
                  unscreened: Unscreened = lambda piece: ()) -> AttackTables:
    """`pieces`: each piece with the signed codes of its men (marked kinds included);
    `unscreened`: the codes of the men a piece's hops may not use as their screen.

    Counted slides are left out: their reach depends on the position (see plan.Dynamic).
    """
    hurdled: list[dict] = [{} for _ in range(geo.topo.size)]
    leapers, paths, hops, gated, directions = _gather(geo, pieces, side, curved, gate, unscreened,
                                                      hurdled)
    rays, blocked = _reverse_rays(geo, paths, directions)
    cannons, grasshopper_rays, hops_left = _reverse_hops(
        geo, [{k: c for k, c in d.items() if len(k) == 3} for d in hops], directions)
    cannon_rays, screened = _screened(geo, hops, directions)
    return AttackTables(
        gated=tuple(tuple((x, kinds(c), g[0], g[1]) for (x, g), c in sorted(d.items()))
                    for d in gated),
        leapers=tuple(tuple((x, kinds(c)) for x, c in sorted(d.items())) for d in leapers),
        rays=rays,
        blocked=blocked,
        hops=tuple(tuple((x, kinds(c), b, g) for (x, b, g), c in sorted(d.items()))
                   for d in hops_left),
        cannon_rays=((((), cannons),) if any(cannons) else ()) + cannon_rays,
        grasshopper_rays=grasshopper_rays,
        near=_near(blocked, hops_left, screened, hurdled),
        screened=tuple(tuple((x, kinds(c), b, g, u) for (x, b, g, u), c in sorted(d.items()))
                       for d in screened),
        hurdled=tuple(tuple((x, kinds(c), b, h) for (x, b, h), c in sorted(d.items()))
                      for d in hurdled),
    )


def _gather(geo: Geometry, pieces: list[tuple[Piece, tuple[int, ...]]], side: Side,
            curved: frozenset[int], gate: Gate, unscreened: Unscreened, hurdled: list[dict]
            ) -> tuple[list[dict], list[dict], list[dict], list[dict], tuple]:
    """Per target, from each square and by each capturing move: the leapers, the paths walked
    (lines and blocked leaps), the hops, and the captures gated by a swap; and the directions
    of the lines, the compass first, then the other riders'."""
    size = geo.topo.size
    leapers: list[dict] = [{} for _ in range(size)]
    paths: list[dict] = [{} for _ in range(size)]
    hops: list[dict] = [{} for _ in range(size)]
    gated: list[dict] = [{} for _ in range(size)]
    directions = dict.fromkeys(COMPASS)  # ordered: the compass, then the other riders' lines
    for piece, codes in pieces:
        inside = geo.stands(piece, side)
        for m in piece.moves:
            if m.mode is Mode.MOVE or (isinstance(m, Ride) and m.counted is not None):
                continue
            for x in geo.topo.squares:
                if (m.initial and x not in piece.initial.cells(side)) or not m.starts(x, side):
                    continue
                if m.adjacent is not None:
                    continue  # a conditional move never captures here: validate insists
                if isinstance(m, Path):
                    for t in geo.path(x, m, curved):
                        if (inside is None or t in inside) and geo.lands(m, side, t, ()):
                            leapers[t].setdefault(x, set()).update(codes)
                    continue
                if isinstance(m, Legs):  # a bent path: its stops and the squares it passes
                    for corners, hurdles, ray in _taking(m, x, geo.legs(piece, side, m, x)):
                        for i, t in enumerate(ray):  # corners and the ray's start: empty
                            if t == x or (inside is not None and t not in inside):
                                continue
                            between = tuple(c for c in corners + ray[:i] if c != x)
                            if hurdles:  # and men to jump: kept whole
                                key3 = (x, between, hurdles)
                                hurdled[t].setdefault(key3, set()).update(codes)
                            else:
                                key = (x, between)
                                paths[t].setdefault(key, set()).update(codes)
                    continue
                for v in geo.vectors(piece, m, side):
                    if isinstance(m, Ride):
                        directions.setdefault((-v[0], -v[1]))
                    found: tuple[dict, dict, dict] = ({}, {}, {})  # target -> {key: codes}
                    _entries(geo, m, side, x, v, codes, *found, unscreened(piece))
                    _route(found, (leapers, paths, hops), gated, piece, gate, inside)
    return leapers, paths, hops, gated, tuple(directions)


def _taking(m: Legs, x: int, ways: tuple) -> list[tuple]:
    """A move's ways as attacks judge them. A move that takes on its way (`Legs.taking`) has
    left `x`, its own square: a leg that needs a man there never stops on it, and one that
    needs it empty always may. Its taking stop needs an enemy (`c`, NEEDS 3, as a hurdle's 1),
    or (`mc`, NEEDS 4) an enemy or an empty square: two ways, one for each."""
    if m.taking is None:
        return list(ways)
    out = []
    for corners, hurdles, ray in ways:
        if any(h == x and need != 4 for h, need in hurdles):
            continue
        kept = tuple((h, need) for h, need in hurdles if h != x)
        plain = tuple((h, 1 if need >= 3 else need) for h, need in kept)
        out.append((corners, plain, ray))
        emptied = tuple(h for h, need in kept if need == 4)
        if emptied:
            out.append((corners + emptied, tuple(hn for hn in kept if hn[1] != 4), ray))
    return out


def _screened(geo: Geometry, hops: list[dict], directions: tuple) -> tuple[tuple, list[dict]]:
    """Hops whose screen may not be of some kinds (`never-over`), grouped by those kinds: a
    cannon's walk along lines too, stopped by such a screen, as (kinds, lines); a
    grasshopper's stay as paths, per target."""
    cannon_rays = []
    screened: list[dict] = [{} for _ in range(geo.topo.size)]
    for u in sorted({k[3] for d in hops for k in d if len(k) == 4}):
        (lines,), left = _walked(geo, [{k[:3]: c for k, c in d.items() if k[3:] == (u,)}
                                       for d in hops], directions,
                                 lambda key: None if key[2] else 0, 1)
        if any(lines):
            cannon_rays.append((u, lines))
        for here, rest in zip(screened, left, strict=True):
            here.update({k + (u,): c for k, c in rest.items()})
    return tuple(cannon_rays), screened


def _near(blocked: tuple, hops_left: list[dict], screened: list[dict], hurdled: list[dict]
          ) -> tuple:
    """Per target, sorted: the squares whose men decide its blocked leaps, the hops no line
    walks and the moves over men (a tuple, as every table's row is, so that a big table
    packs)."""
    return tuple(tuple(sorted({c for x, _, between in b for c in (x, *between)}
                              | {c for x, between, *_ in (*h, *s) for c in (x, *between)}
                              | {c for x, between, hurdles in u
                                 for c in (x, *between, *(h for h, _ in hurdles))}))
                 for b, h, s, u in zip(blocked, hops_left, screened, hurdled, strict=True))


def _route(found, tables, gated, piece: Piece, gate, inside: frozenset[int] | None) -> None:
    """Move one movement's entries into the tables, or into `gated` where a swap decides; none
    for targets outside `inside`. `found` holds only the targets the movement reaches."""
    for kind, (new, table) in enumerate(zip(found, tables, strict=True)):
        for target, entries in sorted(new.items()):
            if inside is not None and target not in inside:
                continue
            swap = gate(piece, target) if kind == 0 else None  # a pawn's diagonal capture
            if swap is not None:  # is a leap
                for key, codes in entries.items():
                    gated[target].setdefault((key, swap), set()).update(codes)
                continue
            here = table[target]
            for key, codes in entries.items():
                here.setdefault(key, set()).update(codes)


def _entries(geo: Geometry, m, side: Side, x: int, v: tuple[int, int], codes: tuple[int, ...],
             leapers: dict, paths: dict, hops: dict, unscreened: tuple[int, ...]) -> None:
    """One movement's attacks from `x` along `v`: each table maps target -> {key: codes}."""
    match m:
        case Leap():
            hit = geo.jump(m, side, x, v)
            if hit is None:
                return
            t, between = hit
            if m.lame:
                if all(geo.topo.is_square(c) for c in between):
                    paths.setdefault(t, {}).setdefault((x, between), set()).update(codes)
            else:
                leapers.setdefault(t, {}).setdefault(x, set()).update(codes)
        case Ride():
            ray = geo.line(m, side, x, v)
            for i, t in enumerate(ray):
                paths.setdefault(t, {}).setdefault((x, ray[:i]), set()).update(codes)
        case Hop():
            ray = geo.line(m, side, x, v)
            grass = m.style is HopStyle.GRASSHOPPER
            for i, t in enumerate(ray):
                if i >= 1:
                    key = (x, ray[:i], grass, unscreened) if unscreened else (x, ray[:i], grass)
                    hops.setdefault(t, {}).setdefault(key, set()).update(codes)


def _reverse_rays(geo: Geometry, paths, directions: tuple[tuple[int, int], ...]
                  ) -> tuple[tuple, tuple]:
    """Split blocked attacks into lines walked outward from the target, and the rest.

    A line outward from the target in each direction (the compass's, and the reverse of each
    rider's step: a nightrider's lines too) is checked entry by entry: an attacker at entry i
    needs the entries before i empty. Every attack that some line reproduces exactly is served
    by the walk, which also finds pins; the rest stay as explicit paths.
    """
    lines, left = _walked(geo, paths, directions, lambda key: 0, 1)
    return lines[0], tuple(tuple((x, kinds(c), b) for (x, b), c in sorted(d.items()))
                           for d in left)


def _reverse_hops(geo: Geometry, hops, directions: tuple[tuple[int, int], ...]
                  ) -> tuple[tuple, tuple, list[dict]]:
    """Split hops into lines walked outward from the target, and the rest (as `_reverse_rays`).

    Walked outward, the first man met is the screen and the next one the attacker: a cannon's
    at any distance past the screen, a grasshopper's only if the screen stands next to the
    target. Cannon lines: ((x, kinds), ...); grasshopper lines: (screen, ((x, kinds), ...)).
    """
    (cannons, grasshoppers), left = _walked(geo, hops, directions, lambda key: int(key[2]), 2)
    return cannons, tuple(tuple((line[0][0], line[1:]) for line in per_target)
                          for per_target in grasshoppers), left


def _walked(geo: Geometry, table, directions: tuple[tuple[int, int], ...], style, styles: int
            ) -> tuple[list[tuple], list[dict]]:
    """Per style of attack, per target: the lines outward from it, each as far as its last
    attacker, of (square, kinds) entries; and per target the attacks no line reproduces.

    `table[t]` maps (attacker, squares between, ...) to codes; `style` says which of `styles`
    kinds of line such an attack belongs to (None: to none, it stays). An attack belongs to a
    line where it stands at entry i and the squares between are the line's first i.
    """
    out: list[list[tuple]] = [[] for _ in range(styles)]
    left = []
    for t in range(geo.topo.size):
        remaining = dict(table[t])
        by_square: dict[int, list] = {}  # attacker -> its keys, in the table's order
        for key in remaining:
            by_square.setdefault(key[0], []).append(key)
        lines: list[list[tuple]] = [[] for _ in range(styles)]
        for df, dr in directions:
            line = geo.ray(t, df, dr, None) if remaining else ()
            entries: list[list[tuple]] = [[] for _ in range(styles)]
            last = [-1] * styles
            for i, x in enumerate(line):
                if not remaining:  # nothing further on can be found
                    break
                found: list[set[int]] | None = None
                keys = by_square.get(x)
                if keys:
                    before = set(line[:i])
                    for key in keys:
                        k = style(key)
                        if k is not None and key in remaining and set(key[1]) == before:
                            found = found or [set() for _ in range(styles)]
                            found[k].update(remaining.pop(key))
                for k in range(styles):
                    bits = kinds(found[k]) if found else 0
                    entries[k].append((x, bits))
                    if bits:
                        last[k] = i
            for k in range(styles):
                if last[k] >= 0:
                    lines[k].append(tuple(entries[k][: last[k] + 1]))
        for k in range(styles):
            out[k].append(tuple(lines[k]))
        left.append(remaining)
    return [tuple(x) for x in out], left
