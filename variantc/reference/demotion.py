"""Demotion (`demotes in ZONE [optional] [on-capture]`), read from the IR alone: a move of a
+X man that starts or ends in the zone turns it back into X, compulsorily unless optional;
with on-capture, only a move that takes a man does. Written with `-` (notation.py)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from variantc.ir.model import Piece
from variantc.reference.captures import lands_on_man
from variantc.reference.confinement import stands
from variantc.reference.game import Game
from variantc.reference.position import Move, Position


def demotions(game: Game, pos: Position, move: Move, piece: Piece) -> Iterator[Move]:
    """The move as a man of a demoting piece may make it: plain, demoting, or both."""
    rule, side = piece.demotion, pos.side
    assert rule is not None
    zone = rule.zone.cells(side)
    demotes = (move.origin in zone or move.target in zone) and (
        lands_on_man(pos, move) or not rule.on_capture)
    if not demotes or rule.optional:
        yield move
    if demotes and stands(game, rule.to, side, move.target):
        yield replace(move, promotion=rule.to)
