"""Syntax errors (E101) in the words of the rule language: what came, what could have, a guess.

Lark reports terminal names (SQUARE, BETZA, ...) and the point where it gave up; a report
names what the user could have written there instead, and a close keyword if there is one.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from lark import UnexpectedInput, UnexpectedToken

from variantc.diagnostics import Code
from variantc.frontend.grammar import CLAUSES, TOP_LEVEL, Chunk, literals
from variantc.frontend.source import Diagnostic, Source, Span

_NAMES = {
    "STRING": "a quoted string",
    "SQUARE": "a square such as e4",
    "LETTER": "a piece letter (one upper-case letter)",
    "BETZA": "a Betza move such as fmW",
    "INT": "a number",
    "NAME": "a name",
    "OUTCOME": "loses, draws, wins, white-wins or black-wins",
    "COUNTS": "'losses of', 'captures of'",
    "NEIGHBOUR": "friend or enemy",
    "WING": "kingside or queenside",
    "ZONE_OP": "'+' or '-'",
    "_RANK_TO": "'+' or '-'",  # a range's '-': the same character as a difference's
    "_FILE_TO": "'+' or '-'",
    "COMPARE": "a comparison (< <= > >= == !=)",
    "COMPASS": "a direction (north, northeast, east, ...)",
    "DIMENSIONS": "board dimensions such as 8x8 or 5x5x5",
    "HEXAGON": "a hexagonal board such as hexagon 6 (or hexagon 6 5 5: its three sides)",
    "FILE": "a file letter",
    "SIDE": "white or black",
    "OPTIONAL": "'optional'",
}


def intended(word: str) -> str | None:
    """The statement keyword `word` is, or is close to."""
    if word in TOP_LEVEL:
        return word
    return close(word, TOP_LEVEL)


def close(word: str, options: Sequence[str]) -> str | None:
    found = difflib.get_close_matches(word, list(options), n=1, cutoff=0.6)
    return found[0] if found else None


def _describe(name: str) -> str:
    if name in _NAMES:
        return _NAMES[name]
    return repr(literals().get(name, name.lower()))


def _expected(exc: UnexpectedInput) -> list[str]:
    """What could have come instead, described; inside a piece, the clauses it may go on with."""
    # Each subclass of UnexpectedInput keeps the terminals it wanted under its own name.
    names = set(getattr(exc, "accepts", None) or getattr(exc, "expected", None)
                or getattr(exc, "allowed", None) or ()) - {"$END"}
    clauses = {n for n in names if literals().get(n) in CLAUSES}
    if clauses:
        names = clauses | {n for n in names if n not in literals()}
    return sorted({_describe(e) for e in names})


_QUOTED = 40  # characters of a word quoted in a message; the caret shows where it is


def _quoted(word: str) -> str:
    return repr(word) if len(word) <= _QUOTED else repr(word[:_QUOTED - 3] + "...")


def syntax_error(source: Source, chunk: Chunk, exc: UnexpectedInput) -> Diagnostic:
    """`exc` from parsing the chunk's own text, its lines counted from 1."""
    lines = chunk.text.split("\n")
    at, col = exc.line, exc.column
    if at < 1:  # the end of the chunk: point just past its last word
        at = len(chunk.text.rstrip("\n").split("\n"))
        col = len(lines[at - 1].rstrip()) + 1
    rest = lines[at - 1][col - 1 :] if 0 < at <= len(lines) else ""
    line = chunk.line + at - 1  # in the rules text
    word = re.match(r"[^\s]+", rest)
    text = word.group() if word else ""
    length = max(len(text), 1)
    expected = _expected(exc)
    why = "expected " + ", ".join(expected) if expected else ""
    hint = "see docs/language.md for the form of each statement"
    statement_start = (line, col) == (chunk.line, len(chunk.text) - len(chunk.text.lstrip()) + 1)
    if isinstance(exc, UnexpectedToken) and exc.token.type == "$END":
        what = "the statement ends too early"
    elif text.startswith('"') and '"' not in text[1:] and '"' not in rest[1:]:
        what, length = "the string is never closed", 1
        why, hint = "a string runs from '\"' to the next '\"' on the same line", "add the closing '\"'"
    elif statement_start and text not in TOP_LEVEL:
        what = f"unknown statement {_quoted(text)}"
        why = "a statement starts with one of " + ", ".join(TOP_LEVEL)
        guess = intended(text) or close(text, CLAUSES)
        hint = f"did you mean {guess!r}?" if guess else hint
        if guess in CLAUSES:
            hint = f"did you mean {guess!r}? a piece clause continues its piece on an indented line"
    else:
        what = f"unexpected {_quoted(text)}"
        guess = close(text, [e.strip("'") for e in expected if e.startswith("'")])
        if guess:
            hint = f"did you mean {guess!r}?"
    row = line + source.rules_line - 1
    return Diagnostic(Span(source.path, row, col, row, col + length - 1), Code.E101,
                      f"syntax error: {what}", why=why, hint=hint)
