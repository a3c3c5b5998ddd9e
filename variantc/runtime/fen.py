"""FEN in Fairy-Stockfish's form, for any board the topology describes: docs/language.md
section 16 is its full description.

`<board>[<pools>]{<counters>} <side> <castling> <en passant> [<checks>] <halfmove> <fullmove>`.
Digits count empty cells (voids and holes too, unless the variant writes void cells `*`); a
promoted kind has a two-character letter (`+P`), a man that demotes when captured a `~`,
a wall made by play (`petrify`) a `*`.
One merged pool is Fairy-Stockfish's `[QPp]`; several are written per pool and side. The
en-passant field lists the squares a capture in passing may land on (`e3`, `a3a4`), and the
passing man's own square where a walk straight back would not find it (`c5b6`); a running
count (counting rules) takes the en-passant and halfmove fields, in plies, as Fairy-Stockfish
writes it.

Both engines read positions only through this module, and write them through fen_write.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from variantc.runtime import turns
from variantc.runtime.fen_notation import BLACK as BLACK
from variantc.runtime.fen_notation import WHITE as WHITE
from variantc.runtime.fen_notation import CastlingNotation as CastlingNotation
from variantc.runtime.fen_notation import FenError as FenError
from variantc.runtime.fen_notation import GatingNotation as GatingNotation
from variantc.runtime.fen_notation import Man as Man
from variantc.runtime.fen_notation import Notation as Notation
from variantc.runtime.fen_passing import beyond as beyond
from variantc.runtime.fen_passing import en_passant as _en_passant
from variantc.runtime.fen_passing import square_cell as _square_cell
from variantc.runtime.fen_passing import turn_passed as _turn_passed
from variantc.runtime.topology import HOLE, SQUARE, VOID, Topology
from variantc.runtime.turns import TurnRule
from variantc.runtime.words import plural

COLOURS = ("white", "black")  # by side, as messages name them
# No count, size, leap, value, clock or move number comes near a million, in a FEN or a
# definition; Python refuses to convert a number of over 4,300 digits.
MAX_DIGITS = 6


@dataclass
class FenPosition:
    placement: dict[int, Man] = field(default_factory=dict)
    pools: list[list[tuple[int, str]]] = field(default_factory=list)  # [pool * 2 + owner]
    counters: list[int] = field(default_factory=list)  # [counter * 2 + side]
    side: int = WHITE
    castling: str = "-"
    ep: tuple[int, ...] = ()  # squares a capture in passing may land on, in cell order
    ep_victim: int | None = None  # the man such a capture takes; None exactly when ep is ()
    halfmove: int = 0
    fullmove: int = 1
    counting: tuple[int, int] = (0, 0)  # a running count: its limit and count in plies; 0: none
    walls: frozenset[int] = frozenset()  # squares turned into walls by play ('*')
    # with turns, the man each square of `ep` takes: rights opened over a whole turn
    ep_victims: tuple[int, ...] = ()
    done: int = 0  # with turns, the moves the side to move has made in its turn
    free: bool = False  # with `free-order`, the phase before the first capture ('wf')
    struck: int | None = None  # `counter-strike`: the square of the capture it follows


def _fourth(pos: FenPosition, text: str, column: int, notation: Notation) -> None:
    """The en-passant field, or what a variant keeps there: counter-strike's square, or a
    running count's limit."""
    if notation.struck and text != "-":
        pos.struck = _square_cell(text, column, notation.topo,
                                  "counter-strike square (of the last capture it follows)")
    elif notation.counting and text.isdigit():
        pos.counting = (int(text), 0)
    elif text != "-" and notation.turns is not None:
        pos.ep, pos.ep_victims = _turn_passed(text, column, pos.placement, pos.side, notation)
        pos.ep_victim = pos.ep_victims[0] if pos.ep else None
    elif text != "-":
        pos.ep, pos.ep_victim = _en_passant(text, column, pos.placement, pos.side, notation)


