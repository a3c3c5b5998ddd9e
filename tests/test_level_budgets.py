"""Every level plays every shipped definition within its budget: a match's game (no clock, as
`variantc match` plays it) never searches past a level's depth or nodes, whatever the
definition's moves multiply to (duck chess: each move once per empty square). A short match per
definition; a sample by default, every definition under `-m slow`."""

from __future__ import annotations

import pytest

from tests.conftest import DEFINITIONS
from tests.helpers import module
from variantc.play import match, search
from variantc.play.levels import LEVELS, NAMES, Level, Player

SHIPPED = sorted(p.name for p in DEFINITIONS.iterdir() if p.suffix in (".variant", ".md"))
PAIRS = [("novice", "random"), ("casual", "beginner"), ("club", "club")]  # every level plays
PLIES = 6  # each level of a pair moves three times

# The default sample: duck chess's game of the issue (novice v random, seed 0: ten plies in,
# its searches took 20 s, then 80 s and more), more levels on duck chess, and the deepest on
# chess, on drops and hostages, and on a large board.
SAMPLE = [
    ("duck.variant", "novice", "random", 14),
    ("duck.variant", "casual", "beginner", 2),
    ("duck.variant", "club", "novice", 1),
    ("chess.variant", "club", "casual", 8),
    ("hostage-chess.variant", "club", "novice", PLIES),
    ("grand.variant", "club", "beginner", PLIES),
]


def within_budget(monkeypatch, name: str, a: str, b: str, plies: int) -> int:
    """Play a game of `a` (white) against `b` from the match's seeded opening, adjudicated
    after `plies` of the levels' moves, checking every choice against its level's budget; the
    number of choices."""
    chosen: list[tuple[Level, search.Result]] = []
    choose = Player.choose

    def checked(self, engine, *args, **kwargs):
        result = choose(self, engine, *args, **kwargs)
        chosen.append((self.level, result))
        return result

    monkeypatch.setattr(Player, "choose", checked)
    monkeypatch.setattr(match, "MAX_PLIES", match.OPENING_PLIES + plies)
    match.game(module(name).Engine, LEVELS[a], LEVELS[b], 0, 0)
    for level, result in chosen:
        assert result.move is not None
        assert result.depth <= level.depth
        if level.depth:  # a level that searches: at most its nodes, clock or not (a few more
            # only where weighing one root move would take more: no shipped definition's does)
            assert result.nodes <= level.nodes, f"{level.name} searched {result.nodes} nodes"
    return len(chosen)


def test_the_sample_covers_every_level():
    assert {level for _, *pair, _ in SAMPLE for level in pair} == set(NAMES)
    assert {level for pair in PAIRS for level in pair} == set(NAMES)


@pytest.mark.parametrize(("name", "a", "b", "plies"), SAMPLE)
def test_a_short_match_keeps_each_levels_budget(monkeypatch, name, a, b, plies):
    assert within_budget(monkeypatch, name, a, b, plies) > 0


# Ultima's club level searches its many slides and captures the longest (two minutes a match).
DEEP = {"ultima.variant"}


@pytest.mark.slow
@pytest.mark.parametrize(("a", "b"), PAIRS)
@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.deep) if n in DEEP else n
                                  for n in SHIPPED])
def test_every_level_plays_every_definition_within_its_budget(monkeypatch, name, a, b):
    assert within_budget(monkeypatch, name, a, b, PLIES) > 0
