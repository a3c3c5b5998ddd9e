"""Games as PGN, with python-chess's `chess.pgn` names: a game is a tree of nodes (the main
line and its variations, comments and NAGs) read by `read_game` and written by `str(game)` or an
exporter, for a Board of any variant.

A game needs to know its variant's Board to replay its moves. `for_board(Board)` gives this
module's names bound to one (a generated module's `pgn`, so that `chess.pgn.read_game(f)` reads
a game of chess); unbound, `read_game` finds the Board by the game's `Variant` tag among the
shipped definitions, chess without one (PGN's default).

Not here from python-chess: visitors beyond the two exporters, clock and eval comments read
into numbers, `read_headers`/`skip_game`. A turn of several moves is written 3. Na5,Bd3 e6,f4.
Tags and comments are written back quoted (variantc.quoting): none can break the framing.
"""

from __future__ import annotations

import re
import types
from collections.abc import Callable, Iterable, Iterator, MutableMapping
from typing import IO, Any, cast

from variantc.pgn_write import FileExporter, StringExporter
from variantc.runtime.board import Board, IllegalMove, Move

__all__ = ["ChildNode", "FileExporter", "Game", "GameNode", "Headers", "SEVEN_TAG_ROSTER", "StringExporter",
           "for_board", "read_game"]

SEVEN_TAG_ROSTER = ("Event", "Site", "Date", "Round", "White", "Black", "Result")
_ROSTER_DEFAULTS = ("?", "?", "????.??.??", "?", "?", "?", "*")
# PGN's suffix annotations, as the NAGs they stand for
_SUFFIXES = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}
# What PGN's default variant is called; a game of it needs no Variant tag.
_DEFAULT_VARIANT = "chess"

_TOKEN = re.compile(r"""
    (?P<comment>\{[^}]*\}?) | (?P<line_comment>;[^\n]*) | (?P<nag>\$\d+)
  | (?P<open>\() | (?P<close>\))
  | (?P<result>1-0|0-1|1/2-1/2|\*)
  | (?P<number>\d+\s*\.+)
  | (?P<san>(?:[A-Za-z0-9@=+#\-/,~]|![A-Z]?[a-z]+\d+)+)
  | (?P<suffix>[!?]{1,2})
  | (?P<other>\S)
""", re.VERBOSE)
_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]')


class Headers(MutableMapping[str, str]):
    """A game's tags in order: the Seven Tag Roster first, in its order, then the others as
    they were set."""

    def __init__(self, data: Iterable[tuple[str, str]] | dict[str, str] | None = None) -> None:
        self._tags: dict[str, str] = {}
        if data is None:
            data = dict(zip(SEVEN_TAG_ROSTER, _ROSTER_DEFAULTS, strict=True))
        for key, value in (data.items() if isinstance(data, dict) else data):
            self[key] = value

    def __setitem__(self, key: str, value: str) -> None:
        self._tags[key] = str(value)

    def __getitem__(self, key: str) -> str:
        return self._tags[key]

    def __delitem__(self, key: str) -> None:
        del self._tags[key]

    def __iter__(self) -> Iterator[str]:
        roster = [k for k in SEVEN_TAG_ROSTER if k in self._tags]
        return iter(roster + [k for k in self._tags if k not in SEVEN_TAG_ROSTER])

    def __len__(self) -> int:
        return len(self._tags)

    def __repr__(self) -> str:
        return f"Headers({', '.join(f'{k}={v!r}' for k, v in self.items())})"


