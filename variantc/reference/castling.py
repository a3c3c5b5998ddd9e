"""Castling: the king goes to its destination on its castling row (a file per wing, or each
`slide`'s number of cells toward its rook, along the straight line across the files that joins
them) and the rook to the cell beside it, on the side of the king's start. Every square
either passes or lands on must be empty but for the two of them; a royal king may not be in
check, nor pass or land on an attacked square (one that is not royal may, and so may any where
royal men may be taken); the wing's gate must hold.

A right is a side's king square and rook square on its castling row, as the FEN names them
(runtime.rights reads and writes the field). With `restores` the rights are the setup's: its
one castling king and, on each wing, its outermost castling rook on the king's rank; a rook
dropped on its square while its king has never moved gives the right back, and the FEN names
such a king by its file when the side has no right left. With `dropped-castle` the rights
are those of the king's square with either corner of its rank, and a king or rook dropped on
its square gives the right once the other stands on its own. A right is lost once its king's
or its rook's square is touched."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace

from variantc.ir.model import Castling, Side
from variantc.reference.attacks import attacked, in_check
from variantc.reference.conditions import holds
from variantc.reference.game import Game
from variantc.reference.position import OTHER, SIDES, Change, Man, Move, Position
from variantc.runtime import rights as fen_rights
from variantc.runtime.rights import Right


def castlings(game: Game, pos: Position) -> Iterator[Move]:
    """Source: the castling moves of the side to move, before legality."""
    c = game.variant.castling
    if c is None:
        return
    for right in sorted(pos.castling):
        side = SIDES[right.side]
        if side is not pos.side or not ready(game, pos.board, right):
            continue
        gate = c.kingside if right.kingside else c.queenside
        if gate is not None and not holds(game, pos, gate):
            continue
        for king_to, rook_to, path, crossed in geometry(game, right):
            if any(pos.board[x] or x in pos.walls for x in crossed
                   if x not in (right.king, right.rook)):
                continue
            # a king that is not royal castles through attacks, and so does any where royal men
            # may be taken
            if c.king not in game.royal or game.variant.endings.royal_captured is not None:
                yield Move(right.king, king_to, c.king, rook=(right.rook, rook_to))
                continue
            if in_check(game, pos):
                return
            if any(attacked(game, lift(pos, right.king, x), x, OTHER[side]) for x in path):
                continue
            yield Move(right.king, king_to, c.king, rook=(right.rook, rook_to))


Landing = tuple[int, int, tuple[int, ...], frozenset[int]]


def geometry(game: Game, right: Right) -> list[Landing]:
    """Each way the king and the rook may land: the king's cell, the rook's, the cells the king
    crosses after its own, and every cell the two pass or land on; only where the board has
    room: all of them squares, and a slide that stops short of the rook."""
    c, topo = game.variant.castling, game.topo
    assert c is not None
    line = _line(game, right.king, right.rook)
    if line is None:
        return []
    home, rook = line.index(right.king), line.index(right.rook)
    given = c.kingside_file if right.kingside else c.queenside_file
    if given is not None:  # the file named: where it meets the line, before or past the rook
        ends = [i for i, cell in enumerate(line) if topo.coords(cell)[0] == given]
    else:
        ends = [home + s for s in sorted(c.slides) if home + s < rook]
    out = []
    for end in ends:
        if end < 1:
            continue  # the rook would land off the grid
        crossed = frozenset(line[min(home, end):max(home, end) + 1]) \
            | frozenset(line[min(rook, end - 1):max(rook, end - 1) + 1])
        if not all(topo.is_square(x) for x in crossed):
            continue
        toward = 1 if end > home else -1
        path = tuple(line[i] for i in range(home + toward, end + toward, toward)) \
            if end != home else ()
        out.append((line[end], line[end - 1], path, crossed))
    return out


def _line(game: Game, king: int, rook: int) -> list[int] | None:
    """The grid's cells of the straight line across the files through the king and the rook
    (a rank; on a hexagonal board, any line of cells' sides that leaves the king's file), edge
    to edge, ordered from the king toward the rook; None if no such line joins them."""
    topo = game.topo
    (kf, kr), (rf, rr) = topo.coords(king), topo.coords(rook)
    for df, dr in _ACROSS[topo.lattice == "hex"]:
        k = (rf - kf) * df
        if k <= 0 or kr + k * dr != rr:
            continue
        f, r = kf, kr
        while 0 <= f - df < topo.files and 0 <= r - dr < topo.ranks:
            f, r = f - df, r - dr  # back to the grid's edge behind the king
        cells = []
        while 0 <= f < topo.files and 0 <= r < topo.ranks:
            cells.append(topo.cell(f, r))
            f, r = f + df, r + dr
        return cells
    return None


# Lines across the files, as grid steps: a square board's rank; on a hexagonal board
# (runtime.hexagonal), besides, the lines down to the right and up to the left.
_ACROSS = {False: ((1, 0), (-1, 0)), True: ((1, 0), (-1, 0), (1, -1), (-1, 1))}


def lift(pos: Position, origin: int, target: int) -> Position:
    board = list(pos.board)
    board[target], board[origin] = board[origin], None
    return replace(pos, board=tuple(board))


def setup_rights(game: Game, side: Side) -> tuple[Right, ...]:
    """The rights the setup can have: its one castling king of the side on the side's castling
    row, with its outermost castling rook on each wing."""
    c, v, topo = game.variant.castling, game.variant, game.topo
    if c is None:
        return ()
    homes = [m.cell for m in v.setup.men if m.side is side and m.letter == c.king]
    row = _row(game, side)
    if len(homes) != 1 or homes[0] not in row:
        return ()
    home, out, index = homes[0], [], SIDES.index(side)
    rooks = [m.cell for m in v.setup.men if m.side is side and m.letter == c.rook
             and m.cell in row]
    for kingside in (True, False):
        wing = [x for x in rooks if (topo.coords(x)[0] > topo.coords(home)[0]) == kingside
                and x != home]
        if wing:
            out.append(fen_rights.right(index, home, _outermost(game, wing, kingside), topo))
    return tuple(r for r in out if geometry(game, r))


def _outermost(game: Game, rooks: list[int], kingside: bool) -> int:
    file = lambda x: game.topo.coords(x)[0]  # noqa: E731
    return max(rooks, key=file) if kingside else min(rooks, key=file)


def _row(game: Game, side: Side) -> tuple[int | None, ...]:
    """The side's castling row, by file (runtime.topology.own_row); () if it has none."""
    n = game.variant.castling_rank(side)
    return () if n is None else game.topo.own_row(SIDES.index(side), n)


