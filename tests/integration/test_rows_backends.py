"""The store's rows on both backends (issue 25): one suite, run against SQLite's ``Database`` and
PostgreSQL's ``PgRows``, so the two cannot drift. What only PostgreSQL has (counters per
namespace, a role without INSERT, a second replica's view, the namespace row's lock, a lost
COMMIT, an unreachable URL) is tested on it alone, below the shared part."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from omoide.memory_store.db import Database
from omoide.memory_store.episodes import StoreRows, load_table
from omoide.memory_store.errors import ReadOnlyStoreError, StoreError
from omoide.memory_store.records import Episode, Sensitivity

T0 = 1_767_225_600  # 2026-01-01T00:00:00Z


def pg_rows(url: str, **kwargs: Any) -> Any:
    pytest.importorskip("psycopg", reason="pip install -e '.[dev]' (the postgres extra)")
    from omoide.memory_store.pg.connect import parse_store_url
    from omoide.memory_store.pg.rows import PgRows

    return PgRows(parse_store_url(url), **kwargs)


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where the rows live: a SQLite file path, or a PostgreSQL URL (a fresh schema)."""
    if request.param == "sqlite":
        return str(tmp_path / "omoide.sqlite3")
    return str(request.getfixturevalue("pg_url"))


def open_rows(where: str, **kwargs: Any) -> Any:
    if where.startswith("postgresql://"):
        return pg_rows(where, **kwargs)
    return Database(Path(where), **kwargs)


@pytest.fixture
def rows(backend: str) -> Iterator[StoreRows]:
    opened = open_rows(backend)
    try:
        yield opened
    finally:
        opened.close()


def is_pg(rows: StoreRows) -> bool:
    return not isinstance(rows, Database)


def ep(n: int, ns: str = "alice", **kw: Any) -> Episode:
    fields: dict[str, Any] = {
        "id": f"e{n:03d}",
        "user_text": f"こむぎの散歩 {n} 回目",
        "reply_text": f"Nice walk #{n}! 🐕",
        "occurred_at": T0 + 60 * n,
        "session_id": "s1",
        "source": f"log.txt:{n}",
        "user_speaker": "ゆき",
        "reply_speaker": "AGENT",
        "namespace": ns,
        "metadata": {"zeta": "最後", "alpha": str(n)},
    }
    fields.update(kw)
    return Episode(**fields)


# -- episodes: round trips ---------------------------------------------------------------------
def test_values_and_types_come_back_as_written(rows: StoreRows) -> None:
    given = [
        ep(1),
        ep(2, sensitivity=Sensitivity.SECRET, searchable=False, metadata={}),
        ep(3, user_text="", reply_text="返事だけ", session_id="", source=""),
    ]
    seqs = rows.write_episodes("alice", given)
    assert len(seqs) == 3 and seqs == sorted(seqs) and len(set(seqs)) == 3
    assert rows.seqs("alice") == seqs
    got = rows.existing_ids("alice", ["e001", "e002", "e003", "missing"])
    assert got == {e.id: e for e in given}
    first = got["e001"]
    assert type(first.occurred_at) is int and first.occurred_at == T0 + 60
    assert type(first.sensitivity) is Sensitivity and first.sensitivity is Sensitivity.PRIVATE
    assert got["e002"].searchable is False and type(got["e002"].searchable) is bool
    assert list(first.metadata) == ["alpha", "zeta"]  # stored with sorted keys on both
    assert first.metadata == {"zeta": "最後", "alpha": "1"}
    assert first.user_text == "こむぎの散歩 1 回目" and first.reply_text.endswith("🐕")
    by_seq = rows.episodes_by_seq([seqs[2], seqs[0], 10**9])
    assert by_seq == {seqs[2]: given[2], seqs[0]: given[0]}
    listed = list(rows.iter_episodes("alice"))
    assert [r.seq for r in listed] == seqs and [r.episode for r in listed] == given
    assert [r.seq for r in rows.iter_episodes("alice", after_seq=seqs[0])] == seqs[1:]
    assert rows.max_seq("alice") == seqs[-1] and rows.max_seq("nobody") == 0
    assert rows.assigned_seq() >= seqs[-1]


