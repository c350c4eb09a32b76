"""MemoryStore end to end: real SQLite, real BM25 file, real embedded Chroma, real USE model.

Nothing of ours is mocked. Other integration files: ``test_store_durability.py`` (new
processes, crashes, damaged files), ``test_store_concurrency.py`` (reads during writes) and
``test_store_server.py`` (Chroma server mode).
"""

from __future__ import annotations

import dataclasses
import logging
import sqlite3
from contextlib import closing
from datetime import timedelta
from pathlib import Path

import pytest
from conftest import NOW, sample_episodes
from langchain_core.embeddings import DeterministicFakeEmbedding

from omoide.memory_store import (
    EmbedderMismatchError,
    Episode,
    MemoryStore,
    QueryError,
    SearchFilters,
    SearchHit,
    Sensitivity,
    StoreError,
    USEEmbeddings,
)
from omoide.memory_store.archive import append_exchange
from omoide.memory_store.bm25 import SparseBM25
from omoide.memory_store.store import DB_FILE, MAX_QUERY_CHARS

# Session ids of sample_episodes(): s0 こむぎ/dog, s1 Project Aurora, s2 京都 trip, s3 おはよう,
# s4 piano, s5 田中さん/book, s6 curry, s7 Nimbus Labs interview. Days before NOW:
AGE_DAYS = {"s0": 30, "s1": 5, "s2": 100, "s3": 1, "s4": 60, "s5": 200, "s6": 15, "s7": 400}
# One query whose tokens hit every sample episode, so keyword filters can be checked on all 8.
MATCH_ALL = "こむぎ Aurora 京都 おはよう piano 田中さん curry Nimbus"


def by_session() -> dict[str, Episode]:
    return {e.session_id: e for e in sample_episodes()}


def sid_of(hits: list[SearchHit]) -> list[str]:
    return [h.episode.session_id for h in hits]


def assert_well_formed(store: MemoryStore, hits: list[SearchHit], source: str) -> None:
    """Every hit is a typed SearchHit consistent with what the store holds."""
    for rank, hit in enumerate(hits):
        assert isinstance(hit, SearchHit)
        assert hit.source == source
        assert hit.rank == rank
        assert isinstance(hit.score, float)
        assert isinstance(hit.occurred_at, int)
        stored = store.get(hit.id)
        assert hit.episode == stored
        assert hit.text == stored.text
        assert hit.occurred_at == stored.occurred_at
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True)
    assert len({h.id for h in hits}) == len(hits)


def db_count(path: Path, namespace: str | None = None) -> int:
    """Rows in SQLite, read with a separate plain connection (not through the store)."""
    with closing(sqlite3.connect(path / DB_FILE)) as conn:
        if namespace is None:
            return int(conn.execute("SELECT COUNT(*) FROM episodes").fetchone()[0])
        sql = "SELECT COUNT(*) FROM episodes WHERE namespace = ?"
        return int(conn.execute(sql, (namespace,)).fetchone()[0])


def keyword_file_docs(path: Path) -> int:
    """Documents in the BM25 file(s) on disk (what a new process would load)."""
    return sum(len(SparseBM25.load(p)) for p in (path / "keyword").glob("*.npz"))


# -- 1. ingest -> recall round trip -----------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "session"),
    [
        ("こむぎ", "s0"),
        ("田中さん", "s5"),
        ("京都", "s2"),
        ("Project Aurora", "s1"),
        ("Nimbus Labs", "s7"),
        ("clair de lune", "s4"),  # case-insensitive
    ],
)
def test_keyword_search_finds_proper_nouns(store: MemoryStore, query: str, session: str) -> None:
    hits = store.search_keyword(query, k=5)
    assert hits, f"no keyword hit for {query!r}"
    assert hits[0].id == by_session()[session].id
    assert hits[0].score > 0
    assert_well_formed(store, hits, "keyword")


def test_keyword_search_returns_only_matching_episodes(store: MemoryStore) -> None:
    # こむぎ occurs in one episode only: BM25 returns just the documents containing a term.
    assert sid_of(store.search_keyword("こむぎ", k=20)) == ["s0"]
    assert store.search_keyword("xylophone zeppelin", k=20) == []
    # English function words are dropped from the query: "the" alone finds nothing ...
    assert store.search_keyword("the", k=20) == []
    # ... unless stopword removal is turned off.
    assert store.search_keyword("the", k=20, stopwords=False)


