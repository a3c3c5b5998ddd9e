"""Long work split over processes (`--jobs N`) or a Ray cluster (`--ray ADDRESS`, in
campaign_ray): perft by root move and the move after it, diff's playouts by seed, a match's
games by number. The pieces are the serial run's own, so the counts and the seeded games are
exactly those of a serial run, whatever the number of workers.

Each worker loads the definition once (from its path, as the command did) and builds its
engine from the cache (tools/cache); where processes are forked they inherit both. Ctrl-C
reaches the command alone: the workers ignore it and are ended with the pool.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.pool
import signal
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from variantc import pipeline
from variantc.tools import diff as diffmod
from variantc.tools import engines

Progress = Callable[[int, int], None]  # pieces done, pieces in all

_state: dict[str, Any] = {}  # in a worker: the variant and its compiled module
SPLIT_AGAIN = 5  # from this depth, perft pieces are two plies deep: enough of them to share


def _start(path: str, kind: str) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    if _state.get("path") != path:
        loaded = pipeline.load(Path(path))
        assert loaded.variant is not None, "the command checked the definition first"
        _state.update(path=path, variant=loaded.variant, module=None)
    if kind == "compiled" and _state.get("module") is None:
        _state["module"] = engines.compiled_module(_state["variant"])


def _engine(fen: str | None, kind: str):
    return engines.make(_state["variant"], kind, fen, _state["module"])


def _pool(path: Path, kind: str, jobs: int, variant: Any, module: Any):
    """Workers for `path`; forked ones start with what the command already built."""
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    _state.update(path=str(path), variant=variant, module=module)
    return context.Pool(jobs, initializer=_start, initargs=(str(path), kind))


def _run(path: Path, kind: str, where: int | str, variant: Any, module: Any, work: Callable,
         pieces: list, progress: Progress, take: Callable[[Any], None]) -> None:
    """`take` the result of `work` on each piece, in the order they finish: on `where` worker
    processes, or on the Ray cluster at that address ('local': one started here)."""
    if isinstance(where, str):
        from variantc.tools import campaign_ray

        campaign_ray.run(where, kind, variant, work, pieces, progress, take)
        return
    # Ctrl-C is held back while the pool starts, so that it lands inside the `try`, with a
    # whole pool to end.
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    pool = None
    try:
        pool = _pool(path, kind, where, variant, module)
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
        for done, result in enumerate(pool.imap_unordered(work, pieces), 1):
            progress(done, len(pieces))
            take(result)
    except BaseException:
        if pool is not None:
            _end(pool)
        raise
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
    pool.close()
    pool.join()


def _end(pool: Any) -> None:
    """End the workers at once, mid-piece. Pool.terminate could wait forever on a queue lock a
    killed worker held, so its clean-up is called off: the command is ending anyway."""
    pool._worker_handler._state = multiprocessing.pool.TERMINATE  # no new workers in their place
    for worker in pool._pool:
        worker.kill()
    for worker in pool._pool:
        worker.join(5)
    pool._terminate.cancel()  # the finalizer that would run terminate at exit


# -- perft ---------------------------------------------------------------------------------

def _count(piece: tuple[str | None, str, tuple[str, ...], int]) -> tuple[str, int]:
    fen, kind, line, depth = piece
    board = _engine(fen, kind)
    for text in line:
        board.push_uci(text)
    return line[0], board.perft(depth)


def perft(path: Path, variant: Any, module: Any, kind: str, fen: str | None, depth: int,
          where: int | str, progress: Progress) -> dict[str, int]:
    """Perft divided by root move. From depth SPLIT_AGAIN each root move is split again by its replies,
    so that a few heavy root moves do not leave the other workers idle."""
    board = engines.make(variant, kind, fen, module)
    lines: list[tuple[str, ...]] = []
    for move in diffmod.names(board):
        if depth < SPLIT_AGAIN:
            lines.append((move,))
            continue
        board.push_uci(move)
        replies = diffmod.names(board)
        lines.extend((move, reply) for reply in replies)
        if not replies:
            lines.append((move,))
        board.pop()
    pieces = [(fen, kind, line, depth - len(line)) for line in lines]
    rows = {move: 0 for move in dict.fromkeys(line[0] for line in lines)}
    def take(result: tuple[str, int]) -> None:
        rows[result[0]] += result[1]

    _run(path, kind, where, variant, module, _count, pieces, progress, take)
    return rows


# -- diff playouts -------------------------------------------------------------------------

def _playout(piece: tuple[str | None, int, int]) -> tuple[int, diffmod.Mismatch | None]:
    fen, seed, plies = piece
    found = diffmod.playout(lambda f: _engine(f, "reference"), lambda f: _engine(f, "compiled"),
                            fen, seed, plies)
    return seed, found


def playouts(path: Path, variant: Any, module: Any, fen: str | None, seeds: Iterable[int],
             plies: int, where: int | str, progress: Progress) -> list[diffmod.Mismatch]:
    """The playouts of these seeds, their mismatches in seed order (as a serial run lists them)."""
    pieces = [(fen, seed, plies) for seed in seeds]
    found: dict[int, diffmod.Mismatch] = {}
    def take(result: tuple[int, diffmod.Mismatch | None]) -> None:
        if result[1] is not None:
            found[result[0]] = result[1]

    _run(path, "compiled", where, variant, module, _playout, pieces, progress, take)
    return [found[seed] for seed in sorted(found)]


# -- work on the compiled engine (a match's games) ------------------------------------------

def _on_engine(piece: tuple[Callable[[Any, Any], Any], Any]) -> Any:
    work, args = piece
    return work(_state["module"], args)


def on_engine(path: Path, variant: Any, module: Any, work: Callable[[Any, Any], Any],
              pieces: list, where: int | str, progress: Progress,
              take: Callable[[Any], None]) -> None:
    """`take` `work(compiled module, piece)` for each piece, as they finish. `work` must be a
    module-level function (workers receive it by name)."""
    _run(path, "compiled", where, variant, module, _on_engine,
         [(work, piece) for piece in pieces], progress, take)