def test_reinserting_is_idempotent_and_returns_only_new_seqs(rows: StoreRows) -> None:
    first = rows.write_episodes("alice", [ep(1), ep(2)])
    assert rows.write_episodes("alice", [ep(1), ep(2)]) == []
    again = rows.write_episodes("alice", [ep(1), ep(3), ep(2), ep(4)])
    assert len(again) == 2 and min(again) > max(first)
    assert rows.existing_ids("alice", ["e003", "e004"]).keys() == {"e003", "e004"}
    assert rows.count("alice") == 4
    # An id is unique per namespace, not store-wide.
    other = rows.write_episodes("bob", [ep(1, ns="bob")])
    assert len(other) == 1 and rows.count() == 5
    assert rows.namespaces() == {"alice": 4, "bob": 1}
    assert rows.write_episodes("alice", []) == []
    # The same id twice in one call: stored once.
    assert len(rows.write_episodes("alice", [ep(5), ep(5)])) == 1
    assert rows.count("alice") == 5


def test_a_write_is_checked_whole_before_anything_is_stored(rows: StoreRows) -> None:
    with pytest.raises(ValueError, match=r"episode 'e002' belongs to namespace 'bob'"):
        rows.write_episodes("alice", [ep(1), ep(2, ns="bob")])
    # NUL: PostgreSQL text refuses it, so both backends do, naming the episode.
    with pytest.raises(ValueError, match=r"episode 'e009': reply_text contains a NUL"):
        Episode(**{**_fields(ep(9)), "reply_text": "a\x00b"})
    smuggled = ep(9)
    object.__setattr__(smuggled, "user_text", "bad\x00text")  # as an old store's row could be
    with pytest.raises(ValueError, match=r"episode 'e009': user_text contains a NUL"):
        rows.write_episodes("alice", [ep(1), smuggled])
    assert rows.count() == 0 and rows.namespaces() == {}


def _fields(e: Episode) -> dict[str, Any]:
    return {name: getattr(e, name) for name in Episode.__dataclass_fields__}


def test_flags_and_searchable(rows: StoreRows) -> None:
    rows.write_episodes("alice", [ep(1), ep(2), ep(3)])
    epoch = rows.counter("keyword_epoch", "alice")
    gen = rows.counter("generation", "alice")
    assert rows.write_episodes("alice", [ep(4)], [("e001", 2, False), ("e002", 0, True)]) != []
    got = rows.existing_ids("alice", ["e001", "e002"])
    assert (got["e001"].sensitivity, got["e001"].searchable) == (Sensitivity.SECRET, False)
    assert got["e002"].sensitivity is Sensitivity.PUBLIC
    assert rows.counter("keyword_epoch", "alice") == epoch + 1
    assert rows.counter("generation", "alice") > gen  # SQLite: +2 (insert, flags); PG: +1
    assert rows.set_searchable("alice", ["e003", "e004", "missing"], False) == 2
    assert rows.counter("keyword_epoch", "alice") == epoch + 2
    assert [e.searchable for e in rows.existing_ids("alice", ["e003", "e004"]).values()] == [
        False,
        False,
    ]
    # Flags only: a write with no new episode.
    assert rows.write_episodes("alice", [], [("e003", 1, True)]) == []
    assert rows.existing_ids("alice", ["e003"])["e003"].searchable is True


def test_tombstones_outlive_the_rows_per_namespace(rows: StoreRows, backend: str) -> None:
    """Forgotten content's keys (issue 34): recorded once, found by key, per namespace,
    removed by the episode they came from; they outlive a delete and a reopen."""
    from omoide.memory_store.db import episode_forget_keys

    one, two = episode_forget_keys(ep(1)), episode_forget_keys(ep(2))
    assert one[0] == "id:e001" and one[1].startswith("content:") and one[1] != two[1]
    rows.write_episodes("alice", [ep(1), ep(2)])
    rows.forget("alice", [(k, "e001") for k in one])
    rows.forget("alice", [(k, "e001") for k in one])  # again: kept once
    rows.delete_episodes("alice", ["e001"])
    rows.close()
    reopened = open_rows(backend)
    try:
        assert reopened.forgotten("alice", [*one, *two]) == set(one)
        assert reopened.forgotten("bob", one) == set()
        assert reopened.forgotten_keys("alice") == sorted((k, "e001") for k in one)
        assert reopened.unforget("alice", ["e002"]) == 0
        assert reopened.unforget("alice", ["e001", "e001"]) == 2
        assert reopened.forgotten("alice", one) == set() and reopened.forgotten_keys("alice") == []
    finally:
        reopened.close()


