"""The IR of explosions on capture (docs/language.md#explosion), beside variantc.ir.model."""

from __future__ import annotations

from variantc.ir.node import Node

Vector = tuple[int, int]


class Explosion(Node):
    """Every capture blows up the square it lands on (the capturer and what it took) and the
    men on the squares one of these leaps away from it, but for men of the spared kinds."""

    vectors: tuple[Vector, ...]  # leaps from the capture square, as White sees the board
    spared: tuple[str, ...] = ()  # kinds the blast around the square leaves standing
