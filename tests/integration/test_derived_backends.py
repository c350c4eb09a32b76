"""Derived memory on both backends (issue 25): the SQLite file beside a folder store and the
tables of a PostgreSQL store behave alike — same records, values, order and tie-breaks,
idempotent upserts, a batch and its cursor committed (or rolled back) together, per-episode
rows dropped, namespaces and stores kept apart — and consolidation is single-flight per
namespace (on PostgreSQL across processes, freed when a holder dies)."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from datetime import date
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from omoide.memory_store.derived import (
    DERIVED_TABLES,
    ConsolidationCursor,
    DerivedMemory,
    DerivedStore,
    Entity,
    EpisodeTime,
    Fact,
    OpenLoop,
    RelationshipState,
    Summary,
    has_derived,
    open_derived,
)
from omoide.memory_store.errors import StoreError
from tests.integration import test_derived as sqlite_suite

BACKENDS = ["sqlite", "postgres"]
T0 = 1_760_000_000  # fixed timestamps: records compare equal across backends


@pytest.fixture(params=BACKENDS)
def derived(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[DerivedMemory]:
    if request.param == "sqlite":
        store: DerivedMemory = DerivedStore(tmp_path)
    else:
        store = open_derived(request.getfixturevalue("pg_url"))
    try:
        yield store
    finally:
        store.close()


# The SQLite class's own tests, run here against both backends: the same bodies, so the two
# backends cannot drift apart (they take the `derived` fixture above).
test_entity_upsert_is_idempotent_and_merges = (
    sqlite_suite.test_entity_upsert_is_idempotent_and_merges
)
test_entity_episode_links_both_ways = sqlite_suite.test_entity_episode_links_both_ways
test_entity_kind_is_upgraded_from_thing_only = (
    sqlite_suite.test_entity_kind_is_upgraded_from_thing_only
)
test_namespaces_are_isolated = sqlite_suite.test_namespaces_are_isolated
test_fact_upsert_pin_and_validation = sqlite_suite.test_fact_upsert_pin_and_validation
test_loops_upsert_order_and_expiry = sqlite_suite.test_loops_upsert_order_and_expiry
test_summaries_and_relationship_state = sqlite_suite.test_summaries_and_relationship_state
test_cursor_round_trip_and_atomic_with_a_batch = (
    sqlite_suite.test_cursor_round_trip_and_atomic_with_a_batch
)

# Ids whose byte order (SQLite's) differs from most locales' order: upper before lower case,
# "_" between them, accented and Japanese letters after ASCII.
TRICKY_IDS = ["b", "B", "a", "_x", "é", "あ", "Z", "ア"]


def byte_order(ids: list[str]) -> list[str]:
    return sorted(ids, key=lambda s: s.encode("utf-8"))


def write_everything(d: DerivedMemory, ns: str = "default") -> None:
    """One of every record (and the awkward cases of their ordering) in ``ns``."""
    at = {"created_at": T0, "updated_at": T0}
    for i, eid in enumerate(TRICKY_IDS):
        d.upsert_entity(
            Entity(
                id=eid,
                name=f"名前{eid}",
                kind="person" if i % 2 else "thing",
                aliases=(f"alias-{eid}", "共通"),
                relation="sister" if i == 0 else None,
                namespace=ns,
                source_ids=(f"ep{i}", "ep-shared"),
                **at,
            )
        )
    for i, fid in enumerate(TRICKY_IDS):
        d.upsert_fact(
            Fact(
                id=fid,
                text=f"fact {fid}",
                subject_id=None if i % 3 == 0 else "b",
                confidence=0.25 + i / 20,
                salience=0.125,
                pinned=i == 2,
                namespace=ns,
                source_ids=(f"ep{i}",),
                **at,
            )
        )
    day = date(2026, 4, 3)
    d.upsert_loop(OpenLoop(id="undated", text="someday", namespace=ns, **at))
    d.upsert_loop(OpenLoop(id="z-open-end", text="from", due_start=day, namespace=ns, **at))
    d.upsert_loop(
        OpenLoop(id="A-span", text="span", due_start=day, due_end=day, namespace=ns, **at)
    )
    d.upsert_loop(
        OpenLoop(
            id="a-span",
            text="span",
            due_start=day,
            due_end=date(2026, 4, 5),
            entity_ids=("b", "B"),
            status="closed",
            namespace=ns,
            **at,
        )
    )
    for sid, end in (("w-b", date(2026, 1, 11)), ("w-B", date(2026, 1, 11)), ("p", None)):
        d.upsert_summary(
            Summary(
                id=sid,
                scope="weekly" if end else "person",
                text=f"summary {sid}",
                scope_key="2026-W02" if end else "b",
                period_start=end and date(2026, 1, 5),
                period_end=end,
                namespace=ns,
                source_ids=("ep1", "ep2"),
                **at,
            )
        )
    d.upsert_relationship(RelationshipState("b", "close", 0.75, ns, ("ep1",), T0))
    d.upsert_relationship(RelationshipState("B", "unknown", None, ns, (), T0))
    for i, eid in enumerate(("ep-b", "ep-B", "ep-a", "ep-あ")):
        d.upsert_episode_time(
            EpisodeTime(eid, 2011, 2012 + i, "high_school" if i % 2 else None, "高2", T0, ns)
        )
    d.set_birth_year(1995, namespace=ns)
    d.set_cursor(ConsolidationCursor(ns, T0, "ep-b", processed=4, updated_at=T0, extra={"v": "é"}))


def read_everything(d: DerivedMemory, ns: str = "default") -> dict[str, Any]:
    """Everything the public interface reads back for ``ns``."""
    episode_ids = ["ep-b", "ep-B", "ep-a", "ep-あ", "missing"]
    return {
        "entities": d.entities(namespace=ns),
        "one": d.get_entity("B", namespace=ns),
        "aliases": d.alias_table(namespace=ns),
        "episodes_for": d.episodes_for([*TRICKY_IDS, "none"], namespace=ns),
        "entities_in": d.entities_in("ep-shared", namespace=ns),
        "entities_in_many": d.entities_in_many(["ep1", "ep-shared", "x"], namespace=ns),
        "facts": d.facts(namespace=ns),
        "facts_of_b": d.facts(namespace=ns, subject_ids=["b"]),
        "loops": d.loops(namespace=ns),
        "open_loops": d.loops(namespace=ns, status="open"),
        "summaries": d.summaries(namespace=ns),
        "weekly": d.summaries(namespace=ns, scope="weekly", scope_key="2026-W02"),
        "relationships": [d.relationship(e, namespace=ns) for e in ("b", "B", "none")],
        "times": d.episode_times(episode_ids, namespace=ns),
        "about_years": d.episodes_about(year_start=2013, year_end=2013, namespace=ns),
        "about_stage": d.episodes_about(life_stage="high_school", namespace=ns),
        "any_stage": d.episodes_about(any_stage=True, limit=1, namespace=ns),
        "birth_year": d.birth_year(namespace=ns),
        "cursor": d.cursor(namespace=ns),
        "counts": d.counts(namespace=ns),
        "snapshot": d.snapshot(namespace=ns),
    }


def test_every_record_reads_back_the_same_on_both_backends(tmp_path: Path, pg_url: str) -> None:
    lite, pg = DerivedStore(tmp_path), open_derived(pg_url)
    try:
        for d in (lite, pg):
            write_everything(d)
        want, got = read_everything(lite), read_everything(pg)
        for key in want:
            assert got[key] == want[key], key
        assert lite.entity_version() == pg.entity_version() > 0
        assert lite.schema_version() == pg.schema_version() == 1
    finally:
        lite.close()
        pg.close()


def test_order_and_tie_breaks_are_byte_order(derived: DerivedMemory) -> None:
    write_everything(derived)
    assert [e.id for e in derived.entities()] == byte_order(TRICKY_IDS)  # same created_at
    assert [f.id for f in derived.facts()] == byte_order(TRICKY_IDS)
    aliases = derived.alias_table()
    assert aliases == sorted(aliases, key=lambda p: (p[0].encode(), p[1].encode()))
    assert [a for a, _ in aliases if a == "共通"] == ["共通"] * len(TRICKY_IDS)
    # Loops: by due date, a loop with no end before one ending later, the undated last.
    assert [lp.id for lp in derived.loops()] == ["z-open-end", "A-span", "a-span", "undated"]
    # Summaries: latest period first, ties by id in byte order, the undated last.
    assert [s.id for s in derived.summaries()] == ["w-B", "w-b", "p"]
    # Episodes about a time: the most recently said first, ties by episode id.
    assert [t.episode_id for t in derived.episodes_about(year_start=2000, year_end=2030)] == (
        byte_order(["ep-b", "ep-B", "ep-a", "ep-あ"])
    )


def test_postgres_text_columns_compare_bytes(pg_url: str) -> None:
    """Every text column is COLLATE "C": the order above holds on a server whose default
    collation is a locale's (en_US sorts 'a' < 'B'), not only on this test server."""
    import psycopg

    from omoide.memory_store.pg.connect import parse_store_url

    target = parse_store_url(pg_url)
    open_derived(pg_url).close()
    with psycopg.connect(target.conninfo) as conn:
        rows = conn.execute(
            "SELECT table_name, column_name, collation_name FROM information_schema.columns "
            "WHERE table_schema = %s AND data_type = 'text'",
            (target.schema,),
        ).fetchall()
    tables = {r[0] for r in rows}
    assert tables >= {*DERIVED_TABLES, "cursors", "derived_meta"}
    assert [r for r in rows if r[2] != "C"] == []


