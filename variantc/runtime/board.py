"""What both engines offer their users: python-chess's names where the concept is the same.

`Board` is written once, over a few primitives each engine supplies (its legal moves by
canonical name, playing and taking back one of them, the FEN, check, a square's man). It knows
nothing of how moves are found, so the two engines still share no move generation.

Squares are cell numbers (`rank * files + file`, a1 = 0), as python-chess numbers an 8x8 board.
Pieces are letters, as the definition writes them ('Q', '+P'), not python-chess's piece types.
"""

from __future__ import annotations

import importlib
import re
from abc import ABC, abstractmethod
from typing import Any

from variantc.runtime.copies import Copies
from variantc.runtime.fen import Notation
from variantc.runtime.hexagonal import staggered
from variantc.runtime.names import Names
from variantc.runtime.numbered import NumberedStarts
from variantc.runtime.outcome import Outcome
from variantc.runtime.plies import LegalMoves, Ply, describe
from variantc.runtime.san import san_body
from variantc.runtime.topology import HEXAGONAL, SQUARE_TEXT, Topology, column_and_row
from variantc.runtime.values import NULL, IllegalMove, IllegalMoveError, Move, Piece

__all__ = ["Board", "IllegalMove", "IllegalMoveError", "LegalMoves", "Move", "Piece"]