@pytest.mark.parametrize(
    ("query", "session"),
    [
        ("my dog jumped into the river", "s0"),
        ("うちの犬が川に飛び込んだ", "s0"),
        ("trip to Kyoto in spring to see the shrines", "s2"),
        ("I'm anxious about a job interview", "s7"),
        ("learning a musical instrument", "s4"),
        ("a novel my friend recommended", "s5"),
    ],
)
def test_vector_search_finds_paraphrases(store: MemoryStore, query: str, session: str) -> None:
    hits = store.search_vector(query, k=5)
    assert len(hits) == 5
    assert hits[0].id == by_session()[session].id
    assert -1.0 <= hits[-1].score <= hits[0].score <= 1.0
    assert_well_formed(store, hits, "vector")


def test_vector_search_with_precomputed_vector_matches_text(store: MemoryStore) -> None:
    text = "my dog jumped into the river"
    vector = store.embed_query(text)
    assert vector.shape == (store.dimensions,)
    by_text = store.search_vector(text, k=8)
    by_vec = store.search_vector(vector=vector, k=8)
    assert [h.id for h in by_vec] == [h.id for h in by_text]
    assert [h.score for h in by_vec] == pytest.approx([h.score for h in by_text], abs=1e-6)
    # k larger than the store: everything, once.
    assert len(store.search_vector(vector=vector, k=100)) == len(sample_episodes())


def test_min_similarity_is_an_absolute_floor(store: MemoryStore) -> None:
    hits = store.search_vector("my dog jumped into the river", k=8, min_similarity=0.3)
    assert sid_of(hits) == ["s0"]
    assert store.search_vector("my dog jumped into the river", k=8, min_similarity=0.99) == []


def test_stats_and_lookup_after_add(store: MemoryStore, tmp_path: Path) -> None:
    n = len(sample_episodes())
    st = store.stats()
    assert (st.episodes, st.keyword_docs, st.vector_docs, st.vector_pending) == (n, n, n, 0)
    assert st.namespaces == {"default": n}
    assert st.embedder == "use-multilingual-v3"
    assert st.dimensions == 512
    assert st.disk_bytes > 0
    assert len(store) == n
    ep = by_session()["s2"]
    assert ep.id in store
    assert "nope" not in store
    assert store.get(ep.id) == ep
    assert [e.id for e in store.get_many([ep.id, "nope", ep.id])] == [ep.id, ep.id]
    if store.url is None:  # a folder store's files
        assert db_count(tmp_path / "store") == n
        assert keyword_file_docs(tmp_path / "store") == n
    else:  # PostgreSQL: the rows there, the keyword index file in the replica's cache
        assert store.db.count(store.namespace) == n
        assert keyword_file_docs(store.path) == n


def test_add_is_idempotent_and_reports_conflicts(store: MemoryStore) -> None:
    eps = sample_episodes()
    again = store.add_episodes(eps)
    assert (again.added, again.already_present, again.conflicts) == (0, len(eps), ())
    changed = dataclasses.replace(eps[0], reply_text="a different reply")
    result = store.add_episodes([changed])
    assert result.added == 0
    assert result.conflicts == (eps[0].id,)
    assert store.get(eps[0].id).reply_text == eps[0].reply_text  # not overwritten
    st = store.stats()
    assert st.episodes == st.keyword_docs == st.vector_docs == len(eps)


