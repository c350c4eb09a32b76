"""Consolidation after ``remember``, off the reply path.

``schedule_consolidation(store)`` returns at once; a daemon thread consolidates the store's
namespace. Single-flight per store folder and namespace: while a run is going, further
requests only mark it dirty, and the thread runs once more when it finishes, so an episode
stored during a run is never left behind and two runs never overlap. Errors are logged, never
raised into the conversation.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field

from omoide.memory_store.store import MemoryStore

from .api import ConsolidationResult, consolidate, store_key

__all__ = ["schedule_consolidation", "wait_for_consolidation"]

log = logging.getLogger(__name__)

Runner = Callable[[MemoryStore], ConsolidationResult]
Hold = Callable[[MemoryStore], AbstractContextManager[MemoryStore]]


@dataclass
class _Flight:
    thread: threading.Thread | None = None
    dirty: bool = False
    idle: threading.Event = field(default_factory=threading.Event)
    runs: int = 0
    last_error: BaseException | None = None


_flights: dict[tuple[str, str], _Flight] = {}
_guard = threading.Lock()


def _worker(store: MemoryStore, flight: _Flight, runner: Runner, hold: Hold | None) -> None:
    while True:
        with _guard:
            if not flight.dirty:
                flight.thread = None
                flight.idle.set()
                return
            flight.dirty = False
        try:
            if hold is None:
                result = runner(store)
            else:
                with hold(store) as held:
                    result = runner(held)
            flight.last_error = None
            log.info(
                "consolidated %s/%s: %d episodes, %d batches",
                store.path,
                store.namespace,
                result.episodes,
                result.batches,
            )
        except Exception as exc:  # never into the conversation; the next turn retries
            flight.last_error = exc
            log.exception("background consolidation of %s/%s failed", store.path, store.namespace)
        finally:
            flight.runs += 1


def schedule_consolidation(
    store: MemoryStore, *, runner: Runner | None = None, hold: Hold | None = None
) -> None:
    """Consolidate ``store``'s namespace in the background (returns immediately).

    ``runner`` defaults to ``consolidate(store)`` with the offline extractor; pass e.g.
    ``lambda s: consolidate(s, extractor=rules_and_llm(model))`` to use a chat model.
    ``hold`` keeps the store open while a run works on it (a ``NamespacePool`` lease, so the
    pool never closes it under the thread).
    """
    with _guard:
        flight = _flights.setdefault(store_key(store), _Flight())
        flight.dirty = True
        if flight.thread is not None:
            return  # the running thread will run once more
        flight.idle.clear()
        flight.thread = threading.Thread(
            target=_worker,
            args=(store, flight, runner or (lambda s: consolidate(s)), hold),
            name=f"omoide-consolidate-{store.namespace}",
            daemon=True,
        )
        flight.thread.start()


def wait_for_consolidation(store: MemoryStore, *, timeout: float | None = None) -> bool:
    """Block until no background consolidation of ``store``'s namespace is running or queued
    (tests, shutdown: call it before ``store.close()``). False on timeout."""
    with _guard:
        flight = _flights.get(store_key(store))
    return True if flight is None else flight.idle.wait(timeout)
