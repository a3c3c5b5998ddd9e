"""The `variantc` command line: argument parsing and exit codes only.

Exit codes: 0 success, 1 a problem found (diagnostics, a mismatch), 2 a usage error.
"""

from __future__ import annotations

import json
import math
import sys
import time
from pathlib import Path

import click

from compiler import pipeline
from compiler.backend import assemble, emit
from compiler.ir.model import Variant
from compiler.reference.interpreter import Reference
from compiler.runtime.board import Board, IllegalMove, Move
from compiler.runtime.fen import FenError
from compiler.tools import bench as benchmod
from compiler.tools import diff as diffmod
from compiler.tools import engines, pgn, picture

LEVEL_NAMES = ("random", "novice", "beginner", "casual", "club")  # compiler.play.levels
DEF = click.argument("definition", type=click.Path(dir_okay=False, path_type=Path))
ENGINE = click.option("--engine", "kind", type=click.Choice(engines.KINDS), default="compiled",
                      show_default=True, help="Which engine answers.")
FEN = click.option("--fen", help="Start from this FEN instead of the variant's setup.")
JOBS = click.option("--jobs", type=click.IntRange(1, 256), default=1, show_default=True,
                    help="Worker processes to split the work over.")
RAY = click.option("--ray", "ray_address", metavar="ADDRESS",
                   help="Split the work over the Ray cluster at ADDRESS ('local': start one).")


def _where(jobs: int, ray_address: str | None) -> int | str:
    """Where a campaign runs: worker processes, or a Ray cluster's address."""
    if ray_address is not None and not ray_address.strip():
        raise click.UsageError("--ray needs an address (host:port, auto) or 'local'")
    return ray_address if ray_address is not None else jobs


def _interactive() -> bool:
    """Whether progress may be shown: standard error is a terminal."""
    return sys.stderr.isatty()


def _status(text: str) -> None:
    """A progress line on standard error, rewritten in place; "" clears it."""
    if _interactive():
        click.echo(f"\r{text}\033[K", err=True, nl=False)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _load(path: Path) -> Variant:
    loaded = pipeline.load(path)
    if not loaded.ok:
        click.echo(loaded.report(), err=True)
        count = len(loaded.diagnostics)
        click.echo(f"{path}: {count} error{'s' * (count != 1)}", err=True)
        sys.exit(1)
    assert loaded.variant is not None
    return loaded.variant


def _engine(variant: Variant, kind: str, fen: str | None) -> Board:
    if fen is not None and not fen.strip():
        raise click.UsageError("--fen is empty: give a FEN, or leave --fen out to start from "
                               "the variant's setup")
    try:
        return engines.make(variant, kind, fen)
    except FenError as exc:
        hint = f" ({exc.hint})" if exc.hint else ""
        raise click.UsageError(f"bad --fen at column {exc.column}: {exc.message}{hint}") from None


# Bounds on what a command may be asked to do: beyond them a run would outlast any user, and
# perft's recursion Python's stack.
MAX_DEPTH = 30
MAX_GAMES = 100_000
MAX_PLIES = 10_000
MAX_SECONDS = 600.0


def _finite(value: float) -> float:
    if math.isnan(value):  # it passes every comparison of a range check
        raise click.BadParameter("must be a number, not nan")
    return value


class _Commands(click.Group):
    def invoke(self, ctx: click.Context) -> object:
        """Ctrl-C ends a command with the shell's usual status for it, 130, not a traceback."""
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            _status("")
            click.echo("interrupted", err=True)
            ctx.exit(130)


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="variantc")
def main() -> None:
    """variantc: compile chess-variant definitions into fast, verified engines."""


@main.command()
@click.argument("definitions", nargs=-1, required=True,
                type=click.Path(dir_okay=False, path_type=Path))
def check(definitions: tuple[Path, ...]) -> None:
    """Print every diagnostic of each definition; exit 1 if there is any."""
    failed = False
    for path in definitions:
        loaded = pipeline.load(path)
        if loaded.diagnostics:
            failed = True
            click.echo(loaded.report())
    sys.exit(1 if failed else 0)


