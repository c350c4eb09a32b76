"""pgvector index: one namespace's episode vectors in PostgreSQL (issue 25).

:class:`PgVectorIndex` offers what ``VectorSearch`` and ``MemoryStore`` use of the Chroma
:class:`~omoide.memory_store.vector_index.VectorIndex` (upsert, query, query_many, delete,
count, all_ids, self_check, unfindable, recreate, drop, reload, set_flags, set_searchable and
the attributes ``model_id``, ``dimensions``, ``name``), with the same answers: hits as (ids,
cosine similarities = 1 - cosine distance), most similar first, equal similarities by id.
:func:`pg_index_factory` makes them for ``VectorSearch(index_factory=...)``.

Layout (docs/design/postgres.md §3-§5): one table ``episode_vectors (namespace, model_id, id,
embedding)`` keyed by episode id (independent of the rows' table), partitioned by hash of the
namespace into 16 partitions, vectors stored inline (``STORAGE PLAIN``). Two ways to search:

* **exact** while a namespace holds fewer than :data:`HNSW_THRESHOLD` vectors (and for more
  than :data:`EF_SEARCH_MAX` neighbours): ``ORDER BY embedding <=> q, id`` over the
  namespace's rows (recall 1.0; the expression never matches an HNSW index's);
* **HNSW** above it: a *partial* index per namespace and model on its partition (``WHERE
  namespace = '<ns>' AND model_id = '<model>'``, expression ``embedding::vector(<dims>)``,
  m = 16, ef_construction = 100), searched with ``hnsw.ef_search = max(100, n)``. It is built
  ``CONCURRENTLY`` (writes go on) on a dedicated autocommit connection in a background thread,
  once the upserts pause, under a session advisory lock per namespace and model, so two
  replicas never build it twice; an index left invalid by a builder that died is dropped and
  built again. Until it is valid, the exact path serves.

Not stored: the episodes' sensitivity / searchable flags. Chroma's copy of them is metadata
nobody reads (search filters by the rows' filter table), and here every UPDATE would rewrite a
2 KB row and insert a new HNSW entry; :meth:`PgVectorIndex.set_flags` and
:meth:`PgVectorIndex.set_searchable` accept the changes and do nothing.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import struct
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np
from langchain_core.embeddings import Embeddings

from ..embedders import embedder_id
from ..errors import EmbedderMismatchError, ReadOnlyStoreError, StoreError
from ..records import Episode
from ..vector_index import SELF_CHECK_NEIGHBOURS, self_check_verdict, unfindable_ids
from .connect import PgTarget, ensure_ddl, first_line, pool_for, release_pool, retrying

if TYPE_CHECKING:
    import psycopg
    from psycopg.adapt import Dumper
    from psycopg_pool import ConnectionPool

__all__ = [
    "EF_SEARCH",
    "HNSW_THRESHOLD",
    "PARTITIONS",
    "PgIndexFactory",
    "PgVectorIndex",
    "hnsw_index_name",
    "pg_index_factory",
]

log = logging.getLogger(__name__)

PARTITIONS = 16
HNSW_THRESHOLD = 2000  # vectors of one namespace and model: above, the exact path passes ~15 ms
HNSW_M = 16
HNSW_EF_CONSTRUCTION = 100  # Chroma's: recall 0.995 against 0.927 at pgvector's 64/40 (§3.2)
EF_SEARCH = 100
EF_SEARCH_MAX = 1000  # pgvector's limit: more neighbours than this are found exactly
BUILD_DELAY = 1.0  # seconds without an upsert before the index is built (bulk loads first)
CLOSE_WAIT_S = 2.0
_LOCK_KEY = 0x6F56  # "oV": the vector extension and the HNSW builds (each purpose its own key)
_T = TypeVar("_T")

# Created once, under ensure_ddl's advisory lock; never ALTERed again (an ALTER TABLE locks
# every partition against every search).
DDL = (
    """
