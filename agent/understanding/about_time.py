"""What time a remembered exchange is *about* (seed 002: ``about_year_start/end``, ``life_stage``).

An exchange held in 2026 can be about 2018 (「2018年に結婚した」), about a life stage
(「高2の秋の文化祭」, "back in college") or about last year (「去年の夏」). These rules read
that from the text, in Japanese and English, with no model:

- explicit years, with 年 or an English frame ("in 2018"), year ranges, Japanese eras
  (平成30年, 令和2年);
- years relative to when it was said (去年, 一昨年, 3年前, "last year", "two years ago");
- school years and life stages said as a time (高2, 高校の頃, 大学3年のとき, 新卒で,
  子供の頃, "in high school", "when I was in college", "my freshman year");
- an age ("when I was 16", 「16歳の時」) — a year when the birth year is known, else a stage.

A life-stage word alone is not a time (「高校野球」「大学病院」"college tuition"): only a
stage said as *when* counts. Years are bounded to 1900 … said + 10, so prices and counts
("1500円", "2000 steps") are not read as years.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from omoide.memory_store.derived import year_bucket

from .dates import EN_NUMBERS

__all__ = [
    "LIFE_STAGES",
    "AboutTime",
    "about_time",
    "birth_year",
    "stage_of_age",
]

# Stage names, youngest first; the plan's life-stage words map onto the same names.
LIFE_STAGES: tuple[str, ...] = (
    "childhood",
    "elementary_school",
    "middle_school",
    "high_school",
    "university",
    "working_adult",
)

# Ages each stage spans (Japanese school system; the English words map onto it).
_STAGE_AGES: dict[str, tuple[int, int]] = {
    "childhood": (0, 5),
    "elementary_school": (6, 12),
    "middle_school": (12, 15),
    "high_school": (15, 18),
    "university": (18, 22),
    "working_adult": (22, 65),
}


@dataclass(frozen=True, slots=True)
class AboutTime:
    """The time an exchange is about: a year span, a life stage, or both.

    ``evidence`` is the words that said so (shown by ``explain``)."""

    year_start: int | None
    year_end: int | None
    life_stage: str | None
    evidence: str

    @property
    def year_bucket(self) -> int | None:
        """The five-year bucket of ``year_start`` (seed 002's ``about_year_bucket``)."""
        return year_bucket(self.year_start)


def stage_of_age(age: int) -> str | None:
    """The life stage a person of ``age`` is usually in (the youngest that holds it)."""
    for stage in LIFE_STAGES:
        lo, hi = _STAGE_AGES[stage]
        if lo <= age <= hi:
            return stage
    return None


_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")
_KANJI_NUM = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "元": 1}
_EN_NUM = {**EN_NUMBERS, "a": 1, "a couple of": 2, "a few": 3}
_ERAS = {"昭和": 1925, "平成": 1988, "令和": 2018}

# 「…年」 with a four-digit year, optionally a range (2016〜2018年, 2016年から2018年).
_JA_YEAR = re.compile(
    r"(?<![0-9])((?:19|20)[0-9]{2})(?:年)?\s*(?:〜|~|－|-|から)\s*((?:19|20)[0-9]{2})年"
    r"|(?<![0-9])((?:19|20)[0-9]{2})年(?!生)"
)
_JA_ERA = re.compile(r"(昭和|平成|令和)\s*([0-9]{1,2}|元)年")
_EN_YEAR = re.compile(
    r"\b(?:in|since|from|during|around|back in|summer of|winter of|spring of|fall of|"
    r"autumn of|class of)\s+((?:19|20)[0-9]{2})(?:\s*(?:-|–|to|until)\s*((?:19|20)[0-9]{2}))?\b"
    r"(?!\s*(?:yen|dollars|steps|people|km|miles|%))",
    re.IGNORECASE,
)
_JA_RELATIVE = re.compile(r"(一昨年|おととし|去年|昨年|([0-9]{1,2}|[一二三四五六])年前)")
_EN_RELATIVE = re.compile(
    r"\b(last year|the year before last|"
    r"([0-9]{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a|a couple of|a few)"
    r"\s+years?\s+ago)\b",
    re.IGNORECASE,
)

# A stage said as a time: the stage word followed by a time noun or particle of time.
_WHEN_JA = r"(?:の(?:時|とき|頃|ころ|時代)|時代|生の(?:時|とき|頃|ころ)|の(?:春|夏|秋|冬)|のころ)"
_NOT_AFTER_KANJI = r"(?<![\u4e00-\u9fff])"


def _ja_stage(grades: str, words: str) -> re.Pattern[str]:
    """A stage's grade forms (a time on their own) before its bare words (a time only with a
    time noun after them); longest first, so 高校2年 is read whole, not as 高校."""
    return re.compile(rf"(?P<grade>{grades})|(?P<word>{words})(?P<when>{_WHEN_JA})")


