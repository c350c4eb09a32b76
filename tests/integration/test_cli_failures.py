"""The CLI fails tidily: strict ``omoide ingest`` of several paths is all or nothing, a missing
path leaves no empty store behind, and every failure is one line on stderr with exit code 1
(the traceback only with ``-v``). Each case runs the real CLI in a child process.

Before: ``omoide ingest good/ bad/`` committed good/ and then failed; a missing path left an
empty store folder; several failures were tracebacks.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from conftest import sample_episodes

from omoide.memory_store import MemoryStore, USEEmbeddings

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
GOOD_EXCHANGES = 600  # more than one add_episodes batch (512): a partial commit would show


def omoide(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "omoide.cli", *argv],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(REPO), "OMOIDE_STORE": str(cwd / "unused")},
        timeout=300,
        check=False,
    )


def assert_one_line_failure(proc: subprocess.CompletedProcess[str], *needles: str) -> None:
    assert proc.returncode == 1, (proc.returncode, proc.stderr[-2000:])
    assert proc.stderr.startswith("omoide: error: ") and proc.stderr.count("\n") == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    assert "a bug?" not in proc.stderr  # each case is the user's input or environment
    for needle in needles:
        assert needle in proc.stderr, (needle, proc.stderr)


def write_archive(folder: Path, lines: list[str]) -> Path:
    folder.mkdir(parents=True)
    (folder / "log.txt").write_text("\n".join(lines) + "\n", "utf-8")
    return folder


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """good/: 600 valid exchanges (each with the word ``walrusNNNN``); bad/: two valid
    exchanges, then a timestamp in the year 9999 on line 5."""
    root = tmp_path_factory.mktemp("inputs")
    good = []
    start = datetime(2025, 1, 1, 9, 0, tzinfo=timezone(timedelta(hours=9)))
    for i in range(GOOD_EXCHANGES):
        at = start + timedelta(minutes=10 * i)
        good.append(f"[{at:%Y-%m-%d %H:%M} +09:00] USER: walrus{i:04d} on the ice")
        good.append(f"[{at:%Y-%m-%d %H:%M}:30 +09:00] AGENT: noted walrus{i:04d}")
    write_archive(root / "good", good)
    write_archive(
        root / "bad",
        [
            "[2025-02-01 10:00 +09:00] USER: penguin one",
            "[2025-02-01 10:01 +09:00] AGENT: ok",
            "[2025-02-01 10:02 +09:00] USER: penguin two",
            "[2025-02-01 10:03 +09:00] AGENT: ok",
            "[9999-12-31 23:59:59 -12:00] USER: from the far future",
        ],
    )
    (root / "plain.jsonl.gz").write_text("this is not gzip\n", "utf-8")
    (root / "deep.jsonl").write_text("[" * 5000 + "]" * 5000 + "\n", "utf-8")
    with gzip.open(root / "cut.jsonl.gz", "wt", encoding="utf-8") as f:
        for i in range(200):
            f.write(json.dumps({"user_text": f"u{i}", "reply_text": "r", "occurred_at": 1e9}))
            f.write("\n")
    data = (root / "cut.jsonl.gz").read_bytes()
    (root / "cut.jsonl.gz").write_bytes(data[: len(data) // 2])
    return root


@pytest.fixture
def existing_store(tmp_path: Path, embedder: USEEmbeddings) -> Path:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
    return path


def counts(path: Path) -> tuple[int, int, int, list[str]]:
    with MemoryStore(path, create=False) as s:
        st = s.stats()
        found = [h.id for h in s.search_keyword("walrus0007 penguin", k=5)]
    return st.episodes, st.keyword_docs, st.vector_docs, found


# -- strict ingest of several paths: all or nothing --------------------------------------------


@pytest.mark.parametrize("order", ["good-then-bad", "bad-then-good"])
def test_ingest_good_and_bad_commits_nothing(
    inputs: Path, existing_store: Path, tmp_path: Path, order: str
) -> None:
    paths = [str(inputs / "good"), str(inputs / "bad")]
    if order == "bad-then-good":
        paths.reverse()
    before = counts(existing_store)
    proc = omoide("--store", str(existing_store), "ingest", *paths, cwd=tmp_path)
    assert_one_line_failure(proc, f"{inputs / 'bad' / 'log.txt'}:5", "1900-2199")
    assert counts(existing_store) == before  # not one of the 600 good exchanges was stored
    assert before[:3] == (len(sample_episodes()),) * 3 and before[3] == []


def test_ingest_good_and_bad_creates_no_store(inputs: Path, tmp_path: Path) -> None:
    store = tmp_path / "new-store"
    proc = omoide(
        "--store", str(store), "ingest", str(inputs / "good"), str(inputs / "bad"), cwd=tmp_path
    )
    assert_one_line_failure(proc, "log.txt:5")
    assert not store.exists()


def test_ingest_good_alone_then_works(inputs: Path, tmp_path: Path) -> None:
    """The same good/ that was refused beside bad/ is stored whole on its own (the refusal was
    about bad/, not a broken good/)."""
    store = tmp_path / "store"
    proc = omoide("--store", str(store), "ingest", str(inputs / "good"), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert f"{GOOD_EXCHANGES} added" in proc.stdout
    episodes, kw, vec, found = counts(store)
    assert (episodes, kw, vec) == (GOOD_EXCHANGES,) * 3 and found


# -- a missing path -----------------------------------------------------------------------------


@pytest.mark.parametrize("where", ["store-missing", "store-parent-missing", "store-exists"])
def test_missing_ingest_path_is_one_line_and_leaves_no_store(
    inputs: Path, existing_store: Path, tmp_path: Path, where: str
) -> None:
    store = {
        "store-missing": tmp_path / "fresh",
        "store-parent-missing": tmp_path / "a" / "b" / "fresh",
        "store-exists": existing_store,
    }[where]
    listing_before = sorted(p.name for p in tmp_path.iterdir())
    missing = tmp_path / "no-such-folder"
    proc = omoide("--store", str(store), "ingest", str(inputs / "good"), str(missing), cwd=tmp_path)
    assert_one_line_failure(proc, str(missing), "no such file or folder")
    if where == "store-exists":
        assert counts(store)[0] == len(sample_episodes())
    else:
        assert not store.exists()
        assert sorted(p.name for p in tmp_path.iterdir()) == listing_before  # nothing made


# -- every failure is one line, exit 1; the traceback with -v ----------------------------------

# A sample of commands failing in different places. The drill's cases (a bad --set value,
# gzip that is not gzip or is cut short) were tracebacks before; the others were already one
# line and are here so that no command regresses (the property is "every failure").
FAILURES = {
    # name: (argv, words the message must contain)
    "recall-no-store": (["--store", "{tmp}/nowhere", "recall", "dog"], ["no omoide store at"]),
    "stats-store-is-a-file": (["--store", "{tmp}/a-file", "stats"], ["no omoide store at"]),
    "explain-unknown-run": (["--store", "{store}", "explain", "deadbeef00"], ["deadbeef00"]),
    "recall-bad-setting": (
        ["--store", "{store}", "recall", "dog", "--set", "sources.knn_k_per_query=2.5"],
        ["knn_k_per_query"],
    ),
    "recall-bad-now": (
        ["--store", "{store}", "recall", "dog", "--now", "yesterday"],
        ["yesterday"],
    ),
    "recall-now-overflow": (
        ["--store", "{store}", "recall", "dog", "--now", "99999999999999999999"],
        ["--now 99999999999999999999", "1900-2199"],
    ),
    "ingest-deep-json": (
        ["--store", "{store}", "ingest", "{inputs}/deep.jsonl"],
        ["deep.jsonl:1", "nested too deeply"],
    ),
    "ingest-unknown-tz": (
        ["--store", "{store}", "ingest", "{inputs}/bad", "--tz", "Mars/Phobos"],
        ["--tz 'Mars/Phobos' is not a time zone"],
    ),
    "ingest-misspelt-tz": (
        ["--store", "{store}", "ingest", "{inputs}/bad", "--tz", "Asia/Tokio"],
        ["--tz 'Asia/Tokio' is not a time zone; did you mean Asia/Tokyo?"],
    ),
    "ingest-not-gzip": (["--store", "{store}", "ingest", "{inputs}/plain.jsonl.gz"], ["gzip"]),
    "ingest-truncated-gzip": (
        ["--store", "{store}", "ingest", "{inputs}/cut.jsonl.gz"],
        ["cut.jsonl.gz"],
    ),
    "reindex-unknown-model": (
        ["--store", "{store}", "reindex", "--to", "no-such-model"],
        ["no-such-model"],
    ),
}
WITH_TRACEBACK = ("recall-no-store", "ingest-not-gzip")


def _argv(template: list[str], tmp: Path, store: Path, inputs: Path) -> list[str]:
    return [a.format(tmp=tmp, store=store, inputs=inputs) for a in template]


@pytest.mark.parametrize("name", list(FAILURES))
def test_every_failure_is_one_line_with_exit_1(
    name: str, inputs: Path, existing_store: Path, tmp_path: Path
) -> None:
    (tmp_path / "a-file").write_text("not a store", "utf-8")
    template, needles = FAILURES[name]
    proc = omoide(*_argv(template, tmp_path, existing_store, inputs), cwd=tmp_path)
    assert_one_line_failure(proc, *needles)
    assert not (tmp_path / "nowhere").exists()


@pytest.mark.parametrize("name", WITH_TRACEBACK)
def test_verbose_shows_the_traceback(
    name: str, inputs: Path, existing_store: Path, tmp_path: Path
) -> None:
    (tmp_path / "a-file").write_text("not a store", "utf-8")
    template, _ = FAILURES[name]
    proc = omoide("-v", *_argv(template, tmp_path, existing_store, inputs), cwd=tmp_path)
    assert proc.returncode == 1
    assert "Traceback (most recent call last)" in proc.stderr
