"""`confined to ZONE` and promotion choices per side, pinned by small definitions: both engines
must give the same, stated moves, and agree by perft and seeded games."""

from __future__ import annotations

from tests.helpers import definition, ucis, variant
from variantc import pipeline
from variantc.tools import diff, engines

KINGS = "piece K king moves K royal\n"


def both(v, fen=None):
    return [engines.make(v, kind, fen) for kind in engines.KINDS]


def agree(v, fens=(None,), depth=2, playouts=0) -> None:
    summary = diff.run(lambda f: engines.make(v, "reference", f),
                       lambda f: engines.make(v, "compiled", f), list(fens), depth=depth,
                       playouts=playouts, seed=3, plies=60)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)


def test_a_pawnback_pawn_steps_back_but_never_onto_its_first_rank():
    v = variant("pawnback.variant")
    for e in both(v, "4k3/8/8/8/3p4/1P6/P6p/4K3 w - - 0 1"):
        assert {"a2a3", "a2a4", "b3b2", "b3b4"} <= set(ucis(e))
        assert "a2a1" not in ucis(e)
        e.push_uci("b3b4")
        assert {"d4d3", "d4d5", "h2h3"} <= set(ucis(e))
        assert {"h2h1q", "h2h1r", "h2h1b", "h2h1n"} <= set(ucis(e))
    agree(v, ["4k3/8/8/8/3p4/1P6/P6p/4K3 w - - 0 1"], depth=3, playouts=2)


def test_pawn_moves_do_not_reset_the_move_limit_in_pawnback():
    for e in both(variant("pawnback.variant"), "4k3/8/8/8/8/8/P7/4K3 w - - 7 1"):
        e.push_uci("a2a4")
        assert e.fen().split()[4] == "8"


def test_a_confined_line_passes_squares_it_may_not_stop_on(tmp_path):
    """A rook kept off file c runs over c1 to d1 and e1; it attacks nothing on file c, so the
    enemy king may stand there."""
    v = definition(tmp_path, "board 5x5\n" + KINGS +
                   "piece R rook moves R confined to all - file c\n"
                   'setup "3k1/5/5/5/R3K w - - 0 1"\n')
    for e in both(v, "4k/5/5/5/R3K w - - 0 1"):
        assert {"a1b1", "a1d1"} <= set(ucis(e)) and "a1c1" not in ucis(e)
    for e in both(v, "R1k2/5/5/5/4K b - - 0 1"):
        assert not e.is_check()  # c5 is on the rook's line, but outside its zone
        assert "c5d5" not in ucis(e) and "c5b4" in ucis(e)  # d5 is attacked past c5
    agree(v, [None, "R1k2/5/5/5/4K b - - 0 1"], depth=3, playouts=4)


def test_confined_hoppers_and_counted_slides_agree(tmp_path):
    """The cannon and the counted slider test OUTSIDE as their lines go; both engines agree,
    attacks (check) included."""
    v = definition(tmp_path, "board 6x6\n" + KINGS +
                   "zone half = ranks 1-3\n"
                   "piece C cannon moves mRcpR confined to half\n"
                   "piece S slider slides R per P in all confined to half - e1\n"
                   "piece P pawn moves fmW fcF\n"
                   'setup "k5/c4s/pp4/4PP/C4S/5K w - - 0 1"\n')
    agree(v, [None, "k5/5s/1p4/c3PP/C4S/5K b - - 0 1"], depth=3, playouts=6)


def test_a_confined_man_is_dropped_and_promoted_only_where_it_may_stand(tmp_path):
    v = definition(tmp_path, "board 5x5\npool hand\ncaptures to hand\ndrop from hand\n" + KINGS +
                   "piece G general moves K confined to files a-b\n"
                   "piece Q queen moves Q\n"
                   "piece P pawn moves fmW fcF promotes in rank 5 to G Q\n"
                   'setup "4k/P4/5/5/4K[Gg] w - - 0 1"\n')
    for e in both(v):
        drops = {m for m in ucis(e) if "@" in m}
        assert drops and all(m[2] in "ab" for m in drops)
        assert {"a4a5g", "a4a5q"} <= set(ucis(e))
    for e in both(v, "4k/2P2/5/5/4K[] w - - 0 1"):
        assert {m for m in ucis(e) if m.startswith("c4")} == {"c4c5q"}
    agree(v, [None, "1g2k/2P2/5/5/G3K[] w - - 0 1"], depth=3, playouts=4)


