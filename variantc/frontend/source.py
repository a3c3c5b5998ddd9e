"""Read a definition: a `.variant` file, or Markdown with YAML front matter and a fenced rules block.

Every later stage reports problems as `Diagnostic`s that point into the original file, so this
module owns spans, diagnostics and their rendering.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

import yaml

from variantc.diagnostics import Code
from variantc.quoting import visible
from variantc.reading import read_text
from variantc.runtime.fen import MAX_DIGITS


@dataclass(frozen=True, order=True)
class Span:
    """A 1-based position in a definition file (end is inclusive of the last column)."""

    file: str
    line: int
    col: int
    end_line: int = 0
    end_col: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


class Severity(Enum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True)
class Diagnostic:
    span: Span
    code: Code
    message: str
    why: str = ""
    hint: str = ""
    severity: Severity = Severity.ERROR

    def sort_key(self) -> tuple[str, int, int, str, str]:
        return (self.span.file, self.span.line, self.span.col, self.code.name, self.message)

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR


def errors(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """The errors among `diagnostics`: what stops a definition, where a warning does not."""
    return [d for d in diagnostics if d.is_error]


class DefinitionError(Exception):
    """Raised by a stage that cannot go on; carries every diagnostic found so far."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__(f"{len(diagnostics)} problem(s)")
        self.diagnostics = sorted(diagnostics, key=Diagnostic.sort_key)


class InternalError(Exception):
    """A broken invariant after validation: a compiler bug, never a user mistake."""


@dataclass(frozen=True)
class YamlValue:
    """A front-matter value with the position it was written at."""

    value: object  # as YAML read it: a str, int, list, dict, ...
    span: Span


@dataclass
class Source:
    """A definition file, split into the rules text and (for Markdown) the front matter."""

    path: str
    text: str
    rules: str  # the rule-language text; line numbers shifted by rules_line
    rules_line: int = 1  # file line of the first rules line
    rules_span: Span | None = None  # where the rules block starts (for 'missing' diagnostics)
    front: dict[str, YamlValue] = field(default_factory=dict)  # dotted key -> value
    lines: list[str] = field(default_factory=list)
    early: list[Diagnostic] = field(default_factory=list)  # found while reading

    @property
    def is_markdown(self) -> bool:
        return self.path.endswith(".md") or self.text.startswith("---\n")

    @property
    def stem(self) -> str:
        return Path(self.path).name.split(".")[0]

    def span(self, line: int, col: int, end_line: int = 0, end_col: int = 0) -> Span:
        """A span from a line:col inside the rules text."""
        shift = self.rules_line - 1
        return Span(self.path, line + shift, col, (end_line or line) + shift, end_col or col)

    def whole(self) -> Span:
        return Span(self.path, 1, 1, 1, 1)


_FENCE = re.compile(r"^(```|~~~)\s*variant\s*$")


def read(path: str | Path) -> Source:
    """Read a definition file. Raises DefinitionError for unreadable files or bad front matter."""
    name = str(path)
    try:
        text = read_text(path)
    except OSError as exc:
        reason = exc.strerror or str(exc)
    except ValueError as exc:  # UnicodeDecodeError is one, and has no strerror
        reason = str(exc)
    else:
        return parse_text(name, text)
    span = Span(name, 1, 1, 1, 1)
    raise DefinitionError([Diagnostic(span, Code.E001, f"cannot read the definition: {reason}")])


def parse_text(name: str, text: str) -> Source:
    lines = text.splitlines()
    if name.endswith(".md") or text.startswith("---\n"):
        return _markdown(name, text, lines)
    return Source(name, text, text, 1, Span(name, 1, 1, 1, 1), {}, lines)


