"""Rules that meet in one definition: petrify with a pool and drops, petrify with a counter of
checks, royal queens with a crazyhouse hand. Each
expectation is worked out by hand from docs/language.md and asked of both engines; then the
two are compared by perft and playouts (tools/diff), as `variantc diff` compares them."""

from __future__ import annotations

import pytest

from tests.helpers import definition, ucis
from variantc.tools import diff, engines

KINDS = ("compiled", "reference")

# A crazyhouse hand, and every man but the pawn turns into a wall where it captures.
STONE_HOUSE = """\
variant "Stone house"
board 8x8
pool hand
captures to hand
drop from hand
piece K king moves K royal
piece R rook moves R
piece N knight moves N
piece P pawn moves fmW fcF promotes in rank 8 to R N drops in ranks 2-7
petrify K R N
setup "4k3/p7/8/8/8/8/8/R3K3[N] w - - 0 1"
checkmate loses
stalemate draws
"""


@pytest.mark.parametrize("kind", KINDS)
def test_drops_and_walls_in_one_game(tmp_path, kind) -> None:
    """A drop ends its turn with no capture to petrify; a capture still leaves its wall, and the
    man taken goes to the hand, to be dropped in turn."""
    engine = engines.make(definition(tmp_path, STONE_HOUSE), kind, None)
    played = [("N@d5", "4k3/p7/8/3N4/8/8/8/R3K3[] b - - 0 1"),
              ("e8f8", "5k2/p7/8/3N4/8/8/8/R3K3[] w - - 1 2"),
              ("a1a7", "5k2/*7/8/3N4/8/8/8/4K3[P] b - - 0 2"),  # the rook is a wall on a7
              ("f8g8", "6k1/*7/8/3N4/8/8/8/4K3[P] w - - 1 3"),
              ("P@b6", "6k1/*7/1P6/3N4/8/8/8/4K3[] b - - 0 3")]
    for move, fen in played:
        engine.push_uci(move)
        assert engine.fen() == fen
    assert ucis(engine) == ["g8f7", "g8f8", "g8g7", "g8h7", "g8h8"]
    for _ in played:
        engine.pop()
    assert engine.fen() == "4k3/p7/8/8/8/8/8/R3K3[N] w - - 0 1"


def _agree(tmp_path, text: str, fens: list[str | None], playouts: int = 4) -> None:
    v = definition(tmp_path, text)
    summary = diff.run(lambda f: engines.make(v, "reference", f),
                       lambda f: engines.make(v, "compiled", f), fens, 2, playouts, 1, 40)
    assert summary.ok, "\n".join(m.report() for m in summary.mismatches)


def test_stone_house_engines_agree(tmp_path) -> None:
    _agree(tmp_path, STONE_HOUSE, [None, "r3k3/p7/8/8/8/8/8/R3K3[NPnp] w - - 0 1"])


STONE_CHECKS = """\
variant "Stone checks"
board 8x8
piece K king moves K royal
piece Q queen moves Q
piece R rook moves R
piece P pawn moves fmW fcF promotes in rank 8 to Q R
petrify K Q R
counter checks counts checks
goal when checks >= 3 wins
setup "r3k3/pppp4/8/8/8/8/PPPP4/R2QK3 w - - 0 1"
checkmate loses
stalemate draws
"""


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("fen", "move", "after"), [
    # a plain check counts: White has two left to give
    ("4k3/8/8/8/8/8/8/R4K2 w - - 3+3 0 1", "a1a8", "R3k3/8/8/8/8/8/8/5K2 b - - 2+3 1 1"),
    # the queen takes with check, and is a wall at once: the wall gives no check
    ("4k3/4p3/8/8/8/8/8/4QK2 w - - 3+3 0 1", "e1e7", "4k3/4*3/8/8/8/8/8/5K2 b - - 3+3 0 1"),
    # a king beside the enemy's gives check, but attacks nothing: no check is counted
    ("8/8/8/8/3k4/8/4K3/8 w - - 3+3 0 1", "e2e3", "8/8/8/8/3k4/4K3/8/8 b - - 3+3 1 1"),
])
def test_a_petrified_capture_gives_no_check_to_count(tmp_path, kind, fen, move, after) -> None:
    engine = engines.make(definition(tmp_path, STONE_CHECKS), kind, fen)
    engine.push_uci(move)
    assert engine.fen() == after


