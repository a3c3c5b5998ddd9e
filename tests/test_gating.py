"""Gating (Seirawan chess, S-House): both engines against Fairy-Stockfish and each other.

Expected values come from pyffish (legal moves, FENs, SAN), or from the other engine: FENs
read and written back as Fairy-Stockfish writes them, the gated twins of legal moves only,
castling that gates on the king's square or the rook's, gates lost when their man moves or is
taken, and gates written only while a side holds a man (or captures fill its hand).
"""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, variant
from variantc.tools import crosscheck, diff, engines

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

ENGINES = {"compiled": compiled, "reference": reference}
# Each a position Fairy-Stockfish reads as written, with what it tests.
POSITIONS = [
    ("seirawan", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1"),
    # castling may gate on the king's square or the rook's
    ("seirawan", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1"),
    # white holds nothing: its gates are not written, black's are
    ("seirawan", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[he] w KQkq - 0 1"),
    # the king in check from a1: gating on e1 does not make f1 safe
    ("seirawan", "4k3/8/8/8/8/8/8/r3K3[H] w E - 0 1"),
    # the d1 knight is pinned: no twin of its moves, though the hawk would block
    ("seirawan", "4k3/8/8/8/8/8/8/r2NK2R[H] w DK - 0 1"),
    # the king has moved: the rooks' gates are written by their files
    ("seirawan", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4K1R[H] w AH - 0 1"),
    # S-House: gates written with an empty hand, captured men gated, pawns never on rank 1
    ("shouse", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[] w KQkq - 0 1"),
    ("shouse", "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR[PNp] w KQBCDFGkqbcdfg - 0 1"),
]


def _ids(case: tuple[str, str]) -> str:
    return f"{case[0]}:{case[1].split()[0][-12:]}"


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("case", POSITIONS, ids=_ids)
def test_legal_moves_and_fen_equal_fairy_stockfish(case: tuple[str, str], engine: str) -> None:
    name, fen = case
    board = ENGINES[engine](f"{name}.variant", fen)
    assert board.fen() == pyffish.get_fen(name, fen, [])
    assert sorted(m.uci() for m in board.legal_moves) == sorted(pyffish.legal_moves(name, fen, []))


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("case", POSITIONS, ids=_ids)
def test_each_move_leaves_fairy_stockfish_fen(case: tuple[str, str], engine: str) -> None:
    """Every legal move played: the FEN after it, as Fairy-Stockfish writes it, and read back."""
    name, fen = case
    for move in sorted(pyffish.legal_moves(name, fen, [])):
        board = ENGINES[engine](f"{name}.variant", fen)
        board.push_uci(move)
        want = pyffish.get_fen(name, fen, [move])
        assert crosscheck.comparable(board.fen()) == crosscheck.comparable(want), move
        assert ENGINES[engine](f"{name}.variant", want).fen() == board.fen(), move


def test_castling_gates_on_the_king_square_or_the_rook_square() -> None:
    fen = POSITIONS[1][1]
    for engine in ENGINES.values():
        board = engine("seirawan.variant", fen)
        sans = {m.uci(): board.san(m) for m in board.legal_moves}
        for move in ("e1g1h", "h1e1h", "e1c1e", "a1e1e", "h1g1h", "e1f1e"):
            assert sans[move] == pyffish.get_san("seirawan", fen, move)
        move = board.parse_uci("h1e1h")
        assert (move.gate, move.gate_square, move.promotion) == ("H", 7, None)


@pytest.mark.parametrize("name", ["seirawan.variant", "shouse.variant"])
def test_compiled_agrees_with_reference(name: str) -> None:
    v = variant(name)
    module = engines.compiled_module(v)
    starts = [None, *(fen for slug, fen in POSITIONS if f"{slug}.variant" == name)]
    summary = diff.run(lambda f: engines.make(v, "reference", f), lambda f: module.Engine(f),
                       starts, depth=2, playouts=6, seed=3, plies=40)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)


def test_repetition_ignores_gates() -> None:
    """As Fairy-Stockfish: a knight that left its gate and came back repeats the position."""
    moves = ["b1c3", "b8c6", "c3b1", "c6b8"] * 2
    start = pyffish.start_fen("seirawan")
    assert pyffish.is_optional_game_end("seirawan", start, moves)[0]
    for engine in ENGINES.values():
        board = engine("seirawan.variant")
        for move in moves:
            board.push_uci(move)
        outcome = board.outcome()
        assert outcome is not None and outcome.termination.value == "repetition"
