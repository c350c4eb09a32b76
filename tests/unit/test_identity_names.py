"""Issue 37, round 6's general mechanisms (each test fails on the code before them, 518f164):

- a person's name written bare in a Japanese sentence, a particle after it (「拓也が作った」,
  「早紀の結婚式で」, 「父の誠が」), is a name: Sudachi's 人名 tokens with the ``ja`` extra, the
  shipped table's names without it;
- a two-kanji given name is also read by its characters (結菜: ゆいな in the dictionaries, ゆな by
  its characters), meeting a name in kana or Latin letters only, never another kanji name nor
  a name addressed as a surname is;
- the roles around a mention (部長の, 常連の, 同じ店の, 書道教室の) keep two people read alike
  apart when no one person holds both, and how a name is addressed (くん / -kun) picks between
  two people read alike; さん against くん alone keeps nothing apart.

The names are not those of the frozen round-5 archives.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from omoide.agent.consolidation.identity import (
    ReadingIndex,
    address_forms,
    distinct_people,
    merge_reasons,
    roles,
)
from omoide.agent.understanding import readings
from omoide.agent.understanding.extract import lexicon
from omoide.agent.understanding.extract.rules import RuleExtractor
from omoide.memory_store.derived import Entity


@pytest.fixture(params=["ja-extra", "no-extra"])
def extras(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    if request.param == "no-extra":
        monkeypatch.setattr(readings, "_dictionary", lambda: None)
        monkeypatch.setattr(lexicon, "_dictionary", lambda: None)
    cached = (readings.kana_readings, readings.reading_keys, readings.name_parts)
    for fn in cached:
        fn.cache_clear()
    yield str(request.param)
    for fn in cached:
        fn.cache_clear()


def _names(text: str) -> dict[str, tuple[str, str | None, tuple[str, ...]]]:
    return {e.name: (e.kind, e.relation, e.aliases) for e in RuleExtractor().names(text)}


@pytest.mark.usefixtures("extras")
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("拓也が作ったパスタが美味しかった。", "拓也"),
        ("早紀の結婚式でスピーチを頼まれた。", "早紀"),
        ("昨日は健一とカラオケに行った。", "健一"),
    ],
)
def test_a_bare_name_before_a_particle_is_a_person(text: str, name: str) -> None:
    assert _names(text).get(name, ("",))[0] == "person"


@pytest.mark.usefixtures("extras")
def test_one_kanji_given_name_after_a_relation_word() -> None:
    assert _names("父の誠が釣りに行った。") == {"誠": ("person", "father", ("父の誠",))}
    assert "日" not in _names("父の日に花を贈った。")


@pytest.mark.usefixtures("extras")
@pytest.mark.parametrize(
    "text",
    ["山田電機で冷蔵庫を買った。", "会議が長引いた。", "松本に引っ越して三年。"],
)
def test_words_and_places_are_not_bare_names(text: str) -> None:
    assert not any(kind == "person" for kind, _, _ in _names(text).values()), _names(text)


@pytest.mark.usefixtures("extras")
@pytest.mark.parametrize("text", ["週末に名古屋城を見に行った。", "仙台駅で待ち合わせ。"])
def test_a_landmark_names_its_town(text: str) -> None:
    assert "place" in {kind for kind, _, _ in _names(text).values()}, _names(text)


def test_a_name_opening_a_sentence_before_an_irregular_past() -> None:
    assert "Takuya" in _names("Takuya lost his keys again.")
    assert "Lost" not in _names("Lost my keys again.")


@pytest.mark.usefixtures("extras")
def test_a_given_name_is_read_by_its_characters() -> None:
    assert "yuna" not in readings.reading_keys("結菜")
    assert "yuna" in readings.character_keys("結菜")
    assert "Yuna" in readings.other_script_forms("結菜")
    # A surname is read only as the dictionaries read it.
    assert readings.character_keys("小川") == frozenset()


def test_reading_by_characters_meets_kana_and_latin_only() -> None:
    index = ReadingIndex()
    index.add("結菜", "e1")
    assert index.candidates("Yuna") == ["e1"]
    assert index.candidates("ゆなちゃん") == ["e1"]
    assert index.candidates("優奈") == []  # another kanji name read ゆな: another person
    assert index.candidates("Yuna-san") == []  # addressed as a surname is


def test_roles_around_a_name() -> None:
    assert roles(["部長の森さん", "森さん"], None) == {"work"}
    assert roles(["書道教室の森先生"], None) == {"professional", "lesson"}
    assert roles(["常連の佐野さん"], None) == {"customer"}
    assert roles(["同じ店の佐野くん"], None) == {"work", "familiar"}
    assert address_forms(["Sano-kun", "佐野くん"]) == {"kun"}
    assert address_forms(["Mr. Mori", "森さん"]) == {"san"}
    assert address_forms(["Mori-sensei", "Dr. Mori"]) == {"sensei"}


def test_roles_no_one_person_holds_keep_two_apart() -> None:
    assert distinct_people(["部長の森さん", "森さん"], None, ["書道教室の森先生"], None)
    assert distinct_people(["常連の佐野さん"], None, ["同じ店の佐野くん"], None)
    # The register alone says nothing, and a co-worker may be addressed as 先生.
    assert not distinct_people(["佐野さん"], None, ["佐野くん"], None)
    assert not distinct_people(["Ms. Kimura"], "colleague", ["木村先生"], None)
    assert not distinct_people(["部長の森さん"], None, ["Mr. Mori"], None)


def test_merge_reasons_name_the_new_readings() -> None:
    yuna = Entity(id="e", name="結菜", kind="person", aliases=("結菜", "娘の結菜", "Yuna"))
    assert "Yuna: 結菜 read by its characters (yuna)" in merge_reasons(yuna)
    sano = Entity(
        id="s", name="佐野", kind="person", aliases=("佐野くん", "同じ店の佐野くん", "Sano-kun")
    )
    reasons = merge_reasons(sano)
    assert "同じ店の佐野くん: 佐野 with a role (同じ店)" in reasons
    assert any("addressed alike (佐野くん)" in r for r in reasons)
    assert "常連" not in _names("常連さんがいるとうれしいですね。")


def test_an_animal_then_what_it_is_called_is_a_pet() -> None:
    assert _names("うちのハムスター、モチっていうの。")["モチ"][0] == "pet"
    assert _names("We got a corgi puppy and called her Pancake.")["Pancake"][0] == "pet"
    # A name only when an animal was said: no pet in "called it quits".
    assert "quits" not in _names("We got a dog and called it quits.")


def test_a_final_e_after_a_doubled_consonant_may_be_said() -> None:
    # Latte / ラテ (a loanword keeps the e), while Butter / バター still meet.
    assert readings.loan_keys("Latte") & readings.loan_keys("ラテ")
    assert readings.loan_keys("Butter") & readings.loan_keys("バター")


def test_a_table_place_read_as_a_common_noun_in_context_is_a_place() -> None:
    if not lexicon.has_sudachi():
        pytest.skip("Sudachi's reading in context is what this is about")
    assert _names("父が倉敷の旅館を気に入ってた。").get("倉敷", ("",))[0] == "place"


def test_more_ways_of_naming_an_animal() -> None:
    assert _names("ミケって名前の猫を飼ってる。")["ミケ"][0] == "pet"
    assert _names("We adopted a kitten we call Tama.")["Tama"][0] == "pet"


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("信州精機で設計の仕事をしてる。", "信州精機"),
        ("私は東西製薬に勤めて5年になる。", "東西製薬"),
    ],
)
def test_working_at_a_company_named_as_one(text: str, org: str) -> None:
    found = RuleExtractor().facts(text)
    assert [f.text for f, _ in found] == [f"ユーザーは{org}で働いている"]
    assert [(m.name, m.kind) for _, names in found for m in names] == [(org, "org")]


@pytest.mark.parametrize(
    "text", ["夫はみなと銀行に勤めている。", "駅前のカフェで仕事をしてる。", "家で仕事をしてる。"]
)
def test_someone_elses_work_or_a_place_is_no_employer(text: str) -> None:
    assert not [f for f, _ in RuleExtractor().facts(text) if f.family == "work"]


def test_a_two_kana_particle_after_a_relative_is_not_part_of_the_name() -> None:
    assert _names("妹のまおから電話があった。")["まお"][1] == "sister"


def test_a_long_o_written_oh_is_spotted_in_latin() -> None:
    assert "Ohno" in readings.other_script_forms("大野")
    rules = RuleExtractor(known_names=["大野"])
    assert "Ohno" in {e.name for e in rules.names("Ohno sings too many anime songs.")}


def test_a_name_learned_in_kana_is_spotted_opening_a_sentence() -> None:
    rules = RuleExtractor(known_names=["まお"])
    assert "Mao" in {e.name for e in rules.names("Mao starts high school in April.")}
    assert not _names("Autumn comes early up there.")


def test_a_company_with_a_kana_name() -> None:
    found = RuleExtractor().facts("4月からさくら食品で働いてます。")
    assert [f.text for f, _ in found] == ["ユーザーはさくら食品で働いている"]


@pytest.mark.parametrize("text", ["松山に引っ越して三年になる。", "京都に引っ越して2か月。"])
def test_a_move_a_while_ago_is_a_home(text: str) -> None:
    place = text[:2]
    assert [f.text for f, _ in RuleExtractor().facts(text)] == [f"ユーザーは{place}に住んでいる"]
    assert not RuleExtractor().facts("来月大阪に引っ越して、新しい仕事を探す。")
