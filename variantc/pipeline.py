"""Definition file -> validated IR, with every diagnostic: the front half of the compiler."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from variantc import reading
from variantc.diagnostics import Code
from variantc.frontend import inherit, parse, source
from variantc.frontend.source import DefinitionError, Diagnostic, Source, errors
from variantc.ir import lower, validate
from variantc.ir.model import Variant


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
    if variant is not None and not problems:
        problems += _setup_in_check(variant)
    problems.sort(key=Diagnostic.sort_key)
    return Loaded(src, variant if not errors(problems) else None, problems, sources)


def _setup_in_check(v: Variant) -> list[Diagnostic]:
    """A setup whose side not to move is in check, which both engines refuse to start from
    (runtime.fen.in_check_not_to_move), reported at the setup (E613). Attacks are the engines'
    to judge, so the reference's judgement is asked, once the IR is valid."""
    from variantc.reference.legality import setup_refusal

    error = setup_refusal(v)
    if error is None:
        return []
    return [Diagnostic(v.setup.span, Code.E613, f"bad setup: {error.message}", why=error.hint,
                       hint="move the men so that the side not to move is not in check, or give "
                       "the move to the other side")]


def _lines_only(path: str | Path) -> Source | None:
    """A file that cannot be read as a definition, if it reads as text: reports quote its lines."""
    try:
        text = reading.read_text(path)
    except (OSError, ValueError):
        return None
    return Source(str(path), text, "", lines=text.splitlines())