def test_deletes_move_the_generation_and_seqs_are_never_reused(rows: StoreRows) -> None:
    seqs = rows.write_episodes("alice", [ep(1), ep(2), ep(3)])
    gen = rows.counter("generation", "alice")
    rows.delete_episodes("alice", ["e003", "missing"])
    assert rows.counter("generation", "alice") == gen + 1
    assert rows.seqs("alice") == seqs[:2] and rows.count("alice") == 2
    assert rows.assigned_seq() >= seqs[2]
    (again,) = rows.write_episodes("alice", [ep(3)])
    assert again > seqs[2]
    rows.delete_episodes("bob", ["e001"])  # another namespace's id: nothing of alice's goes
    assert rows.count("alice") == 3


def test_session_neighbours(rows: StoreRows) -> None:
    seqs = rows.write_episodes(
        "alice",
        [ep(1), ep(2, session_id="s2"), ep(3), ep(4, session_id="s2"), ep(5)],
    )
    rows.write_episodes("bob", [ep(9, ns="bob")])  # same session id, other namespace
    a1, b2, a3, b4, a5 = seqs
    assert rows.session_neighbour_seqs("alice", "s1", a3) == (a1, a5)
    assert rows.session_neighbour_seqs("alice", "s1", a1) == (None, a3)
    assert rows.session_neighbour_seqs("alice", "s2", b4) == (b2, None)
    assert rows.previous_in_session("alice", "s1", a3) == ep(1)
    assert rows.previous_in_session("alice", "s1", a1) is None
    nxt = rows.next_in_session("alice", "s1", a3)
    assert nxt is not None and (nxt.seq, nxt.episode) == (a5, ep(5))
    assert rows.next_in_session("alice", "s1", a5) is None


def test_filter_columns_and_speakers(rows: StoreRows) -> None:
    seqs = rows.write_episodes(
        "alice",
        [ep(1), ep(2, sensitivity=Sensitivity.SECRET, searchable=False, reply_speaker="こむぎ")],
    )
    columns, speakers = rows.filter_columns_and_speakers("alice")
    assert columns == [
        (seqs[0], "e001", T0 + 60, 1, 1, "s1"),
        (seqs[1], "e002", T0 + 120, 2, 0, "s1"),
    ]
    assert all(type(v) is int for row in columns for v in (row[0], row[2], row[3], row[4]))
    assert speakers == {"ゆき", "AGENT", "こむぎ"}
    assert rows.filter_columns("alice") == columns
    table = load_table(rows, "alice")
    assert len(table) == 2
    assert rows.filter_columns_and_speakers("nobody") == ([], set())


def test_vector_state_counts_and_sample(rows: StoreRows) -> None:
    seqs = rows.write_episodes("alice", [ep(n) for n in range(1, 11)])
    rows.write_episodes("bob", [ep(1, ns="bob")])
    assert rows.count("alice", vector_indexed=False) == 10
    assert [r.seq for r in rows.iter_episodes("alice", vector_pending=True)] == seqs
    assert rows.sample("alice", 3) == []
    gen = rows.counter("generation", "alice")
    rows.mark_vector_indexed(seqs[:8])
    assert rows.counter("generation", "alice") == gen + 1
    assert rows.count("alice", vector_indexed=True) == 8
    assert rows.count(vector_indexed=False) == 3 and rows.count() == 11
    assert [r.seq for r in rows.iter_episodes("alice", vector_pending=True)] == seqs[8:]
    picked = rows.sample("alice", 3)
    assert [e.id for e in picked] == ["e001", "e003", "e005"]  # every len // n-th, in order
    rows.reset_vector_state("alice", seqs[:2])
    assert rows.count("alice", vector_indexed=True) == 6
    rows.reset_vector_state("alice")
    assert rows.count("alice", vector_indexed=True) == 0
    assert rows.count("bob", vector_indexed=False) == 1


