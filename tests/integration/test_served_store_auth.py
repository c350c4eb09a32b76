"""The served store API bound to the caller (issue 34, 1), over HTTP: ``langgraph dev`` serves
``omoide.langgraph.make_store`` and ``omoide.agent.served``'s retrieval graph behind a
LangGraph custom auth (bearer tokens for alice and bob) with ``$OMOIDE_USER_BINDING=auth``,
on a folder store and on a PostgreSQL store; ``langgraph_sdk`` clients call ``client.store``.

- alice's own namespace works for every store operation (get, put, delete, search,
  list_namespaces);
- every operation on bob's namespace or the operator's (``default``) is a 403 with a reason,
  a search or listing from the top is narrowed to alice's own, and ``list_namespaces`` never
  shows that bob exists;
- a put planted into bob's namespace is refused and never reaches bob's pack;
- secure by default: a server with custom auth but without omoide's store handler (or with a
  more specific store handler of its own in its place) does not start, and a server without
  auth under ``$OMOIDE_USER_BINDING=auth`` refuses the store API.

Servers are started on free loopback ports by the fixtures, waited for with a deadline, and
stopped by them (process group, SIGTERM then SIGKILL).
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from langgraph_sdk import get_sync_client

from omoide.memory_store import Episode, USEEmbeddings
from omoide.memory_store.pool import NamespacePool
from tests.langgraph_server import (
    DOGS,
    REPO,
    dog_memories,
    langgraph_dev,
    langgraph_dev_refuses,
    tail,
)

pytestmark = pytest.mark.slow

TOKENS = {"alice": "token-a", "bob": "token-b"}
QUESTION = "うちの柴犬が散歩中に川へ飛び込んだ話、覚えてる？"
OPERATOR_WORD = "運営メモ"  # only in the operator's `default` namespace
PLANTED = "柴犬のもなかが散歩中に川へ飛び込んだのは嘘で、本当はずっと家で寝ていたと言っていた"
NOW = datetime.now(UTC)

AUTH = """
from langgraph_sdk import Auth
{imports}
auth = Auth()
{register}
USERS = {users}


@auth.authenticate
async def authenticate(authorization: str | None) -> str:
    scheme, _, token = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or token not in USERS:
        raise Auth.exceptions.HTTPException(status_code=401, detail="unknown token")
    return USERS[token]
{extra}
"""

OWN_PUT_HANDLER = """

@auth.on.store.put
async def my_put(ctx: Auth.types.AuthContext, value: dict) -> None:
    return None  # a handler of the operator's own, in omoide's place for put
"""


def auth_module(*, handler: bool = True, extra: str = "") -> str:
    """The test's auth module: bearer tokens for alice and bob, and (``handler``) omoide's
    store handler registered as the README shows."""
    return AUTH.format(
        imports="from omoide.langgraph import store_auth\n" if handler else "",
        register="store_auth(auth)\n" if handler else "",
        users=json.dumps({v: k for k, v in TOKENS.items()}),
        extra=extra,
    )


def _operator_memory() -> Episode:
    return Episode.create(
        f"{OPERATOR_WORD}: 柴犬の散歩サービスの料金表を来月改定する",
        "承知しました。",
        occurred_at=NOW,
        session_id="operator-s1",
    )


def _schema_url(pg_server: Any) -> str:
    import psycopg

    uri = str(pg_server.get_uri())
    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    sep = "&" if "?" in uri else "?"
    return f"{uri}{sep}schema=t_{uuid.uuid4().hex[:12]}"


NOTES = """
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, StateGraph
from langgraph.store.base import BaseStore
from typing_extensions import TypedDict


class State(TypedDict, total=False):
    text: str
    found: list[str]


async def note(state: State, config: RunnableConfig, *, store: BaseStore) -> dict:
    user = config["configurable"]["langgraph_auth_user_id"]  # set by the server
    await store.aput((user, "notes"), "last", {"content": state["text"]})
    hits = await store.asearch((user, "notes"), query=state["text"])
    return {"found": [h.value["content"] for h in hits]}


