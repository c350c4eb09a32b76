"""Derived-memory storage: its own SQLite file beside a real store, idempotent upserts,
namespaces, the consolidation cursor, and loop expiry."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest
from conftest import sample_episodes
from langchain_core.embeddings import DeterministicFakeEmbedding

from omoide.memory_store import MemoryStore, StoreError
from omoide.memory_store.derived import (
    DERIVED_FILE,
    DERIVED_SCHEMA_VERSION,
    ConsolidationCursor,
    DerivedStore,
    Entity,
    Fact,
    OpenLoop,
    RelationshipState,
    Summary,
    close_expired,
    merge_ids,
    stable_id,
)
from omoide.memory_store.store import DB_FILE


@pytest.fixture
def derived(tmp_path: Path) -> DerivedStore:
    return DerivedStore(tmp_path)


def akari(*sources: str, **kw: object) -> Entity:
    return Entity(
        id=stable_id("ent", "default", "あかり"),
        name="あかり",
        kind="person",
        source_ids=sources,
        **kw,  # type: ignore[arg-type]
    )


def test_lives_in_its_own_file_beside_a_real_store(store: MemoryStore) -> None:
    if store.url is not None:
        # PostgreSQL: tables of the store's schema, made on first use, nothing in the
        # replica's cache folder.
        from omoide.memory_store.derived import has_derived

        assert not has_derived(store)
        store.derived.upsert_entity(akari("ep1"))
        assert has_derived(store)
        assert store.derived.schema_version() == DERIVED_SCHEMA_VERSION
        assert not list(store.path.rglob("*.sqlite3"))
        assert store.stats().episodes > 0
        return
    before = {p.name for p in store.path.iterdir()}
    d = DerivedStore(store.path)
    d.upsert_entity(akari("ep1"))
    assert d.path == store.path / DERIVED_FILE
    assert {p.name for p in store.path.iterdir()} - before >= {DERIVED_FILE}
    assert d.schema_version() == DERIVED_SCHEMA_VERSION
    # The episode database is untouched: no derived table in it.
    con = sqlite3.connect(store.path / DB_FILE)
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    con.close()
    assert "episodes" in tables and "entities" not in tables
    # The store still opens and searches as before.
    assert store.stats().episodes > 0
    d.close()


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    d = DerivedStore(tmp_path)
    d.close()
    con = sqlite3.connect(tmp_path / DERIVED_FILE)
    con.execute("UPDATE meta SET value = '999' WHERE key = 'schema_version'")
    con.commit()
    con.close()
    with pytest.raises(StoreError, match="newer"):
        DerivedStore(tmp_path)


def test_not_a_database_is_a_store_error(tmp_path: Path) -> None:
    (tmp_path / DERIVED_FILE).write_bytes(b"not sqlite at all" * 100)
    with pytest.raises(StoreError, match="not a readable"):
        DerivedStore(tmp_path)


def test_entity_upsert_is_idempotent_and_merges(derived: DerivedStore) -> None:
    first = derived.upsert_entity(akari("ep1", aliases=("あかりちゃん",)))
    again = derived.upsert_entity(akari("ep1", aliases=("あかりちゃん",)))
    assert derived.entities() == [again]
    assert again.created_at == first.created_at
    merged = derived.upsert_entity(akari("ep2", aliases=("妹のあかり",), relation="sister"))
    assert merged.source_ids == ("ep1", "ep2")
    assert merged.aliases == ("あかり", "あかりちゃん", "妹のあかり")
    assert merged.relation == "sister"
    # A later mention without a relation keeps the stated one.
    assert derived.upsert_entity(akari("ep3")).relation == "sister"
    assert derived.alias_table() == [
        ("あかり", merged.id),
        ("あかりちゃん", merged.id),
        ("妹のあかり", merged.id),
    ]


def test_entity_episode_links_both_ways(derived: DerivedStore) -> None:
    a = derived.upsert_entity(akari("ep1", "ep2"))
    derived.upsert_entity(akari("ep2", "ep3"))
    derived.upsert_entity(Entity(id="e_tanaka", name="田中", source_ids=("ep2",)))
    assert derived.episodes_for([a.id, "e_tanaka", "none"]) == {
        a.id: ["ep1", "ep2", "ep3"],
        "e_tanaka": ["ep2"],
        "none": [],
    }
    assert derived.episodes_for([]) == {}
    assert derived.entities_in("ep2") == sorted([a.id, "e_tanaka"])
    assert derived.entities_in("ep2", namespace="other") == []


def test_entity_kind_is_upgraded_from_thing_only(derived: DerivedStore) -> None:
    e = Entity(id="e1", name="Aurora", kind="thing", source_ids=("a",))
    derived.upsert_entity(e)
    assert derived.upsert_entity(Entity(id="e1", name="Aurora", kind="title")).kind == "title"
    assert derived.upsert_entity(Entity(id="e1", name="Aurora", kind="org")).kind == "title"


def test_namespaces_are_isolated(derived: DerivedStore) -> None:
    derived.upsert_entity(Entity(id="e1", name="Emma", namespace="alice"))
    derived.upsert_entity(Entity(id="e1", name="Tom", namespace="bob"))
    assert [e.name for e in derived.entities(namespace="alice")] == ["Emma"]
    assert [e.name for e in derived.entities(namespace="bob")] == ["Tom"]
    assert derived.entities() == []
    derived.upsert_entity(Entity(id="e2", name="Zoe", namespace="alice", source_ids=("x",)))
    derived.reset(namespace="alice")
    assert derived.entities(namespace="alice") == []
    assert derived.entities_in("x", namespace="alice") == []
    assert derived.alias_table(namespace="alice") == []
    assert [e.name for e in derived.entities(namespace="bob")] == ["Tom"]


def test_fact_upsert_pin_and_validation(derived: DerivedStore) -> None:
    fact = Fact(id="f1", text="あかりは妹", subject_id="e1", confidence=0.6, source_ids=("ep1",))
    derived.upsert_fact(fact)
    derived.upsert_fact(
        Fact(id="f1", text="あかりは妹", subject_id="e1", confidence=0.9, source_ids=("ep2", "ep1"))
    )
    (stored,) = derived.facts(subject_ids=["e1"])
    assert stored.confidence == 0.9 and stored.source_ids == ("ep1", "ep2")
    assert not stored.pinned
    assert derived.set_pinned("f1", True)
    assert derived.facts()[0].pinned
    assert derived.set_pinned("f1", False) and not derived.facts()[0].pinned
    assert not derived.set_pinned("missing", True)
    assert derived.facts(subject_ids=["other"]) == []
    with pytest.raises(ValueError, match="confidence"):
        Fact(id="f2", text="x", confidence=1.5)


def loop(id: str, start: date, end: date, **kw: object) -> OpenLoop:
    return OpenLoop(id=id, text=f"plan {id}", due_start=start, due_end=end, **kw)  # type: ignore[arg-type]


def test_loops_upsert_order_and_expiry(derived: DerivedStore) -> None:
    trip = loop("trip", date(2026, 4, 3), date(2026, 4, 5), entity_ids=("e1",), source_ids=("a",))
    derived.upsert_loop(loop("demo", date(2025, 12, 12), date(2025, 12, 12)))
    derived.upsert_loop(trip)
    derived.upsert_loop(OpenLoop(id="someday", text="learn the cello"))
    derived.upsert_loop(
        loop("trip", date(2026, 4, 3), date(2026, 4, 5), entity_ids=("e2",), source_ids=("b",))
    )
    loops = derived.loops()
    assert [lp.id for lp in loops] == ["demo", "trip", "someday"]  # by due date, undated last
    assert loops[1].entity_ids == ("e1", "e2") and loops[1].source_ids == ("a", "b")
    # The trip is open on its last day and closed the day after.
    assert derived.close_expired_loops(date(2026, 4, 5)) == 1  # only the demo
    assert [lp.id for lp in derived.loops(status="open")] == ["trip", "someday"]
    assert derived.close_expired_loops(date(2026, 4, 6)) == 1
    assert [lp.id for lp in derived.loops(status="open")] == ["someday"]
    # Re-extracting the trip later does not reopen it.
    derived.upsert_loop(trip)
    assert derived.loops(ids=["trip"])[0].status == "closed"


def test_close_expired_is_pure() -> None:
    loops = [
        loop("past", date(2026, 1, 1), date(2026, 1, 2)),
        loop("today", date(2026, 1, 3), date(2026, 1, 5)),
        OpenLoop(id="undated", text="x"),
        loop("single", date(2026, 1, 4), date(2026, 1, 4)),
    ]
    out = close_expired(loops, date(2026, 1, 5))
    assert [lp.status for lp in out] == ["closed", "open", "open", "closed"]
    assert [lp.status for lp in loops] == ["open"] * 4  # inputs untouched
    with pytest.raises(ValueError, match="before it starts"):
        loop("bad", date(2026, 1, 5), date(2026, 1, 1))


def test_summaries_and_relationship_state(derived: DerivedStore) -> None:
    week = Summary(
        id="w1",
        scope="weekly",
        scope_key="2026-W02",
        text="trip planned",
        period_start=date(2026, 1, 5),
        period_end=date(2026, 1, 11),
        source_ids=("a",),
    )
    derived.upsert_summary(week)
    derived.upsert_summary(
        Summary(
            id="w0",
            scope="weekly",
            scope_key="2026-W01",
            text="quiet",
            period_start=date(2025, 12, 29),
            period_end=date(2026, 1, 4),
        )
    )
    derived.upsert_summary(Summary(id="p1", scope="person", scope_key="e1", text="sister"))
    derived.upsert_summary(
        Summary(
            id="w1",
            scope="weekly",
            scope_key="2026-W02",
            text="trip planned to Kyoto",
            period_start=date(2026, 1, 5),
            period_end=date(2026, 1, 11),
            source_ids=("b",),
        )
    )
    weekly = derived.summaries(scope="weekly")
    assert [s.id for s in weekly] == ["w1", "w0"]  # latest period first
    assert weekly[0].text == "trip planned to Kyoto" and weekly[0].source_ids == ("a", "b")
    assert [s.id for s in derived.summaries(scope="person", scope_key="e1")] == ["p1"]
    with pytest.raises(ValueError, match="scope"):
        Summary(id="x", scope="monthly", text="")  # type: ignore[arg-type]

    derived.upsert_relationship(
        RelationshipState("e1", "close; trip together", 0.8, source_ids=("a",))
    )
    derived.upsert_relationship(RelationshipState("e1", "planning Kyoto", source_ids=("b",)))
    state = derived.relationship("e1")
    assert state is not None
    assert (state.state, state.favorability, state.source_ids) == (
        "planning Kyoto",
        0.8,
        ("a", "b"),
    )
    assert derived.relationship("e2") is None
    counts = derived.counts()
    assert counts["summaries"] == 3 and counts["relationship_state"] == 1


def test_cursor_round_trip_and_atomic_with_a_batch(derived: DerivedStore) -> None:
    assert derived.cursor() is None
    derived.set_cursor(ConsolidationCursor("default", 100, "ep1", processed=1, extra={"v": "1"}))
    cur = derived.cursor()
    assert cur is not None and (cur.occurred_at, cur.episode_id, cur.processed) == (100, "ep1", 1)
    assert cur.extra == {"v": "1"}
    # A batch that fails half-way leaves neither its records nor the cursor behind.
    with pytest.raises(RuntimeError), derived.transaction() as conn:
        derived.upsert_entity(akari("ep2"), conn=conn)
        derived.set_cursor(ConsolidationCursor("default", 200, "ep2", processed=2), conn=conn)
        raise RuntimeError("crash mid-batch")
    assert derived.entities() == []
    cur = derived.cursor()
    assert cur is not None and cur.episode_id == "ep1"
    # Resuming writes the batch and moves the cursor together.
    with derived.transaction() as conn:
        derived.upsert_entity(akari("ep2"), conn=conn)
        derived.set_cursor(ConsolidationCursor("default", 200, "ep2", processed=2), conn=conn)
    cur = derived.cursor()
    assert cur is not None and cur.episode_id == "ep2"
    assert derived.cursor(namespace="other") is None


def test_reopen_keeps_everything(tmp_path: Path) -> None:
    d = DerivedStore(tmp_path / "x" / "derived.sqlite3")
    d.upsert_entity(akari("ep1"))
    d.close()
    again = DerivedStore(tmp_path / "x" / "derived.sqlite3")
    assert [e.name for e in again.entities()] == ["あかり"]


def test_helpers() -> None:
    assert merge_ids(["a", "b"], ["b", "c"], []) == ("a", "b", "c")
    assert stable_id("ent", "a") == stable_id("ent", "a") != stable_id("ent", "b")
    with pytest.raises(ValueError, match="kind"):
        Entity(id="x", name="x", kind="alien")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="non-empty"):
        Entity(id="x", name=" ")


def test_a_store_folder_named_like_a_database_file_keeps_its_derived_memory(
    tmp_path: Path,
) -> None:
    """A store folder called ``memory.sqlite3`` is a folder: the derived memory is the file
    inside it (it was taken for the derived file itself and failed to open)."""
    folder = tmp_path / "memory.sqlite3"
    with MemoryStore(folder, embedder=DeterministicFakeEmbedding(size=16)) as store:
        store.add_episodes(sample_episodes()[:2])
        assert store.derived.path == folder / "derived.sqlite3"
        assert store.derived.entities(namespace=store.namespace) == []


def test_a_derived_file_deleted_under_a_running_process_is_followed_not_written_blind(
    tmp_path: Path,
) -> None:
    """Deleting derived.sqlite3 while a process has it open used to leave that process writing
    to the unlinked file (gone at exit, invisible to every other process). It now reopens the
    path: what it writes afterwards is on disk for everyone (RELIABILITY 26.10)."""
    first = DerivedStore(tmp_path)
    try:
        first.upsert_entity(akari("e1"))
        for f in tmp_path.glob(f"{DERIVED_FILE}*"):
            f.unlink()
        assert first.entities(namespace="default") == []  # the deleted memory is not served
        first.upsert_entity(akari("e2"))
        other = DerivedStore(tmp_path)
        try:
            assert [e.name for e in other.entities(namespace="default")] == ["あかり"]
        finally:
            other.close()
    finally:
        first.close()
