"""The fact rules, kinds and readings of issue 24, one behaviour per test (ja + en)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from omoide.agent.consolidation.config import ConsolidationConfig
from omoide.agent.consolidation.policies import (
    EpisodeView,
    japanese_user,
    relation_fact_text,
    weekly_summary_text,
)
from omoide.agent.consolidation.romaji import romaji_forms
from omoide.agent.understanding.extract import RuleExtractor, lexicon
from omoide.agent.understanding.extract.facts import HEDGED_CONFIDENCE, PLAIN_CONFIDENCE
from omoide.memory_store.records import Episode


def facts(user: str) -> dict[str, float]:
    ep = Episode.create(user, "", occurred_at=datetime(2026, 1, 5, 12, tzinfo=UTC))
    return {f.text: f.confidence for f in RuleExtractor().extract(ep).facts}


def kinds(text: str) -> dict[str, str]:
    ep = Episode.create(text, "", occurred_at=datetime(2026, 1, 5, 12, tzinfo=UTC))
    return {e.name: e.kind for e in RuleExtractor().extract(ep).entities}


@pytest.mark.parametrize(
    ("user", "text"),
    [
        ("実はえびアレルギーなんです。", "ユーザーはえびアレルギー"),
        ("I'm allergic to peanuts, so I check labels.", "The user is allergic to peanuts"),
        ("来月からサクラ商事で働いています。", "ユーザーはサクラ商事で働いている"),
        ("I work at Northwind Logistics as a data analyst.", "The user works as a data analyst"),
        ("うちの猫のもちが寝てる。", "もちはユーザーの猫"),
        ("My dog Biscuit turned three.", "Biscuit is the user's dog"),
        ("母の誕生日は5月12日なんだ。", "母の誕生日は5月12日"),
        ("My birthday is March 14.", "The user's birthday is March 14"),
        ("パクチーは苦手。", "ユーザーはパクチーが苦手"),
        ("I don't like horror movies at all.", "The user dislikes horror movies"),
        ("世田谷区に住んでいます。", "ユーザーは世田谷区に住んでいる"),
        ("I live in Osaka now.", "The user lives in Osaka"),
        ("毎朝ヨガを20分しています。", "ユーザーの習慣: 毎朝ヨガを20分しています"),
    ],
)
def test_stated_facts_are_found_with_full_confidence(user: str, text: str) -> None:
    assert facts(user).get(text) == PLAIN_CONFIDENCE


@pytest.mark.parametrize(
    "user",
    [
        "食物アレルギーは特にないです。",
        "Luckily I'm not allergic to shellfish.",
        "I don't have any allergies, thankfully.",
        "ドラマの主人公が猫アレルギーで笑った。",
        "寿司は好きですか？",
        "Do you like jazz?",
        "I'd like to work at Google someday.",
        "京都に住みたいなあ。",
        "I don't live in Tokyo anymore.",
        "I used to live in Kyoto as a student.",
    ],
)
def test_negations_questions_wishes_and_others_state_no_fact(user: str) -> None:
    assert facts(user) == {}


def test_hedged_facts_are_less_confident() -> None:
    assert facts("I think I might be allergic to cats too.") == {
        "The user is allergic to cats": HEDGED_CONFIDENCE
    }
    assert facts("もしかしたら小麦アレルギーかもしれない。") == {
        "ユーザーは小麦アレルギー": HEDGED_CONFIDENCE
    }


def test_pets_and_places_get_their_kinds() -> None:
    assert kinds("うちの猫のもちが寝てる。")["もち"] == "pet"
    assert kinds("We have a hamster named Pepper too.")["Pepper"] == "pet"
    assert kinds("週末は渋谷で買い物した。")["渋谷"] == "place"
    assert kinds("We went to Shibuya and Setagaya.") == {"Shibuya": "place", "Setagaya": "place"}


def test_a_title_is_one_entity_never_its_fragments() -> None:
    assert kinds("Finished Born to Run last night, what a book.") == {"Born to Run": "title"}


def test_kanji_names_are_read_so_scripts_meet() -> None:
    reading = lexicon.name_reading("佐々木")
    assert reading == "ささき" and "sasaki" in romaji_forms(reading)
    assert lexicon.name_reading("田中") == "たなか"


def test_without_sudachi_places_come_from_the_fallback_and_kana_still_meets_romaji(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(lexicon, "_dictionary", lambda: None)
    assert lexicon.name_reading("佐々木") is None
    text = "来月大阪に出張、世田谷区に住んでいます"
    assert [text[a:b] for a, b in lexicon.place_spans(text)] == ["大阪", "世田谷区"]
    assert lexicon.is_place("Setagaya") and lexicon.is_place("札幌市")
    assert "sasaki" in romaji_forms("ささき")


def test_memory_is_written_in_the_users_language() -> None:
    lines = ["新しい仕事、楽しい", "Sasaki-san ordered me a dish.", "猫のもちが待ってた", "OK"]
    assert japanese_user(lines) is True
    assert japanese_user(["Hello there", "See you"]) is False
    assert relation_fact_text("Sasaki", "manager", japanese=True) == "Sasakiはユーザーの上司"
    week = [
        EpisodeView("a", 1_768_000_000, "Lunch with Sasaki-san was fun."),
        EpisodeView("b", 1_768_000_100, "Mochi is sleeping on my keyboard."),
        EpisodeView("c", 1_768_000_200, "上司は佐々木さん。"),
    ]
    text = weekly_summary_text(
        "2026-W03",
        date(2026, 1, 12),
        date(2026, 1, 18),
        week,
        [],
        [],
        {},
        UTC,
        ConsolidationConfig(),
        japanese=True,
    )
    assert text.startswith("2026-01-12〜01-18の週（2026-W03）: 会話3件。")
