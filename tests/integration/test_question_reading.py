"""Reading the question, through the real graph on a small real store (SQLite + BM25 +
embedded Chroma + the offline USE embedder): a two-event question finds both events'
episodes, and a relative time lifts the episode of that time (design §plan)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from omoide.agent import RetrievalConfig, recall
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from tests.conftest import NOW

# Many episodes about the wedding, one about the engagement party: one query over the whole
# question ranks the wedding's episodes first and the party's out of the top.
WEDDING = [
    "My cousin's wedding is at a vineyard, I'm helping pick the flowers for the wedding",
    "For my cousin's wedding I still need a suit; the wedding dress code is formal",
    "I gave a toast at my cousin's wedding rehearsal and everyone laughed",
    "My cousin's wedding cake tasting was fun, we chose lemon sponge",
    "I booked a hotel near the vineyard for my cousin's wedding weekend",
    "My cousin asked me to be an usher at her wedding, what does an usher do first",
    "The photographer for my cousin's wedding sent the first proofs",
    "My cousin's wedding playlist needs more songs people can dance to",
]
PARTY = "Michael threw his engagement party on a rooftop downtown and I brought champagne"
OTHER = [
    "I repotted the basil and the tomatoes on the balcony today",
    "My laptop battery dies after two hours, should I replace it",
    "I finished reading a novel about lighthouse keepers",
    "The dentist said I should floss more often",
]
QUESTION = "Which event happened first, my cousin's wedding or Michael's engagement party?"


@pytest.fixture
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    rows = [(t, 20 + i) for i, t in enumerate(WEDDING)] + [(PARTY, 45)]
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


def _top_texts(store: MemoryStore, text: str, config: RetrievalConfig, k: int = 5) -> list[str]:
    r = recall(store, text, now=NOW, config=config)
    return [c.episode.user_text for c in r.candidates[:k]]


def test_two_event_question_gets_both_events(store: MemoryStore) -> None:
    on = RetrievalConfig(record_runs=False)
    r = recall(store, QUESTION, now=NOW, config=on)
    assert r.plan.sub_queries == ("my cousin's wedding", "Michael's engagement party")
    top = [c.episode.user_text for c in r.candidates[:5]]
    assert PARTY in top
    assert any(t in WEDDING for t in top)
    party = next(c for c in r.candidates if c.episode.user_text == PARTY)
    assert {"keyword_sub2:q1", "vector_sub2:q1"} & set(party.hit_sources)
    # Without the sub-queries, the wedding's episodes take the top and the party falls out.
    off = RetrievalConfig(record_runs=False, query_decomposition=False)
    assert PARTY not in _top_texts(store, QUESTION, off)


def test_relative_time_lifts_the_episode_of_that_time(store: MemoryStore) -> None:
    question = "What did I do about my cousin's wedding 20 days ago?"
    on = RetrievalConfig(record_runs=False)
    r = recall(store, question, now=NOW, config=on)
    assert r.plan.time_hint.window_text == "20 days ago"
    assert r.candidates[0].episode.user_text == WEDDING[0]  # told 20 days ago
    assert "window=+" in r.candidates[0].reason
    off = RetrievalConfig(record_runs=False, time_windows=False)
    ranked_off = _top_texts(store, question, off, k=len(WEDDING))
    assert ranked_off[0] != WEDDING[0]
