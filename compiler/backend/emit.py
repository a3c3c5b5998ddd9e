"""Plan -> module text, through templates/engine.py.j2 (with moves.j2, the generator blocks, and
make.j2, make and unmake). Owns the header and the layout.

Only plan values reach the output: numbers and letters as Python literals (repr), names the
planner built from validated letters. Same plan, same bytes.
"""

from __future__ import annotations

import io
import os
import tempfile
import tokenize
from pathlib import Path

import jinja2

from compiler.backend.plan import CASTLE, DROP, EP_CAPTURE, EXCHANGE, PASS, Plan, Table
from compiler.frontend.source import InternalError

TEMPLATES = Path(__file__).resolve().parent / "templates"
WIDTH = 140


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
    env.filters["table"] = format_table
    env.filters["py"] = repr
    env.filters["body"] = body
    return env


def render(plan: Plan) -> str:
    text = _environment().get_template("engine.py.j2").render(
        plan=plan, EP_CAPTURE=EP_CAPTURE, PASS=PASS, DROP=DROP, CASTLE=CASTLE, EXCHANGE=EXCHANGE,
        source=_comment(plan.source),
    )
    return text


def body(text: str, width: int) -> str:
    """A macro's output as a block of code: trailing blank lines dropped, lines indented."""
    pad = " " * width
    return "\n".join(pad + line if line.strip() else "" for line in text.rstrip().split("\n"))


def _comment(text: str) -> str:
    return repr(text)[1:-1]


def format_table(table: Table, files: int, ranks: int) -> str:
    """A table literal laid out one board rank per line (or one square per line if long)."""
    if not table.per_cell:
        return f"{table.name} = frozenset({{{', '.join(map(repr, table.rows))}}})" \
            if table.rows else f"{table.name}: frozenset[int] = frozenset()"
    lines = [f"{table.name}: tuple = ("]
    for rank in range(ranks):
        cells = table.rows[rank * files : (rank + 1) * files]
        line = "    " + " ".join(f"{c!r}," for c in cells) + f"  # rank {rank + 1}"
        if len(line) <= WIDTH:
            lines.append(line)
            continue
        for file, cell in enumerate(cells):
            name = f"{chr(ord('a') + file)}{rank + 1}"
            lines.append(f"    {cell!r},  # {name}")
    lines.append(")")
    return "\n".join(lines)


def as_imported(text: str, filename: str) -> bytes:
    """The module's bytes, checked as Python will read them from disk.

    Python picks a file's encoding from its first two lines (PEP 263); were anything there to
    name another codec, the bytes would decode to other code than the text we rendered.
    """
    data = text.encode("utf-8")
    encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    if encoding != "utf-8" or data.decode(encoding) != text:
        raise InternalError(f"the generated module {filename} would be read as {encoding}, not utf-8")
    try:
        compile(data, filename, "exec")
    except SyntaxError as exc:
        raise InternalError(f"the generated module {filename} does not compile: {exc}") from exc
    return data


def write(plan: Plan, directory: Path) -> Path:
    """Render and write `<slug>.py` atomically: a failure never leaves a half-written file."""
    data = as_imported(render(plan), f"{plan.slug}.py")
    directory.mkdir(parents=True, exist_ok=True)
    target = directory / f"{plan.slug.replace('-', '_')}.py"
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target