builder = StateGraph(State)
builder.add_node("note", note)
builder.add_edge(START, "note")
builder.add_edge("note", END)
graph = builder.compile()
"""


def _project(root: Path, auth: str | None) -> Path:
    """A langgraph.json: the served retrieval graph, a graph whose node uses the server's
    store, omoide's store, and ``auth`` (an auth module's text) when given."""
    (root / "notes.py").write_text(NOTES, "utf-8")
    config: dict[str, Any] = {
        "dependencies": ["."],
        "graphs": {
            "retrieval": "omoide.agent.served:retrieval_node",
            "notes": "./notes.py:graph",
        },
        "store": {"path": "omoide.langgraph.make_store"},
    }
    if auth is not None:
        (root / "auth.py").write_text(auth, "utf-8")
        config["auth"] = {"path": "./auth.py:auth"}
    (root / "langgraph.json").write_text(json.dumps(config), "utf-8")
    return root / "langgraph.json"


UNSET = ("OMOIDE_DEFAULT_USER", "OMOIDE_SETTINGS", "OMOIDE_CHROMA_URL", "OMOIDE_USER_BINDING")


@pytest.fixture(scope="module", params=["folder", "postgres"])
def served(
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    embedder: USEEmbeddings,
) -> Iterator[dict[str, Any]]:
    root = tmp_path_factory.mktemp(f"served_store_auth_{request.param}")
    env = {
        "OMOIDE_USER_BINDING": "auth",
        "OMOIDE_SHOW_MEMORY": "1",  # the tests read the pack to see whose memories it holds
        "NO_PROXY": "127.0.0.1,localhost",
        "no_proxy": "127.0.0.1,localhost",
    }
    if request.param == "folder":
        store = str(root / "store")
    else:
        store = _schema_url(request.getfixturevalue("pg_server"))
        env["OMOIDE_CACHE_DIR"] = str(root / "cache")
    env["OMOIDE_STORE"] = store
    memories: dict[str, list[Episode]] = {u: dog_memories(u, NOW) for u in DOGS}
    memories["default"] = [_operator_memory()]
    seed = {"cache_dir": root / "seed-cache"} if request.param == "postgres" else {}
    with NamespacePool(store, embedder=embedder, **seed) as pool:
        for user, episodes in memories.items():
            with pool.lease(user) as s:
                s.add_episodes(episodes)
    log = root / "server.log"
    with langgraph_dev(
        _project(root, auth_module()), cwd=root, log=log, env=env, unset=UNSET
    ) as url:
        yield {"url": url, "log": log, "memories": memories}


def _client(url: str, user: str) -> Any:
    return get_sync_client(url=url, headers={"Authorization": f"Bearer {TOKENS[user]}"})


def _refused(call: Callable[[], Any]) -> str:
    """The detail of the 403 ``call`` must end in."""
    with pytest.raises(httpx.HTTPStatusError) as err:
        call()
    assert err.value.response.status_code == 403, err.value.response.text
    return err.value.response.text


def _ask(client: Any) -> Any:
    thread = client.threads.create()["thread_id"]
    return client.runs.wait(
        thread,
        "retrieval",
        input={"messages": [{"role": "user", "content": QUESTION}]},
        raise_error=False,
    )


def test_alice_reaches_her_own_memory_with_every_operation(served: dict[str, Any]) -> None:
    own = served["memories"]["alice"][0]
    with _client(served["url"], "alice") as client:
        found = client.store.search_items(["alice"], query="川に飛び込んだ")["items"]
        assert found and {i["key"] for i in found} <= {e.id for e in served["memories"]["alice"]}
        assert client.store.get_item(["alice"], own.id)["value"]["kind"] == "episode"
        client.store.put_item(["alice"], "flower", {"content": "好きな花は紫陽花"})
        client.store.put_item(["alice", "notes"], "todo", {"content": "こむぎの爪切り"})
        assert client.store.get_item(["alice"], "flower")["value"] == {
            "content": "好きな花は紫陽花"
        }
        # Searching or listing from the top is narrowed to alice's own namespaces.
        everything = client.store.search_items([], query="紫陽花", limit=50)["items"]
        assert everything and all(i["namespace"][0] == "alice" for i in everything), everything
        spaces = client.store.list_namespaces()["namespaces"]
        assert sorted(spaces) == [["alice"], ["alice", "notes"]], spaces
        assert client.store.list_namespaces(prefix=["alice", "notes"])["namespaces"] == [
            ["alice", "notes"]
        ]
        client.store.delete_item(["alice"], "flower")
        assert client.store.get_item(["alice"], "flower") is None
        client.store.delete_item(["alice", "notes"], "todo")


@pytest.mark.parametrize("target", ["bob", "default"])
def test_alice_cannot_reach_bob_or_the_operator(served: dict[str, Any], target: str) -> None:
    theirs = served["memories"][target][0]
    word = DOGS.get(target, OPERATOR_WORD)
    with _client(served["url"], "alice") as client:
        store = client.store
        details = [
            _refused(lambda: store.search_items([target], query=word)),
            _refused(lambda: store.search_items([target])),
            _refused(lambda: store.get_item([target], theirs.id)),
            _refused(lambda: store.put_item([target], "planted", {"content": PLANTED})),
            _refused(lambda: store.delete_item([target], theirs.id)),
            _refused(lambda: store.list_namespaces(prefix=[target])),
            _refused(lambda: store.search_items([target, "notes"])),
        ]
        # From the top: narrowed to alice's own, nothing of the other's.
        found = store.search_items([], query=word, limit=50)["items"]
        listed = store.list_namespaces(max_depth=1)["namespaces"]
        wildcard = _refused(lambda: store.list_namespaces(prefix=["*"]))
    assert all("omoide store" in d and "'alice'" in d for d in details), details
    assert "wildcard" in wildcard or "'alice'" in wildcard, wildcard
    assert all(i["namespace"][0] == "alice" for i in found), found
    assert [target] not in listed and all(ns == ["alice"] for ns in listed), listed
    # The delete was refused: the item is still there for its owner's graph runs.
    if target == "bob":
        with _client(served["url"], "bob") as bob:
            assert bob.store.get_item(["bob"], theirs.id)["value"]["kind"] == "episode"


def test_a_planted_put_never_reaches_bobs_pack(served: dict[str, Any]) -> None:
    with _client(served["url"], "alice") as alice:
        detail = _refused(lambda: alice.store.put_item(["bob"], "planted", {"content": PLANTED}))
        # The control: what alice puts in her own namespace reaches her own pack.
        mine = f"{DOGS['alice']}は川に飛び込んだあと、必ずシャンプーをする約束にした"
        alice.store.put_item(["alice"], "promise", {"content": mine})
        her_pack = _ask(alice)["memory_pack"]
    assert "may put only in their own namespace" in detail, detail
    assert mine in her_pack, her_pack
    with _client(served["url"], "bob") as bob:
        out = _ask(bob)
        stored = bob.store.search_items(["bob"], query=PLANTED, limit=50)["items"]
    assert DOGS["bob"] in out["memory_pack"], out
    assert PLANTED not in json.dumps(out, ensure_ascii=False), tail(served["log"])
    assert all(i["key"] != "planted" for i in stored), stored


def test_bob_is_scoped_as_alice_is(served: dict[str, Any]) -> None:
    with _client(served["url"], "bob") as client:
        assert client.store.list_namespaces()["namespaces"] == [["bob"]]
        detail = _refused(lambda: client.store.search_items(["alice"]))
    assert "'bob' may search only in their own namespace ('bob',)" in detail, detail


def test_a_graph_run_still_uses_the_servers_store(served: dict[str, Any]) -> None:
    """A run is no store API request: its nodes reach the store as the graph's code says."""
    with _client(served["url"], "alice") as client:
        thread = client.threads.create()["thread_id"]
        out = client.runs.wait(
            thread, "notes", input={"text": "散歩の後はおやつ"}, raise_error=False
        )
        item = client.store.get_item(["alice", "notes"], "last")
    assert out.get("found") == ["散歩の後はおやつ"], (out, tail(served["log"]))
    assert item["value"] == {"content": "散歩の後はおやつ"}


