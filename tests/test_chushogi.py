"""Chu shogi (definitions/chushogi.variant) against lishogi's shogiops and an independent
generator.

Expected values come from outside: shogiops's own tests (WandererXII/shogiops,
test/variant/chushogi.test.ts and test/fixtures/perftChushogi.ts, transcribed in
tests/chu/data.py): the start's perft, the counter-strike position, lone pieces, the legal and
illegal moves of its hand-made positions, and 279 random positions with their move counts.
tests/chu/generator.py is a move generator written from shogiops's rules alone, sharing nothing
with variantc; it gives the move lists those counts are checked against, square by square.

Notation: lishogi's SFEN board field is this FEN's (the same letters, rank a first, file 12
first); sente is White. Its squares are file numbers 12..1 (left to right) and rank letters
a..l (top to bottom): USI `7g` is our f6. A double move names its square between, in both.
"""

from __future__ import annotations

import itertools
import re

import pytest

from tests.chu import data
from tests.chu import generator as chu
from tests.helpers import compiled, reference
from variantc.tools import diff

CHU = "chushogi.variant"
FILES = "abcdefghijkl"


def square(usi: str) -> str:
    """A USI square (`7g`) in this board's names (`f6`)."""
    file, rank = re.fullmatch(r"(\d+)([a-l])", usi).groups()
    return FILES[12 - int(file)] + str(12 - (ord(rank) - ord("a")))


def move(usi: str) -> str:
    """A USI move (`6f5e6d`, `7c8b+`) in this engine's notation."""
    return "".join(square(s) for s in re.findall(r"\d+[a-l]", usi)) + "+" * usi.endswith("+")


def fen(sfen: str) -> str:
    """A lishogi SFEN as a FEN: sente (b) is White; the last lion capture in the en-passant field."""
    parts = sfen.split()
    side = "w" if len(parts) < 2 or parts[1] == "b" else "b"
    struck = parts[2] if len(parts) > 2 and parts[2] != "-" else None
    return f"{parts[0]} {side} - {square(struck) if struck else '-'} 0 1"


def with_kings(sfen: str) -> str:
    """The same position with a king for each side that has none, on empty corners where they
    take no move away from the side to move's other men (the independent generator says so): a
    side without a king or prince here has lost, where shogiops's perft and tests look past it."""
    rows = [re.findall(r"\d+|\+?[A-Za-z]", r) for r in sfen.split()[0].split("/")]
    grid = [[c for t in row for c in ([None] * int(t) if t.isdigit() else [t])] for row in rows]
    missing = [k for k, royal in (("K", ("K", "+E")), ("k", ("k", "+e")))
               if not any(c in royal for row in grid for c in row)]
    if not missing:
        return sfen
    before = chu.legal_moves(chu.parse_sfen(sfen))
    corners = [(r, c) for r, c in ((0, 0), (11, 11), (0, 11), (11, 0)) if grid[r][c] is None]
    for places in itertools.permutations(corners, len(missing)):
        for letter, (r, c) in zip(missing, places, strict=True):
            grid[r][c] = letter
        placed = " ".join(["/".join("".join(_run(row)) for row in grid), *sfen.split()[1:]])
        kings = {chu.square_name((12 - c, r)) for r, c in places}
        if [m for m in chu.legal_moves(chu.parse_sfen(placed))
                if re.match(r"\d+[a-l]", m).group() not in kings] == before:
            return placed
        for r, c in places:
            grid[r][c] = None
    raise AssertionError(f"no corners for the kings of {sfen}")


def _run(row: list) -> list[str]:
    out, empty = [], 0
    for c in row:
        if c is None:
            empty += 1
            continue
        if empty:
            out.append(str(empty))
            empty = 0
        out.append(c)
    return out + ([str(empty)] if empty else [])


def ours(sfen: str, engine=compiled) -> set[str]:
    return {m.uci() for m in engine(CHU, fen(sfen)).legal_moves}


