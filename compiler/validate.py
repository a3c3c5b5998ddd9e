"""IR -> list[Diagnostic]: semantic checks that need the whole variant. Never raises."""

from __future__ import annotations

from compiler.ir import Side, Variant
from compiler.source import Diagnostic


def validate(variant: Variant) -> list[Diagnostic]:
    problems: list[Diagnostic] = []
    problems += _royals(variant)
    problems += _castling(variant)
    problems += _promotions(variant)
    return problems


def _royals(v: Variant) -> list[Diagnostic]:
    royal = {p.letter for p in v.pieces if p.royal}
    if not royal:
        return []
    out = []
    for side in Side:
        count = sum(1 for m in v.setup.men if m.side is side and m.letter in royal)
        if count != 1:
            out.append(Diagnostic(
                v.setup.span, "E606",
                f"{side.value} has {count} royal pieces in the setup, not one",
                why=f"{'/'.join(sorted(royal))} is royal: check and checkmate are judged on the "
                "one royal piece of each side",
                hint="place exactly one royal piece for each side"))
    return out


def _castling(v: Variant) -> list[Diagnostic]:
    rights = v.setup.fen.split()[2]
    if rights == "-":
        return []
    c = v.castling
    if c is None:
        return [Diagnostic(v.setup.span, "E605",
                           f"the setup grants castling rights '{rights}' but there is no castling",
                           why="castling rights only mean something with a 'castling' statement",
                           hint="add e.g. 'castling king K rook R slide 2', or write '-'")]
    out = []
    files = v.board.files
    for right in rights:
        side = Side.WHITE if right.isupper() else Side.BLACK
        kings = [m.cell for m in v.setup.men if m.side is side and m.letter == c.king]
        if len(kings) != 1:
            out.append(Diagnostic(c.span, "E703",
                                  f"castling right '{right}' needs one {side.value} '{c.king}'",
                                  why=f"the setup has {len(kings)}"))
            continue
        kfile, krank = kings[0] % files, kings[0] // files
        corner = files - 1 if right.upper() == "K" else 0
        rook = next((m for m in v.setup.men if m.cell == krank * files + corner), None)
        if rook is None or rook.letter != c.rook or rook.side is not side:
            out.append(Diagnostic(
                v.setup.span, "E703",
                f"castling right '{right}' needs a {side.value} '{c.rook}' on the corner of the "
                "king's rank",
                why="castling rights name the rook on the a-side (Q) or the far side (K)",
                hint="remove the right or place the rook"))
            continue
        toward = 1 if corner > kfile else -1
        dest = kfile + toward * c.slide
        if not (min(kfile, corner) < dest < max(kfile, corner)):
            out.append(Diagnostic(
                c.span, "E704",
                f"a slide of {c.slide} takes the king past its rook for castling right '{right}'",
                why="the king must land strictly between its square and the rook's corner",
                hint="use a smaller slide"))
    return out


def _promotions(v: Variant) -> list[Diagnostic]:
    out = []
    royal = {p.letter for p in v.pieces if p.royal}
    for piece in v.pieces:
        promo = piece.promotion
        if promo is None:
            continue
        if not promo.zone.white or not promo.zone.black:
            out.append(Diagnostic(promo.span, "E505", f"{piece.name} promotes in an empty zone",
                                  why="the zone holds no square of the board for one side"))
        for letter in promo.choices:
            if letter in royal:
                out.append(Diagnostic(promo.span, "E506",
                                      f"{piece.name} may not promote to royal '{letter}'",
                                      why="each side has exactly one royal piece"))
    return out
