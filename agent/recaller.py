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

import contextvars
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from langchain_core.messages import AnyMessage, HumanMessage, MessageLikeRepresentation

from omoide.memory_store.records import to_epoch_seconds, unicode_problem

from .config import RetrievalConfig
from .messages import message_text, to_messages
from .records import (
    RankedEpisode,
    RetrievalPlan,
    ScoredCandidate,
    SkippedSource,
    from_recalled,
    to_recalled,
)

if TYPE_CHECKING:
    from omoide.memory_store import MemoryStore

# The graph (LangGraph, the builder) loads when recall() / arecall() first run one, not on
# import: `omoide recall` runs the same nodes without it (``recall_in_process``).

__all__ = ["RecallResult", "arecall", "load_in_process", "recall", "recall_in_process"]

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
        from .builder import build_retrieval_graph

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
    from .builder import check_config
    from .isolation import own_run

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
    from .builder import check_config
    from .isolation import own_run

    inputs = _inputs(store, user_text, recent_conversation, now)
    context = check_config(config)
    graph = _graph(store, selector)
    with own_run():
        out = await graph.ainvoke(inputs, context=context)
    return _result(out)


# -- the same nodes without LangGraph: the command line's recall ----------------------------

# The keys of the retrieval state that accumulate (``RetrievalState``'s reducers, agent/state.py:
# ``operator.add`` and ``merge_timings``), each with its empty value (LangGraph starts such a
# channel at its type's empty value, so a node reads them before any node wrote). Every other
# key is replaced by the node that writes it. tests/unit/test_recall_in_process.py checks these
# against ``RetrievalState``'s annotations.
ACCUMULATED: dict[str, type] = {"source_results": list, "skipped": list, "timings_ms": dict}


@dataclass(frozen=True)
class _Run:
    """What the retrieval nodes read of LangGraph's ``Runtime``: the run's context, which
    ``omoide.agent.runtime.config_of`` resolves over the bound configuration."""

    context: RetrievalConfig


def _apply(state: dict[str, Any], update: dict[str, Any]) -> None:
    for key, value in update.items():
        if key in ACCUMULATED:
            # A list grows (``operator.add``), the timings merge (``merge_timings``).
            state[key] = state[key] + value if isinstance(value, list) else {**state[key], **value}
        else:
            state[key] = value


def load_in_process() -> None:
    """Import the nodes ``recall_in_process`` runs (it imports them itself when they are not
    loaded yet): ``omoide recall`` loads them with its other imports, while its start-up
    pauses the garbage collector (``omoide.cli.common.start_up``)."""
    from . import runtime, sources, users  # noqa: F401
    from .nodes import pack, plan, rerank, select  # noqa: F401


def recall_in_process(
    store: MemoryStore,
    user_text: str,
    *,
    recent_conversation: Sequence[Turn] = (),
    now: datetime | int | None = None,
    config: RetrievalConfig | None = None,
) -> RecallResult:
    """``recall()`` without LangGraph, for a process that does nothing else (``omoide recall``):
    the retrieval graph's own nodes, bound as ``recall()`` binds them (the default config; the
    run's config as the context each node resolves), run in the graph's order — warm-up, plan,
    the sources at once (their updates applied in the order LangGraph applies them, by node
    name), rerank, select, pack, publish — with the graph's reducers. The same result as
    ``recall()`` (tests/unit/test_recall_in_process.py compares them), without importing
    LangGraph or compiling the graph (issue 38, point 7: the cold command's CPU).

    No ``selector``: a ``selection.mode`` of ``"llm"`` is refused as ``recall()`` refuses it
    without one. Not for code inside a LangGraph run (use ``recall()``, a run of its own)."""
    from .nodes.pack import pack_node
    from .nodes.plan import plan_node
    from .nodes.rerank import rerank_node
    from .nodes.select import check_selector, select_node
    from .runtime import RetrievalDeps
    from .sources import SOURCES, source_node
    from .users import run_stores

    inputs = _inputs(store, user_text, recent_conversation, now)
    context = RetrievalConfig() if config is None else config
    if not isinstance(context, RetrievalConfig):
        raise TypeError(f"config={config!r}: allowed a RetrievalConfig (or None for the defaults)")
    # As recall() builds its graph: bound to the defaults, the run's config as its context.
    bound = RetrievalConfig()
    check_selector(bound, None)
    deps = RetrievalDeps(run_stores(store), bound, None)
    run = _Run(context)
    state: dict[str, Any] = {key: empty() for key, empty in ACCUMULATED.items()}
    state.update(inputs)
    deps.stores.warm_up()  # the graph's WarmUp, before the first plan
    _apply(state, plan_node(deps)(dict(state), run))
    sources = sorted((spec.node, source_node(spec, deps)) for spec in SOURCES)
    with ThreadPoolExecutor(max_workers=len(sources), thread_name_prefix="omoide-source") as pool:
        # Concurrently, as the graph runs them; each sees this context (as a LangGraph task).
        started = [
            pool.submit(contextvars.copy_context().run, node, dict(state), run)
            for _, node in sources
        ]
        updates = [future.result() for future in started]
    for update in updates:
        _apply(state, update)
    for node in (rerank_node(deps), select_node(deps), pack_node(deps)):
        _apply(state, node(dict(state), run))
    # publish (agent/nodes/publish.py, publish_node): the recalled episodes as plain records.
    state["recalled"] = [to_recalled(r) for r in state.get("recalled", [])]
    state["memory_pack"] = state.get("memory_pack", "")
    state["run_id"] = state.get("run_id") or None
    return _result(state)
