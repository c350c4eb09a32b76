"""``recall()`` end to end on a real store (SQLite + BM25 + embedded Chroma + the offline USE
embedder): what it finds, what it refuses to inject, what it records, how it survives a slow
or failing source, and the CLI on top of it."""

from __future__ import annotations

import asyncio
import json
import re
import threading
import time
from pathlib import Path
from typing import Any

import pytest

import omoide.agent.nodes.keyword_retrieve as keyword_mod
import omoide.agent.nodes.vector_retrieve as vector_mod
from omoide.agent import RetrievalConfig, arecall, recall
from omoide.agent.config import SourceTimeouts
from omoide.agent.runs import explain_run, list_runs, load_run
from omoide.cli import main as cli_main
from omoide.memory_store import MemoryStore, QueryError, USEEmbeddings
from tests.conftest import NOW, sample_episodes

DOG = "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ"
KYOTO = "4月に京都へ旅行する予定で、嵐山と伏見稲荷に行きたいんだ"
TUNGSTEN = "What's the boiling point of tungsten?"
PHASES = {
    "plan",
    "keyword_retrieve",
    "vector_retrieve",
    "entity_retrieve",
    "about_time_retrieve",
    "bridge_retrieve",
    "rerank",
    "select",
    "pack",
}
REASON = re.compile(
    r"^heuristic rerank: score=\d\.\d{3} rrf=\d\.\d{3} lex=\d\.\d{3} rec=\d\.\d{3}"
    r"(?: session=\d\.\d{3})?$"
)


def test_recall_result_shape(store: MemoryStore) -> None:
    r = recall(store, "柴犬のこむぎの話、覚えてる？", now=NOW)
    assert r.plan.user_text == "柴犬のこむぎの話、覚えてる？"
    assert r.plan.now == int(NOW.timestamp())
    assert r.plan.mode == "associative_recent"
    assert r.episodes and r.candidates
    assert r.pack.startswith("<<INTERNAL_CONTEXT>>\n")
    assert r.run_id and re.fullmatch(r"[0-9a-f]{16}", r.run_id)
    assert set(r.timings_ms) == PHASES
    assert all(v >= 0 for v in r.timings_ms.values())
    assert r.skipped == []


def test_paraphrase_finds_the_dog_episode(store: MemoryStore) -> None:
    r = recall(store, "こむぎが川に飛び込んだ日のこと覚えてる？", now=NOW)
    top = r.episodes[0]
    assert top.user_text == DOG
    assert top.relevance == "high"
    assert top.score == r.candidates[0].final  # a pick carries its ranking score (issue 27)
    assert REASON.match(top.reason)
    assert "こむぎ" in r.pack and "<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>" in r.pack
    assert r.candidates[0].id == top.id


def test_semantic_paraphrase_without_the_name(store: MemoryStore) -> None:
    # No shared name: the vector source has to carry it.
    r = recall(store, "うちの犬が川で泳いじゃった日のこと覚えてる？", now=NOW)
    assert r.episodes and r.episodes[0].user_text == DOG
    assert any(s.startswith("vector") for s in r.candidates[0].hit_sources)


def test_japanese_query_finds_kyoto(store: MemoryStore) -> None:
    r = recall(store, "京都の旅行、どこに行きたいって言ってたっけ？", now=NOW)
    assert r.episodes[0].user_text == KYOTO
    assert "嵐山" in r.pack


def test_english_query_finds_aurora(store: MemoryStore) -> None:
    r = recall(store, "When is the Project Aurora deadline again?", now=NOW)
    assert "Aurora" in r.episodes[0].user_text


def test_unrelated_query_injects_nothing(store: MemoryStore) -> None:
    r = recall(store, TUNGSTEN, now=NOW)
    assert r.episodes == []
    assert r.pack == ""
    assert all(c.final < RetrievalConfig().injection.high_threshold for c in r.candidates)
    assert r.run_id  # the refusal is recorded too
    assert load_run(store, r.run_id)["injected"] is False


