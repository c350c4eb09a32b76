"""Issue 36's unseen sets (``tests/data/blind_*.json``) load as evaluation tasks: every evidence
string is in its memory (in the episodes the question is scored on), cross-language questions
are asked in the other script than their evidence, unrelated questions are abstentions, the
sets hold what the issue's unseen check needs, share no memory or question with the dev sets,
and stay out of what the fits and left-out tables read (``REPO_SETS``)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from benchmarks.dev_sets import BLIND_SETS, REPO_SETS
from benchmarks.evaluation import TASKS, load_task
from benchmarks.evaluation.cli import data_file
from benchmarks.evaluation.dev_tasks import (
    BILINGUAL_FILE,
    BLIND_BILINGUAL_FILE,
    BLIND_SMALL_STORE_FILE,
    SMALL_STORE_FILE,
)
from omoide.agent.ranking.fusion import ja_share
from omoide.memory_store.records import MEMORY_ITEM_SOURCE

CROSS = ("cross-en", "cross-ja")


def _bilingual_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = json.loads(BLIND_BILINGUAL_FILE.read_text("utf-8"))["questions"]
    return rows


def test_blind_tasks_are_registered_and_found_without_data(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("OMOIDE_DATA", raising=False)
    assert data_file("blind_bilingual", None) == BLIND_BILINGUAL_FILE
    assert data_file("blind_small_store", None) == BLIND_SMALL_STORE_FILE
    assert {"blind_bilingual", "blind_small_store"} <= set(TASKS)
    # fusion_lab / fit_judgement read REPO_SETS: the unseen sets are never fitted on
    assert not set(BLIND_SETS) & set(REPO_SETS)


def test_blind_bilingual_evidence_is_in_its_memory_and_across_scripts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("OMOIDE_DATA", raising=False)  # the LoCoMo rows need it: left out
    task = load_task("blind_bilingual", BLIND_BILINGUAL_FILE)
    assert set(task.memories) == {"blind-haruka", "blind-tom", "blind-rina"}
    assert all(40 <= len(eps) <= 80 for eps in task.memories.values())
    by_id = {q.qid: q for q in task.queries}
    own = [r for r in _bilingual_rows() if not str(r["memory"]).startswith("locomo:")]
    assert len(by_id) == len(own)
    for row in own:
        q = by_id[str(row["id"])]
        episodes = {e.id: e for e in task.memories[q.namespace]}
        evidence = [str(s) for s in row.get("evidence", [])]
        # every evidence string is in an episode of its memory, and every episode the
        # question is scored on holds one of them
        for needle in evidence:
            assert any(needle in e.text for e in episodes.values()), (q.qid, needle)
        assert all(any(n in episodes[i].text for n in evidence) for i in q.relevant_episodes)
        assert bool(evidence) == bool(q.relevant_episodes) == (not q.abstention)
        if q.category in CROSS:
            for eid in q.relevant_episodes:  # asked in the other script than each answer
                gap = abs(ja_share(q.user_text) - ja_share(episodes[eid].text))
                assert gap > 0.4, (q.qid, q.user_text, episodes[eid].text)
            assert (ja_share(q.user_text) > 0.5) == (q.category == "cross-ja"), q.qid
        elif q.category == "same":
            for eid in q.relevant_episodes:
                assert abs(ja_share(q.user_text) - ja_share(episodes[eid].text)) < 0.4
    cats = [q.category for q in task.queries]
    assert sum(c in CROSS for c in cats) >= 30
    assert cats.count("same") >= 6 and cats.count("unrelated") >= 8
    # names in both scripts, as users write them
    text = "\n".join(e.text for eps in task.memories.values() for e in eps)
    for kanji, romaji in (("中村", "Nakamura"), ("大輝", "Daiki"), ("きなこ", "Kinako")):
        assert kanji in text and romaji in text


def test_blind_bilingual_locomo_rows_ask_another_conversation() -> None:
    folder = Path(os.environ.get("OMOIDE_DATA", "") or "/nonexistent")
    if not (folder / "locomo10_dev.json").is_file():
        pytest.skip("needs $OMOIDE_DATA's locomo10_dev.json")
    task = load_task("blind_bilingual", BLIND_BILINGUAL_FILE)
    locomo = [q for q in task.queries if q.namespace.startswith("blind-locomo")]
    assert {q.namespace for q in locomo} == {"blind-locomo-conv-30"}  # the dev set: conv-26
    answered = [q for q in locomo if q.category == "locomo cross-ja"]
    assert len(answered) >= 12 and all(q.relevant_episodes for q in answered)
    assert all(ja_share(q.user_text) > 0.5 for q in locomo)
    assert [q for q in locomo if q.abstention]


def test_blind_small_store_notes_hold_the_evidence() -> None:
    task = load_task("blind_small_store", BLIND_SMALL_STORE_FILE)
    data = json.loads(BLIND_SMALL_STORE_FILE.read_text("utf-8"))
    assert len(task.memories) >= 10
    assert all(1 <= len(eps) <= 50 for eps in task.memories.values())
    for sc in data["scenarios"]:
        for j, row in enumerate(sc["questions"]):
            q = next(q for q in task.queries if q.qid == f"{sc['id']}:{j}")
            memory = {e.id: e for e in task.memories[q.namespace]}
            for needle in row.get("evidence", []):
                assert any(needle in note for note in sc["notes"]), (q.qid, needle)
            assert all(memory[e].source == MEMORY_ITEM_SOURCE for e in q.relevant_episodes)
            assert all(
                any(n in memory[e].user_text for n in row.get("evidence", []))
                for e in q.relevant_episodes
            )
            assert q.abstention == (not row.get("evidence")) == (not q.relevant_episodes)
    answered = [q for q in task.queries if not q.abstention]
    assert len(answered) >= 20 and len(task.queries) - len(answered) >= 12
    cross = [
        q
        for q in answered
        if all(
            abs(ja_share(q.user_text) - ja_share(e.user_text)) > 0.4
            for eps in [task.memories[q.namespace]]
            for e in eps
            if e.id in q.relevant_episodes
        )
    ]
    assert len(cross) >= 6


def test_blind_sets_share_nothing_with_the_dev_sets() -> None:
    dev_q = {
        json.loads(line)["q"]
        for line in BILINGUAL_FILE.read_text("utf-8").splitlines()
        if line.strip()
    }
    dev_small = json.loads(SMALL_STORE_FILE.read_text("utf-8"))
    dev_q |= {q["q"] for sc in dev_small["scenarios"] for q in sc["questions"]}
    dev_notes = {n for sc in dev_small["scenarios"] for n in sc["notes"]}
    blind_small = json.loads(BLIND_SMALL_STORE_FILE.read_text("utf-8"))
    blind_q = {str(r["q"]) for r in _bilingual_rows()}
    blind_q |= {q["q"] for sc in blind_small["scenarios"] for q in sc["questions"]}
    assert not blind_q & dev_q
    assert not {n for sc in blind_small["scenarios"] for n in sc["notes"]} & dev_notes
    assert not {tuple(c) for c in blind_small["chit_chat"]} & {
        tuple(c) for c in dev_small["chit_chat"]
    }


def test_a_missing_blind_evidence_is_an_error_naming_the_row(tmp_path: Path) -> None:
    bad = tmp_path / "blind_bilingual_bad.json"
    bad.write_text(
        json.dumps(
            {
                "memories": {"x": [["2026-01-01 10:00", "hello", "hi"]]},
                "questions": [
                    {
                        "id": "x1",
                        "memory": "x",
                        "category": "cross-en",
                        "q": "?",
                        "evidence": ["no such words"],
                    }
                ],
            }
        ),
        "utf-8",
    )
    with pytest.raises(ValueError, match="row x1: evidence 'no such words'"):
        load_task("blind_bilingual", bad)
