"""Drill r43c, the storage side: what a user and an attacker found, on real parts (SQLite,
BM25, embedded Chroma, the offline USE embedder, the real importers and ``omoide`` commands).

* ``omoide flag ID PUBLIC`` then a routine re-ingest of the same ``.txt``: the log states no
  level (every line is PRIVATE by default), yet the re-ingest raised the exchange back to
  PRIVATE and reported "1 updated" — undoing the user's choice, which README says an ingest
  never does. A JSONL line that states ``"sensitivity"`` still raises it.
* ``OmoideStore.search`` / ``list_namespaces`` with a negative ``offset`` or ``limit``
  returned silently wrong pages (``offset=-1`` gave the first page without a query and one
  item with one; ``offset=-5, limit=3`` with a query gave nothing): now a ``ValueError``
  naming the argument.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from omoide import OmoideStore
from omoide.cli import main
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.archive import read_archive
from omoide.memory_store.records import Sensitivity

LOG = """--- session: kyoto ---
[2026-04-03 21:14:05 +09:00] USER: 哲学の道、満開だった！
[2026-04-03 21:14:20 +09:00] AGENT: 最高のタイミングですね。
[2026-04-04 09:00:00 +09:00] USER: 嵐山で湯豆腐を食べた
[2026-04-04 09:00:30 +09:00] AGENT: いいですね
"""


def _omoide(store: Path, *args: str) -> None:
    assert main(["--store", str(store), *args]) == 0


def test_a_flag_lowered_by_the_user_survives_a_routine_reingest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("OMOIDE_EMBED_WORKERS", "0")
    log = tmp_path / "log.txt"
    log.write_text(LOG, encoding="utf-8")
    store = tmp_path / "store"
    first, second = (e.id for e in read_archive(log).episodes)
    _omoide(store, "ingest", str(log))
    _omoide(store, "flag", first, "PUBLIC")
    _omoide(store, "flag", second, "SECRET")
    capsys.readouterr()
    _omoide(store, "ingest", str(log))  # the same log again: it states no level
    out = capsys.readouterr().out
    assert "updated" not in out, out
    assert "0 added, 2 already stored" in out, out
    with MemoryStore(store, create=False, embed_workers=0) as s:
        levels = {e.id: e.sensitivity for e in s.get_many([first, second])}
    assert levels == {first: Sensitivity.PUBLIC, second: Sensitivity.SECRET}

    # A JSONL line that states a level still raises it (only `omoide flag` lowers one).
    ep = read_archive(log).episodes[0]
    lines = tmp_path / "raise.jsonl"
    lines.write_text(
        json.dumps(
            {
                "user_text": ep.user_text,
                "reply_text": ep.reply_text,
                "occurred_at": ep.occurred_at,
                "sensitivity": "PRIVATE",
            }
        )
        + "\n",
        encoding="utf-8",
    )
    _omoide(store, "ingest", str(lines))
    out = capsys.readouterr().out
    assert "1 updated" in out, out
    with MemoryStore(store, create=False, embed_workers=0) as s:
        assert s.get(first).sensitivity == Sensitivity.PRIVATE


def test_negative_offset_or_limit_is_an_error_naming_it(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with OmoideStore(tmp_path / "store", embedder=embedder) as store:
        for i in range(12):
            store.put(("users", "u1"), f"k{i:02d}", {"text": f"note {i} about apples"})
        # Past the end: empty pages, as LangGraph's stores give.
        assert store.search(("users",), offset=12, limit=5) == []
        assert store.search(("users",), query="apples", offset=500, limit=5) == []
        assert len(store.search(("users",), offset=10, limit=5)) == 2
        for query in (None, "apples"):
            with pytest.raises(ValueError, match=r"offset=-1: .*>= 0"):
                store.search(("users",), query=query, offset=-1, limit=10)
            with pytest.raises(ValueError, match=r"limit=-1: .*>= 0"):
                store.search(("users",), query=query, limit=-1)
        with pytest.raises(ValueError, match=r"offset=-1: .*>= 0"):
            store.list_namespaces(offset=-1, limit=5)
        with pytest.raises(ValueError, match=r"limit=-3: .*>= 0"):
            store.list_namespaces(limit=-3)
        assert store.search(("users",), limit=0) == []


MIXED = """--- session: s1 ---
[2026-04-03 21:14:05] USER: 今日は鴨川を散歩した
[2026-04-03 21:14:20 +09:00] AGENT: 気持ちよさそうですね
"""


def test_a_log_mixing_headers_with_and_without_an_offset_warns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without ``--tz`` the header without an offset is read in UTC (documented), while the
    log's other headers state +09:00 — and the store records that zone: the user's message
    lands 9 hours after the reply to it (06:14 the next morning), silently. It is still read
    so (ids depend on the time: reading it otherwise would store a re-ingest twice), but the
    ingest now says which line, how it was read, and what to pass."""
    import warnings
    from zoneinfo import ZoneInfo

    from omoide.memory_store.archive import ArchiveWarning

    monkeypatch.setenv("OMOIDE_EMBED_WORKERS", "0")
    log = tmp_path / "log.txt"
    log.write_text(MIXED, encoding="utf-8")
    with pytest.warns(ArchiveWarning, match=r"log\.txt:2: .*without an offset.*UTC.*\+09:00"):
        report = read_archive(log)
    assert any("without an offset" in w for w in report.warnings)
    # Read in the zone the user names, the headers agree: nothing to say.
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        read_archive(log, default_tz=ZoneInfo("Asia/Tokyo"))
    capsys.readouterr()
    with warnings.catch_warnings():  # as a user's shell shows it (the suite makes it an error)
        warnings.simplefilter("default", ArchiveWarning)
        _omoide(tmp_path / "store", "ingest", str(log))
    err = capsys.readouterr().err
    assert "without an offset" in err and "--tz" in err, err


@pytest.mark.parametrize("codec", ["utf-16", "utf-32"])
def test_a_utf16_log_with_its_byte_order_mark_is_not_told_to_use_cp932(
    tmp_path: Path, codec: str
) -> None:
    """A log saved by Windows Notepad as "Unicode" is UTF-16 with a byte order mark
    (``FF FE``). The ingest said ``invalid utf-8 byte(s) b'\\xff' at byte offset 0; the line
    decodes as cp932: pass --encoding cp932`` — wrong: with it, the next error said the file
    looks like UTF-16 and must be saved as UTF-8. Now the first error says so."""
    from omoide.memory_store.errors import ArchiveFormatError

    log = tmp_path / "log.txt"
    log.write_bytes(LOG.encode(codec))  # Python writes the BOM first
    with pytest.raises(ArchiveFormatError, match=r"log\.txt:1: .*(UTF-16|UTF-32)") as caught:
        read_archive(log)
    assert "cp932" not in str(caught.value)
    assert "save it as UTF-8" in str(caught.value)