def dropped_rights(game: Game, side: Side) -> tuple[Right, ...]:
    """With `dropped-castle`: the king's square on the side's castling row, with the row's
    first and last cells as rook squares."""
    c, topo = game.variant.castling, game.topo
    if c is None or c.dropped is None:
        return ()
    row = _row(game, side)
    assert row
    king, index = row[topo.coords(c.dropped)[0]], SIDES.index(side)
    cells = [x for x in row if x is not None]
    if king is None:
        return ()
    found = (fen_rights.right(index, king, corner, topo) for corner in (cells[-1], cells[0]))
    return tuple(r for r in found if r.rook != king and geometry(game, r))


def allowed(game: Game, right: Right) -> bool:
    """Whether the variant has this castle at all (the men aside)."""
    c = game.variant.castling
    if c is None or not geometry(game, right):
        return False
    if c.restores:
        return right in setup_rights(game, SIDES[right.side])
    if c.dropped is not None:
        return right in dropped_rights(game, SIDES[right.side])
    return right.king in _row(game, SIDES[right.side])


def ready(game: Game, board: Sequence[Man | None], right: Right) -> bool:
    """The king and the rook on their squares."""
    c = game.variant.castling
    assert c is not None
    side = SIDES[right.side]
    return stands(board, right.king, side, c.king) and stands(board, right.rook, side, c.rook)