_JA_STAGES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("childhood", _ja_stage(r"幼少期", r"子供|子ども|こども|幼少|幼稚園|保育園")),
    # 小学生 / 高校生 alone is often someone's child now (「まだ小学生ですもんね」): a word
    # that needs a time noun after it, unlike a grade (高2, 大学3年).
    (
        "elementary_school",
        _ja_stage(
            r"小学[1-6一二三四五六]年生?|" + _NOT_AFTER_KANJI + r"小[1-6](?![0-9])",
            r"小学校|小学生",
        ),
    ),
    (
        "middle_school",
        _ja_stage(
            r"中学[1-3一二三]年生?|" + _NOT_AFTER_KANJI + r"中[1-3](?![0-9])",
            r"中学校|中学生|中学",
        ),
    ),
    (
        "high_school",
        _ja_stage(
            r"高校[1-3一二三]年生?|" + _NOT_AFTER_KANJI + r"高[1-3](?![0-9])", r"高校生|高校"
        ),
    ),
    (
        "university",
        _ja_stage(r"大学[1-6一二三四五六]年生?|学部[1-6]年生?", r"大学院生|大学院|大学生|大学"),
    ),
    ("working_adult", _ja_stage(r"新卒|(?:社会人|入社)[1-9一二三]年目", r"社会人")),
)
_EN_STAGES: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "childhood",
        re.compile(
            r"\b(when I was (?:a )?(?:kid|child|little)|as a (?:kid|child)|in kindergarten|"
            r"my childhood|growing up)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "elementary_school",
        re.compile(
            r"\b((?:in|during|back in) (?:elementary|primary|grade) school|"
            r"in (?:first|second|third|fourth|fifth|sixth) grade)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "middle_school",
        re.compile(
            r"\b((?:in|during|back in) (?:middle school|junior high)|"
            r"in (?:seventh|eighth) grade)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "high_school",
        re.compile(
            r"\b((?:in|during|back in|when I was in|after) high school|"
            r"my high school (?:days|years)|"
            r"(?:freshman|sophomore|junior|senior) year of high school|"
            r"in (?:ninth|tenth|eleventh|twelfth) grade)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "university",
        re.compile(
            r"\b((?:in|during|back in|when I was in|since) (?:college|university|grad school|uni)|"
            r"my (?:college|university|uni) (?:days|years)|"
            r"(?:freshman|sophomore|junior|senior) year(?! of high school)"
            r"(?: of (?:college|university))?)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "working_adult",
        re.compile(
            r"\b(my first job|(?:right )?after (?:college|graduating|graduation)|"
            r"when I started working)\b",
            re.IGNORECASE,
        ),
    ),
)
_JA_AGE = re.compile(r"([0-9]{1,2})(?:歳|才)(?:の(?:時|とき|頃|ころ)|で(?!す)|から)")
_CHILD_BEFORE = re.compile(r"(?:子|息子|娘|長男|長女|次男|次女)(?:が|は|も)$")
# A grade naming someone now (「小4の息子」「小4と中1です」) is not the speaker's past.
_OTHERS_GRADE = re.compile(
    r"(?:の(?:息子|娘|子|長男|長女|次男|次女|甥|姪|弟|妹|兄|姉|生徒)|と[小中高][1-6]|です|男子|女子)"
)
_EN_AGE = re.compile(
    r"\b(?:when I was|at (?:the )?age(?: of)?|aged)\s+([0-9]{1,2})\b", re.IGNORECASE
)
# School years the English grade words name, for the grade → age step.
_JA_GRADE = re.compile(r"(?:(小学|小)|(中学|中)|(高校|高)|(大学|学部))([1-6])(?:年)?")


def _num(token: str) -> int:
    token = token.translate(_DIGITS).strip().lower()
    if token.isdigit():
        return int(token)
    return _KANJI_NUM.get(token) or _EN_NUM.get(token, 0)


def _grade_age(text: str) -> tuple[str, int] | None:
    """(stage, age at the start of that school year) for 高2 / 大学3年 / 小6 …"""
    m = _JA_GRADE.search(text.translate(_DIGITS).translate(str.maketrans("一二三四五六", "123456")))
    if not m:
        return None
    grade = int(m.group(5))
    if m.group(1) and grade <= 6:
        return "elementary_school", 5 + grade
    if m.group(2) and grade <= 3:
        return "middle_school", 11 + grade
    if m.group(3) and grade <= 3:
        return "high_school", 14 + grade
    if m.group(4) and grade <= 6:
        return "university", 17 + grade
    return None


def about_time(text: str, *, said_year: int, birth_year: int | None = None) -> AboutTime | None:
    """The time ``text`` (said in ``said_year``) is about, or ``None`` when it names none.

    With ``birth_year`` an age or a school year becomes a year span too. The first kind found
    wins in this order: explicit years, eras, relative years, age, life stage.
    """
    if not text:
        return None
    folded = text.translate(_DIGITS)
    lo_bound, hi_bound = 1900, said_year + 10

    def span(a: int, b: int, evidence: str, stage: str | None = None) -> AboutTime | None:
        a, b = sorted((a, b))
        if lo_bound <= a and b <= hi_bound:
            return AboutTime(a, b, stage, evidence)
        return None

    stage, stage_evidence = _stage(folded)
    if m := _JA_YEAR.search(folded):
        found = (
            span(int(m.group(1)), int(m.group(2)), m.group(0), stage)
            if m.group(1)
            else span(int(m.group(3)), int(m.group(3)), m.group(0), stage)
        )
        if found:
            return found
    if m := _EN_YEAR.search(folded):
        end = int(m.group(2)) if m.group(2) else int(m.group(1))
        if found := span(int(m.group(1)), end, m.group(0), stage):
            return found
    if m := _JA_ERA.search(folded):
        year = _ERAS[m.group(1)] + _num(m.group(2))
        if found := span(year, year, m.group(0), stage):
            return found
    relative = _relative_years(folded)
    if relative is not None:
        ago, evidence = relative
        return AboutTime(said_year - ago, said_year - ago, stage, evidence)
    if (age := _age(folded)) is not None:
        age_value, evidence = age
        age_stage = stage_of_age(age_value)
        if birth_year is not None:
            year = birth_year + age_value
            return AboutTime(year, year + 1, age_stage, evidence)
        return AboutTime(None, None, age_stage, evidence)
    if stage is not None:
        grade = _grade_age(stage_evidence)
        if birth_year is not None:
            lo, hi = _STAGE_AGES[stage]
            if grade is not None:
                lo = hi = grade[1]
            elif stage_evidence == "新卒":
                lo = hi = 22
            start, end = birth_year + lo, min(birth_year + hi + 1, said_year)
            if start <= end:
                return AboutTime(start, end, stage, stage_evidence)
        return AboutTime(None, None, stage, stage_evidence)
    return None


def _stage(text: str) -> tuple[str | None, str]:
    for stage, pattern in _EN_STAGES:
        if m := pattern.search(text):
            return stage, m.group(0)
    for stage, pattern in _JA_STAGES:
        for m in pattern.finditer(text):
            if m.group("grade") and (
                _OTHERS_GRADE.match(text, m.end()) or _CHILD_BEFORE.search(text, 0, m.start())
            ):
                continue
            return stage, m.group(0)
    return None, ""


def _relative_years(text: str) -> tuple[int, str] | None:
    if m := _JA_RELATIVE.search(text):
        word = m.group(1)
        if word in ("一昨年", "おととし"):
            return 2, word
        if word in ("去年", "昨年"):
            return 1, word
        ago = _num(m.group(2) or "")
        return (ago, word) if 0 < ago <= 80 else None
    if m := _EN_RELATIVE.search(text):
        phrase = m.group(1).lower()
        if phrase == "last year":
            return 1, m.group(1)
        if phrase == "the year before last":
            return 2, m.group(1)
        ago = _num(m.group(2) or "")
        return (ago, m.group(1)) if 0 < ago <= 80 else None
    return None


def _age(text: str) -> tuple[int, str] | None:
    for pattern in (_JA_AGE, _EN_AGE):
        if m := pattern.search(text):
            age = int(m.group(1))
            if 1 <= age <= 90:
                return age, m.group(0)
    return None


# A birth year stated by the speaker: 「1995年生まれです」「私は1995年生まれ」 at the start of a
# sentence (after a first-person topic at most), "I was born in 1995";
# not someone else's (「こむぎは2020年生まれ」).
_BORN_JA = re.compile(
    r"(?:^|[。！？!?\n])\s*(?:(?:実は|ちなみに)、?)?(?:(?:私|わたし|僕|ぼく|俺|自分)(?:は|も)、?)?"
    r"((?:19|20)[0-9]{2})年(?:の)?生まれ"
)
_BORN_EN = re.compile(r"\bI was born in ((?:19|20)[0-9]{2})\b", re.IGNORECASE)


def birth_year(text: str) -> int | None:
    """The birth year the speaker states (「1995年生まれです」, "I was born in 1995"), if any;
    someone else's (「こむぎは2020年生まれ」, "my son was born in 2019") is not it."""
    folded = text.translate(_DIGITS)
    if m := _BORN_JA.search(folded) or _BORN_EN.search(folded):
        return int(m.group(1))
    return None
