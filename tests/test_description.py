"""`description "TEXT"` and a rules document's `description:`: one printable line on what the
variant is, kept in the IR for `variantc list`; every shipped definition gives one."""

from __future__ import annotations

import pytest

from tests.conftest import DEFINITIONS
from variantc import pipeline, shipped
from variantc.diagnostics import Code

BODY = 'board 3x3\npiece K king moves K royal\nsetup "k2/3/2K w - - 0 1"\n'


def load(tmp_path, text: str, name: str = "tiny.variant"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return pipeline.load(path)


def document(front: str) -> str:
    return f"---\ntitle: Tiny\n{front}---\n\n```variant\n{BODY}```\n"


def codes(loaded) -> list[Code]:
    return [d.code for d in loaded.diagnostics]


def test_the_statement_gives_the_description(tmp_path):
    loaded = load(tmp_path, f'variant "Tiny"\ndescription "Two kings on a 3x3 board"\n{BODY}')
    assert loaded.ok, loaded.report()
    assert loaded.variant.description == "Two kings on a 3x3 board"


def test_without_one_there_is_none(tmp_path):
    loaded = load(tmp_path, f'variant "Tiny"\n{BODY}')
    assert loaded.ok and loaded.variant.description is None


def test_a_second_description_is_e011(tmp_path):
    loaded = load(tmp_path, f'description "one"\ndescription "two"\n{BODY}')
    assert codes(loaded) == [Code.E011]
    assert "'description' is given more than once" in loaded.report()


@pytest.mark.parametrize("text", ['""', '"   "', '"tab\there"', '"esc\x1b[31m"', '"\u202eevil"'])
def test_a_blank_or_unprintable_description_is_e017(tmp_path, text):
    loaded = load(tmp_path, f"description {text}\n{BODY}")
    assert codes(loaded) == [Code.E017], loaded.report()
    assert "the description" in loaded.report()


def test_a_description_without_its_string_is_a_syntax_error(tmp_path):
    assert codes(load(tmp_path, f"description\n{BODY}")) == [Code.E101]


def test_a_base_s_description_is_inherited_and_a_child_s_replaces_it(tmp_path):
    (tmp_path / "base.variant").write_text(f'description "the base"\n{BODY}')
    inherited = load(tmp_path, 'extends "base.variant"\n', "child.variant")
    assert inherited.ok and inherited.variant.description == "the base"
    own = load(tmp_path, 'extends "base.variant"\ndescription "the child"\n', "own.variant")
    assert own.ok and own.variant.description == "the child"


def test_front_matter_gives_it_in_a_rules_document(tmp_path):
    loaded = load(tmp_path, document("description: Two kings, nothing else\n"), "tiny.md")
    assert loaded.ok, loaded.report()
    assert loaded.variant.description == "Two kings, nothing else"


def test_the_statement_wins_over_the_front_matter(tmp_path):
    text = document("description: from the front matter\n").replace(
        "```variant\n", '```variant\ndescription "from the rules"\n')
    loaded = load(tmp_path, text, "tiny.md")
    assert loaded.ok and loaded.variant.description == "from the rules"


@pytest.mark.parametrize("value, code", [("[1, 2]", Code.E004), ("", Code.E004),
                                         ('"line\\nbreak"', Code.E017),
                                         ('"\\u001b[2J"', Code.E017)])
def test_bad_front_matter_descriptions(tmp_path, value, code):
    loaded = load(tmp_path, document(f"description: {value}\n"), "tiny.md")
    assert codes(loaded) == [code], loaded.report()



@pytest.mark.parametrize("path", sorted(shipped.files().values()), ids=lambda p: p.name)
def test_every_shipped_definition_describes_itself_on_one_line(path):
    assert path.parent == DEFINITIONS
    loaded = pipeline.load(path)
    assert loaded.ok, loaded.report()
    description = loaded.variant.description
    assert description and len(description) <= 100, description
    assert not description.endswith("."), "a one-line description, not a sentence ending"
