"""``OmoideStore``: omoide's memory as a LangGraph ``BaseStore``.

``graph.compile(store=OmoideStore(".omoide"))`` gives every node ``get_store()`` /
``runtime.store`` backed by omoide: items persist in the store folder's SQLite file, and their
text is indexed by omoide's keyword (BM25, Japanese-aware tokens) and vector (Chroma) indexes,
so ``search(..., query=...)`` ranks with omoide's hybrid search and omoide's own tools and
``recall()`` find the items too. Given a ``postgresql://`` URL instead of a folder
(``OmoideStore("postgresql://…")``, ``$OMOIDE_STORE``, or a ``NamespacePool`` on a URL), the
items live in the database's ``langgraph_items`` table (``pg/items.py``) and their episodes in
its ``episodes`` table, so every replica on the URL sees every put and delete; the SQL of both
backends sits behind :class:`ItemRows`.

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
joined into one document for the indexes; the *score* is the best cosine over the field texts,
as ``InMemoryStore`` scores an item by its best-matching field. ``index["embed"]`` may be an
``Embeddings``, a function from texts to vectors (wrapped as LangGraph's stores do) or a spec.
With ``index["dims"]`` the model's vector size is taken from it (no probe text is embedded: a
remote model is sent only the items' texts and the queries) and every vector is checked
against it (``ValueError`` naming both sizes).

Ordering and scores. With a query: in the order of the rank-fused keyword and vector lists
(reciprocal rank fusion, omoide's hybrid ranking; hits a list scores equally share its rank,
so a list that cannot tell them apart leaves their order to the other; a namespace of up to
:data:`FULL_RANK_MAX` items is ranked over its whole lists, so every page is cut from one
order), and
``SearchItem.score`` is the item's signed *cosine similarity* to the query, in [-1, 1], as
LangGraph's stores report it (an identical text scores ~1.0, an unrelated one ~0 or below),
the number users threshold (``[h for h in hits if h.score >= 0.5]``). The order is the hybrid
rank, so a keyword match may precede an item with a higher score. Items
without text (put with ``index=False`` or lacking every indexed field) come after the scored
ones with ``score=None``, newest first, as ``InMemoryStore`` returns them. Without a query: by
``updated_at``, newest first (as LangGraph's Postgres store), ``score=None``. ``filter`` (exact
values and ``$eq``, ``$ne``, ``$gt``, ``$gte``, ``$lt``, ``$lte``) applies to the value in both
cases, then ``offset`` and ``limit``.

Values. Any JSON value, plus what ``InMemoryStore`` hands back unchanged and LangGraph's
serializer round-trips: ``tuple`` (returned a tuple), ``datetime``, ``date``, ``time``,
``timedelta``, ``set`` / ``frozenset``, ``UUID``, ``Decimal`` and ``bytes``. Anything else is
refused with a ``TypeError`` naming where in the value it is.

Namespaces reserved. As LangGraph: the public ``put()`` refuses a root label ``"langgraph"``;
``batch([PutOp(...)])`` (LangGraph's internal path) accepts it.

Batches: reads see the store as it was before the batch's writes; of two puts to one key in a
batch, the last wins (as ``InMemoryStore`` and the Postgres store). The puts of one batch are
written per namespace in one transaction and embedded together (one embedding call for their
texts, not one per put).

Time-to-live (``supports_ttl = True``), as LangGraph's SQLite and Postgres stores:
``put(..., ttl=minutes)``; ``ttl=TTLConfig(default_ttl=..., refresh_on_read=...,
sweep_interval_minutes=..., omit_expired=...)``. The ttl counts from the end of the put (after
its text is embedded, so a slow or loading model does not eat it). An expired item is invisible
to ``get``, ``search`` and ``list_namespaces`` at once, whatever ``omit_expired`` says (omoide
always omits it; ``omit_expired=False`` is accepted and changes nothing), and
:meth:`OmoideStore.sweep_ttl` (or the thread started by :meth:`OmoideStore.start_ttl_sweeper`)
deletes its row, its episode and its index entries (through ``MemoryStore.delete_episodes``).
As LangGraph's SQLite store, a read restarts the expiry of the items it returns only when the
``TTLConfig`` sets ``refresh_on_read=True`` and the call does not pass ``refresh_ttl=False``
(``TTLConfig``'s docstring says an unset ``refresh_on_read`` means True; SqliteStore, whose
tests omoide follows, treats it as False, and so does omoide).

Where LangGraph's own store tests (libs/checkpoint and libs/checkpoint-sqlite, the store line
adapted) expect something else, and why omoide differs:

- Result order with a query is omoide's hybrid rank, the score each item's cosine, so a page's
  scores descend only where the keyword list cannot tell the items apart (as in
  ``test_vector_search_pagination`` of checkpoint-sqlite's test_store.py, which passes: every
  item holds the query word once, the keyword list ties them, the vector list orders them); a
  rare name or token the keyword list finds may precede an item with a higher cosine.
- SQLite internals (``store.conn`` tables, ``index_config["text_fields"]``, ``distance_type``
  ``l2`` / ``inner_product``, expired rows backdated through ``_cursor()``) are not there, as
  they are not in ``InMemoryStore``; ``AsyncSqliteStore``'s sync methods raise on the event
  loop thread, omoide's (and ``InMemoryStore``'s) work (``test_no_running_loop``).
"""

from __future__ import annotations

import asyncio
import base64
import concurrent.futures
import json
import logging
import math
import threading
import time
import uuid
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, date, datetime, timedelta
from datetime import time as dtime
from decimal import Decimal
from pathlib import Path
from types import TracebackType
from typing import Any

