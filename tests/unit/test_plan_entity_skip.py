"""The plan reads its texts' name-like spans (the rule extractor, ~5 ms a context turn) only when
the store has entities to resolve them against (issue 38 point 7): with none, the plan is the
one entity resolution gave before, and the rules never run. Real stores (SQLite + Chroma, the
real derived memory)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from omoide.agent import RetrievalConfig
from omoide.agent.nodes import plan as plan_module
from omoide.agent.nodes.plan import make_plan, with_entities
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.derived import Entity, has_derived

MESSAGES = [
    HumanMessage("妹のあかりが来週来るんだ"),
    AIMessage("いいね、あかりちゃんとどこか行くの？"),
    HumanMessage("How is Auroa going? あかりちゃん元気かな"),
]


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    calls: list[str] = []
    real = plan_module._names

    def names(text: str, keywords: Sequence[str]) -> list[str]:
        calls.append(text)
        return real(text, keywords)

    monkeypatch.setattr(plan_module, "_names", names)
    return calls


def test_no_derived_memory_reads_no_names(
    tmp_path: Path, embedder: USEEmbeddings, counted: list[str]
) -> None:
    config = RetrievalConfig(record_runs=False)
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        made = make_plan(MESSAGES, config)
        out = with_entities(store, made, config)
        assert not has_derived(store)  # the read created none
    assert counted == []
    assert out == made and out.entities == () and not out.entity_note


def test_no_entity_in_the_namespace_reads_no_names(
    tmp_path: Path, embedder: USEEmbeddings, counted: list[str]
) -> None:
    config = RetrievalConfig(record_runs=False)
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.derived.upsert_entity(Entity("akari", "あかり", "person", namespace="elsewhere"))
        made = make_plan(MESSAGES, config)
        assert with_entities(store, made, config) == made
    assert counted == []


def test_entities_still_resolve_with_the_names(
    tmp_path: Path, embedder: USEEmbeddings, counted: list[str]
) -> None:
    config = RetrievalConfig(record_runs=False)
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.derived.upsert_entity(
            Entity("akari", "あかり", "person", aliases=("妹のあかり",), namespace=store.namespace)
        )
        store.derived.upsert_entity(Entity("aurora", "Aurora", "thing", namespace=store.namespace))
        out = with_entities(store, make_plan(MESSAGES, config), config)
    assert len(counted) == 2  # the user's text and the context
    assert {e.id for e in out.entities} == {"akari", "aurora"}
    # "Auroa" was found fuzzily among the names, and is searched as "Aurora".
    assert out.typed_text == MESSAGES[-1].content and "Aurora" in out.user_text
