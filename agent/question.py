"""Reading the question (design §plan): the time window a relative or month expression
names, and whether the user asks about something the recent conversation did not mention.
Rules only, English and Japanese; no LLM, no morphological analyser.

The time reading is conservative on purpose: a rule fires only on an explicit time
expression. (Sub-queries for a question naming two events were measured and removed:
BENCHMARKS.md §1, "Reading the question".)
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, tzinfo

from omoide.agent.understanding.dates import EN_MONTHS, EN_NUMBERS
from omoide.memory_store.tokenize import normalize

__all__ = [
    "LIFE_STAGES",
    "TimeWindow",
    "asks_about_background",
    "asks_about_new",
    "asks_about_window",
    "is_question",
    "spans_a_life",
    "time_window",
]

DAY = 86_400
# occurred_at is valid in the years 1900-2199 (memory_store.records.to_epoch_seconds).
_EARLIEST = int(datetime(1900, 1, 1, tzinfo=UTC).timestamp())

# ---------------------------------------------------------------------------------------------
# Relative and month times
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TimeWindow:
    """A time the question names, as an inclusive window (epoch seconds) and the words that
    named it."""

    start: int
    end: int
    text: str


_NUMBER_WORDS = {
    **EN_NUMBERS,  # one .. ten, as the date reader reads them
    "a": 1,
    "an": 1,
    "eleven": 11,
    "twelve": 12,
    "a couple of": 2,
    "a couple": 2,
    "couple of": 2,
    "a few": 3,
    "few": 3,
    "several": 3,
}
_KANJI_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_UNIT_DAYS = {"day": 1.0, "week": 7.0, "month": 30.44, "year": 365.25}
_JA_UNIT = {
    "日": "day",
    "週": "week",
    "週間": "week",
    "か月": "month",
    "ヶ月": "month",
    "カ月": "month",
    "ケ月": "month",
    "ヵ月": "month",
    "箇月": "month",
    "年": "year",
}
_MONTHS = EN_MONTHS  # one month table for the plan and the date reader
_NUM = r"(\d{1,6}|" + "|".join(sorted(map(re.escape, _NUMBER_WORDS), key=len, reverse=True)) + r")"
_EN_AGO = re.compile(rf"\b{_NUM}\s+(day|week|month|year)s?\s+ago\b", re.IGNORECASE)
_EN_PAST = re.compile(
    rf"\b(?:in\s+|over\s+|during\s+)?the\s+(?:past|last|previous)\s+(?:{_NUM}\s+)?"
    r"(day|week|month|year)s?\b",
    re.IGNORECASE,
)
_EN_LAST = re.compile(r"\b(last|this|previous)\s+(weekend|week|month|year)\b", re.IGNORECASE)
_EN_DAY = re.compile(r"\b(yesterday|the day before yesterday)\b", re.IGNORECASE)
_EN_MONTH = re.compile(
    r"\b(?:in|during|since|throughout)\s+(?:early\s+|late\s+|mid-?)?("
    + "|".join(sorted(_MONTHS, key=len, reverse=True))
    + r")\b(?:\s+(?:of\s+)?(\d{4}))?",
    re.IGNORECASE,
)
# "in January and March", "in May, June or July": the months after the first.
_EN_MONTH_MORE = re.compile(
    r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)("
    + "|".join(sorted(_MONTHS, key=len, reverse=True))
    + r")\b(?:\s+(?:of\s+)?(\d{4}))?",
    re.IGNORECASE,
)
_EN_YEAR_START = re.compile(r"\bsince\s+the\s+(?:start|beginning)\s+of\s+the\s+year\b", re.I)
_JA_NUM = r"(\d{1,6}|[一二三四五六七八九十]{1,3}|数|二、三|2、3|2,3|何)"
_JA_AGO = re.compile(_JA_NUM + r"(日|週間|週|か月|ヶ月|カ月|ケ月|ヵ月|箇月|年)前")
_JA_UNITS = r"(日|週間|週|か月|ヶ月|カ月|ケ月|ヵ月|箇月|年)"
_JA_PAST = re.compile(r"(?:この|ここ|過去)" + _JA_NUM + _JA_UNITS)
_JA_WORDS = {
    "一昨日": ("ago", 2, "day"),
    "おととい": ("ago", 2, "day"),
    "昨日": ("ago", 1, "day"),
    "きのう": ("ago", 1, "day"),
    "先週末": ("weekend", 0, ""),
    "先週": ("ago", 1, "week"),
    "先月": ("last", 0, "month"),
    "去年": ("last", 0, "year"),
    "昨年": ("last", 0, "year"),
    "今週": ("this", 0, "week"),
    "今月": ("this", 0, "month"),
    "今年": ("this", 0, "year"),
}
_JA_MONTH = re.compile(r"(?:(\d{4})年)?(1[0-2]|[1-9]|十[一二]?|[一二三四五六七八九])月(?!前|間|分)")


# (position in the text, (window start, window end), the words that named it)
_Found = tuple[int, tuple[int, int], str]


def _ja_number(raw: str) -> int | None:
    if raw.isdigit():
        return int(raw)
    if raw in ("数", "二、三", "2、3", "2,3"):
        return 3
    if raw == "何":
        return None
    total, tens = 0, 0
    for ch in raw:
        if ch == "十":
            tens = max(tens, 1) * 10 if tens else 10
            total = tens
        elif ch in _KANJI_DIGITS:
            total = (tens + _KANJI_DIGITS[ch]) if tens else total * 10 + _KANJI_DIGITS[ch]
    return total or None


def _en_number(raw: str | None) -> int:
    if raw is None:
        return 1
    raw = re.sub(r"\s+", " ", raw.casefold())
    return int(raw) if raw.isdigit() else _NUMBER_WORDS[raw]


def _ago(now: int, n: int, unit: str, slack: float) -> tuple[int, int]:
    """ "N units ago": centred on now − N·unit, half a unit plus ``slack`` of the distance
    either side (dates in memory are approximate, and so are the user's)."""
    days = _UNIT_DAYS[unit]
    centre = now - n * days * DAY
    half = (days / 2 + slack * n * days) * DAY
    return int(centre - half), min(now, int(centre + half))


def _month_bounds(year: int, month: int, tz: tzinfo) -> tuple[int, int]:
    first = datetime(year, month, 1, tzinfo=tz)
    nxt = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=tz)
    return int(first.timestamp()), int(nxt.timestamp()) - 1


