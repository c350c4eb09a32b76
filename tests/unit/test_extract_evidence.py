"""Kinds from evidence and facts people state plainly (issue 37): pets by what is said of
them, employers by how work is said, someone else's birthday as theirs, no junk fragments.
Sentences here are written for these tests (the blind archives are never used to tune)."""

from __future__ import annotations

import pytest

from omoide.agent.understanding.extract import RuleExtractor
from omoide.agent.understanding.extract.evidence import org_names, pet_names, text_facts


def _names(text: str) -> dict[str, tuple[str, str | None]]:
    return {e.name: (e.kind, e.relation) for e in RuleExtractor().names(text)}


def _facts(text: str) -> dict[str, str | None]:
    return {f.text: f.subject for f, _ in RuleExtractor().facts(text)}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We rescued a kitten last week! Her name is Tofu.", "Tofu"),
        ("My sister has a beagle named Cookie.", "Cookie"),
        ("Our old cat Kuro sleeps all day.", "Kuro"),
        ("Taking Biscuit to the vet after work.", "Biscuit"),
        ("きなこを動物病院に連れて行った。", "きなこ"),
        ("朝はポチの散歩から。", "ポチ"),
        ("保護猫のミケを迎えた。", "ミケ"),
    ],
)
def test_animals_are_pets(text: str, name: str) -> None:
    assert name in pet_names(text)
    assert _names(text)[name][0] == "pet"


@pytest.mark.parametrize(
    "text",
    [
        "I have a dog allergy, so I never visit Kenji's house. He has two dogs.",
        "それを動物病院に持っていった。",
        "My friend Aiko loves cats.",
    ],
)
def test_people_near_animal_words_are_not_pets(text: str) -> None:
    assert all(kind != "pet" for kind, _ in _names(text).values())


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "We adopted a dog! His name is Rusty, a 3-year-old corgi.",
            "Rusty is the user's dog (corgi)",
        ),
        ("I brought home a rabbit called Mame.", "Mame is the user's rabbit"),
        ("先月から柴犬を飼っていて、名前はむぎです。", "むぎはユーザーの柴犬"),
    ],
)
def test_a_pet_and_its_kind_are_a_fact_about_the_pet(text: str, fact: str) -> None:
    found = _facts(text)
    assert fact in found and found[fact] is not None


@pytest.mark.parametrize(
    ("text", "org", "fact"),
    [
        (
            "来週から新しい会社に入社。名前はアオイ商事です。",
            "アオイ商事",
            "ユーザーはアオイ商事で働いている",
        ),
        ("バイト先はコメダというカフェ。", "コメダ", "ユーザーはコメダで働いている"),
        (
            "I've been at Northwind Traders since 2019.",
            "Northwind Traders",
            "The user works at Northwind Traders",
        ),
        (
            "I'm working as a nurse at Saint Luke Hospital now.",
            "Saint Luke Hospital",
            "The user works at Saint Luke Hospital",
        ),
    ],
)
def test_employers_stated_plainly(text: str, org: str, fact: str) -> None:
    assert org in org_names(text)
    assert _facts(text).get(fact, "missing") is None  # the user's fact


@pytest.mark.parametrize(
    "text",
    [
        "夫の会社はアオイ商事です。",  # someone else's workplace
        "I'd like to work at Northwind Traders someday.",
        "If I joined Northwind Traders, I'd move.",
    ],
)
def test_not_the_users_employer(text: str) -> None:
    assert not [f for f in text_facts(text) if f.fact.family == "work"]


@pytest.mark.parametrize(
    ("text", "fact", "subject"),
    [
        ("7月2日は姉の誕生日。プレゼントを選ぶ。", "姉の誕生日は7月2日", "姉"),
        ("1月20日は父の誕生日なので電話する。", "父の誕生日は1月20日", "父"),
    ],
)
def test_someone_elses_birthday_is_theirs(text: str, fact: str, subject: str) -> None:
    assert _facts(text).get(fact, "missing") == subject


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("最近腰痛がひどくて整体に通っている。", "ユーザーは腰痛"),
        ("I've had asthma since I was little.", "The user has asthma"),
        ("Finally moved to Fukuoka last weekend!", "The user lives in Fukuoka"),
    ],
)
def test_plain_user_facts(text: str, fact: str) -> None:
    assert _facts(text).get(fact, "missing") is None


@pytest.mark.parametrize(
    ("text", "junk"),
    [
        ("これからもたくさん遊ぼうね。", "これからもたく"),
        ("あしたもたくさん歩いた。", "あしたもたく"),
    ],
)
def test_fragments_before_takusan_are_not_people(text: str, junk: str) -> None:
    assert junk not in _names(text)


def test_names_in_mixed_sentences() -> None:
    assert _names("弟のりくが東京から帰ってきた。")["りく"] == ("person", "brother")
    assert _names("娘の陽菜が熱を出した。")["陽菜"] == ("person", "daughter")
    assert _names("My neighbour Mr. Kato lent me a ladder.")["Kato"] == ("person", "neighbour")
    assert _names("My new boss is Daniel Park.")["Daniel Park"] == ("person", "manager")
    assert "Japanese" not in _names("My dad is Japanese.")
    assert _names("来月は名古屋出張。")["名古屋"][0] == "place"
    assert _names("Dinner at Kenji's place tonight.")["Kenji"][0] != "place"


def test_places_of_the_shipped_table_without_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    """As installed with no extra (no Sudachi): 箱根 and "Hakone" are places, from the readings
    table shipped for the offline default; a surname from it is not."""
    from omoide.agent.understanding.extract import lexicon

    monkeypatch.setattr(lexicon, "_dictionary", lambda: None)
    assert lexicon.is_place("箱根") and lexicon.is_place("Hakone") and lexicon.is_place("鎌倉")
    assert not lexicon.is_place("Tanaka") and not lexicon.is_place("佐々木")
    assert _names("週末は箱根の温泉へ。")["箱根"][0] == "place"
    assert _names("Hakone was lovely.")["Hakone"][0] == "place"
