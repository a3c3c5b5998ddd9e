"""User text on its way out: how each sink quotes what a definition, a file name or a command
line gave, so that no such text can break the framing of what it is written into.

A GUI reads a UCI or XBoard message as one line; a PGN reader a tag as one quoted string; a
terminal obeys the escape sequences it is sent; an XML reader refuses control characters, and
an encoder refuses lone surrogates. One pattern, `UNSAFE`, names the characters no sink
writes as they are: control characters (C0, DEL, C1), line and paragraph separators, the
bidirectional controls that reorder the text around them, lone surrogates, and the two
non-characters XML forbids. `visible` writes each as its Python escape (`\\x1b`, `\\u2028`,
`\\ud800`); the other functions add what one sink's syntax needs. The front end refuses a name
holding one (E017, variantc/ir/lower.py), so a name that checks is written everywhere as it is.
"""

from __future__ import annotations

import re

UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e"
                    "\u2066-\u2069\ud800-\udfff\ufffe\uffff]")
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def first_unsafe(text: str) -> int | None:
    """The index of the first character no sink writes as it is, or None."""
    found = UNSAFE.search(text)
    return found.start() if found else None


def describe(char: str) -> str:
    """What an unsafe character is, for a diagnostic: 'the control character U+001B'."""
    code = f"U+{ord(char):04X}"
    if "\ud800" <= char <= "\udfff":
        return f"a lone surrogate ({code}), which is no character and has no UTF-8 form"
    if char in _BIDI:
        return f"the bidirectional control {code}, which reorders the text around it"
    if char in "\u2028\u2029":
        return f"the line separator {code}" if char == "\u2028" else f"the paragraph separator {code}"
    if char in "\ufffe\uffff":
        return f"the non-character {code}"
    return f"the control character {code}"


def _escaped(found: re.Match[str]) -> str:
    return found.group().encode("unicode_escape").decode("ascii")


def visible(text: str) -> str:
    """`text` for a terminal or one line of a protocol: each unsafe character shown as its
    Python escape (ESC as `\\x1b`, a line break as `\\n`), the rest as it is."""
    return UNSAFE.sub(_escaped, text)


def visible_lines(text: str) -> str:
    """Lines of text for a terminal (a board diagram and what the user typed): as `visible`,
    the line breaks between them kept."""
    return "\n".join(visible(line) for line in text.split("\n"))


def pgn_string(text: str) -> str:
    """The inside of a PGN string token (a tag's value): one line, `\\` and `"` escaped as
    the PGN standard says (8.1.1)."""
    return visible(text).replace("\\", "\\\\").replace('"', '\\"')


def xboard_string(text: str) -> str:
    """The inside of a quoted XBoard feature value (`myname="..."`): one line, and no `"`,
    which would end it (the protocol has no escape)."""
    return visible(text).replace('"', "'")