def test_conflicting_copies_in_one_call_are_reported(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    first = sample_episodes()[0]
    other = dataclasses.replace(first, reply_text="a different reply")
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        result = s.add_episodes([first, other])  # one batch (batch_size=512)
        assert result.added == 1
        assert result.conflicts == (first.id,)


def test_k_zero_returns_nothing(store: MemoryStore) -> None:
    assert store.search_keyword("こむぎ", k=0) == []
    assert store.search_vector("my dog", k=0) == []


@pytest.mark.parametrize("search", ["keyword", "vector"])
def test_negative_k_is_a_query_error(store: MemoryStore, search: str) -> None:
    fn = store.search_keyword if search == "keyword" else store.search_vector
    with pytest.raises(QueryError, match="k"):
        fn("こむぎ", k=-1)


def test_progress_callback_counts_every_episode(tmp_path: Path, embedder: USEEmbeddings) -> None:
    seen: list[int] = []
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(sample_episodes(), batch_size=3, progress=seen.append)
    assert seen == [3, 3, 2]


# -- 3. re-ingesting the same archive adds nothing --------------------------------------------

ARCHIVE_OLD = """\
--- session: kyoto-2025 ---
[2025-11-02 21:14:05 +09:00] USER: 来年の春に京都の嵐山へ行きたい
[2025-11-02 21:14:20 +09:00] AGENT: 嵐山なら竹林の小径が朝はすいていますよ。
[2025-11-02 21:16:00 +09:00] USER: 湯豆腐のおいしい店も知りたい
続けて書いた行も同じメッセージです
[2025-11-02 21:16:30 +09:00] AGENT: 南禅寺の近くに老舗がいくつかあります。
"""
ARCHIVE_LOG = """\
[2026-01-05 08:00:00 +00:00] USER: I replaced the bike chain on my Brompton this morning
[2026-01-05 08:00:09 +00:00] AGENT: Nice. Did you also check the gear cable tension?
[2026-01-06 19:30:00 +00:00] SYSTEM: nightly summary written
[2026-01-06 19:31:00 +00:00] USER(Kenji): Remind me that Marguerite's birthday is on the 14th
[2026-01-06 19:31:05 +00:00] AGENT: Noted: Marguerite's birthday, January 14th.
"""


def write_archive(root: Path) -> Path:
    (root / "log_archives").mkdir(parents=True)
    (root / "log_archives" / "2025-11.txt").write_text(ARCHIVE_OLD, encoding="utf-8")
    (root / "log.txt").write_text(ARCHIVE_LOG, encoding="utf-8")
    return root


def test_reingesting_an_archive_adds_nothing(tmp_path: Path, embedder: USEEmbeddings) -> None:
    archive = write_archive(tmp_path / "archive")
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as store:
        first, report = store.ingest_archive(archive)
        assert first.added == len(report.episodes) == 4
        assert report.system_blocks == 1
        st1 = store.stats()
        assert st1.episodes == st1.keyword_docs == st1.vector_docs == 4

        second, report2 = store.ingest_archive(archive)
        assert second.added == 0
        assert second.already_present == 4
        assert second.conflicts == ()
        assert [e.id for e in report2.episodes] == [e.id for e in report.episodes]
        st2 = store.stats()
        assert (st2.episodes, st2.keyword_docs, st2.vector_docs, st2.vector_pending) == (
            4,
            4,
            4,
            0,
        )
        assert db_count(path) == 4
        assert keyword_file_docs(path) == 4

        # The archive content is searchable, with the speaker name and the continuation line.
        hit = store.search_keyword("Marguerite", k=3)[0]
        assert hit.episode.user_speaker == "Kenji"
        assert store.search_keyword("湯豆腐", k=3)[0].episode.user_text.endswith("メッセージです")
        assert store.search_vector("fixing my bicycle", k=1)[0].text.startswith("I replaced")

    # A new store object (same path) re-ingesting: still nothing added.
    with MemoryStore(path, embedder=embedder) as store:
        third, _ = store.ingest_archive(archive)
        assert third.added == 0
        # Appending one exchange to the live log adds exactly that one.
        new_id = append_exchange(
            archive / "log.txt",
            "The plumber fixed the leaking boiler",
            "Good, no cold showers.",
            occurred_at=NOW,
        )
        fourth, _ = store.ingest_archive(archive)
        assert (fourth.added, fourth.already_present) == (1, 4)
        assert store.search_keyword("boiler", k=3)[0].id == new_id
        st = store.stats()
        assert st.episodes == st.keyword_docs == st.vector_docs == 5
    assert db_count(path) == 5
    assert keyword_file_docs(path) == 5


# -- 5. namespaces ---------------------------------------------------------------------------


def test_namespaces_do_not_see_each_other(tmp_path: Path, embedder: USEEmbeddings) -> None:
    path = tmp_path / "store"
    eps = by_session()
    shared = Episode.create(
        "We both like the Mochi café near the station", "It is cozy.", occurred_at=NOW
    )
    alice = MemoryStore(path, namespace="alice", embedder=embedder)
    bob = MemoryStore(path, namespace="bob", embedder=embedder)
    try:
        alice.add_episodes([eps["s0"], eps["s2"], eps["s5"], shared])
        bob.add_episodes([eps["s1"], eps["s7"], shared])

        # Keyword: each finds only its own episodes.
        assert sid_of(alice.search_keyword("こむぎ")) == ["s0"]
        assert bob.search_keyword("こむぎ") == []
        assert sid_of(bob.search_keyword("Nimbus Labs")) == ["s7"]
        assert alice.search_keyword("Nimbus Labs") == []
        # The same episode id in both namespaces: each store returns its own copy.
        for s, ns in ((alice, "alice"), (bob, "bob")):
            hits = s.search_keyword("Mochi café")
            assert [h.id for h in hits] == [shared.id]
            assert hits[0].episode.namespace == ns

        # Vector: nearest neighbours never cross namespaces, even with k above the size.
        alice_ids = {eps[s].id for s in ("s0", "s2", "s5")} | {shared.id}
        bob_ids = {eps["s1"].id, eps["s7"].id, shared.id}
        a_hits = alice.search_vector("I'm anxious about a job interview", k=20)
        b_hits = bob.search_vector("my dog jumped into the river", k=20)
        assert {h.id for h in a_hits} == alice_ids
        assert {h.id for h in b_hits} == bob_ids
        assert all(h.episode.namespace == "alice" for h in a_hits)
        assert all(h.episode.namespace == "bob" for h in b_hits)
        assert sid_of(alice.search_vector("my dog jumped into the river", k=1)) == ["s0"]
        assert sid_of(bob.search_vector("I'm anxious about a job interview", k=1)) == ["s7"]

        # get() is per namespace too.
        with pytest.raises(KeyError, match="alice"):
            alice.get(eps["s7"].id)
        assert bob.get(eps["s7"].id).namespace == "bob"

        # An episode explicitly bound to another namespace is refused.
        foreign = Episode.create("x", "y", occurred_at=NOW, namespace="bob")
        with pytest.raises(ValueError, match="namespace 'bob'"):
            alice.add_episodes([foreign])

        sa, sb = alice.stats(), bob.stats()
        assert sa.namespaces == sb.namespaces == {"alice": 4, "bob": 3}
        assert (sa.episodes, sa.keyword_docs, sa.vector_docs) == (4, 4, 4)
        assert (sb.episodes, sb.keyword_docs, sb.vector_docs) == (3, 3, 3)
    finally:
        alice.close()
        bob.close()
    # Reopened: still separate (each namespace has its own keyword file and collection).
    with MemoryStore(path, namespace="bob", embedder=embedder, create=False) as bob2:
        assert bob2.search_keyword("こむぎ") == []
        assert len(bob2) == 3
    assert db_count(path, "alice") == 4
    assert len(list((path / "keyword").glob("*.npz"))) == 2


def test_unicode_namespace(tmp_path: Path, embedder: USEEmbeddings) -> None:
    namespace = "山田 太郎/テスト"
    eps = sample_episodes()[:3]
    with MemoryStore(tmp_path / "s", namespace=namespace, embedder=embedder) as s:
        s.add_episodes(eps)
    with MemoryStore(tmp_path / "s", namespace=namespace, embedder=embedder) as s:
        hit = s.search_keyword("こむぎ")[0]
        assert (hit.id, hit.episode.namespace) == (eps[0].id, namespace)
        assert s.search_vector("my dog jumped into the river", k=1)[0].id == eps[0].id
        st = s.stats()
        assert st.namespaces == {namespace: 3}
        assert st.episodes == st.keyword_docs == st.vector_docs == 3


def test_empty_namespace_is_refused(tmp_path: Path, embedder: USEEmbeddings) -> None:
    with pytest.raises(ValueError, match="namespace"):
        MemoryStore(tmp_path / "s", namespace="  ", embedder=embedder)


# -- 6. embedder mismatch and reindex --------------------------------------------------------


def test_embedder_mismatch_then_reindex(tmp_path: Path, embedder: USEEmbeddings) -> None:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())

    fake = DeterministicFakeEmbedding(size=64)
    with pytest.raises(EmbedderMismatchError) as info:
        MemoryStore(path, embedder=fake)
    msg = str(info.value)
    assert "use-multilingual-v3" in msg
    assert "DeterministicFakeEmbedding:64" in msg
    assert "omoide reindex" in msg
    assert str(path) in msg

    n = len(sample_episodes())
    with MemoryStore(path, embedder=embedder) as s:
        done: list[int] = []
        s.reindex(fake, progress=done.append)
        assert sum(done) == n
        st = s.stats()
        assert st.embedder == "DeterministicFakeEmbedding:64"
        assert st.dimensions == 64
        assert st.episodes == st.keyword_docs == st.vector_docs == n
        assert st.vector_pending == 0
        hits = s.search_vector("my dog jumped into the river", k=3)
        assert len(hits) == 3
        assert_well_formed(s, hits, "vector")
        # The fake embedder is deterministic per text: an episode's own text finds it first.
        target = by_session()["s6"]
        assert s.search_vector(target.text, k=1)[0].id == target.id
        assert sid_of(s.search_keyword("こむぎ")) == ["s0"]  # keyword index untouched

    # The store now belongs to the fake embedder: reopening with it works, with USE it fails.
    with MemoryStore(path, embedder=fake, create=False) as s:
        st = s.stats()
        assert (st.vector_docs, st.vector_pending) == (n, 0)
        assert len(s.search_vector("anything at all", k=5)) == 5
    with pytest.raises(EmbedderMismatchError, match="DeterministicFakeEmbedding:64"):
        MemoryStore(path, embedder=embedder)
    # No embedder given: the recorded one cannot be built by name, and the error says so.
    with pytest.raises(EmbedderMismatchError, match="embedder="):
        MemoryStore(path)


