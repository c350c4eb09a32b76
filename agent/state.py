"""Graph state. Keys written by the parallel retrieve nodes have reducers; the subgraph has
separate input and output schemas so it drops into any ``MessagesState``-style parent."""

from __future__ import annotations

import operator
from typing import Annotated, NotRequired

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from .records import RankedEpisode, RetrievalPlan, ScoredCandidate, SkippedSource, SourceResult

__all__ = [
    "AgentState",
    "RetrievalInput",
    "RetrievalOutput",
    "RetrievalState",
    "merge_timings",
]


def merge_timings(
    left: dict[str, float] | None, right: dict[str, float] | None
) -> dict[str, float]:
    return {**(left or {}), **(right or {})}


class RetrievalInput(TypedDict):
    """What the retrieval subgraph reads from its parent."""

    messages: Annotated[list[AnyMessage], add_messages]
    now: NotRequired[int | None]  # epoch seconds of this turn; the wall clock when absent


class RetrievalOutput(TypedDict):
    """What it writes back. A parent must declare these keys or LangGraph drops them."""

    memory_pack: str
    recalled: list[RankedEpisode]
    run_id: str


class RetrievalState(RetrievalInput, RetrievalOutput, total=False):
    plan: RetrievalPlan
    source_results: Annotated[list[SourceResult], operator.add]
    skipped: Annotated[list[SkippedSource], operator.add]
    timings_ms: Annotated[dict[str, float], merge_timings]
    candidates: list[ScoredCandidate]


class AgentState(TypedDict, total=False):
    """The full agent: the conversation plus what retrieval contributed to this turn."""

    messages: Annotated[list[AnyMessage], add_messages]
    memory_pack: str
    recalled: list[RankedEpisode]
    run_id: str
    now: int | None  # this turn's time (epoch s); remember clears it, None = wall clock
