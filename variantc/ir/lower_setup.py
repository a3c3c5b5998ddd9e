"""Lowering the setup: the start position's FEN, read with the notation the statements imply."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.nodes import (
    CastlingStmt,
    FirstMovesClause,
    FlagClause,
    GatingStmt,
    PromotesClause,
    SetupStmt,
    Statement,
)
from variantc.frontend.source import Span
from variantc.ir.lowering import Lowering
from variantc.ir.model import Capture, Held, Man, Setup, Side
from variantc.runtime import fen, fen_write
from variantc.runtime.topology import Topology


def setup(lo: Lowering, capture: Capture | None, starred: bool) -> Setup | None:
    """The start position, or None without a board, pieces or a readable FEN (reported).
    `starred`: the board's FENs write void cells as '*' (`starred-voids`)."""
    if lo.topo is None:
        return None
    written = _written(lo, lo.topo)
    if written is None or not lo.names.letters:
        return None  # no pieces at all: that is reported once, not for every letter here
    text, span = written
    notation = _notation(lo, lo.topo, capture, starred)
    try:
        pos = fen.parse(text, notation)
    except fen.FenError as exc:
        col = span.col + exc.column - 1
        lo.doc.error(Span(span.file, span.line, col, span.line, col), Code.E602,
                     f"bad setup: {exc.message}", why="the setup is a FEN of this board",
                     hint=exc.hint)
        return None
    side = (Side.WHITE, Side.BLACK)
    men = tuple(Man(cell=c, side=side[s], letter=ltr, marked=marked)
                for c, (s, ltr, marked) in sorted(pos.placement.items()))
    held = tuple(Held(pool=notation.pools[i // 2], owner=side[i % 2], side=side[s], letter=x)
                 for i, segment in enumerate(pos.pools) for s, x in segment)
    return Setup(span=span, fen=fen_write.write(pos, notation), written=text, men=men,
                 held=held, counters=tuple(pos.counters))


def _written(lo: Lowering, topo: Topology) -> tuple[str, Span] | None:
    """The FEN and where it starts: the rules block has the last word over the front matter."""
    src = lo.doc.src
    stmt = lo.doc.single(SetupStmt)
    front = src.front.get("engine.setup")
    if stmt:
        return stmt.fen.text, stmt.fen.span
    if front:
        span = front.span
        line = src.lines[span.line - 1] if span.line <= len(src.lines) else ""
        if line[span.col - 1 : span.col] in "\"'":
            span = Span(span.file, span.line, span.col + 1, span.end_line, span.end_col)
        return str(front.value), span
    if "setup" not in lo.doc.ast.failed and src.rules_span is not None:
        empty = "/".join(str(len(row)) for row in topo.rows)
        lo.doc.error(src.rules_span, Code.E601, "the variant has no setup",
                     why="the starting position is a FEN",
                     hint=f'add e.g. setup "{empty} w - - 0 1", with the men in place')
    return None


def _notation(lo: Lowering, topo: Topology, capture: Capture | None, starred: bool
              ) -> fen.Notation:
    """The FEN notation, from the statements alone (the IR does not exist yet)."""
    pieces = lo.names.pieces
    letters = tuple(p.letter.text for p in pieces)
    letters += tuple(sorted(lo.doc.ast.failed_letters - set(letters)))
    demoting = capture is not None and not capture.keep_colour
    marks = tuple(sorted({w.text for p in pieces for c in p.clauses
                          if isinstance(c, PromotesClause) for w in c.every_choice
                          if not w.text.startswith("+")})) if demoting else ()
    pools = tuple(p.name for p in lo.names.pools)
    merged = len(pools) == 1 and not (capture is not None and capture.keep_colour)
    # Royal counts are judged by validate (E606), with a better message than the FEN reader.
    castling = lo.doc.only(CastlingStmt)
    passers = tuple(p.letter.text for p in pieces
                    if any(isinstance(c, FlagClause) and c.keyword == "en-passant"
                           for c in p.clauses))
    castles = fen.CastlingNotation(castling[0].king.text, castling[0].rook.text, (-1, -1)) \
        if castling else None  # its rights may name rooks' files; the ranks are not needed here
    firsts = tuple(p.letter.text for p in pieces
                   if any(isinstance(c, FirstMovesClause) for c in p.clauses))
    gates = fen.GatingNotation((-1, -1), 0, False) if lo.doc.only(GatingStmt) else None
    return fen.Notation(topo, letters, (), pools, merged, marks, lo.names.counters,
                        unmoved_kings=bool(castling and castling[0].restores), passers=passers,
                        castling=castles, starred=starred, firsts=firsts,
                        gating=gates,  # gates may name any file
                        free_order=bool(lo.doc.only(Statement, "free-order")))
