"""The dictionary bridge's gate in the ranking (agent/ranking/rank.py ``bridge_gated``): the
bridge's list takes part only when it holds what the question's own language cannot, in two of
the question's words (or its only one); a verb is held by its stem
(agent/nodes/bridge_retrieve.py ``holds``)."""

from __future__ import annotations

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.bridge_retrieve import holds
from omoide.agent.ranking.rank import bridge_gated
from omoide.agent.records import SourceResult
from omoide.agent.sources import BRIDGE_SOURCE
from omoide.memory_store.records import SearchHit
from tests.bridge_cases import episode, hit, plan

CONFIG = RetrievalConfig(record_runs=False)


def _hit(i: str, text: str, score: float, source: str) -> SearchHit:
    return hit(episode(i, text, days=1), score, 0, source)


def _lists(own: list[SearchHit], bridge: list[SearchHit]) -> list[SourceResult]:
    return [
        SourceResult("keyword", 0, tuple(own), max_score=10.0),
        SourceResult(BRIDGE_SOURCE, 0, tuple(bridge), max_score=2.5),
    ]


def test_two_words_held_across_languages_keep_the_bridge() -> None:
    # Tanaka is in an English hit; 誕生日 (birthday) only in the bridge's, whose hit holds both
    lists = _lists(
        [_hit("en", "Dropped Komugi at Tanaka-san's.", 5.0, "keyword")],
        [_hit("ja", "今日は田中さんの誕生日。", 2.4, "keyword")],
    )
    assert bridge_gated(plan("When is Tanaka-san's birthday?"), lists, CONFIG) == lists


def test_one_stray_word_of_several_drops_the_bridge() -> None:
    # "boiling" met 沸騰 in a cooking reply: one of the question's two known words
    lists = _lists([], [_hit("ja", "肉じゃが：ぐらぐら沸騰させないのがコツです。", 1.4, "keyword")])
    kept = bridge_gated(plan("What's the boiling point of tungsten?"), lists, CONFIG)
    assert [r.source for r in kept] == ["keyword"]


def test_a_question_its_own_language_holds_drops_the_bridge() -> None:
    # 散歩 is in the Japanese hits: nothing is only across languages (the gate is shut)
    lists = _lists(
        [_hit("ja", "夕方の散歩、こむぎが座り込んだ。", 8.0, "keyword")],
        [_hit("en", "Evening walk: Komugi barked at a crow.", 1.4, "keyword")],
    )
    kept = bridge_gated(plan("こむぎの散歩で何があったっけ？"), lists, CONFIG)
    assert [r.source for r in kept] == ["keyword"]


def test_a_verb_is_held_by_its_stem() -> None:
    assert holds("南禅寺の近くで湯豆腐を食べた", ("喫する", "食べる"))
    assert not holds("近くの公園", ("近い",))  # a one-character stem says too little
    assert holds("Weddings in June", ("wedding",))
