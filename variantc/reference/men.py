"""The men on the board: which movements each may use now, what the square a movement reaches
makes of it, and the effect of a man's move.

A movement may be restricted to a first move (from the piece's initial zone), to a zone it
starts from (`moves ... in ZONE`), to while a friend
or an enemy stands next to the man, or (a slide) to not passing a square the enemy attacks. On
arrival, an empty square takes a plain move, an enemy man a capture, and an empty square the
enemy just passed a capture in passing (en_passant.py); promotion.py then says what it becomes.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from variantc.ir.model import Legs, Mode, Movement, Neighbour, Piece, Ride
from variantc.reference import en_passant, sparing
from variantc.reference.attacks import attacked
from variantc.reference.betza import reach, ways
from variantc.reference.confinement import stands
from variantc.reference.game import Game
from variantc.reference.position import OTHER, Change, Move, Position
from variantc.reference.promotion import promotions


def moves(game: Game, pos: Position) -> Iterator[Move]:
    """Source: every move of the side to move's men, before legality."""
    for cell, man in enumerate(pos.board):
        if man and man.side is pos.side:
            yield from en_passant.unshadowed(list(own(game, pos, cell, game.pieces[man.letter])))


def own(game: Game, pos: Position, cell: int, piece: Piece) -> Iterator[Move]:
    """The moves of the man on `cell`, of `piece`, by each movement it may use now."""
    for movement in piece.moves:
        if movement.initial and cell not in piece.initial.cells(pos.side):
            continue
        if not movement.starts(cell, pos.side):
            continue  # `moves ... in ZONE`: only from a square of the zone
        if movement.adjacent and not next_to(game, pos, cell, movement.adjacent):
            continue
        yield from moves_of(game, pos, cell, piece, movement)


def next_to(game: Game, pos: Position, cell: int, who: Neighbour) -> bool:
    """Whether a man of that side stands on a square one step away."""
    me = pos.board[cell]
    assert me is not None
    for direction in range(8):
        near = game.topo.step(cell, direction)
        man = pos.board[near] if near is not None and game.topo.is_square(near) else None
        if man and (man.side is me.side) == (who is Neighbour.FRIEND):
            return True
    return False


def moves_of(game: Game, pos: Position, cell: int, piece: Piece, movement: Movement
             ) -> Iterator[Move]:
    if isinstance(movement, Legs) and movement.taking is not None:
        for target, _, via in ways(game, pos, cell, movement, piece, pos.side):
            assert via is not None
            yield from arrive(game, pos, cell, target, (), piece, movement.mode, via)
        return
    for target, passed in reach(game, pos, cell, piece, movement, pos.side):
        if isinstance(movement, Ride) and movement.safely and passed:
            lifted = replace(pos, board=pos.board[:cell] + (None,) + pos.board[cell + 1:])
            if any(attacked(game, lifted, x, OTHER[pos.side]) for x in passed):
                continue  # a slide may not pass over an attacked square
        yield from arrive(game, pos, cell, target, passed, piece, movement.mode)


def arrive(game: Game, pos: Position, origin: int, target: int, passed: tuple[int, ...],
           piece: Piece, mode: Mode, via: int | None = None) -> Iterator[Move]:
    """The moves that reach `target`, given what stands there; `via`: the square a leg of the
    move took on (or found empty) on its way, where the man has left its origin."""
    if not game.topo.is_square(target) or not stands(game, piece.letter, pos.side, target) \
            or target in pos.walls:
        return
    if via is not None:
        yield from _taking(game, pos, origin, target, via, piece, mode)
        return
    there = pos.board[target]
    move: Move | None = None
    if there is None and mode is not Mode.CAPTURE:
        move = Move(origin, target, piece.letter, passed=en_passant.opened(piece, pos.side, passed))
    elif there is None:
        move = en_passant.capture(pos, origin, target, piece)
    elif there.side is not pos.side and mode is not Mode.MOVE and not game.variant.stone_royal(
            piece.letter) and sparing.takes(piece, there):  # a royal man that would turn into
        # a wall may not capture; nor a man that never takes this kind
        move = Move(origin, target, piece.letter)
    if move is not None:
        yield from promotions(game, pos, move, piece)


def _taking(game: Game, pos: Position, origin: int, target: int, via: int, piece: Piece,
            mode: Mode) -> Iterator[Move]:
    """A move that stops on `via` on its way, taking the enemy man there if there is one; it
    may land on its own origin, which it left."""
    there = None if target == origin else pos.board[target]
    if there is None and mode is Mode.CAPTURE or there is not None and (
            there.side is pos.side or mode is Mode.MOVE or not sparing.takes(piece, there)):
        return
    victim = pos.board[via]
    if victim is not None and not sparing.takes(piece, victim):
        return
    taken = (via,) if victim is not None else ()
    yield from promotions(game, pos, Move(origin, target, piece.letter, captures=taken,
                                          via=(via,)), piece)


def land(game: Game, change: Change) -> None:
    """Effect: the man leaves its origin for its target."""
    origin, target = change.move.origin, change.move.target
    if origin is None:
        return
    man = change.before.board[origin]
    assert man is not None
    change.board[origin] = None
    change.board[target] = man
