"""Issue 37, round 4's rules (each fails on the code before them, 113bb33):

- a katakana name and the English word it renders are one name (バター / "Butter"): a rough
  katakana romaji of both, long marks and sokuon folded (:func:`readings.loan_keys`), in the
  reading index and in the extractor's unmarked spotting of learned names;
- a place is read as a place (神戸 is こうべ as well as the surname かんべ), and a table place
  Sudachi tags first as a surname is still a place (嵐山);
- pets by what is said only of animals (a vaccine, "we named him …" after a kitten);
- two people who share a surname are kept apart (山田花子 / 山田太郎; 山田先生 / 山田くん), and
  a surname alone finds the one known full name with it (佐藤さん -> "Yuki Sato").

Names here are not those of the frozen round-4 archives (tests/data/consolidation_blind).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from omoide.agent.consolidation.identity import ReadingIndex, distinct_people, merge_reasons
from omoide.agent.understanding import readings
from omoide.agent.understanding.aliases import strip_kinship
from omoide.agent.understanding.extract import RuleExtractor, lexicon
from omoide.agent.understanding.extract.evidence import pet_names
from omoide.agent.understanding.readings import kana_readings, loan_keys, name_parts, reading_keys
from omoide.memory_store.derived import Entity


@pytest.fixture(params=["ja-extra", "no-extra"])
def extras(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """With Sudachi's dictionary (skipped when it is not installed), and without it."""
    if request.param == "ja-extra" and readings.sudachi_dictionary() is None:
        pytest.skip("the ja extra (Sudachi) is not installed")
    if request.param == "no-extra":
        monkeypatch.setattr(readings, "_dictionary", lambda: None)
        monkeypatch.setattr(lexicon, "_dictionary", lambda: None)
    for cached in (readings.kana_readings, readings.reading_keys, readings.name_parts):
        cached.cache_clear()
    yield str(request.param)
    for cached in (readings.kana_readings, readings.reading_keys, readings.name_parts):
        cached.cache_clear()


LOANWORDS = [
    ("Butter", "バター"),  # closed u is a, -er a long a
    ("Milk", "ミルク"),  # the vowels katakana adds
    ("Leo", "レオ"),  # l is r
    ("Coco", "ココ"),
    ("Poppy", "ポピー"),  # sokuon and long mark folded
    ("Lucky", "ラッキー"),
    ("Charlie", "チャーリー"),
    ("Ginger", "ジンジャー"),
    ("Teddy", "テディ"),  # ティ/ディ
    ("Sophie", "ソフィー"),  # ph = f = フ
    ("Kate", "ケイト"),  # a silent e
    ("Emma", "エマ"),  # a name Hepburn spells: read as romaji, doubled letters once
]


@pytest.mark.parametrize(("latin", "katakana"), LOANWORDS)
def test_a_katakana_name_and_its_english_spelling_share_a_loan_key(
    latin: str, katakana: str
) -> None:
    assert loan_keys(latin) & loan_keys(katakana), (loan_keys(latin), loan_keys(katakana))
    assert not reading_keys(latin) & reading_keys(katakana) or latin == "Emma"


@pytest.mark.parametrize(
    ("latin", "katakana"),
    [("Leo", "レイ"), ("Leo", "リオ"), ("Mai", "メイ"), ("Coco", "ココア"), ("Ken", "ケイ")],
)
def test_names_that_only_look_alike_do_not(latin: str, katakana: str) -> None:
    assert not loan_keys(latin) & loan_keys(katakana)


def test_loan_keys_are_only_for_one_word_katakana_or_latin_names() -> None:
    assert loan_keys("山田") == frozenset()
    assert loan_keys("はな") == frozenset()
    assert loan_keys("Yuki Sato") == frozenset()


def test_the_reading_index_finds_a_loanword_in_the_other_script() -> None:
    index = ReadingIndex()
    index.add("ジンジャー", "ent_dog")
    index.add("Leo", "ent_cat")
    assert index.candidates("Ginger") == ["ent_dog"]
    assert index.candidates("レオ") == ["ent_cat"]
    assert index.candidates("レイ") == []
    # Only across scripts: two Latin names that fold alike are two names.
    index.add("Kashi", "ent_friend")
    assert index.candidates("Kasshi") == []


