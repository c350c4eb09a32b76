"""``omoide recall`` runs the retrieval graph's nodes without LangGraph
(``omoide.agent.recaller.recall_in_process``, issue 38 point 7): the same result as ``recall()``
through the compiled graph, on a store whose derived memory feeds every source (entities, times),
with and without a recent conversation and a run's settings; the command prints what it printed
when it ran ``recall()``."""

from __future__ import annotations

import contextlib
import io
import json
import re
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, get_args, get_origin, get_type_hints

import pytest
from conftest import NOW, sample_episodes

from omoide import consolidate
from omoide.agent import get_preset
from omoide.agent.recaller import ACCUMULATED, RecallResult, recall, recall_in_process
from omoide.agent.sources import family_of
from omoide.memory_store import MemoryStore, USEEmbeddings

QUESTIONS = [
    "こむぎは元気にしてる？",
    "田中さんにすすめられた本は何だっけ",
    "How did the interview at Nimbus Labs go?",
    "4月の京都旅行の予定",
    "what did I cook last week",
]
RECENT = [("user", "昨日は雨で散歩に行けなかった"), ("assistant", "それは残念でしたね")]
# The turn's time as epoch seconds: the fixture's episodes are dated relative to NOW.
AT = int(NOW.timestamp())


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Path:
    path = tmp_path_factory.mktemp("in_process") / "store"
    with MemoryStore(path, embedder=embedder) as store:
        store.add_episodes(sample_episodes())
        consolidate(store, now=NOW)  # entities and times: every source has lists to give
    return path


@pytest.fixture
def store(template: Path, tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    path = tmp_path / "store"
    shutil.copytree(template, path)
    with MemoryStore(path, embedder=embedder) as s:
        yield s


def _same(graph: RecallResult, direct: RecallResult) -> None:
    assert direct.candidates == graph.candidates
    assert direct.episodes == graph.episodes
    assert direct.plan == graph.plan
    assert direct.pack == graph.pack
    assert direct.skipped == graph.skipped
    assert list(direct.timings_ms) == list(graph.timings_ms)  # the same steps, in the same order


@pytest.mark.parametrize("recent", [[], RECENT], ids=["alone", "with-context"])
def test_the_same_result_as_the_graph(store: MemoryStore, recent: list[tuple[str, str]]) -> None:
    config = get_preset("default").with_settings(["record_runs=false"])
    sources = set()
    for question in QUESTIONS:
        graph = recall(store, question, recent_conversation=recent, now=AT, config=config)
        direct = recall_in_process(
            store, question, recent_conversation=recent, now=AT, config=config
        )
        _same(graph, direct)
        assert graph.run_id is None and direct.run_id is None
        sources |= {family_of(s.split(":")[0]) for c in graph.candidates for s in c.hit_sources}
    # The questions reach the sources' families, so their nodes' updates were merged.
    assert {"keyword", "vector", "entity"} <= sources, sources


def test_a_run_s_settings_and_its_record(store: MemoryStore) -> None:
    config = get_preset("default").with_settings(
        [
            "injection.high_threshold=0.2",
            "injection.medium_threshold=0.1",
            "injection.max_results=2",
        ]
    )
    question = QUESTIONS[0]
    graph = recall(store, question, now=AT, config=config)
    direct = recall_in_process(store, question, now=AT, config=config)
    _same(graph, direct)
    assert graph.episodes, "the lowered threshold injects something"
    # Both runs are recorded, each with its own id.
    assert graph.run_id and direct.run_id and graph.run_id != direct.run_id


def test_the_reducers_are_the_retrieval_state_s() -> None:
    """``recall_in_process`` merges the nodes' updates with the reducers ``RetrievalState``
    declares; a reducer added there and not here would be a silent difference."""
    from omoide.agent.state import RetrievalState, merge_timings

    hints = get_type_hints(RetrievalState, include_extras=True)
    reduced = {k: get_args(h) for k, h in hints.items() if get_origin(h) is Annotated}
    assert set(reduced) == set(ACCUMULATED)
    for key, (kind, reducer) in reduced.items():
        assert get_origin(kind) is ACCUMULATED[key]
        if ACCUMULATED[key] is dict:
            assert reducer is merge_timings
            assert merge_timings({"a": 1.0, "b": 2.0}, {"b": 3.0}) == {"a": 1.0, "b": 3.0}
        else:
            assert reducer([1], [2]) == [1, 2]


def _normal(text: str) -> object:
    """The output without what differs between two runs: the times and the run id."""
    if text.startswith("{"):  # --json
        out = json.loads(text)
        return {**out, "timings_ms": list(out["timings_ms"]), "run_id": bool(out["run_id"])}
    text = re.sub(r"(?<==)\d+\.\d(?=,|$)", "T", text, flags=re.M)
    return re.sub(r"^run id: \w+  \(omoide explain \w+\)$", "RUN", text, flags=re.M)


def test_the_command_prints_what_recall_printed(store: MemoryStore, tmp_path: Path) -> None:
    from omoide.cli import main
    from omoide.cli.recall import _print_recall

    store.close()
    path = str(tmp_path / "store")  # the fixture's copy
    zone = get_preset("default").zone  # the run's zone, else the store's (as the command)
    when = datetime.fromtimestamp(AT, tz=UTC).isoformat()
    for question, json_out in [(QUESTIONS[0], False), (QUESTIONS[3], True)]:
        argv = ["--store", path, "recall", question, "--now", when, "--context", "user:雨だった"]
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main([*argv, *(["--json"] if json_out else [])]) == 0
        expected = io.StringIO()
        with MemoryStore(path) as again, contextlib.redirect_stdout(expected):
            result = recall(again, question, recent_conversation=[("user", "雨だった")], now=AT)
            _print_recall(result, as_json=json_out, zone=zone(again.timezone))
        assert _normal(out.getvalue()) == _normal(expected.getvalue())
