"""Consolidation on real stores (SQLite + BM25 + Chroma + the offline embedder): the bundled
bilingual sample archive ingested, then consolidated; idempotent re-runs, a crash mid-way then
resume, alias merging, open loops that close once past, and the LLM extractor path with a fake
structured-output model."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator, Sequence
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable, RunnableLambda
from pydantic import Field

import omoide
from omoide.agent.consolidation import (
    ConsolidationConfig,
    build_consolidation_graph,
    consolidate,
    rules_and_llm,
)
from omoide.agent.consolidation.nodes import resolve as resolve_module
from omoide.agent.understanding.extract import Extraction, RuleExtractor
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.derived import DERIVED_FILE, DERIVED_TABLES, DerivedStore
from omoide.memory_store.embedders import USEEmbeddings
from omoide.memory_store.importers import import_path

JST = timezone(timedelta(hours=9))
SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data"
TOKYO = ConsolidationConfig(timezone="Asia/Tokyo")
BEFORE_TRIP = datetime(2026, 3, 1, 9, 0, tzinfo=JST)


@pytest.fixture(scope="module")
def sample_template(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Path:
    """The sample archive ingested once; tests work on copies."""
    path = tmp_path_factory.mktemp("sample") / "store"
    with MemoryStore(path, embedder=embedder) as store:
        store.add_episodes(import_path(SAMPLE).episodes)
    return path


@pytest.fixture
def sample_store(
    sample_template: Path, tmp_path: Path, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    path = tmp_path / "store"
    shutil.copytree(sample_template, path)
    with MemoryStore(path, embedder=embedder) as store:
        yield store


def dump(store_path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every derived row (the cursor's wall-clock ``updated_at`` left out)."""
    con = sqlite3.connect(store_path / DERIVED_FILE)
    out = {}
    for table in DERIVED_TABLES:
        out[table] = sorted(con.execute(f"SELECT * FROM {table}").fetchall())
    out["cursors"] = sorted(
        con.execute("SELECT namespace, occurred_at, episode_id, processed, extra FROM cursors")
    )
    con.close()
    return out


def episode(user: str, reply: str, day: int, hour: int = 20) -> Episode:
    return Episode.create(user, reply, occurred_at=datetime(2026, 1, day, hour, tzinfo=JST))


# -- the sample archive -------------------------------------------------------------------


def test_sample_archive_consolidates_with_every_row_pointing_at_its_episodes(
    sample_store: MemoryStore,
) -> None:
    result = omoide.consolidate(sample_store, config=TOKYO, now=BEFORE_TRIP, batch_size=100)
    assert result.episodes == len(sample_store) == 377
    assert result.batches == 4
    d, ns = sample_store.derived, sample_store.namespace
    stored = {row[1] for row in sample_store.db.filter_columns(ns)}  # every episode id
    komugi = next(e for e in d.entities(namespace=ns) if e.name == "こむぎ")
    # A dog: 「柴犬を飼っていて、名前は「こむぎ」です」 (the fact rules name the pet).
    assert komugi.kind == "pet" and "こむぎちゃん" in komugi.aliases
    assert len(komugi.source_ids) >= 20  # "こむぎが…" is found once "こむぎちゃん" was seen
    rows: list[Sequence[str]] = [e.source_ids for e in d.entities(namespace=ns)]
    rows += [f.source_ids for f in d.facts(namespace=ns)]
    rows += [lp.source_ids for lp in d.loops(namespace=ns)]
    rows += [s.source_ids for s in d.summaries(namespace=ns)]
    people = [e for e in d.entities(namespace=ns) if e.kind == "person"]
    rels = [d.relationship(e.id, namespace=ns) for e in people]
    assert all(r is not None for r in rels)
    rows += [r.source_ids for r in rels if r is not None]
    assert rows and all(ids and set(ids) <= stored for ids in rows)
    # Timestamps are episode times (recency means "said recently", not "consolidated").
    times = {e.id: e.occurred_at for e in sample_store.get_many(list(stored))}
    for fact in d.facts(namespace=ns):
        assert 0.0 <= fact.confidence <= 1.0 and 0.0 < fact.salience <= 1.0
        assert not fact.pinned
        assert fact.created_at == min(times[i] for i in fact.source_ids)
        assert fact.updated_at == max(times[i] for i in fact.source_ids)
    weekly = d.summaries(namespace=ns, scope="weekly")
    assert weekly[0].scope_key == "2026-W18"  # the archive's last week, latest first
    trip_week = next(s for s in weekly if s.scope_key == "2026-W14")
    assert "京都" in trip_week.text or "Kyoto" in trip_week.text


