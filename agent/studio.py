"""What ``langgraph.json`` serves (LangGraph Studio / ``langgraph dev``): the retrieval subgraph
and the full agent on the default store — ``$OMOIDE_STORE``, else ``./.omoide``.

Importing this module opens that store; library code imports ``agent`` instead.
"""

from .builder import build_agent, build_retrieval_node, open_default_store

__all__ = ["graph", "retrieval_node", "store"]

store = open_default_store()
retrieval_node = build_retrieval_node(store)
graph = build_agent(store)
