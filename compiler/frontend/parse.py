"""Rule text -> AST with spans: one Lark grammar, one Transformer, no semantic checks.

A definition is split into chunks, one per top-level statement line, and each chunk is parsed
on its own: a syntax error in one statement never hides the problems of the others.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from lark import Lark, Token, Transformer, UnexpectedInput, UnexpectedToken

from compiler.diagnostics import Code
from compiler.frontend.source import Diagnostic, Source, Span

GRAMMAR = Path(__file__).resolve().parents[2] / "grammar" / "variant.lark"

TOP_LEVEL = (
    "variant", "board", "void", "hole", "link", "curve", "zone", "piece", "castling", "setup",
    "checkmate", "stalemate", "repetition", "move-limit", "pool", "captures", "drop", "extends",
    "counter", "royal-captured", "goal", "forbid", "exchange",
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


@dataclass(frozen=True)
class AllTerm:
    span: Span


ZoneTerm = RankTerm | FileTerm | SquaresTerm | ZoneNameTerm | AllTerm


@dataclass(frozen=True)
class ZoneExpr:
    terms: tuple[ZoneTerm, ...]
    ops: tuple[str, ...]  # between the terms: '+' adds squares, '-' takes them away
    span: Span


@dataclass(frozen=True)
class Statement:
    keyword: str
    span: Span


@dataclass(frozen=True)
class VariantStmt(Statement):
    name: Word


@dataclass(frozen=True)
class ExtendsStmt(Statement):
    path: Word  # without the quotes


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
    adjacent: Word | None = None  # friend | enemy


@dataclass(frozen=True)
class PathsClause(Clause):
    paths: Word  # the quoted path words, quotes stripped


@dataclass(frozen=True)
class SlidesClause(Clause):
    betza: Word
    letter: Word
    zone: ZoneExpr
    safely: bool


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
    limited: bool
    swapping: Word | None = None  # the pool promotions come out of (the opponent's)


@dataclass(frozen=True)
class DropsClause(Clause):
    zone: ZoneExpr | None  # drops in ...
    rule: Word | None  # one-per-file, no-mate


@dataclass(frozen=True)
class InitialClause(Clause):
    zone: ZoneExpr


@dataclass(frozen=True)
class PieceStmt(Statement):
    letter: Word
    name: Word
    clauses: tuple[Clause, ...]


@dataclass(frozen=True)
class PullsClause(Clause):
    along: Word  # a Betza word: the lines
    holes: Word


@dataclass(frozen=True)
class Term:
    kind: str  # number | counter | dropped | held | count
    word: Word
    zone: ZoneExpr | None = None  # count: where


@dataclass(frozen=True)
class Condition:
    left: Term
    op: Word
    right: Term
    span: Span


@dataclass(frozen=True)
class CounterStmt(Statement):
    name: Word
    counts: Word  # losses | captures | checks
    letters: tuple[Word, ...]  # none for checks


@dataclass(frozen=True)
class PoolStmt(Statement):
    name: Word


@dataclass(frozen=True)
class CapturesStmt(Statement):
    pool: Word
    keeping: bool


@dataclass(frozen=True)
class DropStmt(Statement):
    pool: Word
    when: Condition | None = None


@dataclass(frozen=True)
class CastlingStmt(Statement):
    king: Word
    rook: Word
    slide: Word
    gates: tuple[tuple[Word, Condition], ...] = ()  # (kingside | queenside, condition)
    restores: bool = False  # dropped-rooks-castle


@dataclass(frozen=True)
class ExchangeStmt(Statement):
    source: Word  # your pool of enemy men; the opponent's pool of the same name holds yours
    target: Word  # the opponent's pool the man handed over goes to


@dataclass(frozen=True)
class GoalStmt(Statement):
    letter: Word | None  # a man of this kind in the zone, or else
    zone: ZoneExpr | None
    when: Condition | None  # this condition, for the side that moved
    outcome: Word


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
    failed: set[str] = field(default_factory=set)  # keywords of statements that did not parse
    failed_letters: set[str] = field(default_factory=set)  # letters of pieces that did not parse


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


CLAUSES = ("moves", "value", "royal", "en-passant", "promotes", "initial", "drops", "pulls",
           "paths", "slides", "mirrored")


@dataclass
class Chunk:
    """One statement's lines: a top-level keyword line, and the indented lines that follow."""

    line: int
    text: str

    @property
    def first_word(self) -> str:
        match = re.match(r"\s*([^\s#]+)", self.text)
        return match.group(1) if match else ""


def parse(source: Source) -> tuple[Ast, list[Diagnostic]]:
    """Parse every statement; each failed one is reported and remembered in `ast.failed`."""
    ast, problems = Ast(), []
    for chunk in _chunks(source.rules):
        padded = "\n" * (chunk.line - 1) + chunk.text
        try:
            tree = _parser().parse(padded)
        except UnexpectedInput as exc:
            problems.append(_syntax_error(source, chunk, exc))
            _remember_failure(ast, chunk)
            continue
        ast.statements.extend(_ToAst(source).transform(tree))
    return ast, problems


