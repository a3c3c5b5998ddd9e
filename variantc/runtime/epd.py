"""EPD operations (Board.epd's keyword arguments), written as python-chess writes them."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

Board = Any  # a runtime.board.Board, which this module does not import (runtime.names does)


def operations(board: Board, ops: Mapping[str, object]) -> str:
    """`opcode operand;` each: None bare (`c0;`), a move in SAN, an int or float as is, `pv`'s
    moves as a line of SAN played one after the other, `am`'s and `bm`'s moves in SAN sorted,
    and anything else as a quoted string with `\\`, tab, line breaks and `"` escaped."""
    out = []
    for opcode, operand in ops.items():
        if not opcode or opcode == "-" or any(c in opcode for c in " \n\t\r"):
            raise ValueError(f"invalid epd opcode: {opcode!r}")
        out.append(opcode + _operand(board, opcode, operand))
    return " ".join(out)


def _operand(board: Board, opcode: str, operand: object) -> str:
    if operand is None:
        return ";"
    if _is_move(operand):
        return f" {board.san(board.parse_uci(operand.uci()))};"  # type: ignore[attr-defined]
    if isinstance(operand, (int, float)):
        if isinstance(operand, float) and not math.isfinite(operand):
            raise ValueError(f"expected numeric epd operand to be finite, got: {operand}")
        return f" {operand};"
    if opcode == "pv" and not isinstance(operand, str) and hasattr(operand, "__iter__"):
        return "".join(" " + s for s in _line(board, list(operand))) + ";"
    if opcode in ("am", "bm") and not isinstance(operand, str) and hasattr(operand, "__iter__"):
        sans = sorted(board.san(board.parse_uci(m.uci())) for m in operand)
        return "".join(" " + s for s in sans) + ";"
    text = str(operand).replace("\\", "\\\\").replace("\t", "\\t").replace("\r", "\\r") \
        .replace("\n", "\\n").replace('"', '\\"')
    return f' "{text}";'


def _is_move(operand: object) -> bool:
    return callable(getattr(operand, "uci", None)) and hasattr(operand, "to_square")


def _line(board: Board, moves: list) -> list[str]:
    """The moves' SAN, each played after the one before; the board is left as it was."""
    sans, played = [], 0
    try:
        for m in moves:
            move = board.parse_uci(m.uci())
            sans.append(board.san(move))
            board.push(move)
            played += 1
    finally:
        for _ in range(played):
            board.pop()
    return sans
