"""A standalone module: a compiled engine with the runtime it imports embedded, so that it
needs nothing but Python's standard library.

The runtime modules it imports, and theirs, are found by reading their import statements and
embedded as string literals (our own sources, never user text). They run once per process, in
dependency order, as a private package named after a hash of their sources.
"""

from __future__ import annotations

import ast
import dataclasses
import graphlib
import hashlib
import importlib.abc
import importlib.util
import io
import sys
import tokenize
from collections.abc import Iterable
from functools import cache

from variantc.backend.assemble import Module
from variantc.backend.emit import render
from variantc.frontend.source import InternalError

RUNTIME = "variantc.runtime"
PRIVATE = "_variantc_runtime_"  # + a hash of the embedded sources


@dataclasses.dataclass(frozen=True)
class Imports:
    """What a source imports of the runtime."""

    needs: frozenset[str]  # the runtime modules that must run before it
    statements: tuple[tuple[int, int], ...]  # first and last line of each absolute runtime import
    names: int  # the runtime module names those statements spell out, each to point elsewhere


@dataclasses.dataclass(frozen=True)
class Embedded:
    """A runtime module to embed."""

    name: str  # variantc.runtime.fen
    path: str  # variantc/runtime/fen.py
    source: str
    imports: Imports


def render_standalone(module: Module) -> str:
    """The module with the runtime embedded: it needs nothing but the standard library.

    The runtime modules it imports, and theirs, found by reading their import statements, are
    embedded as string literals. They run once per process, in dependency order, as a private
    package named after a hash of their sources, so they never meet an installed variantc, and
    engines of another runtime load beside them. Every `variantc.runtime` in an import, theirs
    and the module's, names that package instead.
    """
    text = _standalone_header(render(module), module.core.source)
    tree = ast.parse(text)
    imports = _imports(tree, None)
    embedded = _runtime(imports.needs)
    digest = hashlib.sha256("".join(f"{e.name}\0{e.source}\0" for e in embedded).encode("utf-8"))
    package = PRIVATE + digest.hexdigest()[:12]
    lines = _pointed(text, imports, package).splitlines(keepends=True)
    start = _first_statement(tree)
    return "".join(lines[:start]) + _loader(module.core.version, package, embedded) \
        + "".join(lines[start:])


def _standalone_header(text: str, source: str) -> str:
    """The header's third line says how to regenerate the module: with --standalone."""
    first, second, third, rest = text.split("\n", 3)
    if third != f"# source: {source}   regenerate: variantc compile {source}":
        raise InternalError(f"unexpected third header line: {third!r}")
    return "\n".join((first, second, f"# source: {source}   regenerate: variantc compile "
                       f"--standalone {source}", rest))


def _imports(tree: ast.Module, package: str | None) -> Imports:
    """What a source imports of the runtime. An import of anything else but the standard
    library is an error: a standalone module could not satisfy it. `package` is the source's
    own package, for relative imports (None for a module outside the runtime)."""
    needs: set[str] = set()
    statements: list[tuple[int, int]] = []
    names = 0
    for node in _statements(tree.body):
        if not isinstance(node, ast.Import | ast.ImportFrom):
            continue
        modules = _imported(node, package)
        spelled = sum(_is_runtime(name) for name, _ in modules) if _absolute(node) else 0
        if spelled:
            statements.append((node.lineno, node.end_lineno or node.lineno))
            names += spelled
        for name, imported in modules:
            needs |= _needed(name, imported, node.lineno)
    return Imports(frozenset(needs), tuple(statements), names)


