"""What time an exchange is about (seed 002): rules in Japanese and English, no model."""

from __future__ import annotations

import pytest

from omoide.agent.understanding.about_time import AboutTime, about_time, birth_year, stage_of_age

SAID = 2026


@pytest.mark.parametrize(
    ("text", "start", "end", "stage"),
    [
        ("2018年に結婚した", 2018, 2018, None),
        ("２０１６〜２０１８年は大阪にいた", 2016, 2018, None),
        ("平成30年の夏は暑かった", 2018, 2018, None),
        ("令和元年に引っ越した", 2019, 2019, None),
        ("去年の夏に北海道へ行った", 2025, 2025, None),
        ("一昨年の正月", 2024, 2024, None),
        ("3年前に転職した", 2023, 2023, None),
        ("I moved here in 2019", 2019, 2019, None),
        ("from 2010 to 2014 I lived in Osaka", 2010, 2014, None),
        ("two years ago we went to Kyoto", 2024, 2024, None),
        ("last year I ran a marathon", 2025, 2025, None),
    ],
)
def test_years_said_outright_or_relative_to_when_it_was_said(
    text: str, start: int, end: int, stage: str | None
) -> None:
    got = about_time(text, said_year=SAID)
    assert got is not None
    assert (got.year_start, got.year_end, got.life_stage) == (start, end, stage)
    assert got.evidence and got.evidence in text.replace("２０１６", "2016").replace(
        "２０１８", "2018"
    )


@pytest.mark.parametrize(
    ("text", "stage"),
    [
        ("高2の秋の文化祭で劇をやった", "high_school"),
        ("高校時代の友達と久しぶりに会った", "high_school"),
        ("高校生の頃は毎日部活だった", "high_school"),
        ("大学3年のとき留学した", "university"),
        ("中学の頃は吹奏楽部", "middle_school"),
        ("小学校の時に転校した", "elementary_school"),
        ("子供の頃よく川で遊んだ", "childhood"),
        ("新卒で入った会社は厳しかった", "working_adult"),
        ("back in college I played guitar", "university"),
        ("my freshman year of high school was rough", "high_school"),
        ("When I was a kid we had a cat", "childhood"),
    ],
)
def test_life_stages_said_as_a_time(text: str, stage: str) -> None:
    got = about_time(text, said_year=SAID)
    assert got is not None and got.life_stage == stage
    assert got.year_start is None  # no birth year known: a stage, not a year


@pytest.mark.parametrize(
    "text",
    [
        "高校野球を見てた",
        "大学病院に行った",
        "college tuition is expensive",
        "It costs 2000 yen",
        "I walked 2000 steps",
        "最高1位だった",
        "途中2回休んだ",
        "1995年生まれです",
        "今日はいい天気",
        "",
    ],
)
def test_stage_words_prices_and_counts_are_not_times(text: str) -> None:
    assert about_time(text, said_year=SAID) is None


def test_a_birth_year_turns_stages_and_ages_into_years() -> None:
    got = about_time("高2の秋の文化祭", said_year=SAID, birth_year=1995)
    assert got == AboutTime(2011, 2012, "high_school", "高2")
    age = about_time("16歳の時に初めてバイトした", said_year=SAID, birth_year=1995)
    assert age is not None and (age.year_start, age.life_stage) == (2011, "high_school")
    # The age decides the stage even when another stage phrase is near ("my first job").
    en = about_time("when I was 16 I got my first job", said_year=SAID, birth_year=1995)
    assert en is not None and (en.year_start, en.life_stage) == (2011, "high_school")
    # A stage's span never runs past when it was said.
    adult = about_time("社会人の頃から", said_year=SAID, birth_year=1995)
    assert adult is not None and adult.year_end == SAID


def test_years_outside_a_life_are_not_read() -> None:
    assert about_time("in 2099 we will see", said_year=SAID) is None
    assert about_time("1850年の話", said_year=SAID) is None


def test_year_bucket_and_stage_of_age() -> None:
    got = about_time("2018年に結婚した", said_year=SAID)
    assert got is not None and got.year_bucket == 2015
    assert [stage_of_age(a) for a in (3, 8, 13, 16, 20, 30)] == [
        "childhood",
        "elementary_school",
        "middle_school",
        "high_school",
        "university",
        "working_adult",
    ]


