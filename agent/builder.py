"""Wiring only: plan → (one node per source of ``agent/sources.py``, in parallel) → rerank →
select → pack → publish [→ respond → remember].

``build_retrieval_node(store)`` gives the compiled retrieval subgraph for any parent graph,
``build_remember_node(store)`` the write path, ``build_agent(store)`` the full chat agent. The
ready-built graphs on the default store are in ``omoide.agent.studio`` (what ``langgraph.json``
serves).

The retrieval node keeps the MemoryPack and the recalled episodes out of client streams and
checkpoints unless asked to show them (``show_memory=True`` or ``$OMOIDE_SHOW_MEMORY=1``): its
inner graph runs tagged ``langsmith:hidden`` (LangGraph then leaves its steps out of the
``updates`` / ``tasks`` / ``debug`` streams, also with ``subgraphs=True``) and hands over one
sealed value; the node's ``publish`` gives the parent the pack and the episodes as ``Hidden``
values (see ``omoide.agent.state``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from langchain_core.runnables import RunnableLambda
from langgraph.constants import TAG_HIDDEN
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.runtime import Runtime

from omoide.memory_store import MemoryStore
from omoide.memory_store import settings as environment

from .config import RetrievalConfig
from .nodes.pack import pack_node
from .nodes.plan import plan_node
from .nodes.publish import RetrievalNodeGraph, publish_node, seal_node, unseal_node
from .nodes.rerank import rerank_node
from .nodes.select import check_selector, select_node
from .runtime import RetrievalDeps
from .selection import Selector
from .sources import SOURCES, source_node
from .state import (
    AgentState,
    RetrievalInput,
    RetrievalNodeState,
    RetrievalOutput,
    RetrievalState,
    SealedOutput,
)
from .users import RunStores, StoreSource, run_stores

if TYPE_CHECKING:
    # The write path and the chat model load when a builder needs them (build_remember_node,
    # build_agent): the read path (recall(), build_retrieval_node) never imports them.
    from langchain_core.language_models import BaseChatModel

    from .settings import ChatSettings

__all__ = [
    "build_agent",
    "build_remember_node",
    "build_retrieval_graph",
    "build_retrieval_node",
    "build_sealed_recall",
    "check_config",
    "open_default_store",
    "show_memory_enabled",
]

SHOW_MEMORY_ENV = "OMOIDE_SHOW_MEMORY"


def show_memory_enabled(show_memory: bool | None = None) -> bool:
    """Whether the retrieval node shows the pack and the recalled episodes to client streams
    (and to a parent that checkpoints them): ``show_memory`` when given, else
    ``$OMOIDE_SHOW_MEMORY`` (``1`` / ``true`` / ``yes`` / ``on``; unset = hidden)."""
    if show_memory is not None:
        if not isinstance(show_memory, bool):
            raise TypeError(f"show_memory={show_memory!r}: allowed True, False or None")
        return show_memory
    return environment.show_memory()


def check_config(config: object) -> RetrievalConfig:
    """``config`` must be a ``RetrievalConfig`` (or None for the defaults), never ignored."""
    if config is None:
        return RetrievalConfig()
    if not isinstance(config, RetrievalConfig):
        hint = f"; for a preset: get_preset({config!r})" if isinstance(config, str) else ""
        raise TypeError(
            f"config={config!r}: allowed a RetrievalConfig (or None for the defaults){hint}"
        )
    return config


class WarmUp:
    """Loads the stores' embedding model and tokenizer dictionary once, on the first run, not
    when a graph is built: importing a module that builds nodes stays fast (``langgraph dev``
    times the graph import). It runs before the first plan, so the load (~1 s) is not charged
    to a source's time budget. Thread-safe (one load, concurrent first runs wait for it) and
    async-safe (the nodes are sync: LangGraph runs them in a worker thread under ``ainvoke``).
    A failure (a bad embedder spec, a missing model) is raised to that run, with its message,
    and the next run tries again."""

    def __init__(self, stores: RunStores) -> None:
        self._stores = stores
        self._lock = threading.Lock()
        self.done = False

    def __call__(self) -> None:
        if self.done:
            return
        with self._lock:
            if not self.done:
                self._stores.warm_up()
                self.done = True


def _warm_first(warm: WarmUp, plan: Callable[..., dict[str, Any]]) -> Callable[..., dict[str, Any]]:
    def plan_after_warm_up(
        state: RetrievalState, runtime: Runtime[RetrievalConfig]
    ) -> dict[str, Any]:
        warm()
        return plan(state, runtime)

    plan_after_warm_up.__doc__ = plan.__doc__
    return plan_after_warm_up


def _wire(
    deps: RetrievalDeps, *, output_schema: type[Any], last: tuple[str, Callable[..., Any]]
) -> StateGraph[Any, Any, Any, Any]:
    """plan → (every source of ``SOURCES`` in parallel) → rerank → select → pack → ``last``."""
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(
        RetrievalState,
        context_schema=RetrievalConfig,
        input_schema=RetrievalInput,
        output_schema=output_schema,
    )
    name, final = last
    builder.add_node("plan", _warm_first(WarmUp(deps.stores), plan_node(deps)))
    for spec in SOURCES:
        builder.add_node(spec.node, source_node(spec, deps))
    builder.add_node("rerank", rerank_node(deps))
    builder.add_node("select", select_node(deps))
    builder.add_node("pack", pack_node(deps))
    builder.add_node(name, final)
    builder.add_edge(START, "plan")
    for spec in SOURCES:  # fan out: the sources run concurrently
        builder.add_edge("plan", spec.node)
    builder.add_edge([spec.node for spec in SOURCES], "rerank")
    builder.add_edge("rerank", "select")
    builder.add_edge("select", "pack")
    builder.add_edge("pack", name)
    builder.add_edge(name, END)
    return builder


def _deps(
    store: StoreSource,
    config: RetrievalConfig | None,
    selector: Selector | None = None,
    **users: Any,
) -> RetrievalDeps:
    # Checked now (cheap); the embedding model loads on the first run (WarmUp).
    checked = check_config(config)
    if selector is not None:  # a selector given is a selector used (a run may switch it off)
        checked = checked.replace(selection={"mode": "llm"})
    check_selector(checked, selector)
    return RetrievalDeps(run_stores(store, **users), checked, selector)


def build_retrieval_graph(
    store: StoreSource,
    *,
    config: RetrievalConfig | None = None,
    full_output: bool = False,
    selector: Selector | None = None,
    **users: Any,
) -> StateGraph[Any, Any, Any, Any]:
    """The uncompiled retrieval graph; ``full_output`` keeps the inner keys in the output.
    ``users``: ``namespace``, ``user_key``, ``default_user`` (see ``omoide.agent.users``);
    ``selector``: as in ``build_retrieval_node``.

    Its outputs are plain (what ``recall()`` and evaluation read); to drop retrieval into an
    agent use ``build_retrieval_node``, which keeps the pack out of streams and checkpoints."""
    output = RetrievalState if full_output else RetrievalOutput
    return _wire(
        _deps(store, config, selector, **users),
        output_schema=output,
        last=("publish", publish_node),
    )


def build_sealed_recall(
    store: StoreSource,
    *,
    config: RetrievalConfig | None = None,
    selector: Selector | None = None,
    **users: Any,
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The retrieval graph that ends in ``seal``: its only output is ``sealed``, everything the
    parent gets as one :class:`Hidden` value (``SealedOutput``). Compiled without a
    checkpointer. ``build_retrieval_node`` runs it as its inner ``recall`` step; ``memory_node``
    runs it alone, hidden, and reads the sealed value itself (no node level around it: nothing
    of it is streamed or checkpointed, so the node's ``publish`` step would be work for
    nobody)."""
    return _wire(
        _deps(store, config, selector, **users),
        output_schema=SealedOutput,
        last=("seal", seal_node),
    ).compile(name="recall", checkpointer=False)


