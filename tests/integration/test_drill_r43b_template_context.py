"""Drill r43b: a parent with langchain-ai/memory-agent's ``Context`` (``user_id: str =
"default"``) and the retrieval node on a ``NamespacePool``.

LangGraph builds the context object from what the client sent and fills every other field with
its declared default; Studio's context form sends the whole form with its defaults. So a run
that never chose a user still carries ``context.user_id == "default"``: behind custom auth
every such run failed with ``UserMismatchError`` ("authenticated as 'alice' but names
user_id='default'"), a run naming its user in ``configurable`` failed with "this run names two
users", and a run naming nobody was told it picked the operator's namespace. A field left at
its declared default is not a user the run names; a value the client set still is (and still
may not contradict the authenticated user).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from langgraph.graph import START, MessagesState, StateGraph
from pydantic import BaseModel

from omoide import MemoryState, build_retrieval_node, recalled_of
from omoide.agent.users import AUTH_USER_KEY, NoUserError, UserMismatchError
from omoide.memory_store import Episode, USEEmbeddings
from omoide.memory_store.pool import NamespacePool

CODES = {"alice": "Xylophone7731", "bob": "Quokka4402"}
QUESTION = "What is my locker code at the gym?"


@dataclass(kw_only=True)
class TemplateContext:
    """As langchain-ai/memory-agent's src/memory_agent/context.py."""

    user_id: str = "default"
    model: str = "anthropic/claude-sonnet-4-5-20250929"


class PydanticContext(BaseModel):
    user_id: str = "default"
    model: str = "fake/model"


class State(MessagesState, MemoryState):
    pass


@pytest.fixture
def pool(tmp_path: Path, embedder: USEEmbeddings) -> Any:
    pool = NamespacePool(tmp_path / "store", embedder=embedder)
    for user, code in CODES.items():
        pool.get(user).add_episodes(
            [
                Episode.create(
                    f"My locker code is {code} at the gym",
                    "Noted, the gym locker code.",
                    occurred_at=datetime.now(UTC) - timedelta(days=3),
                    session_id=f"s-{user}",
                    source="drill",
                )
            ]
        )
    yield pool
    pool.close()


def _graph(pool: Any, context: type[Any]) -> Any:
    builder = StateGraph(State, context_schema=context)
    builder.add_node("retrieval", build_retrieval_node(pool))
    builder.add_edge(START, "retrieval")
    return builder.compile()


def _whose(out: Any) -> set[str]:
    texts = " ".join(e["user_text"] for e in recalled_of(out))
    return {user for user, code in CODES.items() if code in texts}


FORM = {"user_id": "default", "model": "anthropic/claude-sonnet-4-5-20250929"}


@pytest.mark.parametrize("context", [TemplateContext, PydanticContext])
def test_studio_form_behind_auth_is_the_authenticated_user(pool: Any, context: Any) -> None:
    graph = _graph(pool, context)
    config = {"configurable": {AUTH_USER_KEY: "alice"}}
    inputs = {"messages": [HumanMessage(QUESTION)]}
    form = {k: v for k, v in FORM.items() if k in context.__annotations__}
    assert _whose(graph.invoke(inputs, config, context=form)) == {"alice"}
    assert _whose(graph.invoke(inputs, config, context={})) == {"alice"}
    # What the client set is still a claim: another user is refused.
    with pytest.raises(UserMismatchError, match="bob"):
        graph.invoke(inputs, config, context={"user_id": "bob"})


def test_configurable_user_with_default_context(pool: Any) -> None:
    graph = _graph(pool, TemplateContext)
    inputs = {"messages": [HumanMessage(QUESTION)]}
    out = graph.invoke(inputs, {"configurable": {"user_id": "bob"}}, context={})
    assert _whose(out) == {"bob"}
    # A user chosen in the context still works, and must agree with configurable.
    assert _whose(graph.invoke(inputs, context={"user_id": "alice"})) == {"alice"}
    with pytest.raises(ValueError, match="two users"):
        graph.invoke(inputs, {"configurable": {"user_id": "bob"}}, context={"user_id": "alice"})


def test_nobody_named_says_what_to_pass(pool: Any) -> None:
    graph = _graph(pool, TemplateContext)
    with pytest.raises(NoUserError, match="user_id"):
        graph.invoke({"messages": [HumanMessage(QUESTION)]}, context={})


def test_server_mirror_of_the_default_names_nobody(pool: Any) -> None:
    """langgraph_api copies the run's context into ``configurable`` (stream.py,
    ``astream_state``): Studio's form puts ``user_id="default"`` in both."""
    graph = _graph(pool, TemplateContext)
    inputs = {"messages": [HumanMessage(QUESTION)]}
    mirrored = {"configurable": {**FORM, AUTH_USER_KEY: "alice"}}
    assert _whose(graph.invoke(inputs, mirrored, context=FORM)) == {"alice"}
    chosen = {"user_id": "bob", "model": FORM["model"]}
    with pytest.raises(UserMismatchError, match="bob"):
        graph.invoke(inputs, {"configurable": {**chosen, AUTH_USER_KEY: "alice"}}, context=chosen)
