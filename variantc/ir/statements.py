"""A definition's statements as the lowering reads them, and where it reports problems.

The first thing every lowering function is given, directly or through a `Lowering`.
"""

from __future__ import annotations

from typing import TypeVar

from variantc.diagnostics import Code
from variantc.frontend.nodes import Ast, Statement
from variantc.frontend.source import Diagnostic, Source, Span

S = TypeVar("S", bound=Statement)


def at(span: Span) -> str:
    """A position as a diagnostic's 'why' names it."""
    return f"line {span.line}" + (f", column {span.col}" if span.col > 1 else "")


class Statements:
    """The statements of a definition (its bases merged in), and the problems found so far."""

    __slots__ = ("src", "ast", "sources", "problems")

    def __init__(self, source: Source, ast: Ast, sources: dict[str, Source]) -> None:
        self.src = source
        self.ast = ast
        self.sources = sources  # every file read, bases included, in the order read
        self.problems: list[Diagnostic] = []

    def error(self, span: Span, code: Code, message: str, why: str = "", hint: str = "") -> None:
        self.problems.append(Diagnostic(span, code, message, why, hint))

    def only(self, cls: type[S], keyword: str | None = None) -> list[S]:
        """The statements of one kind (and keyword, for kinds that several keywords share)."""
        return [s for s in self.ast.statements
                if isinstance(s, cls) and (keyword is None or s.keyword == keyword)]

    def single(self, cls: type[S], keyword: str | None = None) -> S | None:
        """The one statement of a kind; each further one is reported (E011)."""
        found = self.only(cls, keyword)
        for extra in found[1:]:
            name = keyword or extra.keyword
            self.error(extra.span, Code.E011, f"'{name}' is given more than once",
                       why=f"a variant has one '{name}' statement; the first one is at "
                       f"{at(found[0].span)}",
                       hint="remove one of them")
        return found[0] if found else None
