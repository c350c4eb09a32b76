"""What the consolidation nodes share: the store, the extractor, the configuration."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import tzinfo
from zoneinfo import ZoneInfo

from omoide.agent.understanding.aliases import AliasIndex
from omoide.agent.understanding.extract import Extractor, RuleExtractor
from omoide.memory_store.derived import DerivedMemory, Entity
from omoide.memory_store.store import MemoryStore

from .config import ConsolidationConfig
from .identity import Corrections, ReadingIndex

__all__ = ["ConsolidationDeps", "ResolveCache", "teach"]

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


@dataclass
class ConsolidationDeps:
    """Bound once per built graph. ``progress`` is called with the number of episodes each
    committed batch consumed (a tqdm bar's ``update``)."""

    store: MemoryStore
    config: ConsolidationConfig = field(default_factory=ConsolidationConfig)
    extractor: Extractor | None = None
    progress: Progress | None = None
    tz: tzinfo = field(init=False)
    # resolve's alias index and known entities, kept from batch to batch of one run while the
    # namespace's entity version is the one this run's own commits left (commit keeps it so):
    # rebuilding them for every batch made consolidation quadratic in entities (26.14).
    resolve_cache: ResolveCache | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        self.tz = ZoneInfo(self.config.timezone or self.store.timezone)
        if self.extractor is None:
            self.extractor = RuleExtractor(default_tz=self.tz)

    @property
    def namespace(self) -> str:
        return self.store.namespace

    @property
    def derived(self) -> DerivedMemory:
        return self.store.derived

    @property
    def active_extractor(self) -> Extractor:
        assert self.extractor is not None  # set in __post_init__
        return self.extractor
