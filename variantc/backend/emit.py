"""Module -> text: the skeleton rendered with each rule's macros at its hooks; then written.

Only plan values reach the output: numbers and letters as Python literals (repr), names built
from validated letters and fixed words. Same plan, same bytes.

A standalone module (backend/standalone.py) is the same text with the runtime it imports
embedded, so that it needs only the standard library.
"""

from __future__ import annotations

import ast
import dataclasses
import io
import tokenize
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2

from variantc.backend import atomic, rule
from variantc.backend.assemble import Module
from variantc.backend.context import SIDES
from variantc.backend.tables import Table
from variantc.frontend.source import InternalError
from variantc.runtime import moves
from variantc.runtime.topology import file_name

HERE = Path(__file__).resolve().parent
WIDTH = 140
HEADER_LINES = 3  # comment lines before the module's docstring (templates/engine.py.j2)


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader([HERE / "templates", HERE / "rules"]),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
    env.filters["table"] = format_table
    env.filters["py"] = repr
    env.filters["body"] = body
    env.filters["packed"] = packed_lines
    env.filters["rows"] = lambda records: tuple(dataclasses.astuple(r) for r in records)
    return env


def render(module: Module) -> str:
    shared = _shared(module)
    text = _environment().get_template("engine.py.j2").render(tables=module.tables, **shared)
    return _drop_empty_hooks(text)


def _shared(module: Module) -> dict[str, object]:
    """What every template sees besides its arguments."""
    shared: dict[str, object] = {
        "core": module.core, "record": module.record, "Kind": moves.Kind, "sides": SIDES,
        "fields": module.core.layout, "PLAIN": moves.PLAIN, "NO_HOOK": EMPTY,
        "packs": any(t.packed for t in module.tables) or any(a.plan.packs() for a in module.rules),
        "typed": lambda *squares, cells=(), men=(), state=(), lists=(), tuples=(), moves=(),
        kinds=(): typed(squares, cells, state, module.core.notation.walls, lists, tuples,
                        moves if module.core.layout.bits < 64 else (), men,
                        kinds if len(module.core.letters) < 63 else ()),
    }
    shared["hook"] = _hooks(_environment(), module, shared)
    return shared


def fragment(module: Module, name: str) -> str:
    """What one rule emits, hook by hook: for reading a rule's output on its own, and for the
    back end's per-rule tests."""
    env = _environment()
    shared = _shared(module)
    active = next(a for a in module.rules if a.rule.name == name)
    made = env.get_template(f"{name}.j2").make_module(shared)
    parts = []
    for hook in rule.HOOKS:
        macro = getattr(made, hook, None)
        if macro is None:
            continue
        calls: list[tuple[str, Any, tuple[object, ...]]] = \
            [(f"{hook}({side.name})", macro, (side,)) for side in SIDES] \
            if hook in rule.PER_SIDE else [(hook, macro, ())]
        plain = getattr(made, f"{hook}_plain", None) if hook in rule.PLAIN else None
        if plain is not None:
            calls.append((f"{hook} (plain move)", plain, ()))
        for title, made_by, args in calls:
            text = body(str(made_by(active.plan, *args)), 0).strip("\n")
            if text.strip(EMPTY + " \n"):
                parts.append(f"### {title}\n{_drop_empty_hooks(text)}\n")
    return "\n".join(parts)


def typed(squares: tuple[str, ...], cells: tuple[str, ...], state: tuple[str, ...],
          walls: bool, lists: tuple[str, ...] = (), tuples: tuple[str, ...] = (),
          moves: tuple[str, ...] = (), men: tuple[str, ...] = (), kinds: tuple[str, ...] = ()
          ) -> str:
    """Cython's declaration of a function's locals, in pure-Python mode (inert without Cython):
    the engine (`state`) as the module's State, whose fields are then C fields; squares and
    other small counts as C ints (Py_ssize_t, wide enough for any shift of a move's fields);
    and what a cell holds as a C int too, unless a wall (a NaN: runtime.engine) may stand.
    `lists` (the board, a move list) and `tuples` (a table's row or line) are declared as
    such, so that C indexes and walks them without asking Python what they are. `moves`, where
    the variant's moves fit 64 bits (runtime.moves.Layout.bits), as a C long long: its fields
    are then read by C shifts, not by Python's on an int object. `men` are cells that hold a man
    or nothing, never a wall (a move's origin and target: no move starts on a wall or enters
    one), and so C ints on every board. `kinds`, where every code is under 63, as a C long
    long too: a bit set of codes (backend/attacks.py), tested by C shifts."""
    names = [f"{name}=State" for name in state]
    names += [f"{name}=list" for name in lists]
    names += [f"{name}=tuple" for name in tuples]
    names += [f"{name}=cython.Py_ssize_t" for name in squares]
    names += [f"{name}=cython.longlong" for name in moves + kinds]
    names += [f"{name}=cython.int" for name in men + (() if walls else cells)]
    return f"@cython.locals({', '.join(names)})" if names else ""