def test_stone_checks_engines_agree(tmp_path) -> None:
    _agree(tmp_path, STONE_CHECKS, [None, "4k3/4p3/8/8/8/8/8/4QK2 w - - 3+3 0 1"], playouts=6)


# Coregal chess (the queens royal) with a crazyhouse hand: a promoted queen is marked ('Q~'),
# a kind of its own that demotes when captured, and royal as every queen is.
COREGAL_HOUSE = """\
variant "Coregal house"
board 8x8
pool hand
captures to hand
drop from hand
piece K king moves K royal
piece Q queen moves Q royal
piece R rook moves R
piece B bishop moves B
piece N knight moves N
piece P pawn moves fmW ifmnD fcF promotes in rank 8 to Q R B N drops in ranks 2-7
setup "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1"
checkmate loses
stalemate draws
"""


@pytest.mark.parametrize("kind", KINDS)
def test_a_promoted_queen_is_royal(tmp_path, kind) -> None:
    v = definition(tmp_path, COREGAL_HOUSE)
    # the bishop on a3 sees f8: a queen made there would stand attacked, the other men not
    engine = engines.make(v, kind, "8/5P2/8/7k/8/b7/8/4K3[] w - - 0 1")
    assert ucis(engine) == ["e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "f7f8b", "f7f8n", "f7f8r"]
    # a promoted queen attacked is check: it must be saved
    # a promoted queen attacked is check: it must step off the bishop's line (not to b2, c5,
    # nor beside the black king) or take the bishop, and the king may not move
    engine = engines.make(v, kind, "8/8/8/7k/8/b7/8/2Q~1K3[] w - - 0 1")
    assert engine.is_check()
    assert ucis(engine) == ["c1a1", "c1a3", "c1b1", "c1c2", "c1c3", "c1c4", "c1c6", "c1c7",
                            "c1c8", "c1d1", "c1d2", "c1e3", "c1f4"]


def test_coregal_house_engines_agree(tmp_path) -> None:
    _agree(tmp_path, COREGAL_HOUSE, [None, "8/5P2/8/7k/8/b7/8/2Q~1K3[Pp] w - - 0 1"], playouts=6)


# A pawn that may ride straight ahead (`fmR`), or straight and diagonally ahead (`fmQ`), and be
# taken in passing on every square it passed (docs/language.md, en-passant).
LONG_PAWNS = """\
variant "Long pawns"
board 8x8
piece K king moves K royal
piece Q queen moves Q
piece P pawn moves {ride} fcF en-passant promotes in rank 8 to Q
setup "4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"
"""
RIDER = "k7/8/8/5p2/8/8/6P1/K7 b - - 0 1"  # Black's f-pawn four squares from promoting


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("ride", "black", "shown", "legal", "white", "after"), [
    # f5f2 passes f4 and f3: the pawn on g2 takes it on f3, and it leaves f2
    ("fmR", "f5f2", "k7/8/8/8/8/8/5pP1/K7 w - f3 1 2",
     ["a1a2", "a1b1", "a1b2", "g2f3", "g2g3", "g2g4", "g2g5", "g2g6", "g2g7", "g2g8q"],
     "g2f3", "k7/8/8/8/8/5P2/8/K7 b - - 0 2"),
    # a passing move that promotes leaves the same squares: the new queen on f1 is taken
    ("fmR", "f5f1q", "k7/8/8/8/8/8/6P1/K4q2 w - f1f3 1 2", ["a1a2", "a1b2", "g2f3"],
     "g2f3", "k7/8/8/8/8/5P2/8/K7 b - - 0 2"),
    # the pawn on g2 may step to f3: there it moves, and takes nothing in passing
    ("fmQ", "f5f2", "k7/8/8/8/8/8/5pP1/K7 w - - 1 2",
     ["a1a2", "a1b1", "a1b2", "g2b7", "g2c6", "g2d5", "g2e4", "g2f3", "g2g3", "g2g4", "g2g5",
      "g2g6", "g2g7", "g2g8q", "g2h3"],
     "g2f3", "k7/8/8/8/8/5P2/5p2/K7 b - - 2 2"),
    ("fmQ", "f5f1q", "k7/8/8/8/8/8/6P1/K4q2 w - - 1 2", ["a1a2", "a1b2"],
     "a1b2", "k7/8/8/8/8/8/1K4P1/5q2 b - - 2 2"),
])
def test_a_long_step_is_taken_in_passing(tmp_path, kind, ride, black, shown, legal, white,
                                         after) -> None:
    engine = engines.make(definition(tmp_path, LONG_PAWNS.format(ride=ride)), kind, RIDER)
    engine.push_uci(black)
    assert engine.fen() == shown
    assert ucis(engine) == legal
    engine.push_uci(white)
    assert engine.fen() == after