def _latest_month(now: int, month: int, year: int | None, tz: tzinfo) -> tuple[int, int]:
    """The named month: in ``year`` if given, else the latest one that has begun by ``now``."""
    today = datetime.fromtimestamp(now, tz=tz)
    if year is None:
        year = today.year if month <= today.month else today.year - 1
    return _month_bounds(year, month, tz)


def _period(now: int, which: str, unit: str, tz: tzinfo) -> tuple[int, int]:
    """ "last/this week|month|year", "last weekend" as calendar periods of the user's time
    zone ``tz`` (on a Monday morning in Tokyo, 「先週末」 is the weekend that ended last night)."""
    today = datetime.fromtimestamp(now, tz=tz).date()
    if unit == "weekend":
        # The latest Saturday–Sunday that has begun before today.
        days_back = (today.weekday() - 5) % 7 or 7
        saturday = today - timedelta(days=days_back)
        return _day_start(saturday, tz), _day_start(saturday + timedelta(days=2), tz) - 1
    if unit == "week":
        monday = today - timedelta(days=today.weekday())
        if which == "this":
            return _day_start(monday, tz), now
        return _day_start(monday - timedelta(days=7), tz), _day_start(monday, tz) - 1
    if unit == "month":
        if which == "this":
            return _day_start(today.replace(day=1), tz), now
        prev = today.replace(day=1) - timedelta(days=1)
        return _month_bounds(prev.year, prev.month, tz)
    new_year = _day_start(today.replace(month=1, day=1), tz)
    if which == "this":
        return new_year, now
    return _day_start(today.replace(year=today.year - 1, month=1, day=1), tz), new_year - 1


def _day_start(day: date, tz: tzinfo) -> int:
    """Midnight at the start of the calendar ``day`` in ``tz`` (epoch seconds)."""
    return int(datetime(day.year, day.month, day.day, tzinfo=tz).timestamp())