# -- settings and counters ---------------------------------------------------------------------
def test_meta_and_timezone(rows: StoreRows) -> None:
    assert rows.get_meta("schema_version") == "1"
    assert rows.get_meta("nothing") is None
    assert rows.timezone("alice") == "UTC"
    rows.set_meta("timezone", "Asia/Tokyo")
    assert rows.timezone("alice") == "Asia/Tokyo"
    rows.set_meta("timezone:alice", "Europe/Paris")
    rows.set_meta("tokenizer:alice", "sudachi")
    rows.set_meta("tokenizer:alice", "sudachi-b")  # replaced
    assert rows.timezone("alice") == "Europe/Paris" and rows.timezone("bob") == "Asia/Tokyo"
    assert rows.get_meta("tokenizer:alice") == "sudachi-b"
    rows.set_meta("mood:alice", '{"b": 1, "a": "日本"}')
    assert rows.get_meta("mood:alice") == '{"b": 1, "a": "日本"}'
    assert rows.counter("never_set") == 0
    rows.set_meta("some_count", "7")
    assert rows.counter("some_count") == 7


def test_counters_move_with_writes(rows: StoreRows) -> None:
    """Every episode write moves the generation of its own namespace only (on both
    backends); the folder's store-wide counter moves with every write."""
    assert rows.counter("generation", "alice") == rows.counter("generation") == 0
    rows.write_episodes("alice", [ep(1)])
    rows.write_episodes("alice", [ep(2)])
    assert rows.counter("generation", "alice") == 2
    assert rows.counter("keyword_epoch", "alice") == 0
    rows.write_episodes("bob", [ep(1, ns="bob")])
    rows.set_searchable("bob", ["e001"], False)
    assert rows.counter("generation", "alice") == 2  # bob's writes move bob's only
    assert rows.counter("generation", "bob") == 2
    assert rows.counter("keyword_epoch", "alice") == 0
    assert rows.counter("keyword_epoch", "bob") == 1
    assert rows.counter("generation") == 4  # moves when any namespace does
    rows.mark_vector_indexed([1])  # alice's first episode: alice's counter moves
    assert rows.counter("generation", "alice") == 3 and rows.counter("generation", "bob") == 2
    if is_pg(rows):
        assert rows.counter("generation", "carol") == 0
    gen = rows.counter("generation")
    rows.set_meta("timezone", "Asia/Tokyo")  # settings are not episodes
    rows.reset_vector_state("alice")
    assert rows.counter("generation") == gen