def _imported(node: ast.Import | ast.ImportFrom, package: str | None
              ) -> list[tuple[str, tuple[str, ...]]]:
    """The modules an import statement imports by their full names, each with the names it
    imports from it (none for `import x`)."""
    if isinstance(node, ast.Import):
        if any(_is_runtime(alias.name) and alias.asname is None for alias in node.names):
            raise InternalError(f"`import {RUNTIME}...` (line {node.lineno}) binds `variantc`, "
                                "which an embedded runtime cannot stand in for")
        return [(alias.name, ()) for alias in node.names]
    base = node.module or ""
    if node.level:
        if package is None:
            raise InternalError(f"a relative import (line {node.lineno}) outside the runtime")
        base = importlib.util.resolve_name("." * node.level + base, package)
    return [(base, tuple(alias.name for alias in node.names))]


def _absolute(node: ast.Import | ast.ImportFrom) -> bool:
    """Whether the statement spells module names out in full (a relative import does not)."""
    return isinstance(node, ast.Import) or not node.level


def _statements(nodes: Iterable[ast.AST]) -> Iterable[ast.stmt]:
    """Every statement, nested ones too (an expression never holds one)."""
    for node in nodes:
        if isinstance(node, ast.stmt):
            yield node
        yield from _statements(child for child in ast.iter_child_nodes(node)
                               if isinstance(child, ast.stmt | ast.excepthandler | ast.match_case))


def _needed(name: str, imported: tuple[str, ...], line: int) -> set[str]:
    """What one import needs of the runtime: the module, or the modules named from a package."""
    if not _is_runtime(name):
        top = name.partition(".")[0]
        # cython: the engine's `import cython` is guarded, with a shim where it is missing
        if top == "variantc" or top not in sys.stdlib_module_names | {"__future__", "cython"}:
            raise InternalError(f"the runtime may import only itself and the standard library, "
                                f"not {name} (line {line})")
        return set()
    if not imported:
        return {name}
    return {f"{name}.{n}" if n != "*" and _is_module(f"{name}.{n}") else name for n in imported}


def _is_runtime(name: str) -> bool:
    return name == RUNTIME or name.startswith(RUNTIME + ".")


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ImportError:  # a name inside a module, not a package
        return False


def _runtime(roots: Iterable[str]) -> list[Embedded]:
    """The runtime modules that `roots` need, with their parent packages, in an order to run
    them: each after those it imports, ties by name."""
    found: dict[str, Embedded] = {}
    todo = sorted(roots)
    while todo:
        name = todo.pop()
        if name in found:
            continue
        found[name] = _read(name)
        todo.extend(sorted(found[name].imports.needs))
        parent = name.rpartition(".")[0]
        if _is_runtime(parent):  # Python runs a package before its modules
            todo.append(parent)
    sorter = graphlib.TopologicalSorter({n: e.imports.needs - {n} for n, e in found.items()})
    try:
        sorter.prepare()
    except graphlib.CycleError as exc:
        raise InternalError(f"the runtime's modules import each other in a cycle "
                            f"({' -> '.join(exc.args[1])}): a standalone module runs them in order, "
                            "each after those it imports") from exc
    order: list[str] = []
    while sorter.is_active():
        ready = sorted(sorter.get_ready())
        order.extend(ready)
        sorter.done(*ready)
    return [found[name] for name in order]


@cache
def _read(name: str) -> Embedded:
    spec = importlib.util.find_spec(name)
    loader = spec.loader if spec is not None else None
    source = loader.get_source(name) if isinstance(loader, importlib.abc.InspectLoader) else None
    if spec is None or source is None:
        raise InternalError(f"the source of {name} is not available to embed")
    is_package = spec.submodule_search_locations is not None
    path = name.replace(".", "/") + ("/__init__.py" if is_package else ".py")
    imports = _imports(ast.parse(source), name if is_package else name.rpartition(".")[0])
    return Embedded(name, path, source, imports)