def parse(text: str, notation: Notation) -> FenPosition:
    """Read a FEN; a bare board field is completed with `w - - 0 1`."""
    fields = text.split()
    if not fields:
        raise FenError("the FEN is empty")
    _plain(text)
    offsets = [m.start() for m in re.finditer(r"\S+", text)]
    checks = None
    if notation.checks is not None and len(fields) > 4 and "+" in fields[4]:
        checks = (fields.pop(4), offsets.pop(4) + 1)
    pos = FenPosition()
    board, pools, counters = _split_board(fields[0], offsets[0])
    walls: set[int] = set()
    pos.placement = _board(board, notation, walls)
    pos.walls = frozenset(walls)
    pos.pools = _pools(pools, notation)
    pos.counters = _counters(counters, notation)
    if checks is not None:
        _checks_to_give(*checks, pos, notation)
    _royals(pos, notation, offsets[0] + len(fields[0]))
    if len(fields) > 1:
        pos.side, pos.done, pos.free = _side(fields[1], offsets[1] + 1, notation)
    if len(fields) > 2:
        pos.castling = _castling(fields[2], offsets[2] + 1, notation)
    if len(fields) > 3:
        _fourth(pos, fields[3], offsets[3] + 1, notation)
    _clocks(pos, fields, offsets)
    if notation.turns is not None:
        _check_done(pos, notation.turns, offsets[1] + 1)
    return pos


def _plain(text: str) -> None:
    """A FEN is printable ASCII, its numbers short."""
    odd = re.search(rf"[^\x21-\x7e\s]|[0-9]{{{MAX_DIGITS + 1},}}", text)
    if odd:
        what = f"a number of more than {MAX_DIGITS} digits" if odd.group()[0] in "0123456789" \
            else f"the character {odd.group()!r}"
        raise FenError(f"the FEN holds {what}", odd.start() + 1,
                       "a FEN is written in ASCII letters, digits and signs, with short numbers")


Part = tuple[str, int] | None  # a bracketed part's text and the column it starts at


def _split_board(board: str, column: int) -> tuple[str, Part, Part]:
    """The board field's rows, its '[pools]' and its '{counters}' (`column`: the field's
    0-based offset)."""
    pools: Part = None
    counters: Part = None
    if "{" in board:
        at = board.index("{")
        if not board.endswith("}"):
            raise FenError("the counters in '{...}' are never closed", column + len(board) + 1)
        board, counters = board[:at], (board[at + 1 : -1], column + at + 2)
    if "[" in board:
        at = board.index("[")
        if not board.endswith("]"):
            raise FenError("the pools in '[...]' are never closed", column + len(board) + 1)
        board, pools = board[:at], (board[at + 1 : -1], column + at + 2)
    return board, pools, counters


def _royals(pos: FenPosition, notation: Notation, column: int) -> None:
    """Each side's royal men, on the board and held, as many as the variant allows."""
    held = sorted({letter for men in pos.pools for _, letter in men if letter in notation.royal})
    if held and not notation.royal_held:
        raise FenError(f"a royal man ({held[0]}) is held in a pool", column,
                       "only a variant whose setup holds a royal man in a pool lets one be "
                       "held (and dropped)")
    if not notation.royal:
        return
    royal = "/".join(notation.royal)
    for side, name in ((WHITE, "white"), (BLACK, "black")):
        count = sum(1 for s, letter, _ in pos.placement.values()
                    if s == side and letter in notation.royal) + sum(
            1 for men in pos.pools for s, letter in men if s == side and letter in notation.royal)
        if count > 1 and not notation.royal_many:
            raise FenError(f"{name} has {count} royal men ({royal}); a side has at most one", 1,
                           "a rule of the variant follows the one royal man of each side")
        if count == 0 and not notation.royal_may_fall and side not in notation.kingless:
            raise FenError(f"{name} has no royal man ({royal}); a position needs one", 1,
                           "check and checkmate are judged on a royal man, on the board or held "
                           "in a pool")


