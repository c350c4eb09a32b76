"""RetrievalConfig: the seeds' numbers as defaults, frozen, strict ``replace``, presets,
validation, and runtime-context overrides."""

from __future__ import annotations

import dataclasses
import json
from types import SimpleNamespace
from typing import Any

import pytest

from omoide.agent.config import PRESETS, RetrievalConfig, SourceTimeouts, get_preset
from omoide.agent.runtime import config_of
from omoide.memory_store.records import Sensitivity


def test_defaults_are_the_seed_numbers() -> None:
    c = RetrievalConfig()
    # design §rerank: search
    assert (c.knn_k_per_query, c.bm25_k_per_query) == (20, 20)
    assert c.rrf_k == 60
    assert c.max_candidates == 60
    assert c.max_results == 5
    assert c.max_sensitivity is Sensitivity.PRIVATE
    assert c.occurred_day_range == 365
    assert c.recent_turns == 3  # 6 messages
    # design §rerank: rerank
    # w_rec: the design's 0.10, tuned to 0.02 on dev data (BENCHMARKS.md); "seed" keeps 0.10.
    assert (c.w_rrf, c.w_lex, c.w_rec) == (0.55, 0.35, 0.02)
    assert c.ngram_n == 3
    # query_max_chars: the design's 1,200, cut to 300 on the dev chat drills (BENCHMARKS.md
    # §1, "Turns with a recent conversation"); "seed" and "rrf" keep 1,200.
    assert (c.query_max_chars, c.episode_max_chars) == (300, 1200)
    assert c.lex_strength_ngrams == 30
    assert c.recency_tau_days == 45.0
    assert c.dup_threshold == 0.90
    # the design's 0.35 / 0.28, raised by w_session's 0.10 (BENCHMARKS.md); "seed" keeps them
    assert (c.high_threshold, c.medium_threshold) == (0.45, 0.38)
    # BENCHMARKS.md §1: ranked by convex fusion without a context query and by RRF with one,
    # no cosine floor on ranking; injection judged on the RRF scale (its floor 0.25) every turn.
    assert (c.fusion, c.vector_min_similarity, c.inject_score) == ("auto", -1.0, "rrf")
    assert c.rrf_min_similarity == 0.25
    # The `auto` preset: the same rankings, injection judged on the turn's own ranking score
    # (convex thresholds 0.25 / 0.20, a turn fused by rank needs 0.20 more).
    auto = get_preset("auto")
    assert (auto.fusion, auto.high_threshold, auto.medium_threshold) == ("auto", 0.25, 0.20)
    assert (auto.vector_min_similarity, auto.auto_rrf_threshold_raise) == (-1.0, 0.2)
    assert auto.inject_score == "ranking" and get_preset("convex").inject_score == "ranking"
    assert c.convex_window_aware and c.convex_phrase_weight == 0.2
    assert c.w_session == 0.1
    # design §plan: per-source timeouts
    assert (c.timeouts.keyword, c.timeouts.vector) == (0.60, 2.20)
    # design §keyword-policies: keyword policies
    assert c.speaker_filter and c.allowed_speakers == ("USER", "AGENT")
    assert c.exclude_recent_context
    assert c.min_block_chars == 30
    assert c.prefix_dedupe_chars == 200
    assert (c.slot_newest, c.slot_oldest, c.slot_middle) == (2, 2, 1)
    assert c.clip_chars == 500
    # design §memorypack
    assert c.max_inject_tokens == 1200


def test_seed_preset_keeps_the_seed_numbers() -> None:
    from omoide.agent.config import PRESETS

    seed = PRESETS["seed"]
    assert (seed.w_rrf, seed.w_lex, seed.w_rec) == (0.55, 0.35, 0.10)
    assert seed.w_rrf + seed.w_lex + seed.w_rec == pytest.approx(1.0)
    assert not seed.keyword_phrases and RetrievalConfig().keyword_phrases
    assert (seed.high_threshold, seed.medium_threshold, seed.w_session) == (0.35, 0.28, 0.0)


