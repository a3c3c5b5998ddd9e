"""IR -> list[Diagnostic]: semantic checks that need the whole variant. Never raises."""

from __future__ import annotations

import re

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic, Span
from variantc.ir.lower_extinction import extinct_at_start
from variantc.ir.model import (
    CounterKind,
    Leap,
    Legs,
    Mode,
    Movement,
    Path,
    Ride,
    Side,
    Variant,
    Zone,
)
from variantc.ir.royals import royals
from variantc.ir.validate_draws import insufficient
from variantc.ir.validate_effects import explosions, walling
from variantc.ir.validate_first import first_moves
from variantc.ir.validate_flips import flips
from variantc.ir.validate_free import free_order
from variantc.ir.validate_legs import taking_legs
from variantc.ir.validate_limits import limits
from variantc.ir.validate_remote import remote
from variantc.ir.validate_spares import spares
from variantc.runtime.moves import MAX_CODES


def validate(variant: Variant) -> list[Diagnostic]:
    problems: list[Diagnostic] = []
    problems += royals(variant)
    problems += _kinds(variant)
    problems += _castling(variant)
    problems += _conditional_moves(variant)
    problems += _pulls(variant)
    problems += taking_legs(variant)
    problems += _swaps(variant)
    problems += _counting(variant)
    problems += _checks(variant)
    problems += _confinement(variant)
    problems += first_moves(variant, _rights_span)
    problems += _gating(variant)
    problems += _bare_king(variant)
    problems += _exposed_parry(variant)
    problems += explosions(variant)
    problems += walling(variant)
    problems += extinct_at_start(variant)
    problems += flips(variant)
    problems += spares(variant)
    problems += remote(variant)
    problems += free_order(variant)
    problems += limits(variant)
    problems += insufficient(variant)
    return problems


def _kinds(v: Variant) -> list[Diagnostic]:
    """Every kind, and every promoted kind's marked twin ('Q~'), has a code in a move's field."""
    kinds = len(v.pieces) + len(v.marks())
    if kinds <= MAX_CODES:
        return []
    return [Diagnostic(v.span, Code.E522, f"{kinds} kinds of men, more than {MAX_CODES}",
                       why=f"{len(v.pieces)} pieces and {len(v.marks())} that promoted men "
                       "become (each demotes when captured, so it is a kind of its own): "
                       "the engines number them in six bits",
                       hint="declare fewer pieces, or fewer promotion choices")]


def _bare_king(v: Variant) -> list[Diagnostic]:
    """A bare king is a side with no man but its royal men: without a royal piece, no men."""
    rule = v.endings.bare_king
    if rule is None or any(p.royal for p in v.pieces):
        return []
    return [Diagnostic(rule.span, Code.E840, "bare-king needs a royal piece",
                       why="a side is bare when it has no man left but its royal men",
                       hint="mark the king 'royal', or end the game on the men left with a goal")]


def _exposed_parry(v: Variant) -> list[Diagnostic]:
    """`en-passant no-exposed-parry` forbids some passing moves out of check: a side must be
    able to be in check, and the piece must have a move that passes a square."""
    out = []
    checked = any(p.royal for p in v.pieces) and v.endings.royal_captured is None
    for p in v.pieces:
        if not p.en_passant_unexposed:
            continue
        if not checked:
            why = ("royal men may be taken ('royal-captured'), so no position is in check"
                   if any(x.royal for x in v.pieces) else "no piece is royal, so no side is in check")
        elif p.royal or not any(_passes(m) for m in p.moves):
            why = (f"{p.name} is royal: a royal man's moves leave nothing to take in passing"
                   if p.royal else f"no move of {p.name} passes a square (a leap longer than a "
                   "step, or a ride of two or more, not capture-only)")
        else:
            continue
        out.append(Diagnostic(p.span, Code.E569, f"{p.name} may not parry check exposed, but "
                              "that can never happen", why=why,
                              hint="drop 'no-exposed-parry', or give the variant a royal piece "
                              "checkmate ends with and the piece a move that passes squares"))
    return out


