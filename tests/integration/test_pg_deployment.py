"""A deployment over PostgreSQL (issue 25, 5): two ``langgraph dev`` replicas of
``omoide.agent.served`` share one database for omoide's store (``$OMOIDE_STORE``) and for
LangGraph's checkpoints (``omoide.langgraph.make_checkpointer``); two users drive both
replicas alternately and at once through ``langgraph_sdk``; one replica is killed and the other
serves every memory and continues every thread.

The replicas run in working folders of their own (``langgraph dev`` keeps its thread rows in
the process and pickles them to ``./.langgraph_api``) with cache folders of their own
(``$OMOIDE_CACHE_DIR``), from the project ``tests/data/pg_deployment/langgraph.json``. The
chat model is a loopback OpenAI-compatible stub; the embedder is the real offline one.

What a replica needs to continue a thread another replica started: the checkpoints are in
PostgreSQL, but the in-memory runtime's thread *row* is per process, so a plain
``runs.wait(thread_id, ...)`` on the other replica answers 404. Every turn passes
``if_not_exists="create"``: the replica creates its row on first sight and the graph reads the
thread's checkpoints from the shared saver (``test_a_thread_moves_to_the_other_replica``).
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import statistics
import subprocess
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph_sdk import get_sync_client

from omoide.langgraph import checkpointer_url, make_checkpointer
from omoide.memory_store import USEEmbeddings
from omoide.memory_store.errors import StoreError
from omoide.memory_store.pool import NamespacePool
from tests.conftest import in_threads
from tests.langgraph_server import DOGS, chat_stub, dog_memories, free_port, langgraph_dev_process

REPO = Path(__file__).resolve().parents[2]
PROJECT = REPO / "tests" / "data" / "pg_deployment" / "langgraph.json"
# One new fact per turn; turn i goes through replica "ab"[i % 2].
THINGS = [
    "トリミングは来月の十日",
    "新しい首輪は赤い革",
    "好きなおやつはさつまいも",
    "病院は駅前の動物病院",
]
NOW = datetime.now(UTC)


# --- the checkpointer factory, no server needed ------------------------------------------


def test_checkpointer_url_from_the_environment() -> None:
    sock = "postgresql://postgres:@/postgres?host=/run/pg"
    assert checkpointer_url({"OMOIDE_CHECKPOINTER_URL": sock}) == sock
    # By default the store's database, omoide's schema= taken out (libpq would refuse it).
    assert checkpointer_url({"OMOIDE_STORE": sock + "&schema=prod"}) == sock
    url = "postgresql://app:pw@db:5432/omoide?sslmode=require&schema=s1"
    assert checkpointer_url({"OMOIDE_STORE": url}) == (
        "postgresql://app:pw@db:5432/omoide?sslmode=require"
    )
    # The explicit URL wins over the store's.
    assert checkpointer_url({"OMOIDE_STORE": url, "OMOIDE_CHECKPOINTER_URL": sock}) == sock


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({}, "set $OMOIDE_CHECKPOINTER_URL"),
        ({"OMOIDE_STORE": "./.omoide"}, "no PostgreSQL database for the checkpoints"),
        ({"OMOIDE_CHECKPOINTER_URL": "sqlite:///x.db"}, "not a postgresql:// URL"),
        (
            {"OMOIDE_CHECKPOINTER_URL": "postgresql://u:secret@h/db?schema=a"},
            "schema= is omoide's store parameter",
        ),
    ],
)
def test_checkpointer_without_a_usable_url_fails_in_one_line(
    env: dict[str, str], says: str
) -> None:
    with pytest.raises(ValueError) as err:
        checkpointer_url(env)
    message = str(err.value)
    assert says in message and "\n" not in message and "secret" not in message, message


def test_unreachable_checkpointer_fails_in_one_line_without_the_password() -> None:
    url = f"postgresql://app:hunter22@127.0.0.1:{free_port()}/db"

    async def enter() -> None:
        async with make_checkpointer({"OMOIDE_CHECKPOINTER_URL": url}):
            pass

    with pytest.raises(StoreError) as err:
        asyncio.run(enter())
    message = str(err.value)
    assert message.startswith("cannot open the LangGraph checkpointer at postgresql://app:***@")
    assert "hunter22" not in message and "\n" not in message, message
    assert "$OMOIDE_CHECKPOINTER_URL" in message


def _fresh_database(pg_server: Any) -> str:
    import psycopg

    name = f"deploy_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(pg_server.get_uri(), autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    uri = str(pg_server.get_uri(database=name))
    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    return uri


def test_two_checkpointers_set_up_one_new_database_at_once_and_share_threads(
    pg_server: Any,
) -> None:
    """Two savers entered together on a new database (two replicas starting at once: the
    setup's migrations would race on their table's primary key without the lock); a thread
    written through one is continued through the other."""
    env = {"OMOIDE_STORE": _fresh_database(pg_server) + "&schema=omoide"}

    def count(state: MessagesState) -> dict[str, Any]:
        n = sum(1 for m in state["messages"] if m.type == "human")
        return {"messages": [{"role": "assistant", "content": f"turn {n}"}]}

    builder: StateGraph[Any, Any, Any, Any] = StateGraph(MessagesState)
    builder.add_node("count", count)
    builder.add_edge(START, "count")
    builder.add_edge("count", END)

    async def run() -> list[str]:
        # Entered together: both set up the new database (in turn, under the lock).
        results = await asyncio.gather(*(_enter_and_turn(env, builder, i) for i in range(2)))
        assert results == [True, True]
        thread = {"configurable": {"thread_id": str(uuid.uuid4())}}
        async with make_checkpointer(env) as one, make_checkpointer(env) as two:
            await builder.compile(checkpointer=one).ainvoke({"messages": ["hi"]}, thread)
            out = await builder.compile(checkpointer=two).ainvoke({"messages": ["again"]}, thread)
        return [str(m.content) for m in out["messages"]]

    assert asyncio.run(run()) == ["hi", "turn 1", "again", "turn 2"]


async def _enter_and_turn(env: dict[str, str], builder: Any, i: int) -> bool:
    async with make_checkpointer(env) as saver:
        thread = {"configurable": {"thread_id": f"t{i}-{uuid.uuid4()}"}}
        out = await builder.compile(checkpointer=saver).ainvoke({"messages": ["x"]}, thread)
        return bool(out["messages"][-1].content == "turn 1")


# --- the deployment -------------------------------------------------------------------------


@dataclass
class Replica:
    name: str
    url: str
    proc: subprocess.Popen[bytes]  # its process group's leader
    log: Path


@dataclass
class Deployment:
    store_url: str
    replicas: dict[str, Replica]
    # (user, thread_id) -> the user messages sent on it, in order
    threads: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    # user -> [(fact, replica that remembered it)]
    remembered: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    # (replica, graph) -> seconds per run, as the client sees it
    timings: dict[tuple[str, str], list[float]] = field(default_factory=dict)


@pytest.fixture(scope="module")
def deployment(
    tmp_path_factory: pytest.TempPathFactory, pg_server: Any, embedder: USEEmbeddings
) -> Iterator[Deployment]:
    root = tmp_path_factory.mktemp("pg_deployment")
    store_url = _fresh_database(pg_server) + "&schema=omoide"
    # Each user's memories, written before the servers start (as `omoide ingest` would).
    seed = NamespacePool(store_url, embedder=embedder, cache_dir=root / "seed-cache")
    with seed:
        for user in DOGS:
            with seed.lease(user) as s:
                s.add_episodes(dog_memories(user, NOW))
    with chat_stub() as chat_env, ExitStack() as stack:

        def start(name: str) -> Replica:
            (root / name).mkdir()
            env = {
                **chat_env,
                "OMOIDE_STORE": store_url,  # the checkpointer's database too, by default
                "OMOIDE_CACHE_DIR": str(root / f"cache-{name}"),
                "OMOIDE_SHOW_MEMORY": "1",  # the tests read the pack to see whose it is
            }
            url, proc = stack.enter_context(
                langgraph_dev_process(
                    PROJECT,
                    cwd=root / name,
                    log=root / f"{name}.log",
                    env=env,
                    unset=("OMOIDE_DEFAULT_USER", "OMOIDE_CHECKPOINTER_URL", "OMOIDE_CHROMA_URL"),
                )
            )
            return Replica(name, url, proc, root / f"{name}.log")

        # Both at once: their checkpointers set up the new database together.
        with ThreadPoolExecutor(2) as pool:
            replicas = {r.name: r for r in pool.map(start, "ab")}
        yield Deployment(store_url, replicas)


def _say(
    dep: Deployment, replica: str, user: str, thread_id: str, text: str, graph: str = "omoide"
) -> Any:
    started = time.perf_counter()
    with get_sync_client(url=dep.replicas[replica].url) as client:
        out = client.runs.wait(
            thread_id,
            graph,
            input={"messages": [{"role": "user", "content": text}]},
            config={"configurable": {"user_id": user}},
            if_not_exists="create",
        )
    dep.timings.setdefault((replica, graph), []).append(time.perf_counter() - started)
    if graph == "omoide":
        dep.threads.setdefault((user, thread_id), []).append(text)
    return out


def _users_texts(out: Any) -> list[str]:
    return [m["content"] for m in out["messages"] if m["type"] == "human"]


def _other(user: str) -> str:
    return next(u for u in DOGS if u != user)


def _recall(dep: Deployment, replica: str, user: str, question: str) -> Any:
    return _say(dep, replica, user, str(uuid.uuid4()), question, graph="retrieval")


@pytest.mark.slow
def test_a_thread_moves_to_the_other_replica(deployment: Deployment) -> None:
    a, b = deployment.replicas["a"], deployment.replicas["b"]
    with get_sync_client(url=a.url) as ca, get_sync_client(url=b.url) as cb:
        thread_id = ca.threads.create()["thread_id"]
        first = {"messages": [{"role": "user", "content": "こんにちは"}]}
        ca.runs.wait(
            thread_id, "omoide", input=first, config={"configurable": {"user_id": "alice"}}
        )
        # B has the checkpoints (PostgreSQL) but not the thread's row (A's process memory).
        with pytest.raises(httpx.HTTPStatusError) as err:
            cb.runs.wait(
                thread_id, "omoide", input=first, config={"configurable": {"user_id": "alice"}}
            )
        assert err.value.response.status_code == 404
        with pytest.raises(httpx.HTTPStatusError):
            cb.threads.get_state(thread_id)
    deployment.threads[("alice", thread_id)] = ["こんにちは"]
    # With if_not_exists="create", B makes its row and its graph reads A's checkpoints.
    out = _say(deployment, "b", "alice", thread_id, "元気？")
    assert _users_texts(out) == ["こんにちは", "元気？"]
    assert [m["type"] for m in out["messages"]] == ["human", "ai", "human", "ai"]
    with get_sync_client(url=b.url) as cb, get_sync_client(url=a.url) as ca:
        assert _users_texts(cb.threads.get_state(thread_id)["values"]) == ["こんにちは", "元気？"]
        # A reads B's turn from the shared checkpoints too.
        assert _users_texts(ca.threads.get_state(thread_id)["values"]) == ["こんにちは", "元気？"]
        assert len(cb.threads.get_history(thread_id, limit=50)) == len(
            ca.threads.get_history(thread_id, limit=50)
        )


@pytest.mark.slow
def test_two_users_drive_both_replicas_alternately_and_at_once(deployment: Deployment) -> None:
    def work(user: str) -> None:
        thread_id = str(uuid.uuid4())  # the client names the thread; no replica owns it
        for i, thing in enumerate(THINGS):
            replica = "ab"[i % 2]
            fact = f"{DOGS[user]}の{thing}だよ"
            out = _say(deployment, replica, user, thread_id, fact)
            assert out["messages"][-1]["content"] == f"了解です。「{fact}」ですね。"
            # Every earlier turn, whichever replica served it, is in the thread.
            assert _users_texts(out) == [f"{DOGS[user]}の{t}だよ" for t in THINGS[: i + 1]]
            deployment.remembered.setdefault(user, []).append((fact, replica))

    in_threads(work, DOGS)


@pytest.mark.slow
def test_each_memory_is_found_from_the_other_replica_and_only_by_its_user(
    deployment: Deployment,
) -> None:
    assert deployment.remembered, "run with the previous test (the turns it remembered)"

    def work(user: str) -> None:
        for fact, through in deployment.remembered[user]:
            other = "b" if through == "a" else "a"
            out = _recall(deployment, other, user, fact)
            recalled = [r["user_text"] for r in out["recalled"]]
            assert fact in recalled, (user, through, recalled)
            assert DOGS[_other(user)] not in json.dumps(out, ensure_ascii=False), out
        for replica in "ab":  # the memories written before the servers started
            out = _recall(deployment, replica, user, "うちの柴犬が川へ飛び込んだ話、覚えてる？")
            assert any("川へ飛び込んで" in r["user_text"] for r in out["recalled"]), out
            assert DOGS[_other(user)] not in json.dumps(out, ensure_ascii=False), out

    in_threads(work, DOGS)


@pytest.mark.slow
def test_a_killed_replica_leaves_every_memory_and_thread_to_the_other(
    deployment: Deployment,
) -> None:
    # A new thread and memory for each user through A, just before A dies, never seen by B.
    last: dict[str, tuple[str, str]] = {}
    for user in DOGS:
        thread_id, fact = str(uuid.uuid4()), f"{DOGS[user]}の誕生日は五月五日だよ"
        _say(deployment, "a", user, thread_id, fact)
        deployment.remembered.setdefault(user, []).append((fact, "a"))
        last[user] = (thread_id, fact)
    a = deployment.replicas["a"]
    os.killpg(a.proc.pid, signal.SIGKILL)
    assert a.proc.wait(timeout=10) == -signal.SIGKILL
    with pytest.raises(httpx.HTTPError), get_sync_client(url=a.url, timeout=5) as gone:
        gone.assistants.search()

    def work(user: str) -> None:
        # Every thread of the user (started on A, on B, or moved between them) continues on B.
        for (owner, thread_id), said in list(deployment.threads.items()):
            if owner != user:
                continue
            expected = [*said, "まだ覚えてる？"]
            out = _say(deployment, "b", user, thread_id, "まだ覚えてる？")
            assert _users_texts(out) == expected, (thread_id, out)
        # Every memory, remembered through either replica, is served by B.
        for fact, _through in deployment.remembered[user]:
            out = _recall(deployment, "b", user, fact)
            assert fact in [r["user_text"] for r in out["recalled"]], (user, fact, out)
            assert DOGS[_other(user)] not in json.dumps(out, ensure_ascii=False), out

    in_threads(work, DOGS)
    assert all((user, last[user][0]) in deployment.threads for user in DOGS)
    for (replica, graph), seconds in sorted(deployment.timings.items()):
        ms = sorted(1000 * s for s in seconds)
        p50 = statistics.median(ms)
        print(f"replica {replica} {graph}: {len(ms)} runs, p50 {p50:.0f} ms, max {ms[-1]:.0f} ms")
