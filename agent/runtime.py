"""How nodes reach the store and the configuration: bound at build time, tunable per run.

``build_retrieval_node(store, config=...)`` binds a store and a default configuration into the
node closures (no module globals). A run tunes it, setting by setting (dotted names such as
``fusion.rrf_k``) over the bound config, in this order (later wins):

1. the runtime context, when it is a ``RetrievalConfig`` (omoide's own graphs declare it as
   their ``context_schema``, so ``context={...}`` from Python or Studio arrives as one): its
   settings that differ from the defaults override the bound config's;
2. a parent's plain dict context: its keys that are retrieval settings (a group as a dict,
   ``{"injection": {"high_threshold": 0.5}}``, or a dotted name), and its ``"omoide"`` entry
   (a dict of settings). A key one typo away from a setting (``high_treshold``) is an error;
   the parent's own keys are left alone;
3. ``config["configurable"]["omoide"]``: a dict of settings, for parents with their own context
   type (LangGraph's usual per-run channel; Studio's assistant configuration and the API's
   ``config`` reach it too). Every key must be a setting.

Every value is checked by ``RetrievalConfig`` (type and range). Any other context object (a
parent's own dataclass or model) is the parent's business and is left alone.

**What a run may change.** In a graph whose bound config is an :class:`OperatorConfig`
(omoide's served graphs, ``omoide.agent.served`` and ``omoide.agent.studio``), a run may change
only :data:`CLIENT_SETTINGS`: the retrieval and pack tuning. :data:`OPERATOR_SETTINGS` — the
sensitivity ceiling (``max_sensitivity``) and run recording (``record_runs``) — are the
operator's: a run that asks for another value than the bound one fails with
:class:`OperatorSettingError` naming the setting (never silently ignored, so a client learns
its request was refused). A ``RetrievalConfig`` context counts only the settings that differ
from the defaults (point 1: a Studio form sends every field), so a context that asks for an
operator setting's *default* value while the operator bound another is read as not asking;
to ask for it, use ``configurable["omoide"]``, where every named setting counts. The operator
sets them in the bound config (``$OMOIDE_SETTINGS`` for
the served graphs). A library user who builds a graph with a plain ``RetrievalConfig`` keeps
every setting tunable per run (``recall(..., config=RetrievalConfig(record_runs=False))``);
``operator_config(config)`` gives their own graph the served graphs' rule.
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import json
import sys
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from omoide.memory_store import MemoryStore
from omoide.memory_store.errors import OmoideError

from .config import (
    CONFIGURABLE_KEY,
    GROUPS,
    RetrievalConfig,
    check_known,
    near_setting,
    setting_names,
)
from .records import shown_ms
from .users import RunStores

if TYPE_CHECKING:
    from langgraph.runtime import Runtime

__all__ = [
    "CLIENT_SETTINGS",
    "CONFIGURABLE_KEY",
    "OPERATOR_SETTINGS",
    "OperatorConfig",
    "OperatorSettingError",
    "RetrievalDeps",
    "config_of",
    "operator_config",
    "run_source",
    "run_with_timeout",
]

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
    """What the retrieval nodes share: where the run's store comes from, and the bound config.

    ``stores`` is one fixed store or per-run users (``omoide.agent.users``). A node resolves
    the run's namespace with ``namespace_of_run()`` in its own body (so a run without a user
    fails before any work, never as a skipped source), then holds ``store_for(namespace)``
    while it works, in whichever thread does the work.
    """

    stores: RunStores
    config: RetrievalConfig
    # The opt-in final selection's chat model (selection.mode "llm"; agent/nodes/select.py).
    selector: Any = None

    def namespace_of_run(self) -> str:
        """The omoide namespace of the current run."""
        return self.stores.namespace_of_run()

    def store_for(self, namespace: str) -> AbstractContextManager[MemoryStore]:
        """The namespace's store, open (never evicted from the pool) until the block ends."""
        lease: AbstractContextManager[MemoryStore] = self.stores.lease(namespace)
        return lease

    @property
    def store(self) -> MemoryStore:
        """The current run's store, unpinned (for a quick read inside a node; a node that
        works longer, or in another thread, uses ``store_for``)."""
        with self.store_for(self.namespace_of_run()) as store:
            return store


_DEFAULT_CONFIG = RetrievalConfig()
_DEFAULTS = _DEFAULT_CONFIG.settings()
_TOP_NAMES = tuple(f.name for f in dataclasses.fields(RetrievalConfig))

OPERATOR_SETTINGS = frozenset({"max_sensitivity", "record_runs", "selection"})
"""Settings only the operator may set in an :class:`OperatorConfig` graph: which episodes may
reach a pack at all (SECRET ones, say), whether the turn is recorded for ``runs`` /
``explain`` (a client that could turn it off would hide its turns from the operator), and the
final selection (whether a chat model is called on the read path, its budget and quotas)."""
CLIENT_SETTINGS = frozenset(f.name for f in dataclasses.fields(RetrievalConfig)) - OPERATOR_SETTINGS
"""The settings a run may change in an :class:`OperatorConfig` graph (the allow-list)."""


