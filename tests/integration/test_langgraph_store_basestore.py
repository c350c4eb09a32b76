"""``OmoideStore`` behaves as LangGraph's own stores do (issue 28), on a real store (SQLite +
BM25 + embedded Chroma + the offline USE embedder): the behaviours LangGraph's store suites
(langgraph's checkpoint and checkpoint-sqlite tests) check, written for omoide, with
``InMemoryStore`` as the reference where the two are compared in the same test."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from langchain_core.embeddings import Embeddings
from langgraph.store.base import InvalidNamespaceError, PutOp, TTLConfig
from langgraph.store.memory import InMemoryStore

from omoide import OmoideStore
from omoide.memory_store import USEEmbeddings
from omoide.memory_store import langgraph_store as lgs

ALICE = ("memories", "alice")


@pytest.fixture
def ostore(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[OmoideStore]:
    with OmoideStore(tmp_path / "store", embedder=embedder, index={"fields": ["content"]}) as s:
        yield s


class Clock:
    """Wall-clock seconds the store reads (``langgraph_store._clock``), moved by the test."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now

    def advance(self, minutes: float) -> None:
        self.now += minutes * 60


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    c = Clock()
    monkeypatch.setattr(lgs, "_clock", c)
    return c


class CountingEmbeddings(Embeddings):
    """The real offline embedder, counting the calls a store makes to embed documents."""

    def __init__(self, inner: USEEmbeddings) -> None:
        self.inner = inner
        self.model_id = "counting-use"
        self.document_calls: list[int] = []

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.document_calls.append(len(texts))
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.inner.embed_query(text)


# -- 1. scores are similarities ------------------------------------------------------------
def test_score_is_a_cosine_similarity_users_can_threshold(ostore: OmoideStore) -> None:
    notes = {
        "kyoto": "4月に京都へ旅行して嵐山と伏見稲荷に行く予定",
        "dog": "柴犬のこむぎは川で泳ぐのが好き",
        "piano": "Alice practises Clair de Lune on the piano every morning",
    }
    for key, text in notes.items():
        ostore.put(ALICE, key, {"content": text})
    hits = ostore.search(ALICE, query=notes["kyoto"])
    assert hits[0].key == "kyoto"
    assert hits[0].score is not None and hits[0].score > 0.99  # an identical text: ~1.0
    assert all(h.score is not None and -1.0 <= h.score <= 1.0 for h in hits)
    # The score is the cosine the embedder gives (what InMemoryStore would report).
    e = ostore.embeddings
    q = np.asarray(e.embed_query(notes["kyoto"]))
    for h in hits:
        d = np.asarray(e.embed_documents([notes[h.key]])[0])
        cos = float(q @ d / (np.linalg.norm(q) * np.linalg.norm(d)))
        assert h.score == pytest.approx(cos, abs=1e-4)
    # A threshold keeps the near match and drops the unrelated notes.
    assert [h.key for h in hits if (h.score or 0.0) >= 0.9] == ["kyoto"]


def test_a_keyword_only_match_is_scored_too(ostore: OmoideStore) -> None:
    # More notes than one vector list holds, so some hits come from the keyword list alone.
    for i in range(30):
        ostore.put(ALICE, f"n{i}", {"content": f"Meeting notes number {i} about budgets"})
    ostore.put(ALICE, "rare", {"content": "The zyxquv token appears only here"})
    hits = ostore.search(ALICE, query="zyxquv", limit=5)
    assert hits[0].key == "rare"  # keyword rank: the hybrid order is kept
    assert all(h.score is not None and -1.0 <= h.score <= 1.0 for h in hits)
    e = ostore.embeddings
    q = np.asarray(e.embed_query("zyxquv"))
    for h in hits:  # each one's cosine, whichever list found it
        d = np.asarray(e.embed_documents([h.value["content"]])[0])
        cos = float(q @ d / (np.linalg.norm(q) * np.linalg.norm(d)))
        assert h.score == pytest.approx(cos, abs=1e-4)


