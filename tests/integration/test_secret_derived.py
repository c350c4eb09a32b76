"""SECRET never reaches a pack through any section (issue 26, 3): an episode re-imported as
SECRET after consolidation leaves OPEN_LOOPS, SHARED_NARRATIVE (the weekly and person
summaries quoting it), STABLE_FACTS and RELATIONSHIP_STATE at once, read by the episodes'
current flags — no re-consolidation needed — and comes back when re-imported as PRIVATE."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from omoide import consolidate, recall
from omoide.agent.config import RetrievalConfig
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.embedders import USEEmbeddings

TRIP = "妹のあかりと京都旅行、4月3日〜5日で決定！"
LUNCH = "あかりとランチした。パスタがおいしかった"
SAID = datetime(2026, 3, 20, 20, 0, tzinfo=UTC)
NOW = datetime(2026, 3, 30, 12, 0, tzinfo=UTC)  # before the trip: its loop is open
ASK = "あかりと何か予定あったっけ？"
NO_RUNS = RetrievalConfig(record_runs=False)


def _trip(sensitivity: str) -> Episode:
    return Episode.create(TRIP, "いいですね！楽しんで", occurred_at=SAID, sensitivity=sensitivity)


@pytest.fixture
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(
            [
                _trip("PRIVATE"),
                Episode.create(LUNCH, "いいですね", occurred_at=SAID.replace(day=22)),
            ]
        )
        consolidate(s, now=NOW)
        yield s


def _section(pack: str, name: str) -> str:
    marker = f"<<<OMOIDE_SECTION:{name}>>>"
    if marker not in pack:
        return ""
    return pack.split(marker, 1)[1].split("<<<OMOIDE_SECTION:", 1)[0]


def test_an_episode_reimported_as_secret_leaves_every_section(store: MemoryStore) -> None:
    before = recall(store, ASK, now=NOW, config=NO_RUNS).pack
    assert "京都旅行" in _section(before, "OPEN_LOOPS"), before
    assert "京都旅行" in _section(before, "SHARED_NARRATIVE"), before

    store.add_episodes([_trip("SECRET")])  # the same exchange, now flagged SECRET
    after = recall(store, ASK, now=NOW, config=NO_RUNS).pack
    for name in ("OPEN_LOOPS", "SHARED_NARRATIVE", "STABLE_FACTS", "EPISODE_EVIDENCE"):
        assert "京都" not in _section(after, name), (name, after)
    assert "京都" not in after and "4月3日" not in after, after
    assert "パスタ" in after  # the rest is still recalled
    trip = _trip("SECRET").id
    assert store.sensitive_ids([trip], max_sensitivity="PRIVATE") == {trip}
    assert store.sensitive_ids([trip], max_sensitivity="SECRET") == set()

    # The sensitivity ceiling is the one switch: an operator who allows SECRET sees it again.
    allowed = recall(store, ASK, now=NOW, config=RetrievalConfig(max_sensitivity="SECRET"))
    assert "京都旅行" in _section(allowed.pack, "OPEN_LOOPS"), allowed.pack

    # An import never lowers a sensitivity (issue 34): re-imported as PRIVATE it stays SECRET.
    store.add_episodes([_trip("PRIVATE")])
    assert store.sensitive_ids([trip], max_sensitivity="PRIVATE") == {trip}
    assert "京都" not in recall(store, ASK, now=NOW, config=NO_RUNS).pack
    # Lowered explicitly (omoide flag ID PRIVATE): everything is back.
    store.set_sensitivity([trip], "PRIVATE")
    assert recall(store, ASK, now=NOW, config=NO_RUNS).pack == before
