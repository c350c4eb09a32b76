"""SQLite (WAL) source of truth: episodes, store metadata and retrieval runs.

The keyword and vector indexes are derived from this database and can always be rebuilt from
it. Each episode row carries ``vector_state`` (0 = not yet in Chroma, 1 = indexed) so an
ingest that dies between the SQLite commit and the index writes is finished on the next open.

Two counters in ``meta`` let several processes share one store: ``generation`` is bumped by
every transaction that changes episodes (so a long-lived process notices, with one primary-key
read per query, that another process committed something), and ``keyword_epoch`` by every
change that alters an *existing* keyword document (a sensitivity or searchable flag changed),
which makes every process's keyword index stale.

A database that cannot be written (a read-only file or folder, another user's store) is opened
read-only: reading works, writing raises :class:`ReadOnlyStoreError`.

Forgetting lasts (issue 34): the ``forgotten`` table keeps, per namespace, the keys of every
exchange forgotten or deleted (:func:`forget_keys`: its id, and its content — the words and time
every importer derives an id from), each with the id of the episode it came from. An import
never brings such content back (``MemoryStore.add_episodes``); ``restore`` removes the keys
(:meth:`Database.unforget`). A database made before the table is given it on its first writable
open, filled from the episodes already unsearchable.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Literal

from .connections import ThreadConnections, connect_wal, select_in, write_transaction
from .errors import ReadOnlyStoreError, StoreError
from .faults import environmental_cause
from .records import (
    MEMORY_ITEM_SOURCE,
    Episode,
    Sensitivity,
    check_occurred_at,
    check_storable,
)

__all__ = [
    "SCHEMA_VERSION",
    "Database",
    "EpisodeRow",
    "episode_forget_keys",
    "forget_keys",
    "is_writable",
    "timezone_key",
]

SCHEMA_VERSION = 1

log = logging.getLogger(__name__)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS episodes (
    seq           INTEGER PRIMARY KEY AUTOINCREMENT,
    namespace     TEXT NOT NULL,
    id            TEXT NOT NULL,
    user_text     TEXT NOT NULL,
    reply_text    TEXT NOT NULL,
    occurred_at   INTEGER NOT NULL,
    session_id    TEXT NOT NULL,
    source        TEXT NOT NULL,
    user_speaker  TEXT NOT NULL,
    reply_speaker TEXT NOT NULL,
    sensitivity   INTEGER NOT NULL,
    searchable    INTEGER NOT NULL,
    metadata      TEXT NOT NULL,
    vector_state  INTEGER NOT NULL DEFAULT 0,
    UNIQUE (namespace, id)
);
CREATE INDEX IF NOT EXISTS episodes_by_session ON episodes (namespace, session_id, seq);
CREATE INDEX IF NOT EXISTS episodes_vector_pending
    ON episodes (namespace, vector_state) WHERE vector_state = 0;
CREATE TABLE IF NOT EXISTS runs (
    run_id     TEXT PRIMARY KEY,
    namespace  TEXT NOT NULL,
    created_at REAL NOT NULL,
    user_text  TEXT NOT NULL,
    payload    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS runs_by_time ON runs (namespace, created_at);
"""

_EPISODE_COLUMNS = (
    "seq, id, user_text, reply_text, occurred_at, session_id, source, user_speaker, "
    "reply_speaker, sensitivity, searchable, metadata, namespace"
)

# The tombstones of forgotten and deleted exchanges (see the module's docstring).
FORGOTTEN_TABLE = """
CREATE TABLE IF NOT EXISTS forgotten (
    namespace  TEXT NOT NULL,
    key        TEXT NOT NULL,
    episode_id TEXT NOT NULL,
    PRIMARY KEY (namespace, key)
);
CREATE INDEX IF NOT EXISTS forgotten_by_episode ON forgotten (namespace, episode_id);
"""
# The unsearchable exchanges (not OmoideStore items) a new ``forgotten`` table is filled from.
FORGOTTEN_BACKFILL = (
    "SELECT namespace, id, user_text, reply_text, occurred_at FROM episodes "
    "WHERE searchable = {false} AND source != '" + MEMORY_ITEM_SOURCE + "'"
)


def _one_text(text: str) -> str:
    """An exchange's text as every reader of it sees it: line endings unified, ends stripped
    (what the archive writer and reader do, so an exchange read back from the log matches)."""
    return text.replace("\r\n", "\n").replace("\r", "\n").strip()


