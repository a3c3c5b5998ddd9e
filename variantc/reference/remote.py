"""Capture modes and freezing (ir.remote; docs/language.md#capture-modes): Ultima's men.

A man stands frozen, and has no moves, while an enemy man of a kind that freezes stands one
step away; a man of a kind that freezes is frozen, too, by an enemy imitator one step away.
A man's moves are its Betza moves, its leaps over enemy men along its rides (`leap`), and, for
an imitator, captures of enemy men by their own kinds' capturing moves. Each move then takes,
besides any man it lands on, every enemy man its piece's modes take (`victims`), all at once:

- withdrawal: the man one step behind the origin, against the move's line;
- approach: the man one step beyond the target, along the move's line;
- custody: each man one step from the target along a rank or file with an own man beyond it;
- coordination: the men where the target's file and rank cross the own king's rank and file;
- leap: the men leapt;
- imitation: a man of each enemy kind in that kind's modes, on a move whose line and distance
  the kind's own moves take (a leap only over men of kinds that leap).

The board is read after the man has landed, so the square it left is empty. A side is in
check when the other side has a move (frozen men have none) that takes its royal man.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from variantc.ir.model import Leap, Mode, Piece, Ride, Side
from variantc.ir.remote import CaptureMode
from variantc.reference import men
from variantc.reference.betza import reach
from variantc.reference.game import Game
from variantc.reference.position import Move, Position

Step = tuple[int, int]
KING_STEPS: tuple[Step, ...] = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1),
                                (1, -1))
ORTHOGONAL: tuple[Step, ...] = ((1, 0), (0, 1), (-1, 0), (0, -1))


def moves(game: Game, pos: Position) -> Iterator[Move]:
    """Source (in place of men.moves): the side to move's men's moves with their victims."""
    for cell, man in enumerate(pos.board):
        if man is None or man.side is not pos.side or frozen(game, pos, cell):
            continue
        piece = game.pieces[man.letter]
        found = [*men.own(game, pos, cell, piece), *leaps(game, pos, cell, piece),
                 *imitated(game, pos, cell, piece)]
        for move in dict.fromkeys(found):
            yield replace(move, captures=victims(game, pos, move))


def frozen(game: Game, pos: Position, cell: int) -> bool:
    """An enemy man one step away freezes the man on `cell`."""
    man = pos.board[cell]
    assert man is not None
    me = game.pieces[man.letter]
    for step in KING_STEPS:
        near = _at(game, cell, step)
        other = pos.board[near] if near is not None else None
        if other is None or other.side is man.side:
            continue
        them = game.pieces[other.letter]
        if them.freezes or me.freezes and _has(them, CaptureMode.IMITATION):
            return True
    return False


def leaps(game: Game, pos: Position, cell: int, piece: Piece) -> Iterator[Move]:
    """Moves along the piece's rides that leap enemy men, each with an empty square beyond:
    any enemy man with `leap`; an imitator, men of kinds that leap."""
    if _has(piece, CaptureMode.LEAP):
        jumpable = set(game.pieces)
    elif _has(piece, CaptureMode.IMITATION):
        jumpable = {p.letter for p in game.variant.pieces if _has(p, CaptureMode.LEAP)}
    else:
        return
    side = pos.side
    for m in piece.moves:
        if not isinstance(m, Ride) or m.mode is Mode.CAPTURE:
            continue
        for vector in m.vectors:
            step = piece.absolute(vector, side)
            if _has(piece, CaptureMode.IMITATION) and not _has(piece, CaptureMode.LEAP):
                jumpable_here = {k for k in jumpable if _line_of(game.pieces[k], side, step, 1)}
            else:
                jumpable_here = jumpable
            yield from _leap_line(game, pos, cell, piece, step, m.range, jumpable_here)


def _leap_line(game: Game, pos: Position, cell: int, piece: Piece, step: Step,
               most: int | None, jumpable: set[str]) -> Iterator[Move]:
    jumped: list[int] = []
    at, n = cell, 0
    while most is None or n < most:
        nxt = _at(game, at, step)
        if nxt is None:
            return
        there = pos.board[nxt]
        if there is None:
            if jumped:
                yield Move(cell, nxt, piece.letter, captures=tuple(jumped))
        elif there.side is pos.side or there.letter not in jumpable:
            return
        else:
            beyond = _at(game, nxt, step)
            if beyond is None or pos.board[beyond] is not None:
                return
            jumped.append(nxt)
        at, n = nxt, n + 1


def imitated(game: Game, pos: Position, cell: int, piece: Piece) -> Iterator[Move]:
    """An imitator's captures by displacement: onto an enemy man of a kind whose capturing
    moves, made from the imitator's square, reach it."""
    if not _has(piece, CaptureMode.IMITATION):
        return
    for kind in game.variant.pieces:
        for m in kind.moves:
            if m.mode is Mode.MOVE:
                continue
            for target, _ in reach(game, pos, cell, kind, m, pos.side):
                there = pos.board[target] if game.topo.is_square(target) else None
                if there is not None and there.side is not pos.side and there.letter == kind.letter:
                    yield Move(cell, target, piece.letter)