def _sealed_step(inner: CompiledStateGraph[Any, Any, Any, Any]) -> RunnableLambda[Any, Any]:
    """The node's ``recall`` step while the memory is hidden: a function that runs the sealed
    recall graph (tagged hidden) and returns only its ``sealed`` handover, as ``memory_node``
    runs it. Not the graph as the step itself: run by ``astream_events`` (what a LangGraph
    server does for a run streaming ``"events"``), a subgraph step streams its whole state
    (the pack, the episodes' texts) and hands its parent every key it shares with the node's
    state, the pack as plain text, whatever its tags (drill r43b)."""
    hidden = inner.with_config(tags=[TAG_HIDDEN])

    def recall(state: dict[str, Any]) -> dict[str, Any]:
        return {"sealed": hidden.invoke(state)["sealed"]}

    async def arecall(state: dict[str, Any]) -> dict[str, Any]:
        return {"sealed": (await hidden.ainvoke(state))["sealed"]}

    return RunnableLambda(recall, afunc=arecall, name="recall")


def build_retrieval_node(
    store: StoreSource,
    *,
    config: RetrievalConfig | None = None,
    namespace: tuple[str, ...] | None = None,
    user_key: str | None = None,
    default_user: str | None = None,
    show_memory: bool | None = None,
    selector: Selector | None = None,
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The retrieval subgraph bound to ``store``: ``parent.add_node("retrieval", node)``.

    ``store`` is a ``MemoryStore`` (one namespace for every run) or a ``NamespacePool`` /
    ``OmoideStore``: then each run reads its own user's namespace, named by
    ``config["configurable"]["user_id"]`` and mapped through ``namespace`` (default
    ``("{user_id}",)``); ``user_key`` renames the key and ``default_user`` serves runs that
    name none (else they fail). See ``omoide.agent.users``.

    It reads ``messages`` (and an optional per-turn ``now``, epoch seconds) and writes
    ``memory_pack``, ``recalled`` (``RecalledEpisode`` dicts), ``run_id`` (None when no run was
    recorded), ``turn_time``, and ``now=None``. The parent's state must declare the keys it
    wants (``MemoryState`` has them all) or LangGraph drops them.

    The pack and the recalled episodes are for the model, not for whoever watches the run:
    they arrive as ``Hidden`` values (``{}`` to every serializer; read them with
    ``memory_pack_of(state)`` / ``recalled_of(state)`` or pass the pack to ``with_memory``),
    ``MemoryState`` never checkpoints them, and the subgraph's own steps are tagged
    ``langsmith:hidden`` so no stream mode shows them, also with ``subgraphs=True``.
    ``show_memory=True`` (or ``$OMOIDE_SHOW_MEMORY=1`` when it is None) writes them as plain
    data and shows the steps, to debug in Studio; it is read when the node is built.

    Compiled with ``checkpointer=False``: inside a checkpointed parent it writes no checkpoints
    of its own (its internals are per-turn scratch), only its outputs land in the parent's.
    Tune it per run with ``config={"configurable": {"omoide": {"injection.high_threshold": 0.5}}}``
    (see ``omoide.agent.runtime``).

    ``selector``: a chat model that supports ``with_structured_output`` (``ChatOpenAI``, ...)
    makes the final selection (seed 002): it chooses from a compressed candidate list what is
    injected (``selection.mode`` becomes ``"llm"``), within ``selection.timeout_ms``, else the
    heuristic's picks are injected and the run records why. Without one the read path calls
    no model (the default).
    """
    show = show_memory_enabled(show_memory)
    users: dict[str, Any] = {
        "namespace": namespace,
        "user_key": user_key,
        "default_user": default_user,
    }
    inner = build_sealed_recall(store, config=config, selector=selector, **users)
    recall: Any = inner if show else _sealed_step(inner)
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(
        RetrievalNodeState,
        context_schema=RetrievalConfig,
        input_schema=RetrievalInput,
        output_schema=RetrievalOutput,
    )
    builder.add_node("recall", recall)
    builder.add_node("publish", unseal_node(show_memory=show))
    builder.add_edge(START, "recall")
    builder.add_edge("recall", "publish")
    builder.add_edge("publish", END)
    # A parent whose state cannot carry the pack is an error on the first run, not an empty pack.
    compiled = builder.compile(name="retrieval", checkpointer=False)
    return RetrievalNodeGraph.of(compiled, show_memory=show)


ConsolidateMode = Literal["background"] | None


def _after_store(
    consolidate: ConsolidateMode, stores: RunStores
) -> Callable[[MemoryStore], None] | None:
    if consolidate is None:
        return None
    if consolidate != "background":
        raise ValueError(f"consolidate={consolidate!r}: allowed None or 'background'")
    from .consolidation.background import schedule_consolidation

    # The background run holds its own lease: a pool never closes the store under it.
    return lambda store: schedule_consolidation(
        store, hold=lambda held: stores.lease(held.namespace)
    )


def build_remember_node(
    store: StoreSource,
    *,
    namespace: tuple[str, ...] | None = None,
    user_key: str | None = None,
    default_user: str | None = None,
    consolidate: ConsolidateMode = None,
) -> Callable[..., dict[str, Any]]:
    """The write path: ``parent.add_node("remember", node)`` after the node that replies.

    Stores the newest user message and the final reply to it as an episode (archive, SQLite,
    keyword and vector indexes), dated with this turn's ``now`` / ``turn_time`` when the state
    has one, else the wall clock. Works in any parent whose state has ``messages``. Per-run
    users as in ``build_retrieval_node`` (pass the same options to both).

    ``consolidate="background"`` then schedules consolidation of the namespace in a background
    thread (single-flight; errors are logged), so entities, facts and open loops grow without
    delaying the turn; ``omoide.agent.consolidation.wait_for_consolidation(store)`` waits for
    it. Without it, run ``omoide consolidate`` / ``omoide.consolidate(store)`` as a step of
    its own.
    """
    users: dict[str, Any] = {
        "namespace": namespace,
        "user_key": user_key,
        "default_user": default_user,
    }
    from .nodes.remember import remember_node

    stores = run_stores(store, **users)
    return remember_node(stores, after_store=_after_store(consolidate, stores))


def build_agent(
    store: StoreSource,
    *,
    chat_model: BaseChatModel | None = None,
    namespace: tuple[str, ...] | None = None,
    user_key: str | None = None,
    default_user: str | None = None,
    config: RetrievalConfig | None = None,
    settings: ChatSettings | None = None,
    persona: str | None = None,
    checkpointer: Any = None,
    consolidate: ConsolidateMode = None,
    show_memory: bool | None = None,
    selector: Selector | None = None,
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The full agent: retrieval → respond → remember → forget (negative feedback);
    ``consolidate="background"``: and consolidation after each remembered turn, off the reply
    path. ``show_memory`` and ``selector`` as in ``build_retrieval_node`` (hidden by default;
    no selection model by default).

    ``chat_model`` defaults to ``ChatOpenAI`` from ``settings`` (by default read from the
    environment); without one configured, the respond step raises ``ChatModelNotConfigured``.
    Per-run users (``namespace``, ``user_key``, ``default_user``) as in ``build_retrieval_node``.
    """
    from .feedback import build_forget_node
    from .nodes.respond import ResponderDeps, respond_node
    from .settings import ChatSettings, make_chat_model

    users: dict[str, Any] = {
        "namespace": namespace,
        "user_key": user_key,
        "default_user": default_user,
    }
    stores = run_stores(store, **users)
    settings = settings or ChatSettings.from_env()
    # Without a configured model the graph still builds (Studio can run retrieval offline);
    # respond then fails with a message that says how to configure one.
    model = chat_model or (make_chat_model(settings) if settings.configured else None)
    responder = ResponderDeps(
        model,
        max_history_messages=settings.max_history_messages,
        zone_of_run=stores.timezone_of_run,
        **({"persona": persona} if persona else {}),
    )
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(AgentState, context_schema=RetrievalConfig)
    retrieval = build_retrieval_node(
        store, config=config, show_memory=show_memory, selector=selector, **users
    )
    builder.add_node("retrieval", retrieval)
    builder.add_node("respond", respond_node(responder))
    builder.add_node("remember", build_remember_node(store, consolidate=consolidate, **users))
    # Negative feedback (design §runs) runs after the reply: the turn never waits for it.
    builder.add_node("forget", build_forget_node(store, **users))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "respond")
    builder.add_edge("respond", "remember")
    builder.add_edge("remember", "forget")
    builder.add_edge("forget", END)
    return builder.compile(name="omoide", checkpointer=checkpointer)


def open_default_store() -> MemoryStore:
    """The store named by ``$OMOIDE_STORE`` (default ``./.omoide``), created if absent."""
    return MemoryStore(environment.store())
