"""Issue 36, the injection judgement's dictionary-bridge term (agent/ranking/judgement.py
BRIDGE_FEATURES): it counts only on a turn whose gate is open (fusion.across_share > 0), so a
turn the bridge has no part in is judged exactly as without it (「こむぎの散歩の話、覚えてる？」
over English "Evening walk"s); on such a turn the bridge's list is dropped before the ranking."""

from __future__ import annotations

import pytest

from omoide.agent.config import RetrievalConfig
from omoide.agent.ranking import judgement_inputs
from omoide.agent.ranking.judgement import (
    BRIDGE_FEATURES,
    JUDGEMENT_FEATURES,
    MODEL,
    JudgementModel,
    contributions,
    judgement_features,
    probability,
)
from omoide.agent.records import SourceResult
from omoide.agent.sources import BRIDGE_SOURCE
from tests.bridge_cases import episode as _episode
from tests.bridge_cases import hit as _hit
from tests.bridge_cases import plan as _plan

QUESTION = "When is Tanaka-san's birthday?"


EPS = {
    "en1": _episode("en1", "Dropped Komugi at Tanaka-san's with her food."),
    "bday": _episode("bday", "今日は田中さんの誕生日。キャップをプレゼント。"),
    "lunch": _episode("lunch", "今日は田中さんと表参道でランチ。"),
    "party": _episode("party", "Tanaka-san's birthday party is on Friday at the office."),
}


def _lists(*, english_birthday: bool) -> list[SourceResult]:
    """Keyword, vector and bridge lists for QUESTION; ``english_birthday``: an English hit holds
    "birthday" too, so nothing of the question is only across languages (the gate shut)."""
    own = [_hit(EPS["en1"], 11.0, 0, "keyword")]
    if english_birthday:
        own.insert(0, _hit(EPS["party"], 12.0, 0, "keyword"))
    vector = [("bday", 0.36), ("en1", 0.34), ("lunch", 0.33)]
    return [
        SourceResult("keyword", 0, tuple(own), max_score=14.0),
        SourceResult(
            "vector",
            0,
            tuple(_hit(EPS[i], c, n, "vector") for n, (i, c) in enumerate(vector)),
        ),
        SourceResult(
            BRIDGE_SOURCE,
            0,
            (_hit(EPS["bday"], 2.4, 0, "keyword"), _hit(EPS["lunch"], 1.2, 1, "keyword")),
            max_score=2.5,
        ),
    ]


def _values(lists: list[SourceResult], *, gate_open: bool) -> dict[str, float]:
    scored, _, turn = judgement_inputs(_plan(QUESTION), lists, RetrievalConfig(record_runs=False))
    bday = next(c for c in scored if c.id == "bday")
    # a shut gate drops the bridge's list before the ranking (rank.bridge_gated)
    assert any(s.startswith(f"{BRIDGE_SOURCE}:") for s in bday.hit_sources) == gate_open
    # the bridge's hit judged as the first candidate, whatever the rerank made of it
    ranking = [bday, *(c for c in scored if c.id != "bday")]
    return judgement_features(ranking, turn, {}, 5)


def _without_term(model: JudgementModel) -> JudgementModel:
    weights = {f: w for f, w in model.weights.items() if f not in BRIDGE_FEATURES}
    return JudgementModel(weights, model.intercept, model.means)


def test_the_term_is_zero_on_a_turn_whose_gate_is_shut() -> None:
    values = _values(_lists(english_birthday=True), gate_open=False)
    assert {f: values[f] for f in BRIDGE_FEATURES} == dict.fromkeys(BRIDGE_FEATURES, 0.0)
    # judged exactly as by the model without the term, and explain names none of it
    term = JudgementModel({"bridged": 3.0, "top_bridge_share": 2.0, "across": 4.0}, 0.0, {})
    joined = JudgementModel(
        {**MODEL.weights, **term.weights}, MODEL.intercept, MODEL.means, MODEL.fitted_on
    )
    assert probability(values, joined) == probability(values, _without_term(MODEL))
    assert not {f for f, _ in contributions(values, joined, top=len(JUDGEMENT_FEATURES))} & set(
        BRIDGE_FEATURES
    )


def test_the_term_counts_on_a_turn_the_bridge_opens() -> None:
    values = _values(_lists(english_birthday=False), gate_open=True)
    # Tanaka is in the English hits, 誕生日 (birthday) only in the bridge's: 1 of 2
    assert values["bridged"] == 1.0 and values["across"] == pytest.approx(0.5)
    # the first candidate holds both words in translation: 2.4 of the list's best 2.5
    assert values["top_bridge_share"] == pytest.approx(0.96)
    term = JudgementModel({"bridged": 1.0, "top_bridge_share": 1.0, "across": 2.0}, 0.0, {})
    joined = JudgementModel({**MODEL.weights, **term.weights}, MODEL.intercept, dict(MODEL.means))
    base = _without_term(MODEL)
    assert probability(values, joined) > probability(values, base)
    assert ("top_bridge_share", 0.96) in contributions(values, joined, top=len(JUDGEMENT_FEATURES))


def test_the_shipped_term_is_read_against_no_bridge() -> None:
    # its dev means are 0: a contribution is what the term itself added to the log-odds
    assert set(BRIDGE_FEATURES) <= set(JUDGEMENT_FEATURES)
    assert all(MODEL.means[f] == 0.0 for f in BRIDGE_FEATURES)
