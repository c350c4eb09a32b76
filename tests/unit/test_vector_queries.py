"""What the vector source embeds: Q1 as typed, Q2 with at most ``vector_context_chars`` of the
recent context (the nearest part), the keyword source's Q2 untouched."""

from __future__ import annotations

import pytest

from omoide.agent.config import RetrievalConfig
from omoide.agent.messages import query_with_context
from omoide.agent.nodes.vector_retrieve import vector_queries
from omoide.agent.records import RetrievalPlan


def plan(context: str, user: str = "what did we decide?") -> RetrievalPlan:
    queries = (user, query_with_context(context, user)) if context else (user,)
    return RetrievalPlan(
        mode="associative_recent", queries=queries, user_text=user, context_text=context
    )


def test_q2_keeps_the_end_of_a_long_context() -> None:
    context = "USER: an old topic. " * 40 + "AGENT: the latest reply"
    p = plan(context)
    q1, q2 = vector_queries(p, RetrievalConfig(sources={"vector_context_chars": 30}))
    assert q1 == p.queries[0]
    assert q2 == query_with_context(context[-30:], p.user_text)
    assert context[-30:].endswith("AGENT: the latest reply") and len(q2) < len(p.queries[1])
    assert p.queries[1] == query_with_context(context, p.user_text)  # the plan is not changed


@pytest.mark.parametrize("limit", [0, 10_000])
def test_off_or_longer_than_the_context_embeds_the_plans_queries(limit: int) -> None:
    p = plan("USER: a short context")
    assert vector_queries(p, RetrievalConfig(sources={"vector_context_chars": limit})) == list(
        p.queries
    )


def test_a_turn_without_context_is_embedded_as_typed() -> None:
    p = plan("")
    assert vector_queries(p, RetrievalConfig(sources={"vector_context_chars": 5})) == [p.user_text]
