"""The `variantc` commands for playing and looking: play (moves, or a game against the
computer), svg, match, uci and xboard."""

from __future__ import annotations

import io
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import click

from variantc.backend import atomic
from variantc.cli_common import (
    DEF,
    ENGINE,
    FEN,
    JOBS,
    LEVEL_NAMES,
    RAY,
    engine_for,
    load_variant,
    parse_move,
    where_to_run,
)
from variantc.runtime.board import Board
from variantc.tools import diff as diffmod
from variantc.tools import engines

if TYPE_CHECKING:
    from variantc.protocols.session import Output


@click.group()
def commands() -> None:
    """The commands this module adds to `variantc`."""


@commands.command()
@DEF
@click.argument("moves_played", nargs=-1, metavar="[MOVE]...")
@FEN
@ENGINE
@click.option("--pgn", "pgn_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the game to this file as PGN.")
@click.option("--vs", "level", type=click.Choice(LEVEL_NAMES),
              help="Play a game against the computer at this level, in the terminal.")
@click.option("--as", "colour", type=click.Choice(["white", "black"]), default="white",
              show_default=True, help="With --vs: the side you play.")
def play(definition: Path, moves_played: tuple[str, ...], fen: str | None, kind: str,
         pgn_path: Path | None, level: str | None, colour: str) -> None:
    """Play MOVEs (UCI or SAN) from the start (or --fen): print the FEN, the outcome, the
    legal moves. With --vs LEVEL, play a game against the computer instead."""
    if level is not None:
        _against(definition, fen, level, colour == "white", pgn_path)
        return
    variant = load_variant(definition)
    engine = _played(engine_for(variant, kind, fen), moves_played)
    click.echo(f"fen      {engine.fen()}")
    outcome = engine.outcome()
    click.echo(f"outcome  {outcome if outcome else 'the game goes on'}")
    click.echo(f"moves    {' '.join(diffmod.names(engine)) or '(none)'}")
    if pgn_path is not None:
        from variantc.tools import pgn

        _write(pgn_path, pgn.write(engine, variant.name, variant.setup.fen))


@commands.command()
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
    from variantc.tools import picture  # imported here: its XML escaping imports urllib

    variant = load_variant(definition)
    engine = _played(engine_for(variant, "compiled", fen), moves_played)
    topo = engine._topology
    origin: int | None = None
    targets: tuple[int, ...] = ()
    if moves_of is not None:
        origin = topo.parse(moves_of)
        if origin is None or not topo.is_square(origin):
            raise click.UsageError(f"--moves-of {moves_of!r} is not a square of this board")
        targets = tuple(sorted({m.to_square for m in engine.legal_moves
                                if m.from_square == origin}))
    scene = picture.scene(engine._notation, engine.fen(), title=variant.name,
                          last=picture.last_move(engine),
                          targets=targets, origin=origin, flipped=flip)
    drawing = picture.svg(scene)
    if output is None:
        click.echo(drawing, nl=False)
    else:
        _write(output, drawing)


def _played(engine: Board, moves_played: tuple[str, ...]) -> Board:
    """The engine after the moves given on the command line."""
    for text in moves_played:
        if engine.is_game_over():
            raise click.UsageError(f"the game is over before {text}: {engine.outcome()}")
        engine.push(parse_move(engine, text))
    return engine


def _write(path: Path, text: str) -> None:
    """Write a file as `compile` does: whole or not at all, replacing a link at `path` rather
    than writing where it points."""
    data = text.encode("utf-8")
    try:
        atomic.write_bytes(path, data, parents=False)
    except (OSError, ValueError) as exc:
        raise click.UsageError(f"cannot write {path}: {atomic.failure(exc)}") from None


@commands.command()
@DEF
@click.option("--levels", nargs=2, type=click.Choice(LEVEL_NAMES), required=True,
              metavar="A B", help=f"The two levels: {', '.join(LEVEL_NAMES)}.")
@click.option("--games", type=click.IntRange(1, 10000), default=10, show_default=True,
              help="Games to play; pairs share an opening, the colours swapped.")
