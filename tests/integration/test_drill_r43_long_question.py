"""Drill r43: a long question (a pasted document, within recall's 32,000-character limit).

The dictionary bridge translates every content word of the question and then, for each of its
hits, tests every translation with a regular expression built on the fly (more patterns than
``re``'s cache holds, so each is compiled again): a 20,000-character Japanese text made
2,873 word groups and took 7-14 s of CPU in ``bridge_search`` — past the source's 0.6 s budget
the turn goes on, but the thread keeps burning a core. A Japanese text whose translation is
longer than 32,000 characters skipped the bridge with ``QueryError: query is 48,177
characters``, a limit the user's own text was within. The pack's ``matched_words`` compares each
shared word with every one kept so far before cutting to its limit: 1.1 s for a 20,000-character
question against a 26,000-character memory, on the turn's own path.

The bridge now reads a question's first ``MAX_BRIDGE_WORDS`` words (agent/bridges.py,
``bridge_pairs``), its gate too, and ``matched_words`` stops once it holds its limit. Real store,
real lexicon.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from omoide.agent.bridges import MAX_BRIDGE_WORDS, bridge_pairs
from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.bridge_retrieve import bridge_query, bridge_search
from omoide.agent.nodes.pack import matched_words
from omoide.agent.recaller import recall_in_process
from omoide.agent.understanding.lexicon import tables, translation_groups
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings

TS = 1_775_000_000
# Seconds each, until the fixes: CI's lane (the fast lane is for tests that take milliseconds).
pytestmark = pytest.mark.slow


def _words(limit: int, *, japanese: bool) -> str:
    """Dictionary words of one language, joined, up to ``limit`` characters."""
    ja, en = tables()
    words = list(ja) if japanese else [w for w in en if w.isalpha()]
    sep = "、" if japanese else " "
    out = ""
    for w in words:
        if len(out) + len(w) + 1 > limit:
            break
        out += w + sep
    return out


@pytest.fixture
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    """English memories that hold many common words (what the bridge of a Japanese text
    finds)."""
    english = _words(12_000, japanese=False).split()
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(
            [
                Episode.create(" ".join(english[n::20][:300]), "ok", occurred_at=TS - n * 86_400)
                for n in range(20)
            ]
        )
        yield s


def test_the_bridge_of_a_pasted_document_reads_its_first_words(store: MemoryStore) -> None:
    # Speed is measured in benchmarks, not asserted here: what bounds the work is that the
    # bridge and its gate read at most MAX_BRIDGE_WORDS of a 20,000-character question (it
    # made 2,873 word groups, 7-14 s of CPU), the first ones, and still search them.
    text = _words(20_000, japanese=True)
    plan = recall_in_process(store, "こんにちは", now=TS + 86_400).plan
    long_plan = dataclasses.replace(plan, user_text=text)
    config = RetrievalConfig()
    groups = bridge_query(long_plan, config)
    assert len(translation_groups(text)) > 1_000
    assert groups == translation_groups(text)[:MAX_BRIDGE_WORDS]
    assert len(bridge_pairs(text, config.sources.bridge_per_word)) == MAX_BRIDGE_WORDS
    for found in bridge_search(store, long_plan, config):  # it still searches, within the bound
        assert found.max_score <= MAX_BRIDGE_WORDS + 1


def test_a_long_japanese_question_is_not_refused_by_the_bridge(store: MemoryStore) -> None:
    text = _words(31_000, japanese=True)
    result = recall_in_process(
        store,
        text,
        now=TS + 86_400,
        # Budgets wide enough that only a refusal can skip the bridge on a busy machine.
        config=RetrievalConfig().with_settings(
            ["sources.timeouts.bridge=120", "sources.timeouts.keyword=120"]
        ),
    )
    assert not [s for s in result.skipped if s.source == "bridge"], result.skipped


def test_the_pack_names_the_first_matched_words_of_a_long_question() -> None:
    # matched_words stops comparing once it holds `limit` words (a 20,000-character question
    # against a 26,000-character memory took 0.83 s CPU on the turn's path, now 0.095 s: measured
    # once, not asserted); the words are those the unbounded pass keeps first.
    question, memory = _words(3_000, japanese=True), _words(4_000, japanese=True)
    everything = matched_words(question, [], memory, limit=10_000)
    assert len(everything) > 5
    for limit in (1, 3, 5):
        assert matched_words(question, [], memory, limit=limit) == everything[:limit]
