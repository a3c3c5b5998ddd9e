"""Every shipped definition's engine as an attribute: `from variantc.games import chess`, then
`chess.Board()`, as a python-chess script writes `import chess`.

A game's attribute name is its engine module's name ('chess', 'hole_chess', '_3check',
variantc.shipped.module_name). The definition is compiled when first asked for (the build is
kept in variantc's cache, so later runs start at once).
"""

from __future__ import annotations

import types

from variantc import shipped


def __getattr__(name: str) -> types.ModuleType:
    stems = {shipped.module_name(stem): stem for stem in shipped.files()}
    if name.startswith("__") or name not in stems:
        raise AttributeError(f"variantc.games has no game {name!r}: it holds "
                             f"{', '.join(sorted(stems))}")
    import variantc

    module = variantc.load(shipped.files()[stems[name]])
    globals()[name] = module
    return module


def __dir__() -> list[str]:
    return sorted(shipped.module_name(stem) for stem in shipped.files())
