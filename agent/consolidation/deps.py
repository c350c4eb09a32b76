"""What the consolidation nodes share: the store, the extractor, the configuration.

The configuration a node reads (``deps.config``) is the run's: the bound one (``config=`` of
``build_consolidation_graph`` / ``consolidate``) with the run's context applied, resolved once
per run (:func:`run_config`) and the same for every node and batch of it. The context is

- a ``ConsolidationConfig`` (the graph's ``context_schema``: ``context={"batch_size": 50}``
  from Python, Studio's context panel or the API arrives as one): its settings that differ
  from the defaults override the bound config's;
- a parent's dict context (the graph run inside a parent's node inherits it): only its
  ``"consolidation"`` entry (a dict of settings; every key must be one) and its
  ``"consolidation.<name>"`` keys. Its other keys are the parent's: a ``max_sensitivity`` meant
  for retrieval never widens what consolidation reads;
- anything else (a ``RetrievalConfig``, a parent's own dataclass): the parent's business.

Every value is checked as ``ConsolidationConfig`` checks it (type, range, unknown names), with
the error naming the setting. In a graph built with ``operator_settings`` (the served one,
``omoide.agent.studio``), a run that changes one of them fails with ``OperatorSettingError``.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import tzinfo
from typing import Any
from zoneinfo import ZoneInfo

from langgraph.runtime import get_runtime

from omoide.agent.understanding.aliases import AliasIndex
from omoide.agent.understanding.extract import Extractor, RuleExtractor
from omoide.memory_store.derived import DerivedMemory, Entity
from omoide.memory_store.store import MemoryStore

from .config import ConsolidationConfig
from .identity import Corrections, ReadingIndex

__all__ = ["ENTRY", "ConsolidationDeps", "ResolveCache", "run_config", "teach"]

ENTRY = "consolidation"
"""A parent's dict context's entry with consolidation settings (and their dotted prefix)."""

_DEFAULT = ConsolidationConfig()
_FIELDS = tuple(f.name for f in dataclasses.fields(ConsolidationConfig))

Progress = Callable[[int], object]


def teach(extractor: Extractor, names: Iterable[str]) -> None:
    """Give an extractor that learns names (``RuleExtractor.learn``; a merged extractor passes
    them on) the names consolidation already knows, so unmarked later mentions are found."""
    learn = getattr(extractor, "learn", None)
    if callable(learn):
        learn(list(names))


@dataclass
class ResolveCache:
    """The alias index, the reading index, the user's corrections and the entities as of
    ``version`` (``DerivedStore.entity_version``)."""

    version: int
    index: AliasIndex
    known: dict[str, Entity]
    readings: ReadingIndex = field(default_factory=ReadingIndex)
    corrections: Corrections = field(default_factory=Corrections)


def _overrides(context: Any) -> dict[str, Any]:
    """The settings the run's context sets (see the module docstring)."""
    if isinstance(context, ConsolidationConfig):
        return {n: v for n in _FIELDS if (v := getattr(context, n)) != getattr(_DEFAULT, n)}
    if not isinstance(context, Mapping):
        return {}
    prefix = f"{ENTRY}."
    out = {str(k)[len(prefix) :]: v for k, v in context.items() if str(k).startswith(prefix)}
    entry = context.get(ENTRY)
    if isinstance(entry, ConsolidationConfig):
        out.update(_overrides(entry))
    elif isinstance(entry, Mapping):
        out.update((str(k), v) for k, v in entry.items())
    elif entry is not None:
        raise ValueError(
            f"context[{ENTRY!r}] must be a dict of consolidation settings, got "
            f"{type(entry).__name__}"
        )
    return out


