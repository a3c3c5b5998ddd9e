"""The Zobrist hash compiled engines keep (backend/rules/zobrist): made incrementally, it must
equal the hash read in full from the position, after every move and take-back of random games
of every shipped definition; and two move orders that reach one position must hash equal."""

from __future__ import annotations

import random

import pytest

from tests.helpers import SHIPPED, compiled

# One definition per way a move changes the position (pools, exchanges, holes and pulls,
# links, explosions, walls, gates, counters, counting, turning men); every one under -m slow.
SAMPLE = {"chess.variant", "crazyhouse.variant", "shogi.variant", "hostage-chess.variant",
          "hole-chess.md", "crazy-38s.variant", "atomic.variant", "duck.variant",
          "petrified.variant", "falcon-hunter.variant", "tax-chess.variant", "seirawan.variant",
          "3check.variant", "xiangqi.variant", "kyotoshogi.variant", "makruk.variant",
          "sittuyin.variant", "placement.variant"}
CASES = [pytest.param(name, marks=() if name in SAMPLE else pytest.mark.slow) for name in SHIPPED]


@pytest.mark.parametrize("name", CASES)
def test_incremental_hash_matches_full(name: str) -> None:
    rng = random.Random(name)
    for _ in range(3):
        e = compiled(name)
        seen = [e._zobrist()]  # turns hashing on
        for _ in range(60):
            legal = e._legal()
            if not legal or e._ended() is not None:
                break
            e._make(rng.choice(legal))
            assert e._hash == e._hash_full(), e.fen()
            seen.append(e._zobrist())
        while e._stack:
            e._unmake()
            seen.pop()
            assert e._hash == e._hash_full(), e.fen()
            assert e._zobrist() == seen[-1], e.fen()


def test_hashing_turned_on_mid_game() -> None:
    e = compiled("crazyhouse.variant")
    for text in ("e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5"):
        e.push_uci(text)
    key = e._zobrist()  # hashing starts here: the moves so far are replayed
    assert e._hash == e._hash_full()
    assert key == compiled("crazyhouse.variant", e.fen())._zobrist()
    e.pop()
    assert e._hash == e._hash_full()


def test_hash_reads_the_position_not_the_path() -> None:
    # the same position by two knight tours, and from its FEN
    a, b = compiled("chess.variant"), compiled("chess.variant")
    for text in ("g1f3", "g8f6", "b1c3", "b8c6"):
        a.push_uci(text)
    for text in ("b1c3", "b8c6", "g1f3", "g8f6"):
        b.push_uci(text)
    assert a._zobrist() == b._zobrist()
    assert compiled("chess.variant", a.fen())._zobrist() == a._zobrist()
    c = compiled("chess.variant")
    for text in ("g1f3", "g8f6", "b1c3", "b8c6", "f3g1"):
        c.push_uci(text)
    assert c._zobrist() != a._zobrist()


def test_hash_covers_pools_and_side() -> None:
    # crazyhouse: the same board with a man more in hand, and the same position the other
    # side to move, hash apart
    base = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    one = compiled("crazyhouse.variant", base)
    two = compiled("crazyhouse.variant", base.replace("[]", "[P]"))
    three = compiled("crazyhouse.variant", base.replace(" w ", " b "))
    assert len({one._zobrist(), two._zobrist(), three._zobrist()}) == 3