def _chunks(text: str) -> list[Chunk]:
    """Split before every top-level keyword, and before every unindented line.

    An unindented line that starts with a piece clause (moves, value, ...) continues the
    statement before it; any other unindented line starts a statement of its own, so a
    misspelled keyword costs only its own line.
    """
    chunks: list[tuple[int, list[str]]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        word = re.match(r"[^\s#]+", line)
        unindented = word is not None and word.start() == 0 and word.group() not in CLAUSES
        if not chunks or _STATEMENT_START.match(line) or unindented:
            chunks.append((number, []))
        chunks[-1][1].append(line)
    return [Chunk(n, "\n".join(lines) + "\n") for n, lines in chunks]


def _remember_failure(ast: Ast, chunk: Chunk) -> None:
    """What a failed statement meant to declare, so that later stages do not miss it twice."""
    keyword = _intended(chunk.first_word) or chunk.first_word
    ast.failed.add(keyword)
    if keyword == "piece":
        letter = re.match(r"\s*\S+\s+([A-Za-z])\b", chunk.text)
        if letter:
            ast.failed_letters.add(letter.group(1).upper())


def _intended(word: str) -> str | None:
    if word in TOP_LEVEL:
        return word
    close = difflib.get_close_matches(word, TOP_LEVEL, n=1, cutoff=0.6)
    return close[0] if close else None


_NAMES = {
    "STRING": "a quoted string",
    "SQUARE": "a square such as e4",
    "LETTER": "a piece letter (one upper-case letter)",
    "BETZA": "a Betza move such as fmW",
    "INT": "a number",
    "NAME": "a name",
    "OUTCOME": "loses, draws or wins",
    "COUNTS": "'losses of', 'captures of'",
    "NEIGHBOUR": "friend or enemy",
    "WING": "kingside or queenside",
    "ZONE_OP": "'+' or '-'",
    "COMPARE": "a comparison (< <= > >= == !=)",
    "COMPASS": "a direction (north, northeast, east, ...)",
    "DIMENSIONS": "board dimensions such as 8x8",
    "FILE": "a file letter",
    "SIDE": "white or black",
    "OPTIONAL": "'optional'",
}


@cache
def _literals() -> dict[str, str]:
    return {t.name: t.pattern.value for t in _parser().terminals if t.pattern.type == "str"}


def _describe(name: str) -> str:
    if name in _NAMES:
        return _NAMES[name]
    return repr(_literals().get(name, name.lower()))


def _syntax_error(source: Source, chunk: Chunk, exc: UnexpectedInput) -> Diagnostic:
    lines = source.rules.splitlines()
    line, col = exc.line, exc.column
    if line < 1:  # the end of the chunk: point just past its last word
        line = chunk.line + len(chunk.text.rstrip("\n").split("\n")) - 1
        col = len(lines[line - 1].rstrip()) + 1 if line <= len(lines) else 1
    rest = lines[line - 1][col - 1 :] if 0 < line <= len(lines) else ""
    word = re.match(r"[^\s]+", rest)
    text = word.group() if word else ""
    length = max(len(text), 1)
    names = set(getattr(exc, "accepts", None) or getattr(exc, "expected", None)
                or getattr(exc, "allowed", None) or ()) - {"$END"}
    clauses = {n for n in names if _literals().get(n) in CLAUSES}
    if clauses:  # inside a piece: the clauses it may go on with are what matters
        names = clauses | {n for n in names if n not in _literals()}
    expected = sorted({_describe(e) for e in names})
    why = "expected " + ", ".join(expected) if expected else ""
    hint = "see docs/language.md for the form of each statement"
    statement_start = (line, col) == (chunk.line, len(chunk.text) - len(chunk.text.lstrip()) + 1)
    if isinstance(exc, UnexpectedToken) and exc.token.type == "$END":
        what = "the statement ends too early"
    elif text.startswith('"') and '"' not in text[1:] and '"' not in rest[1:]:
        what, length = "the string is never closed", 1
        why, hint = "a string runs from '\"' to the next '\"' on the same line", "add the closing '\"'"
    elif statement_start and text not in TOP_LEVEL:
        what = f"unknown statement {text!r}"
        why = "a statement starts with one of " + ", ".join(TOP_LEVEL)
        guess = _intended(text) or _close(text, CLAUSES)
        hint = f"did you mean {guess!r}?" if guess else hint
        if guess in CLAUSES:
            hint = f"did you mean {guess!r}? a piece clause continues its piece on an indented line"
    else:
        what = f"unexpected {text!r}"
        keywords = [e.strip("'") for e in expected if e.startswith("'")]
        guess = _close(text, keywords)
        if guess:
            hint = f"did you mean {guess!r}?"
    row = line + source.rules_line - 1
    return Diagnostic(Span(source.path, row, col, row, col + length - 1), Code.E101,
                      f"syntax error: {what}", why=why, hint=hint)


def _close(word: str, options: tuple[str, ...] | list[str]) -> str | None:
    close = difflib.get_close_matches(word, list(options), n=1, cutoff=0.6)
    return close[0] if close else None


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

    def _extends(self, c, meta):
        return ExtendsStmt("extends", self._span(meta), self._word(c[0], True))

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
        terms = tuple(x for x in c if not isinstance(x, Token))
        ops = tuple(str(x) for x in c if isinstance(x, Token))
        return ZoneExpr(terms, ops, self._span(meta))

    def _all_term(self, c, meta):
        return AllTerm(self._span(meta))

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
        *words, adjacent = c
        return MovesClause("moves", self._span(meta), tuple(self._word(t) for t in words),
                           adjacent)

    def _adjacency(self, c, meta):
        return self._word(c[0])

    def _paths(self, c, meta):
        return PathsClause("paths", self._span(meta), self._word(c[0], strip_quotes=True))

    def _slides(self, c, meta):
        return SlidesClause("slides", self._span(meta), self._word(c[0]), self._word(c[1]), c[2],
                            c[3] is not None)

    def _mirrored(self, c, meta):
        return FlagClause("mirrored", self._span(meta))

    def _count(self, c, meta):
        return Term("count", self._word(c[0]), c[1])

    def _gate(self, c, meta):
        return (self._word(c[0]), c[1])

    def _forbid(self, c, meta):
        return Statement("forbid", self._span(meta))

    def _goal(self, c, meta):
        if isinstance(c[0], Condition):
            return GoalStmt("goal", self._span(meta), None, None, c[0], self._word(c[1]))
        return GoalStmt("goal", self._span(meta), self._word(c[0]), c[1], None, self._word(c[2]))

    def _value(self, c, meta):
        return ValueClause("value", self._span(meta), self._word(c[0]))

    def _royal(self, c, meta):
        return FlagClause("royal", self._span(meta))

    def _en_passant(self, c, meta):
        return FlagClause("en-passant", self._span(meta))

    def _promotes(self, c, meta):
        *letters, optional, limited, swapping = c[1:]
        return PromotesClause(
            "promotes", self._span(meta), c[0], tuple(self._word(t) for t in letters),
            optional is not None, limited is not None, swapping,
        )

    def _swapping(self, c, meta):
        return self._word(c[0])

    def _exchange(self, c, meta):
        return ExchangeStmt("exchange", self._span(meta), self._word(c[0]), self._word(c[1]))

    def _drops(self, c, meta):
        if isinstance(c[0], ZoneExpr):
            return DropsClause("drops", self._span(meta), c[0], None)
        return DropsClause("drops", self._span(meta), None, self._word(c[0]))

    def _pool(self, c, meta):
        return PoolStmt("pool", self._span(meta), self._word(c[0]))

    def _captures(self, c, meta):
        return CapturesStmt("captures", self._span(meta), self._word(c[0]), c[1] is not None)

    def _drop(self, c, meta):
        return DropStmt("drop", self._span(meta), self._word(c[0]), c[1])

    def _pulls(self, c, meta):
        return PullsClause("pulls", self._span(meta), self._word(c[0]), self._word(c[1]))

    def _counter(self, c, meta):
        return CounterStmt("counter", self._span(meta), self._word(c[0]), self._word(c[1]),
                           tuple(self._word(t) for t in c[2:]))

    def _condition(self, c, meta):
        return Condition(c[0], self._word(c[1]), c[2], self._span(meta))

    def _number(self, c, meta):
        return Term("number", self._word(c[0]))

    def _counter_ref(self, c, meta):
        return Term("counter", self._word(c[0]))

    def _dropped(self, c, meta):
        return Term("dropped", self._word(c[0]))

    def _held(self, c, meta):
        return Term("held", self._word(c[0]))

    def _initial(self, c, meta):
        return InitialClause("initial", self._span(meta), c[0])

    def _castling(self, c, meta):
        king, rook, slide, *gates, restores = c
        return CastlingStmt("castling", self._span(meta), self._word(king), self._word(rook),
                            self._word(slide), tuple(gates), restores is not None)

    def _setup(self, c, meta):
        return SetupStmt("setup", self._span(meta), self._word(c[0], strip_quotes=True))

    def _ending(self, c, meta):
        return c[0]

    def _checkmate(self, c, meta):
        return EndingStmt("checkmate", self._span(meta), None, self._word(c[0]))

    def _royal_captured(self, c, meta):
        return EndingStmt("royal-captured", self._span(meta), None, self._word(c[0]))

    def _stalemate(self, c, meta):
        return EndingStmt("stalemate", self._span(meta), None, self._word(c[0]))

    def _repetition(self, c, meta):
        return EndingStmt("repetition", self._span(meta), self._word(c[0]), self._word(c[1]))

    def _move_limit(self, c, meta):
        resets = tuple(self._word(t) for t in c[2:] if t is not None)
        return EndingStmt("move-limit", self._span(meta), self._word(c[0]), self._word(c[1]),
                          resets)
