"""RetrievalConfig: the seeds' numbers as defaults, grouped by node, frozen, strict ``replace``,
presets, validation naming the dotted key, unknown names (the previous release's flat ones too)
refused with the closest dotted name, runtime-context overrides resolved once per run, and
consolidation's parameters on the same mechanism."""

from __future__ import annotations

import dataclasses
import json
from types import SimpleNamespace
from typing import Any

import pytest

from omoide.agent.config import (
    GROUPS,
    PRESETS,
    FusionConfig,
    RetrievalConfig,
    SourceTimeouts,
    get_preset,
)
from omoide.agent.runtime import config_of
from omoide.memory_store.records import Sensitivity


def test_defaults_are_the_seed_numbers() -> None:
    c = RetrievalConfig()
    # design §rerank: search
    assert (c.sources.knn_k_per_query, c.sources.bm25_k_per_query) == (20, 20)
    assert c.fusion.rrf_k == 60
    assert c.fusion.max_candidates == 60
    assert c.injection.max_results == 5
    assert c.max_sensitivity is Sensitivity.PRIVATE
    assert c.plan.occurred_day_range == 365
    assert c.plan.recent_turns == 3  # 6 messages
    # design §rerank: rerank
    # w_rec: the design's 0.10, tuned to 0.02 on dev data (BENCHMARKS.md); "seed" keeps 0.10.
    assert (c.rerank.w_rrf, c.rerank.w_lex, c.rerank.w_rec) == (0.55, 0.35, 0.02)
    assert c.rerank.ngram_n == 3
    # query_max_chars: the design's 1,200, cut to 300 on the dev chat drills (BENCHMARKS.md
    # §1, "Turns with a recent conversation"); "seed" and "rrf" keep 1,200.
    assert (c.rerank.query_max_chars, c.rerank.episode_max_chars) == (300, 1200)
    assert c.rerank.lex_strength_ngrams == 30
    assert c.rerank.recency_tau_days == 45.0
    assert c.rerank.dup_threshold == 0.90
    # the design's 0.35 / 0.28, raised by w_session's 0.10 (BENCHMARKS.md); "seed" keeps them
    assert (c.injection.high_threshold, c.injection.medium_threshold) == (0.45, 0.38)
    # BENCHMARKS.md §1: ranked by convex fusion without a context query and by RRF with one,
    # no cosine floor on ranking; injection judged by the calibrated judgement (issue 36:
    # probabilities 0.8 / 0.6; rank agreement at 0.45 / 0.38 still suffices).
    assert (c.fusion.mode, c.sources.vector_min_similarity, c.injection.score) == (
        "auto",
        -1.0,
        "model",
    )
    assert (c.injection.p_high, c.injection.p_medium) == (0.8, 0.6)
    assert c.fusion.cross_script_aware and c.fusion.name_bridge == 0.5
    assert c.rerank.w_note == 0.15
    # the `rrf` and `seed` presets keep the judgement by rank agreement
    assert get_preset("rrf").injection.score == get_preset("seed").injection.score == "rrf"
    assert c.fusion.rrf_min_similarity == 0.25
    # The `auto` preset: the same rankings, injection judged on the turn's own ranking score
    # (convex thresholds 0.25 / 0.20, a turn fused by rank needs 0.20 more).
    auto = get_preset("auto")
    assert (auto.fusion.mode, auto.injection.high_threshold, auto.injection.medium_threshold) == (
        "auto",
        0.25,
        0.20,
    )
    assert (auto.sources.vector_min_similarity, auto.injection.auto_rrf_threshold_raise) == (
        -1.0,
        0.2,
    )
    assert auto.injection.score == "ranking" and get_preset("convex").injection.score == "ranking"
    assert c.fusion.convex_window_aware and c.fusion.convex_phrase_weight == 0.2
    assert c.rerank.w_session == 0.1
    # design §plan: per-source timeouts
    assert (c.sources.timeouts.keyword, c.sources.timeouts.vector) == (0.60, 2.20)
    # design §keyword-policies: keyword policies
    assert c.policies.speaker_filter and c.policies.allowed_speakers == ("USER", "AGENT")
    assert c.policies.exclude_recent_context
    assert c.policies.min_block_chars == 30
    assert c.policies.prefix_dedupe_chars == 200
    assert (c.policies.slot_newest, c.policies.slot_oldest, c.policies.slot_middle) == (2, 2, 1)
    assert c.policies.clip_chars == 500
    # design §memorypack
    assert c.pack.max_tokens == 1200


