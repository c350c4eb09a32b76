"""``omoide migrate SRC DST`` (issue 25, point 4): a folder store into PostgreSQL and back,
everything carried (episodes with flags, vectors re-used, runs, derived memory, items),
resumable after an interruption, verified; bad arguments say what is wrong."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest
from conftest import NOW, hit_ids, sample_episodes

from omoide import OmoideStore, consolidate, recall
from omoide.memory_store import Episode, MemoryStore, StoreNotFoundError, USEEmbeddings
from omoide.memory_store.errors import StoreError
from omoide.memory_store.migrate import migrate
from omoide.memory_store.records import Sensitivity

pytestmark = pytest.mark.slow


def _memory(path: Path, embedder: USEEmbeddings) -> dict[str, list[str]]:
    """A folder store with two users, a hidden and a secret episode, runs, derived memory and
    an OmoideStore item; returns each user's episode ids in insertion order."""
    ids: dict[str, list[str]] = {}
    for ns, extra in (("alice", 25), ("bob", 3)):
        with MemoryStore(path, namespace=ns, embedder=embedder, embed_workers=0) as store:
            episodes = sample_episodes() + [
                Episode.create(
                    f"{ns} note {i}: the lighthouse keeper painted door {i}",
                    f"ok {i}",
                    occurred_at=NOW + timedelta(minutes=i),
                    session_id=f"{ns}-n",
                    sensitivity=Sensitivity.SECRET if i == 0 else Sensitivity.PRIVATE,
                )
                for i in range(extra)
            ]
            store.add_episodes(episodes)
            store.set_searchable([episodes[1].id], False)
            recall(store, "Clair de Lune の練習どう？", now=NOW)
            consolidate(store, now=NOW)
            ids[ns] = [e.id for e in episodes]
    with OmoideStore(path, embedder=embedder) as items:
        items.put(("alice",), "pref-1", {"text": "alice prefers green tea in the morning"})
    return ids


def _view(location: str, ns: str, embedder: USEEmbeddings) -> dict[str, object]:
    with MemoryStore(location, namespace=ns, embedder=embedder, create=False) as store:
        derived = store.derived
        return {
            "episodes": sorted(store.get_many(_all_ids(store)), key=lambda e: e.id),
            "keyword": hit_ids(store.search_keyword("lighthouse door 7", k=5)),
            "vector": hit_ids(store.search_vector("a dog jumped into the river", k=5)),
            "hidden": sorted(store.hidden_ids(_all_ids(store))),
            "runs": [r[0] for r in store.db.list_runs(ns, 100)],
            "facts": sorted(f.text for f in derived.facts(namespace=ns)),
            "entities": sorted(e.name for e in derived.entities(namespace=ns)),
            "cursor": derived.cursor(namespace=ns),
            "timezone": store.timezone,
            "tokenizer": store.tokenizer.spec,
        }


def _all_ids(store: MemoryStore) -> list[str]:
    return [row.episode.id for row in store.db.iter_episodes(store.namespace)]


