"""The shell without rough edges (issue 35), each on a real store with the real embedder:

- a mistyped ``--namespace`` is said to be empty, with the store's namespaces and the closest
  one (it showed 0 episodes, then "below the high threshold" for 0 candidates);
- ``omoide runs | head`` ends quietly (it ended with ``omoide: error: [Errno 32] Broken pipe``);
- an empty archive file is a warning naming it (it was "0 added", rc 0, nothing else);
- the encoding / lenient hints name the flags, ``--encoding cp932`` / ``--lenient`` (they named
  the Python arguments ``encoding='cp932'`` / ``lenient=True``);
- a reminder with no user text prints without an empty ``User:`` side, in the output and in
  the pack (the pack showed ``ユーザー: 「」``);
- a long ingest whose stderr is a file prints a progress line every N seconds (nothing at all).
"""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from conftest import sample_episodes

from omoide.cli import main
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings

REPO = Path(__file__).resolve().parents[2]
JST = timezone(timedelta(hours=9))
OMOIDE = (sys.executable, "-m", "omoide.cli")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def two_users(tmp_path: Path, embedder: USEEmbeddings) -> Path:
    """A store folder with namespaces ``default`` and ``alice``."""
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
    with MemoryStore(path, namespace="alice", embedder=embedder) as s:
        s.add_episodes(sample_episodes()[:3])
    return path


def write_log(path: Path, lines: list[str], encoding: str = "utf-8") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(("\n".join(lines) + "\n").encode(encoding))
    return path


# -- a mistyped namespace -------------------------------------------------------------------
def test_recall_from_a_mistyped_namespace_names_the_ones_there_are(
    two_users: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "--store", str(two_users), "--namespace", "alise", "recall", "犬")
    assert code == 1
    assert out == ""
    assert err.startswith("omoide: error: namespace 'alise' holds no episodes"), err
    assert "its namespaces: alice, default" in err and "did you mean --namespace alice?" in err
    assert "threshold" not in err
    # The namespace that exists still recalls.
    code, out, _ = run(capsys, "--store", str(two_users), "--namespace", "alice", "recall", "犬")
    assert code == 0 and "candidates" in out


def test_stats_of_an_empty_namespace_warns_and_names_the_ones_there_are(
    two_users: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "--store", str(two_users), "--namespace", "defualt", "stats")
    assert code == 0
    assert "episodes: 0" in out
    assert err.startswith("omoide: warning: namespace 'defualt' holds no episodes"), err
    assert "did you mean --namespace default?" in err
    _, _, err = run(capsys, "--store", str(two_users), "stats")
    assert err == ""  # a namespace with episodes: no warning


# -- a reader that went away ----------------------------------------------------------------
@pytest.mark.slow
def test_runs_into_a_closed_pipe_ends_quietly(
    two_users: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for text in ("犬", "京都", "ピアノ"):
        assert run(capsys, "--store", str(two_users), "recall", text)[0] == 0
    read, write = os.pipe()
    os.close(read)  # `| head` that has read all it wanted: every write is EPIPE
    try:
        proc = subprocess.run(
            [*OMOIDE, "--store", str(two_users), "runs"],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(REPO)},
            timeout=300,
            check=False,
        )
    finally:
        os.close(write)
    assert proc.stderr == ""  # no "omoide: error: [Errno 32] Broken pipe", no "Exception ignored"
    assert proc.returncode == 141  # 128 + SIGPIPE, as a tool the pipe killed


# -- ingest: empty files, hints in the command line's terms, progress in a log --------------
def test_an_empty_archive_file_is_a_warning_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OMOIDE_PROGRESS_SECONDS", "3600")  # stderr holds the warning alone
    empty = tmp_path / "empty.txt"
    empty.write_text("", "utf-8")
    good = write_log(
        tmp_path / "good.txt",
        [
            "[2026-01-05 09:00 +09:00] USER: 今日は晴れ",
            "[2026-01-05 09:01 +09:00] AGENT: いいですね",
        ],
    )
    store = str(tmp_path / "s")
    code, out, err = run(capsys, "--store", store, "ingest", str(empty), str(good))
    assert code == 0 and "1 added" in out
    assert err == (
        f"omoide: warning: {empty}: no episodes in it (an empty file, or nothing in a format "
        "omoide reads); nothing was added from it\n"
    )
    folder = tmp_path / "archive"
    write_log(folder / "log.txt", [])
    code, out, err = run(capsys, "--store", store, "ingest", str(folder))
    assert code == 0 and "0 added" in out
    assert f"omoide: warning: {folder}: no episodes in it (its files are empty" in err


