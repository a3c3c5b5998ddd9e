"""Fuzzed combinations of rules: definitions built from rules that meet (pools with petrify,
checks counted with petrify, royal rules without royal pieces, royal queens with a hand, en
passant with long pawn rides), read from random positions (the side not to move in check, a
pool's part holding both colours). Each definition is refused with diagnostics or compiled;
each position is refused by both engines (FenError) or read by both; and what both accept,
both play alike: perft, playouts, FENs and outcomes compared with the reference, as `variantc
diff` compares them. Never a traceback.

Twenty combinations by default, each with a position of its own; `-m slow` runs two hundred.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import event as _event
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from tests.test_fuzz_definitions import LIMIT, time_limit
from variantc import pipeline
from variantc.ir.model import Variant
from variantc.runtime.fen import FenError
from variantc.tools import diff, engines

QUICK = settings(max_examples=20, deadline=None, derandomize=True,
                 suppress_health_check=list(HealthCheck))
DEEP = settings(max_examples=200, deadline=None, derandomize=True,
                suppress_health_check=list(HealthCheck))

# Where captured men go, and where men come from: a crazyhouse hand, a hand that keeps the
# enemy's men as they are (both colours in one part), Hostage Chess's prisons and airfields.
POOLS = {
    "": "",
    "hand": "pool hand\ncaptures to hand\ndrop from hand\n",
    "keeping": "pool hand\ncaptures to hand keeping-colour\ndrop from hand\n",
    "hostage": "pool prison\npool airfield\ncaptures to prison keeping-colour\n"
               "drop from airfield\nexchange from prison to airfield\n",
}
PAWNS = ["fmW fcF", "fmW ifmnD fcF", "fmR fcF", "fmQ fcF", "fmR ifmnD fcF", "mfF cfW"]
PETRIFY = ["", "petrify K Q R N", "petrify Q R", "petrify N"]
EXTRAS = ["", "", "duple-check", "lone-royal", "forbid checks", "captures forced",
          "explosion around K", "pass"]


@dataclass(frozen=True)
class Combo:
    """One definition's rules, each a choice among those above."""

    king_royal: bool = True
    queen_royal: bool = False
    pawn: str = "fmW fcF"
    en_passant: str = ""  # "", "en-passant" or "en-passant recorded"
    promotion: str = "Q R N"
    pools: str = ""
    swap: bool = False  # promotion by swap from the prison (with Hostage Chess's pools)
    petrify: str = ""
    checks: bool = False  # a counter of checks, three of which win
    royal_captured: bool = False
    extra: str = ""

    def text(self) -> str:
        swapping = " swapping prison" if self.swap and self.pools == "hostage" else ""
        return (
            'variant "Combination"\nboard 6x6\n' + POOLS[self.pools]
            + f"piece K king moves K value 0{' royal' if self.king_royal else ''}\n"
            + f"piece Q queen moves Q value 9{' royal' if self.queen_royal else ''}\n"
            + "piece R rook moves R value 5\npiece N knight moves N value 3\n"
            + f"piece P pawn moves {self.pawn} value 1 {self.en_passant}\n"
            + f"  promotes in rank 6 to {self.promotion}{swapping}\n"
            + ("  drops in ranks 2-5\n" if self.pools else "")
            + (self.petrify + "\n" if self.petrify else "")
            + ("counter checks counts checks\ngoal when checks >= 3 wins\n" if self.checks else "")
            + ("royal-captured loses\n" if self.royal_captured else "")
            + (self.extra + "\n" if self.extra else "")
            + 'setup "rnqkrn/pppppp/6/6/PPPPPP/RNQKRN w - - 0 1"\n')


@st.composite
def combos(draw) -> Combo:
    return Combo(
        king_royal=draw(st.sampled_from([True, True, True, False])),
        queen_royal=draw(st.sampled_from([False, False, True])),
        pawn=draw(st.sampled_from(PAWNS)),
        en_passant=draw(st.sampled_from(["", "en-passant", "en-passant", "en-passant recorded"])),
        promotion=draw(st.sampled_from(["Q R N", "Q", "R N", "K Q"])),
        pools=draw(st.sampled_from(list(POOLS))),
        swap=draw(st.booleans()),
        petrify=draw(st.sampled_from(PETRIFY)),
        checks=draw(st.sampled_from([False, False, True])),
        royal_captured=draw(st.sampled_from([False, False, True])),
        extra=draw(st.sampled_from(EXTRAS)))


LETTERS = "KQRNP"


def random_fen(v: Variant, seed: int) -> str:
    """A position of the variant's board: men anywhere but pawns on the end ranks, a king for
    each side most of the time, pools holding men of either colour in any part, either side
    to move. Many are not positions any game reaches: both engines must refuse those alike."""
    rng = random.Random(seed)
    cells: dict[tuple[int, int], str] = {}
    for letter in "Kk" if rng.random() < 0.9 else "K":
        cells[(rng.randrange(6), rng.randrange(6))] = letter
    for _ in range(rng.randrange(2, 9)):
        letter = rng.choice(LETTERS[1:])
        rank = rng.randrange(1, 5) if letter == "P" else rng.randrange(6)
        cells.setdefault((rng.randrange(6), rank), letter if rng.random() < 0.5 else letter.lower())
    rows = []
    for rank in range(5, -1, -1):
        row, empty = "", 0
        for file in range(6):
            man = cells.get((file, rank))
            if man is None:
                empty += 1
                continue
            row += (str(empty) if empty else "") + man
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    board = "/".join(rows)
    notation = v.notation()
    if notation.pools:
        parts = 1 if notation.merged else 2 * len(notation.pools)
        held = ["".join(rng.choice("QRNPqrnp") for _ in range(rng.randrange(3)))
                for _ in range(parts)]
        board += "[" + "/".join(held) + "]"
    return f"{board} {rng.choice('wb')} - - 0 1"