def test_reindex_keeps_the_keyword_index(
    tmp_path: Path, embedder: USEEmbeddings, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "store"
    fake = DeterministicFakeEmbedding(size=64)
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
        s.reindex(fake)
    caplog.set_level(logging.WARNING, logger="omoide.memory_store")
    with MemoryStore(path, embedder=fake) as s:
        assert sid_of(s.search_keyword("こむぎ")) == ["s0"]
    assert [r.getMessage() for r in caplog.records] == []
    assert len(list((path / "keyword").glob("*.npz"))) == 1


def test_default_embedder_is_the_recorded_one(tmp_path: Path, embedder: USEEmbeddings) -> None:
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(sample_episodes()[:2])
    with MemoryStore(tmp_path / "s", create=False) as s:  # builds USE from the stored id
        assert isinstance(s.embedder, USEEmbeddings)
        assert s.stats().embedder == "use-multilingual-v3"


# -- 7. errors -------------------------------------------------------------------------------


def test_missing_store_without_create(tmp_path: Path, embedder: USEEmbeddings) -> None:
    missing = tmp_path / "nowhere" / "store"
    with pytest.raises(StoreError) as info:
        MemoryStore(missing, embedder=embedder, create=False)
    assert str(missing) in str(info.value)
    assert not missing.exists()  # nothing created on the way

    not_a_dir = tmp_path / "file.txt"
    not_a_dir.write_text("hello")
    with pytest.raises(StoreError, match="not a directory"):
        MemoryStore(not_a_dir, embedder=embedder)


def test_corrupt_database_is_a_store_error(tmp_path: Path, embedder: USEEmbeddings) -> None:
    path = tmp_path / "store"
    path.mkdir()
    (path / DB_FILE).write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match="not a readable omoide database"):
        MemoryStore(path, embedder=embedder)


