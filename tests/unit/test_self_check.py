"""The vector index's open-time self-check decision (memory_store.vector_index)."""

from __future__ import annotations

from omoide.memory_store.vector_index import self_check_verdict

FOUND = [0.0, 0.31, 0.4]  # the sample itself first
DEEPER = [0.2, 0.25, 0.0004]  # itself, but not at the top-1 (HNSW is approximate)
LOST = [0.2, 0.25, 0.3]  # not among its neighbours


def test_a_healthy_index_passes_even_when_some_samples_miss_the_top_1() -> None:
    # Seen on a healthy 100k store: 2 of 8 samples not at the top-1 made the old check
    # re-embed 94k vectors (about 20 minutes).
    assert self_check_verdict([FOUND] * 6 + [DEEPER] * 2, 8) is None
    assert self_check_verdict([FOUND] * 6 + [LOST] * 2, 8) is None
    assert self_check_verdict([FOUND] * 4 + [LOST] * 4, 8) is None


def test_an_index_where_most_samples_are_lost_fails() -> None:
    assert self_check_verdict([FOUND] * 3 + [LOST] * 5, 8) == (
        "5 of 8 sampled vectors do not find themselves"
    )
    assert self_check_verdict([[]] * 8, 8) == "8 of 8 sampled vectors do not find themselves"
    # Fewer answers than samples: the missing ones count as lost.
    assert self_check_verdict([FOUND] * 3, 8) == "5 of 8 sampled vectors do not find themselves"


def test_nothing_sampled_passes() -> None:
    assert self_check_verdict([], 0) is None
