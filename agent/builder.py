"""Wiring only: plan → (keyword_retrieve ∥ vector_retrieve) → rerank → pack → publish
[→ respond → remember].

``build_retrieval_node(store)`` gives the compiled retrieval subgraph for any parent graph,
``build_remember_node(store)`` the write path, ``build_agent(store)`` the full chat agent. The
ready-built graphs on the default store are in ``omoide.agent.studio`` (what ``langgraph.json``
serves).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from omoide.memory_store import MemoryStore

from .config import RetrievalConfig
from .nodes.keyword_retrieve import keyword_node
from .nodes.pack import pack_node
from .nodes.plan import plan_node
from .nodes.publish import publish_node
from .nodes.remember import remember_node
from .nodes.rerank import rerank_node
from .nodes.respond import ResponderDeps, respond_node
from .nodes.vector_retrieve import vector_node
from .runtime import RetrievalDeps
from .settings import ChatSettings, make_chat_model
from .state import AgentState, RetrievalInput, RetrievalOutput, RetrievalState

__all__ = [
    "build_agent",
    "build_remember_node",
    "build_retrieval_graph",
    "build_retrieval_node",
    "check_config",
    "open_default_store",
]


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


def build_retrieval_graph(
    store: MemoryStore, *, config: RetrievalConfig | None = None, full_output: bool = False
) -> StateGraph[Any, Any, Any, Any]:
    """The uncompiled retrieval graph; ``full_output`` keeps the inner keys in the output."""
    deps = RetrievalDeps(store, check_config(config))
    # Model loading belongs to build time, not to the first turn's vector time budget.
    store.warm_up()
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(
        RetrievalState,
        context_schema=RetrievalConfig,
        input_schema=RetrievalInput,
        output_schema=RetrievalState if full_output else RetrievalOutput,
    )
    builder.add_node("plan", plan_node(deps))
    builder.add_node("keyword_retrieve", keyword_node(deps))
    builder.add_node("vector_retrieve", vector_node(deps))
    builder.add_node("rerank", rerank_node(deps))
    builder.add_node("pack", pack_node(deps))
    builder.add_node("publish", publish_node)
    builder.add_edge(START, "plan")
    builder.add_edge("plan", "keyword_retrieve")  # fan out: both sources run concurrently
    builder.add_edge("plan", "vector_retrieve")
    builder.add_edge(["keyword_retrieve", "vector_retrieve"], "rerank")
    builder.add_edge("rerank", "pack")
    builder.add_edge("pack", "publish")
    builder.add_edge("publish", END)
    return builder


def build_retrieval_node(
    store: MemoryStore, *, config: RetrievalConfig | None = None
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The retrieval subgraph bound to ``store``: ``parent.add_node("retrieval", node)``.

    It reads ``messages`` (and an optional per-turn ``now``, epoch seconds) and writes plain
    data: ``memory_pack``, ``recalled`` (``RecalledEpisode`` dicts), ``run_id`` (None when no
    run was recorded), ``turn_time``, and ``now=None``. The parent's state must declare the keys
    it wants (``MemoryState`` has them all) or LangGraph drops them.

    Compiled with ``checkpointer=False``: inside a checkpointed parent it writes no checkpoints
    of its own (its internals are per-turn scratch), only its outputs land in the parent's.
    Tune it per run with ``config={"configurable": {"omoide": {"high_threshold": 0.5}}}``
    (see ``omoide.agent.runtime``).
    """
    return build_retrieval_graph(store, config=config).compile(name="retrieval", checkpointer=False)


ConsolidateMode = Literal["background"] | None


def _after_store(consolidate: ConsolidateMode) -> Callable[[MemoryStore], None] | None:
    if consolidate is None:
        return None
    if consolidate != "background":
        raise ValueError(f"consolidate={consolidate!r}: allowed None or 'background'")
    from .consolidation.background import schedule_consolidation

    return schedule_consolidation


def build_remember_node(
    store: MemoryStore, *, consolidate: ConsolidateMode = None
) -> Callable[..., dict[str, Any]]:
    """The write path: ``parent.add_node("remember", node)`` after the node that replies.

    Stores the newest user message and the final reply to it as an episode (archive, SQLite,
    keyword and vector indexes), dated with this turn's ``now`` / ``turn_time`` when the state
    has one, else the wall clock. Works in any parent whose state has ``messages``.

    ``consolidate="background"`` then schedules consolidation of the namespace in a background
    thread (single-flight; errors are logged), so entities, facts and open loops grow without
    delaying the turn; ``omoide.agent.consolidation.wait_for_consolidation(store)`` waits for
    it. Without it, run ``omoide consolidate`` / ``omoide.consolidate(store)`` as a step of
    its own.
    """
    return remember_node(store, after_store=_after_store(consolidate))


def build_agent(
    store: MemoryStore,
    *,
    chat_model: BaseChatModel | None = None,
    config: RetrievalConfig | None = None,
    settings: ChatSettings | None = None,
    persona: str | None = None,
    checkpointer: Any = None,
    consolidate: ConsolidateMode = None,
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The full agent: retrieval → respond → remember (``consolidate="background"``: and
    consolidation after each remembered turn, off the reply path).

    ``chat_model`` defaults to ``ChatOpenAI`` from ``settings`` (by default read from the
    environment); without one configured, the respond step raises ``ChatModelNotConfigured``.
    """
    settings = settings or ChatSettings.from_env()
    # Without a configured model the graph still builds (Studio can run retrieval offline);
    # respond then fails with a message that says how to configure one.
    model = chat_model or (make_chat_model(settings) if settings.configured else None)
    responder = ResponderDeps(
        model,
        max_history_messages=settings.max_history_messages,
        timezone=store.timezone,
        **({"persona": persona} if persona else {}),
    )
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(AgentState, context_schema=RetrievalConfig)
    builder.add_node("retrieval", build_retrieval_node(store, config=config))
    builder.add_node("respond", respond_node(responder))
    builder.add_node("remember", build_remember_node(store, consolidate=consolidate))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "respond")
    builder.add_edge("respond", "remember")
    builder.add_edge("remember", END)
    return builder.compile(name="omoide", checkpointer=checkpointer)


def open_default_store() -> MemoryStore:
    """The store named by ``$OMOIDE_STORE`` (default ``./.omoide``), created if absent."""
    return MemoryStore(os.environ.get("OMOIDE_STORE", ".omoide"))
