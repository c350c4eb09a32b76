"""Issue 36's dev sets load as evaluation tasks: every question's evidence names episodes of its
memory, the bilingual set asks across languages, the small-store set stays within 1-50
episodes with notes stored as OmoideStore items, and unrelated questions count as abstentions."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.evaluation import load_task
from benchmarks.evaluation.dev_tasks import BILINGUAL_FILE, SMALL_STORE_FILE
from benchmarks.evaluation.runner import _scores
from omoide.agent.ranking.fusion import ja_share
from omoide.memory_store.records import MEMORY_ITEM_SOURCE


def test_bilingual_sample_questions_are_asked_across_languages(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("OMOIDE_DATA", raising=False)  # the LoCoMo rows need it: left out
    task = load_task("bilingual", BILINGUAL_FILE)
    assert {q.namespace for q in task.queries} == {"dev-sample"}
    episodes = {e.id: e for e in task.memories["dev-sample"]}
    cross = [q for q in task.queries if q.category == "cross"]
    assert len(cross) >= 30
    for q in cross:
        assert q.relevant_episodes and not q.abstention
        for eid in q.relevant_episodes:
            # the question is in the other script than (at least one of) its evidence
            gap = abs(ja_share(q.user_text) - ja_share(episodes[eid].text))
            assert gap > 0.4 or any(
                abs(ja_share(q.user_text) - ja_share(episodes[e].text)) > 0.4
                for e in q.relevant_episodes
            ), (q.qid, q.user_text)
    unrelated = [q for q in task.queries if q.category == "unrelated"]
    assert unrelated and all(q.abstention and not q.relevant_episodes for q in unrelated)


def test_small_store_memories_hold_notes_and_chit_chat() -> None:
    task = load_task("small_store", SMALL_STORE_FILE)
    sizes = [len(v) for v in task.memories.values()]
    assert min(sizes) == 1 and max(sizes) == 50
    for q in task.queries:
        memory = {e.id: e for e in task.memories[q.namespace]}
        assert all(memory[e].source == MEMORY_ITEM_SOURCE for e in q.relevant_episodes)
        assert q.abstention == (not q.relevant_episodes)
    q = next(q for q in task.queries if q.qid == "cat-1:0")
    assert q.user_text == "what is my cat called?"
    assert _scores(task, q, [*q.relevant_episodes]) == {
        "recall_any@1": 1.0,
        "recall_any@5": 1.0,
        "recall_any@10": 1.0,
    }


def test_a_missing_evidence_is_an_error_naming_the_row(tmp_path: Path) -> None:
    bad = tmp_path / "dev_bilingual_bad.jsonl"
    bad.write_text(
        '{"id": "x1", "memory": "sample", "category": "cross", "q": "?", '
        '"evidence": ["no such words anywhere"]}\n',
        "utf-8",
    )
    with pytest.raises(ValueError, match="row x1: evidence 'no such words anywhere'"):
        load_task("bilingual", bad)
