"""What ``langgraph.json`` serves (LangGraph Studio / ``langgraph dev``): the retrieval subgraph
and the full agent on the default store — ``$OMOIDE_STORE``, else ``./.omoide``.

The server gives each served graph its own checkpointer. The retrieval subgraph is therefore
served inside a one-node parent whose state holds only plain data (``AgentState``), so what
the server checkpoints is what a user's parent would: the conversation and the outputs, never
the subgraph's internals.

Importing this module opens that store; library code imports ``omoide`` instead.
"""

from __future__ import annotations

from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from omoide.memory_store import MemoryStore

from .builder import build_agent, build_retrieval_node, open_default_store
from .config import RetrievalConfig
from .state import AgentState, RetrievalOutput

__all__ = ["build_served_retrieval", "graph", "retrieval_node", "store"]


def build_served_retrieval(store: MemoryStore) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The retrieval node as a graph of its own, checkpoint-safe (plain state only)."""
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(
        AgentState, context_schema=RetrievalConfig, output_schema=RetrievalOutput
    )
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", END)
    return builder.compile(name="retrieval")


store = open_default_store()
retrieval_node = build_served_retrieval(store)
graph = build_agent(store)