# -- runs --------------------------------------------------------------------------------------
def test_runs(rows: StoreRows) -> None:
    orders = [
        rows.save_run("r-100%_a", "alice", 1000.0, "一つ目", '{"z": 1, "a": 2}'),
        rows.save_run("r-200", "alice", 3000.5, "two", "{}"),
        rows.save_run("r-300", "alice", 2000.0, "three", "{}"),  # recorded last, older clock
        rows.save_run("r-900", "bob", 5000.0, "bob's", "{}"),
    ]
    assert orders == sorted(orders) and len(set(orders)) == 4 and orders[0] > 0
    listed = rows.list_runs("alice", 10)
    assert [r[0] for r in listed] == ["r-200", "r-300", "r-100%_a"]  # newest clock first
    assert listed[2] == ("r-100%_a", 1000.0, "一つ目", '{"z": 1, "a": 2}')
    assert type(listed[0][1]) is float and listed[0][1] == 3000.5
    assert [r[0] for r in rows.list_runs("alice", 1)] == ["r-200"]
    assert rows.get_run("alice", "r-200") == ("r-200", 3000.5, "two", "{}")
    assert rows.get_run("alice", "r-900") is None  # bob's run: never another namespace's
    assert rows.count_runs("alice") == 3 and rows.count_runs() == 4
    # Prefix lookup: plain text, % and _ are characters; runs newest first, episodes by id.
    assert rows.ids_with_prefix("runs", "alice", "r-", 10) == ["r-200", "r-300", "r-100%_a"]
    assert rows.ids_with_prefix("runs", "alice", "r-100%", 10) == ["r-100%_a"]
    assert rows.ids_with_prefix("runs", "alice", "r-1%", 10) == []
    assert rows.ids_with_prefix("runs", "alice", "r_", 10) == []
    assert rows.ids_with_prefix("runs", "alice", "r-9", 10) == []
    rows.write_episodes("alice", [ep(12), ep(11), ep(2, id="E2")])
    assert rows.ids_with_prefix("episodes", "alice", "e0", 10) == ["e011", "e012"]
    assert rows.ids_with_prefix("episodes", "alice", "", 2) == ["E2", "e011"]  # byte order
    # Replacing a run makes it the newest recorded.
    replaced = rows.save_run("r-100%_a", "alice", 1000.0, "again", "{}")
    assert replaced > orders[-1] and rows.count_runs("alice") == 3
    assert rows.get_run("alice", "r-100%_a") == ("r-100%_a", 1000.0, "again", "{}")
    # keep: by insertion order, not by clock (r-200's clock is the newest; it goes first).
    assert rows.prune_runs("alice", keep=2) == 1
    assert {r[0] for r in rows.list_runs("alice", 10)} == {"r-300", "r-100%_a"}
    assert rows.prune_runs("alice", before=1500.0) == 1
    assert [r[0] for r in rows.list_runs("alice", 10)] == ["r-300"]
    assert rows.prune_runs("alice") == 0
    rows.save_run("r-400", "alice", 100.0, "four", "{}")
    assert rows.prune_all_runs(keep=1) == 2  # r-300 and bob's r-900 go; r-400 is the newest
    assert [r[0] for r in rows.list_runs("alice", 10)] == ["r-400"] and rows.count_runs() == 1


def test_a_read_only_store_reads_but_does_not_write(backend: str) -> None:
    first = open_rows(backend)
    first.write_episodes("alice", [ep(1)])
    first.close()
    ro = open_rows(backend, readonly=True)
    try:
        assert ro.readonly is True
        assert ro.existing_ids("alice", ["e001"]) == {"e001": ep(1)}
        with pytest.raises(ReadOnlyStoreError, match="read-only"):
            ro.write_episodes("alice", [ep(2)])
        with pytest.raises(ReadOnlyStoreError):
            ro.set_meta("timezone", "UTC")
        assert ro.save_run("r", "alice", 1.0, "t", "{}") == 0  # recall works; run not kept
        assert ro.count_runs() == 0 and ro.count("alice") == 1
    finally:
        ro.close()


# -- several writers -----------------------------------------------------------------------------
def test_two_writers_lose_nothing_and_a_reader_sees_seqs_in_order(backend: str) -> None:
    """Two threads (each with its own rows object, as two replicas) write one namespace at
    once while a third catches up by seq, as a replica's keyword cache does: nothing is
    lost, seqs are unique, and the reader never skips a row it later finds below its top."""
    writers = [open_rows(backend), open_rows(backend)]
    reader = open_rows(backend)
    batches, per = 25, 3
    done = threading.Event()
    seen: list[int] = []
    errors: list[BaseException] = []

    def write(w: int) -> None:
        try:
            for b in range(batches):
                base = 1000 * (w + 1) + b * per
                writers[w].write_episodes(
                    "alice", [ep(base + k, id=f"w{w}-{b}-{k}") for k in range(per)]
                )
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    def read() -> None:
        try:
            top = 0
            while True:
                finished = done.is_set()
                for row in reader.iter_episodes("alice", after_seq=top):
                    seen.append(row.seq)
                    top = row.seq
                if finished:
                    return
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(w,)) for w in (0, 1)]
    follower = threading.Thread(target=read)
    follower.start()
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    done.set()
    follower.join(timeout=60)
    try:
        assert not errors, errors
        stored = reader.seqs("alice")
        assert len(stored) == 2 * batches * per == len(set(stored))
        assert seen == stored  # caught up by seq alone, it missed nothing
        assert reader.count("alice") == 2 * batches * per
        if is_pg(reader):
            assert reader.counter("generation", "alice") == 2 * batches
    finally:
        for r in (*writers, reader):
            r.close()


