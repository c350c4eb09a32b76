"""Drill r43: one long Japanese memory (a pasted article, ~18,000 characters) and the ``ja``
extra installed. The rule extractor's place and person names read the text with Sudachi in one
piece, and Sudachi refuses input over 49,149 bytes (``SudachiError: Input is too long``):
consolidation of the namespace fails on that episode — and on every later run, since the
cursor never moves past it. The keyword tokenizer already reads long runs in slices
(memory_store/tokenize.py, ``_MAX_RUN``); the extractor does not.

Fixed in agent/understanding/extract/lexicon.py (``_slices``: at most 4,096 characters a slice,
offsets kept). Real store, real Sudachi, the real consolidation.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from omoide.agent.consolidation import consolidate
from omoide.agent.understanding.extract.lexicon import has_sudachi
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings

LONG = "今日は妹のあかりと京都に行って、哲学の道を散歩した。" * 700  # 18,200 characters


@pytest.mark.skipif(not has_sudachi(), reason="needs the ja extra (Sudachi)")
def test_a_long_japanese_memory_does_not_stop_consolidation(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.add_episodes(
            [
                Episode.create(reply_text="いいね", user_text=text, occurred_at=at)
                for text, at in (
                    ("あかりと映画を見た", datetime(2026, 4, 1, tzinfo=UTC)),
                    (LONG, datetime(2026, 4, 2, tzinfo=UTC)),
                    ("明日は歯医者", datetime(2026, 4, 3, tzinfo=UTC)),
                )
            ]
        )
        result = consolidate(store)
        assert result.episodes == 3
        assert store.derived.cursor(namespace=store.namespace) is not None
