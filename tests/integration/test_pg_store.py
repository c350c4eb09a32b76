"""A ``MemoryStore`` on a ``postgresql://`` URL (issue 25): the whole store on a real server,
two replicas (each with its own cache folder, as on two hosts) on one user, and what a
misconfigured URL says."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from datetime import timedelta
from pathlib import Path

import pytest
from conftest import NOW, hit_ids, sample_episodes

from omoide.memory_store import Episode, MemoryStore, StoreNotFoundError, USEEmbeddings
from omoide.memory_store.errors import StoreError


def _episodes(tag: str, n: int, *, start: int = 0) -> list[Episode]:
    return [
        Episode.create(
            f"{tag}{i} the lighthouse keeper painted door {i} in {tag} colours",
            f"ok {tag} {i}",
            occurred_at=NOW + timedelta(minutes=i),
            session_id=f"{tag}{i // 10}",
        )
        for i in range(start, start + n)
    ]


def _open(url: str, cache: Path, embedder: USEEmbeddings, **kw: object) -> MemoryStore:
    return MemoryStore(url, cache_dir=cache, embedder=embedder, embed_workers=0, **kw)  # type: ignore[arg-type]


def test_a_store_on_a_url_ingests_and_recalls(
    pg_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with _open(pg_url, tmp_path / "cache", embedder) as store:
        result = store.add_episodes(sample_episodes())
        assert result.added == len(sample_episodes())
        assert store.url == pg_url and "schema=" in store.label
        kw = store.search_keyword("Clair de Lune piano", k=3)
        vec = store.search_vector("京都旅行", k=3)
        assert kw and vec
        stats = store.stats()
        assert stats.episodes == len(sample_episodes())
        assert stats.vector_docs == stats.episodes and stats.vector_pending == 0
        assert stats.path == store.label
        # The same add again stores nothing new (idempotent writes).
        assert store.add_episodes(sample_episodes()).added == 0
        first = hit_ids(kw)
    # Reopened from another cache folder (another host): the same answers, nothing lost.
    with _open(pg_url, tmp_path / "other", embedder) as again:
        assert again.stats().episodes == len(sample_episodes())
        assert hit_ids(again.search_keyword("Clair de Lune piano", k=3)) == first


def test_the_local_folder_is_a_cache_and_holds_no_database(
    pg_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with _open(pg_url, tmp_path / "cache", embedder) as store:
        store.add_episodes(_episodes("c", 30))
        assert store.path.is_relative_to(tmp_path / "cache")
    assert not list((tmp_path / "cache").rglob("*.sqlite3"))
    assert not list((tmp_path / "cache").rglob("chroma*"))
    # Deleting the cache loses nothing: the next open rebuilds the keyword index from rows.
    import shutil

    shutil.rmtree(tmp_path / "cache")
    with _open(pg_url, tmp_path / "cache", embedder) as store:
        assert store.stats().keyword_docs == 30
        assert store.search_keyword("c7 lighthouse", k=1)[0].episode.user_text.startswith("c7 ")


def test_two_replicas_see_each_others_writes_and_deletes(
    pg_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    a = _open(pg_url, tmp_path / "a", embedder)
    b = _open(pg_url, tmp_path / "b", embedder)
    try:
        a.add_episodes(_episodes("alpha", 20))
        # b opened before a wrote: its next search catches up by keyword and by vector.
        hit = b.search_keyword("alpha13 lighthouse", k=1)
        assert hit and hit[0].episode.user_text.startswith("alpha13 ")
        vec = b.search_vector("alpha13 the lighthouse keeper painted door 13", k=3)
        assert any(h.episode.user_text.startswith("alpha13 ") for h in vec)
        b.add_episodes(_episodes("beta", 5))
        assert a.search_keyword("beta3 lighthouse", k=1)[0].episode.user_text.startswith("beta3 ")
        gone = [e.id for e in _episodes("alpha", 20)[:5]]
        assert a.delete_episodes(gone) == 5
        served = {h.id for h in b.search_keyword("lighthouse keeper", k=50)}
        assert not served & set(gone)
        assert b.stats().episodes == 20
    finally:
        a.close()
        b.close()


def test_users_on_one_database_never_see_each_other(
    pg_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with (
        _open(pg_url, tmp_path / "c", embedder, namespace="alice") as alice,
        _open(pg_url, tmp_path / "c", embedder, namespace="bob") as bob,
    ):
        alice.add_episodes(_episodes("alice", 10))
        assert bob.search_keyword("lighthouse keeper", k=10) == []
        assert bob.search_vector("lighthouse keeper painted a door", k=10) == []
        assert bob.stats().episodes == 0 and alice.stats().episodes == 10


WRITER = """
import sys
sys.path[:0] = [{tests!r}, {tests_root!r}]
from test_pg_store import _episodes
from omoide.memory_store import MemoryStore, USEEmbeddings
emb = USEEmbeddings()
with MemoryStore({url!r}, cache_dir={cache!r}, embedder=emb, embed_workers=0) as store:
    for batch in range(0, {n}, 10):
        store.add_episodes(_episodes({tag!r}, min(10, {n} - batch), start=batch))
    print("done", flush=True)