# -- PostgreSQL only -----------------------------------------------------------------------------
def test_a_second_replica_sees_the_first_ones_writes(pg_url: str) -> None:
    one, two = pg_rows(pg_url), pg_rows(pg_url)
    try:
        seqs = one.write_episodes("alice", [ep(1), ep(2)])
        one.set_meta("timezone:alice", "Asia/Tokyo")
        one.save_run("r1", "alice", 1.0, "q", "{}")
        assert two.seqs("alice") == seqs
        assert two.existing_ids("alice", ["e002"]) == {"e002": ep(2)}
        assert two.counter("generation", "alice") == 1
        assert two.timezone("alice") == "Asia/Tokyo"
        assert two.get_run("alice", "r1") == ("r1", 1.0, "q", "{}")
        one.close()
        assert two.count("alice") == 2  # one's close leaves the shared pool to two
        with pytest.raises(StoreError, match="closed"):
            one.count("alice")
    finally:
        one.close()
        two.close()


def test_the_namespace_row_orders_writers_before_seqs_are_taken(pg_url: str) -> None:
    """A write waits for the namespace row another transaction holds *before* it takes a seq:
    the holder's rows get the lower seqs and become visible first (design §6). Without the
    bump first the waiting write would take its seq before the holder's, and a reader caught
    up past it would never see the holder's row."""
    import psycopg

    rows = pg_rows(pg_url)
    rows.write_episodes("alice", [ep(1)])  # the namespace row exists
    holder = psycopg.connect(rows.target.conninfo, autocommit=True)
    try:
        holder.execute(f'SET search_path TO "{rows.target.schema}", public')
        holder.execute("BEGIN")
        holder.execute(
            "UPDATE namespaces SET generation = generation + 1 WHERE namespace = 'alice'"
        )
        result: list[int] = []
        writer = threading.Thread(
            target=lambda: result.extend(rows.write_episodes("alice", [ep(3)]))
        )
        writer.start()
        writer.join(timeout=1.0)
        assert writer.is_alive(), "the write did not wait for the namespace row"
        held = holder.execute(
            "INSERT INTO episodes (namespace, id, user_text, reply_text, occurred_at, "
            "session_id, source, user_speaker, reply_speaker, sensitivity, searchable, "
            "metadata) VALUES ('alice', 'e002', 'u', 'r', %s, 's1', '', 'USER', 'AGENT', 1, "
            "true, '{}') RETURNING seq",
            (T0,),
        ).fetchone()
        holder.execute("COMMIT")
        writer.join(timeout=30)
        assert not writer.is_alive() and held is not None
        assert result and result[0] > held[0]
        assert rows.seqs("alice")[-2:] == [held[0], result[0]]
    finally:
        holder.close()
        rows.close()


