"""`extends "base.variant"`: a definition built on another, overriding what it restates.

The base is read and parsed like any definition (recursively), then the child's statements
replace the base's by identity: singleton statements by keyword, pieces by letter, zones by
name and side, pools by name, a repetition or move limit with its claimed twin, and the goals
as a whole (`goal none` drops them); cells,
links and curves accumulate. Positions keep pointing
into the file each statement came from.
"""

from __future__ import annotations

from pathlib import Path

from variantc.diagnostics import Code
from variantc.frontend import parse, source
from variantc.frontend.nodes import (
    Ast,
    CellsStmt,
    CounterStmt,
    CurveStmt,
    DropStmt,
    ExtendsStmt,
    GoalStmt,
    LinkStmt,
    PieceStmt,
    PoolStmt,
    Statement,
    ZoneStmt,
)
from variantc.frontend.nodes_endings import EndingStmt
from variantc.frontend.source import DefinitionError, Diagnostic, Source, Span


def identity(stmt: Statement) -> tuple[str | None, ...] | None:
    """What a statement defines; a child's statement replaces the base's with the same one."""
    match stmt:
        case PieceStmt():
            return ("piece", stmt.letter.text)
        case ZoneStmt():
            return ("zone", stmt.name.text, stmt.side.text if stmt.side else None)
        case PoolStmt():
            return ("pool", stmt.name.text)
        case DropStmt():
            return ("drop", stmt.pool.text)
        case EndingStmt():
            # a claimed repetition or move limit goes with the automatic one: a file that
            # restates either states all of its kind (armageddon's repetition drops chess's claim)
            return ("ending", stmt.keyword.removesuffix(" claimed"))
        case CounterStmt():
            return ("counter", stmt.name.text)
        case GoalStmt():
            return ("goals",)  # a file's goals replace all its base's goals
        case CellsStmt() | LinkStmt() | CurveStmt() | ExtendsStmt():
            return None  # these add up
        case Statement(keyword="goal none"):
            return ("goals",)
        case _:
            return (stmt.keyword,)


def _without_base(ast: Ast) -> Ast:
    """The definition alone, its base unreadable: what the base would give is not missing."""
    return Ast(ast.statements, ast.failed | {"board", "setup", "piece"}, ast.failed_letters,
               ast.cut_short)


def _identity(path: Path) -> str:
    """The file a base's path names, its links followed, so that a chain that comes back to a
    file by another path is found. A path no link can be followed through (a loop of links, a
    NUL byte) stands for itself: reading it fails next, and says why (E012)."""
    try:
        return str(path.resolve())
    except (OSError, RuntimeError, ValueError):  # RuntimeError: a loop, before Python 3.13
        return str(path.absolute())


def _shortened(text: str, most: int = 80) -> str:
    """A path as a message names it: a long one by its start (the excerpt shows where it is)."""
    return text if len(text) <= most else text[:most - 3] + "..."


MAX_BASES = 32  # far more than any family of variants needs, far less than Python's recursion


def resolve(src: Source, ast: Ast, seen: tuple[str, ...] = (), root: Span | None = None
            ) -> tuple[Ast, list[Diagnostic], dict[str, Source]]:
    """The definition with its bases merged in, the problems found, every source read; `root`
    is the first `extends` of the chain, where a chain too long is reported."""
    sources = {src.path: src}
    extends = [s for s in ast.statements if isinstance(s, ExtendsStmt)]
    if not extends:
        return ast, [], sources
    problems: list[Diagnostic] = []
    for extra in extends[1:]:
        problems.append(Diagnostic(extra.span, Code.E011, "'extends' is given more than once",
                                   why="a definition extends one base", hint="remove one of them"))
    stmt = extends[0]
    path = Path(src.path).parent / stmt.path.text
    shown = _shortened(stmt.path.text)
    key = _identity(path)
    if key in seen:
        problems.append(Diagnostic(stmt.path.span, Code.E013, f"{shown} extends itself",
                                   why="following 'extends' leads back to this file",
                                   hint="a chain of bases must end in a definition without one"))
        return _without_base(ast), problems, sources
    if len(seen) >= MAX_BASES:
        problems.append(Diagnostic(root or stmt.path.span, Code.E016,
                                   f"more than {MAX_BASES} bases follow from here",
                                   why=f"{src.path} extends yet another: no variant needs so "
                                   "long a chain", hint="extend a base nearer the root"))
        return _without_base(ast), problems, sources
    if path.suffix != ".variant":
        problems.append(Diagnostic(stmt.path.span, Code.E014, f"{shown} is not a .variant file",
                                   why="a base gives rules only; a Markdown document's front matter "
                                   "would be lost", hint="extend a .variant file"))
        return _without_base(ast), problems, sources
    try:
        base_src = source.read(path)
    except DefinitionError as exc:
        problems.append(Diagnostic(stmt.path.span, Code.E012, f"cannot read the base {shown}",
                                   why=exc.diagnostics[0].message,
                                   hint="the path is relative to this file's folder"))
        return _without_base(ast), problems, sources
    base_ast, base_problems = parse.parse(base_src)
    base_ast, more, base_sources = resolve(base_src, base_ast, seen + (key,),
                                           root or stmt.path.span)
    problems += base_src.early + base_problems + more
    sources.update(base_sources)
    mine = {identity(s) for s in ast.statements} - {None}
    merged = Ast([s for s in base_ast.statements if identity(s) not in mine and
                  not isinstance(s, ExtendsStmt)] +
                 [s for s in ast.statements if not isinstance(s, ExtendsStmt)],
                 ast.failed | base_ast.failed, ast.failed_letters | base_ast.failed_letters,
                 ast.cut_short or base_ast.cut_short)
    return merged, problems, sources
