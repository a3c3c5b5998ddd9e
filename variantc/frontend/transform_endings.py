"""The endings' statements, tree -> AST: ToAst's methods for how a game ends (mates, runs,
repetitions and move limits, claimed or not, insufficient material, counting), apart so that
each module stays short."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lark import Token
from lark.tree import Meta

from variantc.frontend.children import Children, _is, _maybe, _words_of
from variantc.frontend.nodes import Word
from variantc.frontend.nodes_endings import (
    BareRow,
    CountClause,
    CountingStmt,
    EndingStmt,
    InsufficientStmt,
    MateClause,
)
from variantc.frontend.source import Span


class EndingsToAst:
    """Mixed into ToAst, whose helpers these methods use."""

    if TYPE_CHECKING:
        def _word(self, child: object, strip_quotes: bool = False) -> Word: ...

        def _words(self, children: Children) -> tuple[Word, ...]: ...

        def _maybe_word(self, child: object) -> Word | None: ...

        def _span(self, meta: Meta) -> Span: ...

    def _checkmate(self, c: Children, meta: Meta) -> EndingStmt:
        return EndingStmt("checkmate", self._span(meta), None, self._word(c[0]),
                          mated_by=_maybe(MateClause, c[1]), series=_maybe(MateClause, c[2]))

    def _mated_by(self, c: Children, meta: Meta) -> MateClause:
        return MateClause(self._words(c[:-1]), self._word(c[-1]), self._span(meta))

    def _mate_series(self, c: Children, meta: Meta) -> MateClause:
        return MateClause(self._words(c[:-1]), self._word(c[-1]), self._span(meta))

    def _royal_captured(self, c: Children, meta: Meta) -> EndingStmt:
        return EndingStmt("royal-captured", self._span(meta), None, self._word(c[0]))

    def _bare_king(self, c: Children, meta: Meta) -> EndingStmt:
        return EndingStmt("bare-king", self._span(meta), None, self._word(c[0]), reply=c[1] is not None,
                          both=self._maybe_word(c[2]))

    def _stalemate(self, c: Children, meta: Meta) -> EndingStmt:
        return EndingStmt("stalemate", self._span(meta), None, self._word(c[0]),
                          score=None if c[1] is None else self._word(c[1]), by_count=c[2] is not None)

    def _repetition(self, c: Children, meta: Meta) -> EndingStmt:
        # a claimed repetition is a statement of its own: chess has one of each
        keyword = "repetition claimed" if c[2] is not None else "repetition"
        return EndingStmt(keyword, self._span(meta), self._word(c[0]), self._word(c[1]),
                          perpetual=_maybe(Word, c[3]))

    def _insufficient(self, c: Children, meta: Meta) -> InsufficientStmt:
        clauses = [_is(tuple, x) for x in c[1:]]
        minor = tuple(w for k, _, words in clauses if k == "minor" for w in words)
        bound = tuple(w for k, _, words in clauses if k == "colour-bound" for w in words)
        return InsufficientStmt("insufficient-material", self._span(meta), self._word(c[0]),
                                minor, bound, tuple((k, span) for k, span, _ in clauses))

    def _insufficient_none(self, c: Children, meta: Meta) -> InsufficientStmt:
        return InsufficientStmt("insufficient-material", self._span(meta), None)

    def _minor(self, c: Children, meta: Meta) -> tuple[str, Span, tuple[Word, ...]]:
        return "minor", self._span(meta), self._words(c)

    def _colour_bound(self, c: Children, meta: Meta) -> tuple[str, Span, tuple[Word, ...]]:
        return "colour-bound", self._span(meta), self._words(c)

    def _perpetual(self, c: Children, meta: Meta) -> Word:
        """The clause's outcome, spanning the clause: diagnostics point at all of it."""
        return Word(self._word(c[0]).text, self._span(meta))

    def _move_limit(self, c: Children, meta: Meta) -> EndingStmt:
        one_way = any(isinstance(t, Token) and t.type == "ONE_WAY" for t in c[3:])
        resets = self._words([t for t in c[3:] if isinstance(t, Token) and t.type == "LETTER"])
        keyword = "move-limit claimed" if c[2] is not None else "move-limit"
        return EndingStmt(keyword, self._span(meta), self._word(c[0]), self._word(c[1]),
                          resets, one_way)

    def _counting(self, c: Children, meta: Meta) -> CountingStmt:
        return CountingStmt("counting", self._span(meta), self._word(c[0]),
                            tuple(_is(CountClause, x) for x in c[1:]))

    def _armed(self, c: Children, meta: Meta) -> CountClause:
        limit, without, most = c
        return CountClause("armed", self._span(meta), _words_of(without), self._word(limit),
                           _maybe(Word, most))

    def _bare(self, c: Children, meta: Meta) -> CountClause:
        from_men, without, *rows = c
        return CountClause("bare", self._span(meta), _words_of(without), from_men=from_men is not None,
                           rows=tuple(_is(BareRow, r) for r in rows))

    def _without(self, c: Children, meta: Meta) -> tuple[Word, ...]:
        return self._words(c)

    def _max_men(self, c: Children, meta: Meta) -> Word:
        return self._word(c[0])

    def _bare_row(self, c: Children, meta: Meta) -> BareRow:
        limit, *rest = c  # `if KIND COMPARE N`, or placeholders for it
        test = [self._word(t) for t in rest if t is not None]
        letter, op, count = test if test else (None, None, None)
        return BareRow(self._word(limit), letter, op, count, self._span(meta))
