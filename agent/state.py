"""Graph state. Keys written by the parallel retrieve nodes have reducers; the subgraph has
separate input and output schemas so it drops into any ``MessagesState``-style parent.

What the retrieval node writes to its parent (``RetrievalOutput``) is plain data, written every
turn, so nothing of one turn lingers into the next: ``run_id`` is ``None`` when no run was
recorded, and the per-turn input ``now`` is consumed (reset to ``None``) — this turn's time stays
readable as ``turn_time``.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any, NotRequired

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from .records import (
    RankedEpisode,
    RecalledEpisode,
    RetrievalPlan,
    ScoredCandidate,
    SkippedSource,
    SourceResult,
)

__all__ = [
    "AgentState",
    "MemoryState",
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
    """What the retrieval subgraph reads from its parent.

    ``messages`` has no reducer here: the parent's own channel (usually ``add_messages``) holds
    the conversation, and a parent without a ``messages`` key is told so instead of being
    handed an empty list.
    """

    messages: list[AnyMessage]
    now: NotRequired[int | None]  # epoch seconds of this turn; the wall clock when absent
    # The parent's run id from the previous turn (read, then replaced by this turn's): the run
    # whose recall the user may be rejecting now (design §runs, negative feedback).
    run_id: NotRequired[str | None]


class RetrievalOutput(TypedDict):
    """What it writes back, every turn. A parent must declare these keys or LangGraph drops
    them (``MemoryState`` declares them all)."""

    memory_pack: str
    recalled: list[RecalledEpisode]
    run_id: str | None
    now: None  # the per-turn input is consumed: a checkpointed thread must not keep it
    turn_time: int  # epoch seconds this turn was recalled for (`now`, else the wall clock)


class MemoryState(TypedDict, total=False):
    """The keys omoide's nodes write, for a parent's state: ``class State(MessagesState,
    MemoryState)`` (a dataclass state declares the same fields)."""

    memory_pack: str
    recalled: list[RecalledEpisode]
    run_id: str | None
    now: int | None  # this turn's time (epoch s), an input; None = wall clock
    turn_time: int


class RetrievalState(RetrievalInput, total=False):
    """The subgraph's own state (never checkpointed: typed records are fine here)."""

    memory_pack: str
    # RankedEpisode records until the last step (`publish`) turns them into RecalledEpisode.
    recalled: list[RankedEpisode]
    previous_run_id: str | None
    turn_time: int
    plan: RetrievalPlan
    source_results: Annotated[list[SourceResult], operator.add]
    skipped: Annotated[list[SkippedSource], operator.add]
    timings_ms: Annotated[dict[str, float], merge_timings]
    candidates: list[ScoredCandidate]
    sections: list[dict[str, Any]]  # what each MemoryPack section holds and why (the run record)


class AgentState(MemoryState, total=False):
    """The full agent: the conversation plus what retrieval contributed to this turn."""

    messages: Annotated[list[AnyMessage], add_messages]
