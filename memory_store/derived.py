"""Derived memory: entities, facts, open loops, summaries, relationship state (§memorypack).

Consolidation reads episodes and writes these records; the MemoryPack reads them. Every record
belongs to a namespace and lists the episodes it came from (``source_ids``), so it can be
explained, and rebuilt from the episodes at any time.

They live in their own SQLite file, ``<store>/derived.sqlite3`` (:data:`DERIVED_FILE`), with
its own schema version: the episode database stays the source of truth and derived rows can be
dropped and recomputed without touching it. A PostgreSQL store keeps the same tables in its
schema (``pg/derived.py``). :class:`DerivedMemory` holds the one body of SQL both run;
:func:`open_derived` / :func:`has_derived` ask the store's backend (``backends/``).

Upserts are idempotent: writing the same record twice leaves one row, and source ids are
merged, never duplicated. A cursor per namespace records the last episode consolidated, so a
run can stop anywhere and resume.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field, fields, replace
from datetime import date
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol, TypeVar

from .backends import location_of, open_backend
from .connections import ThreadConnections, connect_wal, write_transaction
from .errors import StoreError

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

__all__ = [
    "DERIVED_FILE",
    "DERIVED_SCHEMA_VERSION",
    "DERIVED_TABLES",
    "ConsolidationCursor",
    "DerivedConn",
    "DerivedMemory",
    "DerivedStore",
    "Entity",
    "EntityKind",
    "EpisodeTime",
    "Fact",
    "LoopStatus",
    "OpenLoop",
    "RelationshipState",
    "Snapshot",
    "Summary",
    "SummaryScope",
    "close_expired",
    "has_derived",
    "merge_ids",
    "open_derived",
    "stable_id",
    "year_bucket",
]

DERIVED_FILE = "derived.sqlite3"

log = logging.getLogger(__name__)
# The tables of derived records, each with a namespace column (the cursors table besides them).
DERIVED_TABLES = (
    "entities",
    "aliases",
    "entity_episodes",
    "facts",
    "open_loops",
    "summaries",
    "relationship_state",
    "episode_times",
)
DERIVED_SCHEMA_VERSION = 1

EntityKind = Literal["person", "pet", "place", "org", "thing", "title"]
LoopStatus = Literal["open", "closed"]
SummaryScope = Literal["weekly", "person", "topic"]

_ENTITY_KINDS: frozenset[str] = frozenset(("person", "pet", "place", "org", "thing", "title"))
_LOOP_STATUSES: frozenset[str] = frozenset(("open", "closed"))
_SUMMARY_SCOPES: frozenset[str] = frozenset(("weekly", "person", "topic"))


def stable_id(prefix: str, *parts: str) -> str:
    """A deterministic id from the parts, so re-extracting the same thing upserts one row."""
    payload = json.dumps(list(parts), ensure_ascii=False)
    return f"{prefix}_{hashlib.sha1(payload.encode('utf-8')).hexdigest()[:16]}"


def merge_ids(*groups: Iterable[str]) -> tuple[str, ...]:
    """Union of id lists, first-seen order kept, no duplicates."""
    seen: dict[str, None] = {}
    for group in groups:
        for item in group:
            seen.setdefault(item, None)
    return tuple(seen)


def _now() -> int:
    return int(time.time())


@dataclass(frozen=True, slots=True)
class Entity:
    """A person, place, organisation, thing or title the user talked about.

    ``relation`` is the relation to the user when it was stated ("sister", "friend", ...).
    ``aliases`` holds every surface form seen (e.g. あかり, あかりちゃん, 妹のあかり).
    """

    id: str
    name: str
    kind: EntityKind = "thing"
    aliases: tuple[str, ...] = ()
    relation: str | None = None
    namespace: str = "default"
    source_ids: tuple[str, ...] = ()
    created_at: int = 0
    updated_at: int = 0

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise ValueError("entity name must be non-empty")
        if self.kind not in _ENTITY_KINDS:
            raise ValueError(f"unknown entity kind {self.kind!r}")


@dataclass(frozen=True, slots=True)
class Fact:
    """A stable statement about an entity (or about the user when ``subject_id`` is None).

    ``confidence`` and ``salience`` are in [0, 1]; ``pinned`` facts are kept first (design
    §memorypack, STABLE_FACTS score).
    """

    id: str
    text: str
    subject_id: str | None = None
    confidence: float = 0.5
    salience: float = 0.5
    pinned: bool = False
    namespace: str = "default"
    source_ids: tuple[str, ...] = ()
    created_at: int = 0
    updated_at: int = 0

    def __post_init__(self) -> None:
        for name in ("confidence", "salience"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"fact {name} must be in [0, 1], got {value}")


@dataclass(frozen=True, slots=True)
class OpenLoop:
    """Something pending: a plan between ``due_start`` and ``due_end`` (inclusive days)."""

    id: str
    text: str
    due_start: date | None = None
    due_end: date | None = None
    entity_ids: tuple[str, ...] = ()
    status: LoopStatus = "open"
    namespace: str = "default"
    source_ids: tuple[str, ...] = ()
    created_at: int = 0
    updated_at: int = 0

    def __post_init__(self) -> None:
        if self.status not in _LOOP_STATUSES:
            raise ValueError(f"unknown loop status {self.status!r}")
        if self.due_start and self.due_end and self.due_end < self.due_start:
            raise ValueError(f"loop {self.id!r} ends ({self.due_end}) before it starts")

    def expired(self, today: date) -> bool:
        """True once the last day of the loop is over."""
        last = self.due_end or self.due_start
        return last is not None and last < today


@dataclass(frozen=True, slots=True)
class Summary:
    """A summary over ``period_start``..``period_end`` for a scope (weekly, a person, a topic)."""

    id: str
    scope: SummaryScope
    text: str
    scope_key: str = ""
    period_start: date | None = None
    period_end: date | None = None
    namespace: str = "default"
    source_ids: tuple[str, ...] = ()
    created_at: int = 0
    updated_at: int = 0

    def __post_init__(self) -> None:
        if self.scope not in _SUMMARY_SCOPES:
            raise ValueError(f"unknown summary scope {self.scope!r}")


@dataclass(frozen=True, slots=True)
class RelationshipState:
    """How the user and a person stand (one row per person entity)."""

    entity_id: str
    state: str
    favorability: float | None = None
    namespace: str = "default"
    source_ids: tuple[str, ...] = ()
    updated_at: int = 0


def year_bucket(year: int | None) -> int | None:
    """Seed 002's ``about_year_bucket``: the first year of the five-year span holding ``year``."""
    return None if year is None else year - year % 5


