"""Drill r43: absurd times in a JSONL import. A date without a time ("2026-01-01") was refused
with a hint that does not work: "write e.g. 2026-01-01+09:00 or 2026-01-01Z" — the first is
read as 09:00 with no offset (refused again, now suggesting "2026-01-01+09:00+09:00"), the
second is not ISO-8601. ``occurred_at: 1e20`` was refused as "occurred_at 7258204801 is
outside ...", a number the file does not hold. Now the hint is a full time with an offset that
the importer takes, and the number shown is the one given."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from omoide.memory_store.errors import ArchiveFormatError
from omoide.memory_store.importers import read_jsonl
from omoide.memory_store.records import to_epoch_seconds


def _line(tmp_path: Path, occurred_at: object) -> Path:
    path = tmp_path / "in.jsonl"
    row = {"user_text": "a", "reply_text": "b", "occurred_at": occurred_at}
    path.write_text(json.dumps(row) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("given", ["2026-01-01", "2026-01-01+09:00", "2026-01-01T21:30"])
def test_the_hint_for_a_time_without_an_offset_is_taken(tmp_path: Path, given: str) -> None:
    with pytest.raises(ArchiveFormatError) as raised:
        read_jsonl(_line(tmp_path, given))
    message = str(raised.value)
    hints = re.findall(r"write e\.g\. (\S+) or (\S+?)\)?$", message)
    assert hints, message
    for hint in hints[0]:
        (episode,) = read_jsonl(_line(tmp_path, hint)).episodes  # the hint is taken
        assert episode.occurred_at > 0


def test_a_huge_number_is_shown_as_given(tmp_path: Path) -> None:
    with pytest.raises(ArchiveFormatError, match=r"occurred_at 1e\+20 is outside the years"):
        read_jsonl(_line(tmp_path, 1e20))
    with pytest.raises(ValueError, match=r"^now 1e\+20 is outside the years 1900-2199"):
        to_epoch_seconds(1e20, name="now")