def _castling(rights: str, column: int, notation: Notation) -> str:
    """The castling field: `-`, or distinct letters of KQkq and, where a variant marks rooks,
    unmoved kings, first-move rights or gates by file, the files' letters (a-z only)."""
    allowed = "KQkq"
    if notation.castling is not None or notation.unmoved_kings or notation.firsts \
            or notation.gating:
        files = "".join(chr(ord("a") + f) for f in range(min(notation.topo.files, 26)))
        allowed += files + files.upper()
    if rights != "-" and (any(c not in allowed for c in rights) or len(set(rights)) != len(rights)):
        raise FenError(f"castling rights {rights!r} are not '-' or distinct letters of "
                       f"{allowed}", column)
    return rights


def _clocks(pos: FenPosition, fields: list[str], offsets: list[int]) -> None:
    """The halfmove clock and fullmove number, and nothing after them."""
    for index, name in ((4, "halfmove clock"), (5, "fullmove number")):
        if len(fields) > index:
            if not fields[index].isdigit():
                raise FenError(f"the {name} {fields[index]!r} is not a number", offsets[index] + 1)
            setattr(pos, "halfmove" if index == 4 else "fullmove", int(fields[index]))
    if pos.counting[0]:  # the halfmove field holds the count, as Fairy-Stockfish reads it
        pos.counting, pos.halfmove = (pos.counting[0], pos.halfmove), 0
    if len(fields) > 6:
        raise FenError(f"unexpected field {fields[6]!r} after the fullmove number", offsets[6] + 1)


def _tokens(row: str) -> list[tuple[int, str]]:
    """A board row or pool as (offset, token): a number, '*', 'X', '+X' or 'X~'."""
    return [(m.start(), m.group()) for m in re.finditer(r"\d+|\+?[A-Za-z]~?|.", row)]


def _board(board: str, notation: Notation, walls: set[int]) -> dict[int, Man]:
    topo = notation.topo
    rows = re.split(r"[/|]", board) if topo.cube else board.split("/")
    if len(rows) != len(topo.rows):
        raise FenError(f"the board has {plural(len(rows), 'row')} but this variant needs "
                       f"{plural(len(topo.rows), 'row')}, one per rank", 1, _ROWS_HINT[bool(topo.cube)])
    if topo.cube:
        _levels(board, topo)
    placement: dict[int, Man] = {}
    column = 1
    # A square board's ranks are its files' cells; a hexagonal board's ranks are not as long.
    unit, whole = ("file", "board") if topo.lattice == "square" else ("cell", "rank")
    for row_index, (row, cells) in enumerate(zip(rows, topo.rows, strict=True)):
        at = 0  # the next of the row's cells
        for offset, token in _tokens(row):
            if token.isdigit():
                _count_no_void(token, cells[at:at + int(token)], notation, column + offset)
                at += int(token)
                continue
            if at >= len(cells):
                raise FenError(f"row {row_index + 1} ({row!r}) covers more than the {whole}'s "
                               f"{plural(len(cells), unit)}", column + offset,
                               f"each row must account for every {unit}, void cells included")
            cell = cells[at]
            if token == "*" and notation.walls and topo.kinds[cell] == SQUARE:
                walls.add(cell)  # a wall made by play
            elif token == "*":
                if topo.kinds[cell] != VOID:
                    what = "a hole" if topo.kinds[cell] == HOLE else "a square"
                    raise FenError(f"'*' marks a void cell, but {topo.name(cell)} is {what}",
                                   column + offset, "count holes and empty squares in the digits")
            else:
                side, letter, marked = _man(token, notation, column + offset)
                if topo.kinds[cell] != SQUARE:
                    what = "a void cell" if topo.kinds[cell] == VOID else "a hole"
                    raise FenError(f"piece '{token}' stands on {topo.name(cell)}, which is {what}",
                                   column + offset,
                                   "no piece may stand on a void cell or a hole; count it as empty")
                placement[cell] = (side, letter, marked)
            at += 1
        if at != len(cells):
            raise FenError(f"row {row_index + 1} ({row!r}) covers {plural(at, unit)} but the "
                           f"{whole} has {plural(len(cells), unit)}", column,
                           f"each row must account for every {unit}, void cells included")
        column += len(row) + 1
    return placement