def test_a_negative_cosine_is_reported_signed_as_langgraph_stores_do(
    ostore: OmoideStore,
) -> None:
    # checkpoint-sqlite's test_scores: the score is the signed cosine, a negative one included
    # (omoide clamped it to 0.0, which InMemoryStore and SqliteStore never do).
    text = "4月に京都へ旅行して嵐山と伏見稲荷に行く予定"
    ostore.put(ALICE, "kyoto", {"content": text})
    e = ostore.embeddings
    q = np.asarray(e.embed_query("xyzzy"))
    d = np.asarray(e.embed_documents([text])[0])
    cos = float(q @ d / (np.linalg.norm(q) * np.linalg.norm(d)))
    assert cos < -0.05  # this pair's cosine under the USE model
    hits = ostore.search((), query="xyzzy")
    assert [h.key for h in hits] == ["kyoto"]
    assert hits[0].score == pytest.approx(cos, abs=1e-4)


def test_pages_of_items_the_keyword_list_ties_descend_by_score(ostore: OmoideStore) -> None:
    # checkpoint-sqlite's test_vector_search_pagination: every item holds the query word once,
    # so the keyword list cannot tell them apart; the vector list orders them, the scores
    # descend within and across pages, and the pages partition the whole result.
    for i in range(5):
        ostore.put(("test",), f"doc{i}", {"content": f"test document number {i}"})
    everything = ostore.search(("test",), query="test", limit=10)
    assert len(everything) == 5
    scores = [h.score for h in everything]
    assert all(s is not None for s in scores)
    assert scores == sorted(scores, reverse=True)  # type: ignore[type-var]
    pages = [ostore.search(("test",), query="test", limit=2, offset=o) for o in (0, 2, 4)]
    assert [h.key for page in pages for h in page] == [h.key for h in everything]
    assert [len(p) for p in pages] == [2, 2, 1]


def test_pages_partition_one_order_past_the_first_lists(ostore: OmoideStore) -> None:
    # 60 notes, pages of 10: every page comes from one ranking of the whole namespace, so the
    # pages are the full result cut in six (lists cut at twice each page's end gave pages that
    # repeated two notes and missed two).
    topics = ["犬の散歩", "京都旅行", "ピアノの練習", "マラソン", "読書会"]
    topics += ["料理", "仕事の締め切り", "映画", "カメラ", "キャンプ"]
    ostore.batch(
        [
            PutOp(
                ALICE,
                f"k{i:02d}",
                {
                    "content": f"{topics[i % 10]}のメモ その{i}: "
                    f"週末に{topics[i * 7 % 10]}の話をした"
                },
            )
            for i in range(60)
        ]
    )
    for query in ("週末の犬の散歩", "京都", "練習の話"):
        whole = [h.key for h in ostore.search(ALICE, query=query, limit=60)]
        pages = [
            [h.key for h in ostore.search(ALICE, query=query, limit=10, offset=o)]
            for o in range(0, 60, 10)
        ]
        assert [k for page in pages for k in page] == whole, query
        assert len(set(whole)) == 60


# -- 2. unindexed items, attributes, reserved roots, values --------------------------------
def test_items_without_text_follow_the_scored_ones_with_no_score(ostore: OmoideStore) -> None:
    ostore.put(ALICE, "a", {"content": "京都で抹茶を飲んだ"})
    ostore.put(ALICE, "plain", {"content": "京都の紅葉"}, index=False)
    ostore.put(ALICE, "nofield", {"title": "京都"})  # lacks the indexed field "content"
    hits = ostore.search(ALICE, query="京都", limit=10)
    assert hits[0].key == "a" and hits[0].score is not None
    assert {h.key for h in hits[1:]} == {"plain", "nofield"}
    assert all(h.score is None for h in hits[1:])
    # Pages of a query search partition it, unscored items included.
    pages = [ostore.search(ALICE, query="京都", limit=1, offset=o) for o in range(3)]
    assert [p[0].key for p in pages] == [h.key for h in hits]
    assert ostore.search(ALICE, query="京都", filter={"title": "京都"})[0].key == "nofield"


