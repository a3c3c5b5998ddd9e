"""Drops: instead of moving, a side puts a man it holds on an empty square, from each pool the
variant lets it drop from while that source's condition holds. A piece's drop rule may limit it
to a zone, to files holding fewer than its limit of own unpromoted men of its kind, or to
square colours without one (and then other drops from its pool must leave a colour free for
each such man held); a drop that may not checkmate is judged with legality (legality.py), and
so are forced drops (`must_drop`)."""

from __future__ import annotations

from collections.abc import Iterator

from variantc.ir.model import Piece, Side
from variantc.ir.validate_flips import dropped_as
from variantc.reference.conditions import holds
from variantc.reference.confinement import stands
from variantc.reference.game import Game
from variantc.reference.position import Change, Held, Man, Move, Position
from variantc.reference.promotion import stuck


def drops(game: Game, pos: Position) -> Iterator[Move]:
    """Source: the drops of the side to move, before legality."""
    side = pos.side
    for source in game.variant.drops:
        if source.when is not None and not holds(game, pos, source.when):
            continue
        segment = game.segment(source.pool, side)
        for letter in sorted({man.letter for man in pos.pools[segment] if man.side is side}):
            piece = game.pieces[letter]
            for cell in zone(game, piece, side):
                if pos.board[cell] is not None or cell in pos.walls or stuck(game, piece, side, cell):
                    continue
                if piece.drop.per_file and (file_count(game, pos, cell, Man(side, letter, False))
                                            >= piece.drop.per_file):
                    continue
                if piece.drop.one_per_colour and colour(game, cell) in colours(game, pos, letter):
                    continue
                if not colours_left(game, pos, segment, letter, cell):
                    continue
                yield Move(None, cell, letter, pool=segment)
            yield from promoted(game, pos, piece, segment)


def promoted(game: Game, pos: Position, piece: Piece, segment: int) -> Iterator[Move]:
    """`drops promoted`: a held man put down as the promoted kind it promotes to, where that
    kind may stand, under the held piece's drop zone and its other clauses."""
    side, kind = pos.side, dropped_as(piece) if piece.drop.promoted else None
    if kind is None:
        return
    cells = piece.drop.zone.cells(side) if piece.drop.zone else game.topo.squares
    for cell in cells:
        if pos.board[cell] is not None or cell in pos.walls or not stands(game, kind, side, cell):
            continue
        if stuck(game, game.pieces[kind], side, cell):
            continue
        if piece.drop.per_file and (file_count(game, pos, cell, Man(side, piece.letter, False))
                                    >= piece.drop.per_file):
            continue
        yield Move(None, cell, piece.letter, promotion=kind, pool=segment)


def zone(game: Game, piece: Piece, side: Side) -> tuple[int, ...]:
    """Where a man of `side` may be dropped: its piece's drop zone, or any square, where it
    may stand."""
    cells = piece.drop.zone.cells(side) if piece.drop.zone else game.topo.squares
    return tuple(c for c in cells if stands(game, piece.letter, side, c))


def file_count(game: Game, pos: Position, cell: int, man: Man) -> int:
    """How many men like `man` stand on the file of `cell`."""
    files = game.topo.files
    return sum(pos.board[c] == man for c in range(cell % files, game.topo.size, files))


def colour(game: Game, cell: int) -> int:
    """A square's colour: 0 for a1's (dark), 1 for the other."""
    return (cell % game.topo.files + cell // game.topo.files) % 2


def colours(game: Game, pos: Position, letter: str) -> set[int]:
    """The square colours an own man of this kind stands on, for the side to move."""
    return {colour(game, c) for c, man in enumerate(pos.board)
            if man is not None and man.side is pos.side and man.letter == letter}


def colours_left(game: Game, pos: Position, segment: int, letter: str, cell: int) -> bool:
    """Whether a drop of `letter` on `cell` leaves, for every other kind dropped one per colour,
    as many colours as the side holds of it in this pool: colours none of its men stands on,
    with an empty square of its drop zone other than `cell`."""
    side = pos.side
    for piece in game.variant.pieces:
        if not piece.drop.one_per_colour or piece.letter == letter:
            continue
        need = sum(1 for h in pos.pools[segment] if h.side is side and h.letter == piece.letter)
        free = {colour(game, c) for c in zone(game, piece, side)
                if c != cell and pos.board[c] is None} - colours(game, pos, piece.letter)
        if need and len(free) < need:
            return False
    return True


def must_drop(game: Game, pos: Position, moves: dict[str, Move]) -> dict[str, Move]:
    """Legality: while a drop from a pool whose drops are forced is legal, the side may make
    nothing else."""
    forced = {game.segment(s.pool, pos.side) for s in game.variant.drops if s.forced}
    kept = {name: m for name, m in moves.items() if m.origin is None and m.pool in forced
            and m.hostage is None}
    return kept or moves


def place(game: Game, change: Change) -> None:
    """Effect: a dropped man leaves its pool for its square."""
    move = change.move
    if move.origin is not None:
        return
    assert move.pool is not None
    change.pools[move.pool].remove(Held(change.mover, move.letter))
    change.board[move.target] = Man(change.mover, move.promotion or move.letter, False)
