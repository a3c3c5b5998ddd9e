"""Lowering castling: the king and rook letters, the king's destinations (files or slides),
the castling row, gates and the dropped-piece clauses (docs/language.md#8-castling)."""

from __future__ import annotations

from dataclasses import replace

from variantc.diagnostics import Code
from variantc.frontend.nodes import CastlingStmt
from variantc.frontend.source import Span
from variantc.ir.lower_board import square
from variantc.ir.lower_pools import condition
from variantc.ir.lowering import Lowering, unknown_letter
from variantc.ir.model import Castling, Condition
from variantc.runtime.moves import CASTLES, MAX_SLIDES


def castling(lo: Lowering) -> Castling | None:
    stmt = lo.doc.single(CastlingStmt)
    if stmt is None or lo.topo is None:
        return None
    ok = not any([unknown_letter(lo, stmt.king), unknown_letter(lo, stmt.rook)])
    if ok and stmt.king.text == stmt.rook.text:
        ok = False
        lo.doc.error(stmt.rook.span, Code.E705, f"the castling rook '{stmt.rook.text}' is the king "
                     "itself", why="castling moves a king and a different piece, the rook",
                     hint="name the rook's letter, e.g. 'rook R'")
    slides = _slides(lo, stmt)
    if slides is None:
        ok, slides = False, ()
    to = _destinations(lo, stmt)
    if to is None:
        ok = False
    elif not stmt.slide and len(to) < 2:
        ok = False
        missing = "kingside" if "kingside" not in to else "queenside"
        example = "g1" if missing == "kingside" else "c1"
        lo.doc.error(stmt.span, Code.E707,
                     f"castling gives the king no destination on the {missing}",
                     why="each wing needs 'kingside to SQUARE' and 'queenside to SQUARE', or a "
                     "slide for both", hint=f"add e.g. '{missing} to {example}' (chess), or "
                     "'slide 2'")
    if stmt.chess960 is not None and stmt.restores:
        ok = False
        lo.doc.error(stmt.chess960.span, Code.E710, "chess960 castling cannot restore rights with "
                     "dropped rooks", why="in chess960 a file letter in the FEN names a castling "
                     "rook; dropped-rooks-castle uses it for an unmoved king",
                     hint="keep one of 'chess960' and 'dropped-rooks-castle'")
    dropped = _dropped(lo, stmt, to)
    if stmt.dropped is not None and dropped is None:
        ok = False
    gates: dict[str, Condition | None] = {}
    for wing, cond in stmt.gates:
        if wing.text in gates:
            lo.doc.error(wing.span, Code.E706, f"the {wing.text} condition is given twice",
                         why="each wing has one condition", hint="join them into one")
            continue
        gates[wing.text] = condition(lo, cond)
    if not ok or to is None or None in gates.values():
        return None
    ranks = {lo.topo.row_of(0, cell) for cell in to.values()}
    if dropped is not None:
        ranks.add(lo.topo.row_of(0, dropped))
    return Castling(span=stmt.span, king=stmt.king.text, rook=stmt.rook.text, slides=slides,
                    slide_span=_through(stmt.slide[0].span, stmt.slide[-1].span) if stmt.slide else None,
                    kingside_file=_file(lo, to.get("kingside")),
                    queenside_file=_file(lo, to.get("queenside")),
                    rank=ranks.pop() if ranks else None, chess960=stmt.chess960 is not None,
                    restores=stmt.restores, dropped=dropped,
                    kingside=gates.get("kingside"), queenside=gates.get("queenside"))


