"""The bench's method: both engines measured on one tree, in interleaved rounds, best round kept."""

import pytest

from variantc.tools import bench


class Clock:
    """bench's clock, moved only by the fake engines' work: the machine's load cannot skew it."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(bench, "time", fake)
    return fake


def test_compare_interleaves_rounds_at_one_depth_and_keeps_each_best(clock: Clock):
    calls: list[tuple[str, int]] = []
    slow_rounds = iter([0.004, 0.001, 0.004])  # the second round of the slow engine is its best

    def fast(depth: int) -> int:
        calls.append(("fast", depth))
        clock.now += 0.0001
        return 10

    def slow(depth: int) -> int:
        calls.append(("slow", depth))
        clock.now += next(slow_rounds, 0.004)
        return 10

    mine, theirs = bench.compare(fast, slow, 3, seconds=0.003, rounds=3)
    assert {depth for _, depth in calls} == {3}
    order = [name for name, _ in calls]
    firsts = [i for i, name in enumerate(order) if name == "slow"]
    assert len(firsts) == 3 and all(order[i - 1] == "fast" for i in firsts)  # fast, slow, fast, ...
    assert theirs.nodes == 10 and 0.001 <= theirs.seconds < 0.004  # the best round, not the sum
    assert mine.nps > theirs.nps


def _tree(clock: Clock, growth: int, seconds_per_node: float, ran: list[int]):
    """A fake perft whose tree grows `growth`-fold a ply and whose runs take time in proportion."""
    def run(depth: int) -> int:
        ran.append(depth)
        nodes = growth ** depth
        clock.now += nodes * seconds_per_node
        return nodes
    return run


def test_timed_goes_deeper_while_the_tree_is_too_small_to_time(clock: Clock):
    ran: list[int] = []
    m = bench.timed(_tree(clock, 10, 1e-6, ran), min_seconds=0.05, budget=1.0)
    assert ran == [1, 2, 3, 4, 5] and m.depth == 5 and m.nodes == 10 ** 5  # 0.1 s >= 0.05 s


def test_timed_stops_short_of_a_depth_that_would_outlast_the_budget(clock: Clock):
    ran: list[int] = []
    m = bench.timed(_tree(clock, 10, 1e-6, ran), min_seconds=0.5, budget=0.05)
    # depth 4 took 0.01 s, so depth 5 would take about 0.1 s: over the budget, never run
    assert ran == [1, 2, 3, 4] and m.depth == 4


def test_compare_refuses_engines_that_count_different_trees(clock: Clock):
    def counting(nodes: int):
        def run(depth: int) -> int:
            clock.now += 0.001
            return nodes
        return run

    with pytest.raises(bench.Disagree, match=r"perft\(2\) counts 10 and 11"):
        bench.compare(counting(10), counting(11), 2, seconds=0.003, rounds=3)


def test_the_api_loop_is_measured_with_and_without_python_chess():
    from tests.helpers import compiled
    from variantc.tools import bench_api

    shogi = bench_api.measure({"compiled": compiled("shogi.variant")},
                              compiled("shogi.variant").fen(), seconds=0.01)
    assert shogi["api_compiled"].nps > 0 and "api_python-chess" not in shogi
    # a second board stands in for the native build: the same rows, and × pure
    row = bench_api.measure({"compiled": compiled("chess.variant"),
                             "native": compiled("chess.variant")},
                            compiled("chess.variant").fen(), seconds=0.01)
    assert row["api_native"].nps > 0 and row["api_native_pure"] > 0
    assert row["api_native_python-chess_ratio"] > 0 and row["api_python-chess"].nodes > 0
    assert "× pure" in str(bench_api.rows_table([{"variant": "chess"} | row]).columns[3].header)