@pytest.mark.parametrize(
    "query",
    ["", "   ", "\n\t \u3000", "x" * (MAX_QUERY_CHARS + 1)],
    ids=["empty", "spaces", "whitespace-mix", "too-long"],
)
def test_bad_queries_raise_query_error(store: MemoryStore, query: str) -> None:
    with pytest.raises(QueryError):
        store.search_keyword(query)
    with pytest.raises(QueryError):
        store.search_vector(query)
    with pytest.raises(QueryError):
        store.embed_query(query)


def test_query_error_messages(store: MemoryStore) -> None:
    with pytest.raises(QueryError, match="empty"):
        store.search_keyword(" ")
    with pytest.raises(QueryError, match=f"{MAX_QUERY_CHARS:,}"):
        store.search_keyword("あ" * (MAX_QUERY_CHARS + 1))
    with pytest.raises(QueryError, match="text or vector"):
        store.search_vector()
    with pytest.raises(QueryError, match="string"):
        store.search_keyword(None)  # type: ignore[arg-type]
    assert isinstance(QueryError("x"), ValueError)  # callers may catch ValueError


def test_query_at_the_length_limit_is_accepted(store: MemoryStore) -> None:
    long_query = ("Nimbus Labs interview " * 2000)[:MAX_QUERY_CHARS]
    assert sid_of(store.search_keyword(long_query, k=1)) == ["s7"]
    assert sid_of(store.search_vector(long_query, k=1)) == ["s7"]


