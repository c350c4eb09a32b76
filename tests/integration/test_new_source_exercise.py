"""A new retrieval source is one ``SourceSpec`` (issue 38: the change exercises,
docs/design/exercises.md).

This module declares a source of its own, ``oldest`` (the namespace's oldest episode, as a
``linked`` list), with ``agent/sources.py``'s ``SourceSpec`` and nothing else: the builder
wires its node between plan and rerank, the turn's timings and wall time count it as a parallel
source, RRF fusion weighs its list by the ``config.fusion`` field its spec names, convex fusion
reads it by its role, and an error or a timeout skips it without failing the turn. Real store
(SQLite, BM25, Chroma, the offline embedder), real graph.

``declare`` stands in for the one edit a real source makes to ``agent/sources.py`` (a line in
``SOURCES``): the tables derived from ``SOURCES`` are rebuilt and every omoide module that
imported one sees the new one, as after a fresh import. The budget is the one thing a test
cannot declare: a real source adds its ``SourceTimeouts`` field (``agent/config.py``, the third
file); here the spec's ``budget`` says it.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from omoide.agent import builder as _builder  # noqa: F401 - loaded before declare() rebinds
from omoide.agent import ranking as _ranking  # noqa: F401
from omoide.agent import selection as _selection  # noqa: F401
from omoide.agent import sources
from omoide.agent.builder import build_retrieval_graph
from omoide.agent.config import RetrievalConfig
from omoide.agent.recaller import recall
from omoide.agent.records import RetrievalPlan, SourceResult
from omoide.agent.runs import list_runs, wall_ms
from omoide.agent.sources import ListSpec, SourceSpec
from omoide.memory_store import MemoryStore, SearchHit, USEEmbeddings
from tests.conftest import NOW, sample_episodes

OLDEST = "My job interview at Nimbus Labs is on Thursday, I'm nervous"  # 400 days before NOW
QUESTION = "京都旅行はどこに行きたいって言ってたっけ？"
SLEEP_S = 0.25
BEHAVIOUR: dict[str, Any] = {"sleep": 0.0, "fail": False}


def oldest_search(
    store: MemoryStore, plan: RetrievalPlan, config: RetrievalConfig
) -> list[SourceResult]:
    """The source's search function: ``(store, plan, config) -> list[SourceResult]``."""
    time.sleep(BEHAVIOUR["sleep"])
    if BEHAVIOUR["fail"]:
        raise RuntimeError("the oldest index is down")
    episodes = [r.episode for r in store.db.iter_episodes(store.namespace)]
    oldest = min(episodes, key=lambda e: e.occurred_at)
    hit = SearchHit(
        oldest.id, oldest.text, 1.0, "entity", oldest.occurred_at, rank=0, episode=oldest
    )
    return [SourceResult("oldest", 0, (hit,))]


@dataclass(frozen=True)
class OwnBudgetSpec(SourceSpec):
    """``SourceSpec`` with its budget given here (a real source: ``sources.timeouts.oldest``)."""

    seconds: float = 2.0

    def budget(self, config: RetrievalConfig) -> float:
        return self.seconds


def spec(seconds: float = 2.0) -> SourceSpec:
    return OwnBudgetSpec(
        "oldest",
        __name__,
        "oldest_search",
        (ListSpec("oldest", "linked", "rrf_weight_about_time", "ol"),),
        seconds=seconds,
    )


def declare(new: SourceSpec, monkeypatch: pytest.MonkeyPatch) -> None:
    """What adding ``new`` to ``SOURCES`` in agent/sources.py does once imported."""
    every = (*sources.SOURCES, new)
    lists = {lst.code: lst for s in every for lst in s.lists}
    tables: dict[str, Any] = {
        "SOURCES": every,
        "SOURCE_NODES": tuple(s.node for s in every),
        "LISTS": lists,
        "_FAMILY": {lst.code: s.name for s in every for lst in s.lists},
        "ASSOCIATIVE_SOURCES": frozenset(c for c, v in lists.items() if v.role == "associative"),
        "LINKED_SOURCES": frozenset(c for c, v in lists.items() if v.role == "linked"),
        "HIT_CODES": {c: v.hit_code for c, v in lists.items()},
    }
    old = {name: getattr(sources, name) for name in tables}
    rebound = 0
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("omoide."):
            for name, value in tables.items():
                if getattr(module, name, None) is old[name]:
                    monkeypatch.setattr(module, name, value)
                    rebound += 1
    assert rebound > len(tables)  # the builder, runs, fusion, ... hold copies


