"""Log-archive format: parsing, pairing, sessions, time zones, errors, writing."""

from __future__ import annotations

import re
import shutil
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from omoide.memory_store.archive import (
    ArchiveWarning,
    append_exchange,
    describe_zone,
    format_block,
    format_exchange,
    iter_archive_files,
    read_archive,
    zone_of_offsets,
)
from omoide.memory_store.errors import ArchiveFormatError
from omoide.memory_store.records import Episode

JST = timezone(timedelta(hours=9))
SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data"


def write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(encoding))
    return path


# -- parsing -------------------------------------------------------------------------------


def test_multiline_blocks_comments_and_session_marker(tmp_path: Path) -> None:
    log = write(
        tmp_path / "log.txt",
        "# a comment before the first block\n"
        "\n"
        "--- session: trip-2024-kyoto ---\n"
        "# comments may follow a session marker\n"
        "[2024-03-01 21:14:05 +09:00] USER: first line of the message\n"
        "continuation lines belong to the same block\n"
        "# inside a block this is text (a Markdown heading)\n"
        "[1] footnotes and [12:30] times stay text\n"
        "\n"
        "[2024-03-01 21:14:20 +09:00] AGENT: the reply\n"
        "\n",
    )
    result = read_archive(log)
    [ep] = result.episodes
    assert ep.user_text == (
        "first line of the message\n"
        "continuation lines belong to the same block\n"
        "# inside a block this is text (a Markdown heading)\n"
        "[1] footnotes and [12:30] times stay text"
    )
    assert ep.reply_text == "the reply"
    assert ep.session_id == "trip-2024-kyoto"
    assert ep.source == "log.txt:5"
    assert ep.occurred_at == int(datetime(2024, 3, 1, 12, 14, 5, tzinfo=UTC).timestamp())
    assert result.files == [str(log)]
    assert result.skipped == [] and result.system_blocks == 0


def test_pairing_rules(tmp_path: Path) -> None:
    log = write(
        tmp_path / "log.txt",
        "[2024-03-01 08:00 +09:00] AGENT: good morning, a reminder for you\n"  # agent only
        "[2024-03-01 09:00 +09:00] USER: one\n"
        "[2024-03-01 09:00 +09:00] USER: two\n"  # consecutive USER blocks join
        "[2024-03-01 09:01 +09:00] SYSTEM: tool call: calendar.lookup\n"  # skipped, counted
        "[2024-03-01 09:01 +09:00] AGENT: reply A\n"
        "[2024-03-01 09:02 +09:00] AGENT: reply B\n"  # consecutive AGENT blocks join
        "[2024-03-01 22:00 +09:00] USER: nobody answered this\n",  # trailing user only
    )
    result = read_archive(log)
    assert [(e.user_text, e.reply_text) for e in result.episodes] == [
        ("", "good morning, a reminder for you"),
        ("one\ntwo", "reply A\nreply B"),
        ("nobody answered this", ""),
    ]
    assert result.system_blocks == 1
    # occurred_at is the user's time, or the agent's when there is no user block
    first, second, _ = result.episodes
    assert first.occurred_at_dt == datetime(2024, 3, 1, 8, 0, tzinfo=JST)
    assert second.occurred_at_dt == datetime(2024, 3, 1, 9, 0, tzinfo=JST)
    assert second.source == "log.txt:2"
    # no SYSTEM text ever reaches an episode
    assert all("calendar" not in e.text for e in result.episodes)


def test_same_speaker_blocks_far_apart_are_separate_exchanges(tmp_path: Path) -> None:
    log = write(
        tmp_path / "log.txt",
        "[2024-03-01 09:00 Z] USER: question\n"
        "[2024-03-01 09:00 Z] AGENT: answer\n"
        "[2024-03-01 09:29 Z] AGENT: and one more thing\n"  # within 30 minutes: joined
        "[2024-03-01 13:00 Z] AGENT: a reminder hours later\n"  # a new, agent-only exchange
        "[2024-03-01 20:00 Z] USER: hello?\n"
        "[2024-03-01 21:00 Z] USER: anyone?\n"
        "[2024-03-02 08:00 Z] AGENT: sorry, here now\n",  # a reply always pairs
    )
    assert [(e.user_text, e.reply_text) for e in read_archive(log).episodes] == [
        ("question", "answer\nand one more thing"),
        ("", "a reminder hours later"),
        ("hello?", ""),
        ("anyone?", "sorry, here now"),
    ]


