"""What consolidation derived from an episode that is later forgotten (or otherwise hidden)
leaves the MemoryPack: facts and open loops whose every source is hidden, and summaries with a
hidden source (design §memorypack)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from omoide import consolidate, recall
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.embedders import USEEmbeddings

TRIP = "妹のあかりと京都旅行、4月3日〜5日で決定！"
LUNCH = "あかりとランチした。パスタがおいしかった"
SAID = datetime(2026, 3, 20, 20, 0, tzinfo=UTC)
NOW = datetime(2026, 3, 30, 12, 0, tzinfo=UTC)  # before the trip: its loop is open
ASK = "あかりと何か予定あったっけ？"


@pytest.fixture
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(
            [
                Episode.create(TRIP, "いいですね！楽しんで", occurred_at=SAID),
                Episode.create(LUNCH, "いいですね", occurred_at=SAID.replace(day=22)),
            ]
        )
        consolidate(s, now=NOW)
        yield s


def _section(pack: str, name: str) -> str:
    """One section's text of a pack ('' when the pack has no such section)."""
    marker = f"<<<OMOIDE_SECTION:{name}>>>"
    if marker not in pack:
        return ""
    return pack.split(marker, 1)[1].split("<<<OMOIDE_SECTION:", 1)[0]


def _trip_id(store: MemoryStore) -> str:
    hits = store.search_keyword("京都旅行", k=5)
    (trip,) = [h for h in hits if TRIP in h.text]
    return trip.id


def test_derived_rows_of_a_forgotten_episode_leave_the_pack(store: MemoryStore) -> None:
    trip = _trip_id(store)
    before = recall(store, ASK, now=NOW).pack
    assert "京都旅行" in _section(before, "OPEN_LOOPS"), before
    assert "ユーザーの妹" in _section(before, "STABLE_FACTS"), before
    assert "京都旅行" in _section(before, "SHARED_NARRATIVE"), before

    store.set_searchable([trip], False)  # what `omoide forget` and negative feedback do
    after = recall(store, ASK, now=NOW).pack
    assert "京都" not in after, after  # no loop, no fact, no summary quoting it, no evidence
    assert "ユーザーの妹" not in after, after
    assert "パスタ" in _section(after, "EPISODE_EVIDENCE")  # the rest is still recalled

    store.set_searchable([trip], True)  # `omoide restore`: everything comes back
    assert recall(store, ASK, now=NOW).pack == before


def test_hidden_ids_names_forgotten_and_unknown_ids(store: MemoryStore) -> None:
    trip = _trip_id(store)
    assert store.hidden_ids([trip]) == set()
    store.set_searchable([trip], False)
    assert store.hidden_ids([trip, "no-such-id"]) == {trip, "no-such-id"}