def test_index_config_and_embeddings_attributes(ostore: OmoideStore) -> None:
    assert ostore.index_config["fields"] == ["content"]
    assert isinstance(ostore.embeddings, Embeddings)
    assert len(ostore.embeddings.embed_query("こんにちは")) == 512


def test_only_the_public_put_reserves_the_langgraph_root(ostore: OmoideStore) -> None:
    doc = {"content": "internal"}
    with pytest.raises(InvalidNamespaceError):
        ostore.put(("langgraph", "foo"), "bar", doc)
    ostore.put(("foo", "langgraph"), "bar", doc)  # only the root label is reserved
    ostore.batch([PutOp(("langgraph", "foo"), "bar", doc)])  # LangGraph's internal path
    got = ostore.get(("langgraph", "foo"), "bar")
    assert got is not None and got.value == doc
    assert ostore.search(("langgraph", "foo"))[0].value == doc
    ostore.delete(("langgraph", "foo"), "bar")
    assert ostore.get(("langgraph", "foo"), "bar") is None

    async def run() -> Any:
        await ostore.abatch([PutOp(("langgraph", "x"), "k", doc)])
        return await ostore.aget(("langgraph", "x"), "k")

    assert asyncio.run(run()).value == doc


def test_values_come_back_as_in_memory_store_returns_them(ostore: OmoideStore) -> None:
    value = {
        "content": "日記",
        "when": datetime(2026, 4, 1, 9, 30, tzinfo=UTC),
        "day": date(2026, 4, 1),
        "span": timedelta(hours=2, microseconds=5),
        "pair": (1, "two", (3.5, None)),
        "tags": {"a", "b"},
        "id": uuid.UUID(int=7),
        "price": Decimal("12.30"),
        "blob": b"\x00\xff",
        "nested": {"list": [1, (2, 3)], "__omoide_type__": "mine"},
    }
    reference = InMemoryStore()
    reference.put(ALICE, "k", value)
    ostore.put(ALICE, "k", value)
    got, ref = ostore.get(ALICE, "k"), reference.get(ALICE, "k")
    assert got is not None and ref is not None
    assert got.value == ref.value
    assert type(got.value["pair"]) is tuple and type(got.value["pair"][2]) is tuple
    assert type(got.value["nested"]["list"][1]) is tuple
    assert ostore.search(ALICE, query="日記")[0].value == ref.value
    with pytest.raises(TypeError, match=r"value\['x'\]\[0\] is a object"):
        ostore.put(ALICE, "bad", {"x": [object()]})
    assert ostore.get(ALICE, "bad") is None


# -- 3. time-to-live -----------------------------------------------------------------------
def test_ttl_hides_then_sweeps_an_item_and_its_index_entries(
    ostore: OmoideStore, clock: Clock
) -> None:
    ostore.put(ALICE, "short", {"content": "一時的な合言葉はあじさい"}, ttl=1)
    ostore.put(ALICE, "kept", {"content": "ずっと覚えておくこと"})
    assert ostore.get(ALICE, "short", refresh_ttl=False) is not None
    clock.advance(1.5)
    assert ostore.get(ALICE, "short") is None
    assert "short" not in [h.key for h in ostore.search(ALICE, query="あじさい")]
    assert [h.key for h in ostore.search(ALICE)] == ["kept"]
    ostore.put(("tmp",), "k", {"content": "x"}, ttl=1)
    clock.advance(2)
    assert ("tmp",) not in ostore.list_namespaces()
    assert ostore.sweep_ttl() == 2
    assert ostore.sweep_ttl() == 0
    with ostore.lease(ALICE) as ms:
        assert ms.get_many(["short"]) == []
        assert ms.search_keyword("あじさい", k=5) == []
    assert ostore.get(ALICE, "kept") is not None


