"""Reading the question (design §plan): the time window of relative and month expressions,
and whether the user asks about something new. Rules only; English and Japanese."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest
from langchain_core.messages import HumanMessage

from omoide.agent.config import RetrievalConfig
from omoide.agent.messages import to_messages
from omoide.agent.nodes.plan import make_plan
from omoide.agent.question import (
    asks_about_new,
    is_question,
    time_window,
)

NOW = int(datetime(2023, 3, 25, 12, 0, tzinfo=UTC).timestamp())  # a Saturday
DAY = 86_400


def _date(ts: int) -> str:
    return datetime.fromtimestamp(ts, tz=UTC).date().isoformat()


# -- time windows -----------------------------------------------------------------------------


def test_days_ago_is_a_window_around_that_day() -> None:
    w = time_window("What kitchen appliance did I buy 10 days ago?", NOW)
    assert w is not None and w.text == "10 days ago"
    ten_days_ago = NOW - 10 * DAY
    assert w.start < ten_days_ago < w.end <= NOW
    assert w.end - w.start < 10 * DAY  # a window, not "everything since"


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("Which pair of shoes did I clean last month?", "2023-02-01", "2023-02-28"),
        ("How many doctor's appointments did I go to in March?", "2023-03-01", "2023-03-25"),
        ("What did I watch in January?", "2023-01-01", "2023-01-31"),
        ("What did I cook in December?", "2022-12-01", "2022-12-31"),  # the latest December
        ("What did I buy in May 2021?", "2021-05-01", "2021-05-31"),
        ("What game did I beat last weekend?", "2023-03-18", "2023-03-19"),
        ("What did I read last week?", "2023-03-13", "2023-03-19"),
        ("Where did I go last year?", "2022-01-01", "2022-12-31"),
        ("先月どこに行った？", "2023-02-01", "2023-02-28"),
        ("3月に何を買った？", "2023-03-01", "2023-03-25"),
        ("去年の旅行", "2022-01-01", "2022-12-31"),
        ("先週末に見た映画", "2023-03-18", "2023-03-19"),
    ],
)
def test_calendar_periods(text: str, first: str, last: str) -> None:
    w = time_window(text, NOW)
    assert w is not None
    assert (_date(w.start), _date(w.end)) == (first, last)


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("I cooked something a couple of days ago", 2),
        ("the sports event two weeks ago", 14),
        ("the workshop 3 months ago", 91),
        ("yesterday's dinner", 1),
        ("3日前に買った家電", 3),
        ("二週間前のイベント", 14),
        ("2ヶ月前に行った店", 61),
        ("昨日の夕飯", 1),
        ("おとといの話", 2),
    ],
)
def test_units_ago_are_centred_on_their_day(text: str, days: int) -> None:
    w = time_window(text, NOW)
    assert w is not None
    assert w.start <= NOW - days * DAY <= w.end


@pytest.mark.parametrize(
    ("text", "days"),
    [("in the past month", 30), ("over the last two months", 61), ("ここ3日", 3)],
)
def test_the_past_n_units_run_up_to_now(text: str, days: int) -> None:
    w = time_window(text, NOW)
    assert w is not None
    assert w.end == NOW and w.start <= NOW - days * DAY


@pytest.mark.parametrize(
    "text",
    [
        "How many days ago did I attend the service?",  # asks for the time, names none
        "How many months ago did I book the Airbnb?",
        "What should I serve for dinner this weekend?",  # the coming weekend
        "I may go in may",  # a verb, not the month
        "何日前だった？",
        "Tell me about the trip",
        "",
    ],
)
def test_texts_without_a_time_have_no_window(text: str) -> None:
    assert time_window(text, NOW) is None


def test_absurd_and_pre_epoch_times() -> None:
    # 10,000 days is ~27 years: still a valid window, before the epoch too.
    w = time_window("something 10000 days ago", int(datetime(1990, 1, 1, tzinfo=UTC).timestamp()))
    assert w is not None and w.start < 0 and w.start < w.end
    # Before 1900 no episode can exist (memory_store refuses it): no window at all.
    assert time_window("something 100000 days ago", NOW) is None
    # A window is never after now.
    w = time_window("in the past 5 years", NOW)
    assert w is not None and w.end == NOW


def test_listed_months_span_them_all() -> None:
    w = time_window("the two novels I finished in January and March?", NOW)
    assert w is not None and (_date(w.start), _date(w.end)) == ("2023-01-01", "2023-03-25")
    assert w.text == "in January / March"
    w = time_window("in October, November or December 2021", NOW)
    assert w is not None and (_date(w.start), _date(w.end)) == ("2021-10-01", "2021-12-31")
    w = time_window("in May and may be later", NOW)  # "may" stays a verb
    assert w is not None and (_date(w.start), _date(w.end)) == ("2022-05-01", "2022-05-31")


def test_several_expressions_span_them_all() -> None:
    w = time_window("the novels I finished last month and 10 days ago", NOW)
    assert w is not None
    assert _date(w.start) == "2023-02-01" and w.end >= NOW - 10 * DAY


# -- the plan ---------------------------------------------------------------------------------


def _plan(text: str, now: int | None, **settings: object) -> object:
    from langchain_core.messages import HumanMessage

    config = RetrievalConfig(plan={"time_windows": True}).replace(**settings)
    return make_plan([HumanMessage(text)], config, now=now)


def test_plan_carries_the_window() -> None:
    from omoide.agent.records import RetrievalPlan

    plan = _plan("Which event happened first, the wedding or the party two weeks ago?", NOW)
    assert isinstance(plan, RetrievalPlan)
    assert plan.time_hint.window_text == "two weeks ago"
    assert plan.mode == "associative_recent"  # a relative time does not lift the date window


def test_time_windows_are_on_by_default() -> None:
    from langchain_core.messages import HumanMessage

    from omoide.agent.config import PRESETS

    text = "Who became a parent first, Rachel or Alex, last year?"
    plan = make_plan([HumanMessage(text)], RetrievalConfig(), now=NOW)
    assert plan.time_hint.window_text == "last year" and plan.time_hint.window_start is not None
    for old in ("rrf", "seed"):  # the previous default and the seeds read no window
        plan = make_plan([HumanMessage(text)], PRESETS[old], now=NOW)
        assert plan.time_hint.window_start is None


def test_plan_switches() -> None:
    from omoide.agent.records import RetrievalPlan

    plan = _plan(
        "Who became a parent first, Rachel or Alex, last year?",
        NOW,
        plan={"time_windows": False},
    )
    assert isinstance(plan, RetrievalPlan)
    assert plan.time_hint.window_start is None


def test_explicit_year_keeps_its_mode_and_gains_a_month_window() -> None:
    from omoide.agent.records import RetrievalPlan

    plan = _plan("What did I do in August 2021?", NOW)
    assert isinstance(plan, RetrievalPlan)
    assert plan.mode == "explicit_about_time"
    assert plan.time_hint.about_year_start == 2021
    assert _date(plan.time_hint.window_start or 0) == "2021-08-01"


def test_missing_now_reads_the_window_from_the_clock() -> None:
    from omoide.agent.records import RetrievalPlan

    plan = _plan("What did I buy yesterday?", None)
    assert isinstance(plan, RetrievalPlan)
    start, end = plan.time_hint.window_start, plan.time_hint.window_end
    assert start is not None and end is not None
    assert start <= plan.now - DAY <= end <= plan.now


# -- calendar periods in the user's time zone -------------------------------------------------

TOKYO = ZoneInfo("Asia/Tokyo")
NEW_YORK = ZoneInfo("America/New_York")


def _at(tz: ZoneInfo, *args: int) -> int:
    return int(datetime(*args, tzinfo=tz).timestamp())  # type: ignore[misc]


def test_calendar_periods_begin_where_the_user_lives() -> None:
    # Sunday 2026-02-01 07:00 in Tokyo is still Saturday 22:00 on 31 January in UTC.
    now = _at(TOKYO, 2026, 2, 1, 7)
    tokyo = time_window("先月のこと", now, tz=TOKYO)
    utc = time_window("先月のこと", now)
    assert tokyo is not None and utc is not None
    assert (tokyo.start, tokyo.end) == (_at(TOKYO, 2026, 1, 1), _at(TOKYO, 2026, 2, 1) - 1)
    assert utc.start == _at(UTC, 2025, 12, 1)  # in UTC it is still January: last month is December
    # Monday 2026-01-12 08:00 in Tokyo: the weekend that ended last night, not the one before.
    weekend = time_window("先週末に行った店", _at(TOKYO, 2026, 1, 12, 8), tz=TOKYO)
    assert weekend is not None and weekend.start == _at(TOKYO, 2026, 1, 10)
    last_week = time_window("What did I do last week?", _at(TOKYO, 2026, 1, 12, 8), tz=TOKYO)
    assert last_week is not None
    assert (last_week.start, last_week.end) == (_at(TOKYO, 2026, 1, 5), _at(TOKYO, 2026, 1, 12) - 1)
    march = time_window("3月に行った店", now, tz=TOKYO)
    assert march is not None and march.start == _at(TOKYO, 2025, 3, 1)
    assert march.end == _at(TOKYO, 2025, 4, 1) - 1
    december = time_window("What did I buy in December 2025?", now, tz=TOKYO)
    assert december is not None and december.end == _at(TOKYO, 2026, 1, 1) - 1


def test_calendar_periods_across_a_clock_change() -> None:
    # New York moved its clocks on Sunday 2026-03-08: last week is 7 days less an hour long.
    now = _at(NEW_YORK, 2026, 3, 11, 12)
    week = time_window("What did I cook last week?", now, tz=NEW_YORK)
    assert week is not None
    assert (week.start, week.end) == (_at(NEW_YORK, 2026, 3, 2), _at(NEW_YORK, 2026, 3, 9) - 1)
    assert week.end + 1 - week.start == 7 * DAY - 3600
    weekend = time_window("last weekend", now, tz=NEW_YORK)
    assert weekend is not None and weekend.start == _at(NEW_YORK, 2026, 3, 7)
    year = time_window("What did I read last year?", now, tz=NEW_YORK)
    assert year is not None and (year.start, year.end) == (
        _at(NEW_YORK, 2025, 1, 1),
        _at(NEW_YORK, 2026, 1, 1) - 1,
    )


def test_the_plan_reads_periods_in_the_configured_zone() -> None:
    now = _at(TOKYO, 2026, 2, 1, 7)
    plan = _plan("先月の話", now, timezone="Asia/Tokyo")
    assert plan.time_hint.window_start == _at(TOKYO, 2026, 1, 1)  # type: ignore[attr-defined]
    plan = _plan("先月の話", now)  # no zone configured and no store: UTC
    assert plan.time_hint.window_start == _at(UTC, 2025, 12, 1)  # type: ignore[attr-defined]


# -- a question about something new -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("イオン板橋ショッピングセンターについて前に話したっけ？", True),
        ("あの店の名前、何だったっけ", True),  # 「っけ」 without a question mark
        ("楽しかった？www", True),
        ("Where did I go (last week)?", True),
        ("Really?!", True),
        ("what did I say about Paris", True),  # an English question word, no mark
        ("so what", False),
        ("そうですか。", False),  # "I see": a reply, not a question
        ("え？本当に！私も好きです。", False),  # the last sentence is a statement
        ("What was it? I forgot.", False),
        ("Thanks!", False),
        ("", False),
    ],
)
def test_is_question_reads_the_last_sentence(text: str, asks: bool) -> None:
    assert is_question(text) is asks


def test_is_question_reads_hostile_text_in_one_pass() -> None:
    # A first version used a regex anchored at the end, which the engine retries from every
    # position: 10,000 "!" before a last letter took 3.5 s, 50,000 took 70 s.
    assert not is_question("!" * 200_000 + "x")
    assert not is_question("ｗ" * 200_000 + "x")
    assert is_question("本当？" + "!" * 200_000)
    assert is_question("楽しかった？" + "w!" * 100_000)


def test_asks_about_new_needs_a_question_a_context_and_only_new_phrases() -> None:
    context = "USER: 東京タワーについて前に話したっけ？\nAGENT: はい、東京タワーの話をしました。"
    assert asks_about_new("イオン板橋について前に話したっけ？", context, ("イオン板橋",))
    # A phrase the conversation already named: a follow-up, not something new.
    assert not asks_about_new("東京タワーは何階建て？", context, ("東京タワー",))
    assert not asks_about_new(
        "イオン板橋と東京タワー、どっち？", context, ("イオン板橋", "東京タワー")
    )
    # Compared normalised (NFKC, case): "ＰＡＲＩＳ" / "paris" is the context's "Paris".
    assert not asks_about_new("What about ＰＡＲＩＳ?", "USER: I loved Paris.", ("ＰＡＲＩＳ",))
    assert not asks_about_new("イオン板橋の話をしよう。", context, ("イオン板橋",))  # no question
    assert not asks_about_new("イオン板橋は？", "", ("イオン板橋",))  # no conversation to leave
    assert not asks_about_new("どこだっけ？", context, ())  # nothing named


def test_the_plan_says_whether_the_user_asks_about_something_new() -> None:
    config = RetrievalConfig(record_runs=False)
    talk = [
        ("user", "東京タワーについて前に話したっけ？"),
        ("ai", "はい、東京タワーの話をしました。"),
    ]
    new = make_plan(
        [*to_messages(talk), HumanMessage("イオン板橋について前に話したっけ？")], config, now=NOW
    )
    assert new.keywords == ("イオン板橋",) and new.asks_new
    again = make_plan([*to_messages(talk), HumanMessage("東京タワーは何階？")], config, now=NOW)
    assert not again.asks_new
    alone = make_plan([HumanMessage("イオン板橋について前に話したっけ？")], config, now=NOW)
    assert not alone.asks_new  # no recent conversation
    off = make_plan(
        [*to_messages(talk), HumanMessage("イオン板橋について前に話したっけ？")],
        config.replace(plan={"keyword_phrases": False}),
        now=NOW,
    )
    assert not off.asks_new  # no phrases searched, none to name