def _listed_months(text: str, m: re.Match[str], now: int, tz: tzinfo) -> list[_Found]:
    """The month ``m`` names and the months listed after it ("in January and March", "in
    October, November or December 2021": a year at the end dates them all)."""
    found = [(m.start(), m.group(1), m.group(2), m[0])]
    pos = m.end()
    while (more := _EN_MONTH_MORE.match(text, pos)) and more.group(1)[0].isupper():
        found.append((more.start(1), more.group(1), more.group(2), more.group(1)))
        pos = more.end()
    out: list[_Found] = []
    year: str | None = None
    for start, name, named_year, words in reversed(found):
        year = named_year or year
        lo, hi = _latest_month(now, _MONTHS[name.lower()], int(year) if year else None, tz)
        if words.lower().startswith("since"):
            hi = now
        out.append((start, (lo, hi), words))
    return out[::-1]


def _candidates(text: str, now: int, slack: float, tz: tzinfo) -> list[_Found]:
    """(position, window, words) for every time expression the rules read."""
    out: list[_Found] = []
    for m in _EN_AGO.finditer(text):
        out.append((m.start(), _ago(now, _en_number(m.group(1)), m.group(2).lower(), slack), m[0]))
    for m in _EN_PAST.finditer(text):
        n, unit = _en_number(m.group(1)), m.group(2).lower()
        start = now - int(n * _UNIT_DAYS[unit] * (1 + slack) * DAY)
        out.append((m.start(), (start, now), m[0]))
    for m in _EN_LAST.finditer(text):
        which, unit = m.group(1).lower(), m.group(2).lower()
        if which == "this" and unit == "weekend":
            continue  # usually the coming one: nothing to remember yet
        window = _period(now, "this" if which == "this" else "last", unit, tz)
        out.append((m.start(), window, m[0]))
    for m in _EN_DAY.finditer(text):
        n = 2 if "before" in m.group(1).lower() else 1
        out.append((m.start(), _ago(now, n, "day", slack), m[0]))
    for m in _EN_MONTH.finditer(text):
        if not m.group(1)[0].isupper():
            continue  # "in may" is a verb more often than a month
        out += _listed_months(text, m, now, tz)
    for m in _EN_YEAR_START.finditer(text):
        out.append((m.start(), _period(now, "this", "year", tz), m[0]))
    for m in _JA_AGO.finditer(text):
        count = _ja_number(m.group(1))
        if count is not None:
            out.append((m.start(), _ago(now, count, _JA_UNIT[m.group(2)], slack), m[0]))
    for m in _JA_PAST.finditer(text):
        count = _ja_number(m.group(1))
        if count is not None:
            span = count * _UNIT_DAYS[_JA_UNIT[m.group(2)]] * (1 + slack) * DAY
            out.append((m.start(), (now - int(span), now), m[0]))
    taken: list[tuple[int, int]] = []
    for word in sorted(_JA_WORDS, key=len, reverse=True):
        for m in re.finditer(re.escape(word), text):
            if any(s <= m.start() < e for s, e in taken):
                continue  # 先週末 is not also 先週
            taken.append((m.start(), m.end()))
            kind, n, unit = _JA_WORDS[word]
            if kind == "ago":
                window = _ago(now, n, unit, slack)
            elif kind == "weekend":
                window = _period(now, "last", "weekend", tz)
            else:
                window = _period(now, kind, unit, tz)
            out.append((m.start(), window, word))
    for m in _JA_MONTH.finditer(text):
        ja_month = _ja_number(m.group(2))
        if ja_month is not None and 1 <= ja_month <= 12:
            ja_year = int(m.group(1)) if m.group(1) else None
            out.append((m.start(), _latest_month(now, ja_month, ja_year, tz), m[0]))
    return out


def time_window(text: str, now: int, *, slack: float = 0.25, tz: tzinfo = UTC) -> TimeWindow | None:
    """The time window the question's first relative or month expression names ("10 days
    ago", "last month", "in March", 「先週」「3月に」…), relative to ``now`` (epoch seconds).
    None when the text names none, or names a time the store cannot hold (before 1900) or
    after ``now``. ``slack``: extra width of an "N units ago" window, as a share of N units;
    ``tz``: the user's time zone, where weeks, months and years begin."""
    text = unicodedata.normalize("NFKC", text)
    found = [
        (pos, (start, end), words)
        for pos, (start, end), words in sorted(_candidates(text, now, slack, tz))
        if end >= _EARLIEST and start <= now and end >= start
    ]
    if not found:
        return None
    # Several expressions ("in January and March"): the span from the earliest to the latest.
    start = max(_EARLIEST, min(w[0] for _, w, _ in found))
    end = min(now, max(w[1] for _, w, _ in found))
    return TimeWindow(start, end, " / ".join(words.strip() for _, _, words in found))