def test_reads_refresh_the_ttl_unless_told_not_to(
    tmp_path: Path, embedder: USEEmbeddings, clock: Clock
) -> None:
    ttl = TTLConfig(default_ttl=2, refresh_on_read=True)
    with OmoideStore(tmp_path / "s", embedder=embedder, ttl=ttl) as s:
        assert s.supports_ttl and s.ttl_config == ttl
        s.put(ALICE, "a", {"content": "りんご"})  # default_ttl applies
        s.put(ALICE, "b", {"content": "みかん"})
        s.put(ALICE, "forever", {"content": "ぶどう"}, ttl=None)
        clock.advance(1.5)
        assert s.get(ALICE, "a") is not None  # refreshed: 2 more minutes
        assert s.search(ALICE, query="みかん", refresh_ttl=False)[0].key == "b"  # not refreshed
        clock.advance(1)
        assert s.get(ALICE, "a", refresh_ttl=False) is not None
        assert s.get(ALICE, "b") is None
        clock.advance(5)
        assert s.get(ALICE, "a") is None
        assert s.get(ALICE, "forever") is not None
    with OmoideStore(
        tmp_path / "s2", embedder=embedder, ttl=TTLConfig(default_ttl=2, refresh_on_read=False)
    ) as s:
        s.put(ALICE, "c", {"content": "もも"})
        clock.advance(1.5)
        assert s.get(ALICE, "c") is not None  # read, not refreshed
        clock.advance(1)
        assert s.get(ALICE, "c") is None


def test_a_put_on_an_expired_item_starts_a_new_one(ostore: OmoideStore, clock: Clock) -> None:
    ostore.put(ALICE, "k", {"content": "古い"}, ttl=1)
    first = ostore.get(ALICE, "k")
    clock.advance(2)
    ostore.put(ALICE, "k", {"content": "新しい"})
    got = ostore.get(ALICE, "k")
    assert got is not None and first is not None and got.created_at > first.created_at
    clock.advance(10)
    assert ostore.get(ALICE, "k") is not None  # no ttl now


def test_ttl_config_is_checked(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="default_ttl"):
        OmoideStore(tmp_path / "s", ttl=TTLConfig(default_ttl=-1))
    with pytest.raises(ValueError, match="unknown setting"):
        OmoideStore(tmp_path / "s", ttl={"sweep_minutes": 1})  # type: ignore[typeddict-unknown-key]


def test_the_sweeper_thread_deletes_expired_items(
    tmp_path: Path, embedder: USEEmbeddings, clock: Clock
) -> None:
    ttl = TTLConfig(default_ttl=1, sweep_interval_minutes=1)
    with OmoideStore(tmp_path / "s", embedder=embedder, ttl=ttl) as s:
        s.put(ALICE, "k", {"content": "消える予定のメモ"})
        clock.advance(2)
        future = s.start_ttl_sweeper(sweep_interval_minutes=0.002)  # every 0.12 s
        deadline = time.monotonic() + 20
        while s._items.exists("memories.alice", "k"):
            assert time.monotonic() < deadline, "the sweeper did not delete the expired item"
            time.sleep(0.05)
        assert s.stop_ttl_sweeper(timeout=10) is True
        assert future.done()
        with s.lease(ALICE) as ms:
            assert ms.get_many(["k"]) == []
    # Without a TTLConfig there is nothing to sweep: the future is already done.
    with OmoideStore(tmp_path / "s2", embedder=embedder) as s:
        assert s.start_ttl_sweeper().done()


def test_ttl_async(ostore: OmoideStore, clock: Clock) -> None:
    async def run() -> tuple[Any, Any, int, bool]:
        await ostore.aput(ALICE, "k", {"content": "非同期のメモ"}, ttl=1)
        before = await ostore.aget(ALICE, "k")
        clock.advance(2)
        after = await ostore.asearch(ALICE, query="メモ")
        swept = await ostore.asweep_ttl()
        await ostore.astart_ttl_sweeper()
        return before, after, swept, await ostore.astop_ttl_sweeper()

    before, after, swept, stopped = asyncio.run(run())
    assert before is not None and after == [] and swept == 1 and stopped


