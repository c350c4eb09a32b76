"""Issue 27, 6a: the pack's background items (the weekly summary, pinned and user facts,
upcoming open loops) join only a turn about them. The reading is a pure function of the
user's text (``question.asks_about_background``)."""

from __future__ import annotations

import pytest

from omoide.agent.question import asks_about_background


@pytest.mark.parametrize(
    "text",
    [
        "What did I promise to do this week?",
        "Any plans for next weekend?",
        "What's on my schedule?",
        "Remind me what my deadlines are",
        "What do you know about me?",
        "catch me up",
        "今週の予定は何だっけ？",
        "約束してたことある？",
        "最近どうしてたっけ？",
        "私のこと覚えてる？",
        "やることリストを教えて",
        "ＴＨＩＳ ＷＥＥＫ, what is due?",  # full-width letters (NFKC)
    ],
)
def test_questions_about_plans_the_week_or_the_user_want_background(text: str) -> None:
    assert asks_about_background(text)


@pytest.mark.parametrize(
    "text",
    [
        "京都旅行はどこに行ったんだっけ",
        "こむぎの散歩で何があったっけ？",
        "ピアノの練習はどの曲だったかな",
        "When does Aurora launch?",
        "What's the boiling point of tungsten?",
        "田中さんのおすすめの本って何だっけ？",
        "The planet Mars is red",  # "plan" inside a word is no plan
        "I explained it to my boss",
    ],
)
def test_questions_about_something_else_do_not(text: str) -> None:
    assert not asks_about_background(text)
