"""What a compiled engine adds for runtime.names and runtime.draws: reloading a FEN, its moves
before royal safety by name, the squares a capture in passing may land on, and its draw rules
and counts. Its attackers (`_attackers`) are generated with its attack code
(backend/rules/attacks.j2)."""

from __future__ import annotations

from typing import Any, Self

from variantc.runtime.draws import DrawRules
from variantc.runtime.insufficient import cannot_mate
from variantc.runtime.numbered import one_start
from variantc.runtime.shuffle import Starts


class EngineNames:
    """A mixin of CompiledEngine, over the fields and methods it has."""

    _starts: Starts | None = None  # the variant's numbered starts (`shuffle`)

    @classmethod
    def _numbered_starts(cls) -> tuple[Starts | None, str]:
        return cls._starts, cls._start_fen  # type: ignore[attr-defined]

    # runtime.numbered's constructors as class methods, as python-chess has them
    @classmethod
    def starts(cls) -> int:
        """How many numbered starts the variant has (`shuffle`): 960 in Fischer random chess;
        1 for a variant with one start."""
        return 1 if cls._starts is None else cls._starts.count()

    @classmethod
    def from_start(cls, number: int) -> Self:
        """A new board at the variant's start `number` (0 to starts() - 1), numbered as
        Chess960 numbers its starts: python-chess's Board.from_chess960_pos. ValueError out
        of range, or for a variant without numbered starts."""
        if cls._starts is None:
            raise one_start(getattr(cls, "aliases", (cls.__name__,))[0])
        engine: Any = cls
        return cls(cls._starts.fen(engine._start_fen, number, engine._notation))  # type: ignore[call-arg]

    from_chess960_pos = from_start

    @classmethod
    def from_random_start(cls, seed: int | None = None) -> Self:
        """A new board at a start drawn at random; the same one for the same seed."""
        return cls.from_start(cls._starts.draw(seed) if cls._starts is not None else 0)

    def _reload(self, fen_text: str | None) -> None:
        """Load a FEN (the variant's start for None) as the constructor does."""
        engine: Any = self
        engine._start = fen_text or engine._start_fen
        engine._load(engine._start)

    def _pseudo_named(self) -> dict[str, object]:
        """`_pseudo()` by name, castling apart. None where moves place walls (`walling`): a
        wall is placed only after a legal move, so no move before legality is whole."""
        engine: Any = self
        if engine._notation.walls and any(engine._layout.walled(m) is not None
                                          for m in engine._legal()):
            return {}
        named: dict[str, object] = engine._named_of(engine._pseudo())
        return named

    def _passed(self) -> tuple[int, ...]:
        """The squares the last move passed, which a capture in passing may land on."""
        engine: Any = self
        return tuple(engine._ep)

    def _draw_rules(self) -> DrawRules:
        rules = self._endings  # type: ignore[attr-defined]
        return DrawRules(rules["repetition"], rules.get("repetition_claimed", 0),
                         rules["move_limit"], rules.get("move_limit_claimed", 0))

    def _halfmoves(self) -> int:
        halfmove: int = self._halfmove  # type: ignore[attr-defined]
        return halfmove

    def _repeats(self) -> int:
        keys = self._keys  # type: ignore[attr-defined]
        return int(keys.count(keys[-1]))

    def _insufficient(self, white: bool) -> bool:
        return cannot_mate(self, 0 if white else 1)