def _pointed(source: str, imports: Imports, package: str) -> str:
    """`source` with each `variantc.runtime` that opens a module name in its imports as `package`."""
    rows = source.splitlines(keepends=True)
    spans: set[tuple[int, int, int]] = set()
    for first, last in imports.statements:
        try:
            tokens = [t for t in tokenize.generate_tokens(io.StringIO("".join(rows[first - 1:last])).readline)
                      if t.type not in (tokenize.NL, tokenize.COMMENT)]
        except (tokenize.TokenError, SyntaxError) as exc:
            raise InternalError(f"cannot read the import on lines {first}-{last}: {exc}") from exc
        spans |= {(first + a.start[0] - 1, a.start[1], c.end[1])
                  for before, a, b, c in zip([None, *tokens], tokens, tokens[1:], tokens[2:], strict=False)
                  if (a.string, b.string, c.string) == ("variantc", ".", "runtime")
                  and a.start[0] == c.end[0] and (before is None or before.string != ".")}
    if len(spans) != imports.names:
        raise InternalError(f"found {len(spans)} of the {imports.names} runtime names in the imports")
    for row, start, end in sorted(spans, reverse=True):
        rows[row - 1] = rows[row - 1][:start] + package + rows[row - 1][end:]
    return "".join(rows)


def _first_statement(tree: ast.Module) -> int:
    """The index of the line where the module's code starts: after its docstring and any
    `from __future__` import, where the embedded runtime goes."""
    body = list(tree.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        body.pop(0)
    while body and isinstance(body[0], ast.ImportFrom) and body[0].module == "__future__":
        body.pop(0)
    if not body:
        raise InternalError("a generated module without code")
    return body[0].lineno - 1


def _loader(version: str, package: str, embedded: list[Embedded]) -> str:
    """The embedded runtime: its sources, one source line per literal, and what runs them."""
    modules = []
    for e in embedded:
        source = _pointed(e.source, e.imports, package)
        lines = "".join(f"        {line!r}\n" for line in source.splitlines(keepends=True) or [""])
        modules.append(f"    ({e.name[len(RUNTIME):]!r}, {e.path!r}, (\n{lines}    )),\n")
    return LOADER.format(version=version, package=repr(package), modules="".join(modules))


LOADER = """\
import linecache
import sys
import types

# The runtime of variantc {version} (variantc.runtime), embedded: this module needs nothing but
# the standard library. Its modules run once per process, in the order below, as the private
# package _RUNTIME, named after a hash of their sources: an installed variantc and the engines
# of another runtime keep their own. This module's imports follow it (E402); a line of a source
# is one string literal (E501).
# ruff: noqa: E402, E501
_RUNTIME = {package}
_RUNTIME_MODULES: tuple[tuple[str, str, str], ...] = (  # (name after _RUNTIME, path, source)
{modules})


def _load_runtime() -> None:
    \"\"\"Run the embedded modules, in order, as the package _RUNTIME: once per process.\"\"\"
    if _RUNTIME in sys.modules:  # an engine of the same runtime loaded it
        return
    made = {{suffix: _runtime_module(suffix, package=True)
            for suffix, path, _ in _RUNTIME_MODULES if path.endswith('/__init__.py')}}
    try:
        for suffix, path, source in _RUNTIME_MODULES:
            module = made[suffix] if suffix in made else _runtime_module(suffix, package=False)
            made[suffix] = module
            filename = f'<{{path}}, embedded>'  # tracebacks show the embedded lines
            linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
            exec(compile(source, filename, 'exec', dont_inherit=True), module.__dict__)
            parent, _, leaf = suffix.rpartition('.')
            if leaf:
                setattr(made[parent], leaf, module)
    except BaseException:
        for module in made.values():
            sys.modules.pop(module.__name__, None)
        raise


def _runtime_module(suffix: str, package: bool) -> types.ModuleType:
    \"\"\"An empty module of the embedded runtime, registered as an import would register it.\"\"\"
    module = types.ModuleType(_RUNTIME + suffix)
    module.__package__ = module.__name__ if package else module.__name__.rpartition('.')[0]
    if package:
        module.__path__ = []
    sys.modules[module.__name__] = module
    return module


_load_runtime()

"""