def test_encoding_and_lenient_hints_name_the_flags(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = [
        "[2026-01-05 09:00 +09:00] USER: 京都の紅葉がきれいだった",
        "[2026-01-05 09:01 +09:00] AGENT: いい季節ですね",
        "[2026-01-06 09:00 +09:00] USER: 嵐山にも行きたい",
        "[2026-01-06 09:01 +09:00] AGENT: ぜひ",
    ]
    sjis = write_log(tmp_path / "sjis.txt", lines, encoding="cp932")
    store = str(tmp_path / "s")
    code, _, err = run(capsys, "--store", store, "ingest", str(sjis))
    assert code == 1
    assert "--encoding cp932" in err and "--lenient skips bad blocks" in err, err
    assert "encoding='" not in err and "lenient=True" not in err
    # The flag the hint names works.
    code, out, _ = run(capsys, "--store", store, "ingest", str(sjis), "--encoding", "cp932")
    assert code == 0 and "2 added" in out
    # Skipped blocks under --lenient are listed with the same hint.
    mixed = tmp_path / "mixed.txt"
    mixed.write_bytes(
        "\n".join(lines[:2]).encode("utf-8") + b"\n" + "\n".join(lines[2:]).encode("cp932")
    )
    code, _, err = run(capsys, "--store", store, "ingest", str(mixed), "--lenient")
    assert code == 0
    assert "skipped" in err and "--encoding cp932" in err and "encoding='" not in err, err


@pytest.mark.slow
def test_a_long_ingest_into_a_log_file_prints_progress_lines(tmp_path: Path) -> None:
    start = datetime(2025, 1, 1, 9, 0, tzinfo=JST)
    lines = []
    for i in range(1_200):  # several add_episodes batches
        at = start + timedelta(minutes=10 * i)
        lines.append(f"[{at:%Y-%m-%d %H:%M} +09:00] USER: walrus{i:04d} on the ice")
        lines.append(f"[{at:%Y-%m-%d %H:%M}:30 +09:00] AGENT: noted walrus{i:04d}")
    archive = write_log(tmp_path / "archive" / "log.txt", lines).parent
    log = tmp_path / "ingest.log"
    with log.open("w") as err:  # stderr is a file, not a terminal
        proc = subprocess.run(
            [*OMOIDE, "--store", str(tmp_path / "s"), "ingest", str(archive)],
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
            env={**os.environ, "PYTHONPATH": str(REPO), "OMOIDE_PROGRESS_SECONDS": "0"},
            timeout=600,
            check=False,
        )
    assert proc.returncode == 0, log.read_text()
    progress = [ln for ln in log.read_text().splitlines() if ln.startswith("ingest archive: ")]
    assert len(progress) >= 2, log.read_text()
    assert progress[-1].startswith("ingest archive: 1,200/1,200 episodes (100 %), ")
    assert progress[-1].endswith(" s (done)")


# -- one-sided exchanges --------------------------------------------------------------------
def test_a_reminder_prints_without_an_empty_user_side(
    tmp_path: Path, embedder: USEEmbeddings, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(
            [
                Episode.create(
                    "",
                    "明日10時に歯医者の予約があります。保険証を忘れずに。",
                    occurred_at=datetime(2026, 1, 11, 20, tzinfo=JST),
                ),
                *sample_episodes(),
            ]
        )
    # Injected whatever its rank (a reply-only episode is found by its vector alone).
    low = ["--set", "injection.high_threshold=0.01", "--set", "injection.medium_threshold=0.01"]
    code, out, _ = run(
        capsys,
        *("--store", str(path), "recall", "歯医者の予約", "--now", "2026-01-12T08:00+09:00"),
        *low,
    )
    assert code == 0
    shown = out.split("--- MemoryPack")[0]
    assert "歯医者の予約があります" in shown
    assert "  User: \n" not in shown and not shown.rstrip().endswith("User:")
    pack = out.split("--- MemoryPack")[1]
    assert "あなた: 「明日10時に歯医者の予約があります。" in pack
    assert "「」" not in pack
