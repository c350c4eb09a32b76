"""SQLite (WAL) source of truth: episodes, store metadata and retrieval runs.

The keyword and vector indexes are derived from this database and can always be rebuilt from
it. Each episode row carries ``vector_state`` (0 = not yet in Chroma, 1 = indexed) so an
ingest that dies between the SQLite commit and the index writes is finished on the next open.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import StoreError
from .records import Episode, Sensitivity

__all__ = ["SCHEMA_VERSION", "Database", "EpisodeRow"]

SCHEMA_VERSION = 1

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


@dataclass(frozen=True, slots=True)
class EpisodeRow:
    seq: int
    episode: Episode


def _row_to_episode(row: sqlite3.Row | tuple[Any, ...]) -> EpisodeRow:
    (seq, id_, user, reply, ts, session, source, us, rs, sens, searchable, meta, ns) = row
    episode = Episode(
        id=str(id_),
        user_text=str(user),
        reply_text=str(reply),
        occurred_at=int(ts),
        session_id=str(session),
        source=str(source),
        user_speaker=str(us),
        reply_speaker=str(rs),
        sensitivity=Sensitivity(int(sens)),
        searchable=bool(searchable),
        namespace=str(ns),
        metadata=json.loads(str(meta)),
    )
    return EpisodeRow(int(seq), episode)


class Database:
    """Thread-safe access to the store's SQLite file (one connection per thread, WAL mode)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._local = threading.local()
        self._write_lock = threading.RLock()
        try:
            conn = self._conn()
            with self._write_lock, conn:
                conn.executescript(_SCHEMA)
                found = self.get_meta("schema_version")
                if found is None:
                    conn.execute(
                        "INSERT INTO meta (key, value) VALUES ('schema_version', ?)",
                        (str(SCHEMA_VERSION),),
                    )
                elif int(found) > SCHEMA_VERSION:
                    raise StoreError(
                        f"{path}: schema version {found} is newer than this omoide understands "
                        f"({SCHEMA_VERSION}); upgrade omoide"
                    )
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{path}: not a readable omoide database ({exc})") from exc

    def _conn(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, timeout=30.0, isolation_level=None)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            self._local.conn = conn
        return conn

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One atomic write: everything inside commits together or not at all."""
        conn = self._conn()
        with self._write_lock:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None

    # -- meta -----------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self._conn().execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction() as conn:
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    # -- episodes -------------------------------------------------------------------------
    def existing_ids(self, namespace: str, ids: Sequence[str]) -> dict[str, Episode]:
        found: dict[str, Episode] = {}
        conn = self._conn()
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            rows = conn.execute(
                f"SELECT {_EPISODE_COLUMNS} FROM episodes WHERE namespace = ? AND id IN ({marks})",
                (namespace, *chunk),
            )
            for row in rows:
                er = _row_to_episode(row)
                found[er.episode.id] = er.episode
        return found

    def insert_episodes(self, conn: sqlite3.Connection, episodes: Iterable[Episode]) -> list[int]:
        """Insert inside an open transaction; returns the new row seqs in order."""
        seqs = []
        for ep in episodes:
            cur = conn.execute(
                "INSERT INTO episodes (namespace, id, user_text, reply_text, occurred_at, "
                "session_id, source, user_speaker, reply_speaker, sensitivity, searchable, "
                "metadata, vector_state) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,0)",
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
            assert cur.lastrowid is not None
            seqs.append(cur.lastrowid)
        return seqs

    def previous_in_session(self, namespace: str, session_id: str, seq: int) -> Episode | None:
        """The episode stored just before ``seq`` in the same session, if any."""
        row = (
            self._conn()
            .execute(
                f"SELECT {_EPISODE_COLUMNS} FROM episodes WHERE namespace = ? AND session_id = ? "
                "AND seq < ? ORDER BY seq DESC LIMIT 1",
                (namespace, session_id, seq),
            )
            .fetchone()
        )
        return None if row is None else _row_to_episode(row).episode

    def mark_vector_indexed(self, seqs: Sequence[int]) -> None:
        with self.transaction() as conn:
            conn.executemany(
                "UPDATE episodes SET vector_state = 1 WHERE seq = ?", [(s,) for s in seqs]
            )

    def set_searchable(self, namespace: str, ids: Sequence[str], searchable: bool) -> int:
        with self.transaction() as conn:
            cur = conn.executemany(
                "UPDATE episodes SET searchable = ? WHERE namespace = ? AND id = ?",
                [(int(searchable), namespace, i) for i in ids],
            )
            return cur.rowcount

    def episodes_by_seq(self, seqs: Sequence[int]) -> dict[int, Episode]:
        out: dict[int, Episode] = {}
        conn = self._conn()
        for start in range(0, len(seqs), 500):
            chunk = list(seqs[start : start + 500])
            marks = ",".join("?" * len(chunk))
            for row in conn.execute(
                f"SELECT {_EPISODE_COLUMNS} FROM episodes WHERE seq IN ({marks})", chunk
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
        return [
            (int(r[0]), str(r[1]), int(r[2]), int(r[3]), int(r[4]), str(r[5]))
            for r in self._conn().execute(
                "SELECT seq, id, occurred_at, sensitivity, searchable, session_id FROM episodes "
                "WHERE namespace = ? ORDER BY seq",
                (namespace,),
            )
        ]

    def count(self, namespace: str | None = None, *, vector_indexed: bool | None = None) -> int:
        sql, args = "SELECT COUNT(*) FROM episodes WHERE 1=1", []
        if namespace is not None:
            sql += " AND namespace = ?"
            args.append(namespace)
        if vector_indexed is not None:
            sql += " AND vector_state = ?"
            args.append(str(int(vector_indexed)))
        return int(self._conn().execute(sql, args).fetchone()[0])

    def max_seq(self, namespace: str) -> int:
        row = (
            self._conn()
            .execute("SELECT MAX(seq) FROM episodes WHERE namespace = ?", (namespace,))
            .fetchone()
        )
        return int(row[0]) if row[0] is not None else 0

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
    ) -> None:
        with self.transaction() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO runs (run_id, namespace, created_at, user_text, payload) "
                "VALUES (?,?,?,?,?)",
                (run_id, namespace, created_at, user_text, payload),
            )

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

    def run_ids_with_prefix(self, namespace: str, prefix: str, limit: int) -> list[str]:
        """Ids in this namespace that start with ``prefix``, compared as plain text (no LIKE:
        ``%`` and ``_`` in the prefix are characters, not wildcards)."""
        return [
            str(r[0])
            for r in self._conn().execute(
                "SELECT run_id FROM runs WHERE namespace = ? AND substr(run_id, 1, ?) = ? "
                "ORDER BY created_at DESC LIMIT ?",
                (namespace, len(prefix), prefix, limit),
            )
        ]

    def count_runs(self, namespace: str) -> int:
        row = self._conn().execute("SELECT COUNT(*) FROM runs WHERE namespace = ?", (namespace,))
        return int(row.fetchone()[0])

    def prune_runs(
        self, namespace: str, *, keep: int | None = None, before: float | None = None
    ) -> int:
        """Delete this namespace's runs beyond the ``keep`` newest and/or created before
        ``before`` (epoch seconds). Returns how many were deleted."""
        deleted = 0
        with self.transaction() as conn:
            if keep is not None:
                # Ties on created_at are broken by id so exactly `keep` runs stay.
                deleted += conn.execute(
                    "DELETE FROM runs WHERE namespace = ? AND run_id NOT IN ("
                    "SELECT run_id FROM runs WHERE namespace = ? "
                    "ORDER BY created_at DESC, run_id DESC LIMIT ?)",
                    (namespace, namespace, keep),
                ).rowcount
            if before is not None:
                deleted += conn.execute(
                    "DELETE FROM runs WHERE namespace = ? AND created_at < ?", (namespace, before)
                ).rowcount
        return deleted