class Board(Names, NumberedStarts, Copies, ABC):
    """A game in progress, with python-chess's names for what a user does with one (more of
    them in runtime.names)."""

    def __init__(self) -> None:
        self._played: list[Move] = []
        # A Ply per position of the game (runtime.plies), made when first asked for. Code that
        # changes the position other than by push and pop bumps `_version`, which drops them.
        self._plies: list[Ply | None] = [None]
        self._changes = 0

    @property
    def _version(self) -> int:
        """Counts the changes to the position made other than by push and pop (a new FEN,
        say): whatever makes one bumps it, which drops the moves kept of every position."""
        return self._changes

    @_version.setter
    def _version(self, value: int) -> None:
        self._changes = value
        self._plies = [None] * (len(self._played) + 1)

    # -- what each engine supplies -------------------------------------------------------
    @property
    @abstractmethod
    def _notation(self) -> Notation:
        """The variant's FEN notation: its board, letters and pools."""

    @abstractmethod
    def _named(self) -> dict[str, object]:
        """The legal moves by canonical name, each with the engine's own handle for it."""

    @abstractmethod
    def _play(self, handle: object) -> None:
        """Play a legal move, given by its handle."""

    @abstractmethod
    def _undo(self) -> None:
        """Take back the last move played."""

    @abstractmethod
    def _ended(self) -> Outcome | None:
        """How the game has ended, or None."""

    @abstractmethod
    def _castle(self, handle: object) -> int:
        """+1 for a castle toward the last file, -1 toward the first, 0 for any other move."""

    @abstractmethod
    def _captures(self, handle: object) -> bool:
        """Whether the move takes a man where it lands (or in passing)."""

    def _name_of(self, handle: object) -> str:
        """The canonical name of a legal move of the position, given by its handle: the name
        `_named` gives it, the wall's square and a castle's naming included, so the name that
        `parse_uci` reads back as this move (a search's moves leave as names this way)."""
        return next(name for name, h in self._named().items() if h == handle)

    def _gate(self, handle: object) -> tuple[str, int] | None:
        """The man the move gates and its square (gating), or None."""
        return None

    def _generate(self) -> tuple[list, list[str] | None]:
        """The legal moves' handles, in the engine's order, and their names if naming them
        costs nothing more (else None: `_names` names them when asked)."""
        named = self._named()
        return list(named.values()), list(named)

    def _names(self, handles: list) -> list[str]:
        """The canonical names of `_generate`'s handles, read in their position unless
        `_names_read_board` is False."""
        names = {h: n for n, h in self._named().items()}
        return [names[h] for h in handles]

    # Whether naming or describing a handle reads the board: then the Moves a position handed
    # out are named before the board leaves it (Ply.settle).
    _names_read_board: bool = True

    @property
    @abstractmethod
    def turn(self) -> bool:
        """The side to move: True for the first player (white)."""

    @abstractmethod
    def fen(self) -> str:
        """The position in FEN, with the variant's pools and counters."""

    @abstractmethod
    def is_check(self) -> bool:
        """Whether the side to move's royal man is attacked."""

    @abstractmethod
    def piece_at(self, square: int) -> Piece | None:
        """The man on a square, if any."""

    @abstractmethod
    def perft(self, depth: int) -> int:
        """The number of legal move sequences `depth` plies long."""

    @abstractmethod
    def divide(self, depth: int) -> dict[str, int]:
        """Perft of `depth - 1` after each legal move, by the move's canonical name."""

    # -- moves ---------------------------------------------------------------------------
    @property
    def legal_moves(self) -> LegalMoves:
        """The legal moves of the position, in the order the engine generates them."""
        return LegalMoves(self._ply())

    @property
    def move_stack(self) -> list[Move]:
        """The moves played so far, first first."""
        return list(self._played)

    def parse_uci(self, text: str) -> Move:
        """The legal move that `text` names in canonical notation; IllegalMove otherwise."""
        found = self._ply().find(text)
        if found is None:
            raise IllegalMove(f"{text!r} is not a legal move in UCI notation ({self._example()})"
                              f" in {self.fen()}")
        return found

    def push(self, move: Move) -> None:
        """Play a legal move (a Move of `legal_moves`, of another board, or python-chess's);
        IllegalMove otherwise."""
        plies = self._plies
        ply = plies[-1]
        # A Move of the position's own legal moves is played as it is: the common case, and
        # the one a push/pop loop repeats. Anything else is looked up by its name.
        try:
            mine = move._ply is ply and ply is not None
        except AttributeError:  # python-chess's Move, or text
            mine = False
        if not mine:
            move = self._legal_move(move)
            ply = plies[-1]
        assert ply is not None
        if self._names_read_board and ply.moves is not None:
            ply.settle()
        self._play(move._handle)
        self._played.append(move)
        plies.append(None)

    def _legal_move(self, move: Any) -> Move:
        """The position's own Move for `move`, which names it; IllegalMove otherwise."""
        text = move if isinstance(move, str) else getattr(move, "uci", lambda: None)()
        if not isinstance(text, str):
            raise IllegalMove(f"{move!r} is not a move (it has no uci())")
        if text == NULL:
            raise IllegalMove(f"the null move ({NULL}) passes the turn, which this engine cannot"
                              " do (a pass is a legal move only where its variant has one)")
        found = self._ply().find(text)
        if found is None:
            raise IllegalMove(f"{text} is not legal in {self.fen()}")
        return found

    def push_uci(self, text: str) -> Move:
        """Play the move `text` names in canonical notation, and return it."""
        move = self.parse_uci(text)
        self.push(move)
        return move

    def pop(self) -> Move:
        """Take back the last move and return it; IndexError when none was played."""
        played = self._played
        if not played:
            raise IndexError("pop from an empty move stack: no move has been played")
        plies = self._plies
        if len(plies) > 1:
            ply = plies.pop()
            if ply is not None and self._names_read_board and ply.moves is not None:
                ply.settle()
        self._undo()
        return played.pop()

    def peek(self) -> Move:
        """The last move played; IndexError when none was."""
        if not self._played:
            raise IndexError("no move has been played")
        return self._played[-1]

    # -- the end of the game -------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        """How the game has ended, or None while it goes on."""
        return self._ended()

    def is_game_over(self) -> bool:
        """Whether the game has ended."""
        return self._ended() is not None

    def is_checkmate(self) -> bool:
        """Whether the side to move is in check and has no legal move."""
        return not self._ply().handles and self.is_check()

    def is_stalemate(self) -> bool:
        """Whether the side to move is not in check and has no legal move."""
        return not self._ply().handles and not self.is_check()

    def result(self) -> str:
        """'1-0', '0-1', '1/2-1/2', or '*' while the game goes on."""
        ended = self._ended()
        return ended.result() if ended else "*"

    @property
    def moves_in_turn(self) -> int:
        """With `turns`, the moves the side to move has made in its turn (the FEN's 'w1'); 0 at
        a turn's start, as always in a game of one move a turn (and in `free-order`'s 'wf')."""
        return int(self.fen().split()[1][1:].rstrip("f") or 0)

    @property
    def fullmove_number(self) -> int:
        """The number of the move in progress: 1 at the start, counted up after each second
        player's move, as the FEN's last field writes it."""
        return int(self.fen().split()[-1])

    def __str__(self) -> str:
        """The board as python-chess prints one: a line per rank, the last rank first, each
        square a man's letter or '.', separated by spaces (a cell off the board is blank)."""
        topo = self._topology
        if topo.lattice in HEXAGONAL:  # python-chess's grid, staggered as the cells lie
            return "\n".join(staggered(topo, self._symbol, 2))
        lines = []
        for rank in reversed(range(topo.ranks)):
            cells = []
            for file in range(topo.files):
                cell = topo.cell(file, rank)
                man = self.piece_at(cell) if topo.is_square(cell) else None
                cells.append(man.symbol() if man else "." if topo.is_square(cell) else " ")
            lines.append(" ".join(cells))
        return "\n".join(lines)

    def _symbol(self, cell: int) -> str:
        man = self.piece_at(cell) if self._topology.is_square(cell) else None
        return man.symbol() if man else "."

    def _repr_svg_(self) -> str:
        """The position as an SVG picture, which a Jupyter notebook shows for a Board."""
        # The runtime stands alone (a --standalone engine carries it without the rest of
        # variantc): the picture is drawn by variantc's tools where they are installed.
        picture = importlib.import_module("variantc.tools.picture")
        svg: str = picture.svg(picture.scene(self._notation, self.fen()))
        return svg

    @property
    def starting_fen(self) -> str:
        """The FEN the game started from."""
        return self._start

    # -- Standard Algebraic Notation -----------------------------------------------------
    def san(self, move: Move) -> str:
        """`move`, which must be legal, in Standard Algebraic Notation (docs/api.md#san);
        IllegalMove otherwise."""
        return self._sans()[self._legal_move(move).uci()]

    def parse_san(self, text: str) -> Move:
        """The legal move that `text` names in SAN; IllegalMove otherwise. Check and mate
        marks, annotations (!, ?), 0-0 for O-O, and a capture without its 'x' are accepted."""
        wanted, sans = _bare(text), self._sans()
        found = [name for name, san in sans.items() if _bare(san) == wanted]
        if not found:
            found = [name for name, san in sans.items()
                     if _bare(san).replace("x", "") == wanted.replace("x", "")]
        if len(found) == 1:
            return self._known()[0][found[0]]
        raise IllegalMove(f"{text!r} is not a legal move in SAN (e.g. {self._example(san=True)})"
                          f" in {self.fen()}")

    def parse_move(self, text: str) -> Move:
        """The legal move `text` names in UCI, or else in SAN: what a person may type."""
        try:
            return self.parse_uci(text)
        except IllegalMove:
            pass
        try:
            return self.parse_san(text)
        except IllegalMove:
            raise IllegalMove(f"{text!r} is not a legal move in UCI (e.g. {self._example()}) or SAN"
                              f" (e.g. {self._example(san=True)}) in {self.fen()}") from None

    def push_san(self, text: str) -> Move:
        """Play the move `text` names in SAN, and return it."""
        move = self.parse_san(text)
        self.push(move)
        return move

    def _sans(self) -> dict[str, str]:
        """Every legal move's SAN, by canonical name; kept like the moves themselves."""
        ply = self._ply()
        if ply.sans is not None:
            return ply.sans
        moves, handles = self._known()
        plain = {name: self._san_body(move, handles[name]) for name, move in moves.items()}
        out = {}
        for name, move in moves.items():
            rivals = [moves[n] for n, text in plain.items() if text == plain[name] and n != name]
            text = self._san_body(move, handles[name], _hint(self._topology, move, rivals))
            self._play(handles[name])
            check = self.is_check()
            mate = check and not self._named()
            self._undo()
            out[name] = text + ("#" if mate else "+" if check else "")
        ply.sans = out
        return out

    def _san_body(self, move: Move, handle: object, hint: str = "") -> str:
        """SAN without check marks; `hint` tells the origin apart from a rival's."""
        return san_body(self, move, handle, hint)

    # -- shared plumbing -----------------------------------------------------------------
    @property
    def _topology(self) -> Topology:
        return self._notation.topo

    def _ply(self) -> Ply:
        """The position's legal moves, made when first asked for and kept while the position
        is on the game's path."""
        plies = self._plies
        ply = plies[-1]
        if ply is None or len(plies) != len(self._played) + 1:
            if len(plies) != len(self._played) + 1:  # the game changed beneath them
                plies[:] = [None] * (len(self._played) + 1)
            ply = plies[-1] = Ply(self, *self._generate())
        return ply

    def _known(self) -> tuple[dict[str, Move], dict[str, object]]:
        """The legal moves as Move values and as the engine's handles, by name."""
        ply = self._ply()
        if ply.known is None:
            moves = ply.all_moves()
            ply.known = ({ply.name(i): m for i, m in enumerate(moves)},
                         {ply.name(i): h for i, h in enumerate(ply.handles)})
        return ply.known

    def _forget(self) -> None:
        """Forget the game: the engine was loaded afresh (set_fen, reset), so the moves
        played and all that is kept of the position go."""
        self._played = []
        self._version += 1  # which drops every kept Ply

    def _describe(self, name: str, handle: object) -> Move:
        """A legal move's fields, read from its canonical name (and the man it gates)."""
        return describe(self, name, handle)

    def _example(self, san: bool = False) -> str:
        ply = self._ply()
        if not ply.handles:
            return "no move is legal here"
        first = ply.name(0)
        return self._sans()[first] if san else first

    _start: str = ""
    _move_class: type[Move] = Move  # a generated module's own Move, which knows its board

    # python-chess's names for the variant: `aliases[0]` is what PGN's Variant tag calls it,
    # `uci_variant` what UCI_Variant does.
    aliases: tuple[str, ...] = ()
    uci_variant: str = ""

    def _new(self, fen: str | None = None) -> Board:
        """A new Board of the same variant: at `fen`, or at the variant's start."""
        return type(self)(fen)  # type: ignore[call-arg]


def _hint(topo: Topology, move: Move, rivals: list[Move]) -> str:
    """What tells the move's origin apart from its rivals' (moves whose SAN would read the
    same): its file if no rival shares it, else its rank if none shares that, else both."""
    if not rivals or move.from_square is None:
        return ""
    column, row = column_and_row(topo.name(move.from_square))
    others = [column_and_row(topo.name(r.from_square)) for r in rivals if r.from_square is not None]
    if all(c != column for c, _ in others):
        return column
    if all(r != row for _, r in others):
        return row
    return column + row


def _bare(text: str) -> str:
    """SAN without check marks and annotations; 0-0 read as O-O; a promotion with its `=`
    (python-chess reads `e8Q` and `e8q` as `e8=Q`)."""
    text = text.strip().replace("0-0-0", "O-O-O").replace("0-0", "O-O")
    text = re.sub(r"[+#]*[!?]*$", "", text) if not re.search(f"!{SQUARE_TEXT}$", text) \
        else re.sub(r"[+#]+$", "", text)
    return re.sub(r"([a-z][0-9]+)=?(\+?[A-Za-z])$", lambda m: f"{m[1]}={m[2].upper()}", text)