import numpy as np
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
    TTLConfig,
    get_text_at_path,
    tokenize_path,
    validate_op_namespace,
)
from langgraph.store.base.embed import ensure_embeddings

from . import ranking
from .backends import open_backend
from .embedders import embed_texts, embedder_id
from .filters import SearchFilters
from .item_rows import ItemRows, SqliteItems
from .pool import NamespacePool
from .records import MEMORY_ITEM_SOURCE, Episode, SearchHit, Sensitivity, unicode_problem
from .store import MemoryStore

__all__ = [
    "ITEM_SOURCE",
    "OmoideStore",
    "decode_value",
    "encode_value",
    "namespace_key",
    "namespace_tuple",
]

log = logging.getLogger(__name__)

# The item table's SQLite side, by its name before item_rows.py held it.
_Sql = SqliteItems

ITEM_SOURCE = MEMORY_ITEM_SOURCE  # Episode.source of the episodes that carry an item's text
ITEM_SPEAKER = "MEMORY"  # how get_full_memory_block labels an item's text
# Reciprocal rank fusion constant: the same k as RetrievalConfig's fusion.rrf_k (ranking.py).
RRF_K = ranking.RRF_K
# Hybrid lists are at least this long, and grow by this factor while a filter keeps too few.
MIN_FETCH = 20
FETCH_GROWTH = 4
# A namespace of at most this many items is ranked over its whole keyword and vector lists, so
# a query's order is one order whatever the page: `offset=10, limit=10` continues `limit=10`
# exactly. Above it the lists are cut at twice the page's end, and a deep page may repeat or
# miss an item near the cut (reciprocal rank fusion over cut lists is not a prefix of the
# whole one).
FULL_RANK_MAX = 100
# LangGraph's SQLite store sweeps every 5 minutes when TTLConfig names no interval.
DEFAULT_SWEEP_MINUTES = 5.0
# Wall-clock seconds for created/updated/expiry times (one name, so TTL tests can move time).
_clock = time.time
_REPAIRED = "langgraph_items_checked"  # MemoryStore.cache flag: items and episodes agree
_TAG = "__omoide_type__"  # marks a value part JSON cannot carry (see encode_value)


def namespace_key(namespace: Sequence[str]) -> str:
    """The omoide namespace of a LangGraph namespace tuple: its labels joined by ``"."``."""
    return ".".join(namespace)


def namespace_tuple(name: str) -> tuple[str, ...] | None:
    """The LangGraph namespace of an omoide namespace (``None`` if a label would be empty)."""
    labels = tuple(name.split("."))
    return labels if all(labels) else None


def _ts(value: float) -> datetime:
    return datetime.fromtimestamp(value, tz=UTC)


