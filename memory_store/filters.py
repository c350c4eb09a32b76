"""Search filters, applied in memory over every index's hits.

Chroma ``where`` filters cost ~200 ms per query at 100k documents on these machines, and BM25
has none, so both indexes over-fetch and filter here: a numpy table of the filterable columns,
replaced whole (copy-on-write) when episodes are added, so readers never lock.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from .records import Sensitivity, to_epoch_seconds

__all__ = ["FilterTable", "SearchFilters"]


@dataclass(frozen=True, slots=True)
class SearchFilters:
    """Which episodes a search may return. The defaults follow design §rerank (PRIVATE at most)."""

    since: datetime | int | None = None
    until: datetime | int | None = None
    max_sensitivity: Sensitivity = Sensitivity.PRIVATE
    session_ids: frozenset[str] | None = None
    exclude_ids: frozenset[str] = field(default_factory=frozenset)
    include_unsearchable: bool = False

    @classmethod
    def of(
        cls,
        *,
        since: datetime | int | None = None,
        until: datetime | int | None = None,
        max_sensitivity: Sensitivity | str = Sensitivity.PRIVATE,
        session_ids: Iterable[str] | None = None,
        exclude_ids: Iterable[str] = (),
        include_unsearchable: bool = False,
    ) -> SearchFilters:
        return cls(
            since=since,
            until=until,
            max_sensitivity=Sensitivity.parse(max_sensitivity),
            session_ids=None if session_ids is None else frozenset(session_ids),
            exclude_ids=frozenset(exclude_ids),
            include_unsearchable=include_unsearchable,
        )


# (codes by row, session of each code, code of each session)
_SessionCodes = tuple[np.ndarray, list[str], dict[str, int]]


def _session_codes(sessions: Sequence[str], names: list[str], index: dict[str, int]) -> np.ndarray:
    """Codes of ``sessions`` (-1 for none), new sessions appended to ``names`` / ``index``."""
    out = np.empty(len(sessions), dtype=np.int64)
    for i, session in enumerate(sessions):
        if not session:
            out[i] = -1
            continue
        code = index.get(session)
        if code is None:
            code = index[session] = len(names)
            names.append(session)
        out[i] = code
    return out


class FilterTable:
    """Immutable columns (sorted by seq) of what filters look at, and the names of the
    memory's speakers (what keyword queries may leave out: ``MemoryStore.speaker_terms``)."""

    def __init__(
        self, rows: Sequence[tuple[int, str, int, int, int, str]], speakers: Iterable[str] = ()
    ) -> None:
        self.seqs = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        self.ids = [r[1] for r in rows]
        self.occurred_at = np.fromiter((r[2] for r in rows), dtype=np.int64, count=len(rows))
        self.sensitivity = np.fromiter((r[3] for r in rows), dtype=np.int8, count=len(rows))
        self.searchable = np.fromiter((r[4] for r in rows), dtype=bool, count=len(rows))
        self.sessions = [r[5] for r in rows]
        self.seq_by_id = dict(zip(self.ids, self.seqs.tolist(), strict=True))
        self.speakers = frozenset(speakers)

    def __len__(self) -> int:
        return int(self.seqs.shape[0])

    def extended(
        self, rows: Sequence[tuple[int, str, int, int, int, str]], speakers: Iterable[str] = ()
    ) -> FilterTable:
        """This table with ``rows`` (newer seqs) appended and ``speakers`` added."""
        merged = FilterTable.__new__(FilterTable)
        new = FilterTable(rows)
        talking = frozenset(speakers)
        # The same set object when nobody new speaks (most adds): what is derived from the
        # names (MemoryStore.speaker_terms) stays valid.
        merged.speakers = self.speakers if talking <= self.speakers else self.speakers | talking
        merged.seqs = np.concatenate([self.seqs, new.seqs])
        merged.ids = self.ids + new.ids
        merged.occurred_at = np.concatenate([self.occurred_at, new.occurred_at])
        merged.sensitivity = np.concatenate([self.sensitivity, new.sensitivity])
        merged.searchable = np.concatenate([self.searchable, new.searchable])
        merged.sessions = self.sessions + new.sessions
        merged.seq_by_id = {**self.seq_by_id, **new.seq_by_id}
        cached: _SessionCodes | None = getattr(self, "_code_cache", None)
        if cached is not None:  # extend the session codes rather than recompute them all
            codes, names, index = cached
            added = _session_codes(new.sessions, names, index)
            merged._code_cache = (np.concatenate([codes, added]), names, index)
        return merged

    def _row(self, id: str) -> int | None:
        """The row of episode ``id`` (rows are in seq order), or None when it is not stored."""
        seq = self.seq_by_id.get(id)
        return None if seq is None else int(np.searchsorted(self.seqs, seq))

    def session_codes(self, seqs: np.ndarray) -> np.ndarray:
        """Per seq, an integer standing for its session (:meth:`session_of_code` reads it back;
        -1: no session, or not in this table)."""
        if not len(self):
            return np.full(seqs.shape, -1, dtype=np.int64)
        codes = self._codes()[0]
        pos = self._positions(seqs)
        out: np.ndarray = np.where(pos < len(self), codes[np.minimum(pos, len(self) - 1)], -1)
        return out

    def session_of_code(self, code: int) -> str:
        """The session id :meth:`session_codes` gave ``code``."""
        return self._codes()[1][code]

    def _codes(self) -> _SessionCodes:
        """Session codes by row, the session of each code and the code of each session,
        computed on first use and extended by :meth:`extended` (the name list and the index
        are shared, append-only, by the tables that follow: a table only reads the codes its
        own rows have)."""
        cached: _SessionCodes | None = getattr(self, "_code_cache", None)
        if cached is None:
            names: list[str] = []
            index: dict[str, int] = {}
            cached = (_session_codes(self.sessions, names, index), names, index)
            self._code_cache = cached
        return cached

    def _positions(self, seqs: np.ndarray) -> np.ndarray:
        """Row of each seq in this table, or ``len(self)`` where it has none."""
        n = len(self)
        if n and int(self.seqs[-1]) - int(self.seqs[0]) == n - 1:
            pos = seqs - self.seqs[0]
            pos = np.where((pos >= 0) & (pos < n), pos, n)
        else:
            pos = np.searchsorted(self.seqs, seqs)
        clipped = np.minimum(pos, max(n - 1, 0))
        found: np.ndarray = np.where((pos < n) & (self.seqs[clipped] == seqs), pos, n) if n else pos
        return found

    def seq_and_session(self, id: str) -> tuple[int, str] | None:
        """(seq, session id) of a stored episode, or None when it is not stored."""
        row = self._row(id)
        return None if row is None else (int(self.seqs[row]), self.sessions[row])

    def with_searchable(self, ids: Iterable[str], searchable: bool) -> FilterTable:
        copy = FilterTable.__new__(FilterTable)
        copy.__dict__.update(self.__dict__)
        copy.searchable = self.searchable.copy()
        for i in ids:
            if (row := self._row(i)) is not None:
                copy.searchable[row] = searchable
        return copy

    def hidden(self, ids: Iterable[str]) -> set[str]:
        """Of ``ids``, those no search returns: not stored (deleted) or unsearchable."""
        return {i for i in ids if (row := self._row(i)) is None or not self.searchable[row]}

    def above(self, ids: Iterable[str], max_sensitivity: Sensitivity) -> set[str]:
        """Of ``ids``, the stored ones more sensitive than ``max_sensitivity`` (their current
        flags: an episode re-imported as SECRET is SECRET here at once)."""
        ceiling = int(max_sensitivity)
        return {
            i
            for i in ids
            if (row := self._row(i)) is not None and int(self.sensitivity[row]) > ceiling
        }

    def allow(self, seqs: np.ndarray, filters: SearchFilters) -> np.ndarray:
        """Boolean mask over ``seqs``: True where the episode passes ``filters``."""
        n = len(self)
        if n and int(self.seqs[-1]) - int(self.seqs[0]) == n - 1:
            # Contiguous seqs (one namespace per file, the usual case): position by subtraction.
            pos = seqs - self.seqs[0]
            pos = np.where((pos >= 0) & (pos < n), pos, n)
        else:
            pos = np.searchsorted(self.seqs, seqs)
        pos_clipped = np.minimum(pos, max(len(self) - 1, 0))
        # Seqs newer than this snapshot (a concurrent add) are not visible yet.
        ok: np.ndarray = (
            (pos < len(self)) & (self.seqs[pos_clipped] == seqs)
            if len(self)
            else np.zeros(seqs.shape, dtype=bool)
        )
        if not ok.any():
            return ok
        p = pos_clipped
        if not filters.include_unsearchable:
            ok &= self.searchable[p]
        ok &= self.sensitivity[p] <= int(filters.max_sensitivity)
        if filters.since is not None:
            ok &= self.occurred_at[p] >= to_epoch_seconds(filters.since)
        if filters.until is not None:
            ok &= self.occurred_at[p] <= to_epoch_seconds(filters.until)
        if filters.session_ids is not None:
            ok &= np.fromiter(
                (self.sessions[i] in filters.session_ids for i in p), dtype=bool, count=len(p)
            )
        if filters.exclude_ids:
            excluded = {self.seq_by_id[i] for i in filters.exclude_ids if i in self.seq_by_id}
            if excluded:
                ok &= ~np.isin(seqs, np.fromiter(excluded, dtype=np.int64))
        return ok