def stands(board: Sequence[Man | None], cell: int, side: Side, letter: str) -> bool:
    man = board[cell]
    return man is not None and man.side is side and man.letter == letter


def move_rook(game: Game, change: Change) -> None:
    """Effect: castling's rook leaves its square for the one beside the king (the king may have
    landed on the rook's square, or the rook land on the king's). A marked rook lands plain."""
    if change.move.rook is None:
        return
    start, beside = change.move.rook
    rook = change.before.board[start]
    if start != change.move.target:
        change.board[start] = None
    # a marked rook ('r~') lands plain, as Fairy-Stockfish's castling puts a plain rook
    change.board[beside] = rook._replace(marked=False) if rook is not None else None


def rights(game: Game, change: Change) -> None:
    """Effect: rights whose squares the move touched are lost, and so is a king's being unmoved;
    a rook dropped on its square while its king has never moved restores the right, and with
    `dropped-castle` a king or rook dropped on its square gives the rights it completes."""
    move, c = change.move, game.variant.castling
    touched = {move.target} if move.origin is None else {move.origin, move.target}
    change.castling = frozenset(r for r in change.castling if not {r.king, r.rook} & touched)
    change.unmoved = frozenset(s for s in change.unmoved if _home(game, s) != move.origin)
    if (move.origin is None and change.mover in change.unmoved and c is not None
            and move.letter == c.rook):
        change.castling |= {r for r in setup_rights(game, change.mover) if r.rook == move.target}
    if move.origin is None and c is not None and c.dropped is not None:
        change.castling |= {r for r in dropped_rights(game, change.mover)
                            if move.target in (r.king, r.rook) and ready(game, change.board, r)}


def _home(game: Game, side: Side) -> int:
    c = game.variant.castling
    homes = [m.cell for m in game.variant.setup.men if c and m.side is side and m.letter == c.king]
    return homes[0] if len(homes) == 1 else -1


def king_file(game: Game, side: Side) -> str:
    """The castling king's file letter, as the FEN names an unmoved king without rights."""
    home = _home(game, side)
    letter = game.topo.file_letters(game.topo.coords(home)[0]) if home >= 0 else "?"
    return letter.upper() if side is Side.WHITE else letter


def read_rights(game: Game, board: Sequence[Man | None], field: str
                ) -> tuple[frozenset[Right], frozenset[Side]]:
    """The rights a FEN's castling field grants that the variant allows, and the unmoved kings."""
    placement = {cell: (SIDES.index(m.side), m.letter, m.marked)
                 for cell, m in enumerate(board) if m is not None}
    granted = frozenset(r for r in fen_rights.read(field, placement, game.notation)
                        if allowed(game, r))
    c = game.variant.castling
    restores = c is not None and c.restores
    unmoved = frozenset(s for s in SIDES if restores and king_home(game, board, s, c) and (
        any(SIDES[r.side] is s for r in granted) or king_file(game, s) in field))
    return granted, unmoved


def king_home(game: Game, board: Sequence[Man | None], side: Side, c: Castling | None) -> bool:
    home = _home(game, side)
    return c is not None and home >= 0 and stands(board, home, side, c.king)


def write_rights(game: Game, pos: Position) -> str:
    """The FEN's castling field: the rights, and unmoved kings without rights by their file."""
    placement = {cell: (SIDES.index(m.side), m.letter, m.marked)
                 for cell, m in enumerate(pos.board) if m is not None}
    field = fen_rights.write(pos.castling, placement, game.notation)
    for s in SIDES:
        if s in pos.unmoved and not any(SIDES[r.side] is s for r in pos.castling):
            field += king_file(game, s)
    return field or "-"
