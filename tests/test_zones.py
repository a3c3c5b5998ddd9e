"""Zone expressions: ranges and differences with and without spaces, the empty zone, and names
that a zone expression would read as something else."""

from __future__ import annotations

import pytest

from variantc import pipeline
from variantc.ir.model import Side

BODY = ("piece K king moves K royal\n"
        'setup "4k/5/5/5/4K w - - 0 1"\n'
        "checkmate loses\n")


def _zones(tmp_path, lines: str, board: str = "5x5") -> dict[str, tuple[list[str], list[str]]]:
    """Each named zone's squares for White and for Black."""
    path = tmp_path / "zones.variant"
    path.write_text(f"board {board}\n{lines}{BODY}")
    loaded = pipeline.load(path)
    assert loaded.ok, loaded.report()
    assert loaded.variant is not None
    topo = loaded.variant.board.topology()
    return {z.name: (sorted(topo.name(c) for c in z.cells(Side.WHITE)),
                     sorted(topo.name(c) for c in z.cells(Side.BLACK)))
            for z in loaded.variant.zones}


def _rank(n: int, files: str = "abcde") -> list[str]:
    return sorted(f"{f}{n}" for f in files)


@pytest.mark.parametrize("expr", ["rank 5 - files b-d", "rank 5 - files b - d", "rank 5-files b-d",
                                  "rank 5 -files b-d", "rank 5 - file b - file c - file d",
                                  "ranks 5-5 - files b-d", "ranks 5 - 5 - files b - d"])
def test_a_difference_after_a_rank_takes_squares_away(tmp_path, expr):
    white, black = _zones(tmp_path, f"zone z = {expr}\n")["z"]
    assert white == ["a5", "e5"] and black == ["a1", "e1"]


@pytest.mark.parametrize("expr", ["ranks 1-3", "ranks 1 - 3", "ranks 1 -3", "ranks 1- 3",
                                  "rank 3 - 1", "ranks 1 -\n    3"])
def test_a_number_after_a_rank_and_a_dash_is_a_range(tmp_path, expr):
    white, black = _zones(tmp_path, f"zone z = {expr}\n")["z"]
    assert white == sorted(_rank(1) + _rank(2) + _rank(3))
    assert black == sorted(_rank(3) + _rank(4) + _rank(5))


@pytest.mark.parametrize("expr", ["files a-c - file b", "files a - c - file b", "files a-c -file b",
                                  "file a + file c", "files a - c - files b-b",
                                  "files a-c - rank 1 - ranks 2-5 + files a-c - file b"])
def test_a_difference_after_a_file_takes_squares_away(tmp_path, expr):
    white, _ = _zones(tmp_path, f"zone z = {expr}\n")["z"]
    assert white == sorted(f"{f}{r}" for f in "ac" for r in range(1, 6))


@pytest.mark.parametrize("expr", ["files b-d", "files b - d", "file b -d", "files d - b",
                                  "files b-d-file a+files b-d", "files b-d-rank 1+files b-d",
                                  "files b-d-all+files b-d", "files b-d-none"])
def test_a_lone_file_letter_after_a_file_and_a_dash_is_a_range(tmp_path, expr):
    white, black = _zones(tmp_path, f"zone z = {expr}\n")["z"]
    assert white == black == sorted(f"{f}{r}" for f in "bcd" for r in range(1, 6))


def test_a_dash_before_a_square_or_a_zone_name_takes_it_away(tmp_path):
    zones = _zones(tmp_path, "zone e-side = file e\nzone x = file a - a1\n"
                   "zone y = files d-e - e-side\nzone w = files d - e - e-side\n")
    assert zones["x"][0] == ["a2", "a3", "a4", "a5"]
    assert zones["y"][0] == zones["w"][0] == [f"d{r}" for r in range(1, 6)]


def test_none_is_the_empty_zone(tmp_path):
    zones = _zones(tmp_path, "zone nowhere = none\nzone same = rank 1 + none - none\n"
                   "zone old = a1 - a1\nzone promo = rank 5 - nowhere\n")
    assert zones["nowhere"] == zones["old"] == ([], [])
    assert zones["same"] == (_rank(1), _rank(5))
    assert zones["promo"] == (_rank(5), _rank(1))


def test_none_is_the_empty_zone_where_a_zone_is_written_inline(tmp_path):
    path = tmp_path / "nowhere.variant"
    path.write_text("board 5x5\npiece P pawn moves fmW promotes in none to Q\n"
                    "piece Q queen moves Q\n" + BODY)
    report = pipeline.load(path).report()
    assert "error[E505]: pawn's promotion zone has no square for white" in report, report


@pytest.mark.parametrize("name", ["all", "none", "rank", "ranks", "file", "files", "a1", "bl64"])
def test_a_zone_named_as_a_zone_word_or_a_square_is_an_error(tmp_path, name):
    path = tmp_path / "named.variant"
    path.write_text(f"board 5x5\nzone {name} = rank 1\n" + BODY)
    loaded = pipeline.load(path)
    assert not loaded.ok
    assert [d.code.name for d in loaded.diagnostics] == ["E408"], loaded.report()
    assert loaded.diagnostics[0].span.line == 2 and loaded.diagnostics[0].span.col == 6
