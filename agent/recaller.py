"""``recall()``: one retrieval turn from Python, through the same graph the agent runs.

``recall()`` / ``arecall()`` may be called anywhere, also inside a node (or tool) of a user's
own LangGraph graph, as langchain-ai/memory-agent searches its memory inside ``call_model``.
Their retrieval graph is then a run of its own, not a child of the caller's run: LangGraph
would otherwise hand it the caller's runnable config (its checkpointer, its stream, its
callbacks, ``checkpoint_ns``, ``configurable``), so the pack and the ranked episodes would land
in the caller's checkpoints and stream (``subgraphs=True``) and reach its callbacks and tracer.
Inside a run, the graph runs with none of that: no parent config, no context-scoped callback
hooks (``collect_runs``, ``tracing_v2_enabled``, usage callbacks) and LangSmith tracing off for
it (``tracing_context(enabled=False)``, LangSmith's way to leave a branch out of a trace). What
the caller sees is the ``RecallResult`` it gets back. The run is tuned by ``recall()``'s own
``config`` only (a caller's ``configurable["omoide"]`` does not reach it). Outside any run,
nothing is changed (a user tracing a ``recall()`` call of their own still sees it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from langchain_core.messages import AnyMessage, HumanMessage, MessageLikeRepresentation

from omoide.memory_store import MemoryStore
from omoide.memory_store.records import to_epoch_seconds, unicode_problem

from .builder import build_retrieval_graph, check_config
from .config import RetrievalConfig
from .isolation import own_run
from .messages import message_text, to_messages
from .records import (
    RankedEpisode,
    RetrievalPlan,
    ScoredCandidate,
    SkippedSource,
    from_recalled,
)

__all__ = ["RecallResult", "arecall", "recall"]

# Whatever langchain_core.messages.convert_to_messages accepts (OpenAI-style dicts too).
Turn = MessageLikeRepresentation


@dataclass(frozen=True)
class RecallResult:
    """``episodes``: what clears the thresholds (what is injected); ``candidates``: the whole
    reranked list with score breakdowns, before thresholds (what evaluation ranks)."""

    episodes: list[RankedEpisode]
    candidates: list[ScoredCandidate]
    plan: RetrievalPlan
    timings_ms: dict[str, float]
    pack: str
    run_id: str | None = None
    skipped: list[SkippedSource] = field(default_factory=list)


def _messages(user_text: str, recent: Sequence[Turn]) -> list[AnyMessage]:
    history = to_messages(recent)
    for i, message in enumerate(history):
        if problem := unicode_problem(message_text(message)):
            raise ValueError(f"recent_conversation[{i}] {problem}")
    return [*history, HumanMessage(content=user_text)]


def _graph(store: MemoryStore, selector: Any = None) -> Any:
    # Compiled once per store (and selector model) and kept on it (not in a global that would
    # keep stores alive); per-call settings travel as runtime context.
    key = "recall_graph" if selector is None else f"recall_graph:{id(selector)}"
    if key not in store.cache:
        # No checkpointer of its own and none inherited: its internals are per-call scratch.
        graph = build_retrieval_graph(store, full_output=True, selector=selector).compile(
            name="recall", checkpointer=False
        )
        store.cache[key] = (graph, selector)  # the model kept alive while its graph is cached
    cached: tuple[Any, Any] = store.cache[key]
    return cached[0]


def _inputs(
    store: MemoryStore, user_text: str, recent: Sequence[Turn], now: datetime | int | None
) -> dict[str, Any]:
    """The graph's input, every argument checked first: a mistake is one clear error naming
    the argument and what it allows, raised here rather than from deep inside a node."""
    store.check_query(user_text, name="user_text")
    state: dict[str, Any] = {"messages": _messages(user_text, recent)}
    if now is not None:
        state["now"] = to_epoch_seconds(now, name="now")
    return state


def _result(out: dict[str, Any]) -> RecallResult:
    return RecallResult(
        episodes=[from_recalled(r) for r in out.get("recalled", [])],
        candidates=list(out.get("candidates", [])),
        plan=out["plan"],
        timings_ms=dict(out.get("timings_ms", {})),
        pack=out.get("memory_pack", ""),
        run_id=out.get("run_id"),
        skipped=list(out.get("skipped", [])),
    )


def recall(
    store: MemoryStore,
    user_text: str,
    *,
    recent_conversation: Sequence[Turn] = (),
    now: datetime | int | None = None,
    config: RetrievalConfig | None = None,
    selector: Any = None,
) -> RecallResult:
    """Recall past episodes for ``user_text`` (plan → retrieve → rerank → pack), no LLM.

    Inside a node of your own graph it runs as a run of its own: nothing of it reaches your
    graph's checkpoints, streams, callbacks or trace (see the module docstring).

    ``selector``: a chat model that makes the final selection (``selection.mode`` "llm",
    seed 002; see ``build_retrieval_node``); none by default (no model on the read path)."""
    inputs = _inputs(store, user_text, recent_conversation, now)
    context = check_config(config)
    graph = _graph(store, selector)
    with own_run():
        out = graph.invoke(inputs, context=context)
    return _result(out)


async def arecall(
    store: MemoryStore,
    user_text: str,
    *,
    recent_conversation: Sequence[Turn] = (),
    now: datetime | int | None = None,
    config: RetrievalConfig | None = None,
    selector: Any = None,
) -> RecallResult:
    """``recall`` for async code (the sync nodes run in LangGraph's thread pool); inside a node
    of your own graph, a run of its own as ``recall`` is."""
    inputs = _inputs(store, user_text, recent_conversation, now)
    context = check_config(config)
    graph = _graph(store, selector)
    with own_run():
        out = await graph.ainvoke(inputs, context=context)
    return _result(out)
