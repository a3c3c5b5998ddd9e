"""Rule text -> AST with spans: one Lark grammar, one Transformer, no semantic checks.

A definition is split into chunks, one per top-level statement line, and each chunk is parsed
on its own: a syntax error in one statement never hides the problems of the others.
"""

from __future__ import annotations

import re

from lark import UnexpectedInput

from compiler.frontend.grammar import Chunk, chunks, parser
from compiler.frontend.nodes import Ast
from compiler.frontend.source import Diagnostic, Source
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
        ast.statements.extend(ToAst(source).transform(tree))
    return ast, problems


def _remember_failure(ast: Ast, chunk: Chunk) -> None:
    """What a failed statement meant to declare, so that later stages do not miss it twice."""
    keyword = intended(chunk.first_word) or chunk.first_word
    ast.failed.add(keyword)
    if keyword == "piece":
        letter = re.match(r"\s*\S+\s+([A-Za-z])\b", chunk.text)
        if letter:
            ast.failed_letters.add(letter.group(1).upper())
