"""Definitions as Markdown: YAML front matter for the board, a fenced block for the rules."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import ROOT
from tests.helpers import ucis
from variantc import pipeline
from variantc.diagnostics import Code
from variantc.runtime.topology import HOLE, VOID
from variantc.tools import engines

SEED = ROOT / "tests" / "data" / "hole-chess-seed.md"  # the Hole Chess seed, unchanged

RULES = """
```variant
hole d4 d7
piece K king moves K royal
piece Q queen moves Q
piece R rook moves R
piece B "PS-Bishop" moves BW
piece P pawn moves fmW ifmnD fcF
  promotes in rank 8 to Q R B
```
"""


def test_seed_front_matter_reads_as_written():
    """The seed alone has no rules block: that is the one problem; its front matter reads fine."""
    loaded = pipeline.load(SEED)
    assert [d.code for d in loaded.diagnostics] == [Code.E005]
    assert loaded.source.front["engine.topology.rows"].value == 10
    assert loaded.source.front["engine.setup"].value.startswith("3k3/")


def test_seed_with_a_rules_block(tmp_path):
    path = tmp_path / "hole-chess.md"
    path.write_text(SEED.read_text() + RULES)
    loaded = pipeline.load(path)
    assert loaded.ok, loaded.report()
    v = loaded.variant
    assert (v.name, v.slug) == ("Hole Chess", "hole-chess")
    topo = v.board.topology()
    assert (topo.files, topo.ranks) == (7, 10)
    assert [topo.name(c) for c in v.board.holes] == ["d4", "d7"]
    assert len(v.board.voids) == 24 and len(topo.squares) == 44
    assert topo.kinds[topo.parse("a1")] == VOID and topo.kinds[topo.parse("d7")] == HOLE
    assert len(v.setup.men) == 18
    # The digest's H1: Yellow has exactly these 8 moves at the start (d3 faces the hole).
    want = sorted("b3b4 b3b5 c3c4 c3c5 e3e4 e3e5 f3f4 f3f5".split())
    for kind in engines.KINDS:
        assert ucis(engines.make(v, kind)) == want


def test_front_matter_and_rules_cannot_both_set_the_board(tmp_path):
    path = tmp_path / "twice.md"
    path.write_text(SEED.read_text() + RULES.replace("hole d4 d7", "hole d4 d7\nboard 7x10"))
    loaded = pipeline.load(path)
    assert [d.code for d in loaded.diagnostics] == [Code.E302]


def test_markdown_without_front_matter(tmp_path):
    path = tmp_path / "plain.md"
    text = (ROOT / "definitions" / "chess.variant").read_text()
    path.write_text(f"# Chess\n\nSome prose.\n\n```variant\n{text}```\n\nMore prose.\n")
    loaded = pipeline.load(path)
    assert loaded.ok, loaded.report()
    assert loaded.variant.slug == "plain"
    first_piece = next(n for n, line in enumerate(text.splitlines(), 1) if line.startswith("piece"))
    assert loaded.variant.pieces[0].span.line == 5 + first_piece  # lines count from the top of the file


def test_positions_point_into_the_markdown_file(tmp_path: Path):
    path = tmp_path / "broken.md"
    path.write_text(SEED.read_text() + RULES.replace("moves BW", "moves BY"))
    loaded = pipeline.load(path)
    [d] = loaded.diagnostics
    line = path.read_text().splitlines()[d.span.line - 1]
    assert d.code is Code.E201 and line[d.span.col - 1] == "Y"
