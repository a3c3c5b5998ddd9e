"""python-chess's names (runtime/names.py): each compared with python-chess along seeded random
chess games, and the two engines' answers compared with each other on other variants (their
attacks, pseudo-legal moves and what a move does are each engine's own)."""

from __future__ import annotations

import random

import pytest

from tests.helpers import compiled, reference
from variantc.runtime.fen import FenError
from variantc.runtime.squares import SquareSet
from variantc.runtime.values import IllegalMove, Piece

chess = pytest.importorskip("chess")

ENGINES = {"compiled": compiled, "reference": reference}
BUSY = [
    "r3k2r/1P4P1/8/2N1N3/8/8/6p1/R3K2R w KQkq - 0 1",  # promotions, castling
    "r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 1",  # en passant, castling for both
    "4k3/8/8/2KpP2r/8/8/8/8 w - d6 0 1",  # en passant that is not legal (pinned)
    "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1",  # in check
    "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",  # a mate to give
]


def _games(make, name: str, seeds, plies: int, fens=(None,)):
    """Each position of seeded random games (the same Board, moved on)."""
    for fen in fens:
        for seed in seeds:
            board = make(name, fen)
            rng = random.Random(seed)
            for _ in range(plies):
                yield board
                moves = list(board.legal_moves)
                if not moves or board.is_game_over():
                    break
                board.push(rng.choice(moves))


def _same_position(board, theirs) -> None:
    """Every name that reads the position alone, ours against python-chess's."""
    fen = board.fen()
    assert board.board_fen() == theirs.board_fen(), fen
    assert board.epd() == theirs.epd(), fen
    assert {s: p.symbol() for s, p in board.piece_map().items()} == \
        {s: p.symbol() for s, p in theirs.piece_map().items()}
    assert list(board.piece_map()) == list(theirs.piece_map())
    assert board.halfmove_clock == theirs.halfmove_clock
    assert board.fullmove_number == theirs.fullmove_number and board.ply() == theirs.ply()
    assert board.castling_rights == theirs.castling_rights == board.clean_castling_rights(), fen
    for color in (True, False):
        assert board.has_castling_rights(color) == theirs.has_castling_rights(color)
        assert board.has_kingside_castling_rights(color) == \
            theirs.has_kingside_castling_rights(color), fen
        assert board.has_queenside_castling_rights(color) == \
            theirs.has_queenside_castling_rights(color), fen
        assert board.king(color) == theirs.king(color)
        for square in range(64):
            assert board.attackers(color, square) == theirs.attackers(color, square), \
                (fen, color, square)
            assert board.is_attacked_by(color, square) == theirs.is_attacked_by(color, square)
    assert board.checkers() == theirs.checkers(), fen
    assert list(board.checkers()) == list(theirs.checkers())
    assert board.has_legal_en_passant() == theirs.has_legal_en_passant(), fen
    assert board.unicode() == theirs.unicode()
    assert board.unicode(invert_color=True, borders=True, empty_square=".", orientation=False) \
        == theirs.unicode(invert_color=True, borders=True, empty_square=".", orientation=False)


def _same_moves(board, theirs) -> None:
    """Every name that reads a move, for each pseudo-legal move."""
    fen = board.fen()
    pseudo = {m.uci() for m in board.pseudo_legal_moves}
    assert pseudo == {m.uci() for m in theirs.pseudo_legal_moves}, fen
    assert len(board.pseudo_legal_moves) == len(pseudo)
    for move in board.pseudo_legal_moves:
        their = chess.Move.from_uci(move.uci())
        assert board.is_pseudo_legal(move) and board.is_pseudo_legal(their)
        assert board.is_legal(move) == theirs.is_legal(their), (fen, move)
        assert board.is_capture(move) == theirs.is_capture(their), (fen, move)
        assert board.is_en_passant(move) == theirs.is_en_passant(their), (fen, move)
        assert board.is_castling(move) == theirs.is_castling(their), (fen, move)
        assert board.is_kingside_castling(move) == theirs.is_kingside_castling(their)
        assert board.is_queenside_castling(move) == theirs.is_queenside_castling(their)
        assert board.gives_check(move) == theirs.gives_check(their), (fen, move)
        if board.is_legal(move):
            assert board.lan(move) == theirs.lan(their), (fen, move)
    assert not board.is_legal(chess.Move.null()) and not board.is_pseudo_legal("a1a1")
    low, high = chess.BB_RANK_2 | chess.BB_RANK_7, chess.BB_CENTER
    # each in its engine's own order, as python-chess's
    assert sorted(m.uci() for m in board.generate_legal_moves(low, high)) == \
        sorted(m.uci() for m in theirs.generate_legal_moves(low, high))
    assert sorted(m.uci() for m in board.generate_pseudo_legal_moves(high)) == \
        sorted(m.uci() for m in theirs.generate_pseudo_legal_moves(high))


