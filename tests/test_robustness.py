"""No user mistake ever produces a traceback: mangled definitions give diagnostics, or load."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import DEFINITIONS
from tests.data_paths import SEED
from variantc import pipeline
from variantc.backend import assemble, emit

CHESS = (DEFINITIONS / "chess.variant").read_text()
HOLE = SEED.read_text() + "\n```variant\nhole d4 d7\npiece K king moves K royal\n" \
    "piece P pawn moves fmW ifmnD fcF promotes in rank 8 to K\n```\n"
WORDS = ["piece", "zone", "rank", "=", "moves", "royal", "x", "8x8", "0x0", "99x99", "\"",
         "#", "-", "K", "fmW", "iii", "pg", "R0", "a9", "z1", "void", "hole", "link", "north",
         "curve", "->", "promotes", "in", "to", "setup", "castling", "slide", "[", "]", "w",
         "repetition", "1", "move-limit", "reset-by", "---", "```", ":", "{", "\t", "\n", "ü",
         # issue 34: zone terms around '-', big boards and leaps, repeated atoms
         "none", " - file b", "-files b-g", "ranks 1 - 3", "(6,0)(6,0)", "(999999,999998)",
         "64x64", "48x48", "W" * 200, "link d4 north f6"]


@st.composite
def mangled(draw, text: str) -> str:
    """Words put in, taken out or replaced; a piece of the text repeated up to 500 times; the
    spaces around a '-' or '+' changed."""
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        action = draw(st.sampled_from(["insert", "delete", "replace", "repeat", "respace"]))
        word = draw(st.sampled_from(WORDS) | st.text(max_size=3))
        span = draw(st.integers(0, 12))
        if action == "insert":
            text = text[:at] + word + text[at:]
        elif action == "delete":
            text = text[:at] + text[at + span:]
        elif action == "repeat":
            text = text[:at] + text[at:at + span] * draw(st.sampled_from([2, 50, 500])) + text[at:]
        elif action == "respace":
            signs = [m.start() for m in re.finditer(r"\s*[-+]\s*", text)]
            if signs:
                found = re.compile(r"\s*([-+])\s*").match(text, draw(st.sampled_from(signs)))
                assert found is not None
                spaced = draw(st.sampled_from(["", " ", "  "])) + found.group(1) + \
                    draw(st.sampled_from(["", " ", "  "]))
                text = text[:found.start()] + spaced + text[found.end():]
        else:
            text = text[:at] + word + text[at + span:]
    return text


def _load(tmp_path_factory, text: str, suffix: str) -> None:
    path = tmp_path_factory.mktemp("fuzz") / f"fuzz{suffix}"
    path.write_text(text, encoding="utf-8")
    loaded = pipeline.load(path)
    if loaded.ok:
        emit.render(assemble.assemble(loaded.variant))  # a definition that checks clean also compiles
    else:
        assert loaded.diagnostics
        loaded.report()


@settings(max_examples=80)
@given(text=mangled(CHESS))
def test_mangled_variant_files_never_raise(tmp_path_factory, text):
    _load(tmp_path_factory, text, ".variant")


@settings(max_examples=100)
@given(text=mangled(HOLE))
def test_mangled_markdown_never_raises(tmp_path_factory, text):
    _load(tmp_path_factory, text, ".md")