def forget_keys(episode_id: str, user_text: str, reply_text: str, occurred_at: int) -> list[str]:
    """The tombstone keys of an exchange: ``id:<its id>`` and ``content:<a hash of its words
    and time>`` — the content id (:meth:`Episode.content_id`, no session) the archive reader
    and ``remember`` give it, so the same exchange arriving under another id (a JSONL line
    without an id, a log with another session marker) is recognised as well."""
    content = Episode.content_id(_one_text(user_text), _one_text(reply_text), occurred_at)
    return [f"id:{episode_id}", f"content:{content}"]


def episode_forget_keys(episode: Episode) -> list[str]:
    """:func:`forget_keys` of a stored or incoming episode."""
    return forget_keys(episode.id, episode.user_text, episode.reply_text, episode.occurred_at)


@dataclass(frozen=True, slots=True)
class EpisodeRow:
    seq: int
    episode: Episode


# The order of the values _row_to_episode builds; every Episode field, checked at import.
_FIELDS = (
    "id",
    "user_text",
    "reply_text",
    "occurred_at",
    "session_id",
    "source",
    "user_speaker",
    "reply_speaker",
    "sensitivity",
    "searchable",
    "namespace",
    "metadata",
)
if set(_FIELDS) != {f.name for f in dataclasses.fields(Episode)}:  # pragma: no cover
    raise ImportError("db._FIELDS is out of date with Episode's fields")
_SENSITIVITIES = {int(s): s for s in Sensitivity}
_new_episode = object.__new__
_set_field = object.__setattr__


def _row_to_episode(row: sqlite3.Row | tuple[Any, ...]) -> EpisodeRow:
    """An ``Episode`` from a stored row, without re-running ``Episode.__post_init__``.

    Rows were validated on the way in (``add_episodes``); a search reads up to a few hundred
    per turn, and the full constructor costs twice as much as this. What a damaged database
    could still hold is checked: the timestamp range and a known sensitivity level.
    """
    (seq, id_, user, reply, ts, session, source, us, rs, sens, searchable, meta, ns) = row
    sensitivity = _SENSITIVITIES.get(sens)
    if sensitivity is None:
        sensitivity = Sensitivity(int(sens))  # raises ValueError naming the level
    values = (
        str(id_),
        str(user),
        str(reply),
        check_occurred_at(int(ts)),
        str(session),
        str(source),
        str(us),
        str(rs),
        sensitivity,
        bool(searchable),
        str(ns),
        {} if meta == "{}" else json.loads(str(meta)),
    )
    episode = _new_episode(Episode)
    for name, value in zip(_FIELDS, values, strict=True):
        _set_field(episode, name, value)
    return EpisodeRow(int(seq), episode)


