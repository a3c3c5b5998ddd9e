"""Writing a game as PGN, as python-chess's exporters do (variantc.pgn holds the game tree)."""

from __future__ import annotations

import re
from typing import IO, TYPE_CHECKING, Any

from variantc.quoting import pgn_string, visible
from variantc.runtime.board import Board

if TYPE_CHECKING:
    from variantc.pgn import ChildNode, GameNode


class StringExporter:
    """Writes a game as python-chess's StringExporter does: movetext wrapped at `columns`
    (None: one line), with or without tags, comments and variations."""

    def __init__(self, *, columns: int | None = 80, headers: bool = True, comments: bool = True,
                 variations: bool = True) -> None:
        self.columns, self.headers = columns, headers
        self.comments, self.variations = comments, variations
        self.lines: list[str] = []
        self._line = ""
        self._force_number = True
        self._depth = 0

    def export(self, node: GameNode) -> str:
        self.lines, self._line, self._force_number, self._depth = [], "", True, 0
        game = node.game()
        if self.headers and game.headers:
            self.lines += [f'[{_tag_name(k)} "{pgn_string(v)}"]' for k, v in game.headers.items()]
            self.lines.append("")
        board = node.board()
        if node.comment and node.parent is None:
            self._comment(node.comment)
        if node.variations:
            self._line_from(board, node.variations[0], sidelines=True)
        self._token(visible(game.headers.get("Result", "*")) + " ")
        return self.result()

    def result(self) -> str:
        return "\n".join([*self.lines, self._line.rstrip()]).rstrip()

    def __str__(self) -> str:
        return self.result()

    def _flush(self) -> None:
        if self._line:
            self.lines.append(self._line.rstrip())
        self._line = ""

    def _token(self, token: str) -> None:
        if self.columns is not None and self.columns - len(self._line) < len(token):
            self._flush()
        self._line += token

    def _comment(self, text: str) -> None:
        if self.comments and (self.variations or not self._depth):
            self._token("{ " + visible(text.replace("}", "")).strip() + " } ")
            self._force_number = True

    def _line_from(self, board: Board, node: ChildNode, sidelines: bool) -> None:
        """The line that starts with `node` (played from `board`'s position), each move's
        sidelines after it when `sidelines`; `board` is left as it was."""
        pushed = 0
        while True:
            self._node(board, node)
            if sidelines:
                for sideline in node.parent.variations[1:]:
                    self._variation(board, sideline)
            if not node.variations:
                break
            board.push(node.move)
            pushed += 1
            node, sidelines = node.variations[0], True
        for _ in range(pushed):
            board.pop()

    def _variation(self, board: Board, node: ChildNode) -> None:
        self._depth += 1
        if self.variations:
            self._token("( ")
            self._force_number = True
            self._line_from(board, node, sidelines=False)
            self._token(") ")
            self._force_number = True
        self._depth -= 1

    def _node(self, board: Board, node: ChildNode) -> None:
        if node.starting_comment:
            self._comment(node.starting_comment)
        if self.variations or not self._depth:
            number = board.fullmove_number
            if board.moves_in_turn and not self._force_number:  # a turn's moves: 3. Na5,Bd3
                self._line = self._line.rstrip() + ","
            elif board.turn:
                self._token(f"{number}. ")
            elif self._force_number:
                self._token(f"{number}... ")
            self._token(board.san(node.move) + " ")
            self._force_number = False
        if self.comments and (self.variations or not self._depth):
            for nag in sorted(node.nags):
                self._token(f"${nag} ")
        if node.comment:
            self._comment(node.comment)


class FileExporter(StringExporter):
    """A StringExporter that writes each game, and a blank line, to an open text file."""

    def __init__(self, handle: IO[str], **options: Any) -> None:
        super().__init__(**options)
        self.handle = handle

    def export(self, node: GameNode) -> int:  # type: ignore[override]
        """Write the game; how many characters were written, as python-chess counts them."""
        text = super().export(node) + "\n\n"
        self.handle.write(text)
        return len(text)


def _tag_name(name: str) -> str:
    """A tag's name as PGN allows it: letters, digits and `_` (others dropped)."""
    return re.sub(r"[^A-Za-z0-9_]", "", name) or "Tag"