def test_writing_a_batch_twice_stores_it_once(derived: DerivedMemory) -> None:
    write_everything(derived)
    first = read_everything(derived)
    write_everything(derived)
    again = read_everything(derived)
    for key in first:
        assert again[key] == first[key], key


def test_reads_inside_a_transaction_see_its_writes_and_roll_back_with_it(
    derived: DerivedMemory,
) -> None:
    """What consolidation's commit does: inside the batch's transaction it reads the cursor
    (compare-and-set) and the entity version without passing ``conn``."""
    before = derived.entity_version()
    cursor = ConsolidationCursor("default", T0, "ep9", processed=9)
    with pytest.raises(RuntimeError), derived.transaction(namespace="default") as conn:
        derived.upsert_entity(Entity(id="e", name="E", source_ids=("ep9",)), conn=conn)
        derived.set_cursor(cursor, conn=conn)
        derived.set_birth_year(2001, conn=conn)
        assert derived.entity_version() == before + 1
        got = derived.cursor()
        assert got is not None and got.episode_id == "ep9"
        assert derived.birth_year() == 2001 and derived.entities_in("ep9") == ["e"]
        raise RuntimeError("crash before the commit")
    assert derived.entity_version() == before
    assert derived.cursor() is None and derived.birth_year() is None
    assert derived.counts() == dict.fromkeys(DERIVED_TABLES, 0)