def test_display_names_and_default_speakers(tmp_path: Path) -> None:
    log = write(
        tmp_path / "chat.txt",
        "[2025-09-02 12:05:23 Z] USER(ゆき): hello\n"
        "[2025-09-02 12:05:53 Z] AGENT(Hoshi): hi\n"
        "[2025-09-02 12:06:00 Z] USER: again\n"
        "[2025-09-02 12:06:10 Z] AGENT: yes\n",
    )
    first, second = read_archive(log).episodes
    assert (first.user_speaker, first.reply_speaker) == ("ゆき", "Hoshi")
    assert (second.user_speaker, second.reply_speaker) == ("USER", "AGENT")


def test_automatic_sessions_by_local_date(tmp_path: Path) -> None:
    log = write(
        tmp_path / "log_archives" / "2025-10.txt",
        "[2025-10-01 23:59:50 +09:00] USER: just before midnight\n"
        "[2025-10-02 00:00:20 +09:00] AGENT: a reply after midnight still pairs\n"
        "[2025-10-02 23:00:00 +09:00] USER: unanswered\n"
        "[2025-10-03 07:00:00 +09:00] USER: a new day starts a new exchange\n"
        "[2025-10-03 07:00:30 +09:00] AGENT: ok\n",
    )
    eps = read_archive(tmp_path).episodes
    assert [e.session_id for e in eps] == [
        "log_archives/2025-10.txt@2025-10-01",
        "log_archives/2025-10.txt@2025-10-02",
        "log_archives/2025-10.txt@2025-10-03",
    ]
    assert [e.reply_text for e in eps] == ["a reply after midnight still pairs", "", "ok"]
    assert eps[0].source == "log_archives/2025-10.txt:1"
    assert read_archive(log).episodes[0].session_id == "2025-10.txt@2025-10-01"


def test_session_marker_ends_the_pending_exchange(tmp_path: Path) -> None:
    log = write(
        tmp_path / "log.txt",
        "--- session: a ---\n"
        "[2024-01-01 10:00 Z] USER: question in a\n"
        "--- session: b ---\n"
        "[2024-01-01 10:01 Z] AGENT: answer in b\n",
    )
    eps = read_archive(log).episodes
    assert [(e.session_id, e.user_text, e.reply_text) for e in eps] == [
        ("a", "question in a", ""),
        ("b", "", "answer in b"),
    ]


def test_timezones(tmp_path: Path) -> None:
    log = write(
        tmp_path / "log.txt",
        "[2024-03-01 21:14:05 +09:00] USER: offset\n"
        "[2024-03-01T12:14:05Z] USER(iso): T separator and Z\n"
        "[2024-03-01 12:14 +0000] AGENT: compact offset, no seconds\n"
        "[2024-03-01 21:14:05] USER: no offset\n",
    )
    in_utc = read_archive(log).episodes
    expected = int(datetime(2024, 3, 1, 12, 14, 5, tzinfo=UTC).timestamp())
    assert in_utc[0].occurred_at == expected
    assert in_utc[1].occurred_at == expected + 9 * 3600  # the naive block, read in UTC
    in_tokyo = read_archive(log, default_tz=ZoneInfo("Asia/Tokyo")).episodes
    assert in_tokyo[1].occurred_at == expected
    assert in_tokyo[0].occurred_at == expected


