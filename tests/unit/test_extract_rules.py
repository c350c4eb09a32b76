"""The offline rule extractor: one test per rule, Japanese and English, and dated plans."""

from __future__ import annotations

import random
import re
from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from omoide.agent.understanding.extract import (
    EntityMention,
    Extractor,
    RuleExtractor,
    episode_day,
    merge_extractions,
)
from omoide.agent.understanding.extract.rules import KnownNames
from omoide.memory_store import Episode

JST = timezone(timedelta(hours=9))
RULES = RuleExtractor(default_tz=JST)


def names(text: str) -> dict[str, EntityMention]:
    return {m.name: m for m in RULES.names(text)}


def episode(user: str, reply: str = "", *, at: datetime | None = None) -> Episode:
    return Episode.create(user, reply, occurred_at=at or datetime(2026, 1, 11, 19, 0, tzinfo=JST))


def test_is_an_extractor() -> None:
    assert isinstance(RULES, Extractor)


# -- Japanese names -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("今日は田中さんとランチ", "田中"),
        ("こむぎちゃん、かわいい", "こむぎ"),
        ("健太くんが来た", "健太"),
        ("山口先生に習います", "山口"),
        ("佐藤様よりお電話", "佐藤"),
        ("Priyaさんの新しいデザイン", "Priya"),
        ("CTOのDaniel Parkさん", "Daniel Park"),
        ("柴犬仲間のあずきちゃんに会った", "あずき"),
    ],
)
def test_ja_honorifics(text: str, name: str) -> None:
    found = names(text)
    assert name in found
    # 柴犬仲間のあずきちゃん is a dog: the words around a name decide its kind (issue 37).
    assert found[name].kind == ("pet" if "柴犬" in text else "person")


@pytest.mark.parametrize(
    "text",
    [
        "みなさん、こんにちは",
        "たくさん食べた",
        "2週間様子見です",
        "API仕様を確認",
        "パン屋さんに行った",
    ],
)
def test_ja_honorific_false_friends(text: str) -> None:
    assert names(text) == {}


def test_ja_kinship_with_name() -> None:
    found = names("妹のあかりと京都旅行、4月3日〜5日で決定！")
    assert list(found) == ["あかり", "京都"]  # 京都旅行: a place and a noun about it (issue 37)
    assert found["京都"].kind == "place"
    assert found["あかり"].relation == "sister"
    assert "妹のあかり" in found["あかり"].aliases


def test_ja_kinship_with_name_and_honorific() -> None:
    found = names("友達の美咲ちゃんが来た")
    assert found["美咲"].relation == "friend"
    assert "美咲ちゃん" in found["美咲"].aliases


@pytest.mark.parametrize(
    ("text", "name", "relation"),
    [("母から電話。", "母", "mother"), ("お母さん、うれしかったでしょうね", "母", "mother")],
)
def test_ja_bare_kinship(text: str, name: str, relation: str) -> None:
    assert names(text)[name].relation == relation


def test_ja_kinship_inside_a_word_is_not_kinship() -> None:
    # 星野道夫 ends in 夫 (husband): "道夫の文章" is not "husband's 文章".
    assert all(m.relation is None for m in RULES.names("星野道夫の文章が好き"))


def test_ja_katakana_name_with_middle_dot() -> None:
    assert "カズオ・イシグロ" in names("カズオ・イシグロの新作")


def test_ja_toiu_pattern() -> None:
    found = names("Lumen Roboticsという会社から連絡")
    assert found["Lumen Robotics"].kind == "org"


def test_ja_named_pet() -> None:
    assert "こむぎ" in names("柴犬を飼っていて、名前は「こむぎ」です。")


@pytest.mark.parametrize(
    ("text", "title"),
    [("「アラベスク」を練習", "アラベスク"), ("『博士の愛した数式』を読んだ", "博士の愛した数式")],
)
def test_ja_quoted_titles(text: str, title: str) -> None:
    assert names(text)[title].kind == "title"


@pytest.mark.parametrize(
    "text",
    [
        "「明日の自分に渡す」つもりで",  # a thought, ends inflected
        "「お店の味！」って言われた",  # speech
        "「チキン」「チキンミール」が入っていないか",  # a list of terms
        "森先生の「1週間安静」まで",  # an instruction
    ],
)
def test_ja_quotes_that_are_not_titles(text: str) -> None:
    assert all(m.kind != "title" for m in RULES.names(text))


# -- English names --------------------------------------------------------------------------


