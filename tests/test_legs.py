"""Multi-leg moves, `[F?fR]` (docs/language.md#136-multi-leg-moves): positions worked by hand
from the rules of the pieces (the griffon and aanca of Alfonso's Grande Acedrex as the
bracket notation writes them, Tamerlane's giraffe), and the compiled engine against the
reference, whose walk of the legs (reference/betza.legs) shares nothing with the back end's
(backend/geometry.legs)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers import compiled, reference
from variantc import pipeline
from variantc.tools import diff, engines

BENT = "../tests/data/bent-riders.variant"
KINGS = "7k/8/8/8/{}/8/8/K7 w - - 0 1"


def targets(fen: str, square: str, engine=compiled) -> set[str]:
    board = engine(BENT, fen)
    return {m.uci()[2:4] for m in board.legal_moves if m.uci().startswith(square)}


def on_d4(letter: str) -> str:
    return KINGS.format(f"3{letter}4")


def test_griffon_from_d4():
    """A ferz step to c3 c5 e3 e5, each also going on as a rook outward: 4 + 6 + 5 + 5 + 4."""
    assert targets(on_d4("G"), "d4") == {
        "c3", "c5", "e3", "e5",
        "b5", "a5", "c6", "c7", "c8",
        "e6", "e7", "e8", "f5", "g5", "h5",
        "f3", "g3", "h3", "e2", "e1",
        "b3", "a3", "c2", "c1"}


def test_aanca_from_d4():
    """A wazir step, then a bishop's ride on the two diagonals that lead outward."""
    assert targets(on_d4("A"), "d4") == {
        "c4", "d3", "d5", "e4",
        "c6", "b7", "a8", "e6", "f7", "g8",
        "b5", "a6", "b3", "a2",
        "f5", "g6", "h7", "f3", "g2", "h1",
        "c2", "b1", "e2", "f1"}


def test_unicorn_goes_on_along_the_diagonal_nearest_its_leap():
    """N and [N-fB]: from d4 the eight knight squares, then from e6 f7 g8, from f5 g6 h7, from
    f3 g2 h1, from e2 f1, from c2 b1, from b3 a2, from b5 a6, from c6 b7 a8."""
    assert targets(on_d4("U"), "d4") == {
        "b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5",
        "f7", "g8", "g6", "h7", "g2", "h1", "f1", "b1", "a2", "a6", "b7", "a8"}


def test_giraffe_goes_at_least_three_squares_straight_on():
    """From d4 a ferz step, then three or more squares straight: only e5-e8, c5-c8, e3-h3 and
    e5-h5 are long enough on an 8x8 board; b3-a3 and the others run off it."""
    assert targets(on_d4("Y"), "d4") == {"e8", "c8", "h3", "h5"}


def test_a_man_on_the_corner_blocks_every_ride_from_it():
    """A black pawn on e5: the griffon takes it, and reaches nothing beyond it."""
    fen = KINGS.format("3G4").replace("8/8/8/3G4", "8/8/4p3/3G4")
    reached = targets(fen, "d4")
    assert "e5" in reached
    assert reached.isdisjoint({"e6", "e7", "e8", "f5", "g5", "h5"})
    assert len(reached) == 24 - 6


def test_crab_turns_against_its_first_leg():
    """[fW-fsF] from d3: a step to d4 if empty, then a diagonal step at 45 degrees to it, c5
    or e5 (taking the pawns there). [bF-bmW]: a step back diagonally to c2 or e2, then a
    wazir step at more than a right angle to that leg: from e2 (leg +1,-1) west to d2 or up to
    e3, from c2 (leg -1,-1) east to d2 or up to c3, onto empty squares only."""
    fen = "7k/8/8/2p1p3/8/3C4/8/K7 w - - 0 1"
    assert targets(fen, "d3") == {"c5", "e5", "d2", "e3", "c3"}
    blocked = "7k/8/8/2p1p3/3P4/3C4/8/K7 w - - 0 1"  # d4 taken: the first word goes nowhere
    assert targets(blocked, "d3") == {"d2", "e3", "c3"}
    assert targets(blocked, "d3", reference) == {"d2", "e3", "c3"}


def test_check_along_a_bent_path_is_answered_on_its_squares():
    """The griffon on d4 checks the king on h5 by e5, then f5 and g5: a black rook on a5
    answers by standing on one of those three squares, and nowhere else on its rank."""
    fen = "8/8/8/r6k/3G4/8/8/7K b - - 0 1"
    board = compiled(BENT, fen)
    assert board.is_check()
    rook = {m.uci() for m in board.legal_moves if m.uci().startswith("a5")}
    assert rook == {"a5e5", "a5f5", "a5g5"}
    assert reference(BENT, fen).is_check()


def test_a_man_on_a_bent_path_is_pinned():
    """A black rook on f5 stands on the griffon's path d4-e5-f5-g5-h5 to the king on h5: it may
    move only to e5 or g5, still on the path."""
    fen = "8/8/8/5r1k/3G4/8/8/K7 b - - 0 1"
    rook = {m.uci() for m in compiled(BENT, fen).legal_moves if m.uci().startswith("f5")}
    assert rook == {"f5e5", "f5g5"}
    assert rook == {m.uci() for m in reference(BENT, fen).legal_moves if m.uci().startswith("f5")}


