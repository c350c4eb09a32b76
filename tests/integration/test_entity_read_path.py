"""The read path with derived memory, on a real store (SQLite, BM25, Chroma, the offline
embedder): entity expansion (`ex`) finds what keyword and vector search miss, every MemoryPack
section is filled through a real recall and explained, an unrelated question still injects
nothing, loops expire, misspelt names still recall, and negative feedback isolates a rejected
episode end to end in the agent. The derived memory is written directly through the
DerivedStore's upserts (consolidation is not needed to test the read side)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from omoide.agent import build_agent, recall, recalled_of
from omoide.agent.config import RetrievalConfig
from omoide.agent.runs import explain_run, load_run
from omoide.cli import main as cli_main
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from omoide.memory_store.derived import (
    DERIVED_FILE,
    Entity,
    Fact,
    OpenLoop,
    RelationshipState,
    Summary,
)
from tests.conftest import NOW, sample_episodes
from tests.integration.test_agent import RecordingFake
from tests.unit.test_pack_forgery import parse

TS = int(NOW.timestamp())


def nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


# Linked to あかり by consolidation, but shares no word with a question about her, and means
# something else: neither keyword nor vector search finds it from "あかりちゃん元気かな？".
HIDDEN = Episode.create(
    "週末はずっと家で映画を観てたらしいよ",
    "のんびりできたならよかったですね。",
    occurred_at=TS - 20 * 86_400,
    session_id="hidden",
)


def _fill(store: MemoryStore) -> dict[str, str]:
    eps = sample_episodes()
    d = store.derived
    ns = store.namespace
    d.upsert_entity(
        Entity(
            "akari",
            "あかり",
            "person",
            aliases=("あかりちゃん", "妹のあかり"),
            relation="sister",
            namespace=ns,
            source_ids=(HIDDEN.id,),
        )
    )
    d.upsert_entity(
        Entity(
            "aurora",
            "Aurora",
            "thing",
            aliases=("Project Aurora",),
            namespace=ns,
            source_ids=(eps[1].id,),
        )
    )
    d.upsert_entity(Entity("kyoto", "京都", "place", namespace=ns, source_ids=(eps[2].id,)))
    d.upsert_fact(
        Fact(
            "f-piano",
            "ピアノを習っている",
            subject_id="akari",
            confidence=0.9,
            salience=0.7,
            namespace=ns,
            source_ids=(HIDDEN.id,),
        )
    )
    d.upsert_fact(
        Fact("f-user", "the user is vegetarian", confidence=0.6, salience=0.5, namespace=ns)
    )
    d.upsert_relationship(RelationshipState("akari", "仲が良い", favorability=0.8, namespace=ns))
    d.upsert_summary(
        Summary("s-akari", "person", "妹。映画とピアノが好き。", scope_key="akari", namespace=ns)
    )
    d.upsert_summary(
        Summary(
            "w-1",
            "weekly",
            "Aurora の締め切りとカレーの話",
            period_start=date(2026, 1, 3),
            period_end=date(2026, 1, 9),
            namespace=ns,
        )
    )
    d.upsert_loop(
        OpenLoop(
            "trip",
            "京都に旅行",
            due_start=date(2026, 4, 3),
            due_end=date(2026, 4, 5),
            entity_ids=("kyoto",),
            namespace=ns,
        )
    )
    return {"aurora_episode": eps[1].id}


@pytest.fixture
def rich(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[tuple[MemoryStore, dict[str, str]]]:
    with MemoryStore(tmp_path / "store", embedder=embedder) as s:
        s.add_episodes([*sample_episodes(), HIDDEN])
        ids = _fill(s)
        yield s, ids


def _candidates(store: MemoryStore, run_id: str | None) -> dict[str, list[str]]:
    assert run_id
    return {c["id"]: c["hit_sources"] for c in load_run(store, run_id)["candidates"]}


def test_entity_expansion_finds_what_keyword_and_vector_miss(
    rich: tuple[MemoryStore, dict[str, str]],
) -> None:
    store, _ = rich
    question = "あかりちゃん元気かな？"
    # A cosine floor, so that "the vector source found it" means it is similar: without one,
    # every episode of this small store is among the 20 nearest neighbours.
    floor = RetrievalConfig(sources={"vector_min_similarity": 0.25})
    off = recall(store, question, now=NOW, config=floor.replace(plan={"entity_resolution": False}))
    assert HIDDEN.id not in _candidates(store, off.run_id)
    on = recall(store, question, now=NOW, config=floor)
    sources = _candidates(store, on.run_id)
    assert sources[HIDDEN.id] == ["ex:q1"]
    run = load_run(store, on.run_id or "")
    assert [e["id"] for e in run["plan"]["entities"]] == ["akari"]
    assert "entity_retrieve" in run["timings_ms"]


def test_every_section_filled_through_a_real_recall_and_explained(
    rich: tuple[MemoryStore, dict[str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    store, _ = rich
    result = recall(store, "妹のあかり、京都旅行に一緒に行くかな", now=NOW)
    parsed = parse(result.pack)
    assert parsed.items["STABLE_FACTS"][0] == "あかり: ピアノを習っている"
    # The user's own facts are background: they join a turn about the user, not this one
    # (issue 27, point 6; the question below asks about あかり and the trip).
    assert "the user is vegetarian" not in parsed.items["STABLE_FACTS"]
    about_me = parse(recall(store, "私のこと覚えてる？", now=NOW).pack)
    assert "the user is vegetarian" in about_me.items["STABLE_FACTS"]
    # The weekly summary is background too: absent here, there for a turn about lately.
    assert not any(n.startswith("2026-01-03〜") for n in parsed.items["SHARED_NARRATIVE"])
    assert "あかりについて: 妹。映画とピアノが好き。" in parsed.items["SHARED_NARRATIVE"]
    lately = parse(recall(store, "最近どんなこと話してたっけ？", now=NOW).pack)
    assert lately.items["SHARED_NARRATIVE"][0].startswith("2026-01-03〜2026-01-09の会話")
    # parse() reads the pack as a model does (NFKC): the full-width parentheses fold.
    assert parsed.items["RELATIONSHIP_STATE"] == [nfkc("あかり（姉妹）: 仲が良い・好感度 +0.8")]
    assert parsed.items["OPEN_LOOPS"] == [nfkc("2026-04-03〜2026-04-05（あと83日）: 京都に旅行")]
    assert "EPISODE_EVIDENCE" in parsed.sections
    # explain says which sections were filled, with what and why.
    assert cli_main(["--store", store.location, "explain", result.run_id or ""]) == 0
    out = capsys.readouterr().out
    assert "entities in play (2):" in out and "あかり [person, sister] akari" in out
    assert "STABLE_FACTS: 1 item(s)" in out
    assert "f-piano: about あかり (in play) score=" in out
    assert "OPEN_LOOPS: 1 item(s)" in out and "trip: about 京都 (in play)" in out
    assert "RELATIONSHIP_STATE: 1 item(s)" in out
    assert "EPISODE_EVIDENCE:" in out

    # Pinning a fact adds the design's 0.10 to its score; unpinning takes it away.
    def piano_score() -> float:
        result = recall(store, "妹のあかり、京都旅行に一緒に行くかな", now=NOW)
        facts = load_run(store, result.run_id or "")["sections"][0]
        return next(i["score"] for i in facts["items"] if i["ref"] == "f-piano")

    before = piano_score()
    assert store.derived.set_pinned("f-piano", True, namespace=store.namespace)
    assert piano_score() == pytest.approx(before + 0.10, abs=1e-3)
    assert store.derived.set_pinned("f-piano", False, namespace=store.namespace)
    assert piano_score() == pytest.approx(before, abs=1e-3)


def test_entities_named_in_the_recent_conversation_are_in_play(
    rich: tuple[MemoryStore, dict[str, str]],
) -> None:
    store, _ = rich
    result = recall(
        store,
        "最近元気にしてるかな？",
        recent_conversation=[
            ("user", "来週、妹のあかりが遊びに来るんだ"),
            ("assistant", "いいね！"),
        ],
        now=NOW,
    )
    (entity,) = result.plan.entities
    assert (entity.id, entity.in_user_text) == ("akari", False)
    relationships = parse(result.pack).items["RELATIONSHIP_STATE"]
    assert nfkc("あかり（姉妹）: 仲が良い・好感度 +0.8") in relationships


def test_unrelated_question_injects_nothing_despite_derived_memory(
    rich: tuple[MemoryStore, dict[str, str]],
) -> None:
    store, _ = rich
    result = recall(store, "今日の天気はどうかな？", now=NOW)
    assert result.pack == ""
    run = load_run(store, result.run_id or "")
    why = {s["section"]: s["why_empty"] for s in run["sections"]}
    assert why["STABLE_FACTS"] == "no entity in play and nothing else recalled"
    assert "Today" not in explain_run(run)  # sanity: the explain renders


def test_open_loop_named_before_the_trip_and_gone_after_it(
    rich: tuple[MemoryStore, dict[str, str]],
) -> None:
    store, _ = rich
    before = recall(store, "京都旅行の準備、何からしよう？", now=NOW)
    assert "京都に旅行" in parse(before.pack).items["OPEN_LOOPS"][0]
    after_trip = NOW + timedelta(days=90)  # 2026-04-10: the trip ended on 4/5
    after = recall(store, "京都旅行の準備、何からしよう？", now=after_trip)
    assert "京都に旅行" not in after.pack


def test_misspelt_name_still_recalls_its_episode(
    rich: tuple[MemoryStore, dict[str, str]],
) -> None:
    store, ids = rich
    result = recall(store, "How is Auroa going?", now=NOW)
    assert ids["aurora_episode"] in [e.id for e in result.episodes]
    plan = load_run(store, result.run_id or "")["plan"]
    assert plan["typed_text"] == "How is Auroa going?"
    assert plan["user_text"] == "How is Aurora going?"
    assert plan["entities"][0]["method"] == "fuzzy"


def test_no_derived_memory_is_skipped_cleanly(store: MemoryStore) -> None:
    result = recall(store, "あかりちゃん元気かな？", now=NOW)
    assert not (store.path / DERIVED_FILE).exists()  # a read never creates it
    run = load_run(store, result.run_id or "")
    assert run["skipped"] == []
    assert run["plan"]["entities"] == []
    assert {s["why_empty"] for s in run["sections"][:4]} == {"the store has no derived memory"}
    # An empty derived memory is the same: nothing resolved, no `ex` thread, no skip.
    assert store.derived.counts(namespace=store.namespace)["entities"] == 0
    again = load_run(store, recall(store, "あかりちゃん元気かな？", now=NOW).run_id or "")
    assert again["skipped"] == [] and again["plan"]["entities"] == []
    assert again["timings_ms"]["entity_retrieve"] == 0.0


# -- negative feedback, end to end ----------------------------------------------------------


def _agent_turns(store: MemoryStore, texts: list[str]) -> list[dict[str, object]]:
    llm = RecordingFake(messages=iter([AIMessage(f"reply {i}") for i in range(len(texts))]))
    agent = build_agent(store, chat_model=llm, checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t1"}}
    outs = []
    for i, text in enumerate(texts):
        outs.append(agent.invoke({"messages": [HumanMessage(text)], "now": TS + 60 * i}, config))
    return outs


def test_rejecting_the_one_recalled_episode_makes_it_unsearchable(
    store: MemoryStore, capsys: pytest.CaptureFixture[str]
) -> None:
    question = "柴犬のこむぎの話、覚えてる？"
    first, second, third = _agent_turns(store, [question, "それは関係ないよ", question])
    recalled = [e["id"] for e in recalled_of(first)]  # type: ignore[union-attr]
    assert len(recalled) == 1
    (rejected,) = recalled
    assert not store.get(rejected).searchable
    run = load_run(store, str(second["run_id"]))
    assert run["forgotten"]["episode_id"] == rejected
    assert run["forgotten"]["run_id"] == first["run_id"]
    assert rejected not in [e["id"] for e in recalled_of(third)]  # type: ignore[union-attr]
    assert "negative feedback: episode " + rejected in explain_run(run)
    # By hand: restore brings it back (by an 8-character prefix), forget hides it again.
    base = ["--store", store.location]
    assert cli_main([*base, "restore", rejected[:8]]) == 0
    assert store.get(rejected).searchable
    assert cli_main([*base, "forget", rejected]) == 0
    assert not store.get(rejected).searchable
    assert cli_main([*base, "forget", rejected]) == 0
    out = capsys.readouterr().out
    assert f"episode {rejected} in namespace 'default': restored" in out
    assert "already forgotten" in out


def test_no_rejection_changes_nothing(store: MemoryStore) -> None:
    question = "柴犬のこむぎの話、覚えてる？"
    first, second = _agent_turns(store, [question, "ありがとう、また散歩に行くよ"])
    assert recalled_of(first)
    for e in recalled_of(first):  # type: ignore[union-attr]
        assert store.get(e["id"]).searchable
    assert "forgotten" not in load_run(store, str(second["run_id"]))


def test_rejecting_several_recalled_episodes_is_ambiguous(store: MemoryStore) -> None:
    question = "What did I cook, and what piano piece am I practicing?"
    first, second = _agent_turns(store, [question, "That's not what I meant."])
    recalled = [e["id"] for e in recalled_of(first)]  # type: ignore[union-attr]
    assert len(recalled) == 2
    assert all(store.get(i).searchable for i in recalled)
    forgotten = load_run(store, str(second["run_id"]))["forgotten"]
    assert forgotten["episode_id"] is None
    assert "injected 2 episodes" in forgotten["why"]


def test_forget_cli_refuses_short_or_unknown_ids(
    store: MemoryStore, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["--store", store.location]
    assert cli_main([*base, "forget", "abc"]) == 1
    assert "a prefix needs at least 8 characters" in capsys.readouterr().err
    assert cli_main([*base, "--namespace", "other", "forget", "0" * 20]) == 1
    assert re.search(r"no episode '0+' in namespace 'other'", capsys.readouterr().err)
