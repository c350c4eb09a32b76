"""``omoide.langgraph.make_store``: the store omoide's ``langgraph.json`` declares, built from
the environment; and ``langgraph dev`` on that very ``langgraph.json`` serving omoide's memory
through the store API (what Studio's memory view and ``client.store.*`` use)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph_sdk import get_sync_client

from omoide.langgraph import build_store, make_store
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.langgraph_store import OmoideStore
from omoide.store_auth import ServedStore
from tests.conftest import sample_episodes
from tests.langgraph_server import langgraph_dev, tail

# Seconds, not milliseconds: out of the fast lane (`pytest -m "not slow"`); CI runs it.
pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]


def test_langgraph_json_declares_make_store() -> None:
    config = json.loads((REPO / "langgraph.json").read_text("utf-8"))
    module, _, name = config["store"]["path"].rpartition(".")
    # langgraph_api imports a dotted path as module + attribute.
    assert (module, name) == ("omoide.langgraph", "make_store")


def test_build_store_reads_the_environment(tmp_path: Path) -> None:
    env = {
        "OMOIDE_STORE": str(tmp_path / "s"),
        "OMOIDE_STORE_FIELDS": "content, context",
        "OMOIDE_STORE_TTL": "1440",
        "OMOIDE_STORE_TTL_REFRESH": "false",
    }
    with build_store(env) as store:
        assert store.path == tmp_path / "s"
        assert store.index_config["fields"] == ["content", "context"]
        assert store.ttl_config == {
            "refresh_on_read": False,
            "default_ttl": 1440.0,
            "sweep_interval_minutes": 5,
        }
    with build_store({"OMOIDE_STORE": str(tmp_path / "s")}) as store:
        assert store.index_config["fields"] == ["$"] and store.ttl_config is None


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("OMOIDE_STORE_TTL", "a day"),
        ("OMOIDE_STORE_TTL", "0"),
        ("OMOIDE_STORE_TTL_SWEEP", "-5"),
        ("OMOIDE_STORE_TTL_REFRESH", "sometimes"),
        ("OMOIDE_MAX_OPEN", "0"),
    ],
)
def test_a_bad_setting_names_its_variable(tmp_path: Path, name: str, value: str) -> None:
    with pytest.raises(ValueError, match=name):
        build_store({"OMOIDE_STORE": str(tmp_path / "s"), name: value})


def test_make_store_is_one_store_per_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OMOIDE_STORE", str(tmp_path / "s"))
    first = make_store()
    try:
        assert isinstance(first, OmoideStore) and make_store() is first
    finally:
        first.close()


# -- langgraph dev on omoide's langgraph.json -----------------------------------------------
@pytest.fixture(scope="module")
def served(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[tuple[str, Path, Path]]:
    root = tmp_path_factory.mktemp("make_store_server")
    store_path = root / "store"
    with MemoryStore(store_path, namespace="alice", embedder=embedder) as ms:
        ms.add_episodes([dataclasses.replace(e, namespace="alice") for e in sample_episodes()])
    log = root / "server.log"
    with langgraph_dev(
        REPO / "langgraph.json",
        cwd=root,
        log=log,
        env={"OMOIDE_STORE": str(store_path)},
        unset=("OPENAI_API_KEY", "OPENAI_BASE_URL"),
    ) as url:
        yield url, store_path, log


@pytest.mark.slow
def test_the_store_api_serves_omoides_memory(
    served: tuple[str, Path, Path], embedder: USEEmbeddings
) -> None:
    url, store_path, log = served
    dog = sample_episodes()[0]
    with get_sync_client(url=url) as client:
        # omoide's own memory (an ingested conversation) is visible through the store API.
        found: list[dict[str, Any]] = client.store.search_items(["alice"], query="こむぎ 川")[
            "items"
        ]
        assert found and found[0]["key"] == dog.id, tail(log)
        assert found[0]["value"]["kind"] == "episode"
        assert -1.0 <= found[0]["score"] <= 1.0  # a signed cosine
        assert ["alice"] in client.store.list_namespaces()["namespaces"]
        # An item put through the API lands in omoide's indexes.
        client.store.put_item(["alice"], "fav", {"content": "好きな花は紫陽花"})
        client.store.put_item(["alice"], "brief", {"content": "短命のメモ"}, ttl=5)
        hits = client.store.search_items(["alice"], query="紫陽花")["items"]
        assert hits[0]["key"] == "fav"
        assert client.store.get_item(["alice"], "brief")["value"] == {"content": "短命のメモ"}
    with MemoryStore(store_path, namespace="alice", embedder=embedder) as ms:
        assert [h.id for h in ms.search_keyword("紫陽花", k=3)] == ["fav"]
    # langgraph_api names the store it uses: omoide's (served: the OmoideStore that checks the
    # store API's caller, omoide.store_auth.ServedStore).
    assert "Using custom store: <omoide.store_auth.ServedStore" in log.read_text(
        "utf-8", errors="replace"
    )
    assert issubclass(ServedStore, OmoideStore)
