"""Gating: a man that leaves a gate (a square of its side's gating rank it has not left since
the FEN named it) may leave behind a man of its side's pool: a legal move from a gate has a
twin for each kind the side holds that may stand there, as its drop zone allows. A castle may
gate on its king's square or on its rook's, wherever the two do not land. The twin is legal
when the move is (the gated man blocks nothing for the move's own legality, as in Fairy-
Stockfish). A gate is lost once a move starts on it or lands on it, and castling loses its
rook's too. The FEN's castling field names the gates (runtime.gates)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace

from variantc.ir.model import Side
from variantc.reference.confinement import stands
from variantc.reference.game import Game
from variantc.reference.position import SIDES, Change, Held, Man, Move, Position
from variantc.runtime import gates as fen_gates
from variantc.runtime.fen import Man as FenMan
from variantc.runtime.rights import Right


def twins(game: Game, pos: Position, move: Move) -> Iterator[Move]:
    """The gated twins of a legal move of the side to move."""
    g = game.variant.gating
    if g is None or move.origin is None:
        return
    squares = [move.origin]
    if move.rook is not None:
        squares.append(move.rook[0])
    for square in squares:
        landed = {move.target} | ({move.rook[1]} if move.rook else set())
        if square not in pos.gates or square in landed:
            continue
        for letter in held_letters(game, pos, pos.side):
            if may_gate(game, letter, pos.side, square):
                yield replace(move, gate=letter, gate_at=square)


def held_letters(game: Game, pos: Position, side: Side) -> list[str]:
    g = game.variant.gating
    assert g is not None
    segment = game.segment(g.pool, side)
    return sorted({h.letter for h in pos.pools[segment] if h.side is side})


def may_gate(game: Game, letter: str, side: Side, cell: int) -> bool:
    """A man of `letter` may be gated on `cell`: not royal, in its drop zone, if it has one,
    and where it may stand."""
    piece = game.pieces[letter]
    if piece.royal or (piece.drop.zone is not None and cell not in piece.drop.zone.cells(side)):
        return False
    return stands(game, letter, side, cell)


def place(game: Game, change: Change) -> None:
    """Effect: the gated man leaves its pool for the square the move left."""
    move = change.move
    if move.gate is None:
        return
    g = game.variant.gating
    assert g is not None and move.gate_at is not None
    change.pools[game.segment(g.pool, change.mover)].remove(Held(change.mover, move.gate))
    change.board[move.gate_at] = Man(change.mover, move.gate, False)


def close(game: Game, change: Change) -> None:
    """Effect: gates are lost where the move started or landed, and on castling's rook square."""
    move = change.move
    touched = {move.target} | ({move.origin} if move.origin is not None else set())
    if move.rook is not None:
        touched.add(move.rook[0])
    change.gates = change.gates - touched


def held(game: Game, pools: Sequence[Sequence[Held]]) -> tuple[bool, bool]:
    """Per side, whether it holds a man in the gating pool."""
    g = game.variant.gating
    assert g is not None
    white, black = (bool(pools[game.segment(g.pool, s)]) for s in SIDES)
    return white, black


def read(game: Game, placement: dict[int, FenMan], pools: Sequence[Sequence[Held]], field: str
         ) -> tuple[str, frozenset[int]]:
    """The castling field as the rights are to be read from it, and the gates it names."""
    if game.variant.gating is None:
        return field, frozenset()
    return fen_gates.read(field, placement, game.notation, held(game, pools))


def write(game: Game, pos: Position, field: str, granted: frozenset[Right],
          placement: dict[int, FenMan]) -> str:
    """The castling field `field` (the rights) with the gates."""
    if game.variant.gating is None:
        return field
    rights = "" if field == "-" else field
    return fen_gates.write(rights, granted, pos.gates, placement, game.notation,
                           held(game, pos.pools)) or "-"
