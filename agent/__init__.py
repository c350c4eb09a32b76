"""omoide's LangGraph side: the retrieval subgraph, the full agent, ``recall()``.

Importing this package is light and free of side effects: each name below loads its module on
first use (PEP 562), so LangGraph, the store and its indexes are imported only when needed.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# name -> submodule that defines it (relative to this package).
_EXPORTS: dict[str, str] = {
    "PRESETS": "config",
    "RetrievalConfig": "config",
    "get_preset": "config",
    "AgentState": "state",
    "Hidden": "state",
    "MemoryPackValue": "state",
    "MemoryState": "state",
    "MemoryValue": "state",
    "MissingMemoryKey": "nodes.publish",
    "RecalledValue": "state",
    "memory_pack_of": "state",
    "recalled_of": "state",
    "RetrievalInput": "state",
    "RetrievalOutput": "state",
    "RankedEpisode": "records",
    "RetrievalPlan": "records",
    "ScoredCandidate": "records",
    "RecallResult": "recaller",
    "arecall": "recaller",
    "recall": "recaller",
    "build_agent": "builder",
    "build_retrieval_graph": "builder",
    "build_retrieval_node": "builder",
    "memory_node": "in_node",
    "build_consolidation_graph": "consolidation",
    "consolidate": "consolidation",
    # These two open the default store ($OMOIDE_STORE, else ./.omoide): only when asked for,
    # never as a side effect of importing the package.
    "graph": "studio",
    "retrieval_node": "studio",
}

__all__ = sorted(_EXPORTS)

if TYPE_CHECKING:
    from .builder import build_agent as build_agent
    from .builder import build_retrieval_graph as build_retrieval_graph
    from .builder import build_retrieval_node as build_retrieval_node
    from .config import PRESETS as PRESETS
    from .config import RetrievalConfig as RetrievalConfig
    from .config import get_preset as get_preset
    from .consolidation import build_consolidation_graph as build_consolidation_graph
    from .consolidation import consolidate as consolidate
    from .in_node import memory_node as memory_node
    from .nodes.publish import MissingMemoryKey as MissingMemoryKey
    from .recaller import RecallResult as RecallResult
    from .recaller import arecall as arecall
    from .recaller import recall as recall
    from .records import RankedEpisode as RankedEpisode
    from .records import RetrievalPlan as RetrievalPlan
    from .records import ScoredCandidate as ScoredCandidate
    from .state import AgentState as AgentState
    from .state import Hidden as Hidden
    from .state import MemoryPackValue as MemoryPackValue
    from .state import MemoryState as MemoryState
    from .state import MemoryValue as MemoryValue
    from .state import RecalledValue as RecalledValue
    from .state import RetrievalInput as RetrievalInput
    from .state import RetrievalOutput as RetrievalOutput
    from .state import memory_pack_of as memory_pack_of
    from .state import recalled_of as recalled_of


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # cache: the next lookup is a plain attribute
    return value


def __dir__() -> list[str]:
    return __all__