@main.command("compile")
@click.argument("definitions", nargs=-1, required=True,
                type=click.Path(dir_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.Path(file_okay=False, path_type=Path),
              default=Path("generated"), show_default=True, help="Directory to write into.")
@click.option("--standalone", is_flag=True,
              help="Embed the runtime: the module needs only Python's standard library.")
def compile_(definitions: tuple[Path, ...], output: Path, standalone: bool) -> None:
    """Write the engine of each definition: OUTPUT/<slug>.py, with '-' in the slug as '_' (and '_' before a
    leading digit)."""
    variants = [_load(path) for path in definitions]  # every definition checks before any write
    for variant in variants:
        try:
            written = emit.write(assemble.assemble(variant), output, standalone)
        except OSError as exc:
            raise click.UsageError(f"cannot write into {output}: {exc.strerror or exc}") from None
        click.echo(str(written))


@main.command()
@DEF
@FEN
@ENGINE
def moves(definition: Path, fen: str | None, kind: str) -> None:
    """The legal moves, one a line, in canonical notation."""
    engine = _engine(_load(definition), kind, fen)
    for move in diffmod.names(engine):
        click.echo(move)


@main.command()
@DEF
@FEN
@click.option("--depth", type=click.IntRange(0, MAX_DEPTH), required=True, help="Plies to count.")
@click.option("--divide", is_flag=True, help="Count per legal move.")
@ENGINE
@JOBS
@RAY
@click.option("--json", "as_json", is_flag=True, help="One JSON object: nodes, seconds, nps.")
def perft(definition: Path, fen: str | None, depth: int, divide: bool, kind: str, jobs: int,
          ray_address: str | None, as_json: bool) -> None:
    """Count legal move sequences of DEPTH plies."""
    variant = _load(definition)
    engine = _engine(variant, kind, fen)
    start = time.perf_counter()
    rows: dict[str, int] = {}
    progress = _interactive() and depth >= 2  # a long count shows how far it is, on a terminal
    where = _where(jobs, ray_address)
    if where != 1 and depth >= 2:
        from compiler.tools import campaign, campaign_ray

        module = sys.modules[type(engine).__module__] if kind == "compiled" else None
        try:
            rows = campaign.perft(definition, variant, module, kind, fen, depth, where,
                                  lambda done, total: _status(f"perft {depth}: {done}/{total} "
                                                              f"pieces"))
        except campaign_ray.Unavailable as exc:
            raise click.UsageError(str(exc)) from None
        _status("")
        if divide and not as_json:
            for move, count in rows.items():
                click.echo(f"{move}: {count}")
        nodes = sum(rows.values())
    elif (divide or progress) and depth > 0:
        names = diffmod.names(engine)
        for i, move in enumerate(names):
            if progress:
                _status(f"perft {depth}: root move {i + 1}/{len(names)} ({move})")
            engine.push_uci(move)
            rows[move] = engine.perft(depth - 1)
            engine.pop()
            if divide and not as_json:
                _status("")
                click.echo(f"{move}: {rows[move]}")
        _status("")
        nodes = sum(rows.values())
    else:
        nodes = engine.perft(depth)
    seconds = time.perf_counter() - start
    nps = nodes / seconds if seconds > 0 else 0.0
    if as_json:
        out: dict[str, object] = {"nodes": nodes, "seconds": round(seconds, 6), "nps": round(nps)}
        if divide:
            out["divide"] = rows
        click.echo(json.dumps(out))
    else:
        if divide:
            click.echo("")
        click.echo(f"nodes {nodes}  ({seconds:.3f}s, {nps:,.0f} nodes/s)")


@main.command()
@DEF
@FEN
@click.option("--depth", type=click.IntRange(1, MAX_DEPTH), default=2, show_default=True,
              help="Perft/divide depth compared.")
@click.option("--playouts", type=click.IntRange(0, MAX_GAMES), default=20, show_default=True,
              help="Seeded random games compared ply by ply.")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--plies", type=click.IntRange(1, MAX_PLIES), default=40, show_default=True,
              help="Longest playout.")
