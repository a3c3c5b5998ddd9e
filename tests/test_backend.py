"""The back end, rule by rule: each rule's emitted code, the hooks, the move layout.

Each case under tests/backend/cases/ is a small definition whose first line names one rule
(`# rule: castling`). NAME.expected beside it is what that rule emits for it, hook by hook
(emit.fragment), so that a change to one rule shows as a small, readable diff here rather than
as a regenerated engine. `pytest --update-goldens` rewrites the expected files; review the diff
like code. Each case's engine is also compared with the reference, so the cases are games too.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.helpers import definition
from variantc.backend import assemble, emit, rule
from variantc.backend.rules import RULES
from variantc.pipeline import load
from variantc.runtime import moves
from variantc.tools import diff, engines

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "backend" / "cases"
BACKEND = ROOT / "variantc" / "backend"
TEMPLATES = sorted(BACKEND.glob("**/*.j2"))


def _cases() -> list[Path]:
    return sorted(CASES.glob("*.variant"))


def _rule_of(path: Path) -> str:
    found = re.match(r"# rule: (\w+)", path.read_text())
    assert found, f"{path.name} must start with '# rule: NAME'"
    return found.group(1)


@pytest.mark.parametrize("path", _cases(), ids=lambda p: p.stem)
def test_rule_emits_its_expected_fragment(path: Path, request: pytest.FixtureRequest) -> None:
    loaded = load(path.relative_to(ROOT))
    assert loaded.ok and loaded.variant is not None, loaded.report()
    got = emit.fragment(assemble.assemble(loaded.variant), _rule_of(path))
    expected = path.with_suffix(".expected")
    if request.config.getoption("--update-goldens"):
        expected.write_text(got)
    assert expected.exists(), f"{expected.name} is missing: run pytest --update-goldens"
    assert got == expected.read_text()


@pytest.mark.parametrize("path", _cases(), ids=lambda p: p.stem)
def test_case_engines_agree(path: Path) -> None:
    loaded = load(path.relative_to(ROOT))
    assert loaded.variant is not None
    variant = loaded.variant
    module = engines.compiled_module(variant)
    summary = diff.run(lambda f: engines.make(variant, "reference", f), lambda f: module.Engine(f),
                       [None], depth=3, playouts=4, seed=7, plies=30)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)


def test_every_rule_has_a_case_and_a_macro_file() -> None:
    shown = {_rule_of(p) for p in _cases()}
    for r in RULES:
        assert (BACKEND / "rules" / f"{r.name}.j2").exists(), r.name
        assert (BACKEND / "rules" / f"{r.name}.py").exists(), r.name
        assert r.name in shown, f"no case under tests/backend/cases shows rule {r.name}"


def test_hooks_the_skeleton_calls_are_the_declared_ones() -> None:
    called = set()
    for path in TEMPLATES:
        called |= set(re.findall(r'hook\("(\w+)"', path.read_text()))
    assert called == set(rule.HOOKS)
    assert rule.PER_SIDE <= set(rule.HOOKS)


def test_rule_macros_are_hooks_or_helpers_called_by_name() -> None:
    """A macro named like no hook (nor a hook's plain-move form) must be a helper some
    template calls: no dead macros."""
    text = "\n".join(p.read_text() for p in TEMPLATES)
    for path in TEMPLATES:
        for name in re.findall(r"{% macro (\w+)\(", path.read_text()):
            if name not in rule.HOOKS and name.removesuffix("_plain") not in rule.PLAIN:
                assert re.search(rf"\b{name}\(", text.replace(f"macro {name}(", "")), \
                    f"{path.name}: macro {name} is never called"


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda p: p.name)
def test_templates_nest_at_most_three_deep(path: Path) -> None:
    depth = deepest = 0
    for tag in re.findall(r"{%-?\s*(\w+)", path.read_text()):
        if tag in ("if", "for"):
            depth += 1
            deepest = max(deepest, depth)
        elif tag in ("endif", "endfor"):
            depth -= 1
    assert depth == 0
    assert deepest <= 3


def test_move_fields_do_not_overlap_and_round_trip() -> None:
    fields = [moves.ORIGIN, moves.TARGET, moves.CODE, moves.KIND, moves.PULLED, moves.HOSTAGE]
    for a, b in zip(fields, fields[1:], strict=False):
        assert a.shift + a.bits == b.shift
    assert max(moves.Kind) < 1 << moves.KIND.bits
    assert moves.Kind.CASTLE + moves.CASTLES <= moves.Kind.EXCHANGE
    m = moves.encode(1023, 517, code=63, kind=moves.Kind.CASTLE + 3, pulled=1022, hostage=5)
    assert (moves.origin(m), moves.target(m), moves.code(m), moves.pulled(m), moves.hostage(m)) \
        == (1023, 517, 63, 1022, 5)
    assert moves.is_castle(m) and moves.castle_index(m) == 3
    assert moves.pulled(moves.encode(3, 4)) is None
    assert eval(moves.TARGET.read("m"), {"m": m}) == 517  # noqa: S307 - our own field text
    assert eval(moves.CODE.place("k"), {"k": 9}) == moves.encode(0, 0, code=9)  # noqa: S307


def test_a_layout_packs_only_the_fields_used() -> None:
    full = [moves.PULLED, moves.HOSTAGE, moves.GATED, moves.GATE_ROOK, moves.WALLED,
            moves.MARKED_ROOK, moves.VIA]
    assert list(moves.FULL.fields()) == full
    assert moves.KIND.shift + moves.KIND.bits == full[0].shift
    for a, b in zip(full, full[1:], strict=False):
        assert a.shift + a.bits == b.shift
    duck = moves.layout(("WALLED",), 64)  # an 8x8 board: a square + 1 up to 64 takes 7 bits
    assert duck.WALLED == moves.Field(34, 7) and duck.bits == 41
    assert (duck.PULLED.bits, duck.HOSTAGE.bits, duck.GATED.bits, duck.MARKED_ROOK.bits) \
        == (0, 0, 0, 0)
    m = moves.encode(12, 28) | 64 << duck.WALLED.shift  # the wall on cell 63
    assert duck.walled(m) == 63 and duck.unwalled(m) == moves.encode(12, 28)
    assert duck.pulled(m) is None and duck.gated(m) == 0 and duck.hostage(m) == 0
    both = moves.layout(("GATED", "GATE_ROOK", "MARKED_ROOK"), 64)
    assert (both.GATED, both.GATE_ROOK, both.MARKED_ROOK) \
        == (moves.Field(34, 6), moves.Field(40, 1), moves.Field(41, 1))


@pytest.mark.parametrize(("moves", "overlaps"), [
    ("mR cpR", False),  # a cannon: its ride and its hop reach the same squares, by other moves
    ("W fmR", True),  # a step and a forward ride both reach the square ahead
    ("mW cW", False),
    ("W bR", False),  # the backward step is the backward ride's first: the ride makes it
])
def test_only_moves_that_can_coincide_make_pseudo_deduplicate(tmp_path, moves, overlaps):
    text = (f'variant "Overlap"\nboard 5x5\npiece K king moves K royal\n'
            f'piece C cannon moves {moves}\nsetup "2k2/5/2C2/5/2K2 w - - 0 1"\n')
    variant = definition(tmp_path, text)
    source = emit.render(assemble.assemble(variant))
    assert ("dict.fromkeys(out)" in source) == overlaps
    module = engines.compiled_module(variant)
    summary = diff.run(lambda f: engines.make(variant, "reference", f), lambda f: module.Engine(f),
                       [None], depth=3, playouts=4, seed=7, plies=30)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)