"""


def _writer(url: str, cache: Path, tag: str, n: int) -> subprocess.Popen[str]:
    code = textwrap.dedent(WRITER).format(
        tests=str(Path(__file__).parent),
        tests_root=str(Path(__file__).parents[1]),
        url=url,
        cache=str(cache),
        tag=tag,
        n=n,
    )
    return subprocess.Popen(
        [sys.executable, "-c", code], text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )


@pytest.mark.slow
def test_two_processes_writing_one_user_lose_nothing(
    pg_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    procs = [_writer(pg_url, tmp_path / f"cache{i}", f"w{i}x", 40) for i in (1, 2)]
    for proc in procs:
        _out, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err
    with _open(pg_url, tmp_path / "reader", embedder) as store:
        assert store.stats().episodes == 80
        assert store.stats().vector_pending == 0
        for tag in ("w1x", "w2x"):
            for i in (0, 17, 39):
                text = f"{tag}{i} the lighthouse keeper painted door {i} in {tag} colours"
                assert (
                    store.search_keyword(f"{tag}{i} lighthouse", k=1)[0].episode.user_text == text
                )
                assert text in [h.episode.user_text for h in store.search_vector(text, k=3)]


@pytest.mark.slow
def test_a_replica_killed_mid_write_leaves_nothing_half_written(
    pg_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    proc = _writer(pg_url, tmp_path / "victim", "k", 2_000)
    time.sleep(0.5)
    deadline = time.monotonic() + 120
    with _open(pg_url, tmp_path / "survivor", embedder) as store:
        while store.stats().episodes < 30 and time.monotonic() < deadline:
            time.sleep(0.2)
        os.kill(proc.pid, signal.SIGKILL)
        proc.communicate(timeout=30)  # reaps it and closes its pipes
        # The survivor's next write finishes whatever the victim left pending and adds its own.
        store.add_episodes(_episodes("after", 3))
        stats = store.stats()
        assert stats.vector_pending == 0
        assert stats.vector_docs == stats.episodes == stats.keyword_docs
        assert store.search_keyword("after2 lighthouse", k=1)[0].episode.user_text.startswith(
            "after2 "
        )
        held = stats.episodes
    # A replica restarting with its old cache catches up with everything.
    with _open(pg_url, tmp_path / "victim", embedder) as again:
        assert again.stats().episodes == held
        assert again.search_keyword("after1 lighthouse", k=1)[0].episode.user_text.startswith(
            "after1 "
        )


def test_a_missing_store_is_not_created_when_asked_not_to(
    pg_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with pytest.raises(StoreNotFoundError, match="no omoide store at postgresql://"):
        _open(pg_url, tmp_path / "c", embedder, create=False)


def test_an_unreachable_server_fails_at_open_in_one_line_without_the_password(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    url = "postgresql://omoide:s3cret-pw@127.0.0.1:9/omoide?schema=x"
    with pytest.raises(StoreError) as info:
        _open(url, tmp_path / "c", embedder)
    message = str(info.value)
    assert "s3cret-pw" not in message and "\n" not in message
    assert "postgresql://omoide:***@127.0.0.1:9/omoide" in message
    assert "--store" in message  # says where to fix it


def test_a_bad_schema_name_and_chroma_url_are_refused_clearly(
    pg_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with pytest.raises(StoreError, match="schema='Robert; DROP'"):
        _open(pg_url.rsplit("schema=", 1)[0] + "schema=Robert; DROP", tmp_path, embedder)
    with pytest.raises(ValueError, match="chroma_url"):
        _open(pg_url, tmp_path, embedder, chroma_url="http://localhost:8000")


MIXED = """
import sys
sys.path[:0] = [{tests!r}, {tests_root!r}]
from datetime import datetime, UTC
from test_pg_store import _episodes
from omoide import consolidate, recall
from omoide.memory_store import MemoryStore, USEEmbeddings
emb = USEEmbeddings()
with MemoryStore({url!r}, cache_dir={cache!r}, embedder=emb, embed_workers=0) as store:
    for round in range(4):
        store.add_episodes(_episodes({tag!r}, 5, start=round * 5))
        if {forget}:
            gone = [e.id for e in _episodes({tag!r}, 5, start=round * 5)[:1]]
            assert store.delete_episodes(gone) == 1
        consolidate(store, now=datetime(2026, 1, 10, tzinfo=UTC))
        recall(store, "what did the lighthouse keeper paint?")