@pytest.mark.parametrize("fen", [None, on_d4("G"), on_d4("U"), "8/8/8/5r1k/3G4/8/8/K7 b - - 0 1",
                                 "k7/8/2GAY3/8/8/3gay2/8/7K w - - 0 1",
                                 "k7/8/8/2GAY3/3gay2/8/8/7K w - - 0 1"])
def test_both_engines_count_alike(fen):
    assert compiled(BENT, fen).divide(2) == reference(BENT, fen).divide(2)


def test_seeded_games_agree():
    summary = diff.run(lambda f: reference(BENT, f), lambda f: compiled(BENT, f), [None], 2, 12,
                       1, 60)
    assert summary.ok, [m.report() for m in summary.mismatches]


@pytest.mark.slow
def test_many_seeded_games_agree():
    summary = diff.run(lambda f: reference(BENT, f), lambda f: compiled(BENT, f), [None], 3, 60,
                       100, 100)
    assert summary.ok, [m.report() for m in summary.mismatches]


LEG_ATOMS = ["W", "F", "N", "D", "A", "R", "B", "WW", "W2", "(3,1)"]
LEG_LETTERS = ["", "f", "b", "s", "l", "r", "v", "fl", "fr", "fs", "bs", "p", "pc", "pd", "fp"]


@st.composite
def legs_words(draw) -> str:
    """A multi-leg word of 2 or 3 legs, each a direction choice and an atom (riders anywhere:
    a rider before the last leg must be refused)."""
    count = draw(st.integers(2, 3))
    legs = [draw(st.sampled_from(LEG_LETTERS)) + draw(st.sampled_from(LEG_ATOMS))
            for _ in range(count)]
    seps = [draw(st.sampled_from("-?")) for _ in range(count - 1)]
    mode = draw(st.sampled_from(["", "m", "c"]))
    legs[-1] = mode + legs[-1].replace("p", "")
    return "[" + "".join(leg + sep for leg, sep in zip(legs, [*seps, ""], strict=True)) + "]"


@given(legs_words())
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_legs_word_compiles_and_plays_as_the_reference_or_is_refused(tmp_path, word):
    path = tmp_path / "fuzz.variant"
    path.write_text(f'variant "Fuzzed legs"\nboard 8x8\npiece K king moves K royal\n'
                    f'piece X fuzzed moves {word}\npiece P pawn moves fmW fcF\n'
                    f'setup "4k3/1p3p2/3x4/8/2P1X3/8/5P2/4K3 w - - 0 1"\n')
    loaded = pipeline.load(path)
    if not loaded.ok:
        assert all(d.code.name in {"E205", "E211", "E213", "E214", "E215"} for d in loaded.errors), \
            loaded.report()
        return
    variant = loaded.variant
    compiled_board = engines.make(variant, "compiled", None)
    reference_board = engines.make(variant, "reference", None)
    assert compiled_board.divide(2) == reference_board.divide(2), word


HURDLERS = "../tests/data/hurdlers.variant"


@pytest.mark.parametrize(("fen", "expected"), [
    # the jumper on d4 ([pW-fW]) hops the pawn on d5 onto d6: check; the king leaves by c6 c7
    # d7 e6 e7 (c5 d5 e5 are the jumper's king steps); with no man on d5, no check
    ("8/8/3k4/3p4/3J4/8/8/K7 b - - 0 1", {"d6c6", "d6c7", "d6d7", "d6e6", "d6e7"}),
    # a white pawn on d5 is a hurdle too, and takes on c6 and e6
    ("8/8/3k4/3P4/3J4/8/8/K7 b - - 0 1", {"d6c7", "d6d7", "d6e7"}),
    # the vaulter on d4 ([pcF-fF]) jumps the black pawn on e5 to f6: the king may not go there
    ("8/6k1/8/4p3/3E4/8/8/K7 b - - 0 1",
     {"e5d4", "e5e4", "g7f7", "g7f8", "g7g6", "g7g8", "g7h6", "g7h7", "g7h8"}),
    # the own-vaulter on d4 ([pdW-fR]) jumps its pawn on d3 and rides on to d2 and d1
    ("3k4/8/8/8/3O4/3P4/8/K7 w - - 0 1",
     {"a1a2", "a1b1", "a1b2", "d4c4", "d4d1", "d4d2", "d4d5", "d4e4"}),
])
def test_hurdles_worked_by_hand(fen, expected):
    for engine in (compiled, reference):
        assert {m.uci() for m in engine(HURDLERS, fen).legal_moves} == expected


def test_a_jump_needs_its_man():
    """No man on d5: the jumper's hop over it is no move, and gives no check."""
    board = compiled(HURDLERS, "8/8/3k4/8/3J4/8/8/K7 b - - 0 1")
    assert not board.is_check()
    vaulter = compiled(HURDLERS, "8/6k1/8/4P3/3E4/8/8/K7 w - - 0 1")  # e5 is white's own
    assert "d4f6" not in {m.uci() for m in vaulter.legal_moves}


def test_hurdlers_play_as_the_reference():
    summary = diff.run(lambda f: reference(HURDLERS, f), lambda f: compiled(HURDLERS, f), [None],
                       2, 10, 1, 60)
    assert summary.ok, [m.report() for m in summary.mismatches]