def test_get_unknown_id_names_it(store: MemoryStore) -> None:
    with pytest.raises(KeyError) as info:
        store.get("no-such-episode-42")
    assert "no-such-episode-42" in str(info.value)
    assert "default" in str(info.value)


def test_closed_store_refuses_work(tmp_path: Path, embedder: USEEmbeddings) -> None:
    s = MemoryStore(tmp_path / "s", embedder=embedder)
    s.add_episodes(sample_episodes()[:1])
    s.close()
    s.close()  # idempotent
    for call in (
        lambda: s.search_keyword("dog"),
        lambda: s.search_vector("dog"),
        lambda: s.add_episodes(sample_episodes()),
    ):
        with pytest.raises(StoreError, match="closed"):
            call()


def test_closed_store_refuses_set_searchable(tmp_path: Path, embedder: USEEmbeddings) -> None:
    s = MemoryStore(tmp_path / "s", embedder=embedder)
    ep = sample_episodes()[0]
    s.add_episodes([ep])
    s.close()
    with pytest.raises(StoreError, match="closed"):
        s.set_searchable([ep.id], False)


# -- 8. filters ------------------------------------------------------------------------------


def expect(sessions: set[str]) -> set[str]:
    eps = by_session()
    return {eps[s].id for s in sessions}


def both_ids(store: MemoryStore, **kw: object) -> tuple[set[str], set[str]]:
    """Ids returned by a match-everything keyword search and a k=50 vector search."""
    kw_hits = store.search_keyword(MATCH_ALL, k=50, **kw)  # type: ignore[arg-type]
    vec_hits = store.search_vector("everyday life", k=50, **kw)  # type: ignore[arg-type]
    return {h.id for h in kw_hits}, {h.id for h in vec_hits}


def test_match_all_query_hits_every_sample(store: MemoryStore) -> None:
    k, v = both_ids(store)
    assert k == v == expect(set(AGE_DAYS))


def test_since_until_filters(store: MemoryStore) -> None:
    since = NOW - timedelta(days=20)
    recent = {s for s, d in AGE_DAYS.items() if d <= 20}
    assert both_ids(store, since=since) == (expect(recent), expect(recent))
    until = NOW - timedelta(days=100)  # inclusive: the 100-day-old episode is in
    old = {s for s, d in AGE_DAYS.items() if d >= 100}
    assert old == {"s2", "s5", "s7"}
    assert both_ids(store, until=until) == (expect(old), expect(old))
    window = {s for s, d in AGE_DAYS.items() if 15 <= d <= 60}
    got = both_ids(
        store, since=NOW - timedelta(days=60), until=int((NOW - timedelta(days=15)).timestamp())
    )
    assert got == (expect(window), expect(window))
    assert both_ids(store, since=NOW + timedelta(days=1)) == (set(), set())