def test_the_offsets_the_users_own_log_states(tmp_path: Path) -> None:
    write(tmp_path / "log.txt", "[2024-03-02 09:00 +09:00] USER: live log\n")
    write(tmp_path / "log_archives" / "2024-02.txt", "[2024-02-01 09:00:00+0900] USER: a\n")
    # An export from another app, in UTC: it says nothing about where the user lives.
    write(tmp_path / "log_import_source" / "app.txt", "[2024-01-01 00:00Z] USER: exported\n")
    result = read_archive(tmp_path)
    assert len(result.episodes) == 3
    assert result.stated_offsets == (540,)
    # Headers without an offset state none (they are read in default_tz).
    naive = write(tmp_path / "naive" / "log.txt", "[2024-03-02 09:00] USER: no offset\n")
    assert read_archive(naive).stated_offsets == ()
    mixed = write(
        tmp_path / "dst" / "log.txt",
        "[2024-03-30 09:00 +01:00] USER: winter\n[2024-04-01 09:00 +02:00] USER: summer\n",
    )
    assert read_archive(mixed).stated_offsets == (60, 120)


@pytest.mark.parametrize(
    ("offsets", "zone", "shown"),
    [
        ({540}, "Etc/GMT-9", "UTC+09:00 (Etc/GMT-9)"),
        ({-300}, "Etc/GMT+5", "UTC-05:00 (Etc/GMT+5)"),
        ({840}, "Etc/GMT-14", "UTC+14:00 (Etc/GMT-14)"),
        ({0}, "UTC", "UTC"),
        ({60, 120}, None, None),  # a summer and a winter time: not one zone
        ({330}, None, None),  # +05:30: IANA has no fixed zone off the whole hour
        ({900}, None, None),  # +15:00 is no zone at all
        (set(), None, None),
    ],
)
def test_zone_of_offsets(offsets: set[int], zone: str | None, shown: str | None) -> None:
    assert zone_of_offsets(offsets) == zone
    if zone is not None:
        assert describe_zone(zone) == shown
        # The name is a real zone whose offset is the one stated (IANA's Etc signs are inverted).
        (minutes,) = offsets
        at = datetime(2024, 7, 1, tzinfo=ZoneInfo(zone))
        assert at.utcoffset() == timedelta(minutes=minutes)
    assert describe_zone("Asia/Tokyo") == "Asia/Tokyo"


def test_utf8_bom_and_crlf(tmp_path: Path) -> None:
    log = tmp_path / "log.txt"
    log.write_bytes(
        "\ufeff[2024-01-01 10:00 Z] USER: こんにちは\r\n"
        "[2024-01-01 10:00 Z] AGENT: はい\r\n".encode()
    )
    [ep] = read_archive(log).episodes
    assert (ep.user_text, ep.reply_text) == ("こんにちは", "はい")


def test_folder_order_and_iter_archive_files(tmp_path: Path) -> None:
    write(tmp_path / "log.txt", "[2025-03-01 10:00 Z] USER: newest\n")
    write(tmp_path / "log_archives" / "2025-02.txt", "[2025-02-01 10:00 Z] USER: feb\n")
    write(tmp_path / "log_archives" / "2025-01.txt", "[2025-01-01 10:00 Z] USER: jan\n")
    write(tmp_path / "log_import_source" / "old.txt", "[2024-06-01 10:00 Z] USER: imported\n")
    write(tmp_path / "log_archives" / "notes.md", "not an archive file\n")
    files = iter_archive_files(tmp_path)
    assert [f.relative_to(tmp_path).as_posix() for f in files] == [
        "log_import_source/old.txt",
        "log_archives/2025-01.txt",
        "log_archives/2025-02.txt",
        "log.txt",
    ]
    result = read_archive(str(tmp_path))
    assert [e.user_text for e in result.episodes] == ["imported", "jan", "feb", "newest"]
    assert result.files == [str(f) for f in files]


def test_empty_file_gives_no_episodes(tmp_path: Path) -> None:
    log = write(tmp_path / "log.txt", "")
    result = read_archive(log)
    assert result.episodes == [] and result.skipped == []
    only_comments = write(tmp_path / "c.txt", "# nothing yet\n\n")
    assert read_archive(only_comments).episodes == []


