"""Studio's context panel for the ``consolidate`` graph, through a real ``langgraph dev`` serving
``langgraph.json`` (tests/langgraph_server.py): the schema endpoint lists consolidation's
settings with their descriptions, a run's ``context`` tunes it, a bad value and an operator's
setting are refused with their message, and ``$OMOIDE_SETTINGS``'s ``consolidation.*`` items
bind it."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph_sdk import get_sync_client

from omoide.agent.consolidation import ConsolidationConfig
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.derived import DerivedStore
from tests.conftest import sample_episodes
from tests.langgraph_server import langgraph_dev, tail

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


@dataclasses.dataclass
class Server:
    client: Any
    store: Path
    log: Path


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Iterator[Server]:
    root = tmp_path_factory.mktemp("studio-consolidate")
    store_path = root / "store"
    with MemoryStore(store_path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
    with (
        langgraph_dev(
            REPO / "langgraph.json",
            cwd=root,
            log=root / "server.log",
            # The operator binds a batch size; runs may change it, never max_sensitivity.
            env={"OMOIDE_STORE": str(store_path), "OMOIDE_SETTINGS": "consolidation.batch_size=4"},
            unset=("OPENAI_API_KEY", "OPENAI_BASE_URL"),
        ) as url,
        get_sync_client(url=url) as client,
    ):
        yield Server(client, store_path, root / "server.log")


def run(server: Server, context: dict[str, Any] | None) -> Any:
    thread = server.client.threads.create()["thread_id"]
    return server.client.runs.wait(
        thread, "consolidate", input={}, context=context, raise_error=False
    )


def wait_for_log(server: Server, text: str) -> None:
    deadline = time.monotonic() + 10
    while text not in server.log.read_text("utf-8", errors="replace"):
        assert time.monotonic() < deadline, tail(server.log)
        time.sleep(0.2)


def entities(server: Server) -> int:
    derived = DerivedStore(server.store)
    try:
        return derived.counts(namespace="default")["entities"]
    finally:
        derived.close()


def test_the_schema_endpoint_lists_the_settings_with_descriptions(server: Server) -> None:
    assistant = server.client.assistants.search(graph_id="consolidate")[0]
    schema = server.client.assistants.get_schemas(assistant["assistant_id"])["context_schema"]
    names = [f.name for f in dataclasses.fields(ConsolidationConfig)]
    assert list(schema["properties"]) == names
    size = schema["properties"]["batch_size"]
    assert (size["minimum"], size["maximum"]) == (1, 10_000)
    assert "commits atomically" in size["description"]
    assert "SECRET" in schema["properties"]["max_sensitivity"]["description"]


def test_refused_runs_say_why_and_consolidate_nothing(server: Server) -> None:
    bad = run(server, {"batch_size": 0})
    assert bad["__error__"]["error"] == "ValueError", bad
    wait_for_log(server, "consolidation.batch_size=0: allowed an integer >= 1")
    refused = run(server, {"max_sensitivity": 2})
    assert refused["__error__"]["error"] == "OperatorSettingError", refused
    wait_for_log(server, "consolidation.max_sensitivity=SECRET: the operator's setting")
    assert entities(server) == 0


def test_a_runs_context_tunes_the_operators_config(server: Server) -> None:
    # Last: it consolidates the served store. Bound 4 per batch; this run asks for 3.
    out = run(server, {"batch_size": 3, "topic_min_mentions": 1})
    assert (out["result"]["episodes"], out["result"]["batches"]) == (8, 3), out
    assert out["result"]["done"] is True
    assert entities(server) > 0