class Database:
    """Thread-safe access to the store's SQLite file (one connection per thread, WAL mode)."""

    def __init__(self, path: Path, *, readonly: bool | None = None) -> None:
        self.path = path
        self.readonly = (not is_writable(path)) if readonly is None else readonly
        self._immutable = False
        self._conns = ThreadConnections(self._connect)
        self._write_lock = threading.RLock()
        try:
            found = self._schema_version()
            if found is None:
                if self.readonly:
                    raise StoreError(f"{path}: not an omoide database (and it is read-only)")
                conn = self._conn()
                # Created once; later opens only read (so a read-only store can be opened).
                with self._write_lock, conn:
                    conn.executescript(_SCHEMA)
                    conn.execute(
                        "INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', ?)",
                        (str(SCHEMA_VERSION),),
                    )
            elif found > SCHEMA_VERSION:
                raise StoreError(
                    f"{path}: schema version {found} is newer than this omoide understands "
                    f"({SCHEMA_VERSION}); upgrade omoide"
                )
            if not self.readonly:
                self._ensure_forgotten()
        except sqlite3.DatabaseError as exc:
            self.close()
            if (cause := environmental_cause(exc, path.parent)) is not None:
                raise StoreError(f"cannot open {path}: {cause} ({exc})") from exc
            raise StoreError(f"{path}: not a readable omoide database ({exc})") from exc
        except BaseException:
            self.close()
            raise

    def _ensure_forgotten(self) -> None:
        """Give a database made before issue 34 its ``forgotten`` table, filled with the keys
        of the exchanges already unsearchable (a new database gets it empty)."""
        conn = self._conn()
        has = conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'forgotten'"
        ).fetchone()
        if has is not None:
            return
        with self.transaction() as conn:
            for statement in FORGOTTEN_TABLE.split(";"):
                if statement.strip():
                    conn.execute(statement)
            rows = conn.execute(FORGOTTEN_BACKFILL.format(false=0)).fetchall()
            conn.executemany(
                "INSERT OR IGNORE INTO forgotten (namespace, key, episode_id) VALUES (?, ?, ?)",
                [
                    (str(ns), key, str(id_))
                    for ns, id_, user, reply, ts in rows
                    for key in forget_keys(str(id_), str(user), str(reply), int(ts))
                ],
            )

    def _schema_version(self) -> int | None:
        conn = self._conn()
        has_meta = conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'"
        ).fetchone()
        if has_meta is None:
            return None
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        return None if row is None else int(row[0])

    def _conn(self) -> sqlite3.Connection:
        return self._conns.get()

    def _connect(self) -> sqlite3.Connection:
        if self.readonly:
            return self._connect_readonly()
        return connect_wal(self.path, foreign_keys=True)

    def _connect_readonly(self) -> sqlite3.Connection:
        uri = self.path.resolve().as_uri()
        if not self._immutable:
            conn = sqlite3.connect(
                f"{uri}?mode=ro",
                timeout=30.0,
                isolation_level=None,
                uri=True,
                check_same_thread=False,
            )
            try:
                conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
                return conn
            except sqlite3.OperationalError:
                # A WAL database in a folder we cannot write has no -shm to map: read the file
                # as it is (changes by its owner are seen on the next open).
                conn.close()
                self._immutable = True
        return sqlite3.connect(
            f"{uri}?immutable=1", isolation_level=None, uri=True, check_same_thread=False
        )

    @property
    def label(self) -> str:
        """Where the rows are, for messages: the database file."""
        return str(self.path)

    def check_writable(self) -> None:
        if self.readonly:
            raise ReadOnlyStoreError(
                f"store {self.path.parent} is read-only for this user: reading works, "
                "writing (ingest, remember, reindex) needs write permission on its folder"
            )

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One atomic write: everything inside commits together or not at all."""
        self.check_writable()
        with write_transaction(self._conn(), self._write_lock) as conn:
            yield conn

    def close(self) -> None:
        """Close every connection this database opened, in any thread."""
        self._conns.close()

    # -- meta -----------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self._conn().execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction() as conn:
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    def timezone(self, namespace: str) -> str:
        """A namespace's time zone (``MemoryStore.timezone``): its own, else the folder's
        default, else ``UTC``."""
        own = self.get_meta(timezone_key(namespace))
        return own or self.get_meta("timezone") or "UTC"

    def counter(self, key: str, namespace: str | None = None) -> int:
        """A change counter kept in meta (``generation``, ``keyword_epoch``); 0 if never set.
        With a ``namespace``, that namespace's own (``generation:<ns>``): a write for one user
        moves no other user's, so another namespace's store in this folder does not reload its
        vectors and filter table after every turn of someone else (BENCHMARKS §14). Without
        one, the folder's, which every write moves."""
        found = self.get_meta(key if namespace is None else f"{key}:{namespace}")
        return int(found) if found is not None else 0

    @staticmethod
    def bump(
        conn: sqlite3.Connection, key: str = "generation", namespace: str | None = None
    ) -> None:
        """Increment a change counter inside the caller's transaction: the folder's, and with
        a ``namespace`` that namespace's own too (every process sharing a folder must run an
        omoide that bumps both: an older one moves the folder's alone, which readers of a
        namespace's own counter do not see)."""
        keys = [key] if namespace is None else [key, f"{key}:{namespace}"]
        conn.executemany(
            "INSERT INTO meta (key, value) VALUES (?, '1') ON CONFLICT(key) DO UPDATE "
            "SET value = CAST(value AS INTEGER) + 1",
            [(k,) for k in keys],
        )

    # -- episodes -------------------------------------------------------------------------
    def existing_ids(self, namespace: str, ids: Sequence[str]) -> dict[str, Episode]:
        found: dict[str, Episode] = {}
        for row in select_in(
            self._conn(),
            f"SELECT {_EPISODE_COLUMNS} FROM episodes WHERE namespace = ? AND id IN ({{marks}})",
            ids,
            before=(namespace,),
        ):
            er = _row_to_episode(row)
            found[er.episode.id] = er.episode
        return found

    def insert_episodes(self, conn: sqlite3.Connection, episodes: Iterable[Episode]) -> list[int]:
        """Insert inside an open transaction; returns the new row seqs in order. An id the
        namespace already holds is skipped (no seq), as PostgreSQL's ``ON CONFLICT DO
        NOTHING``: the caller compares with ``existing_ids`` first."""
        seqs = []
        for ep in episodes:
            cur = conn.execute(
                "INSERT INTO episodes (namespace, id, user_text, reply_text, occurred_at, "
                "session_id, source, user_speaker, reply_speaker, sensitivity, searchable, "
                "metadata, vector_state) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,0) "
                "ON CONFLICT (namespace, id) DO NOTHING",
                (
                    ep.namespace,
                    ep.id,
                    ep.user_text,
                    ep.reply_text,
                    ep.occurred_at,
                    ep.session_id,
                    ep.source,
                    ep.user_speaker,
                    ep.reply_speaker,
                    int(ep.sensitivity),
                    int(ep.searchable),
                    json.dumps(dict(ep.metadata), ensure_ascii=False, sort_keys=True),
                ),
            )
            if cur.rowcount == 1:  # lastrowid is stale when nothing was inserted
                assert cur.lastrowid is not None
                seqs.append(cur.lastrowid)
        for namespace in sorted({ep.namespace for ep in episodes}):
            self.bump(conn, namespace=namespace)
        return seqs

    def update_flags(
        self, conn: sqlite3.Connection, namespace: str, flags: Sequence[tuple[str, int, bool]]
    ) -> None:
        """Set (id, sensitivity, searchable) inside an open transaction; keyword documents of
        the neighbours may change, so the keyword epoch moves too."""
        if not flags:
            return
        conn.executemany(
            "UPDATE episodes SET sensitivity = ?, searchable = ? WHERE namespace = ? AND id = ?",
            [(int(sens), int(searchable), namespace, i) for i, sens, searchable in flags],
        )
        self.bump(conn, namespace=namespace)
        self.bump(conn, "keyword_epoch", namespace)

    def write_episodes(
        self,
        namespace: str,
        episodes: Sequence[Episode],
        flags: Sequence[tuple[str, int, bool]] = (),
    ) -> list[int]:
        """Insert ``episodes`` (in order) and set (id, sensitivity, searchable) ``flags`` in one
        transaction; returns the new rows' seqs. The generation moves (and the keyword epoch,
        when a flag changed). Every episode must belong to ``namespace`` and be storable
        (:func:`~.records.check_storable`), else ValueError and nothing is written."""
        check_storable(namespace, episodes)
        with self.transaction() as conn:
            seqs = self.insert_episodes(conn, episodes) if episodes else []
            self.update_flags(conn, namespace, flags)
        return seqs

    def delete_episodes(self, namespace: str, ids: Sequence[str]) -> None:
        """Delete these episodes of ``namespace`` in one transaction that moves the generation."""
        with self.transaction() as conn:
            conn.executemany(
                "DELETE FROM episodes WHERE namespace = ? AND id = ?",
                [(namespace, i) for i in ids],
            )
            self.bump(conn, namespace=namespace)

    # -- forgotten content (issue 34) -----------------------------------------------------
    def forget(self, namespace: str, keys: Sequence[tuple[str, str]]) -> None:
        """Record tombstones ``(key, episode id)`` (:func:`forget_keys`) of forgotten or
        deleted exchanges, in one transaction; a key already recorded is kept."""
        if not keys:
            return
        with self.transaction() as conn:
            conn.executemany(
                "INSERT OR IGNORE INTO forgotten (namespace, key, episode_id) VALUES (?, ?, ?)",
                [(namespace, key, episode_id) for key, episode_id in keys],
            )

    def unforget(self, namespace: str, episode_ids: Sequence[str]) -> int:
        """Remove the tombstones these episodes left (``restore``); how many were removed."""
        if not episode_ids:
            return 0
        with self.transaction() as conn:
            cur = conn.executemany(
                "DELETE FROM forgotten WHERE namespace = ? AND episode_id = ?",
                [(namespace, i) for i in dict.fromkeys(episode_ids)],
            )
            return int(cur.rowcount)

    def forgotten(self, namespace: str, keys: Sequence[str]) -> set[str]:
        """Which of ``keys`` are tombstones of ``namespace``."""
        return {
            str(r[0])
            for r in select_in(
                self._conn(),
                "SELECT key FROM forgotten WHERE namespace = ? AND key IN ({marks})",
                keys,
                before=(namespace,),
            )
        }

    def forgotten_keys(self, namespace: str) -> list[tuple[str, str]]:
        """Every tombstone ``(key, episode id)`` of ``namespace`` (what ``migrate`` copies;
        none from a read-only database made before the table)."""
        has = (
            self._conn()
            .execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'forgotten'")
            .fetchone()
        )
        if has is None:
            return []
        return [
            (str(k), str(i))
            for k, i in self._conn().execute(
                "SELECT key, episode_id FROM forgotten WHERE namespace = ? ORDER BY key",
                (namespace,),
            )
        ]

    def previous_in_session(self, namespace: str, session_id: str, seq: int) -> Episode | None:
        """The episode stored just before ``seq`` in the same session, if any."""
        row = self._neighbour_in_session(namespace, session_id, seq, after=False)
        return None if row is None else row.episode

    def next_in_session(self, namespace: str, session_id: str, seq: int) -> EpisodeRow | None:
        """The episode stored just after ``seq`` in the same session, if any."""
        return self._neighbour_in_session(namespace, session_id, seq, after=True)

    def session_neighbour_seqs(
        self, namespace: str, session_id: str, seq: int
    ) -> tuple[int | None, int | None]:
        """The seqs stored just before and just after ``seq`` in the same session (None at
        either end): two reads of the ``episodes_by_session`` index, no episode loaded."""
        conn = self._conn()
        out: list[int | None] = []
        for compare, order in (("<", "DESC"), (">", "ASC")):
            row = conn.execute(
                "SELECT seq FROM episodes WHERE namespace = ? AND session_id = ? "
                f"AND seq {compare} ? ORDER BY seq {order} LIMIT 1",
                (namespace, session_id, seq),
            ).fetchone()
            out.append(None if row is None else int(row[0]))
        return out[0], out[1]

    def _neighbour_in_session(
        self, namespace: str, session_id: str, seq: int, *, after: bool
    ) -> EpisodeRow | None:
        compare, order = (">", "ASC") if after else ("<", "DESC")
        row = (
            self._conn()
            .execute(
                f"SELECT {_EPISODE_COLUMNS} FROM episodes WHERE namespace = ? AND session_id = ? "
                f"AND seq {compare} ? ORDER BY seq {order} LIMIT 1",
                (namespace, session_id, seq),
            )
            .fetchone()
        )
        return None if row is None else _row_to_episode(row)

    def mark_vector_indexed(self, seqs: Sequence[int]) -> None:
        with self.transaction() as conn:
            conn.executemany(
                "UPDATE episodes SET vector_state = 1 WHERE seq = ?", [(s,) for s in seqs]
            )
            # Readers elsewhere reload their vectors once these are in: their namespaces move.
            spaces = {
                str(r[0])
                for r in select_in(
                    conn,
                    "SELECT DISTINCT namespace FROM episodes WHERE seq IN ({marks})",
                    seqs,
                    size=900,
                )
            }
            for namespace in sorted(spaces):
                self.bump(conn, namespace=namespace)

    def reset_vector_state(self, namespace: str, seqs: Sequence[int] | None = None) -> None:
        """Mark episodes (all of the namespace by default) as not yet in Chroma."""
        with self.transaction() as conn:
            if seqs is None:
                conn.execute(
                    "UPDATE episodes SET vector_state = 0 WHERE namespace = ?", (namespace,)
                )
            else:
                conn.executemany(
                    "UPDATE episodes SET vector_state = 0 WHERE seq = ?", [(s,) for s in seqs]
                )

    def set_searchable(self, namespace: str, ids: Sequence[str], searchable: bool) -> int:
        with self.transaction() as conn:
            cur = conn.executemany(
                "UPDATE episodes SET searchable = ? WHERE namespace = ? AND id = ?",
                [(int(searchable), namespace, i) for i in ids],
            )
            changed = cur.rowcount
            self.bump(conn, namespace=namespace)
            self.bump(conn, "keyword_epoch", namespace)
            return changed

    def episodes_by_seq(self, seqs: Sequence[int]) -> dict[int, Episode]:
        out: dict[int, Episode] = {}
        for row in select_in(
            self._conn(), f"SELECT {_EPISODE_COLUMNS} FROM episodes WHERE seq IN ({{marks}})", seqs
        ):
            er = _row_to_episode(row)
            out[er.seq] = er.episode
        return out

    def iter_episodes(
        self, namespace: str, *, after_seq: int = 0, vector_pending: bool = False
    ) -> Iterator[EpisodeRow]:
        sql = f"SELECT {_EPISODE_COLUMNS} FROM episodes WHERE namespace = ? AND seq > ?"
        if vector_pending:
            sql += " AND vector_state = 0"
        for row in self._conn().execute(sql + " ORDER BY seq", (namespace, after_seq)):
            yield _row_to_episode(row)

    def filter_columns(self, namespace: str) -> list[tuple[int, str, int, int, int, str]]:
        """(seq, id, occurred_at, sensitivity, searchable, session_id) for every episode."""
        return self.filter_columns_and_speakers(namespace)[0]

    def filter_columns_and_speakers(
        self, namespace: str
    ) -> tuple[list[tuple[int, str, int, int, int, str]], set[str]]:
        """:meth:`filter_columns` and every speaker name, read in one pass over the episodes
        (a second query for the distinct names would scan them all again)."""
        rows, speakers = [], set()
        for r in self._conn().execute(
            "SELECT seq, id, occurred_at, sensitivity, searchable, session_id, user_speaker, "
            "reply_speaker FROM episodes WHERE namespace = ? ORDER BY seq",
            (namespace,),
        ):
            rows.append((int(r[0]), str(r[1]), int(r[2]), int(r[3]), int(r[4]), str(r[5])))
            speakers.add(r[6])
            speakers.add(r[7])
        return rows, speakers

    def count(self, namespace: str | None = None, *, vector_indexed: bool | None = None) -> int:
        sql, args = "SELECT COUNT(*) FROM episodes WHERE 1=1", []
        if namespace is not None:
            sql += " AND namespace = ?"
            args.append(namespace)
        if vector_indexed is not None:
            sql += " AND vector_state = ?"
            args.append(str(int(vector_indexed)))
        return int(self._conn().execute(sql, args).fetchone()[0])

    def seqs(self, namespace: str) -> list[int]:
        """Every seq of the namespace, ascending (what the keyword index must hold)."""
        return [
            int(r[0])
            for r in self._conn().execute(
                "SELECT seq FROM episodes WHERE namespace = ? ORDER BY seq", (namespace,)
            )
        ]

    def sample(self, namespace: str, n: int) -> list[Episode]:
        """Up to ``n`` vector-indexed episodes spread evenly over the namespace (self-checks)."""
        seqs = [
            int(r[0])
            for r in self._conn().execute(
                "SELECT seq FROM episodes WHERE namespace = ? AND vector_state = 1 ORDER BY seq",
                (namespace,),
            )
        ]
        if not seqs or n <= 0:
            return []
        picked = seqs[:: max(1, len(seqs) // n)][:n]
        found = self.episodes_by_seq(picked)
        return [found[s] for s in picked if s in found]

    def max_seq(self, namespace: str) -> int:
        row = (
            self._conn()
            .execute("SELECT MAX(seq) FROM episodes WHERE namespace = ?", (namespace,))
            .fetchone()
        )
        return int(row[0]) if row[0] is not None else 0

    def assigned_seq(self) -> int:
        """The highest episode seq ever assigned (``sqlite_sequence``; deleted rows count):
        seqs are never reused, so an index key above it belongs to no episode, past or present."""
        row = (
            self._conn()
            .execute("SELECT seq FROM sqlite_sequence WHERE name = 'episodes'")
            .fetchone()
        )
        return int(row[0]) if row is not None and row[0] is not None else 0

    def namespaces(self) -> dict[str, int]:
        return {
            str(ns): int(n)
            for ns, n in self._conn().execute(
                "SELECT namespace, COUNT(*) FROM episodes GROUP BY namespace ORDER BY namespace"
            )
        }

    # -- runs -----------------------------------------------------------------------------
    def save_run(
        self, run_id: str, namespace: str, created_at: float, user_text: str, payload: str
    ) -> int:
        """Record a run; returns its insertion order (rowid), 0 when not recorded."""
        if self.readonly:  # recall still works on a store it may not write; the run is not kept
            log.info("read-only store: retrieval run %s is not recorded", run_id)
            return 0
        with self.transaction() as conn:
            cur = conn.execute(
                "INSERT OR REPLACE INTO runs (run_id, namespace, created_at, user_text, payload) "
                "VALUES (?,?,?,?,?)",
                (run_id, namespace, created_at, user_text, payload),
            )
            return int(cur.lastrowid or 0)

    def list_runs(self, namespace: str, limit: int) -> list[tuple[str, float, str, str]]:
        return [
            (str(r[0]), float(r[1]), str(r[2]), str(r[3]))
            for r in self._conn().execute(
                "SELECT run_id, created_at, user_text, payload FROM runs WHERE namespace = ? "
                "ORDER BY created_at DESC LIMIT ?",
                (namespace, limit),
            )
        ]

    def get_run(self, namespace: str, run_id: str) -> tuple[str, float, str, str] | None:
        """The run with exactly this id in this namespace (never another namespace's)."""
        row = (
            self._conn()
            .execute(
                "SELECT run_id, created_at, user_text, payload FROM runs "
                "WHERE namespace = ? AND run_id = ?",
                (namespace, run_id),
            )
            .fetchone()
        )
        return None if row is None else (str(row[0]), float(row[1]), str(row[2]), str(row[3]))

    # (id column, order) of the tables whose ids ``ids_with_prefix`` looks up.
    _PREFIX_LOOKUP: ClassVar[dict[str, tuple[str, str]]] = {
        "runs": ("run_id", "created_at DESC"),
        "episodes": ("id", "id"),
    }

    def ids_with_prefix(
        self, table: Literal["runs", "episodes"], namespace: str, prefix: str, limit: int
    ) -> list[str]:
        """Ids of ``table`` in this namespace that start with ``prefix``, compared as plain text
        (no LIKE: ``%`` and ``_`` in the prefix are characters, not wildcards)."""
        column, order = self._PREFIX_LOOKUP[table]
        return [
            str(r[0])
            for r in self._conn().execute(
                f"SELECT {column} FROM {table} WHERE namespace = ? "
                f"AND substr({column}, 1, ?) = ? ORDER BY {order} LIMIT ?",
                (namespace, len(prefix), prefix, limit),
            )
        ]

    def count_runs(self, namespace: str | None = None) -> int:
        """Runs of ``namespace``, or of every namespace."""
        if namespace is None:
            return int(self._conn().execute("SELECT COUNT(*) FROM runs").fetchone()[0])
        row = self._conn().execute("SELECT COUNT(*) FROM runs WHERE namespace = ?", (namespace,))
        return int(row.fetchone()[0])

    def prune_all_runs(self, *, keep: int) -> int:
        """Keep the ``keep`` most recently recorded runs of the whole store (every namespace);
        returns how many were deleted."""
        with self.transaction() as conn:
            return int(
                conn.execute(
                    "DELETE FROM runs WHERE rowid NOT IN "
                    "(SELECT rowid FROM runs ORDER BY rowid DESC LIMIT ?)",
                    (keep,),
                ).rowcount
            )

    def prune_runs(
        self, namespace: str, *, keep: int | None = None, before: float | None = None
    ) -> int:
        """Delete this namespace's runs beyond the ``keep`` most recently recorded and/or
        created before ``before`` (epoch seconds). Returns how many were deleted."""
        deleted = 0
        with self.transaction() as conn:
            if keep is not None:
                # The newest by insertion (rowid), not by their clock: runs recorded while the
                # clock ran ahead must not push out the newest real ones (RELIABILITY 26.13).
                deleted += conn.execute(
                    "DELETE FROM runs WHERE namespace = ? AND rowid NOT IN ("
                    "SELECT rowid FROM runs WHERE namespace = ? ORDER BY rowid DESC LIMIT ?)",
                    (namespace, namespace, keep),
                ).rowcount
            if before is not None:
                deleted += conn.execute(
                    "DELETE FROM runs WHERE namespace = ? AND created_at < ?", (namespace, before)
                ).rowcount
        return deleted


def timezone_key(namespace: str) -> str:
    """The meta key of a namespace's own time zone (the folder's default is ``timezone``)."""
    return f"timezone:{namespace}"


def is_writable(path: Path) -> bool:
    """Whether this process may write the database file (and the folder its journal lives in)."""
    folder = path.parent
    if path.exists() and not os.access(path, os.W_OK):
        return False
    return os.access(folder, os.W_OK)
