"""Definition file -> validated IR, with every diagnostic: the front half of the compiler."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from compiler import reading
from compiler.frontend import inherit, parse, source
from compiler.frontend.source import DefinitionError, Diagnostic, Source, errors
from compiler.ir import lower, validate
from compiler.ir.model import Variant


@dataclass
class Loaded:
    source: Source | None
    variant: Variant | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    sources: dict[str, Source] = field(default_factory=dict)  # bases included

    @property
    def errors(self) -> list[Diagnostic]:
        return errors(self.diagnostics)

    @property
    def ok(self) -> bool:
        """A variant to compile: no error (warnings may have been reported)."""
        return self.variant is not None and not self.errors

    def report(self) -> str:
        return "\n".join(source.render(d, self.sources.get(d.span.file, self.source))
                         for d in self.diagnostics)


def load(path: str | Path) -> Loaded:
    try:
        src = source.read(path)
    except DefinitionError as exc:
        return Loaded(_lines_only(path), None, exc.diagnostics)
    ast, problems = parse.parse(src)
    ast, inherited, sources = inherit.resolve(src, ast)
    problems = src.early + problems + inherited
    if ast.cut_short:  # a text that is no definition: what follows would only add noise
        return Loaded(src, None, sorted(problems, key=Diagnostic.sort_key), sources)
    variant, lowering = lower.lower(src, ast, sources)
    problems += lowering
    if variant is not None:
        problems += validate.validate(variant)
    problems.sort(key=Diagnostic.sort_key)
    return Loaded(src, variant if not errors(problems) else None, problems, sources)


def _lines_only(path: str | Path) -> Source | None:
    """A file that cannot be read as a definition, if it reads as text: reports quote its lines."""
    try:
        text = reading.read_text(path)
    except (OSError, ValueError):
        return None
    return Source(str(path), text, "", lines=text.splitlines())