def test_sensitivity_filter(store: MemoryStore) -> None:
    secret = Episode.create(
        "My Sakura Bank PIN is 4821, never tell anyone",
        "Understood, I will keep it secret.",
        occurred_at=NOW,
        sensitivity="SECRET",
    )
    public = Episode.create(
        "Our Sakura Bank branch moved to Shibuya",
        "Good to know.",
        occurred_at=NOW,
        sensitivity=Sensitivity.PUBLIC,
    )
    store.add_episodes([secret, public])
    # Default: PRIVATE at most, SECRET is excluded from both indexes.
    assert [h.id for h in store.search_keyword("Sakura Bank")] == [public.id]
    assert secret.id not in {h.id for h in store.search_vector("bank PIN number", k=50)}
    # Explicitly allowed.
    allowed = store.search_keyword("Sakura Bank", max_sensitivity="SECRET")
    assert {h.id for h in allowed} == {secret.id, public.id}
    vec = store.search_vector("bank PIN number", k=1, max_sensitivity=Sensitivity.SECRET)
    assert [h.id for h in vec] == [secret.id]
    # PUBLIC only: the sample episodes (PRIVATE) disappear too.
    k, v = both_ids(store, max_sensitivity="PUBLIC")
    assert k == set() and v == {public.id}
    assert [h.id for h in store.search_keyword("Sakura", max_sensitivity="public")] == [public.id]
    with pytest.raises(ValueError, match="sensitivity"):
        store.search_keyword("Sakura", max_sensitivity="TOPSECRET")


