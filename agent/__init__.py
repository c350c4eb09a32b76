"""omoide's LangGraph side: the retrieval subgraph, the full agent, ``recall()``."""

from typing import Any

from .builder import build_agent, build_retrieval_graph, build_retrieval_node
from .config import PRESETS, RetrievalConfig, get_preset
from .recall import RecallResult, arecall, recall
from .records import RankedEpisode, RetrievalPlan, ScoredCandidate
from .state import AgentState, RetrievalInput, RetrievalOutput

__all__ = [
    "PRESETS",
    "AgentState",
    "RankedEpisode",
    "RecallResult",
    "RetrievalConfig",
    "RetrievalInput",
    "RetrievalOutput",
    "RetrievalPlan",
    "ScoredCandidate",
    "arecall",
    "build_agent",
    "build_retrieval_graph",
    "build_retrieval_node",
    "get_preset",
    "graph",
    "recall",
    "retrieval_node",
]


def __getattr__(name: str) -> Any:
    # `retrieval_node` / `graph` open the default store ($OMOIDE_STORE, else ./.omoide): only
    # when asked for, never as a side effect of importing the package.
    if name in ("retrieval_node", "graph"):
        from . import studio

        return getattr(studio, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
