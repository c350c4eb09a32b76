"""Date resolution against the episode's own day (Japanese and English)."""

from __future__ import annotations

from datetime import date

import pytest

from omoide.agent.understanding.dates import PAST_WINDOW_DAYS, find_dates, infer_year

SUN = date(2026, 1, 11)  # a Sunday
WED = date(2026, 1, 14)


def spans(text: str, today: date) -> list[tuple[str, str]]:
    return [(s.start.isoformat(), s.end.isoformat()) for s in find_dates(text, today=today)]


@pytest.mark.parametrize(
    ("text", "today", "expected"),
    [
        ("4月3日〜5日で決定！", SUN, [("2026-04-03", "2026-04-05")]),
        ("4月3日（金）〜5日（日）なら", SUN, [("2026-04-03", "2026-04-05")]),
        ("4/3〜4/5で京都", SUN, [("2026-04-03", "2026-04-05")]),
        ("2026年4月3日に出発", SUN, [("2026-04-03", "2026-04-03")]),
        ("2026-04-03 start", SUN, [("2026-04-03", "2026-04-03")]),
        ("明日は早い", SUN, [("2026-01-12", "2026-01-12")]),
        ("明後日に会う", SUN, [("2026-01-13", "2026-01-13")]),
        ("あさって行く", SUN, [("2026-01-13", "2026-01-13")]),
        ("3日後に結果", SUN, [("2026-01-14", "2026-01-14")]),
        ("来週の金曜に飲み会", WED, [("2026-01-23", "2026-01-23")]),
        ("今週の金曜に飲み会", WED, [("2026-01-16", "2026-01-16")]),
        ("今週末は雨", WED, [("2026-01-17", "2026-01-18")]),
        ("来週末は晴れ", WED, [("2026-01-24", "2026-01-25")]),
        ("27日の読書会", WED, [("2026-01-27", "2026-01-27")]),
        ("月曜（9日）に1on1", date(2026, 2, 6), [("2026-02-09", "2026-02-09")]),
        ("The launch is on February 27.", SUN, [("2026-02-27", "2026-02-27")]),
        ("April 3 to 5, with Akari", SUN, [("2026-04-03", "2026-04-05")]),
        ("Apr 3 works", SUN, [("2026-04-03", "2026-04-03")]),
        ("the 3rd of April", SUN, [("2026-04-03", "2026-04-03")]),
        ("tomorrow morning", SUN, [("2026-01-12", "2026-01-12")]),
        ("the day after tomorrow", SUN, [("2026-01-13", "2026-01-13")]),
        ("next Friday we ship", WED, [("2026-01-23", "2026-01-23")]),
        ("this Friday we ship", WED, [("2026-01-16", "2026-01-16")]),
        ("the dry run for Friday's demo", WED, [("2026-01-16", "2026-01-16")]),
        ("this weekend", WED, [("2026-01-17", "2026-01-18")]),
        ("next weekend", WED, [("2026-01-24", "2026-01-25")]),
        ("in 3 days", WED, [("2026-01-17", "2026-01-17")]),
        ("Ten days until the recital", date(2026, 3, 12), [("2026-03-22", "2026-03-22")]),
    ],
)
def test_resolves(text: str, today: date, expected: list[tuple[str, str]]) -> None:
    assert spans(text, today) == expected


def test_this_weekend_on_a_sunday_is_today_only() -> None:
    assert spans("this weekend", SUN) == [("2026-01-11", "2026-01-11")]


def test_year_rolls_over_for_next_january() -> None:
    assert spans("1月15日に最終面接", date(2025, 12, 30)) == [("2026-01-15", "2026-01-15")]
    assert spans("January 15 with the CTO", date(2025, 12, 16)) == [("2026-01-15", "2026-01-15")]


def test_recent_past_stays_in_this_year() -> None:
    # Said on January 5: the December just gone, not next December.
    assert spans("12月28日は楽しかった", date(2026, 1, 5)) == [("2025-12-28", "2025-12-28")]
    assert spans("March 1 was the race", date(2026, 3, 22)) == [("2026-03-01", "2026-03-01")]


def test_range_across_new_year() -> None:
    assert spans("12月30日〜1月2日は帰省", date(2025, 12, 1)) == [("2025-12-30", "2026-01-02")]


def test_day_range_without_month_rolls_to_next_month() -> None:
    assert spans("30日〜2日は休み", date(2026, 1, 20)) == [("2026-01-30", "2026-02-02")]


def test_day_alone_already_past_means_next_month() -> None:
    assert spans("京都旅行（3日〜5日）", date(2026, 3, 8)) == [("2026-04-03", "2026-04-05")]


def test_month_end_rollover_for_relative_days() -> None:
    assert spans("明日", date(2026, 1, 31)) == [("2026-02-01", "2026-02-01")]
    assert spans("tomorrow", date(2025, 12, 31)) == [("2026-01-01", "2026-01-01")]


@pytest.mark.parametrize(
    "text",
    [
        "2022年11月3日生まれ",  # a birthday, not a plan
        "1日30ページ読む",  # a rate
        "3日分のフード",  # a quantity
        "毎日1時間",
        "Happy Friday!",  # a bare weekday is a greeting or a habit
        "I may 1 day go",
        "3分の1くらい",
        "18:24 for 3 km",
    ],
)
def test_not_dates(text: str) -> None:
    assert find_dates(text, today=SUN) == []


def test_invalid_dates_are_skipped() -> None:
    assert find_dates("2月30日に", today=SUN) == []


def test_infer_year_window() -> None:
    today = date(2026, 6, 1)
    assert infer_year(6, 1, today) == date(2026, 6, 1)
    edge = today.toordinal() - PAST_WINDOW_DAYS
    inside = date.fromordinal(edge)
    assert infer_year(inside.month, inside.day, today) == inside
    before = date.fromordinal(edge - 1)
    assert infer_year(before.month, before.day, today) == date(2027, before.month, before.day)


def test_spans_keep_positions() -> None:
    text = "妹のあかりと京都旅行、4月3日〜5日で決定！"
    (span,) = find_dates(text, today=SUN)
    assert text[span.pos : span.endpos] == span.text == "4月3日〜5日"
