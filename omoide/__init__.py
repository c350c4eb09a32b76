"""omoide: long-term memory for LangGraph chat agents.

Hybrid keyword (BM25) + vector (Chroma) recall with a heuristic rerank and no LLM on the read
path, for Japanese and English. The public API is this module::

    from omoide import MemoryStore, build_remember_node, build_retrieval_node, recall

In a LangGraph project whose state has ``messages`` (and declares ``MemoryState``'s keys, or in
a dataclass or pydantic state ``memory_pack: MemoryPackValue = ""``)::

    builder.add_node("retrieval", build_retrieval_node(store))  # before the model node
    builder.add_node("remember", build_remember_node(store))  # after the reply

Importing ``omoide`` is free of side effects and light: nothing is opened, built or loaded until
a name is used (chromadb, scipy and the embedder load when a store opens).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# name -> module that defines it; resolved on first use (PEP 562).
_EXPORTS: dict[str, str] = {
    "MemoryStore": "omoide.memory_store.store",
    "OmoideStore": "omoide.memory_store.langgraph_store",
    "NamespacePool": "omoide.memory_store.pool",
    "Episode": "omoide.memory_store.records",
    "SearchHit": "omoide.memory_store.records",
    "SearchFilters": "omoide.memory_store.filters",
    "OmoideError": "omoide.memory_store.errors",
    "recall": "omoide.agent.recaller",
    "arecall": "omoide.agent.recaller",
    "RecallResult": "omoide.agent.recaller",
    "build_retrieval_node": "omoide.agent.builder",
    "build_remember_node": "omoide.agent.builder",
    "build_forget_node": "omoide.agent.feedback",
    "RecalledEpisode": "omoide.agent.records",
    "MemoryState": "omoide.agent.state",
    "MemoryPackValue": "omoide.agent.state",
    "RecalledValue": "omoide.agent.state",
    "memory_pack_of": "omoide.agent.state",
    "recalled_of": "omoide.agent.state",
    "build_agent": "omoide.agent.builder",
    "RetrievalConfig": "omoide.agent.config",
    "get_preset": "omoide.agent.config",
    "make_memory_tools": "omoide.tools.memory_tools",
    "guard_chat_model": "omoide.agent.leak_guard",
    "with_memory": "omoide.agent.messages",
    "memory_node": "omoide.agent.in_node",
    "consolidate": "omoide.agent.consolidation.api",
    "aconsolidate": "omoide.agent.consolidation.api",
    "ConsolidationResult": "omoide.agent.consolidation.api",
    "build_consolidation_graph": "omoide.agent.consolidation.graph",
}

__all__ = sorted([*_EXPORTS, "__version__"])

if TYPE_CHECKING:
    from omoide.agent.builder import (
        build_agent as build_agent,
    )
    from omoide.agent.builder import (
        build_remember_node as build_remember_node,
    )
    from omoide.agent.builder import (
        build_retrieval_node as build_retrieval_node,
    )
    from omoide.agent.config import RetrievalConfig as RetrievalConfig
    from omoide.agent.config import get_preset as get_preset
    from omoide.agent.consolidation.api import ConsolidationResult as ConsolidationResult
    from omoide.agent.consolidation.api import aconsolidate as aconsolidate
    from omoide.agent.consolidation.api import consolidate as consolidate
    from omoide.agent.consolidation.graph import (
        build_consolidation_graph as build_consolidation_graph,
    )
    from omoide.agent.feedback import build_forget_node as build_forget_node
    from omoide.agent.in_node import memory_node as memory_node
    from omoide.agent.recaller import (
        RecallResult as RecallResult,
    )
    from omoide.agent.recaller import (
        arecall as arecall,
    )
    from omoide.agent.recaller import (
        recall as recall,
    )
    from omoide.agent.records import RecalledEpisode as RecalledEpisode
    from omoide.agent.state import MemoryPackValue as MemoryPackValue
    from omoide.agent.state import MemoryState as MemoryState
    from omoide.agent.state import RecalledValue as RecalledValue
    from omoide.agent.state import memory_pack_of as memory_pack_of
    from omoide.agent.state import recalled_of as recalled_of
    from omoide.memory_store.errors import OmoideError as OmoideError
    from omoide.memory_store.filters import SearchFilters as SearchFilters
    from omoide.memory_store.langgraph_store import OmoideStore as OmoideStore
    from omoide.memory_store.pool import NamespacePool as NamespacePool
    from omoide.memory_store.records import Episode as Episode
    from omoide.memory_store.records import SearchHit as SearchHit
    from omoide.memory_store.store import MemoryStore as MemoryStore
    from omoide.tools.memory_tools import make_memory_tools as make_memory_tools


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'omoide' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # cache: the next lookup is a plain attribute
    return value


def __dir__() -> list[str]:
    return __all__
