"""The retrieval sources, declared once (design §sources, issue 38).

A source is one parallel node between plan and rerank (``keyword_retrieve``, …): it runs its
search function in a worker thread under its time budget (``sources.timeouts.<name>``) and
returns ranked lists (``SourceResult``), each list named by its hit-source code. ``SOURCES``
says, per source, its name, its node, its search function, its budget, whether a turn needs it
at all, and the lists it makes; per list (``ListSpec``), how the ranking reads it (its
``family``, its evidence ``role``), the ``config.fusion`` field that holds its RRF vote weight
and seed 002's hit code. The builder wires one node per source (``source_node``), a run's wall
time counts the source nodes as parallel (``SOURCE_NODES``), fusion weighs each list by its
spec (``omoide.agent.ranking``), and the combiner reads each list by its role.

Adding a source: its search module (a function ``(store, plan, config) -> list[SourceResult]``)
and one ``SourceSpec`` here (with its budget in ``SourceTimeouts`` and any new vote weight in
``FusionConfig``).

The search functions are named, not imported: this module stays importable by the ranking
(which the search modules use) without an import loop, and a test or benchmark that replaces
``keyword_retrieve.keyword_search`` reaches the node, which looks the function up per call.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from langgraph.runtime import Runtime

    from omoide.memory_store import MemoryStore

    from .config import RetrievalConfig
    from .records import RetrievalPlan, SourceResult
    from .runtime import RetrievalDeps
    from .state import RetrievalState

__all__ = [
    "ABOUT_TIME_SOURCE",
    "ASSOCIATIVE_SOURCES",
    "BRIDGE_SOURCE",
    "ENTITY_SOURCE",
    "HIT_CODES",
    "LINKED_SOURCES",
    "LISTS",
    "PHRASE_SOURCE",
    "SOURCES",
    "SOURCE_NODES",
    "WINDOW_DIGEST_SOURCE",
    "ListSpec",
    "Role",
    "SourceSpec",
    "family_of",
    "source_node",
]

# The hit-source codes other parts name (the rest are read through ``LISTS``).
PHRASE_SOURCE = "keyword_phrase"  # the verbatim-phrase list (design §keyword-policies)
ENTITY_SOURCE = "ex"  # entity expansion
ABOUT_TIME_SOURCE = "at"  # about_time: the years / life stage the question names
WINDOW_DIGEST_SOURCE = "window_digest"  # about_time's day range (年/日レンジ): a window's digest
BRIDGE_SOURCE = "bridge"  # the question's words in the other language (issue 36)

Role = Literal["match", "phrase", "associative", "linked", "digest"]
"""How the ranking reads a list's hits: ``match`` a search of the question's words or meaning
(BM25 scores, cosines); ``phrase`` the verbatim-phrase list (a bonus in convex fusion);
``associative`` found by association with a hit (a neighbour, a dialogue's best exchange), not
by matching the question, so the injection judgement does not count it; ``linked`` linked to
what the question names (its entities, its time), scores are ranks; ``digest`` a window's
digest (the order of a what-happened turn's picks)."""


@dataclass(frozen=True)
class ListSpec:
    """One kind of list a source makes."""

    code: str  # the hit-source code (``SourceResult.source``)
    role: Role
    # The ``config.fusion`` field with the list's RRF vote weight; None: 1.
    weight: str | None
    hit_code: str  # seed 002's short code (the selector's "hs")


@dataclass(frozen=True)
class SourceSpec:
    """One retrieval source: ``name`` is its family (the lists' ``family_of``), the name a
    skipped source is reported under, its thread pool's and its budget's
    (``sources.timeouts.<name>``); ``module`` and ``search`` name its search function;
    ``wanted`` (a function of the same module, ``(plan, config) -> bool``) says whether a turn
    needs it at all (else the node returns at once, no thread spent)."""

    name: str
    module: str
    search: str
    lists: tuple[ListSpec, ...]
    wanted: str | None = None

    @property
    def node(self) -> str:
        """The graph node's name (and its ``timings_ms`` key)."""
        return f"{self.name}_retrieve"

    def budget(self, config: RetrievalConfig) -> float:
        """The source's time budget in seconds for this run."""
        seconds: float = getattr(config.sources.timeouts, self.name)
        return seconds

    def _function(self, name: str) -> Callable[..., Any]:
        fn: Callable[..., Any] = getattr(importlib.import_module(self.module, __package__), name)
        return fn

    def run_search(
        self, store: MemoryStore, plan: RetrievalPlan, config: RetrievalConfig
    ) -> list[SourceResult]:
        """The source's lists for the turn (its search function, looked up now)."""
        found: list[SourceResult] = self._function(self.search)(store, plan, config)
        return found

    def wants(self, plan: RetrievalPlan, config: RetrievalConfig) -> bool:
        return self.wanted is None or bool(self._function(self.wanted)(plan, config))


def _list(code: str, role: Role, weight: str | None, hit_code: str) -> ListSpec:
    return ListSpec(code, role, weight, hit_code)


SOURCES: tuple[SourceSpec, ...] = (
    SourceSpec(
        "keyword",
        ".nodes.keyword_retrieve",
        "keyword_search",
        (
            _list("keyword", "match", "rrf_weight_keyword", "kw"),
            _list("keyword_neighbour", "associative", "rrf_weight_keyword", "nb"),
            _list("keyword_session", "associative", "session_rrf_weight", "ss"),
            _list(PHRASE_SOURCE, "phrase", "rrf_weight_phrase", "kw"),
            _list("keyword_about_time", "match", "rrf_weight_keyword", ABOUT_TIME_SOURCE),
            _list("keyword_window", "match", "rrf_weight_keyword", "kw"),
        ),
    ),
    SourceSpec(
        "vector",
        ".nodes.vector_retrieve",
        "vector_search",
        (
            _list("vector", "match", "rrf_weight_vector", "vr"),
            _list("vector_window", "match", "rrf_weight_vector", "vr"),
            _list("vector_global", "match", "rrf_weight_vector", "vg"),
        ),
    ),
    SourceSpec(
        "entity",
        ".nodes.entity_retrieve",
        "entity_search",
        (_list(ENTITY_SOURCE, "linked", "rrf_weight_entity", "ex"),),
        wanted="wants_entities",
    ),
    SourceSpec(
        "about_time",
        ".nodes.about_time_retrieve",
        "about_time_lists",
        (
            _list(ABOUT_TIME_SOURCE, "linked", "rrf_weight_about_time", ABOUT_TIME_SOURCE),
            _list(WINDOW_DIGEST_SOURCE, "digest", None, ABOUT_TIME_SOURCE),
        ),
        wanted="wants_about_time",
    ),
    SourceSpec(
        "bridge",
        ".nodes.bridge_retrieve",
        "bridge_search",
        (_list(BRIDGE_SOURCE, "match", "rrf_weight_bridge", "kw"),),
        wanted="wants_bridge",
    ),
)
"""Every retrieval source, in the order the graph adds their nodes."""

SOURCE_NODES: tuple[str, ...] = tuple(s.node for s in SOURCES)
"""The source nodes: they run in parallel between plan and rerank."""

LISTS: Mapping[str, ListSpec] = {lst.code: lst for s in SOURCES for lst in s.lists}
"""Every list a source makes, by hit-source code."""

_FAMILY: Mapping[str, str] = {lst.code: s.name for s in SOURCES for lst in s.lists}

ASSOCIATIVE_SOURCES = frozenset(c for c, lst in LISTS.items() if lst.role == "associative")
"""The lists found by association with a hit, not by matching the question."""
LINKED_SOURCES = frozenset(c for c, lst in LISTS.items() if lst.role == "linked")
"""The lists linked to what the question names (its entities, its time)."""
HIT_CODES: Mapping[str, str] = {c: lst.hit_code for c, lst in LISTS.items()}
"""Seed 002's hit-source code of each list."""


def family_of(code: str) -> str:
    """The source family of a list (``keyword``, ``vector``, ``entity``, ``about_time``); a
    list no source declares (a test's, an evaluation baseline's) by its name before "_"."""
    return _FAMILY.get(code) or code.split("_")[0]


def source_node(spec: SourceSpec, deps: RetrievalDeps) -> Callable[..., dict[str, Any]]:
    """The graph node of one source: its lists for the run's plan, or a ``SkippedSource``
    (an error or a timeout never fails the turn); at once, with no thread spent, when the turn
    does not need it (``SourceSpec.wanted``)."""
    from .runtime import config_of, run_source

    def retrieve(state: RetrievalState, runtime: Runtime[RetrievalConfig]) -> dict[str, Any]:
        config = config_of(runtime, deps.config)
        plan = state["plan"]
        if not spec.wants(plan, config):
            return {"timings_ms": {spec.node: 0.0}}
        namespace = deps.namespace_of_run()

        def search() -> list[SourceResult]:
            # Leased in the worker: an abandoned (timed-out) search keeps its store open.
            with deps.store_for(namespace) as store:
                return spec.run_search(store, plan, config)

        return run_source(spec.name, spec.node, search, spec.budget(config))

    retrieve.__name__ = retrieve.__qualname__ = spec.node
    retrieve.__doc__ = f"The {spec.name} source's lists; skipped (not fatal) on error or timeout."
    return retrieve
