"""Dates in free text, resolved against the time the text was said (Japanese and English).

``find_dates(text, today=...)`` returns every date or date range it recognises, each as a
:class:`DateSpan` with a start and an end day. Everything is relative to ``today``, the local
calendar day of the episode (not the wall clock of the machine doing the consolidation), so
"明日" said on 2026-01-31 is 2026-02-01 whenever the archive is read.

Recognised (design §memorypack, OPEN_LOOPS):

- absolute: ``2026年4月3日``, ``4月3日``, ``4月3日（金）〜5日``, ``4/3〜4/5``, ``2026-04-03``,
  ``April 3``, ``Apr 3 to 5``, ``3rd of April``, ``February 27, 2026``, a day alone when it
  reads as a date (``27日の読書会``, ``（9日）``);
- relative: ``今日``/``明日``/``明後日`` (``あした``/``あさって``), ``N日後``,
  ``今週末``/``来週末``, ``来週の金曜``/``今週の金曜``/``今度の金曜``;
  ``today``, ``tomorrow``, ``the day after tomorrow``, ``in N days``, ``N days until``,
  ``this weekend``/``next weekend``, ``next Friday``, ``this Friday``/``on Friday``/``Friday's``.

Years are inferred: a month and day without a year is the occurrence inside the window from
:data:`PAST_WINDOW_DAYS` days before ``today`` to a year after that, so "12月28日" said on
January 5 is the December just gone, while "1月15日" said on December 30 is next January. A
range whose end is before its start ("12月30日〜1月2日") ends in the following year. Weeks run
Monday to Sunday: "来週の金曜" and "next Friday" are the Friday of the following week.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

__all__ = ["EN_MONTHS", "EN_NUMBERS", "PAST_WINDOW_DAYS", "DateSpan", "find_dates", "infer_year"]

# A month/day up to this many days before the reference day is read as recent past (so "March
# 1" said on March 22 is not next year's March 1); further back, as the next occurrence.
PAST_WINDOW_DAYS = 90


@dataclass(frozen=True, slots=True)
class DateSpan:
    """A recognised date or range: ``start``..``end`` (inclusive), and where it was found."""

    start: date
    end: date
    text: str
    pos: int
    endpos: int


# -- helpers ------------------------------------------------------------------------------

_RANGE = r"\s*(?:〜|～|~|-|–|—|―|から|to|through|until|till)\s*"
_WEEKDAY_PAREN = r"(?:\s*[（(][月火水木金土日][曜]?[日]?[)）])?"
_JA_WEEKDAYS = "月火水木金土日"
_EN_WEEKDAYS = {
    name: i
    for i, names in enumerate(
        [
            ("monday", "mon"),
            ("tuesday", "tue", "tues"),
            ("wednesday", "wed"),
            ("thursday", "thu", "thur", "thurs"),
            ("friday", "fri"),
            ("saturday", "sat"),
            ("sunday", "sun"),
        ]
    )
    for name in names
}
# English month names and abbreviations (lower case) -> month number; also read by the plan.
EN_MONTHS = {
    name: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ]
    )
    for name in names
}
# Month names are matched capitalised ("May 1", not "may 1"): "may" is mostly a verb, and "mar",
# "sat" or "sun" in lower case are ordinary words.
_MONTH = "|".join(
    sorted((m.capitalize() + (r"\.?" if len(m) == 3 else "") for m in EN_MONTHS), key=len)[::-1]
)
_WD_EN = "|".join(
    sorted(
        (d for d in _EN_WEEKDAYS if len(d) > 3),
        key=len,
        reverse=True,
    )
)
_ORD = r"(?:st|nd|rd|th)?"


def _valid(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def infer_year(month: int, day: int, today: date) -> date | None:
    """The occurrence of month/day in the window around ``today`` (see module docstring)."""
    earliest = today - timedelta(days=PAST_WINDOW_DAYS)
    for year in (today.year - 1, today.year, today.year + 1):
        found = _valid(year, month, day)
        if found is not None and earliest <= found < earliest + timedelta(days=366):
            return found
    return None


def _end_after(start: date, month: int | None, day: int) -> date | None:
    """The end of a range that started on ``start``; a smaller end rolls to the next month/year."""
    m = month if month is not None else start.month
    end = _valid(start.year, m, day)
    if end is not None and end >= start:
        return end
    if month is None:  # "30日〜2日": the next month
        nm, ny = (start.month % 12) + 1, start.year + (start.month // 12)
        return _valid(ny, nm, day)
    return _valid(start.year + 1, m, day)


def _week_start(day: date) -> date:
    return day - timedelta(days=day.weekday())


def _weekday_in(day: date, weekday: int, *, which: str) -> date:
    """``which``: "this" (this Monday-based week), "next" (following week), "coming" (next
    occurrence on or after ``day``), "after" (next occurrence strictly after ``day``)."""
    if which == "this":
        return _week_start(day) + timedelta(days=weekday)
    if which == "next":
        return _week_start(day) + timedelta(days=7 + weekday)
    ahead = (weekday - day.weekday()) % 7
    if which == "after" and ahead == 0:
        ahead = 7
    return day + timedelta(days=ahead)


def _weekend(day: date, *, next_week: bool) -> tuple[date, date]:
    sat = _week_start(day) + timedelta(days=5 + (7 if next_week else 0))
    start = max(sat, day) if not next_week else sat
    return start, sat + timedelta(days=1)


# English number words -> value; also read by the plan's time windows.
EN_NUMBERS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}

# -- patterns -----------------------------------------------------------------------------
# Order matters: earlier patterns win where matches overlap (longest, most specific first).
_D = r"(?<![\d/.])"  # no digit, slash or dot before a day/month number
_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("iso", re.compile(r"(?<!\d)(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})(?!\d)")),
    (
        "ja_full",
        re.compile(
            rf"(?:(?P<y>\d{{4}})年)?{_D}(?P<m>\d{{1,2}})月(?P<d>\d{{1,2}})日{_WEEKDAY_PAREN}"
            rf"(?:{_RANGE}(?:(?P<m2>\d{{1,2}})月)?(?P<d2>\d{{1,2}})日{_WEEKDAY_PAREN})?"
            r"(?!\s*生まれ)"
        ),
    ),
    (
        "slash",
        re.compile(
            rf"(?:(?P<y>\d{{4}})/)?{_D}(?P<m>\d{{1,2}})/(?P<d>\d{{1,2}})(?![\d/%])"
            rf"{_WEEKDAY_PAREN}(?:{_RANGE}(?:(?P<m2>\d{{1,2}})/)?(?P<d2>\d{{1,2}})(?![\d/%:]))?"
        ),
    ),
    (
        "en_md",
        re.compile(
            rf"\b(?P<mon>{_MONTH})\s+(?P<d>\d{{1,2}}){_ORD}\b(?:,?\s+(?P<y>\d{{4}}))?"
            rf"(?:{_RANGE}(?:(?P<mon2>{_MONTH})\s+)?(?P<d2>\d{{1,2}}){_ORD}\b)?"
        ),
    ),
    (
        "en_dm",
        re.compile(
            rf"\b(?P<d>\d{{1,2}}){_ORD}(?:\s+of)?\s+(?P<mon>{_MONTH})\b(?:,?\s+(?P<y>\d{{4}}))?"
        ),
    ),
    ("ja_rel_days", re.compile(r"(?P<n>\d{1,3})日後|あと(?P<n2>\d{1,3})日(?![間分目])")),
    # A day alone reads as a date only before a particle or a closing bracket, never as a count
    # ("3日分", "1日30ページ", "毎日"): "27日の読書会", "（9日）", "3日〜5日".
    (
        "ja_day",
        re.compile(
            rf"(?<![\d月毎数何])(?P<d>\d{{1,2}})日(?:{_RANGE}(?P<d2>\d{{1,2}})日)?"
            r"(?=[のにまでからは）)、。]|\s|$)"
        ),
    ),
    ("ja_dayafter", re.compile(r"明後日|あさって")),
    ("ja_tomorrow", re.compile(r"明日|あした")),
    ("ja_today", re.compile(r"今日")),
    ("ja_weekend", re.compile(r"(?P<which>今週|来週)末")),
    (
        "ja_weekday",
        re.compile(rf"(?P<which>来週|今週|今度|次)の?(?P<wd>[{_JA_WEEKDAYS}])曜(?:日)?"),
    ),
    ("en_dayafter", re.compile(r"\b(?:the\s+)?day after tomorrow\b", re.IGNORECASE)),
    ("en_tomorrow", re.compile(r"\btomorrow\b", re.IGNORECASE)),
    ("en_today", re.compile(r"\b(?:today|tonight)\b", re.IGNORECASE)),
    (
        "en_in_days",
        re.compile(r"\bin\s+(?P<n>\d{1,3}|" + "|".join(EN_NUMBERS) + r")\s+days?\b", re.I),
    ),
    (
        "en_days_until",
        re.compile(
            r"\b(?P<n>\d{1,3}|" + "|".join(EN_NUMBERS) + r")\s+days?\s+(?:until|till|before)\b",
            re.I,
        ),
    ),
    ("en_weekend", re.compile(r"\b(?P<which>this|next)\s+weekend\b", re.IGNORECASE)),
    (
        "en_weekday",
        re.compile(
            rf"\b(?:(?P<which>next|this|on|coming)\s+)?(?P<wd>{_WD_EN.title()}|"
            rf"{_WD_EN})(?P<poss>'s)?\b"
        ),
    ),
]


def _resolve(kind: str, m: re.Match[str], today: date) -> tuple[date, date] | None:
    g = m.groupdict()
    if kind in ("iso", "ja_full", "slash", "en_md", "en_dm"):
        if kind in ("en_md", "en_dm"):
            month = EN_MONTHS[g["mon"].rstrip(".").lower()]
        else:
            month = int(g["m"])
        day = int(g["d"])
        start = _valid(int(g["y"]), month, day) if g.get("y") else infer_year(month, day, today)
        if start is None:
            return None
        if g.get("d2"):
            m2 = g.get("m2")
            mon2 = g.get("mon2")
            month2 = int(m2) if m2 else (EN_MONTHS[mon2.rstrip(".").lower()] if mon2 else None)
            end = _end_after(start, month2, int(g["d2"]))
            if end is None:
                return None
            return start, end
        return start, start
    if kind == "ja_day":
        start = _valid(today.year, today.month, int(g["d"]))
        if start is None or start < today:  # the day of the next month
            nm, ny = (today.month % 12) + 1, today.year + (today.month // 12)
            start = _valid(ny, nm, int(g["d"]))
        if start is None:
            return None
        if g.get("d2"):
            end = _end_after(start, None, int(g["d2"]))
            return (start, end) if end else None
        return start, start
    if kind in ("ja_rel_days", "en_in_days", "en_days_until"):
        raw = (g["n"] or g.get("n2") or "0").lower()
        n = EN_NUMBERS.get(raw) or int(raw)
        return today + timedelta(days=n), today + timedelta(days=n)
    if kind in ("ja_dayafter", "en_dayafter"):
        return today + timedelta(days=2), today + timedelta(days=2)
    if kind in ("ja_tomorrow", "en_tomorrow"):
        return today + timedelta(days=1), today + timedelta(days=1)
    if kind in ("ja_today", "en_today"):
        return today, today
    if kind in ("ja_weekend", "en_weekend"):
        return _weekend(today, next_week=g["which"] in ("来週", "next"))
    if kind == "ja_weekday":
        wd = _JA_WEEKDAYS.index(g["wd"])
        which = {"来週": "next", "今週": "this", "今度": "after", "次": "after"}[g["which"]]
        on = _weekday_in(today, wd, which=which)
        return on, on
    if kind == "en_weekday":
        which = (g.get("which") or "").lower()
        if not which and not g.get("poss"):
            return None  # a bare weekday is usually a habit or a greeting ("Happy Friday")
        wd = _EN_WEEKDAYS[g["wd"].lower()]
        mode = {"next": "next", "this": "coming", "on": "coming", "coming": "after"}.get(
            which, "coming"
        )
        on = _weekday_in(today, wd, which=mode)
        return on, on
    raise AssertionError(kind)


def find_dates(text: str, *, today: date) -> list[DateSpan]:
    """Every date or date range in ``text``, resolved against ``today``, in text order.

    Where two patterns match overlapping text the earlier (more specific) pattern wins.
    """
    taken: list[tuple[int, int]] = []
    found: list[DateSpan] = []
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            resolved = _resolve(kind, m, today)
            if resolved is None:
                continue
            taken.append((m.start(), m.end()))
            found.append(DateSpan(resolved[0], resolved[1], m.group(0), m.start(), m.end()))
    found.sort(key=lambda s: s.pos)
    return found