def test_folder_without_archive_files(tmp_path: Path) -> None:
    (tmp_path / "log_archives").mkdir()
    write(tmp_path / "readme.txt", "hello")
    with pytest.raises(ArchiveFormatError) as info:
        read_archive(tmp_path)
    message = str(info.value)
    for wanted in ("log.txt", "log_archives/*.txt", "log_import_source/*.txt"):
        assert wanted in message
    with pytest.raises(ArchiveFormatError, match="no such file"):
        iter_archive_files(tmp_path / "missing")


# -- errors and lenient mode ---------------------------------------------------------------

GOOD = "[2024-01-01 10:00 Z] USER: fine\n[2024-01-01 10:00 Z] AGENT: ok\n"


@pytest.mark.parametrize(
    ("bad_line", "reason"),
    [
        ("[2024-01-01 10:05 Z] ASSISTANT: who?", r"USER, AGENT or SYSTEM.*'ASSISTANT'"),
        ("[2024-01-01 10:05 Z] user: lower case", r"USER, AGENT or SYSTEM.*'user'"),
        ("[2024-13-01 10:05 Z] USER: month 13", r"malformed timestamp \[2024-13-01 10:05 Z\]"),
        ("[2024/01/01 10:05] USER: slashes", "malformed timestamp"),
        ("[2024-01-01 10:05 JST] USER: named zone", "malformed timestamp"),
        ("[2024-01-01 25:00 Z] USER: hour 25", "malformed timestamp"),
    ],
)
def test_malformed_header_reports_its_line(tmp_path: Path, bad_line: str, reason: str) -> None:
    log = write(tmp_path / "log.txt", GOOD + "continuation\n" + bad_line + "\nmore text\n" + GOOD)
    with pytest.raises(ArchiveFormatError) as info:
        read_archive(log)
    assert info.value.line == 4
    assert info.value.path == str(log)
    assert re.search(reason, info.value.reason)
    assert str(info.value).startswith(f"{log}:4: ")


def test_text_before_the_first_block(tmp_path: Path) -> None:
    log = write(tmp_path / "log.txt", "# ok\nhello there\nstill stray\n" + GOOD)
    with pytest.raises(ArchiveFormatError, match="text outside any block") as info:
        read_archive(log)
    assert info.value.line == 2
    lenient = read_archive(log, lenient=True)
    assert [s.line for s in lenient.skipped] == [2]  # one record for the run of lines
    assert len(lenient.episodes) == 1


def test_malformed_session_marker(tmp_path: Path) -> None:
    log = write(tmp_path / "log.txt", GOOD + "--- session trip ---\n" + GOOD)
    with pytest.raises(ArchiveFormatError, match="session marker") as info:
        read_archive(log)
    assert info.value.line == 3


def test_lenient_skips_bad_blocks_and_keeps_the_rest(tmp_path: Path) -> None:
    log = write(
        tmp_path / "log.txt",
        "[2024-01-01 10:00 Z] USER: kept 1\n"
        "[2024-01-01 10:01 Z] AGENT: kept reply 1\n"
        "[2024-01-01 10:02 Z] BOT: dropped\n"
        "dropped continuation\n"
        "[2024-01-01 10:03 Z] USER: kept 2\n"
        "[2024-99-01 10:04 Z] AGENT: dropped reply\n"
        "[2024-01-01 10:05 Z] USER: kept 3\n"
        "[2024-01-01 10:06 Z] AGENT: kept reply 3\n",
    )
    with pytest.raises(ArchiveFormatError, match=r"\(1 more problem\(s\) in this file"):
        read_archive(log)
    result = read_archive(log, lenient=True)
    assert [(s.line, s.path) for s in result.skipped] == [(3, str(log)), (6, str(log))]
    assert [(e.user_text, e.reply_text) for e in result.episodes] == [
        ("kept 1", "kept reply 1"),
        ("kept 2", ""),
        ("kept 3", "kept reply 3"),
    ]


