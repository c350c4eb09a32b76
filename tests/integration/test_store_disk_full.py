"""A full disk at open is reported as a full disk: nothing is moved aside or rebuilt, and once
space returns the store opens as it was (RELIABILITY 26.8).

Runs on a real, small tmpfs filled with a file (needs root to mount, as CI has; skips
otherwise). The free space is then handed back 8 KB at a time, so every stage of the open
(omoide's SQLite, then Chroma's) meets the full disk at least once.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import sample_episodes

from omoide.memory_store import MemoryStore, USEEmbeddings

pytestmark = pytest.mark.slow


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=24M", "tmpfs", str(mount)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here (needs root): {done.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def _fill(path: Path) -> None:
    with path.open("wb") as f:
        try:
            while True:
                f.write(b"\0" * 65536)
                f.flush()
        except OSError:
            pass


def _stats(folder: Path) -> subprocess.CompletedProcess[str]:
    """``omoide stats`` in its own process, as a person runs it: a fresh process opens the
    files afresh (one process would reuse Chroma's cached client and never meet the disk)."""
    return subprocess.run(
        [sys.executable, "-m", "omoide.cli", "--store", str(folder), "stats"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_full_disk_at_open_moves_nothing_and_reembeds_nothing(
    tiny_disk: Path, embedder: USEEmbeddings
) -> None:
    folder = tiny_disk / "store"
    with MemoryStore(folder, embedder=embedder, embed_workers=0) as store:
        store.add_episodes(sample_episodes())
        count = store.stats().vector_docs
    filler = tiny_disk / "filler"
    _fill(filler)

    failures = []
    for _ in range(40):
        done = _stats(folder)
        if done.returncode == 0:
            assert "repairs: ()" in done.stdout, done.stdout
            assert f"vector_docs: {count}" in done.stdout, done.stdout
            break
        failures.append(done.stderr)
        assert "full" in done.stderr, done.stderr
        assert "not a readable omoide database" not in done.stderr, done.stderr
        assert sorted(p.name for p in folder.iterdir() if p.name.startswith("chroma")) == ["chroma"]
        os.truncate(filler, max(0, filler.stat().st_size - 8192))
    else:
        pytest.fail("the store never opened although space was handed back")
    assert failures, "the disk was never full at open: the test checked nothing"
    # Chroma's own open met the full disk too (where the folder used to be moved aside).
    assert any("Chroma could not open" in f for f in failures), failures