def test_a_folder_store_moves_to_postgresql_whole_and_back(
    tmp_path: Path, pg_url: str, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OMOIDE_CACHE_DIR", str(tmp_path / "cache"))
    src = tmp_path / "folder"
    ids = _memory(src, embedder)
    report = migrate(src, pg_url)
    assert report.ok, report.table()
    # alice also holds the item's episode
    assert {n.namespace: n.copied for n in report.namespaces} == {
        "alice": len(ids["alice"]) + 1,
        "bob": len(ids["bob"]),
    }
    assert all(n.embedded == 0 for n in report.namespaces)  # every vector re-used
    alice = next(n for n in report.namespaces if n.namespace == "alice")
    assert alice.runs >= 1 and alice.derived > 0 and alice.items == 1
    for ns in ids:
        assert _view(pg_url, ns, embedder) == _view(str(src), ns, embedder)
    # The same vectors, not re-embedded ones.
    with (
        MemoryStore(src, namespace="alice", embedder=embedder) as a,
        MemoryStore(pg_url, namespace="alice", embedder=embedder) as b,
    ):
        some = ids["alice"][:5]
        va, vb = a._vectors.embeddings(some), b._vectors.embeddings(some)
        assert set(va) == set(vb) == set(some)
        for i in some:
            np.testing.assert_allclose(va[i], vb[i], rtol=0, atol=1e-6)
    with OmoideStore(pg_url, embedder=embedder) as items:
        got = items.get(("alice",), "pref-1")
        assert got is not None and got.value == {"text": "alice prefers green tea in the morning"}
        assert [h.key for h in items.search(("alice",), query="green tea", limit=1)] == ["pref-1"]
    # Back into a new folder: the same memory again.
    back = tmp_path / "back"
    assert migrate(pg_url, back).ok
    for ns in ids:
        assert _view(str(back), ns, embedder) == _view(str(src), ns, embedder)


def test_an_interrupted_migration_resumes_where_it_stopped(
    tmp_path: Path, pg_url: str, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OMOIDE_CACHE_DIR", str(tmp_path / "cache"))
    src = tmp_path / "folder"
    ids = _memory(src, embedder)
    seen = 0

    def stop_after_two_batches(n: int) -> None:
        nonlocal seen
        seen += n
        if seen >= 10:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        migrate(src, pg_url, namespaces=["alice"], batch_size=5, progress=stop_after_two_batches)
    report = migrate(src, pg_url)
    assert report.ok, report.table()
    alice = next(n for n in report.namespaces if n.namespace == "alice")
    assert alice.skipped == 10 and alice.copied == len(ids["alice"]) + 1 - 10  # + the item
    # Running it again copies nothing and still verifies.
    again = migrate(src, pg_url)
    assert again.ok and all(n.copied == 0 for n in again.namespaces)


def test_bad_arguments_say_what_is_wrong(tmp_path: Path, pg_url: str) -> None:
    with pytest.raises(StoreNotFoundError, match="no omoide store at"):
        migrate(tmp_path / "nothing-here", pg_url)
    with pytest.raises(ValueError, match="same store"):
        migrate(pg_url, pg_url)
    with pytest.raises(ValueError, match="batch_size"):
        migrate(tmp_path, pg_url, batch_size=0)
    store = tmp_path / "one"
    with MemoryStore(store, embed_workers=0) as s:
        s.add_episodes(sample_episodes()[:2])
    with pytest.raises(StoreError, match="no namespace 'carol'"):
        migrate(store, pg_url, namespaces=["carol"])


def test_the_cli_migrates_and_then_serves_the_url(
    tmp_path: Path,
    pg_url: str,
    embedder: USEEmbeddings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from omoide.cli import main as cli_main

    monkeypatch.setenv("OMOIDE_CACHE_DIR", str(tmp_path / "cache"))
    src = tmp_path / "folder"
    _memory(src, embedder)
    capsys.readouterr()
    assert cli_main(["migrate", str(src), pg_url, "--only", "bob", "--batch-size", "4"]) == 0
    out = capsys.readouterr().out
    assert "bob | 11 | 11 | 11 | 0 | 0 |" in out and "alice" not in out
    assert "schema=" in out  # the URL, shown as given (no password in this one)
    base = ["--store", pg_url, "--namespace", "bob"]
    assert cli_main([*base, "recall", "lighthouse door 2", "--json"]) == 0
    assert "bob note 2: the lighthouse keeper painted door 2" in capsys.readouterr().out
    assert cli_main([*base, "stats"]) == 0
    assert "11" in capsys.readouterr().out
    assert cli_main([*base, "facts"]) == 0  # derived memory read from PostgreSQL
    # A wrong URL: one line, the password hidden, exit 1.
    bad = "postgresql://omoide:hunter22@127.0.0.1:9/omoide"
    assert cli_main(["--store", bad, "recall", "hello"]) == 1
    err = capsys.readouterr().err
    assert "hunter22" not in err and "omoide:***@127.0.0.1:9" in err
    assert len(err.strip().splitlines()) == 1


def test_a_second_pass_carries_what_changed_in_the_source_and_reports_what_it_cannot(
    tmp_path: Path, pg_url: str, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OMOIDE_CACHE_DIR", str(tmp_path / "cache"))
    src = tmp_path / "folder"
    with MemoryStore(src, namespace="alice", embedder=embedder, embed_workers=0) as s:
        s.add_episodes(sample_episodes())
        hidden = sample_episodes()[0].id
    with OmoideStore(src, embedder=embedder) as items:
        # Saved without text: no episode, so the namespace exists only in the item table.
        items.put(("carol",), "profile", {"likes": "tea"}, index=False)
        items.put(("alice",), "note", {"text": "alice keeps bees"})
    assert migrate(src, pg_url).ok
    with OmoideStore(pg_url, embedder=embedder) as items:
        got = items.get(("carol",), "profile")
        assert got is not None and got.value == {"likes": "tea"}
    # In the source since the first pass: an episode hidden, an item deleted.
    with MemoryStore(src, namespace="alice", embedder=embedder) as s:
        s.set_searchable([hidden], False)
    with OmoideStore(src, embedder=embedder) as items:
        items.delete(("alice",), "note")
    report = migrate(src, pg_url)
    alice = next(n for n in report.namespaces if n.namespace == "alice")
    assert alice.updated == 1  # the flag carried
    with MemoryStore(pg_url, namespace="alice", embedder=embedder) as dst:
        assert dst.hidden_ids([hidden]) == {hidden}
        assert hidden not in hit_ids(dst.search_keyword("こむぎ 散歩 川", k=10))
    # The item deleted in the source (and its episode) are still in the destination:
    # reported as differences, not deleted.
    assert alice.extra_items == 1 and alice.destination_episodes == alice.source_episodes + 1
    assert not alice.ids_match and not alice.ok and not report.ok
    assert "(+1 only here)" in report.table()
