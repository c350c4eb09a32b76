"""A deployment, end to end over HTTP: ``langgraph dev`` serves ``omoide.agent.served``'s graphs
(one retrieval graph and one agent for every user), the vectors live in a real ``chroma run``
server, the chat model is a loopback OpenAI-compatible stub, and ``langgraph_sdk`` drives two
users on two threads at once. Each run's namespace comes from ``configurable.user_id``; no user
may recall, or have remembered into, the other's memories.

Every server is started on a free loopback port by the fixture, waited for with a deadline, and
stopped by it (process group, SIGTERM then SIGKILL).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from langgraph_sdk import get_sync_client

from omoide.memory_store import USEEmbeddings
from omoide.memory_store.pool import NamespacePool
from tests.conftest import in_threads
from tests.langgraph_server import (
    DOGS,
    background_server,
    chat_stub,
    dog_memories,
    free_port,
    langgraph_dev,
)

pytestmark = pytest.mark.slow

QUESTION = "うちの柴犬が散歩中に川へ飛び込んだ話、覚えてる？"
NOW = datetime.now(UTC)


@pytest.fixture(scope="module")
def deployment(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[dict[str, Any]]:
    root = tmp_path_factory.mktemp("served_users")
    no_proxy = {"NO_PROXY": "127.0.0.1,localhost", "no_proxy": "127.0.0.1,localhost"}
    with chat_stub() as chat_env:
        # 1. The vector backend: a real Chroma server.
        chroma_url = f"http://127.0.0.1:{free_port()}"
        cli = Path(sys.executable).with_name("chroma")
        cmd = [str(cli), "run", "--path", str(root / "chroma-data")]
        cmd += ["--host", "127.0.0.1", "--port", chroma_url.rsplit(":", 1)[1]]
        with background_server(
            cmd,
            cwd=root,
            log=root / "chroma.log",
            ready_url=f"{chroma_url}/api/v2/heartbeat",
            what="chroma run",
            env=no_proxy,
        ):
            # 2. Each user's memories, in one store folder whose vectors are on that server.
            store = root / "store"
            with NamespacePool(store, embedder=embedder, chroma_url=chroma_url) as pool:
                for user in DOGS:
                    with pool.lease(user) as s:
                        s.add_episodes(dog_memories(user, NOW))

            # 3. langgraph dev serving omoide.agent.served (this checkout's, via PYTHONPATH).
            config = {
                "dependencies": ["."],
                "graphs": {
                    "retrieval": "omoide.agent.served:retrieval_node",
                    "omoide": "omoide.agent.served:graph",
                },
            }
            (root / "langgraph.json").write_text(json.dumps(config), "utf-8")
            log = root / "server.log"
            server_env = {
                **no_proxy,
                "OMOIDE_STORE": str(store),
                "OMOIDE_CHROMA_URL": chroma_url,
                **chat_env,
                # The tests read the pack to see whose memories it holds.
                "OMOIDE_SHOW_MEMORY": "1",
            }
            with langgraph_dev(
                root / "langgraph.json",
                cwd=root,
                log=log,
                env=server_env,
                unset=("OMOIDE_DEFAULT_USER",),
            ) as url:
                yield {"url": url, "log": log, "chroma_url": chroma_url, "store": store}


def _other(user: str) -> str:
    return next(u for u in DOGS if u != user)


def _ask(client: Any, graph: str, user: str, text: str, thread_id: str | None = None) -> Any:
    thread_id = thread_id or client.threads.create()["thread_id"]
    return client.runs.wait(
        thread_id,
        graph,
        input={"messages": [{"role": "user", "content": text}]},
        config={"configurable": {"user_id": user}},
    )


def test_served_retrieval_two_users_two_threads(deployment: dict[str, Any]) -> None:
    def work(user: str) -> None:
        with get_sync_client(url=deployment["url"]) as client:
            for _ in range(3):
                out = _ask(client, "retrieval", user, QUESTION)
                texts = [r["user_text"] + r["reply_text"] for r in out["recalled"]]
                assert texts and all(DOGS[user] in t for t in texts), texts
                assert DOGS[_other(user)] not in out["memory_pack"]

    in_threads(work, DOGS)


def test_served_agent_remembers_per_user(deployment: dict[str, Any]) -> None:
    facts = {u: f"{DOGS[u]}のトリミングは来月の十日に予約した" for u in DOGS}

    def work(user: str) -> None:
        with get_sync_client(url=deployment["url"]) as client:
            thread = client.threads.create()["thread_id"]
            out = _ask(client, "omoide", user, facts[user], thread)
            later = _ask(client, "omoide", user, "トリミングの予約っていつだっけ？")
        assert out["messages"][-1]["content"].startswith("了解です")
        recalled = [r["user_text"] for r in later["recalled"]]
        assert facts[user] in recalled, recalled
        assert all(DOGS[_other(user)] not in t for t in recalled), recalled

    in_threads(work, DOGS)
    # The remembered exchanges are in each user's own archive file.
    from omoide.agent.nodes.remember import archive_log

    for user in DOGS:
        log = (deployment["store"] / archive_log(user)).read_text("utf-8")
        assert facts[user] in log and facts[_other(user)] not in log


def test_vectors_are_on_the_chroma_server(deployment: dict[str, Any]) -> None:
    import chromadb

    host, port = deployment["chroma_url"].removeprefix("http://").split(":")
    client = chromadb.HttpClient(host=host, port=int(port))
    counts = sorted(c.count() for c in client.list_collections())
    assert len(counts) >= 2 and all(n >= 2 for n in counts[-2:]), counts
    assert not (deployment["store"] / "chroma").exists()  # nothing embedded on this host


def test_a_served_run_without_a_user_fails_clearly(deployment: dict[str, Any]) -> None:
    with get_sync_client(url=deployment["url"]) as client:
        thread = client.threads.create()["thread_id"]
        out = client.runs.wait(
            thread,
            "retrieval",
            input={"messages": [{"role": "user", "content": QUESTION}]},
            raise_error=False,
        )
    # The server reports the error's ValueError family; the message says what to pass.
    assert out["__error__"]["error"] in ("NoUserError", "ValueError"), out
    assert "names no user" in out["__error__"]["message"], out


def test_a_client_cannot_pick_the_operators_default_namespace(
    deployment: dict[str, Any], embedder: USEEmbeddings
) -> None:
    """``default`` is the operator's namespace (``omoide ingest`` without ``--namespace``):
    no client may name it (issue 26, 4)."""
    store, url = deployment["store"], deployment["chroma_url"]
    pool = NamespacePool(store, embedder=embedder, chroma_url=url)
    with pool, pool.lease("default") as s:
        s.add_episodes(dog_memories("alice", NOW))
    with get_sync_client(url=deployment["url"]) as client:
        out = client.runs.wait(
            client.threads.create()["thread_id"],
            "retrieval",
            input={"messages": [{"role": "user", "content": QUESTION}]},
            config={"configurable": {"user_id": "default"}},
            raise_error=False,
        )
    assert "__error__" in out, out
    assert "the operator's own" in out["__error__"]["message"], out
    assert DOGS["alice"] not in json.dumps(out, ensure_ascii=False)
