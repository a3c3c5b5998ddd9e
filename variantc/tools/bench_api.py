"""`variantc bench --api`: the speed of a script's loop over python-chess's names, perft 3
from the start through `legal_moves`, `push` and `pop`, on the pure and the native builds and
on python-chess itself.

perft and perft_full (tools/bench) time the engine beneath the API; this times the API that a
script written for python-chess uses, which the moves a Board keeps per position
(runtime/plies) make cost little more than the engine's own make and unmake.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from variantc.tools.bench import Measure, compare, plays_chess

DEPTH = 3  # perft 3 from the start: 8,902 leaves in chess, 421 positions whose moves are listed


def loop(board: Any) -> Callable[[int], int]:
    """Perft through python-chess's names, as a python-chess script writes it; `board` is a
    Board of any engine here, or python-chess's own."""

    def run(depth: int) -> int:
        if depth == 0:
            return 1
        total = 0
        for move in board.legal_moves:
            board.push(move)
            total += run(depth - 1)
            board.pop()
        return total

    return run


def measure(boards: dict[str, Any], fen: str, seconds: float) -> dict:
    """Per board (by name: 'compiled', 'native') the loop's speed at DEPTH, and the ratios:
    each × python-chess where python-chess plays the game from `fen`, and the native × the
    pure. Each ratio is measured on the same tree (tools/bench.compare, which refuses two
    counts that differ)."""
    row: dict = {"depth": DEPTH}
    theirs = _python_chess(fen, boards["compiled"])
    for name, board in boards.items():
        mine = loop(board)
        if theirs is not None:
            measured, baseline = compare(mine, loop(theirs), DEPTH, seconds)
            row[f"api_{name}"] = measured
            row.setdefault("api_python-chess", baseline)
            row[f"api_{name}_python-chess_ratio"] = _ratio(measured, baseline)
        else:
            row[f"api_{name}"] = compare(mine, mine, DEPTH, seconds, rounds=1)[0]
    if "native" in boards:
        native, pure = compare(loop(boards["native"]), loop(boards["compiled"]), DEPTH, seconds)
        row["api_native_pure"] = _ratio(native, pure)
    return row


def _ratio(fast: Measure, slow: Measure) -> float:
    return fast.nps / slow.nps if slow.nps else 0.0


def _python_chess(fen: str, engine: Any) -> Any:
    """python-chess's board at `fen`, where it is installed and plays the engine's game."""
    try:
        import chess
    except ImportError:
        return None
    try:
        board = chess.Board(fen)
    except ValueError:
        return None
    return board if plays_chess(engine, fen) else None


def rows_table(rows: list[dict]) -> Any:
    """The figures as a rich Table: a row per engine of each definition."""
    from rich.table import Table

    table = Table(title=f"python-chess-style loop: perft {DEPTH} through legal_moves, push and "
                        "pop, nodes per second")
    for column in ("engine", "nodes/s", "× python-chess", "× pure"):
        table.add_column(column, justify="left" if column == "engine" else "right", no_wrap=True)
    for row in rows:
        for name in ("compiled", "native", "python-chess"):
            measured = row.get(f"api_{name}")
            if measured is None:
                continue
            ratio = row.get(f"api_{name}_python-chess_ratio")
            pure = row.get("api_native_pure") if name == "native" else None
            engine = f"python-chess on {row['variant']}" if name == "python-chess" \
                else f"{row['variant']} {name}"
            table.add_row(engine, f"{measured.nps:,.0f}", f"{ratio:.2f}" if ratio else "",
                          f"{pure:.2f}" if pure else "")
    return table
