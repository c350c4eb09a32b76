"""How nodes reach the store and the configuration: bound at build time, overridable per run.

``build_retrieval_node(store, config=...)`` binds a store and a default configuration into the
node closures (no module globals). A run may pass its own ``RetrievalConfig`` as LangGraph's
runtime context (``graph.invoke(..., context=cfg)``; LangGraph and Studio turn a JSON context
into a full ``RetrievalConfig``, so it replaces the bound one). A parent graph whose context is a
plain dict passes it through: its known keys override the bound config. Any other context
(a parent's own context object) is ignored.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from typing import Any, TypeVar

from langgraph.runtime import Runtime

from omoide.memory_store import MemoryStore

from .config import RetrievalConfig

__all__ = ["RetrievalDeps", "config_of", "run_source", "run_with_timeout"]

T = TypeVar("T")

# Sources run in threads so a slow one can be abandoned at its deadline. One pool per source:
# abandoned calls of a hung source keep their threads, and must not starve the healthy one.
# (Infrastructure shared by every graph, not state.)
_POOLS: dict[str, ThreadPoolExecutor] = {}
_POOLS_LOCK = threading.Lock()


def _pool(source: str) -> ThreadPoolExecutor:
    with _POOLS_LOCK:
        if source not in _POOLS:
            _POOLS[source] = ThreadPoolExecutor(
                max_workers=4, thread_name_prefix=f"omoide-{source}"
            )
        return _POOLS[source]


@dataclass(frozen=True)
class RetrievalDeps:
    store: MemoryStore
    config: RetrievalConfig


def config_of(runtime: Runtime[Any] | None, default: RetrievalConfig) -> RetrievalConfig:
    ctx = None if runtime is None else runtime.context
    if isinstance(ctx, RetrievalConfig):
        return ctx
    if isinstance(ctx, dict):
        known = {f.name for f in dataclasses.fields(RetrievalConfig)}
        overrides = {k: v for k, v in ctx.items() if k in known and v is not None}
        return default.replace(**overrides) if overrides else default
    return default


def run_with_timeout(fn: Callable[[], T], timeout_s: float, *, source: str = "default") -> T:
    """Run ``fn`` with a deadline; raises ``TimeoutError`` when it is not done in time.

    The abandoned call finishes in the background; its result is discarded.
    """
    future = _pool(source).submit(fn)
    try:
        return future.result(timeout=timeout_s)
    except FutureTimeout:
        future.cancel()
        raise TimeoutError(f"no answer within {timeout_s * 1000:.0f} ms") from None


def run_source(
    source: str, node: str, fn: Callable[[], list[Any]], timeout_s: float
) -> dict[str, Any]:
    """A retrieve node's update: its lists, or a ``SkippedSource`` saying why there are none.

    A source that raises or runs out of time never fails the turn; the other source answers.
    """
    from .records import SkippedSource

    started = time.perf_counter()
    try:
        results = run_with_timeout(fn, timeout_s, source=source)
    except Exception as exc:
        elapsed = (time.perf_counter() - started) * 1000
        skipped = SkippedSource(source, f"{type(exc).__name__}: {exc}", elapsed)
        return {"skipped": [skipped], "timings_ms": {node: elapsed}}
    return {"source_results": results, "timings_ms": {node: (time.perf_counter() - started) * 1000}}
