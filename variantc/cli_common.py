"""What the `variantc` commands share: arguments, loading a definition, building an engine,
progress lines, and the bounds on what a command may be asked to do."""

from __future__ import annotations

import functools
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import click
from click.shell_completion import CompletionItem

from variantc import shipped
from variantc.quoting import visible
from variantc.runtime.board import Board, IllegalMove, Move
from variantc.runtime.fen import FenError
from variantc.tools import cache, engines
from variantc.tools import diff as diffmod

if TYPE_CHECKING:  # the front end is imported where used: see `cached_engine`
    from variantc.ir.model import Variant

LEVEL_NAMES = ("random", "novice", "beginner", "casual", "club")  # variantc.play.levels


class DefinitionPath(click.ParamType):
    """A definition: a file's path, or the name of a shipped one ('chess', 'hole-chess',
    'Three-check'; variantc.shipped). A file wins: a user's ./chess is never hidden by the
    shipped chess. What is written as a path (a folder in it, or a definition's suffix) stays
    one, so a missing file is the diagnostic E001 it always was; a bare name that is neither
    fails naming the closest shipped ones."""

    name = "definition"

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None) -> Path:
        if isinstance(value, Path):
            return value
        path = Path(str(value))
        if path.is_dir():
            self.fail(f"{visible(str(path))} is a directory, not a definition", param, ctx)
        if path.exists() or len(path.parts) != 1 or path.suffix in shipped.SUFFIXES:
            return path
        try:
            return shipped.find(str(value))
        except shipped.UnknownName as exc:
            self.fail(str(exc), param, ctx)

    def shell_complete(self, ctx: click.Context, param: click.Parameter, incomplete: str
                       ) -> list[CompletionItem]:
        """The shipped names that start so, then the shell's own completion of files."""
        names = [CompletionItem(name) for name in shipped.files() if name.startswith(incomplete)]
        return [*names, CompletionItem(incomplete, type="file")]


DEFINITION = DefinitionPath()
DEF = click.argument("definition", type=DEFINITION)
ENGINE = click.option("--engine", "kind", type=click.Choice(engines.KINDS), default="compiled",
                      show_default=True, help="Which engine answers.")


def FEN(command: Callable[..., None]) -> Callable[..., None]:  # noqa: N802 (a decorator as the others)
    """`--fen`, and `--setup` for a variant with numbered starts (`shuffle`): the command sees
    the start's FEN as if given with --fen."""

    @functools.wraps(command)
    def started(*args: object, setup: str | None = None, **kwargs: object) -> None:
        if setup is not None:
            if kwargs.get("fen"):
                raise click.UsageError("give --fen or --setup, not both")
            definition = kwargs["definition"]
            assert isinstance(definition, Path)
            seed = kwargs.get("seed")
            kwargs["fen"] = start_fen(load_variant(definition), setup,
                                      seed if isinstance(seed, int) else None)
        command(*args, **kwargs)

    started = click.option(
        "--setup", metavar="N|random",
        help="Start from the variant's start number N, or one drawn at random (from --seed "
             "where the command has one); for a variant with numbered starts ('shuffle').",
    )(started)
    return click.option("--fen", help="Start from this FEN instead of the variant's setup.")(started)


def start_fen(variant: Variant, setup: str, seed: int | None) -> str:
    """The FEN of a numbered start, or of one drawn at random; its number goes to stderr."""
    from variantc.ir.notation import notation

    if variant.shuffle is None:
        raise click.UsageError(f"{visible(variant.name)} has one start: --setup needs a "
                               "variant with numbered starts (a 'shuffle' statement)")
    starts = variant.shuffle.starts()
    total = starts.count()
    if setup.strip() == "random":
        number = starts.draw(seed)
    else:
        try:
            number = int(setup)
        except ValueError:
            number = -1
        if not 0 <= number < total:
            raise click.UsageError(f"--setup takes a start's number, 0 to {total - 1}, or "
                                   f"'random'; not {visible(setup)}")
    click.echo(f"start {number} of {total}", err=True)
    return starts.fen(variant.setup.fen, number, notation(variant))
JOBS = click.option("--jobs", type=click.IntRange(1, 256), default=1, show_default=True,
                    help="Worker processes to split the work over.")
RAY = click.option("--ray", "ray_address", metavar="ADDRESS",
                   help="Split the work over the Ray cluster at ADDRESS ('local': start one).")


def where_to_run(jobs: int, ray_address: str | None) -> int | str:
    """Where a campaign runs: worker processes, or a Ray cluster's address."""
    if ray_address is not None and not ray_address.strip():
        raise click.UsageError("--ray needs an address (host:port, auto) or 'local'")
    return ray_address if ray_address is not None else jobs


def interactive() -> bool:
    """Whether progress may be shown: standard error is a terminal."""
    return sys.stderr.isatty()


def status(text: str) -> None:
    """A progress line on standard error, rewritten in place; "" clears it."""
    if interactive():
        click.echo(f"\r{text}\033[K", err=True, nl=False)


def load_variant(path: Path) -> Variant:
    from variantc import pipeline

    loaded = pipeline.load(path)
    if loaded.diagnostics:  # warnings too: they are printed, and the command goes on
        click.echo(loaded.report(), err=True)
    if not loaded.ok:
        count = len(loaded.errors)
        click.echo(f"{visible(str(path))}: {count} error{'s' * (count != 1)}", err=True)
        sys.exit(1)
    assert loaded.variant is not None
    cache.remember(path, {p: s.text for p, s in loaded.sources.items()}, loaded.variant)
    return loaded.variant


def engine_for(variant: Variant, kind: str, fen: str | None) -> Board:
    return _started(lambda: engines.make(variant, kind, fen), fen)


def cached_engine(path: Path, kind: str, fen: str | None) -> Board | None:
    """The compiled engine of `path` straight from the cache, without reading the definition
    (tools/cache.recall), for a command that needs nothing else; None if not kept."""
    module = engines.cached(path) if kind == "compiled" else None
    return _started(lambda: module.Engine(fen), fen) if module is not None else None


def _started(start: Callable[[], Board], fen: str | None) -> Board:
    if fen is not None and not fen.strip():
        raise click.UsageError("--fen is empty: give a FEN, or leave --fen out to start from "
                               "the variant's setup")
    try:
        return start()
    except FenError as exc:
        hint = f" ({exc.hint})" if exc.hint else ""
        raise click.UsageError(f"bad --fen at column {exc.column}: {exc.message}{hint}") from None


# Bounds on what a command may be asked to do: beyond them a run would outlast any user, and
# perft's recursion Python's stack.
MAX_DEPTH = 30
MAX_GAMES = 100_000
MAX_PLIES = 10_000
MAX_SECONDS = 600.0


def finite(value: float) -> float:
    if math.isnan(value):  # it passes every comparison of a range check
        raise click.BadParameter("must be a number, not nan")
    return value


def parse_move(engine: Board, text: str) -> Move:
    """A move in UCI (canonical) notation or in SAN; a usage error listing the legal moves
    otherwise."""
    try:
        return engine.parse_move(text)
    except IllegalMove as exc:
        legal = " ".join(diffmod.names(engine)) or "(none)"
        raise click.UsageError(f"{exc}; the legal moves are {legal}") from None
