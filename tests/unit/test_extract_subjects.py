"""Whose fact a sentence states, and what is no fact of the user's (the fact rules, ja + en).

Every case here failed on the rules before this file (the dog's allergy stored as the user's,
hearsay as the user's routine, 「ユーザーはこむぎのアレルギー」...): one test per rule kind.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from omoide.agent.understanding.extract import FactMention, RuleExtractor
from omoide.agent.understanding.extract.facts import HEDGED_CONFIDENCE, PLAIN_CONFIDENCE
from omoide.memory_store.records import Episode

AT = datetime(2026, 1, 5, 12, tzinfo=UTC)


def facts(user: str, known: tuple[str, ...] = ()) -> list[FactMention]:
    ep = Episode.create(user, "", occurred_at=AT)
    return list(RuleExtractor(known_names=known).extract(ep).facts)


def said(user: str, known: tuple[str, ...] = ()) -> dict[str, str | None]:
    """Fact text -> its subject (None: the user)."""
    return {f.text: f.subject for f in facts(user, known)}


# -- 1. subject attribution --------------------------------------------------------------


@pytest.mark.parametrize(
    ("user", "known", "text", "subject"),
    [
        # The topic marked by は/が is whose fact it is.
        ("こむぎはお風呂が大嫌いで、すぐ逃げる。", ("こむぎ",), "こむぎはお風呂が大嫌い", "こむぎ"),
        ("うちの犬のこむぎは鶏肉アレルギーなので大変。", (), "こむぎは鶏肉アレルギー", "こむぎ"),
        ("母はパクチーが大嫌いです。", (), "母はパクチーが大嫌い", "母"),
        ("上司の山本さんはコーヒーが大好き。", (), "山本はコーヒーが大好き", "山本"),
        ("うちの猫は魚が嫌いで、チキンしか食べない。", (), "うちの猫は魚が嫌い", "うちの猫"),
        # A zero-subject sentence continues the previous sentence's topic.
        (
            "妹のあかりは看護師です。えびアレルギーで大変そう。",
            (),
            "あかりはえびアレルギー",
            "あかり",
        ),
        ("My dog Biscuit is allergic to chicken.", (), "Biscuit is allergic to chicken", "Biscuit"),
        ("My mom hates cilantro.", (), "The user's mother dislikes cilantro", "mom"),
        ("Mochi loves tuna more than anything.", ("Mochi",), "Mochi likes tuna", "Mochi"),
        ("My husband Ken can't stand spicy food.", (), "Ken dislikes spicy food", "Ken"),
    ],
)
def test_a_fact_about_someone_else_is_theirs_not_the_users(
    user: str, known: tuple[str, ...], text: str, subject: str
) -> None:
    found = said(user, known)
    assert found.get(text, "missing") == subject, found
    assert not any(f.startswith(("ユーザーは", "The user is", "The user dislikes")) for f in found)


def test_the_previous_message_of_the_same_conversation_keeps_its_topic() -> None:
    rules = RuleExtractor()
    first = Episode.create(
        "柴犬を飼っていて、名前は「こむぎ」です。", "", occurred_at=AT, session_id="s1"
    )
    second = Episode.create(
        "女の子で、お風呂が大嫌いです。", "", occurred_at=AT + timedelta(minutes=3), session_id="s1"
    )
    assert [f.text for f in rules.extract(first).facts] == ["こむぎはユーザーの柴犬"]
    assert {f.text: f.subject for f in rules.extract(second).facts} == {
        "こむぎはお風呂が大嫌い": "こむぎ"
    }
    # Another conversation, or a day later: nobody else is the topic, it is the user's.
    later = Episode.create(
        "お風呂が大嫌いです。", "", occurred_at=AT + timedelta(days=1), session_id="s1"
    )
    assert {f.text: f.subject for f in rules.extract(later).facts} == {
        "ユーザーはお風呂が大嫌い": None
    }


def test_a_subject_the_rules_cannot_name_drops_the_fact() -> None:
    # 主人公 (someone unnamed), "she" (a pronoun): theirs, and not representable.
    assert said("ドラマの主人公は猫アレルギーらしい。えびも好きらしい。") == {}
    assert said("My sister Emma said she's allergic to peanuts.") == {}


# -- 2. hearsay and reported speech, conditions, what held only once -----------------------


@pytest.mark.parametrize(
    "user",
    [
        "えびアレルギーらしい。",
        "パクチーが苦手だって言ってた。",
        "毎朝ヨガをしているそうです。",
        "毎月最終土曜日に、下北沢のカフェでやっているそうです。",
        "上司の佐々木さんによると、来月から毎週月曜に全体会議があるそうです。",
        "Apparently I'm allergic to cats.",
        "Mom says I love carrots.",
    ],
)
def test_hearsay_and_reported_speech_are_not_the_users_facts(user: str) -> None:
    assert said(user) == {}


def test_hearsay_about_someone_else_is_kept_hedged() -> None:
    found = facts("同僚の佐藤さんはえびアレルギーらしい。")
    assert [(f.text, f.subject, f.confidence) for f in found] == [
        ("佐藤はえびアレルギー", "佐藤", HEDGED_CONFIDENCE)
    ]


@pytest.mark.parametrize(
    "user",
    [
        "大阪に住むなら、毎日たこ焼きを食べる。",
        "If I get a dog named Max, I'll walk him every evening.",
        "If I work at Google next year, I'll move.",
    ],
)
def test_conditions_state_no_fact(user: str) -> None:
    assert said(user) == {}


@pytest.mark.parametrize(
    ("user", "kept"),
    [
        ("I was allergic to milk as a kid.", {}),
        ("ピーマンが嫌いだった。", {}),  # only once
        ("もう毎朝は走っていない。", {}),
        ("年末休みで毎日1時間ピアノを弾いてます。", {}),  # a holiday, not a routine
        ("来月大阪に引っ越します。", {}),  # a plan, not a home yet
        (
            "前は大阪に住んでいたけど、今は福岡に住んでいます。",
            {"ユーザーは福岡に住んでいる": None},
        ),
    ],
)
def test_what_held_only_once_or_only_for_a_while_is_no_fact(
    user: str, kept: dict[str, str | None]
) -> None:
    assert said(user) == kept


def test_the_rules_still_state_the_users_own_facts() -> None:
    # Guards (these held before too): a plain statement, a hedge, a zero subject with no topic,
    # a question, a childhood allergy.
    assert said("実はそばアレルギーなんです。") == {"ユーザーはそばアレルギー": None}
    assert said("えびアレルギーって大人になってからでもなるの？") == {}
    assert said("子どもの頃は卵アレルギーだった。") == {}
    assert said("昨日は母と買い物。納豆が苦手なので、朝はパン。") == {"ユーザーは納豆が苦手": None}
    hedged = facts("もしかしたら小麦アレルギーかもしれない。")
    assert [(f.text, f.confidence) for f in hedged] == [
        ("ユーザーは小麦アレルギー", HEDGED_CONFIDENCE)
    ]
    assert [f.confidence for f in facts("I live in Yokohama.")] == [PLAIN_CONFIDENCE]
    assert said("Every Sunday I call my grandma.") == {
        "The user's routine: Every Sunday I call my grandma": None
    }


# -- 3. complete predicates ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("user", "known", "expected"),
    [
        # Whose allergy, not to what: no fact (「カニのアレルギー」 is to what).
        ("今年はこむぎのアレルギー、ピアノ、いろいろあった。", ("こむぎ",), {}),
        ("私はカニのアレルギーがあります。", (), {"ユーザーはカニアレルギー": None}),
        # The modifying clause is part of what is liked.
        ("動くものを扱う仕事が好き。", (), {"ユーザーは動くものを扱う仕事が好き": None}),
        ("同僚の佐藤さんはえびアレルギーです。", (), {"佐藤はえびアレルギー": "佐藤"}),
    ],
)
def test_a_fact_is_a_complete_predicate(
    user: str, known: tuple[str, ...], expected: dict[str, str | None]
) -> None:
    assert said(user, known) == expected