@JOBS
@RAY
def diff(definition: Path, fen: str | None, depth: int, playouts: int, seed: int,
         plies: int, jobs: int, ray_address: str | None) -> None:
    """Compare the compiled engine with the reference interpreter; exit 1 on a mismatch."""
    variant = _load(definition)
    where = _where(jobs, ray_address)
    _engine(variant, "reference", fen)  # a bad FEN is a usage error, reported before any work
    module = engines.compiled_module(variant)
    summary = diffmod.run(
        lambda f: engines.make(variant, "reference", f),
        lambda f: engines.make(variant, "compiled", f, module),
        [fen], depth, playouts if where == 1 else 0, seed, plies,
        progress=lambda text: click.echo(f"  {text}", err=True),
    )
    if where != 1 and playouts:
        from compiler.tools import campaign, campaign_ray

        try:
            summary.mismatches += campaign.playouts(
                definition, variant, module, fen, range(seed, seed + playouts), plies, where,
                lambda done, total: click.echo(f"  playout {done}/{total}", err=True))
        except campaign_ray.Unavailable as exc:
            raise click.UsageError(str(exc)) from None
    for mismatch in summary.mismatches:
        click.echo(mismatch.report())
    count = len(summary.mismatches)
    verdict = "agree" if summary.ok else f"disagree ({count} mismatch{'es' * (count != 1)})"
    click.echo(f"{variant.slug}: engines {verdict}: perft {depth}, {playouts} playouts "
               f"of up to {plies} plies, seed {seed}")
    sys.exit(0 if summary.ok else 1)


@main.command()
@DEF
@click.option("--fsf", "fairy", metavar="NAME",
              help="Fairy-Stockfish's name for the variant.  [default: the definition's slug]")
@click.option("--fsf-config", "config", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="A Fairy-Stockfish variants.ini to load first, for a variant it does not ship.")
@click.option("--playouts", type=click.IntRange(1, MAX_GAMES), default=20, show_default=True,
              help="Seeded random games compared ply by ply.")
@click.option("--depth", type=click.IntRange(1, MAX_DEPTH), default=2, show_default=True,
              help="Perft depth compared at the end of each game.")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--plies", type=click.IntRange(1, MAX_PLIES), default=60, show_default=True,
              help="Longest game.")
@click.option("--fen", "fens", multiple=True,
              help="Also play games from this FEN (Fairy-Stockfish's dialect); repeatable.")
def crosscheck(definition: Path, fairy: str | None, config: Path | None, playouts: int,
               depth: int, seed: int, plies: int, fens: tuple[str, ...]) -> None:
    """Compare the compiled engine with Fairy-Stockfish (pyffish): legal moves, positions and
    results at every ply of seeded games, and perft where they end; exit 1 on a difference."""
    from compiler.tools import crosscheck as cc

    variant = _load(definition)
    name = fairy or variant.slug
    try:
        if config is not None:
            cc.pyffish().load_variant_config(config.read_text(encoding="utf-8"))
        ours = tuple(cc.ours(name, f) for f in fens)
        for f in ours:
            _engine(variant, "compiled", f)  # a bad FEN is a usage error, reported first
        summary = cc.run(variant, name, playouts, depth, seed, plies, ours,
                         progress=lambda text: _status(f"crosscheck {variant.slug}: {text}"))
    except cc.Unavailable as exc:
        raise click.UsageError(str(exc)) from None
    _status("")
    for found in summary.disagreements:
        click.echo(found.report())
    verdict = "agrees with" if summary.ok else "DIFFERS from"
    click.echo(f"{variant.slug}: {verdict} Fairy-Stockfish's {name}: {_count(summary.playouts, 'game')}, "
               f"{_count(summary.plies, 'position')}, perft {depth}")
    sys.exit(0 if summary.ok else 1)


