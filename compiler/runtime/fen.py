"""FEN in Fairy-Stockfish's form, for any board the topology describes.

`<board>[<holdings>] <side> <castling> <en passant> <halfmove> <fullmove>`. Ranks run from the
last to the first, digits count empty cells (voids and holes included, as the Hole Chess seed
writes them), and `*` may mark a void cell on input. Both engines read and write positions
only through this module, so a FEN means the same thing to both.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from compiler.runtime.topology import SQUARE, VOID, Topology

WHITE, BLACK = 0, 1


class FenError(ValueError):
    """A FEN that does not fit the variant; `column` is 1-based within the FEN text."""

    def __init__(self, message: str, column: int = 1, hint: str = ""):
        super().__init__(message)
        self.message, self.column, self.hint = message, column, hint


@dataclass
class FenPosition:
    placement: dict[int, tuple[int, str]] = field(default_factory=dict)  # cell -> (side, letter)
    side: int = WHITE
    castling: str = "-"
    ep: int | None = None
    halfmove: int = 0
    fullmove: int = 1


def parse(text: str, topo: Topology, letters: str, royal: str = "") -> FenPosition:
    """Read a FEN; a bare board field is completed with `w - - 0 1`.

    `royal` lists the royal letters: each side must then have exactly one royal man.
    """
    fields = text.split()
    if not fields:
        raise FenError("the FEN is empty")
    pos = FenPosition()
    offsets = [m.start() for m in re.finditer(r"\S+", text)]
    pos.placement = _board(fields[0], topo, letters)
    if royal:
        for side, name in ((WHITE, "white"), (BLACK, "black")):
            count = sum(1 for s, letter in pos.placement.values() if s == side and letter in royal)
            if count != 1:
                raise FenError(f"{name} has {count} royal men ({royal}); a position needs one", 1,
                               "check and checkmate are judged on one royal man per side")
    if len(fields) > 1:
        if fields[1] not in ("w", "b"):
            raise FenError(f"side to move must be 'w' or 'b', not {fields[1]!r}", offsets[1] + 1)
        pos.side = WHITE if fields[1] == "w" else BLACK
    if len(fields) > 2:
        if fields[2] != "-" and any(c not in "KQkq" for c in fields[2]):
            raise FenError(
                f"castling rights {fields[2]!r} are not '-' or letters of KQkq", offsets[2] + 1
            )
        pos.castling = fields[2]
    if len(fields) > 3 and fields[3] != "-":
        ep = topo.parse(fields[3])
        if ep is None or not topo.is_square(ep):
            raise FenError(f"en-passant square {fields[3]!r} is not on the board", offsets[3] + 1)
        pos.ep = ep
    for index, name in ((4, "halfmove clock"), (5, "fullmove number")):
        if len(fields) > index:
            if not fields[index].isdigit():
                raise FenError(f"the {name} {fields[index]!r} is not a number", offsets[index] + 1)
            setattr(pos, "halfmove" if index == 4 else "fullmove", int(fields[index]))
    if len(fields) > 6:
        raise FenError(f"unexpected field {fields[6]!r} after the fullmove number", offsets[6] + 1)
    return pos


def _board(board: str, topo: Topology, letters: str) -> dict[int, tuple[int, str]]:
    rows = board.split("/")
    if len(rows) != topo.ranks:
        raise FenError(
            f"the board has {len(rows)} rows but the variant has {topo.ranks} ranks",
            1,
            "write one '/'-separated row per rank, from the last rank to the first",
        )
    placement: dict[int, tuple[int, str]] = {}
    column = 1
    for row_index, row in enumerate(rows):
        rank = topo.ranks - 1 - row_index
        file, i = 0, 0
        while i < len(row):
            ch = row[i]
            if ch.isdigit():
                j = i
                while j < len(row) and row[j].isdigit():
                    j += 1
                file += int(row[i:j])
                i = j
                continue
            if file >= topo.files:
                raise FenError(
                    f"row {row_index + 1} ({row!r}) has more than {topo.files} files",
                    column + i,
                    "each row must account for every file, void cells included",
                )
            cell = topo.cell(file, rank)
            if ch == "*":
                if topo.kinds[cell] != VOID:
                    raise FenError(
                        f"'*' marks a void cell, but {topo.name(cell)} is on the board",
                        column + i,
                    )
            elif ch.upper() in letters and ch.isalpha():
                if topo.kinds[cell] != SQUARE:
                    what = "a void cell" if topo.kinds[cell] == VOID else "a hole"
                    raise FenError(
                        f"piece '{ch}' stands on {topo.name(cell)}, which is {what}",
                        column + i,
                        "no piece may stand on a void cell or a hole; count it as empty",
                    )
                placement[cell] = (WHITE if ch.isupper() else BLACK, ch.upper())
            else:
                raise FenError(
                    f"'{ch}' is not the letter of a piece of this variant",
                    column + i,
                    f"the pieces are {' '.join(sorted(letters))} (upper case for white)",
                )
            file += 1
            i += 1
        if file != topo.files:
            raise FenError(
                f"row {row_index + 1} ({row!r}) covers {file} files but the board has {topo.files}",
                column,
                "each row must account for every file, void cells included",
            )
        column += len(row) + 1
    return placement


def board_field(placement: dict[int, tuple[int, str]], topo: Topology) -> str:
    rows = []
    for rank in range(topo.ranks - 1, -1, -1):
        row, empty = [], 0
        for file in range(topo.files):
            man = placement.get(topo.cell(file, rank))
            if man is None:
                empty += 1
                continue
            if empty:
                row.append(str(empty))
                empty = 0
            side, letter = man
            row.append(letter if side == WHITE else letter.lower())
        if empty:
            row.append(str(empty))
        rows.append("".join(row))
    return "/".join(rows)


def write(pos: FenPosition, topo: Topology) -> str:
    ep = topo.name(pos.ep) if pos.ep is not None else "-"
    side = "w" if pos.side == WHITE else "b"
    board = board_field(pos.placement, topo)
    return f"{board} {side} {pos.castling or '-'} {ep} {pos.halfmove} {pos.fullmove}"
