"""Issue 37, round 6's general rules in the rule extractor alone (each test fails on the code
before them, 9fabd16):

- a given name learned in Latin letters is found in the kanji the shipped name table spells it
  with, alone before a particle (「亮が…」 after "Akira"), never inside a word (研修が) nor as a
  word with the particle (実は, 実家 after "Minoru");
- relation words beyond the close family (姪, 生徒, 担任, ゼミ, "my classmate") are relations;
- a relation said right after a name with a suffixed title ("Imai-sensei, my co-teacher");
- a kanji title glued to a kanji name after a relation is split (担任の吉村先生);
- a plural of a common noun opening a sentence is no name ("Hamsters also sleep all day").

The names are not those of the frozen archives.
"""

from __future__ import annotations

import pytest

from omoide.agent.understanding.extract.rules import RuleExtractor


def _names(extractor: RuleExtractor, text: str) -> list[tuple[str, str | None]]:
    return [(e.name, e.relation) for e in extractor.names(text)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("亮が夕飯を作ってくれた。", ["亮"]),
        ("今日は純の誕生日。", ["純"]),
        ("研修が長い。", []),
        ("実は疲れてる。", []),
        ("実家に帰った。", []),
    ],
)
def test_a_given_name_learned_in_latin_is_found_in_kanji(text: str, found: list[str]) -> None:
    extractor = RuleExtractor()
    extractor.learn(["Akira", "Jun", "Minoru"])
    assert [name for name, _ in _names(extractor, text)] == found


@pytest.mark.parametrize(
    ("text", "name", "relation"),
    [
        ("姪の美羽ちゃんが遊びに来た。", "美羽", "niece"),
        ("生徒の森下さんが合格した。", "森下", "student"),
        ("娘の担任の吉村先生と面談。", "吉村", "teacher"),
        ("ゼミの岡本と徹夜した。", "岡本", "classmate"),
        ("My classmate Tomoya fell asleep in class.", "Tomoya", "classmate"),
        ("My niece Hana starts school today.", "Hana", "niece"),
        ("Imai-sensei, my co-teacher, covers my classes.", "Imai", "colleague"),
    ],
)
def test_relations_beyond_the_close_family(text: str, name: str, relation: str) -> None:
    assert (name, relation) in _names(RuleExtractor(), text)


def test_a_possessive_after_a_relation_is_not_part_of_the_name() -> None:
    assert ("Riku", "son") in _names(RuleExtractor(), "My son Riku's cough is gone.")


@pytest.mark.parametrize("text", ["Hamsters also sleep all day.", "Cats and dogs, a classic."])
def test_a_plural_opening_a_sentence_is_no_name(text: str) -> None:
    assert _names(RuleExtractor(), text) == []


@pytest.mark.parametrize("text", ["James said hi.", "Chris went home."])
def test_names_ending_in_s_stay_names(text: str) -> None:
    assert len(_names(RuleExtractor(), text)) == 1