def test_forgetting_episodes_drops_their_links_and_times(derived: DerivedMemory) -> None:
    for ns in ("default", "other"):
        derived.upsert_entity(Entity(id="e1", name="あかり", namespace=ns, source_ids=("a", "b")))
        derived.upsert_entity(Entity(id="e2", name="田中", namespace=ns, source_ids=("b",)))
        for ep in ("a", "b"):
            derived.upsert_episode_time(EpisodeTime(ep, 2018, 2018, None, "2018年", T0, ns))
    assert derived.forget_episodes(["b", "b", "never"]) == 3  # two links, one time
    assert derived.episodes_for(["e1", "e2"]) == {"e1": ["a"], "e2": []}
    assert derived.entities_in("b") == []
    assert set(derived.episode_times(["a", "b"])) == {"a"}
    assert derived.forget_episodes([]) == 0
    # The entities themselves stay (they are rebuilt by the next reset), the other namespace
    # keeps everything.
    assert [e.id for e in derived.entities()] == ["e1", "e2"]
    assert derived.entities_in("b", namespace="other") == ["e1", "e2"]
    assert set(derived.episode_times(["a", "b"], namespace="other")) == {"a", "b"}


def test_episode_times_queries(derived: DerivedMemory) -> None:
    times = [
        EpisodeTime("late", 2010, 2012, None, "2010年から2012年", T0 + 30),
        EpisodeTime("b", None, None, "high_school", "高校", T0 + 20),
        EpisodeTime("a", 2011, 2011, "high_school", "高2", T0 + 20),
        EpisodeTime("early", 1999, 2001, "childhood", "子供の頃", T0),
    ]
    for t in times:
        derived.upsert_episode_time(t)
    assert derived.episode_times(["a", "a", "none", "late"]) == {"a": times[2], "late": times[0]}
    many = [f"x{i}" for i in range(1_200)]  # past the 500-id chunks
    for ep in many[::400]:
        derived.upsert_episode_time(EpisodeTime(ep, 1990, 1990, None, "1990", T0 - 1))
    assert set(derived.episode_times(many)) == set(many[::400])
    ids = [t.episode_id for t in derived.episodes_about(year_start=2011, year_end=2011)]
    assert ids == ["late", "a"]
    ids = [t.episode_id for t in derived.episodes_about(year_start=2000, life_stage="high_school")]
    assert ids == ["a", "b", "early"]  # 1999-2001 spans 2000; ties by episode id
    assert [t.episode_id for t in derived.episodes_about(any_stage=True)] == ["a", "b", "early"]
    assert [t.episode_id for t in derived.episodes_about(any_stage=True, limit=2)] == ["a", "b"]
    assert derived.episodes_about() == [] and derived.episodes_about(any_stage=True, limit=0) == []
    # Replacing a time keeps one row, with the new values.
    derived.upsert_episode_time(replace(times[2], life_stage=None, evidence="2011年"))
    assert derived.episode_times(["a"])["a"].evidence == "2011年"
    assert derived.counts()["episode_times"] == 4 + len(many[::400])


