"""Lark tree -> AST: one handler per grammar rule, each making one node with its span. No
semantic checks here: a word is kept as written, with where it was written."""

from __future__ import annotations

from lark import Token, Transformer
from lark.tree import Meta

from variantc.frontend.children import Children, _is, _maybe, _term, _words_of
from variantc.frontend.nodes import (
    AllTerm,
    BoardStmt,
    CapturesByClause,
    CapturesStmt,
    CastlingGate,
    CastlingStmt,
    CastlingTo,
    CellsStmt,
    Clause,
    Condition,
    ConfinedClause,
    CounterStmt,
    CounterStrikeStmt,
    CurveStmt,
    CurveTurn,
    DemotesClause,
    DescriptionStmt,
    DropsClause,
    DropStmt,
    EnPassantClause,
    ExchangeStmt,
    ExplosionStmt,
    ExtendsStmt,
    FileTerm,
    FirstMovesClause,
    FlagClause,
    GatingStmt,
    GoalHold,
    GoalStmt,
    GuardedClause,
    InitialClause,
    LevelTerm,
    LinkStmt,
    MovesClause,
    PathsClause,
    PetrifyStmt,
    PieceStmt,
    PoolStmt,
    PromotesClause,
    PullsClause,
    RankTerm,
    SetupStmt,
    ShuffleStmt,
    SideChoices,
    SlidesClause,
    SparesClause,
    SquaresTerm,
    Standing,
    Statement,
    Term,
    TransferStmt,
    TurnsStmt,
    ValueClause,
    VariantStmt,
    WallingStmt,
    Within,
    Word,
    ZoneExpr,
    ZoneNameTerm,
    ZoneStmt,
)
from variantc.frontend.nodes_endings import EndingStmt, ExtinctionStmt, MaterialStmt
from variantc.frontend.source import InternalError, Source, Span
from variantc.frontend.transform_endings import EndingsToAst


