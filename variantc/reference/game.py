"""The context every reference function takes first: the variant, its board, and lookups into
them built once. It never changes, and nothing is added to it later."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from variantc.ir.model import Piece, Side, Variant
from variantc.reference.position import SIDES
from variantc.runtime import fen
from variantc.runtime.topology import Topology


@dataclass(frozen=True)
class Game:
    variant: Variant
    topo: Topology
    notation: fen.Notation
    pieces: Mapping[str, Piece]  # by letter
    royal: frozenset[str]  # the letters of royal pieces
    pool_index: Mapping[str, int]  # a pool's name -> its place in `variant.pools`

    @staticmethod
    def of(variant: Variant) -> Game:
        return Game(variant, variant.board.topology(), variant.notation(),
                    {p.letter: p for p in variant.pieces},
                    frozenset(p.letter for p in variant.pieces if p.royal),
                    {p.name: i for i, p in enumerate(variant.pools)})

    def segment(self, pool: str, owner: Side) -> int:
        """Where `owner`'s holding of the pool named `pool` sits in `Position.pools`."""
        return self.pool_index[pool] * 2 + SIDES.index(owner)