print("done", flush=True)
"""


@pytest.mark.slow
def test_remember_forget_and_consolidate_from_two_processes_at_once(
    pg_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    procs = []
    for i, forget in ((1, True), (2, False)):
        code = textwrap.dedent(MIXED).format(
            tests=str(Path(__file__).parent),
            tests_root=str(Path(__file__).parents[1]),
            url=pg_url,
            cache=str(tmp_path / f"c{i}"),
            tag=f"m{i}x",
            forget=forget,
        )
        procs.append(
            subprocess.Popen([sys.executable, "-c", code], text=True, stderr=subprocess.PIPE)
        )
    for proc in procs:
        _, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err
    forgotten = {e.id for r in range(4) for e in _episodes("m1x", 5, start=r * 5)[:1]}
    kept = {e.id for e in _episodes("m1x", 20) + _episodes("m2x", 20)} - forgotten
    for cache in ("c1", "c2", "fresh"):  # both replicas' caches, and a new one
        with _open(pg_url, tmp_path / cache, embedder) as store:
            stats = store.stats()
            assert stats.episodes == len(kept) == 36
            assert stats.vector_docs == stats.episodes and stats.vector_pending == 0
            served = {h.id for h in store.search_keyword("lighthouse keeper painted door", k=60)}
            assert served == kept
            by_vector = {
                h.id for h in store.search_vector("the lighthouse keeper painted a door", k=60)
            }
            assert by_vector == kept
            assert store.derived.cursor(namespace="default") is not None
            assert store.db.list_runs("default", 100)  # both processes' recalls were kept


def test_more_writers_than_pooled_connections_all_finish(
    pg_url: str, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """Eight users writing at once in one process (the work pool holds 4 connections): each
    writer holds its user's lock on a connection of the lock pool while its statements use
    the work pool, so none waits on another for a connection (they all failed after ~25 s
    when the lock took a work connection)."""
    import threading

    stores = [_open(pg_url, tmp_path / "c", embedder, namespace=f"u{i}") for i in range(8)]
    errors: list[BaseException] = []
    started = time.monotonic()

    def write(store: MemoryStore, i: int) -> None:
        try:
            for round_ in range(3):
                store.add_episodes(_episodes(f"u{i}r{round_}x", 4))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(s, i)) for i, s in enumerate(stores)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=300)
        assert not errors, errors
        assert time.monotonic() - started < 120
        for i, store in enumerate(stores):
            assert store.stats().episodes == 12
            assert store.search_keyword(f"u{i}r2x3 lighthouse", k=1)[
                0
            ].episode.user_text.startswith(f"u{i}r2x3 ")
    finally:
        for s in stores:
            s.close()


def test_passwords_never_reach_a_message_or_a_repr(tmp_path: Path) -> None:
    from omoide.memory_store.pg.connect import mask_url, parse_store_url

    target = parse_store_url("postgresql://app:s3cr%2Ft-pw@db.example:5432/app?schema=x")
    assert "s3cr" not in repr(target) and target.masked.startswith("postgresql://app:***@")
    assert mask_url("postgresql://a:pa/ss#wd@h/db") == "postgresql://a:***@h/db"
    assert mask_url("postgresql:///db?host=/sock&password=hunter2") == (
        "postgresql:///db?host=/sock&password=***"
    )
    with pytest.raises(StoreError, match="percent-encode") as info:
        parse_store_url("postgresql://a:pa/ss@h/db")
    assert "pa/ss" not in str(info.value)
    # The socket form without a host keeps its three slashes for libpq.
    assert parse_store_url("postgresql:///db?host=/sock&schema=s").conninfo == (
        "postgresql:///db?host=/sock"
    )


def test_a_reading_role_recalls_with_derived_memory_and_lists_items(
    pg_url: str, pg_server: object, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """A replica whose role may only read (a reporting or analysis role) opens a store that
    another role made, derived memory and saved items included: nothing is created at open."""
    import uuid

    import psycopg

    from omoide import OmoideStore, consolidate, recall

    with _open(pg_url, tmp_path / "owner", embedder) as owner:
        owner.add_episodes(sample_episodes())
        consolidate(owner, now=NOW)
    with OmoideStore(pg_url, embedder=embedder) as items:
        items.put(("default",), "pref", {"text": "prefers green tea"})
    schema = pg_url.rsplit("schema=", 1)[1]
    role = f"r_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(pg_server.get_uri(), autocommit=True) as conn:  # type: ignore[attr-defined]
        conn.execute(f"CREATE ROLE {role} LOGIN")
        conn.execute(f"GRANT USAGE ON SCHEMA {schema} TO {role}")
        conn.execute(f"GRANT SELECT ON ALL TABLES IN SCHEMA {schema} TO {role}")
    reader_url = pg_url.replace("postgresql://postgres:", f"postgresql://{role}:", 1)
    with _open(reader_url, tmp_path / "reader", embedder) as reader:
        assert reader.readonly
        result = recall(reader, "こむぎの散歩", now=NOW)
        assert result.episodes
        assert reader.derived.entities(namespace="default")  # consolidated by the owner
    with OmoideStore(reader_url, embedder=embedder) as items:
        got = items.get(("default",), "pref")
        assert got is not None and got.value == {"text": "prefers green tea"}


def test_a_consolidating_user_named_like_a_schema_blocks_no_store_opening(pg_url: str) -> None:
    """Advisory locks have a first key per purpose: a consolidation of user "b" in schema a
    once took the same key as creating schema "b"'s tables, and every first open there
    waited for the consolidation to end."""
    import threading

    from omoide.memory_store.derived import open_derived

    base = pg_url.rsplit("schema=", 1)[0]
    a = open_derived(base + "schema=lock_a")
    other = "lock_b"
    opened: list[object] = []
    try:
        with a.consolidation_lock(other) as held:
            assert held

            def open_b() -> None:
                opened.append(open_derived(base + f"schema={other}"))

            t = threading.Thread(target=open_b, daemon=True)
            t.start()
            t.join(timeout=20)
            assert opened, "opening schema lock_b waited on user lock_b's consolidation"
    finally:
        a.close()
        for d in opened:
            d.close()  # type: ignore[attr-defined]
