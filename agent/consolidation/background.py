"""Consolidation after ``remember``, off the reply path.

``schedule_consolidation(store)`` returns at once; a daemon thread consolidates the store's
namespace. Single-flight per store folder and namespace: while a run is going, further
requests only mark it dirty, and the thread runs once more when it finishes, so an episode
stored during a run is never left behind and two runs never overlap. Errors are logged, never
raised into the conversation.

A failed run (the chat model down, the store locked by another process) logs one line and is
retried by the same thread after a growing pause (:data:`RETRY`: 2 s, 8 s, 32 s, then it gives
up until the next remembered turn asks again). A failed run changes nothing
(``consolidate`` commits a batch or nothing), so a retry simply starts over. While the thread
waits, it still is the namespace's one run: requests made meanwhile only mark it dirty.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field

from omoide.memory_store.store import MemoryStore

from .api import ConsolidationResult, consolidate, store_key

__all__ = ["RETRY", "Retry", "schedule_consolidation", "wait_for_consolidation"]

log = logging.getLogger(__name__)

Runner = Callable[[MemoryStore], ConsolidationResult]
Hold = Callable[[MemoryStore], AbstractContextManager[MemoryStore]]


@dataclass(frozen=True, kw_only=True)
class Retry:
    """How a failed background run is retried: ``attempts`` runs in all (the first included),
    the pause before retry ``n`` (1-based) being ``first_delay * factor ** (n - 1)``, at most
    ``max_delay`` seconds."""

    attempts: int = 4
    first_delay: float = 2.0
    factor: float = 4.0
    max_delay: float = 60.0

    def __post_init__(self) -> None:
        if self.attempts < 1:
            raise ValueError(f"Retry(attempts={self.attempts}): at least 1 (the run itself)")
        if self.first_delay < 0 or self.factor < 1 or self.max_delay < 0:
            raise ValueError(
                f"Retry(first_delay={self.first_delay}, factor={self.factor}, "
                f"max_delay={self.max_delay}): delays must be >= 0 and factor >= 1"
            )

    def delay(self, failures: int) -> float:
        """Seconds to wait after the ``failures``-th failure in a row."""
        return float(min(self.max_delay, self.first_delay * self.factor ** (failures - 1)))


#: The retry policy of every background run (replace it to change it, e.g. in tests).
RETRY = Retry()


@dataclass
class _Flight:
    thread: threading.Thread | None = None
    dirty: bool = False
    idle: threading.Event = field(default_factory=threading.Event)
    runs: int = 0
    failures: int = 0  # failed runs in a row (0 after a success or after giving up)
    last_error: BaseException | None = None


def _one_line(exc: BaseException) -> str:
    """An error as one log line: its type and the first line of its message."""
    first = (str(exc).strip().splitlines() or [""])[0][:500]
    return f"{type(exc).__name__}: {first}" if first else type(exc).__name__


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
            flight.failures = 0
            log.info(
                "consolidated %s/%s: %d episodes, %d batches",
                store.path,
                store.namespace,
                result.episodes,
                result.batches,
            )
        except Exception as exc:  # never into the conversation
            flight.last_error = exc
            flight.failures += 1
            _after_failure(store, flight, exc, RETRY)
        finally:
            flight.runs += 1


def _after_failure(store: MemoryStore, flight: _Flight, exc: BaseException, retry: Retry) -> None:
    """Log the failure in one line; wait and mark the flight dirty to run again, unless the
    attempts are used up (then the next remembered turn starts a fresh series)."""
    where = f"{store.path}/{store.namespace}"
    attempt = flight.failures
    if attempt >= retry.attempts:
        log.error(
            "background consolidation of %s failed (attempt %d of %d), giving up until the "
            "next remembered turn: %s",
            where,
            attempt,
            retry.attempts,
            _one_line(exc),
        )
        flight.failures = 0
        return
    pause = retry.delay(attempt)
    log.warning(
        "background consolidation of %s failed (attempt %d of %d), retrying in %.3g s: %s",
        where,
        attempt,
        retry.attempts,
        pause,
        _one_line(exc),
    )
    # This thread stays the namespace's one run while it waits (off the reply path: the
    # remember node only marks the flight dirty), so a retry never overlaps another run.
    time.sleep(pause)
    with _guard:
        flight.dirty = True


def schedule_consolidation(
    store: MemoryStore, *, runner: Runner | None = None, hold: Hold | None = None
) -> None:
    """Consolidate ``store``'s namespace in the background (returns immediately).

    ``runner`` defaults to ``consolidate(store)`` with the offline extractor; pass e.g.
    ``lambda s: consolidate(s, extractor=rules_and_llm(model))`` to use a chat model.
    ``hold`` keeps the store open while a run works on it (a ``NamespacePool`` lease, so the
    pool never closes it under the thread). A failed run is logged in one line and retried
    after a pause (:data:`RETRY`).
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
    (tests, shutdown: call it before ``store.close()``). A run that failed and waits to be
    retried counts as running: with the default :data:`RETRY` that can take 42 s plus the
    runs. False on timeout."""
    with _guard:
        flight = _flights.get(store_key(store))
    return True if flight is None else flight.idle.wait(timeout)
