"""Wiring only: begin → load → extract → resolve → derive → commit ⟲ … → close_loops.

``build_consolidation_graph(store)`` is the write path that turns a namespace's new episodes
into derived memory (design §consolidation). Each pass of the loop is one batch, committed with
the cursor; the loop ends when ``load`` finds nothing new (or the run's recursion limit is
near: the result then says ``done: False`` and the next run continues where this one stopped).

Its ``context_schema`` is :class:`ConsolidationConfig`: a run tunes the bound config with
``context={"batch_size": 50}`` (Python, Studio's context panel, the API), resolved once per run
(``omoide.agent.consolidation.deps``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from omoide.agent.understanding.extract import Extractor
from omoide.memory_store.records import to_epoch_seconds
from omoide.memory_store.store import MemoryStore

from ..config import check_known
from .config import ConsolidationConfig
from .deps import ConsolidationDeps, Progress
from .nodes.close_loops import close_loops_node
from .nodes.commit import commit_node
from .nodes.derive import derive_node
from .nodes.extract import extract_node
from .nodes.load import load_node
from .nodes.resolve import resolve_node
from .state import ConsolidationInput, ConsolidationOutput, ConsolidationState

__all__ = ["build_consolidation_graph"]


def begin_node(deps: ConsolidationDeps, run_namespace: Callable[[], str] | None = None) -> Any:
    def begin(state: ConsolidationState) -> dict[str, Any]:
        """Start a run with fresh totals (a Studio thread keeps its state between runs), its
        configuration resolved and its ``now`` checked (a refused setting or a ``now`` that is
        no time — a string, NaN, milliseconds, a bool — fails the run here, before any work,
        not in ``close_loops`` after every batch was committed)."""
        deps.config  # noqa: B018 - resolved now; the later nodes get the same object
        if run_namespace is not None and (named := run_namespace()) != deps.namespace:
            raise ValueError(
                f"this consolidate graph consolidates the namespace {deps.namespace!r} only (the "
                f"default user's), and the run names {named!r}; nothing was consolidated. "
                f"Consolidate that namespace with `omoide --namespace {named} consolidate` (or "
                "omoide.agent.consolidation.consolidate on its store)"
            )
        now = state.get("now")
        checked = {} if now is None else {"now": to_epoch_seconds(now, name="now")}
        return {"result": {}, "more": False, "consumed": 0, **checked}

    return begin


def _after_load(state: ConsolidationState) -> str:
    return "extract" if state.get("consumed", 0) else "close_loops"


def _after_commit(state: ConsolidationState) -> str:
    return "load" if state.get("more") else "close_loops"


def build_consolidation_graph(
    store: MemoryStore,
    *,
    extractor: Extractor | None = None,
    config: ConsolidationConfig | None = None,
    progress: Progress | None = None,
    operator_settings: Iterable[str] = (),
    run_namespace: Callable[[], str] | None = None,
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The consolidation graph bound to ``store`` (its namespace), compiled as
    ``"consolidate"``.

    Input: optional ``now`` (epoch seconds; which open loops are past). Output: ``result``,
    a dict with ``episodes``, ``batches``, ``entities_new``, ``loops_closed`` and ``done``.
    ``extractor`` defaults to the offline
    :class:`~omoide.agent.understanding.extract.RuleExtractor`; ``progress`` is called with the
    episodes each committed batch consumed.

    A run's context (a ``ConsolidationConfig``, or a dict of its settings) overrides ``config``
    for that run: its settings that differ from the defaults. ``operator_settings`` (names of
    ``ConsolidationConfig`` fields; the served graph's are :data:`.config.OPERATOR_SETTINGS`)
    are the bound config's only: a run asking for another value fails naming the setting.
    ``run_namespace`` (the served graph's: the namespace of the run's user, as the retrieval
    graphs resolve it) is checked when a run begins: a run of another user's namespace than
    ``store``'s fails before any work, instead of consolidating ``store``'s.
    """
    locked = frozenset(operator_settings)
    check_known(dict.fromkeys(locked), ConsolidationConfig, prefix=ConsolidationConfig._prefix)
    deps = ConsolidationDeps(
        store,
        bound=config or ConsolidationConfig(),
        extractor=extractor,
        progress=progress,
        operator_settings=locked,
    )
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(
        ConsolidationState,
        context_schema=ConsolidationConfig,
        input_schema=ConsolidationInput,
        output_schema=ConsolidationOutput,
    )
    builder.add_node("begin", begin_node(deps, run_namespace))
    builder.add_node("load", load_node(deps))
    builder.add_node("extract", extract_node(deps))
    builder.add_node("resolve", resolve_node(deps))
    builder.add_node("derive", derive_node(deps))
    builder.add_node("commit", commit_node(deps))
    builder.add_node("close_loops", close_loops_node(deps))
    builder.add_edge(START, "begin")
    builder.add_edge("begin", "load")
    builder.add_conditional_edges("load", _after_load, ["extract", "close_loops"])
    builder.add_edge("extract", "resolve")
    builder.add_edge("resolve", "derive")
    builder.add_edge("derive", "commit")
    builder.add_conditional_edges("commit", _after_commit, ["load", "close_loops"])
    builder.add_edge("close_loops", END)
    return builder.compile(name="consolidate")
