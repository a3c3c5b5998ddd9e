"""Checks of first moves (`first-moves`): they never capture, they do not share the castling
field with castling, and each right the setup grants names a man that may hold it."""

from __future__ import annotations

from collections.abc import Callable

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic, Span
from variantc.ir.model import Legs, Mode, Path, Side, Variant

RightsSpan = Callable[[Variant, str | None], Span]


def first_moves(v: Variant, where: RightsSpan) -> list[Diagnostic]:
    out = [Diagnostic(m.span, Code.E730, f"{p.name}'s first move '{m.atom}' may capture",
                      why="a first move is made only with its right; whether a man attacks a "
                      "square may not depend on a right", hint=f"write it move-only: m{m.atom}")
           for p in v.pieces if p.first for m in p.first.moves
           if m.mode is not Mode.MOVE and not isinstance(m, Path | Legs)]  # Betza makes neither
    firsts = {p.letter for p in v.pieces if p.first}
    if not firsts:
        return out
    if v.castling is not None:
        out.append(Diagnostic(v.castling.span, Code.E731, "the variant castles and has first "
                              "moves", why="both would be written in the FEN's castling field",
                              hint="keep one of them"))
        return out
    rights = v.setup.fen.split()[2]
    topo = v.board.topology()
    for letter in "" if rights == "-" else rights:
        side = Side.WHITE if letter.isupper() else Side.BLACK
        file = ord(letter.lower()) - ord("a")
        rank = 0 if side is Side.WHITE else v.board.ranks - 1
        cell = topo.cell(file, rank) if 0 <= file < v.board.files else -1
        if not any(m.cell == cell and m.side is side and m.letter in firsts
                   for m in v.setup.men):
            square = topo.name(cell) if cell >= 0 else f"file {letter.lower()}"
            out.append(Diagnostic(where(v, letter), Code.E732, f"first-move right '{letter}' "
                                  f"names {square}, where no {side.value} man with first moves "
                                  "stands", why="a right is held by the man on that file of its "
                                  "side's first rank", hint="remove the letter, or place the man "
                                  f"({'/'.join(sorted(firsts))})"))
    return out