def theirs(sfen: str) -> set[str]:
    return {move(m) for m in chu.legal_moves(chu.parse_sfen(sfen))}


@pytest.mark.parametrize(("sfen", "depth", "nodes"), data.PERFT_TABLE)
def test_perft_as_shogiops_counts(sfen, depth, nodes):
    start = sfen or chu.START_SFEN
    assert compiled(CHU, fen(start)).perft(depth) == nodes
    if depth == 1:
        assert reference(CHU, fen(start)).perft(1) == nodes


@pytest.mark.parametrize(("sfen", "depth", "nodes"), data.SOLO_PIECE_PERFTS)
def test_lone_pieces_as_shogiops_counts(sfen, depth, nodes):
    """shogiops counts these with no king on the board; kings on far corners change nothing
    but their own moves, which are not counted."""
    placed = with_kings(sfen)
    kings = {square(chu.square_name(sq)) for sq, role in chu.parse_sfen(placed).pieces(chu.SENTE)
             if role == "king"}
    for engine in (compiled, reference):
        found = [m for m in ours(placed, engine) if re.match(r"[a-l]\d+", m).group() not in kings]
        assert len(found) == nodes, sorted(found)


def _every_check():
    for case in data.USI_CASES:
        for usi, expected in case["checks"]:
            yield pytest.param(case, usi, expected, id=f"{case['name']}:{usi}")


@pytest.mark.parametrize(("case", "usi", "expected"), list(_every_check()))
def test_legal_and_illegal_moves_as_shogiops_says(case, usi, expected):
    """Each of shogiops's hand-made positions, with kings added where it has none (the
    independent generator confirms the kings change nothing), after the moves it plays first."""
    sfen = with_kings(case["sfen"])
    pos = chu.parse_sfen(sfen)
    for before in case["before"]:
        pos = chu.play(pos, before)
    assert chu.is_legal(pos, usi) is expected  # the kings change nothing
    for engine in (compiled, reference):
        board = engine(CHU, fen(sfen))
        for before in case["before"]:
            board.push_uci(move(before))
        assert (move(usi) in {m.uci() for m in board.legal_moves}) is expected
        if case.get("last_lion_capture"):
            assert board.fen().split()[3] == square(case["last_lion_capture"])


FIXTURES = data.PERFT_FIXTURES


@pytest.mark.parametrize("index", range(len(FIXTURES)))
def test_random_positions_count_as_shogiops_and_list_as_the_generator(index):
    sfen, depth, nodes = FIXTURES[index]
    assert depth == 1
    found = ours(sfen)
    assert len(found) == nodes
    assert found == theirs(sfen)
    if index % 20 == 0:
        assert ours(sfen, reference) == found


@pytest.mark.slow
@pytest.mark.parametrize("index", range(1, len(FIXTURES), 4))  # every fourth: a reference
def test_random_positions_play_as_the_reference(index):  # divide(2) costs seconds
    sfen = FIXTURES[index][0]
    assert compiled(CHU, fen(sfen)).divide(2) == reference(CHU, fen(sfen)).divide(2)


def test_the_start_divides_as_the_generator_two_plies_deep():
    start = chu.parse_sfen(chu.START_SFEN)
    expected = {move(m.usi()): chu.perft(chu.apply(start, m), 1) for m in chu.generate(start)}
    assert compiled(CHU).divide(2) == expected


def test_a_lion_taken_by_another_man_is_retaken_only_there():
    """shogiops's wiki position 7 (test/variant/chushogi.test.ts), a gote rook takes the sente
    lion on 8j: sente's bishop may take it back there, not take the lion on 3i; the FEN keeps
    the square (e3 here), and a move that takes no lion clears it."""
    board = compiled(CHU, fen(with_kings("12/12/12/12/12/4r7/12/12/5o3n1n/4N6P/12/6B5 w - 1")))
    board.push_uci(move("8f8j"))
    assert board.fen().split()[3] == "e3"
    assert move("6l8j") in {m.uci() for m in board.legal_moves}
    assert move("6l3i") not in {m.uci() for m in board.legal_moves}
    assert reference(CHU, board.fen()).fen() == board.fen()
    board.push_uci(move("6l5k"))
    assert board.fen().split()[3] == "-"