@dataclass(frozen=True, slots=True)
class EpisodeTime:
    """The time one episode is about (``omoide.agent.understanding.about_time``): a year span, a
    life stage, or both, with the words that said so; ``occurred_at`` is when it was said."""

    episode_id: str
    year_start: int | None
    year_end: int | None
    life_stage: str | None
    evidence: str
    occurred_at: int
    namespace: str = "default"

    @property
    def year_bucket(self) -> int | None:
        """The five-year bucket of ``year_start`` (seed 002's ``about_year_bucket``)."""
        return year_bucket(self.year_start)

    def __post_init__(self) -> None:
        if self.year_start is None and self.life_stage is None:
            raise ValueError(f"episode time of {self.episode_id!r} names neither year nor stage")
        if (self.year_start is None) != (self.year_end is None):
            raise ValueError(f"episode time of {self.episode_id!r}: a year span needs both ends")


@dataclass(frozen=True, slots=True)
class ConsolidationCursor:
    """The last episode consolidated in a namespace: ``(occurred_at, episode_id)``, in the order
    consolidation reads episodes."""

    namespace: str
    occurred_at: int
    episode_id: str
    processed: int = 0
    updated_at: int = 0
    extra: dict[str, str] = field(default_factory=dict)


def close_expired(loops: Sequence[OpenLoop], today: date) -> list[OpenLoop]:
    """The loops with every open loop whose dates are over marked closed (pure, no I/O)."""
    return [
        replace(loop, status="closed") if loop.status == "open" and loop.expired(today) else loop
        for loop in loops
    ]


# -- storage ------------------------------------------------------------------------------

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS entities (
    namespace TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
    aliases TEXT NOT NULL, relation TEXT, source_ids TEXT NOT NULL,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
    PRIMARY KEY (namespace, id)
);
CREATE TABLE IF NOT EXISTS aliases (
    namespace TEXT NOT NULL, alias TEXT NOT NULL, entity_id TEXT NOT NULL,
    PRIMARY KEY (namespace, alias, entity_id)
);
-- Which episodes mention which entity, both ways (entity expansion reads it by entity).
CREATE TABLE IF NOT EXISTS entity_episodes (
    namespace TEXT NOT NULL, entity_id TEXT NOT NULL, episode_id TEXT NOT NULL,
    PRIMARY KEY (namespace, entity_id, episode_id)
);
CREATE INDEX IF NOT EXISTS entity_episodes_by_episode
    ON entity_episodes (namespace, episode_id);
CREATE TABLE IF NOT EXISTS facts (
    namespace TEXT NOT NULL, id TEXT NOT NULL, subject_id TEXT, text TEXT NOT NULL,
    confidence REAL NOT NULL, salience REAL NOT NULL, pinned INTEGER NOT NULL,
    source_ids TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
    PRIMARY KEY (namespace, id)
);
CREATE INDEX IF NOT EXISTS facts_by_subject ON facts (namespace, subject_id);
CREATE TABLE IF NOT EXISTS open_loops (
    namespace TEXT NOT NULL, id TEXT NOT NULL, text TEXT NOT NULL,
    due_start TEXT, due_end TEXT, entity_ids TEXT NOT NULL, status TEXT NOT NULL,
    source_ids TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
    PRIMARY KEY (namespace, id)
);
CREATE INDEX IF NOT EXISTS loops_by_due ON open_loops (namespace, status, due_end);
CREATE TABLE IF NOT EXISTS summaries (
    namespace TEXT NOT NULL, id TEXT NOT NULL, scope TEXT NOT NULL, scope_key TEXT NOT NULL,
    period_start TEXT, period_end TEXT, text TEXT NOT NULL, source_ids TEXT NOT NULL,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
    PRIMARY KEY (namespace, id)
);
CREATE INDEX IF NOT EXISTS summaries_by_scope
    ON summaries (namespace, scope, scope_key, period_end);