def test_merge_reasons_say_a_loanword_spelling() -> None:
    entity = Entity(id="e", name="Ginger", kind="pet", aliases=("Ginger", "ジンジャー"))
    assert merge_reasons(entity) == ["ジンジャー: the loanword spelling of Ginger (sinsa)"]


def test_a_learned_name_is_spotted_as_a_loanword_in_the_other_script() -> None:
    rules = RuleExtractor()
    rules.learn(["Ginger", "ラッキー"])
    assert [e.name for e in rules.names("ジンジャーがまた靴下を隠した。")] == ["ジンジャー"]
    assert [e.name for e in rules.names("Lucky slept all afternoon.")] == ["Lucky"]
    # Only a katakana word of its own: not inside a longer one.
    assert rules.names("ジンジャーエールを飲んだ。") == []


def test_a_place_is_read_as_a_place(extras: str) -> None:
    assert "こうべ" in kana_readings("神戸")
    assert "kobe" in reading_keys("神戸")
    assert "matsushima" in reading_keys("松島")


def test_a_table_place_sudachi_tags_as_a_surname_is_still_a_place(extras: str) -> None:
    found = {(e.name, e.kind) for e in RuleExtractor().names("友達と嵐山に行った。")}
    assert ("嵐山", "place") in found


def test_pets_by_what_is_said_only_of_animals() -> None:
    assert pet_names("The puppy arrived! We named her Maple.") == {"Maple"}
    assert pet_names("Took Maple for her first vaccine.") == {"Maple"}
    assert pet_names("ぽんずのワクチンに行った。") == {"ぽんず"}
    assert pet_names("I named him Ken after my father.") == set()


def test_full_names_split_into_surname_and_given_name(extras: str) -> None:
    assert name_parts("山田花子") == (frozenset({"yamada"}), frozenset({"hanako"}))
    assert name_parts("Hanako Yamada") == (frozenset({"hanako"}), frozenset({"yamada"}))
    assert name_parts("山田") is None


def test_two_full_names_sharing_a_surname_are_two_people(extras: str) -> None:
    assert distinct_people(["山田花子"], None, ["山田太郎"], None)
    assert distinct_people(["Hanako Yamada"], None, ["Taro Yamada"], None)
    assert not distinct_people(["Hanako Yamada"], None, ["山田花子"], None)
    assert not distinct_people(["山田"], None, ["山田花子"], None)


def test_a_professional_title_and_a_familiar_name_are_two_people() -> None:
    dentist = ["山田", "山田先生", "Dr. Yamada"]
    assert distinct_people(["山田くん", "友達の山田くん"], "friend", dentist, None)
    assert distinct_people(["Yamada", "my friend Yamada"], "friend", dentist, None)
    # A colleague may be a 先生 (teachers' colleagues are), and さん says nothing.
    assert not distinct_people(["木村先生"], None, ["Kimura"], "colleague")
    assert not distinct_people(["山田さん"], None, dentist, None)


def test_a_surname_finds_the_one_full_name_with_it(extras: str) -> None:
    index = ReadingIndex()
    index.add("Yuki Sato", "ent_manager")
    assert index.candidates("佐藤さん") == []  # no reading key of its own in common
    assert index.by_surname("佐藤さん") == ["ent_manager"]
    assert index.by_surname("Yuki") == []  # the given name is not the surname
    index.add("佐藤健太", "ent_other")
    assert sorted(index.by_surname("Sato-san")) == ["ent_manager", "ent_other"]  # ambiguous


def test_grandchild_and_professor_are_read() -> None:
    assert strip_kinship("孫のエマ") == ("エマ", "grandchild")
    found = [(e.name, e.kind, e.relation) for e in RuleExtractor().names("孫のエマが来た。")]
    assert ("エマ", "person", "grandchild") in found
    named = RuleExtractor().names("Professor Ueda praised my talk!")
    assert [(e.name, e.kind) for e in named] == [("Ueda", "person")]
