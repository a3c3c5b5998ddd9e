"""The reference interpreter: the IR executed directly, as the executable specification.

Every call walks the board topology; legality is brute force (play the move, then ask whether
any enemy move could take a royal piece). No tables, no caches, no incremental state, and
nothing shared with plan/emit: a bug there cannot hide here. Speed is not its job.

This module is the engine protocol over plain functions that take the variant's `Game` first.
Each rule has its module; actions.py composes what a side may do, effects.py what a move does,
legality.py which moves are legal and endings.py how the game ends.
"""

from __future__ import annotations

from compiler.ir.model import Variant
from compiler.reference import endings, notation
from compiler.reference.effects import apply
from compiler.reference.game import Game
from compiler.reference.legality import legal, named
from compiler.reference.position import Position
from compiler.runtime.protocol import IllegalMove, Outcome


class Reference:
    def __init__(self, variant: Variant, fen_text: str | None = None):
        self.game = Game.of(variant)
        self.history = [notation.read(self.game, fen_text or variant.setup.fen)]

    @property
    def pos(self) -> Position:
        return self.history[-1]

    def legal_moves(self) -> list[str]:
        return sorted(named(self.game, self.pos))

    def play(self, move: str) -> None:
        found = named(self.game, self.pos).get(move)
        if found is None:
            raise IllegalMove(f"{move} is not legal in {self.fen()}")
        self.history.append(apply(self.game, self.pos, found))

    def undo(self) -> None:
        if len(self.history) > 1:
            self.history.pop()

    def perft(self, depth: int) -> int:
        return perft(self.game, self.pos, depth)

    def perft_full(self, depth: int) -> int:
        """Perft that plays every move, leaves included."""
        return perft(self.game, self.pos, depth, bulk=False)

    def divide(self, depth: int) -> dict[str, int]:
        return {name: perft(self.game, apply(self.game, self.pos, m), depth - 1)
                for name, m in named(self.game, self.pos).items()}

    def fen(self) -> str:
        return notation.write(self.game, self.pos)

    def outcome(self) -> Outcome | None:
        return endings.outcome(self.game, self.history)


def perft(game: Game, pos: Position, depth: int, bulk: bool = True) -> int:
    """Leaf count to `depth`; `bulk` counts the last ply's moves without playing them."""
    if depth == 0:
        return 1
    if depth == 1 and bulk:
        return len(legal(game, pos))
    return sum(perft(game, apply(game, pos, m), depth - 1, bulk) for m in legal(game, pos))