def _passes(m: Movement) -> bool:
    """Whether a move may leave squares to take in passing (backend/rules/en_passant.record)."""
    if m.mode is Mode.CAPTURE:
        return False
    if isinstance(m, Ride):
        return m.range is None or m.range > 1
    return isinstance(m, Leap) and any(max(abs(x) for x in vec) > 1 for vec in m.vectors)


def _gating(v: Variant) -> list[Diagnostic]:
    """Gates share the castling field with castling rights, so both count files on one rank;
    a gate the setup names must hold a man of its side."""
    g = v.gating
    if g is None:
        return []
    rank, castle_rank = g.rank_of(Side.WHITE, v.board.ranks), v.castling_rank(Side.WHITE)
    if v.castling is not None and castle_rank is not None and castle_rank != rank:
        return [Diagnostic(g.span, Code.E720, f"gating is on rank {rank + 1}, but castling on "
                           f"rank {castle_rank + 1}", why="the FEN's castling field names gates "
                           "and castling rooks by their files, on one rank",
                           hint=f"gate 'on rank {castle_rank + 1}'")]
    topo, files = v.board.topology(), v.board.files
    held = {(m.side, m.cell) for m in v.setup.men}
    for letter in v.setup.fen.split()[2]:
        side = Side.WHITE if letter.isupper() else Side.BLACK
        if letter.upper() in "KQ" and v.castling is not None:
            continue
        if letter == "-":
            break
        cell = g.rank_of(side, v.board.ranks) * files + ord(letter.upper()) - ord("A")
        if (side, cell) not in held:
            return [Diagnostic(_rights_span(v, letter), Code.E721, f"gate '{letter}' names "
                               f"{topo.name(cell)}, where no {side.value} man stands",
                               why="a gate is the square of a man that has not moved yet",
                               hint=f"remove '{letter}' or place a man on {topo.name(cell)}")]
    return []


def _confinement(v: Variant) -> list[Diagnostic]:
    """Confined men: placed inside their zone, promoted where a choice may stand, not castled."""
    out = []
    topo = v.board.topology()
    zones = {p.letter: p.confined for p in v.pieces}
    for man in v.setup.men:
        zone = zones.get(man.letter)
        if zone is not None and man.cell not in zone.cells(man.side):
            out.append(Diagnostic(v.setup.span, Code.E608, f"the setup places a {man.side.value} "
                                  f"'{man.letter}' on {topo.name(man.cell)}, outside the squares "
                                  "it is confined to", why=f"a man of '{man.letter}' may stand only "
                                  "on the squares of its 'confined to' zone",
                                  hint="move the man, or widen the zone"))
    for p in v.pieces:
        promo = p.promotion
        if promo is None or promo.optional:
            continue
        for side in Side:
            # A move that ends in the zone promotes: on a square of the zone the piece may
            # stand on, some choice must be able to stand too. A move from the zone out of it
            # is left alone: where no choice may stand, it is no move, as a confined man's
            # move out of its zone is none.
            reach = [c for c in promo.zone.cells(side) if _stands(p.confined, side, c)]
            bare = [c for c in reach if not any(_stands(zones.get(x), side, c)
                                                for x in promo.choices(side))]
            if bare:
                out.append(Diagnostic(promo.span, Code.E513, f"{p.name} must promote, but no "
                                      f"{side.value} choice may stand on {topo.name(bare[0])}",
                                      why=f"{topo.name(bare[0])} is in the promotion zone, and "
                                      "each choice is confined elsewhere: a move there could not "
                                      "be made at all", hint="make the promotion optional, add "
                                      "a choice that may stand there, or take the square out of "
                                      "the promotion zone"))
                break
    c = v.castling
    for letter in (c.king, c.rook) if c else ():
        if zones.get(letter) is not None and c is not None:
            out.append(Diagnostic(c.span, Code.E712, f"castling moves '{letter}', which is "
                                  "confined", why="castling does not ask where its men may stand",
                                  hint=f"drop 'confined' from '{letter}', or the castling"))
    return out


def _stands(zone: Zone | None, side: Side, cell: int) -> bool:
    return zone is None or cell in zone.cells(side)


def _checks(v: Variant) -> list[Diagnostic]:
    """Only a royal man can be in check."""
    if any(p.royal for p in v.pieces):
        return []
    return [Diagnostic(c.span, Code.E533, f"counter '{c.name}' counts checks, but no piece is royal",
                       why="a check is an attack on a royal man", hint="mark the king 'royal'")
            for c in v.counters if c.counts is CounterKind.CHECKS]


