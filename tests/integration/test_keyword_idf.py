"""One idf for every ranking surface (issue 29, 4): ``MemoryStore.keyword_idf`` is the keyword
index's own, and ``search_past_conversations`` weighs a query's tokens by it."""

from __future__ import annotations

import math
from pathlib import Path

from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.embedders import USEEmbeddings
from omoide.tools.memory_tools import MIN_COVERAGE, make_memory_tools, query_coverage

T0 = 1_700_000_000


def _store(path: Path, embedder: USEEmbeddings) -> MemoryStore:
    chats = [
        Episode.create(
            f"We had a long conversation about chores, number {i}",
            "Conversations like that help.",
            occurred_at=T0 + i * 60,
            session_id=f"s{i}",
        )
        for i in range(12)
    ]
    kyoto = Episode.create(
        "My trip to Kyoto was in April", "The temples sound lovely.", occurred_at=T0 - 600
    )
    store = MemoryStore(path, embedder=embedder)
    store.add_episodes([*chats, kyoto])
    return store


def test_keyword_idf_is_the_index_idf(tmp_path: Path, embedder: USEEmbeddings) -> None:
    with _store(tmp_path / "s", embedder) as store:
        bm25 = store._keywords.bm25
        (kyoto,) = store.tokenize("Kyoto")
        (convers,) = store.tokenize("conversation")
        idf = store.keyword_idf([kyoto, convers, "tungsten"])
        for token in (kyoto, convers):  # what the search scores a token with, and bounds it by
            assert math.isclose(idf[token] * (bm25.k1 + 1), bm25.score_bound([token]))
        n = len(store)
        assert math.isclose(idf[kyoto], math.log(n - 1 + 0.5) - math.log(1.5))
        # A token no episode holds weighs most: the idf of document frequency 0.
        assert math.isclose(idf["tungsten"], math.log(n + 0.5) - math.log(0.5))
        assert idf["tungsten"] > idf[kyoto] > idf[convers]


def test_a_stemmed_query_token_keeps_its_own_weight(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """The tool used to look a query token up by tokenizing it again: the stem "convers"
    became "conver", which no episode holds, so the commonest word of this memory weighed as
    much as a word it never saw, and a block about chores covered half of a question about
    Kyoto. Now each token weighs what the keyword search weighs it."""
    with _store(tmp_path / "s", embedder) as store:
        assert store.tokenize("conversation") == ["convers"]
        assert store.tokenize("convers") == ["conver"]  # tokenizing a stem again changes it
        cover = query_coverage(store, "conversation about Kyoto")
        chores = "We had a long conversation about chores, number 3"
        assert cover(chores) < MIN_COVERAGE
        assert cover("My trip to Kyoto was in April") > 0.7
        # Before: "convers" weighed log((n + 0.5) / 0.5 + 1), as a word the memory never saw.
        n = len(store)
        before = {
            "convers": math.log((n + 0.5) / 0.5 + 1),
            "kyoto": math.log((n - 1 + 0.5) / 1.5 + 1),
        }
        assert before["convers"] / sum(before.values()) >= MIN_COVERAGE
        search, _ = make_memory_tools(store)
        found = search.invoke({"query": "conversation about Kyoto"})
        assert "Kyoto" in found and "chores" not in found