def event(what: str) -> None:
    """Hypothesis's statistics, where Hypothesis runs the case (the issue's cases run alone)."""
    if currently_in_test_context():
        _event(what)


def _started(make, fen: str | None):
    """An engine from `fen`, or None where it refuses the position."""
    try:
        return make(fen)
    except FenError:
        return None


def _case(tmp_path, combo: Combo, seed: int, fens: tuple[str, ...] = ()) -> None:
    path = tmp_path / "combination.variant"
    path.write_text(combo.text())
    with time_limit(LIMIT):
        loaded = pipeline.load(path)
        if not loaded.ok:
            assert loaded.diagnostics
            loaded.report()
            event("refused")
            return
        event("compiled")
        v = loaded.variant
        assert v is not None
        module = engines.compiled_module(v)

        def ours(f):
            return module.Engine(f)

        def theirs(f):
            return engines.make(v, "reference", f)

        starts: list[str | None] = [None]
        for fen in (*fens, random_fen(v, seed)):
            reads = _started(ours, fen), _started(theirs, fen)
            assert (reads[0] is None) == (reads[1] is None), f"one engine refuses {fen}"
            if reads[0] is not None:
                starts.append(fen)
                event("position read")
            else:
                event("position refused")
        summary = diff.run(theirs, ours, starts, depth=2, playouts=2, seed=seed, plies=16)
        assert summary.ok, combo.text() + "\n".join(m.report() for m in summary.mismatches)


# The cases of issue 34: petrify with a hand (a drop crashed make); a petrifying capture with
# check, counted (the compiled engine counted it); royal-captured with no royal piece (one
# engine played on); royal queens with a hand ('Q~', not royal in the compiled engine); a pawn
# that rides ahead, taken in passing after promoting (the engines named two moves alike); a
# white queen in White's prison (the reference crashed); the side not to move in check.
ISSUE_34 = [
    (Combo(pools="hand", petrify="petrify K Q R N"), ("k5/6/6/6/6/R3K1[Nn] w - - 0 1",)),
    (Combo(petrify="petrify K Q R N", checks=True), ("3k2/3p2/6/6/6/3QK1 w - - 3+3 0 1",)),
    (Combo(king_royal=False, royal_captured=True), ()),
    (Combo(queen_royal=True, pools="hand"), ("r5/3P2/6/5k/6/3K2[Pp] w - - 0 1",)),
    (Combo(pawn="fmQ fcF", en_passant="en-passant"), ("k5/6/4p1/6/5P/K5 b - - 0 1",)),
    (Combo(pawn="fmR fcF", en_passant="en-passant"), ("k5/6/4p1/6/5P/K5 b - - 0 1",)),
    (Combo(pools="hostage"), ("3k2/6/6/6/6/3K2[Qq///] w - - 0 1",)),
    (Combo(pools="keeping"), ("3k2/6/6/6/6/3K2[Qq/Rr] w - - 0 1",)),
    (Combo(), ("3k2/6/6/6/6/3RK1 w - - 0 1", "3k2/6/6/6/6/3RK1 b - - 0 1")),
    # found by this fuzz: the reference let an exchange drop its man on a wall
    (Combo(pools="hostage", petrify="petrify K Q R N", extra="forbid checks"),
     ("r1qkrn/p1p*p1/*p3p/6/PPPPPP/R1QKR1[p/N//] b - - 0 4",)),
    # and the compiled engine's stone queen gave no check beside a second royal kind
    (Combo(queen_royal=True, petrify="petrify K Q R N", extra="forbid checks"),
     ("rnq1rn/pp1pk1/4Pp/P2pP1/1PP3/RNQKRN w - - 0 6",)),
    # and it counted a check by a knight that its own capture blew up
    (Combo(king_royal=False, queen_royal=True, promotion="R N", checks=True,
           extra="explosion around K"), ("r2kr1/1q2pp/6/P1n3/RPPPPP/2QK1R b - - 3+3 5 7",)),
]


@QUICK
# found by this fuzz: the reference handed a royal queen held as a hostage over in an exchange,
# and the compiled engine counted a check by a queen beside the enemy's (shielded from a blast)
@example(combo=Combo(queen_royal=True, pools="hostage", extra="duple-check"), seed=1)
@example(combo=Combo(king_royal=False, queen_royal=True, promotion="R N", checks=True,
                     royal_captured=True, extra="explosion around K"), seed=59733)
@given(combo=combos(), seed=st.integers(0, 2**16))
def test_combined_rules_are_refused_or_play_as_the_reference(tmp_path_factory, combo, seed):
    _case(tmp_path_factory.mktemp("combo"), combo, seed)


@pytest.mark.parametrize(("combo", "fens"), ISSUE_34)
def test_issue_34_combinations_play_as_the_reference(tmp_path, combo, fens):
    _case(tmp_path, combo, 0, fens)


@pytest.mark.slow
@DEEP
@example(combo=Combo(pools="hand", petrify="petrify K Q R N"), seed=1)
@given(combo=combos(), seed=st.integers(0, 2**16))
def test_many_combined_rules_are_refused_or_play_as_the_reference(tmp_path_factory, combo, seed):
    _case(tmp_path_factory.mktemp("combo"), combo, seed)