def test_strict_mode_returns_nothing_from_a_folder_with_one_bad_file(tmp_path: Path) -> None:
    write(tmp_path / "log_archives" / "2024-01.txt", GOOD)
    write(tmp_path / "log.txt", GOOD.replace("AGENT", "AGNET"))
    with pytest.raises(ArchiveFormatError) as info:
        read_archive(tmp_path)
    assert info.value.path == str(tmp_path / "log.txt")
    assert len(read_archive(tmp_path, lenient=True).episodes) == 2


def test_invalid_utf8_names_line_and_offset_and_suggests_cp932(tmp_path: Path) -> None:
    text = "[2024-01-01 10:00 +09:00] USER: こんにちは\n[2024-01-01 10:00 +09:00] AGENT: 元気です\n"
    log = write(tmp_path / "log.txt", text, encoding="cp932")
    with pytest.raises(ArchiveFormatError) as info:
        read_archive(log)
    assert info.value.line == 1
    first_bad = len(b"[2024-01-01 10:00 +09:00] USER: ")
    assert f"byte offset {first_bad}" in info.value.reason
    assert "encoding='cp932'" in info.value.reason
    [ep] = read_archive(log, encoding="cp932").episodes
    assert (ep.user_text, ep.reply_text) == ("こんにちは", "元気です")
    assert read_archive(write(tmp_path / "sj.txt", text, "shift_jis"), encoding="shift_jis")


def test_invalid_utf8_in_lenient_mode_drops_only_that_block(tmp_path: Path) -> None:
    log = tmp_path / "log.txt"
    log.write_bytes(
        b"[2024-01-01 10:00 Z] USER: ok\n"
        b"[2024-01-01 10:00 Z] AGENT: broken \xff byte\n"
        b"[2024-01-01 10:01 Z] USER: next\n"
    )
    result = read_archive(log, lenient=True)
    assert [s.line for s in result.skipped] == [2]
    assert [(e.user_text, e.reply_text) for e in result.episodes] == [("ok", ""), ("next", "")]


def test_encoding_must_be_ascii_compatible(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="ASCII-compatible"):
        read_archive(write(tmp_path / "log.txt", GOOD), encoding="utf-16")
    with pytest.raises(ValueError, match="unknown encoding"):
        read_archive(tmp_path / "log.txt", encoding="no-such-codec")


def test_timestamps_going_backwards_warn(tmp_path: Path) -> None:
    log = write(
        tmp_path / "log.txt",
        "[2024-05-01 10:00 Z] USER: may\n"
        "[2024-05-01 09:00 Z] AGENT: an hour back is fine\n"
        "[2024-03-01 10:00 Z] USER: two months back\n",
    )
    with pytest.warns(ArchiveWarning, match="back by more than a day 1 time"):
        result = read_archive(log)
    assert len(result.episodes) == 2
    assert len(result.warnings) == 1 and "log.txt:3" in result.warnings[0]


def test_truncated_last_block_is_reported(tmp_path: Path) -> None:
    log = tmp_path / "log.txt"
    log.write_bytes(GOOD.encode() + b"[2024-01-01 10:0")  # a crash in the middle of a write
    with pytest.raises(ArchiveFormatError, match="interrupted") as info:
        read_archive(log)
    assert info.value.line == 3
    log.write_bytes(GOOD.encode() + b"[2024-01-01 11:00 Z] USER: cut off mid-sent")
    result = read_archive(log)  # readable, but the missing newline is worth a warning
    assert result.episodes[-1].user_text == "cut off mid-sent"
    assert any("last block may be incomplete" in w for w in result.warnings)


# -- writing and round trips ---------------------------------------------------------------

TRICKY = (
    "line one\n"
    "[2024-01-01 10:00 Z] USER: a quoted header\n"
    "--- session: not-a-marker ---\n"
    "\\[2024-01-01] already has a backslash\n"
    "# a heading\n"
    "\n"
    "[link](https://example.com) and \\LaTeX stay as they are"
)


