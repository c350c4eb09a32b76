"""Evaluation tasks are built exactly as design §evaluation defines them (small synthetic files)."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from benchmarks.evaluation import load_task
from benchmarks.evaluation.tasks import EvalTask


def _write_jsonl_gz(path: Path, rows: list[dict[str, object]]) -> Path:
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    return path


def _jmw_dialogue(i: int, name: str | None, text: str) -> dict[str, object]:
    calls = (
        [
            {
                "message_index": 0,
                "data_id": "x",
                "tool_calls": [{"name": "search", "arguments": {"name": name}}],
            }
        ]
        if name
        else []
    )
    return {
        "dialogue_id": f"d{i}",
        "messages": [{"role": "user", "content": text}, {"role": "assistant", "content": "はい"}],
        "user_turn_tool_calls": calls,
    }


def test_jmultiwoz_queries_and_relevance(tmp_path: Path) -> None:
    rows = [
        _jmw_dialogue(0, "ホテル青葉", "ホテル青葉に泊まりたい"),
        _jmw_dialogue(1, None, "昨日ホテル青葉の話をした"),
        _jmw_dialogue(2, "京都タワー", "京都タワーへ行く道は？"),
    ]
    path = _write_jsonl_gz(tmp_path / "jmw.jsonl.gz", rows)
    task = load_task("jmultiwoz", path)
    assert [q.user_text for q in task.queries] == [
        "ホテル青葉について前に話したっけ？",
        "京都タワーについて前に話したっけ？",
    ]
    # relevant = every session whose text contains the exact name, not only the asking one
    assert task.queries[0].relevant_sessions == {"jmw-d0", "jmw-d1"}
    assert task.queries[1].relevant_sessions == {"jmw-d2"}
    # dates: 2024-01-01 plus i hours in file order
    times = sorted({e.occurred_at for e in task.memories["jmw"]})
    start = datetime(2024, 1, 1, tzinfo=UTC)
    assert times == [int((start + timedelta(hours=h)).timestamp()) for h in range(3)]


def _rpc_dialogue(i: int, n: int) -> dict[str, object]:
    t0 = datetime(2022, 8, 1, 10, 0)
    return {
        "dialogue_id": i,
        "interlocutors": ["AA", "BB"],
        "utterances": [
            {
                "utterance_id": j,
                "interlocutor_id": "AA" if j % 2 == 0 else "BB",
                "text": f"d{i} u{j}",
                "timestamp": (t0 + timedelta(minutes=j)).isoformat(),
            }
            for j in range(n)
        ],
    }


def test_real_persona_chat_removes_the_middle_window_and_queries_with_it(tmp_path: Path) -> None:
    path = _write_jsonl_gz(tmp_path / "rpc.jsonl.gz", [_rpc_dialogue(1, 14), _rpc_dialogue(2, 8)])
    task = load_task("real_persona_chat", path, limit=300)
    assert len(task.queries) == 1  # dialogue 2 has fewer than 12 utterances
    q = task.queries[0]
    # window = utterances 7..10 (start at len // 2 = 7)
    assert [t for _, t in q.recent] == ["d1 u7", "d1 u8", "d1 u9"]
    assert q.user_text == "d1 u10"
    assert q.relevant_sessions == {"rpc-1"}
    # the speaker of the 4th utterance (u10: AA) is the user; the others map by speaker
    assert [r for r, _ in q.recent] == ["assistant", "user", "assistant"]
    words = {w for e in task.memories["rpc"] if e.session_id == "rpc-1" for w in e.text.split()}
    assert {f"u{j}" for j in range(7, 11)}.isdisjoint(words)  # the window left memory
    assert {f"u{j}" for j in (*range(7), 11, 12, 13)} <= words  # the rest stayed


def test_real_persona_chat_counts_a_repeated_dialogue_once(tmp_path: Path) -> None:
    path = _write_jsonl_gz(tmp_path / "rpc.jsonl.gz", [_rpc_dialogue(1, 14), _rpc_dialogue(1, 14)])
    task = load_task("real_persona_chat", path, limit=300)
    assert len(task.queries) == 1
    ids = [e.id for e in task.memories["rpc"]]
    assert len(ids) == len(set(ids))


def test_fingerprint_changes_when_the_episodes_change(tmp_path: Path) -> None:
    a = load_task(
        "real_persona_chat",
        _write_jsonl_gz(tmp_path / "a.jsonl.gz", [_rpc_dialogue(1, 14)]),
        limit=300,
    )
    b = load_task(
        "real_persona_chat",
        _write_jsonl_gz(tmp_path / "b.jsonl.gz", [_rpc_dialogue(1, 16)]),
        limit=300,
    )
    assert (
        a.fingerprint()
        == load_task("real_persona_chat", tmp_path / "a.jsonl.gz", limit=300).fingerprint()
    )
    assert a.fingerprint() != b.fingerprint()


def assert_same_questions_in_a_chat(plain: EvalTask, chat: EvalTask) -> None:
    """A ``_chat`` drill: the base task's memories and questions, scored as the base task;
    only the recent conversation is new."""
    assert chat.name == f"{plain.name}_chat" and chat.memories == plain.memories
    assert chat.scoring == plain.name
    assert [q.__dict__ | {"recent": ()} for q in chat.queries] == [
        q.__dict__ for q in plain.queries
    ]


def test_locomo_chat_asks_each_question_after_the_two_before_it(tmp_path: Path) -> None:
    from tests.unit.test_importers import LOCOMO, write_json

    data = json.loads(json.dumps(LOCOMO))
    data[0]["qa"] += [
        {"question": "Who said morning?", "answer": "Bob", "evidence": ["D2:1"], "category": 1},
        {"question": "Late?", "answer": "yes", "evidence": ["D10:1"], "category": 4},
    ]
    path = write_json(tmp_path / "locomo.json", data)
    plain, chat = load_task("locomo", path), load_task("locomo_chat", path)
    assert (chat.scoring, plain.scoring) == ("locomo", "locomo")  # scored as LoCoMo
    # Same questions, evidence and times; only the recent conversation is new.
    assert_same_questions_in_a_chat(plain, chat)
    recent = {q.user_text: q.recent for q in chat.queries}
    assert recent["What did Bob show?"] == ()
    assert recent["When?"] == (("user", "What did Bob show?"), ("assistant", "a dog"))
    # The adversarial question (category 5, no answer) is never part of a conversation.
    assert recent["Who said morning?"] == (
        ("user", "What did Bob show?"),
        ("assistant", "a dog"),
        ("user", "When?"),
        ("assistant", "2023"),
    )
    assert recent["Late?"] == (
        ("user", "When?"),
        ("assistant", "2023"),
        ("user", "Who said morning?"),
        ("assistant", "Bob"),
    )


def test_jmultiwoz_chat_asks_each_entity_after_the_two_before_it(tmp_path: Path) -> None:
    rows = [_jmw_dialogue(i, name, f"{name}に行きたい") for i, name in enumerate("ABC")]
    path = _write_jsonl_gz(tmp_path / "jmw.jsonl.gz", rows)
    plain, chat = load_task("jmultiwoz", path), load_task("jmultiwoz_chat", path)
    assert chat.scoring == "jmultiwoz"
    assert_same_questions_in_a_chat(plain, chat)
    a, b, c = (q.recent for q in chat.queries)
    assert a == ()
    assert b == (("user", "Aについて前に話したっけ？"), ("assistant", "はい、Aの話をしました。"))
    said_b = ("assistant", "はい、Bの話をしました。")
    assert c == (*b, ("user", "Bについて前に話したっけ？"), said_b)


def test_longmemeval_chat_asks_after_the_latest_sessions_last_two_exchanges(
    tmp_path: Path,
) -> None:
    from tests.unit.test_importers import LME, write_json

    path = write_json(tmp_path / "lme.json", LME)
    plain, chat = load_task("longmemeval", path), load_task("longmemeval_chat", path)
    assert chat.scoring == "longmemeval"
    assert_same_questions_in_a_chat(plain, chat)
    # q1's latest session is chat_2 (answer_1 keeps its first, earlier date); its last two
    # exchanges, without their empty sides.
    assert chat.queries[0].recent == (
        ("user", "Part one.\nPart two."),
        ("assistant", "Both parts noted."),
        ("user", "Bye."),
    )