def _markdown(name: str, text: str, lines: list[str]) -> Source:
    problems: list[Diagnostic] = []
    front: dict[str, YamlValue] = {}
    body_start = 0
    if lines and lines[0].strip() == "---":
        end = next((i for i in range(1, len(lines)) if lines[i].strip() == "---"), None)
        if end is None:
            problems.append(
                Diagnostic(
                    Span(name, 1, 1, 1, 3),
                    Code.E002,
                    "the YAML front matter is never closed",
                    why="front matter runs from a '---' line to the next '---' line",
                    hint="add a line holding only '---' after the front matter",
                )
            )
        else:
            front = _front_matter(name, "\n".join(lines[1:end]), problems)
            body_start = end + 1
    start = next((i for i in range(body_start, len(lines)) if _FENCE.match(lines[i].strip())), None)
    if start is None:
        line = body_start if body_start else 1
        problems.append(Diagnostic(
            Span(name, line, 1, line, max(len(lines[line - 1]) if lines else 1, 1)), Code.E005,
            "the document has no rules block",
            why="a Markdown definition keeps its rules in a fenced block opened with ```variant",
            hint="add a block: a line '```variant', the rules, then a line '```'"))
        rules, rules_line, rules_span = "", len(lines) + 1, None
    else:
        fence = lines[start].strip()[:3]
        stop = next((i for i in range(start + 1, len(lines)) if lines[i].strip() == fence), None)
        if stop is None:
            problems.append(
                Diagnostic(
                    Span(name, start + 1, 1, start + 1, len(lines[start])),
                    Code.E003,
                    "the rules block is never closed",
                    why=f"a fenced block opened with {fence}variant must end with a {fence} line",
                    hint=f"add a line holding only {fence} after the rules",
                )
            )
            stop = len(lines)
        rules = "\n".join(lines[start + 1 : stop]) + "\n"
        rules_line, rules_span = start + 2, Span(name, start + 1, 1)
    if problems and not (len(problems) == 1 and problems[0].code is Code.E005):
        raise DefinitionError(problems)
    source = Source(name, text, rules, rules_line, rules_span, front, lines)
    source.early = problems  # a missing rules block: report it, and still read the front matter
    return source


def _front_matter(name: str, text: str, problems: list[Diagnostic]) -> dict[str, YamlValue]:
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except RecursionError:
        problems.append(Diagnostic(Span(name, 2, 1, 2, 1), Code.E004,
                                   "the YAML front matter is nested too deeply",
                                   why=f"front matter nests at most {MAX_NESTING} levels"))
        return {}
    except yaml.YAMLError as exc:
        # The context mark is where the unfinished construct began (an unclosed '[', say);
        # the problem mark is only where the reader gave up.
        mark = getattr(exc, "context_mark", None) or getattr(exc, "problem_mark", None)
        line, col = (mark.line + 2, mark.column + 1) if mark else (2, 1)
        what = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context", None) or ""
        why = "the front matter must be a YAML mapping between two '---' lines"
        opener = {"while parsing a flow sequence": "[", "while parsing a flow mapping": "{",
                  "while scanning a quoted scalar": "quote"}.get(context)
        if opener and getattr(exc, "context_mark", None):
            why = f"YAML says: {context}, {what}"
            what = f"this {opener!r} is never closed" if opener != "quote" \
                else "this quoted string is never closed"
        problems.append(
            Diagnostic(
                Span(name, line, col, line, col),
                Code.E004,
                f"the YAML front matter is not valid YAML: {what}",
                why=why,
                hint="check the indentation and quoting near this position",
            )
        )
        return {}
    if node is None:
        return {}
    if not isinstance(node, yaml.MappingNode):
        problems.append(
            Diagnostic(
                _mark_span(name, node),
                Code.E004,
                "the YAML front matter is not a mapping",
                why="front matter holds 'key: value' pairs such as 'title:' and 'engine:'",
            )
        )
        return {}
    odd = _unplain(node)
    if odd is not None:
        culprit, what = odd
        problems.append(Diagnostic(_mark_span(name, culprit), Code.E004,
                                   f"the YAML front matter uses {what}", why=_PLAIN_ONLY,
                                   hint="keep to plain values: no tags, anchors or aliases, short numbers"))
        return {}
    out: dict[str, YamlValue] = {}
    _flatten(name, node, "", out)
    return out


MAX_NESTING = 16
_PLAIN_ONLY = ("front matter is plain data: mappings, lists, strings, numbers, true/false and "
               f"null, with no tags, anchors or aliases, nested at most {MAX_NESTING} levels")
_PLAIN_TAGS = {"tag:yaml.org,2002:" + t for t in ("map", "seq", "str", "int", "float", "bool",
                                                    "null")}


