"""Ranking metrics and the episode → session mapping used by `omoide eval`."""

from __future__ import annotations

import math

import pytest

from benchmarks.evaluation.metrics import (
    mrr_at,
    ndcg_at,
    precision_at,
    recall_all_at,
    recall_any_at,
    sessions_in_order,
)


def test_sessions_are_deduplicated_by_first_rank() -> None:
    session_of = {"e1": "s1", "e2": "s2", "e3": "s1", "e4": "s3"}
    assert sessions_in_order(["e1", "e2", "e3", "e4"], session_of) == ["s1", "s2", "s3"]
    assert sessions_in_order(["e3", "e4", "e1"], session_of) == ["s1", "s3"]


def test_recall_any_and_all() -> None:
    ranked = ["a", "b", "c", "d"]
    assert recall_any_at(ranked, {"c"}, 3) == 1.0
    assert recall_any_at(ranked, {"d"}, 3) == 0.0
    assert recall_all_at(ranked, {"a", "c"}, 3) == 1.0
    assert recall_all_at(ranked, {"a", "d"}, 3) == 0.0


def test_precision_counts_positions_so_repeated_sessions_count_each_time() -> None:
    # The Japanese tasks rank episodes; two episodes of one relevant session are two hits.
    per_episode = ["s1", "s1", "s2", "s3", "s1"]
    assert precision_at(per_episode, {"s1"}, 5) == pytest.approx(3 / 5)
    assert precision_at(["s1"], {"s1"}, 5) == pytest.approx(1 / 5)  # short lists are not padded up


def test_ndcg_binary() -> None:
    assert ndcg_at(["a", "b"], {"a"}, 5) == pytest.approx(1.0)
    assert ndcg_at(["b", "a"], {"a"}, 5) == pytest.approx(1 / math.log2(3))
    # Two relevant, one found at rank 2: dcg = 1/log2(3); ideal = 1 + 1/log2(3).
    expected = (1 / math.log2(3)) / (1 + 1 / math.log2(3))
    assert ndcg_at(["x", "a", "y"], {"a", "b"}, 3) == pytest.approx(expected)
    assert ndcg_at(["x"], set(), 5) == 0.0


def test_mrr() -> None:
    assert mrr_at(["x", "y", "a"], {"a"}, 10) == pytest.approx(1 / 3)
    assert mrr_at(["x", "y", "a"], {"a"}, 2) == 0.0