# ---------------------------------------------------------------------------------------------
# A question about something new
# ---------------------------------------------------------------------------------------------

# What may follow a question's last word: closing quotes and brackets, emphasis, an ellipsis,
# laughter (笑, ｗ, and ASCII w after a non-letter), a smiley's end.
_TRAILING = frozenset("\"'”’」』)）]】!！。.…~〜ｗ笑^_;:")
# The last sentence asks: a question mark, Japanese 「…っけ」 (often typed without one), or an
# English interrogative or auxiliary at its start ("what did I say about Paris").
_ASKING_ENDS = ("?", "？", "っけ")
_EN_ASKING = re.compile(
    r"(?:what|when|where|who|whom|whose|which|why|how|did|do|does|was|were|is|are|can|"
    r"could|would|will|have|has|had)\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?。！？\n]+")


def _body_end(text: str) -> int:
    """Where the text's trailer (``_TRAILING``, spaces, laughter) starts: one pass from the end,
    linear in the trailer (a regex anchored at the end retries from every position)."""
    i = len(text)
    while i > 0:
        c = text[i - 1]
        if c in _TRAILING or c.isspace():
            i -= 1
            continue
        if c != "w":
            break
        j = i - 1
        while j > 0 and text[j - 1] == "w":
            j -= 1
        if j > 0 and text[j - 1].isascii() and text[j - 1].isalpha():
            break  # "how", "now": a word's own w
        i = j
    return i


def is_question(text: str) -> bool:
    """Whether the text ends by asking: its last sentence ends with a question mark (or
    Japanese 「っけ」), or starts with an English question word ("what", "did", …)."""
    body = text[: _body_end(text)]
    if not body:
        return False
    if body.endswith(_ASKING_ENDS):
        return True
    last = _SENTENCE_END.split(body)[-1].lstrip()
    return bool(_EN_ASKING.match(last))


def asks_about_new(user_text: str, context: str, phrases: tuple[str, ...]) -> bool:
    """Whether the user asks about something the recent conversation did not mention: the text
    is a question (:func:`is_question`) and none of its distinctive ``phrases`` (the plan's
    keywords) occurs in ``context`` (both normalised). False without phrases or a context:
    there is then nothing new to name, or nothing to leave."""
    if not phrases or not context.strip() or not is_question(user_text):
        return False
    said = normalize(context)
    return not any(normalize(p) in said for p in phrases)


# Life stages named in the text (design §plan: 高校 / 大学 / 社会人 and their English counterparts).
LIFE_STAGES: dict[str, tuple[str, ...]] = {
    "childhood": (
        "子供の頃",
        "子どもの頃",
        "こどもの頃",
        "子供のころ",
        "子どものころ",
        "子供時代",
        "子ども時代",
        "幼少",
        "幼稚園",
        "保育園",
        "childhood",
        "as a kid",
        "when i was a kid",
        "when i was little",
    ),
    "elementary_school": ("小学校", "小学生", "elementary school", "primary school"),
    "middle_school": ("中学", "middle school", "junior high"),
    "high_school": ("高校", "high school"),
    "university": ("大学", "university", "college", "grad school"),
    "working_adult": ("社会人", "新卒", "first job", "after graduating", "working adult"),
}


# A question about a whole life (design §search modes: 目的検索モード / 全期間横断): all time,
# recency weak, candidates spread across life stages.
_LIFE_SPANNING = (
    "今までの人生",
    "これまでの人生",
    "人生で",
    "人生の中で",
    "生まれてから",
    "昔から今まで",
    "in my life",
    "in my whole life",
    "all my life",
    "throughout my life",
    "over the years",
    "from my life",
)


def spans_a_life(text: str) -> bool:
    """Whether the question asks across the user's whole life (「今までの人生で…」,
    "happy memories from my life"), not about one time."""
    lowered = text.casefold()
    return any(phrase in lowered for phrase in _LIFE_SPANNING)


