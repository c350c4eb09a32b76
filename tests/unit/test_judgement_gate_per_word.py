"""Issue 36: the injection judgement reads the dictionary bridge's gate (``fusion.across_share``)
with the run's ``sources.bridge_per_word``, as the fusion and ``rank.bridge_gated`` do. It used
the setting's default whatever the run said, so a run with one translation per word judged its
turns by words its bridge had not searched for."""

from __future__ import annotations

from omoide.agent.config import RetrievalConfig
from omoide.agent.ranking import judgement_inputs
from omoide.agent.ranking.fusion import across_share
from omoide.agent.records import SourceResult
from omoide.agent.sources import BRIDGE_SOURCE
from tests.bridge_cases import episode, hit, plan

QUESTION = "When is Tanaka-san's birthday?"
OWN = episode("own", "Dropped Komugi at the office with her food.")
# "birthday" as its second translation (バースデー); タナカ is one of Tanaka's spellings
ACROSS = episode("across", "タナカさんのバースデーケーキ、おいしかった。")


def _lists() -> list[SourceResult]:
    return [
        SourceResult("keyword", 0, (hit(OWN, 3.0, 0, "keyword"),), max_score=12.0),
        SourceResult("vector", 0, (hit(ACROSS, 0.40, 0, "vector"), hit(OWN, 0.30, 1, "vector"))),
        SourceResult(BRIDGE_SOURCE, 0, (hit(ACROSS, 2.4, 0, "keyword"),), max_score=2.5),
    ]


def test_the_judgement_reads_the_gate_with_the_runs_translations_per_word() -> None:
    lists = _lists()
    one, two = across_share(QUESTION, lists, 1), across_share(QUESTION, lists, 2)
    assert (one, two) == (0.5, 1.0)  # the setting decides what the bridge holds
    for per_word, expected in ((1, one), (2, two)):
        config = RetrievalConfig(record_runs=False, sources={"bridge_per_word": per_word})
        _, _, turn = judgement_inputs(plan(QUESTION), lists, config)
        assert turn.across == expected