def _slides(lo: Lowering, stmt: CastlingStmt) -> tuple[int, ...] | None:
    """The castling's slides, each its king's cells toward its rook; None after a problem."""
    for i, word in enumerate(stmt.slide):
        if int(word.text) < 1:
            why, hint = "castling moves the king toward the rook", "chess uses 'slide 2'"
            message = "the king must slide at least one square"
        elif i >= MAX_SLIDES:
            message = f"at most {MAX_SLIDES} slides"
            why = (f"each slide is a castle on each wing of each side, and a move keeps its "
                   f"castle in a field of {CASTLES} values")
            hint = "keep two lengths, as 'slide 2 3' (short and long)"
        elif word.text in [w.text for w in stmt.slide[:i]]:
            message = f"the slide {word.text} is given twice"
            why, hint = "each slide is a castle of its own on each wing", \
                "give each length once, e.g. 'slide 2 3'"
        else:
            continue
        lo.doc.error(word.span, Code.E702, message, why=why, hint=hint)
        return None
    return tuple(int(w.text) for w in stmt.slide)


def _through(first: Span, last: Span) -> Span:
    """From the start of one span to the end of another."""
    return replace(first, end_line=last.end_line, end_col=last.end_col)


def _dropped(lo: Lowering, stmt: CastlingStmt, to: dict[str, int] | None) -> int | None:
    """The square of `dropped-castle`, white's; None without one or after a problem."""
    assert lo.topo is not None
    word = stmt.dropped
    if word is None:
        return None
    cell = square(lo.doc, lo.topo, word)
    if cell is None:
        return None
    other = stmt.chess960 is not None or stmt.restores
    if other:
        lo.doc.error(word.span, Code.E610, "dropped-castle cannot go with "
                     + ("chess960" if stmt.chess960 is not None else "dropped-rooks-castle"),
                     why="dropped-castle fixes the castles: a king dropped on its square and a "
                     "rook on a corner of its rank", hint="keep one of them")
        return None
    if to and {lo.topo.row_of(0, c) for c in to.values()} != {lo.topo.row_of(0, cell)}:
        lo.doc.error(word.span, Code.E611, f"{word.text} is not on the castling rank",
                     why="a king dropped there castles on its rank, where its destinations are",
                     hint="give a square on the rank of the 'to' squares")
        return None
    return cell


def _file(lo: Lowering, cell: int | None) -> int | None:
    return None if cell is None or lo.topo is None else cell % lo.topo.files


def _destinations(lo: Lowering, stmt: CastlingStmt) -> dict[str, int] | None:
    """The king's destination per wing, white's squares; None after a problem (reported)."""
    assert lo.topo is not None
    topo, out, ok = lo.topo, dict[str, int](), True
    for wing, word in stmt.destinations:
        if wing.text in out:
            ok = False
            lo.doc.error(wing.span, Code.E709, f"the {wing.text} destination is given twice",
                         why="the king castles to one square on each wing",
                         hint="keep one 'to' for each wing")
            continue
        cell = square(lo.doc, topo, word)
        if cell is None:
            ok = False
            continue
        if out and {c // topo.files for c in out.values()} != {cell // topo.files}:
            ok = False
            lo.doc.error(word.span, Code.E708, f"{word.text} is not on the rank of the other "
                         "castling destination", why="a side castles on one rank, both ways",
                         hint="give both destinations on the same rank")
            continue
        beside = cell - 1 if wing.text == "kingside" else cell + 1
        if cell // topo.files != beside // topo.files or not topo.is_square(beside) or not \
                topo.is_square(topo.cell(beside % topo.files, topo.ranks - 1 - cell // topo.files)):
            ok = False
            lo.doc.error(word.span, Code.E711, f"castling to {word.text}, the rook would land off "
                         "the board", why="the rook lands beside the king, on the side of the "
                         "king's start: "
                         + ("west" if wing.text == "kingside" else "east") + f" of {word.text}, "
                         "on a square for both sides", hint="choose another destination")
            continue
        mirror = topo.cell(cell % topo.files, topo.ranks - 1 - cell // topo.files)
        if not topo.is_square(mirror):
            ok = False
            lo.doc.error(word.span, Code.E711, f"black's {wing.text} destination, "
                         f"{topo.name(mirror)}, is not a square",
                         why="black castles to the same file on its own side",
                         hint="choose another destination")
            continue
        out[wing.text] = cell
    return out if ok else None