def _swaps(v: Variant) -> list[Diagnostic]:
    """A forced swap promotion decides whether a capture is an attack: only leaps are judged so."""
    return [Diagnostic(p.promotion.span, Code.E510, f"{p.name} promotes by a swap, but captures "
                       f"with '{_written(m)}', which is not a single leap",
                       why="a man that cannot swap attacks nothing in the zone; that is worked "
                       "out for leaping captures (such as a pawn's fcF) only",
                       hint="make the promotion optional, or the captures leaps")
            for p in v.pieces if p.promotion and p.promotion.swap and not p.promotion.optional
            for m in p.moves if m.mode is not Mode.MOVE and not (isinstance(m, Leap) and not m.lame)]


def _pulls(v: Variant) -> list[Diagnostic]:
    """A pull is no attack: under check rules a king could be left to be pulled."""
    if v.endings.royal_captured is not None or not any(p.royal for p in v.pieces):
        return []
    return [Diagnostic(p.span, Code.E511, f"{p.name} pulls, but royal men are kept out of check",
                       why="check is judged on ordinary captures; a pull would take a king that "
                       "no rule protects", hint="add 'royal-captured loses': royal men may then "
                       "be taken, by a capture or a pull")
            for p in v.pieces if p.pull is not None]


def _conditional_moves(v: Variant) -> list[Diagnostic]:
    """A move that depends on a neighbour may not capture: attacks are the same everywhere."""
    return [Diagnostic(m.span, Code.E507, f"{piece.name}'s move '{_written(m)}' needs a neighbour, "
                       "so it may not capture", why="whether a man attacks a square may not depend on "
                       "its neighbours", hint=f"write it move-only: m{_written(m)}")
            for piece in v.pieces for m in piece.moves
            if m.adjacent is not None and m.mode is not Mode.MOVE]


def _written(m: Movement) -> str:
    """A move as its piece's definition names it: a Betza atom, or a path word."""
    if isinstance(m, Path):
        return m.first.value + "".join(t.value for t in m.turns)
    if isinstance(m, Legs):
        return m.written
    return m.atom


def _rights_span(v: Variant, right: str | None = None) -> Span:
    """Where the setup's castling field (or one right in it) is written."""
    span = v.setup.span
    fields = list(re.finditer(r"\S+", v.setup.written))
    if len(fields) < 3:
        return span
    start, text = fields[2].start(), fields[2].group()
    if right is not None and right in text:
        start += text.index(right)
        text = right
    col = span.col + start
    return Span(span.file, span.line, col, span.line, col + len(text) - 1)