def test_format_exchange_escapes_structure() -> None:
    at = datetime(2024, 1, 1, 19, 0, tzinfo=JST)
    text = format_exchange(TRICKY, "reply", occurred_at=at, user_speaker="ゆき")
    lines = text.splitlines()
    assert lines[0] == "[2024-01-01 19:00:00 +09:00] USER(ゆき): line one"
    assert lines[1] == "\\[2024-01-01 10:00 Z] USER: a quoted header"
    assert lines[2] == "\\--- session: not-a-marker ---"
    assert lines[3] == "\\\\[2024-01-01] already has a backslash"
    assert lines[-1] == "[2024-01-01 19:00:00 +09:00] AGENT: reply"
    assert text.endswith("\n")


def test_format_exchange_validates() -> None:
    with pytest.raises(ValueError, match="no timezone"):
        format_exchange("hi", "", occurred_at=datetime(2024, 1, 1))
    with pytest.raises(ValueError, match="user text or reply"):
        format_exchange("  ", "\n", occurred_at=datetime(2024, 1, 1, tzinfo=UTC))
    with pytest.raises(ValueError, match="display name"):
        format_exchange("hi", "", occurred_at=datetime.now(UTC), user_speaker="a (b)")
    with pytest.raises(ValueError):
        format_block("SYSTEM", "   ", at=datetime.now(UTC))


def test_append_exchange_round_trip(tmp_path: Path) -> None:
    log = tmp_path / "memory" / "log.txt"  # parent folder is created
    at = datetime(2025, 4, 1, 22, 0, 5, tzinfo=JST)
    ids = [
        append_exchange(log, TRICKY, "first reply\n\nwith a gap", occurred_at=at),
        append_exchange(
            log,
            "京都の持ち物リストを作って！",
            "・折りたたみ傘",
            occurred_at=at + timedelta(minutes=5),
            user_speaker="ゆき",
            reply_speaker="Hoshi",
            replied_at=at + timedelta(minutes=5, seconds=20),
        ),
        append_exchange(log, "", "agent only", occurred_at=at + timedelta(hours=1)),
    ]
    result = read_archive(tmp_path / "memory")
    assert [e.id for e in result.episodes] == ids
    first, second, third = result.episodes
    assert first.user_text == TRICKY
    assert first.reply_text == "first reply\n\nwith a gap"
    assert (second.user_speaker, second.reply_speaker) == ("ゆき", "Hoshi")
    assert second.occurred_at_dt == at + timedelta(minutes=5)
    assert (third.user_text, third.reply_text) == ("", "agent only")
    assert first.id == Episode.content_id(TRICKY, "first reply\n\nwith a gap", first.occurred_at)


def test_append_after_an_interrupted_write_starts_on_a_new_line(tmp_path: Path) -> None:
    log = tmp_path / "log.txt"
    log.write_bytes(GOOD.encode() + b"[2024-01-01 10:0")
    append_exchange(log, "after the crash", "ok", occurred_at=datetime(2024, 1, 2, tzinfo=UTC))
    with pytest.raises(ArchiveFormatError) as info:
        read_archive(log)
    assert info.value.line == 3
    result = read_archive(log, lenient=True)
    assert [e.user_text for e in result.episodes] == ["fine", "after the crash"]


