"""`castling`'s node (docs/language.md#8-castling)."""

from __future__ import annotations

from variantc.frontend.source import Span
from variantc.ir.node import Node
from variantc.ir.terms import Condition


class Castling(Node):
    """The king goes to its destination on its castling row, along the line to its rook, and
    the rook to the cell beside it, on the side of the king's start (docs/language.md#castling).
    """

    king: str
    rook: str
    slides: tuple[int, ...] = ()  # cells the king moves toward the rook, a castle each, on a
    # wing where no file is given: `slide 2 3` castles short and long
    slide_span: Span | None = None
    kingside_file: int | None = None  # the king's destination castling toward the last file
    queenside_file: int | None = None  # ... and toward the first
    rank: int | None = None  # the castling row, counted from each side's own end of the files
    # (runtime.topology.own_row), as white's `to` squares stand; None: the setup king's
    chess960: bool = False  # kings and rooks are where each FEN's rights say: any start
    kingside: Condition | None = None  # castling toward the last file needs this too
    queenside: Condition | None = None
    restores: bool = False  # a rook dropped on its corner restores the right, king unmoved
    dropped: int | None = None  # dropped-castle: white's king square; rooks in the corners

    def given_file(self, kingside: bool) -> int | None:
        """The file the king castles to on the wing, where a `to` gives it (else it slides)."""
        return self.kingside_file if kingside else self.queenside_file