# --- secure by default ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("auth", "missing"),
    [
        (auth_module(handler=False), "get, put, delete, search, list_namespaces"),
        (auth_module(extra=OWN_PUT_HANDLER), "does not authorize put:"),
    ],
    ids=["no-store-handler", "own-put-handler"],
)
def test_custom_auth_without_omoides_store_handler_does_not_start(
    tmp_path: Path, auth: str, missing: str
) -> None:
    output = langgraph_dev_refuses(
        _project(tmp_path, auth),
        cwd=tmp_path,
        log=tmp_path / "server.log",
        env={"OMOIDE_STORE": str(tmp_path / "store"), "NO_PROXY": "127.0.0.1,localhost"},
        unset=UNSET,
    )
    assert "StoreAuthError" in output and "store_auth(auth)" in output, output[-3000:]
    assert missing in output, output[-3000:]


PROBE = """
import asyncio, json, sys
from langgraph_api.auth.custom import SimpleUser, get_auth_instance
from langgraph_api.utils import with_user
from langgraph_sdk import Auth
from starlette.exceptions import HTTPException
from omoide.langgraph import build_store
from omoide.store_auth import _handler_for, check_served_auth

check_served_auth()  # omoide's handler is registered: no error
store = build_store({"OMOIDE_STORE": sys.argv[1]})
handler = _handler_for(get_auth_instance(), "search")


async def attempt(namespace):
    try:
        await store.asearch(namespace)
        return "served"
    except HTTPException as exc:
        return [exc.status_code, exc.detail]


async def main():
    out = {"no_request": await attempt(("bob",))}  # scripts, the server's own work
    async with with_user(SimpleUser("alice"), None):  # a request the handler never saw
        out["unscoped"] = await attempt(("alice",))
    async with with_user(SimpleUser("alice"), None):
        ctx = Auth.types.AuthContext(
            user=SimpleUser("alice"), permissions=[], resource="store", action="search"
        )
        await handler(ctx=ctx, value={"namespace": ("alice",)})
        out["own"] = await attempt(("alice",))
        out["other"] = await attempt(("bob",))  # past the handler: the store checks again
    async with with_user(SimpleUser("bob"), None):  # alice's scope, bob's request
        out["another_identity"] = await attempt(("alice",))
    print(json.dumps(out))


asyncio.run(main())
"""


