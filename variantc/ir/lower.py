"""AST (+ front matter) -> IR: resolve names, merge the front matter, apply defaults.

Every problem found on the way is a diagnostic; lowering goes on past it so that one run
reports as much as it can. Semantic checks that need the whole IR live in validate.py.

The board is lowered first (lower_board); then a `Lowering` (lowering.py) holds what every
other step needs, and each step is a plain function of it: lower_pools, lower_setup,
lower_pieces, lower_castling, lower_endings. This module runs them in order and assembles the
`Variant`.
"""

from __future__ import annotations

import hashlib
import re

from variantc import quoting
from variantc.diagnostics import Code
from variantc.frontend.nodes import Ast, DescriptionStmt, PieceStmt, Statement, VariantStmt, Word
from variantc.frontend.source import Diagnostic, Source, Span, errors
from variantc.ir import (
    lower_board,
    lower_castling,
    lower_effects,
    lower_endings,
    lower_pieces,
    lower_pools,
    lower_setup,
    lower_shuffle,
    lower_turns,
)
from variantc.ir.lower_zones import Zones
from variantc.ir.lowering import Lowering, declare
from variantc.ir.model import Board, Variant
from variantc.ir.statements import Statements

_SLUG = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
MAX_SLUG = 64  # well inside a file name's 255 bytes, with the writer's temporary affixes


def lower(source: Source, ast: Ast, sources: dict[str, Source] | None = None
          ) -> tuple[Variant | None, list[Diagnostic]]:
    """`sources`: every file the definition was read from (its bases too), for the hash."""
    doc = Statements(source, ast, sources or {source.path: source})
    board = lower_board.board(doc)
    topo = board.topology() if board is not None else None
    lo = Lowering(doc, topo, declare(doc), Zones(doc, topo))
    variant = _variant(lo, board)
    return variant, _unique(doc.problems)


def _variant(lo: Lowering, board: Board | None) -> Variant | None:
    capture = lower_pools.capture(lo)
    counters = lower_pools.counters(lo)
    drops = lower_pools.drops(lo)
    setup = lower_setup.setup(lo, capture, board is not None and board.starred_voids)
    if board is not None:
        lo.zones.resolve_all()
    zones = lo.zones.nodes()
    pieces = [lower_pieces.piece(lo, p, setup) for p in lo.names.pieces] if board is not None else []
    castling = lower_castling.castling(lo)
    shuffle = lower_shuffle.shuffle(lo, setup, castling)
    turns = lower_turns.turns(lo)
    free_order = lower_turns.free_order(lo)
    endings = lower_endings.endings(lo)
    explosion = lower_effects.explosion(lo)
    petrify = lower_effects.petrify(lo)
    walling = lower_effects.walling(lo)
    counter_strike = lower_effects.counter_strike(lo)
    transfer = lower_effects.transfer(lo)
    name, slug = _names(lo.doc)
    description = _description(lo.doc)
    lowered = [p for p in pieces if p is not None]
    if board is None or setup is None or errors(lo.doc.problems) or len(lowered) != len(pieces):
        return None
    # These two are checked only in an otherwise clean variant (docs/diagnostics.md says so
    # for forbid): a problem they report still leaves no variant, as the pipeline drops it.
    forbid = lo.doc.single(Statement, "forbid") is not None
    duple = lower_endings.duple_check(lo)
    lone = lower_endings.lone_royal(lo)
    passing = lower_endings.passing(lo)
    exchange = lower_pools.exchange(lo)
    gating = lower_pools.gating(lo)
    return Variant(
        span=lo.doc.src.whole(), name=name, description=description, slug=slug, source=lo.doc.src.path,
        sha256=_digest(lo.doc), board=board, zones=tuple(zones), pieces=tuple(lowered),
        castling=castling, setup=setup, shuffle=shuffle, turns=turns,
        free_order=free_order, endings=endings, pools=lo.names.pools,
        capture=capture,
        drops=drops, counters=counters, forbid_immobility=forbid, exchange=exchange,
        gating=gating, explosion=explosion, duple_check=duple, lone_royal=lone, petrify=petrify,
        passing=passing,
        walling=walling, counter_strike=counter_strike,
        transfer=transfer,
    )


def _digest(doc: Statements) -> str:
    """The sha256 of the definition, and of its bases after it, in the order read."""
    digest = hashlib.sha256()
    for src in doc.sources.values():
        digest.update(src.text.encode("utf-8"))
    return digest.hexdigest()