@click.option("--seed", type=click.IntRange(0, 2**32), default=0, show_default=True,
              help="Seeds the openings and the levels' choices.")
@JOBS
@RAY
def match(definition: Path, levels: tuple[str, str], games: int, seed: int, jobs: int,
          ray_address: str | None) -> None:
    """Play a match of level A against level B: the score, and an Elo estimate for A."""
    from rich.console import Console

    from variantc.play import levels as levelmod
    from variantc.play import match as matchmod
    from variantc.tools import campaign, campaign_ray

    variant = load_variant(definition)
    where = where_to_run(jobs, ray_address)
    module = engines.compiled_module(variant)
    a, b = (levelmod.LEVELS[name] for name in levels)
    console = Console(stderr=False)
    # Off a terminal (a file, a pipe) rich would break lines at 80 columns: a line is a line.
    console.soft_wrap = not console.is_terminal
    workers = None
    if where != 1:
        def workers(pieces: list, take: Callable) -> None:
            campaign.on_engine(definition, variant, module, matchmod.game_on, pieces, where,
                               lambda done, total: None, take)
    try:
        score, _ = matchmod.run(module.Engine, a, b, games, seed, console, workers)
    except campaign_ray.Unavailable as exc:
        raise click.UsageError(str(exc)) from None
    matchmod.summary(a, b, score, console, variant.slug)


def _against(definition: Path, fen: str | None, level: str, white: bool,
             pgn_path: Path | None) -> None:
    from variantc.protocols import players
    from variantc.protocols.session import Limits
    from variantc.protocols.terminal import Terminal

    variant = load_variant(definition)
    engine_for(variant, "compiled", fen)  # a bad FEN is a usage error before the game
    module = engines.compiled_module(variant)
    player = players.roster()[level]()
    lines = (line for line in iter(sys.stdin.readline, ""))
    terminal = Terminal(variant, module, fen, player, Limits(), white, lines,
                        lambda text: click.echo(text), level)
    result = terminal.run()
    if pgn_path is not None:
        terminal.save(str(pgn_path))
    click.echo(f"result {result}")


@commands.command()
@DEF
@click.option("--level", type=click.Choice(LEVEL_NAMES), default="casual", show_default=True,
              help="How strongly the engine plays (the GUI may change it: UCI option Level).")
def uci(definition: Path, level: str) -> None:
    """Speak UCI on standard input and output, for chess GUIs."""
    from variantc.protocols import players
    from variantc.protocols.session import Game
    from variantc.protocols.uci import Uci

    variant = load_variant(definition)
    front = Uci(Game(engines.compiled_module(variant)), variant.name, variant.slug,
                players.roster(), level, _gui_output())
    front.run(_gui_lines())


@commands.command()
@DEF
@click.option("--level", type=click.Choice(LEVEL_NAMES), default="casual", show_default=True,
              help="How strongly the engine plays.")
def xboard(definition: Path, level: str) -> None:
    """Speak XBoard's protocol (version 2) on standard input and output, for XBoard and
    WinBoard; a variant they do not know is described to them (setup, piece)."""
    from variantc.protocols import players
    from variantc.protocols.session import Game
    from variantc.protocols.xboard import XBoard

    out = _gui_output()
    # Building the engine may outlast the 2 s a GUI gives an engine to answer protover:
    # `done=0` asks it to wait for the features that follow.
    out("feature done=0")
    variant = load_variant(definition)
    front = XBoard(Game(engines.compiled_module(variant)), variant, players.roster(), level, out)
    front.run(_gui_lines())


def _gui_lines() -> Iterator[str]:
    """Standard input's lines; bytes that are not UTF-8 are read as U+FFFD, where Python's
    own reading (strict under a UTF-8 locale) would end the engine."""
    for raw in iter(sys.stdin.buffer.readline, b""):
        yield raw.decode("utf-8", "replace")


def _gui_output() -> Output:
    """Standard output for a GUI: a character the locale cannot encode is escaped, not fatal."""
    from variantc.protocols.session import Output

    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="backslashreplace")
    return Output()