class GameNode:
    """A position of a game: the root (a Game) or reached by a move (a ChildNode); its
    `variations` are the moves played from it, the main line's first."""

    parent: GameNode | None = None
    move: Move | None = None

    def __init__(self, *, comment: str = "") -> None:
        self.variations: list[ChildNode] = []
        self.comment = comment
        self.starting_comment = ""
        self.nags: set[int] = set()

    def board(self) -> Board:
        """A new Board in the node's position, its moves on the stack."""
        board = self.game().board()
        for node in self._path():
            assert node.move is not None
            board.push(node.move)
        return board

    def _path(self) -> list[GameNode]:
        path, node = [], self
        while node.parent is not None:
            path.append(node)
            node = node.parent
        return path[::-1]

    def ply(self) -> int:
        """Plies from the game's start to here."""
        return len(self._path())

    def turn(self) -> bool:
        return self.board().turn

    def root(self) -> GameNode:
        node = self
        while node.parent is not None:
            node = node.parent
        return node

    def game(self) -> Game:
        return cast(Game, self.root())  # only a Game has no parent

    def end(self) -> GameNode:
        """The last node of the main line from here."""
        node = self
        while node.variations:
            node = node.variations[0]
        return node

    def is_end(self) -> bool:
        return not self.variations

    def next(self) -> ChildNode | None:
        """The main line's next node, or None."""
        return self.variations[0] if self.variations else None

    def is_mainline(self) -> bool:
        node: GameNode = self
        while node.parent is not None:
            if node.parent.variations[0] is not node:
                return False
            node = node.parent
        return True

    def mainline(self) -> Iterator[ChildNode]:
        node = self.next()
        while node is not None:
            yield node
            node = node.next()

    def mainline_moves(self) -> list[Move]:
        return [node.move for node in self.mainline() if node.move is not None]

    def variation(self, key: int | Move) -> ChildNode:
        if isinstance(key, int):
            return self.variations[key]
        return next(v for v in self.variations if v.move == key)

    def __getitem__(self, key: int | Move) -> ChildNode:
        return self.variation(key)

    def __contains__(self, move: object) -> bool:
        return any(v.move == move for v in self.variations)

    def has_variation(self, move: Move) -> bool:
        return move in self

    def add_variation(self, move: Move, *, comment: str = "", starting_comment: str = "",
                      nags: Iterable[int] = ()) -> ChildNode:
        """A new variation from here, after the others."""
        node = ChildNode(self, move, comment=comment, starting_comment=starting_comment, nags=nags)
        self.variations.append(node)
        return node

    def add_main_variation(self, move: Move, *, comment: str = "",
                           nags: Iterable[int] = ()) -> ChildNode:
        """A new variation from here, made the main line."""
        node = self.add_variation(move, comment=comment, nags=nags)
        self.variations.insert(0, self.variations.pop())
        return node

    def add_line(self, moves: Iterable[Move], *, comment: str = "",
                 nags: Iterable[int] = ()) -> GameNode:
        """Moves played one after another from here; the last node."""
        node: GameNode = self
        for move in moves:
            node = node.add_variation(move)
        node.comment, node.nags = comment, set(nags)
        return node

    def promote_to_main(self, move: Move) -> None:
        node = self.variation(move)
        self.variations.remove(node)
        self.variations.insert(0, node)

    def remove_variation(self, move: Move) -> None:
        self.variations.remove(self.variation(move))

    def accept(self, exporter: StringExporter) -> Any:
        """Write the game from here with `exporter`, and return what it made."""
        return exporter.export(self)

    def __str__(self) -> str:
        return self.accept(StringExporter(columns=None))


class ChildNode(GameNode):
    """A node reached by a move from its parent."""

    def __init__(self, parent: GameNode, move: Move, *, comment: str = "",
                 starting_comment: str = "", nags: Iterable[int] = ()) -> None:
        super().__init__(comment=comment)
        self.parent: GameNode = parent
        self.move: Move = move
        self.starting_comment = starting_comment
        self.nags = set(nags)

    def san(self) -> str:
        """The move in SAN, in its parent's position."""
        return self.parent.board().san(self.move)

    def uci(self) -> str:
        return self.move.uci()

    def __repr__(self) -> str:
        return f"<ChildNode ({self.move.uci()})>"


