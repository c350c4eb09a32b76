"""Reading while another thread writes: no errors, and no hit that is not fully stored."""

from __future__ import annotations

import random
import threading
import time
import traceback
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import pytest
from conftest import NOW, sample_episodes

from omoide.memory_store import Episode, MemoryStore, USEEmbeddings

pytestmark = pytest.mark.slow

N_WRITES = 2_000
WRITE_CALL = 100  # episodes per add_episodes call
WORDS = (
    "river",
    "Kyoto",
    "piano",
    "curry",
    "deadline",
    "ramen",
    "garden",
    "train",
    "cat",
    "雨",
    "散歩",
    "旅行",
    "映画",
    "料理",
    "仕事",
    "猫",
)


def short_episodes(n: int) -> list[Episode]:
    rng = random.Random(7)
    out = []
    for i in range(n):
        a, b = rng.sample(WORDS, 2)
        out.append(
            Episode.create(
                f"note tag{i}: {a} and {b} today",
                f"ok, {b} noted",
                occurred_at=NOW + timedelta(seconds=i),
                session_id=f"w{i % 40}",
            )
        )
    return out


def test_reads_during_writes_see_only_complete_episodes(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    store = MemoryStore(tmp_path / "store", embedder=embedder)
    store.add_episodes(sample_episodes())
    writes = short_episodes(N_WRITES)
    written = {e.id: e for e in writes} | {e.id: e for e in sample_episodes()}
    errors: list[str] = []
    done = threading.Event()
    counts = {"keyword": 0, "vector": 0, "hits": 0}
    seen_sizes: list[int] = []
    dog_vec = store.embed_query("rainy walk with the cat")

    def guarded(fn: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            try:
                fn()
            except BaseException:
                errors.append(traceback.format_exc())
                done.set()

        return run

    def writer() -> None:
        try:
            for start in range(0, N_WRITES, WRITE_CALL):
                result = store.add_episodes(writes[start : start + WRITE_CALL], batch_size=50)
                assert result.added == WRITE_CALL
        finally:
            done.set()

    def check(hits: list, source: str) -> None:  # type: ignore[type-arg]
        for rank, h in enumerate(hits):
            assert h.source == source and h.rank == rank
            stored = store.get(h.id)  # raises KeyError if the hit is not (yet) in SQLite
            assert stored == h.episode == written[h.id]
            assert h.text == stored.text
        counts["hits"] += len(hits)

    def keyword_reader() -> None:
        i = 0
        while not done.is_set():
            word = WORDS[i % len(WORDS)]
            check(store.search_keyword(f"{word} note", k=20), "keyword")
            check(store.search_keyword(f"tag{(i * 37) % N_WRITES}", k=5), "keyword")
            counts["keyword"] += 2
            i += 1
            time.sleep(0.002)  # readers yield the GIL now and then, as real callers do

    def vector_reader() -> None:
        i = 0
        while not done.is_set():
            if i % 2:
                check(store.search_vector(vector=dog_vec, k=20), "vector")
            else:
                check(
                    store.search_vector(
                        f"{WORDS[i % len(WORDS)]} today", k=10, session_ids=[f"w{i % 40}", "s0"]
                    ),
                    "vector",
                )
            counts["vector"] += 1
            i += 1
            time.sleep(0.002)

    def size_reader() -> None:
        while not done.is_set():
            seen_sizes.append(len(store))
            time.sleep(0.005)

    threads = [
        threading.Thread(target=guarded(f))
        for f in (writer, keyword_reader, vector_reader, vector_reader, size_reader)
    ]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    elapsed = time.perf_counter() - t0
    try:
        assert not any(t.is_alive() for t in threads), "a thread hung"
        assert not errors, "\n".join(errors)
        # The readers really ran concurrently with the writer.
        assert counts["keyword"] >= 20 and counts["vector"] >= 5, (counts, elapsed)
        assert counts["hits"] > 0
        assert seen_sizes == sorted(seen_sizes)  # the visible store only ever grows
        assert seen_sizes[0] < len(written)

        total = len(written)
        st = store.stats()
        assert (st.episodes, st.keyword_docs, st.vector_docs, st.vector_pending) == (
            total,
            total,
            total,
            0,
        )
        assert len(store) == total
        # Everything written is findable now, by both indexes.
        last = writes[-1]
        assert store.search_keyword("tag1999", k=1)[0].id == last.id
        assert store.search_vector(last.text, k=1)[0].id == last.id
    finally:
        store.close()
