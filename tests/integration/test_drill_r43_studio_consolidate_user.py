"""Drill r43: Studio's ``consolidate`` graph and a run that names a user.

Studio's retrieval and agent graphs read the namespace of the run's user (``user_id``, or the
authenticated user); its ``consolidate`` graph is bound to the default user's namespace. A run
naming ``alice`` consolidated ``default`` — 377 episodes of the operator's memory — and left
alice's untouched, saying nothing. Now such a run fails before any work, naming the namespace
the graph serves and the command that consolidates alice's; a run naming nobody (or the
default user's id) consolidates ``default`` as before. Real stores, the graphs ``serve`` builds
(what ``langgraph dev`` serves from ``omoide.agent.studio``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from omoide.agent.serving import ServedGraphs, serve
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from tests.conftest import sample_episodes

TS = 1_777_000_000


@pytest.fixture
def served(
    tmp_path: Path, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> Iterator[ServedGraphs]:
    store = tmp_path / "store"
    with MemoryStore(store, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
    with MemoryStore(store, namespace="alice", embedder=embedder) as s:
        s.add_episodes([Episode.create("妹のあかりとピアノを弾いた", "素敵", occurred_at=TS)])
    monkeypatch.setenv("OMOIDE_STORE", str(store))
    for name in ("OMOIDE_SETTINGS", "OMOIDE_USER_BINDING", "OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    built = serve(default_user="default", open_default=True)
    try:
        yield built
    finally:
        built.pinned.close()
        built.pool.close()


def _cursor(built: ServedGraphs, namespace: str) -> object:
    with built.pool.lease(namespace) as store:
        return store.derived.cursor(namespace=namespace)


def test_a_run_naming_another_user_is_refused(served: ServedGraphs) -> None:
    graph = served.graphs["consolidate"]
    with pytest.raises(ValueError) as refused:
        graph.invoke({}, {"configurable": {"user_id": "alice"}})
    message = str(refused.value)
    assert "'default'" in message and "'alice'" in message, message
    assert "omoide --namespace alice consolidate" in message, message
    assert _cursor(served, "default") is None  # nothing of the operator's was consolidated
    # A context naming the user: the graph's context is ConsolidationConfig, so the name is
    # refused as a setting it does not have (still nothing consolidated).
    with pytest.raises(ValueError, match=r"consolidation\.user_id"):
        graph.invoke({}, context={"user_id": "alice"})
    assert _cursor(served, "default") is None


def test_a_run_naming_nobody_consolidates_the_default_namespace(served: ServedGraphs) -> None:
    out = served.graphs["consolidate"].invoke({})
    assert out["result"]["episodes"] == len(sample_episodes())
    assert _cursor(served, "default") is not None
    assert _cursor(served, "alice") is None