def victims(game: Game, pos: Position, move: Move) -> tuple[int, ...]:
    """The men the move takes by its piece's capture modes (not the one on its target)."""
    piece = game.pieces[move.letter]
    if piece.captures_by is None or move.origin is None:
        return ()
    board = list(pos.board)
    board[move.target], board[move.origin] = board[move.origin], None
    landed = replace(pos, board=tuple(board))
    everyone = set(game.pieces)
    out: set[int] = set()
    for mode in piece.captures_by.modes:
        if mode is not CaptureMode.IMITATION:
            out |= _taken(game, landed, move, mode, everyone)
    if CaptureMode.IMITATION in piece.captures_by:
        for kind in game.variant.pieces:
            if kind.captures_by is None:
                continue
            makes = _makes(game, kind, pos.side, move)
            for mode in kind.captures_by.modes:
                # a leap takes what it leapt: `leaps` leapt only kinds that leap its line
                if mode is CaptureMode.LEAP or mode is not CaptureMode.IMITATION and makes:
                    out |= _taken(game, landed, move, mode, {kind.letter})
    return tuple(sorted(out))


def _taken(game: Game, landed: Position, move: Move, mode: CaptureMode, kinds: set[str]
           ) -> set[int]:
    """The enemy men of `kinds` one mode takes; `landed` is the board after the man moved."""
    assert move.origin is not None
    side, origin, target = landed.side, move.origin, move.target

    def enemy(cell: int | None) -> bool:
        man = landed.board[cell] if cell is not None else None
        return man is not None and man.side is not side and man.letter in kinds

    line = _line(game, origin, target)
    if mode is CaptureMode.WITHDRAWAL and line is not None:
        behind = _at(game, origin, (-line[0], -line[1]))
        return {behind} if behind is not None and enemy(behind) else set()
    if mode is CaptureMode.APPROACH and line is not None:
        ahead = _at(game, target, line)
        return {ahead} if ahead is not None and enemy(ahead) else set()
    if mode is CaptureMode.CUSTODY:
        out = set()
        for step in ORTHOGONAL:
            x = _at(game, target, step)
            y = _at(game, x, step) if x is not None else None
            partner = landed.board[y] if y is not None else None
            if x is not None and enemy(x) and partner is not None and partner.side is side:
                out.add(x)
        return out
    if mode is CaptureMode.COORDINATION:
        king = next((c for c, m in enumerate(landed.board)
                     if m is not None and m.side is side and m.letter in game.royal), None)
        if king is None:
            return set()
        (tf, tr), (kf, kr) = game.topo.coords(target), game.topo.coords(king)
        corners = {game.topo.cell(tf, kr), game.topo.cell(kf, tr)}
        return {c for c in corners if game.topo.is_square(c) and enemy(c)}
    if mode is CaptureMode.LEAP:
        return {c for c in move.captures if enemy(c)}
    return set()


def _makes(game: Game, kind: Piece, side: Side, move: Move) -> bool:
    """Whether a man of `kind` and `side` moves along the move's line as far (whatever stands
    between): an imitator copies that kind's modes only on such a move."""
    assert move.origin is not None
    (of, orank), (tf, tr) = game.topo.coords(move.origin), game.topo.coords(move.target)
    df, dr = tf - of, tr - orank
    for m in kind.moves:
        if not isinstance(m, (Leap, Ride)) or m.mode is Mode.CAPTURE:
            continue
        for vector in m.vectors:
            vf, vr = kind.absolute(vector, side)
            if isinstance(m, Leap) and (vf, vr) == (df, dr):
                return True
            if isinstance(m, Ride):
                n = _multiple(df, dr, vf, vr)
                if n and (m.range is None or n <= m.range):
                    return True
    return False


def _line_of(kind: Piece, side: Side, step: Step, n: int) -> bool:
    """Whether the kind rides along `step` at least `n` squares (its leaps along a line)."""
    return any(kind.absolute(v, side) == step and (m.range is None or m.range >= n)
               for m in kind.moves if isinstance(m, Ride) and m.mode is not Mode.CAPTURE
               for v in m.vectors)


def _multiple(df: int, dr: int, vf: int, vr: int) -> int:
    """n > 0 with (df, dr) = n * (vf, vr), or 0."""
    if (vf, vr) == (0, 0):
        return 0
    n = df // vf if vf else dr // vr
    return n if n > 0 and (df, dr) == (n * vf, n * vr) else 0


def _line(game: Game, origin: int, target: int) -> Step | None:
    """The one step of a move along a rank, file or diagonal; None for any other move."""
    (of, orank), (tf, tr) = game.topo.coords(origin), game.topo.coords(target)
    df, dr = tf - of, tr - orank
    if (df, dr) == (0, 0) or df and dr and abs(df) != abs(dr):
        return None
    return (df > 0) - (df < 0), (dr > 0) - (dr < 0)


def _at(game: Game, cell: int, step: Step) -> int | None:
    """The square one step from `cell`, or None off the board (or on a hole or void)."""
    f, r = game.topo.coords(cell)
    f, r = f + step[0], r + step[1]
    topo = game.topo
    if not (0 <= f < topo.files and 0 <= r < topo.ranks):
        return None
    c = topo.cell(f, r)
    return c if topo.is_square(c) else None


def _has(piece: Piece, mode: CaptureMode) -> bool:
    return piece.captures_by is not None and mode in piece.captures_by


def takes(game: Game, pos: Position, cell: int, by: Side) -> Iterator[int]:
    """The squares of the men of `by` with a move that takes the man on `cell` (attacks.py)."""
    probe = replace(pos, side=by)
    for move in moves(game, probe):
        if move.target == cell or cell in move.captures:
            assert move.origin is not None
            yield move.origin