def test_seed_preset_keeps_the_seed_numbers() -> None:
    from omoide.agent.config import PRESETS

    seed = PRESETS["seed"]
    assert (seed.rerank.w_rrf, seed.rerank.w_lex, seed.rerank.w_rec) == (0.55, 0.35, 0.10)
    assert seed.rerank.w_rrf + seed.rerank.w_lex + seed.rerank.w_rec == pytest.approx(1.0)
    assert not seed.plan.keyword_phrases and RetrievalConfig().plan.keyword_phrases
    assert (
        seed.injection.high_threshold,
        seed.injection.medium_threshold,
        seed.rerank.w_session,
    ) == (0.35, 0.28, 0.0)


def test_rrf_preset_keeps_the_previous_default() -> None:
    from omoide.agent.config import PRESETS

    rrf = PRESETS["rrf"]
    assert (rrf.fusion.mode, rrf.sources.vector_min_similarity) == ("rrf", 0.25)
    assert (rrf.injection.high_threshold, rrf.injection.medium_threshold, rrf.rerank.w_session) == (
        0.45,
        0.38,
        0.1,
    )
    assert rrf.injection.min_similarity == -1.0  # no injection gate
    # ...and without the neighbour / session lists, which the previous default did not have
    assert (rrf.sources.neighbour_hits, rrf.sources.session_hits) == (0, 0)
    # ...and it embedded the whole recent context into Q2's vector
    assert (
        rrf.sources.vector_context_chars == 0 and PRESETS["seed"].sources.vector_context_chars == 0
    )
    assert RetrievalConfig().sources.vector_context_chars == 150
    # ...and compared 1,200 characters of it for lexical overlap
    assert rrf.rerank.query_max_chars == PRESETS["seed"].rerank.query_max_chars == 1200
    assert RetrievalConfig().rerank.query_max_chars == 300
    assert (
        RetrievalConfig().sources.neighbour_hits > 0 and RetrievalConfig().sources.session_hits > 0
    )
    assert (
        PRESETS["seed"].fusion.mode == "rrf"
        and PRESETS["seed"].sources.vector_min_similarity == 0.25
    )
    convex = PRESETS["convex"]
    assert (
        convex.fusion.mode,
        convex.fusion.convex_alpha,
        convex.sources.vector_min_similarity,
    ) == (
        "convex",
        0.3,
        -1.0,
    )
    assert (convex.injection.high_threshold, convex.injection.medium_threshold) == (0.25, 0.20)


def test_frozen() -> None:
    c = RetrievalConfig()
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.injection.high_threshold = 0.1  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.sources.timeouts.vector = 9.0  # type: ignore[misc]


def test_replace_changes_a_copy() -> None:
    c = RetrievalConfig()
    d = c.replace(
        injection={"high_threshold": 0.5}, sources={"timeouts": SourceTimeouts(vector=0.2)}
    )
    assert (
        d.injection.high_threshold == 0.5
        and d.sources.timeouts.vector == 0.2
        and d.sources.timeouts.keyword == 0.60
    )
    assert c.injection.high_threshold == 0.45  # the original is unchanged
    assert c.replace() == c


def test_replace_rejects_unknown_keys() -> None:
    with pytest.raises(ValueError, match=r"unknown retrieval setting.*high_treshold"):
        RetrievalConfig().replace(high_treshold=0.5)
    with pytest.raises(ValueError, match="a, b"):
        RetrievalConfig().replace(b=1, a=2)


