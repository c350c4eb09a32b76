"""The pure pieces of consolidation: salience, relation facts, ISO weeks, dates inside names,
extractive summaries, the configuration's ranges, extraction rows."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from omoide.agent.consolidation import ConsolidationConfig, MergedExtractor
from omoide.agent.consolidation.policies import (
    EpisodeView,
    NamedEntity,
    clip,
    date_inside_name,
    entity_summary_text,
    is_japanese,
    iso_week,
    pick_highlights,
    relation_fact_text,
    relationship_text,
    salience,
    weekly_summary_text,
)
from omoide.agent.consolidation.records import extracted_row
from omoide.agent.consolidation.romaji import romaji_forms
from omoide.agent.understanding.extract import RuleExtractor
from omoide.memory_store import Episode

JST = timezone(timedelta(hours=9))
CFG = ConsolidationConfig()


def at(day: int, month: int = 4) -> int:
    return int(datetime(2026, month, day, 20, tzinfo=JST).timestamp())


def test_salience_starts_at_the_floor_and_grows_towards_one() -> None:
    values = [salience(n, CFG) for n in (1, 2, 6, 20, 200)]
    assert values[0] == CFG.salience_floor == 0.3
    assert values == sorted(values) and len(set(values)) == len(values)
    assert values[2] == pytest.approx(0.65)  # half-way after salience_half_mentions more
    assert values[-1] <= 1.0 and values[-1] > 0.99


def test_relation_fact_uses_the_users_own_kinship_word() -> None:
    assert (
        relation_fact_text("あかり", "sister", ["あかり", "妹のあかり"]) == "あかりはユーザーの妹"
    )
    assert relation_fact_text("あかり", "sister", ["あかりちゃん"]) == "あかりはユーザーの姉妹"
    assert relation_fact_text("Emma", "sister", ["my sister Emma"]) == "Emma is the user's sister"
    assert relation_fact_text("母", "mother") == "ユーザーの母"
    assert relation_fact_text("mother", "mother") == "the user's mother"


@pytest.mark.parametrize(
    ("day", "week", "monday", "sunday"),
    [
        (date(2026, 4, 3), "2026-W14", date(2026, 3, 30), date(2026, 4, 5)),
        (date(2026, 4, 5), "2026-W14", date(2026, 3, 30), date(2026, 4, 5)),
        (date(2026, 1, 1), "2026-W01", date(2025, 12, 29), date(2026, 1, 4)),
        (date(2027, 1, 1), "2026-W53", date(2026, 12, 28), date(2027, 1, 3)),
    ],
)
def test_iso_week(day: date, week: str, monday: date, sunday: date) -> None:
    assert iso_week(day) == (week, monday, sunday)


def test_a_date_word_inside_a_title_is_no_plan() -> None:
    title = "Tomorrow, and Tomorrow, and Tomorrow"
    assert date_inside_name(f"Finished {title} today.", "Tomorrow", [title])
    assert not date_inside_name(f"Book club on {title} tomorrow.", "tomorrow", [title])
    assert not date_inside_name(
        "妹のあかりと京都旅行、4月3日〜5日で決定！", "4月3日〜5日", ["あかり"]
    )


def test_clip_and_language() -> None:
    assert clip("a  b\nc", 10) == "a b c"
    assert clip("x" * 20, 10) == "x" * 9 + "…"
    assert is_japanese("京都") and is_japanese("こむぎ") and not is_japanese("Kyoto")


def test_highlights_skip_greetings_and_prefer_episodes_naming_entities() -> None:
    eps = [
        EpisodeView("a", at(1), "おはよう"),
        EpisodeView("b", at(2), "今日は特に何もなかったなあ"),
        EpisodeView("c", at(3), "妹のあかりと哲学の道を歩いた"),
        EpisodeView("d", at(4), "田中さんにお土産を渡した"),
    ]
    cfg = ConsolidationConfig(summary_highlights=2)
    picked = pick_highlights(eps, {"c": 2, "d": 1}, cfg)
    assert [e.id for e in picked] == ["c", "d"]
    assert pick_highlights(eps, {}, cfg)[0].id == "b"  # greetings are never quoted


def test_weekly_summary_says_what_with_whom_and_when() -> None:
    eps = [
        EpisodeView("c", at(3), "妹のあかりと哲学の道を歩いた"),
        EpisodeView("d", at(4), "田中さんにお土産を渡した"),
    ]
    people = [NamedEntity("e1", "あかり", "person", "sister"), NamedEntity("e2", "田中", "person")]
    topics = [NamedEntity("e3", "京都", "place")]
    week, monday, sunday = iso_week(date(2026, 4, 3))
    text = weekly_summary_text(week, monday, sunday, eps, people, topics, {"c": 1}, JST, CFG)
    assert text.startswith("2026-03-30〜04-05の週（2026-W14）: 会話2件。")
    assert "登場した人: あかり（姉妹）、田中。" in text and "話題: 京都。" in text
    assert "04-03「妹のあかりと哲学の道を歩いた」" in text
    en = weekly_summary_text(
        week,
        monday,
        sunday,
        [EpisodeView("x", at(3), "Walked the Philosopher's Path")],
        [NamedEntity("e4", "Akari", "person", "sister")],
        [],
        {},
        JST,
        CFG,
    )
    assert en.startswith(
        "Week 2026-W14 (2026-03-30〜04-05): 1 conversations. People: Akari (sister)."
    )
    assert '04-03 "Walked the Philosopher\'s Path"' in en


def test_entity_summary_and_relationship_state() -> None:
    akari = NamedEntity("e1", "あかり", "person", "sister")
    recent = [EpisodeView("c", at(3), "妹のあかりと哲学の道を歩いた")]
    text = entity_summary_text(akari, 4, date(2026, 1, 11), date(2026, 4, 3), recent, JST, CFG)
    assert text == (
        "あかり（姉妹）: 会話4件に登場（2026-01-11〜2026-04-03）。"
        "最近: 04-03「妹のあかりと哲学の道を歩いた」"
    )
    assert (
        relationship_text(akari, 4, date(2026, 4, 3)) == "ユーザーの姉妹。会話4件、最後は2026-04-03"
    )
    emma = NamedEntity("e2", "Emma", "person")
    assert relationship_text(emma, 1, date(2026, 4, 3)) == (
        "relation not stated; 1 conversations, last on 2026-04-03"
    )


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("batch_size", 0),
        ("relation_confidence", 1.5),
        ("salience_floor", -0.1),
        ("highlight_chars", 5),
        ("topic_min_mentions", 0),
    ],
)
def test_config_refuses_out_of_range_values(field: str, value: float) -> None:
    with pytest.raises(ValueError, match=field):
        ConsolidationConfig(**{field: value})  # type: ignore[arg-type]


def test_config_refuses_wrong_types() -> None:
    with pytest.raises(TypeError, match="batch_size"):
        ConsolidationConfig(batch_size="10")  # type: ignore[arg-type]


def test_plans_stated_only_by_the_reply_are_marked() -> None:
    ep = Episode.create(
        "妹のあかりと京都旅行、4月3日〜5日で決定！",
        "いいですね！明日もいい一日になりますように。",
        occurred_at=datetime(2026, 1, 11, 19, tzinfo=JST),
    )
    row = extracted_row(ep, RuleExtractor(default_tz=JST).extract(ep))
    sides = {(p["due_start"], p["from_reply"]) for p in row["plans"]}
    assert sides == {("2026-04-03", False), ("2026-01-12", True)}
    assert [e["name"] for e in row["entities"]] == ["あかり", "京都"]


def test_merged_extractor_needs_parts_and_passes_names_on() -> None:
    with pytest.raises(ValueError, match="at least one"):
        MergedExtractor()
    rules = RuleExtractor(default_tz=JST)
    merged = MergedExtractor(rules)
    merged.learn(["こむぎ"])
    assert "こむぎ" in rules.known_names


@pytest.mark.parametrize(
    ("kana", "forms"),
    [
        ("あかり", {"akari"}),
        ("こむぎ", {"komugi"}),
        ("しょうた", {"shouta", "shota"}),
        ("まっちゃ", {"matcha"}),
        ("りーな", {"rina"}),
        ("えみ", {"emi"}),
        ("うい", set()),  # too short to tell from an ordinary word
        ("京都", set()),  # kanji cannot be read without a dictionary
        ("ゃあ", set()),  # not a spelling
    ],
)
def test_romaji_forms(kana: str, forms: set[str]) -> None:
    assert romaji_forms(kana) == forms
