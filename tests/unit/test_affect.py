"""The affect lexicon (seed 002's event_affect, offline) and the mood aggregate (seed 004's
persona_mood_state): labels, negation, intensity, the decay formula, the override's checks."""

from __future__ import annotations

from datetime import UTC, timedelta, timezone

import pytest

from omoide.agent.mood import MOOD_HALF_LIFE_DAYS, aggregate_mood
from omoide.agent.understanding.affect import LABELS, Affect, affect_of

JST = timezone(timedelta(hours=9))
DAY = 86400


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("哲学の道、満開だった！", "joy"),
        ("面接の結果待ち、そわそわする。", "anxiety"),
        ("京都、雨だったらどうしよう。", "anxiety"),
        ("疲れた…今日はもう寝る", "tiredness"),
        ("母が入院して、すごく寂しい", "sadness"),
        ("上司にムカついた", "anger"),
        ("I'm so excited, I can't wait for the trip!", "excitement"),
        ("I got the offer, I'm so happy!", "joy"),
        ("I'm really worried about the demo", "anxiety"),
        ("Thank you, that helped a lot", "gratitude"),
    ],
)
def test_stated_feelings_get_their_label(text: str, label: str) -> None:
    affect = affect_of(text)
    assert affect is not None and affect.label == label, affect


@pytest.mark.parametrize(
    "text", ["おはよう", "4月3日〜5日で京都に行く", "Kenta load-tested Aurora", "", "   "]
)
def test_text_that_states_no_feeling_has_none(text: str) -> None:
    assert affect_of(text) is None


@pytest.mark.parametrize(
    ("plain", "negated"),
    [
        ("楽しかった", "楽しくなかった"),
        ("嬉しい", "嬉しいわけじゃない"),
        ("I was happy about it", "I was not happy about it"),
        ("I'm worried", "I'm not worried"),
    ],
)
def test_a_negated_feeling_is_not_that_feeling(plain: str, negated: str) -> None:
    before, after = affect_of(plain), affect_of(negated)
    assert before is not None and after is not None
    assert after.label != before.label
    assert (after.valence > 0) != (before.valence > 0)  # the other way
    assert after.intensity < before.intensity


def test_intensifiers_and_exclamations_strengthen() -> None:
    plain, strong = affect_of("楽しかった"), affect_of("すごく楽しかった！")
    assert plain is not None and strong is not None
    assert strong.intensity > plain.intensity and strong.label == plain.label


def test_the_same_text_always_gives_the_same_affect() -> None:
    assert affect_of("京都、雨だったらどうしよう。") == affect_of("京都、雨だったらどうしよう。")


def _moment(label: str, intensity: float = 0.6) -> Affect:
    v, a = LABELS[label]
    return Affect(label, v, a, intensity)


def test_the_mood_weighs_moments_by_intensity_times_half_life_decay() -> None:
    now = 1_770_000_000
    old = now - int(MOOD_HALF_LIFE_DAYS * DAY)  # half the weight of a moment today
    mood = aggregate_mood([(now, _moment("joy")), (old, _moment("sadness"))], now=now, tz=UTC)
    assert mood is not None
    joy, sad = LABELS["joy"], LABELS["sadness"]
    # weights 0.6 and 0.3: valence (0.6*0.8 + 0.3*-0.7) / 0.9
    assert mood["valence"] == pytest.approx((0.6 * joy[0] + 0.3 * sad[0]) / 0.9, abs=0.01)
    assert mood["arousal"] == pytest.approx((0.6 * joy[1] + 0.3 * sad[1]) / 0.9, abs=0.01)
    assert mood["confidence"] == pytest.approx(0.9 / 1.9, abs=0.01)
    # (0.30, 0.20) is nearest gratitude's point (0.7, 0.1): a mixed week reads as mild warmth
    assert mood["moments"] == 2 and mood["label"] == "gratitude"


def test_the_mood_is_shown_in_the_users_zone_and_none_without_moments() -> None:
    now = 1_770_000_000
    mood = aggregate_mood([(now - DAY, _moment("anxiety"))], now=now, tz=JST)
    assert mood is not None and mood["label"] == "anxiety"
    assert mood["as_of"].endswith("+09:00") and mood["latest"].endswith("+09:00")
    assert aggregate_mood([], now=now, tz=UTC) is None