def test_set_searchable_hides_from_both_indexes(
    store: MemoryStore, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    dog = by_session()["s0"]
    assert store.set_searchable([dog.id], False) == 1
    assert store.search_keyword("こむぎ") == []
    assert dog.id not in {h.id for h in store.search_vector("my dog jumped into the river", k=50)}
    # Kept, not deleted: get() and include_unsearchable still reach it.
    assert store.get(dog.id).text == dog.text
    assert sid_of(store.search_keyword("こむぎ", include_unsearchable=True)) == ["s0"]
    hits = store.search_vector("my dog jumped into the river", k=1, include_unsearchable=True)
    assert sid_of(hits) == ["s0"]
    assert store.stats().episodes == len(AGE_DAYS)
    store.close()

    # Persisted: a reopened store still hides it; un-hiding brings it back everywhere.
    with MemoryStore(store.location, embedder=embedder) as s:
        assert s.search_keyword("こむぎ") == []
        assert s.get(dog.id).searchable is False
        assert s.set_searchable([dog.id], True) == 1
        assert sid_of(s.search_keyword("こむぎ")) == ["s0"]
        assert sid_of(s.search_vector("my dog jumped into the river", k=1)) == ["s0"]
        assert s.set_searchable(["no-such-id"], False) == 0


def test_exclude_ids_and_session_ids(store: MemoryStore) -> None:
    eps = by_session()
    first = store.search_vector("my dog jumped into the river", k=3)
    excluded = store.search_vector("my dog jumped into the river", k=3, exclude_ids=[first[0].id])
    assert first[0].id not in {h.id for h in excluded}
    assert len(excluded) == 3  # over-fetched to still fill k
    assert [h.id for h in excluded[:2]] == [h.id for h in first[1:3]]
    assert store.search_keyword("こむぎ", exclude_ids=[eps["s0"].id]) == []
    k, v = both_ids(store, exclude_ids=[eps["s1"].id, eps["s7"].id])
    rest = expect(set(AGE_DAYS) - {"s1", "s7"})
    assert k == v == rest

    k, v = both_ids(store, session_ids=["s2", "s5"])
    assert k == v == expect({"s2", "s5"})
    assert both_ids(store, session_ids=[]) == (set(), set())
    # Filters compose, and a SearchFilters object works like the keywords.
    flt = SearchFilters.of(session_ids=["s2", "s5", "s6"], since=NOW - timedelta(days=150))
    assert both_ids(store, filters=flt) == (expect({"s2", "s6"}), expect({"s2", "s6"}))


def test_vector_filter_over_fetch_reaches_deep_matches(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """A filter that keeps only the least similar episodes still fills k."""
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        many = [
            Episode.create(
                f"My dog Rex chased ball number {i} in the park",
                "Good boy!",
                occurred_at=NOW - timedelta(days=1),
                session_id="dogs",
            )
            for i in range(60)
        ]
        s.add_episodes([*many, *sample_episodes()])
        hits = s.search_vector("my dog played fetch", k=3, session_ids=["s2", "s5", "s7"])
        assert {h.episode.session_id for h in hits} == {"s2", "s5", "s7"}
        assert [h.rank for h in hits] == [0, 1, 2]


@pytest.mark.parametrize("k", [10**12, 2**63])
def test_a_huge_k_means_every_episode_in_both_sources(
    tmp_path: Path, embedder: USEEmbeddings, k: int
) -> None:
    """Both sources cap k at the namespace's size (the vector source raised OverflowError)."""
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(sample_episodes())
        n = s.stats().episodes
        assert len(s.search_vector("dog", k=k)) == n
        assert len(s.search_vector("dog", k=k, over_fetch_limit=k)) == n
        assert len(s.search_keyword("dog 京都 curry piano", k=k)) <= n


def test_reindex_builds_the_collection_afresh(tmp_path: Path, embedder: USEEmbeddings) -> None:
    """Back to a model the store used before (A -> B -> A), the old collection's vectors of
    episodes deleted in between came back: every reindex now builds its collection afresh
    (RELIABILITY 26.12), so vectors and episodes agree and each finds itself."""
    eps = sample_episodes()
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(eps)
        s.reindex(DeterministicFakeEmbedding(size=32))
        s.delete_episodes([eps[0].id, eps[1].id])
        s.reindex(embedder)
        stats = s.stats()
        assert stats.vector_docs == stats.episodes == len(eps) - 2
        for e in eps[2:]:
            assert s.search_vector(e.text, k=1)[0].id == e.id


def test_reindex_says_which_episodes_their_own_vector_does_not_find(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """reindex checks every episode after the rebuild and returns those whose stored vector is
    not among its own 10 nearest (none in a healthy index); a vector taken out of the index
    is named (26.12: "keeps every episode findable by its own text or says which are not")."""
    eps = sample_episodes()
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(eps)
        assert s.reindex(embedder) == []
        s._vectors.delete([eps[3].id])  # as if the rebuild had lost it
        assert s._vectors.unfindable([e.id for e in eps]) == [eps[3].id]


# -- 10. empty and tiny stores -----------------------------------------------------------------


def test_empty_store_searches_return_nothing(tmp_path: Path, embedder: USEEmbeddings) -> None:
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        assert s.search_keyword("こむぎ") == []
        assert s.search_vector("my dog") == []
        assert s.search_vector(vector=s.embed_query("x"), k=5, since=NOW) == []
        assert s.search_keyword("dog", session_ids=["a"], exclude_ids=["b"]) == []
        st = s.stats()
        assert (st.episodes, st.keyword_docs, st.vector_docs, st.vector_pending) == (0, 0, 0, 0)
        assert st.namespaces == {}
        assert len(s) == 0
        assert s.add_episodes([]).added == 0
    with MemoryStore(tmp_path / "s", embedder=embedder, create=False) as s:  # reopen empty
        assert s.search_keyword("dog") == []


def test_one_document_store(tmp_path: Path, embedder: USEEmbeddings) -> None:
    ep = Episode.create("I love the tonkotsu ramen at Ichiran", "", occurred_at=NOW)
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes([ep])
        kw = s.search_keyword("ramen", k=5)
        assert [h.id for h in kw] == [ep.id]
        # With N=1 every term's idf is negative and BM25Okapi's epsilon floor keeps it so
        # (rank-bm25 parity): the score is finite, the hit is still returned.
        assert kw[0].score == kw[0].score and abs(kw[0].score) < 10
        vec = s.search_vector("noodle soup", k=5)
        assert [h.id for h in vec] == [ep.id]
        assert vec[0].text == ep.user_text  # no reply: text is the user text alone
        assert s.search_keyword("sushi") == []
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        assert [h.id for h in s.search_keyword("ramen")] == [ep.id]