EMPTY = "\x1f"  # what an empty hook renders: the line it stands on is dropped afterwards


def _hooks(env: jinja2.Environment, module: Module, shared: dict[str, object]
           ) -> Callable[..., str]:
    """`hook(name, *args, indent=0, plain=False)`: each active rule's macro of that name, in
    registry order; with `plain`, its `<name>_plain` macro where it has one (rule.PLAIN).

    A hook stands on a line of its own; when no rule fills it, that line goes."""
    macros: list[tuple[object, object]] = []

    def hook(name: str, *args: object, indent: int = 0, plain: bool = False) -> str:
        if name not in rule.HOOKS or plain and name not in rule.PLAIN:
            raise InternalError(f"no hook named {name!r}{' for plain moves' if plain else ''}")
        if not macros:
            macros.extend((env.get_template(f"{a.rule.name}.j2").make_module(shared), a.plan)
                          for a in module.rules)
        out = []
        for made, plan in macros:
            macro = (plain and getattr(made, f"{name}_plain", None)) or getattr(made, name, None)
            if macro is not None:
                text = str(macro(plan, *args)).rstrip()
                if text.strip(EMPTY + " \n"):
                    out.append(body(text, indent))
        return "\n".join(out) or EMPTY
    return hook


def _drop_empty_hooks(text: str) -> str:
    return "".join(line for line in text.splitlines(keepends=True) if line.rstrip("\n") != EMPTY)


def body(text: str, width: int) -> str:
    """A macro's output as a block of code: trailing blank lines dropped, lines indented."""
    pad = " " * width
    return "\n".join(pad + line if line.strip() and line != EMPTY else line.strip(" ")
                     for line in text.rstrip().split("\n"))


def format_table(table: Table, files: int, ranks: int) -> str:
    """A table literal laid out one board rank per line (or one square per line if long)."""
    if not table.per_cell:
        literal = f"frozenset({{{', '.join(map(repr, table.rows))}}})" if table.rows \
            else "frozenset()"
        return f"{table.name}: frozenset[int] = {literal}"
    if table.packed is not None:
        return "\n".join([f"{table.name}: tuple = unpack(  # packed: variantc/runtime/packed.py",
                          packed_lines(table.packed), ")"])
    lines = [f"{table.name}: tuple = ("]
    for rank in range(ranks):
        cells = table.rows[rank * files : (rank + 1) * files]
        line = "    " + " ".join(f"{c!r}," for c in cells) + f"  # rank {rank + 1}"
        if len(line) <= WIDTH:
            lines.append(line)
            continue
        for file, cell in enumerate(cells):
            name = f"{file_name(file)}{rank + 1}"
            lines.append(f"    {cell!r},  # {name}")
    lines.append(")")
    return "\n".join(lines)


def packed_lines(packed: tuple[str, str]) -> str:
    """The two strings of a packed table (variantc/runtime/packed.py) as unpack's arguments."""
    ops, numbers = packed
    return "\n".join([*_chunks(ops, ","), *_chunks(numbers, ",")])


def _chunks(text: str, end: str, width: int = WIDTH - 8) -> list[str]:
    """A long string literal as lines of adjacent pieces, each cut after a space if it has one."""
    out, start = [], 0
    while start < len(text):
        stop = min(start + width, len(text))
        if stop < len(text):
            space = text.rfind(" ", start, stop)
            stop = space + 1 if space > start else stop
        out.append(f"    {text[start:stop]!r}")
        start = stop
    if not out:
        return [f"    ''{end}"]
    out[-1] += end
    return out


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
        tree = ast.parse(data, filename)
    except SyntaxError as exc:
        raise InternalError(f"the generated module {filename} does not compile: {exc}") from exc
    first = tree.body[0] if tree.body else None
    if not (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
            and first.lineno == HEADER_LINES + 1):
        # a comment line of the header ran into code: only its fixed text may be there
        raise InternalError(f"the generated module {filename} has code in its header")
    return data


def write(module: Module, directory: Path, standalone: bool = False) -> Path:
    """Render and write `<module name>.py` atomically: a failure never leaves a half-written file."""
    slug = module.core.slug
    if standalone:
        from variantc.backend.standalone import render_standalone  # it imports this module

        text = render_standalone(module)
    else:
        text = render(module)
    target = directory / f"{module.core.module_name}.py"
    atomic.write_bytes(target, as_imported(text, f"{slug}.py"))
    return target