def test_a_lion_taken_on_the_way_is_struck_there():
    """A horned falcon (not a lion) takes a lion on the first step of its double move: that
    square is the last lion capture (shogiops records the square taken on, as the generator
    does), and Black's rook may not take the other lion elsewhere."""
    sfen = "k11/12/12/12/2r9/6n5/2n3+H5/12/12/12/12/11K b - 1"
    pos = chu.play(chu.parse_sfen(sfen), "6g6f6e")
    expected = square(chu.square_name(pos.last_lion_capture))
    for engine in (compiled, reference):
        board = engine(CHU, fen(sfen))
        board.push_uci(move("6g6f6e"))
        assert board.fen().split()[3] == expected == "g7"
        assert {m.uci() for m in board.legal_moves} == {move(m) for m in chu.legal_moves(pos)}


@pytest.mark.parametrize("field", ["z99", "e3e4", "e"])
def test_a_bad_counter_strike_square_is_a_clear_error(field):
    for engine in (compiled, reference):
        with pytest.raises(ValueError, match="counter-strike square"):
            engine(CHU, f"12/12/12/12/12/12/12/12/12/12/12/K10k w - {field} 0 1")


def test_the_king_and_the_prince_are_lost_together():
    """A side loses when both its king and its crown prince are taken (extinction together):
    White's king taken, its prince plays on; the prince taken too, White has lost."""
    for engine in (compiled, reference):
        board = engine(CHU, "k11/12/12/12/12/12/12/12/12/r11/12/K+E10 b - - 0 1")
        board.push_uci("a3a1")  # the rook takes the king
        assert board.outcome() is None
        assert "b1a1" in {m.uci() for m in board.legal_moves}  # the prince takes the rook
        end = engine(CHU, "k11/12/12/12/12/12/12/12/12/12/r11/+E11 b - - 0 1")
        end.push_uci("a2a1")  # the rook takes the prince, White's last royal man
        assert end.outcome() is not None and end.outcome().winner is False
        assert not end.legal_moves


def test_seeded_games_agree_with_the_reference():
    summary = diff.run(lambda f: reference(CHU, f), lambda f: compiled(CHU, f), [None], 1, 30,
                       1, 30)
    assert summary.ok, [m.report() for m in summary.mismatches]


@pytest.mark.slow
def test_many_seeded_games_agree_with_the_reference():
    summary = diff.run(lambda f: reference(CHU, f), lambda f: compiled(CHU, f), [None], 2, 120,
                       20, 200)
    assert summary.ok, [m.report() for m in summary.mismatches]


@pytest.mark.slow
def test_seeded_games_list_as_the_generator():
    """Random games from the start: at every ply the engine's moves are the independent
    generator's, and both agree on the last lion capture's square; where a side has lost its
    king and prince, the game is over in both."""
    import random

    rng = random.Random(37)
    for _ in range(6):
        board, pos = compiled(CHU), chu.parse_sfen(chu.START_SFEN)
        for _ply in range(120):
            if chu.is_end(pos):  # a bare king or two lone kings end it there, not here (yet)
                assert board.outcome() is not None or pos.royals(pos.turn)
                break
            listed = {move(m): m for m in chu.legal_moves(pos)}
            assert {m.uci() for m in board.legal_moves} == set(listed)
            pick = rng.choice(sorted(listed))
            board.push_uci(pick)
            pos = chu.play(pos, listed[pick])
            struck = pos.last_lion_capture
            assert board.fen().split()[3] == (square(chu.square_name(struck)) if struck else "-")
