"""Lowering `shuffle ZONE order KIND+ [both-colours KIND+] [between KIND KIND]`: the setup's
men on a row placed anew for each numbered start (docs/language.md#shuffle)."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.nodes import ShuffleStmt, Word
from variantc.ir.lowering import Lowering, unknown_letter
from variantc.ir.model import Castling, Setup, Shuffle, Side
from variantc.runtime.topology import Topology


def shuffle(lo: Lowering, setup: Setup | None, castling: Castling | None) -> Shuffle | None:
    stmt = lo.doc.single(ShuffleStmt)
    topo = lo.topo
    if stmt is None or topo is None or setup is None:
        return None
    if topo.lattice != "square" or topo.cube is not None:
        lo.doc.error(stmt.span, Code.E620, "'shuffle' is for boards of squares",
                     why="a start mirrors white's row for black file by file, on a flat board "
                         "of squares", hint="remove the 'shuffle' statement")
        return None
    cells = lo.zones.expr(stmt.zone, Side.WHITE)
    if cells is None:
        return None
    men = _men(lo, stmt, topo, setup, cells)
    words = [*stmt.order, *stmt.both_colours, *(stmt.between or ())]
    if men is None or any([unknown_letter(lo, w) for w in words]):
        return None
    ordered = sorted(cells, key=lambda c: topo.coords(c)[::-1])
    letters = tuple(men[c] for c in ordered)
    if not _numbered(lo, stmt, letters):
        return None
    if not _castles(lo, stmt, setup, castling):
        return None
    light = topo.colour(topo.cell(1, 0))  # b1's colour comes first, as in Scharnagl's numbering
    return Shuffle(span=stmt.span, cells=tuple(ordered),
                   mirrors=tuple(_mirror(topo, c) for c in ordered),
                   first_colour=tuple(topo.colour(c) == light for c in ordered), men=letters,
                   order=tuple(w.text for w in stmt.order),
                   both_colours=tuple(w.text for w in stmt.both_colours),
                   between=None if stmt.between is None
                   else (stmt.between[0].text, stmt.between[1].text))


def _mirror(topo: Topology, cell: int) -> int:
    f, r = topo.coords(cell)
    return topo.cell(f, topo.ranks - 1 - r)


def _men(lo: Lowering, stmt: ShuffleStmt, topo: Topology, setup: Setup,
         cells: tuple[int, ...]) -> dict[int, str] | None:
    """White's letter on each cell of the zone, where the setup places a white man on each and
    black's mirror image; reported otherwise."""
    placed = {m.cell: m for m in setup.men}
    found: dict[int, str] = {}
    for cell in cells:
        man, mirror = placed.get(cell), placed.get(_mirror(topo, cell))
        problem = ""
        if man is None or man.side is not Side.WHITE or man.marked:
            problem = f"the setup has no white man on {topo.name(cell)}"
        elif mirror is None or mirror.side is not Side.BLACK or mirror.letter != man.letter:
            problem = (f"the setup's black man on {topo.name(_mirror(topo, cell))} is not the "
                       f"mirror of white's '{man.letter}' on {topo.name(cell)}")
        if problem:
            lo.doc.error(stmt.zone.span, Code.E620, problem,
                         why="a shuffle rearranges white's men on the zone's squares and "
                             "black's on the same files at the far end, alike",
                         hint="shuffle a zone of white's men whose black mirror image stands "
                              "in the setup, e.g. 'shuffle rank 1'")
            return None
        assert man is not None
        found[cell] = man.letter
    if not found:
        lo.doc.error(stmt.zone.span, Code.E620, "the shuffled zone holds no square",
                     why="a shuffle rearranges white's men on the zone's squares",
                     hint="name the row of men to shuffle, e.g. 'shuffle rank 1'")
        return None
    return found


def _numbered(lo: Lowering, stmt: ShuffleStmt, letters: tuple[str, ...]) -> bool:
    """Whether the order, colours and `between` number every start exactly once."""
    counts = {k: letters.count(k) for k in letters}
    order = [w.text for w in stmt.order]
    why = "a start's number places the kinds of 'order' in turn; those left must fill the " \
          "squares left in one way only"

    def bad(word: Word, message: str, hint: str) -> bool:
        lo.doc.error(word.span, Code.E621, message, why=why, hint=hint)
        return False

    for i, word in enumerate(stmt.order):
        if word.text not in counts:
            return bad(word, f"'{word.text}' has no man on the shuffled squares",
                       hint="list the kinds of the men the zone holds")
        if word.text in order[:i]:
            return bad(word, f"'{word.text}' is listed twice", hint="list each kind once")
    for word in stmt.both_colours:
        if counts.get(word.text) != 2:
            return bad(word, f"'{word.text}' has {counts.get(word.text, 0)} men on the shuffled "
                       "squares, not two", hint="'both-colours' names kinds with two men there")
        if word.text not in order or order.index(word.text) >= len(stmt.both_colours) or \
                any(k not in [w.text for w in stmt.both_colours]
                    for k in order[:order.index(word.text)]):
            return bad(word, f"'{word.text}' is not among the first kinds of 'order'",
                       hint="list the 'both-colours' kinds first in 'order', so that each "
                            "number's colours are counted alike")
    left = sorted(k for k in counts if k not in order)
    if stmt.between is not None:
        inner, outer = (w.text for w in stmt.between)
        if left != sorted({inner, outer}) or counts.get(inner) != 1 or counts.get(outer) != 2:
            return bad(stmt.between[0], f"'between {inner} {outer}' is not the men left over",
                       hint=f"leave out of 'order' one man of '{inner}' and two of '{outer}', "
                            "and nothing else")
    elif len(left) > 1:
        return bad(stmt.order[-1], "the kinds " + " ".join(left) + " are left to fill the "
                   "squares in more than one way", hint="add all of them but one to 'order'")
    return True


def _castles(lo: Lowering, stmt: ShuffleStmt, setup: Setup, castling: Castling | None) -> bool:
    """A shuffle moves kings and rooks: castling must follow them (chess960), and the setup's
    rights must name the outermost rooks (KQkq), not files."""
    rights = setup.fen.split()[2]
    if castling is not None and not castling.chess960:
        lo.doc.error(stmt.span, Code.E622, "'shuffle' with castling that is not chess960",
                     why="a shuffle may move the king and rooks off the squares castling "
                         "starts from", hint="add 'chess960' to the castling statement")
        return False
    if rights != "-" and set(rights) - set("KQkq"):
        lo.doc.error(setup.span, Code.E622, f"the setup's castling rights '{rights}' name files",
                     why="a shuffle moves the rooks: the rights must follow them",
                     hint="write the rights as KQkq (the outermost rooks)")
        return False
    return True