def test_second_run_adds_nothing(sample_store: MemoryStore) -> None:
    consolidate(sample_store, config=TOKYO, now=BEFORE_TRIP)
    before = dump(sample_store.path)
    again = consolidate(sample_store, config=TOKYO, now=BEFORE_TRIP)
    assert again.episodes == 0 and again.batches == 0
    assert set(again.added.values()) == {0}
    assert dump(sample_store.path) == before


class CrashingExtractor:
    """The rules, until the n-th episode: then the process "dies" mid-batch."""

    def __init__(self, crash_at: int) -> None:
        self.rules = RuleExtractor(default_tz=JST)
        self.calls = 0
        self.crash_at = crash_at

    def extract(self, episode: Episode) -> Extraction:
        self.calls += 1
        if self.calls == self.crash_at:
            raise KeyboardInterrupt("simulated crash")
        return self.rules.extract(episode)

    def learn(self, names: Any) -> None:
        self.rules.learn(names)


def test_crash_mid_way_then_resume_equals_one_run(
    sample_template: Path, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    shutil.copytree(sample_template, one)
    shutil.copytree(sample_template, two)
    with MemoryStore(one, embedder=embedder) as store:
        consolidate(store, config=TOKYO, batch_size=50, now=BEFORE_TRIP)
    with MemoryStore(two, embedder=embedder) as store:
        with pytest.raises(KeyboardInterrupt):
            consolidate(
                store,
                config=TOKYO,
                batch_size=50,
                now=BEFORE_TRIP,
                extractor=CrashingExtractor(crash_at=130),
            )
        cursor = store.derived.cursor(namespace=store.namespace)
        assert cursor is not None and cursor.processed == 100  # two batches committed, no more
        resumed = consolidate(store, config=TOKYO, batch_size=50, now=BEFORE_TRIP)
        assert resumed.episodes == 377 - 100
    assert dump(two) == dump(one)


def test_keeping_the_alias_index_between_batches_changes_nothing(
    sample_template: Path, tmp_path: Path, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """resolve keeps its alias index from batch to batch of a run (26.14: rebuilding it made
    consolidation quadratic in entities); the memory is exactly that of reloading every batch."""
    kept, reloaded = tmp_path / "kept", tmp_path / "reloaded"
    shutil.copytree(sample_template, kept)
    shutil.copytree(sample_template, reloaded)
    loads = []
    real_load = resolve_module._load

    def counting_load(deps: Any) -> Any:
        loads.append(deps.namespace)
        return real_load(deps)

    monkeypatch.setattr(resolve_module, "_load", counting_load)
    with MemoryStore(kept, embedder=embedder) as store:
        consolidate(store, config=TOKYO, batch_size=17, now=BEFORE_TRIP)
    assert len(loads) == 1  # 23 batches, one read of the entities
    ticks = iter(range(10**9))
    monkeypatch.setattr(DerivedStore, "entity_version", lambda self, **kw: next(ticks))
    with MemoryStore(reloaded, embedder=embedder) as store:
        consolidate(store, config=TOKYO, batch_size=17, now=BEFORE_TRIP)
    assert len(loads) == 1 + 23
    assert dump(kept) == dump(reloaded)


def test_reset_rebuilds_the_same_memory_and_keeps_pins(sample_store: MemoryStore) -> None:
    consolidate(sample_store, config=TOKYO, now=BEFORE_TRIP)
    d, ns = sample_store.derived, sample_store.namespace
    fact = d.facts(namespace=ns)[0]
    assert d.set_pinned(fact.id, True, namespace=ns)
    before = dump(sample_store.path)
    rebuilt = consolidate(sample_store, config=TOKYO, now=BEFORE_TRIP, reset=True)
    assert rebuilt.reset and rebuilt.episodes == 377
    assert d.facts(namespace=ns, ids=[fact.id])[0].pinned
    after = dump(sample_store.path)
    # Same rows; only the pinned fact's wall-clock pin time may differ.
    assert {k: v for k, v in after.items() if k != "facts"} == {
        k: v for k, v in before.items() if k != "facts"
    }
    assert [r[:7] for r in after["facts"]] == [r[:7] for r in before["facts"]]


def test_plan_becomes_an_open_loop_that_closes_once_past(sample_store: MemoryStore) -> None:
    d, ns = sample_store.derived, sample_store.namespace
    consolidate(sample_store, config=TOKYO, now=BEFORE_TRIP)
    trip = next(
        lp
        for lp in d.loops(namespace=ns)
        if lp.due_end
        and lp.due_end.day == 5
        and lp.due_start
        and lp.due_start.month == 4
        and lp.due_start.day == 3
    )
    assert trip.status == "open" and "京都旅行" in trip.text
    akari = next(e for e in d.entities(namespace=ns) if "あかり" in e.aliases)
    assert akari.id in trip.entity_ids
    # Written "Akari" in English episodes and "あかり" in Japanese ones: one sister.
    assert {"Akari", "あかり", "妹のあかり"} <= set(akari.aliases) and akari.relation == "sister"
    # Still open on its last day, closed the day after, with no new episode needed.
    consolidate(sample_store, config=TOKYO, now=datetime(2026, 4, 5, 21, 0, tzinfo=JST))
    assert d.loops(namespace=ns, ids=[trip.id])[0].status == "open"
    later = consolidate(sample_store, config=TOKYO, now=datetime(2026, 4, 6, 8, 0, tzinfo=JST))
    assert later.episodes == 0 and later.loops_closed >= 1
    assert d.loops(namespace=ns, ids=[trip.id])[0].status == "closed"
    assert trip.id not in {lp.id for lp in d.loops(namespace=ns, status="open")}


def test_graph_stops_cleanly_at_its_recursion_limit_and_the_next_run_continues(
    sample_store: MemoryStore,
) -> None:
    graph = build_consolidation_graph(
        sample_store, config=ConsolidationConfig(timezone="Asia/Tokyo", batch_size=40)
    )
    assert graph.name == "consolidate"
    assert {"begin", "load", "extract", "resolve", "derive", "commit", "close_loops"} <= set(
        graph.nodes
    )
    first = graph.invoke({"now": int(BEFORE_TRIP.timestamp())}, {"recursion_limit": 20})
    assert first["result"]["done"] is False and 0 < first["result"]["episodes"] < 377
    seen = first["result"]["episodes"]
    while True:
        out = graph.invoke({"now": int(BEFORE_TRIP.timestamp())}, {"recursion_limit": 20})
        seen += out["result"].get("episodes", 0)
        if out["result"]["done"]:
            break
    assert seen == 377


# -- aliases ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "texts",
    [
        (
            "妹のあかりと京都旅行、4月3日〜5日で決定！",
            "あかりちゃんが新幹線の切符を取ってくれた",
            "あかりと電話した。",
        ),
        (
            "あかりちゃんが新幹線の切符を取ってくれた",
            "妹のあかりと京都旅行、4月3日〜5日で決定！",
            "あかりと電話した。",
        ),
    ],
)
def test_akari_akarichan_and_imouto_no_akari_are_one_person(
    tmp_path: Path, embedder: USEEmbeddings, texts: tuple[str, str, str]
) -> None:
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.add_episodes(
            [episode(t, "そうなんですね。", day=10 + i) for i, t in enumerate(texts)]
        )
        consolidate(store, config=TOKYO)
        people = [e for e in store.derived.entities() if e.kind == "person"]
        assert len(people) == 1, people
        akari = people[0]
        assert akari.relation == "sister"
        assert {"あかり", "あかりちゃん", "妹のあかり"} <= set(akari.aliases)
        assert len(akari.source_ids) == 3
        assert store.derived.episodes_for([akari.id])[akari.id] == sorted(akari.source_ids)
        facts = store.derived.facts(subject_ids=[akari.id])
        assert [f.text for f in facts] == ["あかりはユーザーの妹"]


def test_forgotten_episodes_teach_nothing(tmp_path: Path, embedder: USEEmbeddings) -> None:
    hidden = episode("妹のあかりと京都旅行", "いいですね", day=3)
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.add_episodes([hidden, episode("田中さんとランチ", "いいですね", day=4)])
        store.set_searchable([hidden.id], False)
        assert consolidate(store, config=TOKYO).episodes == 2
        assert {e.name for e in store.derived.entities()} == {"田中"}


def test_secret_episodes_teach_nothing(tmp_path: Path, embedder: USEEmbeddings) -> None:
    secret = Episode.create(
        "妹のあかりの秘密の話",
        "わかりました。",
        occurred_at=datetime(2026, 1, 3, tzinfo=JST),
        sensitivity="SECRET",
    )
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.add_episodes([secret, episode("田中さんとランチ", "いいですね", day=4)])
        result = consolidate(store, config=TOKYO)
        assert result.episodes == 2
        names = {e.name for e in store.derived.entities()}
        assert names == {"田中"}


# -- the LLM extractor --------------------------------------------------------------------


class FakeStructuredModel(BaseChatModel):
    """Answers every structured-output call with a fixed extraction (no network)."""

    answer: Any
    prompts: list[str] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "fake-structured"

    def _generate(
        self, messages: Sequence[BaseMessage], stop: Any = None, **kwargs: Any
    ) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=""))])

    def with_structured_output(self, schema: Any, **kwargs: Any) -> Runnable[Any, Any]:
        def answer(prompt: Any) -> Any:
            self.prompts.append(str(prompt))
            return self.answer

        return RunnableLambda(answer)