def test_rrf_preset_keeps_the_previous_default() -> None:
    from omoide.agent.config import PRESETS

    rrf = PRESETS["rrf"]
    assert (rrf.fusion, rrf.vector_min_similarity) == ("rrf", 0.25)
    assert (rrf.high_threshold, rrf.medium_threshold, rrf.w_session) == (0.45, 0.38, 0.1)
    assert rrf.inject_min_similarity == -1.0  # no injection gate
    # ...and without the neighbour / session lists, which the previous default did not have
    assert (rrf.neighbour_hits, rrf.session_hits) == (0, 0)
    # ...and it embedded the whole recent context into Q2's vector
    assert rrf.vector_context_chars == 0 and PRESETS["seed"].vector_context_chars == 0
    assert RetrievalConfig().vector_context_chars == 150
    # ...and compared 1,200 characters of it for lexical overlap
    assert rrf.query_max_chars == PRESETS["seed"].query_max_chars == 1200
    assert RetrievalConfig().query_max_chars == 300
    assert RetrievalConfig().neighbour_hits > 0 and RetrievalConfig().session_hits > 0
    assert PRESETS["seed"].fusion == "rrf" and PRESETS["seed"].vector_min_similarity == 0.25
    convex = PRESETS["convex"]
    assert (convex.fusion, convex.convex_alpha, convex.vector_min_similarity) == (
        "convex",
        0.3,
        -1.0,
    )
    assert (convex.high_threshold, convex.medium_threshold) == (0.25, 0.20)


def test_frozen() -> None:
    c = RetrievalConfig()
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.high_threshold = 0.1  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.timeouts.vector = 9.0  # type: ignore[misc]


def test_replace_changes_a_copy() -> None:
    c = RetrievalConfig()
    d = c.replace(high_threshold=0.5, timeouts=SourceTimeouts(vector=0.2))
    assert d.high_threshold == 0.5 and d.timeouts.vector == 0.2 and d.timeouts.keyword == 0.60
    assert c.high_threshold == 0.45  # the original is unchanged
    assert c.replace() == c


def test_replace_rejects_unknown_keys() -> None:
    with pytest.raises(ValueError, match=r"unknown retrieval setting.*high_treshold"):
        RetrievalConfig().replace(high_treshold=0.5)
    with pytest.raises(ValueError, match="a, b"):
        RetrievalConfig().replace(b=1, a=2)


