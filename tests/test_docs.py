"""The language reference's examples check clean: every ```variant block in docs/language.md.

A block that is only part of a definition (a fragment) is checked as the docs say: inside a
small 8x8 definition with the orthodox pieces (only a royal king if the fragment has its own
board), its statements replacing the same kinds of statement there: what `extends` does.
"""

from __future__ import annotations

import re
import shutil

import pytest

from tests.conftest import DEFINITIONS, ROOT
from variantc import pipeline

DOC = (ROOT / "docs" / "language.md").read_text()
BLOCKS = re.findall(r"```variant\n(.*?)```", DOC, re.S)
BASE = """variant "Base"
board 8x8
piece K king   moves K royal
piece Q queen  moves Q
piece R rook   moves R
piece B bishop moves B
piece N knight moves N
piece P pawn   moves fmW ifmnD fcF promotes in rank 8 to Q R B N
setup "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
"""


KING_ONLY = """variant "Base"
board 8x8
piece K king moves K royal
setup "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
"""


def test_the_reference_has_examples():
    assert len(BLOCKS) >= 30


@pytest.mark.parametrize("text", BLOCKS, ids=[f"example-{i}" for i in range(len(BLOCKS))])
def test_example_checks_clean(tmp_path, text):
    base = re.search(r'^extends "(.+?)"', text, re.M)
    if base:  # an example built on a shipped definition: check it beside the definitions
        for shipped in DEFINITIONS.glob("*.variant"):  # its base may extend another
            shutil.copy(shipped, tmp_path / shipped.name)
    complete = all(re.search(rf"^{word} ", text, re.M)
                   for word in ("variant", "board", "piece", "setup"))
    if base or complete:
        assert _check(tmp_path, text) == ""
        return
    reports = []
    for host in (BASE, KING_ONLY):  # the orthodox pieces, or a lone king on a board of its own
        (tmp_path / "base.variant").write_text(host)
        reports.append(_check(tmp_path, 'extends "base.variant"\n' + text))
    assert "" in reports, f"{text}\n{reports[0]}"


def _check(folder, text: str) -> str:
    path = folder / "example.variant"
    path.write_text(text)
    return pipeline.load(path).report()
