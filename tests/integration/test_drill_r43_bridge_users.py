"""Drill r43: two users on one store, the dictionary bridge in play.

alice's memories are in English about Tanaka-san's birthday and a wedding; bob's are in Japanese
and about something else. bob asks in Japanese about 田中さんの誕生日 — a question whose bridge
query (Tanaka birthday …) would match alice's English memories word for word if the bridge
searched outside bob's namespace. Nothing of alice's may reach bob's bridge list, candidates,
pack, recorded run (``omoide explain``), stream events or checkpoints. Real parts: a
``NamespacePool`` over SQLite, BM25 and embedded Chroma, the offline embedder.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph

from omoide import MemoryState, build_retrieval_node
from omoide.agent.runs import explain_run, list_runs, load_run
from omoide.agent.sources import BRIDGE_SOURCE
from omoide.agent.understanding.lexicon import translation_groups
from omoide.memory_store import Episode, USEEmbeddings
from omoide.memory_store.pool import NamespacePool
from tests.conftest import NOW

TS = int(NOW.timestamp())
QUESTION = "田中さんの誕生日と結婚式はいつだっけ？"
ALICE_MARK = "zephyrine"  # a word only alice's memories hold
# Other English memories of alice's, so the question's words are rare enough for BM25
# (in a two-episode store a word in both is dropped by sources.keyword_max_df).
FILLER = ["running by the river", "to the gym", "shopping", "to a cafe"]


def _alice() -> list[Episode]:
    return [
        Episode.create(
            f"Tanaka-san's birthday is on March 3, and his wedding is in June ({ALICE_MARK}).",
            f"Noted: Tanaka-san's birthday March 3, wedding in June. {ALICE_MARK.title()} cake?",
            occurred_at=TS - 4 * 86_400,
            session_id="alice-s1",
        ),
        Episode.create(
            f"I bought Tanaka a birthday present for the wedding, a {ALICE_MARK} scarf.",
            "A scarf is a lovely birthday and wedding gift.",
            occurred_at=TS - 2 * 86_400,
            session_id="alice-s2",
        ),
        *(
            Episode.create(
                f"Went {place} after work today.",
                f"How was {place}?",
                occurred_at=TS - (6 + n) * 86_400,
                session_id=f"alice-f{n}",
            )
            for n, place in enumerate(FILLER)
        ),
    ]


def _bob() -> list[Episode]:
    return [
        Episode.create(
            "週末は友達とラーメンを食べに行った。",
            "いいですね！どこのお店ですか？",
            occurred_at=TS - 3 * 86_400,
            session_id="bob-s1",
        ),
        Episode.create(
            "来月、田中さんと山に登る予定。",
            "楽しみですね。天気がいいといいですね。",
            occurred_at=TS - 1 * 86_400,
            session_id="bob-s2",
        ),
    ]


@pytest.fixture
def pool(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[NamespacePool]:
    with NamespacePool(tmp_path / "store", embedder=embedder) as p:
        with p.lease("alice") as store:
            store.add_episodes(_alice())
        with p.lease("bob") as store:
            store.add_episodes(_bob())
        yield p


class State(MessagesState, MemoryState):
    pass


def _graph(pool: NamespacePool, **kwargs: Any) -> Any:
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(State)
    builder.add_node("retrieval", build_retrieval_node(pool, **kwargs))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", END)
    return builder.compile(checkpointer=InMemorySaver())


def _alice_ids() -> set[str]:
    return {e.id for e in _alice()}


def test_the_question_bridges_to_alices_words() -> None:
    """The premise: bob's question translates into the words alice's memories hold."""
    flat = {f.lower() for g in translation_groups(QUESTION) for f in g}
    assert "tanaka" in flat and "birthday" in flat and "wedding" in flat, flat


def test_alice_reaches_nothing_of_bobs_turn(pool: NamespacePool) -> None:
    graph = _graph(pool, show_memory=True)  # shown: so the streams would carry a leak
    config: Any = {"configurable": {"thread_id": "bob-1", "user_id": "bob"}}
    inputs = {"messages": [HumanMessage(QUESTION)], "now": TS}
    events: list[Any] = []
    for event in graph.stream(
        inputs, config, stream_mode=["values", "updates", "debug", "custom"], subgraphs=True
    ):
        events.append(event)
    streamed = json.dumps(events, ensure_ascii=False, default=repr)
    assert ALICE_MARK not in streamed.lower()
    assert not any(i in streamed for i in _alice_ids())
    # The checkpoints of bob's thread.
    history = json.dumps(
        [s.values for s in graph.get_state_history(config)], ensure_ascii=False, default=repr
    )
    assert ALICE_MARK not in history.lower()
    # bob's recorded run and its explanation: the bridge ran, on bob's episodes only.
    with pool.lease("bob") as bob:
        (listed,) = list_runs(bob, limit=5)
        run = load_run(bob, listed["run_id"])
        text = explain_run(run, top=50)
        dumped = json.dumps(run, ensure_ascii=False, default=repr)
    assert ALICE_MARK not in text.lower() and ALICE_MARK not in dumped.lower()
    assert not any(i in dumped for i in _alice_ids())
    # alice's own namespace recorded nothing of bob's turn.
    with pool.lease("alice") as alice:
        assert list_runs(alice, limit=5) == []


def test_alice_asking_the_same_gets_her_own(pool: NamespacePool) -> None:
    """The same question from alice does reach her English memories through the bridge —
    the isolation above is not the bridge being off."""
    graph = _graph(pool, show_memory=True)
    config: Any = {"configurable": {"thread_id": "alice-1", "user_id": "alice"}}
    out = graph.invoke({"messages": [HumanMessage(QUESTION)], "now": TS}, config)
    with pool.lease("alice") as alice:
        (listed,) = list_runs(alice, limit=5)
        run = load_run(alice, listed["run_id"])
    bridged = [c for c in run["candidates"] if any(BRIDGE_SOURCE in h for h in c["hit_sources"])]
    assert bridged, [c["hit_sources"] for c in run["candidates"]]
    assert ALICE_MARK in json.dumps(out, ensure_ascii=False, default=repr).lower()
