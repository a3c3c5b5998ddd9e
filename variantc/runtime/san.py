"""A legal move's Standard Algebraic Notation, without check marks (docs/api.md#san): what a
Board's `san` writes, each rival told apart by the `hint` the Board works out."""

from __future__ import annotations

from typing import Any

from variantc.runtime.topology import column_and_row
from variantc.runtime.values import Move


def san_body(board: Any, move: Move, handle: object, hint: str = "") -> str:
    """`move` of `board` (a runtime Board) in SAN; `hint` tells its origin apart from a rival's.
    A move that takes on its way names each square it stops on there, with `x` where it takes
    a man, and a dash before its target: `Lxe4-d3` takes on e4 and comes back to d3."""
    topo = board._topology
    if move.drop is not None:
        hostage = f"{move.hostage}-" if move.hostage else ""
        return f"{hostage}{move.drop}@{topo.name(move.to_square)}"
    castle = board._castle(handle)
    if castle:  # a gate on the rook's square or the king's is named, as Fairy-Stockfish does
        gated = f"/{move.gate}{topo.name(move.gate_square)}" \
            if move.gate and move.gate_square is not None else ""
        # Two castles of a wing (`slide 2 3`) are told apart as the king's moves.
        wing = ("O-O" if castle > 0 else "O-O-O") if not hint else \
            _king_letter(board, move) + topo.name(move.to_square)
        return wing + gated + _wall(board, move)
    return _man(board, move, handle, hint) + _wall(board, move)


def _man(board: Any, move: Move, handle: object, hint: str) -> str:
    """A man's move from its square: letter (or a pawn's file), squares, what it becomes."""
    topo = board._topology
    assert move.from_square is not None
    man = board.piece_at(move.from_square)
    letter = man.letter if man else "?"
    capture = board._captures(handle)
    if move.via:  # the target's own capture: the squares on the way say theirs
        capture = move.to_square != move.from_square and board.piece_at(move.to_square) is not None
    if letter in board._notation.pawns:  # a pawn: no letter, its file when it captures
        column, row = column_and_row(topo.name(move.from_square))
        text = (column if hint in ("", column) else column + row) if capture else hint
    else:
        text = letter + hint
    text += "".join(("x" if board.piece_at(c) else "") + topo.name(c) + "-" for c in move.via)
    text += ("x" if capture else "") + topo.name(move.to_square)
    if move.promotion is not None:
        text += f"={move.promotion}"
    if move.pull is not None:
        text += f"!{topo.name(move.pull)}"
    if move.gate is not None:
        text += f"/{move.gate}"
    return text


def _king_letter(board: Any, move: Move) -> str:
    man = board.piece_at(move.from_square) if move.from_square is not None else None
    return man.letter if man else "K"


def _wall(board: Any, move: Move) -> str:
    """A wall placed after the move: a comma and its square, as Fairy-Stockfish writes it."""
    return "" if move.wall is None else "," + board._topology.name(move.wall)
