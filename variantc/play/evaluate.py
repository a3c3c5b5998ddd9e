"""A position's worth to the side to move, in centipawns, from the definition alone.

- Material: each kind's `value` (x100) where the definition gives one; otherwise an estimate
  from its mobility, the average number of squares it reaches from each square of the empty
  board. Royal kinds count nothing: mate and the other game ends score them.
- Mobility: every man but a royal one earns a little per square its kind reaches, on the
  empty board, from where it stands (a table, so the evaluation stays cheap).
- Pools: a man in hand counts for the side that holds it, a little below its value.
- Goals: a higher count on a counter a goal reads (checks given, men lost ...) and men of a
  goal's kind nearer its zone count toward the goal's outcome.

The engine states what this needs of the definition (backend/rules/values): `_values`,
`_counter_goals`, `_zone_goals`; the rest it reads by asking the engine for moves.
"""

from __future__ import annotations

from variantc.runtime import moves
from variantc.runtime.engine import CompiledEngine

PER_TARGET, BASE = 35, 60  # an unvalued kind: centipawns per square reached, and its floor
MOBILITY = 3  # centipawns per square a man reaches on the empty board from where it stands
HAND = 90  # percent of its value a man in hand is worth
COUNT = 150  # centipawns per count toward a counter's goal
ZONE = 30  # centipawns per step nearer a goal's zone


class Evaluation:
    """The tables of one variant's evaluation, built once from a compiled engine."""

    def __init__(self, engine: CompiledEngine):
        e = engine
        topo = e._notation.topo
        kinds = len(e._letters)
        self.mobility = [reach(e, code) for code in range(1, kinds + 1)]  # by code - 1
        given = e._values or (None,) * kinds
        self.values = [0] * (kinds + 1)  # centipawns by code; royal kinds 0
        for code in range(1, kinds + 1):
            targets = self.mobility[code - 1]
            average = sum(targets.values()) / max(1, len(targets))
            value = given[code - 1]
            self.values[code] = 100 * value if value is not None else round(
                PER_TARGET * average + BASE)
        self.worth = list(self.values)  # for ordering captures: royal men too
        if e._royal:
            self.values[e._royal] = 0
            self.worth[e._royal] = max(self.values) * 2
        # a signed table by board value: + for white's men, - for black's
        self.square = [[0] * topo.size for _ in range(2 * kinds + 1)]
        for code in range(1, kinds + 1):
            # A royal man earns nothing for the squares it would reach: drawn to the centre,
            # kings walked into mates at shallow depths.
            reach_bonus = 0 if code == e._royal else MOBILITY
            for cell in topo.squares:
                points = self.values[code] + reach_bonus * self.mobility[code - 1].get(cell, 0)
                self.square[code][cell] = points
                self.square[-code][cell] = -points
        self.zones = [(code, sign, _distances(e, white), _distances(e, black))
                      for code, sign, white, black in e._zone_goals]
        self.hand = [0] * len(e._pools)
        per = kinds + 1
        for i in range(len(e._pools)):
            owner = i // per // 2 % 2  # pools are ((pool * 2 + owner) * 2 + colour) * kinds
            points = self.values[i % per] * HAND // 100
            self.hand[i] = points if owner == 0 else -points
        self.counters = e._counter_goals

    def __call__(self, e: CompiledEngine) -> int:
        """The position's worth for the side to move."""
        square, total = self.square, 0
        for cell, v in enumerate(e._board):
            if v and v == v:  # a man, not a wall (NaN)
                total += square[v][cell]
        if self.hand:
            hand = self.hand
            for i, n in enumerate(e._pools):
                if n:
                    total += hand[i] * n
        for i, sign in enumerate(self.counters):
            total += sign * COUNT * (e._counters[2 * i] - e._counters[2 * i + 1])
        for code, sign, white, black in self.zones:
            for cell, v in enumerate(e._board):
                if v == code:
                    total += sign * ZONE * (8 - min(8, white[cell]))
                elif v == -code:
                    total -= sign * ZONE * (8 - min(8, black[cell]))
        return total if e._side == 0 else -total


def reach(e: CompiledEngine, code: int) -> dict[int, int]:
    """Per square, how many squares a lone white man of this kind reaches on the empty board:
    the engine's own move generation, asked with only that man on the board."""
    saved = (e._board, e._pools, e._side, e._kings, e._ep, e._victim)
    out = {}
    try:
        e._pools = [0] * len(e._pools)
        e._side, e._kings, e._ep, e._victim = 0, [-1, -1], (), -1
        for cell in e._notation.topo.squares:
            e._board = [0] * len(saved[0])
            e._board[cell] = code
            try:
                found = e._pseudo()
            except Exception:  # a generator that needs more of a position than a lone man
                found = []
            out[cell] = len({moves.target(m) for m in found
                             if moves.kind(m) not in (moves.Kind.DROP, moves.Kind.EXCHANGE)
                             and moves.origin(m) == cell})
    finally:
        e._board, e._pools, e._side, e._kings, e._ep, e._victim = saved
    return out


def _distances(e: CompiledEngine, zone: tuple[int, ...]) -> list[int]:
    """Per cell, its king-step distance (files and ranks apart, the larger) to the zone."""
    topo = e._notation.topo
    spots = [topo.coords(c) for c in zone]
    out = []
    for cell in range(topo.size):
        f, r = topo.coords(cell)
        out.append(min((max(abs(f - g), abs(r - s)) for g, s in spots), default=99))
    return out
