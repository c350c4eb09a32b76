"""Drill r43: absurd ``now`` given to consolidation.

The consolidation graph's input ``now`` (epoch seconds: which open loops are past; Studio's
input form, the API, Python) was read only by its last node, ``close_loops``: ``"hello"``,
NaN, a timestamp in milliseconds or year 10^12 ran the whole consolidation — batches
committed, cursor moved — and then failed with a raw ``invalid literal for int()`` /
``year 58299 is out of range`` / ``OverflowError``; ``True`` was read as 1970. Now ``begin``
checks it before any work, as ``recall``'s ``now`` is checked. ``consolidate(now=...)`` names
the argument ``now`` (it said ``occurred_at``). Real stores, the real graph.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from omoide.agent.consolidation import build_consolidation_graph, consolidate
from omoide.memory_store import MemoryStore, USEEmbeddings
from tests.conftest import NOW, sample_episodes


@pytest.fixture
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "store", embedder=embedder) as s:
        s.add_episodes(sample_episodes())
        yield s


@pytest.mark.parametrize(
    ("now", "error", "message"),
    [
        ("hello", TypeError, "now must be a timezone-aware datetime or epoch seconds"),
        (float("nan"), ValueError, "now must be a finite number"),
        (1_777_600_000_000, ValueError, "now 1777600000000 is outside the years 1900-2199"),
        (10**20, ValueError, "is outside the years 1900-2199"),
        (True, TypeError, "not bool True"),
    ],
)
def test_a_bad_now_fails_before_any_work(
    store: MemoryStore, now: Any, error: type[Exception], message: str
) -> None:
    graph = build_consolidation_graph(store)
    with pytest.raises(error) as raised:
        graph.invoke({"now": now})
    assert message in str(raised.value)
    assert store.derived.cursor(namespace=store.namespace) is None  # nothing consolidated


def test_a_good_now_still_closes_loops(store: MemoryStore) -> None:
    graph = build_consolidation_graph(store)
    early = graph.invoke({"now": int(NOW.timestamp())})["result"]
    assert early["episodes"] == len(sample_episodes())
    late = graph.invoke({"now": float(datetime(2199, 1, 1, tzinfo=UTC).timestamp())})["result"]
    assert late["loops_closed"] > 0  # every loop is past in 2199


def test_consolidate_names_its_argument(store: MemoryStore) -> None:
    with pytest.raises(ValueError, match=r"^now 1899-01-01T00:00:00\+00:00 is outside"):
        consolidate(store, now=datetime(1899, 1, 1, tzinfo=UTC))