class Game(GameNode):
    """A game: its tags and the tree of its moves. `board_class` is the variant's Board;
    `errors` lists what reading it skipped (illegal moves), as python-chess keeps them."""

    board_class: Callable[[str | None], Board] | None = None  # a FEN (None: the start) to a Board

    def __init__(self, headers: Iterable[tuple[str, str]] | dict[str, str] | None = None) -> None:
        super().__init__()
        self.headers = Headers(headers)
        self.errors: list[Exception] = []

    def _board_class(self) -> Callable[[str | None], Board]:
        if self.board_class is not None:
            return self.board_class
        return _shipped_board(self.headers.get("Variant", _DEFAULT_VARIANT))

    def board(self) -> Board:
        """A new Board at the game's start: the FEN tag's position, or the variant's own."""
        return self._board_class()(self.headers.get("FEN"))

    def setup(self, board: Board | str) -> None:
        """Start the game from `board`'s position (or a FEN), setting FEN, SetUp and Variant
        as PGN wants them."""
        if isinstance(board, str):
            board = self._board_class()(board)
        self.board_class = _factory(board)
        start = board.fen()
        if start == self.board_class(None).fen():
            self.headers.pop("SetUp", None)
            self.headers.pop("FEN", None)
        else:
            self.headers["FEN"], self.headers["SetUp"] = start, "1"
        name = _variant_of(board)
        if name is None or name.lower() == _DEFAULT_VARIANT:
            self.headers.pop("Variant", None)
        else:
            self.headers["Variant"] = name

    @classmethod
    def from_board(cls, board: Board) -> Game:
        """A game of the moves `board` has played, from where it started."""
        game = cls()
        game.setup(_factory(board)(board.starting_fen))
        node: GameNode = game
        for move in board.move_stack:
            node = node.add_variation(move)
        game.headers["Result"] = board.result()
        return game

    @classmethod
    def without_tag_roster(cls) -> Game:
        return cls(headers={})

    def __repr__(self) -> str:
        tags = self.headers
        return (f"<Game ({tags.get('White', '?')!r} vs. {tags.get('Black', '?')!r},"
                f" {tags.get('Date', '????.??.??')!r})>")


# -- reading -----------------------------------------------------------------------------------
def read_game(handle: IO[str], *,
              board_class: Callable[[str | None], Board] | None = None) -> Game | None:
    """The next game of an open PGN file, or None at its end. Moves that are not legal are
    skipped with the rest of their variation, and listed in the game's `errors`."""
    tags, movetext = _next_game_text(handle)
    if tags is None:
        return None
    game = Game()
    game.headers.update(tags)
    game.board_class = board_class
    _Reader(game).read(movetext)
    return game


def _next_game_text(handle: IO[str]) -> tuple[list[tuple[str, str]] | None, str]:
    """The tags and the movetext of the next game; None for the tags at the file's end. A tag
    after movetext starts the next game: the file is left at it."""
    tags: list[tuple[str, str]] = []
    lines: list[str] = []
    while True:
        at = handle.tell() if handle.seekable() else None
        line = handle.readline()
        if not line:
            break
        stripped = line.strip()
        if stripped.startswith("%"):  # PGN's escape: a line for other programs
            continue
        tag = _TAG.match(stripped) if stripped.startswith("[") else None
        if tag is not None and lines:
            if at is not None:
                handle.seek(at)
            break
        if tag is not None:
            tags.append((tag.group(1), re.sub(r"\\(.)", r"\1", tag.group(2))))
        elif stripped or lines:
            lines.append(line)
    if not tags and not lines:
        return None, ""
    return tags, "".join(lines)