def test_names_are_python_chess_names_along_random_games():
    for fen, seeds, plies in ((None, range(4), 70), *((f, range(2), 20) for f in BUSY)):
        for seed in seeds:
            board = compiled("chess.variant", fen)
            theirs = chess.Board(fen or chess.STARTING_FEN)
            rng = random.Random(seed)
            for _ in range(plies):
                # python-chess's ep_square: the square passed, whether or not a man may take
                assert board.ep_square == theirs.ep_square, board.fen()
                assert board.epd(en_passant="fen") == theirs.epd(en_passant="fen")
                _same_position(board, theirs)
                _same_moves(board, theirs)
                moves = list(board.legal_moves)
                if not moves or board.is_game_over():
                    break
                move = rng.choice(moves)
                board.push(move)
                theirs.push_uci(move.uci())


@pytest.mark.parametrize("kind", ENGINES)
def test_the_ep_square_after_a_double_step_is_python_chess_s(kind):
    board, theirs = ENGINES[kind]("chess.variant"), chess.Board()
    for uci in ("e2e4", "g8f6", "e4e5", "d7d5", "a2a3", "c7c5"):
        board.push_uci(uci)
        theirs.push_uci(uci)
        assert board.ep_square == theirs.ep_square, uci
        assert board.epd(en_passant="fen") == theirs.epd(en_passant="fen")
        assert board.epd() == theirs.epd()


@pytest.mark.parametrize("kind", ENGINES)
def test_the_reference_gives_python_chess_s_answers_too(kind):
    for board in _games(ENGINES[kind], "chess.variant", range(1), 12, BUSY):
        theirs = chess.Board(board.fen())
        _same_position(board, theirs)
        _same_moves(board, theirs)


@pytest.mark.parametrize("kind", ENGINES)
def test_set_fen_reset_root_and_equality(kind):
    board = ENGINES[kind]("chess.variant")
    board.push_san("e4")
    board.push_san("e5")
    assert board.root() == ENGINES[kind]("chess.variant") and board.root().move_stack == []
    fen = "4k3/P7/8/8/8/8/8/4K3 w - - 3 40"
    board.set_fen(fen)
    assert board.fen() == fen and board.move_stack == [] and board.starting_fen == fen
    assert board.halfmove_clock == 3 and board.fullmove_number == 40 and board.ply() == 78
    assert board.parse_san("a8Q") == board.parse_san("a8=Q") == board.parse_san("a8q")
    board.push_san("a8=Q")
    assert board.root().fen() == fen and board != board.root()
    with pytest.raises(FenError):
        board.set_fen("8/8/8 w - - 0 1")
    assert len(board.move_stack) == 1
    assert board.fen().startswith("Q3k3")  # a refused FEN leaves the board as it was
    board.reset()
    assert board.move_stack == [] and board == ENGINES[kind]("chess.variant")
    assert board.fen() == chess.STARTING_FEN and board.legal_moves.count() == 20
    other = ENGINES[kind]("chess.variant")
    other.push_san("Nf3")
    assert board != other and board != "not a board"
    with pytest.raises(TypeError):
        hash(board)  # a board changes: python-chess's is unhashable too


def test_variation_san_and_epd_operations_are_python_chess_s():
    board, theirs = compiled("chess.variant"), chess.Board()
    line = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"]
    ours = [board._move_class.from_uci(u) for u in line]
    assert board.variation_san(ours) == theirs.variation_san([chess.Move.from_uci(u)
                                                              for u in line])
    board.push(ours[0])
    theirs.push_uci(line[0])
    assert board.variation_san(ours[1:]) == theirs.variation_san(
        [chess.Move.from_uci(u) for u in line[1:]])
    assert board.fen() == theirs.fen()  # left as it was
    with pytest.raises(IllegalMove, match="illegal move e2e4"):
        board.variation_san([ours[1], ours[0]])
    assert board.fen() == theirs.fen()
    e5, nc6 = board.parse_uci("e7e5"), board.parse_uci("b8c6")
    assert board.epd(bm=e5, am=[nc6, e5], pv=[e5, board._new().parse_uci("g1f3")], id='a "b"',
                     hmvc=3, ce=1.5, c0=None) == \
        theirs.epd(bm=chess.Move.from_uci("e7e5"), am=[chess.Move.from_uci("b8c6"),
                   chess.Move.from_uci("e7e5")],
                   pv=[chess.Move.from_uci("e7e5"), chess.Move.from_uci("g1f3")], id='a "b"',
                   hmvc=3, ce=1.5, c0=None)
    with pytest.raises(ValueError):
        board.epd(**{"-": 1})


def test_square_sets_read_as_python_chess_s():
    ours, theirs = SquareSet([3, 1, 40]), chess.SquareSet([1, 3, 40])
    assert list(ours) == list(theirs) and int(ours) == int(theirs) == ours.mask
    assert ours == theirs and ours == int(theirs) and ours == {1, 3, 40} and 3 in ours
    assert ours | [2] == SquareSet([1, 2, 3, 40]) and ours & [3, 4] == [3] and not SquareSet()
    assert SquareSet(int(theirs)) == ours and repr(ours) == "SquareSet(0x1000000000a)"


