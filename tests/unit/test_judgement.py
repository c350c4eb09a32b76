"""Issue 36's pure parts: the calibrated judgement's shipped data, its features and
contributions, names that bridge scripts, and the cross-script reading of the convex fusion."""

from __future__ import annotations

import math

import pytest

from omoide.agent.bridges import bridged, name_keys
from omoide.agent.config import RetrievalConfig
from omoide.agent.ranking import model_judgement
from omoide.agent.ranking.fusion import convex_merge, ja_share, script_gap
from omoide.agent.ranking.judgement import (
    JUDGEMENT_FEATURES,
    MODEL,
    JudgementModel,
    contributions,
    probability,
)
from omoide.agent.records import RetrievalPlan, ScoredCandidate, SourceResult
from omoide.memory_store import Episode, SearchHit

NOW = 1_767_000_000


def _episode(i: str, text: str, reply: str = "") -> Episode:
    return Episode.create(text, reply, occurred_at=NOW - 86_400, id=i, session_id=i)


def _hit(e: Episode, score: float, rank: int, source: str) -> SearchHit:
    return SearchHit(e.id, e.text, score, source, e.occurred_at, rank, e)


def test_the_shipped_model_covers_every_feature_and_gives_a_chance() -> None:
    assert set(MODEL.weights) == set(JUDGEMENT_FEATURES) == set(MODEL.means)
    assert MODEL.fitted_on  # says what it was fitted on
    p = probability(dict(MODEL.means))
    assert 0.0 < p < 1.0


def test_probability_and_contributions_read_the_weights() -> None:
    model = JudgementModel(
        weights={"top_cosine": 4.0, "short": -2.0}, intercept=-1.0, means={"top_cosine": 0.3}
    )
    values = {"top_cosine": 0.8, "short": 0.0}
    assert probability(values, model) == pytest.approx(1 / (1 + math.exp(-(-1.0 + 3.2))))
    # weight · (value − the dev mean), largest first; a feature at its mean carries nothing
    assert contributions(values, model) == (("top_cosine", 2.0),)


def test_script_gap_is_the_difference_in_japanese_share() -> None:
    assert ja_share("When is Tanaka-san's birthday?") == 0.0
    assert ja_share("今日は田中さんの誕生日") == 1.0
    assert script_gap(0.0, "今日は田中さんの誕生日") == 1.0
    assert script_gap(1.0, "今日は田中さんの誕生日") == 0.0


def test_names_bridge_scripts_by_their_readings() -> None:
    assert "tanaka" in name_keys("When is Tanaka-san's birthday?")
    assert {"komugi", "mori"} <= name_keys("What did Dr. Mori diagnose after Komugi's limp?")
    keys = name_keys("When is Tanaka-san's birthday?")
    assert bridged(keys, "今日は田中さんの誕生日。ランニング用のキャップをプレゼントしたい。")
    assert not bridged(keys, "今日は田口さんとランチ。")
    assert bridged(name_keys("佐藤さんはベータ版から何を外した？"), "Sato-san agreed to cut CSV")
    # capitalised sentence words are not names
    assert name_keys("What When How Did") == frozenset()


def test_a_candidate_in_the_other_script_is_weighed_by_its_cosine_and_names() -> None:
    ja = _episode("ja", "今日は田中さんの誕生日。ランニング用のキャップをプレゼントしたい。")
    en = _episode("en", "Tanaka-san ran 30 km today as her long run.")
    lists = [
        SourceResult("keyword", 0, (_hit(en, 4.0, 0, "keyword"),), max_score=8.0),
        SourceResult("vector", 0, (_hit(ja, 0.45, 0, "vector"), _hit(en, 0.40, 1, "vector"))),
    ]
    question = "When is Tanaka-san's birthday?"
    on = RetrievalConfig()
    off = on.replace(fusion={"cross_script_aware": False})
    assert [c.id for c in convex_merge(lists, off, max_candidates=5, query=question)] == [
        "en",
        "ja",
    ]
    fused = convex_merge(lists, on, max_candidates=5, query=question)
    assert [c.id for c in fused] == ["ja", "en"]


def _scored(i: str, final: float, text: str = "text") -> ScoredCandidate:
    e = _episode(i, text)
    return ScoredCandidate(i, e, final, final, 0.0, 0.0, final, ("vector:q1",), "r", cosine=0.3)


def test_agreement_still_suffices_and_picks_scale_with_the_ranking_score() -> None:
    cfg = RetrievalConfig()
    plan = RetrievalPlan(mode="associative_recent", queries=("q",), user_text="q", context_text="")
    a, b = _scored("a", 0.8), _scored("b", 0.2)
    agree = {"a": _scored("a", cfg.injection.high_threshold), "b": _scored("b", 0.0)}
    judged = model_judgement(plan, [], [a, b], cfg, agreement=agree)
    assert judged["a"].final >= cfg.injection.p_high  # agreement as strong as high_threshold
    # b: the turn's chance times its score relative to the best (0.2 / 0.8), no agreement
    assert judged["b"].final <= 0.25 + 1e-9
    assert judged["a"].judgement == judged["b"].judgement  # the turn's features, shared
