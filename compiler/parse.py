"""Rule text -> AST with spans: one Lark grammar, one Transformer, no semantic checks.

A definition is split into chunks, one per top-level statement line, and each chunk is parsed
on its own: a syntax error in one statement never hides the problems of the others.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from lark import Lark, Token, Transformer, UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from compiler.source import Diagnostic, Source, Span

GRAMMAR = Path(__file__).resolve().parent.parent / "grammar" / "variant.lark"

TOP_LEVEL = (
    "variant", "board", "void", "hole", "link", "curve", "zone", "piece", "castling", "setup",
    "checkmate", "stalemate", "repetition", "move-limit",
)
_STATEMENT_START = re.compile(r"^\s*(" + "|".join(map(re.escape, TOP_LEVEL)) + r")(?![\w-])")


# -- AST -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Word:
    """A token's text and where it was written."""

    text: str
    span: Span


@dataclass(frozen=True)
class RankTerm:
    lo: Word
    hi: Word | None
    span: Span


@dataclass(frozen=True)
class FileTerm:
    lo: Word
    hi: Word | None
    span: Span


@dataclass(frozen=True)
class SquaresTerm:
    squares: tuple[Word, ...]
    span: Span


@dataclass(frozen=True)
class ZoneNameTerm:
    name: Word
    span: Span


ZoneTerm = RankTerm | FileTerm | SquaresTerm | ZoneNameTerm


@dataclass(frozen=True)
class ZoneExpr:
    terms: tuple[ZoneTerm, ...]
    span: Span


@dataclass(frozen=True)
class Statement:
    keyword: str
    span: Span


@dataclass(frozen=True)
class VariantStmt(Statement):
    name: Word


@dataclass(frozen=True)
class BoardStmt(Statement):
    dimensions: Word


@dataclass(frozen=True)
class CellsStmt(Statement):  # void / hole
    squares: tuple[Word, ...]


@dataclass(frozen=True)
class LinkStmt(Statement):
    a: Word
    direction: Word
    b: Word


@dataclass(frozen=True)
class CurveStmt(Statement):
    cell: Word
    turns: tuple[tuple[Word, Word], ...]


@dataclass(frozen=True)
class ZoneStmt(Statement):
    name: Word
    side: Word | None
    expr: ZoneExpr


@dataclass(frozen=True)
class Clause:
    keyword: str
    span: Span


@dataclass(frozen=True)
class MovesClause(Clause):
    betza: tuple[Word, ...]


@dataclass(frozen=True)
class ValueClause(Clause):
    value: Word


@dataclass(frozen=True)
class FlagClause(Clause):  # royal, en-passant
    pass


@dataclass(frozen=True)
class PromotesClause(Clause):
    zone: ZoneExpr
    choices: tuple[Word, ...]
    optional: bool


@dataclass(frozen=True)
class InitialClause(Clause):
    zone: ZoneExpr


@dataclass(frozen=True)
class PieceStmt(Statement):
    letter: Word
    name: Word
    clauses: tuple[Clause, ...]


@dataclass(frozen=True)
class CastlingStmt(Statement):
    king: Word
    rook: Word
    slide: Word


@dataclass(frozen=True)
class SetupStmt(Statement):
    fen: Word  # without the quotes; span starts after the opening quote


@dataclass(frozen=True)
class EndingStmt(Statement):  # checkmate, stalemate, repetition, move-limit
    count: Word | None
    outcome: Word
    reset_by: tuple[Word, ...] = ()


@dataclass
class Ast:
    statements: list[Statement] = field(default_factory=list)


# -- parsing ---------------------------------------------------------------------------------
@cache
def _parser() -> Lark:
    return Lark(
        GRAMMAR.read_text(encoding="utf-8"),
        parser="lalr",
        lexer="contextual",
        propagate_positions=True,
        maybe_placeholders=True,
    )


def parse(source: Source) -> tuple[Ast, list[Diagnostic]]:
    ast, problems = Ast(), []
    for first_line, chunk in _chunks(source.rules):
        padded = "\n" * (first_line - 1) + chunk
        try:
            tree = _parser().parse(padded)
        except UnexpectedInput as exc:
            problems.append(_syntax_error(source, exc))
            continue
        ast.statements.extend(_ToAst(source).transform(tree))
    return ast, problems


