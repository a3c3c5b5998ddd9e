"""Pictures of positions (`variantc svg`, and the text diagram of the terminal): every board
shape drawn whole, one cell per square or hole, every man where the FEN puts it."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from click.testing import CliRunner

from tests.conftest import DEFINITIONS
from tests.helpers import SHIPPED, reference
from variantc.cli import main
from variantc.runtime.topology import HOLE, VOID
from variantc.tools import picture

SVG = "{http://www.w3.org/2000/svg}"


def drawn(svg_text: str) -> ET.Element:
    return ET.fromstring(svg_text)


def cells(root: ET.Element) -> list[str]:
    # square, hexagonal, or an annular sector of a round board
    shapes = [*root.iter(f"{SVG}rect"), *root.iter(f"{SVG}polygon"), *root.iter(f"{SVG}path")]
    return [r.get("data-square") for r in shapes if "cell" in r.get("class", "").split()]


def scene_of(engine, **marks):
    return picture.scene(engine._notation, engine.fen(), **marks)


@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_board_is_drawn_one_cell_per_square(name):
    engine = reference(name)
    topo = engine._topology
    root = drawn(picture.svg(scene_of(engine)))
    expected = sorted(topo.name(c) for c in range(topo.size) if topo.kinds[c] != VOID)
    assert sorted(cells(root)) == expected
    holes = [r for r in [*root.iter(f"{SVG}rect"), *root.iter(f"{SVG}polygon"), *root.iter(f"{SVG}path")]
             if r.get("class") == "cell hole"]
    assert len(holes) == topo.kinds.count(HOLE)
    men = sorted(g.get("data-square") for g in root.iter(f"{SVG}g") if g.get("class") == "man")
    on_board = sorted(engine._topology.name(c) for c in range(topo.size)
                      if engine.piece_at(c) is not None)
    assert men == on_board
    # The text diagram: one row per rank, one mark per square or hole.
    diagram = picture.diagram(scene_of(engine))[:-1]  # the files' names last
    if topo.cube:  # and the levels' letters first
        assert diagram[0].split() == [chr(ord("A") + z) for z in range(topo.levels)]
        diagram = diagram[1:]
    assert sum(1 for row in diagram for token in row[4:].split()) == sum(
        1 for c in range(topo.size) if topo.kinds[c] != VOID)


def test_the_text_diagram_of_chess_reads_as_a_board():
    rows = picture.text(scene_of(reference("chess.variant"))).splitlines()
    assert rows[0].split()[:9] == ["8", "r", "n", "b", "q", "k", "b", "n", "r"]
    assert rows[4].split()[:9] == ["4"] + ["."] * 8
    assert rows[8].split() == list("abcdefgh")
    assert "white to move" in rows[0]


def test_holes_voids_links_and_curves_are_visible_in_text():
    hole = picture.text(scene_of(reference("hole-chess.md"))).splitlines()
    assert hole[6].split()[1:] == [".", ".", ".", "o", ".", ".", "."]  # rank 4: d4 is a hole
    assert hole[9].split() == ["1", "K"]  # a voided rank: only d1 is a square
    c38 = picture.text(scene_of(reference("crazy-38s.variant")))
    assert "links c1-e1" in c38 and "curves at c1" in c38


def test_pools_and_counters_are_shown_beside_the_board():
    engine = reference("crazyhouse.variant")
    for move in ("e2e4", "d7d5", "e4d5"):
        engine.push_uci(move)
    lines = picture.side_lines(scene_of(engine))
    assert "black to move" in lines
    assert any("(white): P" in line for line in lines)
    three = reference("3check.variant")
    for move in ("e2e4", "e7e5", "f1c4", "d7d6", "c4f7"):
        three.push_uci(move)
    assert any(line.endswith("white 1, black 0") or "white 1" in line
               for line in picture.side_lines(scene_of(three)))


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_svg_marks_the_last_move_and_the_moves_of_a_man(tmp_path):
    out = tmp_path / "knight.svg"
    result = run("svg", str(DEFINITIONS / "chess.variant"), "e4", "e5", "--moves-of", "g1",
                 "-o", str(out))
    assert result.exit_code == 0, result.output
    root = drawn(out.read_text(encoding="utf-8"))
    last = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "last"]
    assert len(last) == 2
    targets = [c for c in root.iter(f"{SVG}circle") if c.get("class") == "target"]
    engine = reference("chess.variant")
    for move in ("e2e4", "e7e5"):
        engine.push_uci(move)
    assert len(targets) == len({m.to_square for m in engine.legal_moves if m.from_square == 6})
    assert len(targets) == 3  # Ne2, Nf3, Nh3


def test_svg_to_standard_output_is_an_svg_document():
    result = run("svg", str(DEFINITIONS / "hole-chess.md"))
    assert result.exit_code == 0, result.output
    assert drawn(result.output).tag == f"{SVG}svg"


@pytest.mark.parametrize("args", [
    ["--moves-of", "z9"], ["--moves-of", "e\u00b2"], ["e5"], ["--fen", "bad fen"],
])
def test_svg_refuses_what_it_cannot_draw_with_a_usage_error(args):
    result = run("svg", str(DEFINITIONS / "chess.variant"), *args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output


def test_a_title_is_text_in_the_drawing_not_markup(tmp_path):
    source = (DEFINITIONS / "chess.variant").read_text(encoding="utf-8")
    evil = tmp_path / "evil.variant"
    evil.write_text(source.replace('variant "Chess"', 'variant "</title><script>x</script>"'),
                    encoding="utf-8")
    result = run("svg", str(evil))
    assert result.exit_code == 0, result.output
    root = drawn(result.output)
    assert root.find(f"{SVG}script") is None
    assert root.find(f"{SVG}title").text == "</title><script>x</script>"


def test_the_picture_in_the_docs_is_what_svg_draws_today():
    result = run("svg", str(DEFINITIONS / "crazy-38s.variant"))
    shipped = DEFINITIONS.parent / "docs" / "pictures" / "crazy-38s.svg"
    assert result.output == shipped.read_text(encoding="utf-8"), (
        "run: variantc svg definitions/crazy-38s.variant -o docs/pictures/crazy-38s.svg")
