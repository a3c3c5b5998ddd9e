"""The AST of the endings: how a game ends (mates, runs, repetitions and move limits, counting,
extinction, material), as nodes.py's statements are written."""

from __future__ import annotations

from dataclasses import dataclass

from variantc.frontend.nodes import Statement, Word
from variantc.frontend.source import Span


@dataclass(frozen=True)
class EndingStmt(Statement):  # checkmate, stalemate, repetition, move-limit, facing, passes
    count: Word | None
    outcome: Word
    reset_by: tuple[Word, ...] = ()
    one_way: bool = False  # `reset-by irreversible L...`: only moves that cannot be taken back
    reply: bool = False  # `bare-king ... with-reply`: the bare side may bare the other first
    both: Word | None = None  # `bare-king ... both-bare OUTCOME`: both sides bare end the game
    by_count: bool = False  # `stalemate ... by-count`: judged by the men each side has
    score: Word | None = None  # `stalemate wins 3/4`: the winner's share of the point
    mated_by: MateClause | None = None  # `checkmate ... by KIND+ OUTCOME`
    series: MateClause | None = None  # `checkmate ... unless-checked-by KIND+ OUTCOME`
    perpetual: Word | None = None  # `repetition ... perpetual-check OUTCOME`: its outcome


@dataclass(frozen=True)
class MateClause:
    """`by KIND+ OUTCOME` or `unless-checked-by KIND+ OUTCOME` after `checkmate OUTCOME`."""

    kinds: tuple[Word, ...]
    outcome: Word
    span: Span


@dataclass(frozen=True)
class BareRow:
    """`LIMIT [if KIND COMPARE N]`: a bare side's count, by the other side's men of a kind."""

    limit: Word
    letter: Word | None
    op: Word | None
    count: Word | None
    span: Span


@dataclass(frozen=True)
class CountClause:
    """`armed N [without L...] [max-men M]` or `bare [from-men] [without L...] ROWS`."""

    keyword: str  # 'armed' or 'bare'
    span: Span
    without: tuple[Word, ...]  # no count while a man of these kinds is on the board
    limit: Word | None = None  # armed: its limit
    max_men: Word | None = None  # armed: only while the side to move has at most so many men
    from_men: bool = False  # bare: the count starts at the men on the board
    rows: tuple[BareRow, ...] = ()  # bare: its table


@dataclass(frozen=True)
class CountingStmt(Statement):
    outcome: Word
    clauses: tuple[CountClause, ...]


@dataclass(frozen=True)
class ExtinctionStmt(Statement):
    kinds: tuple[Word, ...]  # the kinds judged one by one; none: `all`, a side's men together
    every: Word | None  # the word `all`
    below: Word | None  # a side with fewer men than this is extinct (default 1)
    outcome: Word  # for the extinct side
    together: bool = False  # `together`: the kinds' men counted as one


@dataclass(frozen=True)
class MaterialStmt(Statement):
    weights: tuple[tuple[Word, Word], ...]  # a kind's letter and its weight
    needs: Word  # White's least lead that wins it a drawn ending


@dataclass(frozen=True)
class InsufficientStmt(Statement):
    """`insufficient-material OUTCOME [minor KIND+] [colour-bound KIND+]`, or `... none`."""

    outcome: Word | None  # None: `none`, never
    minor: tuple[Word, ...] = ()
    colour_bound: tuple[Word, ...] = ()
    clauses: tuple[tuple[str, Span], ...] = ()  # each clause's keyword and span, as written
