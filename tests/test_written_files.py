"""Files are written as users expect: whole or not at all, even when the writer is killed, with
the umask's mode, and the same bytes from any folder."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.conftest import DEFINITIONS
from variantc.backend import atomic
from variantc.cli import main

CHESS = (DEFINITIONS / "chess.variant").read_text()
ROOT = DEFINITIONS.parent

# A child compiles chess, but its writer stops half-way (a marker says so) until it is killed.
STALLED = """
import sys, time
from pathlib import Path
from variantc.backend import atomic
from variantc.cli import main

def stall(fd, data):
    import os
    os.write(fd, data[:len(data) // 2])
    Path(sys.argv[2]).write_text("half")
    time.sleep(60)

atomic._fill = stall
main(["compile", sys.argv[1], "-o", sys.argv[3]])
"""


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


@pytest.mark.parametrize("existing", [False, True], ids=["new", "replaced"])
def test_a_compile_killed_while_writing_leaves_no_file(tmp_path, existing):
    out = tmp_path / "out"
    out.mkdir()
    if existing:
        (out / "chess.py").write_bytes(b"# the module before\n")
    marker = tmp_path / "marker"
    child = subprocess.Popen([sys.executable, "-c", STALLED, str(DEFINITIONS / "chess.variant"),
                              str(marker), str(out)], cwd=ROOT)
    try:
        deadline = time.monotonic() + 120
        while not marker.exists():
            assert child.poll() is None, "the child ended before writing"
            assert time.monotonic() < deadline, "the child never started writing"
            time.sleep(0.05)
        child.send_signal(signal.SIGKILL)
        child.wait()
    finally:
        child.kill()
    left = sorted(p.name for p in out.iterdir())
    assert left == (["chess.py"] if existing else [])
    if existing:
        assert (out / "chess.py").read_bytes() == b"# the module before\n"


def test_a_file_is_replaced_whole(tmp_path):
    target = tmp_path / "deep" / "m.py"
    atomic.write_bytes(target, b"one")
    atomic.write_bytes(target, b"two" * 100_000)
    assert target.read_bytes() == b"two" * 100_000
    assert [p.name for p in target.parent.iterdir()] == ["m.py"]


def test_without_unnamed_files_a_failed_write_leaves_nothing(tmp_path, monkeypatch):
    monkeypatch.delattr(os, "O_TMPFILE", raising=False)

    def fail(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(KeyboardInterrupt):
        atomic.write_bytes(tmp_path / "m.py", b"data")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("unnamed", [True, False], ids=["unnamed", "named"])
def test_a_written_module_follows_the_umask(tmp_path, monkeypatch, unnamed):
    if not unnamed:
        monkeypatch.delattr(os, "O_TMPFILE", raising=False)
    old = os.umask(0o022)
    try:
        result = run("compile", str(DEFINITIONS / "chess.variant"), "-o", str(tmp_path))
    finally:
        os.umask(old)
    assert result.exit_code == 0
    assert (tmp_path / "chess.py").stat().st_mode & 0o777 == 0o644


def test_the_bytes_written_do_not_depend_on_the_folder_compiled_from(tmp_path, monkeypatch):
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "b" / "chess.variant").write_text(CHESS)
    outs = []
    for cwd, path in ((tmp_path, "a/b/chess.variant"), (tmp_path / "a" / "b", "chess.variant")):
        monkeypatch.chdir(cwd)
        out = tmp_path / f"out{len(outs)}"
        assert run("compile", path, "-o", str(out)).exit_code == 0
        outs.append((out / "chess.py").read_bytes())
    assert outs[0] == outs[1]


# -- the files `svg -o`, `play --pgn` and the terminal's `save` write -------------------------

# Each writer as a user runs it, the file it writes named last: the svg, a game's PGN, and a
# game against the computer saved from its prompt.
WRITERS = {
    "svg": lambda target: ["svg", str(DEFINITIONS / "chess.variant"), "e2e4", "-o", target],
    "pgn": lambda target: ["play", str(DEFINITIONS / "chess.variant"), "e2e4", "--pgn", target],
    "save": lambda target: ["play", str(DEFINITIONS / "chess.variant"), "--vs", "random"],
}
TYPED = {"save": "e4\nsave {}\nquit\n"}

# A child runs a writer with files limited to 64 bytes: the write fails part-way (EFBIG), as on
# a full disk.
LIMITED = """
import resource, signal, sys
from variantc.cli import main
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (64, 64))
main(sys.argv[1:])
"""


def written(writer: str, target: Path, limited: bool = False) -> subprocess.CompletedProcess:
    code = LIMITED if limited else "import sys; from variantc.cli import main; main(sys.argv[1:])"
    return subprocess.run([sys.executable, "-c", code, *WRITERS[writer](str(target))], cwd=ROOT,
                          input=TYPED.get(writer, "").format(target), capture_output=True,
                          text=True, timeout=120)


@pytest.mark.parametrize("writer", WRITERS)
def test_a_write_that_fails_part_way_leaves_the_old_file_whole(tmp_path, writer):
    target = tmp_path / "out"
    target.write_text("the file before\n")
    done = written(writer, target, limited=True)
    assert "cannot write" in done.stdout + done.stderr, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr
    assert target.read_text() == "the file before\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out"]  # no half-written file beside it


@pytest.mark.parametrize("writer", WRITERS)
def test_a_link_at_the_target_is_replaced_not_followed(tmp_path, writer):
    kept = tmp_path / "kept.txt"
    kept.write_text("not to be written through a link\n")
    target = tmp_path / "out"
    target.symlink_to(kept)
    done = written(writer, target)
    assert done.returncode == 0, done.stderr
    assert kept.read_text() == "not to be written through a link\n"
    assert not target.is_symlink() and target.stat().st_size > 64
