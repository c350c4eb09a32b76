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
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
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


def _configure(schema: str) -> Any:
    def configure(conn: psycopg.Connection[Any]) -> None:
        # Autocommit: SET lasts for the session. Statement timeouts keep a stuck replica from
        # holding a namespace's row forever (design §8).
        conn.execute(f'SET search_path TO "{schema}", public')
        conn.execute("SET idle_in_transaction_session_timeout = '60s'")

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
        pool = psycopg_pool.ConnectionPool(  # typed: the module itself is imported lazily
            target.conninfo,
            min_size=1 if purpose == "work" else 0,
            max_size=max_size,
            kwargs={"autocommit": True, "prepare_threshold": None},
            configure=_configure(target.schema),
            check=psycopg_pool.ConnectionPool.check_connection,
            open=False,
            name=f"omoide:{target.schema}:{purpose}",
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
    """A pooled connection; a lost or unreachable server surfaces as ``StoreError`` naming
    the URL (masked)."""
    psycopg, psycopg_pool = _import_psycopg()
    try:
        with pool.connection(timeout=CHECKOUT_TIMEOUT_S) as conn:
            yield conn
    except (psycopg.OperationalError, psycopg_pool.PoolTimeout) as exc:
        raise StoreError(f"PostgreSQL store {target.masked}: {first_line(exc)}") from exc


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


def retrying(
    pool: ConnectionPool[Any], target: PgTarget, work: Callable[[Any], _T], *, attempts: int = 3
) -> _T:
    """``work(conn)`` on a pooled connection, again on a fresh one when the connection was
    lost (server restart, network): 3 attempts, 0.2 / 0.5 s apart, then ``StoreError`` naming
    the URL. ``work`` must be safe to repeat: a read, or a write that is idempotent (episode
    ids are content-derived and inserted ``ON CONFLICT DO NOTHING``) inside its own
    transaction, so a lost COMMIT is retried and finds its rows stored."""
    psycopg, psycopg_pool = _import_psycopg()
    waits = (0.2, 0.5, 1.0)
    for attempt in range(attempts):
        try:
            with pool.connection(timeout=CHECKOUT_TIMEOUT_S) as conn:
                return work(conn)
        except (psycopg.OperationalError, psycopg_pool.PoolTimeout) as exc:
            if not transient(exc):
                raise  # a full disk or a cancelled statement does not pass with a retry
            if attempt + 1 >= attempts:
                raise StoreError(
                    f"PostgreSQL store {target.masked}: {first_line(exc)} "
                    f"(after {attempts} attempts)"
                ) from exc
            log.warning("PostgreSQL store %s: %s; retrying", target.masked, first_line(exc))
            time.sleep(waits[min(attempt, len(waits) - 1)])
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
