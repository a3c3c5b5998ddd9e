"""Every command that takes a definition takes a shipped one's name too (`variantc perft chess`,
`variantc compile hole-chess`); a file of that name wins, and a name that is neither fails
naming the closest shipped definitions."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from variantc import shipped
from variantc.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_perft_counts_a_shipped_definition_by_its_name():
    result = run("perft", "chess", "--depth", "3")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("nodes 8902 ")


@pytest.mark.parametrize("name", ["Three-check", "3check", "_3check", "three check chess"])
def test_a_title_or_a_module_name_names_it_too(name):
    result = run("perft", name, "--depth", "1")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("nodes 20 ")


def test_compile_writes_a_markdown_definition_named_by_its_stem(tmp_path):
    result = run("compile", "hole-chess", "-o", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "hole_chess.py").is_file()


def test_check_and_play_take_names(tmp_path):
    assert run("check", "chess", "crazyhouse").exit_code == 0
    played = run("play", "crazyhouse", "e2e4")
    assert played.exit_code == 0, played.output
    assert played.output.startswith("fen      ")


def test_a_misspelt_name_is_a_usage_error_naming_the_closest(tmp_path):
    result = run("perft", "crazyhose", "--depth", "1")
    assert result.exit_code == 2
    assert "no file 'crazyhose' and no shipped definition of that name" in result.output
    assert "did you mean crazyhouse" in result.output
    assert "Traceback" not in result.output


def test_a_name_far_from_any_points_at_variantc_list():
    result = run("moves", "qqqqqqqqqqqq")
    assert result.exit_code == 2
    assert "`variantc list` names every shipped definition" in result.output


def test_a_file_of_that_name_wins_over_the_shipped_definition(tmp_path, monkeypatch):
    # a 3x3 board: the white king on c1 may go to b1 or c2, not beside the black one on a3
    (tmp_path / "chess").write_text('variant "Tiny"\nboard 3x3\npiece K king moves K royal\n'
                                    'setup "k2/3/2K w - - 0 1"\n')
    monkeypatch.chdir(tmp_path)
    result = run("perft", "chess", "--depth", "1")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("nodes 2 ")


@pytest.mark.parametrize("written", ["chesss.variant", "nowhere/chess", "hole-chess.md"])
def test_what_is_written_as_a_path_stays_one(written, tmp_path, monkeypatch):
    """A missing file is E001, as it always was, not a name to look up."""
    monkeypatch.chdir(tmp_path)
    result = run("check", written)
    assert result.exit_code == 1
    assert "error[E001]: cannot read the definition" in result.output


def test_a_directory_is_not_a_definition(tmp_path):
    result = run("perft", str(tmp_path), "--depth", "1")
    assert result.exit_code == 2
    assert "is a directory, not a definition" in result.output


def test_a_hostile_name_is_shown_not_sent_to_the_terminal():
    result = run("perft", "\x1b[31mred", "--depth", "1")
    assert result.exit_code == 2
    assert "\x1b" not in result.output


def test_list_names_every_shipped_definition_with_its_board_and_description():
    result = run("list")
    assert result.exit_code == 0, result.output
    header, *lines = result.output.splitlines()
    assert header.split() == ["name", "board", "title", "description"]
    assert [line.split()[0] for line in lines] == list(shipped.files())
    chess = next(line for line in lines if line.startswith("chess "))
    assert chess.split()[1:3] == ["8x8", "Chess"]
    assert chess.endswith("Orthodox chess, by the FIDE laws")
    hole = next(line for line in lines if line.startswith("hole-chess "))
    assert "7x10" in hole and "Hole Chess" in hole and "two holes" in hole


def test_list_json_gives_the_same_as_objects():
    result = run("list", "--json")
    assert result.exit_code == 0, result.output
    rows = {row["name"]: row for row in json.loads(result.output)}
    assert list(rows) == list(shipped.files())
    assert rows["3check"] == {"name": "3check", "module": "_3check", "title": "Three-check chess",
                              "board": "8x8", "description": rows["3check"]["description"]}
    assert all(row["description"] for row in rows.values())


def test_list_shows_a_hostile_title_escaped(tmp_path, monkeypatch):
    """A definition that does not check keeps its row: its title as its file gives it, which
    nothing has vetted, so it is shown escaped, in the table and in JSON."""
    bad = tmp_path / "bad.variant"
    bad.write_text('variant "Evil\x1b]0;owned\x07"\nboard 8x8\n', encoding="utf-8")
    monkeypatch.setattr(shipped, "files", lambda: {"bad": bad})
    table, as_json = run("list"), run("list", "--json")
    assert table.exit_code == as_json.exit_code == 0
    assert "\x1b" not in table.output and "\x07" not in table.output
    assert "Evil\\x1b]0;owned\\x07" in table.output
    assert "\x1b" not in as_json.output
    assert json.loads(as_json.output)[0]["title"] == "Evil\x1b]0;owned\x07"


def test_the_shell_completes_shipped_names_and_files():
    from click.shell_completion import ShellComplete

    done = ShellComplete(main, {}, "variantc", "_VARIANTC_COMPLETE").get_completions(
        ["perft"], "crazy")
    assert [(c.value, c.type) for c in done] == [("crazy-38s", "plain"), ("crazyhouse", "plain"),
                                                 ("crazy", "file")]
