"""Refuse at the door: poison timestamps, non-finite numbers, malformed structures and damaged
compressed files are one ArchiveFormatError naming file:line, never a traceback later."""

from __future__ import annotations

import gzip
import json
import math
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from omoide.memory_store import ArchiveFormatError, Episode
from omoide.memory_store.importers import import_path, read_jsonl

T0 = int(datetime(2026, 1, 10, tzinfo=UTC).timestamp())


# -- 7. poison timestamps -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "when",
    [
        datetime(9999, 12, 31, 23, 59, 59, tzinfo=timezone(-timedelta(hours=12))),
        datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=9))),
        datetime(2200, 6, 1, tzinfo=UTC),
        datetime(1899, 6, 1, tzinfo=UTC),
        10**15,
        1e15,
        1e20,
        -(10**12),
        math.inf,
        -math.inf,
        math.nan,
    ],
    ids=repr,
)
def test_episode_refuses_timestamps_outside_1900_2199(when: Any) -> None:
    with pytest.raises(ValueError, match="occurred_at"):
        Episode.create("u", "r", occurred_at=when)


@pytest.mark.parametrize(
    "when",
    [
        datetime(1900, 1, 1, tzinfo=timezone(timedelta(hours=14))),
        datetime(2199, 12, 31, 23, 59, 59, tzinfo=timezone(-timedelta(hours=12))),
        0,
        T0,
    ],
    ids=repr,
)
def test_episode_accepts_the_boundaries(when: Any) -> None:
    ep = Episode.create("u", "r", occurred_at=when)
    assert 1899 <= ep.occurred_at_dt.year <= 2200


@pytest.mark.parametrize(
    "header",
    ["[9999-12-31 23:59:59 -12:00]", "[0001-01-01 00:00 +09:00]", "[1850-05-01 10:00 +00:00]"],
)
def test_archive_timestamp_out_of_range_is_a_file_line_error(tmp_path: Path, header: str) -> None:
    log = tmp_path / "log.txt"
    log.write_text(
        f"[2026-01-01 10:00 +00:00] USER: fine\n[2026-01-01 10:01 +00:00] AGENT: ok\n"
        f"{header} USER: poison\n",
        encoding="utf-8",
    )
    with pytest.raises(ArchiveFormatError, match=r"log\.txt:3: .*1900-2199"):
        import_path(log)


@pytest.mark.parametrize(
    "value", ["1e15", "1e20", "Infinity", "-Infinity", "NaN", '"9999-12-31T23:59:59-12:00"']
)
def test_jsonl_non_finite_or_out_of_range_time_is_a_file_line_error(
    tmp_path: Path, value: str
) -> None:
    f = tmp_path / "x.jsonl"
    good = json.dumps({"user_text": "a", "reply_text": "b", "occurred_at": T0})
    f.write_text(
        f'{good}\n{{"user_text": "a", "reply_text": "b", "occurred_at": {value}}}\n',
        encoding="utf-8",
    )
    with pytest.raises(ArchiveFormatError, match=r"x\.jsonl:2: "):
        read_jsonl(f)


# -- 9. damaged or malformed files --------------------------------------------------------------


@pytest.mark.parametrize("kind", ["plain-text-named-gz", "truncated-gz", "corrupt-gz"])
@pytest.mark.parametrize("name", ["data.jsonl.gz", "data.json.gz"])
def test_bad_gzip_is_an_archive_format_error(tmp_path: Path, kind: str, name: str) -> None:
    payload = json.dumps({"user_text": "a", "reply_text": "b", "occurred_at": T0}) + "\n"
    packed = gzip.compress((payload * 200).encode())
    data = {
        "plain-text-named-gz": payload.encode(),
        "truncated-gz": packed[: len(packed) // 2],
        "corrupt-gz": packed[:20] + bytes(len(packed) - 40) + packed[-20:],
    }[kind]
    f = tmp_path / name
    f.write_bytes(data)
    with pytest.raises(ArchiveFormatError, match=name.replace(".", r"\.")):
        import_path(f)


def locomo(turn: Any) -> list[dict[str, Any]]:
    return [
        {
            "sample_id": "s1",
            "conversation": {
                "speaker_a": "A",
                "speaker_b": "B",
                "session_1_date_time": "1:56 pm on 8 May, 2023",
                "session_1": [{"speaker": "A", "dia_id": "D1:1", "text": "hi"}, turn],
            },
            "qa": [],
        }
    ]


def longmemeval(turn: Any) -> list[dict[str, Any]]:
    return [
        {
            "question_id": "q1",
            "question": "?",
            "answer": "x",
            "question_date": "2023/05/20 (Sat) 02:21",
            "haystack_session_ids": ["s1"],
            "haystack_dates": ["2023/05/20 (Sat) 02:21"],
            "haystack_sessions": [[{"role": "user", "content": "hi"}, turn]],
        }
    ]


@pytest.mark.parametrize("build", [locomo, longmemeval])
@pytest.mark.parametrize("turn", ["just a string", 42, None, ["a", "list"]])
def test_benchmark_file_with_a_non_object_turn_is_refused(
    tmp_path: Path, build: Any, turn: Any
) -> None:
    f = tmp_path / "bench.json"
    f.write_text(json.dumps(build(turn)), encoding="utf-8")
    with pytest.raises(ArchiveFormatError, match="turn 1 is a"):
        import_path(f)


# -- 13. smaller ones ---------------------------------------------------------------------------


def test_cr_only_line_endings_split_blocks(tmp_path: Path) -> None:
    log = tmp_path / "log.txt"
    text = (
        "[2026-01-01 10:00 +00:00] USER: first question\r"
        "[2026-01-01 10:01 +00:00] AGENT: first answer\r"
        "[2026-01-02 10:00 +00:00] USER: second question\r"
        "[2026-01-02 10:01 +00:00] AGENT: second answer\r"
    )
    log.write_bytes(text.encode())
    episodes = import_path(log).episodes
    assert [(e.user_text, e.reply_text) for e in episodes] == [
        ("first question", "first answer"),
        ("second question", "second answer"),
    ]


def test_jsonl_id_repeated_with_other_text_is_an_error(tmp_path: Path) -> None:
    f = tmp_path / "x.jsonl"
    rows = [
        {"id": "diary-1", "user_text": "a", "reply_text": "b", "occurred_at": T0},
        {"id": "diary-1", "user_text": "a", "reply_text": "b", "occurred_at": T0},  # same: fine
        {"id": "diary-1", "user_text": "other", "reply_text": "b", "occurred_at": T0},
    ]
    f.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    with pytest.raises(
        ArchiveFormatError, match=r"x\.jsonl:3: id 'diary-1' is already used by line 1"
    ):
        read_jsonl(f)
    lenient = read_jsonl(f, lenient=True)
    assert len(lenient.episodes) == 1 and [s.line for s in lenient.skipped] == [3]
