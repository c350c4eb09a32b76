"""Negative feedback is recognised by rules (design §runs): rejections of what was recalled,
in Japanese and English, and the look-alikes that are not rejections."""

from __future__ import annotations

import pytest

from omoide.agent.feedback import rejection_phrase

REJECTIONS = [
    "それは関係ない",
    "それは関係ないよ",
    "それ全然関係ないです",
    "いや、それじゃない",
    "それじゃなくて、去年の夏の話",
    "その話じゃないよ",
    "そういう意味じゃないんだけど",
    "違う、去年の話だよ",
    "ううん、違うよ。京都のほう",
    "ちがう",
    "関係ない！",
    "そんな話してないよ",
    "人違いだよ",
    "That's not what I meant.",
    "that’s not what I meant",
    "No, that's not what I was asking about",
    "Not what I meant at all",
    "That's not it, I mean the other trip",
    "That's irrelevant",
    "that has nothing to do with it",
    "I didn't mean that",
    "no, I meant the concert",
    "Wrong one!",
    "Nope, wrong person",
    "You're thinking of someone else",
    "not that one",
]

NOT_REJECTIONS = [
    "関係ないけど、明日雨かな",
    "関係ない話だけど聞いて",
    "それは関係なくない？",  # "isn't it related?": it is related
    "これとあれは違うよね？",  # a comparison, not a rejection
    "全然違う味だった",
    "今日は何する？",
    "あかりちゃん元気かな",
    "This is unrelated, but how was your weekend?",
    "I want to learn what I meant to say in French",
    "Tell me about the wrong turn we took in Kyoto",
    "Which one was it?",
    "Remember the concert?",
    "",
    "That was fun. That's not what I meant though",  # only the first sentence counts
]


@pytest.mark.parametrize("text", REJECTIONS)
def test_rejections_are_recognised(text: str) -> None:
    assert rejection_phrase(text) is not None


@pytest.mark.parametrize("text", NOT_REJECTIONS)
def test_look_alikes_are_not_rejections(text: str) -> None:
    assert rejection_phrase(text) is None


def test_the_phrase_is_returned_for_the_run_record() -> None:
    assert rejection_phrase("いや、それは関係ないよ") == "それは関係ない"
    assert rejection_phrase("That's not what I meant!") == "that's not what i meant"
