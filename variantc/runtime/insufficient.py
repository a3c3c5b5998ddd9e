"""`insufficient-material` in a compiled engine: whether a side cannot mate with its men, as
Fairy-Stockfish adjudicates it, over the engine's board of codes and the tables the back end
states in `_endings["insufficient"]` (backend/assemble.py). The reference judges the same rule
on its own (variantc/reference/insufficient.py), from the IR."""

from __future__ import annotations

from typing import Any

# The engine (runtime.engine.CompiledEngine) is typed Any, as in runtime.endings: importing it
# would be a cycle in the runtime that `compile --standalone` embeds.
CompiledEngine = Any


def cannot_mate(e: CompiledEngine, side: int) -> bool:
    """Whether `side` (0 white, 1 black) cannot mate; False without the rule. The tables, per
    side judged: codes of men that never count (royal), codes its own men of which stand where
    no enemy royal man may (confined away), codes of its men that may mate (or promote to a
    kind that may), codes of colour-bound men (either side's); and whether a stalemate draws."""
    rule = e._endings.get("insufficient")
    if rule is None:
        return False
    _, royal, away, mating, bound, drawn = rule
    away, mating, bound = away[side], mating[side], bound[side]
    if _holds(e, side):
        return False
    files, sign = e._notation.topo.files, 1 if side == 0 else -1
    colours = set()
    bound_men = other = 0
    mine_bound = mine_other = False
    for cell, q in enumerate(e._board):
        if not q or q != q:  # empty, or a wall (NaN)
            continue
        code, mine = abs(q), (q > 0) == (sign > 0)
        if code in royal:
            continue
        if code in away:
            if mine:
                continue
        elif mine and code in mating:
            return False
        elif code in bound:
            colours.add((cell % files + cell // files) % 2)
            bound_men += 1
            mine_bound = mine_bound or mine
            continue
        other += 1
        mine_other = mine_other or mine
    if mine_bound and (len(colours) > 1 or other or not drawn):
        return False
    return not (mine_other and (other + bound_men >= 2 or not drawn))


def _holds(e: CompiledEngine, side: int) -> bool:
    """Whether `side` owns a man in any pool: it may drop it, and mate with it."""
    kinds = len(e._letters) + 1
    for pool in range(len(e._notation.pools)):
        for colour in (0, 1):
            base = ((pool * 2 + side) * 2 + colour) * kinds
            if any(e._pools[base:base + kinds]):
                return True
    return False