def test_candidates_carry_score_breakdowns_and_sources(store: MemoryStore) -> None:
    r = recall(store, "こむぎの散歩で何があったっけ？", now=NOW)
    cfg = RetrievalConfig()
    for c in r.candidates:
        assert c.final == pytest.approx(
            cfg.rerank.w_rrf * c.rrf_norm
            + cfg.rerank.w_lex * c.lex
            + cfg.rerank.w_rec * c.rec
            + cfg.rerank.w_session * c.session
        )
        assert 0 <= c.rrf_norm <= 1 and 0 <= c.lex <= 1 and 0 <= c.rec <= 1
        assert 0 <= c.session <= 1
        assert REASON.match(c.reason)
        assert c.hit_sources
        assert all(re.fullmatch(r"(keyword|vector)(_[a-z_]+)?:q\d", s) for s in c.hit_sources)
    finals = [c.final for c in r.candidates]
    assert finals == sorted(finals, reverse=True)
    top = r.candidates[0]
    assert {"keyword:q1", "vector:q1"} <= set(top.hit_sources)


def test_recent_conversation_makes_a_second_query(store: MemoryStore) -> None:
    r = recall(
        store,
        "What did she recommend?",
        recent_conversation=[
            ("user", "I'm meeting Tanaka-san tomorrow"),
            ("assistant", "Nice! Say hi from me."),
        ],
        now=NOW,
    )
    assert len(r.plan.queries) == 2
    assert r.plan.queries[1].endswith("\n---\nWhat did she recommend?")
    assert any(s.endswith(":q2") for c in r.candidates for s in c.hit_sources)
    with pytest.raises(ValueError, match="unknown role"):
        recall(store, "x", recent_conversation=[("narrator", "hi")])


def test_associative_mode_window_and_explore_slot(store: MemoryStore) -> None:
    # Nimbus Labs is 400 days old: outside the 365-day window, reachable only through the
    # all-time exploration list (vector_global) or keyword hits are filtered out.
    r = recall(store, "How did my job interview at Nimbus Labs go?", now=NOW)
    nimbus = [c for c in r.candidates if "Nimbus" in c.episode.user_text]
    assert nimbus
    assert all(s.startswith("vector_global") for s in nimbus[0].hit_sources)
    off = recall(
        store,
        "How did my job interview at Nimbus Labs go?",
        now=NOW,
        config=RetrievalConfig(sources={"explore_global": False}),
    )
    assert not [c for c in off.candidates if "Nimbus" in c.episode.user_text]


def test_config_changes_the_outcome(store: MemoryStore) -> None:
    q = "柴犬のこむぎの話、覚えてる？"
    assert recall(store, q, now=NOW).episodes
    strict = recall(
        store,
        q,
        now=NOW,
        config=RetrievalConfig(
            injection={
                "high_threshold": 0.95,
                "medium_threshold": 0.9,
                "p_high": 1.0,  # the calibrated judgement's chance never reaches 1
                "p_medium": 1.0,
            }
        ),
    )
    assert strict.episodes == [] and strict.pack == ""
    assert strict.candidates  # the candidates are still ranked, just not injected


def test_empty_query_is_refused(store: MemoryStore) -> None:
    with pytest.raises(QueryError):
        recall(store, "   ")


def test_runs_are_recorded_and_explained(store: MemoryStore) -> None:
    r = recall(store, "こむぎが川に飛び込んだ日のこと覚えてる？", now=NOW)
    assert r.run_id is not None
    run = load_run(store, r.run_id)
    assert run["user_text"] == "こむぎが川に飛び込んだ日のこと覚えてる？"
    assert run["plan"]["mode"] == "associative_recent"
    assert run["injected"] is True
    assert [s["id"] for s in run["selected"]] == [e.id for e in r.episodes]
    assert [c["id"] for c in run["candidates"]] == [c.id for c in r.candidates]
    assert set(run["candidates"][0]) >= {
        "hit_sources",
        "rrf_norm",
        "lex",
        "rec",
        "final",
        "reason",
        "duplicate_of",
    }
    assert set(run["timings_ms"]) == PHASES
    text = explain_run(run)
    assert text.startswith(f"run {r.run_id}")
    assert "mode=associative_recent" in text
    assert "[high]" in text and r.episodes[0].id in text
    assert listed(store, r.run_id)
    with pytest.raises(KeyError, match="no retrieval run"):
        load_run(store, "0" * 16)


def listed(store: MemoryStore, run_id: str) -> bool:
    return any(x["run_id"] == run_id for x in list_runs(store))


def test_runs_not_recorded_when_switched_off(store: MemoryStore) -> None:
    before = len(list_runs(store, limit=1000))
    r = recall(store, "こむぎ", now=NOW, config=RetrievalConfig(record_runs=False))
    assert r.run_id is None
    assert len(list_runs(store, limit=1000)) == before


