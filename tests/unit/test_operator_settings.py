"""What a run may change (issue 26, 2): in a graph bound to an ``OperatorConfig`` (omoide's
served graphs) a run tunes retrieval, but the sensitivity ceiling and run recording stay the
operator's, whichever channel the run uses (a ``RetrievalConfig`` context — what the server
builds from a JSON ``context`` —, a dict context, ``configurable["omoide"]``). Library graphs
bound to a plain ``RetrievalConfig`` keep every setting tunable per run."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from typing_extensions import TypedDict

from omoide.agent.config import RetrievalConfig
from omoide.agent.runtime import (
    CLIENT_SETTINGS,
    OPERATOR_SETTINGS,
    OperatorSettingError,
    config_of,
    operator_config,
)
from omoide.agent.serving import served_config, served_user_key
from omoide.memory_store.records import Sensitivity


class _S(TypedDict, total=False):
    seen: Any


def _graph(bound: RetrievalConfig, *, dict_context: bool = False) -> Any:
    def look(state: _S, runtime: Runtime[Any]) -> dict[str, Any]:
        return {"seen": config_of(runtime, bound)}

    builder: StateGraph[Any, Any, Any, Any] = StateGraph(
        _S, context_schema=None if dict_context else RetrievalConfig
    )
    builder.add_node("look", look)
    builder.add_edge(START, "look")
    builder.add_edge("look", END)
    return builder.compile()


SERVED = operator_config()

# Every way a client can ask for the SECRET episodes or an unrecorded turn.
ASKS: list[tuple[str, dict[str, Any], str]] = [
    ("context", {"context": RetrievalConfig(max_sensitivity="SECRET")}, "max_sensitivity"),
    ("context", {"context": RetrievalConfig(record_runs=False)}, "record_runs"),
    (
        "configurable",
        {"config": {"configurable": {"omoide": {"max_sensitivity": "SECRET"}}}},
        "max_sensitivity",
    ),
    (
        "configurable",
        {"config": {"configurable": {"omoide": {"record_runs": False}}}},
        "record_runs",
    ),
]


@pytest.mark.parametrize(("channel", "run", "setting"), ASKS)
def test_a_run_cannot_change_the_operators_settings(
    channel: str, run: dict[str, Any], setting: str
) -> None:
    with pytest.raises(OperatorSettingError, match=rf"{setting} is the operator's setting"):
        _graph(SERVED).invoke({}, **run)


@pytest.mark.parametrize("setting", ["max_sensitivity", "record_runs"])
def test_a_dict_context_cannot_either(setting: str) -> None:
    value = "SECRET" if setting == "max_sensitivity" else False
    graph = _graph(SERVED, dict_context=True)
    with pytest.raises(OperatorSettingError, match=setting):
        graph.invoke({}, context={setting: value})
    with pytest.raises(OperatorSettingError, match=setting):
        graph.invoke({}, context={"omoide": {setting: value}})


def test_a_run_still_tunes_retrieval_and_may_repeat_the_bound_values() -> None:
    graph = _graph(SERVED)
    tuned = graph.invoke(
        {},
        {"configurable": {"omoide": {"injection.high_threshold": 0.5, "record_runs": True}}},
        context=RetrievalConfig(injection={"max_results": 2}),
    )["seen"]
    assert (tuned.injection.high_threshold, tuned.injection.max_results, tuned.record_runs) == (
        0.5,
        2,
        True,
    )
    assert tuned.max_sensitivity == Sensitivity.PRIVATE


def test_the_operator_sets_them_in_the_bound_config() -> None:
    bound = served_config({"OMOIDE_SETTINGS": "max_sensitivity=PUBLIC record_runs=false"})
    seen = _graph(bound).invoke({}, context=RetrievalConfig(injection={"max_results": 3}))["seen"]
    assert (seen.max_sensitivity, seen.record_runs, seen.injection.max_results) == (
        Sensitivity.PUBLIC,
        False,
        3,
    )
    # Raising the ceiling above the operator's is refused, like any change.
    with pytest.raises(OperatorSettingError, match="bound: max_sensitivity=PUBLIC"):
        _graph(bound).invoke({}, {"configurable": {"omoide": {"max_sensitivity": "PRIVATE"}}})


def test_library_graphs_keep_every_setting_per_run() -> None:
    seen = _graph(RetrievalConfig()).invoke(
        {}, context=RetrievalConfig(max_sensitivity="SECRET", record_runs=False)
    )["seen"]
    assert (seen.max_sensitivity, seen.record_runs) == (Sensitivity.SECRET, False)


def test_the_allow_list_is_every_other_setting() -> None:
    # selection: whether a chat model is called on the read path is the operator's (issue 39)
    assert {"max_sensitivity", "record_runs", "selection"} == OPERATOR_SETTINGS
    assert not CLIENT_SETTINGS & OPERATOR_SETTINGS
    assert {"injection", "fusion", "timezone"} <= CLIENT_SETTINGS


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"OMOIDE_SETTINGS": "max_sensitivity=TOP"}, r"OMOIDE_SETTINGS: max_sensitivity='TOP'"),
        ({"OMOIDE_SETTINGS": "record_run=false"}, r"OMOIDE_SETTINGS: .*record_run"),
    ],
)
def test_bad_operator_settings_name_the_variable(env: dict[str, str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        served_config(env)


def test_the_user_binding_comes_from_the_environment() -> None:
    assert served_user_key({}) is None
    assert served_user_key({"OMOIDE_USER_BINDING": "auth"}) == "langgraph_auth_user_id"
    assert served_user_key({"OMOIDE_USER_BINDING": "client"}) == "user_id"
    with pytest.raises(ValueError, match="OMOIDE_USER_BINDING='header': allowed auto, auth"):
        served_user_key({"OMOIDE_USER_BINDING": "header"})