@pytest.fixture
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    BEHAVIOUR.update(sleep=0.0, fail=False)
    with MemoryStore(tmp_path / "store", embedder=embedder) as s:
        s.add_episodes(sample_episodes())
        yield s


def ask(store: MemoryStore, **config: Any) -> Any:
    store.cache.clear()  # recall() keeps its compiled graph on the store: build it anew
    return recall(store, QUESTION, now=NOW, config=RetrievalConfig(**config))


def oldest_of(result: Any) -> Any:
    return next(c for c in result.candidates if c.episode.user_text == OLDEST)


def test_the_builder_wires_its_node_between_plan_and_rerank(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    declare(spec(), monkeypatch)
    graph = build_retrieval_graph(store)
    assert "oldest_retrieve" in graph.nodes
    assert ("plan", "oldest_retrieve") in graph.edges
    ((waiting, target),) = graph.waiting_edges
    assert target == "rerank" and waiting[-1] == "oldest_retrieve"
    assert sources.family_of("oldest") == "oldest"


def test_its_list_is_fused_with_its_specs_weight(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    rrf = {"mode": "rrf", "rrf_weight_about_time": 2.0}
    before = ask(store, fusion=rrf)
    declare(spec(), monkeypatch)
    after = ask(store, fusion=rrf)
    assert "oldest:q1" in oldest_of(after).hit_sources
    # RRF: first in its list, voting with the weight its spec names (fusion.rrf_weight_about_time).
    k = RetrievalConfig().fusion.rrf_k
    gained = oldest_of(after).rrf - (oldest_of(before).rrf if OLDEST in _texts(before) else 0.0)
    assert gained == pytest.approx(2.0 / (k + 1))


def _texts(result: Any) -> set[str]:
    return {c.episode.user_text for c in result.candidates}


def test_convex_fusion_reads_it_by_its_role(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = ask(store, fusion={"mode": "convex"})
    declare(spec(), monkeypatch)
    after = ask(store, fusion={"mode": "convex"})
    # Convex fusion (the default's mode for a question alone) reads a list by its role.
    assert "oldest:q1" in oldest_of(after).hit_sources
    old_score = oldest_of(before).rrf if OLDEST in _texts(before) else 0.0
    assert oldest_of(after).rrf > old_score  # a linked list's hit: the entity bonus


def test_the_turns_wall_time_counts_it_as_a_parallel_source(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    declare(spec(), monkeypatch)
    BEHAVIOUR["sleep"] = SLEEP_S
    result = ask(store)
    timings = result.timings_ms
    assert timings["oldest_retrieve"] >= SLEEP_S * 1000
    nodes = sources.SOURCE_NODES
    serial = sum(v for name, v in timings.items() if name not in nodes)
    slowest = max(timings.get(n, 0.0) for n in nodes)
    assert slowest == timings["oldest_retrieve"]
    assert wall_ms(timings) == pytest.approx(serial + slowest)
    recorded = list_runs(store, limit=1)[0]
    assert recorded["total_ms"] == pytest.approx(round(serial + slowest, 1), abs=0.11)
    assert recorded["total_ms"] < sum(timings.values())  # the sources overlap


@pytest.mark.parametrize(
    ("fail", "seconds", "reason"), [(True, 2.0, "RuntimeError"), (False, 0.05, "TimeoutError")]
)
def test_an_error_or_its_budget_skips_it_and_the_turn_goes_on(
    store: MemoryStore,
    monkeypatch: pytest.MonkeyPatch,
    fail: bool,
    seconds: float,
    reason: str,
) -> None:
    declare(spec(seconds), monkeypatch)
    BEHAVIOUR.update(fail=fail, sleep=0.0 if fail else SLEEP_S)
    result = ask(store)
    ((skipped,),) = [[s for s in result.skipped if s.source == "oldest"]]
    assert skipped.reason.startswith(reason)
    assert "oldest_retrieve" in result.timings_ms
    assert any("京都" in c.episode.user_text for c in result.candidates[:3])