class OperatorSettingError(OmoideError, ValueError):
    """A run asked to change a setting that is the operator's (see :data:`OPERATOR_SETTINGS`)."""


@dataclass(frozen=True, init=False)
class OperatorConfig(RetrievalConfig):
    """A bound ``RetrievalConfig`` whose :data:`OPERATOR_SETTINGS` no run may change: a run
    changes only :data:`CLIENT_SETTINGS` (from its context or ``configurable["omoide"]``).
    Build one with :func:`operator_config`."""


def operator_config(config: RetrievalConfig | None = None) -> OperatorConfig:
    """``config`` (default: the defaults) as an :class:`OperatorConfig`: bound into a graph,
    its ``max_sensitivity`` and ``record_runs`` are the operator's, never a run's."""
    config = RetrievalConfig() if config is None else config
    if isinstance(config, OperatorConfig):
        return config
    values = {f.name: getattr(config, f.name) for f in dataclasses.fields(RetrievalConfig)}
    return OperatorConfig(**values)


def _check_operator_settings(bound: OperatorConfig, resolved: RetrievalConfig) -> None:
    changed = sorted(
        name for name in OPERATOR_SETTINGS if getattr(resolved, name) != getattr(bound, name)
    )
    if changed:
        asked_leaves = _differing(changed, resolved, bound)
        bound_leaves = _differing(changed, bound, resolved)
        asked = ", ".join(f"{n}={_shown(v)}" for n, v in asked_leaves.items())
        raise OperatorSettingError(
            f"{asked}: {', '.join(changed)} is the operator's setting in this graph, not a "
            f"run's (bound: {', '.join(f'{n}={_shown(v)}' for n, v in bound_leaves.items())}); "
            "the operator sets it in the graph's config ($OMOIDE_SETTINGS for omoide's served "
            f"graphs). A run may change: the retrieval settings other than "
            f"{', '.join(sorted(OPERATOR_SETTINGS))}"
        )


def _differing(names: list[str], config: RetrievalConfig, other: RetrievalConfig) -> dict[str, Any]:
    """``config``'s values of ``names`` as the user writes them: a group (``selection``) as its
    dotted settings whose value differs from ``other``'s (``selection.mode``), not its
    dataclass repr."""
    out: dict[str, Any] = {}
    for name in names:
        value = getattr(config, name)
        if name not in GROUPS:
            out[name] = value
            continue
        theirs = RetrievalConfig.leaves(getattr(other, name), f"{name}.")
        mine = RetrievalConfig.leaves(value, f"{name}.")
        out.update((k, v) for k, v in mine.items() if theirs.get(k) != v)
    return out


def _shown(value: Any) -> str:
    return getattr(value, "name", None) or repr(value)


def _context_overrides(ctx: Any) -> dict[str, Any]:
    if isinstance(ctx, RetrievalConfig):
        # Setting by setting (dotted names): a group the run tunes keeps the bound config's
        # other values in it. Groups left at their defaults are skipped whole (one comparison).
        out: dict[str, Any] = {}
        for name in _TOP_NAMES:
            value = getattr(ctx, name)
            if value == getattr(_DEFAULT_CONFIG, name):
                continue
            if name in GROUPS:
                leaves = RetrievalConfig.leaves(value, f"{name}.")
                out.update((k, v) for k, v in leaves.items() if v != _DEFAULTS[k])
            else:
                out[name] = value
        return out
    if not isinstance(ctx, Mapping):
        return {}
    known = setting_names()
    # A parent's own dict context: keys one typo away from a setting are mistakes, not its own.
    near = [
        str(k) for k in ctx if k not in known and k != CONFIGURABLE_KEY and near_setting(str(k))
    ]
    if near:
        check_known(dict.fromkeys(near))
    out = _flat({k: v for k, v in ctx.items() if k in known})
    out.update(_settings(ctx.get(CONFIGURABLE_KEY), "context"))
    return out


def _flat(settings: Mapping[str, Any]) -> dict[str, Any]:
    """A group given as a dict (or as its dataclass) as its dotted settings, so overrides from
    two places merge setting by setting."""
    out: dict[str, Any] = {}
    for key, value in settings.items():
        if key in GROUPS and dataclasses.is_dataclass(value) and not isinstance(value, type):
            value = dataclasses.asdict(value)
        # A group, or a group inside one (sources.timeouts), as a dict.
        if isinstance(value, Mapping) and (key in GROUPS or "." in key):
            out.update(_flat({f"{key}.{k}": v for k, v in value.items()}))
        else:
            out[key] = value
    return out