def _names(doc: Statements) -> tuple[str, str]:
    """The variant's name and slug: from the statements, the front matter, or the file name."""
    stmt = doc.single(VariantStmt)
    src = doc.src
    title = src.front.get("title")
    if title is not None and not _is_text(title.value):
        doc.error(title.span, Code.E004,
                  "the title is empty" if title.value is None else "the title is not text",
                  why="the title names the variant in GUIs, PGN files and pictures",
                  hint="write 'title: Name', or leave the key out to name the variant after "
                       "its file")
        title = None
    name = stmt.name.text if stmt else (str(title.value) if title else src.stem)
    if stmt:
        _printable(doc, stmt.name, "the variant's name")
    elif title:
        _printable(doc, Word(name, title.span), "the title", within=False)
    for piece in doc.only(PieceStmt):
        _printable(doc, piece.name, f"the name of piece {piece.letter.text}")
    front_slug = src.front.get("slug")
    slug = str(front_slug.value) if front_slug else src.stem
    if not _SLUG.fullmatch(slug) or len(slug) > MAX_SLUG:
        doc.error(front_slug.span if front_slug else src.whole(), Code.E010,
                  f"the slug {slug[:MAX_SLUG]!r}{'...' if len(slug) > MAX_SLUG else ''} is not "
                  "a valid name", why="the slug names the generated module: lower-case "
                  f"letters, digits and single hyphens, at most {MAX_SLUG} of them",
                  hint=_slug_hint(src, slug))
    return name, slug


def _description(doc: Statements) -> str | None:
    """The variant's one line on itself: its `description` statement, else a rules document's
    `description:`. It is shown in `variantc list` as one line of printable text, so it is
    held to what a name is (E017), and front matter must give it as text (E004)."""
    stmt = doc.single(DescriptionStmt)
    if stmt is not None:
        _printable(doc, stmt.text, "the description")
        return stmt.text.text
    front = doc.src.front.get("description")
    if front is None:
        return None
    if not _is_text(front.value):
        doc.error(front.span, Code.E004, "the description is empty" if front.value is None
                  else "the description is not text",
                  why="the description is one line of text on what the variant is, shown by "
                      "`variantc list`",
                  hint="write 'description: One line on the variant', or leave the key out")
        return None
    _printable(doc, Word(str(front.value), front.span), "the description", within=False)
    return str(front.value)


def _is_text(value: object) -> bool:
    """A title YAML reads as a string or a number (`title: 1830`); an empty `title:` is None."""
    return isinstance(value, str | int | float) and not isinstance(value, bool)


def _printable(doc: Statements, word: Word, what: str, within: bool = True) -> None:
    """E017 where a name holds a character no sink writes as it is (variantc/quoting): a name
    goes to GUIs, PGN tags, pictures and terminals as one line of text. `within`: the word is
    the text as written, so the column of the character is known; else (a YAML value, read
    through its escapes) the whole value is pointed at."""
    if not word.text.strip():
        doc.error(word.span, Code.E017, f"{what} is blank",
                  why="a name is what GUIs, PGN files and pictures show for it",
                  hint="write the name, or leave it out to use the default")
        return
    at = quoting.first_unsafe(word.text)
    if at is None:
        return
    span = word.span
    if within and span.line == span.end_line:
        span = Span(span.file, span.line, span.col + at, span.line, span.col + at)
    doc.error(span, Code.E017, f"{what} holds {quoting.describe(word.text[at])}",
              why="a name is written to GUIs, PGN files, pictures and terminals as one line of "
              "printable text: there this character could end a line, command a terminal, or "
              "not be written at all",
              hint="remove it; write the name on one line, in printable characters")


def _slug_hint(src: Source, slug: str) -> str:
    if "slug" in src.front:
        return "change 'slug:' in the front matter"
    if src.is_markdown:
        return "rename the file, or set 'slug:' in the front matter"
    better = re.sub(r"[^a-z0-9]+", "-", slug.lower()).strip("-") or "my-variant"
    if not better[0].isalpha():
        better = f"v-{better}"
    return f"rename the file, e.g. to {better}.variant: a .variant file's slug is its name"


def _unique(problems: list[Diagnostic]) -> list[Diagnostic]:
    """One report per problem: a zone is resolved for each side, but a mistake is made once."""
    seen, out = set(), []
    for d in problems:
        key = (d.span, d.code, d.message)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out