@main.command()
@DEF
@click.argument("moves_played", nargs=-1, metavar="[MOVE]...")
@FEN
@ENGINE
@click.option("--pgn", "pgn_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the game to this file as PGN.")
def play(definition: Path, moves_played: tuple[str, ...], fen: str | None, kind: str,
         pgn_path: Path | None) -> None:
    """Play MOVEs (UCI or SAN) from the start (or --fen): print the FEN, the outcome, the
    legal moves."""
    variant = _load(definition)
    engine = _engine(variant, kind, fen)
    for text in moves_played:
        if engine.is_game_over():
            raise click.UsageError(f"the game is over before {text}: {engine.outcome()}")
        engine.push(_parse_move(engine, text))
    click.echo(f"fen      {engine.fen()}")
    outcome = engine.outcome()
    click.echo(f"outcome  {outcome if outcome else 'the game goes on'}")
    click.echo(f"moves    {' '.join(diffmod.names(engine)) or '(none)'}")
    if pgn_path is not None:
        text = pgn.write(engine, variant.name, variant.setup.fen)
        try:
            pgn_path.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise click.UsageError(f"cannot write {pgn_path}: {exc.strerror}") from None


@main.command()
@DEF
@click.argument("moves_played", nargs=-1, metavar="[MOVE]...")
@FEN
@click.option("--moves-of", "moves_of", metavar="SQUARE",
              help="Mark the squares the man on SQUARE may move to.")
@click.option("--flip", is_flag=True, help="Draw the board from black's side.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the SVG here (default: standard output).")
def svg(definition: Path, moves_played: tuple[str, ...], fen: str | None, moves_of: str | None,
        flip: bool, output: Path | None) -> None:
    """Draw the position after MOVEs (UCI or SAN) as SVG: any board shape, its pools and
    counters, the last move, and with --moves-of the moves of one man."""
    variant = _load(definition)
    engine = _engine(variant, "compiled", fen)
    for text in moves_played:
        if engine.is_game_over():
            raise click.UsageError(f"the game is over before {text}: {engine.outcome()}")
        engine.push(_parse_move(engine, text))
    topo = engine._topology
    origin: int | None = None
    targets: tuple[int, ...] = ()
    if moves_of is not None:
        origin = topo.parse(moves_of)
        if origin is None or not topo.is_square(origin):
            raise click.UsageError(f"--moves-of {moves_of!r} is not a square of this board")
        targets = tuple(sorted({m.to_square for m in engine.legal_moves
                                if m.from_square == origin}))
    last: tuple[int, ...] = ()
    if engine.move_stack:
        move = engine.peek()
        last = tuple(c for c in (move.from_square, move.to_square) if c is not None)
    scene = picture.scene(engine._notation, engine.fen(), title=variant.name, last=last,
                          targets=targets, origin=origin, flipped=flip)
    drawing = picture.svg(scene)
    if output is None:
        click.echo(drawing, nl=False)
        return
    try:
        output.write_text(drawing, encoding="utf-8")
    except OSError as exc:
        raise click.UsageError(f"cannot write {output}: {exc.strerror}") from None


def _parse_move(engine: Board, text: str) -> Move:
    """A move in UCI (canonical) notation or in SAN; a usage error naming both otherwise."""
    try:
        return engine.parse_uci(text)
    except IllegalMove:
        pass
    try:
        return engine.parse_san(text)
    except IllegalMove:
        pass
    legal = " ".join(diffmod.names(engine)) or "(none)"
    raise click.UsageError(f"{text} is not a legal move in UCI (e2e4, e7e8q, P@e4) or SAN (e4, "
                           f"Nf3, exd5, O-O) notation in {engine.fen()}; the legal moves are "
                           f"{legal}")


@main.command()
@click.argument("definitions", nargs=-1, required=True,
                type=click.Path(dir_okay=False, path_type=Path))
@click.option("--seconds", type=click.FloatRange(0, MAX_SECONDS, min_open=True), default=1.0,
              show_default=True, callback=lambda _ctx, _param, x: _finite(x),
              help="Least time per measurement; depths grow until a run lasts this long.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per definition.")
