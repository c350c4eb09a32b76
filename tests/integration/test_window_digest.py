"""Questions about what happened in a time window (issue 23, point 3): 「先月何してたっけ？」 and
"What did I do in February?" inject a digest of the window — its episodes spread across its
days, the weeks' summaries beside them — and nothing said outside it. A question about one topic
inside a window is ranked as before."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from omoide import consolidate, recall
from omoide.agent.config import get_preset
from omoide.agent.question import asks_about_window, time_window
from omoide.memory_store import MemoryStore
from omoide.memory_store.embedders import USEEmbeddings

SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data"
NOW = datetime(2026, 4, 2, 12, tzinfo=UTC)


@pytest.fixture(scope="module")
def store(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path_factory.mktemp("window") / "s", embedder=embedder) as s:
        for archive in sorted((SAMPLE / "log_archives").glob("*.txt")):
            s.ingest_archive(archive)
        consolidate(s, now=NOW)
        yield s


@pytest.mark.parametrize(
    ("question", "first", "last"),
    [
        ("先月何してたっけ？", "2026-03-01", "2026-03-31"),
        ("What did I do in February?", "2026-02-01", "2026-02-28"),
    ],
)
def test_a_window_question_injects_a_digest_of_the_window_only(
    store: MemoryStore, question: str, first: str, last: str
) -> None:
    result = recall(store, question, now=NOW)
    assert result.plan.window_digest
    zone = ZoneInfo(store.timezone)  # where "last month" begins: the store's zone
    days = [datetime.fromtimestamp(e.occurred_at, zone).date().isoformat() for e in result.episodes]
    assert len(result.episodes) == 5, days
    assert all(first <= d <= last for d in days), days  # nothing from outside the window
    assert len(set(days)) == 5  # spread across its days, one a day
    assert "<<<OMOIDE_SECTION:SHARED_NARRATIVE>>>" in result.pack  # the weeks' summaries


def test_a_topic_inside_a_window_is_not_a_digest(store: MemoryStore) -> None:
    result = recall(store, "What did Tanaka recommend last month?", now=NOW)
    assert result.plan.time_hint.window_start is not None
    assert not result.plan.window_digest


def test_the_digest_switches_off(store: MemoryStore) -> None:
    config = get_preset("default").with_settings(["sources.window_digest_k=0"])
    result = recall(store, "先月何してたっけ？", now=NOW, config=config)
    assert not any("window_digest:q1" in c.hit_sources for c in result.candidates)


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("先月何してたっけ？", True),
        ("先週末は何してた？", True),
        ("去年の夏どう過ごしたっけ", True),
        ("What did I do in October?", True),
        ("How was last weekend?", True),
        ("What did I buy last week?", False),
        ("What did Tanaka recommend last month?", False),
        ("先週買った本のタイトルは？", False),
        ("What happened to John's job in August 2023?", False),
        ("先週の旅行どうだった？", False),
        ("What happened last week?", True),
    ],
)
def test_asks_about_window(text: str, asks: bool) -> None:
    window = time_window(text, int(NOW.timestamp()))
    assert window is not None  # each names a window
    assert asks_about_window(text, window.text) is asks
