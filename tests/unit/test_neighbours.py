"""The neighbour list (design §sources, conversation continuity): the pure policy, and when
the keyword source builds it and the session list."""

from __future__ import annotations

import dataclasses

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.keyword_retrieve import _wants_neighbours, _wants_sessions
from omoide.agent.policies import neighbour_hits
from omoide.agent.records import RetrievalPlan, SourceResult
from omoide.memory_store.records import Episode, SearchHit

NOW = 1_767_000_000


def episode(id: str, text: str = "the exchange") -> Episode:
    return Episode(id=id, user_text=text, reply_text="", occurred_at=NOW, session_id="s")


def hit(id: str, score: float, rank: int) -> SearchHit:
    e = episode(id)
    return SearchHit(id, e.text, score, "keyword", e.occurred_at, rank, e)


def test_after_then_before_in_anchor_order_scored_from_the_anchor() -> None:
    anchors = [hit("a", 10.0, 0), hit("b", 6.0, 1)]
    found = {
        "a": (episode("a-before"), episode("a-after", "3 years now")),
        "b": (None, episode("b-after")),
    }
    out = neighbour_hits(anchors, found, top=5, score_weight=0.5)
    assert [h.id for h in out] == ["a-after", "a-before", "b-after"]
    assert [h.score for h in out] == [5.0, 5.0, 3.0]
    assert [h.rank for h in out] == [0, 1, 2]
    assert out[0].text == "3 years now" and out[0].episode.id == "a-after"
    assert all(h.source == "keyword" for h in out)


def test_each_episode_once_under_its_best_anchor() -> None:
    # Two hits next to each other: each is the other's neighbour, and they share one.
    anchors = [hit("a", 9.0, 0), hit("b", 8.0, 1)]
    found = {"a": (None, episode("b")), "b": (episode("a"), episode("c"))}
    out = neighbour_hits(anchors, found, top=5, score_weight=0.5)
    assert [(h.id, h.score) for h in out] == [("b", 4.5), ("c", 4.0), ("a", 4.0)]


def test_only_the_first_top_anchors_lend_neighbours() -> None:
    anchors = [hit("a", 9.0, 0), hit("b", 8.0, 1)]
    found = {"a": (None, episode("a2")), "b": (None, episode("b2"))}
    assert [h.id for h in neighbour_hits(anchors, found, top=1, score_weight=1.0)] == ["a2"]
    assert neighbour_hits(anchors, found, top=0, score_weight=1.0) == []
    assert neighbour_hits(anchors, {}, top=5, score_weight=1.0) == []


def plan(queries: tuple[str, ...]) -> RetrievalPlan:
    return RetrievalPlan(
        mode="associative_recent", queries=queries, user_text=queries[0], context_text=""
    )


def test_built_without_context_by_default_and_switchable() -> None:
    config = RetrievalConfig()
    assert config.sources.neighbour_hits > 0
    assert _wants_neighbours(plan(("q",)), config)
    assert not _wants_neighbours(plan(("q", "context q")), config)
    assert _wants_neighbours(
        plan(("q", "context q")), config.replace(sources={"neighbour_with_context": True})
    )
    assert not _wants_neighbours(plan(("q",)), config.replace(sources={"neighbour_hits": 0}))


def q1_list(best: float, bound: float = 10.0) -> SourceResult:
    return SourceResult("keyword", 0, (hit("a", best, 0),), max_score=bound)


def test_sessions_listed_with_context_by_default_and_switchable() -> None:
    config = RetrievalConfig()
    assert config.sources.session_hits > 0
    weak = q1_list(4.0)  # Q1's best hit holds 0.4 of its best possible score
    assert _wants_sessions(plan(("q", "context q")), config, weak, None)
    assert not _wants_sessions(plan(("q",)), config, weak, None)
    assert _wants_sessions(
        plan(("q",)), config.replace(sources={"session_without_context": True}), weak, None
    )
    assert not _wants_sessions(
        plan(("q", "context q")), config.replace(sources={"session_hits": 0}), weak, None
    )


def test_no_session_list_when_the_question_leads_the_turn() -> None:
    # A turn whose own words are matched this well is fused by score (auto_convex_coverage),
    # where the dialogues matching the recent conversation are the previous topic's.
    config = RetrievalConfig()
    context = plan(("q", "context q"))
    assert config.fusion.auto_convex_coverage == 0.45
    assert _wants_sessions(context, config, q1_list(4.4), None)
    assert not _wants_sessions(context, config, q1_list(4.5), None)
    # Fused by rank whatever the match (the gate off, or another fusion): listed as before.
    assert _wants_sessions(
        context, config.replace(fusion={"auto_convex_coverage": 1.0}), q1_list(9.0), None
    )
    assert _wants_sessions(context, config.replace(fusion={"mode": "rrf"}), q1_list(9.0), None)
    # The gate is about a recent context: a turn without one lists sessions only if allowed.
    alone = config.replace(sources={"session_without_context": True})
    assert _wants_sessions(plan(("q",)), alone, q1_list(9.0), None)


def test_no_session_list_when_the_user_asks_about_something_new_found_verbatim() -> None:
    config = RetrievalConfig()
    asks = dataclasses.replace(plan(("q", "context q")), asks_new=True)
    weak = q1_list(1.0)  # coverage alone would list the sessions
    found = SourceResult("keyword_phrase", 0, (hit("a", 3.0, 0),), max_score=10.0)
    nothing = SourceResult("keyword_phrase", 0, (), max_score=10.0)
    assert not _wants_sessions(asks, config, weak, found)
    assert _wants_sessions(asks, config, weak, nothing)  # the phrase is not in the memory
    assert _wants_sessions(asks, config, weak, None)  # no phrase list ran
    assert _wants_sessions(plan(("q", "context q")), config, weak, found)  # not asking anew
    assert _wants_sessions(asks, config.replace(fusion={"new_phrase_leads": False}), weak, found)