def test_llm_extractor_through_consolidate(tmp_path: Path, embedder: USEEmbeddings) -> None:
    model = FakeStructuredModel(
        answer={
            "entities": [{"name": "あかり", "kind": "person", "relation": "sister"}],
            "facts": [
                {
                    "subject": "あかり",
                    "text": "あかりは朝が苦手",
                    "confidence": 0.9,
                    "salience": 0.7,
                },
                {
                    "subject": None,
                    "text": "ユーザーは京都が好き",
                    "confidence": 0.6,
                    "salience": 0.4,
                },
            ],
            "plans": [{"text": "京都旅行", "due_start": "2026-04-03", "due_end": "2026-04-05"}],
            "favorability": {"あかり": 0.8},
            "summary": "妹と京都旅行の計画",
        }
    )
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.add_episodes(
            [episode("妹のあかりと京都旅行、4月3日〜5日で決定！", "いいですね！", 11)]
        )
        consolidate(
            store, config=TOKYO, extractor=rules_and_llm(model, default_tz=JST), now=BEFORE_TRIP
        )
        assert len(model.prompts) == 1 and "2026-01-11" in model.prompts[0]
        d = store.derived
        (akari,) = [e for e in d.entities() if e.kind == "person"]
        facts = {f.text: f for f in d.facts()}
        assert facts["あかりは朝が苦手"].subject_id == akari.id
        assert facts["あかりは朝が苦手"].confidence == 0.9
        assert facts["あかりは朝が苦手"].salience == 0.7
        assert facts["ユーザーは京都が好き"].subject_id is None
        assert "あかりはユーザーの妹" in facts  # the rules' relation fact is kept beside them
        rel = d.relationship(akari.id)
        assert rel is not None and rel.favorability == 0.8
        (loop,) = d.loops(status="open")
        assert loop.due_start is not None and loop.due_start.isoformat() == "2026-04-03"


