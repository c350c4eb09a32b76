"""The per-run user contract (``omoide.agent.users``): templates, user ids, where they come from."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict

from omoide.agent.users import (
    AUTH_USER_KEY,
    NoUserError,
    PerRunStores,
    ReservedUserError,
    RunNamespace,
    UserMismatchError,
    check_user_id,
    run_user,
)
from omoide.memory_store.pool import NamespacePool


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


# -- the deployment decides who the user is (issue 26, 1 and 4) ------------------------------


def _namespace_graph(scope: RunNamespace, tmp_path: Any) -> Any:
    """A one-node graph whose output is the namespace a per-run node would lease."""
    stores = PerRunStores(NamespacePool(tmp_path), scope)

    def look(state: _S) -> dict[str, Any]:
        return {"seen": stores.namespace_of_run()}

    builder: StateGraph[Any, Any, Any, Any] = StateGraph(_S)
    builder.add_node("look", look)
    builder.add_edge(START, "look")
    builder.add_edge("look", END)
    return builder.compile()


def _auth(user: str, **more: Any) -> RunnableConfig:
    """What a LangGraph server with custom auth puts in a run's configurable."""
    return {"configurable": {AUTH_USER_KEY: user, **more}}


def test_the_authenticated_user_wins_by_default(tmp_path: Any) -> None:
    graph = _namespace_graph(RunNamespace(), tmp_path)
    assert graph.invoke({}, _auth("alice"))["seen"] == "alice"
    # The client may repeat its own id, but not name somebody else, in config or context.
    assert graph.invoke({}, _auth("alice", user_id="alice"))["seen"] == "alice"
    with pytest.raises(UserMismatchError, match=r"authenticated as 'alice' but names.*'bob'"):
        graph.invoke({}, _auth("alice", user_id="bob"))
    with pytest.raises(UserMismatchError, match="authenticated as 'alice'"):
        graph.invoke({}, _auth("alice"), context={"user_id": "bob"})
    # A server without auth sends "": the client's user_id names the user, as before.
    assert graph.invoke({}, _auth("", user_id="bob"))["seen"] == "bob"
    assert graph.invoke({}, {"configurable": {"user_id": "bob"}})["seen"] == "bob"


def test_auth_binding_takes_only_the_authenticated_user(tmp_path: Any) -> None:
    graph = _namespace_graph(RunNamespace(user_key=AUTH_USER_KEY), tmp_path)
    assert graph.invoke({}, _auth("alice"))["seen"] == "alice"
    assert graph.invoke({}, _auth("alice", user_id="alice"))["seen"] == "alice"
    # Another user named is refused, as under the auto binding (it was answered from alice's).
    with pytest.raises(UserMismatchError, match="'bob'"):
        graph.invoke({}, _auth("alice", user_id="bob"))
    with pytest.raises(NoUserError, match="no authenticated user"):
        graph.invoke({}, _auth("", user_id="bob"))
    # The key in a context is a client's word, not the server's: never read.
    with pytest.raises(NoUserError, match="no authenticated user"):
        graph.invoke({}, context={AUTH_USER_KEY: "alice"})


def test_client_binding_reads_only_the_named_key(tmp_path: Any) -> None:
    graph = _namespace_graph(RunNamespace(user_key="user_id"), tmp_path)
    assert graph.invoke({}, _auth("alice", user_id="bob"))["seen"] == "bob"


@pytest.mark.parametrize(
    "config",
    [
        {"configurable": {"user_id": "default"}},
        {"configurable": {AUTH_USER_KEY: "default"}},
    ],
)
def test_no_run_may_pick_the_operators_namespace(config: RunnableConfig, tmp_path: Any) -> None:
    graph = _namespace_graph(RunNamespace(default_user="carol"), tmp_path)
    with pytest.raises(ReservedUserError, match="'default', the operator's own"):
        graph.invoke({}, config)
    with pytest.raises(ReservedUserError):
        graph.invoke({}, context={"user_id": "default"})


def test_the_operator_may_serve_the_default_namespace(tmp_path: Any) -> None:
    graph = _namespace_graph(RunNamespace(default_user="default"), tmp_path)
    assert graph.invoke({})["seen"] == "default"  # Studio's one-person default
    # A template that maps "default" elsewhere is no danger.
    scoped = _namespace_graph(RunNamespace(("memories", "{user_id}")), tmp_path)
    assert scoped.invoke({}, {"configurable": {"user_id": "default"}})["seen"] == "memories.default"


@pytest.mark.parametrize(
    "bad", ["alice\u200b", "\u200balice", "al\u00adice", "alice\U000e0041", "ali\x1bce", "a\u3164"]
)
def test_user_ids_with_hidden_characters_are_refused(bad: str) -> None:
    with pytest.raises(ValueError, match="invisible or control character"):
        check_user_id(bad, "where")


def test_every_user_error_is_an_omoide_error_and_a_value_error() -> None:
    """One hierarchy: ``except OmoideError`` catches what omoide raises on purpose, and code
    that caught ValueError before keeps working."""
    from omoide.agent.runtime import OperatorSettingError
    from omoide.agent.users import NoUserError, ReservedUserError, UserMismatchError
    from omoide.memory_store.errors import OmoideError

    for error in (NoUserError, UserMismatchError, ReservedUserError, OperatorSettingError):
        assert issubclass(error, OmoideError) and issubclass(error, ValueError), error
