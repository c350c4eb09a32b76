"""Conditions a user can cause on a PostgreSQL store get a message saying what is wrong and what
to do, never a driver error with "(a bug?)" (issue 34, finding 6): a schema that already holds
another application's ``episodes`` (or derived-memory) table, and ``consolidate`` by a role that
may only read."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg
import pytest
from conftest import sample_episodes

from omoide.agent.consolidation import consolidate
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.errors import ReadOnlyStoreError, StoreError

NOW = datetime(2026, 1, 10, tzinfo=UTC)


def _schema(pg_url: str) -> str:
    return pg_url.rsplit("schema=", 1)[1]


def _admin(pg_server: Any) -> psycopg.Connection[Any]:
    return psycopg.connect(pg_server.get_uri(), autocommit=True)


def _cli(*args: str, cache: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "OMOIDE_CACHE_DIR": str(cache)}
    return subprocess.run(
        [sys.executable, "-m", "omoide.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )


def test_another_application_s_episodes_table_is_named_with_the_way_out(
    pg_url: str, pg_server: Any, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    schema = _schema(pg_url)
    with _admin(pg_server) as conn:
        conn.execute(f"CREATE SCHEMA IF NOT EXISTS {schema}")
        conn.execute(f"CREATE TABLE {schema}.episodes (id serial PRIMARY KEY, title text)")
        conn.execute(f"INSERT INTO {schema}.episodes (title) VALUES ('Pilot')")
    with pytest.raises(StoreError) as info:
        MemoryStore(pg_url, cache_dir=tmp_path, embedder=embedder, embed_workers=0)
    message = str(info.value)
    assert f"schema {schema!r} already holds a table 'episodes' that omoide did not make" in (
        message
    )
    assert "(it has no column seq, namespace," in message and "?schema=NAME" in message
    with _admin(pg_server) as conn:  # the other application's table is untouched
        assert conn.execute(f"SELECT title FROM {schema}.episodes").fetchall() == [("Pilot",)]


@pytest.mark.slow
def test_the_cli_says_the_same_without_a_bug_hint(
    pg_url: str, pg_server: Any, tmp_path: Path
) -> None:
    schema = _schema(pg_url)
    with _admin(pg_server) as conn:
        conn.execute(f"CREATE SCHEMA IF NOT EXISTS {schema}")
        conn.execute(f"CREATE TABLE {schema}.episodes (id serial PRIMARY KEY, title text)")
    proc = _cli("--store", pg_url, "stats", cache=tmp_path)
    assert proc.returncode == 1
    assert proc.stderr.startswith("omoide: error: cannot open PostgreSQL store"), proc.stderr
    assert "omoide did not make" in proc.stderr and "?schema=NAME" in proc.stderr
    assert "a bug?" not in proc.stderr


def test_a_foreign_derived_table_is_named_too(
    pg_url: str, pg_server: Any, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """The derived memory's tables are made on the first consolidation: an ``entities`` table
    of another application's is found then."""
    schema = _schema(pg_url)
    with MemoryStore(pg_url, cache_dir=tmp_path, embedder=embedder, embed_workers=0) as store:
        store.add_episodes(sample_episodes()[:3])
        with _admin(pg_server) as conn:
            conn.execute(f"CREATE TABLE {schema}.entities (entity_id int, label text)")
        with pytest.raises(StoreError, match="a table 'entities' that omoide did not make"):
            consolidate(store, now=NOW)


def _reader(pg_url: str, pg_server: Any, *, write_rows: bool) -> str:
    """A role that may read the store's tables (and, with ``write_rows``, write its episode
    tables but not the derived memory's); its URL."""
    schema = _schema(pg_url)
    role = f"r_{uuid.uuid4().hex[:8]}"
    with _admin(pg_server) as conn:
        conn.execute(f"CREATE ROLE {role} LOGIN")
        conn.execute(f"GRANT USAGE ON SCHEMA {schema} TO {role}")
        conn.execute(f"GRANT SELECT ON ALL TABLES IN SCHEMA {schema} TO {role}")
        if write_rows:
            tables = "meta, namespaces, episodes, runs, episode_vectors"
            conn.execute(f"SET search_path TO {schema}")
            conn.execute(f"GRANT INSERT, UPDATE, DELETE ON {tables} TO {role}")
            conn.execute(f"GRANT INSERT, UPDATE, DELETE ON forgotten TO {role}")
    return pg_url.replace("postgresql://postgres:", f"postgresql://{role}:", 1)


