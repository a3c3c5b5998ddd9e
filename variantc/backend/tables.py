"""The generated module's data tables: collected while rules are planned, named by role.

A table's name says what it holds (`ROOK_RAYS`, `PROMOTE_P_WHITE`), never which piece happened
to ask for it first. Two requests with the same name and the same content share one table; the
same name with other content gets a numbered twin (`_2`), so names stay unique and stable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from variantc.frontend.source import InternalError
from variantc.ir.model import Atom, Leap, Legs, Movement, Path
from variantc.runtime.packed import CONSTANTS
from variantc.runtime.topology import COMPASS_NAMES

Row = tuple  # one grid cell's entry: targets, (target, path) pairs, rays, ...
PACKED_ABOVE = 1 << 15  # a per-cell table whose literal would be longer is packed


@dataclass
class Table:
    name: str
    comment: str
    rows: tuple  # per_cell: one row per grid cell, voids included; else the literal's items
    per_cell: bool = True  # False: a frozenset of squares
    cites: list[str] = field(default_factory=list)  # where the definition asks for it

    @cached_property
    def packed(self) -> tuple[str, str] | None:
        """A big per-cell table as variantc.runtime.packed writes it: (ops, numbers); None
        for a table small enough to be written as a literal, one rank per line."""
        return packed(self.rows) if self.per_cell else None


def packed(rows: tuple) -> tuple[str, str] | None:
    """`rows` packed if their literal would be longer than PACKED_ABOVE, else None."""
    literal = repr(rows)
    if len(literal) <= PACKED_ABOVE:
        return None
    return pack(rows, ints_only=not any(word in literal for word in ("True", "False", "None")))


_OPS = {v: k for k, v in CONSTANTS.items() if v is not None} | {None: "N"}


def pack(value: tuple, ints_only: bool = False) -> tuple[str, str]:
    """`value` as variantc.runtime.packed.unpack reads it: (ops, numbers). A tuple equal to
    one written before is written as a reference to it; True stays apart from 1. With
    `ints_only` (no bool or None anywhere in `value`) a tuple is its own key, found at once."""
    ops: list[str] = []
    numbers: list[str] = []
    seen: dict[object, int] = {}  # key -> index among the tuples built
    known: dict[int, object] = {}  # id of a tuple met (alive with `value`) -> its key

    def walk(v: Any) -> object:
        """Write `v`; return its key: equal keys, equal values of equal types."""
        kind = type(v)
        if kind is int:
            ops.append("i")
            numbers.append(str(v))
            return v
        if v is None or kind is bool:
            ops.append(_OPS[v])
            return _OPS[v]  # no other key is a str
        if kind is not tuple:
            raise InternalError(f"a table holds a {kind.__name__}, which cannot be packed")
        key = v if ints_only and v in seen else known.get(id(v))
        if key is not None:
            ops.append("r")
            numbers.append(str(seen[key]))
            return key
        mark = len(ops), len(numbers)
        if _INTS.issuperset(map(type, v)):
            key = v
            if key not in seen:
                ops.append("l")
                numbers.append(str(len(v)))
                numbers.extend(map(str, v))
        else:
            ops.append("t")
            numbers.append(str(len(v)))
            if ints_only:
                for c in v:
                    walk(c)
                key = v
            else:
                key = tuple(walk(c) for c in v)
        if key in seen:  # its items were all seen too: no tuple was built for them
            del ops[mark[0]:], numbers[mark[1]:]
            ops.append("r")
            numbers.append(str(seen[key]))
        else:
            seen[key] = len(seen)
        known[id(v)] = key
        return key

    walk(value)
    return "".join(ops), " ".join(numbers)


_INTS = frozenset({int})


class Tables:
    """The tables of one module, in the order first asked for."""

    def __init__(self) -> None:
        self.by_name: dict[str, Table] = {}

    def add(self, name: str, comment: str, rows: tuple, per_cell: bool = True,
            cite: str | None = None) -> str:
        """The name of a table with this content: an existing one, or a new one. `cite` names
        the definition's line that asks for it."""
        candidate, n = name, 1
        while candidate in self.by_name:
            found = self.by_name[candidate]
            if found.rows == rows and found.per_cell == per_cell:
                break
            n += 1
            candidate = f"{name}_{n}"
        else:
            self.by_name[candidate] = Table(candidate, comment, rows, per_cell)
        table = self.by_name[candidate]
        if cite and cite not in table.cites:
            table.cites.append(cite)
        return candidate

    def squares(self, name: str, comment: str, cells: tuple[int, ...] | set[int]) -> str:
        return self.add(name, comment, tuple(sorted(cells)), per_cell=False)

    def __getitem__(self, name: str) -> Table:
        return self.by_name[name]

    def all(self) -> tuple[Table, ...]:
        return tuple(self.by_name.values())


