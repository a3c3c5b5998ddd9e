"""Work split over processes (`--jobs`): the same counts and the same seeded games as the
serial run, and Ctrl-C ends the command and its workers."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time

from click.testing import CliRunner

from tests.conftest import DEFINITIONS, ROOT
from tests.helpers import module, variant
from tests.test_diff import corrupted
from variantc.cli import main
from variantc.tools import campaign, diff

CHESS = DEFINITIONS / "chess.variant"


def run(*args: str):
    return CliRunner().invoke(main, [str(a) for a in args])


def divide(*args: str) -> dict[str, int]:
    result = run("perft", *args, "--divide", "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.output)["divide"]


def test_perft_over_workers_divides_as_the_serial_count():
    parallel = divide(DEFINITIONS / "crazyhouse.variant", "--depth", "3", "--jobs", "2")
    assert parallel == divide(DEFINITIONS / "crazyhouse.variant", "--depth", "3")
    assert sum(parallel.values()) == 8902  # crazyhouse's published perft(3), as chess's


def test_pieces_two_plies_deep_add_up_per_root_move(monkeypatch):
    monkeypatch.setattr(campaign, "SPLIT_AGAIN", 2)
    seen: list[tuple[int, int]] = []
    rows = campaign.perft(CHESS, variant("chess.variant"), module("chess.variant"), "compiled",
                          None, 4, 2, lambda done, total: seen.append((done, total)))
    assert sum(rows.values()) == 197281 and rows["e2e4"] == 13160  # published divide
    assert seen[-1] == (400, 400)  # 20 root moves x 20 replies, each a piece


def test_playouts_over_workers_find_what_the_serial_run_finds():
    broken = corrupted("chess.variant", "KNIGHT_LEAPS", "e5", 0)  # a square some games reach
    serial = diff.run(lambda f: campaign.engines.make(variant("chess.variant"), "reference", f),
                      lambda f: broken.Engine(f), [None], 1, 8, 3, 30)
    parallel = campaign.playouts(CHESS, variant("chess.variant"), broken, None, range(3, 11), 30,
                                 2, lambda *_: None)
    assert 0 < len(parallel) < 8  # some games found it, not all: the seeds matter
    assert parallel == serial.mismatches


def test_diff_over_workers_reports_as_the_serial_run():
    result = run("diff", DEFINITIONS / "hostage-chess.variant", "--playouts", "4", "--jobs", "2")
    assert result.exit_code == 0, result.output
    assert "engines agree: perft 2, 4 playouts" in result.output


def test_ctrl_c_ends_the_command_and_its_workers():
    start = ("import sys; from variantc.cli import main; print('ready', file=sys.stderr, "
             f"flush=True); main(['perft', {str(CHESS)!r}, '--depth', '7', '--jobs', '2'])")
    # pytest-xdist's workers ignore SIGINT, and a child would inherit that: restore it.
    child = subprocess.Popen([sys.executable, "-c", start], cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, start_new_session=True,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        assert child.stderr is not None and child.stderr.readline() == "ready\n"
        time.sleep(3)
        os.killpg(child.pid, signal.SIGINT)  # as a terminal sends it: to the whole group
        out, err = child.communicate(timeout=60)
        assert child.returncode == 130, (out, err)
        assert err.strip().endswith("interrupted") and "Traceback" not in err
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                os.killpg(child.pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.2)
        raise AssertionError("workers outlived the command")
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(child.pid, signal.SIGKILL)  # never leave a count running


def _match(workers):
    from rich.console import Console

    from variantc.play import levels, match

    chess = module("chess.variant")
    a, b = levels.LEVELS["random"], levels.LEVELS["novice"]
    return match.run(chess.Engine, a, b, 4, 7, Console(quiet=True), workers)


def test_a_match_over_workers_plays_the_serial_games():
    from variantc.play import match

    finished: list[int] = []

    def workers(pieces, take):
        def took(result):
            finished.append(result[0])
            take(result)

        campaign.on_engine(CHESS, variant("chess.variant"), module("chess.variant"),
                           match.game_on, pieces, 2, lambda *_: None, took)

    serial, parallel = _match(None), _match(workers)
    assert sorted(finished) == [0, 1, 2, 3]
    assert parallel == serial
    assert [g.white for g in parallel[1]] == ["random", "novice", "random", "novice"]


def test_match_command_over_workers():
    result = run("match", CHESS, "--levels", "random", "random", "--games", "2", "--jobs", "2")
    assert result.exit_code == 0, result.output
    assert "chess: random v random" in result.output and result.output.count("plies") == 2
    result = run("match", CHESS, "--levels", "random", "random", "--ray", "127.0.0.1:1")
    assert result.exit_code == 2 and "no Ray cluster answers at 127.0.0.1:1" in result.output
