"""Drill r43b through ``langgraph dev`` (what Studio and ``langgraph_sdk`` clients do): a
project laid out like LangGraph's templates (``src/agent/graph.py``, custom auth with
``store_auth``, omoide's store), the README's two-node graph with langchain-ai/memory-agent's
``Context`` (``user_id: str = "default"``) and omoide's served graphs.

- A run streamed with every stream mode, ``"events"`` among them, and ``stream_subgraphs``:
  no part but ``events`` (the model's prompt is there by design) carries a remembered text.
  Before the fix the served graphs and the user's graph streamed the pack and the episodes'
  texts in ``values|retrieval:…|recall:…``, ``updates|retrieval:…``, ``tasks`` and ``debug``.
- Studio's context form (every field with its default, so ``user_id="default"``) runs as the
  authenticated user; before the fix it failed with ``UserMismatchError`` on every run.
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from langgraph_sdk import get_sync_client

from omoide.memory_store import Episode, USEEmbeddings
from omoide.memory_store.pool import NamespacePool
from tests.langgraph_server import chat_stub, langgraph_dev

pytestmark = pytest.mark.slow

CODES = {"alice": "Xylophone7731", "bob": "Quokka4402"}
QUESTION = "What is my locker code at the gym?"
MODES = ["values", "updates", "messages", "debug", "custom", "events", "tasks", "checkpoints"]

GRAPH = textwrap.dedent(
    """
    import itertools
    import os
    from dataclasses import dataclass

    from langchain_core.language_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage
    from langgraph.graph import START, MessagesState, StateGraph

    from omoide import (
        MemoryState,
        NamespacePool,
        build_remember_node,
        build_retrieval_node,
        guard_chat_model,
        with_memory,
    )


    @dataclass(kw_only=True)
    class Context:
        user_id: str = "default"
        model: str = "anthropic/claude-sonnet-4-5-20250929"


    class State(MessagesState, MemoryState):
        pass


    store = NamespacePool(os.environ["OMOIDE_STORE"])
    model = guard_chat_model(
        GenericFakeChatModel(messages=(AIMessage("I remember the gym.") for _ in itertools.count()))
    )


    def chat(state: State) -> dict:
        prompt = with_memory(state["messages"], state.get("memory_pack"))
        return {"messages": [model.invoke(prompt)]}


    builder = StateGraph(State, context_schema=Context)
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_node("chat", chat)
    builder.add_node("remember", build_remember_node(store))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "chat")
    builder.add_edge("chat", "remember")
    graph = builder.compile()
    """
)

AUTH = textwrap.dedent(
    """
    from langgraph_sdk import Auth
    from omoide.langgraph import store_auth

    auth = Auth()
    store_auth(auth)
    TOKENS = {"tok-alice": "alice", "tok-bob": "bob"}


    @auth.authenticate
    async def authenticate(authorization: str | None) -> str:
        scheme, _, token = (authorization or "").partition(" ")
        user = TOKENS.get(token)
        if scheme.lower() != "bearer" or user is None:
            raise Auth.exceptions.HTTPException(status_code=401, detail="unknown token")
        return user
    """
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Iterator[str]:
    root = tmp_path_factory.mktemp("r43b_project")
    store = root / "store"
    with NamespacePool(store, embedder=embedder) as pool:
        for user, code in CODES.items():
            with pool.lease(user) as s:
                s.add_episodes(
                    [
                        Episode.create(
                            f"My locker code is {code} at the gym",
                            "Noted, the gym locker code.",
                            occurred_at=datetime.now(UTC) - timedelta(days=3),
                            session_id=f"s-{user}",
                        )
                    ]
                )
    (root / "src" / "agent").mkdir(parents=True)
    (root / "src" / "agent" / "__init__.py").write_text("", "utf-8")
    (root / "src" / "agent" / "graph.py").write_text(GRAPH, "utf-8")
    (root / "auth.py").write_text(AUTH, "utf-8")
    config = {
        "dependencies": ["."],
        "graphs": {
            "agent": "./src/agent/graph.py:graph",
            "retrieval": "omoide.agent.served:retrieval_node",
            "omoide": "omoide.agent.served:graph",
        },
        "store": {"path": "omoide.langgraph.make_store"},
        "auth": {"path": "./auth.py:auth"},
    }
    (root / "langgraph.json").write_text(json.dumps(config), "utf-8")
    with chat_stub() as chat:
        env = {"OMOIDE_STORE": str(store), **chat}
        with langgraph_dev(
            root / "langgraph.json",
            cwd=root,
            log=root / "server.log",
            env=env,
            unset=("OMOIDE_DEFAULT_USER", "OMOIDE_USER_BINDING", "OMOIDE_SHOW_MEMORY"),
        ) as url:
            yield url


def _client(url: str, user: str) -> Any:
    return get_sync_client(url=url, headers={"Authorization": f"Bearer tok-{user}"})


@pytest.mark.parametrize("graph", ["agent", "retrieval", "omoide"])
def test_no_stream_part_carries_a_memory(server: str, graph: str) -> None:
    client = _client(server, "alice")
    thread = client.threads.create()["thread_id"]
    parts = list(
        client.runs.stream(
            thread,
            graph,
            input={"messages": [{"role": "user", "content": QUESTION}]},
            stream_mode=MODES,
            stream_subgraphs=True,
        )
    )
    assert not [p.data for p in parts if p.event == "error"]
    carrying = sorted(
        {
            p.event.split(":")[0]
            for p in parts
            if p.event.split("|")[0] != "events"
            and any(code in json.dumps(p.data, ensure_ascii=False) for code in CODES.values())
        }
    )
    assert carrying == [], f"stream parts carrying a remembered text: {carrying}"
    state = client.threads.get_state(thread)
    history = client.threads.get_history(thread, limit=50)
    blob = json.dumps([state, history], ensure_ascii=False)
    assert not any(code in blob for code in CODES.values())


def test_studio_form_runs_as_the_authenticated_user(server: str) -> None:
    client = _client(server, "bob")
    schema = client.assistants.get_schemas(
        client.assistants.search(graph_id="agent")[0]["assistant_id"]
    )["context_schema"]
    form = {k: v["default"] for k, v in schema["properties"].items() if "default" in v}
    assert form["user_id"] == "default"
    thread = client.threads.create()["thread_id"]
    out = client.runs.wait(
        thread,
        "agent",
        input={"messages": [{"role": "user", "content": QUESTION}]},
        context=form,
        raise_error=False,
    )
    assert "__error__" not in out, out
    # bob's turn was remembered in bob's namespace (the store API shows bob his own only).
    found = client.store.search_items(["bob"], query="locker code gym", limit=20)["items"]
    assert any(item["value"].get("user_text") == QUESTION for item in found), found