ATOM_NAMES = {Atom.W: "WAZIR", Atom.F: "FERZ", Atom.D: "DABBABA", Atom.N: "KNIGHT",
              Atom.A: "ALFIL", Atom.H: "THREELEAPER", Atom.C: "CAMEL", Atom.Z: "ZEBRA",
              Atom.G: "TRIPPER"}
RIDER_NAMES = {Atom.W: "ROOK", Atom.F: "BISHOP", Atom.N: "NIGHTRIDER"}


def move_table_name(m: Movement, vectors: list[tuple[int, int]], initial: bool) -> str:
    """A move table's name from its geometry (`vectors` as the side moves them): `KNIGHT_LEAPS`,
    `ROOK_RAYS_3`, `WAZIR_LEAPS_NORTH`, `DABBABA_LAME_LEAPS_NORTH_INITIAL`, `PATH_OSR`."""
    if isinstance(m, Path):
        name = f"PATH_{m.first.value}{''.join(t.value for t in m.turns)}".upper()
    elif isinstance(m, Legs):
        spelt = m.written.strip("[]").replace("-", "_THEN_").replace("?", "_OR_")
        name = "LEGS_" + "".join(c if c.isalnum() or c == "_" else "_" for c in spelt).upper()
    else:
        atom = next((a for a in Atom if a.name == m.atom), None)
        lengths = atom.value if atom else _numbers(m.atom)
        base = ATOM_NAMES[atom] if atom else "LEAP_" + "_".join(map(str, lengths))
        if isinstance(m, Leap):
            name = f"{base}_{'LAME_LEAPS' if m.lame else 'LEAPS'}"
        else:
            rider = RIDER_NAMES.get(atom, f"{base}RIDER") if atom else f"{base}_RIDER"
            name = f"{rider}_RAYS" + (f"_{m.range}" if m.range else "")
        if len(lengths) != 2 or set(vectors) != _all_vectors(*lengths):
            name += "_" + "_".join(_directions(vectors))
    return name + ("_INITIAL" if initial else "")


def _all_vectors(long: int, short: int) -> set[tuple[int, int]]:
    return {(x * a, y * b) for a, b in ((long, short), (short, long))
            for x in (1, -1) for y in (1, -1)}


def _numbers(atom: str) -> tuple[int, ...]:
    """A leap's lengths, longest first: (2,4) is (4, 2), (1,1,1) on a 3-D board (1, 1, 1)."""
    return tuple(sorted((abs(int(x)) for x in atom.strip("()").split(",")), reverse=True))


def _directions(vectors: list[tuple[int, int]]) -> list[str]:
    """The compass sectors the vectors point into, in compass order."""
    sectors = {COMPASS_NAMES.index(_sector(df, dr)) for df, dr in vectors}
    return [COMPASS_NAMES[i].upper() for i in sorted(sectors)]


def _sector(df: int, dr: int) -> str:
    ns = "north" if dr > 0 else "south" if dr < 0 else ""
    ew = "east" if df > 0 else "west" if df < 0 else ""
    return ns + ew