def test_arecall(store: MemoryStore) -> None:
    sync = recall(store, "京都の旅行の計画", now=NOW)
    r = asyncio.run(arecall(store, "京都の旅行の計画", now=NOW))
    assert r.episodes and r.episodes[0].user_text == KYOTO
    assert [c.id for c in r.candidates] == [c.id for c in sync.candidates]
    assert r.pack == sync.pack


# -- a slow or failing source ---------------------------------------------------------------


def _slow(*args: Any, **kwargs: Any) -> Any:
    time.sleep(1.0)
    raise AssertionError("the abandoned call's result must never be used")


def test_slow_vector_source_is_skipped_within_budget(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    q = "柴犬のこむぎの話、覚えてる？"
    recall(store, q, now=NOW)  # compile the graph and warm up outside the measurement
    monkeypatch.setattr(vector_mod, "vector_search", _slow)
    cfg = RetrievalConfig(sources={"timeouts": SourceTimeouts(keyword=0.6, vector=0.2)})
    started = time.perf_counter()
    r = recall(store, q, now=NOW, config=cfg)
    wall = time.perf_counter() - started
    assert wall < 0.9, f"recall took {wall:.2f} s with a 0.2 s vector budget"
    assert [s.source for s in r.skipped] == ["vector"]
    assert r.skipped[0].reason.startswith("TimeoutError")
    assert "200 ms" in r.skipped[0].reason
    assert 150 <= r.skipped[0].elapsed_ms < 900
    assert r.candidates, "keyword results must still produce candidates"
    assert all(s.startswith("keyword") for c in r.candidates for s in c.hit_sources)
    assert r.episodes and r.episodes[0].user_text == DOG
    run = load_run(store, r.run_id or "")
    assert run["skipped"][0]["source"] == "vector"
    assert "SKIPPED vector: TimeoutError" in explain_run(run)


def test_slow_keyword_source_is_skipped(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    q = "こむぎが川に飛び込んだ日のこと"
    recall(store, q, now=NOW)
    monkeypatch.setattr(keyword_mod, "keyword_search", _slow)
    cfg = RetrievalConfig(sources={"timeouts": SourceTimeouts(keyword=0.2, vector=2.2)})
    started = time.perf_counter()
    r = recall(store, q, now=NOW, config=cfg)
    assert time.perf_counter() - started < 0.9
    assert [s.source for s in r.skipped] == ["keyword"]
    assert r.candidates
    assert all(s.startswith("vector") for c in r.candidates for s in c.hit_sources)


def test_hung_source_does_not_starve_the_other(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    release = threading.Event()

    def hung(*args: Any, **kwargs: Any) -> Any:
        release.wait(10)
        return []

    q = "柴犬のこむぎの話、覚えてる？"
    recall(store, q, now=NOW)
    monkeypatch.setattr(vector_mod, "vector_search", hung)
    cfg = RetrievalConfig(sources={"timeouts": SourceTimeouts(keyword=0.6, vector=0.1)})
    try:
        for _ in range(9):  # more hung calls than the pool has threads
            r = recall(store, q, now=NOW, config=cfg)
            assert [s.source for s in r.skipped] == ["vector"], r.skipped
            assert r.candidates
    finally:
        release.set()  # let the abandoned calls finish now, not after the test


def test_failing_source_is_skipped_with_its_message(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    def boom(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("BM25 index is on fire")

    monkeypatch.setattr(keyword_mod, "keyword_search", boom)
    r = recall(store, "柴犬のこむぎの話、覚えてる？", now=NOW)
    assert len(r.skipped) == 1
    assert r.skipped[0].source == "keyword"
    assert r.skipped[0].reason == "RuntimeError: BM25 index is on fire"
    assert r.candidates and r.candidates[0].episode.user_text == DOG
    assert all(s.startswith("vector") for c in r.candidates for s in c.hit_sources)


def test_both_sources_failing_gives_an_empty_turn(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    def boom(*args: Any, **kwargs: Any) -> Any:
        raise OSError("disk gone")

    monkeypatch.setattr(keyword_mod, "keyword_search", boom)
    monkeypatch.setattr(vector_mod, "vector_search", boom)
    r = recall(store, "柴犬のこむぎの話、覚えてる？", now=NOW)
    assert sorted(s.source for s in r.skipped) == ["keyword", "vector"]
    assert r.candidates == [] and r.episodes == [] and r.pack == ""


# -- the CLI --------------------------------------------------------------------------------


@pytest.fixture
def store_path(tmp_path: Path, embedder: USEEmbeddings) -> Path:
    path = tmp_path / "cli_store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
    return path


@pytest.mark.slow  # seconds: CI runs it, the fast lane does not
def test_cli_recall_runs_explain_stats(
    store_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["--store", str(store_path)]
    now = NOW.isoformat()
    assert cli_main([*base, "recall", "柴犬のこむぎの話、覚えてる？", "--now", now]) == 0
    out = capsys.readouterr().out
    assert "plan: mode=associative_recent" in out
    assert "[high]" in out and "柴犬のこむぎ" in out
    assert "<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>" in out
    run_id = re.search(r"run id: ([0-9a-f]{16})", out)
    assert run_id

    assert cli_main([*base, "recall", TUNGSTEN, "--now", now, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["episodes"] == [] and data["pack"] == ""
    assert set(data["timings_ms"]) == PHASES

    assert (
        cli_main(
            [
                *base,
                "recall",
                "柴犬のこむぎ",
                "--now",
                now,
                "--set",
                "injection.high_threshold=0.99",
                "--set",
                "injection.medium_threshold=0.9",
                "--set",
                "injection.p_high=1.0",
            ]
        )
        == 0
    )
    assert "nothing relevant enough to inject" in capsys.readouterr().out

    assert cli_main([*base, "runs"]) == 0
    out = capsys.readouterr().out
    assert run_id.group(1) in out
    assert len(out.strip().splitlines()) == 3

    assert cli_main([*base, "explain", run_id.group(1)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"run {run_id.group(1)}")
    assert "candidates (top" in out

    assert cli_main([*base, "stats"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^\s*episodes: 8$", out, re.M)
    assert re.search(r"^\s*vector_docs: 8$", out, re.M)


def test_cli_errors_are_one_line(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = ["--store", str(store_path)]
    assert cli_main([*base, "explain", "nosuchrun"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("omoide: error: no retrieval run 'nosuchrun'")
    assert cli_main([*base, "recall", "x", "--set", "no_such_setting=1"]) == 1
    assert "unknown retrieval setting(s): no_such_setting" in capsys.readouterr().err
    assert cli_main(["--store", str(store_path.parent / "missing"), "stats"]) == 1
    assert "no omoide store" in capsys.readouterr().err


@pytest.fixture(scope="module")
def shared_store_path(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Path:
    path = tmp_path_factory.mktemp("cli_settings") / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
    return path


@pytest.mark.parametrize(
    ("setting", "allowed"),
    [
        ("sources.knn_k_per_query=2.5", "allowed an integer >= 1 and <= 10000"),
        ("sources.explore_k=1e100", "allowed an integer >= 0 and <= 10000"),
        ("sources.vector_min_similarity=abc", "allowed a number >= -1.0 and <= 1.0"),
        ("sources.bm25_k_per_query=true", "allowed an integer >= 1 and <= 10000"),
        ("policies.allowed_speakers=USER", "allowed a list of USER, AGENT, SYSTEM"),
        ("injection.high_threshold=1.5", "allowed a number >= 0.0 and <= 1.0"),
        ("fusion.mode=bogus", "allowed one of 'rrf', 'convex', 'auto', 'learned'"),
        ("record_runs=no", "allowed true or false"),
    ],
)
def test_cli_rejects_bad_settings(
    shared_store_path: Path, capsys: pytest.CaptureFixture[str], setting: str, allowed: str
) -> None:
    # Before: each of these silently disabled a source (or memory) and exited 0.
    base = ["--store", str(shared_store_path)]
    assert cli_main([*base, "recall", "こむぎ", "--set", setting]) == 1
    err = capsys.readouterr().err
    key = setting.partition("=")[0]
    assert err.startswith(f"omoide: error: {key}=") and allowed in err
    assert err.count("\n") == 1  # one line, no traceback


def test_config_of_the_wrong_type_is_refused(store: MemoryStore) -> None:
    from omoide import build_retrieval_node

    # Before: a preset's name was silently ignored and the defaults ran.
    with pytest.raises(TypeError, match=r"config='fast'.*get_preset\('fast'\)"):
        recall(store, "こむぎ", config="fast")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="config='fast'"):
        asyncio.run(arecall(store, "こむぎ", config="fast"))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="config='fast'"):
        build_retrieval_node(store, config="fast")  # type: ignore[arg-type]


def test_recall_keeps_typed_episodes(store: MemoryStore) -> None:
    from omoide.agent.records import RankedEpisode

    r = recall(store, "柴犬のこむぎの話、覚えてる？", now=NOW)
    assert r.episodes and all(isinstance(e, RankedEpisode) for e in r.episodes)
    assert r.episodes[0].user_text == DOG
