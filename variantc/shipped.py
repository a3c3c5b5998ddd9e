"""The definitions variantc ships, found by name: what `variantc.load("chess")`,
`variantc.games` and PGN's Variant tag reach without a path.

A name matches a definition's file name without its suffix ('hole-chess'), the module name its
compiled engine gets ('hole_chess', '_3check'), or its title ('Hole Chess', 'Three-check'),
ignoring case, spaces, '-' and '_'.
"""

from __future__ import annotations

import difflib
import re
from functools import cache
from pathlib import Path

from variantc.reading import read_text

PACKAGE = Path(__file__).resolve().parent
# definitions/ sits at the top of the repository; an installed wheel carries it inside the
# package as variantc/definitions/ (pyproject.toml maps it there), as it does the grammar.
PLACES = (PACKAGE / "definitions", PACKAGE.parent / "definitions")
SUFFIXES = (".variant", ".md")

_TITLE = re.compile(r'^(?:variant\s+"((?:[^"\\]|\\.)*)"|title:\s*(.+?)\s*)$', re.MULTILINE)


class UnknownName(LookupError):
    """A name that is neither a file nor a shipped definition's."""

    def __init__(self, name: str, close: list[str]):
        self.name, self.close = name, close
        hint = f"; did you mean {' or '.join(close)}?" if close else \
            "; `variantc list` names every shipped definition"
        super().__init__(f"no file {name!r} and no shipped definition of that name{hint}")


def folder() -> Path | None:
    """Where the shipped definitions are, or None in a build that carries none."""
    return next((place for place in PLACES if place.is_dir()), None)


@cache
def files() -> dict[str, Path]:
    """Every shipped definition, by its file name without the suffix, in name order."""
    where = folder()
    if where is None:
        return {}
    found = sorted(p for p in where.iterdir() if p.suffix in SUFFIXES and p.is_file())
    return {p.stem: p for p in found}


def module_name(stem: str) -> str:
    """The name a definition's engine module gets (as the IR's Variant.module_name)."""
    name = stem.replace("-", "_")
    return f"_{name}" if name[:1].isdigit() else name


def title(path: Path) -> str | None:
    """The title a definition gives itself (its `variant` statement, or a rules document's
    `title:`), read without compiling it; None where it gives none (an `extends` alone)."""
    found = _TITLE.search(read_text(path))
    if found is None:
        return None
    return found.group(1) if found.group(1) is not None else found.group(2).strip("\"'")


def _keys(name: str) -> list[str]:
    """What a name is matched by: folded, and without a last word 'chess' ('Three-check
    chess' is PGN's 'Three-check')."""
    key = re.sub(r"[\s_\-]+", "", name).casefold()
    short = key.removesuffix("chess")
    return [key, short] if short and short != key else [key]


@cache
def _index() -> dict[str, Path]:
    index: dict[str, Path] = {}
    shortened: dict[str, Path] = {}  # a name less its 'chess' never hides a whole name
    for stem, path in files().items():
        for name in (title(path), module_name(stem), stem):  # later names win a clash
            if name:
                whole, *short = _keys(name)
                index[whole] = path
                for key in short:
                    shortened.setdefault(key, path)
    return shortened | index


def find(name: str) -> Path:
    """The shipped definition `name` names; UnknownName, with the closest names, otherwise."""
    index = _index()
    path = next((index[key] for key in _keys(name) if key in index), None)
    if path is None:
        raise UnknownName(name, difflib.get_close_matches(name, list(files()), n=3))
    return path