CREATE TABLE IF NOT EXISTS relationship_state (
    namespace TEXT NOT NULL, entity_id TEXT NOT NULL, state TEXT NOT NULL, favorability REAL,
    source_ids TEXT NOT NULL, updated_at INTEGER NOT NULL,
    PRIMARY KEY (namespace, entity_id)
);
-- What time each episode is about (seed 002: about_year_start/end, life_stage), when it says.
CREATE TABLE IF NOT EXISTS episode_times (
    namespace TEXT NOT NULL, episode_id TEXT NOT NULL, year_start INTEGER, year_end INTEGER,
    life_stage TEXT, evidence TEXT NOT NULL, occurred_at INTEGER NOT NULL,
    PRIMARY KEY (namespace, episode_id)
);
CREATE INDEX IF NOT EXISTS episode_times_by_stage ON episode_times (namespace, life_stage);
CREATE INDEX IF NOT EXISTS episode_times_by_year ON episode_times (namespace, year_start);
CREATE TABLE IF NOT EXISTS cursors (
    namespace TEXT PRIMARY KEY, occurred_at INTEGER NOT NULL, episode_id TEXT NOT NULL,
    processed INTEGER NOT NULL, extra TEXT NOT NULL, updated_at INTEGER NOT NULL
);
"""

_T = TypeVar("_T")
_R = TypeVar("_R", bound="DataclassInstance")

# Every table's key columns and its other columns, in the order rows are written and read back
# by snapshot(): the upserts and the snapshot are built from it, for both backends.
_COLUMNS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    table: (tuple(key.split()), tuple(rest.split()))
    for table, key, rest in (
        ("entities", "namespace id", "name kind aliases relation source_ids created_at updated_at"),
        ("aliases", "namespace alias entity_id", ""),
        ("entity_episodes", "namespace entity_id episode_id", ""),
        (
            "facts",
            "namespace id",
            "subject_id text confidence salience pinned source_ids created_at updated_at",
        ),
        (
            "open_loops",
            "namespace id",
            "text due_start due_end entity_ids status source_ids created_at updated_at",
        ),
        (
            "summaries",
            "namespace id",
            "scope scope_key period_start period_end text source_ids created_at updated_at",
        ),
        ("relationship_state", "namespace entity_id", "state favorability source_ids updated_at"),
        (
            "episode_times",
            "namespace episode_id",
            "year_start year_end life_stage evidence occurred_at",
        ),
        ("cursors", "namespace", "occurred_at episode_id processed extra updated_at"),
    )
}


def _upsert_sql(table: str) -> str:
    """``INSERT ... ON CONFLICT (key) DO UPDATE / NOTHING``: what SQLite (3.24+) and
    PostgreSQL both run, where SQLite alone knew ``INSERT OR REPLACE / IGNORE``."""
    key, rest = _COLUMNS[table]
    columns = key + rest
    sql = (
        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({','.join('?' * len(columns))}) "
        f"ON CONFLICT ({', '.join(key)}) DO "
    )
    if not rest:
        return sql + "NOTHING"
    return sql + "UPDATE SET " + ", ".join(f"{c} = excluded.{c}" for c in rest)


_UPSERT = {table: _upsert_sql(table) for table in _COLUMNS}

# A namespace's derived rows as stored (DerivedMemory.snapshot): table -> rows in _COLUMNS order;
# the key "meta" holds the namespace's own meta rows (its birth year).
Snapshot = dict[str, list[tuple[Any, ...]]]


class DerivedConn(Protocol):
    """What ``transaction()`` yields and every ``conn=`` argument takes: a connection that runs
    SQL with ``?`` placeholders (a ``sqlite3.Connection``, or a PostgreSQL one behind the same
    two methods). Pass it back to the store's methods; it is not meant for SQL of your own."""

    def execute(self, sql: str, parameters: Any = ..., /) -> Any: ...

    def executemany(self, sql: str, parameters: Any, /) -> Any: ...


def _ids(raw: Any) -> tuple[str, ...]:
    return tuple(str(x) for x in json.loads(str(raw)))


def _dump(ids: Iterable[str]) -> str:
    return json.dumps(list(ids), ensure_ascii=False)


def _day(raw: Any) -> date | None:
    return None if raw is None else date.fromisoformat(str(raw))


def _iso(day: date | None) -> str | None:
    return None if day is None else day.isoformat()


def _marks(values: Sequence[Any]) -> str:
    return ",".join("?" * len(values))


def _without_nul(record: _R) -> _R:
    """``record`` with every NUL character (``\\x00``) left out of its text: PostgreSQL's text
    cannot hold one, so both backends drop it alike. Derived text is rebuilt from episodes,
    which refuse NUL; a model's stray one must not stop consolidation."""
    changes: dict[str, Any] = {}
    for f in fields(record):
        value = getattr(record, f.name)
        if isinstance(value, str) and "\x00" in value:
            changes[f.name] = value.replace("\x00", "")
        elif isinstance(value, tuple) and any(isinstance(v, str) and "\x00" in v for v in value):
            changes[f.name] = tuple(v.replace("\x00", "") for v in value)
    return replace(record, **changes) if changes else record