def _settings(value: Any, where: str) -> dict[str, Any]:
    if value is None:
        return {}
    if isinstance(value, RetrievalConfig):
        return _context_overrides(value)
    if not isinstance(value, Mapping):
        raise ValueError(
            f"{where}[{CONFIGURABLE_KEY!r}] must be a dict of retrieval settings, "
            f"got {type(value).__name__}"
        )
    # Flattened first, so a nested group named by its dotted name ({"sources.timeouts": {...}})
    # is read as its settings, as {"sources": {"timeouts": {...}}} is.
    flat = _flat(value)
    check_known(flat)
    return flat


def _configurable() -> Mapping[str, Any]:
    if "langgraph.config" not in sys.modules:  # LangGraph never loaded: no run to read
        return {}
    from langgraph.config import get_config

    try:
        config = get_config()
    except RuntimeError:  # called outside a LangGraph run
        return {}
    return config.get("configurable") or {}


def config_of(
    runtime: Runtime[Any] | None, default: RetrievalConfig | None = None
) -> RetrievalConfig:
    """The configuration of this run: ``default`` (the bound one; None: the defaults) with the
    run's overrides (its context, ``configurable["omoide"]``).

    Resolved once per run: every node of a turn asks with the same bound config, the same
    context object and the same ``configurable`` entry, so the later nodes get the first one's
    result (a lookup by identity; a dict context or entry is also compared by content, so one
    changed in place between runs is read again). A refused run raises on every call."""
    default = _DEFAULT_CONFIG if default is None else default
    context = None if runtime is None else runtime.context
    entry = _configurable().get(CONFIGURABLE_KEY)
    key = (id(default), id(context), id(entry))
    seen = (_seen_as(context, context=True), _seen_as(entry, context=False))
    with _RUNS_LOCK:
        hit = _RUNS.get(key)
        if hit is not None and hit[0] is default and _same(hit[1], seen):
            _RUNS.move_to_end(key)
            return hit[2]
    resolved = _resolve_run(default, context, entry)
    with _RUNS_LOCK:
        _RUNS[key] = (default, seen, resolved)
        if len(_RUNS) > _RUNS_KEPT:
            _RUNS.popitem(last=False)
    return resolved


# The last runs' resolved configs: (bound, context, entry) by identity -> (bound, how the
# context and entry were seen, the resolved config). An entry keeps its bound config and
# RetrievalConfig context alive, so their ids are not reused while it is kept.
_RUNS: OrderedDict[tuple[int, int, int], tuple[RetrievalConfig, Any, RetrievalConfig]] = (
    OrderedDict()
)
_RUNS_LOCK = threading.Lock()
_RUNS_KEPT = 64


def _seen_as(value: Any, *, context: bool) -> Any:
    """What decides a run's overrides in ``value``: a ``RetrievalConfig`` (frozen) or None as
    itself, compared by identity; a mapping as the JSON of what ``config_of`` reads in it (a
    context: its keys, for the typo check, and the values of its settings and ``"omoide"``
    entry), compared by content; any other object counts as nothing (its own business)."""
    if value is None or isinstance(value, RetrievalConfig):
        return value
    if not isinstance(value, Mapping):
        return _OTHER if context else value
    if context:
        known = setting_names()
        read = {str(k): v for k, v in value.items() if k in known or k == CONFIGURABLE_KEY}
        value = {"keys": sorted(map(str, value)), "read": read}
    try:
        return json.dumps(value, sort_keys=True, default=_key)
    except (TypeError, ValueError):  # not JSON-like: never matched, resolved every time
        return object()


_OTHER = object()


def _same(before: tuple[Any, Any], now: tuple[Any, Any]) -> bool:
    return all(
        b is n or (isinstance(b, str) and isinstance(n, str) and b == n)
        for b, n in zip(before, now, strict=True)
    )


def _resolve_run(default: RetrievalConfig, context: Any, entry: Any) -> RetrievalConfig:
    overrides = _context_overrides(context)
    overrides.update(_settings(entry, "configurable"))
    if not overrides:
        return default
    resolved = _resolve(default, json.dumps(overrides, sort_keys=True, default=_key))
    if isinstance(default, OperatorConfig):
        _check_operator_settings(default, resolved)
    return resolved


def _key(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    return str(value)


@functools.lru_cache(maxsize=64)
def _resolve(default: RetrievalConfig, overrides_json: str) -> RetrievalConfig:
    # Five nodes resolve the same overrides every turn: validate them once.
    return default.replace(**json.loads(overrides_json))


def run_with_timeout(fn: Callable[[], T], timeout_s: float, *, source: str = "default") -> T:
    """Run ``fn`` with a deadline; raises ``TimeoutError`` when it is not done in time.

    The abandoned call finishes in the background; its result is discarded.
    """
    # The call sees this run's context variables (LangGraph's config, so get_config() works).
    future = _pool(source).submit(contextvars.copy_context().run, fn)
    try:
        return future.result(timeout=timeout_s)
    except FutureTimeout:
        future.cancel()
        raise TimeoutError(f"no answer within {shown_ms(timeout_s * 1000)}") from None


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