def test_ids_are_stable_across_reads_and_moves(tmp_path: Path) -> None:
    text = (
        "[2025-01-05 10:00 +09:00] USER: おはよう\n"
        "[2025-01-05 10:00 +09:00] AGENT: おはようございます\n"
    )
    write(tmp_path / "log.txt", text)
    write(tmp_path / "log_archives" / "2024-12.txt", GOOD)
    before = read_archive(tmp_path)
    assert [e.id for e in read_archive(tmp_path).episodes] == [e.id for e in before.episodes]
    # log rotation: the exchange moves from log.txt into log_archives/ and keeps its id
    (tmp_path / "log.txt").rename(tmp_path / "log_archives" / "2025-01.txt")
    after = read_archive(tmp_path)
    assert {e.id for e in after.episodes} == {e.id for e in before.episodes}
    moved = next(e for e in after.episodes if e.user_text == "おはよう")
    assert moved.source == "log_archives/2025-01.txt:1"
    # a copy left behind in log.txt is the same exchange: returned once
    write(tmp_path / "log.txt", text)
    again = read_archive(tmp_path)
    assert len(again.episodes) == 2 and again.duplicates == 1


def test_namespace_is_applied(tmp_path: Path) -> None:
    [ep] = read_archive(write(tmp_path / "a.txt", GOOD), namespace="alice").episodes
    assert ep.namespace == "alice"


# -- the sample archive shipped with the package --------------------------------------------


def test_sample_archive_parses_strictly() -> None:
    result = read_archive(SAMPLE)
    assert len(result.episodes) >= 300
    assert result.skipped == [] and result.warnings == [] and result.duplicates == 0
    assert result.system_blocks >= 1
    japanese = [e for e in result.episodes if re.search(r"[ぁ-んァ-ン一-龥]", e.text)]
    english = [e for e in result.episodes if e.text.isascii()]
    assert len(japanese) > 100 and len(english) > 100
    texts = "\n".join(e.text for e in result.episodes)
    for name in ("こむぎ", "Project Aurora", "京都", "田中さん", "Lumen Robotics", "Café Lento"):
        assert name in texts
    folders = {e.source.split("/")[0].split(":")[0] for e in result.episodes}
    assert folders == {"log_import_source", "log_archives", "log.txt"}


def test_sample_archive_survives_a_copy(tmp_path: Path) -> None:
    shutil.copytree(SAMPLE, tmp_path / "copy")
    original = [e.id for e in read_archive(SAMPLE).episodes]
    assert [e.id for e in read_archive(tmp_path / "copy").episodes] == original


# -- a NUL character (issue 34, finding 6) -------------------------------------------------


def test_nul_character_is_refused_with_its_file_and_line(tmp_path: Path) -> None:
    log = tmp_path / "log.txt"
    log.write_bytes(
        b"[2024-01-01 10:00 +09:00] USER: ok\n"
        b"[2024-01-01 10:00 +09:00] AGENT: fine\n"
        b"[2024-01-01 10:05 +09:00] USER: hel\x00lo\n"
        b"[2024-01-01 10:06 +09:00] AGENT: reply\n"
    )
    with pytest.raises(ArchiveFormatError) as info:
        read_archive(log)
    assert (info.value.path, info.value.line) == (str(log), 3)
    assert str(info.value).startswith(f"{log}:3: NUL character (\\x00) at character 36")


def test_nul_in_a_continuation_line_drops_its_block_when_lenient(tmp_path: Path) -> None:
    log = tmp_path / "log.txt"
    log.write_bytes(
        b"[2024-01-01 10:00 Z] USER: first\n"
        b"second line \x00 here\n"
        b"[2024-01-01 10:01 Z] AGENT: answer\n"
        b"[2024-01-01 10:02 Z] USER: next\n"
    )
    result = read_archive(log, lenient=True)
    assert [(s.line, s.reason.split(" at ")[0]) for s in result.skipped] == [
        (2, "NUL character (\\x00)")
    ]
    # The block the line belongs to is dropped whole, never stored cut short.
    assert [(e.user_text, e.reply_text) for e in result.episodes] == [
        ("", "answer"),
        ("next", ""),
    ]


def test_utf16_file_gets_a_hint(tmp_path: Path) -> None:
    log = write(tmp_path / "log.txt", "[2024-01-01 10:00 Z] USER: hello\n", encoding="utf-16-le")
    with pytest.raises(ArchiveFormatError) as info:
        read_archive(log)
    assert info.value.line == 1
    assert "looks like UTF-16" in info.value.reason