@pytest.mark.parametrize(
    "changes",
    [
        {"medium_threshold": 0.5},  # above high
        {"medium_threshold": -0.1},
        {"high_threshold": 0.2},  # below medium 0.38
        {"knn_k_per_query": 0},
        {"bm25_k_per_query": 0},
        {"max_candidates": 0},
        {"rrf_k": 0},
        {"ngram_n": 0},
        {"max_results": -1},
    ],
)
def test_invalid_values_rejected(changes: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        RetrievalConfig(**changes)
    with pytest.raises(ValueError):
        RetrievalConfig().replace(**changes)


def test_boundary_values_accepted() -> None:
    RetrievalConfig(medium_threshold=0.35, high_threshold=0.35)
    RetrievalConfig(medium_threshold=0.0, high_threshold=0.0)
    RetrievalConfig(max_results=0)


def test_presets() -> None:
    assert {"default", "keyword_tool", "eval", "fast"} <= set(PRESETS)
    assert get_preset("default") == RetrievalConfig()
    assert get_preset("keyword_tool").time_slotting is True
    assert RetrievalConfig().time_slotting is False
    assert get_preset("eval").record_runs is False
    fast = get_preset("fast")
    assert fast.max_candidates < 60 and fast.knn_k_per_query < 20
    for name, preset in PRESETS.items():
        assert isinstance(preset, RetrievalConfig), name
    with pytest.raises(ValueError, match=r"unknown preset 'nope'.*default"):
        get_preset("nope")


# -- the configuration as LangGraph runtime context -----------------------------------------


def _runtime(context: Any) -> Any:
    return SimpleNamespace(context=context)


def test_config_of_a_config_context_overrides_field_by_field() -> None:
    bound = get_preset("fast")
    got = config_of(_runtime(RetrievalConfig(high_threshold=0.5)), bound)
    assert got.high_threshold == 0.5
    assert got.knn_k_per_query == bound.knn_k_per_query == 10  # the bound config stays
    # A context left at the defaults changes nothing.
    assert config_of(_runtime(RetrievalConfig()), bound) is bound


def test_config_of_a_parent_dict_context() -> None:
    default = RetrievalConfig()
    got = config_of(_runtime({"high_threshold": 0.5, "model": "gpt"}), default)
    assert got.high_threshold == 0.5 and got.max_results == 5  # "model" is the parent's own
    assert config_of(_runtime({"unrelated": 1}), default) is default
    nested = config_of(_runtime({"model": "gpt", "omoide": {"max_results": 2}}), default)
    assert nested.max_results == 2


def test_config_of_a_typo_in_a_dict_context_is_an_error() -> None:
    with pytest.raises(ValueError, match=r"high_treshold \(did you mean high_threshold\?\)"):
        config_of(_runtime({"high_treshold": 0.5}), RetrievalConfig())
    with pytest.raises(ValueError, match=r"unknown retrieval setting.*bogus"):
        config_of(_runtime({"omoide": {"bogus": 1}}), RetrievalConfig())
    with pytest.raises(ValueError, match=r"max_results=None: allowed an integer"):
        config_of(_runtime({"max_results": None}), RetrievalConfig())


def test_config_of_without_context() -> None:
    default = RetrievalConfig()
    assert config_of(None, default) is default
    assert config_of(_runtime(None), default) is default
    assert config_of(_runtime(object()), default) is default  # a parent's own context object


def test_timeouts_from_a_json_context() -> None:
    # What LangGraph does with `graph.invoke(..., context={...})` (langgraph.pregel.main).
    cfg = RetrievalConfig(**{"timeouts": {"vector": 0.2}})
    assert cfg.timeouts.vector == 0.2 and cfg.timeouts.keyword == 0.60


# -- validation by type and range, from every entry point ------------------------------------

# (key, raw --set text, the value as Python / JSON would carry it, what the error must say)
BAD = [
    ("knn_k_per_query", "2.5", 2.5, r"knn_k_per_query=2\.5: allowed an integer >= 1 and <= 10000"),
    ("explore_k", "1e100", 1e100, r"explore_k=1e\+100: allowed an integer >= 0 and <= 10000"),
    ("vector_min_similarity", "abc", "abc", r"vector_min_similarity='abc': allowed a number >= -1"),
    ("bm25_k_per_query", "true", True, r"bm25_k_per_query=True: allowed an integer >= 1"),
    ("allowed_speakers", "USER", "USER", r"allowed_speakers='USER': allowed a list of USER, AGENT"),
    ("high_threshold", "1.5", 1.5, r"high_threshold=1\.5: allowed a number >= 0\.0 and <= 1\.0"),
    ("fusion", "bogus", "bogus", r"fusion='bogus': allowed one of 'rrf', 'convex'"),
    ("record_runs", "no", "no", r"record_runs='no': allowed true or false"),
]
IDS = [b[0] for b in BAD]


@pytest.mark.parametrize(("key", "raw", "value", "message"), BAD, ids=IDS)
def test_bad_value_from_python(key: str, raw: str, value: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RetrievalConfig(**{key: value})
    with pytest.raises(ValueError, match=message):
        RetrievalConfig().replace(**{key: value})


@pytest.mark.parametrize(("key", "raw", "value", "message"), BAD, ids=IDS)
def test_bad_value_from_set(key: str, raw: str, value: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RetrievalConfig().with_settings([f"{key}={raw}"])


@pytest.mark.parametrize(("key", "raw", "value", "message"), BAD, ids=IDS)
def test_bad_value_from_the_cli(key: str, raw: str, value: Any, message: str) -> None:
    # The parser `omoide recall|chat|eval --preset P --set k=v` uses.
    from omoide.cli import _config

    args = SimpleNamespace(preset="default", set=[f"{key}={raw}"])
    with pytest.raises(ValueError, match=message):
        _config(args)  # type: ignore[arg-type]


@pytest.mark.parametrize(("key", "raw", "value", "message"), BAD, ids=IDS)
def test_bad_value_from_a_dict_context(key: str, raw: str, value: Any, message: str) -> None:
    # A parent's plain dict context, flat and nested under "omoide".
    with pytest.raises(ValueError, match=message):
        config_of(_runtime({key: value}), RetrievalConfig())
    with pytest.raises(ValueError, match=message):
        config_of(_runtime({"omoide": {key: value}}), RetrievalConfig())


@pytest.mark.parametrize(("key", "raw", "value", "message"), BAD, ids=IDS)
def test_bad_value_from_a_json_context(key: str, raw: str, value: Any, message: str) -> None:
    # What LangGraph does with `graph.invoke(..., context={...})` for omoide's own graphs
    # (langgraph.pregel.main._coerce_context), and what a Studio context becomes.
    from langgraph.pregel.main import _coerce_context

    with pytest.raises(ValueError, match=message):
        _coerce_context(RetrievalConfig, json.loads(json.dumps({key: value})))


def test_unknown_key_in_a_json_context() -> None:
    from langgraph.pregel.main import _coerce_context

    with pytest.raises(ValueError, match=r"high_treshold \(did you mean high_threshold\?\)"):
        _coerce_context(RetrievalConfig, {"high_treshold": 0.5})
    with pytest.raises(ValueError, match=r"unknown retrieval setting\(s\): zzz$"):
        RetrievalConfig(zzz=1)  # type: ignore[call-arg]


def test_copies_and_pickles() -> None:
    import copy
    import pickle

    c = RetrievalConfig(high_threshold=0.5, allowed_speakers=("USER",))
    assert copy.deepcopy(c) == c == pickle.loads(pickle.dumps(c))
    assert copy.copy(c).high_threshold == 0.5


def test_high_threshold_above_the_best_possible_score() -> None:
    # 0.9 is in range, but with these weights no memory can score it: memory would be off.
    with pytest.raises(ValueError, match=r"high_threshold=0\.9: above the best score.*0\.700"):
        RetrievalConfig(w_rrf=0.4, w_lex=0.2, w_rec=0.0, w_session=0.1, high_threshold=0.9)
    ok = RetrievalConfig(w_rrf=0.4, w_lex=0.2, w_rec=0.0, w_session=0.1, high_threshold=0.7)
    assert ok.best_possible_score() == pytest.approx(0.7)


def test_config_must_be_a_retrieval_config_in_python() -> None:
    from omoide.agent.builder import check_config

    with pytest.raises(TypeError, match=r"config='fast': allowed a RetrievalConfig.*get_preset"):
        check_config("fast")
    with pytest.raises(TypeError, match=r"config=\{'high_threshold': 0.5\}"):
        check_config({"high_threshold": 0.5})
    assert check_config(None) == RetrievalConfig()


def test_other_values_named_with_their_range() -> None:
    with pytest.raises(ValueError, match=r"timeouts\.vector=0: allowed a number > 0\.0"):
        RetrievalConfig(timeouts={"vector": 0})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"timeouts\.vectr \(did you mean timeouts\.vector\?\)"):
        RetrievalConfig(timeouts={"vectr": 1.0})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"max_sensitivity='TOP': allowed PUBLIC, PRIVATE"):
        RetrievalConfig(max_sensitivity="TOP")  # type: ignore[arg-type]
    with pytest.raises(
        ValueError, match=r"timezone='Mars/Base': unknown timezone; allowed an IANA"
    ):
        RetrievalConfig(timezone="Mars/Base")
    with pytest.raises(ValueError, match=r"w_rrf=nan: allowed a number"):
        RetrievalConfig(w_rrf=float("nan"))
    with pytest.raises(ValueError, match=r"--set expects key=value"):
        RetrievalConfig().with_settings(["high_threshold"])


def test_good_values_from_text_and_json() -> None:
    c = RetrievalConfig().with_settings(
        ['allowed_speakers=["user"]', "record_runs=false", "high_threshold=0.5", "w_rrf=1"]
    )
    assert c.allowed_speakers == ("USER",) and c.record_runs is False
    assert c.high_threshold == 0.5 and c.w_rrf == 1
    assert RetrievalConfig(max_sensitivity=2).max_sensitivity is Sensitivity.SECRET  # type: ignore[arg-type]
    assert RetrievalConfig(timezone="Asia/Tokyo").timezone == "Asia/Tokyo"


def test_studio_schema_shows_descriptions_and_ranges() -> None:
    # LangGraph builds the context form's JSON schema from the context_schema.
    from langgraph.graph import START, MessagesState, StateGraph

    builder = StateGraph(MessagesState, context_schema=RetrievalConfig)
    builder.add_node("noop", lambda s: {})
    builder.add_edge(START, "noop")
    schema = builder.compile().get_context_jsonschema()
    assert schema is not None
    props = schema["properties"]
    assert set(props) == {f.name for f in dataclasses.fields(RetrievalConfig)}
    missing = [name for name, p in props.items() if not p.get("description")]
    assert missing == []
    assert "nothing is injected" in props["high_threshold"]["description"]
    assert (props["knn_k_per_query"]["minimum"], props["knn_k_per_query"]["maximum"]) == (1, 10_000)
    assert props["fusion"]["enum"] == ["rrf", "convex", "auto", "learned"]
    timeouts = schema["$defs"]["SourceTimeouts"]["properties"]
    assert timeouts["vector"]["description"] and timeouts["vector"]["exclusiveMinimum"] == 0
