"""What ``langgraph.json`` serves (LangGraph Studio / ``langgraph dev``): the retrieval subgraph
and the full agent on the default store — ``$OMOIDE_STORE``, else ``./.omoide``.

The server gives each served graph its own checkpointer. The retrieval subgraph is therefore
served inside a one-node parent whose state holds only plain data (``AgentState``), so what
the server checkpoints is what a user's parent would: the conversation and the outputs, never
the subgraph's internals.

Start-up: the server times the import of this module (it warns past 3 s) and times every
graph factory call (it warns past 100 ms). Opening the store and loading the embedder take
seconds, so importing this module only *starts* that work in a background thread; the served
names (``agent``, ``retrieval``) are async graph factories that await it without blocking the
event loop, and return the same compiled graphs on every call once it is done. A failure to
open the store is raised by every call, with its message, instead of stopping the server.

From Python, ``omoide.agent.studio.graph`` / ``.retrieval_node`` / ``.store`` are the ready
objects (the attribute access waits for the background work). Library code imports ``omoide``
instead; nothing here runs unless this module is imported.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from omoide.memory_store import MemoryStore

from .builder import build_agent, build_retrieval_node, open_default_store
from .config import RetrievalConfig
from .state import AgentState, RetrievalOutput

__all__ = [
    "ServedGraphs",
    "agent",
    "build_served_retrieval",
    "retrieval",
    "served",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ServedGraphs:
    """The store and the graphs built on it, once."""

    store: MemoryStore
    retrieval: CompiledStateGraph[Any, Any, Any, Any]
    agent: CompiledStateGraph[Any, Any, Any, Any]


def build_served_retrieval(store: MemoryStore) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The retrieval node as a graph of its own, checkpoint-safe (plain state only)."""
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(
        AgentState, context_schema=RetrievalConfig, output_schema=RetrievalOutput
    )
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", END)
    return builder.compile(name="retrieval")


def _build() -> ServedGraphs:
    store = open_default_store()  # build_retrieval_node loads the embedder (warm-up)
    served = ServedGraphs(store, build_served_retrieval(store), build_agent(store))
    log.info("omoide: serving the store at %s (%d episodes)", store.path, len(store))
    return served


_lock = threading.Lock()
_future: Future[ServedGraphs] | None = None


def _start() -> Future[ServedGraphs]:
    """Begin opening the store in a daemon thread (once); the future holds the outcome."""
    global _future
    with _lock:
        if _future is None:
            future: Future[ServedGraphs] = Future()

            def work() -> None:
                try:
                    future.set_result(_build())
                except BaseException as exc:  # kept for every caller, never lost in a thread
                    log.error("omoide: cannot serve the default store: %s", exc)
                    future.set_exception(exc)

            threading.Thread(target=work, name="omoide-studio-open", daemon=True).start()
            _future = future
        return _future


def served() -> ServedGraphs:
    """The served store and graphs, waiting for them to be built if need be."""
    return _start().result()


async def _aserved() -> ServedGraphs:
    return await asyncio.wrap_future(_start())


async def retrieval() -> CompiledStateGraph[Any, Any, Any, Any]:
    """Graph factory for ``langgraph.json``: the retrieval subgraph on the default store."""
    return (await _aserved()).retrieval


async def agent() -> CompiledStateGraph[Any, Any, Any, Any]:
    """Graph factory for ``langgraph.json``: the full agent on the default store."""
    return (await _aserved()).agent


def __getattr__(name: str) -> Any:
    # The objects themselves, for Python users (PEP 562); the server reads the factories.
    if name == "graph":
        return served().agent
    if name == "retrieval_node":
        return served().retrieval
    if name == "store":
        return served().store
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_start()