# ---------------------------------------------------------------------------------------------
# Background: plans, promises, this week, the user themself
# ---------------------------------------------------------------------------------------------

# The pack's turn-independent items (the weekly summary, pinned facts and facts about the user,
# upcoming open loops) answer these, and only these: a question about a trip or a book does not
# want the week's summary and the user's to-do list beside its episodes (issue 27).
_BACKGROUND_EN = re.compile(
    r"\b(plans?|planned|planning|promise[sd]?|promising|schedule[sd]?|agenda|to-?dos?|"
    r"upcoming|remind(?:er|ers)?|deadlines?|appointments?|"
    r"this (?:week|weekend|month)|next (?:week|weekend|month)|lately|recently|"
    r"catch me up|what'?s new|(?:know|remember|recall) about me|about myself|"
    r"(?:have|need|supposed) to do|what am i (?:doing|up to))\b",
    re.IGNORECASE,
)
_BACKGROUND_JA = re.compile(
    r"予定|約束|今週|来週|週末|やること|やらなきゃ|やらないと|締め?切|〆切|計画|スケジュール|"
    r"最近|近況|リマインド|(?:私|わたし|僕|ぼく|俺|おれ|自分)(?:のこと|について)"
)


def asks_about_background(text: str) -> bool:
    """Whether the user's text is about what the pack's background items hold: plans,
    promises, deadlines, the schedule, this or next week, what has happened lately, or the
    user themself ("what do you know about me", 「今週の予定」「約束」「私のこと」). Rules only,
    English and Japanese (NFKC-normalised, so full-width letters count)."""
    folded = unicodedata.normalize("NFKC", text)
    return bool(_BACKGROUND_EN.search(folded) or _BACKGROUND_JA.search(folded))


# ---------------------------------------------------------------------------------------------
# What happened in a window: 「先月何してたっけ？」, "What did I do in October?"
# ---------------------------------------------------------------------------------------------

# Asked of the window itself, not of a topic inside it ("What did I buy last week?" names one,
# as does "What happened to John's job in August?"): once the window's own words are taken out,
# nothing is left but the asking — what the user did, what happened, how it went, what was
# talked about — and a few fillers.
_WINDOW_EN = re.compile(
    r"(?:(?:so|hey|um|and|remind me|tell me|again)[,\s]+)*"
    r"(?:what (?:did|have) (?:i|we) (?:do|done|get up to|been (?:doing|up to))|"
    r"what was i (?:doing|up to)|what (?:happened|went on)|"
    r"what did (?:i|we) (?:talk|chat) about|"
    r"how (?:was|were|did) (?:(?:my|our|the|it)\s*)?(?:go|went|been)?)"
    r"(?:\s*(?:again|then|there))?\s*[?!.]*",
    re.IGNORECASE,
)
_WINDOW_JA = re.compile(
    r"(?:ねえ|ねぇ|そういえば|ところで|えっと)?[、,\s]*"
    r"(?:(?:の)?(?:春|夏|秋|冬|週末|年末|年始|正月|連休|休み))?[はにってもの、,\s]*"
    r"(?:私|わたし|僕|ぼく|俺|自分)?[はって、\s]*"
    r"(?:何(?:を)?(?:して|やって)(?:た|いた|ました)|何(?:を)?した|何があった|"
    r"どう(?:過ごし(?:た|てた|ていた|ました)|だった|でした)|何(?:を)?話した|何の話(?:を)?した)"
    r"(?:んだ|の)?(?:っけ|か|かな)?[？?！!。\s]*"
)


def asks_about_window(text: str, window_text: str = "") -> bool:
    """Whether the user asks what happened in a time ("What did I do in October?",
    「先月何してたっけ？」, "how was last weekend?"), rather than about one topic inside it:
    with the window's own words (``window_text``, as the plan read them) taken out, only the
    asking is left. Rules only, English and Japanese."""
    folded = unicodedata.normalize("NFKC", text).strip()
    if window_text:
        folded = folded.replace(unicodedata.normalize("NFKC", window_text), " ", 1)
    folded = re.sub(r"\s+", " ", folded).strip()
    return bool(_WINDOW_EN.fullmatch(folded) or _WINDOW_JA.fullmatch(folded))
