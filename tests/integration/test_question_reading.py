"""Reading the question, through the real graph on a small real store (SQLite + BM25 +
embedded Chroma + the offline USE embedder): a relative time lifts the episode of that time
(design §plan)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest

from omoide.agent import RetrievalConfig, recall
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from tests.conftest import NOW

# Many episodes about the wedding that share the question's own words ("which event happened
# first"), one about the engagement party.
WEDDING = [
    "Which event happened first at my cousin's wedding: the vows or the first dance?",
    "My cousin's wedding event happened at a vineyard; first the vows, then dinner",
    "At my cousin's wedding the first event was the toast, which happened at noon",
    "My cousin's wedding: the first event that happened was the cake cutting",
    "Which wedding event happened first for my cousin, the rehearsal or the shower?",
    "My cousin's wedding weekend: first event happened Friday, the wedding Saturday",
    "The first thing that happened at my cousin's wedding event was rain",
    "My cousin's wedding event happened first in the garden, then in the hall",
    "Which happened first at my cousin's wedding event, photos or speeches?",
    "My cousin's wedding event: what happened first was the string quartet",
]
PARTY = "Michael threw his engagement party on a rooftop downtown and I brought champagne"
OTHER = [
    "I repotted the basil and the tomatoes on the balcony today",
    "My laptop battery dies after two hours, should I replace it",
    "I finished reading a novel about lighthouse keepers",
    "The dentist said I should floss more often",
]
# Time windows are on by default (BENCHMARKS.md §1).
ON = RetrievalConfig(plan={"time_windows": True}, record_runs=False)


@pytest.fixture
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    rows = [(t, 20 + 7 * i) for i, t in enumerate(WEDDING)] + [(PARTY, 45)]
    rows += [(t, 5 + i) for i, t in enumerate(OTHER)]
    episodes = [
        Episode.create(
            text,
            "Noted!",
            occurred_at=NOW - timedelta(days=days),
            session_id=f"s{i}",
            source=f"test:{i}",
        )
        for i, (text, days) in enumerate(rows)
    ]
    with MemoryStore(tmp_path / "store", embedder=embedder) as s:
        s.add_episodes(episodes)
        yield s


def test_relative_time_lifts_the_episodes_of_that_time(store: MemoryStore) -> None:
    question = "Which event happened first at my cousin's wedding 41 days ago?"
    r = recall(store, question, now=NOW, config=ON)
    hint = r.plan.time_hint
    assert hint.window_text == "41 days ago"
    assert hint.window_start is not None and hint.window_end is not None
    top = r.candidates[0]
    assert hint.window_start <= top.episode.occurred_at <= hint.window_end
    assert "window=+" in top.reason
    assert {"keyword_window:q1", "vector_window:q1"} & set(top.hit_sources)
    # Without reading the time, the best text match (told 20 days ago) stays on top.
    off = recall(store, question, now=NOW, config=replace(ON, plan={"time_windows": False}))
    assert off.plan.time_hint.window_start is None
    assert not hint.window_start <= off.candidates[0].episode.occurred_at <= hint.window_end


def test_the_run_record_explains_the_reading(store: MemoryStore) -> None:
    from omoide.agent.runs import explain_run, load_run

    config = replace(ON, record_runs=True)
    r = recall(
        store,
        "Which happened first, my cousin's wedding or Michael's engagement party 45 days ago?",
        now=NOW,
        config=config,
    )
    assert r.run_id
    text = explain_run(load_run(store, r.run_id))
    assert "window_text='45 days ago'" in text or "'window_text': '45 days ago'" in text


def test_calendar_periods_follow_the_users_time_zone(store: MemoryStore) -> None:
    """「先月」 asked at 07:00 on 1 February in Tokyo (still 31 January in UTC) means January:
    the plan reads it in the store's zone, or in the configured one."""
    from datetime import UTC, datetime
    from zoneinfo import ZoneInfo

    tokyo = ZoneInfo("Asia/Tokyo")
    now = int(datetime(2026, 2, 1, 7, tzinfo=tokyo).timestamp())
    january = int(datetime(2026, 1, 1, tzinfo=tokyo).timestamp())
    config = RetrievalConfig(record_runs=False)
    in_utc = recall(store, "先月の散歩はどうだった？", now=now, config=config)
    assert in_utc.plan.time_hint.window_text == "先月"
    december = int(datetime(2025, 12, 1, tzinfo=UTC).timestamp())
    assert in_utc.plan.time_hint.window_start == december  # still January in UTC
    store.db.set_meta("timezone", "Asia/Tokyo")  # as an import with --tz Asia/Tokyo records
    in_tokyo = recall(store, "先月の散歩はどうだった？", now=now, config=config)
    assert in_tokyo.plan.time_hint.window_start == january
    as_configured = recall(
        store, "先月の散歩はどうだった？", now=now, config=config.replace(timezone="UTC")
    )
    assert as_configured.plan.time_hint.window_start == in_utc.plan.time_hint.window_start
