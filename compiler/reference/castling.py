"""Castling: the king slides `slide` squares toward a rook on its rank's corner, and the rook
lands beside it, inside; all squares between them empty, the king not in check and passing no
attacked square, and the side's gate condition holding. A right (FEN K Q k q) is lost once the
king's or the rook's square is touched. With `restores`, a rook dropped on its corner while its
king has never moved gives the right back; the FEN names such a king by its file when the
side has no right left."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace

from compiler.ir.model import Side
from compiler.reference.attacks import attacked, in_check
from compiler.reference.conditions import holds
from compiler.reference.game import Game
from compiler.reference.position import OTHER, SIDES, Change, Man, Move, Position

RIGHTS = {Side.WHITE: ("K", "Q"), Side.BLACK: ("k", "q")}  # toward the last file, the first


def castlings(game: Game, pos: Position) -> Iterator[Move]:
    """Source: the castling moves of the side to move, before legality."""
    c = game.variant.castling
    if c is None:
        return
    for right in sorted(pos.castling):
        side = Side.WHITE if right.isupper() else Side.BLACK
        if side is not pos.side or not ready(game, pos.board, right):
            continue
        gate = c.kingside if right.upper() == "K" else c.queenside
        if gate is not None and not holds(game, pos, gate):
            continue
        home, corner = squares(game, right)
        toward = 1 if corner > home else -1
        king_to = home + toward * c.slide
        between = range(home + toward, corner, toward)
        if any(pos.board[x] or not game.topo.is_square(x) for x in between):
            continue
        if in_check(game, pos):
            return
        if any(attacked(game, lift(pos, home, x), x, OTHER[side])
               for x in range(home + toward, king_to + toward, toward)):
            continue
        yield Move(home, king_to, c.king, rook=(corner, king_to - toward))


def lift(pos: Position, origin: int, target: int) -> Position:
    board = list(pos.board)
    board[target], board[origin] = board[origin], None
    return replace(pos, board=tuple(board))


def squares(game: Game, right: str) -> tuple[int, int]:
    """The castling king's setup square and the corner its rook stands on for `right`
    (-1 and a negative corner when the setup has not exactly one such king)."""
    side = Side.WHITE if right.isupper() else Side.BLACK
    king = game.variant.castling.king if game.variant.castling else ""
    homes = [m.cell for m in game.variant.setup.men if m.side is side and m.letter == king]
    home = homes[0] if len(homes) == 1 else -1
    files = game.topo.files
    rank_start = home - home % files
    return home, rank_start + (files - 1 if right.upper() == "K" else 0)


def ready(game: Game, board: Sequence[Man | None], right: str) -> bool:
    """The king on its setup square and the rook on its corner."""
    c = game.variant.castling
    if c is None:
        return False
    side = Side.WHITE if right.isupper() else Side.BLACK
    home, corner = squares(game, right)
    return home >= 0 and stands(board, home, side, c.king) and stands(board, corner, side, c.rook)


def possible(game: Game, right: str) -> bool:
    """Whether the board has this castle at all: one castling king in the setup, a slide that
    ends strictly between it and the corner, and only squares (no voids, no holes) between."""
    c = game.variant.castling
    home, corner = squares(game, right)
    if c is None or home < 0:
        return False
    toward = 1 if corner > home else -1
    between = range(home + toward, corner, toward)
    return home + toward * c.slide in between and all(game.topo.is_square(x) for x in between)


def stands(board: Sequence[Man | None], cell: int, side: Side, letter: str) -> bool:
    man = board[cell]
    return man is not None and man.side is side and man.letter == letter


def move_rook(game: Game, change: Change) -> None:
    """Effect: castling's rook leaves its corner for the square beside the king."""
    if change.move.rook is None:
        return
    corner, beside = change.move.rook
    change.board[corner] = None
    change.board[beside] = change.before.board[corner]


def rights(game: Game, change: Change) -> None:
    """Effect: rights whose squares the move touched are lost, and so is a king's being unmoved;
    a rook dropped on its corner while its king has never moved restores the right."""
    move, c = change.move, game.variant.castling
    touched = {move.target} if move.origin is None else {move.origin, move.target}
    change.castling = frozenset(r for r in change.castling if not set(squares(game, r)) & touched)
    change.unmoved = frozenset(s for s in change.unmoved
                               if squares(game, RIGHTS[s][0])[0] != move.origin)
    if (move.origin is None and change.mover in change.unmoved and c is not None
            and move.letter == c.rook):
        for right in RIGHTS[change.mover]:
            if squares(game, right)[1] == move.target:
                change.castling |= {right}


def king_file(game: Game, side: Side) -> str:
    """The castling king's file letter, as the FEN names an unmoved king without rights."""
    home = squares(game, RIGHTS[side][0])[0]
    letter = chr(ord("a") + home % game.topo.files) if home >= 0 else "?"
    return letter.upper() if side is Side.WHITE else letter


def read_rights(game: Game, board: Sequence[Man | None], field: str
                ) -> tuple[frozenset[str], frozenset[Side]]:
    """The rights a FEN's castling field grants that the board allows, and the unmoved kings."""
    rights = frozenset(r for r in field if r in "KQkq" and possible(game, r)
                       and ready(game, board, r))
    restores = game.variant.castling is not None and game.variant.castling.restores
    unmoved = frozenset(s for s in SIDES if restores and king_home(game, board, s) and (
        any(r.isupper() == (s is Side.WHITE) for r in rights) or king_file(game, s) in field))
    return rights, unmoved


def king_home(game: Game, board: Sequence[Man | None], side: Side) -> bool:
    c, home = game.variant.castling, squares(game, RIGHTS[side][0])[0]
    return c is not None and home >= 0 and stands(board, home, side, c.king)


def write_rights(game: Game, pos: Position) -> str:
    """The FEN's castling field: the rights, and unmoved kings without rights by their file."""
    field = "".join(r for r in "KQkq" if r in pos.castling)
    for s in SIDES:
        if s in pos.unmoved and not any(r.isupper() == (s is Side.WHITE) for r in field):
            field += king_file(game, s)
    return field or "-"