def test_the_store_refuses_what_omoides_handler_did_not_scope(tmp_path: Path) -> None:
    """The second line of defence, with langgraph_api's own request context: an authenticated
    store request the handler did not scope is refused, and one it scoped for alice still
    cannot reach bob's namespace. (langgraph_api reads its settings at import: a process of
    its own, set up as ``langgraph dev`` sets it up.)"""
    import subprocess
    import sys

    (tmp_path / "auth.py").write_text(auth_module(), "utf-8")
    (tmp_path / "probe.py").write_text(PROBE, "utf-8")
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "LANGGRAPH_AUTH": json.dumps({"path": f"{tmp_path / 'auth.py'}:auth"}),
        "LANGGRAPH_RUNTIME_EDITION": "inmem",
        "DATABASE_URI": ":memory:",
        "REDIS_URI": "fake",
        "MIGRATIONS_PATH": "__inmem",
    }
    done = subprocess.run(
        [sys.executable, str(tmp_path / "probe.py"), str(tmp_path / "store")],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["own"] == "served" and out["no_request"] == "served", out
    assert out["unscoped"][0] == 403 and "store_auth(auth)" in out["unscoped"][1], out
    assert out["another_identity"][0] == 403, out
    assert out["other"] == [
        403,
        "omoide store: 'alice' may reach only ('alice',) and under it, not ('bob',)",
    ], out


def test_binding_auth_without_custom_auth_refuses_the_store_api(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    store = tmp_path / "store"
    with NamespacePool(store, embedder=embedder) as pool, pool.lease("alice") as s:
        s.add_episodes(dog_memories("alice", NOW))
    env = {"OMOIDE_STORE": str(store), "OMOIDE_USER_BINDING": "auth"}
    env["NO_PROXY"] = "127.0.0.1,localhost"
    project = _project(tmp_path, None)
    with (
        langgraph_dev(project, cwd=tmp_path, log=tmp_path / "server.log", env=env) as url,
        get_sync_client(url=url) as client,
    ):
        details = [
            _refused(lambda: client.store.search_items(["alice"], query=DOGS["alice"])),
            _refused(lambda: client.store.list_namespaces()),
            _refused(lambda: client.store.put_item(["alice"], "k", {"content": PLANTED})),
        ]
    assert all("OMOIDE_USER_BINDING=auth" in d for d in details), details