def test_checkpointed_thread_stays_plain_and_each_run_starts_fresh(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """What a LangGraph server does with the served graph: a checkpointer, one thread, runs
    one after another. The state is plain data (no serde events) and totals do not carry
    over from one run to the next."""
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.checkpoint.serde.event_hooks import register_serde_event_listener

    events: list[Any] = []
    unregister = register_serde_event_listener(events.append)
    try:
        with MemoryStore(tmp_path / "s", embedder=embedder) as store:
            store.add_episodes([episode("妹のあかりと京都旅行、4月3日〜5日で決定！", "いいね", 11)])
            graph = build_consolidation_graph(store, config=TOKYO).copy(
                {"checkpointer": InMemorySaver()}
            )
            thread = {"configurable": {"thread_id": "t"}}
            first = graph.invoke({"now": int(BEFORE_TRIP.timestamp())}, thread)
            assert first["result"]["episodes"] == 1 and first["result"]["done"]
            store.add_episodes([episode("田中さんとランチ", "いいですね", day=12)])
            second = graph.invoke({"now": int(BEFORE_TRIP.timestamp())}, thread)
            assert second["result"]["episodes"] == 1  # not 2: a run's totals start at zero
            assert graph.get_state(thread).values["extracted"][0]["entities"][0]["name"] == "田中"
    finally:
        unregister()
    assert events == []


def test_entities_in_many_equals_entities_in_one_by_one(sample_store: MemoryStore) -> None:
    consolidate(sample_store, config=TOKYO, now=BEFORE_TRIP)
    d = sample_store.derived
    ids = [row[1] for row in sample_store.db.filter_columns(sample_store.namespace)]
    many = d.entities_in_many(ids)
    assert many == {i: d.entities_in(i) for i in ids}
    assert sum(map(len, many.values())) == d.counts()["entity_episodes"] > 0
    assert d.entities_in_many([]) == {}


def test_aconsolidate_runs_off_the_event_loop(tmp_path: Path, embedder: USEEmbeddings) -> None:
    import asyncio

    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.add_episodes([episode("田中さんとランチ", "いいですね", day=4)])

        async def main() -> tuple[omoide.ConsolidationResult, int]:
            ticks = 0

            async def ticker() -> None:
                nonlocal ticks
                while True:
                    ticks += 1
                    await asyncio.sleep(0)

            task = asyncio.create_task(ticker())
            result = await omoide.aconsolidate(store, config=TOKYO)
            task.cancel()
            return result, ticks

        result, ticks = asyncio.run(main())
        assert result.episodes == 1 and result.added["entities"] == 1
        assert ticks > 1  # the loop kept running while consolidation worked in a thread
