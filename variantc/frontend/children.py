"""Helpers for the Lark tree -> AST transformer (transform.py): the children Lark hands a rule,
checked for the kind the grammar puts there."""

from __future__ import annotations

from typing import TypeVar

from variantc.frontend.nodes import (
    AllTerm,
    FileTerm,
    LevelTerm,
    RankTerm,
    SquaresTerm,
    Word,
    ZoneNameTerm,
    ZoneTerm,
)
from variantc.frontend.source import InternalError

N = TypeVar("N")
Children = list[object]  # what Lark hands a rule: tokens, None for an absent [part], nodes


def _is(cls: type[N], child: object) -> N:
    """A child of the kind the grammar puts there: Lark's trees are not typed."""
    if not isinstance(child, cls):
        raise InternalError(f"the grammar gave {child!r} where a {cls.__name__} belongs")
    return child


def _maybe(cls: type[N], child: object) -> N | None:
    return None if child is None else _is(cls, child)


def _words_of(child: object) -> tuple[Word, ...]:
    """An optional list of words (`[without]`): () where it is absent."""
    if child is None:
        return ()
    if not isinstance(child, tuple) or not all(isinstance(w, Word) for w in child):
        raise InternalError(f"the grammar gave {child!r} where words belong")
    return child


def _term(child: object) -> ZoneTerm:
    if not isinstance(child, RankTerm | FileTerm | LevelTerm | SquaresTerm | ZoneNameTerm | AllTerm):
        raise InternalError(f"the grammar gave {child!r} where a zone term belongs")
    return child
