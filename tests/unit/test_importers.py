"""Importers: JSONL, LoCoMo, LongMemEval, the Japanese evaluation loaders, and dispatch."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from benchmarks.evaluation.loaders import load_jmultiwoz, load_real_persona_chat
from omoide.memory_store.errors import ArchiveFormatError
from omoide.memory_store.importers import (
    clean_evidence_ids,
    import_path,
    load_locomo,
    load_longmemeval,
    read_jsonl,
    read_locomo,
    read_longmemeval,
)
from omoide.memory_store.records import Episode, Sensitivity
from tests.conftest import EVAL_DATA

DATA = EVAL_DATA


def write_lines(path: Path, rows: list[Any]) -> Path:
    text = "".join(
        (r if isinstance(r, str) else json.dumps(r, ensure_ascii=False)) + "\n" for r in rows
    )
    opener = gzip.open if path.name.endswith(".gz") else open
    with opener(path, "wt", encoding="utf-8") as fh:
        fh.write(text)
    return path


def write_json(path: Path, data: Any) -> Path:
    opener = gzip.open if path.name.endswith(".gz") else open
    with opener(path, "wt", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False)
    return path


# -- JSONL ---------------------------------------------------------------------------------


def test_jsonl_reads_fields_aliases_and_gzip(tmp_path: Path) -> None:
    rows = [
        {
            "id": "ep-1",
            "user_text": "京都の宿は？",
            "reply_text": "ホテル鴨川テラスです。",
            "occurred_at": "2026-01-13T21:30:00+09:00",
            "session_id": "s1",
            "sensitivity": "SECRET",
            "searchable": False,
            "metadata": {"topic": "travel"},
            "unknown_key": "ignored",
        },
        "",
        {"user": "hi", "reply": "hello", "occurred_at": 1700000000},
        {"user_text": "", "reply_text": "agent only", "occurred_at": "2024-01-01T00:00:00Z"},
    ]
    for name in ("eps.jsonl", "eps.jsonl.gz"):
        result = read_jsonl(write_lines(tmp_path / name, rows), namespace="n")
        first, second, third = result.episodes
        assert first.id == "ep-1" and first.session_id == "s1"
        assert first.occurred_at_dt == datetime(2026, 1, 13, 12, 30, tzinfo=UTC)
        assert first.sensitivity is Sensitivity.SECRET and first.searchable is False
        assert dict(first.metadata) == {"topic": "travel"} and first.namespace == "n"
        assert first.source == f"{name}:1"
        assert (second.user_text, second.reply_text, second.occurred_at) == (
            "hi",
            "hello",
            1700000000,
        )
        assert second.id == Episode.content_id("hi", "hello", 1700000000)
        # The offsets the ISO times stated (epoch seconds state none): two, so no one zone.
        assert result.stated_offsets == (0, 540)
        assert second.sensitivity is Sensitivity.PRIVATE and second.source == f"{name}:3"
        assert third.user_text == "" and third.reply_text == "agent only"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('{"user_text": "a", "reply_text": "b", "occurred_at": 1', "invalid JSON"),
        ("[1, 2]", "expected a JSON object"),
        ('{"reply_text": "b", "occurred_at": 1}', "missing field 'user_text'"),
        ('{"user_text": "a", "reply_text": "b"}', "missing field 'occurred_at'"),
        (
            '{"user_text": "a", "reply_text": "b", "occurred_at": "2024-01-01T10:00:00"}',
            "no UTC offset",
        ),
        ('{"user_text": "a", "reply_text": "b", "occurred_at": "yesterday"}', "not ISO-8601"),
        ('{"user_text": "a", "reply_text": "b", "occurred_at": true}', "epoch seconds"),
        ('{"user_text": 3, "reply_text": "b", "occurred_at": 1}', "must be a string"),
        ('{"user_text": "", "reply_text": " ", "occurred_at": 1}', "neither user text nor reply"),
        (
            '{"user_text": "a", "reply_text": "b", "occurred_at": 1, "sensitivity": "TOP"}',
            "unknown sensitivity",
        ),
        (
            '{"user_text": "a", "reply_text": "b", "occurred_at": 1, "searchable": "yes"}',
            "searchable",
        ),
        (
            '{"user_text": "a", "reply_text": "b", "occurred_at": 1, "metadata": {"k": 1}}',
            "metadata",
        ),
        ("[" * 5000 + "]" * 5000, "nested too deeply"),  # was a RecursionError, no file:line
    ],
)
def test_jsonl_bad_lines_name_file_and_line(tmp_path: Path, line: str, message: str) -> None:
    good = {"user_text": "ok", "reply_text": "ok", "occurred_at": 1}
    path = write_lines(tmp_path / "e.jsonl", [good, line, good])
    with pytest.raises(ArchiveFormatError, match=message) as info:
        read_jsonl(path)
    assert (info.value.path, info.value.line) == (str(path), 2)
    lenient = read_jsonl(path, lenient=True)
    assert [s.line for s in lenient.skipped] == [2]
    assert len(lenient.episodes) == 1 and lenient.duplicates == 1  # the two "ok" lines match


def test_jsonl_invalid_utf8(tmp_path: Path) -> None:
    path = tmp_path / "e.jsonl"
    path.write_bytes(b'{"user_text": "\xff", "reply_text": "b", "occurred_at": 1}\n')
    with pytest.raises(ArchiveFormatError, match="UTF-8") as info:
        read_jsonl(path)
    assert info.value.line == 1


# -- LoCoMo --------------------------------------------------------------------------------

LOCOMO = [
    {
        "sample_id": "conv-x",
        "conversation": {
            "speaker_a": "Ann",
            "speaker_b": "Bob",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Ann", "dia_id": "D1:1", "text": "Hi Bob!"},
                {"speaker": "Bob", "dia_id": "D1:2", "text": "Hey Ann."},
                {
                    "speaker": "Bob",
                    "dia_id": "D1:3",
                    "text": "Look at this.",
                    "img_url": ["https://example.com/x.jpg"],
                    "blip_caption": "a photo of a dog",
                },
                {"speaker": "Ann", "dia_id": "D1:4", "text": "Cute!"},
            ],
            "session_2_date_time": "10:37 am on 27 June, 2023",
            "session_2": [
                {"speaker": "Bob", "dia_id": "D2:1", "text": "Morning."},
                {"speaker": "Ann", "dia_id": "D2:2", "text": "Morning!"},
                {"speaker": "Ann", "dia_id": "D2:3", "text": "Coffee?"},
                {"speaker": "Bob", "dia_id": "D2:4", "text": "Yes."},
            ],
            "session_10_date_time": "8:05 pm on 1 July, 2023",
            "session_10": [{"speaker": "Ann", "dia_id": "D10:1", "text": "Late session."}],
        },
        "qa": [
            {
                "question": "What did Bob show?",
                "answer": "a dog",
                "evidence": ["D1:3"],
                "category": 4,
            },
            {
                "question": "When?",
                "answer": 2023,
                "evidence": ["D1:2; D2:04", "D:2:1", "D", "D1:2"],
                "category": 2,
            },
            {"question": "Trick?", "adversarial_answer": "none", "evidence": [], "category": 5},
        ],
    }
]


def test_locomo_episodes_and_ids(tmp_path: Path) -> None:
    path = write_json(tmp_path / "locomo.json", LOCOMO)
    [conv] = load_locomo(path, namespace="eval")
    eps = conv.episodes
    assert [(e.id, e.user_text, e.reply_text) for e in eps] == [
        ("conv-x:D1:1", "Hi Bob!", "Hey Ann.\nLook at this. [image: a photo of a dog]"),
        ("conv-x:D1:4", "Cute!", ""),
        ("conv-x:D2:1", "", "Morning."),  # the session starts with speaker_b
        ("conv-x:D2:2", "Morning!\nCoffee?", "Yes."),
        ("conv-x:D10:1", "Late session.", ""),  # sessions are ordered numerically
    ]
    first = eps[0]
    assert first.session_id == "conv-x:session_1"
    assert dict(first.metadata) == {"dia_ids": "D1:1,D1:2,D1:3", "sample_id": "conv-x"}
    assert first.occurred_at_dt == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert eps[2].occurred_at_dt == datetime(2023, 6, 27, 10, 37, tzinfo=UTC)
    assert (first.user_speaker, first.reply_speaker, first.namespace) == ("Ann", "Bob", "eval")
    assert conv.episode_of_dia["D2:3"] == "conv-x:D2:2"


def test_locomo_qa_and_evidence(tmp_path: Path) -> None:
    [conv] = load_locomo(write_json(tmp_path / "locomo.json", LOCOMO))
    show, when, trick = conv.qa
    assert (show.answer, show.category, show.evidence) == ("a dog", 4, ["D1:3"])
    assert when.answer == "2023"
    assert when.evidence == ["D1:2", "D2:4", "D2:1"]
    assert when.raw_evidence == ["D1:2; D2:04", "D:2:1", "D", "D1:2"]
    assert conv.evidence_episode_ids(when) == ["conv-x:D1:1", "conv-x:D2:2", "conv-x:D2:1"]
    assert (trick.answer, trick.adversarial_answer, trick.evidence) == ("", "none", [])


def test_clean_evidence_ids() -> None:
    assert clean_evidence_ids(["D8:6; D9:17", "D:11:26", "D30:05", "D", "", "d3:1", "D8:6"]) == [
        "D8:6",
        "D9:17",
        "D11:26",
        "D30:5",
        "D3:1",
    ]


def test_locomo_bad_input(tmp_path: Path) -> None:
    bad_date = json.loads(json.dumps(LOCOMO))
    bad_date[0]["conversation"]["session_2_date_time"] = "sometime in June"
    with pytest.raises(ArchiveFormatError, match=r"session_2.*'1:56 pm on 8 May, 2023'"):
        read_locomo(write_json(tmp_path / "a.json", bad_date))
    stranger = json.loads(json.dumps(LOCOMO))
    stranger[0]["conversation"]["session_1"][0]["speaker"] = "Eve"
    with pytest.raises(ArchiveFormatError, match="'Eve' is neither"):
        read_locomo(write_json(tmp_path / "b.json", stranger))


# -- LongMemEval ---------------------------------------------------------------------------


def lme_question(qid: str, dates: list[str]) -> dict[str, Any]:
    shared = [
        {"role": "user", "content": "I adopted a Shiba named Komugi.", "has_answer": True},
        {"role": "assistant", "content": "Congratulations!", "has_answer": False},
    ]
    other = [
        {"role": "assistant", "content": "Welcome back."},
        {"role": "user", "content": "Part one."},
        {"role": "user", "content": "Part two."},
        {"role": "assistant", "content": "Both parts noted."},
        {"role": "user", "content": "Bye."},
    ]
    return {
        "question_id": qid,
        "question_type": "single-session-user",
        "question": "What is my dog's name?",
        "answer": "Komugi" if "_abs" not in qid else 7,
        "question_date": "2023/06/20 (Tue) 17:03",
        "haystack_dates": dates,
        "haystack_session_ids": ["answer_1", "chat_2", "answer_1"],
        "haystack_sessions": [shared, other, shared],
        "answer_session_ids": ["answer_1"],
    }


LME = [
    lme_question(
        "q1", ["2023/05/20 (Sat) 02:21", "2023/05/21 (Sun) 10:00", "2023/05/29 (Mon) 02:12"]
    ),
    lme_question(
        "q2_abs", ["2023/04/01 (Sat) 08:00", "2023/04/02 (Sun) 09:00", "2023/04/03 (Mon) 09:00"]
    ),
]


def test_longmemeval_questions_sessions_and_episodes(tmp_path: Path) -> None:
    path = write_json(tmp_path / "lme.json.gz", LME)
    q1, q2 = load_longmemeval(path)
    assert (q1.question_id, q1.answer, q1.is_abstention) == ("q1", "Komugi", False)
    assert (q2.answer, q2.is_abstention) == ("7", True)
    assert q1.question_date == datetime(2023, 6, 20, 17, 3, tzinfo=UTC)
    assert q1.answer_session_ids == ["answer_1"]
    # the repeated session id is kept once, first date wins
    assert [s.session_id for s in q1.haystack] == ["answer_1", "chat_2"]
    answer, chat = q1.haystack
    assert answer.date == datetime(2023, 5, 20, 2, 21, tzinfo=UTC) and answer.has_answer
    assert not chat.has_answer
    [ep] = answer.episodes
    assert ep.id == "answer_1:0"
    assert dict(ep.metadata) == {"has_answer": "1", "session_id": "answer_1"}
    assert [(e.id, e.user_text, e.reply_text) for e in chat.episodes] == [
        ("chat_2:0", "", "Welcome back."),
        ("chat_2:1", "Part one.\nPart two.", "Both parts noted."),
        ("chat_2:4", "Bye.", ""),
    ]
    assert all(e.metadata["has_answer"] == "0" for e in chat.episodes)
    # the same session in another question has the same ids, with that question's date
    assert q2.haystack[0].episodes[0].id == "answer_1:0"
    assert q2.haystack[0].date == datetime(2023, 4, 1, 8, 0, tzinfo=UTC)


def test_read_longmemeval_dedupes_shared_sessions(tmp_path: Path) -> None:
    result = read_longmemeval(write_json(tmp_path / "lme.json", LME))
    assert [e.id for e in result.episodes] == ["answer_1:0", "chat_2:0", "chat_2:1", "chat_2:4"]
    assert result.duplicates == 4
    assert result.episodes[0].occurred_at_dt == datetime(2023, 5, 20, 2, 21, tzinfo=UTC)


def test_longmemeval_bad_date(tmp_path: Path) -> None:
    bad = json.loads(json.dumps(LME))
    bad[0]["haystack_dates"][1] = "May 21"
    with pytest.raises(ArchiveFormatError, match="q1 session chat_2: date 'May 21'"):
        load_longmemeval(write_json(tmp_path / "lme.json", bad))


# -- Japanese evaluation sets --------------------------------------------------------------


def test_load_jmultiwoz(tmp_path: Path) -> None:
    row = {
        "dialogue_id": "d1",
        "messages": [
            {"role": "user", "content": "こんにちは。東京で買い物がしたいです。"},
            {"role": "assistant", "content": "どちらのお店ですか？"},
            {"role": "user", "content": "イオン板橋ショッピングセンターです。"},
        ],
        "user_turn_tool_calls": [
            {"message_index": 0, "data_id": "x0", "tool_calls": []},
            {
                "message_index": 2,
                "data_id": "x1",
                "tool_calls": [
                    {
                        "name": "Search_shopping",
                        "arguments": {"name": "イオン板橋ショッピングセンター", "city": "東京"},
                    },
                    {"name": "Search_weather", "arguments": {"city": "東京"}},
                ],
            },
        ],
    }
    [dialogue] = load_jmultiwoz(write_lines(tmp_path / "jm.jsonl.gz", [row]))
    assert dialogue.dialogue_id == "d1"
    assert dialogue.messages[1] == ("assistant", "どちらのお店ですか？")
    assert dialogue.tool_call_names == [(2, "イオン板橋ショッピングセンター")]
    with pytest.raises(ArchiveFormatError, match="JMultiWOZ") as info:
        load_jmultiwoz(write_lines(tmp_path / "bad.jsonl", [row, {"dialogue_id": "d2"}]))
    assert info.value.line == 2


def test_load_real_persona_chat_fills_missing_timestamps(tmp_path: Path) -> None:
    rows = [
        {
            "dialogue_id": 3,
            "interlocutors": ["AA", "AB"],
            "utterances": [
                {
                    "utterance_id": 0,
                    "interlocutor_id": "AA",
                    "text": "よろしくお願いします。",
                    "timestamp": "NaT",
                },
                {
                    "utterance_id": 1,
                    "interlocutor_id": "AB",
                    "text": "よろしく！",
                    "timestamp": "2022-08-06T15:08:34",
                },
                {
                    "utterance_id": 2,
                    "interlocutor_id": "AA",
                    "text": "趣味は？",
                    "timestamp": "NaT",
                },
                {
                    "utterance_id": 3,
                    "interlocutor_id": "AB",
                    "text": "散歩です。",
                    "timestamp": "2022-08-06T15:09:10.250000",
                },
            ],
        },
        {
            "dialogue_id": 4,
            "interlocutors": ["AC", "AD"],
            "utterances": [
                {
                    "utterance_id": 0,
                    "interlocutor_id": "AC",
                    "text": "こんにちは",
                    "timestamp": "NaT",
                },
            ],
        },
    ]
    first, second = load_real_persona_chat(write_lines(tmp_path / "rpc.jsonl.gz", rows))
    jst = timezone(timedelta(hours=9))
    assert first.dialogue_id == "3" and first.interlocutors == ["AA", "AB"]
    stamps = [u.timestamp for u in first.utterances]
    assert stamps[0] == stamps[1] == stamps[2] == datetime(2022, 8, 6, 15, 8, 34, tzinfo=jst)
    assert stamps[3] == datetime(2022, 8, 6, 15, 9, 10, 250000, tzinfo=jst)
    who, text, _ = first.utterances[1]
    assert (who, text) == ("AB", "よろしく！")
    assert second.utterances[0].timestamp is None  # no stamp anywhere in the dialogue
    in_utc = load_real_persona_chat(tmp_path / "rpc.jsonl.gz", tz=UTC)
    assert in_utc[0].utterances[1].timestamp == datetime(2022, 8, 6, 15, 8, 34, tzinfo=UTC)


# -- dispatch ------------------------------------------------------------------------------


def test_import_path_dispatch(tmp_path: Path) -> None:
    archive = tmp_path / "archive"
    (archive / "log_archives").mkdir(parents=True)
    (archive / "log.txt").write_text("[2024-01-01 10:00 Z] USER: hi\n", encoding="utf-8")
    assert len(import_path(archive).episodes) == 1
    assert len(import_path(archive / "log.txt").episodes) == 1
    row = {"user_text": "a", "reply_text": "b", "occurred_at": 1}
    assert len(import_path(write_lines(tmp_path / "e.jsonl", [row])).episodes) == 1
    assert len(import_path(write_lines(tmp_path / "e.jsonl.gz", [row])).episodes) == 1
    locomo = import_path(write_json(tmp_path / "l.json", LOCOMO), namespace="eval")
    assert len(locomo.episodes) == 5 and locomo.episodes[0].namespace == "eval"
    assert len(import_path(write_json(tmp_path / "m.json.gz", LME)).episodes) == 4


def test_import_path_passes_archive_options(tmp_path: Path) -> None:
    log = tmp_path / "old.txt"
    log.write_bytes("[2024-01-01 10:00] USER: 古いログ\n".encode("cp932"))
    [ep] = import_path(log, encoding="cp932", default_tz=timezone(timedelta(hours=9))).episodes
    assert ep.user_text == "古いログ"
    assert ep.occurred_at_dt == datetime(2024, 1, 1, 1, 0, tzinfo=UTC)


def test_import_path_refuses_what_it_cannot_read(tmp_path: Path) -> None:
    other = tmp_path / "notes.csv"
    other.write_text("a,b\n", encoding="utf-8")
    with pytest.raises(ArchiveFormatError, match=r"unsupported file type.*\.jsonl.*LoCoMo"):
        import_path(other)
    with pytest.raises(ArchiveFormatError, match="neither LoCoMo"):
        import_path(write_json(tmp_path / "x.json", [{"hello": 1}]))
    with pytest.raises(ArchiveFormatError, match="no such file"):
        import_path(tmp_path / "missing.jsonl")
    jm = write_lines(tmp_path / "jm.jsonl", [{"dialogue_id": "d", "messages": []}])
    with pytest.raises(ArchiveFormatError, match="load_jmultiwoz"):
        import_path(jm)
    broken = tmp_path / "broken.json.gz"
    broken.write_bytes(b"not gzip at all")
    with pytest.raises(ArchiveFormatError, match="cannot read"):
        import_path(broken)


# -- the real evaluation files -------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.skipif(not DATA.is_dir(), reason=f"evaluation data not present at {DATA}")
def test_real_evaluation_files_load() -> None:
    locomo = load_locomo(DATA / "locomo10_dev.json")
    assert len(locomo) == 5
    assert sum(len(c.episodes) for c in locomo) > 1000
    assert all(len(c.qa) > 50 for c in locomo)
    for conv in locomo:  # every cleaned evidence id is canonical
        assert all(e.startswith("D") and e.count(":") == 1 for q in conv.qa for e in q.evidence)
    assert len(read_locomo(DATA / "locomo10_dev.json").episodes) == sum(
        len(c.episodes) for c in locomo
    )

    oracle = load_longmemeval(DATA / "longmemeval_oracle_dev.json.gz")
    assert len(oracle) == 100
    for q in oracle:  # every answer session is in the haystack and has an evidence turn
        ids = {s.session_id for s in q.haystack}
        assert set(q.answer_session_ids) <= ids
    assert sum(q.is_abstention for q in oracle) >= 1

    s_result = import_path(DATA / "longmemeval_s_dev.json.gz")
    assert len(s_result.episodes) > 20000

    jm = load_jmultiwoz(DATA / "jmultiwoz_tc_dev.jsonl.gz")
    assert len(jm) == 2155 and sum(len(d.tool_call_names) for d in jm) > 1000

    rpc = load_real_persona_chat(DATA / "real_persona_chat_dev.jsonl.gz")
    assert len(rpc) == 6729
    stamps = [u.timestamp for d in rpc for u in d.utterances]
    assert all(t is None or t.tzinfo is not None for t in stamps)


def test_a_json_file_nested_too_deeply_is_a_format_error(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"a":' * 3000 + "1" + "}" * 3000, encoding="utf-8")
    with pytest.raises(ArchiveFormatError, match="nested too deeply") as info:
        import_path(path)
    assert info.value.path == str(path)
