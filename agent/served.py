"""Graphs for a LangGraph server that serves many users: one retrieval graph and one agent for
every user, the namespace taken from each run's ``config["configurable"]["user_id"]``.

``langgraph.json``::

    "graphs": {
        "retrieval": "omoide.agent.served:retrieval_node",
        "omoide": "omoide.agent.served:graph"
    }

Both names are zero-argument async graph factories (LangGraph's server calls them per request).
Importing this module returns at once (the server starts fast): it starts building both graphs
in a background thread, once per process, and a request that comes before the build is done
waits for it in a worker thread (the server's event loop is never blocked). The graphs share
one ``NamespacePool`` over:

- ``$OMOIDE_STORE`` (default ``./.omoide``): the store folder, one namespace per user;
- ``$OMOIDE_CHROMA_URL`` (optional): a Chroma server for the vectors (``chroma run``);
- ``$OMOIDE_DEFAULT_USER`` (optional): the user of runs that name none; without it such a run
  fails with a message saying to pass ``config={"configurable": {"user_id": ...}}``;
- ``$OMOIDE_MAX_OPEN`` (optional, default 64): namespaces kept open at once (LRU).

The chat model of the agent comes from the environment as for ``build_agent``.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from omoide.memory_store.pool import NamespacePool

from .builder import build_agent, build_retrieval_node
from .config import RetrievalConfig
from .state import AgentState, RetrievalOutput
from .users import StoreSource

__all__ = ["build_served_graphs", "graph", "retrieval_node", "served_pool"]

log = logging.getLogger(__name__)

_BUILT: dict[str, CompiledStateGraph[Any, Any, Any, Any]] = {}
_BUILD_LOCK = threading.Lock()


def served_pool(env: os._Environ[str] | dict[str, str] | None = None) -> NamespacePool:
    """The pool the served graphs read: ``$OMOIDE_STORE``, ``$OMOIDE_CHROMA_URL``,
    ``$OMOIDE_MAX_OPEN``."""
    env = os.environ if env is None else env
    max_open = env.get("OMOIDE_MAX_OPEN", "").strip()
    try:
        bound = int(max_open) if max_open else 64
    except ValueError:
        raise ValueError(f"OMOIDE_MAX_OPEN={max_open!r}: a whole number >= 1") from None
    return NamespacePool(
        env.get("OMOIDE_STORE", ".omoide"),
        chroma_url=env.get("OMOIDE_CHROMA_URL", "").strip() or None,
        max_open=bound,
    )


def build_served_graphs(
    source: StoreSource, *, default_user: str | None = None
) -> dict[str, CompiledStateGraph[Any, Any, Any, Any]]:
    """The served graphs on ``source``: ``{"retrieval": ..., "omoide": ...}``.

    The retrieval node is served inside a one-node parent whose state holds only plain data
    (``AgentState``), so what the server checkpoints is what a user's parent would.
    """
    users: dict[str, Any] = {"default_user": default_user}
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(
        AgentState, context_schema=RetrievalConfig, output_schema=RetrievalOutput
    )
    builder.add_node("retrieval", build_retrieval_node(source, **users))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", END)
    return {
        "retrieval": builder.compile(name="retrieval"),
        "omoide": build_agent(source, **users),
    }


def _served(name: str) -> CompiledStateGraph[Any, Any, Any, Any]:
    with _BUILD_LOCK:  # built once; a failed build is retried (and raised) by the next request
        if not _BUILT:
            default_user = os.environ.get("OMOIDE_DEFAULT_USER", "").strip() or None
            _BUILT.update(build_served_graphs(served_pool(), default_user=default_user))
    return _BUILT[name]


def _build_in_background() -> None:
    try:
        _served("retrieval")
    except Exception:  # reported to the first request, which builds again
        log.exception("building omoide's served graphs failed")


# The model loads (seconds) while the server starts, not in the first request.
threading.Thread(target=_build_in_background, name="omoide-served-build", daemon=True).start()


async def retrieval_node() -> CompiledStateGraph[Any, Any, Any, Any]:
    """The served retrieval graph (built on first use, then reused)."""
    return await asyncio.to_thread(_served, "retrieval")


async def graph() -> CompiledStateGraph[Any, Any, Any, Any]:
    """The served agent: retrieval -> respond -> remember (built on first use, then reused)."""
    return await asyncio.to_thread(_served, "omoide")
