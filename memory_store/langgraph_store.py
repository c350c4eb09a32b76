"""``OmoideStore``: omoide's memory as a LangGraph ``BaseStore``.

``graph.compile(store=OmoideStore(".omoide"))`` gives every node ``get_store()`` /
``runtime.store`` backed by omoide: items persist in the store folder's SQLite file, and their
text is indexed by omoide's keyword (BM25, Japanese-aware tokens) and vector (Chroma) indexes,
so ``search(..., query=...)`` ranks with omoide's hybrid search and omoide's own tools and
``recall()`` find the items too.

Namespaces. A LangGraph namespace tuple is one omoide namespace, its labels joined by ``"."``
(LangGraph forbids ``"."`` inside a label, so the mapping is one to one):
``("memories", "alice")`` is omoide namespace ``"memories.alice"``, and an omoide namespace
``"alice"`` is the tuple ``("alice",)``. Each omoide namespace has its own keyword index and
Chroma collection, so a search in ``("memories", "alice")`` never ranks or returns another
namespace's items; a search by the prefix ``("memories",)`` spans every namespace under it, as
LangGraph's prefix search does.

Items and episodes. An item is a row of ``langgraph_items`` (namespace, key, JSON value,
created_at, updated_at); its *text* (see below) is also stored as an omoide episode with
``id = key`` and ``source = "langgraph-store"``, which is what the indexes, the tools and
``recall()`` see. Conversation episodes of the namespace (ingested logs, the agent's
``remember`` step) are visible as read-only-shaped items too: key = episode id, value
``{"content", "user_text", "reply_text", "occurred_at", "session_id", "source", "kind":
"episode"}``, created/updated at the time of the exchange. Putting a value at an episode's key
turns it into an item; deleting that key deletes the episode. Episodes hidden from search
(unsearchable, or above ``max_sensitivity``, by default SECRET ones) are not visible at all.

Text. As ``InMemoryStore``: the store's ``index={"fields": [...]}`` (default ``["$"]``) or a
put's ``index=[...]`` names the fields; ``index=False`` stores the item without text (it is
listed and fetched, never found by a query). ``"$"`` takes every string in the value (not its
JSON, whose keys and quotes would pollute keyword search). The texts of several fields are
joined into one document (``InMemoryStore`` embeds each field and keeps the best match).

Ordering. With a query: by the rank-fused score of the keyword and vector lists (reciprocal
rank fusion, higher is better; not a cosine similarity). Without: by ``updated_at``, newest
first (as LangGraph's Postgres store). ``filter`` (exact values and ``$eq``, ``$ne``, ``$gt``,
``$gte``, ``$lt``, ``$lte``) applies to the value in both cases, then ``offset`` and ``limit``.

Batches: reads see the store as it was before the batch's writes; of two puts to one key in a
batch, the last wins (as ``InMemoryStore`` and the Postgres store). Time-to-live is not
supported (``supports_ttl = False``): a ``ttl`` is refused with ``NotImplementedError``.
"""

from __future__ import annotations

import asyncio
import json
import math
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any

from langchain_core.embeddings import Embeddings
from langgraph.store.base import (
    BaseStore,
    GetOp,
    IndexConfig,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    get_text_at_path,
    tokenize_path,
    validate_op_namespace,
)

from .connections import ThreadConnections, connect_wal
from .db import Database
from .filters import SearchFilters
from .pool import NamespacePool
from .records import MEMORY_ITEM_SOURCE, Episode, SearchHit, Sensitivity
from .store import DB_FILE, MemoryStore

__all__ = ["ITEM_SOURCE", "OmoideStore", "namespace_key", "namespace_tuple"]

ITEM_SOURCE = MEMORY_ITEM_SOURCE  # Episode.source of the episodes that carry an item's text
ITEM_SPEAKER = "MEMORY"  # how get_full_memory_block labels an item's text
# Reciprocal rank fusion constant: the same k as RetrievalConfig.rrf_k (design §rerank).
RRF_K = 60
# Hybrid lists are at least this long, and grow by this factor while a filter keeps too few.
MIN_FETCH = 20
FETCH_GROWTH = 4
_REPAIRED = "langgraph_items_checked"  # MemoryStore.cache flag: items and episodes agree