def test_birth_year_per_namespace(derived: DerivedMemory) -> None:
    assert derived.birth_year() is None
    derived.set_birth_year(1995)
    derived.set_birth_year(1990, namespace="other")
    derived.set_birth_year(1996)  # a later statement replaces it
    assert (derived.birth_year(), derived.birth_year(namespace="other")) == (1996, 1990)
    derived.reset()
    assert (derived.birth_year(), derived.birth_year(namespace="other")) == (None, 1990)


def test_two_namespaces_keep_every_record_apart(derived: DerivedMemory) -> None:
    write_everything(derived, "alice")
    write_everything(derived, "bob")
    bob = read_everything(derived, "bob")
    alice_version = derived.entity_version(namespace="alice")
    assert read_everything(derived, "alice")["entities"] == [
        replace(e, namespace="alice") for e in bob["entities"]
    ]
    derived.reset(namespace="alice")
    assert derived.counts(namespace="alice") == dict.fromkeys(DERIVED_TABLES, 0)
    assert derived.cursor(namespace="alice") is None
    assert derived.entity_version(namespace="alice") == alice_version + 1  # caches notice
    assert read_everything(derived, "bob") == bob


def test_two_postgres_stores_in_one_database_are_apart(pg_url: str) -> None:
    other_url = pg_url.replace("schema=t_", "schema=u_")
    one, two = open_derived(pg_url), open_derived(other_url)
    try:
        write_everything(one)
        assert two.entities() == [] and two.cursor() is None and two.birth_year() is None
        assert two.schema_version() == 1
        assert one.cache_key != two.cache_key
    finally:
        one.close()
        two.close()


def test_a_snapshot_is_restored_whole(derived: DerivedMemory) -> None:
    write_everything(derived)
    before = read_everything(derived)
    saved = derived.snapshot()
    derived.reset()
    derived.upsert_entity(Entity(id="new", name="new", created_at=T0, updated_at=T0))
    version = derived.entity_version()
    derived.restore(saved)
    after = read_everything(derived)
    for key in before:
        assert after[key] == before[key], key
    assert derived.entity_version() == version + 1


def test_text_with_nul_is_stored_without_it_alike(derived: DerivedMemory) -> None:
    """PostgreSQL's text cannot hold NUL: both backends leave it out of derived text (a
    model's stray one must not stop consolidation), and return what they stored."""
    entity = derived.upsert_entity(
        Entity(id="e", name="あ\x00か", aliases=("x\x00y",), source_ids=("ep\x00",))
    )
    assert (entity.name, entity.aliases, entity.source_ids) == ("あか", ("あか", "xy"), ("ep",))
    assert derived.entities() == [entity]
    fact = derived.upsert_fact(Fact(id="f", text="x\x00", subject_id="e"))
    loop = derived.upsert_loop(OpenLoop(id="l", text="\x00plan"))
    time = EpisodeTime("ep", None, None, "high_school", "高\x002", T0)
    derived.upsert_episode_time(time)
    assert derived.facts() == [fact] and fact.text == "x"
    assert derived.loops() == [loop] and loop.text == "plan"
    assert derived.episode_times(["ep"])["ep"].evidence == "高2"
    with pytest.raises(ValueError, match="non-empty"):
        derived.upsert_entity(Entity(id="n", name="\x00"))