_ROWS_HINT = ("write one '/'-separated row per rank, from the last rank to the first",
              "write each level's ranks from the last to the first, separated by '/', and the "
              "levels from the top one down, separated by '|'")


def _levels(board: str, topo: Topology) -> None:
    """On a three-dimensional board, '|' ends each level's rows and '/' each other row."""
    for i, found in enumerate(re.finditer(r"[/|]", board)):
        if (found.group() == "|") != (i in topo.level_breaks):
            what = "two levels" if i in topo.level_breaks else "two ranks of a level"
            raise FenError(f"'{found.group()}' after row {i + 1} stands between {what}",
                           found.start() + 1, _ROWS_HINT[1])


def _count_no_void(token: str, counted: tuple[int, ...], notation: Notation, column: int) -> None:
    """In a starred notation, a number of empty cells that counts a void cell is an error."""
    if not notation.starred:
        return
    topo = notation.topo
    for cell in counted:
        if topo.kinds[cell] == VOID:
            raise FenError(f"'{token}' counts {topo.name(cell)}, a void cell, as "
                           "empty", column, "this variant writes each void cell as '*'")


def _man(token: str, notation: Notation, column: int) -> Man:
    marked = token.endswith("~")
    core = token.rstrip("~")
    letter = core.upper()
    if not core[-1:].isalpha() or letter not in notation.letters:
        raise FenError(f"'{token}' is not the letter of a piece of this variant", column,
                       f"the pieces are {' '.join(notation.letters)} (upper case for white)")
    if marked and letter not in notation.marks:
        raise FenError(f"'{token}': only a piece that was promoted and demotes when captured "
                       "carries '~'", column)
    return (WHITE if core[-1].isupper() else BLACK), letter, marked


def _pools(found: tuple[str, int] | None, notation: Notation) -> list[list[tuple[int, str]]]:
    segments: list[list[tuple[int, str]]] = [[] for _ in range(2 * len(notation.pools))]
    if found is None:
        return segments
    text, column = found
    if not notation.pools:
        raise FenError("this variant has no pools, so its FEN has no '[...]'", column - 1)
    if text in ("-", "") or set(text) <= {"/"}:
        return segments  # every pool empty
    parts = text.split("/") if not notation.merged else [text]
    if len(parts) != (1 if notation.merged else len(segments)):
        raise FenError(f"'[{text}]' has {plural(len(parts), 'part')}; this variant writes "
                       f"{len(segments)}: each pool's white part, then its black part", column,
                       f"the pools are {', '.join(notation.pools)}")
    for index, part in enumerate(parts):
        for offset, token in _tokens(part):
            if token.isdigit() or token == "*":
                raise FenError(f"'{token}' in the pools is not a piece letter", column + offset)
            side, letter, _ = _man(token.rstrip("~"), notation, column + offset)
            if notation.held_colours and side not in notation.held_colours[index]:
                raise FenError(f"{_part_name(notation, index)} cannot hold the {COLOURS[side]} "
                               f"man {token!r}", column + offset,
                               f"no rule puts {COLOURS[side]} men there or takes them out, "
                               "and the setup holds none")
            segments[side if notation.merged else index].append((side, letter))
        column += len(part) + 1
    return segments


def in_check_not_to_move(side: int) -> FenError:
    """The error for a position whose side not to move, `side`, has a royal man the side to
    move may take: no legal move leaves one so (each engine judges it by its own attacks)."""
    return FenError(f"{COLOURS[side]} is in check, but {COLOURS[1 - side]} is to move", 1,
                    f"no legal move leaves its own royal man attacked: {COLOURS[side]}'s last "
                    f"move could not have made this position")


