"""The bench's method: both engines measured on one tree, in interleaved rounds, best round kept."""

from compiler import bench


def test_compare_interleaves_rounds_at_one_depth_and_keeps_each_best():
    calls: list[tuple[str, int]] = []
    slow_rounds = iter([0.004, 0.001, 0.004])  # the second round of the slow engine is its best

    def fast(depth: int) -> int:
        calls.append(("fast", depth))
        return 10

    def slow(depth: int) -> int:
        calls.append(("slow", depth))
        pause = next(slow_rounds, 0.004)
        end = bench.time.perf_counter() + pause
        while bench.time.perf_counter() < end:
            pass
        return 10

    mine, theirs = bench.compare(fast, slow, 3, seconds=0.003, rounds=3)
    assert {depth for _, depth in calls} == {3}
    order = [name for name, _ in calls]
    firsts = [i for i, name in enumerate(order) if name == "slow"]
    assert len(firsts) == 3 and all(order[i - 1] == "fast" for i in firsts)  # fast, slow, fast, ...
    assert theirs.nodes == 10 and 0.001 <= theirs.seconds < 0.004  # the best round, not the sum
    assert mine.nps > theirs.nps
