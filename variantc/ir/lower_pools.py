"""Lowering pools and what reads them: captures, drops, the exchange, counters, conditions.

Pools and counter names are declared before this runs (lowering.declare); here the statements
that use them are lowered, and conditions (`when held(hand) > 1`) are resolved.
"""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend import nodes
from variantc.frontend.nodes import CapturesStmt, CounterStmt, DropStmt, ExchangeStmt, GatingStmt
from variantc.ir.lowering import Lowering, known_pool, unknown_letter
from variantc.ir.model import (
    Capture,
    Compare,
    Condition,
    Count,
    Counter,
    CounterKind,
    DropSource,
    Exchange,
    Gating,
    Term,
    TermKind,
)
from variantc.ir.statements import at


def capture(lo: Lowering) -> Capture | None:
    stmt = lo.doc.single(CapturesStmt)
    if stmt is None or not known_pool(lo, stmt.pool):
        return None
    return Capture(span=stmt.span, pool=stmt.pool.text, keep_colour=stmt.keeping)


def drops(lo: Lowering) -> tuple[DropSource, ...]:
    out: dict[str, DropSource] = {}
    for stmt in lo.doc.only(DropStmt):
        if not known_pool(lo, stmt.pool):
            continue
        if stmt.pool.text in out:
            lo.doc.error(stmt.span, Code.E011, f"'drop from {stmt.pool.text}' is given more than once",
                         why=f"the first is at {at(out[stmt.pool.text].span)}",
                         hint="join the conditions into one statement")
            continue
        when = condition(lo, stmt.when) if stmt.when else None
        out[stmt.pool.text] = DropSource(span=stmt.span, pool=stmt.pool.text, when=when,
                                         forced=stmt.forced)
    return tuple(out.values())


def exchange(lo: Lowering) -> Exchange | None:
    stmt = lo.doc.single(ExchangeStmt)
    if stmt is None or not all(known_pool(lo, w) for w in (stmt.source, stmt.target)):
        return None
    return Exchange(span=stmt.span, source=stmt.source.text, target=stmt.target.text)


def gating(lo: Lowering) -> Gating | None:
    stmt = lo.doc.single(GatingStmt)
    if stmt is None or not known_pool(lo, stmt.pool):
        return None
    rank, ranks = int(stmt.rank.text), lo.topo.ranks if lo.topo else 0
    if not 1 <= rank <= ranks:
        lo.doc.error(stmt.rank.span, Code.E403, f"rank {rank} is not on the board",
                     why=f"ranks run 1-{ranks}", hint="gate on the side's back rank: 'on rank 1'")
        return None
    return Gating(span=stmt.span, pool=stmt.pool.text, rank=rank - 1)


def counters(lo: Lowering) -> tuple[Counter, ...]:
    out: dict[str, Counter] = {}
    for stmt in lo.doc.only(CounterStmt):
        if stmt.name.text in out:
            lo.doc.error(stmt.name.span, Code.E531, f"counter '{stmt.name.text}' is declared twice",
                         why=f"it is first declared at {at(out[stmt.name.text].span)}",
                         hint="remove one of the two statements")
            continue
        for word in stmt.letters:
            unknown_letter(lo, word, "a counter names the pieces whose captures it counts")
        out[stmt.name.text] = Counter(span=stmt.span, name=stmt.name.text,
                                      counts=CounterKind(stmt.counts.text),
                                      letters=tuple(w.text for w in stmt.letters))
    return tuple(out.values())


def condition(lo: Lowering, cond: nodes.Condition) -> Condition | None:
    """A comparison of two terms; None if a term names something unknown (reported)."""
    left = _term(lo, cond.left)
    if left is None:
        return None
    right = _term(lo, cond.right)
    if right is None:
        return None
    return Condition(span=cond.span, left=left, op=Compare(cond.op.text), right=right)


def _term(lo: Lowering, term: nodes.Term) -> Term | None:
    kind, word = TermKind(term.kind), term.word
    if kind is TermKind.NUMBER:
        return Term(kind=kind, number=int(word.text))
    if kind is TermKind.COUNTER:
        if word.text not in lo.names.counters:
            known = ", ".join(lo.names.counters) or "none"
            lo.doc.error(word.span, Code.E532, f"unknown counter '{word.text}'",
                         why=f"the counters are {known}",
                         hint=f"declare it: 'counter {word.text} counts losses of ...'")
            return None
        return Term(kind=kind, name=word.text)
    if kind is TermKind.COUNT:
        assert term.zone is not None  # the grammar gives count(...) its zone
        zone = lo.zones.inline(term.zone, "count")
        if unknown_letter(lo, word) or zone is None:
            return None
        return Term(kind=kind, count=Count(letter=word.text, zone=zone))
    if not known_pool(lo, word):
        return None
    return Term(kind=kind, name=word.text)