class ToAst(EndingsToAst, Transformer[Token, list[Statement]]):
    def __init__(self, source: Source) -> None:
        super().__init__()
        self.source = source

    # helpers
    def _word(self, child: object, strip_quotes: bool = False) -> Word:
        token = _is(Token, child)
        line, col, end_line, end = token.line, token.column, token.end_line, token.end_column
        if line is None or col is None or end_line is None or end is None:
            raise InternalError(f"{token!r} has no position: the parser propagates positions")
        text, end_col = str(token), end - 1
        if strip_quotes and len(text) >= 2 and text[0] == '"':
            text, col, end_col = text[1:-1], col + 1, end_col - 1
        return Word(text, self.source.span(line, col, end_line, max(end_col, col)))

    def _maybe_word(self, child: object) -> Word | None:
        return None if child is None else self._word(child)

    def _words(self, children: Children) -> tuple[Word, ...]:
        return tuple(self._word(t) for t in children)

    def _span(self, meta: Meta) -> Span:
        return self.source.span(meta.line, meta.column, meta.end_line, meta.end_column - 1)

    # statements
    def start(self, items: Children) -> list[Statement]:
        return [i for i in items if isinstance(i, Statement)]

    def __default__(self, data: str, children: Children, meta: Meta) -> object:
        handler = getattr(self, f"_{data}", None)
        if handler is None:
            return super().__default__(data, children, meta)
        return handler(children, meta)

    def _variant(self, c: Children, meta: Meta) -> VariantStmt:
        return VariantStmt("variant", self._span(meta), self._word(c[0], True))

    def _description(self, c: Children, meta: Meta) -> DescriptionStmt:
        return DescriptionStmt("description", self._span(meta), self._word(c[0], True))

    def _extends(self, c: Children, meta: Meta) -> ExtendsStmt:
        return ExtendsStmt("extends", self._span(meta), self._word(c[0], True))

    def _board(self, c: Children, meta: Meta) -> BoardStmt:
        dims, hexagonal, slanted, pointed, round_, starred = c
        return BoardStmt("board", self._span(meta), self._word(dims), self._maybe_word(starred),
                         self._maybe_word(round_), self._maybe_word(slanted),
                         self._maybe_word(hexagonal), self._maybe_word(pointed))

    def _void(self, c: Children, meta: Meta) -> CellsStmt:
        return CellsStmt("void", self._span(meta), self._words(c))

    def _hole(self, c: Children, meta: Meta) -> CellsStmt:
        return CellsStmt("hole", self._span(meta), self._words(c))

    def _link(self, c: Children, meta: Meta) -> LinkStmt:
        return LinkStmt("link", self._span(meta), *self._words(c))

    def _curve(self, c: Children, meta: Meta) -> CurveStmt:
        turns = tuple(_is(CurveTurn, t) for t in c[1:])
        return CurveStmt("curve", self._span(meta), self._word(c[0]), turns)

    def _turn(self, c: Children, meta: Meta) -> CurveTurn:
        return CurveTurn(self._word(c[0]), self._word(c[1]))

    def _zone(self, c: Children, meta: Meta) -> ZoneStmt:
        return ZoneStmt("zone", self._span(meta), self._word(c[0]), self._maybe_word(c[1]),
                        _is(ZoneExpr, c[2]))

    def _zone_expr(self, c: Children, meta: Meta) -> ZoneExpr:
        terms = tuple(_term(x) for x in c if not isinstance(x, Token))
        ops = tuple(str(x) for x in c if isinstance(x, Token))
        return ZoneExpr(terms, ops, self._span(meta))

    def _all_term(self, c: Children, meta: Meta) -> AllTerm:
        return AllTerm(self._span(meta))

    def _rank_term(self, c: Children, meta: Meta) -> RankTerm:
        return RankTerm(self._word(c[0]), self._maybe_word(c[1]), self._span(meta))

    def _file_term(self, c: Children, meta: Meta) -> FileTerm:
        return FileTerm(self._word(c[0]), self._maybe_word(c[1]), self._span(meta))

    def _level_term(self, c: Children, meta: Meta) -> LevelTerm:
        return LevelTerm(self._word(c[0]), self._maybe_word(c[1]), self._span(meta))

    def _squares_term(self, c: Children, meta: Meta) -> SquaresTerm:
        return SquaresTerm(self._words(c), self._span(meta))

    def _zone_name(self, c: Children, meta: Meta) -> ZoneNameTerm:
        return ZoneNameTerm(self._word(c[0]), self._span(meta))

    def _piece(self, c: Children, meta: Meta) -> PieceStmt:
        clauses = tuple(_is(Clause, x) for x in c[2:])
        return PieceStmt("piece", self._span(meta), self._word(c[0]), _is(Word, c[1]), clauses)

    def _piece_name(self, c: Children, meta: Meta) -> Word:
        return self._word(c[0], strip_quotes=True)

    def _moves(self, c: Children, meta: Meta) -> MovesClause:
        *words, last = c
        within = last.zone if isinstance(last, Within) else None
        region = last if isinstance(last, ZoneExpr) else None
        return MovesClause("moves", self._span(meta), self._words(words),
                           last if isinstance(last, Word) else None, region, within)

    def _first_moves(self, c: Children, meta: Meta) -> FirstMovesClause:
        *words, check, aimed = c
        found = () if aimed is None else _is(tuple, aimed)
        return FirstMovesClause("first-moves", self._span(meta), self._words(words),
                                check is not None, tuple(_is(Word, w) for w in found))

    def _aimed(self, c: Children, meta: Meta) -> tuple[Word, ...]:
        return self._words(c)

    def _adjacency(self, c: Children, meta: Meta) -> Word:
        return self._word(c[0])

    def _region(self, c: Children, meta: Meta) -> ZoneExpr:
        return _is(ZoneExpr, c[0])

    def _within(self, c: Children, meta: Meta) -> Within:
        return Within(_is(ZoneExpr, c[0]))

    def _paths(self, c: Children, meta: Meta) -> PathsClause:
        return PathsClause("paths", self._span(meta), self._word(c[0], strip_quotes=True))

    def _slides(self, c: Children, meta: Meta) -> SlidesClause:
        return SlidesClause("slides", self._span(meta), self._word(c[0]), self._word(c[1]),
                            _is(ZoneExpr, c[2]), c[3] is not None)

    def _mirrored(self, c: Children, meta: Meta) -> FlagClause:
        return FlagClause("mirrored", self._span(meta))

    def _count(self, c: Children, meta: Meta) -> Term:
        return Term("count", self._word(c[0]), _is(ZoneExpr, c[1]))

    def _gate(self, c: Children, meta: Meta) -> CastlingGate:
        return CastlingGate(self._word(c[0]), _is(Condition, c[1]))

    def _captures_forced(self, c: Children, meta: Meta) -> Statement:
        return Statement("captures forced", self._span(meta))

    def _duple_check(self, c: Children, meta: Meta) -> Statement:
        return Statement("duple-check", self._span(meta))

    def _pass_turn(self, c: Children, meta: Meta) -> Statement:
        return Statement("pass", self._span(meta))

    def _free_order(self, c: Children, meta: Meta) -> Statement:
        return Statement("free-order", self._span(meta))

    def _lone_royal(self, c: Children, meta: Meta) -> Statement:
        return Statement("lone-royal", self._span(meta))

    def _forbid(self, c: Children, meta: Meta) -> Statement:
        what = str(c[0]) if c and c[0] is not None else ""
        return Statement(f"forbid {what}".strip(), self._span(meta))

    def _goal(self, c: Children, meta: Meta) -> GoalStmt:
        safe = self._word(c[-1]) if isinstance(c[-1], Token) else None  # SAFE, or a hold
        hold = None if safe is not None else _maybe(GoalHold, c[-1])
        if isinstance(c[0], Condition):
            return GoalStmt("goal", self._span(meta), None, None, c[0], self._word(c[1]), hold,
                            safe)
        return GoalStmt("goal", self._span(meta), self._word(c[0]), _is(ZoneExpr, c[1]), None,
                        self._word(c[2]), hold, safe)

    def _hold(self, c: Children, meta: Meta) -> GoalHold:
        if len(c) == 1:
            return GoalHold(self._span(meta))
        return GoalHold(self._span(meta), self._word(c[0]), self._word(c[1]))

    def _goal_none(self, c: Children, meta: Meta) -> Statement:
        return Statement("goal none", self._span(meta))

    def _value(self, c: Children, meta: Meta) -> ValueClause:
        return ValueClause("value", self._span(meta), self._word(c[0]))

    def _royal(self, c: Children, meta: Meta) -> FlagClause:
        return FlagClause("royal", self._span(meta))

    def _en_passant(self, c: Children, meta: Meta) -> EnPassantClause:
        return EnPassantClause("en-passant", self._span(meta), c[0] is not None,
                               _maybe(ZoneExpr, c[2]), c[1] is not None)

    def _promotes(self, c: Children, meta: Meta) -> PromotesClause:
        *choices, by_file, optional, on_capture, limited, swapping, standing = c[1:]
        sides = tuple(x for x in choices if isinstance(x, SideChoices))
        letters = [x for x in choices if not isinstance(x, SideChoices)]
        return PromotesClause("promotes", self._span(meta), _is(ZoneExpr, c[0]),
                              self._words(letters), optional is not None, limited is not None,
                              _maybe(Word, swapping), sides, _words_of(limited),
                              _maybe(Standing, standing), on_capture == "on-capture",
                              by_file is not None, on_capture == "entering")

    def _demotes(self, c: Children, meta: Meta) -> DemotesClause:
        return DemotesClause("demotes", self._span(meta), _is(ZoneExpr, c[0]), c[1] is not None,
                             c[2] is not None)

    def _standing(self, c: Children, meta: Meta) -> Standing:
        return Standing(self._span(meta), self._maybe_word(c[1]), c[2] is not None)

    def _limited(self, c: Children, meta: Meta) -> tuple[Word, ...]:
        return self._words(c[1:])

    def _side_choices(self, c: Children, meta: Meta) -> SideChoices:
        return SideChoices(self._word(c[0]), self._words(c[1:]), self._span(meta))

    def _spares(self, c: Children, meta: Meta) -> SparesClause:
        return SparesClause(str(c[0]), self._span(meta), self._words(c[1:]))

    def _spares_guarded(self, c: Children, meta: Meta) -> GuardedClause:
        kinds: Children = [t for t in c[1:] if isinstance(t, Token)
                           and t.type in ("LETTER", "PROMOTED")]
        bridge = next((x for x in c if isinstance(x, tuple)), None)
        return GuardedClause("spares-guarded", self._span(meta), self._words(kinds),
                             any(isinstance(t, Token) and t.type == "FROM_AFAR" for t in c), bridge)

    def _bridge(self, c: Children, meta: Meta) -> tuple[Word, ...]:
        return self._words(c[1:])

    def _captures_by(self, c: Children, meta: Meta) -> CapturesByClause:
        return CapturesByClause("captures-by", self._span(meta), self._words(c[1:]))

    def _freezes(self, c: Children, meta: Meta) -> FlagClause:
        return FlagClause("freezes", self._span(meta))

    def _confined(self, c: Children, meta: Meta) -> ConfinedClause:
        return ConfinedClause("confined", self._span(meta), _is(ZoneExpr, c[0]))

    def _swapping(self, c: Children, meta: Meta) -> Word:
        return self._word(c[0])

    def _exchange(self, c: Children, meta: Meta) -> ExchangeStmt:
        return ExchangeStmt("exchange", self._span(meta), self._word(c[0]), self._word(c[1]))

    def _gating(self, c: Children, meta: Meta) -> GatingStmt:
        return GatingStmt("gating", self._span(meta), self._word(c[0]), self._word(c[1]))

    def _explosion(self, c: Children, meta: Meta) -> ExplosionStmt:
        words = self._words(c)
        return ExplosionStmt("explosion", self._span(meta),
                             tuple(w for w, t in zip(words, c, strict=True) if _is(Token, t).type == "BETZA"),
                             tuple(w for w, t in zip(words, c, strict=True) if _is(Token, t).type != "BETZA"))

    def _petrify(self, c: Children, meta: Meta) -> PetrifyStmt:
        return PetrifyStmt("petrify", self._span(meta), tuple(self._words(c)))

    def _counter_strike(self, c: Children, meta: Meta) -> CounterStrikeStmt:
        return CounterStrikeStmt("counter-strike", self._span(meta), self._words(c[1:]))

    def _walling(self, c: Children, meta: Meta) -> WallingStmt:
        return WallingStmt("walling", self._span(meta), self._word(c[0]))

    def _transfer(self, c: Children, meta: Meta) -> TransferStmt:
        return TransferStmt("transfer", self._span(meta), self._word(c[0]))

    def _drops(self, c: Children, meta: Meta) -> DropsClause:
        if isinstance(c[0], ZoneExpr):
            return DropsClause("drops", self._span(meta), c[0], None)
        if isinstance(c[0], Token) and c[0].type == "INT":
            return DropsClause("drops", self._span(meta), None, None, self._word(c[0]))
        return DropsClause("drops", self._span(meta), None, self._word(c[0]))

    def _pool(self, c: Children, meta: Meta) -> PoolStmt:
        return PoolStmt("pool", self._span(meta), self._word(c[0]))

    def _captures(self, c: Children, meta: Meta) -> CapturesStmt:
        return CapturesStmt("captures", self._span(meta), self._word(c[0]), c[1] is not None)

    def _drop(self, c: Children, meta: Meta) -> DropStmt:
        return DropStmt("drop", self._span(meta), self._word(c[0]), _maybe(Condition, c[2]),
                        c[1] is not None)

    def _pulls(self, c: Children, meta: Meta) -> PullsClause:
        return PullsClause("pulls", self._span(meta), self._word(c[0]), self._word(c[1]))

    def _counter(self, c: Children, meta: Meta) -> CounterStmt:
        return CounterStmt("counter", self._span(meta), self._word(c[0]), self._word(c[1]),
                           self._words(c[2:]))

    def _condition(self, c: Children, meta: Meta) -> Condition:
        return Condition(_is(Term, c[0]), self._word(c[1]), _is(Term, c[2]), self._span(meta))

    def _number(self, c: Children, meta: Meta) -> Term:
        return Term("number", self._word(c[0]))

    def _counter_ref(self, c: Children, meta: Meta) -> Term:
        return Term("counter", self._word(c[0]))

    def _dropped(self, c: Children, meta: Meta) -> Term:
        return Term("dropped", self._word(c[0]))

    def _held(self, c: Children, meta: Meta) -> Term:
        return Term("held", self._word(c[0]))

    def _initial(self, c: Children, meta: Meta) -> InitialClause:
        return InitialClause("initial", self._span(meta), _is(ZoneExpr, c[0]))

    def _castling(self, c: Children, meta: Meta) -> CastlingStmt:
        king, rook, slide, *clauses = c
        flags = {str(t): t for t in clauses if isinstance(t, Token)}
        chess960 = flags.get("chess960")
        dropped = [d for d in clauses if isinstance(d, Word)]
        return CastlingStmt("castling", self._span(meta), self._word(king), self._word(rook),
                            () if slide is None else _is(tuple, slide),
                            tuple(g for g in clauses if isinstance(g, CastlingGate)),
                            "dropped-rooks-castle" in flags,
                            tuple(d for d in clauses if isinstance(d, CastlingTo)),
                            None if chess960 is None else self._word(chess960),
                            dropped[-1] if dropped else None)

    def _castle_slide(self, c: Children, meta: Meta) -> tuple[Word, ...]:
        return tuple(self._word(t) for t in c)

    def _dropped_castle(self, c: Children, meta: Meta) -> Word:
        return self._word(c[0])

    def _wing_to(self, c: Children, meta: Meta) -> CastlingTo:
        return CastlingTo(self._word(c[0]), self._word(c[1]))

    def _setup(self, c: Children, meta: Meta) -> SetupStmt:
        return SetupStmt("setup", self._span(meta), self._word(c[0], strip_quotes=True))

    def _shuffle(self, c: Children, meta: Meta) -> ShuffleStmt:
        zone, *order, both, between = c
        pair = None if between is None else _is(tuple, between)
        return ShuffleStmt("shuffle", self._span(meta), _is(ZoneExpr, zone), self._words(order),
                           () if both is None else _is(tuple, both),
                           None if pair is None else (pair[0], pair[1]))

    def _turns(self, c: Children, meta: Meta) -> TurnsStmt:
        length, first, check, chained = c
        return TurnsStmt("turns", self._span(meta), self._word(length),
                         *(None if w is None else self._word(w) for w in (first, check, chained)))

    def _both_colours(self, c: Children, meta: Meta) -> tuple[Word, ...]:
        return self._words(c)

    def _between(self, c: Children, meta: Meta) -> tuple[Word, ...]:
        return self._words(c)

    def _extinction(self, c: Children, meta: Meta) -> ExtinctionStmt:
        tokens = [t for t in c if isinstance(t, Token)]
        every = [t for t in tokens if t.type == "EVERY_MAN"]
        below = [t for t in tokens if t.type == "INT"]
        kinds: Children = [t for t in tokens if t.type in ("LETTER", "PROMOTED")]
        return ExtinctionStmt("extinction", self._span(meta), self._words(kinds),
                              self._word(every[0]) if every else None,
                              self._word(below[0]) if below else None, self._word(tokens[-1]),
                              any(t.type == "TOGETHER" for t in tokens))

    def _facing_run(self, c: Children, meta: Meta) -> EndingStmt:
        count, outcome = (t for t in c if isinstance(t, Token) and t.type != "FACING")
        return EndingStmt("facing", self._span(meta), self._word(count), self._word(outcome))

    def _passes_run(self, c: Children, meta: Meta) -> EndingStmt:
        return EndingStmt("passes", self._span(meta), self._word(c[0]), self._word(c[1]))

    def _material(self, c: Children, meta: Meta) -> MaterialStmt:
        weights = tuple((_is(Word, w[0]), _is(Word, w[1])) for w in (_is(tuple, x) for x in c[:-1]))
        return MaterialStmt("material", self._span(meta), weights, self._word(c[-1]))

    def _weight(self, c: Children, meta: Meta) -> tuple[Word, Word]:
        return self._word(c[0]), self._word(c[1])

    def _ending(self, c: Children, meta: Meta) -> EndingStmt:
        return _is(EndingStmt, c[0])
