"""`variantc list`: the definitions variantc ships, each with the name every command takes for
it, its title, its board and its one-line description."""

from __future__ import annotations

import json
from pathlib import Path

import click

from variantc import shipped
from variantc.quoting import visible

NONE = "-"  # where a definition gives no description, or does not check


@click.group()
def commands() -> None:
    """The commands this module adds to `variantc`."""


@commands.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list of objects instead.")
def list_(as_json: bool) -> None:
    """Name every shipped definition: its name (what `perft`, `play`, `compile` ... take in
    place of a file), title, board size and description."""
    rows = [_row(name, path) for name, path in shipped.files().items()]
    if as_json:  # json.dumps escapes every character but printable ASCII: safe as it is
        click.echo(json.dumps(rows, indent=1))
        return
    if not rows:
        click.echo("no shipped definitions in this build")
        return
    # A title or description is checked printable (E017), yet it is a stranger's text: shown.
    table = [("name", "board", "title", "description")] + [
        (visible(row["name"] or NONE), row["board"] or NONE, visible(row["title"] or NONE),
         visible(row["description"] or NONE)) for row in rows]
    widths = [max(len(line[i]) for line in table) for i in range(3)]
    for line in table:
        click.echo("  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=False))
                   + "  " + line[3])


def _row(name: str, path: Path) -> dict[str, str | None]:
    """What `list` shows of one definition; a definition that does not check (a broken
    build) keeps its name, and its title as its file gives it, with no board."""
    from variantc import pipeline

    loaded = pipeline.load(path)
    row: dict[str, str | None] = {"name": name, "module": shipped.module_name(name),
                                  "title": shipped.title(path), "board": None, "description": None}
    if loaded.ok and loaded.variant is not None:
        v = loaded.variant
        row |= {"title": v.name, "board": f"{v.board.files}x{v.board.ranks}",
                "description": v.description}
    return row