def test_forbid_immobility_reads_confinement(tmp_path):
    """A forward stepper kept to ranks 1-3 could never move from rank 3: it may not stop there,
    nor be dropped there."""
    v = definition(tmp_path, "board 5x5\nforbid immobility\npool hand\ncaptures to hand\n"
                   "drop from hand\n" + KINGS +
                   "piece F foot moves fW confined to ranks 1-3\n"
                   'setup "4k/5/5/F4/4K[Ff] w - - 0 1"\n')
    for e in both(v):
        assert "a2a3" not in ucis(e)
        assert {m for m in ucis(e) if m.startswith("F@")} >= {"F@b1", "F@b2"}
        assert not {m for m in ucis(e) if m.startswith("F@") and m.endswith("3")}
    agree(v, depth=3, playouts=4)


def test_chigorin_promotes_each_side_to_its_own_army():
    v = variant("chigorin.variant")
    for e in both(v, "4k3/P7/8/8/8/8/p7/4K3 w - - 0 1"):
        assert [m for m in ucis(e) if m.startswith("a7")] == ["a7a8c", "a7a8n", "a7a8r"]
        e.push_uci("e1d1")
        assert [m for m in ucis(e) if m.startswith("a2")] == ["a2a1b", "a2a1q", "a2a1r"]
    agree(v, ["4k3/P7/8/8/8/8/p7/4K3 w - - 0 1"], depth=3, playouts=2)


def test_choices_per_side_with_limits_and_demotion(tmp_path):
    """Per-side choices with `limited`; in a variant whose captures demote, a man promoted to
    either side's choice is marked and goes back to the hand as the pawn."""
    v = definition(tmp_path, "board 5x5\npool hand\ncaptures to hand\ndrop from hand\n" + KINGS +
                   "piece R rook moves R\npiece B bishop moves B\npiece N knight moves N\n"
                   "piece P pawn moves fmW fcF\n"
                   "  promotes in rank 5 to white R N, black B N limited\n"
                   'setup "r1b1k/p4/5/1P3/RN2K[] w - - 0 1"\n')
    for e in both(v, "r3k/1P3/5/5/R3K[] w - - 0 1"):
        # N, not R: the rook is still on the board
        assert [m for m in ucis(e) if m.startswith("b4")] == ["b4a5n", "b4b5n"]
        e.push_uci("b4b5n")
        e.push_uci("a5b5")
        assert e.fen().split()[0].endswith("[p]")  # the knight goes back as a pawn
    for e in both(v, "4k/5/5/p4/RN2K[] b - - 0 1"):
        assert [m for m in ucis(e) if m.startswith("a2")] == ["a2b1b"]  # B: a bishop was lost; never N
    agree(v, [None, "4k/5/5/p4/RN2K[] b - - 0 1"], depth=3, playouts=6)


def _report(tmp_path, text: str) -> str:
    path = tmp_path / "promo.variant"
    path.write_text(text)
    return pipeline.load(path).report()


def test_a_choice_confined_away_from_a_square_outside_the_promotion_zone_is_no_error(tmp_path):
    """E513 asks for a choice on each square a promoting move may land on in the zone: c3 lies
    outside rank 5, so a queen kept off c3 leaves the pawn a choice wherever it promotes."""
    v = definition(tmp_path, "board 5x5\n" + KINGS + "piece Q queen moves Q confined to all - c3\n"
                   "piece P pawn moves fmW promotes in rank 5 to Q\n"
                   'setup "4k/P4/5/5/4K w - - 0 1"\n')
    for e in both(v):
        assert "a4a5q" in ucis(e)
    agree(v, depth=3)


def test_a_promotion_square_where_no_choice_may_stand_is_e513(tmp_path):
    report = _report(tmp_path, "board 5x5\n" + KINGS + "piece Q queen moves Q confined to all - c5\n"
                     "piece P pawn moves fmW\n  promotes in rank 5 to Q\n"
                     'setup "4k/P4/5/5/4K w - - 0 1"\n')
    assert report.splitlines()[0].endswith(
        "promo.variant:5:3: error[E513]: pawn must promote, but no white choice may stand on c5")
    assert "c5 is in the promotion zone" in report
    # Black's rank 5 is rank 1, where c1 is a square the queen may stand on
    assert "no black choice" not in report


def test_a_move_from_the_zone_out_of_it_where_no_choice_may_stand_is_no_move(tmp_path):
    """A move that starts in the zone promotes too: out of the zone, onto a square no choice
    may stand on, it is not a move at all (like a confined man's move out of its zone), and
    no error, since the zone's own squares all have a choice."""
    v = definition(tmp_path, "board 5x5\n" + KINGS + "piece G gold moves W confined to ranks 4-5\n"
                   "piece S silver moves F promotes in ranks 4-5 to G\n"
                   'setup "4k/1S3/5/5/K4 w - - 0 1"\n')
    for e in both(v):
        assert {"b4a5g", "b4c5g"} <= set(ucis(e))
        assert not {m for m in ucis(e) if m.startswith("b4") and m[3] == "3"}
    agree(v, depth=3)
