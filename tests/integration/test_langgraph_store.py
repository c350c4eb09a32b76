"""``OmoideStore`` against LangGraph's documented ``BaseStore`` behaviours (sync and async), on
a real store (SQLite + BM25 + embedded Chroma + the offline USE embedder)."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph.store.base import (
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    PutOp,
    SearchOp,
)

from omoide import OmoideStore, recall
from omoide.memory_store import Episode, MemoryStore, Sensitivity, USEEmbeddings
from omoide.memory_store.langgraph_store import ITEM_SOURCE, namespace_key, namespace_tuple
from omoide.tools.memory_tools import make_memory_tools
from tests.conftest import NOW, sample_episodes

ALICE = ("memories", "alice")
BOB = ("memories", "bob")


@pytest.fixture
def ostore(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[OmoideStore]:
    with OmoideStore(tmp_path / "store", embedder=embedder, index={"fields": ["content"]}) as s:
        yield s


def _keys(items: list[Any]) -> list[str]:
    return [i.key for i in items]


# -- namespaces -------------------------------------------------------------------------------
def test_namespace_mapping_is_one_to_one() -> None:
    assert namespace_key(("memories", "alice")) == "memories.alice"
    assert namespace_tuple("memories.alice") == ("memories", "alice")
    assert namespace_tuple("default") == ("default",)
    assert namespace_tuple("a..b") is None  # not a LangGraph namespace: never listed


def test_is_a_basestore_with_async_methods(ostore: OmoideStore) -> None:
    assert isinstance(ostore, BaseStore)
    assert ostore.supports_ttl is True


def test_list_namespaces_prefix_suffix_depth_and_pages(ostore: OmoideStore) -> None:
    # The example of LangGraph's list_namespaces docstring.
    for ns in [("a", "b", "c"), ("a", "b", "d", "e"), ("a", "b", "d", "i"), ("a", "b", "f")]:
        ostore.put(ns, "k", {"content": "x"}, index=False)
    ostore.put(("a", "c", "f"), "k", {"content": "x"}, index=False)
    assert ostore.list_namespaces(prefix=("a", "b"), max_depth=3) == [
        ("a", "b", "c"),
        ("a", "b", "d"),
        ("a", "b", "f"),
    ]
    assert ostore.list_namespaces(suffix=("f",)) == [("a", "b", "f"), ("a", "c", "f")]
    assert ostore.list_namespaces(prefix=("a", "*", "f")) == [("a", "b", "f"), ("a", "c", "f")]
    assert ostore.list_namespaces(prefix=("a",), suffix=("i",)) == [("a", "b", "d", "i")]
    everything = ostore.list_namespaces()
    assert len(everything) == 5 and everything == sorted(everything)
    assert ostore.list_namespaces(limit=2) + ostore.list_namespaces(limit=10, offset=2) == (
        everything
    )
    assert ostore.list_namespaces(max_depth=1) == [("a",)]
    assert ostore.list_namespaces(prefix=("zzz",)) == []


def test_invalid_namespaces_are_refused(ostore: OmoideStore) -> None:
    with pytest.raises(InvalidNamespaceError):
        ostore.put(("memories", "a.b"), "k", {"content": "x"})
    with pytest.raises(InvalidNamespaceError):
        ostore.put(("langgraph", "x"), "k", {"content": "x"})
    with pytest.raises(InvalidNamespaceError):
        ostore.put((), "k", {"content": "x"})
    with pytest.raises(InvalidNamespaceError):
        ostore.batch([GetOp(("a", ""), "k")])  # ops given straight to batch are checked too
    with pytest.raises(ValueError, match="ttl is in minutes"):
        ostore.batch([PutOp(ALICE, "k", {"content": "x"}, ttl=-1.0)])


# -- get / put / delete -----------------------------------------------------------------------
def test_put_get_update_delete(ostore: OmoideStore) -> None:
    assert ostore.get(ALICE, "pref") is None
    ostore.put(ALICE, "pref", {"content": "好きな食べ物はお寿司", "n": 1})
    first = ostore.get(ALICE, "pref")
    assert first is not None
    assert first.value == {"content": "好きな食べ物はお寿司", "n": 1}
    assert first.namespace == ALICE and first.key == "pref"
    assert first.created_at == first.updated_at and first.created_at.tzinfo is not None
    time.sleep(0.01)
    ostore.put(ALICE, "pref", {"content": "好きな食べ物はラーメン", "n": 2})
    second = ostore.get(ALICE, "pref")
    assert second is not None and second.value["n"] == 2
    assert second.created_at == first.created_at  # an update keeps the creation time
    assert second.updated_at > first.updated_at
    # The old text is gone from search, the new one is found.
    assert _keys(ostore.search(ALICE, query="ラーメン")) == ["pref"]
    assert ostore.search(ALICE, query="お寿司")[0].value["n"] == 2
    ostore.delete(ALICE, "pref")
    assert ostore.get(ALICE, "pref") is None
    assert ostore.search(ALICE, query="ラーメン") == []
    assert ostore.search(ALICE) == []
    ostore.delete(ALICE, "never-stored")  # deleting a missing key is a no-op


def test_batch_reads_see_state_before_its_writes_and_last_put_wins(ostore: OmoideStore) -> None:
    results = ostore.batch(
        [
            PutOp(ALICE, "k", {"content": "one"}),
            GetOp(ALICE, "k"),
            PutOp(ALICE, "k", {"content": "two"}),
            SearchOp(ALICE),
            ListNamespacesOp(),
        ]
    )
    assert results == [None, None, None, [], []]
    item = ostore.get(ALICE, "k")
    assert item is not None and item.value == {"content": "two"}


# -- search: listing, filters, pagination, ordering -------------------------------------------
def test_listing_is_newest_first_and_pages_partition_it(ostore: OmoideStore) -> None:
    for i in range(7):
        ostore.put(ALICE, f"k{i}", {"content": f"note {i}", "i": i}, index=False)
        time.sleep(0.005)
    listed = ostore.search(ALICE, limit=100)
    assert _keys(listed) == [f"k{i}" for i in reversed(range(7))]
    assert all(i.score is None for i in listed)
    pages = [ostore.search(ALICE, limit=3, offset=o) for o in (0, 3, 6)]
    assert [k for p in pages for k in _keys(p)] == _keys(listed)
    assert ostore.search(ALICE, limit=3, offset=7) == []
    ostore.put(ALICE, "k2", {"content": "note 2 again", "i": 2}, index=False)
    assert ostore.search(ALICE, limit=1)[0].key == "k2"  # updated: newest again


def test_filters_exact_operators_and_nested(ostore: OmoideStore) -> None:
    ostore.put(ALICE, "a", {"content": "犬の散歩", "type": "habit", "score": 3, "m": {"x": 1}})
    ostore.put(ALICE, "b", {"content": "猫の餌", "type": "fact", "score": 5, "m": {"x": 2}})
    ostore.put(ALICE, "c", {"content": "鳥の歌", "type": "fact", "score": 9})
    assert sorted(_keys(ostore.search(ALICE, filter={"type": "fact"}))) == ["b", "c"]
    assert _keys(ostore.search(ALICE, filter={"score": {"$gt": 4, "$lt": 9}})) == ["b"]
    assert sorted(_keys(ostore.search(ALICE, filter={"score": {"$gte": 5}}))) == ["b", "c"]
    assert sorted(_keys(ostore.search(ALICE, filter={"type": {"$ne": "fact"}}))) == ["a"]
    assert _keys(ostore.search(ALICE, filter={"m": {"x": 2}})) == ["b"]
    assert ostore.search(ALICE, filter={"type": "missing"}) == []
    # With a query, the filter still decides membership; the ranking decides order.
    hits = ostore.search(ALICE, query="猫", filter={"type": "fact"})
    assert _keys(hits)[0] == "b" and set(_keys(hits)) <= {"b", "c"}
    with pytest.raises(ValueError, match="unsupported filter operator"):
        ostore.search(ALICE, filter={"score": {"$in": [1]}})


def test_query_ranks_with_japanese_and_english_and_pages(ostore: OmoideStore) -> None:
    notes = {
        "kyoto": "4月に京都へ旅行して嵐山と伏見稲荷に行く予定",
        "dog": "柴犬のこむぎは川で泳ぐのが好き",
        "piano": "Alice practises Clair de Lune on the piano every morning",
        "curry": "Japanese curry with apples and honey is the family favourite",
        "book": "田中さんに勧められた『銀河鉄道の夜』を読んでいる",
    }
    for key, text in notes.items():
        ostore.put(ALICE, key, {"content": text})
    assert ostore.search(ALICE, query="京都の旅行")[0].key == "kyoto"
    assert ostore.search(ALICE, query="こむぎ")[0].key == "dog"
    assert ostore.search(ALICE, query="piano practice")[0].key == "piano"
    ranked = ostore.search(ALICE, query="京都", limit=10)
    scores = [i.score for i in ranked]
    assert all(s is not None and -1.0 <= s <= 1.0 for s in scores)  # signed cosines
    pages = ostore.search(ALICE, query="京都", limit=2) + ostore.search(
        ALICE, query="京都", limit=2, offset=2
    )
    assert _keys(pages) == _keys(ranked)[:4]


def test_index_false_and_per_put_fields(ostore: OmoideStore) -> None:
    ostore.put(ALICE, "hidden", {"content": "秘密の合言葉はひまわり"}, index=False)
    ostore.put(ALICE, "ctx", {"content": "unrelated", "context": "ひまわり畑に行った"}, ["context"])
    # The unindexed item comes after the scored one, unscored (as InMemoryStore).
    found = ostore.search(ALICE, query="ひまわり")
    assert [(i.key, i.score is None) for i in found] == [("ctx", False), ("hidden", True)]
    assert sorted(_keys(ostore.search(ALICE))) == ["ctx", "hidden"]  # both are listed
    # index=False on an indexed item takes its text out of the ranking.
    ostore.put(ALICE, "ctx", {"content": "unrelated", "context": "ひまわり畑に行った"}, False)
    assert all(i.score is None for i in ostore.search(ALICE, query="ひまわり"))
    with ostore.lease(ALICE) as ms:
        assert ms.search_keyword("ひまわり", k=5) == []


def test_whole_value_fields_take_its_strings(tmp_path: Path, embedder: USEEmbeddings) -> None:
    with OmoideStore(tmp_path / "s", embedder=embedder) as s:  # default fields: ["$"]
        s.put(ALICE, "k", {"title": "北海道", "body": {"text": "ラベンダー畑"}, "n": 3})
        with s.lease(ALICE) as ms:
            assert ms.get("k").user_text == "北海道\nラベンダー畑"  # strings, not JSON
        assert _keys(s.search(ALICE, query="ラベンダー")) == ["k"]


# -- isolation --------------------------------------------------------------------------------
def test_one_user_never_sees_anothers_items(ostore: OmoideStore) -> None:
    ostore.put(ALICE, "a1", {"content": "アリスの誕生日は3月3日"})
    ostore.put(BOB, "b1", {"content": "ボブはサッカーが好き"})
    assert _keys(ostore.search(BOB, query="アリスの誕生日")) == ["b1"]
    assert _keys(ostore.search(ALICE, query="サッカー")) == ["a1"]
    assert ostore.get(BOB, "a1") is None
    assert _keys(ostore.search(BOB)) == ["b1"]
    # A prefix spans the namespaces under it, as LangGraph documents.
    both = ostore.search(("memories",), query="誕生日")
    assert {(i.namespace, i.key) for i in both} == {(ALICE, "a1"), (BOB, "b1")}
    assert ostore.search(("memories", "al")) == []  # a label prefix is not a namespace prefix


def test_two_users_on_two_threads_stay_apart(ostore: OmoideStore) -> None:
    errors: list[BaseException] = []
    seen: dict[str, set[str]] = {}
    barrier = threading.Barrier(2)

    def user(name: str) -> None:
        try:
            ns = ("memories", name)
            barrier.wait()
            for i in range(6):
                ostore.put(ns, f"{name}-{i}", {"content": f"{name} の思い出 {i} 京都"})
                hits = ostore.search(ns, query="京都の思い出", limit=50)
                seen.setdefault(name, set()).update(_keys(hits))
            seen[name].update(_keys(ostore.search(ns, limit=50)))
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=user, args=(n,)) for n in ("alice", "bob")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert seen["alice"] == {f"alice-{i}" for i in range(6)}
    assert seen["bob"] == {f"bob-{i}" for i in range(6)}


# -- async parity -----------------------------------------------------------------------------
def test_async_methods_match_sync(ostore: OmoideStore) -> None:
    async def run() -> dict[str, Any]:
        await ostore.aput(ALICE, "k1", {"content": "沖縄の海でシュノーケリング", "t": "trip"})
        await ostore.aput(BOB, "k2", {"content": "札幌の雪まつり", "t": "trip"})
        got = await ostore.aget(ALICE, "k1")
        found = await ostore.asearch(ALICE, query="沖縄")
        listed = await ostore.asearch(("memories",), filter={"t": "trip"})
        spaces = await ostore.alist_namespaces(prefix=("memories",))
        await ostore.adelete(BOB, "k2")
        return {
            "got": got,
            "found": found,
            "listed": listed,
            "spaces": spaces,
            "gone": await ostore.aget(BOB, "k2"),
        }

    out = asyncio.run(run())
    assert out["got"] == ostore.get(ALICE, "k1")
    assert _keys(out["found"]) == _keys(ostore.search(ALICE, query="沖縄")) == ["k1"]
    assert sorted(_keys(out["listed"])) == ["k1", "k2"]
    assert out["spaces"] == [ALICE, BOB]
    assert out["gone"] is None and ostore.get(BOB, "k2") is None


# -- omoide's side: episodes as items, items for recall and the tools -------------------------
def test_omoide_episodes_are_items(tmp_path: Path, embedder: USEEmbeddings) -> None:
    path = tmp_path / "store"
    hidden = Episode.create(
        "口座の暗証番号は1234", "覚えました", occurred_at=NOW, sensitivity=Sensitivity.SECRET
    )
    with MemoryStore(path, namespace="memories.alice", embedder=embedder) as ms:
        ms.add_episodes([*sample_episodes(), hidden])
    dog = sample_episodes()[0]
    with OmoideStore(path, embedder=embedder) as s:
        assert s.list_namespaces() == [ALICE]
        hits = s.search(ALICE, query="こむぎ 川")
        assert hits[0].key == dog.id
        assert hits[0].value["kind"] == "episode"
        assert hits[0].value["user_text"] == dog.user_text
        item = s.get(ALICE, dog.id)
        assert item is not None and item.updated_at.timestamp() == dog.occurred_at
        listed = s.search(ALICE, limit=100)
        assert len(listed) == len(sample_episodes())  # the SECRET one is not visible
        assert s.get(ALICE, hidden.id) is None
        assert [i.updated_at for i in listed] == sorted(
            (i.updated_at for i in listed), reverse=True
        )
        assert _keys(s.search(ALICE, filter={"session_id": "s2"})) == [sample_episodes()[2].id]
        assert type(item) is Item
        # Putting a value at an episode's key makes it an item: the episode's text is replaced.
        aurora = sample_episodes()[1]
        s.put(ALICE, aurora.id, {"content": "ユーザーは毎朝五時に起きて筋トレをしている"})
        got = s.get(ALICE, aurora.id)
        assert got is not None and got.value == {
            "content": "ユーザーは毎朝五時に起きて筋トレをしている"
        }
        assert len(s.search(ALICE, limit=100)) == len(sample_episodes())
        with s.lease(ALICE) as ms1:
            assert aurora.id not in {h.id for h in ms1.search_keyword("Aurora demo", k=10)}
            assert [h.id for h in ms1.search_keyword("筋トレ", k=10)] == [aurora.id]
        s.delete(ALICE, dog.id)  # deleting the key deletes the episode
        with s.lease(ALICE) as ms2:
            assert dog.id not in {h.id for h in ms2.search_keyword("こむぎ", k=10)}
            assert ms2.get_many([dog.id]) == []


def test_items_are_found_by_recall_and_the_tools(ostore: OmoideStore) -> None:
    # Longer than the keyword tool's min_block_chars (30), which drops short blocks as noise.
    ostore.put(
        ALICE, "m1", {"content": "ユーザーの愛犬の名前はポチで、毎朝近所の公園を一時間ほど散歩する"}
    )
    ostore.put(BOB, "m2", {"content": "ユーザーの愛犬の名前はタロウ"})
    with ostore.lease(ALICE) as ms:
        assert ms.namespace == "memories.alice"
        result = recall(ms, "愛犬のポチの散歩の話、覚えてる？")
        assert "m1" in [c.id for c in result.candidates]
        assert "m2" not in [c.id for c in result.candidates]
        search, get_full = make_memory_tools(ms)
        found = search.invoke({"query": "ポチ"})
        assert "(id=m1)" in found and "タロウ" not in found
        assert "ポチ" in get_full.invoke({"id": "m1"})


def test_reopen_keeps_items_and_repairs_an_interrupted_put(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    path = tmp_path / "store"
    with OmoideStore(path, embedder=embedder) as s:
        s.put(ALICE, "kept", {"content": "函館の夜景"})
    # A put that died after its row was written, before its episode was indexed.
    with sqlite3.connect(path / "omoide.sqlite3") as conn:
        conn.execute(
            "INSERT INTO langgraph_items (namespace, key, value, text, created_at, updated_at) "
            "VALUES (?,?,?,?,?,?)",
            ("memories.alice", "late", '{"content": "金沢の兼六園"}', "金沢の兼六園", 1.0, 1.0),
        )
    with OmoideStore(path, embedder=embedder) as s:
        assert _keys(s.search(ALICE, query="函館"))[0] == "kept"
        assert _keys(s.search(ALICE, query="兼六園"))[0] == "late"
        with s.lease(ALICE) as ms:
            assert ms.get("late").source == ITEM_SOURCE


def test_a_shared_pool_gives_the_agent_the_same_store(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    from omoide.memory_store.pool import NamespacePool

    with NamespacePool(tmp_path / "store", embedder=embedder) as pool:
        agent_side = pool.get("memories.alice")  # what a per-user graph node would hold
        with OmoideStore(pool=pool) as ostore:
            ostore.put(ALICE, "k", {"content": "ユーザーの誕生日は七月七日の七夕の日"})
            with ostore.lease(ALICE) as ms:
                assert ms is agent_side
        # The write is in the agent's indexes at once, and closing the BaseStore left the
        # pool (which it did not create) open.
        assert [h.id for h in agent_side.search_keyword("七夕", k=5)] == ["k"]
        assert pool.get("memories.alice") is agent_side
