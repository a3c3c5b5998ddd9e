"""A game as PGN: the Seven Tag Roster, the variant named, the start position when it is not
the variant's own, and the moves in SAN."""

from __future__ import annotations

from variantc.quoting import pgn_string
from variantc.runtime.board import Board


def write(board: Board, variant: str, setup_fen: str, result: str | None = None,
          players: tuple[str, str] = ("?", "?")) -> str:
    """The game `board` has played, as PGN; `setup_fen` is the variant's own start, which
    needs no FEN tag; `result` overrides the board's (a resignation). `board` is left as it
    was."""
    played = board.move_stack
    for _ in played:
        board.pop()
    start = board.fen()
    tags = [("Event", "?"), ("Site", "?"), ("Date", "????.??.??"), ("Round", "?"),
            ("White", players[0]), ("Black", players[1]), ("Result", "*"), ("Variant", variant)]
    if start != setup_fen:
        tags += [("SetUp", "1"), ("FEN", start)]
    number, white = int(start.split()[-1]), board.turn
    words = [] if white else [f"{number}..."]
    for move in played:
        if board.turn:
            words.append(f"{number}.")
        words.append(board.san(move))
        board.push(move)
        if not board.turn:
            continue
        number += 1
    result = result or board.result()
    tags[6] = ("Result", result)
    header = "\n".join(f'[{name} "{pgn_string(value)}"]' for name, value in tags)
    return f"{header}\n\n{_wrap(words + [result])}\n"


def _wrap(words: list[str], width: int = 79) -> str:
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return "\n".join(lines + [line])