def test_en_kinship_with_name() -> None:
    found = names("Travel more. My sister Akari and I want to see Kyoto.")
    assert found["Akari"].relation == "sister"
    assert "Kyoto" in found


@pytest.mark.parametrize(
    ("text", "name", "relation"),
    [
        ("Lunch with my friend Tom tomorrow.", "Tom", "friend"),
        ("my sister Emma is visiting", "Emma", "sister"),
        ("Your sister Akari will love it.", "Akari", "sister"),  # the agent speaking
        ("my best friend Lena Weber called", "Lena Weber", "friend"),
    ],
)
def test_en_kinship_phrases(text: str, name: str, relation: str) -> None:
    assert names(text)[name].relation == relation


@pytest.mark.parametrize(
    "text",
    ["父の日のプレゼント", "兄弟で遊んだ", "母国語は日本語", "弟子入りした", "妹の部屋を掃除"],
)
def test_ja_kinship_words_inside_other_words(text: str) -> None:
    assert all(m.relation is None for m in RULES.names(text))


def test_en_friend_with_honorific_and_alias() -> None:
    found = names("Had dinner with my friend Tanaka-san (Misaki) today.")
    assert found["Tanaka"].relation == "friend"
    assert "Misaki" in found["Tanaka"].aliases


def test_en_manager_with_comma() -> None:
    assert names("My manager, Sato-san, is sponsoring it.")["Sato"].relation == "manager"


def test_en_bare_kinship() -> None:
    assert names("Called my mom tonight.")["mom"].relation == "mother"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I told Yamaguchi-sensei about it.", "Yamaguchi"),
        ("Dr. Mori can see her tomorrow.", "Mori"),
        ("Told Sato-san today.", "Sato"),
    ],
)
def test_en_honorifics(text: str, name: str) -> None:
    assert names(text)[name].kind == "person"


def test_en_capitalised_names_mid_sentence() -> None:
    found = names("I'm leading the frontend at Minato Systems for our client, Kaede Logistics.")
    assert found["Minato Systems"].kind == "org"
    assert found["Kaede Logistics"].kind == "org"


def test_en_capitalised_name_at_sentence_start_needs_a_verb() -> None:
    assert "Kenta" in names("Kenta added a 5-second cache.")
    assert names("Evening walk, 50 minutes.") == {}
    assert names("Practised Arabesque for 30 minutes.").keys() == {"Arabesque"}


def test_en_stop_words_and_acronyms() -> None:
    assert names("Happy New Year! Good morning. The ETA API is slow.") == {}


def test_en_possessive_and_acronyms_end_a_name() -> None:
    assert "Kenta" in names("so Kenta's ETA API is slow")
    assert "Philosopher's Path" in names("we walked the Philosopher's Path")


def test_en_lists_are_split() -> None:
    found = names("most of them are around Gion and Nishiki Market anyway")
    assert {"Gion", "Nishiki Market"} <= found.keys()


def test_en_quoted_title() -> None:
    found = names('Reading "Klara and the Sun" in English, not "normal" books.')
    assert found["Klara and the Sun"].kind == "title"
    assert "normal" not in found


# -- learned names ---------------------------------------------------------------------------


def test_learned_names_are_found_unmarked() -> None:
    rules = RuleExtractor()
    assert "こむぎ" not in {m.name for m in rules.names("こむぎが吠えた")}
    rules.learn(["こむぎ", "母", "a"])  # kinship words and single letters are not learned
    # ... and the name's other-script spelling comes with it (issue 37)
    assert rules.known_names == ("こむぎ", "Komugi")
    assert "こむぎ" in {m.name for m in rules.names("こむぎが吠えた")}
    assert "Komugi" in {m.name for m in rules.names("walked komugi? no, Komugi again")}


def test_a_name_learned_in_one_script_is_found_unmarked_in_the_other() -> None:
    """ "My brother Shun" teaches しゅん and シュン; 高橋さん teaches "Takahashi" (issue 37).
    Taught kana stand as words only: not inside another word."""
    rules = RuleExtractor(known_names=["Shun", "高橋", "Hana"])
    assert "しゅん" in {m.name for m in rules.names("しゅんが札幌に引っ越した。")}
    assert "シュン" in {m.name for m in rules.names("シュンと電話した。")}
    assert "Takahashi" in {m.name for m in rules.names("Our CTO Takahashi gave a talk.")}
    assert "はな" not in {m.name for m in rules.names("長いはなしをした。")}
    assert "はな" in {m.name for m in rules.names("昨日、はなと会った。")}


