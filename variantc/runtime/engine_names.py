"""What a compiled engine adds for runtime.names: reloading a FEN, its moves before royal
safety by name, and the squares a capture in passing may land on. Its attackers
(`_attackers`) are generated with its attack code (backend/rules/attacks.j2)."""

from __future__ import annotations

from typing import Any


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
