"""A store whose source of truth is gone is an error naming the file, never a new empty store
(issue 26, 10): ``omoide.sqlite3`` truncated to 0 bytes or deleted while ``keyword/``,
``chroma/`` and ``derived.sqlite3`` are still there. Before, the open succeeded with a new
store id and no episodes (exit 0), orphaning the old vectors."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from omoide import consolidate
from omoide.cli import main
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.embedders import USEEmbeddings
from omoide.memory_store.errors import StoreError
from omoide.memory_store.store import DB_FILE


@pytest.fixture
def store_dir(tmp_path: Path, embedder: USEEmbeddings) -> Path:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(
            [
                Episode.create(
                    "京都旅行は4月3日から", "楽しみ", occurred_at=datetime(2026, 1, 1, tzinfo=UTC)
                )
            ]
        )
        consolidate(s, now=datetime(2026, 1, 2, tzinfo=UTC))
    return path


def _lose(path: Path, how: str) -> None:
    db = path / DB_FILE
    for side in (path / f"{DB_FILE}-wal", path / f"{DB_FILE}-shm"):
        side.unlink(missing_ok=True)
    if how == "empty":
        db.write_bytes(b"")
    else:
        db.unlink()


@pytest.mark.parametrize("how", ["empty", "missing"])
def test_a_lost_database_is_an_error_naming_the_file(
    store_dir: Path, embedder: USEEmbeddings, how: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _lose(store_dir, how)
    before = sorted(p.relative_to(store_dir) for p in store_dir.rglob("*"))
    with pytest.raises(StoreError, match=rf"{DB_FILE} is (empty|missing).*keyword"):
        MemoryStore(store_dir, embedder=embedder)
    log = store_dir.parent / "log.txt"
    log.write_text(
        "[2026-01-03 10:00:00 +09:00] USER: 京都の宿を予約した\n"
        "[2026-01-03 10:00:05 +09:00] AGENT: いいですね\n",
        "utf-8",
    )
    for args in (["stats"], ["recall", "京都"], ["ingest", str(log)]):
        code = main(["--store", str(store_dir), *args])
        out, err = capsys.readouterr()
        assert code == 1, (args, out, err)
    assert sorted(p.relative_to(store_dir) for p in store_dir.rglob("*")) == before
    if how == "empty":
        assert (store_dir / DB_FILE).stat().st_size == 0  # nothing written over it


def test_the_cli_says_which_file(store_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _lose(store_dir, "empty")
    assert main(["--store", str(store_dir), "stats"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and str(store_dir / DB_FILE) in err, err
    assert "restore the file from a backup" in err and "a bug?" not in err


def test_a_fresh_or_empty_folder_still_becomes_a_store(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / DB_FILE).write_bytes(b"")  # a creation that died before any write
    for folder in (tmp_path / "new", tmp_path / "empty"):
        with MemoryStore(folder, embedder=embedder) as s:
            assert len(s) == 0