# -- values: JSON plus the Python types InMemoryStore hands back unchanged ---------------------
def _tagged(value: Any, where: str) -> Any:
    """``value`` with every part JSON cannot carry (or would change) as a tagged object."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Mapping):
        out = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise TypeError(
                    f"value{where}: key {k!r} is a {type(k).__name__}; OmoideStore keeps "
                    "string keys only (JSON objects)"
                )
            out[k] = _tagged(v, f"{where}[{k!r}]")
        # A user's own dict that happens to use the tag key is escaped, not misread.
        return {_TAG: "dict", "v": out} if _TAG in out else out
    if isinstance(value, list):
        return [_tagged(v, f"{where}[{i}]") for i, v in enumerate(value)]
    if isinstance(value, tuple):
        return {_TAG: "tuple", "v": [_tagged(v, f"{where}[{i}]") for i, v in enumerate(value)]}
    if isinstance(value, set | frozenset):
        kind = "set" if isinstance(value, set) else "frozenset"
        return {_TAG: kind, "v": [_tagged(v, f"{where}{{}}") for v in value]}
    if isinstance(value, datetime):
        return {_TAG: "datetime", "v": value.isoformat()}
    if isinstance(value, date):
        return {_TAG: "date", "v": value.isoformat()}
    if isinstance(value, dtime):
        return {_TAG: "time", "v": value.isoformat()}
    if isinstance(value, timedelta):
        return {_TAG: "timedelta", "v": [value.days, value.seconds, value.microseconds]}
    if isinstance(value, uuid.UUID):
        return {_TAG: "uuid", "v": str(value)}
    if isinstance(value, Decimal):
        return {_TAG: "decimal", "v": str(value)}
    if isinstance(value, bytes | bytearray):
        return {_TAG: "bytes", "v": base64.b64encode(bytes(value)).decode("ascii")}
    raise TypeError(
        f"value{where} is a {type(value).__name__}, which OmoideStore cannot store: use JSON "
        "values, tuple, set, datetime, date, time, timedelta, UUID, Decimal or bytes"
    )


_UNTAG: dict[str, Any] = {
    "dict": lambda v: v,
    "tuple": tuple,
    "set": set,
    "frozenset": frozenset,
    "datetime": datetime.fromisoformat,
    "date": date.fromisoformat,
    "time": dtime.fromisoformat,
    "timedelta": lambda v: timedelta(days=v[0], seconds=v[1], microseconds=v[2]),
    "uuid": uuid.UUID,
    "decimal": Decimal,
    "bytes": lambda v: base64.b64decode(v),
}


def _untag(obj: dict[str, Any]) -> Any:
    kind = obj.get(_TAG)
    if kind is None or set(obj) != {_TAG, "v"}:
        return obj
    return _UNTAG[kind](obj["v"])


def encode_value(value: Mapping[str, Any]) -> str:
    """An item value as stored: JSON, with tuples, datetimes, sets, UUIDs, Decimals and bytes
    as tagged objects so :func:`decode_value` gives them back as they were put."""
    return json.dumps(_tagged(value, ""), ensure_ascii=False, allow_nan=True)


def decode_value(stored: str) -> dict[str, Any]:
    """The value :func:`encode_value` stored (plain JSON rows read back unchanged)."""
    found: dict[str, Any] = json.loads(stored, object_hook=_untag)
    return found


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


def _check_text(op: Op) -> None:
    """PostgreSQL text refuses NUL characters (SQLite stores them): both backends refuse
    them in namespaces and keys, so the two agree (values are JSON, where NUL is escaped)."""
    labels = getattr(op, "namespace", None) or getattr(op, "namespace_prefix", ()) or ()
    key = getattr(op, "key", "")
    if any("\x00" in str(label) for label in labels) or "\x00" in str(key):
        raise ValueError(
            f"namespace {tuple(labels)!r} / key {key!r}: NUL characters (\\x00) are not "
            "allowed in namespaces or keys"
        )
    for label in labels:
        if isinstance(label, str) and (problem := unicode_problem(label)):
            raise ValueError(f"namespace label {label!r} {problem}")
    if isinstance(key, str) and (problem := unicode_problem(key)):
        raise ValueError(f"key {key!r} {problem}")


def _check_put(op: PutOp) -> None:
    # Only the public put() reserves the root label "langgraph" (BaseStore checks it there);
    # ops given to batch() are LangGraph's internal path and may use it, as in InMemoryStore.
    if not op.namespace:
        raise InvalidNamespaceError("Namespace cannot be empty.")
    if op.ttl is not None and (
        isinstance(op.ttl, bool) or not isinstance(op.ttl, int | float) or not op.ttl > 0
    ):
        raise ValueError(f"ttl is in minutes and must be a number > 0, got {op.ttl!r}")
    if op.value is not None and (problem := _unicode_problem_in(op.value, "")):
        raise ValueError(problem)


def _check_page(op: SearchOp | ListNamespacesOp) -> None:
    """A page is ``offset`` items in, at most ``limit`` long: a negative one is an error (it
    used to slice from the end, a different page each way of searching; drill r43c)."""
    what = "search" if isinstance(op, SearchOp) else "list_namespaces"
    for name in ("offset", "limit"):
        value = getattr(op, name)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(
                f"OmoideStore.{what}: {name}={value!r}: allowed a whole number >= 0 "
                "(offset skips that many items, limit returns at most that many)"
            )


_MAX_DEPTH = 500
"""How deep a put's value may nest (JSON's encoder recurses once per level)."""


def _unicode_problem_in(value: Any, where: str, depth: int = 0) -> str | None:
    """Where in a value a string (or a dict key) is not valid Unicode (a lone surrogate, or
    an emoji split into its two UTF-16 halves), or the value nests deeper than
    ``_MAX_DEPTH``, and why; None when it can be kept. Checked before a batch writes anything,
    so no namespace of it is written."""
    if depth > _MAX_DEPTH:
        shown = where if len(where) <= 60 else where[:60] + "..."
        return (
            f"value{shown} nests more than {_MAX_DEPTH} levels deep; OmoideStore keeps values "
            f"at most {_MAX_DEPTH} levels deep (JSON)"
        )
    if isinstance(value, str):
        problem = unicode_problem(value)
        return None if problem is None else f"value{where} {problem}"
    if isinstance(value, Mapping):
        for k, v in value.items():
            if isinstance(k, str) and (problem := unicode_problem(k)):
                return f"value{where}: key {k!r} {problem}"
            if found := _unicode_problem_in(v, f"{where}[{k!r}]", depth + 1):
                return found
    elif isinstance(value, list | tuple | set | frozenset):
        for i, v in enumerate(value):
            shown = "{}" if isinstance(value, set | frozenset) else f"[{i}]"
            if found := _unicode_problem_in(v, f"{where}{shown}", depth + 1):
                return found
    return None


class OmoideStore(BaseStore):
    """A LangGraph ``BaseStore`` over an omoide store folder (see the module docstring).

    ``index`` is LangGraph's ``IndexConfig``: ``fields`` name the text (default ``["$"]``);
    ``embed`` may be an ``Embeddings`` instance or a spec string (default: the store's own
    embedder, else the offline multilingual USE); ``dims``, if given, must match it.
    ``ttl`` is LangGraph's ``TTLConfig`` (``default_ttl`` and ``sweep_interval_minutes`` in
    minutes, ``refresh_on_read``). ``max_open`` bounds the namespaces kept open
    (``NamespacePool``); pass ``pool`` to share one pool with omoide's graph (one
    ``MemoryStore`` per namespace per process).
    """

    supports_ttl = True

    def __init__(
        self,
        path: str | Path = ".omoide",
        *,
        index: IndexConfig | None = None,
        embedder: Embeddings | str | None = None,
        ttl: TTLConfig | None = None,
        chroma_url: str | None = None,
        max_open: int = 64,
        max_sensitivity: Sensitivity | str = Sensitivity.PRIVATE,
        pool: NamespacePool | None = None,
    ) -> None:
        cfg: Mapping[str, Any] = index or {}
        embed = cfg.get("embed")
        if callable(embed) and not isinstance(embed, Embeddings):
            # As LangGraph's stores: a function from texts to vectors (sync or async) is
            # wrapped into an Embeddings (LangGraph's own wrapper).
            embed = ensure_embeddings(embed)
        if embed is not None and not isinstance(embed, Embeddings | str):
            raise TypeError(
                "OmoideStore: index['embed'] must be a LangChain Embeddings instance, a "
                "function from a list of texts to a list of vectors, or an embedder spec "
                f"string such as 'use-multilingual-v3' (got a {type(embed).__name__})"
            )
        dims = cfg.get("dims")
        if isinstance(embed, Embeddings) and isinstance(dims, int) and dims > 0:
            embed = _DeclaredDims.wrap(embed, dims)
        self.ttl_config = _check_ttl_config(ttl)
        # The store's backend (backends/) keeps the items beside the episodes: the folder's
        # SQLite file, or the database's langgraph_items table for a postgresql:// URL.
        backend = open_backend(pool.path if pool is not None else path)
        self.url: str | None = backend.url
        # A folder store's folder; Path(".") for a URL store (what it has is its url).
        self.path = Path(".") if self.url is not None else Path(backend.location)
        self._items: ItemRows = backend.open_items()
        self._owns_pool = pool is None
        try:
            self.pool = pool or NamespacePool(
                self.url or self.path,
                embedder=embed or embedder,
                chroma_url=chroma_url,
                max_open=max_open,
            )
        except BaseException:
            self._items.close()
            raise
        self.dims: int | None = cfg.get("dims")
        fields = list(cfg.get("fields") or ["$"])
        self.fields: list[tuple[str, str | list[str]]] = [
            (f, f if f == "$" else tokenize_path(f)) for f in fields
        ]
        # LangGraph's attribute: the index configuration in force (omoide always indexes).
        self.index_config: IndexConfig = {
            "dims": self.dims or 0,
            "embed": _DeclaredDims.unwrap(embed) or embedder or self.pool.embedder or "",
            "fields": fields,
        }
        if self.dims is None:
            del self.index_config["dims"]  # known once the embedder loads (see .embeddings)
        self.max_sensitivity = Sensitivity.parse(max_sensitivity)
        self._ns_locks: dict[str, threading.RLock] = {}
        self._ns_locks_lock = threading.Lock()
        self._sweeper: threading.Thread | None = None
        self._sweeper_stop = threading.Event()

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
        """Stop the TTL sweeper, close the SQLite connections and, unless it was passed in,
        the namespace pool."""
        self.stop_ttl_sweeper()
        self._items.close()
        if self._owns_pool:
            self.pool.close()

    @property
    def embeddings(self) -> Embeddings:
        """LangGraph's attribute: the ``Embeddings`` that index the items' text (the shared
        embedder of the store folder, loaded on first use)."""
        embedder = self.pool.embedder
        if not isinstance(embedder, Embeddings):
            self.pool.warm_up()
            embedder = self.pool.embedder
        assert isinstance(embedder, Embeddings)
        return embedder.inner if isinstance(embedder, _DeclaredDims) else embedder

    @contextmanager
    def lease(self, namespace: tuple[str, ...]) -> Iterator[MemoryStore]:
        """The omoide ``MemoryStore`` of a LangGraph namespace, for ``recall()`` and the tools:
        ``with store.lease(("memories", user_id)) as ms: recall(ms, text)``."""
        ns = namespace_key(namespace)
        with self.pool.lease(ns) as store:
            if not store.cache.get(_REPAIRED):
                # Under the store-wide lock: another process's put or delete (row and episode,
                # two steps) is never seen half done and taken for a crash to repair.
                with self._ns_lock(ns), store.exclusive():
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
            _check_text(op)
            if isinstance(op, PutOp):
                _check_put(op)
            elif isinstance(op, SearchOp | ListNamespacesOp):
                _check_page(op)
        results: list[Result] = []
        puts: dict[tuple[tuple[str, ...], str], PutOp] = {}
        now = _clock()
        for op in ops:
            if isinstance(op, GetOp):
                results.append(self._get(op, now))
            elif isinstance(op, SearchOp):
                results.append(self._search(op, now))
            elif isinstance(op, ListNamespacesOp):
                results.append(self._list_namespaces(op, now))
            elif isinstance(op, PutOp):
                puts.pop((tuple(op.namespace), op.key), None)
                puts[(tuple(op.namespace), op.key)] = op
                results.append(None)
            else:
                raise ValueError(f"unknown operation type: {type(op).__name__}")
        by_ns: dict[tuple[str, ...], list[PutOp]] = {}
        for (ns, _), op in puts.items():
            by_ns.setdefault(ns, []).append(op)
        for ns, ns_ops in by_ns.items():
            self._put_many(ns, ns_ops)
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        # omoide's store is synchronous (SQLite, Chroma, a local model): run it off the loop.
        ops = list(ops)
        return await asyncio.get_running_loop().run_in_executor(None, self.batch, ops)

    # -- time-to-live ---------------------------------------------------------------------
    def _refresh(self, ns: str, keys: Sequence[str], now: float) -> None:
        """Restart the expiry clock of the items just read (those put with a ttl)."""
        if not keys or not self._items.any_timed():
            return  # no item has a ttl: a read writes nothing
        self._items.refresh(ns, keys, now)

    def _refreshes(self, refresh_ttl: bool) -> bool:
        """Whether a read restarts the expiry clock of what it returns: as LangGraph's SQLite
        store, only when the ``TTLConfig`` sets ``refresh_on_read=True`` (and the call does not
        pass ``refresh_ttl=False``). ``BaseStore`` turns an unset ``refresh_on_read`` into
        ``refresh_ttl=True`` on every op, so the op alone cannot tell "asked" from "default"."""
        return refresh_ttl and bool(self.ttl_config and self.ttl_config.get("refresh_on_read"))

    def sweep_ttl(self) -> int:
        """Delete the items whose time-to-live has passed: their rows, episodes and index
        entries. Returns how many items were deleted."""
        now = _clock()
        by_ns: dict[str, list[str]] = {}
        for ns, key in self._items.expired(now):
            by_ns.setdefault(ns, []).append(key)
        deleted = 0
        for ns, keys in by_ns.items():
            labels = namespace_tuple(ns)
            if labels is None:
                continue  # not a LangGraph namespace: no item was put there
            # Under the store-wide lock, as a put: another process's put of the same key
            # between the two steps would otherwise lose its new episode to this sweep.
            with self._ns_lock(ns), self.lease(labels) as store, store.exclusive():
                # Rows first, each only if still expired (a read may have refreshed it since):
                # an episode whose row is gone is invisible to every OmoideStore read, so a
                # crash between the two steps never shows an expired item; the orphan
                # episode is deleted by the next open's repair (see _repair).
                gone = self._items.delete_expired(ns, keys, now)
                deleted += len(gone)
                indexed = sorted(self._items.episode_ids(ns, gone))
                if indexed:
                    store.delete_episodes(indexed)
        return deleted

    async def asweep_ttl(self) -> int:
        """:meth:`sweep_ttl` off the event loop."""
        return await asyncio.get_running_loop().run_in_executor(None, self.sweep_ttl)

    def start_ttl_sweeper(
        self, sweep_interval_minutes: float | None = None
    ) -> concurrent.futures.Future[None]:
        """Sweep expired items every ``sweep_interval_minutes`` (default: the ``TTLConfig``'s,
        else 5) on a daemon thread, as LangGraph's SQLite store does. Without a ``TTLConfig``
        nothing starts (the returned future is done). Cancel the future or call
        :meth:`stop_ttl_sweeper` to stop it."""
        future: concurrent.futures.Future[None] = concurrent.futures.Future()
        if not self.ttl_config:
            future.set_result(None)
            return future
        future.add_done_callback(lambda f: self._sweeper_stop.set() if f.cancelled() else None)
        if self._sweeper is not None and self._sweeper.is_alive():
            return future  # one sweeper per store; this future can still stop it
        interval = float(
            sweep_interval_minutes
            or self.ttl_config.get("sweep_interval_minutes")
            or DEFAULT_SWEEP_MINUTES
        )
        self._sweeper_stop.clear()

        def loop() -> None:
            while not self._sweeper_stop.wait(interval * 60):
                try:
                    swept = self.sweep_ttl()
                    if swept:
                        log.info("swept %d expired items", swept)
                except Exception:  # a failed sweep is retried at the next interval
                    log.exception("TTL sweep failed")
            if not future.done():
                future.set_result(None)

        self._sweeper = threading.Thread(target=loop, name="omoide-ttl-sweeper", daemon=True)
        self._sweeper.start()
        return future

    def stop_ttl_sweeper(self, timeout: float | None = None) -> bool:
        """Stop the sweeper thread; ``True`` once it has stopped (or none was running),
        ``False`` if ``timeout`` seconds passed first."""
        thread = self._sweeper
        if thread is None or not thread.is_alive():
            return True
        self._sweeper_stop.set()
        thread.join(timeout)
        if thread.is_alive():
            return False
        self._sweeper = None
        return True

    async def astart_ttl_sweeper(
        self, sweep_interval_minutes: float | None = None
    ) -> concurrent.futures.Future[None]:
        """:meth:`start_ttl_sweeper` from async code (the sweeps run on their own thread)."""
        return self.start_ttl_sweeper(sweep_interval_minutes)

    async def astop_ttl_sweeper(self, timeout: float | None = None) -> bool:
        """:meth:`stop_ttl_sweeper` without blocking the event loop."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(None, self.stop_ttl_sweeper, timeout)

    # -- get ------------------------------------------------------------------------------
    def _get(self, op: GetOp, now: float) -> Item | None:
        ns = namespace_key(op.namespace)
        row = self._items.get(ns, op.key, now)
        if row is not None:
            if self._refreshes(op.refresh_ttl) and row[3] is not None:
                self._refresh(ns, [op.key], now)
            return Item(
                value=decode_value(row[0]),
                key=op.key,
                namespace=tuple(op.namespace),
                created_at=_ts(row[1]),
                updated_at=_ts(row[2]),
            )
        if self._items.exists(ns, op.key):
            return None  # an expired item, not yet swept: never its episode instead
        ep = self._items.visible_episode(ns, op.key, int(self.max_sensitivity))
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
    def _all_namespaces(self, now: float) -> list[tuple[str, ...]]:
        names = self._items.namespaces(now)
        return [t for name in names if (t := namespace_tuple(name)) is not None]

    def _list_namespaces(self, op: ListNamespacesOp, now: float) -> list[tuple[str, ...]]:
        found = [
            ns
            for ns in self._all_namespaces(now)
            if all(_namespace_matches(c, ns) for c in op.match_conditions or ())
        ]
        if op.max_depth is not None:
            found = [ns[: op.max_depth] for ns in found]
        return sorted(set(found))[op.offset : op.offset + op.limit]

    def _namespaces_under(self, prefix: tuple[str, ...], now: float) -> list[str]:
        n = len(prefix)
        return sorted(
            namespace_key(ns) for ns in self._all_namespaces(now) if tuple(ns[:n]) == tuple(prefix)
        )

    # -- search ---------------------------------------------------------------------------
    def _search(self, op: SearchOp, now: float) -> list[SearchItem]:
        if op.limit <= 0:
            return []
        querying = bool(op.query and op.query.strip())
        found = self._query(op, now) if querying else self._listing(op, now)
        if self._refreshes(op.refresh_ttl):
            by_ns: dict[str, list[str]] = {}
            for it in found:
                by_ns.setdefault(namespace_key(it.namespace), []).append(it.key)
            for ns, keys in by_ns.items():
                self._refresh(ns, keys, now)
        return found

    def _listing(self, op: SearchOp, now: float) -> list[SearchItem]:
        stop = None if op.filter else op.offset + op.limit
        rows = self._items.listing(
            namespace_key(op.namespace_prefix), now, int(self.max_sensitivity), stop
        )
        out: list[SearchItem] = []
        skipped = 0
        for ns_name, key, value, created, updated, user, reply, session, source in rows:
            ns = namespace_tuple(str(ns_name))
            if ns is None:
                continue
            if value is not None:
                item = SearchItem(
                    namespace=ns,
                    key=str(key),
                    value=decode_value(value),
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

    def _textless(self, op: SearchOp, now: float, want: int) -> list[SearchItem]:
        """Items with no text under the prefix (``index=False`` or no indexed field), newest
        first: a query search returns them after the scored items with ``score=None``."""
        rows = self._items.textless(namespace_key(op.namespace_prefix), now)
        out: list[SearchItem] = []
        for ns_name, key, value, created, updated in rows:
            ns = namespace_tuple(str(ns_name))
            if ns is None:
                continue
            item = SearchItem(
                namespace=ns,
                key=str(key),
                value=decode_value(value),
                created_at=_ts(created),
                updated_at=_ts(updated),
            )
            if not op.filter or _matches(item.value, op.filter):
                out.append(item)
                if len(out) >= want:
                    break
        return out

    def _query(self, op: SearchOp, now: float) -> list[SearchItem]:
        query = MemoryStore.check_query(op.query or "")
        want = op.offset + op.limit
        ranked: list[tuple[float, _Found]] = []
        vector = None
        for ns in self._namespaces_under(tuple(op.namespace_prefix), now):
            ns_tuple = namespace_tuple(ns)
            assert ns_tuple is not None
            with self.lease(ns_tuple) as store:
                if len(store) == 0:
                    continue
                if vector is None:  # one embedding serves every namespace (one shared model)
                    vector = store.embed_query(query)
                ranked += self._hybrid(store, ns_tuple, query, vector, want, op.filter, now)
        # The hybrid rank decides the order (reciprocal rank fusion, as before); the score each
        # item reports is its cosine similarity to the query.
        ranked.sort(key=lambda r: (-r[0], r[1].item.namespace, r[1].item.key))
        page = [found for _, found in ranked[:want]]
        if vector is not None:
            self._fill_cosines(page, vector)
        scored = [f.scored() for f in page]
        if len(scored) < want:
            scored += self._textless(op, now, want - len(scored))
        return scored[op.offset : want]

    def _fill_cosines(self, page: list[_Found], vector: np.ndarray) -> None:
        """Each item's score: its best cosine to the query over its indexed texts, as
        ``InMemoryStore`` scores an item by its best-matching field. An item with one text
        keeps the cosine the vector list gave it; the texts of items with several (one per
        field value, joined by newlines when stored) and of items only the keyword list found
        are embedded in one call for the page."""
        todo = [(f, _parts(f.text)) for f in page]
        todo = [(f, parts) for f, parts in todo if f.cosine is None or len(parts) > 1]
        if not todo:
            return
        texts = [t for _, parts in todo for t in parts]
        vectors = embed_texts(self.embeddings, texts)
        q = np.asarray(vector, dtype=np.float32)
        q = q / (float(np.linalg.norm(q)) or 1.0)
        norms = np.linalg.norm(vectors, axis=1)
        norms[norms == 0] = 1.0
        cosines = (vectors @ q) / norms
        start = 0
        for found, parts in todo:
            found.cosine = float(cosines[start : start + len(parts)].max())
            start += len(parts)

    def _hybrid(
        self,
        store: MemoryStore,
        ns: tuple[str, ...],
        query: str,
        vector: Any,
        want: int,
        flt: dict[str, Any] | None,
        now: float,
    ) -> list[tuple[float, _Found]]:
        """Keyword and vector top-k fused by rank; k grows while the filter keeps too few.
        A namespace of at most :data:`FULL_RANK_MAX` items is ranked over its whole lists
        (the same order for every page); the items' rows are read in rank order, a slice at a
        time, until the page's end is reached."""
        size = len(store)
        k = size if size <= FULL_RANK_MAX else max(2 * want, MIN_FETCH)
        filters = SearchFilters.of(max_sensitivity=self.max_sensitivity)
        while True:
            keyword = store.search_keyword(query, k=k, filters=filters)
            vectors = store.search_vector(vector=vector, k=k, filters=filters)
            cosines = {h.id: float(h.score) for h in vectors}
            fused = _fuse(keyword, vectors)
            kept: list[tuple[float, _Found]] = []
            start, step = 0, max(2 * want, MIN_FETCH)
            while start < len(fused) and len(kept) < want:
                items = self._items_for(ns, fused[start : start + step], cosines, now)
                kept += [it for it in items if not flt or _matches(it[1].item.value, flt)]
                start, step = start + step, step * FETCH_GROWTH
            exhausted = len(keyword) < k and len(vectors) < k
            if len(kept) >= want or exhausted or k >= size:
                return kept[:want]
            k *= FETCH_GROWTH

    def _items_for(
        self,
        ns: tuple[str, ...],
        fused: list[tuple[SearchHit, float]],
        cosines: Mapping[str, float],
        now: float,
    ) -> list[tuple[float, _Found]]:
        if not fused:
            return []
        name = namespace_key(ns)
        keys = [h.id for h, _ in fused]
        rows: dict[str, tuple[str, float, float] | None] = {}
        for key, (value, created, updated, _, expires) in self._items.rows_for(name, keys).items():
            live = expires is None or expires > now
            rows[key] = (value, created, updated) if live else None
        out: list[tuple[float, _Found]] = []
        for hit, rrf in fused:
            cosine = cosines.get(hit.id)
            if hit.id in rows:
                found = rows[hit.id]
                if found is None:
                    continue  # expired, not yet swept
                value, created, updated = found
                item = SearchItem(
                    namespace=ns,
                    key=hit.id,
                    value=decode_value(value),
                    created_at=_ts(created),
                    updated_at=_ts(updated),
                )
                out.append((rrf, _Found(item, hit.episode.text, cosine)))
            elif hit.episode.source != ITEM_SOURCE:  # an item deleted under a concurrent read
                e = hit.episode
                row = (e.id, e.user_text, e.reply_text, e.occurred_at, e.session_id, e.source)
                out.append((rrf, _Found(self._episode_item(ns, row), e.text, cosine)))
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

    def _put_many(self, namespace: tuple[str, ...], ops: Sequence[PutOp]) -> None:
        """The puts and deletes of one batch in one namespace: the rows in one transaction,
        the episodes of every changed text deleted and added in one call each (one
        embedding call for the batch's texts)."""
        ns = namespace_key(namespace)
        deletes = [op.key for op in ops if op.value is None]
        rows = []
        texts: dict[str, str | None] = {}
        now = _clock()
        for op in ops:
            if op.value is None:
                continue
            value = dict(op.value)
            encoded = encode_value(value)  # TypeError (naming where) if a part cannot be kept
            text = None if op.index is False else self._text(value, op.index)
            if text is not None and "\x00" in text:
                raise ValueError(
                    f"key {op.key!r}: the text to index contains a NUL character (\\x00), "
                    "which a PostgreSQL store cannot keep: remove it from the indexed fields"
                )
            texts[op.key] = text
            ttl = None if op.ttl is None else float(op.ttl)
            expires = None if ttl is None else now + ttl * 60
            rows.append((ns, op.key, encoded, text, now, now, ttl, expires))
        # The rows and their episodes change together under the store-wide lock: another
        # process's repair (on its first use of the namespace) must not see a delete's episode
        # gone and its row still there, and restore the episode of an item being deleted (an
        # orphan episode the drill of issue 26 point 11 found under load). The lock is
        # MemoryStore.exclusive(): the folder's flock on SQLite, the namespace's advisory lock
        # (every replica) on PostgreSQL, where the row and the episode commit separately.
        #
        # The order keeps a crash between two steps repairable by the next open (_repair):
        # 1. the put rows commit (the truth), 2. the episodes follow: deleted keys lose theirs
        # and changed texts are re-indexed, 3. the deleted keys' rows go. A crash after 1
        # leaves rows whose episodes are missing or stale: the repair re-indexes them. A crash
        # after 2 leaves deleted keys still items, without episodes: the repair restores their
        # episodes (the delete did not happen, nothing half done is visible). Never an episode
        # posing as an item without a row, except after a sweep's crash, which the repair
        # deletes (orphans).
        with self._ns_lock(ns), self.lease(namespace) as held, held.exclusive():
            if rows:
                self._items.upsert(rows)
            indexed = self._items.episode_ids(ns, [*deletes, *texts])
            if indexed or any(t is not None for t in texts.values()):
                with self.lease(namespace) as store:
                    self._sync_episodes(store, {**texts, **dict.fromkeys(deletes)}, math.floor(now))
            timed = [op.key for op in ops if op.value is not None and op.ttl is not None]
            done = _clock()
            if timed and done > now:
                # The expiry clock starts when the put is done, not before its embedding: a
                # slow embedding (a model loading, a remote API) must not eat the item's ttl,
                # else an item put with ttl=1/60 could be gone when put() returns. The row
                # written above already expires (a crash here still leaves it a ttl).
                self._items.restart_expiry(ns, timed, now, done)
            if deletes:
                self._items.delete(ns, deletes)

    def _sync_episodes(
        self, store: MemoryStore, texts: Mapping[str, str | None], at: int | Mapping[str, int]
    ) -> None:
        """Make the episodes of ``texts``' keys carry those texts (``None``: no episode), dated
        ``at`` (one time, or one per key)."""
        old = {e.id: e for e in store.get_many(list(texts))}
        stale = [
            key
            for key, e in old.items()
            if texts[key] is None or e.source != ITEM_SOURCE or e.user_text != texts[key]
        ]
        new = [
            Episode(
                id=key,
                user_text=text,
                reply_text="",
                occurred_at=at if isinstance(at, int) else at[key],
                source=ITEM_SOURCE,
                user_speaker=ITEM_SPEAKER,
                namespace=store.namespace,
            )
            for key, text in texts.items()
            if text is not None and (key not in old or key in stale)
        ]
        if stale:
            store.delete_episodes(stale)
        if new:
            store.add_episodes(new)  # one embedding call for all of them

    def _repair(self, store: MemoryStore, ns: str) -> None:
        """Bring the namespace's item episodes in line with the item rows (after a crash):
        rows whose episode is missing or stale are re-indexed, item episodes without a row
        (a sweep that died between its two steps) are deleted."""
        rows = self._items.unsynced(ns)
        # All in one call: the rows of a batch written before its namespace was first opened
        # are embedded together, not one by one.
        texts: dict[str, str | None] = {key: text for key, text, _ in rows}
        times = {key: math.floor(updated) for key, _, updated in rows}
        if texts:
            self._sync_episodes(store, texts, times)
        orphans = self._items.orphans(ns)
        if orphans:
            log.warning("%s: deleting %d item episode(s) without an item", ns, len(orphans))
            store.delete_episodes(orphans)


def _parts(text: str) -> list[str]:
    """An item's indexed texts: its stored text is their newline-joined list (see ``_text``)."""
    return [t for t in (p.strip() for p in text.split("\n")) if t] or [text]


class _DeclaredDims(Embeddings):
    """A user's ``Embeddings`` with the ``index["dims"]`` they declared: omoide learns a model's
    vector size from ``dimensions`` instead of embedding a probe text, which would cost a call
    to a remote model and fail for a model that embeds only the texts it is given."""

    def __init__(self, inner: Embeddings, dims: int) -> None:
        self.inner = inner
        self.dimensions = dims
        self.model_id = embedder_id(inner)  # the same vector space as the model unwrapped

    @classmethod
    def wrap(cls, embed: Embeddings, dims: int) -> Embeddings:
        """``embed`` declaring ``dims``, unless it already declares a size of its own."""
        declared = getattr(embed, "dimensions", None) or getattr(embed, "size", None)
        return embed if isinstance(declared, int) and declared > 0 else cls(embed, dims)

    @staticmethod
    def unwrap(embed: Any) -> Any:
        """The user's own object (what LangGraph's ``embeddings`` attribute reports)."""
        return embed.inner if isinstance(embed, _DeclaredDims) else embed

    def _checked(self, vectors: list[list[float]]) -> list[list[float]]:
        """The model's vectors, refused if their size is not the declared ``dims`` (omoide
        trusts the declaration instead of probing, so it checks every answer)."""
        for v in vectors:
            if len(v) != self.dimensions:
                raise ValueError(
                    f"OmoideStore: index['dims'] is {self.dimensions} but the embedder "
                    f"{self.model_id} returned a vector of {len(v)} numbers"
                )
        return vectors

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self._checked(self.inner.embed_documents(texts))

    def embed_query(self, text: str) -> list[float]:
        return self._checked([self.inner.embed_query(text)])[0]

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        return self._checked(await self.inner.aembed_documents(texts))

    async def aembed_query(self, text: str) -> list[float]:
        return self._checked([await self.inner.aembed_query(text)])[0]


class _Found:
    """A query's hit before its page is cut: the item, its text and (once known) its cosine."""

    __slots__ = ("cosine", "item", "text")

    def __init__(self, item: SearchItem, text: str, cosine: float | None) -> None:
        self.item = item
        self.text = text
        self.cosine = cosine

    def scored(self) -> SearchItem:
        """The item with its signed cosine similarity to the query as score, as LangGraph's
        stores report it (a negative cosine stays negative); only float32 rounding past
        [-1, 1] is cut."""
        it = self.item
        score = None if self.cosine is None else min(1.0, max(-1.0, self.cosine))
        return SearchItem(
            namespace=it.namespace,
            key=it.key,
            value=it.value,
            created_at=it.created_at,
            updated_at=it.updated_at,
            score=score,
        )


def _check_ttl_config(ttl: TTLConfig | None) -> TTLConfig | None:
    """LangGraph's ``TTLConfig``, checked: minutes are numbers > 0."""
    if ttl is None:
        return None
    if not isinstance(ttl, Mapping):
        raise TypeError(f"ttl must be a TTLConfig dict, got {type(ttl).__name__}")
    unknown = set(ttl) - {
        "default_ttl",
        "refresh_on_read",
        "sweep_interval_minutes",
        "omit_expired",
    }
    if unknown:
        raise ValueError(
            f"ttl: unknown setting(s) {sorted(unknown)}; TTLConfig has default_ttl, "
            "refresh_on_read, sweep_interval_minutes and omit_expired"
        )
    for name in ("default_ttl", "sweep_interval_minutes"):
        minutes = ttl.get(name)
        if minutes is not None and (
            isinstance(minutes, bool) or not isinstance(minutes, int | float) or minutes <= 0
        ):
            raise ValueError(f"ttl[{name!r}] is in minutes and must be a number > 0: {minutes!r}")
    return TTLConfig(**ttl)


def _fuse(*lists: list[SearchHit]) -> list[tuple[SearchHit, float]]:
    """The hits of ``lists`` by reciprocal rank fusion (``1 / (RRF_K + rank + 1)`` summed over
    the lists, as :func:`~.ranking.rrf`), each with its fused score, best first, equal scores
    by id. Hits a list scores equally share its rank (the rank of the first of them): a list
    that cannot tell items apart (a word every item holds once) does not order them by
    insertion, and the other list decides, so the order is the same on every page."""
    hits: dict[str, SearchHit] = {}
    fused: dict[str, float] = {}
    for found in lists:
        seen: set[str] = set()
        rank = 0
        for i, hit in enumerate(found):
            hits.setdefault(hit.id, hit)
            if hit.id in seen:  # a list votes once for an id, at its first place
                continue
            seen.add(hit.id)
            if i == 0 or not _same_score(hit.score, found[i - 1].score):
                rank = i
            fused[hit.id] = fused.get(hit.id, 0.0) + 1.0 / (RRF_K + rank + 1)
    ranked = sorted(fused.items(), key=lambda kv: (-kv[1], kv[0]))
    return [(hits[i], score) for i, score in ranked]


def _same_score(a: float, b: float) -> bool:
    """Two scores one list gave: equal up to float rounding."""
    return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-12)