def _made_and_consolidated(pg_url: str, tmp_path: Path, embedder: USEEmbeddings) -> None:
    with MemoryStore(pg_url, cache_dir=tmp_path / "owner", embedder=embedder) as owner:
        owner.add_episodes(sample_episodes()[:4])
        consolidate(owner, now=NOW)
        owner.add_episodes(sample_episodes()[4:8])  # something left to consolidate


def test_consolidate_by_a_reading_role_says_it_cannot_write(
    pg_url: str, pg_server: Any, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    _made_and_consolidated(pg_url, tmp_path, embedder)
    url = _reader(pg_url, pg_server, write_rows=False)
    with (
        MemoryStore(url, cache_dir=tmp_path / "reader", embedder=embedder) as reader,
        pytest.raises(ReadOnlyStoreError) as info,
    ):
        consolidate(reader, now=NOW)
    message = str(info.value)
    assert message.startswith("cannot consolidate postgresql://r_")
    assert "read-only" in message and "INSERT, UPDATE and DELETE" in message


def test_consolidate_by_a_role_that_may_not_write_the_derived_tables_says_so(
    pg_url: str, pg_server: Any, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """A role granted the episodes but not the derived memory: the store is writable, the
    first derived write is refused by the server (``permission denied for table ...``)."""
    _made_and_consolidated(pg_url, tmp_path, embedder)
    url = _reader(pg_url, pg_server, write_rows=True)
    with MemoryStore(url, cache_dir=tmp_path / "writer", embedder=embedder) as writer:
        assert not writer.readonly
        with pytest.raises(ReadOnlyStoreError) as info:
            consolidate(writer, now=NOW)
    message = str(info.value)
    assert "this role may not write the derived memory (permission denied for table" in message
    assert f"ON ALL TABLES IN SCHEMA {_schema(pg_url)}" in message


@pytest.mark.slow
def test_omoide_consolidate_as_a_reading_role_prints_no_bug_hint(
    pg_url: str, pg_server: Any, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    _made_and_consolidated(pg_url, tmp_path, embedder)
    url = _reader(pg_url, pg_server, write_rows=False)
    proc = _cli("--store", url, "consolidate", cache=tmp_path / "cli")
    assert proc.returncode == 1
    assert proc.stderr.startswith("omoide: error: cannot consolidate"), proc.stderr
    assert "cannot consolidate" in proc.stderr and "read-only" in proc.stderr
    assert "a bug?" not in proc.stderr and proc.stderr.count("\n") == 1, proc.stderr


def test_saving_an_item_as_a_reading_role_says_it_cannot_write(
    pg_url: str, pg_server: Any, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """OmoideStore's items on a role that may only read: ``permission denied for table
    langgraph_items`` reached the caller as a driver error."""
    from omoide.memory_store.langgraph_store import OmoideStore

    with OmoideStore(pg_url, embedder=embedder) as items:
        items.put(("default",), "pref", {"text": "prefers green tea"})
    url = _reader(pg_url, pg_server, write_rows=False)
    with OmoideStore(url, embedder=embedder) as items:
        assert items.get(("default",), "pref") is not None
        with pytest.raises(ReadOnlyStoreError) as info:
            items.put(("default",), "pref", {"text": "prefers coffee"})
    assert "langgraph_items" in str(info.value) and "INSERT, UPDATE and DELETE" in str(info.value)


def test_a_server_error_no_retry_passes_names_the_store(pg_url: str) -> None:
    """An error another attempt would not pass (here a statement cancelled by the server's
    statement_timeout; a full disk alike) is a ``StoreError`` naming the store, not a driver
    error that the command line called "(a bug?)"."""
    from omoide.memory_store.pg.connect import parse_store_url, pool_for, release_pool, retrying

    target = parse_store_url(pg_url)
    pool = pool_for(target)

    def slow(conn: Any) -> None:
        with conn.transaction():
            conn.execute("SET LOCAL statement_timeout = '50ms'")
            conn.execute("SELECT pg_sleep(5)")

    try:
        with pytest.raises(StoreError, match="canceling statement due to statement") as info:
            retrying(pool, target, slow)
    finally:
        release_pool(target)
    assert str(info.value).startswith(f"PostgreSQL store {target.masked}: ")
