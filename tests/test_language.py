"""Language semantics pinned by small definitions: each case once broke an engine."""

from __future__ import annotations

import pytest

from tests.helpers import definition, ucis, variant
from variantc import pipeline
from variantc.tools import diff, engines

KINGS = "piece K king moves K royal\n"


def both(v, fen=None):
    return [engines.make(v, kind, fen) for kind in engines.KINDS]


def agree(v, fen=None, depth=2) -> None:
    found = diff.perft(lambda f: engines.make(v, "reference", f),
                       lambda f: engines.make(v, "compiled", f), fen, depth)
    assert found is None, found.report()


def test_a_promoted_kind_with_no_base_compiles(tmp_path):
    """A '+Q' piece whose moves match no other piece's: its tables need valid names."""
    v = definition(tmp_path, "board 5x5\n" + KINGS + 'piece +Q "super queen" moves Q\n'
                   'setup "1k3/5/5/5/+Q3K w - - 0 1"\n')
    for e in both(v):
        assert "a1a5" in ucis(e)
    agree(v)


def test_drops_take_only_the_movers_own_men(tmp_path):
    """A pool that keeps colours may hold enemy men: only the mover's own men are dropped."""
    v = definition(tmp_path, "board 5x5\npool prison\ncaptures to prison keeping-colour\n"
                   "drop from prison\n" + KINGS + "piece R rook moves R\n"
                   'setup "k4/5/5/5/4K[r/R] w - - 0 1"\n')
    for e in both(v):
        drops = [m for m in ucis(e) if "@" in m]
        assert drops == [] and len(ucis(e)) == 3
    agree(v)


def test_a_finished_game_reads_back(tmp_path):
    """With capturable royal men, a FEN without one (the game won) is a position too."""
    v = definition(tmp_path, "board 5x5\n" + KINGS + "piece R rook moves R\n"
                   'setup "k4/5/5/5/R3K w - - 0 1"\nroyal-captured loses\n')
    for kind in engines.KINDS:
        e = engines.make(v, kind)
        e.push_uci("a1a5")
        again = engines.make(v, kind, e.fen())
        assert ucis(again) == [] and again.outcome() == e.outcome()
        assert e.outcome().result() == "1-0"


def test_en_passant_after_a_long_pass_survives_the_fen(tmp_path):
    """A pawn that steps three squares leaves two behind; the FEN keeps them capturable."""
    v = definition(tmp_path, "board 6x6\n" + KINGS +
                   "piece P pawn moves fmW ifmnH fcF en-passant\n"
                   'setup "k5/6/1p4/p5/6/P4K w - - 0 1"\n', "long.variant")
    for kind in engines.KINDS:
        e = engines.make(v, kind, "k5/6/6/1p4/6/P4K w - - 0 1")
        e.push_uci("a1a4")  # passes a2 and a3; the b3 pawn may take on a2... b3 is black's, at b3
        again = engines.make(v, kind, e.fen())
        assert ucis(again) == ucis(e)
        assert again.fen() == e.fen()
    agree(v, "k5/6/6/1p4/6/P4K w - - 0 1", 3)


def test_first_moves_count_where_they_may_start(tmp_path):
    """Under 'forbid immobility', a man on a square of its initial zone can still move there:
    a step to a2 is allowed (its first moves start on ranks 1-2), a step on to a3 is not."""
    v = definition(tmp_path, "board 5x5\nforbid immobility\n" + KINGS +
                   "piece X stepper moves ifW initial ranks 1-2\n"
                   'setup "k4/5/5/5/X3K w - - 0 1"\n')
    for e in both(v):
        assert "a1a2" in ucis(e)
        e.push_uci("a1a2")
        e.push_uci("a5b5")
        assert "a2a3" not in ucis(e)
    agree(v)