def _unplain(root: yaml.Node) -> tuple[yaml.Node, str] | None:
    """The first node that is not plain data, and what it is. An alias makes a node reachable
    twice (a recursive one, or a billion laughs, would make later walks endless)."""
    seen: set[int] = set()
    stack = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        if id(node) in seen:
            return node, "an alias ('*name')"
        seen.add(id(node))
        if node.tag not in _PLAIN_TAGS:
            return node, f"the tag {node.tag!r}"
        if depth > MAX_NESTING:
            return node, f"more than {MAX_NESTING} levels of nesting"
        if node.tag.endswith(":int") and len(str(node.value).lstrip("+-")) > MAX_DIGITS:
            return node, f"a number of more than {MAX_DIGITS} digits"
        if isinstance(node, yaml.MappingNode):
            stack.extend((n, depth + 1) for pair in node.value for n in pair)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend((n, depth + 1) for n in node.value)
    return None


def _mark_span(name: str, node: yaml.Node) -> Span:
    # +2: line 1 of the file is the opening '---'; marks are 0-based.
    s, e = node.start_mark, node.end_mark
    return Span(name, s.line + 2, s.column + 1, e.line + 2, max(e.column, 1))


def _flatten(name: str, node: yaml.Node, prefix: str, out: dict[str, YamlValue]) -> None:
    """Record every mapping key by dotted path, keeping the position of its value."""
    if isinstance(node, yaml.MappingNode):
        if prefix:
            out[prefix] = YamlValue(_plain(node), _mark_span(name, node))
        for key, value in node.value:
            path = f"{prefix}.{key.value}" if prefix else str(key.value)
            _flatten(name, value, path, out)
    else:
        out[prefix] = YamlValue(_plain(node), _mark_span(name, node))
        if isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                out[f"{prefix}[{i}]"] = YamlValue(_plain(item), _mark_span(name, item))


def _plain(node: yaml.Node) -> object:
    return _paired(yaml.SafeLoader("").construct_document(node))


_PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]")


def _paired(value: object) -> object:
    """YAML's `\\u` escapes give UTF-16 code units, as JSON's do: a character past U+FFFF (an
    emoji) written as a surrogate pair of escapes, as JSON writers do, is joined back into that
    character. A lone surrogate stays, for the stage that writes the value to refuse (E017)."""
    if isinstance(value, str):
        return _PAIR.sub(lambda m: m.group().encode("utf-16", "surrogatepass").decode("utf-16"),
                         value)
    if isinstance(value, list):
        return [_paired(v) for v in value]
    if isinstance(value, dict):
        return {_paired(k): _paired(v) for k, v in value.items()}
    return value


_SHOWN = 100  # columns of a source line quoted under a diagnostic


def render(diag: Diagnostic, source: Source | None) -> str:
    """Render a diagnostic as `file:line:col: error[CODE]: what`, the line, a caret, why, hint.
    Text from the definition (its name, its lines, what a message quotes) may hold escape
    sequences for the terminal this is printed on: every unsafe character is shown escaped."""
    head = f"{visible(str(diag.span))}: {diag.severity.value}[{diag.code.name}]: {visible(diag.message)}"
    out = [head]
    lines = source.lines if source else []
    if 0 < diag.span.line <= len(lines):
        out += _excerpt(diag.span, lines[diag.span.line - 1].rstrip("\n"))
    if diag.why:
        out.append(f"  why: {visible(diag.why)}")
    if diag.hint:
        out.append(f"  hint: {visible(diag.hint)}")
    return "\n".join(out)


def _excerpt(span: Span, text: str) -> list[str]:
    """The line a span starts on and a caret under the span, as printed: each unsafe character
    escaped (a tab too: the caret's column must not depend on the terminal's tab stops), the
    caret moved and widened to match."""
    width = len(str(span.line))
    end = span.end_col if span.end_line == span.line else len(text)
    col, end = span.col, min(end, span.col + _SHOWN - 1)
    if len(text) > _SHOWN:  # a window of the line, around the start of the span
        start = max(0, min(col - 1 - _SHOWN // 4, len(text) - _SHOWN))
        text, col, end = text[start:start + _SHOWN], col - start, min(end - start, _SHOWN)
    before = len(visible(text[:col - 1])) + max(0, col - 1 - len(text))  # past the end: EOF
    carets = "^" * max(1, len(visible(text[col - 1:end])))
    return [f"{span.line:>{width + 2}} | {visible(text)}",
            f"{'':>{width + 2}} | {' ' * before}{carets}"]