def test_iterating_reads_page_by_page_and_holds_no_connection(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from omoide.memory_store.pg import rows as rows_module

    monkeypatch.setattr(rows_module, "_PAGE", 2)
    rows = pg_rows(pg_url)
    try:
        seqs = rows.write_episodes("alice", [ep(n) for n in range(1, 6)])
        rows.write_episodes("bob", [ep(1, ns="bob")])
        it = rows.iter_episodes("alice")
        first = next(it)
        # Between pages the caller may write (as a consolidation does while it reads).
        (added,) = rows.write_episodes("alice", [ep(6)])
        rest = [r.seq for r in it]
        assert [first.seq, *rest] == [*seqs, added]
        assert [r.seq for r in rows.iter_episodes("alice", after_seq=seqs[3])] == [
            seqs[4],
            added,
        ]
        assert [r.seq for r in rows.iter_episodes("alice", after_seq=added)] == []
    finally:
        rows.close()


def test_connections_killed_under_a_live_store_cost_no_failed_call(
    pg_url: str, pg_server: Any
) -> None:
    import psycopg

    rows = pg_rows(pg_url)
    try:
        rows.write_episodes("alice", [ep(1)])
        with psycopg.connect(pg_server.get_uri(), autocommit=True) as admin:
            killed = admin.execute(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                "WHERE pid <> pg_backend_pid() AND datname = current_database() "
                "AND backend_type = 'client backend'"
            ).fetchone()
        assert killed is not None and killed[0] >= 1
        assert rows.write_episodes("alice", [ep(2)]) != []
        assert rows.count("alice") == 2 and rows.counter("generation", "alice") == 2
    finally:
        rows.close()


class _LostCommitPool:
    """A pool whose first connection is 'lost' right after the work committed, as when the
    server's COMMIT acknowledgement never arrives."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.uses = 0

    @contextlib.contextmanager
    def connection(self, timeout: float = 30.0) -> Iterator[Any]:
        import psycopg

        self.uses += 1
        with self.real.connection(timeout=timeout) as conn:
            yield conn
        if self.uses == 1:
            raise psycopg.OperationalError("server closed the connection unexpectedly")


def test_a_lost_commit_is_retried_and_reports_the_rows_stored(pg_url: str) -> None:
    rows = pg_rows(pg_url)
    try:
        rows.write_episodes("alice", [ep(1)])
        real = rows._pool
        rows._pool = lost = _LostCommitPool(real)
        seqs = rows.write_episodes("alice", [ep(2), ep(3)])
        rows._pool = real
        assert lost.uses == 2  # the first attempt committed, the retry found its rows
        assert seqs == rows.seqs("alice")[1:] and len(seqs) == 2
        assert rows.count("alice") == 3
        # A retry reports only rows identical to the ones given (not another's content).
        rows._pool = lost = _LostCommitPool(real)
        assert rows.write_episodes("alice", [ep(4)]) == [rows.max_seq("alice")]
        rows._pool = real
    finally:
        rows.close()


def test_a_role_without_insert_opens_the_store_read_only(pg_url: str, pg_server: Any) -> None:
    import uuid

    import psycopg

    owner = pg_rows(pg_url)
    owner.write_episodes("alice", [ep(1)])
    schema = owner.target.schema
    role = f"r_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(pg_server.get_uri(), autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {role} LOGIN")
        conn.execute(f"GRANT USAGE ON SCHEMA {schema} TO {role}")
        conn.execute(f"GRANT SELECT ON ALL TABLES IN SCHEMA {schema} TO {role}")
    reader_url = pg_url.replace("postgresql://postgres:", f"postgresql://{role}:", 1)
    assert reader_url != pg_url
    reader = pg_rows(reader_url)
    try:
        assert reader.readonly is True
        assert reader.count("alice") == 1 and reader.counter("generation", "alice") == 1
        with pytest.raises(ReadOnlyStoreError, match=rf"read-only.*schema '{schema}'"):
            reader.check_writable()
        assert reader.save_run("r", "alice", 1.0, "t", "{}") == 0
        # Told it may write, the server still refuses: the same error, not a raw one.
        forced = pg_rows(reader_url, readonly=False)
        try:
            with pytest.raises(ReadOnlyStoreError, match="refused this user a write"):
                forced.write_episodes("alice", [ep(2)])
        finally:
            forced.close()
        assert owner.count("alice") == 1
    finally:
        reader.close()
        owner.close()


def test_an_unreachable_url_fails_at_open_in_one_line_without_the_password() -> None:
    started = time.monotonic()
    with pytest.raises(StoreError) as caught:
        pg_rows("postgresql://omoide:s3cret-pw@127.0.0.1:1/omoide?schema=mine")
    message = str(caught.value)
    assert "\n" not in message
    assert "s3cret-pw" not in message
    assert "postgresql://omoide:***@127.0.0.1:1/omoide" in message
    assert time.monotonic() - started < 15