def _file_identity(path: Path) -> tuple[int, int] | None:
    """(device, inode) of the file at ``path``, or None when there is none."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return (st.st_dev, st.st_ino)


class DerivedMemory(ABC):
    """The derived-memory records of a store, whatever holds them: :class:`DerivedStore` (the
    SQLite file beside a folder store) or ``omoide.memory_store.pg.derived.PgDerivedStore``
    (tables in a PostgreSQL store's schema). One body of SQL serves both; a backend gives the
    connection, the transaction and the namespace lock (:meth:`open_derived` picks one).

    Every method takes the namespace from the record or a keyword argument. Writes without a
    ``conn`` are a transaction of their own; inside :meth:`transaction`, pass its ``conn`` so the
    batch commits (or rolls back) as one, and the reads of that thread see its writes.
    """

    #: Names the store in this process's caches (the read path's alias index).
    cache_key: str
    #: The table of store-wide values (schema version, birth years, entity generations).
    _meta = "meta"

    # -- what a backend provides ----------------------------------------------------------
    @abstractmethod
    def transaction(self, *, namespace: str | None = None) -> AbstractContextManager[DerivedConn]:
        """One atomic write: the records and the cursor of a batch commit together. Name the
        ``namespace`` the batch writes when you know it: writers of other namespaces then need
        not wait (PostgreSQL; SQLite has one writer at a time anyway)."""

    @abstractmethod
    def _rows(
        self, sql: str, args: Sequence[Any] = (), conn: DerivedConn | None = None
    ) -> list[tuple[Any, ...]]:
        """Every row of a query, on ``conn``, or on this thread's open transaction, or else
        on a connection of the store's own."""

    @abstractmethod
    def close(self) -> None:
        """Let go of every connection."""

    @abstractmethod
    def consolidation_lock(
        self, namespace: str, *, blocking: bool = False
    ) -> AbstractContextManager[bool]:
        """Consolidation is single-flight per namespace: yields True while this caller holds
        the namespace's lock, False at once when another holds it (``blocking``: wait)."""

    # -- shared plumbing ------------------------------------------------------------------
    def _first(
        self, sql: str, args: Sequence[Any] = (), conn: DerivedConn | None = None
    ) -> tuple[Any, ...] | None:
        rows = self._rows(sql, args, conn)
        return rows[0] if rows else None

    @staticmethod
    def _write(conn: DerivedConn, table: str, *rows: Sequence[Any]) -> None:
        """Upsert rows (in ``_COLUMNS`` order)."""
        if len(rows) == 1:
            conn.execute(_UPSERT[table], rows[0])
        elif rows:
            conn.executemany(_UPSERT[table], rows)

    def _meta_value(self, key: str, conn: DerivedConn | None = None) -> str | None:
        row = self._first(f"SELECT value FROM {self._meta} WHERE key = ?", (key,), conn)
        return None if row is None else str(row[0])

    def _set_meta(self, conn: DerivedConn, key: str, value: str) -> None:
        conn.execute(
            f"INSERT INTO {self._meta} (key, value) VALUES (?, ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    def schema_version(self) -> int:
        return int(self._meta_value("schema_version") or 0)

    # -- entities -------------------------------------------------------------------------
    def upsert_entity(self, entity: Entity, *, conn: DerivedConn | None = None) -> Entity:
        """Insert or merge: aliases and source ids are unioned; a stated relation is kept
        unless a new one is stated; the kind is upgraded from "thing" to something specific."""
        if conn is None:
            with self.transaction(namespace=entity.namespace) as c:
                return self.upsert_entity(entity, conn=c)
        entity = _without_nul(entity)
        ns = entity.namespace
        now = entity.updated_at or _now()
        old = self.get_entity(entity.id, namespace=ns, conn=conn)
        # Only new links are written: an entity in thousands of episodes stays one cheap upsert.
        linked = set(old.source_ids) if old is not None else set()
        new_links = [ep for ep in dict.fromkeys(entity.source_ids) if ep not in linked]
        if old is not None:
            entity = replace(
                entity,
                name=old.name,
                kind=entity.kind if old.kind == "thing" else old.kind,
                aliases=merge_ids(old.aliases, (entity.name,), entity.aliases),
                relation=entity.relation or old.relation,
                source_ids=merge_ids(old.source_ids, entity.source_ids),
                created_at=old.created_at,
                updated_at=now,
            )
        else:
            entity = replace(
                entity,
                aliases=merge_ids((entity.name,), entity.aliases),
                created_at=entity.created_at or now,
                updated_at=now,
            )
        self._write(
            conn,
            "entities",
            (
                ns,
                entity.id,
                entity.name,
                entity.kind,
                _dump(entity.aliases),
                entity.relation,
                _dump(entity.source_ids),
                entity.created_at,
                entity.updated_at,
            ),
        )
        self._write(conn, "aliases", *[(ns, a, entity.id) for a in entity.aliases])
        self._write(conn, "entity_episodes", *[(ns, entity.id, ep) for ep in new_links])
        self._bump_entities(conn, ns)
        return entity

    def _bump_entities(self, conn: DerivedConn, namespace: str) -> None:
        # The read path caches each namespace's alias table until this counter moves.
        conn.execute(
            f"INSERT INTO {self._meta} (key, value) VALUES (?, '1') ON CONFLICT (key) DO UPDATE "
            f"SET value = CAST(CAST({self._meta}.value AS BIGINT) + 1 AS TEXT)",
            (f"entity_generation:{namespace}",),
        )

    def get_entity(
        self, entity_id: str, *, namespace: str = "default", conn: DerivedConn | None = None
    ) -> Entity | None:
        row = self._first(
            "SELECT id, name, kind, aliases, relation, source_ids, created_at, updated_at "
            "FROM entities WHERE namespace = ? AND id = ?",
            (namespace, entity_id),
            conn,
        )
        return None if row is None else self._entity(row, namespace)

    @staticmethod
    def _entity(row: Sequence[Any], namespace: str) -> Entity:
        id_, name, kind, aliases, relation, sources, created, updated = row
        return Entity(
            id=str(id_),
            name=str(name),
            kind=kind,
            aliases=_ids(aliases),
            relation=None if relation is None else str(relation),
            namespace=namespace,
            source_ids=_ids(sources),
            created_at=int(created),
            updated_at=int(updated),
        )

    def entities(self, *, namespace: str = "default") -> list[Entity]:
        rows = self._rows(
            "SELECT id, name, kind, aliases, relation, source_ids, created_at, updated_at "
            "FROM entities WHERE namespace = ? ORDER BY created_at, id",
            (namespace,),
        )
        return [self._entity(r, namespace) for r in rows]

    def alias_table(self, *, namespace: str = "default") -> list[tuple[str, str]]:
        """Every (alias, entity id) pair of the namespace."""
        rows = self._rows(
            "SELECT alias, entity_id FROM aliases WHERE namespace = ? ORDER BY alias, entity_id",
            (namespace,),
        )
        return [(str(a), str(e)) for a, e in rows]

    def entity_version(self, *, namespace: str = "default") -> int:
        """A counter that moves whenever the namespace's entities or aliases change (one
        primary-key read): the read path rebuilds its cached alias index only when it does."""
        return int(self._meta_value(f"entity_generation:{namespace}") or 0)

    def episodes_for(
        self, entity_ids: Sequence[str], *, namespace: str = "default"
    ) -> dict[str, list[str]]:
        """Episode ids mentioning each entity (entity expansion, design §plan ``ex``)."""
        out: dict[str, list[str]] = {e: [] for e in entity_ids}
        if not entity_ids:
            return out
        rows = self._rows(
            "SELECT entity_id, episode_id FROM entity_episodes WHERE namespace = ? AND "
            f"entity_id IN ({_marks(entity_ids)}) ORDER BY entity_id, episode_id",
            (namespace, *entity_ids),
        )
        for entity_id, episode_id in rows:
            out[str(entity_id)].append(str(episode_id))
        return out

    def entities_in(self, episode_id: str, *, namespace: str = "default") -> list[str]:
        """Ids of the entities an episode mentions."""
        rows = self._rows(
            "SELECT entity_id FROM entity_episodes WHERE namespace = ? AND episode_id = ? "
            "ORDER BY entity_id",
            (namespace, episode_id),
        )
        return [str(r[0]) for r in rows]

    def entities_in_many(
        self, episode_ids: Sequence[str], *, namespace: str = "default"
    ) -> dict[str, list[str]]:
        """:meth:`entities_in` for many episodes in one query (consolidation's summaries)."""
        out: dict[str, list[str]] = {e: [] for e in episode_ids}
        ids = list(out)
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            rows = self._rows(
                "SELECT episode_id, entity_id FROM entity_episodes WHERE namespace = ? AND "
                f"episode_id IN ({_marks(chunk)}) ORDER BY episode_id, entity_id",
                (namespace, *chunk),
            )
            for episode_id, entity_id in rows:
                out[str(episode_id)].append(str(entity_id))
        return out

    # -- facts ----------------------------------------------------------------------------
    def upsert_fact(self, fact: Fact, *, conn: DerivedConn | None = None) -> Fact:
        """Insert or merge by id: sources unioned, the higher confidence kept, pin kept."""
        if conn is None:
            with self.transaction(namespace=fact.namespace) as c:
                return self.upsert_fact(fact, conn=c)
        fact = _without_nul(fact)
        now = fact.updated_at or _now()
        old = self._one(self.facts(namespace=fact.namespace, ids=[fact.id], conn=conn))
        if old is not None:
            fact = replace(
                fact,
                confidence=max(old.confidence, fact.confidence),
                salience=max(old.salience, fact.salience),
                pinned=old.pinned or fact.pinned,
                source_ids=merge_ids(old.source_ids, fact.source_ids),
                created_at=old.created_at,
                updated_at=now,
            )
        else:
            fact = replace(fact, created_at=fact.created_at or now, updated_at=now)
        self._write(
            conn,
            "facts",
            (
                fact.namespace,
                fact.id,
                fact.subject_id,
                fact.text,
                fact.confidence,
                fact.salience,
                fact.pinned,  # a bool: SQLite keeps 1/0, PostgreSQL a boolean
                _dump(fact.source_ids),
                fact.created_at,
                fact.updated_at,
            ),
        )
        return fact

    def set_pinned(self, fact_id: str, pinned: bool, *, namespace: str = "default") -> bool:
        """Pin or unpin a fact; False if there is no such fact."""
        with self.transaction(namespace=namespace) as conn:
            cur = conn.execute(
                "UPDATE facts SET pinned = ?, updated_at = ? WHERE namespace = ? AND id = ?",
                (bool(pinned), _now(), namespace, fact_id),
            )
            return int(cur.rowcount) > 0

    def facts(
        self,
        *,
        namespace: str = "default",
        subject_ids: Sequence[str] | None = None,
        ids: Sequence[str] | None = None,
        conn: DerivedConn | None = None,
    ) -> list[Fact]:
        sql = (
            "SELECT id, subject_id, text, confidence, salience, pinned, source_ids, created_at, "
            "updated_at FROM facts WHERE namespace = ?"
        )
        args: list[Any] = [namespace]
        for column, values in (("subject_id", subject_ids), ("id", ids)):
            if values is not None:
                if not values:
                    return []
                sql += f" AND {column} IN ({_marks(values)})"
                args.extend(values)
        return [
            Fact(
                id=str(r[0]),
                subject_id=None if r[1] is None else str(r[1]),
                text=str(r[2]),
                confidence=float(r[3]),
                salience=float(r[4]),
                pinned=bool(r[5]),
                namespace=namespace,
                source_ids=_ids(r[6]),
                created_at=int(r[7]),
                updated_at=int(r[8]),
            )
            for r in self._rows(sql + " ORDER BY created_at, id", args, conn)
        ]

    # -- open loops -----------------------------------------------------------------------
    def upsert_loop(self, loop: OpenLoop, *, conn: DerivedConn | None = None) -> OpenLoop:
        """Insert or merge by id: sources and entities unioned; a closed loop stays closed."""
        if conn is None:
            with self.transaction(namespace=loop.namespace) as c:
                return self.upsert_loop(loop, conn=c)
        loop = _without_nul(loop)
        now = loop.updated_at or _now()
        old = self._one(self.loops(namespace=loop.namespace, ids=[loop.id], conn=conn))
        if old is not None:
            loop = replace(
                loop,
                entity_ids=merge_ids(old.entity_ids, loop.entity_ids),
                status="closed" if "closed" in (old.status, loop.status) else "open",
                source_ids=merge_ids(old.source_ids, loop.source_ids),
                created_at=old.created_at,
                updated_at=now,
            )
        else:
            loop = replace(loop, created_at=loop.created_at or now, updated_at=now)
        self._write(
            conn,
            "open_loops",
            (
                loop.namespace,
                loop.id,
                loop.text,
                _iso(loop.due_start),
                _iso(loop.due_end),
                _dump(loop.entity_ids),
                loop.status,
                _dump(loop.source_ids),
                loop.created_at,
                loop.updated_at,
            ),
        )
        return loop

    def loops(
        self,
        *,
        namespace: str = "default",
        status: LoopStatus | None = None,
        ids: Sequence[str] | None = None,
        conn: DerivedConn | None = None,
    ) -> list[OpenLoop]:
        """Loops by due date (undated last)."""
        sql = (
            "SELECT id, text, due_start, due_end, entity_ids, status, source_ids, created_at, "
            "updated_at FROM open_loops WHERE namespace = ?"
        )
        args: list[Any] = [namespace]
        if status is not None:
            sql += " AND status = ?"
            args.append(status)
        if ids is not None:
            if not ids:
                return []
            sql += f" AND id IN ({_marks(ids)})"
            args.extend(ids)
        # NULLS FIRST is SQLite's own order, spelt out for PostgreSQL (which puts them last).
        sql += " ORDER BY due_start IS NULL, due_start, due_end NULLS FIRST, id"
        return [
            OpenLoop(
                id=str(r[0]),
                text=str(r[1]),
                due_start=_day(r[2]),
                due_end=_day(r[3]),
                entity_ids=_ids(r[4]),
                status=r[5],
                namespace=namespace,
                source_ids=_ids(r[6]),
                created_at=int(r[7]),
                updated_at=int(r[8]),
            )
            for r in self._rows(sql, args, conn)
        ]

    def close_expired_loops(self, today: date, *, namespace: str = "default") -> int:
        """Close every open loop whose last day is before ``today``; returns how many."""
        with self.transaction(namespace=namespace) as conn:
            cur = conn.execute(
                "UPDATE open_loops SET status = 'closed', updated_at = ? WHERE namespace = ? "
                "AND status = 'open' AND COALESCE(due_end, due_start) < ?",
                (_now(), namespace, today.isoformat()),
            )
            return int(cur.rowcount)

    # -- summaries ------------------------------------------------------------------------
    def upsert_summary(self, summary: Summary, *, conn: DerivedConn | None = None) -> Summary:
        """Insert or replace by id (a newer summary of the same period supersedes the old)."""
        if conn is None:
            with self.transaction(namespace=summary.namespace) as c:
                return self.upsert_summary(summary, conn=c)
        summary = _without_nul(summary)
        now = summary.updated_at or _now()
        old = self._one(self.summaries(namespace=summary.namespace, ids=[summary.id], conn=conn))
        summary = replace(
            summary,
            source_ids=merge_ids(old.source_ids if old else (), summary.source_ids),
            created_at=old.created_at if old else (summary.created_at or now),
            updated_at=now,
        )
        self._write(
            conn,
            "summaries",
            (
                summary.namespace,
                summary.id,
                summary.scope,
                summary.scope_key,
                _iso(summary.period_start),
                _iso(summary.period_end),
                summary.text,
                _dump(summary.source_ids),
                summary.created_at,
                summary.updated_at,
            ),
        )
        return summary

    def summaries(
        self,
        *,
        namespace: str = "default",
        scope: SummaryScope | None = None,
        scope_key: str | None = None,
        ids: Sequence[str] | None = None,
        conn: DerivedConn | None = None,
    ) -> list[Summary]:
        """Summaries, latest period first."""
        sql = (
            "SELECT id, scope, scope_key, period_start, period_end, text, source_ids, "
            "created_at, updated_at FROM summaries WHERE namespace = ?"
        )
        args: list[Any] = [namespace]
        for column, value in (("scope", scope), ("scope_key", scope_key)):
            if value is not None:
                sql += f" AND {column} = ?"
                args.append(value)
        if ids is not None:
            if not ids:
                return []
            sql += f" AND id IN ({_marks(ids)})"
            args.extend(ids)
        sql += " ORDER BY period_end IS NULL, period_end DESC, id"
        return [
            Summary(
                id=str(r[0]),
                scope=r[1],
                scope_key=str(r[2]),
                period_start=_day(r[3]),
                period_end=_day(r[4]),
                text=str(r[5]),
                namespace=namespace,
                source_ids=_ids(r[6]),
                created_at=int(r[7]),
                updated_at=int(r[8]),
            )
            for r in self._rows(sql, args, conn)
        ]

    # -- relationship state ---------------------------------------------------------------
    def upsert_relationship(
        self, state: RelationshipState, *, conn: DerivedConn | None = None
    ) -> RelationshipState:
        """One row per person: the latest state wins, sources accumulate; a missing
        favorability keeps the previous one."""
        if conn is None:
            with self.transaction(namespace=state.namespace) as c:
                return self.upsert_relationship(state, conn=c)
        state = _without_nul(state)
        old = self.relationship(state.entity_id, namespace=state.namespace, conn=conn)
        state = replace(
            state,
            favorability=state.favorability
            if state.favorability is not None
            else (old.favorability if old else None),
            source_ids=merge_ids(old.source_ids if old else (), state.source_ids),
            updated_at=state.updated_at or _now(),
        )
        self._write(
            conn,
            "relationship_state",
            (
                state.namespace,
                state.entity_id,
                state.state,
                state.favorability,
                _dump(state.source_ids),
                state.updated_at,
            ),
        )
        return state

    def relationship(
        self, entity_id: str, *, namespace: str = "default", conn: DerivedConn | None = None
    ) -> RelationshipState | None:
        row = self._first(
            "SELECT state, favorability, source_ids, updated_at FROM relationship_state "
            "WHERE namespace = ? AND entity_id = ?",
            (namespace, entity_id),
            conn,
        )
        if row is None:
            return None
        return RelationshipState(
            entity_id=entity_id,
            state=str(row[0]),
            favorability=None if row[1] is None else float(row[1]),
            namespace=namespace,
            source_ids=_ids(row[2]),
            updated_at=int(row[3]),
        )

    # -- the user's birth year (turns school years and ages into years) ----------------------
    def birth_year(self, *, namespace: str = "default") -> int | None:
        """The birth year the user stated, if consolidation read one."""
        value = self._meta_value(f"birth_year:{namespace}")
        return None if value is None else int(value)

    def set_birth_year(
        self, year: int, *, namespace: str = "default", conn: DerivedConn | None = None
    ) -> None:
        if conn is None:
            with self.transaction(namespace=namespace) as c:
                self.set_birth_year(year, namespace=namespace, conn=c)
            return
        self._set_meta(conn, f"birth_year:{namespace}", str(int(year)))

    def entity_corrections(self, *, namespace: str = "default") -> str | None:
        """The user's corrections to entities (JSON, ``agent.consolidation.corrections``): kept
        across ``reset``, so a rebuild respects them."""
        return self._meta_value(f"entity_corrections:{namespace}")

    def set_entity_corrections(self, value: str, *, namespace: str = "default") -> None:
        with self.transaction(namespace=namespace) as conn:
            self._set_meta(conn, f"entity_corrections:{namespace}", value)

    # -- episode times ---------------------------------------------------------------------
    def upsert_episode_time(self, time: EpisodeTime, *, conn: DerivedConn | None = None) -> None:
        """Store (or replace) what time an episode is about."""
        if conn is None:
            with self.transaction(namespace=time.namespace) as c:
                self.upsert_episode_time(time, conn=c)
            return
        time = _without_nul(time)
        self._write(
            conn,
            "episode_times",
            (
                time.namespace,
                time.episode_id,
                time.year_start,
                time.year_end,
                time.life_stage,
                time.evidence,
                time.occurred_at,
            ),
        )

    def episode_times(
        self, episode_ids: Iterable[str], *, namespace: str = "default"
    ) -> dict[str, EpisodeTime]:
        """The stored times of these episodes (those with none are left out)."""
        ids = list(dict.fromkeys(episode_ids))
        out: dict[str, EpisodeTime] = {}
        for at in range(0, len(ids), 500):
            chunk = ids[at : at + 500]
            for row in self._rows(
                "SELECT episode_id, year_start, year_end, life_stage, evidence, occurred_at "
                f"FROM episode_times WHERE namespace = ? AND episode_id IN ({_marks(chunk)})",
                (namespace, *chunk),
            ):
                out[row[0]] = self._episode_time(row, namespace)
        return out

    def episodes_about(
        self,
        *,
        year_start: int | None = None,
        year_end: int | None = None,
        life_stage: str | None = None,
        any_stage: bool = False,
        limit: int = 50,
        namespace: str = "default",
    ) -> list[EpisodeTime]:
        """Episodes about a year span (overlapping it) or a life stage (either matches; with
        ``any_stage``, every episode about some life stage), the most recently said first.
        Nothing asked, nothing returned."""
        where: list[str] = []
        args: list[Any] = [namespace]
        if any_stage:
            where.append("life_stage IS NOT NULL")
        if year_start is not None or year_end is not None:
            lo = year_start if year_start is not None else year_end
            hi = year_end if year_end is not None else year_start
            where.append("(year_start <= ? AND year_end >= ?)")
            args += [hi, lo]
        if life_stage is not None:
            where.append("life_stage = ?")
            args.append(life_stage)
        if not where or limit <= 0:
            return []
        rows = self._rows(
            "SELECT episode_id, year_start, year_end, life_stage, evidence, occurred_at "
            f"FROM episode_times WHERE namespace = ? AND ({' OR '.join(where)}) "
            "ORDER BY occurred_at DESC, episode_id LIMIT ?",
            (*args, limit),
        )
        return [self._episode_time(row, namespace) for row in rows]

    @staticmethod
    def _episode_time(row: Sequence[Any], namespace: str) -> EpisodeTime:
        episode_id, year_start, year_end, life_stage, evidence, occurred_at = row
        return EpisodeTime(
            str(episode_id),
            None if year_start is None else int(year_start),
            None if year_end is None else int(year_end),
            None if life_stage is None else str(life_stage),
            str(evidence),
            int(occurred_at),
            namespace=namespace,
        )

    # -- cursor ---------------------------------------------------------------------------
    def cursor(self, *, namespace: str = "default") -> ConsolidationCursor | None:
        """Where the last consolidation of ``namespace`` stopped (None: never run)."""
        row = self._first(
            "SELECT occurred_at, episode_id, processed, extra, updated_at FROM cursors "
            "WHERE namespace = ?",
            (namespace,),
        )
        if row is None:
            return None
        return ConsolidationCursor(
            namespace=namespace,
            occurred_at=int(row[0]),
            episode_id=str(row[1]),
            processed=int(row[2]),
            extra={str(k): str(v) for k, v in json.loads(str(row[3])).items()},
            updated_at=int(row[4]),
        )

    def set_cursor(self, cursor: ConsolidationCursor, *, conn: DerivedConn | None = None) -> None:
        """Advance the cursor; inside ``transaction()`` it commits with the batch's records, so
        a crash never leaves the cursor ahead of what was written."""
        if conn is None:
            with self.transaction(namespace=cursor.namespace) as c:
                self.set_cursor(cursor, conn=c)
            return
        cursor = _without_nul(cursor)
        self._write(
            conn,
            "cursors",
            (
                cursor.namespace,
                cursor.occurred_at,
                cursor.episode_id,
                cursor.processed,
                json.dumps(cursor.extra, ensure_ascii=False, sort_keys=True),
                cursor.updated_at or _now(),
            ),
        )

    # -- removal ----------------------------------------------------------------------------
    def forget_episodes(self, episode_ids: Iterable[str], *, namespace: str = "default") -> int:
        """Drop what is kept per episode for episodes deleted for good (their entity links and
        episode times); returns how many rows went. Records that list such an episode among
        their sources stay until the next ``consolidate --reset`` (the read path leaves out
        what has no shown source)."""
        ids = list(dict.fromkeys(episode_ids))
        gone = 0
        with self.transaction(namespace=namespace) as conn:
            for at in range(0, len(ids), 500):
                chunk = ids[at : at + 500]
                for table in ("entity_episodes", "episode_times"):
                    cur = conn.execute(
                        f"DELETE FROM {table} WHERE namespace = ? AND episode_id IN "
                        f"({_marks(chunk)})",
                        (namespace, *chunk),
                    )
                    gone += int(cur.rowcount)
        return gone

    def reset(self, *, namespace: str = "default") -> None:
        """Forget everything derived for ``namespace`` (the episodes are untouched)."""
        with self.transaction(namespace=namespace) as conn:
            for table in (*DERIVED_TABLES, "cursors"):
                conn.execute(f"DELETE FROM {table} WHERE namespace = ?", (namespace,))
            conn.execute(f"DELETE FROM {self._meta} WHERE key = ?", (f"birth_year:{namespace}",))
            self._bump_entities(conn, namespace)

    def snapshot(self, *, namespace: str = "default") -> Snapshot:
        """Every derived row of ``namespace`` (its cursor and birth year too), read in one
        transaction, in key order: what :meth:`restore` puts back (a rebuild that fails)."""
        out: Snapshot = {}
        with self.transaction(namespace=namespace) as conn:
            for table, (key, rest) in _COLUMNS.items():
                rows = self._rows(
                    f"SELECT {', '.join(key + rest)} FROM {table} WHERE namespace = ? "
                    f"ORDER BY {', '.join(key)}",
                    (namespace,),
                    conn,
                )
                if "pinned" in rest:  # SQLite's 1/0 as the bool it means: a snapshot of
                    at = (key + rest).index("pinned")  # one backend restores on the other
                    rows = [(*r[:at], bool(r[at]), *r[at + 1 :]) for r in rows]
                out[table] = rows
            out["meta"] = self._rows(
                f"SELECT key, value FROM {self._meta} WHERE key = ?",
                (f"birth_year:{namespace}",),
                conn,
            )
        return out

    def restore(self, saved: Snapshot, *, namespace: str = "default") -> None:
        """Put a :meth:`snapshot` back in one transaction: what was written since is dropped.
        The entity generation moves, so cached alias indexes see the entities change back."""
        with self.transaction(namespace=namespace) as conn:
            for table in _COLUMNS:
                conn.execute(f"DELETE FROM {table} WHERE namespace = ?", (namespace,))
                self._write(conn, table, *saved.get(table, []))
            conn.execute(f"DELETE FROM {self._meta} WHERE key = ?", (f"birth_year:{namespace}",))
            for key, value in saved.get("meta", []):
                self._set_meta(conn, str(key), str(value))
            self._bump_entities(conn, namespace)

    def counts(self, *, namespace: str = "default") -> dict[str, int]:
        """Rows per table for ``namespace``."""
        return {
            table: int(
                self._rows(f"SELECT COUNT(*) FROM {table} WHERE namespace = ?", (namespace,))[0][0]
            )
            for table in DERIVED_TABLES
        }

    @staticmethod
    def _one(items: list[_T]) -> _T | None:
        return items[0] if items else None


# Which consolidations are running in this process, per SQLite file and namespace.
_process_locks: dict[tuple[str, str], threading.Lock] = {}
_process_locks_guard = threading.Lock()


class DerivedStore(DerivedMemory):
    """The derived-memory tables of one store directory (thread-safe, WAL).

    Open with the store's directory (``DerivedStore(store.path)``) or a file path ending in
    ``.sqlite3``. Every method takes the namespace from the record or a keyword argument.
    """

    def __init__(self, path: str | Path) -> None:
        p = Path(path)
        # A store folder may itself be named "*.sqlite3": a folder is always a folder.
        self.path = p if p.suffix == ".sqlite3" and not p.is_dir() else p / DERIVED_FILE
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.cache_key = str(self.path)
        self._lock = threading.RLock()
        self._open()

    def _open(self) -> None:
        """Connect to the file and make sure its schema is there; remember which file it is."""
        self._conns = ThreadConnections(partial(connect_wal, self.path))
        try:
            conn = self._conns.get()
            with self._lock:
                conn.executescript(_SCHEMA)
            row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
            if row is None:
                conn.execute(
                    "INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', ?)",
                    (str(DERIVED_SCHEMA_VERSION),),
                )
            elif int(row[0]) > DERIVED_SCHEMA_VERSION:
                raise StoreError(
                    f"{self.path}: derived schema version {row[0]} is newer than this omoide "
                    f"understands ({DERIVED_SCHEMA_VERSION}); upgrade omoide"
                )
        except sqlite3.DatabaseError as exc:
            self.close()
            raise StoreError(
                f"{self.path}: not a readable derived-memory database ({exc})"
            ) from exc
        except BaseException:
            self.close()
            raise
        self._file = _file_identity(self.path)

    # -- plumbing -------------------------------------------------------------------------
    def _conn(self) -> sqlite3.Connection:
        if _file_identity(self.path) != self._file:
            self._reopen()
        return self._conns.get()

    def _reopen(self) -> None:
        """The file was deleted or replaced under this process (by hand, or another process
        swapped a rebuilt memory in): connections to the old inode would read and write a file
        nobody sees again, lost at exit. Follow the path instead (RELIABILITY 26.10)."""
        with self._lock:
            if _file_identity(self.path) == self._file:
                return
            log.warning(
                "%s was deleted or replaced while open; reopened it (a deleted derived memory "
                "is rebuilt by the next `omoide consolidate`)",
                self.path,
            )
            self._conns.close()
            self._open()

    def _rows(
        self, sql: str, args: Sequence[Any] = (), conn: DerivedConn | None = None
    ) -> list[tuple[Any, ...]]:
        # A thread's connection is its transaction's: a read without ``conn`` sees its writes.
        return list((conn or self._conn()).execute(sql, args).fetchall())

    @contextmanager
    def transaction(self, *, namespace: str | None = None) -> Iterator[sqlite3.Connection]:
        """One atomic write: the records and the cursor of a batch commit together (one
        writer at a time: ``BEGIN IMMEDIATE`` takes the file's write lock)."""
        with write_transaction(self._conn(), self._lock) as conn:
            yield conn

    @contextmanager
    def consolidation_lock(self, namespace: str, *, blocking: bool = False) -> Iterator[bool]:
        """One consolidation per file and namespace in this process at a time (another process
        is caught by the cursor's compare-and-set at commit: ``BEGIN IMMEDIATE`` makes the
        check and the write one step)."""
        with _process_locks_guard:
            lock = _process_locks.setdefault(
                (str(self.path.resolve()), namespace), threading.Lock()
            )
        got = lock.acquire(blocking=blocking)
        try:
            yield got
        finally:
            if got:
                lock.release()

    def close(self) -> None:
        """Close every connection this store opened, in any thread."""
        self._conns.close()


# -- which store: asked of its backend (backends/) ---------------------------------------------


def has_derived(where: Any) -> bool:
    """Whether the store (a ``MemoryStore``, a folder or a store URL) has derived memory to
    read, without creating any: a folder's ``derived.sqlite3`` exists, a PostgreSQL store's
    derived tables do (both are made by the first :func:`open_derived`)."""
    return open_backend(location_of(where)).has_derived()


def open_derived(where: Any) -> DerivedMemory:
    """The derived memory of a store (a ``MemoryStore``, a folder or a store URL), from its
    backend: :class:`DerivedStore` on the folder's file, or ``PgDerivedStore`` on the URL's
    schema (the process's pool for that URL, released by ``close()``). Creates its tables if
    need be."""
    return open_backend(location_of(where)).open_derived()