# -- 4. batched writes ---------------------------------------------------------------------
def test_a_batch_of_puts_embeds_once(tmp_path: Path, embedder: USEEmbeddings) -> None:
    counting = CountingEmbeddings(embedder)
    with OmoideStore(tmp_path / "s", embedder=counting) as s:
        s.batch([PutOp(ALICE, f"k{i}", {"content": f"メモ {i}: 予定 {i * 7}"}) for i in range(40)])
        assert counting.document_calls == [40]
        assert len(s.search(ALICE, limit=100)) == 40
        assert s.search(ALICE, query="メモ 3: 予定 21")[0].key == "k3"
        # Re-putting the same texts embeds nothing; a batch of deletes embeds nothing.
        counting.document_calls.clear()
        s.batch([PutOp(ALICE, f"k{i}", {"content": f"メモ {i}: 予定 {i * 7}"}) for i in range(40)])
        s.batch([PutOp(ALICE, f"k{i}", None) for i in range(20)])
        assert counting.document_calls == []
        assert len(s.search(ALICE, limit=100)) == 20
        with s.lease(ALICE) as ms:
            assert len(ms) == 20


def test_score_is_the_best_fields_similarity_as_inmemorystore(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """An item indexed on several fields scores by its best-matching field (LangGraph's
    ``InMemoryStore`` embeds each field and keeps the best), not by the blend of all its
    fields: a query equal to one field's text scores ~1.0 in both stores."""
    index: Any = {"fields": ["title", "body"]}
    value = {
        "title": "the ramen shop near Sapporo station",
        "body": "Quarterly tax forms are due at the end of March; keep the receipts together.",
    }
    query = value["title"]
    ref = InMemoryStore(index={"dims": 512, "embed": embedder, "fields": ["title", "body"]})
    ref.put(ALICE, "note", value)
    with OmoideStore(tmp_path / "s", embedder=embedder, index=index) as store:
        store.put(ALICE, "note", value)
        store.put(ALICE, "other", {"title": "a walk by the river", "body": "cold morning"})
        hits = store.search(ALICE, query=query)
    expected = ref.search(ALICE, query=query)[0].score
    assert expected is not None and expected > 0.99
    assert hits[0].key == "note"
    assert hits[0].score == pytest.approx(expected, abs=1e-3)


def test_index_embed_may_be_a_function_as_in_langgraph(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """``index={"embed": fn}`` with a function from texts to vectors is accepted, as LangGraph's
    stores accept it, and the function is what embeds the items."""
    calls: list[int] = []

    def embed(texts: list[str]) -> list[list[float]]:
        calls.append(len(texts))
        return embedder.embed_documents(texts)

    index: Any = {"dims": 512, "embed": embed, "fields": ["text"]}
    with OmoideStore(tmp_path / "s", index=index) as store:
        store.put(ALICE, "a", {"text": "my sister lives in Osaka"})
        store.put(ALICE, "b", {"text": "I bought a new bicycle"})
        hits = store.search(ALICE, query="where does my sister live")
    assert calls, "the function given as index['embed'] was never called"
    assert hits[0].key == "a"
    assert hits[0].score is not None and 0.0 < hits[0].score <= 1.0


# -- 5. what LangGraph's checkpoint-sqlite suites (test_store.py, test_ttl.py) expect ------
class SlowEmbeddings(Embeddings):
    """The real offline embedder behind a slow link: each document call takes ``minutes`` of
    the store's clock (a remote model, or one loading on first use)."""

    def __init__(self, inner: USEEmbeddings, clock: Clock, minutes: float) -> None:
        self.inner = inner
        self.clock = clock
        self.minutes = minutes
        self.model_id = "slow-use"

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.clock.advance(self.minutes)
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.inner.embed_query(text)


def test_the_ttl_counts_from_the_end_of_the_put(
    tmp_path: Path, embedder: USEEmbeddings, clock: Clock
) -> None:
    slow = SlowEmbeddings(embedder, clock, minutes=2)
    with OmoideStore(tmp_path / "s", embedder=slow) as s:
        s.put(ALICE, "k", {"content": "一分だけ覚えておくメモ"}, ttl=1)
        # The embedding took 2 minutes: the item still has its whole minute after put().
        assert s.get(ALICE, "k", refresh_ttl=False) is not None
        assert s.search(ALICE, query="メモ", refresh_ttl=False)[0].key == "k"
        clock.advance(0.9)
        assert s.get(ALICE, "k", refresh_ttl=False) is not None
        clock.advance(0.2)
        assert s.get(ALICE, "k", refresh_ttl=False) is None
        assert s.sweep_ttl() == 1


def test_reads_refresh_only_when_the_ttl_config_asks_as_sqlitestore(
    tmp_path: Path, embedder: USEEmbeddings, clock: Clock
) -> None:
    # TTLConfig without refresh_on_read: reads leave the expiry alone (LangGraph's SqliteStore),
    # although BaseStore hands every read refresh_ttl=True when refresh_on_read is unset.
    with OmoideStore(tmp_path / "s", embedder=embedder, ttl=TTLConfig(default_ttl=2)) as s:
        s.put(ALICE, "a", {"content": "りんご"})
        clock.advance(1.5)
        assert s.get(ALICE, "a") is not None
        assert [h.key for h in s.search(ALICE, query="りんご")] == ["a"]
        clock.advance(1)
        assert s.get(ALICE, "a") is None
    # No TTLConfig at all, an item put with its own ttl: the same.
    with OmoideStore(tmp_path / "s2", embedder=embedder) as s:
        s.put(ALICE, "b", {"content": "みかん"}, ttl=2)
        clock.advance(1.5)
        assert s.get(ALICE, "b", refresh_ttl=True) is not None
        clock.advance(1)
        assert s.get(ALICE, "b") is None


def test_ttl_config_accepts_omit_expired(
    tmp_path: Path, embedder: USEEmbeddings, clock: Clock
) -> None:
    # LangGraph's TTLConfig has omit_expired; omoide always omits expired items, swept or not.
    for omit in (True, False):
        ttl = TTLConfig(default_ttl=1, omit_expired=omit)
        with OmoideStore(tmp_path / f"s{omit}", embedder=embedder, ttl=ttl) as s:
            assert s.ttl_config == ttl
            s.put(ALICE, "k", {"content": "期限つきのメモ"})
            clock.advance(2)
            assert s.get(ALICE, "k", refresh_ttl=False) is None
            assert s.search(ALICE, refresh_ttl=False) == []
            assert s.list_namespaces() == []


class RecordingEmbeddings(Embeddings):
    """A remote-style model that embeds only what it is sent, recording every text."""

    def __init__(self, inner: USEEmbeddings) -> None:
        self.inner = inner
        self.sent: list[str] = []

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.sent += texts
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        self.sent.append(text)
        return self.inner.embed_query(text)


def test_declared_dims_spare_the_model_a_probe_call(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    remote = RecordingEmbeddings(embedder)
    index: Any = {"dims": 512, "embed": remote, "fields": ["content"]}
    with OmoideStore(tmp_path / "s", index=index) as s:
        s.put(ALICE, "k", {"content": "京都の紅葉は十一月が見頃"})
        assert s.search(ALICE, query="紅葉")[0].key == "k"
        assert set(remote.sent) == {"京都の紅葉は十一月が見頃", "紅葉"}  # nothing else sent
        assert s.embeddings is remote and s.index_config["embed"] is remote
    # A wrong declaration is refused with both sizes, not stored.
    bad: Any = {"dims": 384, "embed": RecordingEmbeddings(embedder), "fields": ["content"]}
    with OmoideStore(tmp_path / "s2", index=bad) as s, pytest.raises(ValueError, match="384"):
        s.put(ALICE, "k", {"content": "x"})
