"""User text never becomes code: a compiled module, imported from disk, only holds it as data.

Python reads a module's first two lines for an encoding declaration (PEP 263). A codec such as
unicode_escape or utf-7 would undo `repr`'s escaping, so a path or title that names one could
turn a string literal into code. Each case compiles a definition through the CLI, then imports
the written file as any user would, and checks that the title came back as written and that
the payload, which would set an environment variable, never ran.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.helpers import import_from_disk, ucis
from variantc.backend import emit
from variantc.cli import main
from variantc.frontend.source import InternalError

CANARY = "VARIANTC_PWNED"
# Breaks out of a single-quoted literal once repr's \' is decoded back to ' (unicode_escape).
ESCAPED = f"x\"'+str(__import__('os').environ.__setitem__('{CANARY}','1'))+'"
# The same for utf-7, where +ACc- is a quote and +- a plus sign.
UTF7 = ESCAPED.replace("+", "+-").replace("'", "+ACc-")

DECLARATIONS = [
    "coding=unicode_escape",
    "coding: unicode_escape",
    "-*- coding: raw_unicode_escape -*-",
    "vim: set fileencoding=unicode_escape :",
    "coding=utf-7",
    "# coding=unicode_escape",
]

BODY = """
piece K king moves K royal
piece R rook moves R
setup "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
checkmate loses
stalemate draws
"""


def _markdown(title: str) -> str:
    quoted = json.dumps(title)  # YAML reads JSON's strings, escapes and all
    return f"---\ntitle: {quoted}\nslug: injected\n---\n\n```variant\nboard 8x8\n{BODY}```\n"


def _compile_and_import(definition: Path, out: Path):
    result = CliRunner().invoke(main, ["compile", "-o", str(out), "--", str(definition)])
    assert result.exit_code == 0, result.output
    written = Path(result.output.strip().splitlines()[-1])
    head = written.read_bytes().split(b"\n")[:2]
    assert all(b"coding" not in line for line in head), head
    return import_from_disk(written, f"variantc_injection_{abs(hash(written))}")


@pytest.fixture(autouse=True)
def _no_canary(monkeypatch):
    monkeypatch.delenv(CANARY, raising=False)
    yield
    assert CANARY not in os.environ, "a payload ran when the compiled module was imported"


@pytest.mark.parametrize("declaration", DECLARATIONS)
@pytest.mark.parametrize("title", [ESCAPED, UTF7])
def test_a_folder_named_like_an_encoding_declaration_runs_nothing(tmp_path, monkeypatch,
                                                                   declaration, title):
    folder = tmp_path / declaration
    folder.mkdir()
    (folder / "injected.md").write_text(_markdown(title), encoding="utf-8")
    monkeypatch.chdir(tmp_path)  # the header names the source relative to here: the folder shows
    module = _compile_and_import(Path(declaration) / "injected.md", tmp_path / "out")
    assert module.NAME == title


@pytest.mark.parametrize("declaration", DECLARATIONS)
def test_a_file_named_like_an_encoding_declaration_runs_nothing(tmp_path, monkeypatch, declaration):
    name = f"{declaration}.md"
    (tmp_path / name).write_text(_markdown(ESCAPED), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    module = _compile_and_import(Path(name), tmp_path / "out")
    assert module.NAME == ESCAPED


@pytest.mark.parametrize("text", [
    f'variant "{ESCAPED.replace(chr(34), "")}"\nboard 8x8\n{BODY}',
    f'variant "coding=unicode_escape"\nboard 8x8\n{BODY.replace("king", chr(34) + "coding:utf-7" + chr(34))}',
    f'# -*- coding: unicode_escape -*-\n# vim: set fileencoding=utf-7 :\nvariant "t"\nboard 8x8\n{BODY}',
])
def test_titles_names_and_comments_stay_data(tmp_path, monkeypatch, text):
    folder = tmp_path / "coding=unicode_escape"
    folder.mkdir()
    (folder / "injected.variant").write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    module = _compile_and_import(folder.relative_to(tmp_path) / "injected.variant", tmp_path / "out")
    assert ucis(module.Engine())


def test_a_module_that_would_be_read_in_another_encoding_is_refused():
    text = "# coding=unicode_escape\nNAME = '\\x41'\n"
    with pytest.raises(InternalError, match="unicode_escape"):
        emit.as_imported(text, "bad.py")
    good = "# @generated\n# source-sha256: 0\n# source: x\n\"\"\"Engine.\"\"\"\nNAME = 'A'\n"
    assert emit.as_imported(good, "good.py") == good.encode()


CODE = f"__import__('os').environ.__setitem__('{CANARY}','1')"
# Text that would be code if it reached a line of the module as written: after a line break (any
# Python reads as one), after a quote of each kind, inside a template's delimiters.
PAYLOADS = [
    f"x\n{CODE}\n#", f"x\r{CODE}\r#", f"x\r\n{CODE}\r\n#", f"x\x0c\n{CODE}\n#",
    f"x\u2028{CODE}\u2029#", f"x\x85{CODE}", f"x'''+{CODE}+'''", f'x"""+{CODE}+"""',
    f"x'+{CODE}+'", f'x"+{CODE}+"', "{{ " + CODE + " }}", "{% if " + CODE + " %}{% endif %}",
    f"x\\\n{CODE}", f"\\N{{{CODE}}}", f"$({CODE})", f"`{CODE}`", f"; {CODE}", f"# coding=utf-7\n+ACc-{CODE}",
]


def _title_back(module, title: str) -> None:
    assert module.NAME == title
    assert ucis(module.Engine())


@pytest.mark.parametrize("payload", PAYLOADS)
def test_payloads_in_a_file_name_stay_data(tmp_path, monkeypatch, payload):
    path = tmp_path / f"{payload}.md"
    try:
        path.write_text(_markdown("plain"), encoding="utf-8")
    except (OSError, ValueError):
        pytest.skip("this file system refuses the name")
    monkeypatch.chdir(tmp_path)
    _title_back(_compile_and_import(Path(path.name), tmp_path / "out"), "plain")


@pytest.mark.parametrize("payload", PAYLOADS)
def test_payloads_in_a_title_or_a_front_matter_key_stay_data(tmp_path, payload):
    path = tmp_path / "injected.md"
    text = _markdown(payload).replace("slug: injected\n", f"slug: injected\n{json.dumps(payload)}: 1\n")
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(path)])
    if result.exit_code != 0:  # refused with a diagnostic, never a traceback
        assert result.exception is None or isinstance(result.exception, SystemExit), result.output
        assert "error[" in result.output
        return
    _title_back(_compile_and_import(path, tmp_path / "out"), payload)


def test_a_header_line_that_runs_into_code_is_refused():
    text = '# @generated\n# source-sha256: 0\n# source: x\nimport os\n#\n"""Engine."""\n'
    with pytest.raises(InternalError, match="code in its header"):
        emit.as_imported(text, "bad.py")
