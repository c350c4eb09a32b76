"""The episode rows: the store's source of truth, and what every other part is derived from.

:class:`EpisodeRows` is the interface ``MemoryStore`` and its keyword and vector parts use: the
rows of every namespace (each call names its namespace: one database serves every user), the
change counters other processes watch (``generation``, ``keyword_epoch``) and a few settings
(``meta``: the embedder and tokenizer a namespace was built with, its time zone). No call hands
out a connection or a transaction: each write is one atomic call, so a PostgreSQL backend can
implement the same methods (issue 25). Today's implementation is :class:`~.db.Database`
(``omoide.sqlite3``, one connection per thread, WAL mode).

:func:`load_table` reads the in-memory filter table searches use from the rows.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Protocol

from .db import Database, EpisodeRow
from .filters import FilterTable
from .records import Episode

__all__ = ["EpisodeRows", "load_table"]


class EpisodeRows(Protocol):
    """Episodes by namespace, with their seqs (ascending in commit order, never reused), the
    vector state of each row and the change counters. Every write moves ``generation``."""

    path: Path
    readonly: bool

    def check_writable(self) -> None:
        """Raise ``ReadOnlyStoreError`` if this user may not write."""

    def close(self) -> None: ...

    # -- settings and change counters
    def get_meta(self, key: str) -> str | None: ...

    def set_meta(self, key: str, value: str) -> None: ...

    def counter(self, key: str) -> int:
        """``generation`` or ``keyword_epoch`` (0 if never set)."""
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


def load_table(rows: EpisodeRows, namespace: str) -> FilterTable:
    """The namespace's filter table (seq, id, time, flags, session; speaker names)."""
    columns, speakers = rows.filter_columns_and_speakers(namespace)
    return FilterTable(columns, speakers)


def _sqlite_rows(db: Database) -> EpisodeRows:
    return db  # mypy checks here that the SQLite database implements the interface