DO $ddl$ BEGIN
IF to_regclass(quote_ident(current_schema()) || '.episode_vectors') IS NULL THEN
CREATE TABLE episode_vectors (
    namespace text COLLATE "C" NOT NULL,
    model_id  text NOT NULL,
    id        text COLLATE "C" NOT NULL,
    embedding vector NOT NULL,
    PRIMARY KEY (namespace, model_id, id)
) PARTITION BY HASH (namespace);
ALTER TABLE episode_vectors ALTER COLUMN embedding SET STORAGE PLAIN;
"""
    + "".join(
        f"CREATE TABLE episode_vectors_p{r:02d} PARTITION OF episode_vectors "
        f"FOR VALUES WITH (MODULUS {PARTITIONS}, REMAINDER {r});\n"
        for r in range(PARTITIONS)
    )
    + "END IF;\nEND $ddl$;\n"
)
_ready_targets: set[str] = set()  # stores whose extension and table this process has made sure of
_ready_lock = threading.Lock()

_EXACT = (
    "SELECT id, embedding <=> %s AS d FROM episode_vectors "
    "WHERE namespace = %s AND model_id = %s ORDER BY d, id LIMIT %s"
)
# The HNSW path's ORDER BY is the partial index's expression, with custom plans (the pool
# never prepares), so the planner can prove the index's predicate from the parameters.
_HNSW = (
    "SELECT id, embedding::vector({dims}) <=> %s::vector({dims}) AS d FROM episode_vectors "
    "WHERE namespace = %s AND model_id = %s ORDER BY d LIMIT %s"
)
_OWN_NEIGHBOURS = (
    "SELECT s.id, n.id, n.d FROM episode_vectors s CROSS JOIN LATERAL ("
    "SELECT o.id, o.embedding::vector({dims}) <=> s.embedding::vector({dims}) AS d "
    "FROM episode_vectors o WHERE o.namespace = %(ns)s AND o.model_id = %(model)s "
    "ORDER BY d LIMIT %(k)s) n "
    "WHERE s.namespace = %(ns)s AND s.model_id = %(model)s AND s.id = ANY(%(ids)s)"
)
_UPSERT = (
    "INSERT INTO episode_vectors AS v (namespace, model_id, id, embedding) "
    "VALUES (%s, %s, %s, %s) ON CONFLICT (namespace, model_id, id) DO UPDATE "
    "SET embedding = EXCLUDED.embedding WHERE v.embedding IS DISTINCT FROM EXCLUDED.embedding"
)


def hnsw_index_name(namespace: str, model_id: str) -> str:
    """The partial HNSW index of ``namespace`` and ``model_id``: a hash, because a namespace
    may be any text and an identifier is at most 63 bytes."""
    digest = hashlib.sha1(f"{namespace}\0{model_id}".encode()).hexdigest()[:20]
    return f"ev_{digest}"


def _psycopg() -> Any:
    import psycopg

    return psycopg


@functools.cache
def _vector_dumper(oid: int) -> type[Dumper]:
    """A binary psycopg dumper of 1-d numpy arrays as pgvector's ``vector`` (its wire format:
    dims and a zero as big-endian u16, then big-endian float32s). pgvector's own dumper
    (``register_vector``) does the same through an ``array.array`` copy and needs the type
    fetched on every connection; this one is registered per cursor (no shared state). One
    class per oid: psycopg keeps every dumper class it has seen for the life of the process
    (``AdaptersMap._optimised``), so a class per index open leaked ~3 kB each."""
    from psycopg.adapt import Dumper
    from psycopg.pq import Format

    class _NumpyVectorDumper(Dumper):
        format = Format.BINARY

        def dump(self, obj: Any) -> bytes:
            arr = np.asarray(obj, dtype=">f4")
            return struct.pack(">HH", arr.shape[0], 0) + arr.tobytes()

    _NumpyVectorDumper.oid = oid
    return _NumpyVectorDumper


def _ranked(rows: Sequence[tuple[str, float]]) -> tuple[list[str], np.ndarray]:
    """Hits as (ids, cosine similarities), most similar first and equal similarities by id:
    the float32 similarities the Chroma index returns, ordered as it orders them."""
    sims = 1.0 - np.asarray([d for _, d in rows], dtype=np.float32)
    order = sorted(range(len(rows)), key=lambda i: (-float(sims[i]), rows[i][0]))
    return [rows[i][0] for i in order], sims[order]


def _ensure_extension(pool: ConnectionPool[Any], target: PgTarget) -> None:
    """``CREATE EXTENSION vector`` (in ``public``, where every store's search path finds it)
    unless the type is there; one line naming the URL and the fix when that is refused."""
    psycopg = _psycopg()

    def work(conn: Any) -> None:
        if conn.execute("SELECT to_regtype('vector') IS NOT NULL").fetchone()[0]:
            return
        with conn.transaction():  # two replicas creating it at once would race on the catalog
            conn.execute(
                "SELECT pg_advisory_xact_lock(%s, hashtext('extension vector'))", (_LOCK_KEY,)
            )
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector SCHEMA public")
        if not conn.execute("SELECT to_regtype('vector') IS NOT NULL").fetchone()[0]:
            where = conn.execute(
                "SELECT n.nspname FROM pg_extension e JOIN pg_namespace n "
                "ON n.oid = e.extnamespace WHERE e.extname = 'vector'"
            ).fetchone()
            raise StoreError(
                f"cannot open PostgreSQL store {target.masked}: the vector extension is "
                f"installed in schema {where[0] if where else '?'!r}, which is not on the "
                "store's search path — ALTER EXTENSION vector SET SCHEMA public"
            )

    try:
        retrying(pool, target, work)
    except psycopg.Error as exc:
        if isinstance(exc, psycopg.OperationalError):
            raise
        raise StoreError(
            f"cannot open PostgreSQL store {target.masked}: the vector extension is not in "
            f"this database and creating it failed ({first_line(exc)}) — run "
            "CREATE EXTENSION vector as a superuser in that database (pgvector must be "
            "installed on the server)"
        ) from exc


class PgVectorIndex:
    """One namespace's vectors of one embedding model in PostgreSQL (pgvector)."""

    def __init__(
        self,
        target: PgTarget,
        pool: ConnectionPool[Any],
        *,
        namespace: str,
        embedder: Embeddings,
        dimensions: int,
        store_id: str = "",
        readonly: bool = False,
        hnsw_threshold: int = HNSW_THRESHOLD,
        build_delay: float = BUILD_DELAY,
    ) -> None:
        self.model_id = embedder_id(embedder)
        self.dimensions = int(dimensions)
        self.namespace = namespace
        self.name = hnsw_index_name(namespace, self.model_id)
        self.store_id = store_id  # the schema keeps stores apart; kept for messages only
        self._target = target
        self._pool = pool
        self._readonly = readonly
        self._threshold = hnsw_threshold
        self._build_delay = build_delay
        self._hnsw_sql = _HNSW.format(dims=self.dimensions)
        self._own_sql = _OWN_NEIGHBOURS.format(dims=self.dimensions)
        self._lock = threading.Lock()
        self._hnsw_ready = False
        self._checked_at = 0.0
        self._count_hint = 0  # at least this many vectors were stored at the last count
        self._last_upsert = 0.0
        self._builder: threading.Thread | None = None
        self._stop = threading.Event()  # set: the background build gives up
        self._building_conn: psycopg.Connection[Any] | None = None
        self._open()

    # -- opening
    def _open(self) -> None:
        if not self._readonly:
            with _ready_lock:
                done = self._target.key in _ready_targets
            if not done:
                _ensure_extension(self._pool, self._target)
                ensure_ddl(self._pool, self._target, "vector", DDL, exists="episode_vectors")
                with _ready_lock:
                    _ready_targets.add(self._target.key)

        def look(conn: Any) -> tuple[int | None, int | None, int]:
            oid = conn.execute("SELECT to_regtype('vector')::oid").fetchone()[0]
            if (
                oid is None
                or not conn.execute(
                    "SELECT to_regclass(quote_ident(current_schema()) || '.episode_vectors') "
                    "IS NOT NULL"
                ).fetchone()[0]
            ):
                return None, None, 0
            dims = conn.execute(
                "SELECT vector_dims(embedding) FROM episode_vectors "
                "WHERE namespace = %s AND model_id = %s LIMIT 1",
                (self.namespace, self.model_id),
            ).fetchone()
            return oid, dims[0] if dims else None, self._count(conn)

        oid, found, count = self._run(look)
        self._absent = oid is None  # read-only, and nothing was ever stored here
        self._dumper = _vector_dumper(oid) if oid is not None else None
        if found is not None and int(found) != self.dimensions:
            raise EmbedderMismatchError(
                f"pgvector rows of namespace {self.namespace!r} and model {self.model_id} "
                f"hold {found}-dim vectors but the embedder gives {self.dimensions}; run "
                "`omoide reindex` to rebuild them"
            )
        self._count_hint = count
        self._refresh_hnsw()
        self._maybe_build()

    def _run(self, work: Callable[[Any], _T]) -> _T:
        """``work(conn)`` on a pooled connection (again on a lost one: reads and idempotent
        writes only); a database error becomes ``StoreError`` naming the URL (masked)."""
        psycopg = _psycopg()
        try:
            return retrying(self._pool, self._target, work)
        except psycopg.Error as exc:
            raise StoreError(
                f"PostgreSQL store {self._target.masked} (vectors of {self.namespace!r}): "
                f"{first_line(exc)}"
            ) from exc

    def _cursor(self, conn: Any) -> Any:
        cur = conn.cursor()
        if self._dumper is not None:
            cur.adapters.register_dumper(np.ndarray, self._dumper)
        return cur

    def _count(self, conn: Any) -> int:
        row = conn.execute(
            "SELECT count(*) FROM episode_vectors WHERE namespace = %s AND model_id = %s",
            (self.namespace, self.model_id),
        ).fetchone()
        return int(row[0])

    def _writable(self) -> None:
        if self._readonly:
            raise ReadOnlyStoreError(
                f"PostgreSQL store {self._target.masked} was opened read-only: the vectors of "
                f"{self.namespace!r} cannot be changed"
            )

    # -- the HNSW index
    def _index_state(self, conn: Any) -> bool | None:
        """Whether this namespace's HNSW index is valid (None: there is none)."""
        row = conn.execute(
            "SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
            "JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE c.relname = %s AND n.nspname = %s",
            (self.name, self._target.schema),
        ).fetchone()
        return None if row is None else bool(row[0])

    def _refresh_hnsw(self) -> None:
        ready = False if self._absent else self._run(self._index_state) is True
        with self._lock:
            self._hnsw_ready = ready
            self._checked_at = time.monotonic()

    @property
    def hnsw_ready(self) -> bool:
        """Whether searches go through the namespace's HNSW index (else exactly)."""
        with self._lock:
            stale = not self._hnsw_ready and time.monotonic() - self._checked_at > 30.0
        if stale:  # another replica may have built it
            self._refresh_hnsw()
        return self._hnsw_ready

    def _maybe_build(self) -> None:
        """Start the background build when the namespace has passed the threshold."""
        if self._readonly or self._count_hint < self._threshold:
            return
        with self._lock:
            if self._hnsw_ready or (self._builder is not None and self._builder.is_alive()):
                return
            self._stop = stop = threading.Event()
            self._builder = threading.Thread(
                target=self._build, args=(stop,), name=f"omoide-hnsw-{self.name}", daemon=True
            )
            self._builder.start()

    def _build(self, stop: threading.Event) -> None:
        try:
            while True:  # let a bulk load finish first: one build, not thousands of inserts
                idle = time.monotonic() - self._last_upsert
                if idle >= self._build_delay or stop.wait(self._build_delay - idle + 0.01):
                    break
            if not stop.is_set():
                self.build_hnsw()
        except Exception as exc:  # the exact path keeps serving; the next open tries again
            log.warning("building the vector index %s failed: %s", self.name, exc)

    def build_hnsw(self) -> bool:
        """Build this namespace's partial HNSW index now, if it has none and holds at least
        the threshold's vectors; True when a valid one exists afterwards. Runs on its own
        autocommit connection (``CREATE INDEX CONCURRENTLY`` cannot run in a transaction),
        under a session advisory lock: while another process holds it, this one does nothing
        (that one is building it)."""
        self._writable()
        psycopg = _psycopg()
        from psycopg import sql

        lock = (_LOCK_KEY, self.name)  # the index's name: a hash of namespace and model
        try:
            conn = psycopg.connect(self._target.conninfo, autocommit=True, connect_timeout=10)
        except psycopg.Error as exc:
            raise StoreError(f"PostgreSQL store {self._target.masked}: {first_line(exc)}") from exc
        with conn:
            self._building_conn = conn
            try:
                conn.execute(f'SET search_path TO "{self._target.schema}", public')
                if not conn.execute(
                    "SELECT pg_try_advisory_lock(%s, hashtext(%s))", lock
                ).fetchone()[0]:
                    return False
                try:
                    state = self._index_state(conn)
                    if state is None or not state:
                        if state is False:  # left invalid by a builder that died
                            conn.execute(
                                sql.SQL("DROP INDEX CONCURRENTLY IF EXISTS {}").format(
                                    sql.Identifier(self._target.schema, self.name)
                                )
                            )
                        count = self._count(conn)
                        self._count_hint = count
                        if count < self._threshold:
                            return False
                        part = conn.execute(
                            "SELECT c.relname FROM pg_class c WHERE c.oid = (SELECT tableoid "
                            "FROM episode_vectors WHERE namespace = %s AND model_id = %s "
                            "LIMIT 1)",
                            (self.namespace, self.model_id),
                        ).fetchone()[0]
                        started = time.perf_counter()
                        conn.execute(
                            sql.SQL(
                                "CREATE INDEX CONCURRENTLY IF NOT EXISTS {name} ON {part} "
                                "USING hnsw ((embedding::vector({dims})) vector_cosine_ops) "
                                "WITH (m = {m}, ef_construction = {efc}) "
                                "WHERE namespace = {ns} AND model_id = {model}"
                            ).format(
                                name=sql.Identifier(self.name),
                                part=sql.Identifier(self._target.schema, part),
                                dims=sql.Literal(self.dimensions),
                                m=sql.Literal(HNSW_M),
                                efc=sql.Literal(HNSW_EF_CONSTRUCTION),
                                ns=sql.Literal(self.namespace),
                                model=sql.Literal(self.model_id),
                            )
                        )
                        log.info(
                            "vector index %s for %r (%d vectors) built in %.1f s",
                            self.name,
                            self.namespace,
                            count,
                            time.perf_counter() - started,
                        )
                    ready = self._index_state(conn) is True
                finally:
                    conn.execute("SELECT pg_advisory_unlock(%s, hashtext(%s))", lock)
            except psycopg.Error as exc:
                raise StoreError(
                    f"PostgreSQL store {self._target.masked}: building the vector index of "
                    f"{self.namespace!r} failed ({first_line(exc)})"
                ) from exc
            finally:
                self._building_conn = None
        with self._lock:
            self._hnsw_ready = ready
            self._checked_at = time.monotonic()
        return ready

    def wait_for_build(self, timeout: float | None = None) -> bool:
        """Wait for a background build started by an upsert or the open; whether the HNSW
        index is valid afterwards."""
        builder = self._builder
        if builder is not None:
            builder.join(timeout)
        self._refresh_hnsw()
        return self._hnsw_ready

    def close(self, *, wait: float | None = 120.0) -> None:
        """Let a background build finish (up to ``wait`` seconds, then cancel it: the index
        is left invalid, and the next process to pass the threshold drops and rebuilds it).
        A build still waiting for the upserts to pause is not started."""
        builder = self._builder
        if builder is None or not builder.is_alive():
            return
        if self._building_conn is None:
            self._stop.set()  # not building yet
        builder.join(wait)
        conn = self._building_conn
        if builder.is_alive() and conn is not None:
            self._stop.set()
            conn.cancel_safe()
            builder.join(10.0)

    # -- reading
    def count(self) -> int:
        if self._absent:
            return 0
        n = self._run(self._count)
        self._count_hint = n
        return n

    def all_ids(self) -> set[str]:
        if self._absent:
            return set()
        rows = self._run(
            lambda conn: conn.execute(
                "SELECT id FROM episode_vectors WHERE namespace = %s AND model_id = %s",
                (self.namespace, self.model_id),
            ).fetchall()
        )
        return {r[0] for r in rows}

    def embeddings(self, ids: Sequence[str]) -> dict[str, np.ndarray]:
        """The stored vectors of ``ids`` (those stored; a migration re-uses them)."""
        if self._absent or not ids:
            return {}
        rows = self._run(
            lambda conn: conn.execute(
                "SELECT id, embedding::real[] FROM episode_vectors WHERE namespace = %s "
                "AND model_id = %s AND id = ANY(%s)",
                (self.namespace, self.model_id, list(ids)),
            ).fetchall()
        )
        return {str(r[0]): np.asarray(r[1], dtype=np.float32) for r in rows}

    def query(self, vector: np.ndarray, n: int) -> tuple[list[str], np.ndarray]:
        """Nearest ``n`` ids and their cosine similarities (1 - cosine distance)."""
        if vector.shape[0] != self.dimensions:
            raise EmbedderMismatchError(
                f"query vector has {vector.shape[0]} dims; the vectors of "
                f"{self.namespace!r} ({self.model_id}) have {self.dimensions}"
            )
        return self.query_many(vector[None, :], n)[0]

    def query_many(self, vectors: np.ndarray, n: int) -> list[tuple[list[str], np.ndarray]]:
        """:meth:`query` for several vectors, on one connection (and one transaction on the
        HNSW path, which sets ``hnsw.ef_search`` for it)."""
        if n <= 0 or len(vectors) == 0 or self._absent:
            return [([], np.zeros(0, dtype=np.float32)) for _ in range(len(vectors))]
        if vectors.shape[1] != self.dimensions:
            raise EmbedderMismatchError(
                f"query vectors have {vectors.shape[1]} dims; the vectors of "
                f"{self.namespace!r} ({self.model_id}) have {self.dimensions}"
            )
        queries = np.asarray(vectors, dtype=np.float32)
        hnsw = n <= EF_SEARCH_MAX and self.hnsw_ready

        def exact(conn: Any) -> list[list[tuple[str, float]]]:
            cur = self._cursor(conn)
            out = []
            for q in queries:
                cur.execute(_EXACT, (q, self.namespace, self.model_id, n))
                out.append(cur.fetchall())
            return out

        def approximate(conn: Any) -> list[list[tuple[str, float]]]:
            with conn.transaction():
                cur = self._cursor(conn)
                cur.execute(
                    "SELECT set_config('hnsw.ef_search', %s, true)", (str(max(EF_SEARCH, n)),)
                )
                out = []
                for q in queries:
                    cur.execute(self._hnsw_sql, (q, self.namespace, self.model_id, n))
                    out.append(cur.fetchall())
                return out

        return [_ranked(rows) for rows in self._run(approximate if hnsw else exact)]

    def search_plan(self, vector: np.ndarray, n: int) -> str:
        """PostgreSQL's plan (``EXPLAIN``) for :meth:`query` of ``vector``: whether it walks
        the namespace's HNSW index or sorts the namespace's rows."""
        hnsw = n <= EF_SEARCH_MAX and self.hnsw_ready
        q = np.asarray(vector, dtype=np.float32)

        def work(conn: Any) -> list[tuple[str]]:
            with conn.transaction():
                cur = self._cursor(conn)
                cur.execute("SELECT set_config('hnsw.ef_search', %s, true)", (str(EF_SEARCH),))
                sql = self._hnsw_sql if hnsw else _EXACT
                return list(cur.execute("EXPLAIN " + sql, (q, self.namespace, self.model_id, n)))

        return "\n".join(r[0] for r in self._run(work))

    # -- checking
    def self_check(self, episodes: Sequence[Episode]) -> str | None:
        """As the Chroma index's: the stored vectors of ``episodes`` must find themselves (or an
        identical vector) among their :data:`SELF_CHECK_NEIGHBOURS` nearest; why most do not."""
        if not episodes:
            return None
        ids = [e.id for e in episodes]
        try:
            found = self._own_neighbours(ids)
        except Warning:
            raise
        except Exception as exc:
            return f"PostgreSQL cannot read sampled vectors ({exc})"
        if len(found) < len(ids):
            return f"{len(ids) - len(found)} of {len(ids)} sampled vectors are missing"
        return self_check_verdict([dists for _, _, dists in found], len(ids))

    def _own_neighbours(self, ids: Sequence[str]) -> list[tuple[str, list[str], list[float]]]:
        """For each of ``ids`` stored here: its id and the ids and distances of its stored
        vector's nearest neighbours. Through the HNSW index when there is one (what a search
        walks); an exact search always finds a stored vector itself at distance 0, so without
        the index only presence is asked."""
        if self._absent or not ids:
            return []
        if not self.hnsw_ready:
            rows = self._run(
                lambda conn: conn.execute(
                    "SELECT id FROM episode_vectors WHERE namespace = %s AND model_id = %s "
                    "AND id = ANY(%s)",
                    (self.namespace, self.model_id, list(ids)),
                ).fetchall()
            )
            stored = {r[0] for r in rows}
            return [(i, [i], [0.0]) for i in dict.fromkeys(ids) if i in stored]

        def work(conn: Any) -> list[tuple[str, str, float]]:
            with conn.transaction():
                conn.execute(
                    "SELECT set_config('hnsw.ef_search', %s, true)",
                    (str(max(EF_SEARCH, SELF_CHECK_NEIGHBOURS)),),
                )
                return list(
                    conn.execute(
                        self._own_sql,
                        {
                            "ns": self.namespace,
                            "model": self.model_id,
                            "k": SELF_CHECK_NEIGHBOURS,
                            "ids": list(ids),
                        },
                    ).fetchall()
                )

        by_id: dict[str, tuple[list[str], list[float]]] = {}
        for own, hit, dist in self._run(work):
            hits, dists = by_id.setdefault(own, ([], []))
            hits.append(hit)
            dists.append(float(dist))
        return [(i, *by_id[i]) for i in dict.fromkeys(ids) if i in by_id]

    def unfindable(self, ids: Sequence[str], *, batch: int = 256) -> list[str]:
        """Of ``ids``, those whose stored vector does not find itself (or an identical vector)
        among its :data:`SELF_CHECK_NEIGHBOURS` nearest neighbours, or is not stored at all."""
        return unfindable_ids(self._own_neighbours, ids, batch=batch)

    def reload(self) -> None:
        """Nothing is cached but whether the HNSW index exists (another replica may have built
        or dropped it) and the count that decides when to build one."""
        if self._absent:
            self._open()
            return
        self._refresh_hnsw()
        if not self._hnsw_ready:  # another replica's writes may have passed the threshold
            self._count_hint = self.count()
            self._maybe_build()

    # -- writing
    def upsert(self, episodes: Sequence[Episode], vectors: np.ndarray) -> None:
        if not episodes:
            return
        self._writable()
        if vectors.shape[1] != self.dimensions:
            raise EmbedderMismatchError(
                f"embedder returned {vectors.shape[1]}-dim vectors; the vectors of "
                f"{self.namespace!r} ({self.model_id}) have {self.dimensions}"
            )
        if not np.isfinite(vectors).all():
            raise StoreError(f"the embedder returned non-finite vectors for {self.namespace!r}")
        rows = [
            (self.namespace, self.model_id, e.id, np.asarray(v, dtype=np.float32))
            for e, v in zip(episodes, vectors, strict=True)
        ]

        def work(conn: Any) -> None:
            with conn.transaction():
                self._cursor(conn).executemany(_UPSERT, rows)

        self._run(work)
        self._last_upsert = time.monotonic()
        self._count_hint += len(rows)  # updates counted too: recounted before any build
        if not self._hnsw_ready and self._count_hint >= self._threshold:
            self._count_hint = self.count()
            self._maybe_build()

    def set_searchable(self, ids: Sequence[str], searchable: bool) -> None:
        """Nothing to do: the flags are not stored with the vectors (see the module)."""
        self._writable()

    def set_flags(self, flags: Sequence[tuple[str, int, bool]]) -> None:
        """Nothing to do: the flags are not stored with the vectors (see the module)."""
        self._writable()

    def delete(self, ids: Sequence[str]) -> None:
        if not ids or self._absent:
            return
        self._writable()

        def work(conn: Any) -> None:
            with conn.transaction():
                conn.execute(
                    "DELETE FROM episode_vectors WHERE namespace = %s AND model_id = %s "
                    "AND id = ANY(%s)",
                    (self.namespace, self.model_id, list(ids)),
                )

        self._run(work)

    def _clear(self) -> None:
        """Every vector of this namespace and model, and its HNSW index, gone (one
        transaction: the index is dropped with the rows it indexed)."""
        self._writable()
        self.close(wait=0.0)
        from psycopg import sql

        def work(conn: Any) -> None:
            with conn.transaction():
                conn.execute(
                    sql.SQL("DROP INDEX IF EXISTS {}").format(
                        sql.Identifier(self._target.schema, self.name)
                    )
                )
                conn.execute(
                    "DELETE FROM episode_vectors WHERE namespace = %s AND model_id = %s",
                    (self.namespace, self.model_id),
                )

        self._run(work)
        with self._lock:
            self._hnsw_ready = False
            self._checked_at = time.monotonic()
            self._count_hint = 0

    def drop(self) -> None:
        """Remove this namespace's vectors of this model (Chroma: delete the collection)."""
        self._clear()

    def recreate(self) -> None:
        """An empty index in place of this one (the caller re-embeds from the rows); the HNSW
        index is built again once the namespace passes the threshold (after the load)."""
        self._clear()


class PgIndexFactory:
    """``VectorSearch``'s ``index_factory`` for a PostgreSQL store: every namespace's
    :class:`PgVectorIndex` on one pool (the given one, or this process's pool for the URL,
    released by :meth:`close`)."""

    def __init__(
        self,
        target: PgTarget,
        pool: ConnectionPool[Any] | None = None,
        *,
        hnsw_threshold: int = HNSW_THRESHOLD,
        build_delay: float = BUILD_DELAY,
    ) -> None:
        self.target = target
        self._own_pool = pool is None
        self.pool = pool_for(target) if pool is None else pool
        self.hnsw_threshold = hnsw_threshold
        self.build_delay = build_delay
        self._made: weakref.WeakSet[PgVectorIndex] = weakref.WeakSet()
        self._closed = False

    def __call__(
        self,
        *,
        namespace: str,
        embedder: Embeddings,
        dimensions: int,
        store_id: str,
        readonly: bool,
    ) -> PgVectorIndex:
        if self._closed:
            raise StoreError(f"PostgreSQL store {self.target.masked} is closed")
        index = PgVectorIndex(
            self.target,
            self.pool,
            namespace=namespace,
            embedder=embedder,
            dimensions=dimensions,
            store_id=store_id,
            readonly=readonly,
            hnsw_threshold=self.hnsw_threshold,
            build_delay=self.build_delay,
        )
        self._made.add(index)
        return index

    def close(self) -> None:
        """Let the indexes' background builds finish (or cancel them after ``CLOSE_WAIT_S``),
        then release the pool if this factory took it."""
        if self._closed:
            return
        self._closed = True
        for index in list(self._made):
            # A pool evicting a user closes its store on a request's thread: a build still
            # running gets 2 s, then is cancelled (left invalid: the next process past the
            # threshold drops and rebuilds it) instead of holding the request for minutes.
            index.close(wait=CLOSE_WAIT_S)
        if self._own_pool:
            release_pool(self.target)


def pg_index_factory(
    target: PgTarget,
    pool: ConnectionPool[Any] | None = None,
    *,
    hnsw_threshold: int = HNSW_THRESHOLD,
    build_delay: float = BUILD_DELAY,
) -> PgIndexFactory:
    """The ``index_factory`` to pass to ``VectorSearch`` for a PostgreSQL store (call its
    ``close()`` when the store closes)."""
    return PgIndexFactory(target, pool, hnsw_threshold=hnsw_threshold, build_delay=build_delay)
