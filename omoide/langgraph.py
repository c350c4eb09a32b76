"""omoide's entry points for a LangGraph server's ``langgraph.json``, configured from the
environment: ``make_store()`` (omoide's memory as the server's store) and
``make_checkpointer()`` (LangGraph's PostgreSQL checkpointer for replicas).

Declare the store in ``langgraph.json`` so ``langgraph dev`` / LangGraph Platform, Studio's
memory view and ``client.store.*`` (langgraph-sdk) read and write omoide's memory::

    "store": {"path": "omoide.langgraph.make_store"}

(the installed ``langgraph_api`` imports a dotted ``module.attribute`` path, or a file path
``./file.py:attribute``). Settings, all optional:

- ``$OMOIDE_STORE``: the store folder (default ``./.omoide``), as for omoide's graphs;
- ``$OMOIDE_CHROMA_URL``: a Chroma server for the vectors (default: embedded Chroma);
- ``$OMOIDE_MAX_OPEN``: namespaces kept open at once (default 64);
- ``$OMOIDE_STORE_FIELDS``: the value fields indexed for search, comma-separated (LangGraph's
  ``index["fields"]``; default ``$``, every string in the value);
- ``$OMOIDE_STORE_EMBED``: an embedder spec (default: the store's recorded embedder, else the
  offline multilingual USE);
- ``$OMOIDE_STORE_TTL``: default time-to-live of new items in minutes (LangGraph's
  ``TTLConfig.default_ttl``; default none: items live until deleted);
- ``$OMOIDE_STORE_TTL_SWEEP``: minutes between sweeps of expired items (a sweeper thread
  starts when this is set, or when ``$OMOIDE_STORE_TTL`` is, every 5 minutes);
- ``$OMOIDE_STORE_TTL_REFRESH``: ``true`` (default) or ``false``: whether reads restart an
  item's time-to-live.

The server may ask for its store from several threads: every call returns the same
``OmoideStore`` (one per process and environment), so the process holds one ``MemoryStore`` per
namespace.

**Behind custom auth** the store API must be bound to the caller: register omoide's store
handler on your ``Auth`` (``store_auth(auth)``, ``omoide.store_auth``), which scopes every
store operation to the authenticated user's own namespaces. The store ``make_store`` returns
refuses to start under custom auth without that handler, and refuses (403) every store API
request the handler did not scope; with ``$OMOIDE_USER_BINDING=auth`` it refuses the store API
on a server without custom auth. Without auth and without that binding the store API is open
to whoever reaches the server (one person, or behind a gateway that authenticates).

Several server replicas behind a load balancer share one PostgreSQL database: omoide's store
(``$OMOIDE_STORE=postgresql://...``) and the threads' checkpoints, so any replica continues any
thread. Declare the checkpointer too::

    "checkpointer": {"path": "omoide.langgraph.make_checkpointer"}

It is LangGraph's ``AsyncPostgresSaver`` (``pip install langgraph-checkpoint-postgres``) on
``$OMOIDE_CHECKPOINTER_URL`` (a libpq URL), by default the database of ``$OMOIDE_STORE`` when
that is a ``postgresql://`` URL (without omoide's ``schema=`` parameter: the checkpoint tables
live in the database's default schema, never among omoide's). Its tables are created at start
(under a lock, so replicas starting together do not race); an unset, malformed or unreachable
URL stops the server at start with one line naming it (password hidden).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, urlsplit

from langgraph.store.base import IndexConfig, TTLConfig

from omoide.memory_store import settings as environment
from omoide.memory_store.errors import MissingExtraError, StoreError
from omoide.memory_store.langgraph_store import OmoideStore
from omoide.memory_store.pg.connect import (
    first_line,
    is_postgres_url,
    mask_url,
    parse_store_url,
)
from omoide.store_auth import ServedStore, StoreAuthError, check_served_auth, store_auth

if TYPE_CHECKING:  # langgraph-checkpoint-postgres is optional
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver

__all__ = [
    "ServedStore",
    "StoreAuthError",
    "build_store",
    "checkpointer_url",
    "make_checkpointer",
    "make_store",
    "store_auth",
]

_LOCK = threading.Lock()
_STORES: dict[tuple[tuple[str, str], ...], ServedStore] = {}
_ENV_NAMES = (
    "OMOIDE_STORE",
    "OMOIDE_USER_BINDING",
    "OMOIDE_CHROMA_URL",
    "OMOIDE_MAX_OPEN",
    "OMOIDE_STORE_FIELDS",
    "OMOIDE_STORE_EMBED",
    "OMOIDE_STORE_TTL",
    "OMOIDE_STORE_TTL_SWEEP",
    "OMOIDE_STORE_TTL_REFRESH",
)


def build_store(env: Mapping[str, str] | None = None) -> ServedStore:
    """A new ``OmoideStore`` (a :class:`ServedStore`) as the environment (default
    ``os.environ``) asks for (see the module docstring); raises ``ValueError`` naming the
    variable that is wrong."""
    from omoide.agent.serving import served_user_key
    from omoide.agent.users import AUTH_USER_KEY

    require_auth = served_user_key(env) == AUTH_USER_KEY
    bound = environment.max_open(env)
    index: IndexConfig = {"fields": environment.store_fields(env)}
    embed = environment.store_embed(env)
    if embed:
        index["embed"] = embed
    default_ttl = environment.store_ttl(env)
    sweep = environment.store_ttl_sweep(env)
    refresh = environment.store_ttl_refresh(env)
    ttl: TTLConfig | None = None
    if default_ttl is not None or sweep is not None:
        ttl = TTLConfig(refresh_on_read=refresh)
        if default_ttl is not None:
            ttl["default_ttl"] = default_ttl
        ttl["sweep_interval_minutes"] = sweep or 5  # type: ignore[typeddict-item]
    return ServedStore(
        environment.store(env),
        require_auth=require_auth,
        chroma_url=environment.chroma_url(env),
        max_open=bound,
        index=index,
        ttl=ttl,
    )


def make_store() -> OmoideStore:
    """The process's ``OmoideStore`` for the current environment (built on the first call;
    its TTL sweeper started when the environment sets a TTL). Inside a LangGraph server with
    custom auth, ``StoreAuthError`` unless omoide's store handler (:func:`store_auth`) is
    registered: the server does not start rather than serve every user's memory to anyone
    it authenticated."""
    key = environment.snapshot(_ENV_NAMES)
    with _LOCK:
        store = _STORES.get(key)
        if store is None:
            check_served_auth()
            store = build_store()
            if store.ttl_config:
                store.start_ttl_sweeper()
            _STORES[key] = store
        return store


# --- the checkpointer --------------------------------------------------------------------

_SETUP_LOCK = (0x6F6D, 0x636B)  # "om", "ck": omoide's advisory-lock space, the checkpointer
_SET_UP: set[str] = set()  # conninfos whose tables this process has created or found
_CHECKPOINTER_FIX = (
    "set $OMOIDE_CHECKPOINTER_URL (postgresql://user:password@host:5432/db), or "
    "$OMOIDE_STORE to a postgresql:// store URL whose database the checkpoints may share"
)


def checkpointer_url(env: Mapping[str, str] | None = None) -> str:
    """The libpq URL of the served checkpointer: ``$OMOIDE_CHECKPOINTER_URL``, else the
    database of ``$OMOIDE_STORE`` when that is a ``postgresql://`` store URL (omoide's
    ``schema=`` parameter taken out). ``ValueError`` in one line when there is neither."""
    given = environment.checkpointer_url(env)
    if given:
        if not is_postgres_url(given):
            raise ValueError(
                f"OMOIDE_CHECKPOINTER_URL={mask_url(given)!r}: not a postgresql:// URL — "
                + _CHECKPOINTER_FIX
            )
        if "schema" in dict(parse_qsl(urlsplit(given).query)):
            raise ValueError(
                f"OMOIDE_CHECKPOINTER_URL={mask_url(given)!r}: schema= is omoide's store "
                "parameter; the checkpoint tables live in the database's default schema — "
                "remove it"
            )
        return given
    store = environment.store(env)
    if is_postgres_url(store):
        return parse_store_url(store).conninfo
    raise ValueError(
        "omoide.langgraph.make_checkpointer: no PostgreSQL database for the checkpoints — "
        + _CHECKPOINTER_FIX
    )


def _import_saver() -> tuple[Any, Any, Any]:
    try:
        import psycopg
        from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
        from psycopg_pool import AsyncConnectionPool
    except ImportError as exc:
        raise MissingExtraError(
            "omoide.langgraph.make_checkpointer needs LangGraph's PostgreSQL checkpointer: "
            "pip install 'omoide[postgres]' langgraph-checkpoint-postgres"
        ) from exc
    return psycopg, AsyncPostgresSaver, AsyncConnectionPool


def _unreachable(url: str, exc: BaseException) -> StoreError:
    cause = first_line(exc)
    for secret in filter(None, [_password(url)]):
        cause = cause.replace(secret, "***")
    return StoreError(
        f"cannot open the LangGraph checkpointer at {mask_url(url)}: {cause} — is the server "
        "running and $OMOIDE_CHECKPOINTER_URL (or $OMOIDE_STORE) right?"
    )


def _password(url: str) -> str | None:
    password = urlsplit(url).password
    return password if password and len(password) >= 3 else None


async def _setup_once(psycopg: Any, saver: Any, url: str) -> None:
    """``saver.setup()`` once per process and database, under an advisory lock so replicas
    starting together do not race on the migrations table (its primary key) or the catalog.
    The lock is polled (``pg_try_advisory_lock``), never waited for inside a statement: the
    setup's ``CREATE INDEX CONCURRENTLY`` waits for every open snapshot, a blocked
    ``pg_advisory_lock`` call included, which would deadlock the two replicas."""
    if url in _SET_UP:
        return
    try:
        lock = await psycopg.AsyncConnection.connect(url, autocommit=True, connect_timeout=10)
    except Exception as exc:
        raise _unreachable(url, exc) from exc
    async with lock:
        while True:
            cur = await lock.execute("SELECT pg_try_advisory_lock(%s, %s)", _SETUP_LOCK)
            row = await cur.fetchone()
            if row is not None and row[0]:
                break
            await asyncio.sleep(0.1)
        try:
            await saver.setup()
        finally:
            await lock.execute("SELECT pg_advisory_unlock(%s, %s)", _SETUP_LOCK)
    _SET_UP.add(url)


@asynccontextmanager
async def make_checkpointer(
    env: Mapping[str, str] | None = None, *, max_size: int = 10
) -> AsyncIterator[AsyncPostgresSaver]:
    """LangGraph's ``AsyncPostgresSaver`` on :func:`checkpointer_url`, its tables set up, on
    a connection pool of up to ``max_size`` connections closed on exit. The target of
    ``langgraph.json``'s ``"checkpointer": {"path": "omoide.langgraph.make_checkpointer"}``
    (the server enters it once per event loop); also usable directly::

        async with make_checkpointer() as saver:
            graph = builder.compile(checkpointer=saver)
    """
    url = checkpointer_url(env)
    psycopg, saver_class, pool_class = _import_saver()
    from psycopg.rows import dict_row

    try:  # one direct connection first: the reason at once, not a pool's timeout
        await (await psycopg.AsyncConnection.connect(url, connect_timeout=10)).close()
    except Exception as exc:
        raise _unreachable(url, exc) from exc

    # LangGraph's documented connection settings for its PostgreSQL savers.
    pool = pool_class(
        url,
        min_size=1,
        max_size=max_size,
        kwargs={"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row},
        check=pool_class.check_connection,
        open=False,
        name="omoide-checkpointer",
    )
    try:
        await pool.open(wait=True, timeout=10.0)
    except Exception as exc:
        await pool.close(timeout=0)
        raise _unreachable(url, exc) from exc
    try:
        saver = saver_class(pool)
        await _setup_once(psycopg, saver, url)
        yield saver
    finally:
        await pool.close(timeout=5)
