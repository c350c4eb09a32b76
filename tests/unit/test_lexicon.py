"""The dictionary bridge's lexicon (issue 36, agent/understanding/lexicon.py): a question's
content words and names in the other language, from the shipped JMdict-derived table."""

from __future__ import annotations

from pathlib import Path

from omoide.agent.understanding import lexicon, lexicon_data
from omoide.agent.understanding.lexicon import (
    is_japanese,
    to_english,
    to_japanese,
    translate,
    translation_groups,
)


def _flat(groups: tuple[tuple[str, ...], ...]) -> set[str]:
    return {f for g in groups for f in g}


def test_an_english_question_gets_its_words_and_names_in_japanese() -> None:
    groups = translation_groups("When is Tanaka-san's birthday?")
    assert ("田中" in groups[0]) and "誕生日" in _flat(groups), groups
    # one group per word: the name's spellings together, the word's translations together
    assert len(groups) == 2, groups
    assert "アレルギー" in _flat(to_japanese("What is Komugi allergic to?"))  # allergic -> allergy
    assert "こむぎ" in _flat(to_japanese("What is Komugi allergic to?"))
    assert "森" in _flat(to_japanese("What did Dr. Mori say?"))


def test_a_japanese_question_gets_its_words_and_names_in_english() -> None:
    words = _flat(to_english("田中さんの誕生日はいつ？"))
    assert {"Tanaka", "birthday"} <= words, words
    assert "田" not in translate("田中さんの誕生日はいつ？")  # the name is read whole, not 田 + 中
    assert "wedding" in _flat(to_english("エマの結婚式っていつだっけ？"))
    assert "allergy" in _flat(to_english("こむぎのアレルギーは何？"))
    assert "eat" in _flat(to_english("何を食べた？"))  # a verb's stem (食べ) is found
    assert "Mori" in _flat(to_english("森先生の診断は？"))
    assert "teacher" not in _flat(to_english("森先生の診断は？"))  # the title goes with the name


def test_words_are_not_cut_out_of_longer_words() -> None:
    # パン (bread) is not read inside パンダ; a kanji that is no name is not read as one.
    assert "bread" not in translate("パンダを見た")
    assert "Tsuki" not in translate("何について調べていた？")
    assert not any(w.lower().startswith("no") for w in translate("おばあちゃんの国は？").split())


def test_questions_without_known_words_translate_to_nothing() -> None:
    assert translate("What is it?") == ""
    assert translate("") == ""
    assert translate("それはいつ？") == ""


def test_direction_follows_the_question_script() -> None:
    assert is_japanese("田中さんの誕生日はいつ？")
    assert not is_japanese("When is Tanaka-san's birthday?")
    assert not is_japanese("ETA bug?")


def test_the_table_is_compact_common_words_and_says_where_it_comes_from() -> None:
    ja, en = lexicon.tables()
    assert 10_000 < len(ja) < 60_000 and 5_000 < len(en) < 40_000
    assert lexicon.japanese("birthday")[0] == "誕生日"
    assert lexicon.glosses("誕生日") == ("birthday",)
    assert lexicon.glosses("未知の語") == () == lexicon.japanese("zzzz")
    header = lexicon_data.__doc__ or ""
    assert "JMdict" in header and "EDRDG" in header and "CC BY-SA" in header
    assert "scripts/build_lexicon.py" in header
    # never read at import: the package does not pay for it unless the bridge runs
    source = Path(lexicon.__file__).read_text(encoding="utf-8")
    assert "from .lexicon_data import" not in source
