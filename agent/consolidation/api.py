"""``omoide.consolidate(store)``: run the consolidation graph over a store's namespace until
every new episode is consolidated (incremental, resumable, idempotent)."""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from omoide.agent.understanding.extract import Extractor
from omoide.memory_store.derived import Snapshot
from omoide.memory_store.errors import ReadOnlyStoreError
from omoide.memory_store.records import to_epoch_seconds
from omoide.memory_store.store import MemoryStore

from ..isolation import own_run
from .config import ConsolidationConfig
from .deps import Progress
from .graph import build_consolidation_graph
from .nodes.commit import STEPS_PER_BATCH

__all__ = ["ConsolidationResult", "aconsolidate", "consolidate", "consolidation_lock"]

# Runs per invocation are bounded so a huge backlog never needs an unbounded recursion limit;
# consolidate() simply invokes again from the cursor.
_MAX_BATCHES_PER_INVOKE = 2_000


def store_key(store: MemoryStore) -> tuple[str, str]:
    """Which consolidation a store's runs belong to: its folder and namespace (two
    ``MemoryStore`` objects on one namespace share it)."""
    return (str(store.path.resolve()), store.namespace)


@contextmanager
def consolidation_lock(store: MemoryStore, *, blocking: bool = True) -> Iterator[bool]:
    """One consolidation per store and namespace at a time: in this process for a folder
    store (another process is caught by the cursor's compare-and-set at commit), in every
    process and replica for a PostgreSQL store (a session advisory lock). Yields whether it
    was got."""
    with store.derived.consolidation_lock(store.namespace, blocking=blocking) as got:
        yield got


@dataclass(frozen=True)
class ConsolidationResult:
    """What one ``consolidate()`` call did.

    ``episodes`` counts episodes read past the cursor (SECRET and unsearchable ones included,
    they are read but not learned from); ``added`` is rows added per derived table;
    ``counts`` the rows per table afterwards.
    """

    namespace: str
    episodes: int = 0
    batches: int = 0
    entities_new: int = 0
    loops_closed: int = 0
    added: dict[str, int] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    reset: bool = False


def _pending(store: MemoryStore) -> int:
    cursor = store.derived.cursor(namespace=store.namespace)
    return max(0, store.db.count(store.namespace) - (cursor.processed if cursor else 0))


def consolidate(
    store: MemoryStore,
    *,
    extractor: Extractor | None = None,
    config: ConsolidationConfig | None = None,
    batch_size: int | None = None,
    progress: Progress | None = None,
    now: datetime | int | float | None = None,
    reset: bool = False,
) -> ConsolidationResult:
    """Consolidate the store's namespace: every episode added since the last run becomes
    entities, facts, open loops, summaries and relationship state; loops past ``now`` (the
    wall clock by default) are closed.

    Incremental and resumable: each batch of ``batch_size`` episodes commits with the cursor,
    so an interrupted run loses at most its current batch and the next run continues there.
    Idempotent: a second run with nothing new adds nothing. ``reset=True`` forgets the
    namespace's derived memory first and rebuilds it from every episode (pinned facts stay
    pinned). ``extractor`` defaults to the offline rules; pass
    ``LLMExtractor(model)`` (or :func:`omoide.agent.consolidation.rules_and_llm`) to add facts,
    favorability and better summaries. ``progress`` gets the episodes each batch consumed.
    """
    if store.readonly:
        raise ReadOnlyStoreError(
            f"cannot consolidate {store.label}: the store is read-only here (opened read-only, "
            "or this user or database role may not write it), and consolidating writes the "
            "derived memory — run it as the user or role that writes the store (PostgreSQL: "
            "INSERT, UPDATE and DELETE on the tables of its schema)"
        )
    cfg = config or ConsolidationConfig()
    if batch_size is not None:
        cfg = replace(cfg, batch_size=batch_size)
    when = None if now is None else to_epoch_seconds(now, name="now")
    started = time.perf_counter()
    derived, ns = store.derived, store.namespace
    with consolidation_lock(store):
        pinned: list[str] = []
        saved: Snapshot | None = None
        if reset:
            pinned = [f.id for f in derived.facts(namespace=ns) if f.pinned]
            saved = derived.snapshot(namespace=ns)
            derived.reset(namespace=ns)
        before = derived.counts(namespace=ns)
        totals: dict[str, Any] = {}
        try:
            graph = build_consolidation_graph(
                store, extractor=extractor, config=cfg, progress=progress
            )
            while True:
                batches = min(
                    _MAX_BATCHES_PER_INVOKE, math.ceil(_pending(store) / cfg.batch_size) + 1
                )
                # As no part of a caller's run (a node that consolidates): no child
                # checkpoints, streams or callbacks carry what it derives.
                with own_run():
                    out = graph.invoke(
                        {"now": when}, {"recursion_limit": (batches + 1) * STEPS_PER_BATCH + 12}
                    )
                result: dict[str, Any] = out.get("result") or {}
                for key in ("episodes", "batches", "entities_new", "loops_closed"):
                    totals[key] = int(totals.get(key, 0)) + int(result.get(key, 0))
                if result.get("done", True):
                    break
        except BaseException:
            # A rebuild that fails (a model that cannot extract, an interrupt) leaves the
            # memory as it was before the reset, not half rebuilt.
            if saved is not None:
                derived.restore(saved, namespace=ns)
            raise
        for fact_id in pinned:
            derived.set_pinned(fact_id, True, namespace=ns)
        after = derived.counts(namespace=ns)
    return ConsolidationResult(
        namespace=ns,
        episodes=totals.get("episodes", 0),
        batches=totals.get("batches", 0),
        entities_new=totals.get("entities_new", 0),
        loops_closed=totals.get("loops_closed", 0),
        added={k: after[k] - before.get(k, 0) for k in after},
        counts=after,
        seconds=time.perf_counter() - started,
        reset=reset,
    )


async def aconsolidate(
    store: MemoryStore,
    *,
    extractor: Extractor | None = None,
    config: ConsolidationConfig | None = None,
    batch_size: int | None = None,
    progress: Progress | None = None,
    now: datetime | int | float | None = None,
    reset: bool = False,
) -> ConsolidationResult:
    """:func:`consolidate` in a worker thread, so an event loop is never blocked by its SQLite
    writes or a synchronous extractor."""
    return await asyncio.to_thread(
        consolidate,
        store,
        extractor=extractor,
        config=config,
        batch_size=batch_size,
        progress=progress,
        now=now,
        reset=reset,
    )
