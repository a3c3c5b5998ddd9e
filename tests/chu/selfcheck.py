"""The plain Chu shogi generator (generator.py) against every expectation transcribed from
shogiops's tests (data.py), plus a few internal-consistency checks.

Run from the repository root: /work/main/.venv/bin/python -m pytest -q tests/chu/selfcheck.py
"""

from __future__ import annotations

import pytest

from . import data
from . import generator as g


def position(sfen: str, before=()) -> g.Position:
    pos = g.parse_sfen(sfen or g.START_SFEN)
    for usi in before:
        pos = g.play(pos, usi)   # raises if the move is not legal
    return pos


@pytest.mark.parametrize("sfen,depth,nodes", data.PERFT_TABLE)
def test_perft_table(sfen, depth, nodes):
    assert g.perft(position(sfen), depth) == nodes


@pytest.mark.parametrize("sfen,depth,nodes", data.SOLO_PIECE_PERFTS)
def test_solo_piece_perfts(sfen, depth, nodes):
    pos = position(sfen)
    assert g.perft(pos, depth, ignore_end=True) == nodes
    assert g.is_end(pos) and g.outcome(pos)[0] == "kingsLost"   # why they need ignoreEnd
    assert g.perft(pos, depth) == 0


def test_fixture_transcription_length():
    """The TypeScript file rebuilt from PERFT_FIXTURES has the stored versions' lengths."""
    lines = ",\n".join(f"  ['{sfen}', {depth}, {nodes}]" for sfen, depth, nodes in data.PERFT_FIXTURES)
    body = "export const perfts: [string, number, number][] = [\n" + lines + "\n]\n"
    assert len(data.PERFT_FIXTURES) == 279
    assert len("// prettier-ignore\n" + body) == 40372
    assert len("// biome-ignore format: Perfts\n" + body) == 40384


@pytest.mark.parametrize("index", range(len(data.PERFT_FIXTURES)))
def test_random_perft_fixtures(index):
    sfen, depth, nodes = data.PERFT_FIXTURES[index]
    pos = position(sfen)
    assert not g.is_end(pos)
    assert g.perft(pos, depth) == nodes


@pytest.mark.parametrize("case", data.USI_CASES, ids=[c["name"] for c in data.USI_CASES])
def test_usi_cases(case):
    pos = position(case["sfen"], case["before"])
    legal = set(g.legal_moves(pos))
    for usi, expected in case["checks"]:
        assert (usi in legal) == expected, usi
    for square, size in case.get("move_dests", {}).items():
        assert len(g.first_step_dests(pos, g.parse_square(square))) == size
    if "last_lion_capture" in case:
        assert pos.last_lion_capture == g.parse_square(case["last_lion_capture"])
    if "second_step" in case:
        frm, mid, excluded = case["second_step"]
        dests = g.second_step_dests(pos, g.parse_square(frm), g.parse_square(mid))
        assert dests and not dests & {g.parse_square(sq) for sq in excluded}


@pytest.mark.parametrize("name,sfen,before,result,winner", data.OUTCOME_CASES,
                         ids=[c[0] for c in data.OUTCOME_CASES])
def test_outcomes(name, sfen, before, result, winner):
    got = g.outcome(position(sfen, before))
    assert (got[0] if got else None) == result
    if winner != "-":
        assert got[1] == winner


# ---- internal consistency ------------------------------------------------------------------

@pytest.mark.parametrize("index", range(0, len(data.PERFT_FIXTURES), 7))
def test_sfen_round_trip_and_usi(index):
    sfen = data.PERFT_FIXTURES[index][0]
    pos = position(sfen)
    board, turn, llc = sfen.split()[:3]
    assert g.make_sfen(pos) == f"{board} {turn} {llc}"
    moves = g.generate(pos)
    usis = [m.usi() for m in moves]
    assert len(usis) == len(set(usis))
    for m in moves:
        assert g.parse_usi(m.usi()) == m


def test_debug_ts_double_move_order_matches_at_shallow_depth():
    """debug.ts plays double moves reversed; the start position has none within two plies, and
    at depth 1 the order cannot matter, so both readings give the published counts."""
    assert g.perft(position(""), 2, debug_ts_order=True) == 1296
    lion = position("12/12/12/12/12/12/5N6/12/12/12/12/12 b")
    assert g.perft(lion, 1, ignore_end=True, debug_ts_order=True) == 88


def test_igui_and_jitto_leave_the_lion_home():
    pos = position("12/12/12/12/12/6+O5/12/12/12/12/12/12 b")
    after = g.play(pos, "6f6g6f")   # jitto: a pass
    assert after.board == pos.board and after.turn == g.GOTE
    pos2 = position("3l8/11p/10p1/3n5+D2/2i1f7/3N5G2/9+H2/2t2P1i4/2p3+D5/2+H9/12/12 b")
    after2 = g.play(pos2, "6i5h6i")   # igui: eagle takes the go-between on 5h and stays on 6i
    assert (5, 7) not in after2.board and after2.board[(6, 8)] == (g.SENTE, "eagle")
