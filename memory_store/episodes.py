"""The episode rows: the store's source of truth, and what every other part is derived from.

:class:`EpisodeRows` is the interface ``MemoryStore`` and its keyword and vector parts use: the
rows of every namespace (each call names its namespace: one database serves every user), the
change counters other processes watch (``generation``, ``keyword_epoch``) and a few settings
(``meta``: the embedder and tokenizer a namespace was built with, its time zone). No call hands
out a connection or a transaction: each write is one atomic call, so a PostgreSQL backend can
implement the same methods (issue 25): :class:`~.db.Database` (``omoide.sqlite3``, one
connection per thread, WAL mode) and ``pg.rows.PgRows`` (a PostgreSQL schema). :class:`RunRows`
is the retrieval runs' part, :class:`StoreRows` both.

:func:`load_table` reads the in-memory filter table searches use from the rows.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Literal, Protocol

from .db import Database, EpisodeRow
from .filters import FilterTable
from .records import Episode

__all__ = ["EpisodeRows", "RunRows", "StoreRows", "load_table"]


class EpisodeRows(Protocol):
    """Episodes by namespace, with their seqs (ascending in commit order, never reused), the
    vector state of each row and the change counters. Every write moves ``generation``."""

    readonly: bool

    @property
    def label(self) -> str:
        """Where the rows are, for messages: a file path, or a URL with its password hidden."""
        ...

    def check_writable(self) -> None:
        """Raise ``ReadOnlyStoreError`` if this user may not write."""

    def close(self) -> None: ...

    # -- settings and change counters
    def get_meta(self, key: str) -> str | None: ...

    def set_meta(self, key: str, value: str) -> None: ...

    def counter(self, key: str, namespace: str | None = None) -> int:
        """``generation`` or ``keyword_epoch`` (0 if never set). SQLite's counters are
        store-wide (``namespace`` is ignored); PostgreSQL's are the namespace's own (without
        one: the sum over every namespace, which moves whenever any of them does)."""
        ...

    def timezone(self, namespace: str) -> str: ...

    # -- writing
    def write_episodes(
        self,
        namespace: str,
        episodes: Sequence[Episode],
        flags: Sequence[tuple[str, int, bool]] = (),
    ) -> list[int]:
        """Insert and re-flag atomically; the new seqs."""
        ...

    def delete_episodes(self, namespace: str, ids: Sequence[str]) -> None: ...

    def set_searchable(self, namespace: str, ids: Sequence[str], searchable: bool) -> int: ...

    def mark_vector_indexed(self, seqs: Sequence[int]) -> None: ...

    # -- forgotten content: tombstones that outlive the rows (issue 34) --
    def forget(self, namespace: str, keys: Sequence[tuple[str, str]]) -> None:
        """Record ``(key, episode id)`` tombstones (:func:`~.db.forget_keys`) in one write."""
        ...

    def unforget(self, namespace: str, episode_ids: Sequence[str]) -> int:
        """Remove the tombstones these episodes left; how many were removed."""
        ...

    def forgotten(self, namespace: str, keys: Sequence[str]) -> set[str]:
        """Which of ``keys`` are tombstones of ``namespace``."""
        ...

    def forgotten_keys(self, namespace: str) -> list[tuple[str, str]]:
        """Every ``(key, episode id)`` tombstone of ``namespace``."""
        ...

    def reset_vector_state(self, namespace: str, seqs: Sequence[int] | None = None) -> None: ...

    # -- reading
    def existing_ids(self, namespace: str, ids: Sequence[str]) -> dict[str, Episode]: ...

    def episodes_by_seq(self, seqs: Sequence[int]) -> dict[int, Episode]: ...

    def iter_episodes(
        self, namespace: str, *, after_seq: int = 0, vector_pending: bool = False
    ) -> Iterator[EpisodeRow]: ...

    def previous_in_session(self, namespace: str, session_id: str, seq: int) -> Episode | None: ...

    def next_in_session(self, namespace: str, session_id: str, seq: int) -> EpisodeRow | None: ...

    def session_neighbour_seqs(
        self, namespace: str, session_id: str, seq: int
    ) -> tuple[int | None, int | None]: ...

    def filter_columns_and_speakers(
        self, namespace: str
    ) -> tuple[list[tuple[int, str, int, int, int, str]], set[str]]: ...

    def count(self, namespace: str | None = None, *, vector_indexed: bool | None = None) -> int: ...

    def seqs(self, namespace: str) -> list[int]: ...

    def sample(self, namespace: str, n: int) -> list[Episode]: ...

    def assigned_seq(self) -> int: ...

    def namespaces(self) -> dict[str, int]: ...

    def max_seq(self, namespace: str) -> int: ...

    def filter_columns(self, namespace: str) -> list[tuple[int, str, int, int, int, str]]: ...


class RunRows(Protocol):
    """Retrieval runs (``agent.runs``): kept per namespace, pruned by insertion order."""

    readonly: bool

    def save_run(
        self, run_id: str, namespace: str, created_at: float, user_text: str, payload: str
    ) -> int:
        """Record (or replace) a run; its insertion order, 0 when not recorded (read-only)."""
        ...

    def list_runs(self, namespace: str, limit: int) -> list[tuple[str, float, str, str]]: ...

    def get_run(self, namespace: str, run_id: str) -> tuple[str, float, str, str] | None: ...

    def ids_with_prefix(
        self, table: Literal["runs", "episodes"], namespace: str, prefix: str, limit: int
    ) -> list[str]: ...

    def count_runs(self, namespace: str | None = None) -> int: ...

    def prune_all_runs(self, *, keep: int) -> int: ...

    def prune_runs(
        self, namespace: str, *, keep: int | None = None, before: float | None = None
    ) -> int: ...


class StoreRows(EpisodeRows, RunRows, Protocol):
    """Everything a store's rows offer (``MemoryStore.db``): episodes, settings and runs, on
    SQLite (:class:`~.db.Database`) or PostgreSQL (``pg.rows.PgRows``)."""


def load_table(rows: EpisodeRows, namespace: str) -> FilterTable:
    """The namespace's filter table (seq, id, time, flags, session; speaker names)."""
    columns, speakers = rows.filter_columns_and_speakers(namespace)
    return FilterTable(columns, speakers)


def _sqlite_rows(db: Database) -> StoreRows:
    return db  # mypy checks here that the SQLite database implements the interface