def in_check_free(side: int) -> FenError:
    """The error for a position in the free order before the first capture (`free-order`) in
    which `side` is in check: a check ends that phase, so none of its positions has one."""
    return FenError(f"{COLOURS[side]} is in check in the free order ('wf'/'bf')", 1,
                    "a check ends the free order before the first capture: write the side to "
                    "move without 'f'")


def _part_name(notation: Notation, index: int) -> str:
    """A part of a pool as a reader names it: "white's prison"."""
    return f"{COLOURS[index % 2]}'s {notation.pools[index // 2]}"


def _counters(found: tuple[str, int] | None, notation: Notation) -> list[int]:
    values = [0] * (2 * len(notation.counters))
    if found is None:
        return values
    text, column = found
    if not notation.counters:
        raise FenError("this variant has no counters, so its FEN has no '{...}'", column - 1)
    pairs = [re.fullmatch(r"(\d+),(\d+)", part) for part in text.split("/")]
    shown = braced(notation)  # or every counter, the form variantc wrote before
    indices = shown if len(pairs) == len(shown) else range(len(notation.counters))
    if len(pairs) != len(indices) or None in pairs:
        names = ", ".join(notation.counters[i] for i in shown)
        raise FenError(f"'{{{text}}}' is not one 'white,black' pair per counter", column,
                       f"the counters are {names}")
    for index, pair in zip(indices, pairs, strict=True):
        assert pair is not None
        values[2 * index], values[2 * index + 1] = int(pair.group(1)), int(pair.group(2))
    return values


def braced(notation: Notation) -> list[int]:
    """The counters written in braces: all but the one written as checks to give."""
    skip = notation.checks[0] if notation.checks is not None else -1
    return [i for i in range(len(notation.counters)) if i != skip]


def _checks_to_give(text: str, column: int, pos: FenPosition, notation: Notation) -> None:
    assert notation.checks is not None
    counter, wins = notation.checks
    pair = re.fullmatch(r"(\d+)\+(\d+)", text)
    if pair is None or max(int(pair.group(1)), int(pair.group(2))) > wins:
        raise FenError(f"{text!r} is not the checks each side has still to give", column,
                       f"'W+B', each at most {wins}, as in {wins}+{wins}")
    for side in (WHITE, BLACK):
        pos.counters[2 * counter + side] = wins - int(pair.group(side + 1))


def _check_done(pos: FenPosition, rule: TurnRule, column: int) -> None:
    """The side to move has made fewer moves than its turn holds."""
    limit = turns.moves(rule, turns.number(pos.side, pos.fullmove))
    if pos.done >= limit:
        raise FenError(f"the side to move has made {pos.done} of its turn's "
                       f"{plural(limit, 'move')}", column,
                       "the number after 'w' or 'b' counts the moves made in the turn, "
                       "fewer than the turn holds (known from the fullmove number)")


SIDE_FIELD = re.compile(r"([wb])([1-9][0-9]*|f)?")  # with turns, the moves made: w1; free order: wf


def _side(text: str, column: int, notation: Notation) -> tuple[int, int, bool]:
    """The side to move; with turns, the moves it has made in its turn ('w1'); with
    `free-order`, whether the phase before the first capture goes on ('wf')."""
    found = SIDE_FIELD.fullmatch(text)
    suffix = "" if found is None else found.group(2) or ""
    if found is None or suffix == "f" and not notation.free_order \
            or suffix.isdigit() and notation.turns is None:
        hint = ("with turns of several moves, 'w1' says White has made one move of its turn"
                if notation.turns is not None else
                "in the free order before the first capture, 'wf' says either side may move, "
                "White's move expected" if notation.free_order else "")
        raise FenError(f"side to move must be 'w' or 'b', not {text!r}", column, hint)
    side = WHITE if found.group(1) == "w" else BLACK
    return side, int(suffix) if suffix.isdigit() else 0, suffix == "f"
