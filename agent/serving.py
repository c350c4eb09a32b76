"""How omoide's graphs are served by a LangGraph server (``langgraph dev``, LangGraph Server):
the machinery behind ``omoide.agent.served`` (many users) and ``omoide.agent.studio`` (one
person). Importing it has no side effect; those two modules start the build when imported.

The server times the import of a graph's module (it warns past 3 s) and every graph factory
call (it warns past 100 ms). Loading the embedder takes seconds, so the entry modules only
*start* building the graphs in a background thread (:class:`BackgroundBuild`) and serve async
zero-argument factories that await it without blocking the event loop; once built, every call
returns the same compiled graphs at once. A failed build is reported to the requests that
waited for it and started again by the next one (a Chroma server that was not up yet, say).

The deployment, not the client, decides who the user is and what a run may change:

- ``$OMOIDE_USER_BINDING`` (:func:`served_user_key`): ``auto`` (default: the user LangGraph's
  custom auth authenticated, when there is one — a client naming another ``user_id`` gets an
  error —, else the run's ``user_id``), ``auth`` (the authenticated user only; a run without one
  fails: for production behind custom auth, so a missing handler never falls back to
  client-named users) or ``client`` (the run's ``user_id`` even under auth: trusted callers).
- ``$OMOIDE_SETTINGS`` (:func:`served_config`): the operator's settings, ``key=value`` items
  separated by spaces as ``--set`` reads them (``max_sensitivity=PUBLIC record_runs=true``).
  The served graphs bind an ``OperatorConfig``: a run may tune retrieval, never
  ``max_sensitivity`` or ``record_runs`` (``omoide.agent.runtime``). Items named
  ``consolidation.<setting>`` (``consolidation.batch_size=200``) configure the served
  consolidation graph (:func:`served_consolidation_config`), whose runs may tune the rest of
  ``ConsolidationConfig`` from their context but never ``max_sensitivity`` or
  ``include_unsearchable`` (``omoide.agent.consolidation.config.OPERATOR_SETTINGS``).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from contextlib import ExitStack
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from omoide.memory_store import settings as environment
from omoide.memory_store.pool import NamespacePool

from .builder import build_agent, build_retrieval_node
from .config import RetrievalConfig
from .runtime import OperatorConfig, operator_config
from .state import AgentState, RetrievalOutput
from .users import AUTH_USER_KEY, StoreSource, run_stores

if TYPE_CHECKING:
    from .consolidation.config import ConsolidationConfig

__all__ = [
    "USER_BINDINGS",
    "BackgroundBuild",
    "ServedGraphs",
    "build_served_graphs",
    "serve",
    "served_config",
    "served_consolidation_config",
    "served_pool",
    "served_user_key",
]

log = logging.getLogger(__name__)

T = TypeVar("T")
Graph = CompiledStateGraph[Any, Any, Any, Any]


class BackgroundBuild(Generic[T]):
    """``build()`` run once in a daemon thread; every caller gets its outcome.

    A failure is raised to every caller waiting on that attempt; the next call after it starts
    a new attempt. ``result()`` waits in the calling thread, ``aresult()`` in the event loop
    without blocking it.
    """

    def __init__(self, build: Callable[[], T], *, name: str) -> None:
        self._build = build
        self._name = name
        self._lock = threading.Lock()
        self._future: Future[T] | None = None

    def start(self) -> Future[T]:
        """The current attempt, started if there is none or the last one failed."""
        with self._lock:
            future = self._future
            if future is None or (future.done() and future.exception() is not None):
                future = Future()
                threading.Thread(
                    target=self._run, args=(future,), name=self._name, daemon=True
                ).start()
                self._future = future
            return future

    def _run(self, future: Future[T]) -> None:
        try:
            future.set_result(self._build())
        except BaseException as exc:  # kept for the callers, never lost in a thread
            log.error("omoide: cannot build the served graphs (%s): %s", self._name, exc)
            future.set_exception(exc)

    def result(self) -> T:
        return self.start().result()

    async def aresult(self) -> T:
        return await asyncio.wrap_future(self.start())


@dataclass(frozen=True, slots=True)
class ServedGraphs:
    """The pool and the graphs built on it: ``graphs["retrieval"]``, ``graphs["omoide"]``
    (and ``graphs["consolidate"]`` for the default user's namespace when it was opened)."""

    pool: NamespacePool
    graphs: Mapping[str, Graph]
    default_user: str | None
    pinned: ExitStack = field(default_factory=ExitStack)


def served_pool(env: Mapping[str, str] | None = None) -> NamespacePool:
    """The pool the served graphs read: ``$OMOIDE_STORE``, ``$OMOIDE_CHROMA_URL``,
    ``$OMOIDE_MAX_OPEN``."""
    return NamespacePool(
        environment.store(env),
        chroma_url=environment.chroma_url(env),
        max_open=environment.max_open(env),
    )


USER_BINDINGS: Mapping[str, str | None] = {
    "auto": None,  # the authenticated user when there is one, else the run's user_id
    "auth": AUTH_USER_KEY,  # the authenticated user only
    "client": "user_id",  # the run's user_id, even when the server authenticated somebody
}
"""``$OMOIDE_USER_BINDING`` values and the ``user_key`` each one builds the graphs with."""


def served_user_key(env: Mapping[str, str] | None = None) -> str | None:
    """The ``user_key`` of the served graphs, from ``$OMOIDE_USER_BINDING`` (default ``auto``)."""
    return USER_BINDINGS[environment.user_binding(env)]


def served_config(env: Mapping[str, str] | None = None) -> OperatorConfig:
    """The served graphs' bound config: the defaults with ``$OMOIDE_SETTINGS`` applied
    (``key=value`` items separated by spaces), as an ``OperatorConfig``."""
    items = [i for i in _operator_items(env) if not i.startswith(CONSOLIDATION_PREFIX)]
    try:
        return operator_config(RetrievalConfig().with_settings(items))
    except (ValueError, TypeError) as exc:
        raise ValueError(f"OMOIDE_SETTINGS: {exc}") from None


CONSOLIDATION_PREFIX = "consolidation."
"""``$OMOIDE_SETTINGS`` items with this prefix are the consolidation graph's."""


def _operator_items(env: Mapping[str, str] | None) -> list[str]:
    """``$OMOIDE_SETTINGS``'s items, each checked to be ``key=value``: an item without one is
    an error naming the variable (not ``--set``, which the operator did not use)."""
    items = environment.settings(env)
    for item in items:
        key, sep, _ = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(
                f"OMOIDE_SETTINGS: {item!r} is not key=value; the operator's settings are "
                "key=value items separated by spaces (e.g. 'max_sensitivity=PUBLIC "
                "consolidation.batch_size=200')"
            )
    return items


def served_consolidation_config(env: Mapping[str, str] | None = None) -> ConsolidationConfig:
    """The served consolidation graph's bound ``ConsolidationConfig``: the defaults with the
    ``consolidation.<setting>=value`` items of ``$OMOIDE_SETTINGS`` applied."""
    from .config import parse_setting
    from .consolidation.config import ConsolidationConfig

    changes: dict[str, Any] = {}
    for item in _operator_items(env):
        if item.startswith(CONSOLIDATION_PREFIX):
            key, value = parse_setting(item)
            changes[key[len(CONSOLIDATION_PREFIX) :]] = value
    try:
        return ConsolidationConfig().replace(**changes)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"OMOIDE_SETTINGS: {exc}") from None


