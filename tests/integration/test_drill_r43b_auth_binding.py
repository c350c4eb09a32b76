"""Drill r43b: ``OMOIDE_USER_BINDING=auth`` (``user_key=AUTH_USER_KEY``), the binding README
tells production deployments to use, ignored a ``user_id`` the client named: through
``langgraph dev`` with custom auth, alice's run of the served ``retrieval`` / ``omoide`` graphs
with ``config={"configurable": {"user_id": "bob"}}`` answered from alice's memory without a
word, while the default binding refuses the same run (``UserMismatchError``). A client that
asks for somebody else's memory is told so under both bindings; naming oneself still works.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from langgraph.graph import START, MessagesState, StateGraph

from omoide import MemoryState, build_retrieval_node, recalled_of
from omoide.agent.users import AUTH_USER_KEY, NoUserError, UserMismatchError
from omoide.memory_store import Episode, USEEmbeddings
from omoide.memory_store.pool import NamespacePool

CODES = {"alice": "Xylophone7731", "bob": "Quokka4402"}


class State(MessagesState, MemoryState):
    pass


@pytest.fixture
def graph(tmp_path: Path, embedder: USEEmbeddings) -> Any:
    pool = NamespacePool(tmp_path / "store", embedder=embedder)
    for user, code in CODES.items():
        pool.get(user).add_episodes(
            [
                Episode.create(
                    f"My locker code is {code} at the gym",
                    "Noted.",
                    occurred_at=datetime.now(UTC) - timedelta(days=3),
                    session_id=f"s-{user}",
                    source="drill",
                )
            ]
        )
    builder = StateGraph(State)
    builder.add_node("retrieval", build_retrieval_node(pool, user_key=AUTH_USER_KEY))
    builder.add_edge(START, "retrieval")
    yield builder.compile()
    pool.close()


def _run(graph: Any, **configurable: str) -> set[str]:
    out = graph.invoke(
        {"messages": [HumanMessage("What is my locker code at the gym?")]},
        {"configurable": configurable},
    )
    texts = " ".join(e["user_text"] for e in recalled_of(out))
    return {user for user, code in CODES.items() if code in texts}


def test_auth_binding_refuses_another_named_user(graph: Any) -> None:
    with pytest.raises(UserMismatchError, match="'bob'"):
        _run(graph, **{AUTH_USER_KEY: "alice", "user_id": "bob"})


def test_auth_binding_serves_the_authenticated_user(graph: Any) -> None:
    assert _run(graph, **{AUTH_USER_KEY: "alice"}) == {"alice"}
    assert _run(graph, **{AUTH_USER_KEY: "alice", "user_id": "alice"}) == {"alice"}
    assert _run(graph, **{AUTH_USER_KEY: "bob", "user_id": ""}) == {"bob"}
    with pytest.raises(NoUserError):
        _run(graph, user_id="alice")  # no authenticated user: nobody, whatever it names
