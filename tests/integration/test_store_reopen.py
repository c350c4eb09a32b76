"""A store reopened in a process after another process wrote to it opens as it is: no
re-embedding, and every episode the other process wrote is found (RELIABILITY 26.9).

Embedded Chroma keeps one client per folder and per process; a process that opened the store
before another process's writes still holds that client's view of the files. The self-check run
at open used to read through it, fail ("Error finding id") and rebuild every vector from SQLite.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from omoide.memory_store import Episode, MemoryStore, USEEmbeddings

pytestmark = pytest.mark.slow

BASE = 1_767_000_000  # 2025-12-29, any fixed time


def _episodes(tag: str, n: int) -> list[Episode]:
    return [
        Episode.create(
            f"{tag} note {i}: the {tag} harbour lantern number {i} was repainted",
            f"ok, lantern {i} of {tag}",
            occurred_at=BASE + i * 60,
            session_id=f"{tag}{i // 20}",
        )
        for i in range(n)
    ]


WRITER = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, {tests!r})
    from test_store_reopen import _episodes
    from omoide.memory_store import MemoryStore
    with MemoryStore({path!r}, embed_workers=0) as store:
        store.add_episodes(_episodes("outside", {n}))
    """
)


def test_reopen_after_another_process_wrote_reembeds_nothing(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    first = MemoryStore(tmp_path, embedder=embedder, embed_workers=0)
    try:
        first.add_episodes(_episodes("inside", 60))
        subprocess.run(
            [
                sys.executable,
                "-c",
                WRITER.format(tests=str(Path(__file__).parent), path=str(tmp_path), n=300),
            ],
            check=True,
            timeout=300,
        )
        with MemoryStore(tmp_path, embedder=embedder, embed_workers=0) as again:
            assert again.repairs == []
            assert again.stats().vector_docs == 360
            for episode in _episodes("outside", 300)[::50]:
                hits = again.search_vector(episode.text, k=3)
                assert episode.id in [h.id for h in hits]
        # The store object opened before the outside writes catches up too.
        outside = _episodes("outside", 300)[123]
        assert outside.id in [h.id for h in first.search_vector(outside.text, k=3)]
        assert first.repairs == []
    finally:
        first.close()