def run_config(
    bound: ConsolidationConfig, context: Any, operator_settings: frozenset[str] = frozenset()
) -> ConsolidationConfig:
    """The run's configuration: ``bound`` with ``context``'s settings applied (checked by
    ``ConsolidationConfig``), ``operator_settings`` left as bound (else
    ``OperatorSettingError``). The same inputs give the same object without being checked
    again: every node of every batch of a run asks."""
    overrides = _overrides(context)
    if not overrides:
        return bound
    try:
        key = tuple(sorted(overrides.items()))
        hash(key)
    except TypeError:  # a list value from a dict context: resolved (and refused) uncached
        return _resolve(bound, tuple(overrides.items()), operator_settings)
    return _resolve_cached(bound, key, operator_settings)


def _resolve(
    bound: ConsolidationConfig,
    overrides: tuple[tuple[str, Any], ...],
    operator_settings: frozenset[str],
) -> ConsolidationConfig:
    resolved = bound.replace(**dict(overrides))
    changed = sorted(n for n in operator_settings if getattr(resolved, n) != getattr(bound, n))
    if changed:
        from ..runtime import OperatorSettingError

        def shown(config: ConsolidationConfig, name: str) -> str:
            value = getattr(config, name)
            return f"{ENTRY}.{name}={getattr(value, 'name', None) or repr(value)}"

        raise OperatorSettingError(
            f"{', '.join(shown(resolved, n) for n in changed)}: the operator's setting in this "
            f"graph, not a run's (bound: {', '.join(shown(bound, n) for n in changed)}); the "
            "operator sets it with $OMOIDE_SETTINGS for omoide's served graphs. A run may "
            f"change the consolidation settings other than {', '.join(sorted(operator_settings))}"
        )
    return resolved


_resolve_cached = functools.lru_cache(maxsize=64)(_resolve)


def _run_context() -> tuple[bool, Any]:
    """Whether a LangGraph run is current, and its runtime context."""
    try:
        runtime = get_runtime()
    except RuntimeError:  # called outside a LangGraph run
        return False, None
    return True, getattr(runtime, "context", None)


@dataclass
class ConsolidationDeps:
    """Bound once per built graph: the store, the bound configuration (``bound``; a run reads
    ``config``, the bound one with its context applied), the extractor (None: the offline rules
    in the run's time zone). ``progress`` is called with the number of episodes each committed
    batch consumed (a tqdm bar's ``update``). ``operator_settings``: the settings no run may
    change (the served graph's)."""

    store: MemoryStore
    bound: ConsolidationConfig = field(default_factory=ConsolidationConfig)
    extractor: Extractor | None = None
    progress: Progress | None = None
    operator_settings: frozenset[str] = frozenset()
    # resolve's alias index and known entities, kept from batch to batch of one run while the
    # namespace's entity version is the one this run's own commits left (commit keeps it so):
    # rebuilding them for every batch made consolidation quadratic in entities (26.14).
    resolve_cache: ResolveCache | None = field(default=None, init=False)
    # The offline rules per time zone (a run may name another zone), built on first use.
    _rules: dict[str, Extractor] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self.zone_of(self.bound)  # an unknown store zone fails when the graph is built

    @property
    def config(self) -> ConsolidationConfig:
        """The current run's configuration (the bound one outside a run)."""
        in_run, context = _run_context()
        if not in_run:
            return self.bound
        return run_config(self.bound, context, self.operator_settings)

    def zone_of(self, config: ConsolidationConfig) -> tzinfo:
        return ZoneInfo(config.timezone or self.store.timezone)

    @property
    def tz(self) -> tzinfo:
        """The run's zone of episode days and of "today": ``timezone``, else the store's."""
        return self.zone_of(self.config)

    @property
    def namespace(self) -> str:
        return self.store.namespace

    @property
    def derived(self) -> DerivedMemory:
        return self.store.derived

    @property
    def active_extractor(self) -> Extractor:
        """The extractor given, else the offline rules in the run's zone."""
        if self.extractor is not None:
            return self.extractor
        tz = self.tz
        key = str(tz)
        if key not in self._rules:
            self._rules[key] = RuleExtractor(default_tz=tz)
        return self._rules[key]