def _castling(v: Variant) -> list[Diagnostic]:
    rights = v.setup.fen.split()[2]
    if rights == "-":
        return []
    c = v.castling
    if c is None and any(p.first for p in v.pieces):
        return []  # first-move rights (validate_first)
    if v.gating is not None:  # the castling field names gates as well: K and Q are castling's
        rights = "".join(x for x in rights if x in "KQkq")
        if not rights:
            return []
    if c is None:
        return [Diagnostic(_rights_span(v), Code.E605,
                           f"the setup grants castling rights '{rights}' but there is no castling",
                           why="castling rights only mean something with a 'castling' statement",
                           hint="add e.g. 'castling king K rook R slide 2', or write '-'")]
    out = []
    topo = v.board.topology()
    too_far, room = [], []
    for right in rights:
        side = Side.WHITE if right.isupper() else Side.BLACK
        kings = [m.cell for m in v.setup.men if m.side is side and m.letter == c.king]
        if len(kings) != 1:
            out.append(Diagnostic(_rights_span(v, right), Code.E703,
                                  f"castling right '{right}' needs one {side.value} '{c.king}'",
                                  why=f"the setup has {len(kings)}",
                                  hint=f"remove the right '{right}' or place the king"))
            continue
        king, rank, index = kings[0], v.castling_rank(side), 0 if side is Side.WHITE else 1
        kfile = topo.coords(king)[0]
        if rank is not None and topo.row_of(index, king) != rank:
            row = " ".join(topo.name(x) for x in topo.own_row(index, rank) if x is not None)
            out.append(Diagnostic(_rights_span(v, right), Code.E703,
                                  f"castling right '{right}' needs the {side.value} '{c.king}' "
                                  f"on its castling row ({row})", why="the king castles there",
                                  hint=f"remove the right '{right}' or move the king"))
            continue
        if right.upper() not in "KQ" and c.restores and ord(right.upper()) - 65 == kfile:
            continue  # an unmoved king without rights, named by its file
        rook, wing = _castling_rook(v, side, right, king)
        if rook is None:
            out.append(Diagnostic(
                _rights_span(v, right), Code.E703,
                f"castling right '{right}' needs a {side.value} '{c.rook}' {wing}",
                why="K and k name the outermost rook toward the last file, Q and q toward the "
                "a-file, a file letter the rook on that file",
                hint=f"remove the right '{right}' or place the rook"))
            continue
        if c.given_file(topo.coords(rook)[0] > kfile) is not None:
            continue  # the king goes where it is told (runtime.rights: as Fairy-Stockfish)
        line = topo.across(king, rook)
        if line is None:
            out.append(Diagnostic(
                _rights_span(v, right), Code.E703,
                f"castling right '{right}' needs its rook on a line across the files from "
                f"the king, {topo.name(king)} to {topo.name(rook)}",
                why="the king castles along the line that joins it to its rook",
                hint=f"remove the right '{right}' or move the rook"))
            continue
        room.append(abs(topo.coords(rook)[0] - kfile) - 1)
        if max(c.slides) > room[-1]:
            too_far.append(right)
    if too_far and c.slide_span is not None:
        out.append(Diagnostic(
            c.slide_span, Code.E704,
            f"a slide of {max(c.slides)} takes the king onto or past its rook "
            f"(castling right{'s' * (len(too_far) > 1)} {''.join(too_far)})",
            why="the king must land strictly between its square and its rook's; "
            f"here the slide can be at most {min(room)}",
            hint=f"use 'slide {max(min(room), 1)}' or less"))
    return out


def _castling_rook(v: Variant, side: Side, right: str, king: int) -> tuple[int | None, str]:
    """The rook a right of the setup names, and where it was looked for."""
    c, topo = v.castling, v.board.topology()
    assert c is not None
    index = 0 if side is Side.WHITE else 1
    row = topo.own_row(index, topo.row_of(index, king))
    rooks = [m.cell for m in v.setup.men if m.side is side and m.letter == c.rook
             and m.cell in row]
    file, kfile = (lambda x: topo.coords(x)[0]), topo.coords(king)[0]
    row_word = "row" if topo.lattice == "hex" else "rank"
    if right.upper() == "K":
        found = [x for x in rooks if file(x) > kfile]
        return (max(found, key=file) if found else None), f"on the king's {row_word} toward the last file"
    if right.upper() == "Q":
        found = [x for x in rooks if file(x) < kfile]
        return (min(found, key=file) if found else None), f"on the king's {row_word} toward the a-file"
    at = ord(right.upper()) - ord("A")
    cell = row[at] if at < len(row) else None
    if cell is None:
        return None, f"on the {right.lower()}-file"
    return (cell if cell in rooks else None), f"on {topo.name(cell)}"


def _counting(v: Variant) -> list[Diagnostic]:
    """Counting writes its state where the FEN has the en-passant field and the halfmove clock,
    as Fairy-Stockfish writes it: no capture in passing may need them. A move limit keeps its
    own clock, not written while a count runs."""
    c = v.endings.counting
    if c is None:
        return []
    out = []
    clauses = [(name, without) for name, without, given in (
        ("armed", c.armed_without, c.armed is not None), ("bare", c.bare_without, bool(c.bare)))
        if given]
    out += [Diagnostic(c.span, Code.E814, f"counting's '{name}' needs the en-passant piece "
                       f"'{p.letter}' among its 'without' kinds",
                       why="the FEN's en-passant field holds the counting limit while a count "
                       "runs, so no man that may be taken in passing may stand on the board then",
                       hint=f"write '{name} ... without {p.letter}'")
            for name, without in clauses for p in v.pieces
            if p.en_passant and p.letter not in without]
    return out
