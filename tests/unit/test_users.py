"""The per-run user contract (``omoide.agent.users``): templates, user ids, where they come from."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict

from omoide.agent.users import RunNamespace, check_user_id, run_user


def test_the_default_namespace_is_the_user_id() -> None:
    assert RunNamespace().name("alice") == "alice"
    scope = RunNamespace(("memories", "{user_id}"))
    assert scope.labels("alice") == ("memories", "alice")
    assert scope.name("alice") == "memories.alice"  # the OmoideStore mapping


@pytest.mark.parametrize(
    ("namespace", "message"),
    [
        (("memories",), "no '{user_id}' label"),
        ((), "non-empty labels"),
        (("memories", ""), "non-empty labels"),
    ],
)
def test_a_template_must_name_the_user(namespace: tuple[str, ...], message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("{", r"\{").replace("}", r"\}")):
        RunNamespace(namespace)


def test_a_string_template_is_one_label() -> None:
    assert RunNamespace("user-{user_id}").name("bob") == "user-bob"  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", ["", " ", " alice", "a.b", 42, None])
def test_bad_user_ids_are_refused(bad: Any) -> None:
    with pytest.raises(ValueError, match="where"):
        check_user_id(bad, "where")


def test_distinct_users_get_distinct_namespaces() -> None:
    scope = RunNamespace(("m", "{user_id}", "notes"))
    users = ["a", "b", "a-b", "ab", "A", "user_1", "ユーザー"]
    assert len({scope.name(u) for u in users}) == len(users)


class _S(TypedDict, total=False):
    seen: str | None


def _graph() -> Any:
    def look(state: _S) -> dict[str, Any]:
        return {"seen": run_user()}

    builder: StateGraph[Any, Any, Any, Any] = StateGraph(_S)
    builder.add_node("look", look)
    builder.add_edge(START, "look")
    builder.add_edge("look", END)
    return builder.compile()


def test_run_user_reads_configurable_and_context() -> None:
    assert run_user() is None  # outside a run
    graph = _graph()
    cfg: RunnableConfig = {"configurable": {"user_id": "alice"}}
    assert graph.invoke({}, cfg)["seen"] == "alice"
    assert graph.invoke({}, context={"user_id": "bob"})["seen"] == "bob"
    assert graph.invoke({})["seen"] is None
    # What a LangGraph server without auth passes when the client names no user.
    assert graph.invoke({}, {"configurable": {"user_id": ""}})["seen"] is None
    with pytest.raises(ValueError, match="names two users"):
        graph.invoke({}, cfg, context={"user_id": "bob"})
    with pytest.raises(ValueError, match=r"configurable\['user_id'\]"):
        graph.invoke({}, {"configurable": {"user_id": 7}})