def test_birth_year_stated() -> None:
    assert birth_year("1995年生まれです") == 1995
    assert birth_year("I was born in 1988 in Ohio") == 1988
    assert birth_year("2018年に結婚した") is None
    assert birth_year("私は1995年生まれです") == 1995
    assert birth_year("今日は寒い。1990年生まれなので") == 1990


@pytest.mark.parametrize(
    "text", ["こむぎは2020年生まれ", "娘は2019年生まれです", "My son was born in 2019"]
)
def test_someone_elses_birth_year_is_not_the_speakers(text: str) -> None:
    assert birth_year(text) is None


@pytest.mark.parametrize(
    "text", ["まだ小学生ですもんね", "楽器が欲しいのは小学生なんです", "中学生ですか？"]
)
def test_a_school_pupil_now_is_not_a_past_stage(text: str) -> None:
    assert about_time(text, said_year=SAID) is None


@pytest.mark.parametrize(
    "text", ["小4の息子が算数苦手で", "小４と中１です", "医療が18歳まで無料に"]
)
def test_someone_elses_grade_and_an_age_limit_are_not_the_speakers_past(text: str) -> None:
    assert about_time(text, said_year=SAID) is None


@pytest.mark.parametrize(
    "text", ["今2歳と5歳ですね", "今、中３男子が調子悪くて", "上の子が小4、下の子が小1です"]
)
def test_childrens_ages_and_grades_now(text: str) -> None:
    assert about_time(text, said_year=SAID) is None


def test_diversify_holds_back_a_buckets_extra_items_in_order() -> None:
    from omoide.agent.ranking import diversify

    items = ["a1", "a2", "a3", "b1", "a4", "c1", "b2", "b3"]
    assert diversify(items, lambda s: s[0], 2) == ["a1", "a2", "b1", "c1", "b2", "a3", "a4", "b3"]
    assert diversify(items, lambda s: s[0], 0) == items
    assert diversify([], lambda s: s, 2) == []


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("今までの人生で楽しかった思い出って何だっけ？", True),
        ("What are some happy memories from my life?", True),
        ("Over the years, what hobbies have I had?", True),
        ("人生ゲームって面白いよね", False),
        ("昨日の夕飯なんだっけ", False),
    ],
)
def test_a_question_about_a_whole_life(text: str, spans: bool) -> None:
    from omoide.agent.nodes.plan import spans_a_life

    assert spans_a_life(text) is spans


def test_explain_shows_what_time_a_candidate_is_about() -> None:
    from omoide.agent.runs import about_time_notes, explain_run
    from omoide.memory_store.derived import EpisodeTime

    notes = about_time_notes(
        {
            "e1": EpisodeTime("e1", 2011, 2012, "high_school", "高2", 0),
            "e2": EpisodeTime("e2", 2018, 2018, None, "2018年", 0),
        }
    )
    assert notes == {"e1": "high_school · 2011-2012 (from '高2')", "e2": "2018 (from '2018年')"}
    candidate = {
        "id": "e1",
        "final": 0.5,
        "rrf_norm": 0.5,
        "lex": 0.0,
        "rec": 0.0,
        "hit_sources": ["at:q1"],
        "duplicate_of": None,
        "snippet": "高2の秋の文化祭",
    }
    run = {
        "run_id": "r",
        "created_at": 0,
        "user_text": "高校時代のこと",
        "plan": {"mode": "explicit_about_time"},
        "timings_ms": {},
        "skipped": [],
        "selected": [],
        "injected": False,
        "candidates": [candidate],
    }
    text = explain_run(run, about=notes)
    assert "about: high_school · 2011-2012 (from '高2')" in text


def test_diversify_applies_to_a_whole_life_and_to_years_across_buckets() -> None:
    from omoide.agent.ranking import spreads
    from omoide.agent.records import RetrievalPlan, TimeHint

    def plan(mode: str, hint: TimeHint) -> RetrievalPlan:
        return RetrievalPlan(
            mode=mode,  # type: ignore[arg-type]
            queries=("q",),
            user_text="q",
            context_text="",
            time_hint=hint,
        )

    assert spreads(plan("targeted_broad", TimeHint()))
    assert spreads(plan("explicit_about_time", TimeHint(2010, 2020)))
    assert not spreads(plan("explicit_about_time", TimeHint(2016, 2018)))  # one bucket
    assert not spreads(plan("explicit_about_time", TimeHint(life_stage_hint="high_school")))
    assert not spreads(plan("associative_recent", TimeHint(2010, 2020)))