@pytest.mark.parametrize("ride", ["fmR", "fmQ"])
def test_long_pawns_engines_agree(tmp_path, ride) -> None:
    _agree(tmp_path, LONG_PAWNS.format(ride=ride), [None, RIDER], playouts=6)


# Royal men that may pass squares: a pawn that promotes to a royal queen, a king that may step
# twice. Neither is ever taken in passing.
ROYAL_PASSERS = """\
variant "Royal passers"
board 8x8
piece K king moves K ifmnD royal en-passant
piece Q queen moves Q royal
piece P pawn moves fmR fcF en-passant promotes in rank 8 to Q
setup "4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"
"""


@pytest.mark.parametrize("kind", KINDS)
def test_a_royal_man_is_never_taken_in_passing(tmp_path, kind) -> None:
    v = definition(tmp_path, ROYAL_PASSERS)
    engine = engines.make(v, kind, "k7/8/8/5p2/8/8/6P1/7K b - - 0 1")
    engine.push_uci("f5f1q")  # a royal queen: it checks the king, and cannot be taken
    assert engine.fen() == "k7/8/8/8/8/8/6P1/5q1K w - - 1 2"
    assert ucis(engine) == ["h1h2"]
    # the king's double step leaves nothing to take on e2
    engine = engines.make(v, kind, "k7/8/8/8/8/3p4/8/4K3 w - - 0 1")
    engine.push_uci("e1e3")
    assert engine.fen() == "k7/8/8/8/8/3pK3/8/8 b - - 1 1"
    assert ucis(engine) == ["a8a7", "a8b7", "a8b8", "d3d1q", "d3d2"]
    # nor does a FEN that names the king as the man that passed
    engine = engines.make(v, kind, "k7/8/8/8/8/3pK3/8/8 b - e2 1 1")
    assert engine.fen() == "k7/8/8/8/8/3pK3/8/8 b - - 1 1"
    assert ucis(engine) == ["a8a7", "a8b7", "a8b8", "d3d1q", "d3d2"]


# A hand that keeps the enemy men captured, colour and all, and that its owner drops its own
# men from: each side's part may hold men of both colours.
KEEPING_HAND = """\
variant "Keeping hand"
board 6x6
pool hand
captures to hand keeping-colour
drop from hand
piece K king moves K royal
piece R rook moves R
piece N knight moves N
setup "2kr2/6/6/6/6/R1K3[/] w - - 0 1"
"""


@pytest.mark.parametrize("kind", KINDS)
def test_a_part_of_a_pool_holds_both_colours(tmp_path, kind) -> None:
    v = definition(tmp_path, KEEPING_HAND)
    engine = engines.make(v, kind, "2kr2/6/6/6/6/R1K3[nN/] w - - 0 1")
    assert engine.fen() == "2kr2/6/6/6/6/R1K3[Nn/] w - - 0 1"  # white's men first
    drops = [m for m in ucis(engine) if "@" in m]
    assert len(drops) == 32 and all(m.startswith("N@") for m in drops)  # its own knight only
    for move in ("a1a5", "d6d1", "c1d1"):  # the king takes the rook, which stays black
        engine.push_uci(move)
    assert engine.fen() == "2k3/R5/6/6/6/3K2[Nrn/] b - - 0 2"  # by colour, then as declared


def test_keeping_hand_engines_agree(tmp_path) -> None:
    _agree(tmp_path, KEEPING_HAND, [None, "2kr2/6/6/6/6/R1K3[nN/Rr] w - - 0 1"], playouts=6)


# Hostage Chess's pools, and men that turn into walls where they capture.
STONE_HOSTAGES = """\
variant "Stone hostages"
board 6x6
pool prison
pool airfield
captures to prison keeping-colour
drop from airfield
exchange from prison to airfield
piece K king moves K royal
piece N knight moves N value 3
piece P pawn moves fmW fcF value 1 promotes in rank 6 to N
petrify N
setup "3k2/6/6/6/6/3K2 w - - 0 1"
"""