def bench(definitions: tuple[Path, ...], seconds: float, as_json: bool) -> None:
    """Perft speed of the compiled engine, the reference and (for chess) python-chess.

    Each engine is timed at the depth where a run lasts long enough. Ratios compare two
    engines at the same depth (the faster one's runs repeated), so on the same positions."""
    from rich.console import Console
    from rich.table import Table

    rows = [_bench_one(_load(path), seconds) for path in definitions]
    if as_json:
        for row in rows:
            click.echo(json.dumps({k: (v.__dict__ | {"nps": round(v.nps)})
                                   if isinstance(v, benchmod.Measure) else v
                                   for k, v in row.items()}))
        return
    table = Table(title="perft speed, nodes per second (depth in brackets)")
    for column in ("engine", "bulk leaves", "every node", "× reference", "× python-chess"):
        table.add_column(column, justify="right" if column != "engine" else "left", no_wrap=True)
    for row in rows:
        ratio = (f"{row['ratio_bulk']:,.0f} / {row['ratio_full']:,.0f}")
        versus_pc = (f"{row['python-chess_ratio_bulk']:.2f} / {row['python-chess_ratio_full']:.2f}"
                     if "python-chess_bulk" in row else "")
        table.add_row(f"{row['variant']} compiled", _nps(row["compiled_bulk"]),
                      _nps(row["compiled_full"]), ratio, versus_pc)
        table.add_row(f"{row['variant']} reference", _nps(row["reference_bulk"]),
                      _nps(row["reference_full"]), "", "")
        if "python-chess_bulk" in row:
            table.add_row(f"python-chess on {row['variant']}", _nps(row["python-chess_bulk"]),
                          _nps(row["python-chess_full"]), "", "")
    Console(width=max(Console().width, 110)).print(table)


def _bench_one(variant: Variant, seconds: float) -> dict:
    click.echo(f"  measuring {variant.slug} ...", err=True)
    module = engines.compiled_module(variant)
    compiled, reference = module.Engine(), Reference(variant)  # perft_full is not in the protocol
    row: dict = {"variant": variant.slug}
    fast = {"bulk": compiled.perft, "full": compiled.perft_full}
    for mode, slow in (("bulk", reference.perft), ("full", reference.perft_full)):
        row[f"compiled_{mode}"] = benchmod.timed(fast[mode], seconds)
        row[f"reference_{mode}"], row[f"ratio_{mode}"] = benchmod.versus(fast[mode], slow, seconds)
    baseline = benchmod.python_chess(variant.setup.fen)
    if baseline and benchmod.plays_chess(module.Engine(), variant.setup.fen):
        for mode, run in zip(("bulk", "full"), baseline, strict=True):
            row[f"python-chess_{mode}"], row[f"python-chess_ratio_{mode}"] = \
                benchmod.versus(fast[mode], run, seconds)
    return row


@main.command()
@DEF
@click.option("--levels", nargs=2, type=click.Choice(LEVEL_NAMES), required=True,
              metavar="A B", help=f"The two levels: {', '.join(LEVEL_NAMES)}.")
@click.option("--games", type=click.IntRange(1, 10000), default=10, show_default=True,
              help="Games to play; pairs share an opening, the colours swapped.")
@click.option("--seed", type=click.IntRange(0, 2**32), default=0, show_default=True,
              help="Seeds the openings and the levels' choices.")
def match(definition: Path, levels: tuple[str, str], games: int, seed: int) -> None:
    """Play a match of level A against level B: the score, and an Elo estimate for A."""
    from rich.console import Console

    from compiler.play import levels as levelmod
    from compiler.play import match as matchmod

    variant = _load(definition)
    module = engines.compiled_module(variant)
    a, b = (levelmod.LEVELS[name] for name in levels)
    console = Console(stderr=False)
    score, _ = matchmod.run(module.Engine, a, b, games, seed, console)
    matchmod.summary(a, b, score, console, variant.slug)


def _nps(m: benchmod.Measure) -> str:
    return f"{m.nps:,.0f} ({m.depth})"


if __name__ == "__main__":
    main()