def test_a_variant_without_castling_en_passant_or_a_royal_man():
    xiangqi = compiled("xiangqi.variant")
    assert xiangqi.castling_rights == 0 and not xiangqi.has_castling_rights(True)
    assert not xiangqi.has_kingside_castling_rights(False) and xiangqi.ep_square is None
    anti = compiled("antichess.variant")
    assert anti.king(True) is None and anti.checkers() == SquareSet()
    shogi = compiled("shogi.variant")
    assert "L ♘ S G ♔ G S ♘ L" in shogi.unicode() and shogi.board_fen() == shogi.fen().split("[")[0]
    house = compiled("crazyhouse.variant", "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1")
    drop = house.parse_uci("Q@e7")
    assert house.lan(drop) == house.san(drop) == "Q@e7+" and house.gives_check(drop)
    assert [m.uci() for m in house.generate_legal_moves(to_mask=1 << 52)] == ["Q@e7"]


def _agree(name: str, seeds, plies: int) -> None:
    """The two engines' answers, position by position of random games played on both."""
    for seed in seeds:
        board, ref = compiled(name), reference(name)
        rng = random.Random(seed)
        for _ in range(plies):
            _agree_here(name, board, ref)
            moves = list(board.legal_moves)
            if not moves or board.is_game_over():
                break
            move = rng.choice(moves)
            board.push(move)
            ref.push_uci(move.uci())


def _agree_here(name: str, board, ref) -> None:
    fen, sides = board.fen(), (True, False)
    for square in board._topology.squares:
        for color in sides:
            assert board.attackers(color, square) == ref.attackers(color, square), \
                (name, fen, color, square)
    assert board.checkers() == ref.checkers(), (name, fen)
    assert [board.king(c) for c in sides] == [ref.king(c) for c in sides]
    assert board.castling_rights == ref.castling_rights, (name, fen)
    assert board.ep_squares() == ref.ep_squares(), (name, fen)
    assert board.halfmove_clock == ref.halfmove_clock, (name, fen)
    assert board == ref and board.epd() == ref.epd() and board.unicode() == ref.unicode()
    assert {m.uci() for m in board.pseudo_legal_moves} == \
        {m.uci() for m in ref.pseudo_legal_moves}, (name, fen)
    for move in board.legal_moves:
        for what in ("is_capture", "is_en_passant", "is_castling", "gives_check", "lan"):
            assert getattr(board, what)(move) == getattr(ref, what)(move), \
                (name, fen, move, what)


AGREE = ["xiangqi.variant", "shogi.variant", "crazyhouse.variant", "atomic.variant",
         "grand.variant", "seirawan.variant", "janggi.variant", "antichess.variant"]


@pytest.mark.parametrize("name", AGREE)
def test_the_engines_agree_on_other_variants(name):
    _agree(name, range(1), 14)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["capablanca.variant", "horde.variant", "duck.variant",
                                  "grasshopper.variant", "makruk.variant", "shatar.variant",
                                  "hole-chess.md", "petrified.variant", "fischerandom.variant",
                                  "kingofthehill.variant", "sittuyin.variant", *AGREE])
def test_the_engines_agree_along_longer_games(name):
    _agree(name, range(3), 40)


def test_pieces_are_values():
    board = compiled("chess.variant")
    assert board.piece_map()[4] == Piece("K", True)


FAIRY = {"crazyhouse.variant": "crazyhouse", "capablanca.variant": "capablanca",
         "grand.variant": "grand", "shogi.variant": "shogi", "xiangqi.variant": "xiangqi",
         "janggi.variant": "janggi", "atomic.variant": "atomic", "seirawan.variant": "seirawan"}


@pytest.mark.parametrize("name", ["crazyhouse.variant", "xiangqi.variant", "atomic.variant"])
def test_captures_and_checks_are_fairy_stockfish_s(name):
    _fairy_agrees(name, range(1), 10)


@pytest.mark.slow
@pytest.mark.parametrize("name", FAIRY)
def test_captures_and_checks_are_fairy_stockfish_s_along_longer_games(name):
    _fairy_agrees(name, range(3), 40)


def _fairy_agrees(name: str, seeds, plies: int) -> None:
    """Fairy-Stockfish's answers (a call takes a millisecond or so: few positions)."""
    pyffish = pytest.importorskip("pyffish")
    for board in _games(compiled, name, seeds, plies):
        fen = board.fen()
        for move in board.legal_moves:
            uci = move.uci()
            assert board.is_capture(move) == pyffish.is_capture(FAIRY[name], fen, [], uci), \
                (name, fen, uci)
            assert board.gives_check(move) == pyffish.gives_check(FAIRY[name], fen, [uci]), \
                (name, fen, uci)


@pytest.mark.slow  # a native build costs gcc tens of seconds
def test_a_native_build_lists_the_same_attackers():
    from tests.test_native import built
    for board in _games(compiled, "chess.variant", range(2), 40):
        native = built("chess.variant", board.fen())
        for square in range(64):
            for color in (True, False):
                assert native.attackers(color, square) == board.attackers(color, square)
        assert native.checkers() == board.checkers()
