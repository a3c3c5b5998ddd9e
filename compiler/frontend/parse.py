"""Rule text -> AST with spans: one Lark grammar, one Transformer, no semantic checks.

A definition is split into chunks, one per top-level statement line, and each chunk is parsed
on its own: a syntax error in one statement never hides the problems of the others.
"""

from __future__ import annotations

import re

from lark import Token, Tree, UnexpectedInput

from compiler.diagnostics import Code
from compiler.frontend.grammar import Chunk, chunks, parser
from compiler.frontend.nodes import Ast
from compiler.frontend.source import MAX_DIGITS, Diagnostic, Source
from compiler.frontend.syntax_errors import intended, syntax_error
from compiler.frontend.transform import ToAst


def parse(source: Source) -> tuple[Ast, list[Diagnostic]]:
    """Parse every statement; each failed one is reported and remembered in `ast.failed`."""
    ast, problems = Ast(), []
    for chunk in chunks(source.rules):
        padded = "\n" * (chunk.line - 1) + chunk.text
        try:
            tree = parser().parse(padded)
        except UnexpectedInput as exc:
            problems.append(syntax_error(source, chunk, exc))
            _remember_failure(ast, chunk)
            continue
        long = _long_number(source, tree)
        if long is not None:
            problems.append(long)
            _remember_failure(ast, chunk)
            continue
        ast.statements.extend(ToAst(source).transform(tree))
    return ast, problems


_NUMBERED = {"INT", "DIMENSIONS", "BETZA"}
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