@pytest.mark.parametrize(
    "changes",
    [
        {"injection.medium_threshold": 0.5},  # above high
        {"injection.medium_threshold": -0.1},
        {"injection.high_threshold": 0.2},  # below medium 0.38
        {"sources.knn_k_per_query": 0},
        {"sources.bm25_k_per_query": 0},
        {"fusion.max_candidates": 0},
        {"fusion.rrf_k": 0},
        {"rerank.ngram_n": 0},
        {"injection.max_results": -1},
    ],
)
def test_invalid_values_rejected(changes: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        RetrievalConfig(**changes)
    with pytest.raises(ValueError):
        RetrievalConfig().replace(**changes)


def test_boundary_values_accepted() -> None:
    RetrievalConfig(injection={"medium_threshold": 0.35, "high_threshold": 0.35})
    RetrievalConfig(injection={"medium_threshold": 0.0, "high_threshold": 0.0})
    RetrievalConfig(injection={"max_results": 0})


def test_presets() -> None:
    assert {"default", "keyword_tool", "eval", "fast"} <= set(PRESETS)
    assert get_preset("default") == RetrievalConfig()
    assert get_preset("keyword_tool").policies.time_slotting is True
    assert RetrievalConfig().policies.time_slotting is False
    assert get_preset("eval").record_runs is False
    fast = get_preset("fast")
    assert fast.fusion.max_candidates < 60 and fast.sources.knn_k_per_query < 20
    for name, preset in PRESETS.items():
        assert isinstance(preset, RetrievalConfig), name
    with pytest.raises(ValueError, match=r"unknown preset 'nope'.*default"):
        get_preset("nope")


# -- the configuration as LangGraph runtime context -----------------------------------------


def _runtime(context: Any) -> Any:
    return SimpleNamespace(context=context)


def test_config_of_a_config_context_overrides_field_by_field() -> None:
    bound = get_preset("fast")
    got = config_of(_runtime(RetrievalConfig(injection={"high_threshold": 0.5})), bound)
    assert got.injection.high_threshold == 0.5
    assert (
        got.sources.knn_k_per_query == bound.sources.knn_k_per_query == 10
    )  # the bound config stays
    # A context left at the defaults changes nothing.
    assert config_of(_runtime(RetrievalConfig()), bound) is bound


def test_config_of_a_parent_dict_context() -> None:
    default = RetrievalConfig()
    got = config_of(_runtime({"injection": {"high_threshold": 0.5}, "model": "gpt"}), default)
    assert got.injection.high_threshold == 0.5 and got.injection.max_results == 5  # merged
    # "model" is the parent's own
    assert config_of(_runtime({"unrelated": 1}), default) is default
    nested = config_of(_runtime({"model": "gpt", "omoide": {"injection.max_results": 2}}), default)
    assert nested.injection.max_results == 2
    # The context's group and configurable's dotted setting merge setting by setting.
    both = config_of(
        _runtime({"injection": {"high_threshold": 0.5}, "omoide": {"injection.max_results": 2}}),
        default,
    )
    assert (both.injection.high_threshold, both.injection.max_results) == (0.5, 2)


def test_config_of_a_typo_in_a_dict_context_is_an_error() -> None:
    with pytest.raises(
        ValueError, match=r"high_treshold \(did you mean injection\.high_threshold\?\)"
    ):
        config_of(_runtime({"high_treshold": 0.5}), RetrievalConfig())
    with pytest.raises(ValueError, match=r"unknown retrieval setting.*bogus"):
        config_of(_runtime({"omoide": {"bogus": 1}}), RetrievalConfig())
    with pytest.raises(ValueError, match=r"injection\.max_results=None: allowed an integer"):
        config_of(_runtime({"injection": {"max_results": None}}), RetrievalConfig())


def test_config_of_without_context() -> None:
    default = RetrievalConfig()
    assert config_of(None, default) is default
    assert config_of(_runtime(None), default) is default
    assert config_of(_runtime(object()), default) is default  # a parent's own context object


def test_timeouts_from_a_json_context() -> None:
    # What LangGraph does with `graph.invoke(..., context={...})` (langgraph.pregel.main).
    cfg = RetrievalConfig(**{"sources": {"timeouts": {"vector": 0.2}}})
    assert cfg.sources.timeouts.vector == 0.2 and cfg.sources.timeouts.keyword == 0.60
    assert cfg.sources.knn_k_per_query == 20  # the group's other settings keep their defaults


# -- validation by type and range, from every entry point ------------------------------------

# (dotted key, raw --set text, the value as Python / JSON would carry it, what the error says)
BAD = [
    (
        "sources.knn_k_per_query",
        "2.5",
        2.5,
        r"sources\.knn_k_per_query=2\.5: allowed an integer >= 1 and <= 10000",
    ),
    ("sources.explore_k", "1e100", 1e100, r"sources\.explore_k=1e\+100: allowed an integer >= 0"),
    (
        "sources.vector_min_similarity",
        "abc",
        "abc",
        r"sources\.vector_min_similarity='abc': allowed a number >= -1",
    ),
    ("sources.bm25_k_per_query", "true", True, r"bm25_k_per_query=True: allowed an integer >= 1"),
    (
        "policies.allowed_speakers",
        "USER",
        "USER",
        r"policies\.allowed_speakers='USER': allowed a list of USER, AGENT",
    ),
    (
        "injection.high_threshold",
        "1.5",
        1.5,
        r"injection\.high_threshold=1\.5: allowed a number >= 0\.0 and <= 1\.0",
    ),
    ("fusion.mode", "bogus", "bogus", r"fusion\.mode='bogus': allowed one of 'rrf', 'convex'"),
    ("sources.timeouts.vector", "0", 0, r"sources\.timeouts\.vector=0: allowed a number > 0"),
    ("record_runs", "no", "no", r"record_runs='no': allowed true or false"),
]
IDS = [b[0] for b in BAD]


@pytest.mark.parametrize(("key", "raw", "value", "message"), BAD, ids=IDS)
def test_bad_value_from_python(key: str, raw: str, value: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RetrievalConfig(**{key: value})
    with pytest.raises(ValueError, match=message):
        RetrievalConfig().replace(**{key: value})
    with pytest.raises(ValueError, match=message):
        RetrievalConfig(**_nested(key, value))


def _nested(key: str, value: Any) -> dict[str, Any]:
    """A dotted setting as the nested dict a JSON context carries: {"fusion": {"mode": ...}}."""
    *path, last = key.split(".")
    out: dict[str, Any] = {last: value}
    for part in reversed(path):
        out = {part: out}
    return out


@pytest.mark.parametrize(("key", "raw", "value", "message"), BAD, ids=IDS)
def test_bad_value_from_set(key: str, raw: str, value: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RetrievalConfig().with_settings([f"{key}={raw}"])


@pytest.mark.parametrize(("key", "raw", "value", "message"), BAD, ids=IDS)
def test_bad_value_from_the_cli(key: str, raw: str, value: Any, message: str) -> None:
    # The parser `omoide recall|chat|eval --preset P --set k=v` uses (omoide/cli/common.py
    # since the command line's split by command group; omoide/cli.py's _config before).
    try:
        from omoide.cli.common import run_config
    except ImportError:
        from omoide.cli import _config as run_config  # type: ignore[attr-defined,no-redef]

    args = SimpleNamespace(preset="default", set=[f"{key}={raw}"])
    with pytest.raises(ValueError, match=message):
        run_config(args)  # type: ignore[arg-type]


@pytest.mark.parametrize(("key", "raw", "value", "message"), BAD, ids=IDS)
def test_bad_value_from_a_dict_context(key: str, raw: str, value: Any, message: str) -> None:
    # A parent's plain dict context: grouped, dotted, and under "omoide".
    with pytest.raises(ValueError, match=message):
        config_of(_runtime(_nested(key, value)), RetrievalConfig())
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
        _coerce_context(RetrievalConfig, json.loads(json.dumps(_nested(key, value))))


def test_unknown_key_in_a_json_context() -> None:
    from langgraph.pregel.main import _coerce_context

    with pytest.raises(
        ValueError, match=r"injection\.high_treshold \(did you mean injection\.high_threshold\?\)"
    ):
        _coerce_context(RetrievalConfig, {"injection": {"high_treshold": 0.5}})
    with pytest.raises(ValueError, match=r"fusion=3: allowed a FusionConfig or a dict"):
        _coerce_context(RetrievalConfig, {"fusion": 3})
    with pytest.raises(ValueError, match=r"unknown retrieval setting\(s\): zzz$"):
        RetrievalConfig(zzz=1)  # type: ignore[call-arg]


def test_copies_and_pickles() -> None:
    import copy
    import pickle

    c = RetrievalConfig(injection={"high_threshold": 0.5}, policies={"allowed_speakers": ("USER",)})
    assert copy.deepcopy(c) == c == pickle.loads(pickle.dumps(c))
    assert copy.copy(c).injection.high_threshold == 0.5


def test_high_threshold_above_the_best_possible_score() -> None:
    # 0.9 is in range, but with these weights no memory can score it: memory would be off.
    weights = {"w_rrf": 0.4, "w_lex": 0.2, "w_rec": 0.0, "w_session": 0.1, "w_note": 0.0}
    with pytest.raises(ValueError, match=r"high_threshold=0\.9: above the best score.*0\.700"):
        RetrievalConfig(rerank=weights, injection={"high_threshold": 0.9})
    ok = RetrievalConfig(rerank=weights, injection={"high_threshold": 0.7})
    assert ok.best_possible_score() == pytest.approx(0.7)
    # a saved note's weight counts: a threshold only a note can reach still injects notes
    noted = RetrievalConfig(rerank={**weights, "w_note": 0.15}, injection={"high_threshold": 0.8})
    assert noted.best_possible_score() == pytest.approx(0.85)


def test_config_must_be_a_retrieval_config_in_python() -> None:
    from omoide.agent.builder import check_config

    with pytest.raises(TypeError, match=r"config='fast': allowed a RetrievalConfig.*get_preset"):
        check_config("fast")
    with pytest.raises(TypeError, match=r"config=\{'high_threshold': 0.5\}"):
        check_config({"high_threshold": 0.5})
    assert check_config(None) == RetrievalConfig()


def test_other_values_named_with_their_range() -> None:
    with pytest.raises(ValueError, match=r"sources\.timeouts\.vector=0: allowed a number > 0\.0"):
        RetrievalConfig(sources={"timeouts": {"vector": 0}})  # type: ignore[arg-type]
    with pytest.raises(
        ValueError, match=r"sources\.timeouts\.vectr \(did you mean sources\.timeouts\.vector\?\)"
    ):
        RetrievalConfig(sources={"timeouts": {"vectr": 1.0}})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"max_sensitivity='TOP': allowed PUBLIC, PRIVATE"):
        RetrievalConfig(max_sensitivity="TOP")  # type: ignore[arg-type]
    with pytest.raises(
        ValueError, match=r"timezone='Mars/Base': unknown timezone; allowed an IANA"
    ):
        RetrievalConfig(timezone="Mars/Base")
    with pytest.raises(ValueError, match=r"rerank\.w_rrf=nan: allowed a number"):
        RetrievalConfig(rerank={"w_rrf": float("nan")})
    with pytest.raises(ValueError, match=r"--set expects key=value"):
        RetrievalConfig().with_settings(["injection.high_threshold"])


def test_good_values_from_text_and_json() -> None:
    c = RetrievalConfig().with_settings(
        [
            'policies.allowed_speakers=["user"]',
            "record_runs=false",
            "injection.high_threshold=0.5",
            "rerank.w_rrf=1",
            "sources.timeouts.vector=0.5",
        ]
    )
    assert c.policies.allowed_speakers == ("USER",) and c.record_runs is False
    assert c.injection.high_threshold == 0.5 and c.rerank.w_rrf == 1
    assert c.sources.timeouts.vector == 0.5 and c.sources.timeouts.keyword == 0.60
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
    assert set(GROUPS) <= set(props)
    defs = schema["$defs"]
    missing = [name for name, p in props.items() if not p.get("description")]
    for group, cls in GROUPS.items():  # every group and every setting in it is described
        assert defs[cls.__name__]["description"], group
        fields = defs[cls.__name__]["properties"]
        assert set(fields) == {f.name for f in dataclasses.fields(cls)}
        missing += [f"{group}.{n}" for n, p in fields.items() if not p.get("description")]
    assert missing == []
    injection = defs["InjectionConfig"]["properties"]
    assert "nothing is injected" in injection["high_threshold"]["description"]
    knn = defs["SourcesConfig"]["properties"]["knn_k_per_query"]
    assert (knn["minimum"], knn["maximum"]) == (1, 10_000)
    assert defs["FusionConfig"]["properties"]["mode"]["enum"] == [
        "rrf",
        "convex",
        "auto",
        "learned",
    ]
    timeouts = defs["SourceTimeouts"]["properties"]
    assert timeouts["vector"]["description"] and timeouts["vector"]["exclusiveMinimum"] == 0


# -- the previous release's flat names: no longer accepted, the error names the dotted one ---

# A sample of the 0.1.0 development names (the shim that translated all 101 is gone).
_FLAT_NAMES = {
    "high_threshold": "injection.high_threshold",
    "rrf_k": "fusion.rrf_k",
    "max_inject_tokens": "pack.max_tokens",
    "timeouts": "sources.timeouts",
    "w_rrf": "rerank.w_rrf",
    "inject_min_similarity": "injection.min_similarity",
    "inject_score": "injection.score",
    "pack_background": "pack.background",
    "derived_sections": "derived.sections",
    "max_candidates": "fusion.max_candidates",
}


@pytest.mark.parametrize(("old", "new"), sorted(_FLAT_NAMES.items()))
def test_a_flat_name_is_an_unknown_setting_naming_the_dotted_one(old: str, new: str) -> None:
    hint = rf"unknown retrieval setting\(s\): {old} \(did you mean {new.replace('.', '[.]')}\?\)"
    with pytest.raises(ValueError, match=hint):
        RetrievalConfig().with_settings([f"{old}=1"])
    with pytest.raises(ValueError, match=hint):
        RetrievalConfig().replace(**{old: 1})
    with pytest.raises(ValueError, match=hint):
        RetrievalConfig(**{old: 1})
    with pytest.raises(AttributeError, match=f"no attribute {old!r}"):
        getattr(RetrievalConfig(), old)  # no flat reads either


def test_fusion_as_a_mode_names_fusion_mode() -> None:
    with pytest.raises(ValueError, match=r"fusion='rrf' \(did you mean fusion\.mode='rrf'\?\)"):
        RetrievalConfig(fusion="rrf")  # type: ignore[arg-type]


def test_flat_names_in_a_context_are_errors_too() -> None:
    from langgraph.pregel.main import _coerce_context

    hint = r"max_results \(did you mean injection\.max_results\?\)"
    with pytest.raises(ValueError, match=hint):
        config_of(_runtime({"omoide": {"max_results": 2}}), RetrievalConfig())
    with pytest.raises(ValueError, match=r"did you mean injection\.high_threshold"):
        _coerce_context(RetrievalConfig, {"high_threshold": 0.5})
    with pytest.raises(ValueError, match=r"did you mean fusion\.mode"):
        _coerce_context(RetrievalConfig, {"fusion": "rrf"})
    from omoide.agent import config as module

    assert not hasattr(module, "DEPRECATED_NAMES")


# -- groups and dotted names ------------------------------------------------------------------


def test_a_group_dict_merges_a_group_object_replaces() -> None:
    tuned = get_preset("fast").replace(fusion={"rrf_k": 30})
    assert tuned.fusion.rrf_k == 30 and tuned.fusion.max_candidates == 30  # fast's kept
    whole = get_preset("fast").replace(fusion=FusionConfig(rrf_k=30))
    assert whole.fusion.max_candidates == 60  # the group replaced whole
    dotted = get_preset("fast").replace(**{"fusion.rrf_k": 30})
    assert dotted == tuned
    assert tuned.get("fusion.rrf_k") == 30 and tuned.settings()["fusion.max_candidates"] == 30
    assert FusionConfig().replace(rrf_k=30).rrf_k == 30
    with pytest.raises(ValueError, match=r"fusion\.rrf_kk \(did you mean fusion\.rrf_k\?\)"):
        FusionConfig().replace(rrf_kk=30)


def test_config_of_a_config_context_merges_within_a_group() -> None:
    bound = get_preset("fast")  # fusion.max_candidates 30
    got = config_of(_runtime(RetrievalConfig(fusion={"rrf_k": 30})), bound)
    assert (got.fusion.rrf_k, got.fusion.max_candidates) == (30, 30)


def test_unknown_dotted_names_say_the_closest() -> None:
    with pytest.raises(ValueError, match=r"fusion\.rrf_kk \(did you mean fusion\.rrf_k\?\)"):
        RetrievalConfig().with_settings(["fusion.rrf_kk=3"])
    with pytest.raises(ValueError, match=r"rrf_kk \(did you mean fusion\.rrf_k\?\)"):
        RetrievalConfig().with_settings(["rrf_kk=3"])
    with pytest.raises(ValueError, match=r"fusoin\.rrf_k \(did you mean fusion\.rrf_k\?\)"):
        RetrievalConfig().with_settings(["fusoin.rrf_k=3"])


def test_every_default_passes_its_own_check() -> None:
    """Validation skips a field left at its default (building ~110 validators at import cost
    ~0.1 s), so every default must pass the full check itself."""
    import dataclasses as dc

    from omoide.agent import config as cfg

    groups = [
        obj
        for obj in vars(cfg).values()
        if isinstance(obj, type)
        and issubclass(obj, cfg.SettingsGroup)
        and obj is not cfg.SettingsGroup
    ]
    assert len(groups) >= 8
    for group in groups:
        cfg._validate(group(), prefix=group._prefix, full=True)
    cfg._validate(cfg.RetrievalConfig(), full=True)
    assert all(dc.is_dataclass(g) for g in groups)


def test_a_changed_value_is_still_checked() -> None:
    from omoide.agent.config import RetrievalConfig

    with pytest.raises(ValueError, match=r"fusion\.rrf_k=0"):
        RetrievalConfig(fusion={"rrf_k": 0})
    with pytest.raises(ValueError, match=r"plan\.time_windows=1"):
        RetrievalConfig(plan={"time_windows": 1})  # 1 is no boolean, though 1 == True


# -- the run's config, resolved once per run ---------------------------------------------------


def _three_node_graph(bound: RetrievalConfig, seen: list[tuple[str, int]]) -> Any:
    """plan → (keyword, vector) → rerank, each node reading the run's config like omoide's."""
    from langgraph.graph import END, START, MessagesState, StateGraph
    from langgraph.runtime import Runtime

    def node(name: str) -> Any:
        def read(state: MessagesState, runtime: Runtime[RetrievalConfig]) -> dict[str, Any]:
            seen.append((name, config_of(runtime, bound).fusion.rrf_k))
            return {}

        return read

    builder = StateGraph(MessagesState, context_schema=RetrievalConfig)
    for name in ("plan", "keyword", "vector", "rerank"):
        builder.add_node(name, node(name))
    builder.add_edge(START, "plan")
    builder.add_edge("plan", "keyword")
    builder.add_edge("plan", "vector")
    builder.add_edge(["keyword", "vector"], "rerank")
    builder.add_edge("rerank", END)
    return builder.compile()


def test_the_runs_config_is_resolved_once_per_run(monkeypatch: pytest.MonkeyPatch) -> None:
    from omoide.agent import runtime as rt

    calls: list[int] = []
    real = rt._resolve_run

    def counted(*args: Any) -> RetrievalConfig:
        calls.append(1)
        return real(*args)

    monkeypatch.setattr(rt, "_resolve_run", counted)
    bound = get_preset("fast")
    seen: list[tuple[str, int]] = []
    graph = _three_node_graph(bound, seen)
    graph.invoke({"messages": []}, context={"fusion": {"rrf_k": 31}})
    assert sorted(seen) == [("keyword", 31), ("plan", 31), ("rerank", 31), ("vector", 31)]
    assert len(calls) == 1  # four nodes, one resolution
    # The next run, another context: resolved again, once, to its own values.
    seen.clear()
    graph.invoke({"messages": []}, context={"fusion": {"rrf_k": 32}})
    assert {k for _, k in seen} == {32} and len(calls) == 2
    # configurable["omoide"] (a dict), changed in place between runs: read again.
    settings = {"fusion.rrf_k": 33}
    run_config: Any = {"configurable": {"omoide": settings}}
    seen.clear()
    graph.invoke({"messages": []}, config=run_config)
    assert {k for _, k in seen} == {33} and len(calls) == 3
    settings["fusion.rrf_k"] = 34
    seen.clear()
    graph.invoke({"messages": []}, config=run_config)
    assert {k for _, k in seen} == {34} and len(calls) == 4
    # A refused run fails in its first node, every time it is asked.
    with pytest.raises(ValueError, match=r"did you mean fusion\.rrf_k"):
        graph.invoke({"messages": []}, config={"configurable": {"omoide": {"rrf_kk": 3}}})


def test_a_dict_context_changed_in_place_is_read_again() -> None:
    ctx: dict[str, Any] = {"user": "me", "omoide": {"fusion.rrf_k": 30}}
    assert config_of(_runtime(ctx), RetrievalConfig()).fusion.rrf_k == 30
    ctx["omoide"]["fusion.rrf_k"] = 31
    assert config_of(_runtime(ctx), RetrievalConfig()).fusion.rrf_k == 31
    ctx["fusion.rrf_kk"] = 3  # a typo added later is still caught
    with pytest.raises(ValueError, match=r"fusion\.rrf_kk \(did you mean fusion\.rrf_k\?\)"):
        config_of(_runtime(ctx), RetrievalConfig())
    assert config_of(_runtime(None)) == RetrievalConfig()  # no bound config: the defaults


# -- consolidation's parameters: the same mechanism ------------------------------------------


def test_consolidation_config_is_a_settings_group() -> None:
    from pydantic import TypeAdapter

    from omoide.agent import config as cfg
    from omoide.agent.consolidation import ConsolidationConfig

    assert issubclass(ConsolidationConfig, cfg.SettingsGroup)
    cfg._validate(ConsolidationConfig(), prefix="consolidation.", full=True)
    with pytest.raises(ValueError, match=r"^consolidation\.batch_size=0: allowed an integer >= 1"):
        ConsolidationConfig(batch_size=0)
    with pytest.raises(cfg.SettingTypeError, match=r"consolidation\.batch_size='10'"):
        ConsolidationConfig(batch_size="10")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"consolidation\.loops_from_reply=1: allowed true"):
        ConsolidationConfig(loops_from_reply=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"consolidation\.timezone='Mars/Base'"):
        ConsolidationConfig(timezone="Mars/Base")
    with pytest.raises(ValueError, match=r"consolidation\.max_sensitivity='TOP'"):
        ConsolidationConfig(max_sensitivity="TOP")  # type: ignore[arg-type]
    assert ConsolidationConfig(max_sensitivity=2).max_sensitivity is Sensitivity.SECRET  # type: ignore[arg-type]
    assert ConsolidationConfig().replace(batch_size=40).batch_size == 40
    with pytest.raises(
        ValueError,
        match=r"unknown consolidation setting\(s\): consolidation\.batch_sise "
        r"\(did you mean consolidation\.batch_size\?\)",
    ):
        ConsolidationConfig().replace(batch_sise=40)
    # The schema shows every field's description and range, like the retrieval groups'.
    schema = TypeAdapter(ConsolidationConfig).json_schema()["properties"]
    assert all(p.get("description") for p in schema.values()), schema
    assert (schema["batch_size"]["minimum"], schema["batch_size"]["maximum"]) == (1, 10_000)
    assert (schema["highlight_chars"]["minimum"], schema["loop_text_chars"]["maximum"]) == (
        10,
        2_000,
    )


def test_consolidation_sensitivity_errors_like_the_retrieval_groups() -> None:
    from omoide.agent.consolidation.config import ConsolidationConfig

    with pytest.raises(ValueError, match=r"^consolidation\.max_sensitivity='TOP': allowed PUBLIC"):
        ConsolidationConfig(max_sensitivity="TOP")  # type: ignore[arg-type]
    assert ConsolidationConfig(max_sensitivity="secret").max_sensitivity is Sensitivity.SECRET  # type: ignore[arg-type]
