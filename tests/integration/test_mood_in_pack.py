"""persona_mood_state in the pack's CONTEXT_CAPSULE and the moment's feeling beside its
evidence (issue 23, point 4), through the real retrieval graph on the bundled sample archive;
the debug override, and the sensitivity ceiling."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from omoide.agent import recall
from omoide.agent.mood import persona_mood_state, set_persona_mood
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from omoide.memory_store.importers import import_path

SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data"
JST = timezone(timedelta(hours=9))
NOW = datetime(2026, 4, 10, 20, 0, tzinfo=JST)


@pytest.fixture(scope="module")
def store(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path_factory.mktemp("mood"), embedder=embedder) as s:
        s.add_episodes(import_path(SAMPLE).episodes)
        yield s


def _mood_line(pack: str) -> dict[str, object]:
    found = re.search(r"^- persona_mood_state: (\{.*\})$", pack, re.M)
    assert found, pack[:600]
    return dict(json.loads(found.group(1)))


def test_the_capsule_carries_the_mood_of_recent_conversations(store: MemoryStore) -> None:
    pack = recall(store, "京都旅行のとき、どう思ってた？", now=NOW).pack
    mood = _mood_line(pack)
    assert mood["label"] in {"joy", "excitement", "calm", "gratitude"}  # a bright spring
    assert 0 < float(mood["confidence"]) < 1 and int(mood["moments"]) >= 3
    assert str(mood["as_of"]).startswith("2026-04-10T")


def test_the_evidence_says_how_the_user_felt_then(store: MemoryStore) -> None:
    pack = recall(store, "京都で雨が降ったらって心配してたの覚えてる？", now=NOW).pack
    entry = next(b for b in pack.split("\n\n") if "雨だったらどうしよう" in b)
    assert "気持ち: 不安" in entry


def test_the_override_replaces_the_mood_until_cleared(store: MemoryStore) -> None:
    try:
        set_persona_mood(store, {"label": "tiredness"})
        mood = _mood_line(recall(store, "京都旅行はどこに行ったんだっけ", now=NOW).pack)
        assert mood["label"] == "tiredness" and mood["override"] is True
        assert mood["valence"] < 0
    finally:
        set_persona_mood(store, None)
    assert "override" not in _mood_line(
        recall(store, "京都旅行はどこに行ったんだっけ", now=NOW).pack
    )


@pytest.mark.parametrize(
    ("mood", "error"),
    [
        ({"label": "ecstatic"}, ValueError),
        ({"label": "joy", "valence": 3}, ValueError),
        ({"label": "joy", "arousal": "high"}, TypeError),
        ({"label": "joy", "colour": "red"}, ValueError),
        ("joy", TypeError),
    ],
)
def test_a_bad_override_is_refused_and_changes_nothing(
    store: MemoryStore, mood: object, error: type[Exception]
) -> None:
    with pytest.raises(error):
        set_persona_mood(store, mood)  # type: ignore[arg-type]
    assert "override" not in (persona_mood_state(store, now=int(NOW.timestamp()), tz=JST) or {})


def test_secret_moments_do_not_set_the_mood(tmp_path: Path, embedder: USEEmbeddings) -> None:
    at = NOW - timedelta(days=1)
    with MemoryStore(tmp_path, embedder=embedder) as s:
        s.add_episodes(
            [
                Episode.create("今日はすごく楽しかった！", "よかった！", occurred_at=at),
                Episode.create(
                    "本当に悲しい、泣いた", "つらかったね", occurred_at=at, sensitivity="SECRET"
                ),
            ]
        )
        mood = persona_mood_state(s, now=int(NOW.timestamp()), tz=JST)
        assert mood is not None and mood["label"] == "joy" and mood["moments"] == 1
        both = persona_mood_state(s, now=int(NOW.timestamp()), tz=JST, max_sensitivity="SECRET")
        assert both is not None and both["moments"] == 2
