"""What a compiled engine adds for runtime.names and runtime.draws: reloading a FEN, its moves
before royal safety by name, the squares a capture in passing may land on, and its draw rules
and counts. Its attackers (`_attackers`) are generated with its attack code
(backend/rules/attacks.j2)."""

from __future__ import annotations

from typing import Any

from variantc.runtime.draws import DrawRules
from variantc.runtime.insufficient import cannot_mate


class EngineNames:
    """A mixin of CompiledEngine, over the fields and methods it has."""

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
