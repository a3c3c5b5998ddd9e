"""The reference interpreter: the IR executed directly, as the executable specification.

Every call walks the board topology; legality is brute force (play the move, then ask whether
any enemy move could take a royal piece). No tables, no caches, no incremental state, and
nothing shared with the back end: a bug there cannot hide here. Speed is not its job.

This module gives runtime.board.Board's primitives over plain functions that take the variant's
`Game` first. Each rule has its module; actions.py composes what a side may do, effects.py what
a move does, legality.py which moves are legal and endings.py how the game ends.
"""

from __future__ import annotations

from variantc.ir.model import Side, Variant
from variantc.reference import endings, notation
from variantc.reference.attacks import attackers, in_check
from variantc.reference.effects import apply
from variantc.reference.game import Game
from variantc.reference.insufficient import cannot_mate
from variantc.reference.legality import legal, named, pseudo_named, refusal
from variantc.reference.position import SIDES, Move, Position
from variantc.runtime.board import Outcome, Piece
from variantc.runtime.draws import DrawRules, Draws
from variantc.runtime.fen import Notation
from variantc.runtime.shuffle import Starts


class Reference(Draws):
    """A variant's game played by the reference interpreter, with python-chess's names."""

    def __init__(self, variant: Variant, fen_text: str | None = None):
        """The variant's start, or the position `fen_text` describes (FenError if it is not
        one of this variant)."""
        super().__init__()
        self._game = Game.of(variant)
        self._reload(fen_text)
        error = refusal(self._game, self._pos)
        if error is not None:
            raise error

    def _reload(self, fen_text: str | None) -> None:
        self._start = fen_text or self._game.variant.setup.fen
        self._history = [notation.read(self._game, self._start)]

    def _attackers(self, side: int, square: int) -> list[int]:
        return attackers(self._game, self._pos, square, SIDES[side])

    def _pseudo_named(self) -> dict[str, object]:
        return dict(pseudo_named(self._game, self._pos))

    def _passed(self) -> tuple[int, ...]:
        return self._pos.ep

    def _new(self, fen: str | None = None) -> Reference:
        return Reference(self._game.variant, fen)

    def _numbered_starts(self) -> tuple[Starts | None, str]:
        v = self._game.variant
        return (v.shuffle.starts() if v.shuffle is not None else None), v.setup.fen

    @property
    def aliases(self) -> tuple[str, ...]:  # type: ignore[override]
        return (self._game.variant.name,)

    @property
    def uci_variant(self) -> str:  # type: ignore[override]
        return self._game.variant.slug

    @property
    def _pos(self) -> Position:
        return self._history[-1]

    @property
    def _notation(self) -> Notation:
        return self._game.notation

    @property
    def turn(self) -> bool:
        """The side to move: True for the first player (white)."""
        return self._pos.side is Side.WHITE

    def fen(self) -> str:
        """The position in FEN, with the variant's pools and counters."""
        return notation.write(self._game, self._pos)

    def is_check(self) -> bool:
        """Whether the side to move's royal man is attacked."""
        return bool(self._game.royal) and in_check(self._game, self._pos)

    def piece_at(self, square: int) -> Piece | None:
        """The man on a square, if any."""
        man = self._pos.board[square]
        return Piece(man.letter, man.side is Side.WHITE, man.marked) if man else None

    def _named(self) -> dict[str, object]:
        return dict(named(self._game, self._pos))

    def _play(self, handle: object) -> None:
        assert isinstance(handle, Move)
        self._history.append(apply(self._game, self._pos, handle))

    def _undo(self) -> None:
        self._history.pop()

    def _ended(self) -> Outcome | None:
        return endings.outcome(self._game, self._history)

    def _draw_rules(self) -> DrawRules:
        e = self._game.variant.endings
        return DrawRules(e.repetition or 0, e.repetition_claimed or 0, e.move_limit or 0,
                         e.move_limit_claimed or 0)

    def _halfmoves(self) -> int:
        return self._pos.halfmove

    def _repeats(self) -> int:
        return sum(1 for p in self._history if endings.same(self._game, p, self._pos))

    def _insufficient(self, white: bool) -> bool:
        return cannot_mate(self._game, self._pos, Side.WHITE if white else Side.BLACK)

    def _castle(self, handle: object) -> int:
        assert isinstance(handle, Move)
        if handle.rook is None or handle.origin is None:
            return 0
        files = self._game.topo.coords
        return 1 if files(handle.rook[0])[0] > files(handle.origin)[0] else -1

    def _gate(self, handle: object) -> tuple[str, int] | None:
        assert isinstance(handle, Move)
        if handle.gate is None or handle.gate_at is None:
            return None
        return handle.gate, handle.gate_at

    def _captures(self, handle: object) -> bool:
        assert isinstance(handle, Move)
        if handle.origin is None or handle.rook is not None:
            return False
        return bool(handle.captures) or handle.target != handle.origin and \
            self._pos.board[handle.target] is not None

    def perft(self, depth: int) -> int:
        """The number of legal move sequences `depth` plies long."""
        return perft(self._game, self._pos, depth)

    def perft_full(self, depth: int) -> int:
        """Perft that plays every move, leaves included."""
        return perft(self._game, self._pos, depth, bulk=False)

    def divide(self, depth: int) -> dict[str, int]:
        """Perft of `depth - 1` after each legal move, by the move's canonical name."""
        return {name: perft(self._game, apply(self._game, self._pos, m), depth - 1)
                for name, m in named(self._game, self._pos).items()}


def perft(game: Game, pos: Position, depth: int, bulk: bool = True) -> int:
    """Leaf count to `depth`; `bulk` counts the last ply's moves without playing them."""
    if depth == 0:
        return 1
    if depth == 1 and bulk:
        return len(legal(game, pos))
    return sum(perft(game, apply(game, pos, m), depth - 1, bulk) for m in legal(game, pos))
