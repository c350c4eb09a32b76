"""Design §plan: the rule-based RetrievalPlan — two fixed queries, recent context, mode and
time hints, the recent window and limits. No LLM, no store."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.plan import make_plan
from omoide.agent.records import TimeHint

NOW = 1_767_000_000
DAY = 86_400
CFG = RetrievalConfig()


def test_single_query_without_context() -> None:
    p = make_plan([HumanMessage("こむぎの散歩で何があったっけ？")], CFG, now=NOW)
    assert p.queries == ("こむぎの散歩で何があったっけ？",)
    assert p.user_text == "こむぎの散歩で何があったっけ？"
    assert p.context_text == ""
    assert p.exclude_texts == ()


def test_q1_is_user_text_q2_is_context_plus_user_text() -> None:
    msgs = [
        HumanMessage("I'm meeting Tanaka-san tomorrow"),
        AIMessage("Nice! Say hi from me."),
        HumanMessage("What did Tanaka-san recommend?"),
    ]
    p = make_plan(msgs, CFG, now=NOW)
    context = "USER: I'm meeting Tanaka-san tomorrow\nAGENT: Nice! Say hi from me."
    assert p.context_text == context
    assert p.queries == (
        "What did Tanaka-san recommend?",
        f"{context}\n---\nWhat did Tanaka-san recommend?",
    )
    assert p.exclude_texts == ("I'm meeting Tanaka-san tomorrow", "Nice! Say hi from me.")


def test_user_text_is_the_latest_human_message_stripped() -> None:
    msgs = [HumanMessage("first"), AIMessage("reply"), HumanMessage("  second  ")]
    p = make_plan(msgs, CFG, now=NOW)
    assert p.user_text == "second"
    assert p.queries[0] == "second"


def _history(turns: int) -> list[HumanMessage | AIMessage]:
    out: list[HumanMessage | AIMessage] = []
    for i in range(turns):
        out += [HumanMessage(f"user message {i}"), AIMessage(f"agent reply {i}")]
    return out


def test_recent_context_is_three_turns_six_messages() -> None:
    p = make_plan([*_history(10), HumanMessage("now")], CFG, now=NOW)
    lines = p.context_text.splitlines()
    assert len(lines) == 6
    assert lines[0] == "USER: user message 7"
    assert lines[-1] == "AGENT: agent reply 9"
    assert "user message 6" not in p.context_text
    assert len(p.exclude_texts) == 6


def test_recent_turns_follows_config() -> None:
    p = make_plan(
        [*_history(10), HumanMessage("now")], CFG.replace(plan={"recent_turns": 1}), now=NOW
    )
    assert p.context_text == "USER: user message 9\nAGENT: agent reply 9"
    p = make_plan(
        [*_history(10), HumanMessage("now")], CFG.replace(plan={"recent_turns": 0}), now=NOW
    )
    assert p.queries == ("now",)


def test_context_is_clipped_from_the_front() -> None:
    msgs = [HumanMessage("x" * 3000), AIMessage("the newest line"), HumanMessage("q")]
    p = make_plan(msgs, CFG, now=NOW)
    assert len(p.context_text) == CFG.plan.context_max_chars
    assert p.context_text.endswith("AGENT: the newest line")


def test_tool_and_internal_messages_are_not_context() -> None:
    msgs = [
        SystemMessage("you are a helpful agent"),
        HumanMessage("search my memory for Kyoto"),
        AIMessage(
            "",
            tool_calls=[
                {"name": "search_past_conversations", "args": {"query": "京都"}, "id": "call_1"}
            ],
        ),
        ToolMessage("[2025-10-02] (id=abc) 4月に京都へ旅行する予定", tool_call_id="call_1"),
        AIMessage("<<INTERNAL_CONTEXT>>\n<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>\nsecret"),
        AIMessage("You planned a Kyoto trip in April."),
        HumanMessage("where did I want to go there?"),
    ]
    p = make_plan(msgs, CFG, now=NOW)
    assert p.context_text == (
        "USER: search my memory for Kyoto\nAGENT: You planned a Kyoto trip in April."
    )
    for leaked in ("you are a helpful", "id=abc", "INTERNAL_CONTEXT", "secret"):
        assert leaked not in p.queries[1]


def test_tool_messages_do_not_count_against_the_six() -> None:
    msgs = [*_history(3)]
    msgs += [ToolMessage("tool output", tool_call_id=f"c{i}") for i in range(5)]  # type: ignore[misc]
    p = make_plan([*msgs, HumanMessage("q")], CFG, now=NOW)
    assert len(p.context_text.splitlines()) == 6
    assert p.context_text.startswith("USER: user message 0")


def test_list_content_messages_are_read() -> None:
    msgs = [
        HumanMessage(
            content=[{"type": "text", "text": "柴犬の"}, {"type": "text", "text": "こむぎ"}]
        )
    ]
    p = make_plan(msgs, CFG, now=NOW)
    assert p.user_text == "柴犬のこむぎ"


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("2018年の夏に行った海、覚えてる？", TimeHint(2018, 2018, None)),
        ("高校の頃の部活の話", TimeHint(None, None, "high_school")),
        ("When I was in high school I played tennis", TimeHint(None, None, "high_school")),
        ("back in 2019-2021 I lived in Osaka", TimeHint(2019, 2021, None)),
        ("from 2021 to 2019, roughly", TimeHint(2019, 2021, None)),
        ("2015年から2017年まで大学にいた", TimeHint(2015, 2017, "university")),
        ("大学時代の友達", TimeHint(None, None, "university")),
        ("my first job after graduating", TimeHint(None, None, "working_adult")),
    ],
)
def test_explicit_about_time(text: str, hint: TimeHint) -> None:
    p = make_plan([HumanMessage(text)], CFG, now=NOW)
    assert p.mode == "explicit_about_time"
    assert p.time_hint == hint
    assert p.since is None  # the time it is about is not the conversation date


@pytest.mark.parametrize(
    "text",
    [
        "こむぎの散歩で何があったっけ？",
        "How is Project Aurora going?",
        "call me at 12345 tomorrow",  # digits that are not a year
        "I'm in middle management now",  # no life-stage phrase
    ],
)
def test_associative_recent_otherwise(text: str) -> None:
    p = make_plan([HumanMessage(text)], CFG, now=NOW)
    assert p.mode == "associative_recent"
    assert p.time_hint == TimeHint()
    assert p.since == NOW - 365 * DAY


def test_year_only_counts_as_a_whole_number() -> None:
    assert make_plan([HumanMessage("order 120185 shipped")], CFG, now=NOW).mode == (
        "associative_recent"
    )
    assert make_plan([HumanMessage("1850年の話")], CFG, now=NOW).mode == "associative_recent"


def test_time_hint_comes_from_user_text_not_context() -> None:
    msgs = [
        HumanMessage("高校の頃の話をしよう"),
        AIMessage("いいですね"),
        HumanMessage("何の話だっけ"),
    ]
    assert make_plan(msgs, CFG, now=NOW).mode == "associative_recent"


def test_since_follows_day_range_and_zero_disables() -> None:
    p = make_plan([HumanMessage("q")], CFG.replace(plan={"occurred_day_range": 30}), now=NOW)
    assert p.since == NOW - 30 * DAY
    p = make_plan([HumanMessage("q")], CFG.replace(plan={"occurred_day_range": 0}), now=NOW)
    assert p.since is None


def test_limits_come_from_config() -> None:
    p = make_plan([HumanMessage("q")], CFG, now=NOW)
    assert (p.max_candidates, p.max_selected) == (60, 5)
    p = make_plan(
        [HumanMessage("q")],
        CFG.replace(fusion={"max_candidates": 30}, injection={"max_results": 2}),
        now=NOW,
    )
    assert (p.max_candidates, p.max_selected) == (30, 2)


def test_now_defaults_to_the_wall_clock() -> None:
    import time

    before = int(time.time())
    p = make_plan([HumanMessage("q")], CFG)
    assert before <= p.now <= int(time.time()) + 1
    assert make_plan([HumanMessage("q")], CFG, now=NOW).now == NOW


@pytest.mark.parametrize(
    ("text", "phrases"),
    [
        ("「銀河鉄道の夜」を読んだ", ("銀河鉄道の夜",)),  # quoted: whole
        ("柴犬のこむぎと京都へ", ("柴犬", "京都")),  # kanji / katakana runs, no hiragana
        ('I loved "The Midnight Library"', ("The Midnight Library",)),
        # Single quotes are a title's, not an apostrophe's: whole, whatever the capitals.
        (
            "Which group did I join first, 'Page Turners' or 'Marketing Professionals'?",
            ("Page Turners", "Marketing Professionals"),
        ),
        ("Did I mention ‘Project Hail Mary’?", ("Project Hail Mary",)),
        ("the kids' toys and 'Frozen'", ("Frozen",)),
        ("rock 'n' roll", ()),  # one letter: no phrase
        ("what did I say about the budget", ()),  # ordinary words are no names
        ("Ask Tom about room 101", ("Tom", "101")),  # capitalised mid-sentence, digits
        ("この前の話、覚えてる？", ()),  # stop words
    ],
)
def test_distinctive_phrases_of_the_user_text(text: str, phrases: tuple[str, ...]) -> None:
    from omoide.agent.nodes.plan import extract_keywords

    assert extract_keywords(text, min_chars=2, limit=5) == phrases
