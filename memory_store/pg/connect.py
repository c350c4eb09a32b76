"""Opening a PostgreSQL store: the URL, its masked form, the pool and the errors at open.

A store URL is a libpq URL (``postgresql://user:password@host:5432/db``, or a Unix socket:
``postgresql://postgres:@/postgres?host=/run/pg``) with one omoide parameter, ``schema``
(default ``omoide``): the PostgreSQL schema that holds omoide's tables, so they never meet
LangGraph's ``checkpoints*`` / ``store*`` tables or anyone else's in a shared database. It is
taken out of the URL before libpq sees it (libpq refuses parameters it does not know).

Connections come from one :class:`psycopg_pool.ConnectionPool` per URL and process, as
LangGraph's Postgres packages use them: autocommit (each write is an explicit
``conn.transaction()``), no server-side prepared statements (a generic plan could not use a
namespace's partial vector index), every connection checked on checkout (a server restarted
under a live pool costs no failed turn), and ``search_path`` set to the store's schema and
``public`` (where the ``vector`` type lives).

Every failure to open is one line naming the URL with the password hidden, and the fix.
Every message, log line and repr that shows a location goes through :func:`mask_url` (or
:func:`redact` for a driver's text): no form of password libpq would read is printed.

An outage (issue 34): a call that gets no connection, or loses its own, waits for the server
(bounded, :data:`SERVER_WAIT_S`) and runs again on a fresh connection as soon as the server
accepts one; pools give up a reconnection run after :data:`RECONNECT_TIMEOUT_S` (psycopg_pool's
default backs off for minutes), and the log says once that the store went and once that it is
back, instead of psycopg_pool's multi-line warning per attempt.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import unquote

from ..errors import MissingExtraError, StoreError

if TYPE_CHECKING:  # psycopg is the optional `postgres` extra
    import psycopg
    from psycopg_pool import ConnectionPool

__all__ = [
    "DEFAULT_SCHEMA",
    "PgTarget",
    "connection",
    "ensure_ddl",
    "first_line",
    "is_postgres_url",
    "looks_like_conninfo",
    "mask_url",
    "open_error",
    "parse_store_url",
    "pool_for",
    "redact",
    "release_pool",
    "retrying",
    "transient",
]

log = logging.getLogger(__name__)

DEFAULT_SCHEMA = "omoide"
_SCHEMES = ("postgresql://", "postgres://")
_SCHEMA_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")
_T = TypeVar("_T")
# How long a call waits for a pooled connection. Past it the server is taken to be down (or
# the pool exhausted): the call is retried, then fails with the URL, rather than hang a turn.
CHECKOUT_TIMEOUT_S = 8.0
# How long one call waits for a server that went away before it fails: it polls with a direct
# connection and, once the server accepts one, runs its work again on it (the pool catches up
# behind it). Bounded, so a turn during an outage fails in one line instead of hanging.
SERVER_WAIT_S = 15.0
_POLL_S = 0.5
# How long a pool keeps retrying a connection it failed to make before it gives up (until the
# next call asks). psycopg_pool's default is 5 minutes of exponential backoff (1, 2, 4 ... 64 s
# apart): after a ~50 s outage its next attempt could be half a minute away while the server
# was already back. Bounded here, its attempts are at most a couple of seconds apart.
RECONNECT_TIMEOUT_S = 5.0
_DDL_LOCK = 0x6F54  # "oT": creating a schema's tables (other purposes, other first keys)
_FIX = "is the server running and the URL right ($OMOIDE_STORE / --store)?"


def is_postgres_url(value: object) -> bool:
    """Whether ``value`` names a PostgreSQL store: a ``postgresql://`` or ``postgres://`` URL,
    or a libpq ``key=value`` string (which :func:`parse_store_url` refuses, masked, saying to
    write a URL: taken for a folder, it would be printed with its password)."""
    if not isinstance(value, str):
        return False
    return value.strip().lower().startswith(_SCHEMES) or looks_like_conninfo(value)


def looks_like_conninfo(value: object) -> bool:
    """Whether ``value`` is a libpq ``key=value`` connection string (``host=db user=…``)."""
    if not isinstance(value, str):
        return False
    m = _CONNINFO.match(value)
    return m is not None and m["key"].lower() in _CONNINFO_KEYS


_CREDENTIALS = re.compile(r"^(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*://)(?P<user>[^:/@?#]*):(?P<pw>.*)@")
# libpq's secret parameters. libpq percent-decodes a URL's query keys (``pass%77ord`` is
# ``password``) and compares them case-sensitively; they are matched here decoded and in any
# case, so a message never shows what libpq might take for a password.
_SECRET_KEYS = frozenset({"password", "sslpassword"})
# Keys of a libpq ``key=value`` conninfo string, which omoide does not take but a user may try.
_CONNINFO_KEYS = frozenset(
    {
        "host",
        "hostaddr",
        "port",
        "dbname",
        "user",
        "password",
        "sslpassword",
        "sslmode",
        "service",
        "passfile",
        "options",
        "application_name",
        "connect_timeout",
    }
)
_CONNINFO = re.compile(r"^\s*(?P<key>[A-Za-z_]+)\s*=")
_URL_IN_TEXT = re.compile(r"(?i)\bpostgres(?:ql)?://[^\s\"'<>]*")
# key = value pairs of a conninfo string in any text: a quoted value ('...' with \' escapes)
# or up to the next blank.
_PAIR_SECRET = re.compile(
    r"(?i)(?P<key>\b(?:ssl)?password\s*=\s*)(?P<value>'(?:[^'\\]|\\.)*'?|[^\s&#]+)"
)
# Every password of a store URL parsed in this process, as written and decoded: scrubbed from
# text omoide did not write (libpq's and psycopg's messages), which may quote one.
_known_secrets: set[str] = set()
_ENV_SECRETS = ("PGPASSWORD", "PGSSLPASSWORD")
_MIN_SECRET = 3  # shorter strings are not scrubbed from free text (they would mangle it)


def _split_at_query(url: str) -> tuple[str, str]:
    """(everything before the query, the query without its '?'), on the raw text: the query
    starts at the first '?' after the credentials (a password may hold '?' or '/')."""
    m = _CREDENTIALS.match(url)
    start = m.end() if m else 0
    at = url.find("?", start)
    return (url, "") if at < 0 else (url[:at], url[at + 1 :])


def _secret_key(raw: str) -> bool:
    """Whether a query or conninfo key names a password, as libpq would decode it."""
    return unquote(raw).strip().lower() in _SECRET_KEYS


def _mask_query(query: str) -> str:
    """A URL query with every password-like value replaced by ``***``: ``password`` and
    ``sslpassword`` under any spelling libpq decodes, and any value (``dbname`` may hold a
    whole conninfo string) that carries one itself."""
    parts: list[str] = []
    for item in query.split("&"):
        name, eq, value = item.partition("=")
        if eq and value:
            decoded = unquote(value)
            if _secret_key(name) or _redact_text(decoded) != decoded:
                value = "***"
        parts.append(f"{name}{eq}{value}")
    return "&".join(parts)


def mask_url(url: str) -> str:
    """``url`` with every password replaced by ``***`` (for messages, logs and reprs): the
    user's (``user:PASSWORD@``; a password with unencoded ``/ ? # @`` is masked whole, up to
    the last ``@``), and the query's ``password`` / ``sslpassword`` under any case or
    percent-encoding of the key. Text that is not a URL (a libpq ``key=value`` string) gets
    its password pairs masked. The one masking function: every message that shows a store or
    checkpointer location goes through it (or :func:`redact`)."""
    text = str(url)
    m = _CREDENTIALS.match(text)
    if m is None and not text.strip().lower().startswith(_SCHEMES):
        return _redact_text(text)
    if m:
        shown = f"{m['user']}:***" if m["pw"] else f"{m['user']}:"
        text = f"{m['scheme']}{shown}@{text[m.end() :]}"
    base, query = _split_at_query(text)
    if not query:
        return base
    query, hash_, fragment = query.partition("#")
    return f"{base}?{_mask_query(query)}{hash_}{_redact_text(fragment)}"


def _redact_text(text: str) -> str:
    """Free text with every URL in it masked (:func:`mask_url`) and every conninfo password
    pair (``password=…``, ``sslpassword='…'``) masked."""
    text = _URL_IN_TEXT.sub(lambda m: mask_url(m.group(0)), text)
    return _PAIR_SECRET.sub(lambda m: f"{m['key']}***", text)


def redact(text: str) -> str:
    """Text from outside omoide (a driver's or server's message, a log record) made safe to
    print: URLs and conninfo pairs masked, and every password this process has seen in a store
    URL, ``$PGPASSWORD`` and ``$PGSSLPASSWORD`` replaced by ``***`` wherever they appear
    (libpq quotes a malformed URL's password in ``invalid percent-encoded token``)."""
    text = _redact_text(text)
    secrets = set(_known_secrets)
    secrets.update(os.environ.get(name, "") for name in _ENV_SECRETS)
    for secret in sorted((s for s in secrets if len(s) >= _MIN_SECRET), key=len, reverse=True):
        text = text.replace(secret, "***")
    return text


def _remember_secrets(conninfo: str) -> None:
    """Note ``conninfo``'s passwords (as written and decoded) for :func:`redact`: the user's,
    the query's ``password`` / ``sslpassword`` (any spelling of the key), and those inside a
    value that is itself a conninfo string (``dbname='host=… password=…'``)."""
    m = _CREDENTIALS.match(conninfo)
    found = [m["pw"]] if m and m["pw"] else []
    _, query = _split_at_query(conninfo)
    for item in query.split("&"):
        name, _, value = item.partition("=")
        if value and _secret_key(name):
            found.append(value)
        elif value:
            found += [p["value"].strip("'") for p in _PAIR_SECRET.finditer(unquote(value))]
    found += [unquote(p) for p in found]
    _known_secrets.update(p for p in found if len(p) >= _MIN_SECRET)


@dataclass(frozen=True, slots=True)
class PgTarget:
    """A parsed store URL: what libpq connects to, the schema, and the masked form."""

    conninfo: str = field(repr=False)  # the URL without omoide's own parameters (secret)
    schema: str
    masked: str  # the URL as given, password hidden: for every message

    @property
    def key(self) -> str:
        """Names this connection in this process (its pool): a digest of the whole URL, the
        password included (another password is another pool), and the schema."""
        return f"{hashlib.sha256(self.conninfo.encode()).hexdigest()[:24]}#{self.schema}"

    @property
    def place(self) -> str:
        """Names the store whatever password reaches it (a replica's cache folder)."""
        return f"{mask_url(self.conninfo)}#{self.schema}"


def parse_store_url(url: str) -> PgTarget:
    """Split omoide's ``schema`` parameter off a store URL (on the text: libpq gets the rest
    exactly as given); ``StoreError`` on a bad one."""
    if looks_like_conninfo(url):
        raise StoreError(
            f"store {mask_url(str(url))!r} is a libpq key=value string; omoide takes a URL: "
            "postgresql://USER:PASSWORD@HOST:PORT/DBNAME (percent-encode the password; "
            "?schema=NAME picks omoide's schema, default omoide)"
        )
    if not is_postgres_url(url):
        raise StoreError(f"not a PostgreSQL URL: {mask_url(str(url))!r}")
    url = url.strip()
    _remember_secrets(url)
    masked = mask_url(url)
    m = _CREDENTIALS.match(url)
    if m and any(c in m["pw"] for c in "/?#@"):
        raise StoreError(
            f"store URL {masked}: the password holds one of / ? # @, which ends a URL's "
            "password; percent-encode them (/ as %2F, ? as %3F, # as %23, @ as %40)"
        )
    base, query = _split_at_query(url)
    schema = DEFAULT_SCHEMA
    rest: list[str] = []
    for item in query.split("&") if query else []:
        name, _, value = item.partition("=")
        if name == "schema":
            schema = unquote(value)
        elif item:
            rest.append(item)
    if not _SCHEMA_NAME.fullmatch(schema):
        raise StoreError(
            f"store URL {masked}: schema={schema!r} is not a plain PostgreSQL name "
            "(lower-case letters, digits and _, not starting with a digit, at most 63)"
        )
    conninfo = base + ("?" + "&".join(rest) if rest else "")
    return PgTarget(conninfo=conninfo, schema=schema, masked=masked)


def _import_psycopg() -> Any:
    try:
        import psycopg
        import psycopg_pool
    except ImportError as exc:  # pragma: no cover - the extra is installed in CI
        raise MissingExtraError(
            "a postgresql:// store needs the postgres extra: pip install 'omoide[postgres]'"
        ) from exc
    return psycopg, psycopg_pool


def open_error(target: PgTarget, exc: BaseException) -> StoreError:
    """The one-line error for a store that cannot be opened: the URL (masked), the cause, the
    fix. libpq's message can quote the conninfo (``invalid percent-encoded token: "…"`` quotes
    a password): only its first line is kept, through :func:`redact`."""
    return StoreError(f"cannot open PostgreSQL store {target.masked}: {first_line(exc)} — {_FIX}")


_pools: dict[str, ConnectionPool[Any]] = {}
_users: dict[str, int] = {}
_pools_lock = threading.Lock()


class _Health:
    """Whether a store's server answers, as this process last saw it: one log line when it
    stops answering and one when it answers again, instead of a warning (several lines, from
    psycopg_pool) per failed connection attempt during an outage."""

    def __init__(self, masked: str) -> None:
        self.masked = masked
        self.down_since: float | None = None
        self.lock = threading.Lock()

    def down(self, cause: str) -> None:
        with self.lock:
            if self.down_since is not None:
                return
            self.down_since = time.monotonic()
        log.warning(
            "PostgreSQL store %s is unreachable (%s); each call waits up to %.0f s for it",
            self.masked,
            cause,
            SERVER_WAIT_S,
        )

    def up(self) -> None:
        if self.down_since is None:  # the common case: no lock taken
            return
        with self.lock:
            since, self.down_since = self.down_since, None
        if since is not None:
            log.warning(
                "PostgreSQL store %s is reachable again (after %.1f s)",
                self.masked,
                time.monotonic() - since,
            )


_health: dict[str, _Health] = {}  # by PgTarget.key
_health_lock = threading.Lock()  # not _pools_lock: pool_for holds that one while asking
_pool_health: dict[str, _Health] = {}  # by pool name: what psycopg_pool's records name
_own_connections: weakref.WeakSet[Any] = weakref.WeakSet()  # made by omoide's pools


def health(target: PgTarget) -> _Health:
    """The reachability record of ``target``'s server in this process."""
    with _health_lock:
        found = _health.get(target.key)
        if found is None:
            found = _health[target.key] = _Health(target.masked)
        return found


# psycopg_pool's own warnings during an outage: what a record of it is about.
_OUTAGE_RECORDS = (
    "error connecting in",
    "reconnection attempt in pool",
    "discarding broken connection",
    "discarding closed connection",
    "task run",
)


class _PoolLogFilter(logging.Filter):
    """Installed on psycopg_pool's logger (``psycopg.pool``). Its outage warnings about
    omoide's pools (a multi-line libpq message per failed attempt, every 1-2 s) are dropped:
    the store's :class:`_Health` says it in one line per change. Every other warning of the
    logger (another library's pool) is kept, on one line and with passwords masked."""

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args if isinstance(record.args, tuple) else ()
        state = next(
            (_pool_health[a] for a in args if isinstance(a, str) and a in _pool_health), None
        )
        own = state is not None or any(
            _is_own(a) or _names_own_pool(a) for a in args if not isinstance(a, str | int | float)
        )
        if own and str(record.msg).startswith(_OUTAGE_RECORDS):
            if state is not None and str(record.msg).startswith("error connecting"):
                cause = args[-1] if isinstance(args[-1], BaseException) else None
                state.down(first_line(cause) if cause is not None else "no connection")
            return False
        if record.levelno >= logging.WARNING:
            record.msg, record.args = redact(" ".join(record.getMessage().split())), ()
        return True


def _is_own(obj: object) -> bool:
    try:
        return obj in _own_connections
    except TypeError:
        return False


def _names_own_pool(obj: object) -> bool:
    """A psycopg_pool task (``AddConnection``...) of one of omoide's pools."""
    pool = getattr(obj, "pool", None)
    if isinstance(pool, weakref.ref):  # psycopg_pool's tasks hold their pool weakly
        pool = pool()
    return getattr(pool, "name", None) in _pool_health


_log_filter = _PoolLogFilter()


def _configure(schema: str, state: _Health) -> Any:
    def configure(conn: psycopg.Connection[Any]) -> None:
        # Autocommit: SET lasts for the session. Statement timeouts keep a stuck replica from
        # holding a namespace's row forever (design §8).
        conn.execute(f'SET search_path TO "{schema}", public')
        conn.execute("SET idle_in_transaction_session_timeout = '60s'")
        _own_connections.add(conn)
        state.up()  # a pool connected: the server is back, if it was away

    return configure


def pool_for(target: PgTarget, *, max_size: int = 4, purpose: str = "work") -> ConnectionPool[Any]:
    """This process's pool for ``target`` and ``purpose`` (one per URL, schema and purpose,
    shared by every store and namespace opened on it; released by :func:`release_pool` when
    the last user lets go). ``"work"``: the statements; ``"locks"``: connections that hold a
    namespace's write lock while the work runs on the other pool (one pool for both would
    deadlock once every connection held a lock and waited for another). Opening waits up to
    10 s for a first connection and fails with :func:`open_error`."""
    psycopg, psycopg_pool = _import_psycopg()
    key = f"{target.key}/{purpose}"
    with _pools_lock:
        found = _pools.get(key)
        if found is not None and not found.closed:
            _users[key] += 1
            return found
        try:  # one direct connection first: a clear reason at once, not a pool's timeout
            psycopg.connect(target.conninfo, connect_timeout=10).close()
        except Exception as exc:
            raise open_error(target, exc) from exc
        state = health(target)
        name = f"omoide:{target.schema}:{purpose}:{target.key[:8]}"
        _pool_health[name] = state
        logger = logging.getLogger("psycopg.pool")
        if _log_filter not in logger.filters:
            logger.addFilter(_log_filter)
        pool = psycopg_pool.ConnectionPool(  # typed: the module itself is imported lazily
            target.conninfo,
            min_size=1 if purpose == "work" else 0,
            max_size=max_size,
            kwargs={"autocommit": True, "prepare_threshold": None},
            configure=_configure(target.schema, state),
            check=psycopg_pool.ConnectionPool.check_connection,
            reconnect_timeout=RECONNECT_TIMEOUT_S,
            reconnect_failed=lambda _pool: state.down("no connection"),
            open=False,
            name=name,
        )
        try:
            pool.open(wait=purpose == "work", timeout=10.0)
        except Exception as exc:
            pool.close(timeout=0)
            raise open_error(target, exc) from exc
        _pools[key] = pool
        _users[key] = 1
        return _pools[key]


def release_pool(target: PgTarget, *, purpose: str = "work") -> None:
    """One user of ``target``'s pool for ``purpose`` is done; the last one closes it."""
    key = f"{target.key}/{purpose}"
    with _pools_lock:
        n = _users.get(key, 0) - 1
        if n > 0:
            _users[key] = n
            return
        _users.pop(key, None)
        pool = _pools.pop(key, None)
    if pool is not None:
        pool.close(timeout=5)


def first_line(exc: BaseException) -> str:
    """An exception's message, first line only (libpq adds hints and context lines)."""
    text = str(exc).strip()
    return redact(text.splitlines()[0]) if text else type(exc).__name__


@contextmanager
def connection(pool: ConnectionPool[Any], target: PgTarget) -> Iterator[psycopg.Connection[Any]]:
    """A pooled connection for a block that cannot be repeated (a transaction yielded to the
    caller). When none comes (the server went away), it waits for the server as
    :func:`retrying` does and hands a fresh connection; a connection lost inside the block
    surfaces as ``StoreError`` naming the URL (masked)."""
    psycopg, psycopg_pool = _import_psycopg()
    state = health(target)
    deadline = time.monotonic() + SERVER_WAIT_S
    with ExitStack() as stack:
        try:
            conn = stack.enter_context(pool.connection(timeout=CHECKOUT_TIMEOUT_S))
        except (psycopg.OperationalError, psycopg_pool.PoolTimeout) as exc:
            conn = stack.enter_context(_reconnect(pool, target, deadline, exc))
        try:
            yield conn
        except psycopg.OperationalError as exc:
            raise StoreError(f"PostgreSQL store {target.masked}: {first_line(exc)}") from exc
    state.up()


@contextmanager
def _reconnect(
    pool: ConnectionPool[Any], target: PgTarget, deadline: float, cause: BaseException
) -> Iterator[psycopg.Connection[Any]]:
    """A fresh connection to ``target`` once its server accepts one again, polled until
    ``deadline`` (then ``StoreError`` naming the URL and ``cause``). Configured as the pool's
    are, closed after the block. The pool's connections the outage broke are dropped
    (``pool.check()``) so its next callers get new ones instead of failing a check each."""
    psycopg, _ = _import_psycopg()
    last: BaseException = cause
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise StoreError(
                f"PostgreSQL store {target.masked}: {first_line(last)} (unreachable for "
                f"{SERVER_WAIT_S:.0f} s) — {_FIX}"
            ) from last
        try:
            conn = psycopg.connect(
                target.conninfo,
                autocommit=True,
                prepare_threshold=None,
                connect_timeout=max(2, int(left)),
            )
        except psycopg.OperationalError as exc:
            last = exc
            health(target).down(first_line(exc))
            time.sleep(min(_POLL_S, max(0.0, deadline - time.monotonic())))
            continue
        break
    with conn:
        _configure(target.schema, health(target))(conn)
        try:
            pool.check()
        except Exception:  # the pool's upkeep must not fail the caller's work
            log.debug("pool check after reconnecting failed", exc_info=True)
        yield conn


# SQLSTATE classes worth another attempt: the connection (08), the server shutting down or not
# accepting yet (57P01-57P03), a serialization failure or deadlock (40), a lock wait timed out
# (55P03). Anything else (disk full 53100, a cancelled statement 57014, ...) fails at once.
_TRANSIENT = ("08", "40", "57P01", "57P02", "57P03", "55P03")


def transient(exc: BaseException) -> bool:
    """Whether a database error may pass on another attempt (on a fresh connection)."""
    sqlstate = getattr(exc, "sqlstate", None)
    if sqlstate is None:  # raised by the client: the connection broke, or no pooled one came
        return True
    return str(sqlstate).startswith(_TRANSIENT)


def _server_lost(exc: BaseException) -> bool:
    """Whether an error means the server or the connection went away (not a deadlock or a
    lock wait, which another attempt on the pool may pass)."""
    sqlstate = getattr(exc, "sqlstate", None)
    return sqlstate is None or str(sqlstate).startswith(("08", "57P01", "57P02", "57P03"))


def retrying(
    pool: ConnectionPool[Any], target: PgTarget, work: Callable[[Any], _T], *, attempts: int = 3
) -> _T:
    """``work(conn)`` on a pooled connection, again when the connection was lost (server
    restart, network) or none came: up to ``attempts`` runs within ``SERVER_WAIT_S``. A lost
    connection is retried on the pool once (it checks the connection it hands out); when the
    pool has none to give (it is still reconnecting after an outage), the next attempt waits
    for the server to accept a direct connection (polled) and runs ``work`` on that fresh
    connection, so the first call after an outage succeeds as soon as the server is back;
    past the wait, ``StoreError`` naming the URL.
    ``work`` must be safe to repeat: a read, or a write that is idempotent (episode ids are
    content-derived and inserted ``ON CONFLICT DO NOTHING``) inside its own transaction, so a
    lost COMMIT is retried and finds its rows stored."""
    psycopg, psycopg_pool = _import_psycopg()
    state = health(target)
    deadline = time.monotonic() + SERVER_WAIT_S
    lost: BaseException | None = None  # set: the next attempt waits for the server
    for attempt in range(attempts):
        try:
            if lost is None:
                with pool.connection(timeout=CHECKOUT_TIMEOUT_S) as conn:
                    result = work(conn)
            else:
                with _reconnect(pool, target, deadline, lost) as conn:
                    result = work(conn)
        except (psycopg.OperationalError, psycopg_pool.PoolTimeout) as exc:
            if not transient(exc):  # a full disk or a cancelled statement: no retry
                raise StoreError(f"PostgreSQL store {target.masked}: {first_line(exc)}") from exc
            if attempt + 1 >= attempts:
                raise StoreError(
                    f"PostgreSQL store {target.masked}: {first_line(exc)} "
                    f"(after {attempts} attempts)"
                ) from exc
            if isinstance(exc, psycopg_pool.PoolTimeout):
                lost = exc  # no pooled connection came: wait for the server
            elif lost is not None:  # lost again on a fresh connection: not at once
                time.sleep(min(_POLL_S, max(0.0, deadline - time.monotonic())))
                lost = exc
            elif _server_lost(exc):
                if attempt:  # a second pooled connection lost: wait for the server
                    lost = exc
                else:  # the pool checks the next connection it hands out
                    time.sleep(0.2)
            else:  # a deadlock or a lock wait: again on the pool, a moment later
                log.info("PostgreSQL store %s: %s; retrying", target.masked, first_line(exc))
                time.sleep((0.2, 0.5, 1.0)[min(attempt, 2)])
            continue
        state.up()
        return result
    raise AssertionError("unreachable")  # pragma: no cover


def ensure_ddl(
    pool: ConnectionPool[Any], target: PgTarget, part: str, ddl: str, *, exists: str = ""
) -> None:
    """Create the store's schema and ``ddl`` (``CREATE ... IF NOT EXISTS`` statements) once,
    under a transaction-scoped advisory lock: two replicas opening a new database at the same
    moment would otherwise race on PostgreSQL's catalog (``CREATE TABLE IF NOT EXISTS`` is not
    safe against a concurrent one). ``part`` names the caller in errors. With ``exists`` (a
    table the DDL makes last), nothing is run when that table is already in the schema: a role
    that may only read opens a store made by another."""
    psycopg, _ = _import_psycopg()
    if exists:

        def probe(conn: Any) -> bool:
            row = conn.execute(
                "SELECT to_regclass(%s) IS NOT NULL", (f'"{target.schema}".{exists}',)
            ).fetchone()
            return bool(row and row[0])

        if retrying(pool, target, probe):
            return
    _refuse_foreign_tables(pool, target, ddl)

    def create(conn: Any) -> None:
        with conn.transaction():
            conn.execute(
                "SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (_DDL_LOCK, target.schema)
            )
            conn.execute(f'CREATE SCHEMA IF NOT EXISTS "{target.schema}"')
            conn.execute(ddl)

    try:
        retrying(pool, target, create)
    except psycopg.errors.InsufficientPrivilege as exc:
        raise StoreError(
            f"cannot open PostgreSQL store {target.masked}: creating the {part} tables in schema "
            f"{target.schema!r} was refused ({first_line(exc)}) — grant CREATE on the database "
            "or schema to this user, or let an administrator open the store once"
        ) from exc


_CREATE_TABLE = re.compile(r"(?i)CREATE TABLE (?:IF NOT EXISTS )?(\w+)\s*\(")
_NOT_COLUMNS = frozenset({"PRIMARY", "UNIQUE", "CONSTRAINT", "FOREIGN", "CHECK", "EXCLUDE"})


def ddl_columns(ddl: str) -> dict[str, list[str]]:
    """The tables ``ddl`` creates and the columns it declares for each (constraints left out)."""
    tables: dict[str, list[str]] = {}
    for m in _CREATE_TABLE.finditer(ddl):
        depth, start, items = 1, m.end(), []
        for i in range(m.end(), len(ddl)):
            if ddl[i] == "(":
                depth += 1
            elif ddl[i] == ")":
                depth -= 1
            if (ddl[i] == "," and depth == 1) or depth == 0:
                items.append(ddl[start:i])
                start = i + 1
            if depth == 0:
                break
        words = [item.split()[0] for item in items if item.split()]
        tables[m[1]] = [w for w in words if w.upper() not in _NOT_COLUMNS]
    return tables


def _refuse_foreign_tables(pool: ConnectionPool[Any], target: PgTarget, ddl: str) -> None:
    """``StoreError`` when the store's schema already holds a table of ``ddl``'s names that
    omoide did not make (it lacks a column omoide's has): another application's ``episodes``
    would otherwise fail later with ``column "namespace" does not exist``, or be written into."""
    wanted = ddl_columns(ddl)
    if not wanted:
        return

    def read(conn: Any) -> list[tuple[str, str]]:
        return list(
            conn.execute(
                "SELECT c.relname, a.attname FROM pg_class c "
                "JOIN pg_namespace n ON n.oid = c.relnamespace "
                "JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 "
                "AND NOT a.attisdropped WHERE n.nspname = %s AND c.relname = ANY(%s)",
                (target.schema, list(wanted)),
            ).fetchall()
        )

    found: dict[str, set[str]] = {}
    for table, column in retrying(pool, target, read):
        found.setdefault(table, set()).add(column)
    for table, columns in found.items():
        missing = [c for c in wanted[table] if c not in columns]
        if missing:
            raise StoreError(
                f"cannot open PostgreSQL store {target.masked}: schema {target.schema!r} "
                f"already holds a table {table!r} that omoide did not make (it has no column "
                f"{', '.join(missing[:4])}{', ...' if len(missing) > 4 else ''}) — give omoide "
                "a schema of its own: add ?schema=NAME to the store URL (default omoide, "
                "e.g. ?schema=omoide_memory)"
            )
