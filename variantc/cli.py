"""The `variantc` command line: argument parsing and exit codes only.

Exit codes: 0 success, 1 a problem found (diagnostics, a mismatch), 2 a usage error.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import click

from variantc import cli_list, cli_play
from variantc.cli_common import (
    DEF,
    DEFINITION,
    ENGINE,
    FEN,
    JOBS,
    MAX_DEPTH,
    MAX_GAMES,
    MAX_PLIES,
    MAX_SECONDS,
    RAY,
    cached_engine,
    engine_for,
    finite,
    interactive,
    load_variant,
    start_fen,
    status,
    where_to_run,
)
from variantc.quoting import visible, visible_lines
from variantc.runtime.words import plural
from variantc.tools import diff as diffmod
from variantc.tools import engines

# The front end, back end and reference are imported where a command uses them: `moves` and
# `perft` on a kept engine start without them (cli_common.cached_engine).
if TYPE_CHECKING:
    from collections.abc import Callable

    from variantc.ir.model import Variant
    from variantc.tools import bench as benchmod


class _Commands(click.Group):
    def invoke(self, ctx: click.Context) -> object:
        """Ctrl-C ends a command with the shell's usual status for it, 130, not a traceback. A
        usage error's message may quote an argument (a file name from a glob, say): its escape
        sequences are shown, not sent to the terminal."""
        try:
            return super().invoke(ctx)
        except click.ClickException as exc:
            exc.message = visible_lines(exc.message)  # type: ignore[misc]  # Final to click only
            raise
        except KeyboardInterrupt:
            status("")
            click.echo("interrupted", err=True)
            ctx.exit(130)


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="variantc")
def main() -> None:
    """variantc: compile chess-variant definitions into fast, verified engines."""


@main.command()
@click.argument("definitions", nargs=-1, required=True, type=DEFINITION)
def check(definitions: tuple[Path, ...]) -> None:
    """Print every diagnostic of each definition; exit 1 if there is an error."""
    from variantc import pipeline

    failed = False
    for path in definitions:
        loaded = pipeline.load(path)
        if loaded.diagnostics:
            failed = failed or bool(loaded.errors)
            click.echo(loaded.report())
    sys.exit(1 if failed else 0)


@main.command("compile")
@click.argument("definitions", nargs=-1, required=True, type=DEFINITION)
@click.option("-o", "--output", type=click.Path(file_okay=False, path_type=Path),
              default=Path("generated"), show_default=True, help="Directory to write into.")
@click.option("--standalone", is_flag=True,
              help="Embed the runtime: the module needs only Python's standard library.")
@click.option("--native", is_flag=True,
              help="Also build the module into a C extension beside it (Cython and a C compiler).")
def compile_(definitions: tuple[Path, ...], output: Path, standalone: bool, native: bool) -> None:
    """Write the engine of each definition: OUTPUT/<slug>.py, with '-' in the slug as '_' (and '_' before a
    leading digit); with --native, also OUTPUT/<slug><EXT_SUFFIX>, which Python imports first."""
    from variantc.backend import assemble, emit
    from variantc.backend import native as nativemod

    variants = [load_variant(path) for path in definitions]  # every definition checks before any write
    if native and (reason := nativemod.missing()) is not None:
        raise click.ClickException(f"no native build here: {reason}")
    for variant in variants:
        try:
            written = emit.write(assemble.assemble(variant), output, standalone)
        except OSError as exc:
            raise click.UsageError(f"cannot write into {output}: {exc.strerror or exc}") from None
        click.echo(visible(str(written)))
        if native:
            status(f"building {written.stem}{nativemod.SUFFIX} ...")
            try:
                built = nativemod.build(written.read_text(encoding="utf-8"), written.stem, output)
            except nativemod.NativeError as exc:
                raise click.ClickException(f"native build of {written.name}: {exc}") from None
            finally:
                status("")
            click.echo(visible(str(built)))


@main.command()
@DEF
@FEN
@ENGINE
def moves(definition: Path, fen: str | None, kind: str) -> None:
    """The legal moves, one a line, in canonical notation."""
    engine = cached_engine(definition, kind, fen) \
        or engine_for(load_variant(definition), kind, fen)
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
    where = where_to_run(jobs, ray_address)
    engine = cached_engine(definition, kind, fen) if where == 1 else None
    if engine is None:
        variant = load_variant(definition)
        engine = engine_for(variant, kind, fen)
    start = time.perf_counter()
    rows: dict[str, int] = {}
    progress = interactive() and depth >= 2  # a long count shows how far it is, on a terminal
    if where != 1 and depth >= 2:
        from variantc.tools import campaign, campaign_ray

        module = sys.modules[type(engine).__module__] if kind == "compiled" else None
        try:
            rows = campaign.perft(definition, variant, module, kind, fen, depth, where,
                                  lambda done, total: status(f"perft {depth}: {done}/{total} "
                                                              f"pieces"))
        except campaign_ray.Unavailable as exc:
            raise click.UsageError(str(exc)) from None
        status("")
        if divide and not as_json:
            for move, count in rows.items():
                click.echo(f"{move}: {count}")
        nodes = sum(rows.values())
    elif (divide or progress) and depth > 0:
        names = diffmod.names(engine)
        for i, move in enumerate(names):
            if progress:
                status(f"perft {depth}: root move {i + 1}/{len(names)} ({move})")
            engine.push_uci(move)
            rows[move] = engine.perft(depth - 1)
            engine.pop()
            if divide and not as_json:
                status("")
                click.echo(f"{move}: {rows[move]}")
        status("")
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
    variant = load_variant(definition)
    where = where_to_run(jobs, ray_address)
    engine_for(variant, "reference", fen)  # a bad FEN is a usage error, reported before any work
    module = engines.compiled_module(variant)
    summary = diffmod.run(
        lambda f: engines.make(variant, "reference", f),
        lambda f: engines.make(variant, "compiled", f, module),
        [fen], depth, playouts if where == 1 else 0, seed, plies,
        progress=lambda text: click.echo(f"  {text}", err=True),
    )
    if where != 1 and playouts:
        from variantc.tools import campaign, campaign_ray

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
@click.option("--starts", type=click.IntRange(0, MAX_GAMES), default=0, show_default=True,
              help="Also play games from this many numbered starts drawn from --seed (a "
                   "variant with 'shuffle').")
def crosscheck(definition: Path, fairy: str | None, config: Path | None, playouts: int,
               depth: int, seed: int, plies: int, fens: tuple[str, ...], starts: int) -> None:
    """Compare the compiled engine with Fairy-Stockfish (pyffish): legal moves, positions and
    results at every ply of seeded games, and perft where they end; exit 1 on a difference."""
    from variantc.tools import crosscheck as cc

    variant = load_variant(definition)
    name = fairy or variant.slug
    try:
        if config is not None:
            cc.pyffish().load_variant_config(config.read_text(encoding="utf-8"))
        ours = tuple(cc.ours(name, f) for f in fens) \
            + tuple(start_fen(variant, "random", seed + i) for i in range(starts))
        for f in ours:
            engine_for(variant, "compiled", f)  # a bad FEN is a usage error, reported first
        summary = cc.run(variant, name, playouts, depth, seed, plies, ours,
                         progress=lambda text: status(f"crosscheck {variant.slug}: {text}"))
    except cc.Unavailable as exc:
        raise click.UsageError(str(exc)) from None
    status("")
    for found in summary.disagreements:
        click.echo(found.report())
    verdict = "agrees with" if summary.ok else "DIFFERS from"
    click.echo(f"{variant.slug}: {verdict} Fairy-Stockfish's {name}: {plural(summary.playouts, 'game')}, "
               f"{plural(summary.plies, 'position')}, perft {depth}")
    sys.exit(0 if summary.ok else 1)


@main.command()
@click.argument("definitions", nargs=-1, required=True, type=DEFINITION)
@click.option("--seconds", type=click.FloatRange(0, MAX_SECONDS, min_open=True), default=1.0,
              show_default=True, callback=lambda _ctx, _param, x: finite(x),
              help="Least time per measurement; depths grow until a run lasts this long.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per definition.")
@click.option("--native", is_flag=True,
              help="Also the native build (compile --native), beside the pure one: × pure.")
@click.option("--no-reference", "no_reference", is_flag=True,
              help="Leave the reference interpreter out (it takes most of the time).")
@click.option("--api", is_flag=True,
              help="Time a python-chess-style loop (perft 3 through legal_moves/push/pop) instead.")
def bench(definitions: tuple[Path, ...], seconds: float, as_json: bool, native: bool,
          no_reference: bool, api: bool) -> None:
    """Perft speed of the compiled engine, the reference and (for chess) python-chess; with
    --native, of the native build too.

    Each engine is timed at the depth where a run lasts long enough. Ratios compare two
    engines at the same depth (the faster one's runs repeated), so on the same positions;
    engines that count different trees there are an error."""
    from rich.console import Console
    from rich.table import Table

    from variantc.backend import native as nativemod
    from variantc.tools import bench as benchmod
    from variantc.tools import bench_api

    if native and (reason := nativemod.missing()) is not None:
        raise click.ClickException(f"no native build here: {reason}")
    variants = [load_variant(path) for path in definitions]
    rows = []
    for variant in variants:
        try:
            rows.append(_bench_api(variant, seconds, native) if api else
                        _bench_one(variant, seconds, native, not no_reference))
        except nativemod.NativeError as exc:
            raise click.ClickException(f"native build: {exc}") from None
        if as_json:  # each line as soon as it is measured: a long sweep keeps what it did
            click.echo(json.dumps({k: (v.__dict__ | {"nps": round(v.nps)})
                                   if isinstance(v, benchmod.Measure) else v
                                   for k, v in rows[-1].items()}))
    if as_json:
        return
    if api:
        Console(width=max(Console().width, 110)).print(bench_api.rows_table(rows))
        return
    table = Table(title="perft speed, nodes per second (depth in brackets)")
    columns = ["engine", "bulk leaves", "every node", *([] if no_reference else ["× reference"]),
               "× python-chess", *(["× pure"] if native else [])]
    for column in columns:
        table.add_column(column, justify="right" if column != "engine" else "left", no_wrap=True)

    def pair(row: dict, key: str, form: str) -> str:
        """A ratio's cell, bulk / every node; empty where the row has no such ratio."""
        return f"{row[key + '_bulk']:{form}} / {row[key + '_full']:{form}}" \
            if f"{key}_bulk" in row else ""

    def add(engine: str, measured: str, row: dict, **cells: str) -> None:
        cells |= {"engine": engine, "bulk leaves": _nps(row[f"{measured}_bulk"]),
                  "every node": _nps(row[f"{measured}_full"])}
        table.add_row(*(cells.get(column, "") for column in columns))

    for row in rows:
        for name in ("compiled", "native") if native else ("compiled",):
            pre = _PREFIX[name]
            add(f"{row['variant']} {name}", name, row,
                **{"× reference": pair(row, pre + "ratio", ",.0f"),
                   "× python-chess": pair(row, pre + "python-chess_ratio", ".2f"),
                   "× pure": pair(row, "native_pure", ".2f") if name == "native" else ""})
        if "reference_bulk" in row:
            add(f"{row['variant']} reference", "reference", row)
        if "python-chess_bulk" in row:
            add(f"python-chess on {row['variant']}", "python-chess", row)
    Console(width=max(Console().width, 110)).print(table)


_PREFIX = {"compiled": "", "native": "native_"}  # of the ratios' keys: --json's keys stay as they were


def _bench_one(variant: Variant, seconds: float, native: bool = False,
               with_reference: bool = True) -> dict:
    """One definition's figures: per engine (compiled, and native) its speed, × reference and
    × python-chess (where python-chess plays the same game); the native build × the pure."""
    from variantc.reference.interpreter import Reference
    from variantc.tools import bench as benchmod

    click.echo(f"  measuring {variant.slug} ...", err=True)
    module = engines.compiled_module(variant)
    modules = {"compiled": module}
    if native:
        modules["native"] = engines.native_module(variant)
    row: dict = {"variant": variant.slug}
    slows = {}
    if with_reference:
        reference = Reference(variant)  # perft_full is not in the protocol
        slows = {"bulk": reference.perft, "full": reference.perft_full}
    baseline = benchmod.python_chess(variant.setup.fen)
    if baseline and not benchmod.plays_chess(module.Engine(), variant.setup.fen):
        baseline = None

    def ratio(fast: Callable[[int], int], slow: Callable[[int], int], names: str
              ) -> tuple[benchmod.Measure, float]:
        try:
            return benchmod.versus(fast, slow, seconds)
        except benchmod.Disagree as exc:
            raise click.ClickException(f"{variant.slug}: {names} disagree: {exc}") from None

    for name, made in modules.items():
        engine = made.Engine()
        fast = {"bulk": engine.perft, "full": engine.perft_full}
        for mode in ("bulk", "full"):
            row[f"{name}_{mode}"] = benchmod.timed(fast[mode], seconds)
            if mode in slows:
                measured, row[f"{_PREFIX[name]}ratio_{mode}"] = \
                    ratio(fast[mode], slows[mode], f"the {name} engine and the reference")
                row.setdefault(f"reference_{mode}", measured)
        if baseline:
            try:
                for mode, run in zip(("bulk", "full"), baseline, strict=True):
                    measured, row[f"{_PREFIX[name]}python-chess_ratio_{mode}"] = \
                        benchmod.versus(fast[mode], run, seconds)
                    row.setdefault(f"python-chess_{mode}", measured)
            except benchmod.Disagree as exc:  # python-chess plays a game close to it, not it
                click.echo(f"  {variant.slug}: python-chess counts another tree ({exc}): "
                           "left out", err=True)
                baseline = None
                row = {k: v for k, v in row.items() if "python-chess" not in k}
        if name == "native":
            pure = module.Engine()
            for mode, slow in (("bulk", pure.perft), ("full", pure.perft_full)):
                row[f"native_pure_{mode}"] = \
                    ratio(fast[mode], slow, "the native and the pure builds")[1]
    return row


def _bench_api(variant: Variant, seconds: float, native: bool) -> dict:
    """One definition's figures for the python-chess-style loop (tools/bench_api)."""
    from variantc.tools import bench_api

    click.echo(f"  measuring {variant.slug}'s API loop ...", err=True)
    boards = {"compiled": engines.compiled_module(variant).Engine()}
    if native:
        boards["native"] = engines.native_module(variant).Engine()
    return {"variant": variant.slug} | bench_api.measure(boards, variant.setup.fen, seconds)


def _nps(m: benchmod.Measure) -> str:
    return f"{m.nps:,.0f} ({m.depth})"


for _command in [*cli_play.commands.commands.values(), *cli_list.commands.commands.values()]:
    main.add_command(_command)

if __name__ == "__main__":
    main()
