"""A store records the tokenizer its keyword index was built with (like the embedder): opened
with another one it re-indexes the keywords from SQLite (logged, nothing re-embedded), and a
read-only store refuses with one clear line. Stores made before the record are bigram stores."""

from __future__ import annotations

import logging
import sqlite3
from importlib import metadata
from pathlib import Path

import pytest

from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from omoide.memory_store.errors import StoreError
from omoide.memory_store.keyword_index import TOKENIZER_VERSION
from omoide.memory_store.tokenize import make_tokenizer
from tests.conftest import NOW

# Seconds, not milliseconds: out of the fast lane (`pytest -m "not slow"`); CI runs it.
pytestmark = pytest.mark.slow


class CountingEmbeddings(USEEmbeddings):
    """The real offline model, counting the passages it embeds."""

    embedded = 0

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        CountingEmbeddings.embedded += len(texts)
        return super().embed_documents(texts)


EPISODES = [
    Episode.create("4月に京都へ行った", "嵐山はどうでした？", occurred_at=NOW, session_id="s1"),
    Episode.create("柴犬を飼っている", "お名前は？", occurred_at=NOW, session_id="s2"),
    Episode.create("I walked the dogs", "How far?", occurred_at=NOW, session_id="s3"),
]
KYOTO = EPISODES[0].id
SUDACHI_C = make_tokenizer("sudachi-c").index_tag()  # spec and analyser/dictionary versions


def keyword_files(store: Path, namespace: str = "default") -> list[str]:
    """The namespace's keyword index files, without the collection stem: ``t4.e0.npz``."""
    files = (store / "keyword").glob(f"omoide-{namespace}-*.npz")
    return sorted(p.name.split(".", 1)[1] for p in files)


def ids(store: MemoryStore, query: str) -> list[str]:
    return [h.id for h in store.search_keyword(query, k=5)]


@pytest.fixture
def bigram_store(tmp_path: Path) -> Path:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=CountingEmbeddings(), tokenizer="bigram") as store:
        store.add_episodes(EPISODES)
        assert store.stats().tokenizer == "bigram"
        # 行く (the base form) shares no bigram with 行った: bigrams cannot find it.
        assert KYOTO not in ids(store, "行く")
    return path


def test_another_tokenizer_reindexes_keywords_and_keeps_vectors(
    bigram_store: Path, caplog: pytest.LogCaptureFixture
) -> None:
    assert keyword_files(bigram_store) == [f"{TOKENIZER_VERSION}.e0.npz"]
    CountingEmbeddings.embedded = 0
    with caplog.at_level(logging.WARNING, logger="omoide.memory_store.store"):
        store = MemoryStore(bigram_store, embedder=CountingEmbeddings(), tokenizer="sudachi-c")
    with store:
        assert "indexed with tokenizer 'bigram'; re-indexing" in caplog.text
        assert store.stats().tokenizer == "sudachi-c"
        assert ids(store, "行く") == [KYOTO]  # words in their base form now
        assert ids(store, "walking dog") == [EPISODES[2].id]  # English unchanged
        assert len(store.search_vector("京都旅行", k=3)) == 3
    assert CountingEmbeddings.embedded == 0  # nothing re-embedded
    # The bigram file is gone (never loaded with Sudachi queries), the new one saved.
    assert keyword_files(bigram_store) == [f"{TOKENIZER_VERSION}-{SUDACHI_C}.e0.npz"]

    caplog.clear()
    with caplog.at_level(logging.WARNING), MemoryStore(bigram_store) as again:
        assert again.stats().tokenizer == "sudachi-c"  # the recorded one, no re-index
        assert ids(again, "行く") == [KYOTO]
    assert "re-indexing" not in caplog.text


def test_each_namespace_keeps_its_own_tokenizer(bigram_store: Path) -> None:
    with MemoryStore(bigram_store, namespace="other", tokenizer="sudachi-a") as other:
        other.add_episodes(EPISODES[:1])
        assert ids(other, "行く") == [KYOTO]
    with MemoryStore(bigram_store) as default:
        assert default.stats().tokenizer == "bigram"
        assert KYOTO not in ids(default, "行く")


@pytest.mark.parametrize("default", ["bigram", "sudachi-c-content"])
def test_a_store_made_before_the_record_keeps_its_bigrams(
    bigram_store: Path,
    default: str,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Whatever the default: a namespace built before the record opens as the bigram store
    it is (recorded from then on), and only a new namespace gets the default."""
    with sqlite3.connect(bigram_store / "omoide.sqlite3") as db:  # as before the record
        assert db.execute("DELETE FROM meta WHERE key = 'tokenizer:default'").rowcount == 1
    monkeypatch.setattr("omoide.memory_store.store.DEFAULT_TOKENIZER", default)
    with caplog.at_level(logging.WARNING), MemoryStore(bigram_store) as store:
        assert store.stats().tokenizer == "bigram"
        assert ids(store, "京都") == [KYOTO]
        assert KYOTO not in ids(store, "行く")
    assert "re-indexing" not in caplog.text
    assert keyword_files(bigram_store) == [f"{TOKENIZER_VERSION}.e0.npz"]
    with sqlite3.connect(bigram_store / "omoide.sqlite3") as db:
        row = db.execute("SELECT value FROM meta WHERE key = 'tokenizer:default'").fetchone()
    assert row == ("bigram",)
    with MemoryStore(bigram_store, namespace="new") as new:
        assert new.stats().tokenizer == default


def test_a_read_only_store_refuses_another_tokenizer(
    bigram_store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("omoide.memory_store.db.is_writable", lambda path: False)
    with pytest.raises(StoreError) as err:
        MemoryStore(bigram_store, tokenizer="sudachi-c", create=False)
    message = str(err.value)
    assert "\n" not in message
    assert "built with tokenizer 'bigram'" in message and "read-only" in message
    assert "tokenizer='bigram'" in message
    with MemoryStore(bigram_store, create=False) as store:  # its own tokenizer: fine
        assert store.readonly and store.stats().tokenizer == "bigram"
        assert ids(store, "京都") == [KYOTO]
    assert keyword_files(bigram_store) == [f"{TOKENIZER_VERSION}.e0.npz"]


def test_set_searchable_keeps_the_tokenizer_in_the_new_epoch_file(tmp_path: Path) -> None:
    path = tmp_path / "store"
    with MemoryStore(path, tokenizer="sudachi-a") as store:
        store.add_episodes(EPISODES)
        store.set_searchable([EPISODES[1].id], False)
        assert ids(store, "行く") == [KYOTO]
    tag = make_tokenizer("sudachi-a").index_tag()
    assert keyword_files(path) == [f"{TOKENIZER_VERSION}-{tag}.e1.npz"]
    with MemoryStore(path) as store:
        assert ids(store, "行く") == [KYOTO]
        assert store.repairs == []


def test_a_dictionary_upgrade_rebuilds_the_word_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "store"
    with MemoryStore(path, tokenizer="sudachi-c-content") as store:
        store.add_episodes(EPISODES)
    before = keyword_files(path)
    assert len(before) == 1 and "sudachidict-core" in before[0]

    real = metadata.version
    monkeypatch.setattr(
        "omoide.memory_store.tokenize.metadata.version",
        lambda name: "29990101" if name == "sudachidict-core" else real(name),
    )
    with MemoryStore(path) as store:  # the recorded tokenizer, a newer dictionary
        assert store.stats().tokenizer == "sudachi-c-content"
        assert ids(store, "行く") == [KYOTO]
    assert keyword_files(path) != before
    assert "sudachidict-core29990101" in keyword_files(path)[0]
