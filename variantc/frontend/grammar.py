"""The rule language's grammar: the Lark parser, and where the text splits into statements.

A definition is split into chunks, one per statement, before the grammar sees it: each chunk
is parsed on its own, so a syntax error in one statement never hides the problems of another.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from lark import Lark

from variantc.frontend.source import InternalError

PACKAGE = Path(__file__).resolve().parents[1]
# grammar/ sits at the top of the repository, the language's reference. An installed wheel carries
# it inside the package, as variantc/grammar/ (pyproject.toml maps it there).
PLACES = (PACKAGE / "grammar" / "variant.lark", PACKAGE.parent / "grammar" / "variant.lark")

TOP_LEVEL = (
    "variant", "description", "board", "void", "hole", "link", "curve", "zone", "piece", "castling",
    "setup", "shuffle", "turns", "free-order",
    "checkmate", "stalemate", "repetition", "move-limit", "pool", "captures", "drop", "extends",
    "counter", "royal-captured", "bare-king", "goal", "forbid", "exchange", "gating",
    "explosion", "counting", "extinction", "duple-check", "lone-royal", "petrify",
    "walling", "transfer", "pass", "insufficient-material",
)
CLAUSES = ("moves", "value", "royal", "en-passant", "promotes", "demotes", "initial", "drops", "pulls",
           "paths", "slides", "mirrored", "confined", "first-moves", "never-over", "never-takes")
_STATEMENT_START = re.compile(r"^\s*(" + "|".join(map(re.escape, TOP_LEVEL)) + r")(?![\w-])")


def grammar_file() -> Path:
    """The grammar inside the package (an installed wheel), else beside it (a checkout)."""
    found = next((place for place in PLACES if place.is_file()), None)
    if found is None:
        raise InternalError("the grammar is missing: looked for " + " and ".join(map(str, PLACES)))
    return found


@cache
def parser() -> Lark:
    return Lark(
        grammar_file().read_text(encoding="utf-8"),
        parser="lalr",
        lexer="contextual",
        propagate_positions=True,
        maybe_placeholders=True,
    )


@cache
def literals() -> dict[str, str]:
    """The text of each terminal that is a fixed string ('moves', '->', ...), by its name."""
    return {t.name: t.pattern.value for t in parser().terminals if t.pattern.type == "str"}


@dataclass(frozen=True)
class Chunk:
    """One statement's lines: a top-level keyword line, and the indented lines that follow."""

    line: int
    text: str

    @property
    def first_word(self) -> str:
        match = re.match(r"\s*([^\s#]+)", self.text)
        return match.group(1) if match else ""


def chunks(text: str) -> list[Chunk]:
    """Split before every top-level keyword, and before every unindented line.

    An unindented line that starts with a piece clause (moves, value, ...) continues the
    statement before it; any other unindented line starts a statement of its own, so a
    misspelled keyword costs only its own line.
    """
    found: list[tuple[int, list[str]]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        word = re.match(r"[^\s#]+", line)
        unindented = word is not None and word.start() == 0 and word.group() not in CLAUSES
        if not found or _STATEMENT_START.match(line) or unindented:
            found.append((number, []))
        found[-1][1].append(line)
    return [Chunk(n, "\n".join(lines) + "\n") for n, lines in found]
