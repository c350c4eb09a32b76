"""Wiring only: plan → (keyword_retrieve ∥ vector_retrieve) → rerank → pack
[→ respond → remember].

``build_retrieval_node(store)`` gives the compiled retrieval subgraph for any parent graph;
``build_agent(store)`` the full chat agent. The ready-built ``retrieval_node`` and ``graph`` on
the default store are in ``agent.studio`` (what ``langgraph.json`` serves).
"""

from __future__ import annotations

import os
from typing import Any

from langchain_core.language_models import BaseChatModel
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from omoide.memory_store import MemoryStore

from .config import RetrievalConfig
from .nodes.keyword_retrieve import keyword_node
from .nodes.pack import pack_node
from .nodes.plan import plan_node
from .nodes.remember import remember_node
from .nodes.rerank import rerank_node
from .nodes.respond import ResponderDeps, respond_node
from .nodes.vector_retrieve import vector_node
from .runtime import RetrievalDeps
from .settings import ChatSettings, make_chat_model
from .state import AgentState, RetrievalInput, RetrievalOutput, RetrievalState

__all__ = ["build_agent", "build_retrieval_graph", "build_retrieval_node", "open_default_store"]


def build_retrieval_graph(
    store: MemoryStore, *, config: RetrievalConfig | None = None, full_output: bool = False
) -> StateGraph[Any, Any, Any, Any]:
    """The uncompiled retrieval graph; ``full_output`` keeps the inner keys in the output."""
    deps = RetrievalDeps(store, config or RetrievalConfig())
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
    builder.add_edge(START, "plan")
    builder.add_edge("plan", "keyword_retrieve")  # fan out: both sources run concurrently
    builder.add_edge("plan", "vector_retrieve")
    builder.add_edge(["keyword_retrieve", "vector_retrieve"], "rerank")
    builder.add_edge("rerank", "pack")
    builder.add_edge("pack", END)
    return builder


def build_retrieval_node(
    store: MemoryStore, *, config: RetrievalConfig | None = None
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The retrieval subgraph bound to ``store``: ``parent.add_node("retrieval", node)``.

    It reads ``messages`` and writes ``memory_pack``, ``recalled`` and ``run_id``; the parent's
    state must declare those keys (see ``agent.state.AgentState``) or LangGraph drops them.
    """
    return build_retrieval_graph(store, config=config).compile(name="retrieval")


def build_agent(
    store: MemoryStore,
    *,
    chat_model: BaseChatModel | None = None,
    config: RetrievalConfig | None = None,
    settings: ChatSettings | None = None,
    persona: str | None = None,
    checkpointer: Any = None,
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The full agent: retrieval → respond → remember.

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
    builder.add_node("remember", remember_node(store))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "respond")
    builder.add_edge("respond", "remember")
    builder.add_edge("remember", END)
    return builder.compile(name="omoide", checkpointer=checkpointer)


def open_default_store() -> MemoryStore:
    """The store named by ``$OMOIDE_STORE`` (default ``./.omoide``), created if absent."""
    return MemoryStore(os.environ.get("OMOIDE_STORE", ".omoide"))