def _chunks(text: str) -> list[tuple[int, str]]:
    """Split the rules text before every line that starts a top-level statement."""
    chunks: list[tuple[int, list[str]]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not chunks or _STATEMENT_START.match(line):
            chunks.append((number, []))
        chunks[-1][1].append(line)
    return [(n, "\n".join(lines) + "\n") for n, lines in chunks]


_NAMES = {
    "STRING": "a quoted string",
    "SQUARE": "a square such as e4",
    "LETTER": "a piece letter (one upper-case letter)",
    "BETZA": "a Betza move such as fmW",
    "INT": "a number",
    "NAME": "a name",
    "OUTCOME": "loses, draws or wins",
    "COMPASS": "a direction (north, northeast, east, ...)",
    "DIMENSIONS": "board dimensions such as 8x8",
    "FILE": "a file letter",
    "SIDE": "white or black",
    "EQUAL": "'='",
}


def _describe(name: str) -> str:
    if name in _NAMES:
        return _NAMES[name]
    return f"'{name.lower().replace('_', '-')}'"


def _syntax_error(source: Source, exc: UnexpectedInput) -> Diagnostic:
    line, col = exc.line, exc.column
    if isinstance(exc, UnexpectedToken) and exc.token.type == "$END":
        what = "the statement ends too early"
        length = 1
    elif isinstance(exc, UnexpectedToken):
        what = f"unexpected {exc.token.value!r}"
        length = len(str(exc.token.value))
    elif isinstance(exc, UnexpectedCharacters):
        word = re.match(r"\S+", exc.seq[exc.pos_in_stream :])
        what = f"unexpected {word.group() if word else exc.char!r}"
        length = len(word.group()) if word else 1
    else:  # pragma: no cover - lark raises only the two above for LALR
        what, length = "syntax error", 1
    expected = sorted({_describe(e) for e in getattr(exc, "expected", ()) or ()})
    if isinstance(exc, UnexpectedToken):
        expected = sorted({_describe(e) for e in exc.accepts or exc.expected})
    keywords = [e for e in expected if e.startswith("'")]
    others = [e for e in expected if not e.startswith("'")]
    listed = others + (keywords if len(keywords) <= 8 else [])
    why = "expected " + ", ".join(listed) if listed else "this statement does not follow the grammar"
    if line < 1:
        line, col = 1, 1
    span = Span(source.path, line + source.rules_line - 1, col, line + source.rules_line - 1,
                col + length - 1)
    return Diagnostic(span, "E101", f"syntax error: {what}", why=why,
                      hint="see docs/language.md for the form of each statement")


class _ToAst(Transformer):
    def __init__(self, source: Source):
        super().__init__()
        self.source = source

    # helpers
    def _word(self, token: Token, strip_quotes: bool = False) -> Word:
        text = str(token)
        col, end_col = token.column, token.end_column - 1
        if strip_quotes and len(text) >= 2 and text[0] == '"':
            text, col, end_col = text[1:-1], col + 1, end_col - 1
        return Word(text, self.source.span(token.line, col, token.end_line, max(end_col, col)))

    def _span(self, meta) -> Span:
        return self.source.span(meta.line, meta.column, meta.end_line, meta.end_column - 1)

    # statements
    def start(self, items):
        return [i for i in items if isinstance(i, Statement)]

    def __default__(self, data, children, meta):
        handler = getattr(self, f"_{data}", None)
        if handler is None:
            return super().__default__(data, children, meta)
        return handler(children, meta)

    def _variant(self, c, meta):
        return VariantStmt("variant", self._span(meta), self._word(c[0], True))

    def _board(self, c, meta):
        return BoardStmt("board", self._span(meta), self._word(c[0]))

    def _void(self, c, meta):
        return CellsStmt("void", self._span(meta), tuple(self._word(t) for t in c))

    def _hole(self, c, meta):
        return CellsStmt("hole", self._span(meta), tuple(self._word(t) for t in c))

    def _link(self, c, meta):
        return LinkStmt("link", self._span(meta), *(self._word(t) for t in c))

    def _curve(self, c, meta):
        return CurveStmt("curve", self._span(meta), self._word(c[0]), tuple(c[1:]))

    def _turn(self, c, meta):
        return (self._word(c[0]), self._word(c[1]))

    def _zone(self, c, meta):
        side = self._word(c[1]) if c[1] is not None else None
        return ZoneStmt("zone", self._span(meta), self._word(c[0]), side, c[2])

    def _zone_expr(self, c, meta):
        return ZoneExpr(tuple(c), self._span(meta))

    def _rank_term(self, c, meta):
        hi = self._word(c[1]) if c[1] is not None else None
        return RankTerm(self._word(c[0]), hi, self._span(meta))

    def _file_term(self, c, meta):
        hi = self._word(c[1]) if c[1] is not None else None
        return FileTerm(self._word(c[0]), hi, self._span(meta))

    def _squares_term(self, c, meta):
        return SquaresTerm(tuple(self._word(t) for t in c), self._span(meta))

    def _zone_name(self, c, meta):
        return ZoneNameTerm(self._word(c[0]), self._span(meta))

    def _piece(self, c, meta):
        return PieceStmt("piece", self._span(meta), self._word(c[0]), c[1], tuple(c[2:]))

    def _piece_name(self, c, meta):
        return self._word(c[0], strip_quotes=True)

    def _moves(self, c, meta):
        return MovesClause("moves", self._span(meta), tuple(self._word(t) for t in c))

    def _value(self, c, meta):
        return ValueClause("value", self._span(meta), self._word(c[0]))

    def _royal(self, c, meta):
        return FlagClause("royal", self._span(meta))

    def _en_passant(self, c, meta):
        return FlagClause("en-passant", self._span(meta))

    def _promotes(self, c, meta):
        *letters, optional = c[1:]
        return PromotesClause(
            "promotes", self._span(meta), c[0], tuple(self._word(t) for t in letters),
            optional is not None,
        )

    def _initial(self, c, meta):
        return InitialClause("initial", self._span(meta), c[0])

    def _castling(self, c, meta):
        return CastlingStmt("castling", self._span(meta), *(self._word(t) for t in c))

    def _setup(self, c, meta):
        return SetupStmt("setup", self._span(meta), self._word(c[0], strip_quotes=True))

    def _ending(self, c, meta):
        return c[0]

    def _checkmate(self, c, meta):
        return EndingStmt("checkmate", self._span(meta), None, self._word(c[0]))

    def _stalemate(self, c, meta):
        return EndingStmt("stalemate", self._span(meta), None, self._word(c[0]))

    def _repetition(self, c, meta):
        return EndingStmt("repetition", self._span(meta), self._word(c[0]), self._word(c[1]))

    def _move_limit(self, c, meta):
        resets = tuple(self._word(t) for t in c[2:] if t is not None)
        return EndingStmt("move-limit", self._span(meta), self._word(c[0]), self._word(c[1]),
                          resets)
