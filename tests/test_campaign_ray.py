"""Campaigns on a Ray cluster (`--ray`): a local cluster started for the run gives the serial
run's counts and finds the serial run's mismatches; a missing Ray or an address nobody
answers at is a usage error at once. Ray is the `ray` extra: without it, the tests that need it
skip, and the one that checks the message a missing Ray gives still runs."""

from __future__ import annotations

import importlib.util
import json
import sys

import pytest
from click.testing import CliRunner

from tests.conftest import DEFINITIONS
from tests.helpers import variant
from tests.test_diff import corrupted, corrupted_source
from variantc.cli import main
from variantc.tools import campaign, campaign_ray, diff, engines

CHESS = DEFINITIONS / "chess.variant"
needs_ray = pytest.mark.skipif(importlib.util.find_spec("ray") is None,
                               reason="Ray is not installed: pip install -e '.[ray]'")


def run(*args: object):
    return CliRunner().invoke(main, [str(a) for a in args])


@needs_ray
@pytest.mark.slow  # a local Ray cluster takes 15-30 s to start
def test_perft_on_a_local_ray_cluster_divides_as_the_serial_count():
    args = ("perft", DEFINITIONS / "crazyhouse.variant", "--depth", "3", "--divide", "--json")
    on_ray = run(*args, "--ray", "local")
    assert on_ray.exit_code == 0, on_ray.output
    serial = run(*args)
    assert json.loads(on_ray.output)["divide"] == json.loads(serial.output)["divide"]
    assert json.loads(on_ray.output)["nodes"] == 8902


@needs_ray
@pytest.mark.slow
def test_ray_workers_play_the_serial_games(monkeypatch):
    chess = variant("chess.variant")
    broken = corrupted("chess.variant", "KNIGHT_LEAPS", "e5", 0)
    serial = diff.run(lambda f: engines.make(chess, "reference", f), lambda f: broken.Engine(f),
                      [None], 1, 8, 3, 30)
    # The workers compile the source the command sends them: send them the same broken one.
    broken_text = corrupted_source("chess.variant", "KNIGHT_LEAPS", "e5", 0)
    monkeypatch.setattr(campaign_ray.emit, "render", lambda _: broken_text)
    found = campaign.playouts(CHESS, chess, None, None, range(3, 11), 30, "local", lambda *_: None)
    assert 0 < len(found) < 8
    assert found == serial.mismatches


@needs_ray  # without it, every address is answered by "--ray needs Ray"
def test_an_address_nobody_answers_at_is_a_usage_error_at_once():
    result = run("perft", CHESS, "--depth", "3", "--ray", "127.0.0.1:1")
    assert result.exit_code == 2 and "no Ray cluster answers at 127.0.0.1:1" in result.output
    result = run("diff", CHESS, "--playouts", "2", "--ray", "not an address")
    assert result.exit_code == 2 and "is not host:port, auto or local" in result.output


def test_without_ray_installed_the_option_says_how_to_get_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)
    result = run("perft", CHESS, "--depth", "3", "--ray", "local")
    assert result.exit_code == 2 and "pip install 'variantc[ray]'" in result.output


@needs_ray
@pytest.mark.slow
def test_a_match_on_a_local_ray_cluster_plays_the_serial_games():
    args = ("match", CHESS, "--levels", "random", "novice", "--games", "2", "--seed", "5")
    serial, on_ray = run(*args), run(*args, "--ray", "local")
    assert on_ray.exit_code == 0, on_ray.output

    def games(output: str) -> list[str]:
        # the game's number, players, result, reason and length (the running score after it
        # depends on the order games end in)
        return sorted(line.split(" plies")[0] for line in output.splitlines()
                      if line.startswith("game "))

    assert games(on_ray.output) == games(serial.output) and len(games(serial.output)) == 2