def test_learned_latin_names_need_word_boundaries() -> None:
    rules = RuleExtractor(known_names=["Aurora"])
    assert "Aurora" in {m.name for m in rules.names("shipping aurora? no, Aurora.")}
    assert "Aurora" not in {m.name for m in rules.names("Auroras are pretty")}


# -- plans ----------------------------------------------------------------------------------


def test_plan_from_japanese_range_with_entity() -> None:
    got = RULES.extract(episode("妹のあかりと京都旅行、4月3日〜5日で決定！"))
    (plan,) = got.plans
    assert (plan.due_start, plan.due_end) == (date(2026, 4, 3), date(2026, 4, 5))
    assert "あかり" in plan.entity_names
    assert "京都旅行" in plan.text


def test_plans_come_from_the_reply_too_and_are_deduplicated() -> None:
    got = RULES.extract(episode("4月3日〜5日で京都！", "4月3日（金）〜5日（日）なら満開かも。"))
    assert [(p.due_start, p.due_end) for p in got.plans] == [(date(2026, 4, 3), date(2026, 4, 5))]


def test_reply_can_be_ignored() -> None:
    got = RuleExtractor(default_tz=JST, include_reply=False).extract(
        episode("hi", "See you on February 27 with Kenta.")
    )
    assert got.plans == () and got.entities == ()


def test_past_dates_and_today_are_not_plans() -> None:
    got = RULES.extract(episode("12月28日は楽しかった。今日はカレー。Today was long."))
    assert got.plans == ()


def test_relative_plan_uses_the_episode_day_in_its_zone() -> None:
    # 23:30 JST on Jan 31 is still Jan 31 locally (14:30 UTC): "tomorrow" is Feb 1.
    at = datetime(2026, 1, 31, 23, 30, tzinfo=JST)
    got = RULES.extract(episode("Dentist tomorrow.", at=at))
    assert [p.due_start for p in got.plans] == [date(2026, 2, 1)]


def test_episode_day_prefers_tz_metadata() -> None:
    at = datetime(2026, 1, 31, 16, 0, tzinfo=UTC)  # 01:00 on Feb 1 in Tokyo
    ep = Episode.create("x", "y", occurred_at=at, metadata={"tz": "+09:00"})
    assert episode_day(ep) == date(2026, 2, 1)
    assert episode_day(Episode.create("x", "y", occurred_at=at)) == date(2026, 1, 31)


def test_merge_extractions_keeps_relation_and_union() -> None:
    ep = episode("My sister Akari visits next Friday.")
    rules = RULES.extract(ep)
    other = RULES.extract(episode("Akari likes Kyoto."))
    merged = merge_extractions([rules, other])
    by_name = {e.name: e for e in merged.entities}
    assert by_name["Akari"].relation == "sister"
    assert "Kyoto" in by_name
    assert len(merged.plans) == 1
    with pytest.raises(ValueError, match="nothing to merge"):
        merge_extractions([])


def _regex_spans(names: list[str], text: str) -> list[tuple[int, int]]:
    """What learn() compiled before: one alternation, longest first, word-bounded Latin."""
    parts = [
        rf"(?<![A-Za-z0-9]){re.escape(n)}(?![A-Za-z0-9])"
        if re.search(r"[A-Za-z0-9]", n)
        else re.escape(n)
        for n in sorted(dict.fromkeys(names), key=len, reverse=True)
    ]
    return [m.span() for m in re.finditer("|".join(parts), text)] if parts else []


def test_known_names_find_what_the_one_regex_found() -> None:
    """The index that replaced the recompiled alternation finds the same spans, in order."""
    rng = random.Random(11)
    pieces = [
        "こむぎ",
        "こむ",
        "ぎ",
        "Ann",
        "Anna",
        "an",
        "田中",
        "田",
        "中さん",
        "R2",
        "x",
        "ー",
        " ",
        "A",
    ]
    for _ in range(2000):
        names = [
            "".join(rng.choice(pieces) for _ in range(rng.randint(1, 3)))
            for _ in range(rng.randint(1, 6))
        ]
        names = [n for n in names if n]
        text = "".join(
            rng.choice([*pieces, "。", "Annabel", "!"]) for _ in range(rng.randint(0, 12))
        )
        known = KnownNames()
        for name in names:
            known.add(name)
        assert list(known.spans(text)) == _regex_spans(names, text), (names, text)
