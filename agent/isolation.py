"""Run omoide's own graphs as no part of the caller's run.

``recall()`` and ``consolidate()`` run compiled graphs. Called inside a node of a user's
LangGraph graph (as langchain-ai/memory-agent's ``call_model`` searches its store), a graph
inherits the caller's runnable config through context variables: its checkpointer (child
checkpoints holding the pack), its stream (the pack in ``subgraphs=True`` streams), its
callbacks and LangSmith trace, its ``configurable`` and ``recursion_limit``. ``own_run()``
clears all of that for the block."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

__all__ = ["own_run"]


@contextmanager
def own_run() -> Iterator[None]:
    """Inside a LangGraph / LangChain run (or a LangSmith trace): the block runs as no part of
    it — no parent runnable config (checkpointer, stream, callbacks, ``configurable``), no
    context-scoped callback hooks, no LangSmith tracing. Outside any run: a no-op."""
    # Deferred, to keep importing this module light (a graph run imports them anyway).
    from langchain_core.runnables.config import var_child_runnable_config
    from langchain_core.tracers.context import _configure_hooks, tracing_v2_callback_var
    from langsmith.run_helpers import get_current_run_tree, tracing_context

    if var_child_runnable_config.get() is None and get_current_run_tree() is None:
        yield
        return
    scoped: list[ContextVar[Any]] = [var_child_runnable_config, tracing_v2_callback_var]
    scoped += [hook[0] for hook in _configure_hooks]  # collect_runs, usage callbacks, ...
    tokens = [(var, var.set(None)) for var in dict.fromkeys(scoped)]
    try:
        with tracing_context(parent=False, enabled=False):
            yield
    finally:
        for var, token in reversed(tokens):
            var.reset(token)
