"""Issue 27, 6a, on the bundled sample archive through the real store (SQLite + BM25 + Chroma +
the offline embedder) and offline consolidation: the weekly summary and the upcoming open loops
join the pack of a question about plans or this week, and no longer that of a question about
something else that recalls episodes."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from omoide.agent import recall
from omoide.agent.config import RetrievalConfig
from omoide.agent.consolidation import ConsolidationConfig, consolidate
from omoide.agent.runs import load_run
from omoide.memory_store import MemoryStore
from omoide.memory_store.embedders import USEEmbeddings
from omoide.memory_store.importers import import_path

SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data"
JST = timezone(timedelta(hours=9))
BACKGROUND = ("latest weekly summary", "upcoming")  # sections.py's reasons for those items


@pytest.fixture(scope="module")
def sample(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[tuple[MemoryStore, int]]:
    report = import_path(SAMPLE)
    with MemoryStore(tmp_path_factory.mktemp("bg") / "store", embedder=embedder) as store:
        store.add_episodes(report.episodes)
        store.record_timezone(None, report.stated_offsets)
        now = max(e.occurred_at for e in report.episodes) + 86_400
        consolidate(
            store,
            config=ConsolidationConfig(timezone="Asia/Tokyo"),
            now=datetime.fromtimestamp(now, tz=JST),
        )
        yield store, now


def _pack_items(store: MemoryStore, now: int, text: str) -> tuple[int, list[dict[str, Any]]]:
    """(episodes injected, the derived sections' items with why) of one turn's run."""
    r = recall(store, text, now=now, config=RetrievalConfig())
    assert r.run_id is not None
    sections = load_run(store, r.run_id)["sections"]
    items = [i for s in sections if s["section"] != "EPISODE_EVIDENCE" for i in s["items"]]
    return len(r.episodes), items


def _background(items: list[dict[str, Any]]) -> list[str]:
    return [i["why"] for i in items if i["why"].startswith(BACKGROUND)]


@pytest.mark.parametrize(
    "text", ["京都旅行はどこに行ったんだっけ", "ピアノの練習はどの曲だったかな"]
)
def test_an_unrelated_question_that_recalls_episodes_gets_no_background(
    sample: tuple[MemoryStore, int], text: str
) -> None:
    store, now = sample
    injected, items = _pack_items(store, now, text)
    assert injected > 0  # the question recalls episodes (which used to bring the background)
    assert _background(items) == []


@pytest.mark.parametrize("text", ["今週の予定は何だっけ？", "What did I promise to do this week?"])
def test_a_question_about_plans_or_this_week_gets_them(
    sample: tuple[MemoryStore, int], text: str
) -> None:
    store, now = sample
    _, items = _pack_items(store, now, text)
    whys = _background(items)
    assert any(w.startswith("latest weekly summary") for w in whys)
    assert any(w.startswith("upcoming") for w in whys)