def test_extends_replaces_counters_by_name_and_goals_as_a_whole(tmp_path):
    base = tmp_path / "base.variant"
    base.write_text("board 5x5\n" + KINGS + "piece R rook moves R\n"
                    "counter lost counts losses of R\ncounter taken counts captures of R\n"
                    "zone top = rank 5\ngoal K in top wins\n"
                    'setup "1k3/5/5/5/R3K{0,0/0,0} w - - 0 1"\n')
    child = tmp_path / "child.variant"
    child.write_text('extends "base.variant"\ncounter taken counts captures of K\n'
                     "zone corner = a1\ngoal R in corner wins\n")
    loaded = pipeline.load(child)
    assert loaded.ok, loaded.report()
    v = loaded.variant
    assert [(c.name, c.letters) for c in v.counters] == [("lost", ("R",)), ("taken", ("K",))]
    assert [g.letter for g in v.endings.goals] == ["R"]
    child.write_text('extends "base.variant"\ngoal none\n')
    loaded = pipeline.load(child)
    assert loaded.ok, loaded.report()
    assert loaded.variant.endings.goals == ()
    for v, ends in ((pipeline.load(base).variant, True), (loaded.variant, False)):
        for e in both(v, "1k3/4K/5/5/R4{0,0/0,0} w - - 0 1"):
            e.push_uci("e4e5")  # the base's goal, a king on rank 5, is gone from the child
            assert (e.outcome() is not None) is ends


def test_five_check_replaces_three_checks_goal():
    """definitions/5check.variant extends 3check and restates its goal: a fourth check does not
    end the game, a fifth does."""
    five = variant("5check.variant")
    assert [g.when.right.number for g in five.endings.goals] == [5]
    for e in both(five, "4k3/8/8/8/8/8/8/R3K3{4,0} w Q - 0 1"):
        e.push_uci("a1a8")
        assert e.outcome() is not None and e.outcome().winner is True
    for e in both(five, "4k3/8/8/8/8/8/8/R3K3{3,0} w Q - 0 1"):
        e.push_uci("a1a8")
        assert e.outcome() is None


@pytest.mark.parametrize("pools", ["[/]", "[]", "[-]"])
def test_empty_pools_in_every_written_form(tmp_path, pools):
    v = definition(tmp_path, "board 5x5\npool a\npool b\n" + KINGS +
                   f'setup "k4/5/5/5/4K{pools} w - - 0 1"\n')
    for e in both(v):
        assert e.fen().startswith("k4/5/5/5/4K[///]")


def test_a_man_leaving_or_arriving_near_a_hop_is_tested(tmp_path):
    """A grasshopper on e8 takes the king on e1 over the first man on its file. A rook that
    arrives on e2 would be that man; a knight on e3 that leaves would make the rook behind it
    that man. Neither move is legal, though no man is pinned on a line."""
    v = definition(tmp_path, "board 8x8\n" + KINGS + "piece G grasshopper moves gQ\n"
                   "piece R rook moves R\npiece N knight moves N\n"
                   'setup "1k2g3/8/8/8/8/8/R7/4K3 w - - 0 1"\n')
    for e in both(v):
        moves = ucis(e)
        assert "a2e2" not in moves and "a2d2" in moves
    covered = "k3g3/8/8/8/8/4N3/4R3/4K3 w - - 0 1"
    for e in both(v, covered):
        moves = ucis(e)
        assert "e2d2" in moves and not any(m.startswith("e3") for m in moves)
    agree(v)
    agree(v, covered, 3)


def test_a_man_leaving_a_lame_leaps_leg_is_tested(tmp_path):
    """A lame knight (xiangqi's horse) on d3 reaches the king on e1 over d2: the rook on its leg
    may not leave but to take it, while a man arriving there only blocks."""
    v = definition(tmp_path, "board 8x8\n" + KINGS + "piece H horse moves nN\n"
                   "piece R rook moves R\n"
                   'setup "1k6/8/8/8/8/3h4/R2R4/4K3 w - - 0 1"\n')
    for e in both(v):
        moves = ucis(e)
        assert [m for m in moves if m.startswith("d2")] == ["d2d3"] and "a2a1" in moves
    agree(v, depth=3)


def test_a_man_pinned_on_a_nightriders_line_stays(tmp_path):
    """A nightrider on a3 reaches the king on e1 over c2: the rook on c2 is pinned, though
    no compass line joins them."""
    v = definition(tmp_path, "board 8x8\n" + KINGS + "piece N nightrider moves NN\n"
                   "piece R rook moves R\n"
                   'setup "k7/8/8/8/8/n7/2R5/4K3 w - - 0 1"\n')
    for e in both(v):
        assert not any(m.startswith("c2") for m in ucis(e))
    agree(v, depth=3)
