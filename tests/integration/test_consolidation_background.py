"""Consolidation after ``remember``, in the background: the turn does not wait for it, it
eventually runs, runs are single-flight per store and namespace, and errors are logged in one
line and retried with a growing pause, a bounded number of times."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import START, MessagesState, StateGraph

from benchmarks.bench_consolidation_cases import LabelledFakeChatModel
from omoide import build_agent, build_remember_node
from omoide.agent.consolidation import background, rules_and_llm, wait_for_consolidation
from omoide.agent.consolidation.api import ConsolidationResult, consolidate
from omoide.memory_store import MemoryStore
from omoide.memory_store.embedders import USEEmbeddings

USER = "妹のあかりと京都旅行、4月3日〜5日で決定！"


@pytest.fixture
def empty_store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        yield store
        wait_for_consolidation(store, timeout=60)  # never close under a running thread


class Gate:
    """Stands in for ``consolidate`` in the background module: waits for the test to open
    the gate, then consolidates for real; records how many ran at once."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.entered = threading.Event()
        self.lock = threading.Lock()
        self.running = 0
        self.most = 0
        self.runs = 0

    def __call__(self, store: MemoryStore) -> ConsolidationResult:
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
        self.entered.set()
        try:
            assert self.open.wait(60)
            return consolidate(store)
        finally:
            with self.lock:
                self.running -= 1
                self.runs += 1


def parent(store: MemoryStore) -> Any:
    def reply(state: MessagesState) -> dict[str, Any]:
        return {"messages": [AIMessage("いいですね！宿はもう決めましたか？")]}

    builder = StateGraph(MessagesState)
    builder.add_node("reply", reply)
    builder.add_node("remember", build_remember_node(store, consolidate="background"))
    builder.add_edge(START, "reply")
    builder.add_edge("reply", "remember")
    return builder.compile()