_SCHEMA = """
CREATE TABLE IF NOT EXISTS langgraph_items (
    namespace  TEXT NOT NULL,
    key        TEXT NOT NULL,
    value      TEXT NOT NULL,
    text       TEXT,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    PRIMARY KEY (namespace, key)
);
CREATE INDEX IF NOT EXISTS langgraph_items_by_time ON langgraph_items (namespace, updated_at);
"""


def namespace_key(namespace: Sequence[str]) -> str:
    """The omoide namespace of a LangGraph namespace tuple: its labels joined by ``"."``."""
    return ".".join(namespace)


def namespace_tuple(name: str) -> tuple[str, ...] | None:
    """The LangGraph namespace of an omoide namespace (``None`` if a label would be empty)."""
    labels = tuple(name.split("."))
    return labels if all(labels) else None


def _ts(value: float) -> datetime:
    return datetime.fromtimestamp(value, tz=UTC)


def _string_leaves(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for v in value.values():
            yield from _string_leaves(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _string_leaves(v)


def _matches(value: Any, expected: Any) -> bool:
    """LangGraph's filter semantics (as ``InMemoryStore``): exact, nested or ``$`` operators."""
    if isinstance(expected, Mapping):
        if any(str(k).startswith("$") for k in expected):
            return all(_operator(value, op, arg) for op, arg in expected.items())
        return isinstance(value, Mapping) and all(
            _matches(value.get(k), v) for k, v in expected.items()
        )
    if isinstance(expected, list | tuple):
        return (
            isinstance(value, list | tuple)
            and len(value) == len(expected)
            and all(_matches(a, b) for a, b in zip(value, expected, strict=True))
        )
    return bool(value == expected)


def _operator(value: Any, op: str, arg: Any) -> bool:
    if op == "$eq":
        return bool(value == arg)
    if op == "$ne":
        return bool(value != arg)
    if op not in ("$gt", "$gte", "$lt", "$lte"):
        raise ValueError(f"unsupported filter operator {op!r} (use $eq $ne $gt $gte $lt $lte)")
    try:
        a, b = float(value), float(arg)
    except (TypeError, ValueError):
        return False  # a missing or non-numeric field never satisfies a comparison
    return {"$gt": a > b, "$gte": a >= b, "$lt": a < b, "$lte": a <= b}[op]


def _namespace_matches(condition: MatchCondition, ns: tuple[str, ...]) -> bool:
    path = condition.path
    if len(ns) < len(path):
        return False
    part = ns[: len(path)] if condition.match_type == "prefix" else ns[len(ns) - len(path) :]
    if condition.match_type not in ("prefix", "suffix"):
        raise ValueError(f"unsupported match type {condition.match_type!r}")
    return all(p == "*" or p == label for p, label in zip(path, part, strict=True))


def _check_put(op: PutOp) -> None:
    if not op.namespace:
        raise InvalidNamespaceError("Namespace cannot be empty.")
    if op.namespace[0] == "langgraph":
        raise InvalidNamespaceError(
            f'Root label for namespace cannot be "langgraph". Got: {op.namespace}'
        )
    if op.ttl is not None:
        raise NotImplementedError(
            "OmoideStore does not support TTL (items are long-term memory); put without ttl"
        )


class _Sql:
    """SQLite connections to the store's database, one per thread (WAL, as ``Database``)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conns = ThreadConnections(partial(connect_wal, self.path))

    def conn(self) -> sqlite3.Connection:
        return self._conns.get()

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        conn = self.conn()
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def close(self) -> None:
        self._conns.close()


class OmoideStore(BaseStore):
    """A LangGraph ``BaseStore`` over an omoide store folder (see the module docstring).

    ``index`` is LangGraph's ``IndexConfig``: ``fields`` name the text (default ``["$"]``);
    ``embed`` may be an ``Embeddings`` instance or a spec string (default: the store's own
    embedder, else the offline multilingual USE); ``dims``, if given, must match it.
    ``max_open`` bounds the namespaces kept open (``NamespacePool``); pass ``pool`` to share
    one pool with omoide's graph (one ``MemoryStore`` per namespace per process).
    """

    supports_ttl = False

    def __init__(
        self,
        path: str | Path = ".omoide",
        *,
        index: IndexConfig | None = None,
        embedder: Embeddings | str | None = None,
        chroma_url: str | None = None,
        max_open: int = 64,
        max_sensitivity: Sensitivity | str = Sensitivity.PRIVATE,
        pool: NamespacePool | None = None,
    ) -> None:
        cfg: Mapping[str, Any] = index or {}
        embed = cfg.get("embed")
        if embed is not None and not isinstance(embed, Embeddings | str):
            raise TypeError(
                "OmoideStore embeds with omoide's embedder: index['embed'] must be a LangChain "
                "Embeddings instance or a spec string such as 'use-multilingual-v3'"
            )
        self.path = Path(pool.path if pool is not None else path)
        self.path.mkdir(parents=True, exist_ok=True)
        Database(self.path / DB_FILE).close()  # creates the episodes schema if new
        self._sql = _Sql(self.path / DB_FILE)
        with self._sql.write() as conn:
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
        self._owns_pool = pool is None
        self.pool = pool or NamespacePool(
            self.path, embedder=embed or embedder, chroma_url=chroma_url, max_open=max_open
        )
        self.dims: int | None = cfg.get("dims")
        fields = list(cfg.get("fields") or ["$"])
        self.fields: list[tuple[str, str | list[str]]] = [
            (f, f if f == "$" else tokenize_path(f)) for f in fields
        ]
        self.max_sensitivity = Sensitivity.parse(max_sensitivity)
        self._ns_locks: dict[str, threading.RLock] = {}
        self._ns_locks_lock = threading.Lock()

    # -- lifecycle ------------------------------------------------------------------------
    def __enter__(self) -> OmoideStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Close the SQLite connections and, unless it was passed in, the namespace pool."""
        self._sql.close()
        if self._owns_pool:
            self.pool.close()

    @contextmanager
    def lease(self, namespace: tuple[str, ...]) -> Iterator[MemoryStore]:
        """The omoide ``MemoryStore`` of a LangGraph namespace, for ``recall()`` and the tools:
        ``with store.lease(("memories", user_id)) as ms: recall(ms, text)``."""
        ns = namespace_key(namespace)
        with self.pool.lease(ns) as store:
            if not store.cache.get(_REPAIRED):
                with self._ns_lock(ns):
                    if not store.cache.get(_REPAIRED):
                        self._repair(store, ns)
                        store.cache[_REPAIRED] = True
            if self.dims is not None and store.dimensions != self.dims:
                raise ValueError(
                    f"index['dims'] is {self.dims} but the embedder {store.embedder_id} gives "
                    f"{store.dimensions}"
                )
            yield store

    def _ns_lock(self, ns: str) -> threading.RLock:
        with self._ns_locks_lock:
            return self._ns_locks.setdefault(ns, threading.RLock())

    # -- BaseStore ------------------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        ops = list(ops)
        for op in ops:
            validate_op_namespace(op)
            if isinstance(op, PutOp):
                _check_put(op)
        results: list[Result] = []
        puts: dict[tuple[tuple[str, ...], str], PutOp] = {}
        for op in ops:
            if isinstance(op, GetOp):
                results.append(self._get(op))
            elif isinstance(op, SearchOp):
                results.append(self._search(op))
            elif isinstance(op, ListNamespacesOp):
                results.append(self._list_namespaces(op))
            elif isinstance(op, PutOp):
                puts.pop((tuple(op.namespace), op.key), None)
                puts[(tuple(op.namespace), op.key)] = op
                results.append(None)
            else:
                raise ValueError(f"unknown operation type: {type(op).__name__}")
        for op in puts.values():
            self._put(op)
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        # omoide's store is synchronous (SQLite, Chroma, a local model): run it off the loop.
        ops = list(ops)
        return await asyncio.get_running_loop().run_in_executor(None, self.batch, ops)

    # -- get ------------------------------------------------------------------------------
    def _get(self, op: GetOp) -> Item | None:
        ns = namespace_key(op.namespace)
        conn = self._sql.conn()
        row = conn.execute(
            "SELECT value, created_at, updated_at FROM langgraph_items "
            "WHERE namespace = ? AND key = ?",
            (ns, op.key),
        ).fetchone()
        if row is not None:
            return Item(
                value=json.loads(row[0]),
                key=op.key,
                namespace=tuple(op.namespace),
                created_at=_ts(row[1]),
                updated_at=_ts(row[2]),
            )
        ep = conn.execute(
            "SELECT id, user_text, reply_text, occurred_at, session_id, source FROM episodes "
            "WHERE namespace = ? AND id = ? AND searchable = 1 AND sensitivity <= ? "
            "AND source != ?",
            (ns, op.key, int(self.max_sensitivity), ITEM_SOURCE),
        ).fetchone()
        if ep is None:
            return None
        found = self._episode_item(tuple(op.namespace), ep)
        return Item(  # a plain Item, as for a stored item (no score)
            value=found.value,
            key=found.key,
            namespace=found.namespace,
            created_at=found.created_at,
            updated_at=found.updated_at,
        )

    @staticmethod
    def _episode_value(user: str, reply: str, ts: int, session: str, source: str) -> dict[str, Any]:
        content = f"{user}\n{reply}" if user and reply else user or reply
        return {
            "content": content,
            "user_text": user,
            "reply_text": reply,
            "occurred_at": int(ts),
            "session_id": session,
            "source": source,
            "kind": "episode",
        }

    def _episode_item(
        self, namespace: tuple[str, ...], row: Sequence[Any], score: float | None = None
    ) -> SearchItem:
        id_, user, reply, ts, session, source = row
        return SearchItem(
            namespace=namespace,
            key=str(id_),
            value=self._episode_value(str(user), str(reply), int(ts), str(session), str(source)),
            created_at=_ts(int(ts)),
            updated_at=_ts(int(ts)),
            score=score,
        )

    # -- list namespaces ------------------------------------------------------------------
    def _all_namespaces(self) -> list[tuple[str, ...]]:
        rows = self._sql.conn().execute(
            "SELECT namespace FROM langgraph_items UNION SELECT namespace FROM episodes"
        )
        return [t for (name,) in rows if (t := namespace_tuple(str(name))) is not None]

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        found = [
            ns
            for ns in self._all_namespaces()
            if all(_namespace_matches(c, ns) for c in op.match_conditions or ())
        ]
        if op.max_depth is not None:
            found = [ns[: op.max_depth] for ns in found]
        return sorted(set(found))[op.offset : op.offset + op.limit]

    def _namespaces_under(self, prefix: tuple[str, ...]) -> list[str]:
        n = len(prefix)
        return sorted(
            namespace_key(ns) for ns in self._all_namespaces() if tuple(ns[:n]) == tuple(prefix)
        )

    # -- search ---------------------------------------------------------------------------
    def _search(self, op: SearchOp) -> list[SearchItem]:
        if op.limit <= 0:
            return []
        if op.query and op.query.strip():
            return self._query(op)
        return self._listing(op)

    def _listing(self, op: SearchOp) -> list[SearchItem]:
        prefix = namespace_key(op.namespace_prefix)
        if prefix:
            where, args = (
                "(namespace = ? OR (namespace >= ? AND namespace < ?))",
                [
                    prefix,
                    prefix + ".",
                    prefix + "/",  # "/" sorts right after ".": the range is "everything under"
                ],
            )
        else:
            where, args = "1 = 1", []
        sql = (
            f"SELECT namespace, key, value, created_at, updated_at, NULL, NULL, NULL, NULL "
            f"FROM langgraph_items WHERE {where} "
            f"UNION ALL SELECT e.namespace, e.id, NULL, e.occurred_at, e.occurred_at, "
            f"e.user_text, e.reply_text, e.session_id, e.source FROM episodes e "
            f"WHERE {where} AND e.searchable = 1 AND e.sensitivity <= ? AND e.source != ? "
            f"AND NOT EXISTS "
            f"(SELECT 1 FROM langgraph_items i WHERE i.namespace = e.namespace AND i.key = e.id) "
            f"ORDER BY 5 DESC, 1, 2"
        )
        out: list[SearchItem] = []
        skipped = 0
        rows = self._sql.conn().execute(sql, [*args, *args, int(self.max_sensitivity), ITEM_SOURCE])
        for ns_name, key, value, created, updated, user, reply, session, source in rows:
            ns = namespace_tuple(str(ns_name))
            if ns is None:
                continue
            if value is not None:
                item = SearchItem(
                    namespace=ns,
                    key=str(key),
                    value=json.loads(value),
                    created_at=_ts(created),
                    updated_at=_ts(updated),
                )
            else:
                item = self._episode_item(ns, (key, user, reply, created, session, source))
            if op.filter and not _matches(item.value, op.filter):
                continue
            if skipped < op.offset:
                skipped += 1
                continue
            out.append(item)
            if len(out) >= op.limit:
                break
        return out

    def _query(self, op: SearchOp) -> list[SearchItem]:
        query = MemoryStore.check_query(op.query or "")
        want = op.offset + op.limit
        scored: list[SearchItem] = []
        vector = None
        for ns in self._namespaces_under(tuple(op.namespace_prefix)):
            ns_tuple = namespace_tuple(ns)
            assert ns_tuple is not None
            with self.lease(ns_tuple) as store:
                if len(store) == 0:
                    continue
                if vector is None:  # one embedding serves every namespace (one shared model)
                    vector = store.embed_query(query)
                scored += self._hybrid(store, ns_tuple, query, vector, want, op.filter)
        scored.sort(key=lambda it: (-(it.score or 0.0), it.namespace, it.key))
        return scored[op.offset : want]

    def _hybrid(
        self,
        store: MemoryStore,
        ns: tuple[str, ...],
        query: str,
        vector: Any,
        want: int,
        flt: dict[str, Any] | None,
    ) -> list[SearchItem]:
        """Keyword and vector top-k fused by rank; k grows while the filter keeps too few."""
        k = max(2 * want, MIN_FETCH)
        filters = SearchFilters.of(max_sensitivity=self.max_sensitivity)
        while True:
            keyword = store.search_keyword(query, k=k, filters=filters)
            vectors = store.search_vector(vector=vector, k=k, filters=filters)
            items = self._items_for(ns, _fuse(keyword, vectors))
            kept = [it for it in items if not flt or _matches(it.value, flt)]
            exhausted = len(keyword) < k and len(vectors) < k
            if len(kept) >= want or exhausted or k >= len(store):
                return kept[:want]
            k *= FETCH_GROWTH

    def _items_for(
        self, ns: tuple[str, ...], fused: list[tuple[SearchHit, float]]
    ) -> list[SearchItem]:
        if not fused:
            return []
        name = namespace_key(ns)
        keys = [h.id for h, _ in fused]
        rows: dict[str, tuple[str, float, float]] = {}
        conn = self._sql.conn()
        for start in range(0, len(keys), 500):
            chunk = keys[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for key, value, created, updated in conn.execute(
                f"SELECT key, value, created_at, updated_at FROM langgraph_items "
                f"WHERE namespace = ? AND key IN ({marks})",
                (name, *chunk),
            ):
                rows[str(key)] = (str(value), float(created), float(updated))
        out: list[SearchItem] = []
        for hit, score in fused:
            found = rows.get(hit.id)
            if found is not None:
                value, created, updated = found
                out.append(
                    SearchItem(
                        namespace=ns,
                        key=hit.id,
                        value=json.loads(value),
                        created_at=_ts(created),
                        updated_at=_ts(updated),
                        score=score,
                    )
                )
            elif hit.episode.source != ITEM_SOURCE:  # an item deleted under a concurrent read
                e = hit.episode
                row = (e.id, e.user_text, e.reply_text, e.occurred_at, e.session_id, e.source)
                out.append(self._episode_item(ns, row, score))
        return out

    # -- put / delete ---------------------------------------------------------------------
    def _text(self, value: Mapping[str, Any], index: list[str] | None) -> str | None:
        paths = (
            self.fields
            if index is None
            else [(f, f if f == "$" else tokenize_path(f)) for f in index]
        )
        texts: list[str] = []
        for path, tokens in paths:
            texts += _string_leaves(value) if path == "$" else get_text_at_path(value, tokens)
        text = "\n".join(t.strip() for t in texts if t and t.strip())
        return text or None

    def _put(self, op: PutOp) -> None:
        ns = namespace_key(op.namespace)
        with self._ns_lock(ns):
            if op.value is None:
                self._delete(tuple(op.namespace), ns, op.key)
                return
            value = dict(op.value)
            encoded = json.dumps(value, ensure_ascii=False, sort_keys=True)  # TypeError if not JSON
            text = None if op.index is False else self._text(value, op.index)
            now = time.time()
            with self._sql.write() as conn:
                conn.execute(
                    "INSERT INTO langgraph_items (namespace, key, value, text, created_at, "
                    "updated_at) VALUES (?,?,?,?,?,?) ON CONFLICT (namespace, key) DO UPDATE "
                    "SET value = excluded.value, text = excluded.text, "
                    "updated_at = excluded.updated_at",
                    (ns, op.key, encoded, text, now, now),
                )
            if text is None and not self._has_episode(ns, op.key):
                return  # nothing to index or unindex: no need to open the namespace
            # The item row is the truth; its episode follows (a crash in between is repaired
            # the next time the namespace is opened).
            with self.lease(tuple(op.namespace)) as store:
                self._sync_episode(store, op.key, text, now)

    def _delete(self, namespace: tuple[str, ...], ns: str, key: str) -> None:
        if self._has_episode(ns, key):
            # The episode goes first: a crash before the row is deleted leaves an item whose
            # episode the next open restores, never an orphan episode posing as the item.
            with self.lease(namespace) as store:
                store.delete_episodes([key])
        with self._sql.write() as w:
            w.execute("DELETE FROM langgraph_items WHERE namespace = ? AND key = ?", (ns, key))

    def _has_episode(self, ns: str, key: str) -> bool:
        found = self._sql.conn().execute(
            "SELECT 1 FROM episodes WHERE namespace = ? AND id = ?", (ns, key)
        )
        return found.fetchone() is not None

    def _sync_episode(self, store: MemoryStore, key: str, text: str | None, at: float) -> None:
        old = store.get_many([key])
        if old and text is not None and old[0].source == ITEM_SOURCE and old[0].user_text == text:
            return  # same text: nothing to re-embed
        if old:
            store.delete_episodes([key])
        if text is not None:
            store.add_episodes(
                [
                    Episode(
                        id=key,
                        user_text=text,
                        reply_text="",
                        occurred_at=math.floor(at),
                        source=ITEM_SOURCE,
                        user_speaker=ITEM_SPEAKER,
                        namespace=store.namespace,
                    )
                ]
            )

    def _repair(self, store: MemoryStore, ns: str) -> None:
        """Bring the namespace's item episodes in line with the item rows (after a crash)."""
        rows = (
            self._sql.conn()
            .execute(
                "SELECT i.key, i.text, i.updated_at FROM langgraph_items i LEFT JOIN episodes e "
                "ON e.namespace = i.namespace AND e.id = i.key WHERE i.namespace = ? AND "
                "((i.text IS NOT NULL AND (e.id IS NULL OR e.user_text != i.text)) "
                "OR (i.text IS NULL AND e.id IS NOT NULL))",
                (ns,),
            )
            .fetchall()
        )
        for key, text, updated in rows:
            self._sync_episode(store, str(key), None if text is None else str(text), updated)


def _fuse(*lists: list[SearchHit]) -> list[tuple[SearchHit, float]]:
    """Reciprocal rank fusion: score = sum over lists of 1 / (RRF_K + rank + 1)."""
    scores: dict[str, float] = {}
    hits: dict[str, SearchHit] = {}
    for hits_list in lists:
        for rank, hit in enumerate(hits_list):
            scores[hit.id] = scores.get(hit.id, 0.0) + 1.0 / (RRF_K + rank + 1)
            hits.setdefault(hit.id, hit)
    order = sorted(scores, key=lambda i: (-scores[i], i))
    return [(hits[i], scores[i]) for i in order]
