"""Lowering the effects of a capture: `explosion around BETZA+ [sparing KIND+]`, `petrify KIND+`;
and the wall placed after a move: `walling RULE`.

The neighbourhood is written in Betza notation; only plain leaps (no riders, hoppers, lame
leaps, or `m`/`c`/`i` modifiers) name squares around the capture square (E540). A side whose
royal man is blown up loses, so `royal-captured` may only lose (E543).
"""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.nodes import (
    CounterStrikeStmt,
    ExplosionStmt,
    GatingStmt,
    PetrifyStmt,
    Statement,
    TransferStmt,
    TurnsStmt,
    WallingStmt,
)
from variantc.frontend.nodes_endings import EndingStmt
from variantc.ir.betza import parse_betza
from variantc.ir.explosion import Explosion
from variantc.ir.lowering import Lowering, unknown_letter
from variantc.ir.model import Leap, Mode
from variantc.ir.sparing import CounterStrike
from variantc.ir.transfer import Transfer, TransferRule
from variantc.ir.walling import Walling, WallingRule


def explosion(lo: Lowering) -> Explosion | None:
    stmt = lo.doc.single(ExplosionStmt)
    if stmt is None:
        return None
    vectors: set[tuple[int, int]] = set()
    for word in stmt.around:
        moves, problems = parse_betza(word.text, word.span, lo.lattice, lo.cube)
        lo.doc.problems.extend(problems)
        for m in moves:
            if (not isinstance(m, Leap) or m.lame or m.mode is not Mode.ANY or m.initial
                    or m.adjacent is not None):
                lo.doc.error(word.span, Code.E540, f"'{word.text}' is not a plain leap",
                             why="an explosion's neighbourhood is the squares a leap reaches "
                             "from the capture square: no riders, hoppers, lame leaps or "
                             "m, c, i modifiers",
                             hint="name the squares with leaps, e.g. 'explosion around K'")
                continue
            vectors.update(m.vectors)
    for ending in lo.doc.only(EndingStmt, "royal-captured"):
        if ending.outcome.text != "loses":
            lo.doc.error(ending.outcome.span, Code.E543, f"'royal-captured {ending.outcome.text}' "
                         "cannot go with explosions",
                         why="with explosions, a side whose royal man is blown up loses",
                         hint="write 'royal-captured loses'")
    for word in stmt.sparing:
        unknown_letter(lo, word, "'sparing' names the kinds a blast leaves standing")
    return Explosion(span=stmt.span, vectors=tuple(sorted(vectors)),
                     spared=tuple(dict.fromkeys(w.text for w in stmt.sparing)))


def petrify(lo: Lowering) -> tuple[str, ...]:
    """The kinds whose men turn into a wall where they capture; none cannot go with explosions
    (E550): both say what a capture leaves on its square."""
    stmt = lo.doc.single(PetrifyStmt)
    if stmt is None:
        return ()
    for word in stmt.kinds:
        unknown_letter(lo, word, "'petrify' names the kinds whose men turn into walls")
    if lo.doc.single(ExplosionStmt) is not None:
        lo.doc.error(stmt.span, Code.E550, "'petrify' cannot go with explosions",
                     why="both say what a capture leaves on its square: a wall, or nothing",
                     hint="remove the 'petrify' statement or the explosion")
    return tuple(dict.fromkeys(w.text for w in stmt.kinds))


def transfer(lo: Lowering) -> Transfer | None:
    """`transfer RULE`: a rule the language knows, on a board of levels (E640), with rules it
    can go with (E641)."""
    stmt = lo.doc.single(TransferStmt)
    if stmt is None:
        return None
    known = [r.value for r in TransferRule]
    topo = lo.topo
    if stmt.rule.text not in known or topo is not None and (topo.cube is None or any(
            topo.is_square(c) and not topo.is_square(topo.next_level(c)) for c in range(topo.size))):
        lo.doc.error(stmt.rule.span, Code.E640, f"'transfer {stmt.rule.text}' cannot be made here",
                     why="a man transfers to the square of its file and rank on the next level: "
                         "the transfer rules are " + ", ".join(known) + ", on a board of levels "
                         "whose every square has a square above it",
                     hint="write 'transfer next-level' on a board such as 'board 8x8x2'")
        return None
    others = [word for word, kind in (
        ("gating", GatingStmt), ("walling", WallingStmt), ("explosion", ExplosionStmt),
        ("petrify", PetrifyStmt), ("turns", TurnsStmt), ("royal-captured", Statement),
        ("duple-check", Statement), ("lone-royal", Statement))
        if lo.doc.only(kind, None if kind is not Statement else word)]
    others = ["pools"] * bool(lo.names.pools) + others
    if others:
        lo.doc.error(stmt.span, Code.E641, f"'transfer' cannot go with {others[0]}",
                     why="a transfer moves the man a move leaves, and the move is judged before and "
                         "after it: rules that place, remove or take men besides are not followed "
                         "through a transfer",
                     hint=f"remove the 'transfer' statement or the {others[0]}")
        return None
    return Transfer(span=stmt.span, rule=TransferRule(stmt.rule.text))


def counter_strike(lo: Lowering) -> CounterStrike | None:
    """`counter-strike KIND+`: known kinds (E504), and no rule that shares the FEN's en-passant
    field, where the square is written (E577)."""
    stmt = lo.doc.single(CounterStrikeStmt)
    if stmt is None:
        return None
    kinds = tuple(w.text for w in stmt.kinds if not unknown_letter(lo, w))
    others = [word for word, kind in (("counting", Statement), ("turns", TurnsStmt),
                                      ("free-order", Statement))
              if lo.doc.only(kind, None if kind is not Statement else word)]
    passing = [p.letter.text for p in lo.names.pieces
               if any(c.keyword == "en-passant" for c in p.clauses)]
    others += ["en-passant"] * bool(passing) + ["pools"] * bool(lo.names.pools)
    if others:
        lo.doc.error(stmt.span, Code.E577, f"'counter-strike' cannot go with {others[0]}",
                     why="the square of the last capture it forbids retaking elsewhere is written "
                         "in the FEN's en-passant field, which that rule uses too, and is kept by "
                         "moves of men on the board, not by drops",
                     hint=f"remove the 'counter-strike' statement or the {others[0]}")
        return None
    return CounterStrike(span=stmt.span, kinds=kinds)


def walling(lo: Lowering) -> Walling | None:
    """`walling RULE`: the rule must be one the language knows (E870)."""
    stmt = lo.doc.single(WallingStmt)
    if stmt is None:
        return None
    known = [r.value for r in WallingRule]
    if stmt.rule.text not in known:
        lo.doc.error(stmt.rule.span, Code.E870, f"'{stmt.rule.text}' is not a walling rule",
                     why="the walling rules are " + ", ".join(known),
                     hint="write 'walling duck'")
        return None
    return Walling(span=stmt.span, rule=WallingRule(stmt.rule.text))
