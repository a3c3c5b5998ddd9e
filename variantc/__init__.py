"""variantc: a declarative chess-variant compiler.

`variantc.load(name_or_path)` compiles a definition (a file, or a shipped one by name) and gives
its engine module, whose `Board` reads like python-chess's; `from variantc.games import chess`
does the same for a shipped definition. The types every engine's Board uses are here too.
"""

from __future__ import annotations

import types
from pathlib import Path

from variantc.runtime.board import IllegalMove, IllegalMoveError, LegalMoves, Move, Piece
from variantc.runtime.outcome import Outcome, Termination

__version__ = "0.2.0"
__all__ = ["IllegalMove", "IllegalMoveError", "LegalMoves", "LoadError", "Move", "Outcome", "Piece",
           "Termination", "load"]


class LoadError(ValueError):
    """A definition with errors: the message is the compiler's report, file:line:col each."""


_loaded: dict[tuple[Path, bool, int, int], types.ModuleType] = {}


def load(source: str | Path, native: bool = False) -> types.ModuleType:
    """The engine module of a definition: `source` is a definition file's path, or the name of
    a shipped definition ('chess', 'hole-chess', 'Three-check'; variantc.shipped). The module
    holds `Board` (python-chess's names), `Move`, `Piece`, `IllegalMove`, `Outcome`,
    `Termination`, `WHITE`, `BLACK` and `pgn` (variantc.pgn bound to this variant). With
    `native`, its Cython build (the `native` extra). Loading the same unchanged file again
    gives the same module.

    Raises `variantc.shipped.UnknownName` (a LookupError) for a name that is neither,
    `LoadError` (a ValueError) for a definition with errors."""
    from variantc import pgn, pipeline, shipped
    from variantc.tools import engines

    path = Path(source)
    if not path.is_file():
        path = shipped.find(str(source))
    path = path.resolve()
    stat = path.stat()
    key = (path, native, stat.st_mtime_ns, stat.st_size)
    if key in _loaded:
        return _loaded[key]
    loaded = pipeline.load(path)
    if not loaded.ok:
        raise LoadError(loaded.report())
    assert loaded.variant is not None
    module = (engines.native_module if native else engines.compiled_module)(loaded.variant)
    module.pgn = pgn.for_board(module.Board)  # type: ignore[attr-defined]
    _loaded[key] = module
    return module
