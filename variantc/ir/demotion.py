"""What a promoted man goes back as when a demoting capture sends it to a pool: the IR's
`Variant.promoted_from` and `Variant.demoted`, worked out from the pieces' promotions."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from variantc.ir.model import Variant


def promoted_from(v: Variant) -> dict[str, str]:
    """Each kind a man may be promoted to, with the piece it promoted from: the piece whose
    `promotes` lists it (the last declared, if several do); a `+X` that none lists comes
    from X, when X is a piece, in the shogi manner."""
    out = {choice: p.letter for p in v.pieces if p.promotion for choice in p.promotion.kinds}
    letters = {p.letter for p in v.pieces}
    for letter in sorted(letters):
        if letter.startswith("+") and letter not in out and letter[1:] in letters:
            out[letter] = letter[1:]
    return out


def demoted(v: Variant, letter: str, marked: bool) -> str:
    """What a captured man becomes in its captor's pool: a man marked '~', or of a `+X`
    kind, goes back as the piece it promoted from, demoted in turn if that piece is itself
    a promoted kind (a `+P` that promoted to G goes back as P)."""
    if not v.demotes():
        return letter
    origin, seen = v.promoted_from(), set()
    while (marked or letter.startswith("+")) and letter in origin and letter not in seen:
        seen.add(letter)
        letter, marked = origin[letter], False
    return letter
