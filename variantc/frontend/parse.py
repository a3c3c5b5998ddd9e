"""Rule text -> AST with spans: one Lark grammar, one Transformer, no semantic checks.

A definition is split into chunks, one per top-level statement line, and each chunk is parsed
on its own: a syntax error in one statement never hides the problems of the others. Past
MAX_SYNTAX_ERRORS failed statements the text is no definition, and the parse stops there.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree, UnexpectedInput

from variantc.diagnostics import Code
from variantc.frontend.grammar import Chunk, chunks, parser
from variantc.frontend.nodes import Ast
from variantc.frontend.source import MAX_DIGITS, Diagnostic, Source
from variantc.frontend.syntax_errors import intended, syntax_error
from variantc.frontend.transform import ToAst

MAX_SYNTAX_ERRORS = 50


def parse(source: Source) -> tuple[Ast, list[Diagnostic]]:
    """Parse every statement; each failed one is reported and remembered in `ast.failed`.

    Each chunk is parsed as a text of its own, its lines counted from 1: its spans are those of
    a rules text that starts where the chunk does. The cost is the text's length, where padding
    each chunk with the lines before it cost their square."""
    ast, problems = Ast(), []
    failures = 0
    for chunk in chunks(source.rules):
        at = replace(source, rules_line=source.rules_line + chunk.line - 1)
        try:
            tree = parser().parse(chunk.text)
        except UnexpectedInput as exc:
            failures += 1
            if failures > MAX_SYNTAX_ERRORS:
                problems.append(_too_many(source, chunk))
                ast.cut_short = True
                break
            problems.append(syntax_error(source, chunk, exc))
            _remember_failure(ast, chunk)
            continue
        long = _long_number(at, tree)
        if long is not None:
            problems.append(long)
            _remember_failure(ast, chunk)
            continue
        ast.statements.extend(ToAst(at).transform(tree))
    return ast, problems


def _too_many(source: Source, chunk: Chunk) -> Diagnostic:
    lines = chunk.text.rstrip("\n").split("\n")
    start = len(lines[0]) - len(lines[0].lstrip()) + 1
    return Diagnostic(source.span(chunk.line, start, chunk.line, max(len(lines[0]), start)),
                      Code.E102, f"more than {MAX_SYNTAX_ERRORS} statements fail to parse: the "
                      "check stops at this one", why="the rest of the file is neither parsed nor "
                      "checked, and no other problem is reported",
                      hint="fix the syntax errors above, then check again")


_NUMBERED = {"INT", "DIMENSIONS", "HEXAGON", "BETZA"}
_DIGITS = re.compile(f"[0-9]{{{MAX_DIGITS + 1},}}")


def _long_number(source: Source, tree: Tree[Token]) -> Diagnostic | None:
    for token in tree.scan_values(lambda v: isinstance(v, Token) and v.type in _NUMBERED):
        found = _DIGITS.search(token)
        if found and token.line is not None and token.column is not None:
            col = token.column + found.start()
            shown = found.group() if len(found.group()) <= 12 else found.group()[:12] + "..."
            return Diagnostic(source.span(token.line, col, token.line, col + len(found.group()) - 1),
                              Code.E015, f"the number {shown} has more than {MAX_DIGITS} digits",
                              why="no count, size, leap or value of a variant needs a million",
                              hint="write a smaller number")
    return None


def _remember_failure(ast: Ast, chunk: Chunk) -> None:
    """What a failed statement meant to declare, so that later stages do not miss it twice."""
    keyword = intended(chunk.first_word) or chunk.first_word
    ast.failed.add(keyword)
    if keyword == "piece":
        letter = re.match(r"\s*\S+\s+([A-Za-z])\b", chunk.text)
        if letter:
            ast.failed_letters.add(letter.group(1).upper())
