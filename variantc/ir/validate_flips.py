"""Checks of the men that turn over: `demotes` (a +X man turned back into X by its moves),
`drops promoted` (a held man put down as its promoted kind) and `on-capture` promotions."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic
from variantc.ir.model import Piece, Variant


def flips(v: Variant) -> list[Diagnostic]:
    problems: list[Diagnostic] = []
    letters = {p.letter for p in v.pieces}
    origin = v.promoted_from()
    for p in v.pieces:
        if p.demotion is not None:
            problems += _demotion(p, letters, origin)
        if p.drop.promoted and dropped_as(p) is None:
            problems.append(Diagnostic(p.span, Code.E581, f"{p.name} is dropped promoted, but "
                                       "does not promote to exactly one promoted kind",
                                       why="'drops promoted' puts a held X down as the +X it "
                                       "promotes to, written '+X@square'",
                                       hint=f"give it 'promotes in ZONE to +{p.letter}', or drop "
                                       "'drops promoted'"))
        promo = p.promotion
        if promo is not None and promo.standing and promo.on_capture:
            problems.append(Diagnostic(promo.span, Code.E583, "a standing promotion cannot be "
                                       "'on-capture'", why="it is a move of its own, which "
                                       "never captures", hint="drop 'on-capture', or 'standing'"))
        if promo is not None and promo.standing and promo.entering:
            problems.append(Diagnostic(promo.span, Code.E576, "a standing promotion cannot be "
                                       "'entering'", why="it is a move of its own, made where the "
                                       "man stands in the zone: it enters nothing",
                                       hint="drop 'entering', or 'standing'"))
    return problems


def _demotion(p: Piece, letters: set[str], origin: dict[str, str]) -> list[Diagnostic]:
    assert p.demotion is not None
    if p.promotion is not None:
        return [Diagnostic(p.demotion.span, Code.E582, f"{p.name} both promotes and demotes",
                           why="a move of a promoted man turns it back; it cannot also promote "
                           "further", hint="keep 'promotes' or 'demotes'")]
    base = p.letter.removeprefix("+")
    if not p.letter.startswith("+") or base not in letters or origin.get(p.letter, base) != base:
        return [Diagnostic(p.demotion.span, Code.E580, f"{p.name} demotes, but is no promoted "
                           f"kind +X of a piece X that promotes only to it",
                           why="a demoting move turns a +X man back into the X it promoted from",
                           hint="give 'demotes' to a piece +X, where X is a piece")]
    return []


def dropped_as(p: Piece) -> str | None:
    """The kind a man of `p` is dropped as when dropped promoted: its one `+` choice."""
    kinds = p.promotion.kinds if p.promotion is not None else ()
    return kinds[0] if len(kinds) == 1 and kinds[0].startswith("+") else None
