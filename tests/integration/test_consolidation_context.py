"""The consolidation graph's per-run settings (issue 38): ``ConsolidationConfig`` is its
``context_schema``, so Studio lists the fields with their descriptions and a run tunes them with
``context={...}``; resolved once per run over the bound config, checked like every settings
group, and the served graph's operator settings refused. Real stores (SQLite, BM25, Chroma, the
offline embedder), the real graph."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict

from omoide.agent.config import SettingTypeError
from omoide.agent.consolidation import ConsolidationConfig, build_consolidation_graph
from omoide.agent.consolidation import deps as deps_module
from omoide.agent.consolidation.config import OPERATOR_SETTINGS
from omoide.agent.runtime import OperatorSettingError
from omoide.agent.serving import served_config, served_consolidation_config
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from tests.conftest import sample_episodes

EPISODES = len(sample_episodes())  # 8: one batch at the default batch_size


@pytest.fixture
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "store", embedder=embedder) as s:
        s.add_episodes(sample_episodes())
        yield s


def counts(store: MemoryStore) -> dict[str, int]:
    return store.derived.counts(namespace=store.namespace)


def test_the_schemas_list_every_setting_with_its_description(store: MemoryStore) -> None:
    graph = build_consolidation_graph(store)
    schema = graph.get_context_jsonschema()
    assert schema is not None
    fields = [f.name for f in dataclasses.fields(ConsolidationConfig)]
    assert list(schema["properties"]) == fields
    for name, prop in schema["properties"].items():
        assert "default" in prop, name
        described = prop.get("description") or schema["$defs"].get(
            prop.get("$ref", "").rpartition("/")[2], {}
        ).get("description")
        assert described, f"{name} has no description Studio could show"
    size = schema["properties"]["batch_size"]
    assert (size["minimum"], size["maximum"], size["default"]) == (1, 10_000, 500)
    assert "commits atomically" in size["description"]
    assert "SECRET" in schema["properties"]["max_sensitivity"]["description"]
    # The other schemas Studio asks for still generate.
    assert list(graph.get_input_jsonschema()["properties"]) == ["now"]
    assert list(graph.get_output_jsonschema()["properties"]) == ["result"]
    assert graph.get_graph().nodes  # the drawing


def test_a_runs_context_changes_what_it_does(store: MemoryStore) -> None:
    graph = build_consolidation_graph(store)
    nothing = graph.invoke({}, context={"max_sensitivity": "PUBLIC"})["result"]
    # Every sample episode is PRIVATE: read past the cursor, none learned from.
    assert nothing["episodes"] == EPISODES and nothing["entities_new"] == 0
    assert counts(store)["entities"] == 0


def test_batch_size_and_summaries_follow_the_context(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    outcomes = []
    for n, context in enumerate(
        (None, {"batch_size": 3, "topic_min_mentions": 1}, ConsolidationConfig(batch_size=3))
    ):
        with MemoryStore(tmp_path / f"s{n}", embedder=embedder) as s:
            s.add_episodes(sample_episodes())
            result = build_consolidation_graph(s).invoke({}, context=context)["result"]
            outcomes.append((result["batches"], result["done"], counts(s)["summaries"]))
    default, tuned, as_object = outcomes
    assert default[:2] == (1, True)
    assert tuned[:2] == (3, True)  # ceil(8 / 3) batches
    assert tuned[2] > default[2]  # topics mentioned once get summaries too
    assert as_object == (3, True, default[2])  # a ConsolidationConfig context: the same rule


def test_the_context_tunes_the_bound_config_for_that_run_only(store: MemoryStore) -> None:
    bound = ConsolidationConfig(batch_size=3)
    graph = build_consolidation_graph(store, config=bound)
    # A context at the defaults leaves the bound settings alone (a setting overrides only where
    # it differs from the default, as for RetrievalConfig).
    first = graph.invoke({}, context={"batch_size": 500})["result"]
    assert (first["episodes"], first["batches"]) == (EPISODES, 3)
    store.add_episodes(
        [
            Episode.create(f"{e.user_text} (again)", e.reply_text, occurred_at=e.occurred_at)
            for e in sample_episodes()
        ]
    )
    second = graph.invoke({}, context={"batch_size": 8})["result"]
    assert (second["episodes"], second["batches"]) == (EPISODES, 1)
    store.add_episodes([Episode.create(f"追加{i}の話", "はい", occurred_at=0) for i in range(4)])
    third = graph.invoke({})["result"]  # no context: the bound config again
    assert (third["episodes"], third["batches"]) == (4, 2)


def test_resolved_once_per_run(store: MemoryStore) -> None:
    deps_module._resolve_cached.cache_clear()
    graph = build_consolidation_graph(store)
    graph.invoke({}, context={"batch_size": 3})
    info = deps_module._resolve_cached.cache_info()
    # Checked and built once; every later node of the 3 batches got that same object.
    assert info.misses == 1 and info.hits >= 3 * 3, info


@pytest.mark.parametrize(
    ("context", "error", "message"),
    [
        ({"batch_size": 0}, ValueError, "consolidation.batch_size=0: allowed an integer >= 1"),
        ({"batch_size": "10"}, SettingTypeError, "consolidation.batch_size='10'"),
        ({"salience_floor": 1.5}, ValueError, "consolidation.salience_floor=1.5: allowed"),
        ({"timezone": "Mars/Base"}, ValueError, "consolidation.timezone='Mars/Base': unknown"),
        ({"max_sensitivity": "TOP"}, ValueError, "allowed PUBLIC, PRIVATE, SECRET"),
        (
            {"batch_sise": 3},
            ValueError,
            "unknown consolidation setting(s): consolidation.batch_sise (did you mean "
            "consolidation.batch_size?)",
        ),
    ],
)
def test_a_bad_value_fails_the_run_before_any_work(
    store: MemoryStore, context: dict[str, Any], error: type[Exception], message: str
) -> None:
    graph = build_consolidation_graph(store)
    with pytest.raises(error) as raised:
        graph.invoke({}, context=context)
    assert message in str(raised.value)
    assert store.derived.cursor(namespace=store.namespace) is None  # nothing consolidated
    assert graph.invoke({})["result"]["entities_new"] > 0  # the next run is unaffected


def test_operator_settings_are_the_bound_configs(store: MemoryStore) -> None:
    graph = build_consolidation_graph(store, operator_settings=OPERATOR_SETTINGS)
    with pytest.raises(OperatorSettingError) as refused:
        graph.invoke({}, context={"max_sensitivity": 2})
    message = str(refused.value)
    assert "consolidation.max_sensitivity=SECRET" in message
    assert "bound: consolidation.max_sensitivity=PRIVATE" in message
    with pytest.raises(OperatorSettingError, match="include_unsearchable"):
        graph.invoke({}, context={"include_unsearchable": True})
    assert store.derived.cursor(namespace=store.namespace) is None
    assert graph.invoke({}, context={"batch_size": 3})["result"]["batches"] == 3
    with pytest.raises(ValueError, match=r"did you mean consolidation\.max_sensitivity"):
        build_consolidation_graph(store, operator_settings={"max_sensitivty"})


class _Parent(TypedDict, total=False):
    result: dict[str, Any]


def test_inside_a_parent_only_its_consolidation_entry_applies(store: MemoryStore) -> None:
    consolidation = build_consolidation_graph(store)

    def run(state: _Parent) -> dict[str, Any]:
        return {"result": consolidation.invoke({})["result"]}

    builder: StateGraph[Any, Any, Any, Any] = StateGraph(_Parent)
    builder.add_node("consolidate", run)
    builder.add_edge(START, "consolidate")
    builder.add_edge("consolidate", END)
    parent = builder.compile()
    # The parent's own max_sensitivity (a retrieval setting, say) is not consolidation's.
    out = parent.invoke({}, context={"max_sensitivity": 0, "consolidation": {"batch_size": 3}})
    assert (out["result"]["batches"], out["result"]["entities_new"] > 0) == (3, True)
    with pytest.raises(ValueError, match=r"consolidation\.batch_sise \(did you mean"):
        parent.invoke({}, context={"consolidation.batch_sise": 3})


def test_the_operator_sets_the_served_graphs_config_in_omoide_settings() -> None:
    env = {"OMOIDE_SETTINGS": "consolidation.batch_size=200 max_sensitivity=PUBLIC"}
    assert served_consolidation_config(env) == ConsolidationConfig(batch_size=200)
    assert served_config(env).max_sensitivity == 0  # the retrieval items, as before
    with pytest.raises(ValueError, match=r"OMOIDE_SETTINGS: consolidation.batch_size=0"):
        served_consolidation_config({"OMOIDE_SETTINGS": "consolidation.batch_size=0"})
    with pytest.raises(ValueError, match=r"OMOIDE_SETTINGS: unknown consolidation setting"):
        served_consolidation_config({"OMOIDE_SETTINGS": "consolidation.batchsize=9"})
