"""The differential harness on every shipped definition, and proof that it can fail."""

from __future__ import annotations

import ast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import SHIPPED, compiled, module, reference, ucis, variant
from variantc.backend import assemble, emit
from variantc.runtime.fen import FenError
from variantc.tools import diff, engines


def mismatch_report(fen: str, want: list[str], got: list[str]) -> str:
    return (f"at {fen}: missing {sorted(set(want) - set(got))}, "
            f"extra {sorted(set(got) - set(want))}")


@pytest.mark.parametrize("name", SHIPPED)
def test_perft_divide_agrees(name):
    found = diff.perft(lambda f: reference(name, f), lambda f: compiled(name, f), None, 2)
    assert found is None, found.report()


@pytest.mark.parametrize("name", SHIPPED)
@settings(max_examples=4)  # more, and longer, under slow: test_twenty_playouts_agree
@given(data=st.data())
def test_compiled_matches_reference(name, data):
    ref, got = reference(name), compiled(name)
    for _ in range(data.draw(st.integers(0, 24), label="plies")):
        want, have = ucis(ref), ucis(got)
        assert have == want, mismatch_report(ref.fen(), want, have)
        assert got.fen() == ref.fen()
        assert got.outcome() == ref.outcome()
        if not want or ref.outcome() is not None:
            break
        move = data.draw(st.sampled_from(want), label="move")
        ref.push_uci(move)
        got.push_uci(move)


# The variants no other engine plays (the seed games, the hexagonal, 3-D and round ones) get the
# deepest checks: perft to depth 3 and 200 seeded playouts. Those that Fairy-Stockfish plays
# are pinned by its counts and by pyffish.
SEEDS = [n for n in SHIPPED if n.split(".")[0] in (
    "hole-chess", "falcon-hunter", "decimal-falcon-hunter", "decimalfh", "tax-chess",
    "crazy-38s", "hostage-chess", "glinski", "mccooey", "raumschach", "byzantine", "shafran", "rutland")]


@pytest.mark.slow
@pytest.mark.parametrize("name", SEEDS + ["chess.variant"])
def test_perft_divide_agrees_to_depth_3(name):
    found = diff.perft(lambda f: reference(name, f), lambda f: compiled(name, f), None, 3)
    assert found is None, found.report()


# The geometry games have independent generators of their own (tests/hexagonal, raumschach,
# byzantine, shafran, rutland) playing seeded games too: sixty playouts here, not two hundred.
GEOMETRY = ("glinski", "mccooey", "raumschach", "byzantine", "shafran", "rutland")


@pytest.mark.slow
@pytest.mark.parametrize("name", SEEDS)
def test_two_hundred_playouts_agree(name):
    playouts = 60 if name.split(".")[0] in GEOMETRY else 200
    summary = diff.run(lambda f: reference(name, f), lambda f: compiled(name, f), [], 1,
                       playouts=playouts, seed=1000, plies=30)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)


@pytest.mark.slow
@pytest.mark.parametrize("name", [n for n in SHIPPED if n not in SEEDS])
def test_twenty_playouts_agree(name):
    # Twenty, not more: over every shipped definition this is the slow part's largest share
    # (about a minute of the reference's time per definition for fifty), and the playouts
    # against Fairy-Stockfish (test_fairy) cover the same definitions again.
    summary = diff.run(lambda f: reference(name, f), lambda f: compiled(name, f), [], 1,
                       playouts=20, seed=2000, plies=30)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)


def corrupted(name: str, table: str, square: str, drop: int) -> object:
    """The compiled engine with entry `drop` removed from one square's row of one table."""
    broken = corrupted_source(name, table, square, drop)
    return engines.load_source(broken, f"corrupt_{table.lower()}", "<corrupted>")


def corrupted_source(name: str, table: str, square: str, drop: int) -> str:
    """The compiled engine's source, with entry `drop` removed from one square's row of one
    table."""
    source = emit.render(assemble.assemble(variant(name)))
    start = source.index(f"\n{table}: tuple = (\n") + 1
    end = source.index("\n)\n", start) + 2
    rows = list(ast.literal_eval(source[start:end].split(" = ", 1)[1]))
    cell = variant(name).board.topology().parse(square)
    row = list(rows[cell])
    del row[drop]
    rows[cell] = tuple(row)
    return source[:start] + f"{table}: tuple = {tuple(rows)!r}\n" + source[end:]


def test_harness_reports_a_corrupted_move_table():
    """The knight on b1 loses one of its targets; the harness must notice and name it."""
    broken = corrupted("chess.variant", "KNIGHT_LEAPS", "b1", 1)  # (d2, a3, c3): drop a3
    summary = diff.run(lambda f: reference("chess.variant", f), lambda f: broken.Engine(f),
                       [None], depth=3, playouts=0, seed=1)
    assert not summary.ok
    first = summary.mismatches[0]
    assert first.what == "moves" and first.missing == ["b1a3"], first.report()
    assert "missing (reference only): b1a3" in first.report()


def test_harness_reports_a_corrupted_attack_table():
    """b2 no longer counts as attacked by the white king on a1: black may step into check."""
    broken = corrupted("chess.variant", "LEAPERS_BY_WHITE", "b2", 0)
    summary = diff.run(lambda f: reference("chess.variant", f), lambda f: broken.Engine(f),
                       ["8/8/8/8/8/8/2k5/K7 b - - 0 1"], depth=2, playouts=0, seed=1)
    assert not summary.ok
    assert summary.mismatches[0].extra == ["c2b2"], summary.mismatches[0].report()


def test_harness_catches_corruption_in_playouts():
    broken = corrupted("chess.variant", "KNIGHT_LEAPS", "g1", 1)  # (e2, f3, h3): drop f3
    summary = diff.run(lambda f: reference("chess.variant", f), lambda f: broken.Engine(f),
                       [], depth=1, playouts=3, seed=1, plies=4)
    assert summary.mismatches and summary.mismatches[0].what == "moves"


def test_harness_reports_a_position_only_the_reference_reads():
    """A compiled engine that refuses a FEN the reference reads is a mismatch, not a crash."""
    def refusing(fen):
        raise FenError("refused on purpose")

    summary = diff.run(lambda f: reference("chess.variant", f), refusing,
                       ["4k3/8/8/8/8/8/8/4K3 w - - 0 1"], depth=2, playouts=1, seed=1)
    assert [m.what for m in summary.mismatches] == ["fen", "fen"]
    assert "compiled refuses it: refused on purpose" in summary.mismatches[0].report()


def test_module_is_built_once_per_definition():
    assert module("chess.variant") is module("chess.variant")
