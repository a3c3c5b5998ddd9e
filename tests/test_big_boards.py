"""Boards up to 64x64: file names past z, packed tables, and big engines that agree with the
reference (tests/bigboard.py writes the definitions)."""

from __future__ import annotations

import random

import pytest

from tests.bigboard import definition
from tests.helpers import definition as load
from variantc.backend import assemble, emit
from variantc.backend.attacks import attack_tables
from variantc.backend.geometry import Geometry
from variantc.backend.tables import pack
from variantc.ir.lower_board import MAX_FILES, MAX_RANKS
from variantc.ir.model import Side
from variantc.runtime import moves
from variantc.runtime.packed import unpack
from variantc.runtime.topology import Topology, file_name, file_number
from variantc.tools import diff, engines


def test_files_past_z_are_named_as_spreadsheet_columns():
    assert [file_name(f) for f in (0, 7, 25, 26, 27, 51, 52, 63)] == \
        ["a", "h", "z", "aa", "ab", "az", "ba", "bl"]
    names = [file_name(f) for f in range(26 * 27)]
    assert len(set(names)) == len(names)
    assert [file_number(n) for n in names] == list(range(26 * 27))
    assert file_number("A") is None and file_number("") is None and file_number("a1") is None


def test_square_names_round_trip_on_the_biggest_board():
    topo = Topology(64, 64)
    assert [topo.name(c) for c in (0, 25, 26, 63, 64, 4095)] == ["a1", "z1", "aa1", "bl1", "a2", "bl64"]
    assert all(topo.parse(topo.name(c)) == c for c in range(topo.size))
    for bad in ("bm1", "a65", "a0", "aa01", "A1", "a", "1", "abc1", "bl64q"):
        assert topo.parse(bad) is None, bad
    assert Topology(26, 26).parse("aa1") is None


def _random(rng: random.Random, depth: int) -> object:
    if depth == 0 or rng.random() < 0.3:
        return rng.choice([0, 1, -3, 4095, True, False, None])
    return tuple(_random(rng, depth - 1) for _ in range(rng.randint(0, 4)))


@pytest.mark.parametrize("seed", range(5))
def test_packed_tables_round_trip(seed):
    rng = random.Random(seed)
    for _ in range(300):
        value = tuple(_random(rng, 4) for _ in range(rng.randint(0, 6)))
        for case in (value, (value, value, (value,))):
            for ints_only in (False,) + ((True,) if "e" not in repr(case) else ()):
                got = unpack(*pack(case, ints_only))
                assert got == case and repr(got) == repr(case)  # True stays apart from 1


def test_packed_tables_share_what_repeats():
    ops, numbers = pack(((1, 2), (3, (1, 2)), (3, (1, 2))))
    assert ops == "tltirr"  # the second (1, 2) and the second (3, (1, 2)) are references
    assert unpack(ops, numbers) == ((1, 2), (3, (1, 2)), (3, (1, 2)))
    with pytest.raises(ValueError):
        unpack(ops, numbers + " 7")


def _engines(tmp_path, files: int, ranks: int):
    variant = load(tmp_path, definition(files, ranks), f"big{files}x{ranks}.variant")
    module = engines.compiled_module(variant)
    return variant, module


