"""Writing a FEN (runtime.fen reads them): the board field, the pools, the en-passant field
and the rest, in Fairy-Stockfish's form, for both engines alike."""

from __future__ import annotations

from variantc.runtime.fen import (
    BLACK,
    WHITE,
    FenPosition,
    Man,
    Notation,
    beyond,
    braced,
)
from variantc.runtime.topology import VOID, Topology


def board_field(placement: dict[int, Man], topo: Topology, starred: bool = False,
                walls: frozenset[int] = frozenset()) -> str:
    """The board's rows; with `starred`, each void cell is a '*' of its own, as is each wall."""
    rows = []
    for cells in topo.rows:
        row, empty = [], 0
        for cell in cells:
            man = placement.get(cell)
            star = starred and topo.kinds[cell] == VOID or cell in walls
            if man is None and not star:
                empty += 1
                continue
            if empty:
                row.append(str(empty))
                empty = 0
            row.append("*" if man is None else _letter(man[0], man[1]) + ("~" if man[2] else ""))
        if empty:
            row.append(str(empty))
        rows.append("".join(row))
    return "".join(row + ("|" if i in topo.level_breaks else "/") for i, row in enumerate(rows))[:-1]


def _letter(side: int, letter: str) -> str:
    return letter if side == WHITE else letter.lower()


def pools_field(pos: FenPosition, notation: Notation) -> str:
    if not notation.pools:
        return ""
    order = {letter: i for i, letter in enumerate(notation.letters)}

    def written(men: list[tuple[int, str]]) -> str:
        return "".join(_letter(s, x) for s, x in sorted(men, key=lambda m: (m[0], order[m[1]])))

    if notation.merged:
        return f"[{written(pos.pools[WHITE] + pos.pools[BLACK])}]"
    return "[" + "/".join(written(seg) for seg in pos.pools) + "]"


def _ep_field(pos: FenPosition, notation: Notation) -> str:
    """The en-passant field: the squares, and the man's square only where `fen.beyond` would not
    find it from them."""
    if not pos.ep:
        return "-"
    if notation.turns is not None:  # each square takes the man beyond it (fen._turn_passed)
        return "".join(notation.topo.name(c) for c in pos.ep)
    assert pos.ep_victim is not None
    listed = set(pos.ep)
    man = pos.placement.get(pos.ep_victim)
    if (beyond(pos.placement, min(pos.ep), 1 - pos.side, notation) != pos.ep_victim
            or man is not None and man[1] in notation.recorded):
        listed.add(pos.ep_victim)
    return "".join(notation.topo.name(c) for c in sorted(listed))


def write(pos: FenPosition, notation: Notation) -> str:
    ep = str(pos.counting[0]) if pos.counting[0] else _ep_field(pos, notation)
    if notation.struck:  # counter-strike's square holds the field
        ep = "-" if pos.struck is None else notation.topo.name(pos.struck)
    clock = pos.counting[1] if pos.counting[0] else pos.halfmove
    side = ("w" if pos.side == WHITE else "b") + (str(pos.done) if pos.done else "") + "f" * pos.free
    board = board_field(pos.placement, notation.topo, notation.starred, pos.walls)
    board += pools_field(pos, notation)
    shown = braced(notation)
    if shown:
        pairs = (f"{pos.counters[2 * i]},{pos.counters[2 * i + 1]}" for i in shown)
        board += "{" + "/".join(pairs) + "}"
    if notation.checks is not None:
        counter, wins = notation.checks
        given = pos.counters[2 * counter : 2 * counter + 2]
        ep += f" {max(0, wins - given[0])}+{max(0, wins - given[1])}"
    return f"{board} {side} {pos.castling or '-'} {ep} {clock} {pos.fullmove}"
