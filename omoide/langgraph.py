"""``make_store()``: omoide's memory as a LangGraph server's store, configured from the
environment.

Declare it in ``langgraph.json`` so ``langgraph dev`` / LangGraph Platform, Studio's memory view
and ``client.store.*`` (langgraph-sdk) read and write omoide's memory::

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
"""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping

from langgraph.store.base import IndexConfig, TTLConfig

from omoide.memory_store.langgraph_store import OmoideStore

__all__ = ["build_store", "make_store"]

_LOCK = threading.Lock()
_STORES: dict[tuple[tuple[str, str], ...], OmoideStore] = {}
_ENV_NAMES = (
    "OMOIDE_STORE",
    "OMOIDE_CHROMA_URL",
    "OMOIDE_MAX_OPEN",
    "OMOIDE_STORE_FIELDS",
    "OMOIDE_STORE_EMBED",
    "OMOIDE_STORE_TTL",
    "OMOIDE_STORE_TTL_SWEEP",
    "OMOIDE_STORE_TTL_REFRESH",
)


def _minutes(env: Mapping[str, str], name: str) -> float | None:
    raw = env.get(name, "").strip()
    if not raw:
        return None
    try:
        minutes = float(raw)
    except ValueError:
        minutes = -1.0
    if not minutes > 0:
        raise ValueError(f"{name}={raw!r}: a number of minutes > 0 (e.g. 1440 for a day)")
    return minutes


def build_store(env: Mapping[str, str] | None = None) -> OmoideStore:
    """A new ``OmoideStore`` as the environment (default ``os.environ``) asks for (see the
    module docstring); raises ``ValueError`` naming the variable that is wrong."""
    env = os.environ if env is None else env
    max_open = env.get("OMOIDE_MAX_OPEN", "").strip()
    try:
        bound = int(max_open) if max_open else 64
    except ValueError:
        bound = 0
    if bound < 1:
        raise ValueError(f"OMOIDE_MAX_OPEN={max_open!r}: a whole number >= 1")
    fields = [f.strip() for f in env.get("OMOIDE_STORE_FIELDS", "").split(",") if f.strip()]
    index: IndexConfig = {"fields": fields or ["$"]}
    embed = env.get("OMOIDE_STORE_EMBED", "").strip()
    if embed:
        index["embed"] = embed
    default_ttl = _minutes(env, "OMOIDE_STORE_TTL")
    sweep = _minutes(env, "OMOIDE_STORE_TTL_SWEEP")
    refresh = env.get("OMOIDE_STORE_TTL_REFRESH", "true").strip().lower()
    if refresh not in ("true", "false", "1", "0", "yes", "no"):
        raise ValueError(f"OMOIDE_STORE_TTL_REFRESH={refresh!r}: true or false")
    ttl: TTLConfig | None = None
    if default_ttl is not None or sweep is not None:
        ttl = TTLConfig(refresh_on_read=refresh in ("true", "1", "yes"))
        if default_ttl is not None:
            ttl["default_ttl"] = default_ttl
        ttl["sweep_interval_minutes"] = sweep or 5  # type: ignore[typeddict-item]
    return OmoideStore(
        env.get("OMOIDE_STORE", "").strip() or ".omoide",
        chroma_url=env.get("OMOIDE_CHROMA_URL", "").strip() or None,
        max_open=bound,
        index=index,
        ttl=ttl,
    )


def make_store() -> OmoideStore:
    """The process's ``OmoideStore`` for the current environment (built on the first call;
    its TTL sweeper started when the environment sets a TTL)."""
    key = tuple((name, os.environ.get(name, "")) for name in _ENV_NAMES)
    with _LOCK:
        store = _STORES.get(key)
        if store is None:
            store = build_store()
            if store.ttl_config:
                store.start_ttl_sweeper()
            _STORES[key] = store
        return store
