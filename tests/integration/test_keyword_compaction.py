"""Deleting episodes (``OmoideStore.delete`` / ``MemoryStore.delete_episodes``): dead BM25
postings are harmless until they are a fifth of the index, then the index is rebuilt from
SQLite; a reopened store with a few dead postings is not "repaired"."""

from __future__ import annotations

from pathlib import Path

import pytest

from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from omoide.memory_store.keyword_index import COMPACT_DEAD_FRACTION, should_compact
from tests.conftest import NOW

TOPICS = ["京都", "柴犬", "ピアノ", "カレー", "面接", "読書会", "登山", "映画", "温泉", "写真"]


def _episodes() -> list[Episode]:
    # No session ids: each keyword document is the episode alone, so a store holding only the
    # survivors indexes exactly the same documents.
    return [
        Episode.create(f"{t}の話をしよう、{t}はいいね ({i})", f"{t}ですね。", occurred_at=NOW)
        for i, t in enumerate(TOPICS)
    ]


def _scores(store: MemoryStore, query: str) -> dict[str, float]:
    return {h.id: round(h.score, 9) for h in store.search_keyword(query, k=50)}


def test_should_compact_past_the_fraction() -> None:
    assert COMPACT_DEAD_FRACTION == 0.2
    assert not should_compact(0, 0, 0.2)
    assert not should_compact(10, 8, 0.2)  # exactly a fifth dead: not yet
    assert should_compact(10, 7, 0.2)
    assert should_compact(1, 0, 0.2)


def test_dead_postings_then_compaction(tmp_path: Path, embedder: USEEmbeddings) -> None:
    eps = _episodes()
    path = tmp_path / "s"
    with MemoryStore(path, embedder=embedder) as store:
        store.add_episodes(eps)
        assert store.delete_episodes([eps[0].id]) == 1  # 1 of 10 dead: kept
        assert len(store._keywords) == 10  # the dead posting stays until compaction...
        assert store.stats().keyword_docs == 9  # ...and stats counts live documents
        assert eps[0].id not in _scores(store, "京都")  # dead postings are never returned
    with MemoryStore(path, embedder=embedder) as store:
        stats = store.stats()
        assert stats.repairs == ()  # a deleted episode's posting is not damage
        assert stats.keyword_docs == 9 and len(store._keywords) == 10
        store.delete_episodes([eps[1].id, eps[2].id])  # 3 of 10 dead: rebuilt
        assert store.stats().keyword_docs == 7
        compacted = _scores(store, "カレー 面接 ピアノ")
    # The compacted index scores exactly as one built on the survivors alone (corpus size,
    # document frequencies and average length no longer count the deleted episodes).
    with MemoryStore(tmp_path / "fresh", embedder=embedder) as fresh:
        fresh.add_episodes(eps[3:])
        assert compacted == _scores(fresh, "カレー 面接 ピアノ")
    with MemoryStore(path, embedder=embedder) as store:  # the compacted file was saved
        assert store.stats().keyword_docs == 7 and store.stats().repairs == ()


def test_a_phantom_posting_is_still_repaired(tmp_path: Path, embedder: USEEmbeddings) -> None:
    """An index holding an episode newer than anything in SQLite (a restored database) is
    damage, not a deletion: rebuilt and reported."""
    eps = _episodes()
    path = tmp_path / "s"
    with MemoryStore(path, embedder=embedder) as store:
        store.add_episodes(eps)
    # An older copy of the database: without the newest episode, and its seq never assigned.
    with MemoryStore(path, embedder=embedder) as store, store.db.transaction() as conn:
        conn.execute("DELETE FROM episodes WHERE id = ?", (eps[-1].id,))
        conn.execute("UPDATE sqlite_sequence SET seq = seq - 1 WHERE name = 'episodes'")
    with MemoryStore(path, embedder=embedder) as store:
        assert store.stats().keyword_docs == 9
        assert any("rebuilt" in r for r in store.stats().repairs)
        store.add_episodes([Episode.create("新しい話", "はい", occurred_at=NOW)])  # no clash


def test_deleting_the_newest_episode_is_not_damage(tmp_path: Path, embedder: USEEmbeddings) -> None:
    eps = _episodes()
    path = tmp_path / "s"
    with MemoryStore(path, embedder=embedder) as store:
        store.add_episodes(eps)
        store.delete_episodes([eps[-1].id])
    with MemoryStore(path, embedder=embedder) as store:
        assert store.stats().repairs == () and store.stats().keyword_docs == 9
        assert len(store._keywords) == 10  # the dead posting, kept
        store.add_episodes([Episode.create("新しい話", "はい", occurred_at=NOW)])
        assert store.stats().keyword_docs == 10 and len(store._keywords) == 11


@pytest.mark.parametrize("deleted", [2, 3])
def test_item_deletes_through_omoide_store(
    tmp_path: Path, embedder: USEEmbeddings, deleted: int
) -> None:
    from omoide import OmoideStore

    with OmoideStore(tmp_path / "s", embedder=embedder) as ostore:
        for i, t in enumerate(TOPICS):
            ostore.put(("memories", "a"), f"k{i}", {"content": f"User likes {t}"})
        for i in range(deleted):
            ostore.delete(("memories", "a"), f"k{i}")
        with ostore.lease(("memories", "a")) as store:
            # Dead postings are kept up to the fraction, then compacted; stats counts live ones.
            expected = 10 if deleted / 10 <= COMPACT_DEAD_FRACTION else 10 - deleted
            assert len(store._keywords) == expected
            assert store.stats().keyword_docs == 10 - deleted
        hits = ostore.search(("memories", "a"), query="User likes", limit=20)
        assert sorted(h.key for h in hits) == sorted(f"k{i}" for i in range(deleted, 10))