class _Reader:
    """Reads movetext into a game's tree. A variation is an alternative to the move before
    it: `(` goes back to that move's parent, `)` returns to where the line was."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.board = game.board()
        self.node: GameNode = game
        self.stack: list[tuple[GameNode, bool]] = []
        self.skipping = False  # the rest of a variation after an illegal move
        self.starting = ""  # a comment that opens a variation, for its first move

    def read(self, text: str) -> None:
        for token in _TOKEN.finditer(text):
            kind = token.lastgroup
            assert kind is not None
            handler = getattr(self, f"_on_{kind}", None)
            if handler is not None:
                handler(token.group())
            if kind == "result" and not self.stack:
                break

    def _on_comment(self, text: str) -> None:
        body = (text[1:-1] if text.endswith("}") else text[1:]).strip()
        if self.skipping:
            return
        if self.stack and self.node.variations and self.node is self.stack[-1][0].parent:
            self.starting = _joined(self.starting, body)  # before a variation's first move
        else:
            self.node.comment = _joined(self.node.comment, body)

    def _on_nag(self, text: str) -> None:
        if not self.skipping and isinstance(self.node, ChildNode):
            self.node.nags.add(int(text[1:]))

    def _on_suffix(self, text: str) -> None:
        if not self.skipping and isinstance(self.node, ChildNode) and text in _SUFFIXES:
            self.node.nags.add(_SUFFIXES[text])

    def _on_open(self, _text: str) -> None:
        self.stack.append((self.node, self.skipping))
        if isinstance(self.node, ChildNode) and not self.skipping:
            self.board.pop()
            self.node = self.node.parent

    def _on_close(self, _text: str) -> None:
        if self.stack:
            self.node, self.skipping = self.stack.pop()
            self.board = self.node.board()
            self.starting = ""

    def _on_result(self, text: str) -> None:
        if not self.stack and self.game.headers.get("Result", "*") == "*":
            self.game.headers["Result"] = text

    def _on_san(self, text: str) -> None:
        if self.skipping:
            return
        try:
            moves = self._moves(text)
        except IllegalMove as exc:
            self.game.errors.append(exc)
            self.skipping = True
            return
        for move in moves:
            self.node = self.node.add_variation(move, starting_comment=self.starting)
            self.starting = ""
            self.board.push(move)

    def _moves(self, text: str) -> list[Move]:
        """A move, or the moves of a turn of several written with commas (3. Na5,Bd3)."""
        try:
            return [self.board.parse_san(text)]
        except IllegalMove as exc:
            board, moves = self.board.copy(), []
            for part in text.split(",") if "," in text else ():
                try:
                    moves.append(board.parse_san(part))
                except IllegalMove:
                    raise exc from None
                board.push(moves[-1])
            if not moves:
                raise
            return moves


def _joined(old: str, new: str) -> str:
    return f"{old} {new}" if old else new


def _factory(board: Board) -> Callable[[str | None], Board]:
    """What makes new Boards of `board`'s variant from a FEN (None: its start)."""
    return board._new


def _variant_of(board: Board) -> str | None:
    """The name PGN's Variant tag gives `board`'s variant, as python-chess's `aliases[0]`."""
    return board.aliases[0] if board.aliases else None


def _shipped_board(name: str) -> type[Board]:
    """The Board of the shipped definition a Variant tag names."""
    from variantc import load

    module = load(name)
    board: type[Board] = module.Board
    return board


def for_board(board_class: type[Board]) -> types.SimpleNamespace:
    """This module's names with games bound to `board_class`: what a generated module offers
    as its `pgn`, so that `chess.pgn.Game()` and `chess.pgn.read_game(f)` are games of chess."""
    bound = type("Game", (Game,), {"board_class": board_class, "__module__": __name__})

    def reader(handle: IO[str], **options: Any) -> Game | None:
        return read_game(handle, board_class=options.get("board_class", board_class))

    return types.SimpleNamespace(
        Game=bound, GameNode=GameNode, ChildNode=ChildNode, Headers=Headers,
        StringExporter=StringExporter, FileExporter=FileExporter, read_game=reader,
        SEVEN_TAG_ROSTER=SEVEN_TAG_ROSTER)