def test_the_turn_does_not_wait_and_consolidation_eventually_runs(
    empty_store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = Gate()
    monkeypatch.setattr(background, "consolidate", gate)
    out = parent(empty_store).invoke({"messages": [HumanMessage(USER)]})
    # The turn is over while consolidation is still held at the gate.
    assert out["messages"][-1].content.startswith("いいですね")
    assert len(empty_store) == 1
    assert gate.entered.wait(30)
    assert empty_store.derived.cursor() is None and empty_store.derived.entities() == []
    gate.open.set()
    assert wait_for_consolidation(empty_store, timeout=60)
    # 妹のあかりと京都旅行: あかり, and the place 京都 (a place before a noun about it, issue 37)
    akari, kyoto = sorted(empty_store.derived.entities(), key=lambda e: e.kind)
    assert akari.name == "あかり" and akari.relation == "sister"
    assert kyoto.name == "京都" and kyoto.kind == "place"
    assert [lp.text for lp in empty_store.derived.loops()] == [USER]


def test_single_flight_reruns_once_for_requests_made_during_a_run(
    empty_store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = Gate()
    monkeypatch.setattr(background, "consolidate", gate)
    graph = parent(empty_store)
    graph.invoke({"messages": [HumanMessage(USER)]})
    assert gate.entered.wait(30)
    for i in range(4):  # four more turns while the first run is held
        graph.invoke({"messages": [HumanMessage(f"田中さんとランチ{i}回目")]})
    gate.open.set()
    assert wait_for_consolidation(empty_store, timeout=60)
    assert gate.most == 1  # never two at once
    assert gate.runs == 2  # the held run, then one more for everything asked meanwhile
    cursor = empty_store.derived.cursor()
    assert cursor is not None and cursor.processed == len(empty_store) == 5


def test_errors_are_logged_not_raised(
    empty_store: MemoryStore, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(store: MemoryStore) -> ConsolidationResult:
        raise RuntimeError("extractor exploded\nsecond line of the message")

    monkeypatch.setattr(background, "consolidate", broken)
    monkeypatch.setattr(background, "RETRY", background.Retry(attempts=2, first_delay=0.01))
    with caplog.at_level(logging.WARNING, logger=background.__name__):
        out = parent(empty_store).invoke({"messages": [HumanMessage(USER)]})
        assert wait_for_consolidation(empty_store, timeout=60)
    assert out["messages"][-1].content.startswith("いいですね")
    # One line per attempt, the last saying it gives up: no traceback, no second line.
    lines = [r.getMessage() for r in caplog.records if "background consolidation" in r.getMessage()]
    assert [r.levelname for r in caplog.records] == ["WARNING", "ERROR"]
    assert "attempt 1 of 2" in lines[0] and "giving up" in lines[1]
    assert all("RuntimeError: extractor exploded" in line and "\n" not in line for line in lines)
    assert not any(r.exc_info for r in caplog.records)
    assert empty_store.derived.entities() == []


def _flaky_model(fail_first: int) -> LabelledFakeChatModel:
    """A chat model with structured output that is unreachable for its first calls."""
    answer = {
        "entities": [{"name": "あかり", "kind": "person", "relation": "sister"}],
        "facts": [
            {"text": "あかりは京都が好き", "subject": "あかり", "confidence": 0.7, "salience": 0.6}
        ],
    }
    return LabelledFakeChatModel(answers={USER: answer}, fail_first=fail_first)


def _with_model(monkeypatch: pytest.MonkeyPatch, model: LabelledFakeChatModel) -> None:
    """Background runs consolidate with the rules plus ``model`` (the real ``consolidate``)."""
    monkeypatch.setattr(
        background, "consolidate", lambda store: consolidate(store, extractor=rules_and_llm(model))
    )


def test_a_failed_run_is_logged_and_retried_until_it_succeeds(
    empty_store: MemoryStore, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    model = _flaky_model(fail_first=2)
    _with_model(monkeypatch, model)
    monkeypatch.setattr(background, "RETRY", background.Retry(attempts=4, first_delay=0.02))
    with caplog.at_level(logging.INFO, logger=background.__name__):
        out = parent(empty_store).invoke({"messages": [HumanMessage(USER)]})
        assert out["messages"][-1].content.startswith("いいですね")  # the turn did not fail
        assert wait_for_consolidation(empty_store, timeout=60)
    flight = background._flights[background.store_key(empty_store)]
    assert model.calls == 3 and flight.runs == 3 and flight.last_error is None
    # The model's fact is there after the retries, with its own confidence.
    (fact,) = [f for f in empty_store.derived.facts() if f.text == "あかりは京都が好き"]
    assert fact.confidence == 0.7
    assert sorted(e.name for e in empty_store.derived.entities()) == ["あかり", "京都"]
    # Each failure logged once, in one line, then the success.
    failed = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert [r.levelname for r in failed] == ["WARNING", "WARNING"]
    assert "attempt 1 of 4" in failed[0].getMessage() and "attempt 2 of 4" in failed[1].getMessage()
    assert all("ConnectionError: model unreachable" in r.getMessage() for r in failed)
    assert all("\n" not in r.getMessage() and not r.exc_info for r in failed)
    assert any(r.getMessage().startswith("consolidated ") for r in caplog.records)


def test_retries_are_bounded_and_the_next_turn_starts_again(
    empty_store: MemoryStore, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    model = _flaky_model(fail_first=3)
    _with_model(monkeypatch, model)
    monkeypatch.setattr(background, "RETRY", background.Retry(attempts=3, first_delay=0.02))
    graph = parent(empty_store)
    with caplog.at_level(logging.WARNING, logger=background.__name__):
        graph.invoke({"messages": [HumanMessage(USER)]})
        assert wait_for_consolidation(empty_store, timeout=60)
    assert model.calls == 3  # three attempts, then it stopped
    assert [r.levelname for r in caplog.records] == ["WARNING", "WARNING", "ERROR"]
    assert "giving up" in caplog.records[-1].getMessage()
    assert empty_store.derived.cursor() is None and empty_store.derived.facts() == []
    # The model is back: the next remembered turn consolidates both episodes.
    graph.invoke({"messages": [HumanMessage("田中さんと来週の金曜にランチの約束をした")]})
    assert wait_for_consolidation(empty_store, timeout=60)
    cursor = empty_store.derived.cursor()
    assert cursor is not None and cursor.processed == 2
    assert "あかりは京都が好き" in {f.text for f in empty_store.derived.facts()}


def test_retry_policy_is_checked() -> None:
    with pytest.raises(ValueError, match="attempts=0"):
        background.Retry(attempts=0)
    assert [background.Retry().delay(n) for n in (1, 2, 3, 4)] == [2.0, 8.0, 32.0, 60.0]


def test_the_full_agent_consolidates_in_the_background(empty_store: MemoryStore) -> None:
    model = GenericFakeChatModel(messages=iter([AIMessage("楽しみですね！")]))
    agent = build_agent(empty_store, chat_model=model, consolidate="background")
    agent.invoke({"messages": [HumanMessage(USER)]})
    assert wait_for_consolidation(empty_store, timeout=60)
    assert sorted(e.name for e in empty_store.derived.entities()) == ["あかり", "京都"]


def test_unknown_mode_is_refused(empty_store: MemoryStore) -> None:
    with pytest.raises(ValueError, match="consolidate='later'"):
        build_remember_node(empty_store, consolidate="later")  # type: ignore[arg-type]


def test_per_run_users_consolidate_their_own_namespace(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    from omoide import NamespacePool

    def reply(state: MessagesState) -> dict[str, Any]:
        return {"messages": [AIMessage("いいですね！")]}

    with NamespacePool(tmp_path / "s", embedder=embedder, max_open=1) as pool:
        builder = StateGraph(MessagesState)
        builder.add_node("reply", reply)
        builder.add_node("remember", build_remember_node(pool, consolidate="background"))
        builder.add_edge(START, "reply")
        builder.add_edge("reply", "remember")
        graph = builder.compile()
        said = {"alice": USER, "bob": "田中さんと来週の金曜にランチの約束をした"}
        for user, text in said.items():  # max_open=1: bob's turn would evict alice's store
            graph.invoke({"messages": [HumanMessage(text)]}, {"configurable": {"user_id": user}})
        names = {}
        for user in said:
            with pool.lease(user) as store:
                assert wait_for_consolidation(store, timeout=60)
                assert background._flights[background.store_key(store)].last_error is None
                names[user] = {e.name for e in store.derived.entities(namespace=user)}
    assert "あかり" in names["alice"] and "あかり" not in names["bob"]
    assert "田中" in names["bob"] and "田中" not in names["alice"]