@pytest.mark.parametrize("kind", KINDS)
def test_an_exchange_drops_nowhere_a_wall_stands(tmp_path, kind) -> None:
    """The man an exchange releases is dropped like any drop: never on a wall."""
    engine = engines.make(definition(tmp_path, STONE_HOSTAGES), kind,
                          "3k2/*5/6/2*3/6/3K2[p/N//] b - - 0 1")
    exchanges = sorted(m.split("@")[1] for m in ucis(engine) if "@" in m)
    # the black knight goes back, for the black pawn dropped on ranks 1-6 but the kings'
    # squares and the walls' (a pawn may be dropped anywhere here: it has no drops clause)
    assert exchanges == sorted(f"{f}{r}" for f in "abcdef" for r in range(1, 7)
                               if f"{f}{r}" not in ("d6", "d1", "a5", "c3"))


# Two royal kinds, both turning to stone where they capture: each gives check without being
# able to take (docs/language.md, petrification), and a side has several royal men.
STONE_ROYALS = """\
variant "Stone royals"
board 6x6
piece K king moves K royal
piece Q queen moves Q royal
piece P pawn moves fmW fcF promotes in rank 6 to Q
petrify K Q
{rule}
setup "2q2k/6/6/6/2P3/2QK2 w - - 0 1"
"""


@pytest.mark.parametrize("kind", KINDS)
def test_a_stone_queen_gives_check_beside_a_second_royal(tmp_path, kind) -> None:
    v = definition(tmp_path, STONE_ROYALS.format(rule=""))
    # the white queen on d4 could take the black king on d6, were it allowed to: check
    assert engines.make(v, kind, "3k2/6/3Q2/6/6/K5 b - - 0 1").is_check()
    assert not engines.make(v, kind, "3k2/6/2Q3/6/6/K5 b - - 0 1").is_check()


@pytest.mark.parametrize("kind", KINDS)
def test_no_move_uncovers_a_stone_queens_check_where_checks_are_forbidden(tmp_path, kind) -> None:
    v = definition(tmp_path, STONE_ROYALS.format(rule="forbid checks"))
    moves = ucis(engines.make(v, kind, "2q2k/6/6/3p2/2P3/2QK2 w - - 0 1"))
    # taking on d3 would open the c-file: the queen on c1 would check the queen on c6
    assert "c2c3" in moves and "c2d3" not in moves


@pytest.mark.parametrize("kind", KINDS)
def test_with_duple_check_a_stone_check_counts_as_an_attack(tmp_path, kind) -> None:
    v = definition(tmp_path, STONE_ROYALS.format(rule="duple-check"))
    # the black king alone: checked by the stone queen, all its royal men are
    assert engines.make(v, kind, "3k2/6/3Q2/6/6/K5 b - - 0 1").is_check()
    # a black queen besides, which nothing attacks: not in check
    assert not engines.make(v, kind, "q2k2/6/3Q2/6/6/K5 b - - 0 1").is_check()


# Captures explode, and checks are counted: a check is judged once the blast is over.
BLAST_CHECKS = """\
variant "Blast checks"
board 6x6
piece K king moves K royal
piece R rook moves R
piece N knight moves N
explosion around K
counter checks counts checks
goal when checks >= 3 wins
setup "1nkr2/6/6/6/6/1NKR2 w - - 0 1"
"""


@pytest.mark.parametrize("kind", KINDS)
def test_a_capture_that_blows_up_its_checker_counts_no_check(tmp_path, kind) -> None:
    # the knight takes on a2, from where it would check c1, and goes up with the rook
    engine = engines.make(definition(tmp_path, BLAST_CHECKS), kind, "3k2/6/6/2n3/R5/2K3 b - - 3+3 0 1")
    engine.push_uci("c3a2")
    assert engine.fen() == "3k2/6/6/6/6/2K3 w - - 3+3 0 2"


@pytest.mark.parametrize("kind", KINDS)
def test_a_check_beside_the_enemy_king_is_shielded_and_not_counted(tmp_path, kind) -> None:
    # the rook attacks the black king on c3, which stands beside the white one: taking it would
    # blow up both kings, so it is not in check, and no check is counted
    engine = engines.make(definition(tmp_path, BLAST_CHECKS), kind, "6/6/6/2k3/2K3/R5 w - - 3+3 0 1")
    engine.push_uci("a1a3")
    assert engine.fen() == "6/6/6/R1k3/2K3/6 b - - 3+3 1 1"
    assert not engine.is_check()