def test_a_wide_board_names_moves_past_z_and_agrees_with_the_reference(tmp_path):
    variant, module = _engines(tmp_path, 28, 6)
    ref = lambda fen: engines.make(variant, "reference", fen)  # noqa: E731
    got = lambda fen: module.Engine(fen)  # noqa: E731
    summary = diff.run(ref, got, [None], depth=2, playouts=2, seed=5, plies=30)
    assert summary.ok, summary.mismatches
    engine = module.Engine()
    moves = diff.names(engine)
    assert {"ab2ab3", "ab2ab4", "aa2aa4", "z2z3", "aa1z3", "aa1ab3"} <= set(moves)
    engine.push_uci("ab2ab4")
    # hand-written: the pawn of ab (the 28th file) stands on rank 4, no black pawn can take it
    # in passing, and the clock counts (no `move-limit ... reset-by P`)
    assert engine.fen() == ("rnbqnbqnbqnbqnkqbnqbnqbnqbnr/pppppppppppppppppppppppppppp/27P/28/"
                            "PPPPPPPPPPPPPPPPPPPPPPPPPPP1/RNBQNBQNBQNBQNKQBNQBNQBNQBNR b KQkq - 1 1")
    engine = module.Engine()
    for move in ("z2z3", "aa5aa4", "ab2ab4"):  # the double step passes a black pawn: ab3
        engine.push_uci(move)
    assert engine.fen() == ("rnbqnbqnbqnbqnkqbnqbnqbnqbnr/pppppppppppppppppppppppppp1p/26pP/25P2/"
                            "PPPPPPPPPPPPPPPPPPPPPPPPP1P1/RNBQNBQNBQNBQNKQBNQBNQBNQBNR b KQkq ab3 3 2")
    assert "aa4ab3" in diff.names(engine)
    reference = engines.make(variant, "reference", engine.fen())
    assert diff.names(reference) == diff.names(module.Engine(engine.fen()))
    board = module.Engine(engine.fen())
    for move in board.legal_moves:  # each name parses back to its own squares
        text = move.uci()
        assert text.startswith(board._topology.name(move.from_square)), text
        assert board._topology.name(move.to_square) in text


def _big(tmp_path, n: int) -> None:
    variant = load(tmp_path, definition(n), f"big{n}.variant")
    text = emit.render(assemble.assemble(variant))
    assert "unpack(" in text  # the big tables are packed, not literals
    module = engines.load_source(text, f"big{n}", f"big{n}.py")
    engine, reference = module.Engine(), engines.make(variant, "reference")
    assert diff.names(engine) == diff.names(reference)
    assert f"{file_name(n - 1)}2{file_name(n - 1)}4" in diff.names(engine)


def test_a_32x32_board_compiles_and_agrees_with_the_reference(tmp_path):
    _big(tmp_path, 32)


@pytest.mark.slow
def test_a_64x64_board_compiles_and_agrees_with_the_reference(tmp_path):
    _big(tmp_path, 64)


def test_the_biggest_board_fits_the_move_fields():
    assert MAX_FILES * MAX_RANKS <= moves.MAX_CELLS
    last = MAX_FILES * MAX_RANKS - 1
    m = moves.encode(last, last - 1, code=63, kind=moves.Kind.PASS, pulled=last, hostage=5)
    assert (moves.origin(m), moves.target(m), moves.code(m), moves.pulled(m), moves.hostage(m)) \
        == (last, last - 1, 63, last, 5)
    assert moves.WALLED.mask >= last + 1  # a wall's square + 1
    assert moves.encode(last, last, code=63) < 1 << 30  # a promotion is still one digit


NEAR = """variant "Near"
board {n}x{n}
link d4 north f6
piece K king moves K royal
piece R rook moves R
piece C cannon moves mRpcR
piece J horse moves nN
setup "k{k}/{rows}/RCJ{rc}K b - - 0 1"
"""


def _near(tmp_path, n: int):
    text = NEAR.format(n=n, k=n - 1, rows="/".join([str(n)] * (n - 2)), rc=n - 4)
    return load(tmp_path, text, f"near{n}.variant")


def test_the_squares_near_a_target_are_a_table_of_tuples_that_packs(tmp_path):
    """A link across the middle of the board, and a lame leaper, make attacks that no line
    walks, and the squares near each target: their rows were frozensets, which a table too big
    to be written as a literal could not pack (every build of a 48x48 board with such a link
    crashed)."""
    variant = _near(tmp_path, 8)
    topo = variant.board.topology()
    men = [(p, (i + 1,)) for i, p in enumerate(variant.pieces)]
    near = attack_tables(Geometry(topo), men, Side.WHITE, frozenset()).near
    assert any(near) and all(type(row) is tuple and list(row) == sorted(row) for row in near)
    assert unpack(*pack(near, ints_only=True)) == near


@pytest.mark.slow
def test_a_48x48_board_with_a_link_packs_its_near_squares_and_agrees_with_the_reference(tmp_path):
    variant = _near(tmp_path, 48)
    text = emit.render(assemble.assemble(variant))
    assert "NEAR_BY_WHITE: tuple = unpack(" in text
    module = engines.load_source(text, "near48", "near48.py")
    assert diff.names(module.Engine()) == diff.names(engines.make(variant, "reference"))