def test_concurrent_upserts_of_one_record_merge(derived: DerivedMemory) -> None:
    """A second writer waits for the first one's batch, then merges into what it wrote (no
    lost aliases): SQLite's one writer, PostgreSQL's namespace lock."""
    first_wrote = threading.Event()

    def first() -> None:
        with derived.transaction(namespace="default") as conn:
            derived.upsert_entity(Entity(id="e", name="あかり", aliases=("X",)), conn=conn)
            first_wrote.set()
            time.sleep(0.5)  # the second writer is waiting meanwhile

    def second() -> None:
        first_wrote.wait(10)
        derived.upsert_entity(Entity(id="e", name="あかり", aliases=("Y",)))

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    stored = derived.get_entity("e")
    assert stored is not None and set(stored.aliases) == {"あかり", "X", "Y"}


def test_consolidation_is_single_flight_per_namespace(derived: DerivedMemory) -> None:
    with derived.consolidation_lock("alice") as got:
        assert got
        seen: list[bool] = []

        def elsewhere() -> None:  # another thread (a request, a background run)
            with derived.consolidation_lock("alice") as second:
                seen.append(second)
            with derived.consolidation_lock("bob") as other:
                seen.append(other)

        t = threading.Thread(target=elsewhere)
        t.start()
        t.join(30)
        assert seen == [False, True]
    with derived.consolidation_lock("alice") as again:
        assert again  # released on exit


HOLDER = """
import sys, time
from omoide.memory_store.derived import open_derived
d = open_derived(sys.argv[1])
with d.consolidation_lock("alice") as got:
    print(got, flush=True)
    time.sleep(120)
"""


def test_a_killed_holder_frees_the_postgres_consolidation_lock(pg_url: str) -> None:
    derived = open_derived(pg_url)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, pg_url], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "True"
        with derived.consolidation_lock("alice") as got:
            assert not got  # another process consolidates alice
        holder.kill()  # SIGKILL: no unlock, no clean close
        holder.wait(30)
        deadline = time.monotonic() + 15
        while True:
            with derived.consolidation_lock("alice") as got:
                if got:
                    break
            assert time.monotonic() < deadline, "the dead holder's lock was never freed"
            time.sleep(0.1)
    finally:
        holder.kill()
        holder.wait(30)
        if holder.stdout is not None:
            holder.stdout.close()
        derived.close()


def test_open_derived_and_has_derived_pick_the_backend(tmp_path: Path, pg_url: str) -> None:
    folder = tmp_path / "store"
    folder.mkdir()
    assert not has_derived(folder)  # asking creates nothing
    assert not has_derived(SimpleNamespace(path=folder, url=None))
    lite = open_derived(SimpleNamespace(path=folder, url=None))
    try:
        assert isinstance(lite, DerivedStore) and has_derived(str(folder))
    finally:
        lite.close()
    assert not has_derived(pg_url)  # nor on PostgreSQL: no tables until one is opened
    pg = open_derived(SimpleNamespace(path=tmp_path / "cache", url=pg_url))
    try:
        assert type(pg).__name__ == "PgDerivedStore"
        assert has_derived(pg_url) and has_derived(SimpleNamespace(path=None, url=pg_url))
    finally:
        pg.close()
    # Another process (a replica) that opened it: the tables are found on the server.
    from omoide.memory_store.pg import derived as pg_derived

    pg_derived._created.clear()
    assert has_derived(pg_url)


def test_a_newer_postgres_schema_is_refused(pg_url: str) -> None:
    import psycopg

    from omoide.memory_store.pg.connect import parse_store_url

    open_derived(pg_url).close()
    target = parse_store_url(pg_url)
    with psycopg.connect(target.conninfo, autocommit=True) as conn:
        conn.execute(
            f"UPDATE \"{target.schema}\".derived_meta SET value = '999' "
            "WHERE key = 'schema_version'"
        )
    with pytest.raises(StoreError, match="newer"):
        open_derived(pg_url)
