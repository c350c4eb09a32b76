"""What omoide adds to a checkpointed react-agent's checkpoints, as byte counts (issue 35).

Bytes are deterministic where time is not: the savers here give channel versions without
LangGraph's random suffix (``SteadyInMemorySaver``), so the same turns write the same bytes.
The graphs are ``benchmarks/bench_checkpoints.py``'s react-agent shape (``call_model`` ⇄
``tools``, one tool call then the answer per turn) on the bundled sample archive.

- the checkpoints saved after the retrieval node's steps are at most 1.10× those saved after an
  empty node's steps in its place (the pack, the recalled episodes and ``turn_time`` have no
  channel version; ``now`` is written only when a ``now`` came in; only ``run_id`` is left);
- ``memory_node`` writes the bytes of the graph without omoide (1.00×);
- on SqliteSaver too (its checkpoint rows hold the channel values inline).
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.sqlite import SqliteSaver

from benchmarks import bench_checkpoints as bench
from omoide import MemoryStore
from omoide.agent.runs import load_run
from omoide.memory_store import USEEmbeddings

TURNS = 6


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Path:
    path = tmp_path_factory.mktemp("ckpt") / "source"
    with MemoryStore(path, embedder=embedder) as store:
        store.ingest_archive(bench.SAMPLE)
    return path


@contextlib.contextmanager
def _store(source: Path, tmp_path: Path, name: str) -> Iterator[MemoryStore]:
    shutil.copytree(source, tmp_path / name)
    with MemoryStore(tmp_path / name) as store:
        yield store


def _turns(graph: Any, turns: int = TURNS, **inputs: Any) -> None:
    for i in range(turns):
        question = bench.QUESTIONS[i % len(bench.QUESTIONS)]
        graph.invoke(
            {"messages": [HumanMessage(question)], **inputs},
            {"configurable": {"thread_id": "bench"}},
        )


def _in_memory(variant: str, source: Path, tmp_path: Path, **inputs: Any) -> Any:
    state, with_store, node = bench.VARIANTS[variant]
    saver = bench.SteadyInMemorySaver()
    with _store(source, tmp_path, variant) as store:
        _turns(bench.react_agent(state, store if with_store else None, saver, **node), **inputs)
    return saver


def test_the_retrieval_step_costs_at_most_1_1x_an_empty_step(source: Path, tmp_path: Path) -> None:
    empty = _in_memory("two empty nodes", source, tmp_path)
    omoide = _in_memory("omoide (default)", source, tmp_path)
    empty_step = bench.memory_step_bytes(empty, "retrieval")
    omoide_step = bench.memory_step_bytes(omoide, "retrieval")
    assert empty_step.checkpoint > 0
    # The checkpoints saved after its steps (with the values they store): at most 1.10×.
    ratio = omoide_step.checkpoint / empty_step.checkpoint
    assert ratio <= 1.10, (omoide_step, empty_step)
    # What is left is this turn's run_id (needed by the next turn's negative feedback): its
    # value, its version, and the step's pending write of it — 16 hex digits.
    extra_writes = omoide_step.writes - empty_step.writes
    assert 0 < extra_writes <= TURNS * 20, (omoide_step, empty_step)
    # Neither the pack, the recalled episodes nor turn_time have a version in any checkpoint.
    last = omoide.get_tuple({"configurable": {"thread_id": "bench"}})
    assert last is not None
    versions = last.checkpoint["channel_versions"]
    assert not {"memory_pack", "recalled", "turn_time"} & set(versions)
    assert "now" not in versions  # never passed in: never written
    assert "run_id" in versions


def test_a_consumed_now_is_written_once_a_turn(source: Path, tmp_path: Path) -> None:
    saver = _in_memory("omoide (default)", source, tmp_path, now=1_777_000_000)
    last = saver.get_tuple({"configurable": {"thread_id": "bench"}})
    assert last is not None and last.checkpoint["channel_values"]["now"] is None


def test_memory_node_writes_the_bytes_of_the_graph_without_omoide(
    source: Path, tmp_path: Path
) -> None:
    without = bench.memory_bytes(_in_memory("without omoide", source, tmp_path))
    in_node = bench.memory_bytes(
        _in_memory("omoide in the model node (memory_node)", source, tmp_path)
    )
    assert abs(in_node / without - 1) <= 0.005, (in_node, without)  # 1.00×


@pytest.mark.slow  # seconds: four stores and two SQLite databases
def test_on_sqlite_saver(source: Path, tmp_path: Path) -> None:
    def run(variant: str) -> Path:
        state, with_store, node = bench.VARIANTS[variant]
        db = tmp_path / f"{variant}.sqlite"
        with (
            _store(source, tmp_path, variant) as store,
            contextlib.closing(sqlite3.connect(db, check_same_thread=False)) as conn,
        ):
            saver = SqliteSaver(conn)
            saver.get_next_version = bench.SteadyInMemorySaver().get_next_version  # type: ignore[method-assign]
            _turns(bench.react_agent(state, store if with_store else None, saver, **node))
            conn.commit()
        return db

    empty = bench.sqlite_step_bytes(run("two empty nodes"), "retrieval")
    omoide = bench.sqlite_step_bytes(run("omoide (default)"), "retrieval")
    assert omoide.checkpoint / empty.checkpoint <= 1.10, (omoide, empty)
    assert omoide.total / empty.total <= 1.10, (omoide, empty)
    without, _ = bench.sqlite_bytes(run("without omoide"))
    in_node, _ = bench.sqlite_bytes(run("omoide in the model node (memory_node)"))
    assert abs(in_node / without - 1) <= 0.005, (in_node, without)  # 1.00×


def test_the_next_turn_still_gets_the_previous_run(source: Path, tmp_path: Path) -> None:
    # run_id is the one key left in the checkpoints: the next turn's retrieval reads it (its
    # input is ephemeral inside the node) and records it as the run the user may reject.
    state, _, node = bench.VARIANTS["omoide (default)"]
    saver = bench.SteadyInMemorySaver()
    with _store(source, tmp_path, "runs") as store:
        graph = bench.react_agent(state, store, saver, **node)
        thread = {"configurable": {"thread_id": "bench"}}
        first = graph.invoke({"messages": [HumanMessage(bench.QUESTIONS[0])]}, thread)
        second = graph.invoke({"messages": [HumanMessage(bench.QUESTIONS[1])]}, thread)
        assert first["run_id"] and second["run_id"] and first["run_id"] != second["run_id"]
        assert load_run(store, second["run_id"])["previous_run_id"] == first["run_id"]