def build_served_graphs(
    source: StoreSource,
    *,
    default_user: str | None = None,
    user_key: str | None = None,
    config: RetrievalConfig | None = None,
    selector: Any = None,
) -> dict[str, Graph]:
    """The served graphs on ``source``: ``{"retrieval": ..., "omoide": ...}``.

    ``user_key`` says who the user is (``omoide.agent.users``; default: the authenticated user
    when there is one, else the run's ``user_id``); ``config`` is bound as an
    ``OperatorConfig``, so no run changes its ``max_sensitivity`` or ``record_runs``.

    The retrieval node is served inside a one-node parent whose state holds only plain data
    (``AgentState``), so what the server checkpoints is what a user's parent would: the
    conversation and the outputs, never the subgraph's internals.
    """
    users: dict[str, Any] = {"default_user": default_user, "user_key": user_key}
    bound = operator_config(config)
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(
        AgentState, context_schema=RetrievalConfig, output_schema=RetrievalOutput
    )
    builder.add_node(
        "retrieval", build_retrieval_node(source, config=bound, selector=selector, **users)
    )
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", END)
    return {
        "retrieval": builder.compile(name="retrieval"),
        "omoide": build_agent(source, config=bound, selector=selector, **users),
    }


def serve(*, default_user: str | None, open_default: bool = False) -> ServedGraphs:
    """Build the served graphs on :func:`served_pool`, with :func:`served_user_key` and
    :func:`served_config` (the deployment's environment).

    ``open_default`` also opens the default user's namespace now, so its first run is fast and
    an unusable store fails here, and adds the consolidation graph for that namespace (bound to
    :func:`served_consolidation_config`, its runs tuning it from their context except
    ``OPERATOR_SETTINGS``). The namespace stays leased for the life of the process: the pool
    never closes it under the consolidation graph, which holds the store.
    """
    user_key = served_user_key()
    config = served_config()
    consolidation = served_consolidation_config()  # checked even where it is not served
    pool = served_pool()
    from .settings import selector_from_env

    graphs = build_served_graphs(
        pool,
        default_user=default_user,
        user_key=user_key,
        config=config,
        selector=selector_from_env(),  # $OMOIDE_SELECTION: the operator's, never a run's
    )
    # Builders load no model (the first run would); this background build is the place for it.
    pool.warm_up()
    pinned = ExitStack()
    if open_default and default_user is not None:
        from .consolidation.config import OPERATOR_SETTINGS
        from .consolidation.graph import build_consolidation_graph

        store = pinned.enter_context(pool.lease(default_user))
        # Bound to the default user's namespace: a run whose user is another (named, or the
        # authenticated one) is refused, not served the operator's memory.
        runs = run_stores(pool, user_key=user_key, default_user=default_user)
        graphs["consolidate"] = build_consolidation_graph(
            store,
            config=consolidation,
            operator_settings=OPERATOR_SETTINGS,
            run_namespace=runs.namespace_of_run,
        )
    who = f"a run without a user reads {default_user!r}" if default_user else "runs name users"
    binding = next(name for name, key in USER_BINDINGS.items() if key == user_key)
    log.info("omoide: serving the store at %s (%s; user binding %s)", pool.label, who, binding)
    return ServedGraphs(pool, graphs, default_user, pinned)
